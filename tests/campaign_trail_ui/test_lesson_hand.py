# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15: with the guided first game's panel above the table (1280x800: the table about 1004x600), the
table became low enough for the narrow view's compact hand row: each card's boxes shrank to 26 px and said
their words in the fewest ("Energy +2 more"). A low table drawn at its full size keeps its full faces now;
the map gives way. The narrow view (the table laid out at its least size and drawn smaller) and the hand
beside the Election Day panel keep the compact row."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.games.campaign_trail.scene.cards import COMPACT_BELOW  # noqa: E402
from desktop_app.games.campaign_trail.scene.layout import compute_layout  # noqa: E402
from tests.text_fit import window_shortens  # noqa: E402
from tests.ui.shell_fixtures import game_window, messages, settings  # noqa: E402,F401
from tests.ui.test_lesson_window import send, wait_for_person  # noqa: E402

from .test_compact_hand import _parts  # noqa: E402

WITH_LESSON = [(1004.0, 600.0), (1090.0, 568.0)]  # 1280x800 and 1366x768 with the lesson's panel open
LEAST_BOX_H = 28.0  # a full face's box: its name over its words (a compact one had 26)
LEAST_MAP_H = 200.0


@pytest.mark.parametrize("size", WITH_LESSON)
@pytest.mark.parametrize("parties", [2, 3, 4])
@pytest.mark.parametrize("modules", [{}, {"news": True}, {"election_day": True}])
def test_a_low_table_drawn_at_full_size_keeps_full_cards_and_the_map_gives_way(size, parties, modules):
    election_day = modules.get("election_day", False)
    layout = compute_layout(*size, parties, modules.get("news", False), None, election_day)
    parts = _parts(layout)
    names = list(parts)
    for k, a in enumerate(names):
        for b in names[k + 1:]:
            assert not parts[a].intersects(parts[b]), f"{a} overlaps {b} at {size}, {parties} parties"
    assert layout.map.height() >= LEAST_MAP_H
    beside_panel = election_day and parties >= 3
    assert layout.compact == beside_panel, "only beside the Election Day panel is the row compact"
    if not beside_panel:
        assert layout.card_h >= 194.0 > COMPACT_BELOW


def test_the_narrow_views_table_keeps_its_compact_row():
    assert compute_layout(920.0, 569.0, 2).compact  # the narrow view's table, drawn at 0.8
    assert compute_layout(1004.0, 540.0, 2).compact  # a view lower than the least height, drawn smaller


def test_the_lessons_hand_keeps_full_readable_boxes_at_1280x800(qtbot, game_window):
    win = game_window
    runner = win.lessons
    assert runner.start("campaign-trail")
    looked = 0
    while True:
        wait_for_person(qtbot, win)
        if not runner.active:
            break
        scene = win.controller.scene
        assert win.view.fit_scale == 1.0 and scene._size[1] < 620, "the panel no longer lowers the table"
        cards = [card for card in scene.hand.values() if card.isVisible()]
        for card in cards:
            assert not card.compact and not card.strip_w, f"card {card.card_id} is compact"
            for box, rect in card.box_rects().items():
                if box != "none":
                    assert rect.height() >= LEAST_BOX_H, f"card {card.card_id}: {box} is {rect.height():.1f}"
        if cards:
            assert window_shortens(win) == []
            looked += 1
        send(win, runner.expected()[1][0])
    assert looked >= 2
