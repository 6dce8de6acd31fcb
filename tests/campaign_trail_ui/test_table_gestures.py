"""The Campaign Trail table's gestures, each ending in the legal action it names: a pawn dragged to travel
(CT-41), issues picked to advertise (CT-44), campaign voters dragged onto states (CT-45), a response on
someone else's turn (CT-35), a card dragged onto a debate topic (CT-52); and what the table shows."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402

from desktop_app.games.campaign_trail.actions import (  # noqa: E402
    DebateCard,
    Pass,
    PickIssue,
    PickState,
    PlayCard,
    Respond,
)

from .table_fixture import CtTable, button_for, perform, reach, state_point  # noqa: E402


def test_pawn_dragged_to_a_reachable_state_travels_and_elsewhere_snaps_back(qtbot):
    """CT-41: the reachable states glow with their steps; dropping elsewhere sends nothing."""
    t = CtTable(qtbot, 3, seed=1)
    seat = reach(t, "travel")
    scene = t.scene
    legal = {a.state for a in t.legal() if isinstance(a, PickState)}
    assert scene.map.highlighted() == legal
    assert all(scene.map.tag(code) for code in legal)
    assert not (scene.map.dimmed() & legal) and scene.map.dimmed()
    pawn = scene.pawns[seat]
    assert pawn.live and pawn.draggable
    home = QPointF(pawn.pos())
    grip = pawn.mapToScene(QPointF(0, -20))
    # a drop off the map (or on a state it cannot reach): nothing is sent, the pawn stands where it stood
    unreachable = [c for c in scene.map.states if c not in legal and c != t.state.pawn[seat]]
    for where in [scene.ev_track.scene_rect().center()] + [state_point(scene, c) for c in unreachable[:1]]:
        t.drag(grip, where)
        assert t.emitted == []
        assert (scene.pawns[seat].pos() - home).manhattanLength() < 1
    assert (scene.pawns[seat].pos() - home).manhattanLength() < 1
    target = sorted(legal)[0]
    t.drag(scene.pawns[seat].mapToScene(QPointF(0, -20)), state_point(scene, target))
    assert t.emitted == [PickState(target)]
    assert t.state.pawn[seat] == target


def test_advertise_issues_light_their_states_and_are_picked_by_button(qtbot):
    """CT-44: hovering an issue's button lights the states it reaches; picking it keeps them lit."""
    t = CtTable(qtbot, 3, seed=1)
    reach(t, "adv_issues", lambda s: any(isinstance(a, PickIssue) for a in s.legal_actions(s.to_move()[0])))
    scene = t.scene
    issue_action = next(a for a in t.legal() if isinstance(a, PickIssue))
    button = button_for(scene, issue_action)
    assert button is not None and issue_action.issue.replace("_", " ")[:3].lower() in button.text.lower()
    scene.item_hovered(button, True)
    reached = set(t.state.data.issues[issue_action.issue].states)
    assert reached <= scene.map.highlighted()
    assert all(scene.map.tag(code).startswith("+") for code in reached)
    scene.item_hovered(button, False)
    perform(t, issue_action)
    assert issue_action.issue in t.state.ctx.issues
    assert reached <= t.scene.map.highlighted()
    assert "$" in t.scene.prompt()  # the running cost


def test_campaign_voters_are_dragged_one_at_a_time_onto_highlighted_states(qtbot):
    """CT-45: a voter from the supply onto a campaign state places one voter there."""
    t = CtTable(qtbot, 2, seed=2)
    seat = reach(t, "camp_place", lambda s: s.pending[-1].count > 1)
    scene = t.scene
    left = t.state.pending[-1].count
    legal = {a.state for a in t.legal() if isinstance(a, PickState)}
    assert scene.map.highlighted() == legal
    assert scene.voter is not None and scene.voter.count == left
    party = t.state.seat_party[seat]
    target = sorted(legal)[0]
    before = t.state.voters[t.state.state_index(target)][party]
    start = scene.voter.mapToScene(QPointF(10, 10))
    t.drag(start, state_point(scene, target))
    assert t.emitted == [PickState(target)]
    assert t.state.voters[t.state.state_index(target)][party] == before + 1
    assert t.scene.voter is not None and t.scene.voter.count == left - 1
    perform(t, PickState(target))  # a click on the state places the next one
    assert t.state.voters[t.state.state_index(target)][party] == before + 2


def test_a_response_is_offered_on_another_players_turn_with_its_card_and_trigger(qtbot):
    """CT-35, §7.1: the prompt names whose action is answered, with which card, and what a response
    answers; the response card glows and is played by a click on it."""
    t = CtTable(qtbot, 3, seed=1)
    seat = reach(t, "ask", lambda s: any(isinstance(a, Respond) for a in s.legal_actions(s.to_move()[0])))
    scene = t.scene
    owner = t.state.pending[-1].party
    assert owner != seat and t.state.active != seat
    prompt = scene.prompt()
    assert t.seats[owner].name in prompt and "respond" in prompt.lower()
    card_no = str(t.state.data.cards[t.state.ctx.card].no)
    assert card_no in prompt
    respond = next(a for a in t.legal() if isinstance(a, Respond))
    assert scene.hand[respond.card].glow
    assert button_for(scene, Pass()) is not None
    perform(t, respond)


def test_a_debate_card_dragged_onto_a_topic_moves_the_partys_marker(qtbot):
    """CT-52: the topics the card matches glow with the spaces it moves; dropping on one plays it."""
    t = CtTable(qtbot, 3, seed=1)
    seat = reach(t, "debate_play", lambda s: any(isinstance(a, DebateCard)
                                                 for a in s.legal_actions(s.to_move()[0])))
    scene = t.scene
    assert scene.debate_board.isVisible()
    play = next(a for a in t.legal() if isinstance(a, DebateCard))
    card = scene.hand[play.card]
    party = t.state.seat_party[seat]
    topic = t.state.debate.topics.index(play.topic)
    before = t.state.debate.markers[party][topic]
    # a click picks the card up, and the topics it matches glow with the spaces it moves
    t.click(card.mapToScene(QPointF(14, 12)))
    assert scene._held == play.card and play.topic in scene.debate_board.row_glow
    assert scene.debate_board.row_glow[play.topic].startswith("+")
    t.click(card.mapToScene(QPointF(14, 12)))  # and a second click puts it back
    assert scene._held is None
    perform(t, play)  # the drag
    assert t.state.debate.markers[party][topic] > before


def test_card_boxes_show_what_they_do_and_only_usable_ones_play(qtbot):
    """CT-10, CT-47: each hand card shows its four boxes; a click on a usable box plays it."""
    t = CtTable(qtbot, 3, seed=1)
    reach(t, "play")
    scene = t.scene
    boxes = {(a.card, a.box) for a in t.legal() if isinstance(a, PlayCard)}
    for cid, card in scene.hand.items():
        assert len(card.boxes()) == 4
        for box in card.boxes():
            assert card.usable[box] == ((cid, box) in boxes)
    unusable = [(c, b) for c, card in scene.hand.items() for b in card.boxes() if (c, b) not in boxes]
    if unusable:
        cid, box = unusable[0]
        card = scene.hand[cid]
        rect = card.box_rects()[box]
        t.click(card.mapToScene(QPointF(rect.left() + 12, rect.center().y())))
        assert t.emitted == []
    cid, box = sorted(boxes)[0]
    perform(t, PlayCard(cid, box))


def test_a_box_that_finishes_the_turn_at_once_is_turn_ending(qtbot):
    """CT-31: without a running mate to trade with, fundraising or registering ends the turn; a travel
    or advertise box has a step still to come."""
    t = CtTable(qtbot, 3, seed=1)
    reach(t, "play")
    plays = [a for a in t.legal() if isinstance(a, PlayCard)]
    assert plays
    for action in plays:
        assert t.scene.is_turn_ending(action) == (action.box in ("fundraise", "register", "none"))
    assert "Fundraise" in t.scene.describe_action(PlayCard(plays[0].card, "fundraise"))


def test_the_others_see_whom_the_table_waits_for_and_which_box_of_which_card(qtbot):
    """CT-11: an action is declared with its card played face up, so the others read it in the bar."""
    t = CtTable(qtbot, 3, seed=1)
    seat = reach(t, "adv_issues")
    other = (seat + 1) % 3
    t.viewer = other
    t.show()
    card = t.state.data.cards[t.state.ctx.card]
    prompt = t.scene.prompt()
    assert t.seats[seat].name in prompt and "Advertise" in prompt and str(card.no) in prompt
    assert not [b for b in t.scene.buttons if b.isVisible()]
    assert t.scene.boards[t.state.seat_party[seat]].figures.acting


def test_the_candidate_cards_are_kept_by_button_and_tell_what_they_start_with(qtbot):
    """CT-23: each seat keeps one of its two candidate cards; the button's tip gives its start (§6)."""
    t = CtTable(qtbot, 3, seed=1)
    offers = t.state.offers[0]
    buttons = [b for b in t.scene.buttons if b.isVisible()]
    assert len(buttons) == 2
    for button, candidate in zip(buttons, offers, strict=True):
        row = t.state.data.candidates[candidate]
        assert f"${row.start_money}M" in button.toolTip() and str(row.start_registered) in button.toolTip()
    perform(t, next(a for a in t.legal() if a.candidate == offers[1]))
    assert t.state.kept[0] == offers[1]
