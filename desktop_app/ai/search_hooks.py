"""Search narrowing a game offers in its ai module, for the levels whose budget asks for it.

``GameDefinition.search_actions`` narrows the search for every level. A game may also offer a
``search_actions(state, player)`` in its ``ai`` module (games/<game>/ai.py, next to the rule of thumb it
usually leans on) that only budgets with ``SearchBudget.ai_narrowing`` use, so a level can be tuned with
it without changing how the other levels play. The same contract holds: a non-empty subset of the legal
actions in their order, worked out from what ``player`` can see only.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from ..engine.actions import Action
from ..engine.game import GameDefinition, GameState
from .levels import SearchBudget

Narrowing = Callable[[GameState, int], list[Action]]

# The ai module's narrowing per game definition class: looked up once per process.
_FOUND: dict[type, Narrowing | None] = {}


def ai_module_narrowing(game: GameDefinition) -> Narrowing | None:
    """The ``search_actions`` of the ai module beside the game's definition, or None without one."""
    cls = type(game)
    if cls not in _FOUND:
        package = cls.__module__.rpartition(".")[0]
        try:
            module = importlib.import_module(f"{package}.ai")
        except ModuleNotFoundError as missing:
            if missing.name != f"{package}.ai":  # the ai module is there but breaks: say so
                raise
            module = None
        _FOUND[cls] = getattr(module, "search_actions", None) if module is not None else None
    return _FOUND[cls]


def narrowing_for(game: GameDefinition, budget: SearchBudget) -> Narrowing:
    """What a search with ``budget`` branches on: the ai module's narrowing where the budget asks for it
    and the game offers one, else the definition's ``search_actions``."""
    if budget.ai_narrowing:
        found = ai_module_narrowing(game)
        if found is not None:
            return found
    return game.search_actions
