"""Breaking News in effect (CT-140 to CT-147): what the card of the moment changes, asked where the rules
compute costs, gains, destinations and windows. Pure questions about a state, plus bn01's gain.

Only an ongoing card is "in effect"; an immediate card is carried out once when drawn
(breaking_news_steps.py) and then changes nothing. Modifier deltas of the card reach every candidate
through ``modifiers.active_effects`` (CT-12); the rest is read here.
"""

from __future__ import annotations

from collections import deque

from ...engine.events import Event
from .board import land_steps, reachable
from .news_data import NewsCard
from .per_data import PerData
from .state import CampaignTrailState

NO_STATES: tuple[str, ...] = ()


def in_effect(s: CampaignTrailState) -> NewsCard | None:
    """The ongoing Breaking News card of the moment; None before the first or after an immediate one."""
    if not s.news:
        return None
    card = s.data.news[s.news]
    return card if card.ongoing else None


def news_effects(s: CampaignTrailState) -> dict[str, int] | None:
    """The card's modifier deltas for every candidate (CT-12), or None."""
    card = in_effect(s)
    return card.effects if card is not None and card.effects else None


def closed_states(s: CampaignTrailState) -> tuple[str, ...]:
    """States no travel may enter, pawn or Moving the Base voter (bn02, bn17; CT-13, CT-147)."""
    card = in_effect(s)
    return card.closed if card is not None else NO_STATES


def campaign_open(s: CampaignTrailState, states: tuple[str, ...]) -> tuple[str, ...]:
    """The campaign states that may get campaign voters now (bn02, bn07, bn17; CT-147)."""
    card = in_effect(s)
    if card is None or not card.no_campaign:
        return states
    return tuple(st for st in states if st not in card.no_campaign)


def open_steps(s: CampaignTrailState, start: str) -> dict[str, int]:
    """Land steps from ``start`` along paths that enter no closed state (the travel tags of the table)."""
    closed = closed_states(s)
    if not closed:
        return land_steps(s.data, start)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for near in s.data.states[here].adjacent:
            if near not in dist and near not in closed:
                dist[near] = dist[here] + 1
                queue.append(near)
    return dist


# travel_destinations' answers by start, land steps (0 for a plane), plane and closed states: every legal
# action list and greedy choice of a search asks them for the few places the pawns stand.
_DESTINATIONS: PerData[tuple[str, int, bool, tuple[str, ...]], tuple[str, ...]] = PerData(4096)


def travel_destinations(s: CampaignTrailState, start: str, steps: int, plane: bool) -> tuple[str, ...]:
    """Where a travel from ``start`` may end (CT-13, CT-41): with a plane any other open state, else the
    states within ``steps`` land steps along a path that never enters a closed state."""
    closed = closed_states(s)
    known = _DESTINATIONS.table(s.data)
    key = (start, 0 if plane else steps, plane, closed)
    found = known.get(key)
    if found is None:
        found = _DESTINATIONS.keep(known, key, _destinations(s, start, steps, plane, closed))
    return found


def _destinations(
    s: CampaignTrailState, start: str, steps: int, plane: bool, closed: tuple[str, ...]
) -> tuple[str, ...]:
    if plane:
        return tuple(st for st in s.data.state_ids if st != start and st not in closed)
    if not closed:
        return reachable(s.data, start, steps)
    dist = open_steps(s, start)
    return tuple(st for st in s.data.state_ids if 0 < dist.get(st, steps + 1) <= steps)


def _matches(s: CampaignTrailState, selector: str, issue: str) -> bool:
    """A card names an issue by its id or by its category (§5.1)."""
    return selector == issue or s.data.issues[issue].category == selector


def issue_cost_delta(s: CampaignTrailState, issue: str) -> int:
    """Per-issue advertise cost change for this issue (bn05, bn10; CT-12 adds it to the other deltas)."""
    card = in_effect(s)
    if card is None or not card.advertise_cost:
        return 0
    return sum(d for sel, d in card.advertise_cost.items() if _matches(s, sel, issue))


def issue_bonus(s: CampaignTrailState, issue: str) -> int:
    """Extra voters, from the registered supply (CT-5), in each state the issue places a voter (bn04,
    bn07, bn08, bn09, bn18; CT-12)."""
    card = in_effect(s)
    if card is None or not card.advertise_bonus:
        return 0
    return 1 if any(_matches(s, sel, issue) for sel in card.advertise_bonus) else 0


def advertise_gain(s: CampaignTrailState, issues: tuple[str, ...]) -> int:
    """Registered voters gained once per advertise action that includes such an issue (bn10, bn19,
    CT-147)."""
    card = in_effect(s)
    if card is None or not card.gain_issues:
        return 0
    hit = any(_matches(s, sel, i) for sel in card.gain_issues for i in issues)
    return card.gain_voters if hit else 0


def own_politick_fee(s: CampaignTrailState) -> int:
    """bn14's fee on instant and ongoing politick boxes; responses are not charged (CT-147)."""
    card = in_effect(s)
    return card.amounts.get("politick_fee", 0) if card is not None else 0


def responses_blocked(s: CampaignTrailState) -> bool:
    """bn16: no response politick card may be played, so no window opens (§7.1)."""
    card = in_effect(s)
    return card is not None and bool(card.amounts.get("no_responses"))


def debate_winner_bonus(s: CampaignTrailState) -> int:
    """bn12's extra undecided voters for the debate's overall winner, if still in effect then (CT-147)."""
    card = in_effect(s)
    return card.amounts.get("debate_winner_voters", 0) if card is not None else 0


def note_discard(s: CampaignTrailState, seat: int, card_id: str, events: list[Event]) -> None:
    """bn01 (CT-142): the first card of a candidate's own turn that goes from their hand to the discard
    pile with a National Security issue in its advertise box registers 3 voters for the party."""
    card = in_effect(s)
    if card is None or not card.discard_voters or seat != s.active or s.news_paid == s.turn_number:
        return
    issues = s.data.cards[card_id].advertise or ()
    if not any(_matches(s, card.discard_category, i) for i in issues):
        return
    s.news_paid = s.turn_number
    party = s.seat_party[seat]
    n = s.register(party, card.discard_voters)
    events.append(
        Event("ct.news_gain", {"news": card.id, "party": s.parties[party], "voters": n, "money": 0})
    )
