"""Pending decisions and automatic steps: frozen frames on the state's stack (top last).

A frame either waits for one candidate's decision (``FrameKind.decides`` is True) or is an automatic
step the rules run as soon as it is on top. Rules push frames in reverse order of execution.
"""

from __future__ import annotations

import dataclasses
from enum import Enum

from .actions import Box
from .data import Trigger


class Phase(Enum):
    SETUP = "setup"  # candidate cards are being kept (a secret simultaneous choice, CT-23)
    PLAY = "play"  # the months' turns
    DEBATE = "debate"
    ELECTION = "election"
    OVER = "over"


class Purpose(Enum):
    """Why an ORDER, DEBATE_BONUS or ED_DISCARD frame was pushed."""

    SETUP = "setup"  # running mates' order before the first party turn (CT-37)
    TURN = "turn"  # the order in a party turn (CT-30)
    DEBATE = "debate"  # the order in a debate (CT-56)
    SENATOR = "senator"  # a candidate's start bonus (the Senator, §6)
    DEBATE_COACH = "debate_coach"  # an ongoing card's start bonus (Debate Coach, §7)
    EXIT_POLL = "exit_poll"  # the Exit Poll card a party discards (CT-151)
    STATE_RETURNS = "state_returns"  # then its State Returns card


class FrameKind(Enum):
    """Each kind: (value, whether it waits for a decision)."""

    HOME = ("home", True)  # choose a home state (CT-25)
    ORDER = ("order", True)  # which of a party's candidates goes first (CT-30, CT-56, CT-98)
    TURN_START = ("turn_start", False)
    PLAY = ("play", True)  # play a card and take one box (CT-31 step 2)
    AFTER = ("after", True)  # trade with the running mate or the Party Insider's swap (CT-61, CT-64)
    TRADE = ("trade", True)  # give cards to the running mate, one at a time (CT-63)
    TURN_END = ("turn_end", False)
    TRAVEL = ("travel", True)  # the destination (CT-41)
    ADV_ISSUES = ("adv_issues", True)  # declare issues one at a time, in card order (CT-44)
    ADV_NEGATIVE = ("adv_negative", True)  # CT-92
    ADV_TARGET = ("adv_target", True)  # the opponent party for the next negative issue (CT-92)
    ADV_DROP = ("adv_drop", True)  # drop issues after Attack Ad or when short of money (CT-11, CT-82)
    ADV_PAY = ("adv_pay", False)
    ADV_SKIP = ("adv_skip", True)  # the shortfall skips (CT-44)
    ADV_PLACE = ("adv_place", False)
    CAMP_PAY = ("camp_pay", False)
    CAMP_PLACE = ("camp_place", True)  # one campaign voter at a time (CT-45)
    PLACED = ("placed", False)  # opens the placement window once the action has placed its voters
    WINDOW = ("window", False)  # a response window: asks the eligible candidates in turn order (CT-35)
    ASK = ("ask", True)  # one candidate: play a response card or pass
    RESOLVE_RESPONSE = ("resolve_response", False)
    RAPID_STATE = ("rapid_state", True)  # Rapid Response's state
    RAPID_COUNT = ("rapid_count", True)  # and its 0-2 voters
    RESOLVE_INSTANT = ("resolve_instant", False)
    ENDORSE = ("endorse", True)
    TOWN_HALL = ("town_hall", True)
    MOMENTUM = ("momentum", True)  # the second card and its support box (CT-82)
    OPP_TARGET = ("opp_target", True)  # Opposition Research: whose hand
    OPP_TAKE = ("opp_take", True)
    OPP_GIVE = ("opp_give", True)
    SMEAR_PARTY = ("smear_party", True)
    SMEAR_STATE = ("smear_state", True)
    FACE_DOWN = ("face_down", True)  # October Surprise, Recount (CT-81)
    DEBATE_BONUS = ("debate_bonus", True)  # a start-bonus topic (CT-51, CT-56)
    DEBATE_NEXT = ("debate_next", False)
    DEBATE_PLAY = ("debate_play", True)
    DEBATE_END = ("debate_end", False)
    END_CARDS = ("end_cards", False)  # a seat's end-of-game cards still to resolve
    END_CARD = ("end_card", True)  # which end-of-game card to resolve next (CT-70 step 1)
    GOTV = ("gotv", True)  # Get Out the Vote's 5 states when more are tied (CT-82)
    FINISH = ("finish", False)
    # the expansion (CT-105 to CT-137)
    TOKEN = ("token", True)  # a free region token for Regional Influence, Voter Registration Drive (CT-107)
    PO_PICK = ("po_pick", True)  # Predictable Outcome's hidden token (CT-124)
    BALLOT = ("ballot", True)  # registered voters onto Absentee Ballot, some at a time (CT-112)
    RELOCATE_FROM = ("relocate_from", True)  # Relocation: a state to move one own voter from (CT-110)
    RELOCATE_TO = ("relocate_to", True)  # and the neighbour it moves to
    COLLAB_STATE = ("collab_state", True)  # Party Collaboration: the state (CT-113)
    COLLAB_PARTY = ("collab_party", True)  # the opponent party
    COLLAB_PLACE = ("collab_place", True)  # the opponent's 0-2 voters, one at a time
    EVEN_SCORE = ("even_score", True)  # Even the Score: up to 2 states (CT-121)
    EXCHANGE = ("exchange", True)  # Exchange Ideas: trade or discard cards one at a time (CT-123)
    EXCHANGE_DRAW = ("exchange_draw", False)
    VIRTUAL_CARD = ("virtual_card", True)  # Virtual Campaigning's second card, declared (CT-11, CT-117)
    CLAIM = ("claim", True)  # claim Regional Influence's rate for a campaign (CT-11, CT-119)
    TRAVEL_WHAT = ("travel_what", True)  # Moving the Base: the pawn or a committed voter (CT-111)
    WHISTLE = ("whistle", True)  # Whistle Stop's voter (CT-118)
    STRONG_BASE = ("strong_base", True)  # Strong Base's extra support action (CT-116)
    EXCLUDE = ("exclude", True)  # Limited Reach: the advertiser names a state per issue (CT-115, CT-125)
    SURCHARGE = ("surcharge", True)  # the Regional Power pays $20M or 2 registered voters (CT-137)
    SWAP_GIVE = ("swap_give", True)  # the Dirty Candidate gives a card back (CT-130 a)
    ISSUE_BONUS = ("issue_bonus", True)  # an issue candidate's once-per-game debate start (CT-131)
    RP_REGION = ("rp_region", True)  # the Regional Power's region at setup (CT-135)
    # Breaking News (CT-140 to CT-147)
    NEWS = ("news", False)  # a Breaking News card just drawn: reveal it and carry it out (CT-141)
    NEWS_MOVE = ("news_move", True)  # a pawn leaves a closed state for a neighbour (CT-143, CT-147)
    NEWS_ETHICS = ("news_ethics", True)  # bn03: the ethically minded state to move to (CT-144)
    NEWS_VOTER = ("news_voter", True)  # bn03: commit 1 registered voter there, or not
    # the Election Day module (CT-150 to CT-155)
    ED_DISCARD = ("ed_discard", True)  # a party discards 1 Exit Poll, then 1 State Returns card (CT-151)
    ED_EVALUATE = ("ed_evaluate", False)  # every party measures its Exit Poll (CT-153, CT-154)
    ED_PLACE = ("ed_place", True)  # one reward voter into a State Returns state (CT-153)

    @property
    def decides(self) -> bool:
        return self.value[1]


@dataclasses.dataclass(frozen=True, slots=True)
class Frame:
    """One pending step. ``seat`` is the candidate who decides (or whom an automatic step concerns);
    the other fields are used by the kinds that need them."""

    kind: FrameKind
    seat: int = -1
    card: str = ""
    party: int = -1
    count: int = 0
    state: str = ""
    trigger: Trigger | None = None
    queue: tuple[int, ...] = ()  # WINDOW: candidates still to ask; ORDER: the candidates to order
    purpose: Purpose | None = None  # ORDER, DEBATE_BONUS and ED_DISCARD
    forced: bool = False  # ADV_DROP: must drop until affordable
    stage: int = 0  # TURN_END and ADV_PAY run in two stages around an optional decision
    other: str = ""  # a second card (Virtual Campaigning) or a moved voter's state (Moving the Base)


@dataclasses.dataclass(frozen=True, slots=True)
class ActionCtx:
    """The action being taken (CT-11): what was declared and what responses changed."""

    seat: int
    card: str
    box: Box
    issues: tuple[str, ...] = ()
    negative: bool = False
    targets: tuple[int, ...] = ()  # negative advertising: a party index per issue
    attack_ads: int = 0
    leaked: int = 0
    skips: tuple[tuple[str, str], ...] = ()  # (issue, state) left out (CT-44)
    skip_issue: int = 0  # index in issues of the issue whose skips are being named
    placed: tuple[str, ...] = ()  # states where this action placed voters (for Rapid Response)
    voters_left: int = 0
    cancelled: bool = False
    limited: int = 0  # Limited Reach cards played against this advertise action (CT-115, CT-125)
    excluded: tuple[tuple[str, str], ...] = ()  # (issue, state) Limited Reach keeps voters from
    claimed: str = ""  # the region whose Regional Influence rate this campaign claims (CT-119)
