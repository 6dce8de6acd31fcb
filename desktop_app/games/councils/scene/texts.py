"""Councils & Contracts display texts: phases, card and action texts; the names (:mod:`.names`) and the
log sentences (:mod:`.log_texts`) are named here too, so the window and the table ask one module.

Every sentence is one whole translated template (context "councils") with numbered placeholders, so a
translator can reorder the parts. The calls are written out as ``translate("councils", "...")`` so
lupdate finds them. Counts use Qt's %n plural forms; while no translation is loaded the English "(s)"
is resolved here so the untranslated text reads well. The action texts are our own words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....ui.templates import counted
from ....ui.templates import fill as fill  # re-exported: the table's modules write texts.fill
from ....ui.templates import join_names as join_names  # and texts.join_names
from ....ui.templates import seat_name as seat_name
from ..data import HALL, load_data
from .log_texts import describe_event as describe_event
from .log_texts import position_text as position_text
from .names import card_name as card_name
from .names import card_type_name as card_type_name
from .names import card_type_short as card_type_short
from .names import category_name as category_name
from .names import council_board_name as council_board_name
from .names import council_name as council_name
from .names import council_title as council_title
from .names import influence_choice_label as influence_choice_label
from .names import influence_name as influence_name
from .names import influence_short as influence_short
from .names import influence_title as influence_title
from .names import payout_explained as payout_explained
from .names import payout_legend as payout_legend
from .names import tie_break_name as tie_break_name

translate = QCoreApplication.translate


def phase_name(observation: dict) -> str:
    stage = observation.get("stage")
    rnd = observation.get("round", 1)
    if stage == "normal":
        return fill(translate("councils", "Round %1"), rnd)
    if stage == "finishing":
        return fill(translate("councils", "Round %1 · last normal round: the deck is used up"), rnd)
    if stage == "final":
        left = int(observation.get("final_turns_left", 0))
        return counted(left).translate(
            "councils", "Final rounds · any action allowed · %n turn(s) left", None, 1)
    if stage == "over":
        return translate("councils", "Game over")
    raise KeyError(stage)


# -- building actions -------------------------------------------------------------------------------
def action_text(number: int) -> str:
    """The full text of building action #number, in our own words."""
    effect, amount = load_data().actions[number]
    if effect == "convert_to_dev":
        return counted(amount).translate("councils", "Lower one of your council influences (education, "
                                                     "transport, finance or legislation) by 1 and gain %n "
                                                     "development.", None, 1)
    if effect == "box_one_gain_dev":
        return counted(amount).translate("councils", "Put one employee from this building into the box, take "
                                                     "the other one back and gain %n development.", None, 1)
    if effect == "gain_dev":
        return counted(amount).translate("councils", "Gain %n development.", None, 1)
    if effect == "box_one_gain_any":
        return counted(amount).translate("councils", "Put one employee from this building into the box, take "
                                                     "the other one back and gain %n council influence, "
                                                     "split over the four council types as you like (no "
                                                     "development).", None, 1)
    if effect == "copy_adjacent":
        return translate("councils", "Carry out the action of a building next to this one (not another "
                                     "copying building, not City Hall), as if it were printed here.")
    if effect == "move_to_vacant":
        return translate("councils", "Move this building's employees onto an empty building that needs "
                                     "no more than that many; any employee left over comes back to you.")
    if effect == "staff_vacant":
        return translate("councils", "Right after this building is placed you may put employees from "
                                     "your supply onto an empty building, exactly as many as it needs.")
    if effect == "adjacent_type_vp":
        return counted(amount).translate("councils", "Name a building type: %n VP for each building of that "
                                                     "type next to this one (City Hall counts as the named "
                                                     "type).", None, 1)
    if effect == "adjacent_diverse_vp":
        return counted(amount).translate("councils", "%n VP for each different building type next to this "
                                                     "one (City Hall adds one type that is "
                                                     "missing).", None, 1)
    if effect == "recall_from_box":
        return counted(amount).translate("councils", "Take %n of your employees back from the box.", None, 1)
    if effect == "city_employee_vp":
        return counted(amount).translate("councils", "%n VP for each employee on a building in the city, "
                                                     "yours and everyone else's.", None, 1)
    if effect == "build_from_display":
        return counted(amount).translate("councils", "Pay %n development to build a project from the display "
                                                     "for free, anywhere in the city; this building's "
                                                     "employees move onto it as far as it needs them, the "
                                                     "rest come back to you.", None, 1)
    raise KeyError(effect)


def action_short(number: int) -> str:
    """A few words for the corner of a small card."""
    effect, amount = load_data().actions[number]
    if effect == "convert_to_dev":
        return counted(amount).translate("councils", "−1 → +%n dev", None, 1)
    if effect == "box_one_gain_dev":
        return counted(amount).translate("councils", "box 1, +%n dev", None, 1)
    if effect == "gain_dev":
        return counted(amount).translate("councils", "+%n dev", None, 1)
    if effect == "box_one_gain_any":
        return counted(amount).translate("councils", "box 1, +%n any", None, 1)
    if effect == "copy_adjacent":
        return translate("councils", "copy next")
    if effect == "move_to_vacant":
        return translate("councils", "move staff")
    if effect == "staff_vacant":
        return translate("councils", "staff empty")
    if effect == "adjacent_type_vp":
        return counted(amount).translate("councils", "%n VP/type", None, 1)
    if effect == "adjacent_diverse_vp":
        return counted(amount).translate("councils", "%n VP/kind", None, 1)
    if effect == "recall_from_box":
        return translate("councils", "employee back")
    if effect == "city_employee_vp":
        return counted(amount).translate("councils", "%n VP/staff", None, 1)
    if effect == "build_from_display":
        return translate("councils", "free build")
    raise KeyError(effect)


def cost_text(card: str) -> str:
    """"1 education, 2 development" or "free"."""
    data = load_data()
    info = data.cards[card]
    parts = [fill(translate("councils", "%1 %2"), amount, influence_name(data.influence_types[i]))
             for i, amount in info.cost_items]
    if not parts:
        return translate("councils", "nothing")
    return join_names(parts)


def workers_text(workers: int) -> str:
    if workers == 0:
        return translate("councils", "Needs no employees; its action happens once, right after it is placed.")
    return counted(workers).translate("councils", "Needs %n employee(s) on it.", None, 1)


def card_details(card: str) -> str:
    """Everything about a card, for tooltips and the large preview."""
    data = load_data()
    info = data.cards[card]
    if card == HALL:
        return "\n".join([
            card_name(card),
            translate("councils", "The city starts here. City Hall counts as every building type, has no "
                                  "action and never holds employees."),
        ])
    lines = [
        fill(translate("councils", "%1 (%2, deck %3)"), card_name(card), card_type_short(info.type),
             info.deck),
        fill(translate("councils", "Cost: %1"), cost_text(card)),
        counted(info.vp).translate("councils", "Scores %n VP when the project starts.", None, 1),
        workers_text(info.workers),
        fill(translate("councils", "Action #%1: %2"), info.action, action_text(info.action)),
    ]
    return "\n".join(lines)
