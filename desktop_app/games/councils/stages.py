"""Names shared by the state and the rules modules (kept apart to avoid import cycles)."""

from __future__ import annotations

# Stages of the game (CC-7, CC-31).
NORMAL = "normal"  # before the end trigger
FINISHING = "finishing"  # trigger fired: the round is played out to the start player
FINAL = "final"  # the two final rounds with a free choice of action
OVER = "over"

# Victory-point categories of the score sheet, in the order of CouncilsState.vp_parts.
VP_BUILDINGS, VP_COUNCILS, VP_ACTIONS = 0, 1, 2
VP_CATEGORIES = ("buildings", "councils", "building_actions")
