"""A whole Campaign Trail game played through the table's own gestures against computers (to Election
Day, CT-70), and hidden information: the table for seat 0 never shows another party's hand (CT-97)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.campaign_trail.scene.action_words import card_name  # noqa: E402
from desktop_app.games.campaign_trail.scene.cards import HandCard  # noqa: E402

from .table_fixture import CtTable, perform, top_kind  # noqa: E402


def test_a_game_against_computers_is_played_to_the_end_through_the_tables_gestures(qtbot):
    t = CtTable(qtbot, 3, seed=3)
    phases = set()
    for _ in range(3000):
        movers = t.state.to_move()
        if not movers:
            break
        phases.add(t.state.phase.value)
        if movers[0] == 0:
            t.show()
            perform(t, t.game.heuristic_action(t.state, 0, t.rng))
        else:
            t.play_heuristic(movers[0])
    t.show()
    assert t.state.phase.value == "over"
    assert {"setup", "play", "debate"} <= phases
    winners = [t.state.parties[p] for p in t.state.winners]
    assert winners and all(board.figures is not None for board in t.scene.boards[:3])
    assert [b.figures.party for b in t.scene.boards[:3] if b.figures.winner] == winners
    assert "won" in t.scene.prompt()


def test_the_table_of_seat_0_never_shows_another_partys_hand(qtbot):
    t = CtTable(qtbot, 3, seed=4)
    checked = 0
    for _ in range(3000):
        movers = t.state.to_move()
        if not movers:
            break
        t.show()
        s = t.state
        mine = set(s.hands[0])
        others = {c for seat in range(1, 3) for c in s.hands[seat]} - mine
        cards = {item.card_id for item in t.scene.items() if isinstance(item, HandCard)}
        assert cards == mine
        if top_kind(s) != "opp_take":  # Opposition Research shows the hand it looks into (CT-97)
            texts = " ".join(b.text for b in t.scene.buttons if b.isVisible())
            texts += " ".join(b.toolTip() for b in t.scene.boards)
            assert not any(card_name(c) in texts for c in others)
        checked += 1
        t.play_heuristic(movers[0])
    assert checked > 100
