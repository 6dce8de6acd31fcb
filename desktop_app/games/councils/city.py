"""Building projects and the city grid (rulebook "Starting a Building Project"; CC-5, CC-9 to CC-11,
CC-15, and the end trigger of CC-7)."""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...engine.events import Event
from . import frames
from .actions import ChoosePosition, cached
from .frames import Frame, PlaceMode
from .log import SHARED as _SHARED
from .log import event, shared_event
from .stages import FINAL, FINISHING, NORMAL, VP_BUILDINGS, EndReason

if TYPE_CHECKING:
    from .state import CouncilsState

Pos = tuple[int, int]
_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
_CELL_ACTIONS: dict[Pos, Action] = {}  # cell -> its shared ChoosePosition
_NEIGHBOURS: dict[Pos, tuple[Pos, ...]] = {}  # cell -> neighbours(cell); the city stays small
_AROUND: dict[Pos, tuple[tuple[Pos, int, Action], ...]] = {}  # cell -> _around(cell)
# _rank: a city of at most a hundred-odd cards stays far inside +-OFFSET, and ranks stay one-digit ints
_RANK_OFFSET, _RANK_ROW = 1 << 14, 1 << 15
_PROJECT, _B19 = PlaceMode.PROJECT, PlaceMode.B19  # bound once: a member looked up on its class costs more


def neighbours(pos: Pos) -> tuple[Pos, ...]:
    found = _NEIGHBOURS.get(pos)
    if found is None:
        x, y = pos
        found = _NEIGHBOURS[pos] = tuple((x + dx, y + dy) for dx, dy in _STEPS)
    return found


def adjacent_cards(s: CouncilsState, pos: Pos) -> list[str]:
    """Cards orthogonally adjacent to ``pos`` (CC-11: "adjacent" is always orthogonal)."""
    city = s.city
    return [city[n] for n in neighbours(pos) if n in city]


def frontier(s: CouncilsState) -> tuple[Pos, ...]:
    """Empty cells orthogonally adjacent to at least one card of the city (CC-11), sorted."""
    return tuple([(action.x, action.y) for action in position_choices(s)])  # type: ignore[attr-defined]


def _rank(cell: Pos) -> int:
    """An int that sorts as ``cell`` does (x first, then y) for any city a game can build: the kept
    frontier is searched by these, an int comparison being several times cheaper than a pair's."""
    return (cell[0] + _RANK_OFFSET) * _RANK_ROW + cell[1] + _RANK_OFFSET


def _around(pos: Pos) -> tuple[tuple[Pos, int, Action], ...]:
    """Each neighbour of ``pos`` with its rank and its shared ChoosePosition."""
    found = _AROUND.get(pos)
    if found is None:
        found = _AROUND[pos] = tuple((cell, _rank(cell), _cell_action(cell)) for cell in neighbours(pos))
    return found


def _remember_frontier(s: CouncilsState) -> tuple[dict[Pos, str], tuple[int, ...], tuple[Action, ...]]:
    """Work the frontier out from the whole city and keep it with the city it belongs to."""
    city = s.city
    cells = sorted({n for pos in city for n in neighbours(pos) if n not in city})
    memo = s.frontier_memo = (city, tuple(map(_rank, cells)), tuple(map(_cell_action, cells)))
    return memo


def _cell_action(cell: Pos) -> Action:
    action = _CELL_ACTIONS.get(cell)
    if action is None:
        action = _CELL_ACTIONS[cell] = cached(ChoosePosition, cell[0], cell[1])
    return action


def position_choices(s: CouncilsState) -> tuple[Action, ...]:
    """A ChoosePosition for each frontier cell, in the frontier's order."""
    memo = s.frontier_memo
    if memo is None or memo[0] is not s.city:
        memo = _remember_frontier(s)
    return memo[2]


def is_position_choice(s: CouncilsState, action: Action) -> bool:
    """Whether the ChoosePosition ``action`` is the very one position_choices lists now: the shared
    instance of an empty cell beside the city (asked by the legality check without the list)."""
    cell = (action.x, action.y)  # type: ignore[attr-defined]
    city = s.city
    if cell in city or _CELL_ACTIONS.get(cell) is not action:
        return False
    for near in _NEIGHBOURS.get(cell) or neighbours(cell):  # noqa: SIM110 - a plain loop is quicker
        if near in city:
            return True
    return False


def _add_to_city(s: CouncilsState, pos: Pos, card: str) -> None:
    """Lay ``card`` at ``pos``; the frontier is updated from the one before when it is known."""
    before = s.city
    memo = s.frontier_memo
    city = {**before, pos: card}
    s.city = city
    if memo is not None and memo[0] is before:
        ranks = [*memo[1]]
        actions = [*memo[2]]
        rank = _rank(pos)
        at = bisect_left(ranks, rank)
        if at < len(ranks) and ranks[at] == rank:
            del ranks[at]
            del actions[at]
        for cell, rank, action in _AROUND.get(pos) or _around(pos):
            if cell not in city:
                at = bisect_left(ranks, rank)
                if at == len(ranks) or ranks[at] != rank:
                    ranks.insert(at, rank)
                    actions.insert(at, action)
        s.frontier_memo = (city, tuple(ranks), tuple(actions))


def vacant_cards(s: CouncilsState, max_workers: int) -> list[str]:
    """Buildings needing employees, holding none, and needing at most ``max_workers`` (CC-22)."""
    workers = s.tables.workers  # City Hall counts as needing none
    staff = s.staff
    return sorted([card for card in s.positions if 1 <= workers[card] <= max_workers and card not in staff])


def is_vacant(s: CouncilsState, card: str, max_workers: int) -> bool:
    """Whether vacant_cards(s, max_workers) names ``card``."""
    return card in s.positions and 1 <= s.tables.workers[card] <= max_workers and card not in s.staff


def has_vacant(s: CouncilsState, max_workers: int) -> bool:
    """Whether vacant_cards(s, max_workers) names any card: asked for every #9-#14 action and copy
    target, where the first card found settles it."""
    workers = s.tables.workers
    staff = s.staff
    for card in s.positions:  # noqa: SIM110 - a plain loop is faster than any() here
        if 1 <= workers[card] <= max_workers and card not in staff:
            return True
    return False


def can_afford(s: CouncilsState, player: int, card: str) -> bool:
    """Every cost symbol paid from its own track, and enough available employees to staff it (CC-10).
    Outside the final rounds the player must also have an employee available at all (CC-10)."""
    info = s.data.cards[card]
    avail = s.available[player]
    if avail < info.workers or (avail == 0 and s.stage is not FINAL):
        return False
    have = s.influence_row(player)
    for index, amount in info.cost_items:  # noqa: SIM110 - a plain loop is faster than all() here
        if have[index] < amount:
            return False
    return True


def affordable_projects(s: CouncilsState, player: int) -> list[str]:
    return [c for c in s.display if can_afford(s, player, c)]


def start_project(s: CouncilsState, player: int, card: str, events: list[Event]) -> None:
    """CC-5 steps 1-2: pay the influence and score the VP; the cell is chosen next."""
    info = s.data.cards[card]
    tables = s.tables
    influence = s.influence
    start = player * tables.tracks
    for index, cost in info.cost_items:
        if influence[start + index] < cost:
            raise ValueError("an influence track cannot go below 0")  # can_afford checks first (CC-1)
    for index, cost in info.cost_items:
        influence[start + index] -= cost
    s.shorts[player] += tables.influence_costs[card]
    s.add_vp(player, info.vp, VP_BUILDINGS)
    # The card's data determines the VP and the cost, so the event is kept with the tables of this data.
    made = s.tables.project_events[player]
    found = made.get(card)
    if found is None:
        types = s.data.influence_types
        found = made[card] = event("councils.start_project", {
            "player": player, "card": card, "vp": info.vp,
            "cost": {types[index]: amount for index, amount in info.cost_items},
        })
    events.append(found)
    s.pending.append(frames.position(player, card, _PROJECT))


def place_card(s: CouncilsState, frame: Frame, pos: Pos, events: list[Event]) -> None:
    """Lay the card in the city and staff it: from the player's available employees for a project
    (CC-5 steps 3-4), from the #19 card for a free placement (CC-28). Then refill the display and check
    the end trigger. A 0-worker card's on-placement action (CC-18) is the caller's next step: building
    actions sit above the city, so the city never calls into them."""
    player, card = frame.player, frame.card
    free = frame.mode is _B19
    workers = s.data.cards[card].workers
    display = s.display
    if card in display:
        at = display.index(card)
        s.display = display[:at] + display[at + 1:]
    _add_to_city(s, pos, card)
    s.positions = {**s.positions, card: pos}
    s.project_in_round = True
    events.append(event("councils.place_card", {
        "player": player, "card": card, "x": pos[0], "y": pos[1], "workers": workers, "free": free,
    }))
    if not free:
        if workers:
            s.available[player] -= workers
            (s.own_staff() if s.staff_shared else s.staff)[card] = (player, workers)
    else:
        source = frame.source
        s.add_vp(player, s.data.cards[card].vp, VP_BUILDINGS)
        here = s.employees_on(source)
        if workers:
            s.set_staff(source, player, here - workers)
            s.set_staff(card, player, workers)
            events.append(event("councils.employees_move", {
                "player": player, "from": source, "to": card, "count": workers}))
        # The rest return before the new card's own action (CC-28, CC-EX-11).
        s.return_employees(source, events)
    refill(s, events)


def refill(s: CouncilsState, events: list[Event]) -> None:
    """Refill the display to 8 from the deck (CC-15), then check the end trigger (CC-7)."""
    missing = s.tables.display_size - len(s.display)
    deck = s.deck
    if missing > 0 and deck:
        drawn = deck[:missing]
        s.deck = deck[missing:]
        s.display = s.display + drawn
        for card in drawn:
            key = ("councils.draw", card)
            events.append(_SHARED.get(key) or shared_event(key, {"card": card}, reveals=True))
    if s.stage is NORMAL and not s.deck:
        check_end_trigger(s, events)


def check_end_trigger(s: CouncilsState, events: list[Event]) -> None:
    """Deck exhausted and display down to 4: finish the round, then the final rounds (CC-7)."""
    if s.stage != NORMAL or s.deck or len(s.display) > s.data.constants["END_DISPLAY"]:
        return
    s.stage = FINISHING
    s.end_reason = EndReason.DECK
    events.append(event("councils.end_triggered", {"reason": EndReason.DECK.value,
                                                   "display": len(s.display)}))
