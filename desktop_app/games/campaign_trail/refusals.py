"""Why Campaign Trail refuses a move: the rule behind each illegal move a person can try at the table.

Read-only over the state: the rules modules (usable.py, boxes.py, debate.py) decide what is legal, and
this module only asks them which of their conditions failed. Keys are "ct.<reason>";
scene/refusal_texts.py puts them in words. ``never`` marks a move nothing later in the game can make
legal for this piece (a box the card does not have, the state the pawn already stands on, a state
outside the card's campaign list, a debate topic the candidate may not debate); the others would work
with another card, more money or at another step of the turn.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.refusals import Refusal
from . import modifiers as mod
from .actions import (
    Box,
    DebateCard,
    KeepCandidate,
    PickState,
    PlayCard,
    Respond,
)
from .board import land_steps
from .data import Timing
from .debate import matches
from .frames import FrameKind, Phase
from .state import CampaignTrailState
from .tokens import free_tokens
from .usable import (
    FACE_DOWN_ABILITIES,
    behind_states,
    campaign_affordable,
    opposition_targets,
    region_states,
    relocatable,
    smear_parties,
    surcharge_due,
    surcharge_ok,
    virtual_cards,
)


def _r(reason: str, *params: object, never: bool = False) -> Refusal:
    return Refusal(f"ct.{reason}", tuple(params), never)


def why_not(state: CampaignTrailState, player: int, action: Action) -> Refusal | None:
    """The reason ``action`` is refused for ``player`` (None: it is legal)."""
    s = state
    if s.phase is Phase.OVER:
        return _r("game_over", never=True)
    if action in s.legal_actions(player):
        return None
    if isinstance(action, Respond):
        return _response(s, player, action)
    if player not in s.to_move():
        if s.phase is Phase.SETUP:
            return _r("wait_for_candidates")  # CT-23: every seat keeps its candidate first
        deciding = s.to_move()[0] if s.to_move() else -1
        party = s.parties[s.seat_party[deciding]] if deciding >= 0 else ""
        return _r("not_your_turn", party)  # CT-31: one candidate's turn at a time
    if s.phase is Phase.SETUP:
        if isinstance(action, KeepCandidate):
            return _r("not_offered", never=True)  # CT-23: one of the two cards dealt to the seat
        return _r("keep_first")
    frame = s.pending[-1]
    if frame.kind is FrameKind.PLAY and isinstance(action, PlayCard):
        return _play(s, player, action)
    if frame.kind is FrameKind.DEBATE_PLAY or isinstance(action, DebateCard):
        return _debate(s, player, frame.kind, action)
    if isinstance(action, PlayCard):
        if frame.kind in (FrameKind.AFTER, FrameKind.TRADE):
            return _r("card_played")  # CT-31: one card a turn
        return _r("finish_step")
    if isinstance(action, PickState):
        return _state(s, player, frame.kind, action.state)
    return _r("finish_step")


def _response(s: CampaignTrailState, player: int, action: Respond) -> Refusal:
    """A response card offered outside its window, or one that does not answer what happened (CT-35)."""
    card = action.card
    if card not in s.hands[player]:
        return _r("not_in_hand", card, never=True)
    ability = s.data.cards[card].politick
    if ability is None or s.data.abilities[ability].timing is not Timing.RESPONSE:
        return _r("not_a_response", card, never=True)
    top = s.pending[-1] if s.pending else None
    if top is None or top.kind is not FrameKind.ASK or top.seat != player:
        return _r("window_closed", card)  # CT-35: responses only when a window asks this candidate
    if mod.politick_fee(s, player) > s.money[s.seat_party[player]]:
        return _r("politick_fee", mod.politick_fee(s, player), s.money[s.seat_party[player]])
    return _r("response_not_now", card)  # it answers another trigger, or its condition is not met


def _play(s: CampaignTrailState, seat: int, action: PlayCard) -> Refusal:
    card_id = action.card
    if card_id not in s.hands[seat]:
        return _r("not_in_hand", card_id, never=True)
    try:
        box = Box(action.box)
    except ValueError:
        return _r("finish_step")
    card = s.data.cards[card_id]
    party = s.seat_party[seat]
    money = s.money[party]
    if box is Box.TRAVEL:
        if card.travel is None:
            return _r("no_box", card_id, box.value, never=True)
        if mod.is_plane(s, seat, card) and mod.plane_cost(s, seat) > money:
            return _r("plane_cost", mod.plane_cost(s, seat), money)  # CT-13: the Outsider
        return _r("nowhere_to_go", card_id)  # CT-13: AK and HI have no land neighbours
    if box is Box.ADVERTISE:
        if card.advertise is None:
            return _r("no_box", card_id, box.value, never=True)
        cost = mod.advertise_issue_cost(s, seat, card=card)
        if cost <= money and surcharge_due(s, seat) and not surcharge_ok(s, seat, cost):
            return _r("surcharge", s.region_of(s.pawn[seat]))  # CT-137
        return _r("advertise_cost", cost, money)  # CT-44, CT-47: at least one issue must be paid
    if box is Box.CAMPAIGN:
        if card.campaign is None:
            return _r("no_box", card_id, box.value, never=True)
        if s.pawn[seat] not in card.campaign:
            return _r("campaign_away", card_id, s.pawn[seat], ",".join(card.campaign))  # CT-45
        if not campaign_affordable(s, seat, card_id):
            cost = mod.campaign_cost(s, seat, card)
            if cost <= money and surcharge_due(s, seat):
                return _r("surcharge", s.region_of(s.pawn[seat]))  # CT-137
            return _r("campaign_cost", cost, money)  # CT-45, CT-47
        return _r("finish_step")
    if box is Box.POLITICK:
        if card.politick is None:
            return _r("no_box", card_id, box.value, never=True)
        return _politick(s, seat, card_id, card.politick)
    if box in (Box.FUNDRAISE, Box.REGISTER) and getattr(card, box.value) is None:
        return _r("no_box", card_id, box.value, never=True)
    return _r("finish_step")


def _politick(s: CampaignTrailState, seat: int, card_id: str, ability_id: str) -> Refusal:
    """Which of usable.politick_usable's conditions fails (CT-11 step 1, CT-46, CT-47)."""
    ability = s.data.abilities[ability_id]
    party = s.seat_party[seat]
    candidate = s.kept[seat]
    if ability.timing is Timing.RESPONSE:
        return _r("response_only", ability_id)  # CT-46: played in a window, never declared
    if ability.dirty and not s.config.dirty_politics:
        return _r("dirty_off", ability_id, never=True)  # CT-91: the module is not in this game
    if ability.dirty and mod.flag(s, seat, "no_dirty"):
        return _r("no_dirty", candidate, never=True)  # CT-94: the Reformer
    if ability.timing is Timing.ONGOING and mod.flag(s, seat, "no_ongoing"):
        return _r("no_ongoing", candidate, never=True)  # CT-133: the Activist
    fee = mod.politick_fee(s, seat)
    if fee > s.money[party]:
        return _r("politick_fee", fee, s.money[party])  # CT-64: the Party Insider's fee
    if ability.effects.get("region_token") and not free_tokens(s):
        return _r("no_free_token", ability_id)  # CT-105
    others = [c for c in s.hands[seat] if c != card_id]
    if ability_id in FACE_DOWN_ABILITIES and not others:
        return _r("needs_other_card", ability_id)  # CT-81, CT-82
    if ability_id == "momentum":
        return _r("momentum_none")  # CT-82: a second card with a usable support box
    if ability_id == "opposition_research" and not opposition_targets(s, seat):
        return _r("no_opponent_hand")  # CT-82, CT-95
    if ability_id == "smear_campaign" and not smear_parties(s, seat):
        return _r("smear_none", s.region_of(s.pawn[seat]))  # CT-82, CT-95
    if ability_id == "relocation" and not relocatable(s, party):
        return _r("relocation_none")  # CT-110
    if ability_id == "party_collaboration" and not behind_states(s, party, s.data.state_ids):
        return _r("not_behind_anywhere")  # CT-113
    if ability_id == "even_the_score" and not behind_states(s, party, region_states(s, seat)):
        return _r("not_behind_in_region", s.region_of(s.pawn[seat]))  # CT-121
    if ability_id == "virtual_campaigning" and not virtual_cards(s, seat, card_id):
        return _r("virtual_none")  # CT-117
    return _r("finish_step")


def _debate(s: CampaignTrailState, seat: int, kind: FrameKind, action: Action) -> Refusal:
    if not isinstance(action, DebateCard):
        if isinstance(action, PlayCard):
            return _r("debate_now")  # CT-52: in a debate cards go onto its topics
        return _r("finish_step")
    if kind is not FrameKind.DEBATE_PLAY:
        return _r("no_debate_now", action.card)  # CT-50: debates follow August and September
    if action.card not in s.hands[seat]:
        return _r("not_in_hand", action.card, never=True)
    assert s.debate is not None
    if not action.topic:  # the card itself was pressed: it matches no topic of this debate
        return _r("no_topic_for_card", action.card, never=True)  # CT-52
    if action.topic not in s.debate.topics:
        return _r("topic_not_in_debate", action.topic, never=True)
    category = s.data.issues[action.topic].category
    if category in s.data.candidates[s.kept[seat]].debate_banned:
        return _r("topic_banned", s.kept[seat], action.topic, never=True)  # §6: the Grassroots Organizer
    if not matches(s, seat, action.card, action.topic):
        return _r("no_icon", action.card, action.topic, never=True)  # CT-52
    return _r("finish_step")


def _state(s: CampaignTrailState, seat: int, kind: FrameKind, code: str) -> Refusal:
    """A state that is not a choice of the step on top."""
    if code not in s.data.states:
        return _r("not_a_state", never=True)
    frame = s.pending[-1]
    if kind is FrameKind.TRAVEL:
        here = frame.other or s.pawn[seat]
        if code == here:
            return _r("already_there", code, never=True)  # CT-41: travel goes to another state
        steps = land_steps(s.data, here).get(code)
        if steps is None:
            return _r("no_land_route", code)  # CT-13: only a plane reaches AK and HI
        return _r("too_far", code, steps, frame.count)  # CT-41
    if kind is FrameKind.CAMP_PLACE:
        card = s.data.cards[frame.card]
        if card.campaign is None or code not in card.campaign:
            return _r("not_campaign_state", code, frame.card, never=True)  # CT-45
        if s.ctx is not None and s.ctx.claimed:
            return _r("claimed_region", s.ctx.claimed)  # CT-119
    if kind is FrameKind.ADV_SKIP:
        return _r("skip_order", code)  # CT-44: skips in card order, leaving enough voters
    return _r("state_not_offered", code)
