"""Costs, gains and counts with every active modifier (CT-12, CT-47 to CT-49).

A candidate's active effects are its candidate card's and those of the ongoing politick cards in front
of it (CT-46), all read from the data files. Each value starts from the box or the base rate, adds every
active delta (copies of a card stack, CT-49) and then applies the floor: the highest stated minimum of
an active effect, otherwise 0.
"""

from __future__ import annotations

from . import breaking_news as news
from .data import Card
from .frames import Phase
from .per_data import PerData, keep_within
from .state import CampaignTrailState, Supply


def active_effects(s: CampaignTrailState, seat: int) -> list[dict[str, int]]:
    data = s.data
    out = []
    if s.phase is not Phase.SETUP and s.kept[seat]:
        out.append(data.candidates[s.kept[seat]].effects)
    for card in s.in_play[seat]:
        out.append(data.abilities[data.cards[card].politick or ""].effects)
    if s.news:  # the Breaking News card of the moment applies to every candidate (CT-141, CT-12)
        effects = news.news_effects(s)
        if effects:
            out.append(effects)
    return out


class Merged:
    """A candidate's active effects added up: each key's delta, the highest stated minimum of each
    ``_min`` key, and the keys some effect turns on."""

    __slots__ = ("deltas", "floors", "flags", "issue_costs")

    def __init__(self, effects: list[dict[str, int]]) -> None:
        self.deltas: dict[str, int] = {}
        self.floors: dict[str, int] = {}
        self.flags: set[str] = set()
        # advertise_issue_cost's answers: (attack ads, card, issue, party) -> $M
        self.issue_costs: dict[tuple[int, str, str, str], int] = {}
        for e in effects:
            for key, value in e.items():
                self.deltas[key] = self.deltas.get(key, 0) + value
                if key.endswith("_min"):
                    self.floors[key] = max(self.floors[key], value) if key in self.floors else value
                if value:
                    self.flags.add(key)


# The merged effects by what decides them (the kept candidate once setup is over, the ongoing cards in
# front of the candidate, the Breaking News card). They are asked for at every cost and legal-action check
# of a search, and change only when one of those does; the key holds the values themselves, so a state
# changed or cloned never reads another's.
_MERGED: PerData[tuple[str, tuple[str, ...], str], Merged] = PerData(4096)
_ISSUE_COSTS_LIMIT = 4096


def merged(s: CampaignTrailState, seat: int) -> Merged:
    known = _MERGED.table(s.data)
    key = (s.kept[seat] if s.phase is not Phase.SETUP else "", s.in_play[seat], s.news)
    found = known.get(key)
    if found is None:
        found = _MERGED.keep(known, key, Merged(active_effects(s, seat)))
    return found


def delta(s: CampaignTrailState, seat: int, key: str) -> int:
    return merged(s, seat).deltas.get(key, 0)


def floor(s: CampaignTrailState, seat: int, key: str) -> int:
    return merged(s, seat).floors.get(key + "_min", 0)


def flag(s: CampaignTrailState, seat: int, key: str) -> bool:
    return key in merged(s, seat).flags


def amount(s: CampaignTrailState, ability: str, key: str) -> int:
    """A number in a politick ability's text (§7)."""
    return s.data.abilities[ability].effects[key]


def _total(s: CampaignTrailState, seat: int, key: str, base: int, extra: int = 0) -> int:
    effects = merged(s, seat)
    return max(effects.floors.get(key + "_min", 0), base + effects.deltas.get(key, 0) + extra)


def travel_steps(s: CampaignTrailState, seat: int, card: Card) -> int:
    assert card.travel is not None
    steps = _total(s, seat, "travel_steps", card.travel.steps)
    if s.news and not is_plane(s, seat, card):  # travel without a plane (bn08)
        ground = delta(s, seat, "ground_travel_steps")
        if ground:
            low = max(floor(s, seat, "travel_steps"), floor(s, seat, "ground_travel_steps"))
            steps = max(low, card.travel.steps + delta(s, seat, "travel_steps") + ground)
    return steps


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


def touches_ethics(s: CampaignTrailState, seat: int, states: tuple[str, ...]) -> bool:
    """Whether any of these states is one of the party's ethically minded states (CT-130 c, d)."""
    ethics = s.data.ethically_minded[s.parties[s.seat_party[seat]]]
    return any(st in ethics for st in states)


def advertise_states(s: CampaignTrailState, card: Card) -> tuple[str, ...]:
    """The states coloured by a card's advertise box: every state of its issues."""
    assert card.advertise is not None
    return tuple(st for i in card.advertise for st in s.data.issues[i].states)


def advertise_issue_cost(
    s: CampaignTrailState, seat: int, attack_ads: int = 0, card: Card | None = None, issue: str = ""
) -> int:
    """The cost of one issue; ``issue`` adds the Breaking News change for its category (bn05, bn10)."""
    effects = merged(s, seat)
    # Everything else it reads is the game's data and the party: each answer is kept with the effects.
    key = (attack_ads, card.id if card is not None else "", issue, s.parties[s.seat_party[seat]])
    cost = effects.issue_costs.get(key)
    if cost is None:
        extra = attack_ads * amount(s, "attack_ad", "advertise_issue") if attack_ads else 0
        if issue and s.news:
            extra += news.issue_cost_delta(s, issue)
        ethics = effects.deltas.get("ethics_advertise_issue", 0)  # the Dirty Candidate (CT-130 c)
        if card is not None and ethics and touches_ethics(s, seat, advertise_states(s, card)):
            extra += ethics
        base = s.data.const("ADVERTISE_COST")
        cost = keep_within(effects.issue_costs, key, _total(s, seat, "advertise_issue", base, extra),
                           _ISSUE_COSTS_LIMIT)
    return cost


def campaign_cost(s: CampaignTrailState, seat: int, card: Card | None = None, claimed: bool = False) -> int:
    extra = 0
    if card is not None and card.campaign is not None:
        ethics = delta(s, seat, "ethics_campaign_cost")  # the Dirty Candidate (CT-130 d)
        if ethics and touches_ethics(s, seat, card.campaign):
            extra += ethics
    if claimed:
        extra += amount(s, "regional_influence", "region_campaign_cost")  # CT-119
    return _total(s, seat, "campaign_cost", s.data.const("CAMPAIGN_COST"), extra)


def campaign_voters(s: CampaignTrailState, seat: int, leaked: int = 0, claimed: bool = False) -> int:
    extra = leaked * amount(s, "leaked_scandal", "campaign_voters")
    if claimed:
        extra += amount(s, "regional_influence", "region_campaign_voters")  # CT-119
    return _total(s, seat, "campaign_voters", s.data.const("CAMPAIGN_VOTERS"), extra)


def advertise_limit(s: CampaignTrailState, seat: int, card: Card) -> int:
    """Issues the candidate may advertise from the card: all, or half rounded up (the Celebrity, CT-134)."""
    assert card.advertise is not None
    k = len(card.advertise)
    return (k + 1) // 2 if flag(s, seat, "advertise_half") else k


def voter_source(s: CampaignTrailState, seat: int, supply: Supply) -> Supply:
    """An effect's voters "from undecided supply" come from the registered supply for the Economist
    (CT-132); callers leave out the exempt placements (debates, the advantage's bonus, setup)."""
    if supply is Supply.UNDECIDED and flag(s, seat, "registered_only"):
        return Supply.REGISTERED
    return supply


def politick_fee(s: CampaignTrailState, seat: int, response: bool = False) -> int:
    """Paid for every politick box the candidate uses, responses included (the Party Insider, CT-64);
    instant and ongoing boxes also pay bn14's fee while it is in effect (CT-147)."""
    fee = max(0, delta(s, seat, "politick_fee"))
    if not response and s.news:
        fee += news.own_politick_fee(s)
    return fee


def advertise_cost(
    s: CampaignTrailState, seat: int, card: Card, issues: tuple[str, ...], attack_ads: int = 0
) -> int:
    """The whole price of advertising these issues of the card (CT-11 step 3, CT-12)."""
    if not s.news:
        return len(issues) * advertise_issue_cost(s, seat, attack_ads, card)
    return sum(advertise_issue_cost(s, seat, attack_ads, card, issue) for issue in issues)


def cheapest_issue_cost(s: CampaignTrailState, seat: int, card: Card) -> int:
    """What the card's cheapest single issue costs: the least an advertise declaration can cost."""
    assert card.advertise is not None
    if not s.news:
        return advertise_issue_cost(s, seat, card=card)
    return min(advertise_issue_cost(s, seat, card=card, issue=i) for i in card.advertise)
