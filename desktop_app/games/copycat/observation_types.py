"""The shape of a Copycat observation (view.observation), for the type checker.

At run time an observation is a plain dict on purpose: the computer players seed their sampling from its
JSON text (ai/agents.observation_rng), so its keys, values and their order are part of the game's
behaviour. These TypedDicts only name what is there. Cards and offices appear by their stable ids
("A-s09", "a27", "B4"); seats by number (0-based).
"""

from __future__ import annotations

from typing import NotRequired, TypedDict


class SeatView(TypedDict):
    """One seat as the viewer sees it. ``hand`` and ``kept`` only for the viewer's own seat; during the
    bids ``has_bid`` for every seat and ``bid`` (None: no card laid, CP-11) for the viewer's own bid."""

    vp: int  # the career path
    score: list[int]  # VP per score category (state.SCORE_CATEGORIES)
    markers: int  # VP markers taken this round
    workers_available: int  # own and extra workers not yet placed this round
    extra_workers: int  # extra workers taken this round (CP-15)
    placed: int  # workers placed this round
    passed: bool  # phase 2: no further turn this round (CP-12)
    hand_count: int
    draw_count: int
    kept_count: int  # cards kept face down with Strategy session (CP-28)
    discard: list[str]
    play: list[str]  # the play area
    clipboard: list[str]
    doctorates: list[str]
    round_gain: int  # VP gained in this round's phase 3 (the tie-break, CP-32)
    hand: NotRequired[list[str]]
    kept: NotRequired[list[str]]
    has_bid: NotRequired[bool]
    bid: NotRequired[str | None]


class FrameView(TypedDict):
    """A pending decision (effects.Frame); the details only for the player who decides it."""

    kind: str  # a frames.FrameKind value
    player: int
    param: NotRequired[int]  # the most cards to pick / coins paid / coins to invest
    picked: NotRequired[list[str]]  # cards picked so far
    offices: NotRequired[list[str]]  # Fundraising: offices paid with so far
    source: NotRequired[str | None]  # the card whose action this is


class WorkerView(TypedDict):
    player: int
    uses: int  # CP-4 counter
    used: bool  # the worker's normal use of its office is done


class OfficeView(TypedDict):
    """An office on the board, in board order."""

    office: str
    markers: int  # VP markers lying there (CP-13)
    workers: list[WorkerView]


class TurnView(TypedDict, total=False):
    """The running turn. Phase 2: ``placed`` and ``elbows``. Phase 3 (resolution and purchase steps): the
    other keys, the totals of the turn so far (CP-20 to CP-22)."""

    placed: bool  # the turn placement is made
    elbows: int  # elbows rights left this turn (CP-33)
    base_coins: int  # coins Garden party doubles
    r_coins: int  # the spec's r coins: never doubled (CP-20)
    coin_doublings: int
    marker_doublings: int
    vp_cards: int
    vp_offices: int
    vp_doctorates: int
    coins: int  # purchase step: the fixed coin total (CP-20)
    spent: int
    buys: int
    special_buys: int


class CopycatObservation(TypedDict):
    """What one player (or a spectator, viewer None) may see of a game of Copycat."""

    game: str  # "copycat"
    viewer: int | None
    round: int
    phase: str  # a state.Phase value
    to_move: list[int]
    order: list[int]  # seats in turn order
    previous_order: list[int]  # the order before this round's bids (the tie-break of CP-10)
    street: list[str | None]  # per street space, None when empty
    street_costs: list[int | None]  # price + surcharge per space, None when empty or not for sale
    action_deck_count: int
    action_deck_sections: dict[str, int]  # cards left per section (the backs show it)
    office_deck_count: int
    office_deck_sections: dict[str, int]
    board: list[OfficeView]
    marker_supply: int
    players: list[SeatView]
    card_uses: dict[str, int]  # uses this round of the cards in sight (CP-4), used ones only
    pending: list[FrameView]  # the decision stack, top last
    removed: list[str]  # cards out of the game
    end_reasons: list[str]  # once over: cleanup.end_reasons
    current: NotRequired[int]  # phases 2 and 3: the seat whose turn it is
    turn: NotRequired[TurnView]
