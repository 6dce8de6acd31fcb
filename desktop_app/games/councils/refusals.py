"""Why Councils & Contracts refuses a move: the rule behind each illegal move a person can try at the table.

Read-only over the state (the rules modules decide; this module only explains a refusal they made), using
only public information and the acting player's own supply. Keys are "councils.<reason>";
scene/refusal_texts.py puts them in words. ``never`` marks a move nothing later can make legal (a card
that is not in the display, a building of another player, a cell that holds a card); the others would
work with other pieces or at another step (CC-6: employees first, building actions once none is left).
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.refusals import Refusal
from . import city
from .actions import (
    BuildingAction,
    ChooseBuilding,
    ChoosePosition,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from .stages import FINAL
from .state import CouncilsState


def _r(reason: str, *params: object, never: bool = False) -> Refusal:
    return Refusal(f"councils.{reason}", tuple(params), never)


def why_not(state: CouncilsState, player: int, action: Action) -> Refusal | None:
    """The reason ``action`` is refused for ``player`` (None: it is legal)."""
    if action in state.legal_actions(player):
        return None
    if player not in state.to_move():
        return Refusal("engine.not_your_turn")
    if state.pending:
        return _decision(state, action)
    if isinstance(action, PlaceEmployees):
        return _placing(state, player, action)
    if isinstance(action, StartProject):
        return _project(state, player, action)
    if isinstance(action, ResolveIssue):
        return _resolve(state, player, action)
    if isinstance(action, BuildingAction):
        return _building(state, player, action)
    if isinstance(action, ChoosePosition):
        return _cell(state, action, placing=False)
    if isinstance(action, ChooseBuilding):
        return _r("staff_with_project")  # CC-5: employees reach a building only with its new project
    return Refusal("engine.not_now")


def _decision(state: CouncilsState, action: Action) -> Refusal:
    frame = state.pending[-1]
    if frame.kind == "position" and isinstance(action, ChoosePosition):
        return _cell(state, action, placing=True)
    if frame.kind in ("staff", "move", "copy") and isinstance(action, ChooseBuilding):
        return _r("building_not_eligible", action.card)  # CC-21, CC-22: vacant (or adjacent) buildings only
    return _r("finish_decision")


def _cell(state: CouncilsState, action: ChoosePosition, placing: bool) -> Refusal:
    cell = (action.x, action.y)
    if cell in state.city:
        return _r("cell_taken", never=True)  # CC-11: a card never goes on another
    if cell not in city.frontier(state):
        return _r("not_adjacent")  # CC-11: next to a card of the city (it may be later)
    return _r("no_card_to_place") if not placing else Refusal("engine.not_now")


def _placing(state: CouncilsState, player: int, action: PlaceEmployees) -> Refusal:
    available = state.available[player]
    if available <= 0:
        return _r("no_employees_left")  # CC-6: resolve an issue or run a building action instead
    if any(c not in state.council_ids for c in action.councils):
        return _r("no_such_council", never=True)  # CC-16: the special committee sits with 5 players only
    return _r("placing_pattern", available)  # CC-3: two in one council or one in each of three


def _project(state: CouncilsState, player: int, action: StartProject) -> Refusal:
    card = action.card
    if card not in state.display:
        return _r("not_in_display", never=True)
    if state.available[player] == 0 and state.stage != FINAL:
        return _r("project_needs_employees")  # CC-6, CC-10
    info = state.data.cards[card]
    have = state.influence_row(player)
    types = state.data.influence_types
    for index, amount in info.cost_items:
        if have[index] < amount:
            return _r("project_short_of_influence", card, amount, types[index], have[index])  # CC-10
    return _r("project_short_of_employees", card, info.workers, state.available[player])  # CC-10


def _resolve(state: CouncilsState, player: int, action: ResolveIssue) -> Refusal:
    if action.council not in state.council_ids:
        return _r("no_such_council", never=True)
    if state.available[player] > 0 and state.stage != FINAL:
        return _r("employees_first")  # CC-6: with an employee available, the player places or builds
    return _r("no_employee_in_council", action.council)  # CC-4: only where the player has an employee


def _building(state: CouncilsState, player: int, action: BuildingAction) -> Refusal:
    owner = state.staff.get(action.card)
    if owner is None or owner[0] != player:
        return _r("not_your_building", action.card, never=True)  # CC-17: buildings staffed by own employees
    return _r("employees_first")  # CC-6: building actions once no employee is available
