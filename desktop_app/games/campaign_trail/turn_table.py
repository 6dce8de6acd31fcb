"""The game's dispatch table, and the state that answers the engine through it.

Every pending step is a frame on the state's stack (frames.py). :data:`DECIDE` says which module lists
and applies the actions of each decision, :data:`AUTO` which function runs each automatic step, and
:func:`advance` runs automatic steps until a decision is due: when nothing is pending in the months'
play, the next turn starts, or the month ends (CT-34) with a debate or Election Day.

This module is the only one that imports the step modules (setup, turns, boxes, politick, windows,
debate, election), so they never import one another in a loop: a step pushes the frames that follow it,
and the table finds their handlers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.game import ScoreSheet
from ...engine.rng import Rng
from . import (
    boxes,
    breaking_news_steps,
    candidate_powers,
    debate,
    election,
    election_day,
    expansion,
    politick,
    seating,
    setup,
    turns,
    windows,
)
from .frames import Frame, FrameKind, Phase
from .state import CampaignTrailState

Legal = Callable[[CampaignTrailState, Frame], list[Action]]
Apply = Callable[[CampaignTrailState, Frame, Action, list[Event]], None]
Auto = Callable[[CampaignTrailState, Frame, list[Event]], None]

DECIDE: dict[FrameKind, tuple[Legal, Apply]] = {
    # setup (CT-25) and turns (CT-30 to CT-37, CT-61 to CT-64)
    FrameKind.HOME: (setup.home_legal, setup.home_apply),
    FrameKind.ORDER: (turns.order_legal, turns.order_apply),
    FrameKind.PLAY: (boxes.play_legal, boxes.play_apply),
    FrameKind.AFTER: (turns.after_legal, turns.after_apply),
    FrameKind.TRADE: (turns.trade_legal, turns.trade_apply),
    # the action boxes (CT-41 to CT-45, CT-92)
    FrameKind.TRAVEL: (boxes.travel_legal, boxes.travel_apply),
    FrameKind.ADV_ISSUES: (boxes.adv_issues_legal, boxes.adv_issues_apply),
    FrameKind.ADV_NEGATIVE: (boxes.adv_negative_legal, boxes.adv_negative_apply),
    FrameKind.ADV_TARGET: (boxes.adv_target_legal, boxes.adv_target_apply),
    FrameKind.ADV_DROP: (boxes.adv_drop_legal, boxes.adv_drop_apply),
    FrameKind.ADV_SKIP: (boxes.adv_skip_legal, boxes.adv_skip_apply),
    FrameKind.CAMP_PLACE: (boxes.camp_place_legal, boxes.camp_place_apply),
    # response windows (§7.1, CT-35) and politick (§7)
    FrameKind.ASK: (windows.ask_legal, windows.ask_apply),
    FrameKind.RAPID_STATE: (politick.rapid_state_legal, politick.rapid_state_apply),
    FrameKind.RAPID_COUNT: (politick.rapid_count_legal, politick.rapid_count_apply),
    FrameKind.ENDORSE: (politick.endorse_legal, politick.endorse_apply),
    FrameKind.TOWN_HALL: (politick.town_hall_legal, politick.town_hall_apply),
    FrameKind.MOMENTUM: (politick.momentum_legal, politick.momentum_apply),
    FrameKind.OPP_TARGET: (politick.opp_target_legal, politick.opp_target_apply),
    FrameKind.OPP_TAKE: (politick.opp_take_legal, politick.opp_take_apply),
    FrameKind.OPP_GIVE: (politick.opp_give_legal, politick.opp_give_apply),
    FrameKind.SMEAR_PARTY: (politick.smear_party_legal, politick.smear_party_apply),
    FrameKind.SMEAR_STATE: (politick.smear_state_legal, politick.smear_state_apply),
    FrameKind.FACE_DOWN: (politick.face_down_legal, politick.face_down_apply),
    # debates (CT-50 to CT-57) and Election Day (CT-70)
    FrameKind.DEBATE_BONUS: (debate.bonus_legal, debate.bonus_apply),
    FrameKind.DEBATE_PLAY: (debate.play_legal, debate.play_apply),
    FrameKind.END_CARD: (election.end_card_legal, election.end_card_apply),
    FrameKind.GOTV: (election.gotv_legal, election.gotv_apply),
    # the expansion's abilities (CT-110 to CT-125) and region tokens (CT-105, CT-107)
    FrameKind.TOKEN: (expansion.token_legal, expansion.token_apply),
    FrameKind.PO_PICK: (expansion.po_pick_legal, expansion.po_pick_apply),
    FrameKind.BALLOT: (expansion.ballot_legal, expansion.ballot_apply),
    FrameKind.RELOCATE_FROM: (expansion.relocate_from_legal, expansion.relocate_from_apply),
    FrameKind.RELOCATE_TO: (expansion.relocate_to_legal, expansion.relocate_to_apply),
    FrameKind.COLLAB_STATE: (expansion.collab_state_legal, expansion.collab_state_apply),
    FrameKind.COLLAB_PARTY: (expansion.collab_party_legal, expansion.collab_party_apply),
    FrameKind.COLLAB_PLACE: (expansion.collab_place_legal, expansion.collab_place_apply),
    FrameKind.EVEN_SCORE: (expansion.even_score_legal, expansion.even_score_apply),
    FrameKind.EXCHANGE: (expansion.exchange_legal, expansion.exchange_apply),
    FrameKind.VIRTUAL_CARD: (expansion.virtual_card_legal, expansion.virtual_card_apply),
    FrameKind.CLAIM: (expansion.claim_legal, expansion.claim_apply),
    FrameKind.TRAVEL_WHAT: (expansion.travel_what_legal, expansion.travel_what_apply),
    FrameKind.WHISTLE: (expansion.whistle_legal, expansion.whistle_apply),
    FrameKind.STRONG_BASE: (expansion.strong_base_legal, expansion.strong_base_apply),
    FrameKind.EXCLUDE: (boxes.exclude_legal, boxes.exclude_apply),
    # the expansion candidates (CT-130 to CT-137)
    FrameKind.SURCHARGE: (candidate_powers.surcharge_legal, candidate_powers.surcharge_apply),
    FrameKind.SWAP_GIVE: (candidate_powers.swap_give_legal, candidate_powers.swap_give_apply),
    FrameKind.ISSUE_BONUS: (candidate_powers.issue_bonus_legal, candidate_powers.issue_bonus_apply),
    FrameKind.RP_REGION: (candidate_powers.rp_region_legal, candidate_powers.rp_region_apply),
    # Breaking News (CT-143, CT-144, CT-147)
    FrameKind.NEWS_MOVE: (breaking_news_steps.news_move_legal, breaking_news_steps.news_move_apply),
    FrameKind.NEWS_ETHICS: (breaking_news_steps.news_ethics_legal, breaking_news_steps.news_ethics_apply),
    FrameKind.NEWS_VOTER: (breaking_news_steps.news_voter_legal, breaking_news_steps.news_voter_apply),
    # the Election Day module (CT-151, CT-153)
    FrameKind.ED_DISCARD: (election_day.discard_legal, election_day.discard_apply),
    FrameKind.ED_PLACE: (election_day.place_legal, election_day.place_apply),
}

AUTO: dict[FrameKind, Auto] = {
    FrameKind.TURN_END: turns.turn_end,
    FrameKind.ADV_PAY: boxes.adv_pay,
    FrameKind.ADV_PLACE: boxes.adv_place,
    FrameKind.CAMP_PAY: boxes.camp_pay,
    FrameKind.PLACED: windows.placed_step,
    FrameKind.WINDOW: windows.window_step,
    FrameKind.RESOLVE_RESPONSE: politick.resolve_response,
    FrameKind.RESOLVE_INSTANT: politick.resolve_instant,
    FrameKind.DEBATE_NEXT: debate.next_step,
    FrameKind.DEBATE_END: debate.end_step,
    FrameKind.END_CARDS: election.end_cards_step,
    FrameKind.FINISH: election.finish,
    FrameKind.EXCHANGE_DRAW: expansion.exchange_draw,
    FrameKind.NEWS: breaking_news_steps.news_step,
    FrameKind.ED_EVALUATE: election_day.evaluate_step,
}


def legal_actions(s: CampaignTrailState, player: int) -> list[Action]:
    if s.phase is Phase.SETUP:
        return setup.keep_legal(s, player)
    frame = s.pending[-1]
    return DECIDE[frame.kind][0](s, frame)


def apply(s: CampaignTrailState, player: int, action: Action, events: list[Event]) -> None:
    if s.phase is Phase.SETUP:
        setup.keep_apply(s, player, action, events)
    else:
        frame = s.pending[-1]
        s.pending = s.pending[:-1]
        DECIDE[frame.kind][1](s, frame, action, events)
    advance(s, events)


def advance(s: CampaignTrailState, events: list[Event]) -> None:
    """Run automatic steps (and start turns) until a decision is due or the game is over."""
    while s.phase is not Phase.OVER and s.phase is not Phase.SETUP:
        if s.pending:
            top = s.pending[-1]
            if top.kind.decides:
                return
            s.pending = s.pending[:-1]
            AUTO[top.kind](s, top, events)
        elif s.phase is Phase.PLAY:
            if turns.month_over(s):
                end_month(s, events)
            else:
                turns.next_turn(s, events)
        else:  # pragma: no cover - debates and Election Day always leave a frame until they end
            raise RuntimeError(f"nothing pending in phase {s.phase}")


def end_month(s: CampaignTrailState, events: list[Event]) -> None:
    """CT-34: a debate after August and September, Election Day after October."""
    events.append(Event("ct.month_end", {"month": s.month}, reveals=True))
    if s.month < len(s.decks) - 1:
        debate.start_debate(s, events)
    else:
        election.start_election(s, events)


class TurnTableState(CampaignTrailState):
    """A Campaign Trail game in progress: the state's fields with the rules reached through this table."""

    __slots__ = ()

    # The engine's player is a seat; the rules' decisions are a candidate's (seating.py, CT-20).
    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_move():
            return []
        return legal_actions(self, self.deciding(player))

    def _apply(self, player: int, action: Action) -> list[Event]:
        events: list[Event] = []
        apply(self, self.deciding(player), action, events)
        return events

    def observation(self, player: int | None) -> dict[str, Any]:
        return seating.observation(self, player)

    def redeterminize(self, observer: int, rng: Rng) -> CampaignTrailState:
        return seating.redeterminize(self, observer, rng)

    def score_sheet(self) -> ScoreSheet:
        return seating.score_sheet(self, election.score_sheet(self))
