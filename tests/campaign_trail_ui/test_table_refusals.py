"""Issue 15: a move the Campaign Trail table refuses says why beside the piece (the reasons of
games/campaign_trail/refusals.py): a pawn dropped on a state out of reach (CT-41), a box that cannot be
taken (CT-47), a card pressed while another candidate decides (CT-31)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402

from desktop_app.games.campaign_trail.actions import PickState, PlayCard  # noqa: E402
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME  # noqa: E402
from desktop_app.ui.refusal_reasons import explain  # noqa: E402
from tests.campaign_trail.helpers import set_hand  # noqa: E402

from .table_fixture import CtTable, reach, state_point, top_kind  # noqa: E402


def explaining(t: CtTable) -> CtTable:
    t.scene.refusal_text = lambda action: explain(CAMPAIGN_TRAIL_GAME, t.state, t.viewer, action)
    return t


def test_ct41_a_pawn_dropped_out_of_reach_says_how_far_it_is(qtbot):
    t = explaining(CtTable(qtbot, 2, seed=1))
    seat = reach(t, "play")
    set_hand(t.state, seat, "B02")  # travel 2 by land
    t.state.pawn = tuple("CA" if x == seat else p for x, p in enumerate(t.state.pawn))
    t.state.apply_action(seat, PlayCard("B02", "travel"))
    t.show()
    scene = t.scene
    legal = {a.state for a in t.legal() if isinstance(a, PickState)}
    here = t.state.pawn[seat]
    far = next(c for c in scene.map.states if c not in legal and c != here and c not in ("AK", "HI"))
    t.drag(scene.pawns[seat].mapToScene(QPointF(0, -20)), state_point(scene, far))
    assert t.emitted == []
    refusal, text = scene.last_refusal
    assert refusal.key == "ct.too_far" and refusal.params[0] == far
    assert scene.refusal_shown() == text and text.startswith("Not now:") and "steps away" in text
    # a click on the pawn's own state: never a travel target
    scene._state_clicked(here)
    refusal, text = scene.last_refusal
    assert refusal.key == "ct.already_there" and text.startswith("Not possible:")


def test_ct47_a_box_that_cannot_be_taken_says_why_on_the_card(qtbot):
    t = explaining(CtTable(qtbot, 2, seed=3))

    def unusable(s):
        seat = s.to_move()[0]
        legal = set(s.legal_actions(seat))
        return any(PlayCard(c, b) not in legal and getattr(s.data.cards[c], b) is not None
                   for c in s.hands[seat] for b in ("travel", "advertise", "campaign", "politick"))

    seat = reach(t, "play", unusable)
    scene = t.scene
    legal = set(t.legal())
    boxes = ("travel", "advertise", "campaign", "politick")
    card, box = next((c, b) for c in t.state.hands[seat] for b in boxes
                     if getattr(t.state.data.cards[c], b) is not None and PlayCard(c, b) not in legal)
    item = scene.hand[card]
    rect = item.box_rects()[box]
    t.click(item.mapToScene(QPointF(rect.left() + 12, rect.center().y())))
    assert t.emitted == []
    refusal, text = scene.last_refusal
    assert refusal == CAMPAIGN_TRAIL_GAME.why_not(t.state, seat, PlayCard(card, box))
    assert refusal.key != "ct.finish_step" and scene.refusal_shown() == text


def test_ct31_a_card_pressed_on_another_candidates_turn(qtbot):
    t = explaining(CtTable(qtbot, 2, seed=1))
    seat = reach(t, "play")
    other = 1 - seat
    t.viewer = other  # the other player looks at their own hand while this one decides
    t.show()
    scene = t.scene
    card = t.state.hands[other][0]
    item = scene.hand[card]
    box = next(iter(item.box_rects()))
    rect = item.box_rects()[box]
    t.click(item.mapToScene(QPointF(rect.left() + 12, rect.center().y())))
    assert t.emitted == [] and top_kind(t.state) == "play"
    refusal, text = scene.last_refusal
    assert refusal.key == "ct.not_your_turn" and scene.refusal_shown() == text


def test_while_the_pawn_is_carried_states_out_of_reach_are_marked_not_now_and_its_own_state_never(qtbot):
    """Issue 15, CT-41: during the drag, before the drop, a state too far for this card (another card
    or turn may reach it) is marked "not now"; the state the pawn stands on is "never"."""
    t = explaining(CtTable(qtbot, 2, seed=1))
    seat = reach(t, "play")
    set_hand(t.state, seat, "B02")
    t.state.pawn = tuple("CA" if x == seat else p for x, p in enumerate(t.state.pawn))
    t.state.apply_action(seat, PlayCard("B02", "travel"))
    t.show()
    scene = t.scene
    legal = {a.state for a in t.legal() if isinstance(a, PickState)}
    grip = scene.pawns[seat].mapToScene(QPointF(0, -20))
    t.press_move(grip, state_point(scene, "NV"))
    try:
        marks = scene.map.refusal_marks()
        assert marks["CA"] == "never" and marks["TX"] == "not_now" and marks["HI"] == "not_now"
        assert not set(marks) & legal
        assert set(marks) == set(scene.map.states) - legal
    finally:
        t.release(state_point(scene, "NV"))
    assert scene.map.refusal_marks() == {}


def test_while_a_debate_card_is_carried_topics_it_cannot_match_are_marked_never(qtbot):
    """Issue 15, CT-52: a topic none of the card's icons match is never a target for it."""
    t = explaining(CtTable(qtbot, 3, seed=1))
    from desktop_app.games.campaign_trail.actions import DebateCard

    def a_card_missing_a_topic(s):
        seat = s.to_move()[0]
        plays = {(a.card, a.topic) for a in s.legal_actions(seat) if isinstance(a, DebateCard)}
        return any((c, tp) not in plays for c, _ in plays for tp in s.debate.topics)

    seat = reach(t, "debate_play", a_card_missing_a_topic)
    scene = t.scene
    plays = {(a.card, a.topic) for a in t.legal() if isinstance(a, DebateCard)}
    card, topic = next((c, tp) for c, _ in plays for tp in t.state.debate.topics if (c, tp) not in plays)
    start = scene.hand[card].mapToScene(QPointF(14, 12))
    end = scene.debate_board.mapToScene(scene.debate_board.row_rects()[topic].center())
    t.press_move(start, end)
    try:
        refusal = CAMPAIGN_TRAIL_GAME.why_not(t.state, seat, DebateCard(card, topic))
        assert refusal.never
        assert scene.debate_board.row_refusal.get(topic) == "never"
        assert not any(scene.debate_board.row_refusal.get(tp) for c, tp in plays if c == card)
    finally:
        t.release(end)
    assert scene.debate_board.row_refusal == {}
    assert scene.last_refusal[0] == refusal  # the drop said why as well
