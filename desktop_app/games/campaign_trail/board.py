"""The map's rules that need no game state: tiebreak orders, the setup board (CT-21), control (CT-40),
travel reach (CT-41), the deck in use (CT-22) and the month piles (CT-24)."""

from __future__ import annotations

from collections import deque

from .data import CampaignTrailData
from .per_data import PerData


def tiebreak(
    data: CampaignTrailData, state: str, parties: tuple[str, ...], green_board: bool
) -> tuple[str, ...]:
    """The state's tiebreak order restricted to the parties in play (CT-21, CT-101)."""
    row = data.states[state]
    order = row.tiebreak_4p if green_board else row.tiebreak_3p
    return tuple(p for p in order if p in parties)


def setup_board(
    data: CampaignTrailData, parties: tuple[str, ...], green_board: bool
) -> dict[str, tuple[str, int]]:
    """State -> (party holding its EV counter, committed setup voters) (CT-21): the first party of the
    order that plays takes the counter and places 2 voters if it is the state's first tiebreaker,
    otherwise 1."""
    out = {}
    first_voters = data.const("SETUP_VOTERS_FIRST")
    other_voters = data.const("SETUP_VOTERS_OTHER")
    for sid, row in data.states.items():
        full = row.tiebreak_4p if green_board else row.tiebreak_3p
        holder = tiebreak(data, sid, parties, green_board)[0]
        out[sid] = (holder, first_voters if full[0] == holder else other_voters)
    return out


def control(order: tuple[int, ...], counts: tuple[int, ...]) -> int:
    """The party index controlling a state (CT-40): most committed voters; a tie (or no voters at all)
    goes to the tied party that comes first in the state's tiebreak order (party indexes)."""
    best = max(counts)
    for party in order:
        if counts[party] == best:
            return party
    raise ValueError("a tiebreak order must list every party in play")


# Room for every start on the map (51 states) with a margin.
_DISTANCES: PerData[str, dict[str, int]] = PerData(128)


def _distances(data: CampaignTrailData, start: str) -> dict[str, int]:
    """Land steps from ``start`` to every state it reaches (breadth-first; cached per data and start)."""
    table = _DISTANCES.table(data)
    known = table.get(start)
    if known is not None:
        return known
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for near in data.states[here].adjacent:
            if near not in dist:
                dist[near] = dist[here] + 1
                queue.append(near)
    return _DISTANCES.keep(table, start, dist)


def land_steps(data: CampaignTrailData, start: str) -> dict[str, int]:
    """Land steps from ``start`` to every state reached by land (a copy the caller may keep)."""
    return dict(_distances(data, start))


def reachable(data: CampaignTrailData, start: str, steps: int) -> tuple[str, ...]:
    """States at 1..steps land steps from ``start`` (CT-41), in table order. AK and HI have no land
    neighbour, so they are reached and left only by plane (CT-13)."""
    dist = _distances(data, start)
    return tuple(s for s in data.state_ids if 0 < dist.get(s, steps + 1) <= steps)


def deck_in_use(data: CampaignTrailData, seats: int, expansion_cards: str = "off") -> tuple[str, ...]:
    """The action deck (CT-22, CT-104): the base deck (off); with all 45 expansion cards added (add); or
    each base card whose number an expansion card carries replaced by it (swap). At 2 seats every
    not-for-2-players card of the deck in use is removed."""
    cards = data.cards
    if expansion_cards == "add":
        deck = data.base_deck + data.expansion_deck
    elif expansion_cards == "swap":
        swapped = {cards[c].no for c in data.expansion_deck}
        deck = tuple(c for c in data.base_deck if cards[c].no not in swapped) + data.expansion_deck
    else:
        deck = data.base_deck
    return tuple(c for c in deck if not (seats == 2 and cards[c].not_for_2p))


def month_piles(cards_after_hands: int, months: int, august_less: int = 0) -> tuple[int, ...]:
    """Pile sizes as equal as possible, extra cards to the later months, October first (CT-24); with
    ``august_less`` (tuned at 7-8 seats, BT-5) August holds that many fewer and the later months share
    the rest the same way."""
    base, extra = divmod(cards_after_hands, months)
    if not august_less:
        return tuple(base + (1 if i >= months - extra else 0) for i in range(months))
    first = base - august_less
    return (first, *month_piles(cards_after_hands - first, months - 1))
