"""Campaign Trail's display texts for the window: the log sentences (from :mod:`.log_texts`), the score
sheet's categories, the status line's phase names and the names of the option choices.

Every text is a literal ``translate("campaign_trail", ...)`` call so lupdate finds it. The score sheet
has no rank (it is a game for 2 or more), so there is no ``rank_name``: the window's generic text
would only be asked for a rank the rules never report.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....ui.templates import fill
from ..options import AUTO, PARTY_SETS, RANDOM
from .log_texts import describe_event as describe_event
from .log_texts import fold_events as fold_events
from .names import month_name as month_name
from .names import party_set_name
from .scene_map_texts import party_name, state_names

translate = QCoreApplication.translate


def phase_name(observation: dict) -> str:
    """What part of the game is running, for the window's status line."""
    phase = observation.get("phase")
    if phase == "setup":
        return translate("campaign_trail", "Setup: candidates and home states")
    if phase == "play":
        return fill(translate("campaign_trail", "Campaigning in %1"), month_name(observation["month"]))
    if phase == "debate":
        debate = observation["debate"]
        city = state_names()[debate["city"]]  # a debate is held in a state (CT-50)
        return fill(translate("campaign_trail", "Debate %1 in %2"), debate["number"], city)
    if phase == "election":
        return translate("campaign_trail", "Election Day")
    if phase == "over":
        return translate("campaign_trail", "Game over")
    raise KeyError(phase)


def category_name(category: str) -> str:
    """The score sheet's rows (election.score_sheet): CT-71 ranks by them in this order."""
    names = {
        "electoral_votes": translate("campaign_trail", "Electoral votes"),
        "states": translate("campaign_trail", "States controlled"),
        "voters": translate("campaign_trail", "Committed voters"),
    }
    return names[category]


def option_choice_name(key: str, value: object) -> str:
    """The name of one choice of a setup option (options.option_specs) in the new-game dialog."""
    if key == "parties":
        if value == AUTO:
            return translate("campaign_trail", "Automatic (from the seats and the Green Party option)")
        if value in PARTY_SETS:
            return party_set_name(str(value))
    elif key == "starting_party":
        if value == RANDOM:
            return translate("campaign_trail", "Drawn at random")
        if value in ("D", "R", "L", "G"):
            return party_name(str(value))
    elif key == "doubled_party":  # CT-20: the party whose one seat runs both candidates at 5 and 7 seats
        if value == AUTO:
            return translate("campaign_trail", "Automatic (the first party in play)")
        if value in ("D", "R", "L", "G"):
            return party_name(str(value))
    elif key == "expansion_cards":
        names = {
            "off": translate("campaign_trail", "Off: the base cards only"),
            "add": translate("campaign_trail", "Added to the base cards"),
            "swap": translate("campaign_trail", "Swapped for the base cards of the same number"),
        }
        return names[str(value)]
    elif key == "data_revision":  # revisions.py: the tuned values, or the spec's that older saves keep
        if value == 1:
            return translate("campaign_trail", "1: the spec's values (games saved before the tuning)")
        if isinstance(value, int):
            return fill(translate("campaign_trail", "%1: tuned by self-play"), value)
    raise KeyError((key, value))
