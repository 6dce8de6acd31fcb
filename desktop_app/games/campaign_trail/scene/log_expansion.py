"""Campaign Trail's log sentences for the expansion's events (CT-105 to CT-137): region tokens,
Predictable Outcome, the new politick abilities and the expansion candidates. Same style as
:mod:`.log_texts`, which joins them into its table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....ui.templates import counted, fill
from ..data import load_data
from .log_who import Params, party_head, seat_name
from .log_who import state as _state
from .names import card_name, issue_name, money, party_object, politick_card_name, region_name

translate = QCoreApplication.translate


# -- the expansion (CT-105 to CT-137) -----------------------------------------------------------------------
def _region(code: object) -> str:
    if not isinstance(code, str) or code not in load_data().regions:
        raise KeyError(code)
    return region_name(code)


def _token(p: Params, seats: Sequence[Any]) -> str:
    who, region = seat_name(seats, p["seat"]), _region(p["region"])
    if not p.get("card"):
        return fill(translate("campaign_trail", "%1 puts the region token of %2 on the candidate card."),
                    who, region)
    return fill(translate("campaign_trail", "%1 puts the region token of %2 on %3."), who, region,
                politick_card_name(p["card"]))


def _po_pick(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 picks a region token face down (Predictable Outcome)."),
                seat_name(seats, p["seat"]))


def _po_pick_private(p: Params, seats: Sequence[Any]) -> str:
    if not p.get("region"):
        return _po_pick(p, seats)
    return fill(translate("campaign_trail", "%1 picks the token of %2 face down (Predictable Outcome)."),
                seat_name(seats, p["seat"]), _region(p["region"]))


def _po_revealed(p: Params, seats: Sequence[Any]) -> str:
    parts = [fill(translate("campaign_trail", "%1 bets on %2"), seat_name(seats, x["seat"]),
                  _region(x["region"])) for x in p["picks"]]
    return fill(translate("campaign_trail", "The Predictable Outcome picks are revealed: %1."),
                translate("campaign_trail", "; ").join(parts))


def _po_result(p: Params, seats: Sequence[Any]) -> str:
    who, region = seat_name(seats, p["seat"]), _region(p["region"])
    if p["won"]:
        return fill(translate("campaign_trail", "The turn ends in %2: %1's Predictable Outcome pays off with "
                                                "voters and money."), who, region)
    return fill(translate("campaign_trail", "The turn does not end in %2: %1's Predictable Outcome brings "
                                            "nothing."), who, region)


def _hit_the_trail(p: Params, seats: Sequence[Any]) -> str:
    return fill(counted(p["count"]).translate(
        "campaign_trail", "Hit the Trail: %1 registers %n voter(s) and raises %2.", None, 1),
        seat_name(seats, p["seat"]), money(p["amount"]))


def _ballot(p: Params, seats: Sequence[Any]) -> str:
    return fill(counted(p["count"]).translate(
        "campaign_trail", "%1 sets aside %n registered voter(s) on %2 until Election Day.", None, 1),
        seat_name(seats, p["seat"]), politick_card_name(p["card"]))


def _move_voter(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1: a voter moves from %2 to %3."),
                party_head(p["party"], seats), _state(p["from"]), _state(p["to"]))


def _collaboration(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 invites %2 to place voters of their own in the region "
                                            "(Party Collaboration)."),
                seat_name(seats, p["seat"]), party_object(p["party"]))


def _discard(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 discards %2 (Exchange Ideas)."), seat_name(seats, p["seat"]),
                card_name(p["card"]))


def _claim(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 campaigns at the Regional Influence rate: every voter goes "
                                            "to %2."), seat_name(seats, p["seat"]), _region(p["region"]))


def _strong_base(p: Params, seats: Sequence[Any]) -> str:
    box = p["box"]
    who, card = seat_name(seats, p["seat"]), card_name(p["card"])
    if box == "travel":
        return fill(translate("campaign_trail", "Strong Base: %1 also travels with %2."), who, card)
    if box == "fundraise":
        return fill(translate("campaign_trail", "Strong Base: %1 also raises money with %2."), who, card)
    if box == "register":
        return fill(translate("campaign_trail", "Strong Base: %1 also registers voters with %2."), who, card)
    raise KeyError(box)


def _exclude(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "Limited Reach: %1's advertising on %2 places no voter in %3."),
                seat_name(seats, p["seat"]), issue_name(p["issue"]), _state(p["state"]))


def _surcharge(p: Params, seats: Sequence[Any]) -> str:
    who = seat_name(seats, p["seat"])
    if p["voters"]:
        return fill(counted(p["voters"]).translate(
            "campaign_trail", "%1 pays the Regional Power's surcharge with %n registered voter(s).", None, 1),
            who)
    return fill(translate("campaign_trail", "%1 pays the Regional Power's surcharge of %2."), who,
                money(p["amount"]))


def _dirty_take(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 takes a card at random from the hand of %2 (the Dirty "
                                            "Candidate)."),
                seat_name(seats, p["seat"]), seat_name(seats, p["target"]))


def _dirty_take_private(p: Params, seats: Sequence[Any]) -> str:
    if not p.get("card"):
        return _dirty_take(p, seats)
    return fill(translate("campaign_trail", "%1 takes %2 at random from the hand of %3 (the Dirty "
                                            "Candidate)."),
                seat_name(seats, p["seat"]), card_name(p["card"]), seat_name(seats, p["target"]))



EXPANSION: dict[str, Callable[[Params, Sequence[Any]], str]] = {
    "ct.token": _token,
    "ct.po_pick": _po_pick,
    "ct.po_pick_private": _po_pick_private,
    "ct.po_revealed": _po_revealed,
    "ct.po_result": _po_result,
    "ct.hit_the_trail": _hit_the_trail,
    "ct.ballot": _ballot,
    "ct.move_voter": _move_voter,
    "ct.collaboration": _collaboration,
    "ct.discard": _discard,
    "ct.claim": _claim,
    "ct.strong_base": _strong_base,
    "ct.exclude": _exclude,
    "ct.surcharge": _surcharge,
    "ct.dirty_take": _dirty_take,
    "ct.dirty_take_private": _dirty_take_private,
}
