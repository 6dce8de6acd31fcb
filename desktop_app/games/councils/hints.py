"""Why the coach likes a Councils & Contracts move, in the game's terms (keys worded by
scene/hint_texts.py).

Read on a copy re-dealt for the player: the VP a move scores now, else the influence it raises (the
tracks that decide the majorities at the end), else what it starts or where it sends employees."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...engine.hints import HintReason, after, generic_reason
from .actions import BuildingAction, PlaceEmployees, ResolveIssue, StartProject

if TYPE_CHECKING:
    from ...engine.game import GameDefinition
    from .state import CouncilsState


def hint_reason(game: GameDefinition, s: CouncilsState, player: int, action: Action) -> HintReason:
    if len(s.legal_actions(player)) == 1:
        return generic_reason(game, s, player, action)
    later = after(s, player, action)
    gained = later.vp(player) - s.vp(player)
    if gained > 0:
        if isinstance(action, ResolveIssue):
            return HintReason("councils.hint_resolve_vp", (action.council, gained))
        return HintReason("councils.hint_vp", (gained,))
    before, now = s.influence_row(player), later.influence_row(player)
    raised = [(now[i] - before[i], key) for i, key in enumerate(s.data.influence_types)]
    best, key = max(raised, key=lambda pair: pair[0])
    if best > 0:
        return HintReason("councils.hint_influence", (key, best))
    if isinstance(action, StartProject):
        return HintReason("councils.hint_start", (action.card,))
    if isinstance(action, BuildingAction):
        return HintReason("councils.hint_building", (action.card,))
    if isinstance(action, ResolveIssue):
        return HintReason("councils.hint_resolve", (action.council,))
    if isinstance(action, PlaceEmployees) and action.councils:
        return HintReason("councils.hint_place", (action.councils[0], len(action.councils)))
    return generic_reason(game, s, player, action)
