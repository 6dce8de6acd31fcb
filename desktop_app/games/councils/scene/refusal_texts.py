"""Councils & Contracts' reasons for refused moves in words (the keys come from ../refusals.py); cards,
councils and influence types are named as the table names them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.refusals import Refusal
from ....ui.templates import fill_named
from .texts import card_name, council_name, influence_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

CARD, COUNCIL, INFLUENCE, PLAIN = "card", "council", "influence", "plain"


def _texts() -> dict[str, tuple[str, tuple[str, ...]]]:
    # Built on each call so a language switch is seen at once; each entry names its parameters' kinds.
    return {
        "councils.finish_decision": (translate(
            "CouncilsRefusal",
            "First finish the choice the last action asked for."),
            ()),
        "councils.building_not_eligible": (translate(
            "CouncilsRefusal",
            "%1 cannot be chosen for this action."),
            (CARD,)),
        "councils.cell_taken": (translate(
            "CouncilsRefusal",
            "A building already stands there."),
            ()),
        "councils.not_adjacent": (translate(
            "CouncilsRefusal",
            "A new building must touch a building of the city along a side."),
            ()),
        "councils.no_card_to_place": (translate(
            "CouncilsRefusal",
            "Only a new project goes into the city; employees go to the councils."),
            ()),
        "councils.staff_with_project": (translate(
            "CouncilsRefusal",
            "Employees go to the councils; they staff a building only when its project is started."),
            ()),
        "councils.no_employees_left": (translate(
            "CouncilsRefusal",
            "You have no employee available: resolve an issue or run a building action instead."),
            ()),
        "councils.no_such_council": (translate(
            "CouncilsRefusal",
            "That council does not sit in this game."),
            ()),
        "councils.placing_pattern": (translate(
            "CouncilsRefusal",
            "Place two employees in one council or one in each of three councils (%1 available)."),
            (PLAIN,)),
        "councils.not_in_display": (translate(
            "CouncilsRefusal",
            "%1 is not in the display."),
            (CARD,)),
        "councils.project_needs_employees": (translate(
            "CouncilsRefusal",
            "A project needs an available employee; resolve an issue or run a building action first."),
            ()),
        "councils.project_short_of_influence": (translate(
            "CouncilsRefusal",
            "%1 needs %2 %3 influence; you have %4."),
            (CARD, PLAIN, INFLUENCE, PLAIN)),
        "councils.project_short_of_employees": (translate(
            "CouncilsRefusal",
            "%1 needs %2 employees; you have %3 available."),
            (CARD, PLAIN, PLAIN)),
        "councils.employees_first": (translate(
            "CouncilsRefusal",
            "While you have employees available you place them or start a project; this comes later."),
            ()),
        "councils.no_employee_in_council": (translate(
            "CouncilsRefusal",
            "You have no employee in %1."),
            (COUNCIL,)),
        "councils.not_your_building": (translate(
            "CouncilsRefusal",
            "%1 is not staffed by your employees."),
            (CARD,)),
    }


def _name(kind: str, value: object) -> str:
    if kind == CARD:
        return card_name(str(value))
    if kind == COUNCIL:
        return council_name(str(value))
    if kind == INFLUENCE:
        return influence_name(str(value))
    return str(value)


def refusal_text(refusal: Refusal) -> str | None:
    return fill_named(_texts().get(refusal.key), refusal.params, _name)
