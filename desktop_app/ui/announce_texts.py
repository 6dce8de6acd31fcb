"""The words for a game's progress: the log's headings ("Round 3") and the banner's texts at a change.

Apart from the banner itself (ui/announcements.py) so the turn controller and the log, which start
with the window, need not load the table's drawing code to say them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .templates import fill

if TYPE_CHECKING:
    from ..engine.game_values import Progress

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def progress_label(progress: Progress) -> str:
    """ "Round 3", "Turn 5", "Month 2": a game's progress as a heading."""
    if progress.unit == "round":
        return fill(translate("Announce", "Round %1"), progress.number)
    if progress.unit == "turn":
        return fill(translate("Announce", "Turn %1"), progress.number)
    if progress.unit == "month":
        return fill(translate("Announce", "Month %1"), progress.number)
    return f"{progress.unit.capitalize()} {progress.number}"  # a unit without words of its own yet


def change_text(before: Progress, after: Progress) -> str:
    """The banner for a move that took the game from ``before`` to ``after``."""
    if before.unit == after.unit == "round":
        return fill(translate("Announce", "Round %1 is over: round %2 begins"), before.number, after.number)
    if before.unit == after.unit == "month":
        return fill(translate("Announce", "Month %1 is over: month %2 begins"), before.number, after.number)
    if before.unit == after.unit == "turn":
        return fill(translate("Announce", "Turn %1 is over: turn %2 begins"), before.number, after.number)
    return progress_label(after)


def over_text() -> str:
    return translate("Announce", "The game is over")
