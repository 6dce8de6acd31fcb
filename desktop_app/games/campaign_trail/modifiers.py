"""Costs, gains and counts with every active modifier (CT-12, CT-47 to CT-49).

Each value starts from the box or the base rate, adds every active delta (copies of an ongoing card
stack, CT-49) and then applies the floor: a stated minimum while the effect that states it is active,
otherwise 0.
"""

from __future__ import annotations

from .data import Card
from .state import CampaignTrailState


def travel_steps(s: CampaignTrailState, seat: int, card: Card) -> int:
    assert card.travel is not None
    delta = -s.has_candidate(seat, "governor") - s.has_candidate(seat, "lawyer")
    floor = 1 if delta else 0
    return max(floor, card.travel.steps + delta)


def is_plane(s: CampaignTrailState, seat: int, card: Card) -> bool:
    """A plane icon, or counting as one (Charter Jet; the Road Warrior's travel may be plane, CT-13)."""
    assert card.travel is not None
    return card.travel.plane or s.ongoing(seat, "charter_jet") > 0 or s.has_candidate(seat, "road_warrior")


def plane_cost(s: CampaignTrailState, seat: int) -> int:
    """The Outsider pays $20M for plane travel, whether it flies or moves by steps (CT-13)."""
    return 20 if s.has_candidate(seat, "outsider") else 0


def fundraise_gain(s: CampaignTrailState, seat: int, card: Card) -> int:
    assert card.fundraise is not None
    delta = 10 * (
        s.has_candidate(seat, "business_mogul")
        + s.ongoing(seat, "super_pac")
        - s.has_candidate(seat, "reformer")
        - s.has_candidate(seat, "road_warrior")
    )
    return max(0, card.fundraise + delta)


def register_gain(s: CampaignTrailState, seat: int, card: Card) -> int:
    assert card.register is not None
    mogul = s.has_candidate(seat, "business_mogul")
    delta = -mogul + 2 * s.has_candidate(seat, "outsider") + s.ongoing(seat, "grassroots_network")
    return max(1 if mogul else 0, card.register + delta)


def advertise_issue_cost(s: CampaignTrailState, seat: int, attack_ads: int = 0) -> int:
    consultants = s.ongoing(seat, "media_consultant")
    darling = s.has_candidate(seat, "media_darling")
    delta = 10 * (-darling - consultants + s.has_candidate(seat, "orator") + attack_ads)
    floor = s.data.const("ADVERTISE_COST_FLOOR") if (darling or consultants) else 0
    return max(floor, s.data.const("ADVERTISE_COST") + delta)


def campaign_cost(s: CampaignTrailState, seat: int) -> int:
    delta = 10 * (
        s.has_candidate(seat, "senator")
        + s.has_candidate(seat, "dynasty_heir")
        - s.ongoing(seat, "campaign_manager")
    )
    return max(0, s.data.const("CAMPAIGN_COST") + delta)


def campaign_voters(s: CampaignTrailState, seat: int, leaked: int = 0) -> int:
    delta = (
        2 * s.has_candidate(seat, "grassroots_organizer")
        - s.has_candidate(seat, "media_darling")
        - 2 * leaked
    )
    return max(0, s.data.const("CAMPAIGN_VOTERS") + delta)


def politick_fee(s: CampaignTrailState, seat: int) -> int:
    """The Party Insider pays $10M for every politick box it uses, responses included (CT-64)."""
    return 10 if s.has_candidate(seat, "party_insider") else 0
