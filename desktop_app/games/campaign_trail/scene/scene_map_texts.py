"""The map's translated texts: party and state names, the counts of a state and its margin.

Each text is a literal translate() call, so lupdate finds it (a variable would hide it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication

from ....ui import language
from ....ui.templates import counted, fill
from .display import StateDisplay

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def party_name(party: str) -> str:
    """A party's name (spec §4.1) in the current language."""
    names = {
        "D": translate("CampaignTrailMap", "Democrat"),
        "R": translate("CampaignTrailMap", "Republican"),
        "L": translate("CampaignTrailMap", "Libertarian"),
        "G": translate("CampaignTrailMap", "Green"),
    }
    return names[party]


# Tables of translated names by builder and language: a move words dozens of states, issues and
# abilities (tooltips, badges, card faces), and each name asked for translated its whole table.
_TABLES: dict[tuple[Callable[[], dict[str, str]], str], dict[str, str]] = {}


def per_language(build: Callable[[], dict[str, str]]) -> Mapping[str, str]:
    """``build``'s table (each entry a literal translate() call) for the language shown now, built once
    per language: read only. The language changes only through language.install_language."""
    key = (build, language.current_language())
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = build()
    return table


def state_names() -> Mapping[str, str]:
    """Every state's name in the current language (read only)."""
    return per_language(_translated_names)


def _translated_names() -> dict[str, str]:
    return {
        "AK": translate("CampaignTrailState", "Alaska"),
        "AL": translate("CampaignTrailState", "Alabama"),
        "AR": translate("CampaignTrailState", "Arkansas"),
        "AZ": translate("CampaignTrailState", "Arizona"),
        "CA": translate("CampaignTrailState", "California"),
        "CO": translate("CampaignTrailState", "Colorado"),
        "CT": translate("CampaignTrailState", "Connecticut"),
        "DC": translate("CampaignTrailState", "District of Columbia"),
        "DE": translate("CampaignTrailState", "Delaware"),
        "FL": translate("CampaignTrailState", "Florida"),
        "GA": translate("CampaignTrailState", "Georgia"),
        "HI": translate("CampaignTrailState", "Hawaii"),
        "IA": translate("CampaignTrailState", "Iowa"),
        "ID": translate("CampaignTrailState", "Idaho"),
        "IL": translate("CampaignTrailState", "Illinois"),
        "IN": translate("CampaignTrailState", "Indiana"),
        "KS": translate("CampaignTrailState", "Kansas"),
        "KY": translate("CampaignTrailState", "Kentucky"),
        "LA": translate("CampaignTrailState", "Louisiana"),
        "MA": translate("CampaignTrailState", "Massachusetts"),
        "MD": translate("CampaignTrailState", "Maryland"),
        "ME": translate("CampaignTrailState", "Maine"),
        "MI": translate("CampaignTrailState", "Michigan"),
        "MN": translate("CampaignTrailState", "Minnesota"),
        "MO": translate("CampaignTrailState", "Missouri"),
        "MS": translate("CampaignTrailState", "Mississippi"),
        "MT": translate("CampaignTrailState", "Montana"),
        "NC": translate("CampaignTrailState", "North Carolina"),
        "ND": translate("CampaignTrailState", "North Dakota"),
        "NE": translate("CampaignTrailState", "Nebraska"),
        "NH": translate("CampaignTrailState", "New Hampshire"),
        "NJ": translate("CampaignTrailState", "New Jersey"),
        "NM": translate("CampaignTrailState", "New Mexico"),
        "NV": translate("CampaignTrailState", "Nevada"),
        "NY": translate("CampaignTrailState", "New York"),
        "OH": translate("CampaignTrailState", "Ohio"),
        "OK": translate("CampaignTrailState", "Oklahoma"),
        "OR": translate("CampaignTrailState", "Oregon"),
        "PA": translate("CampaignTrailState", "Pennsylvania"),
        "RI": translate("CampaignTrailState", "Rhode Island"),
        "SC": translate("CampaignTrailState", "South Carolina"),
        "SD": translate("CampaignTrailState", "South Dakota"),
        "TN": translate("CampaignTrailState", "Tennessee"),
        "TX": translate("CampaignTrailState", "Texas"),
        "UT": translate("CampaignTrailState", "Utah"),
        "VA": translate("CampaignTrailState", "Virginia"),
        "VT": translate("CampaignTrailState", "Vermont"),
        "WA": translate("CampaignTrailState", "Washington"),
        "WI": translate("CampaignTrailState", "Wisconsin"),
        "WV": translate("CampaignTrailState", "West Virginia"),
        "WY": translate("CampaignTrailState", "Wyoming"),
    }


def state_name(code: str) -> str:
    return state_names().get(code, code)


def margin_text(display: StateDisplay) -> str:
    """'D+3': who holds the state and by how many voters ('' while nobody holds it)."""
    if display.controller is None:
        return ""
    return f"{display.controller}+{display.margin}"


def ev_text(ev: int) -> str:
    return counted(ev).translate("CampaignTrailMap", "%n electoral vote(s)", None, 1)


def control_text(display: StateDisplay) -> str:
    if display.controller is None:
        return translate("CampaignTrailMap", "Nobody controls it yet")
    if display.margin == 0:
        return fill(translate("CampaignTrailMap", "Held by %1 on the tiebreak order"),
                    party_name(display.controller))
    text = counted(display.margin).translate("CampaignTrailMap", "Held by %1, ahead by %n voter(s)", None, 1)
    return fill(text, party_name(display.controller))


def count_lines(display: StateDisplay) -> list[str]:
    """One line per party in play: 'Democrat: 4 voters'."""
    return [fill(counted(n).translate("CampaignTrailMap", "%1: %n voter(s)", None, 1), party_name(p))
            for p, n in display.counts]


def summary(code: str, display: StateDisplay) -> str:
    """The full text of a state for its tooltip and the keyboard: name, EV, counts and control."""
    head = fill(translate("CampaignTrailMap", "%1 (%2), %3"), state_name(code), code, ev_text(display.ev))
    return "\n".join([head, *count_lines(display), control_text(display)])
