"""The Election Day module's words (CT-150 to CT-155): the Exit Poll cards' titles and goals, the table's
prompts and buttons, and the log sentences of its events.

Each name is a literal ``translate`` call so lupdate finds it; the data (exit_polls.json) holds the same
English, which a test keeps equal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....ui.templates import counted, fill, join_names
from ..election_day_data import load_election_day
from .log_who import Params, party_head
from .scene_map_texts import state_name

translate = QCoreApplication.translate


def poll_title(card: str) -> str:
    """An Exit Poll card's title (spec §10)."""
    names = {
        "ep01": translate("campaign_trail", "Consistent campaign practices"),
        "ep02": translate("campaign_trail", "Political apparatus"),
        "ep03": translate("campaign_trail", "Ethical campaign practices"),
        "ep04": translate("campaign_trail", "Appeal to high-EV states"),
        "ep05": translate("campaign_trail", "Financial responsibility"),
        "ep06": translate("campaign_trail", "Grassroots organization"),
        "ep07": translate("campaign_trail", "National reach"),
        "ep08": translate("campaign_trail", "Broad coalition"),
        "ep09": translate("campaign_trail", "Regional dominance"),
        "ep10": translate("campaign_trail", "Small-state appeal"),
        "ep11": translate("campaign_trail", "Battleground appeal"),
        "ep12": translate("campaign_trail", "Heartland appeal"),
        "ep13": translate("campaign_trail", "Southern appeal"),
        "ep14": translate("campaign_trail", "Mountain-West appeal"),
        "ep15": translate("campaign_trail", "Debate performance"),
        "ep16": translate("campaign_trail", "Hometown pride"),
        "ep17": translate("campaign_trail", "Landslide"),
        "ep18": translate("campaign_trail", "Lean campaign"),
    }
    return names[card]


def poll_goal(card: str) -> str:
    """An Exit Poll card's goal in our words (exit_polls.json ``text``)."""
    goals = {
        "ep01": translate("campaign_trail", "Keep the highest card number in your party's hands low."),
        "ep02": translate("campaign_trail", "Have many ongoing politick cards in play for your party."),
        "ep03": translate("campaign_trail", "Have many voters in your party's 5 ethically minded states."),
        "ep04": translate("campaign_trail", "Have many voters in CA, TX, NY, FL, IL and PA."),
        "ep05": translate("campaign_trail", "Finish with a full war chest ($M)."),
        "ep06": translate("campaign_trail", "Finish with many registered voters still in your supply."),
        "ep07": translate("campaign_trail",
                          "Have at least 1 voter in as many states as you can (DC counts)."),
        "ep08": translate("campaign_trail", "Control many states (DC counts)."),
        "ep09": translate("campaign_trail", "Control more states than every other party in many regions."),
        "ep10": translate("campaign_trail", "Have many voters in AK, DE, DC, ND, SD, VT and WY."),
        "ep11": translate("campaign_trail", "Have many voters in AZ, GA, MI, NV, NC, PA and WI."),
        "ep12": translate("campaign_trail", "Have many voters in the West North Central states."),
        "ep13": translate("campaign_trail", "Have many voters in the East and West South Central states."),
        "ep14": translate("campaign_trail", "Have many voters in the Mountain states."),
        "ep15": translate("campaign_trail", "Win many debate topics over both debates."),
        "ep16": translate("campaign_trail", "Have many voters in your candidates' home states."),
        "ep17": translate("campaign_trail",
                          "Hold many electoral votes before any Election Day voter is placed."),
        "ep18": translate("campaign_trail", "Keep few ongoing politick cards in play for your party."),
    }
    return goals[card]


def returns_name(card: str) -> str:
    """A State Returns card by its states' codes, as the table's chips show it: "PA · KY"."""
    return " · ".join(load_election_day().state_returns[card].states)


def returns_states(card: str) -> str:
    """A State Returns card by its states' names, for sentences: "Pennsylvania and Kentucky"."""
    return join_names([state_name(s) for s in load_election_day().state_returns[card].states])


def card_words(card: str) -> str:
    """Either kind of Election Day card in words."""
    if card in load_election_day().exit_polls:
        return fill(translate("campaign_trail", "Exit Poll “%1”"), poll_title(card))
    return fill(translate("campaign_trail", "State Returns %1"), returns_states(card))


def poll_tip(view: dict) -> str:
    """The hover text of one of the party's Exit Poll cards: goal, value now and the tiers of the column."""
    card = str(view["id"])
    sign = "≥" if view.get("goal") == "max" else "≤"
    rewards = load_election_day().rewards
    tiers = ", ".join(
        fill(translate("CampaignTrailTable", "%1 %2: +%3 voters"), sign, t, r)
        for t, r in zip(view["thresholds"], rewards, strict=True)
    )
    lines = [poll_title(card), poll_goal(card),
             fill(translate("CampaignTrailTable", "Now: %1 · tiers %2"), view["value"], tiers)]
    if view.get("tier"):
        lines.append(fill(translate("CampaignTrailTable", "Tier %1 reached now: %2 voters on Election Day"),
                          view["tier"], view["reward"]))
    else:
        lines.append(translate("CampaignTrailTable", "No tier reached yet"))
    return "\n".join(lines)


def returns_tip(card: str) -> str:
    states = ", ".join(state_name(s) for s in load_election_day().state_returns[card].states)
    return fill(translate("CampaignTrailTable", "State Returns: your Election Day reward goes to %1"), states)


# -- prompts and buttons -------------------------------------------------------------------------------
def prompt(kind: str, frame: dict) -> str:
    """The instruction for the Election Day decisions; "" for any other kind."""
    if kind == "ed_discard":
        if frame.get("purpose") == "state_returns":
            return translate("CampaignTrailTable",
                             "Election Day cards: click the State Returns card your party discards face down")
        return translate("CampaignTrailTable",
                         "Election Day cards: click the Exit Poll card your party discards face down")
    if kind == "ed_place":
        return counted(int(frame.get("count") or 0)).translate(
            "CampaignTrailTable",
            "Election Day: drag or click %n reward voter(s) onto your State Returns states", None, 1)
    return ""


def discard_words(card: str) -> str:
    """A discard button or move-list line."""
    return fill(translate("CampaignTrailTable", "Discard %1"), card_words(card))


# -- the log ------------------------------------------------------------------------------------------
def _dealt(p: Params, seats: Sequence[Any]) -> str:
    return counted(int(p["count"])).translate(
        "campaign_trail", "Each party is dealt %n Exit Poll and %n State Returns card(s), face down.",
        None, 1)


def _dealt_private(p: Params, seats: Sequence[Any]) -> str:
    polls = ", ".join(poll_title(c) for c in p["exit_polls"])
    returns = "; ".join(returns_states(c) for c in p["state_returns"])
    return fill(translate("campaign_trail", "%1: Exit Polls %2; State Returns %3."),
                party_head(p["party"], seats), polls, returns)


def _discard(p: Params, seats: Sequence[Any]) -> str:
    if p["kind"] == "exit_poll":
        return fill(translate("campaign_trail", "%1: an Exit Poll card discarded face down."),
                    party_head(p["party"], seats))
    return fill(translate("campaign_trail", "%1: a State Returns card discarded face down."),
                party_head(p["party"], seats))


def _discard_private(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1: %2 discarded face down."), party_head(p["party"], seats),
                card_words(str(p["choice"])))


def _result(p: Params, seats: Sequence[Any]) -> str:
    party = party_head(p["party"], seats)
    if not p.get("exit_poll"):
        return fill(translate("campaign_trail", "%1: no Exit Poll card held."), party)
    if p["tier"]:
        return fill(translate("campaign_trail", "%1: %2 shows %3, tier %4: %5 reward voters for %6."),
                    party, card_words(str(p["exit_poll"])), p["value"], p["tier"], p["voters"],
                    returns_states(str(p["state_returns"])))
    return fill(translate("campaign_trail", "%1: %2 shows %3, no tier reached."), party,
                card_words(str(p["exit_poll"])), p["value"])


def _place(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1: an Election Day reward voter in %2."),
                party_head(p["party"], seats), state_name(str(p["state"])))


ELECTION_DAY: dict[str, Callable[[Params, Sequence[Any]], str]] = {
    "ct.ed_dealt": _dealt,
    "ct.ed_dealt_private": _dealt_private,
    "ct.ed_discard": _discard,
    "ct.ed_discard_private": _discard_private,
    "ct.ed_result": _result,
    "ct.ed_place": _place,
}
