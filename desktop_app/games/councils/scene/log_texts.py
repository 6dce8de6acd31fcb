"""Councils & Contracts log sentences: one whole translated sentence for each event (context
"councils"), and the pieces they share (a seat's name, a city cell relative to City Hall)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.events import Event
from ....ui.templates import counted, fill, join_names, seat_name
from .names import card_name, council_board_name, influence_name

translate = QCoreApplication.translate


# -- small pieces of sentences ------------------------------------------------------------------------

def _influence_map(values: dict[str, int]) -> str:
    return join_names([fill(translate("councils", "%1 %2"), n, influence_name(t)) for t,
                      n in values.items() if n])


def position_text(x: int, y: int) -> str:
    """A city cell relative to City Hall (x grows to the right, y downwards), as one whole phrase for
    each direction, so a translator words every case freely."""
    if x and y:
        if x > 0:
            text = (translate("councils", "%1 right and %2 down from City Hall") if y > 0 else
                    translate("councils", "%1 right and %2 up from City Hall"))
        else:
            text = (translate("councils", "%1 left and %2 down from City Hall") if y > 0 else
                    translate("councils", "%1 left and %2 up from City Hall"))
        return fill(text, abs(x), abs(y))
    if x > 0:
        return counted(x).translate("councils", "%n space(s) to the right of City Hall", None, 1)
    if x < 0:
        return counted(-x).translate("councils", "%n space(s) to the left of City Hall", None, 1)
    if y > 0:
        return counted(y).translate("councils", "%n space(s) below City Hall", None, 1)
    if y < 0:
        return counted(-y).translate("councils", "%n space(s) above City Hall", None, 1)
    return translate("councils", "at City Hall")


# -- the log ------------------------------------------------------------------------------------------
def describe_event(event: Event, seats: Sequence[Any]) -> str:
    """One whole translated sentence for each Councils & Contracts log event."""
    mid = event.message_id
    p = event.params
    who = seat_name(seats, p.get("player"))
    if mid == "councils.pass":
        return fill(translate("councils", "%1 cannot do anything and passes."), who)
    if mid == "councils.place_employees":
        councils = list(p["councils"])
        if len(set(councils)) == 1:
            text = counted(len(councils)).translate(
                "councils", "%1 places %n employee(s) in the %2.", None, 1)
            return fill(text, who, council_board_name(councils[0]))
        return fill(translate("councils", "%1 places one employee in each of: %2."), who,
                    join_names([council_board_name(c) for c in councils]))
    if mid == "councils.resolve_issue":
        return fill(translate("councils", "%1 resolves an issue in the %2."), who,
                    council_board_name(p["council"]))
    if mid == "councils.payout":
        count = int(p["employees"])
        influence = int(p["influence"])
        vp = int(p["vp"])
        if p["council"] == "SPC":
            gain = counted(influence).translate("councils", "%n influence of their choice", None, 1)
        else:
            gain = fill(translate("councils", "%1 %2"), influence, influence_name(p["council"]))
        if vp and influence:
            text = fill(counted(count).translate("councils", "%1 had %n employee(s) there and receives %2 VP "
                                                             "and %3.", None, 1), who, vp, gain)
        elif vp:
            text = fill(counted(count).translate("councils", "%1 had %n employee(s) there and receives %2 "
                                                             "VP.", None, 1), who, vp)
        elif influence:
            text = fill(counted(count).translate("councils", "%1 had %n employee(s) there and receives "
                                                             "%2.", None, 1), who, gain)
        else:
            text = fill(counted(count).translate("councils", "%1 had %n employee(s) there and receives "
                                                             "nothing.", None, 1), who)
        extra = []
        if p.get("resolver"):
            extra.append(translate("councils", "That includes the bonus point for resolving."))
        if p["council"] != "SPC" and int(p.get("gained", influence)) < influence:
            extra.append(translate("councils", "Influence above 10 is lost."))
        return " ".join([text, *extra])
    if mid == "councils.start_project":
        return fill(translate("councils", "%1 starts the project %2, pays %3 and scores %4 VP."), who,
                    card_name(p["card"]), _influence_map(p.get("cost", {})) or translate("councils",
                                                                                         "nothing"),
                    p["vp"])
    if mid == "councils.place_card":
        where = position_text(int(p["x"]), int(p["y"]))
        if p.get("free"):
            return fill(translate("councils", "%1 builds %2 for free (%3)."), who, card_name(p["card"]),
                        where)
        workers = int(p.get("workers", 0))
        if workers:
            text = counted(workers).translate(
                "councils", "%1 places %2 (%3) and puts %n employee(s) on it.", None, 1)
            return fill(text, who, card_name(p["card"]), where)
        return fill(translate("councils", "%1 places %2 (%3)."), who, card_name(p["card"]), where)
    if mid == "councils.draw":
        return fill(translate("councils", "%1 is added to the display."), card_name(p["card"]))
    if mid == "councils.end_triggered":
        if p.get("reason") == "stall":
            return counted(int(p.get("rounds", 0))).translate("councils", "No project was started for %n "
                                                                          "round(s): the game heads for its "
                                                                          "end; two final rounds "
                                                                          "follow.", None, 1)
        return translate("councils", "The deck is used up and only 4 projects are left: this round is "
                                     "played to its end, then two final rounds follow.")
    if mid == "councils.final_rounds":
        return counted(int(p["rounds"])).translate("councils", "The %n final round(s) begin: each turn, any "
                                                               "one action is allowed.", None, 1)
    if mid == "councils.employees_return":
        return fill(counted(int(p["count"])).translate("councils", "%1 takes %n employee(s) back from "
                                                                   "%2.", None, 1), who, card_name(p["card"]))
    if mid == "councils.building_action":
        return fill(translate("councils", "%1 uses the action of %2 (#%3)."), who, card_name(p["card"]),
                    p["action"])
    if mid == "councils.on_placement":
        return fill(translate("councils", "The action of %1 (#%2) happens as it is placed."),
                    card_name(p["card"]), p["action"])
    if mid == "councils.no_effect":
        return fill(translate("councils", "The action of %1 has no effect now."), card_name(p["card"]))
    if mid == "councils.gain_influence":
        amount, gained = int(p["amount"]), int(p["gained"])
        name = influence_name(p["influence"])
        if gained < amount:
            return fill(translate("councils", "%1 gains %2 %3 (%4 more would be above 10 and is lost)."),
                        who, gained, name, amount - gained)
        return fill(translate("councils", "%1 gains %2 %3."), who, gained, name)
    if mid == "councils.action_vp":
        return fill(counted(int(p["vp"])).translate(
            "councils", "%1 scores %n VP with a building action.", None, 1), who)
    if mid == "councils.box_employee":
        return fill(translate("councils", "%1 puts an employee from %2 into the box."), who,
                    card_name(p["card"]))
    if mid == "councils.recall":
        return fill(counted(int(p["count"])).translate(
            "councils", "%1 takes %n employee(s) back from the box.", None, 1), who)
    if mid == "councils.pay":
        return fill(translate("councils", "%1 pays %2."), who, _influence_map(p["influence"]))
    if mid == "councils.copy_action":
        return fill(translate("councils", "%1 copies the action of %2 (#%3) with %4."), who,
                    card_name(p["copied"]), p["action"], card_name(p["card"]))
    if mid == "councils.employees_move":
        return fill(counted(int(p["count"])).translate(
            "councils", "%1 moves %n employee(s) from %2 to %3.", None, 1), who,
                    card_name(p["from"]), card_name(p["to"]))
    if mid == "councils.staff_building":
        return fill(counted(int(p["count"])).translate(
            "councils", "%1 puts %n employee(s) on %2.", None, 1), who, card_name(p["card"]))
    if mid == "councils.decline":
        return fill(translate("councils", "%1 leaves the empty buildings as they are."), who)
    if mid == "councils.choose_display_card":
        return fill(translate("councils", "%1 chooses %2 from the display to build for free."), who,
                    card_name(p["card"]))
    if mid == "councils.final_majority":
        vp = int(p["vp"])
        if vp:
            return fill(counted(vp).translate(
                "councils", "%1 scores %n VP for the most influence.", None, 1), who)
        return fill(translate("councils", "%1 leads in no influence type."), who)
    if mid == "councils.game_over":
        winners = [seat_name(seats, w) for w in p.get("winners", [])]
        totals = list(p.get("totals", []))
        best = max(totals) if totals else 0
        if len(winners) == 1:
            return fill(counted(best).translate(
                "councils", "Game over: %1 wins with %n VP.", None, 1), winners[0])
        return fill(counted(best).translate("councils", "Game over: %1 share the win with %n VP "
                                                        "each.", None, 1), join_names(winners))
    raise KeyError(mid)
