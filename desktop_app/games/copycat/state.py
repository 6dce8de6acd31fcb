"""The Copycat game state: immutable fields in slots, so clone() is a shallow slot copy.

Rules live in the phase modules (bid, placement, buying, cleanup) and the effect catalogue (effects);
this module holds the state's fields and the shared zone helpers (drawing, street, workers), and sits
below all of them. The state that answers the engine (legal actions, applying one, views) is
:class:`~desktop_app.games.copycat.phases.PhaseTableState`, which dispatches through the phase table; a
phase module that ends its phase calls :meth:`CopycatState.finish_phase` and the table says what follows,
so the phase modules never import one another.
"""

from __future__ import annotations

import enum
from abc import abstractmethod
from typing import Any

from ...engine.actions import Action
from ...engine.events import Event, make_event
from ...engine.game import GameState
from ...engine.rng import Rng
from ...engine.tuples import replace_at
from .data import CopycatData, load_data
from .frames import NO_CARD as NO_CARD  # re-exported: the rules and tests name it with the state
from .frames import Frame


class Phase(enum.StrEnum):
    """What the state waits for (the values are the text saves, observations and logs carry)."""

    BID = "bid"  # phase 1 B: the secret bids
    ACTION = "action"  # phase 2: turns in turn order
    RESOLVE = "resolve"  # phase 3, step 1 of a turn: the resolution step (CP-19)
    PURCHASE = "purchase"  # phase 3, step 2 of a turn: the purchases (CP-19)
    OVER = "over"  # the game has ended


# The members by name: a module global is read several times faster than an Enum class attribute, and
# the rules compare phases on every action.
BID, ACTION, RESOLVE, PURCHASE, OVER = Phase.BID, Phase.ACTION, Phase.RESOLVE, Phase.PURCHASE, Phase.OVER


class RoundPhase(enum.Enum):
    """The rulebook's four phases of a round, in order (the phase table in phases.py runs them)."""

    PLANNING = 1  # draw five and bid for turn order (bid.py)
    ACTION = 2  # place workers, play cards, use offices (placement.py)
    BUYING = 3  # resolve, buy and score, player by player (buying.py)
    CLEANUP = 4  # the end check and the clean-up (cleanup.py)


SCORE_CATEGORIES = ("cards", "offices", "markers", "doctorates")


class CopycatState(GameState):
    # Per seat: draw (index 0 = top), hand, play (play area), clip (clipboard pile), discard, kept
    # (Strategy session), docs (acquired doctorates), vp, cats (VP per score category), markers (held this
    # round), extra (extra workers taken), placed, passed. workers holds (seat, office) per placed worker,
    # with worker_uses (CP-4 counter) and worker_used (the normal use is done) alongside. base_coins ...
    # specials are the running totals of the current phase-3 turn (CP-20 to CP-22). Card and office
    # numbers are indexes into data.cards / data.offices; NO_CARD marks an empty street space.
    __slots__ = (
        "num_players", "rng", "round", "phase", "order", "prev_order", "turn", "bids",
        "draw", "hand", "play", "clip", "discard", "kept", "docs", "vp", "markers", "extra", "placed",
        "passed",
        "card_uses", "workers", "seat_workers", "office_workers", "worker_uses", "worker_used",
        "office_markers", "board", "street",
        "action_deck", "office_deck", "removed", "box", "pending", "elbows", "turn_placed", "reuse_log",
        "base_coins", "undoubled_coins", "coin_doublings", "marker_doublings", "vp_cards", "vp_offices",
        "vp_docs", "coins_total", "spent", "buys", "specials",
        "cats", "round_gain", "last_gain", "doc_taken", "end_reasons", "listed",
    )

    num_players: int
    rng: Rng
    round: int
    phase: Phase
    order: tuple[int, ...]  # seats in turn order
    prev_order: tuple[int, ...]
    turn: int  # index into order
    bids: tuple[int | None, ...]  # per seat: the card bid, NO_CARD for none, None while still to bid
    draw: tuple[tuple[int, ...], ...]
    hand: tuple[tuple[int, ...], ...]
    play: tuple[tuple[int, ...], ...]
    clip: tuple[tuple[int, ...], ...]
    discard: tuple[tuple[int, ...], ...]
    kept: tuple[tuple[int, ...], ...]
    docs: tuple[tuple[int, ...], ...]
    vp: tuple[int, ...]
    markers: tuple[int, ...]
    extra: tuple[int, ...]
    placed: tuple[int, ...]
    passed: tuple[bool, ...]
    # Per card, its uses this round (0-2, CP-4), one byte each: a card played copies 95 bytes, not 95
    # references.
    card_uses: bytes
    workers: tuple[tuple[int, int], ...]  # (seat, office) per placed worker
    # Per seat, the indexes into workers of its own (kept with workers: the legal actions of every turn
    # look at the mover's workers only).
    seat_workers: tuple[tuple[int, ...], ...]
    office_workers: tuple[int, ...]  # per office, how many workers stand there (kept with workers)
    worker_uses: tuple[int, ...]
    worker_used: tuple[bool, ...]
    office_markers: tuple[int, ...]  # per office
    board: tuple[int, ...]  # offices on the board
    street: tuple[int, ...]  # per street space
    action_deck: tuple[int, ...]
    office_deck: tuple[int, ...]
    removed: tuple[int, ...]
    box: tuple[int, ...]
    pending: tuple[Frame, ...]  # the decision stack, top last
    elbows: int
    turn_placed: bool
    reuse_log: tuple[tuple[int, int], ...]  # (bonus card, worker) pairs already reused this round
    base_coins: int  # coins Garden party doubles (CP-20)
    undoubled_coins: int  # the spec's r coins: from reactivations and reuses, never doubled (CP-20)
    coin_doublings: int  # Garden party activations counted, at most 2 (CP-4)
    marker_doublings: int  # Campaign trail activations counted, at most 2 (CP-4, CP-21)
    vp_cards: int
    vp_offices: int
    vp_docs: int
    coins_total: int
    spent: int
    buys: int
    specials: int
    cats: tuple[tuple[int, ...], ...]  # per seat, VP per score category
    round_gain: tuple[int, ...]
    last_gain: tuple[int, ...]
    doc_taken: bool
    end_reasons: tuple[str, ...]
    # The player and actions legal_actions last listed for this very state (None once anything changed):
    # an action taken from that list is legal without listing them all again (check_legal).
    listed: tuple[int, tuple[Action, ...]] | None

    # The data tables are shared by every state (set once below), so clone() never copies them.
    data: CopycatData

    # -- copying ----------------------------------------------------------------------------------------
    def clone(self) -> CopycatState:
        # Every field but the Rng is immutable, so the copy shares them. Spelled out: about five times as
        # fast as a loop of getattr/setattr over __slots__ (a test checks that every slot is here).
        cls = type(self)
        twin = cls.__new__(cls)
        twin.num_players = self.num_players
        twin.rng = self.rng.copy()
        twin.round = self.round
        twin.phase = self.phase
        twin.order = self.order
        twin.prev_order = self.prev_order
        twin.turn = self.turn
        twin.bids = self.bids
        twin.draw = self.draw
        twin.hand = self.hand
        twin.play = self.play
        twin.clip = self.clip
        twin.discard = self.discard
        twin.kept = self.kept
        twin.docs = self.docs
        twin.vp = self.vp
        twin.markers = self.markers
        twin.extra = self.extra
        twin.placed = self.placed
        twin.passed = self.passed
        twin.card_uses = self.card_uses
        twin.workers = self.workers
        twin.seat_workers = self.seat_workers
        twin.office_workers = self.office_workers
        twin.worker_uses = self.worker_uses
        twin.worker_used = self.worker_used
        twin.office_markers = self.office_markers
        twin.board = self.board
        twin.street = self.street
        twin.action_deck = self.action_deck
        twin.office_deck = self.office_deck
        twin.removed = self.removed
        twin.box = self.box
        twin.pending = self.pending
        twin.elbows = self.elbows
        twin.turn_placed = self.turn_placed
        twin.reuse_log = self.reuse_log
        twin.base_coins = self.base_coins
        twin.undoubled_coins = self.undoubled_coins
        twin.coin_doublings = self.coin_doublings
        twin.marker_doublings = self.marker_doublings
        twin.vp_cards = self.vp_cards
        twin.vp_offices = self.vp_offices
        twin.vp_docs = self.vp_docs
        twin.coins_total = self.coins_total
        twin.spent = self.spent
        twin.buys = self.buys
        twin.specials = self.specials
        twin.cats = self.cats
        twin.round_gain = self.round_gain
        twin.last_gain = self.last_gain
        twin.doc_taken = self.doc_taken
        twin.end_reasons = self.end_reasons
        twin.listed = self.listed
        return twin

    # -- who decides --------------------------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        # Asked before every action: the phase and the stack are read once each.
        phase = self.phase
        if phase is OVER:
            return ()
        pending = self.pending
        if pending:
            return _ONE_SEAT[pending[-1].player]
        if phase is BID:
            waiting = []
            for p, bid in enumerate(self.bids):
                if bid is None:
                    waiting.append(p)
            return tuple(waiting)
        return _ONE_SEAT[self.order[self.turn]]

    # -- the round ---------------------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, player: int) -> list[Action]:
        """A fresh list (the phase table's; the engine allows any sequence): the rules and the computer
        players read it as a list."""

    @abstractmethod
    def finish_phase(self, phase: RoundPhase, ev: list[Event]) -> None:
        """``phase`` has ended: begin the phase that follows it in the round."""

    # -- shared helpers ----------------------------------------------------------------------------------
    def available_workers(self, p: int) -> int:
        return self.data.constants["OWN_WORKERS"] + self.extra[p] - self.placed[p]

    def own_worker(self, p: int, office: int) -> int:
        workers = self.workers
        for i in self.seat_workers[p]:
            if workers[i][1] == office:
                return i
        return -1

    def marker_supply(self) -> int:
        return self.data.constants["VP_MARKER_LIMIT"] - sum(self.office_markers) - sum(self.markers)

    def set_p(self, name: str, p: int, value: Any) -> None:
        # replace_at through a list: one copy each way costs less than slicing around the index.
        items = list(getattr(self, name))
        items[p] = value
        setattr(self, name, tuple(items))

    def use_card(self, c: int) -> None:
        uses = self.card_uses
        self.card_uses = uses[:c] + bytes((uses[c] + 1,)) + uses[c + 1:]

    def cid(self, c: int) -> str:
        return self.data.cards[c].cid

    def oid(self, o: int) -> str:
        return self.data.offices[o].oid


CopycatState.data = load_data()
# (seat,) for each seat: to_move() hands these out instead of making a new tuple on every call.
_ONE_SEAT = tuple((p,) for p in range(16))
CARD_ID = tuple(card.cid for card in CopycatState.data.cards)  # read on every card event


# The commonest log events, made once per distinct content and then shared: an Event is frozen and nothing
# changes its params once made, and building one costs more than the rest of a typical action. Keys are
# the event's message id and parameter values, in order.
SHARED_EVENTS: dict[tuple[object, ...], Event] = {}


def shared_event(key: tuple[object, ...], message_id: str, params: dict[str, object],
                 visible_to: tuple[int, ...] | None = None) -> Event:
    """The event ``Event(message_id, params, visible_to)``, made the first time its ``key`` is asked for."""
    event = SHARED_EVENTS[key] = make_event(message_id, params, visible_to)
    return event


event = make_event  # the engine's quick Event(...): the rules' modules import it from here


def draw_cards(s: CopycatState, p: int, n: int, ev: list[Event]) -> tuple[int, ...]:
    """Draw n cards into p's hand (CP-7): reshuffle the discard pile when the draw pile runs out (once at
    most: the reshuffle empties the discard pile)."""
    # replace_at spelled out through lists (p is a seat): every round draws here for every seat, and a
    # list copy each way costs less than slicing around the seat.
    draws = list(s.draw)
    pile = draws[p]
    if len(pile) >= n:
        drawn, pile = pile[:n], pile[n:]
    else:
        drawn, pile = pile, ()
        discard = s.discard[p]
        if discard:
            pile = tuple(s.rng.shuffled(discard))
            s.discard = replace_at(s.discard, p, ())
            ev.append(event("copycat.shuffle", {"player": p, "count": len(pile)}, None, True))
            more = n - len(drawn)
            drawn, pile = drawn + pile[:more], pile[more:]
    draws[p] = pile
    s.draw = tuple(draws)
    if n:
        key = ("copycat.draw", p, len(drawn))
        ev.append(SHARED_EVENTS.get(key) or shared_event(
            key, "copycat.draw", {"player": p, "count": len(drawn)}))
        if drawn:
            hands = list(s.hand)
            hands[p] += drawn
            s.hand = tuple(hands)
            ids = []
            for c in drawn:
                ids.append(CARD_ID[c])
            ev.append(event("copycat.draw_cards", {"player": p, "cards": ids}, (p,), True))
    return drawn


def slide_and_refill(s: CopycatState, ev: list[Event]) -> None:
    """Close the street's gaps to the left, then fill empty spaces from the action deck (CP-23, CP-31)."""
    street = s.street
    spaces = len(street)
    if NO_CARD in street:
        kept = []
        for c in street:  # a loop, not a generator expression: that is a function call of its own
            if c != NO_CARD:
                kept.append(c)
        cards = tuple(kept)
    else:
        cards = street
    deck = s.action_deck
    added = deck[:spaces - len(cards)]
    if added:
        s.action_deck = deck[len(added):]
        cards += added
    s.street = cards + (NO_CARD,) * (spaces - len(cards))
    if added:
        ev.append(event("copycat.street_refill", {"cards": [CARD_ID[c] for c in added]}, None, True))


def remove_from(t: tuple[int, ...], items: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    drop = set(items)
    return tuple(c for c in t if c not in drop)
