"""Names shared by the state and the rules modules (kept apart to avoid import cycles)."""

from __future__ import annotations

from enum import StrEnum


class Stage(StrEnum):
    """Stages of the game (CC-7, CC-31); the values are the text observations and logs show."""

    NORMAL = "normal"  # before the end trigger
    FINISHING = "finishing"  # trigger fired: the round is played out to the start player
    FINAL = "final"  # the two final rounds with a free choice of action
    OVER = "over"


class EndReason(StrEnum):
    """What set off the end of the game."""

    NONE = ""  # not yet triggered
    DECK = "deck"  # the deck ran out and the display is down to four cards (CC-7)
    STALL = "stall"  # rounds in a row without a project (CC-31)


NORMAL, FINISHING, FINAL, OVER = Stage.NORMAL, Stage.FINISHING, Stage.FINAL, Stage.OVER

# Victory-point categories of the score sheet, in the order of CouncilsState.vp_parts.
VP_BUILDINGS, VP_COUNCILS, VP_ACTIONS = 0, 1, 2
VP_CATEGORIES = ("buildings", "councils", "building_actions")
