"""Why the coach likes a Campaign Trail move, in the game's terms (keys worded by scene/hint_texts.py).

Read on a copy re-dealt for the player: the electoral votes (CT-3) the player's party may expect once the
move's voters are placed (the same model the computer players judge positions by, evaluation.py,
with the step in progress finished the way they finish it), else the card and box a play uses (CT-11).
Only reads the rules; it changes none of them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...engine.hints import HintReason, after, generic_reason
from .actions import PlayCard
from .ai import BOUNDARY, settle
from .evaluation import Model
from .frames import Phase

if TYPE_CHECKING:
    from ...engine.game import GameDefinition
    from .state import CampaignTrailState


def expected_votes(s: CampaignTrailState, party: int) -> float | None:
    """The electoral votes ``party`` may expect from here (None before the map is in play or after it)."""
    if s.phase in (Phase.SETUP, Phase.OVER):
        return None
    if s.pending and s.pending[-1].kind not in BOUNDARY:
        s = s.clone()
        settle(s)
        if s.phase is Phase.OVER:
            return None
    return Model(s).expected[party]


def hint_reason(game: GameDefinition, s: CampaignTrailState, player: int, action: Action) -> HintReason:
    if len(s.legal_actions(player)) == 1:
        return generic_reason(game, s, player, action)
    party = s.seat_party[player]
    later = after(s, player, action)
    start, end = expected_votes(s, party), expected_votes(later, party)
    gained = round(end - start) if start is not None and end is not None else 0
    if isinstance(action, PlayCard):
        if gained >= 1:
            return HintReason("campaign_trail.hint_play_votes", (action.card, action.box, gained))
        return HintReason("campaign_trail.hint_play", (action.card, action.box))
    if gained >= 1:
        return HintReason("campaign_trail.hint_votes", (gained,))
    return generic_reason(game, s, player, action)
