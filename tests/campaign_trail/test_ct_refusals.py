"""Issue 15, "every refusal says why": each kind of illegal move a person can try at the Campaign Trail
table gets the rule's reason (desktop_app/games/campaign_trail/refusals.py; CT-13, CT-23, CT-31, CT-35,
CT-41, CT-44, CT-45, CT-46, CT-47, CT-52, CT-64, CT-82, CT-91, CT-94, CT-133, §6), telling "another card
or later" apart from "never"."""

from __future__ import annotations

from desktop_app.games.campaign_trail.actions import (
    Box,
    DebateCard,
    KeepCandidate,
    PickState,
    PlayCard,
    Respond,
)
from desktop_app.games.campaign_trail.board import land_steps
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.frames import FrameKind, Phase

from .helpers import DATA, end_month, new, set_hand, set_money, started, turn_of


def why(s, action, player=0):
    return CAMPAIGN_TRAIL_GAME.why_not(s, player, action)


def key(r):
    return (r.key, r.params, r.never)


def play(card, box):
    return PlayCard(card, box.value)


def test_a_legal_move_has_no_refusal():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02")
    turn_of(s, 0)
    assert why(s, play("B02", Box.TRAVEL)) is None


def test_ct31_a_card_played_out_of_turn():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 1, "B02")
    turn_of(s, 0)
    assert key(why(s, play("B02", Box.TRAVEL), player=1)) == ("ct.not_your_turn", ("D",), False)


def test_ct23_keeping_a_candidate_not_dealt_and_waiting_for_the_others():
    s = new(2, 1)
    dealt = set(s.offers[0])
    other = next(c for c in DATA.candidates if c not in dealt and DATA.candidates[c].set == "base")
    r = why(s, KeepCandidate(other))
    assert r.key == "ct.not_offered" and r.never
    s.apply_action(0, KeepCandidate(s.offers[0][0]))
    assert why(s, KeepCandidate(s.offers[0][1])).key == "ct.wait_for_candidates"


def test_ct10_a_box_the_card_does_not_have_never():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B03")  # no travel box
    turn_of(s, 0)
    assert key(why(s, play("B03", Box.TRAVEL))) == ("ct.no_box", ("B03", "travel"), True)
    r = why(s, play("B99", Box.TRAVEL))
    assert r.key == "ct.not_in_hand" and r.never


def test_ct13_travel_by_land_from_alaska_and_the_outsiders_unaffordable_plane():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02")  # travel 2, no plane
    s.pawn = ("AK", s.pawn[1])
    turn_of(s, 0)
    assert key(why(s, play("B02", Box.TRAVEL))) == ("ct.nowhere_to_go", ("B02",), False)
    s = started(2, seed=1, candidates=("outsider", "orator"))
    set_hand(s, 0, "B01")  # a plane icon: the Outsider pays $20M (CT-13)
    set_money(s, "D", 10)
    turn_of(s, 0)
    assert key(why(s, play("B01", Box.TRAVEL))) == ("ct.plane_cost", (20, 10), False)


def test_ct41_travel_too_far_and_to_the_state_already_held():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02")
    s.pawn = ("CA", s.pawn[1])
    turn_of(s, 0)
    s.apply_action(0, play("B02", Box.TRAVEL))
    r = why(s, PickState("TX"))
    assert key(r) == ("ct.too_far", ("TX", land_steps(DATA, "CA")["TX"], 2), False)
    r = why(s, PickState("CA"))
    assert key(r) == ("ct.already_there", ("CA",), True)
    assert why(s, PickState("HI")).key == "ct.no_land_route"
    assert why(s, PickState("NV")) is None


def test_ct44_ct47_advertise_not_affordable():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B01")
    set_money(s, "D", 0)
    turn_of(s, 0)
    cost = DATA.const("ADVERTISE_COST")
    assert key(why(s, play("B01", Box.ADVERTISE))) == ("ct.advertise_cost", (cost, 0), False)


def test_ct45_campaign_away_from_the_cards_states_and_not_affordable():
    s = started(2, seed=1, candidates=("governor", "orator"))
    set_hand(s, 0, "B03")  # campaigns in MS, TN, AL, LA
    s.pawn = ("CA", s.pawn[1])
    set_money(s, "D", 100)
    turn_of(s, 0)
    r = why(s, play("B03", Box.CAMPAIGN))
    assert key(r) == ("ct.campaign_away", ("B03", "CA", "MS,TN,AL,LA"), False)
    s.pawn = ("MS", s.pawn[1])
    set_money(s, "D", 0)
    cost = DATA.const("CAMPAIGN_COST")
    assert key(why(s, play("B03", Box.CAMPAIGN))) == ("ct.campaign_cost", (cost, 0), False)


def test_ct45_a_campaign_voter_on_a_state_the_card_never_names():
    s = started(2, seed=1, candidates=("governor", "orator"))
    set_hand(s, 0, "B03")
    s.pawn = ("MS", s.pawn[1])
    set_money(s, "D", 100, 10)
    turn_of(s, 0)
    s.apply_action(0, play("B03", Box.CAMPAIGN))
    while s.pending[-1].kind is not FrameKind.CAMP_PLACE:  # past any response window
        s.apply_action(s.to_move()[0], s.legal_actions(s.to_move()[0])[0])
    r = why(s, PickState("OH"))
    assert key(r) == ("ct.not_campaign_state", ("OH", "B03"), True)


def test_ct46_a_response_box_is_not_declared_on_ones_turn():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02")  # Fact Check
    turn_of(s, 0)
    assert key(why(s, play("B02", Box.POLITICK))) == ("ct.response_only", ("fact_check",), False)


def test_ct35_a_response_card_when_no_window_asks():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02")
    turn_of(s, 0)
    assert key(why(s, Respond("B02"))) == ("ct.window_closed", ("B02",), False)
    set_hand(s, 1, "B02", "B03")
    r = why(s, Respond("B03"), player=1)
    assert r.key == "ct.not_a_response" and r.never


def test_ct91_ct94_dirty_tricks_without_the_module_or_for_the_reformer():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B16")  # Smear Campaign
    turn_of(s, 0)
    r = why(s, play("B16", Box.POLITICK))
    assert key(r) == ("ct.dirty_off", ("smear_campaign",), True)
    s = started(2, seed=1, candidates=("reformer", "orator"), dirty_politics=True)
    set_hand(s, 0, "B16")
    turn_of(s, 0)
    assert key(why(s, play("B16", Box.POLITICK))) == ("ct.no_dirty", ("reformer",), True)


def test_ct133_the_activist_puts_no_ongoing_card_in_play():
    s = started(3, seed=1, candidates=("activist", "senator", "orator"), expansion_candidates=True)
    set_hand(s, 0, "B41")  # Super PAC, ongoing
    turn_of(s, 0)
    assert key(why(s, play("B41", Box.POLITICK))) == ("ct.no_ongoing", ("activist",), True)


def test_ct82_politick_not_usable_now():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B27")  # October Surprise needs another card to lay face down
    turn_of(s, 0)
    assert key(why(s, play("B27", Box.POLITICK))) == ("ct.needs_other_card", ("october_surprise",), False)
    set_hand(s, 0, "B08", "B35")  # Momentum with a second card whose register box is usable
    assert why(s, play("B08", Box.POLITICK)) is None
    set_hand(s, 0, "B08", "B07")  # travel 2 from Alaska: nowhere by land, no support box left
    s.pawn = ("AK", s.pawn[1])
    assert why(s, play("B08", Box.POLITICK)).key == "ct.momentum_none"


def test_ct31_a_card_after_the_turns_card_and_a_box_during_another_step():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02", "B01")
    s.pawn = ("CA", s.pawn[1])
    turn_of(s, 0)
    s.apply_action(0, play("B02", Box.TRAVEL))
    assert why(s, play("B01", Box.FUNDRAISE)).key == "ct.finish_step"


def test_ct52_debate_cards_topics_and_the_grassroots_organizers_ban():
    s = started(2, seed=5, candidates=("grassroots_organizer", "lawyer"))
    end_month(s)
    assert s.phase is Phase.DEBATE
    while s.pending[-1].kind is not FrameKind.DEBATE_PLAY:
        seat = s.to_move()[0]
        s.apply_action(seat, s.legal_actions(seat)[0])
    seat = s.to_move()[0]
    topics = s.debate.topics
    card = s.hands[seat][0]
    assert why(s, play(card, Box.FUNDRAISE), player=seat).key == "ct.debate_now"
    outside = next(i for i in DATA.issue_ids if i not in topics)
    r = why(s, DebateCard(card, outside), player=seat)
    assert key(r) == ("ct.topic_not_in_debate", (outside,), True)
    # a topic none of the card's icons match
    for topic in topics:
        category = DATA.issues[topic].category
        if category not in DATA.cards[card].debate_icons and category not in DATA.candidates[
                s.kept[seat]].debate_banned:
            assert key(why(s, DebateCard(card, topic), player=seat)) == ("ct.no_icon", (card, topic), True)
    banned = DATA.candidates["grassroots_organizer"].debate_banned
    if s.kept[seat] == "grassroots_organizer":
        for topic in topics:
            if DATA.issues[topic].category in banned:
                r = why(s, DebateCard(card, topic), player=seat)
                assert key(r) == ("ct.topic_banned", ("grassroots_organizer", topic), True)


def test_section6_the_grassroots_organizer_may_not_debate_a_banned_topic():
    s = started(2, seed=5, candidates=("grassroots_organizer", "lawyer"))
    end_month(s)
    s.pending = s.pending[:-1] + (s.pending[-1].__class__(FrameKind.DEBATE_PLAY, seat=0),)
    banned = DATA.candidates["grassroots_organizer"].debate_banned
    banned_topic = next(t for t, i in DATA.issues.items() if i.category in banned)
    s.debate = s.debate.__class__(**{**{f: getattr(s.debate, f) for f in s.debate.__dataclass_fields__},
                                     "topics": (banned_topic,) + s.debate.topics[1:]})
    card = next(c for c in s.hands[0])
    r = why(s, DebateCard(card, banned_topic))
    assert key(r) == ("ct.topic_banned", ("grassroots_organizer", banned_topic), True)
    r = why(s, DebateCard(card, ""))  # the card pressed on its own: no topic named
    assert key(r) == ("ct.no_topic_for_card", (card,), True)


def test_ct50_a_debate_card_outside_a_debate():
    s = started(2, seed=1, candidates=("senator", "orator"))
    set_hand(s, 0, "B02")
    turn_of(s, 0)
    topic = DATA.issue_ids[0]
    assert key(why(s, DebateCard("B02", topic))) == ("ct.no_debate_now", ("B02",), False)


def test_every_refusal_key_has_words():
    """Each key refusals.py can return is worded by the scene's texts (no generic fallback)."""
    import ast
    import pathlib

    from desktop_app.games.campaign_trail.scene import refusal_texts

    source = pathlib.Path("desktop_app/games/campaign_trail/refusals.py").read_text()
    keys = {node.args[0].value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "_r"}
    assert keys and keys <= {k.removeprefix("ct.") for k in refusal_texts._texts()}
