"""Costs, gains and counts with every active modifier (CT-12, CT-47 to CT-49).

A candidate's active effects are its candidate card's and those of the ongoing politick cards in front
of it (CT-46), all read from the data files. Each value starts from the box or the base rate, adds every
active delta (copies of a card stack, CT-49) and then applies the floor: the highest stated minimum of
an active effect, otherwise 0.
"""

from __future__ import annotations

from .data import Card
from .frames import Phase
from .state import CampaignTrailState


def active_effects(s: CampaignTrailState, seat: int) -> list[dict[str, int]]:
    data = s.data
    out = []
    if s.phase is not Phase.SETUP and s.kept[seat]:
        out.append(data.candidates[s.kept[seat]].effects)
    for card in s.in_play[seat]:
        out.append(data.abilities[data.cards[card].politick or ""].effects)
    return out


def delta(s: CampaignTrailState, seat: int, key: str) -> int:
    return sum(e.get(key, 0) for e in active_effects(s, seat))


def floor(s: CampaignTrailState, seat: int, key: str) -> int:
    return max((e[key + "_min"] for e in active_effects(s, seat) if key + "_min" in e), default=0)


def flag(s: CampaignTrailState, seat: int, key: str) -> bool:
    return any(e.get(key) for e in active_effects(s, seat))


def amount(s: CampaignTrailState, ability: str, key: str) -> int:
    """A number in a politick ability's text (§7)."""
    return s.data.abilities[ability].effects[key]


def _total(s: CampaignTrailState, seat: int, key: str, base: int, extra: int = 0) -> int:
    return max(floor(s, seat, key), base + delta(s, seat, key) + extra)


def travel_steps(s: CampaignTrailState, seat: int, card: Card) -> int:
    assert card.travel is not None
    return _total(s, seat, "travel_steps", card.travel.steps)


def is_plane(s: CampaignTrailState, seat: int, card: Card) -> bool:
    """A plane icon, or counting as one (Charter Jet; the Road Warrior's travel may be plane, CT-13)."""
    assert card.travel is not None
    return card.travel.plane or flag(s, seat, "all_travel_plane")


def plane_cost(s: CampaignTrailState, seat: int) -> int:
    """Paid for plane travel whether it flies or moves by steps (the Outsider, CT-13)."""
    return max(0, delta(s, seat, "plane_cost"))


def fundraise_gain(s: CampaignTrailState, seat: int, card: Card) -> int:
    assert card.fundraise is not None
    return _total(s, seat, "fundraise", card.fundraise)


def register_gain(s: CampaignTrailState, seat: int, card: Card) -> int:
    assert card.register is not None
    return _total(s, seat, "register", card.register)


def advertise_issue_cost(s: CampaignTrailState, seat: int, attack_ads: int = 0) -> int:
    extra = attack_ads * amount(s, "attack_ad", "advertise_issue")
    return _total(s, seat, "advertise_issue", s.data.const("ADVERTISE_COST"), extra)


def campaign_cost(s: CampaignTrailState, seat: int) -> int:
    return _total(s, seat, "campaign_cost", s.data.const("CAMPAIGN_COST"))


def campaign_voters(s: CampaignTrailState, seat: int, leaked: int = 0) -> int:
    extra = leaked * amount(s, "leaked_scandal", "campaign_voters")
    return _total(s, seat, "campaign_voters", s.data.const("CAMPAIGN_VOTERS"), extra)


def politick_fee(s: CampaignTrailState, seat: int) -> int:
    """Paid for every politick box the candidate uses, responses included (the Party Insider, CT-64)."""
    return max(0, delta(s, seat, "politick_fee"))
