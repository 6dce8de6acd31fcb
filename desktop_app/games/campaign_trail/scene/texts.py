"""Campaign Trail's display texts for the window: phase names now; log sentences, score categories and
option choices are added beside them.

Every text is a literal ``translate("campaign_trail", ...)`` call so lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....ui.templates import fill
from .scene_map_texts import state_names

translate = QCoreApplication.translate


def month_name(month: str) -> str:
    """A month of the campaign (the observation names it in English, from the data)."""
    names = {
        "August": translate("campaign_trail", "August"),
        "September": translate("campaign_trail", "September"),
        "October": translate("campaign_trail", "October"),
    }
    return names[month]


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
