"""Councils & Contracts display texts: log sentences, names, card and action texts, prompts.

Every sentence is one whole translated template (context "councils") with numbered placeholders, so a
translator can reorder the parts. The calls are written out as ``translate("councils", "...")`` so
lupdate finds them. Counts use Qt's %n plural forms; while no translation is loaded the English "(s)"
is resolved here so the untranslated text reads well. The action texts are our own words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.events import Event
from ....ui.templates import counted
from ....ui.templates import fill as fill  # re-exported: the table's modules write texts.fill
from ....ui.templates import join_names as join_names  # and texts.join_names
from ..data import HALL, Payout, load_data

translate = QCoreApplication.translate

# -- names ----------------------------------------------------------------------------------------
def influence_name(key: str) -> str:
    names = {
        "EDU": translate("councils", "education"),
        "TRA": translate("councils", "transport"),
        "FIN": translate("councils", "finance"),
        "LEG": translate("councils", "legislation"),
        "DEV": translate("councils", "development"),
    }
    return names[key]


def influence_short(key: str) -> str:
    """The three-letter label beside a track and on a cost symbol."""
    names = {
        "EDU": translate("councils", "Edu"),
        "TRA": translate("councils", "Tra"),
        "FIN": translate("councils", "Fin"),
        "LEG": translate("councils", "Leg"),
        "DEV": translate("councils", "Dev"),
    }
    return names[key]


def influence_title(key: str) -> str:
    """An influence type as a capitalised label (buttons, headings): every type, development too."""
    names = {
        "EDU": translate("councils", "Education"),
        "TRA": translate("councils", "Transport"),
        "FIN": translate("councils", "Finance"),
        "LEG": translate("councils", "Legislation"),
        "DEV": translate("councils", "Development"),
    }
    return names[key]


def influence_choice_label(key: str, now: int, after: int) -> str:
    """The button of a pending influence choice: the type and how its track changes."""
    return fill(translate("councils", "%1 %2 → %3"), influence_title(key), now, after)


def council_name(key: str) -> str:
    names = {
        "EDU": translate("councils", "Committee for education"),
        "TRA": translate("councils", "Committee for transport"),
        "FIN": translate("councils", "Financial committee"),
        "LEG": translate("councils", "Legislative committee"),
        "SPC": translate("councils", "Special committee"),
    }
    return names[key]


def council_title(key: str) -> str:
    """The short title on a council card (the full name is in its tooltip)."""
    names = {
        "EDU": translate("councils", "Education"),
        "TRA": translate("councils", "Transport"),
        "FIN": translate("councils", "Finance"),
        "LEG": translate("councils", "Legislation"),
        "SPC": translate("councils", "Special committee"),
    }
    return names[key]


def council_board_name(key: str) -> str:
    """A council as its card on the board names it ("the Education council"): what the log says, so a
    line can be matched with the table at a glance (issue 15)."""
    if key == "SPC":
        return council_title(key)
    return fill(translate("councils", "%1 council"), council_title(key))


def _payout_rows(table: dict[int, Payout]) -> list[tuple[int, bool, Payout]]:
    """(employees, "or more", payout) rows of a council's payout table, read from the data: a head
    count paying the same as every larger one closes the list as "k or more"."""
    top = max(table)
    rows = []
    for k in sorted(table):
        or_more = k == top or all(table[j] == table[k] for j in table if j > k)
        rows.append((k, or_more, table[k]))
        if or_more:
            break
    return rows


def payout_legend(table: dict[int, Payout]) -> str:
    """The council's short payout line, e.g. "2→2 · 3→3 · 4+→4 VP +1" (counts paying nothing left out)."""
    parts = []
    for k, or_more, payout in _payout_rows(table):
        if not payout.vp and not payout.influence:
            continue
        count = fill(translate("councils", "%1+"), k) if or_more else str(k)
        if payout.vp and payout.influence:
            value = fill(translate("councils", "%1 VP +%2"), payout.vp, payout.influence)
        elif payout.vp:
            value = fill(translate("councils", "%1 VP"), payout.vp)
        else:
            value = str(payout.influence)
        parts.append(f"{count}→{value}")
    return " · ".join(parts)


def payout_explained(table: dict[int, Payout], bonus: int, special: bool) -> str:
    """The council's tooltip: every head count's payout and the resolver's bonus, from the data."""
    items = []
    for k, or_more, payout in _payout_rows(table):
        count = fill(translate("councils", "%1 or more"), k) if or_more else str(k)
        if payout.vp and payout.influence:
            items.append(fill(translate("councils", "%1 → %2 VP and %3 influence"), count, payout.vp,
                              payout.influence))
        elif payout.vp:
            items.append(fill(translate("councils", "%1 → %2 VP"), count, payout.vp))
        elif payout.influence:
            items.append(fill(translate("councils", "%1 → %2 influence"), count, payout.influence))
        else:
            items.append(fill(translate("councils", "%1 → nothing"), count))
    if special:
        return fill(translate("councils", "Resolving pays each player by their employees here, in council "
                                          "influence types of their choice: %1; the resolver gets %2 more."),
                    join_names(items), bonus)
    return fill(translate("councils", "Resolving pays each player by their employees here: %1; the resolver "
                                      "gets %2 more."), join_names(items), bonus)


def card_type_name(key: str) -> str:
    names = {
        "EDU": translate("councils", "Education building"),
        "TRA": translate("councils", "Transport building"),
        "FIN": translate("councils", "Finance building"),
        "LEG": translate("councils", "Legislation building"),
        "HALL": translate("councils", "City Hall (counts as every type)"),
    }
    return names[key]


def card_type_short(key: str) -> str:
    names = {
        "EDU": translate("councils", "Education"),
        "TRA": translate("councils", "Transport"),
        "FIN": translate("councils", "Finance"),
        "LEG": translate("councils", "Legislation"),
        "HALL": translate("councils", "City Hall"),
    }
    return names[key]


def card_name(card: str) -> str:
    names = {
        "HALL": translate("councils", "City Hall"),
        "B01": translate("councils", "Kindergarten"),
        "B02": translate("councils", "Bus Stop"),
        "B03": translate("councils", "Savings Bank"),
        "B04": translate("councils", "Registry Office"),
        "B05": translate("councils", "Primary School"),
        "B06": translate("councils", "Market Hall"),
        "B07": translate("councils", "Tram Depot"),
        "B08": translate("councils", "Police Station"),
        "B09": translate("councils", "Library"),
        "B10": translate("councils", "Parking Garage"),
        "B11": translate("councils", "Fire Station"),
        "B12": translate("councils", "Shopping Arcade"),
        "B13": translate("councils", "Music School"),
        "B14": translate("councils", "Bridge"),
        "B15": translate("councils", "Town Archive"),
        "B16": translate("councils", "Office Block"),
        "B17": translate("councils", "Youth Centre"),
        "B18": translate("councils", "Bicycle Station"),
        "B19": translate("councils", "High School"),
        "B20": translate("councils", "Train Station"),
        "B21": translate("councils", "Stock Exchange"),
        "B22": translate("councils", "Courthouse"),
        "B23": translate("councils", "University"),
        "B24": translate("councils", "Harbour"),
        "B25": translate("councils", "Bank Headquarters"),
        "B26": translate("councils", "Town Administration"),
        "B27": translate("councils", "Museum"),
        "B28": translate("councils", "Trade Fair Hall"),
        "B29": translate("councils", "Airport"),
        "B30": translate("councils", "Tax Office"),
        "B31": translate("councils", "Research Institute"),
        "B32": translate("councils", "Hotel"),
        "B33": translate("councils", "Metro Line"),
        "B34": translate("councils", "Prison"),
        "B35": translate("councils", "Business Park"),
        "B36": translate("councils", "Administrative Court"),
    }
    if card in names:
        return names[card]
    return load_data().cards[card].name  # a card from replaced data: its own (English) name


def category_name(cat: str) -> str:
    names = {
        "buildings": translate("councils", "Building projects"),
        "councils": translate("councils", "Resolved issues"),
        "building_actions": translate("councils", "Building actions"),
        "majorities": translate("councils", "Influence majorities"),
    }
    return names[cat]


def tie_break_name() -> str:
    return translate("councils", "Influence left at the end (all five types)")


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


# -- small pieces of sentences ------------------------------------------------------------------------

def seat_name(seats: Sequence[Any], index: object) -> str:
    if isinstance(index, int) and 0 <= index < len(seats):
        return seats[index].name
    return translate("councils", "a player")


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
