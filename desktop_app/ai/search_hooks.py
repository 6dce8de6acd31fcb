"""Search narrowing and re-deals a game offers in its ai module, for the levels whose budget asks for them.

``GameDefinition.search_actions`` narrows the search for every level. A game may also offer a
``search_actions(state, player)`` in its ``ai`` module (games/<game>/ai.py, next to the rule of thumb it
usually leans on) that only budgets with ``SearchBudget.ai_narrowing`` use, so a level can be tuned with
it without changing how the other levels play. The same contract holds: a non-empty subset of the legal
actions in their order, worked out from what ``player`` can see only.

Likewise a ``redeal(state, observer, rng)`` there replaces ``state.redeterminize`` in the iterations of
budgets with ``SearchBudget.ai_redeal``: it must start from that re-deal and may only re-choose, in the
dealt copy, what the observer cannot see (Copycat: the bids others laid in secret).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType

from ..engine.actions import Action
from ..engine.game import GameDefinition, GameState
from ..engine.rng import Rng
from .levels import SearchBudget

Narrowing = Callable[[GameState, int], list[Action]]
Redeal = Callable[[GameState, int, Rng], GameState]

# The ai module per game definition class (None: the game has none), looked up once per process.
_MODULES: dict[type, ModuleType | None] = {}


def _ai_module(game: GameDefinition) -> ModuleType | None:
    cls = type(game)
    if cls not in _MODULES:
        package = cls.__module__.rpartition(".")[0]
        try:
            _MODULES[cls] = importlib.import_module(f"{package}.ai")
        except ModuleNotFoundError as missing:
            if missing.name != f"{package}.ai":  # the ai module is there but breaks: say so
                raise
            _MODULES[cls] = None
    return _MODULES[cls]


def ai_module_narrowing(game: GameDefinition) -> Narrowing | None:
    """The ``search_actions`` of the ai module beside the game's definition, or None without one."""
    return getattr(_ai_module(game), "search_actions", None)


def ai_module_redeal(game: GameDefinition) -> Redeal | None:
    """The ``redeal`` of the ai module beside the game's definition, or None without one."""
    return getattr(_ai_module(game), "redeal", None)


def _plain_redeal(state: GameState, observer: int, rng: Rng) -> GameState:
    return state.redeterminize(observer, rng)


def narrowing_for(game: GameDefinition, budget: SearchBudget) -> Narrowing:
    """What a search with ``budget`` branches on: the ai module's narrowing where the budget asks for it
    and the game offers one, else the definition's ``search_actions``."""
    if budget.ai_narrowing:
        found = ai_module_narrowing(game)
        if found is not None:
            return found
    return game.search_actions


def redeal_for(game: GameDefinition, budget: SearchBudget) -> Redeal:
    """How a search with ``budget`` deals each iteration's world: the ai module's ``redeal`` where the budget
    asks for it and the game offers one, else the state's own ``redeterminize``."""
    if budget.ai_redeal:
        found = ai_module_redeal(game)
        if found is not None:
            return found
    return _plain_redeal
