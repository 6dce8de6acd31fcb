"""A whole Campaign Trail game played through the table's own gestures against computers (to Election
Day, CT-70), and hidden information: the table for seat 0 never shows another party's hand (CT-97)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.games.campaign_trail.actions import DebateCard  # noqa: E402
from desktop_app.games.campaign_trail.scene.action_words import card_name  # noqa: E402
from desktop_app.games.campaign_trail.scene.cards import HandCard  # noqa: E402

from .table_fixture import CtTable, gesture_point, perform, top_kind  # noqa: E402


@pytest.mark.parametrize(("players", "seed"), [(3, 3), (4, 6)])
def test_a_game_against_computers_is_played_to_the_end_through_the_tables_gestures(qtbot, players, seed):
    """3 parties; and 4 seats as two parties of running mates, who order their turns and trade (CT-30,
    CT-61 to CT-63)."""
    t = CtTable(qtbot, players, seed=seed)
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
    boards = [b for b in t.scene.boards if b.isVisible()]
    assert len(boards) == len(t.state.parties)
    assert all(len(b.figures.seats) == len(t.state.party_seats[i]) for i, b in enumerate(boards))
    assert [b.figures.party for b in boards if b.figures.winner] == winners
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


def test_the_public_view_behind_a_hand_over_screen_shows_no_hand_and_no_choice(qtbot):
    """Between two people's turns the window shows the spectators' view (viewer None)."""
    t = CtTable(qtbot, 3, seed=4)
    t.advance_to(lambda s: top_kind(s) == "play")
    s = t.state
    t.scene.show_observation(s.observation(None), None, [], [])
    assert not [item for item in t.scene.items() if isinstance(item, HandCard)]
    assert not [b for b in t.scene.buttons if b.isVisible()]
    assert t.scene.prompt().startswith("Waiting")
    assert t.seats[s.to_move()[0]].name in t.scene.prompt()


@pytest.mark.parametrize(("players", "options", "seed"), [(3, {"dirty_politics": True}, 8), (4, {}, 9)])
def test_every_legal_action_has_a_gesture_and_random_play_reaches_the_end(qtbot, players, options, seed):
    """Every decision the rules put to seat 0 is answerable on the table: each legal action has its
    click (a card box, a state, a card, a button, a topic) or drag. A random player exercises the rare
    choices the rule of thumb avoids (negative ads with Dirty Politics, CT-92; running mates, CT-61)."""
    t = CtTable(qtbot, players, seed=seed)
    t.state = t.game.new_game(players, t.game.normalize_options(players, options), seed)
    t.show()
    kinds = set()
    for _ in range(4000):
        movers = t.state.to_move()
        if not movers:
            break
        if movers[0] == 0:
            t.show()
            legal = t.legal()
            kinds.add(top_kind(t.state) or t.state.phase.value)
            for action in legal:
                if not isinstance(action, DebateCard):
                    assert gesture_point(t.scene, action) is not None, action
            perform(t, legal[t.rng.below(len(legal))])
        else:
            t.play_heuristic(movers[0])
    assert t.state.phase.value == "over"
    assert {"setup", "play", "debate_play"} <= kinds
