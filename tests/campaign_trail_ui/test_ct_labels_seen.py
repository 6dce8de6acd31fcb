"""Issue 15: the hand tabs (hand_tabs.py) and the map's state labels (scene_map_items.py) drew their text
straight with ``drawText``, so the shared elision check (tests/text_fit.py) never saw a cut there. They go
through the table's text painter now: a text too wide for its place is shortened with "…" and listed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402

from desktop_app.games.campaign_trail.scene.hand_tabs import HandTab  # noqa: E402
from tests.text_fit import items_shorten  # noqa: E402

from .table_fixture import CtTable  # noqa: E402


def _tab(width: float, height: float, narrow: bool = False) -> HandTab:
    tab = HandTab(0)
    tab.label, tab.name, tab.cards = "D1", "The Grassroots Organizer", "5 cards"
    tab.shown, tab.narrow = True, narrow
    tab.set_rect(QRectF(0, 0, width, height))
    return tab


def test_a_hand_tab_that_fits_shortens_nothing(qtbot):
    assert items_shorten([_tab(112, 86)]) == []
    assert items_shorten([_tab(158, 50)]) == []
    assert items_shorten([_tab(60, 40, narrow=True)]) == []


def test_the_check_sees_a_hand_tabs_words_cut(qtbot):
    tab = _tab(44, 86)  # too narrow for "▶ D1" at 18 px and for the name
    tab.deciding = True
    assert "▶ D1" in items_shorten([tab])
    assert "5 cards" in items_shorten([_tab(40, 40, narrow=True)])
    low = _tab(70, 50)  # a low tab: the label and the count share the first line
    assert items_shorten([low]) != []


def test_the_check_sees_a_state_badge_or_callout_cut(qtbot):
    table = CtTable(qtbot, 2, seed=3)
    layer = table.scene.map
    labels = [label for label in layer.labels.values() if label.shown is not None]
    callouts = [c for c in layer.callouts.values() if layer.state_item(c.code).display is not None]
    assert labels and callouts
    assert items_shorten(labels + callouts) == [], "the map as laid out cuts nothing"
    callout = callouts[0]
    box = callout.box()
    callout.set_box(QRectF(box.left(), box.top(), box.width() * 0.35, box.height()))
    assert callout.code in items_shorten([callout])
