"""Councils & Contracts names: influence types, councils, cards and card types, payouts, score
categories. One whole translated template each (context "councils"), as in :mod:`.texts`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....ui.templates import fill, join_names
from ..data import Payout, load_data

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
