"""The Councils & Contracts table's move labels (the list of every legal move) and its instructions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ui.scene_move_list import keys_hint as move_list_keys
from ....ui.templates import counted, fill, next_to_move
from ..data import load_data
from .texts import (
    action_text,
    card_name,
    card_type_short,
    cost_text,
    council_name,
    influence_name,
    join_names,
    position_text,
    translate,
)


# -- labels of actions (the list of every legal move) ------------------------------------------------------
def action_label(action: Any, seats: Sequence[Any] | None = None) -> str:
    """A readable line for one legal action."""
    from .. import actions as A  # the scene imports this module; the engine never does

    data = load_data()
    if isinstance(action, A.PlaceEmployees):
        councils = list(action.councils)
        if len(set(councils)) == 1:
            return fill(counted(len(councils)).translate(
                "councils", "Place %n employee(s) in the %1", None, 1),
                        council_name(councils[0]))
        return fill(translate("councils", "Place one employee in each of: %1"),
                    join_names([council_name(c) for c in councils]))
    if isinstance(action, A.StartProject):
        info = data.cards[action.card]
        return fill(translate("councils", "Start the project %1 (pay %2, score %3 VP)"),
                    card_name(action.card),
                    cost_text(action.card), info.vp)
    if isinstance(action, A.ResolveIssue):
        return fill(translate("councils", "Resolve an issue in the %1"), council_name(action.council))
    if isinstance(action, A.BuildingAction):
        info = data.cards[action.card]
        return fill(translate("councils", "Use the action of %1: %2"), card_name(action.card),
                    action_text(info.action))
    if isinstance(action, A.Pass):
        return translate("councils", "Pass (nothing else is possible)")
    if isinstance(action, A.ChoosePosition):
        return fill(translate("councils", "Place the card %1"), position_text(action.x, action.y))
    if isinstance(action, A.ChooseInfluence):
        return fill(translate("councils", "Choose %1"), influence_name(action.influence))
    if isinstance(action, A.ChooseCardType):
        return fill(translate("councils", "Score for %1 buildings"),
                    card_type_short(action.card_type))
    if isinstance(action, A.ChooseBuilding):
        return fill(translate("councils", "Choose %1"), card_name(action.card))
    if isinstance(action, A.ChooseDisplayCard):
        return fill(translate("councils", "Build %1 from the display"), card_name(action.card))
    if isinstance(action, A.Decline):
        return translate("councils", "Skip: leave the empty buildings as they are")
    raise KeyError(type(action).__name__)


# -- prompts ----------------------------------------------------------------------------------------
def prompt_waiting(name: str) -> str:
    return fill(translate("councils", "%1 is thinking…"), name)


def prompt_next(name: str) -> str:
    return next_to_move([name])  # a replay: the words every game's replay uses


def prompt_watch() -> str:
    return translate("councils", "Watching the table.")


def prompt_over(winners: Sequence[str], best: int) -> str:
    if len(winners) == 1:
        return fill(counted(best).translate(
            "councils", "Game over: %1 wins with %n VP.", None, 1), winners[0])
    return fill(counted(best).translate(
        "councils", "Game over: %1 share the win with %n VP each.", None, 1), join_names(winners))


def prompt_main(can_place: bool, can_build: bool, can_resolve: bool, can_act: bool, final: bool) -> str:
    if final:
        return translate("councils", "Final round: take any one action — place employees, start a "
                                     "project, resolve an issue or use a building.")
    if can_place and can_build:
        return translate("councils", "Drag employees onto councils (2 in one, or 1 in each of 3), or drag a "
                                     "project from the display into the city.")
    if can_place:
        return translate("councils", "Drag employees onto councils: 2 in one council, or 1 in each of 3.")
    if can_resolve and can_act:
        return translate("councils", "No employees left: click a council to resolve its issue, or click one "
                                     "of your staffed buildings to use its action.")
    if can_resolve:
        return translate("councils", "No employees left: click a glowing council to resolve its issue.")
    if can_act:
        return translate("councils", "No employees left: click one of your staffed buildings to use its "
                                     "action.")
    return translate("councils", "Nothing is possible: pass.")


def prompt_placing(more: list[int]) -> str:
    """``more``: how many employees each pattern that is still open needs (e.g. [1, 2])."""
    if more == [1, 2]:
        return translate("councils", "Drag a second employee onto the same council, or one each onto "
                                     "two other glowing councils.")
    if more == [1]:
        return translate("councils", "Drag one more employee onto a glowing council.")
    return counted(max(more) if more else 0).translate(
        "councils", "Drag %n more employee(s) onto the glowing councils.", None, 1)


def prompt_position(card: str, free: bool) -> str:
    if free:
        return fill(translate("councils", "Drag %1 onto a glowing spot in the city (free build)."),
                    card_name(card))
    return fill(translate("councils", "Choose where %1 goes: click a glowing spot next to the city."),
                card_name(card))


def prompt_confirm_build(card: str, free: bool) -> str:
    info = load_data().cards[card]
    if free:
        text = translate("councils", "Build %1 here for free and score %2 VP? Press Build, or Cancel.")
        return fill(text, card_name(card), info.vp)
    if info.workers:
        text = counted(info.workers).translate("councils", "Build %1 here? You pay %2, score %3 VP and put "
                                                           "%n employee(s) on it.", None, 1)
    else:
        text = translate("councils", "Build %1 here? You pay %2 and score %3 VP.")
    return fill(text, card_name(card), cost_text(card), info.vp)


def prompt_decision(decision: dict) -> str:
    kind = decision.get("decision")
    if kind == "split":
        return counted(int(decision.get("points", 1))).translate("councils", "Choose the influence type for "
                                                                             "your next point (%n left to "
                                                                             "share out).", None, 1)
    if kind == "convert":
        return counted(int(decision.get("gain", 0))).translate("councils", "Choose which council influence "
                                                                           "to lower by 1 (you gain %n "
                                                                           "development).", None, 1)
    if kind == "type_vp":
        return counted(int(decision.get("vp_each", 0))).translate("councils", "Choose a building type: %n VP "
                                                                              "for each neighbouring "
                                                                              "building of it.", None, 1)
    if kind == "copy":
        return fill(translate("councils", "Click a glowing neighbour of %1 to copy its action."),
                    card_name(decision.get("card", "")))
    if kind == "move":
        return fill(translate("councils", "Click a glowing empty building: the employees of %1 move there."),
                    card_name(decision.get("card", "")))
    if kind == "staff":
        return translate("councils",
                         "You may click a glowing empty building to staff it from your supply, or skip.")
    if kind == "b19_card":
        return translate("councils", "Drag a glowing project from the display into the city to build it "
                                     "for free.")
    if kind == "position":
        return prompt_position(decision.get("card", ""), bool(decision.get("free")))
    raise KeyError(kind)


def keys_hint() -> str:
    return move_list_keys(translate("councils", "Keys: Enter confirms · Esc cancels"))


def you_suffix(name: str) -> str:
    return fill(translate("councils", "%1 (you)"), name)
