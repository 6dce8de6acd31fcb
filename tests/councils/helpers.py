"""Helpers for Councils & Contracts tests: set up exact positions and check the invariants."""

from __future__ import annotations

from desktop_app.engine.actions import Action
from desktop_app.engine.rng import Rng
from desktop_app.games.councils.data import HALL, load_data
from desktop_app.games.councils.definition import COUNCILS_GAME
from desktop_app.games.councils.state import CouncilsState

DATA = load_data()
TYPES = DATA.influence_types  # EDU TRA FIN LEG DEV


def new(num_players: int = 2, seed: int = 1) -> CouncilsState:
    return COUNCILS_GAME.new_game(num_players, {}, seed)


def set_influence(s: CouncilsState, player: int, **values: int) -> None:
    row = s.influence_row(player)
    for key, value in values.items():
        row[TYPES.index(key)] = value
    s.set_influence(player, row)


def inf(s: CouncilsState, player: int, key: str) -> int:
    return s.influence_row(player)[TYPES.index(key)]


def set_employees(s: CouncilsState, player: int, available: int, box: int | None = None) -> None:
    """Set a player's available (and box) employees; the rest must be accounted for elsewhere."""
    s.available[player] = available
    if box is not None:
        s.box = s.box[:player] + (box,) + s.box[player + 1:]


def set_council(s: CouncilsState, council: str, counts: tuple[int, ...]) -> None:
    start = s.council_ids.index(council) * s.num_players
    s.own_councils()[start:start + s.num_players] = counts


def take_card(s: CouncilsState, card: str) -> None:
    """Take ``card`` out of the deck, display or removed pile (to place it by hand); a display card
    is replaced by the deck's top card so the display stays full."""
    s.deck = tuple(c for c in s.deck if c != card)
    s.removed = tuple(c for c in s.removed if c != card)
    if card in s.display:
        s.display = tuple(c for c in s.display if c != card)
        if s.deck:
            s.display = s.display + s.deck[:1]
            s.deck = s.deck[1:]


def build(s: CouncilsState, card: str, pos: tuple[int, int], owner: int | None = None,
          employees: int = 0) -> None:
    """Put ``card`` into the city at ``pos``, optionally staffed (employees taken from nowhere:
    callers fix the owner's counts with set_employees so the totals stay 6)."""
    take_card(s, card)
    assert pos not in s.city
    s.city = {**s.city, pos: card}
    s.positions = {**s.positions, card: pos}
    if owner is not None and employees:
        s.staff = {**s.staff, card: (owner, employees)}


def set_display(s: CouncilsState, cards: list[str]) -> None:
    """Make the display exactly ``cards``; cards leaving it go back into the deck."""
    for card in cards:
        take_card(s, card)
    leaving = [c for c in s.display if c not in cards]
    s.display = tuple(cards)
    pile = list(s.deck) + leaving
    # Keep the A cards above the B cards (CC-15).
    s.deck = tuple(c for c in pile if DATA.cards[c].deck == "A") + tuple(
        c for c in pile if DATA.cards[c].deck == "B")


def only_player_turn(s: CouncilsState, player: int) -> None:
    s.current = player
    s.pending = []


def act(s: CouncilsState, player: int, action: Action):
    return s.apply_action(player, action)


def legal(s: CouncilsState) -> list[Action]:
    return s.legal_actions(s.to_move()[0])


def kinds(actions: list[Action]) -> set[str]:
    return {a.kind for a in actions}


def check_invariants(s: CouncilsState) -> None:
    """Everything is accounted for: 36 cards, 6 employees each, tracks in range, a connected city."""
    data = s.data
    cards = list(s.deck) + list(s.display) + list(s.removed) + [c for c in s.city.values() if c != HALL]
    assert sorted(cards) == sorted(data.project_ids), "every building card is in exactly one place"
    assert len(s.display) <= data.constants["DISPLAY_SIZE"]
    if s.deck:
        assert len(s.display) == data.constants["DISPLAY_SIZE"], "display full while the deck lasts"
    # A cards above B cards in the deck (CC-15).
    backs = [data.cards[c].deck for c in s.deck]
    assert backs == sorted(backs)
    cap = data.constants["INFLUENCE_MAX"]
    for p in range(s.num_players):
        row = s.influence_row(p)
        assert all(0 <= v <= cap for v in row), row
        assert s.shorts[p] == s.tables.shortfall_of(row), "the packed row kept in step"
        on_buildings = sum(n for owner, n in s.staff.values() if owner == p)
        in_councils = sum(s.councils[p::s.num_players])
        assert min(s.available[p], s.box[p], on_buildings, in_councils) >= 0
        total = s.available[p] + s.box[p] + on_buildings + in_councils
        assert total == data.constants["EMPLOYEES"], f"player {p} has {total} employees"
        assert s.box[p] < data.constants["EMPLOYEES"], "CC-6: never all employees in the box"
    # CC-30: a staffed building holds exactly its workers.
    for card, (owner, count) in s.staff.items():
        assert card in s.positions and card != HALL
        assert count == data.cards[card].workers and 0 <= owner < s.num_players
    # The city is connected through orthogonal adjacency, from City Hall at (0, 0).
    assert s.city[(0, 0)] == HALL
    assert {pos: card for card, pos in s.positions.items()} == s.city
    seen = {(0, 0)}
    todo = [(0, 0)]
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in s.city and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(s.city), "the city is connected"


def builder_vs_random(games: int, first_seed: int) -> float:
    """The heuristic player's win share against uniform random play, seats alternated."""
    wins = 0.0
    for g in range(games):
        s = new(2, seed=first_seed + g)
        rng = Rng(first_seed + g)
        me = g % 2
        while not s.is_terminal():
            p = s.to_move()[0]
            if p == me:
                action = COUNCILS_GAME.heuristic_action(s, p, rng)
            else:
                legal = s.legal_actions(p)
                action = legal[rng.below(len(legal))]
            s.apply_action(p, action)
        winners = s.score_sheet().winners
        if me in winners:
            wins += 1 / len(winners)
    return wins / games
