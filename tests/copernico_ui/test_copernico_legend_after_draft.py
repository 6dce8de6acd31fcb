"""Issue 13: the reference strip above the hand hides for every draft and shows again when the draft ends,
in the move that also lays the hand out anew. Its bodies and wrapped lines are drawn once and copied at
each return. Counted, never timed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.copernico.scene.items import LegendItem  # noqa: E402
from tests.copernico_ui.test_copernico_scene import Table  # noqa: E402


class PlainTable(Table):
    fit_view = False  # scene units are the view's pixels, as in the window at zoom 1


def _after_a_draft(table: PlainTable) -> None:
    table.advance_to(lambda s: s.observation(0)["phase"] == "draft")
    table.advance_to(lambda s: s.observation(0)["phase"] != "draft")
    assert table.scene._legend.isVisible()
    table.view.viewport().grab()


def test_the_reference_strip_is_drawn_once_for_all_the_drafts(qtbot, monkeypatch) -> None:
    drawn: list[int] = []
    paint_legend = LegendItem._paint_legend
    monkeypatch.setattr(LegendItem, "_paint_legend", lambda self, p, rect: (
        drawn.append(1), paint_legend(self, p, rect)))
    table = PlainTable(qtbot, players=2)
    _after_a_draft(table)
    first = len(drawn)
    assert first >= 1  # drawn when it first showed
    for _ in range(2):  # hidden for the next drafts and shown again after each: copied
        _after_a_draft(table)
    assert len(drawn) == first
