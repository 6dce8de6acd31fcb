"""The expansion's pieces in words for the party boards: region tokens on cards and on the Regional
Power (CT-105, CT-135), voters set aside on Absentee Ballots (CT-112) and Predictable Outcome bets,
whose region shows only to the picker's party until revealed (CT-107, CT-124). The observation says what
the viewer may know; these lines never add to it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....ui.templates import counted, fill
from ..data import load_data
from .names import ability_name, region_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def seat_notes(obs: dict, seat: int) -> list[str]:
    """One short line per expansion piece at ``seat``."""
    data = load_data()
    seats = obs.get("seats") or []
    info = seats[seat] if 0 <= seat < len(seats) else {}
    notes: list[str] = []
    for token in obs.get("region_tokens") or []:
        if token.get("seat") != seat:
            continue
        region = region_name(str(token["region"]))
        card = str(token.get("card") or "")
        if card and card in data.cards:
            notes.append(fill(translate("CampaignTrailTable", "%1 ◆ %2"),
                              ability_name(data.cards[card].politick or ""), region))
        else:
            notes.append(fill(translate("CampaignTrailTable", "Home region ◆ %1"), region))
    ballots = obs.get("ballots") or {}
    cards = list(info.get("in_play") or []) + [f.get("card") for f in info.get("face_down") or []]
    for card in cards:
        n = int(ballots.get(card, 0)) if card else 0
        if n:
            notes.append(counted(n).translate("CampaignTrailTable", "Absentee Ballot: %n voter(s) set aside",
                                              None, 1))
    for pick in obs.get("predictable_outcome") or []:
        if pick.get("seat") != seat:
            continue
        if pick.get("region"):
            notes.append(fill(translate("CampaignTrailTable", "Predictable Outcome bet ◆ %1"),
                              region_name(str(pick["region"]))))
        else:
            notes.append(translate("CampaignTrailTable", "Predictable Outcome bet ◆ hidden"))
    return notes


def free_tokens_text(obs: dict) -> str:
    """The region tokens beside the board ("" when the game has none)."""
    free = obs.get("free_tokens") or []
    if not free:
        return ""
    return fill(translate("CampaignTrailTable", "Free region tokens: %1"),
                ", ".join(region_name(str(r)) for r in free))
