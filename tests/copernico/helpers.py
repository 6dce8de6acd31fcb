"""Building Copernico positions for rules tests."""

from __future__ import annotations

from desktop_app.games.copernico.definition import COPERNICO_GAME
from desktop_app.games.copernico.state import CopernicoState


def new_state(players: int = 2, seed: int = 1, **options) -> CopernicoState:
    return COPERNICO_GAME.new_game(players, COPERNICO_GAME.normalize_options(players, options), seed)


def arrange(state: CopernicoState, **fields) -> CopernicoState:
    """Set fields directly (tuples expected) and drop the state's cached answers."""
    for name, value in fields.items():
        setattr(state, name, value)
    state._legal = state._movers = state._final = None
    return state


def table(cells: dict[int, str]) -> tuple:
    """A work table from {position 1-9: card id}."""
    return tuple(cells.get(i) for i in range(1, 10))


def finish_draft(state: CopernicoState) -> None:
    """Everyone keeps their first legal draft choice (used to reach phase 2)."""
    while state.phase == "draft":
        p = state.to_move()[0]
        state.apply_action(p, state.legal_actions(p)[0])


def in_action_phase(players: int, hands: list[tuple[str, ...]], tables=None, seed: int = 1) -> CopernicoState:
    """A state in phase 2 with the given hands (other cards stay in the deck)."""
    s = new_state(players, seed)
    finish_draft(s)
    used = {c for h in hands for c in h} | {c for t in (tables or []) for c in t if c}
    deck = tuple(c for c in sorted(s.data.quadrants) if c not in used)
    return arrange(
        s,
        hands=tuple(tuple(sorted(h)) for h in hands),
        tables=tuple(tables) if tables else tuple((None,) * 9 for _ in range(players)),
        deck=deck, discard=(), discard_seen=(),
        known=tuple(tuple(() for _ in range(players)) for _ in range(players)),
        completed=tuple(frozenset() for _ in range(players)),
    )
