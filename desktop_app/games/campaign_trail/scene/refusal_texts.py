"""Campaign Trail's reasons for refused moves in words (the keys come from ../refusals.py); cards, boxes,
states, issues, regions, abilities, candidates and parties are named as the table names them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.refusals import Refusal
from ....ui.templates import fill_named, join_names
from .names import ability_name, box_name, candidate_name, card_name, issue_name, money, region_name
from .scene_map_texts import party_name, state_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

CARD, BOX, STATE, STATES, ISSUE, REGION, ABILITY, CANDIDATE, PARTY, MONEY, PLAIN = (
    "card", "box", "state", "states", "issue", "region", "ability", "candidate", "party", "money", "plain")


def _texts() -> dict[str, tuple[str, tuple[str, ...]]]:
    # Built on each call so a language switch is seen at once; each entry names its parameters' kinds.
    return {
        "ct.game_over": (translate(
            "CampaignTrailRefusal",
            "The election is over."),
            ()),
        "ct.wait_for_candidates": (translate(
            "CampaignTrailRefusal",
            "Every player keeps a candidate first; the others are still choosing."),
            ()),
        "ct.not_your_turn": (translate(
            "CampaignTrailRefusal",
            "It is the %1 candidate's turn; wait for yours."),
            (PARTY,)),
        "ct.not_offered": (translate(
            "CampaignTrailRefusal",
            "Keep one of the two candidate cards you were dealt."),
            ()),
        "ct.keep_first": (translate(
            "CampaignTrailRefusal",
            "First keep one of your two candidates."),
            ()),
        "ct.card_played": (translate(
            "CampaignTrailRefusal",
            "You have played your card this turn; trade with your running mate or end the turn."),
            ()),
        "ct.finish_step": (translate(
            "CampaignTrailRefusal",
            "First finish the step the table is asking for."),
            ()),
        "ct.not_in_hand": (translate(
            "CampaignTrailRefusal",
            "%1 is not in your hand."),
            (CARD,)),
        "ct.not_a_response": (translate(
            "CampaignTrailRefusal",
            "%1 has no response box."),
            (CARD,)),
        "ct.window_closed": (translate(
            "CampaignTrailRefusal",
            "%1 is a response: play it when the table asks whether you respond. That moment has "
            "passed."),
            (CARD,)),
        "ct.response_not_now": (translate(
            "CampaignTrailRefusal",
            "%1 does not answer what just happened, or its condition is not met."),
            (CARD,)),
        "ct.no_box": (translate(
            "CampaignTrailRefusal",
            "%1 has no %2 box."),
            (CARD, BOX)),
        "ct.plane_cost": (translate(
            "CampaignTrailRefusal",
            "The plane costs %1; your party has %2."),
            (MONEY, MONEY)),
        "ct.nowhere_to_go": (translate(
            "CampaignTrailRefusal",
            "%1 travels by land, and no state borders your candidate's state."),
            (CARD,)),
        "ct.advertise_cost": (translate(
            "CampaignTrailRefusal",
            "Advertising costs %1 per issue; your party has %2."),
            (MONEY, MONEY)),
        "ct.campaign_cost": (translate(
            "CampaignTrailRefusal",
            "Campaigning costs %1; your party has %2."),
            (MONEY, MONEY)),
        "ct.surcharge": (translate(
            "CampaignTrailRefusal",
            "Outside %1 the Regional Power pays a surcharge your party cannot cover."),
            (REGION,)),
        "ct.campaign_away": (translate(
            "CampaignTrailRefusal",
            "%1 campaigns in %3; your candidate is in %2. Travel there first."),
            (CARD, STATE, STATES)),
        "ct.response_only": (translate(
            "CampaignTrailRefusal",
            "%1 is a response: it is played when the table asks, not on your turn."),
            (ABILITY,)),
        "ct.dirty_off": (translate(
            "CampaignTrailRefusal",
            "%1 is a dirty trick, and Dirty Politics is not in this game."),
            (ABILITY,)),
        "ct.no_dirty": (translate(
            "CampaignTrailRefusal",
            "%1 never plays dirty tricks."),
            (CANDIDATE,)),
        "ct.no_ongoing": (translate(
            "CampaignTrailRefusal",
            "%1 cannot put ongoing cards in play."),
            (CANDIDATE,)),
        "ct.politick_fee": (translate(
            "CampaignTrailRefusal",
            "Each politick costs you %1; your party has %2."),
            (MONEY, MONEY)),
        "ct.no_free_token": (translate(
            "CampaignTrailRefusal",
            "%1 needs a free region token; none is left."),
            (ABILITY,)),
        "ct.needs_other_card": (translate(
            "CampaignTrailRefusal",
            "%1 needs another card in your hand to lay face down."),
            (ABILITY,)),
        "ct.momentum_none": (translate(
            "CampaignTrailRefusal",
            "Momentum needs a second card whose travel, fundraise or register box you can use now."),
            ()),
        "ct.no_opponent_hand": (translate(
            "CampaignTrailRefusal",
            "No opposing candidate holds a card you may look at."),
            ()),
        "ct.smear_none": (translate(
            "CampaignTrailRefusal",
            "No opposing party you may smear has voters in %1."),
            (REGION,)),
        "ct.relocation_none": (translate(
            "CampaignTrailRefusal",
            "Your party has no voters on the map that could move to a neighbouring state."),
            ()),
        "ct.not_behind_anywhere": (translate(
            "CampaignTrailRefusal",
            "Your party is behind in no state."),
            ()),
        "ct.not_behind_in_region": (translate(
            "CampaignTrailRefusal",
            "Your party is behind in no state of %1."),
            (REGION,)),
        "ct.virtual_none": (translate(
            "CampaignTrailRefusal",
            "Virtual Campaigning needs a second card whose campaign you can pay for."),
            ()),
        "ct.debate_now": (translate(
            "CampaignTrailRefusal",
            "During a debate a card goes onto a debate topic, not into an action box."),
            ()),
        "ct.no_debate_now": (translate(
            "CampaignTrailRefusal",
            "%1 can go onto a debate topic only during a debate."),
            (CARD,)),
        "ct.topic_not_in_debate": (translate(
            "CampaignTrailRefusal",
            "%1 is not a topic of this debate."),
            (ISSUE,)),
        "ct.topic_banned": (translate(
            "CampaignTrailRefusal",
            "%1 may not debate %2."),
            (CANDIDATE, ISSUE)),
        "ct.no_topic_for_card": (translate(
            "CampaignTrailRefusal",
            "%1 has no debate icon for any topic of this debate."),
            (CARD,)),
        "ct.no_icon": (translate(
            "CampaignTrailRefusal",
            "%1 has no debate icon for %2."),
            (CARD, ISSUE)),
        "ct.not_a_state": (translate(
            "CampaignTrailRefusal",
            "That is not a state."),
            ()),
        "ct.already_there": (translate(
            "CampaignTrailRefusal",
            "Your candidate is already in %1."),
            (STATE,)),
        "ct.no_land_route": (translate(
            "CampaignTrailRefusal",
            "Only a plane reaches %1."),
            (STATE,)),
        "ct.too_far": (translate(
            "CampaignTrailRefusal",
            "%1 is %2 steps away; this card travels up to %3."),
            (STATE, PLAIN, PLAIN)),
        "ct.not_campaign_state": (translate(
            "CampaignTrailRefusal",
            "%1 is not one of the campaign states of %2."),
            (STATE, CARD)),
        "ct.claimed_region": (translate(
            "CampaignTrailRefusal",
            "With the claimed rate, every voter goes to a state of %1."),
            (REGION,)),
        "ct.skip_order": (translate(
            "CampaignTrailRefusal",
            "%1 cannot be skipped now: skip states in the card's order and place the voters you can."),
            (STATE,)),
        "ct.state_not_offered": (translate(
            "CampaignTrailRefusal",
            "%1 is not a choice of this step."),
            (STATE,)),
    }


def _name(kind: str, value: object) -> str:
    text = str(value)
    namers = {CARD: card_name, BOX: box_name, STATE: state_name, ISSUE: issue_name, REGION: region_name,
              ABILITY: ability_name, CANDIDATE: candidate_name, PARTY: party_name}
    if kind == STATES:
        return join_names([state_name(code) for code in text.split(",") if code])
    if kind == MONEY:
        return money(int(text))
    namer = namers.get(kind)
    return namer(text) if namer is not None else text


def refusal_text(refusal: Refusal) -> str | None:
    return fill_named(_texts().get(refusal.key), refusal.params, _name)
