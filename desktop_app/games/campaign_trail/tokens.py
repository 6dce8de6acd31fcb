"""Region tokens (CT-105, CT-107, §4.5): which are free, which region a card or candidate holds, and the
Predictable Outcome picks of the running turn. Pure questions about a state."""

from __future__ import annotations

from .state import CampaignTrailState


def placed_regions(s: CampaignTrailState) -> set[str]:
    return {region for region, _, _ in s.tokens}


def free_tokens(s: CampaignTrailState) -> list[str]:
    """Tokens beside the board: on no card and not picked for Predictable Outcome this turn (CT-107)."""
    if not s.config.region_tokens:
        return []
    taken = placed_regions(s) | {region for _, region in s.po_picks}
    return [r for r in s.data.regions if r not in taken]


def card_region(s: CampaignTrailState, card: str) -> str:
    """The region of the token on an ongoing card ("" if none)."""
    for region, _, where in s.tokens:
        if where == card:
            return region
    return ""


def power_region(s: CampaignTrailState, seat: int) -> str:
    """The Regional Power's region (CT-135); "" for every other candidate."""
    for region, owner, where in s.tokens:
        if owner == seat and not where:
            return region
    return ""


def controls_most(s: CampaignTrailState, party: int, region: str) -> bool:
    """Strictly more states of the region than each other party (CT-120)."""
    counts = [0] * len(s.parties)
    for st in s.data.regions[region].states:
        counts[s.control[s.state_index(st)]] += 1
    return all(counts[party] > counts[p] for p in range(len(s.parties)) if p != party)
