"""The state of a Campaign Trail game and its small mutators.

Inside the rules a "seat" index names a candidate: ``hands[i]``, ``pawn[i]`` and every frame's ``seat`` belong
to candidate ``i``. The engine's seats (players) are the people or computers at the table; ``seat_of`` maps
each candidate to one, the identity except at 5 and 7 seats, where one seat runs both candidates of a party
(CT-20). The engine-facing methods (``to_move``, ``hidden_choice``, ``returns``, and those of the turn
table and seating.py) speak in engine seats; everything else in candidates. Parties are
indexed in party order (CT-26) over the parties in play. Every field holds immutable values (ints,
strings, tuples, frozen dataclasses), so clone() is a slot copy plus the RNG.

This module holds the fields and the helpers every rules module shares, and sits below all of them. The
state that answers the engine (legal actions, applying one, views, the score sheet) is
:class:`~desktop_app.games.campaign_trail.turn_table.TurnTableState`, which dispatches through the table.
"""

from __future__ import annotations

import dataclasses
from abc import abstractmethod
from enum import Enum
from typing import Any

from ...engine.actions import Action
from ...engine.game import GameState
from ...engine.rng import Rng
from .board import control
from .data import CampaignTrailData
from .frames import ActionCtx, Frame, FrameKind, Phase
from .options import Config


class Supply(Enum):
    """Where placed voters come from (CT-5)."""

    REGISTERED = "registered"
    UNDECIDED = "undecided"


REGISTERED = Supply.REGISTERED
UNDECIDED = Supply.UNDECIDED


@dataclasses.dataclass(frozen=True, slots=True)
class Debate:
    """A debate in progress (CT-50 to CT-57, CT-96)."""

    number: int  # 1 after August, 2 after September
    city: str
    topics: tuple[str, ...]
    markers: tuple[tuple[int, ...], ...]  # [party][topic] track space
    played: tuple[int, ...]  # cards played per seat
    out: tuple[bool, ...]  # per seat: passed or at the card limit
    first_party: int  # the party with the fewest EV (CT-52)
    order: tuple[tuple[int, ...], ...]  # per party: its candidates' order in this debate (CT-56)
    round_queue: tuple[int, ...] = ()


class CampaignTrailState(GameState):
    __slots__ = (
        "num_players",
        "data",
        "config",
        "rng",
        "parties",
        "seat_party",
        "party_seats",
        "seat_of",
        "start_party",
        "phase",
        "offers",
        "kept",
        "hands",
        "decks",
        "month",
        "discard",
        "in_play",
        "face_down",
        "pawn",
        "home",
        "money",
        "registered",
        "undecided",
        "voters",
        "control",
        "orders",
        "latest_order",
        "party_turn",
        "turn_queue",
        "active",
        "pending",
        "ctx",
        "insider_used",
        "debate",
        "city_deck",
        "topic_deck",
        "turn_number",
        "tie_wins",
        "winners",
        "final_ev",
        "debate_results",
        "known",
        "tokens",
        "po_picks",
        "po_shown",
        "ballots",
        "turn_placed",
        "turn_card",
        "swap_used",
        "debate_city",
        "issue_bonus_used",
        "effect_no",
        "income_paid",
        "news",
        "news_aside",
        "news_drawn",
        "news_paid",
        "ed_polls",
        "ed_returns",
        "ed_discards",
        "ed_results",
    )

    num_players: int
    data: CampaignTrailData
    config: Config
    rng: Rng
    parties: tuple[str, ...]
    seat_party: tuple[int, ...]  # party index of each seat
    party_seats: tuple[tuple[int, ...], ...]  # seats of each party, candidate 1 first (CT-20)
    seat_of: tuple[int, ...]  # each candidate's engine seat (CT-20: a seat may run two candidates)
    start_party: int
    phase: Phase
    offers: tuple[tuple[str, ...], ...]  # the two candidate cards dealt to each seat (CT-23)
    kept: tuple[str, ...]  # "" until kept; secret until every seat has kept one
    hands: tuple[tuple[str, ...], ...]
    decks: tuple[tuple[str, ...], ...]  # August, September, October piles, top first
    month: int  # 0, 1, 2
    discard: tuple[str, ...]
    in_play: tuple[tuple[str, ...], ...]  # ongoing politick cards in front of each seat
    face_down: tuple[tuple[tuple[str, str], ...], ...]  # per seat: (ongoing card, hidden card) (CT-81)
    pawn: tuple[str, ...]
    home: tuple[str, ...]
    money: tuple[int, ...]  # per party ($M)
    registered: tuple[int, ...]
    undecided: tuple[int, ...]
    voters: tuple[tuple[int, ...], ...]  # [state index][party]
    control: tuple[int, ...]  # [state index] -> party index (CT-40)
    orders: tuple[tuple[int, ...], ...]  # [state index] tiebreak order as party indexes
    latest_order: tuple[tuple[int, ...], ...]  # per party: its candidates in the latest party turn (CT-37)
    party_turn: int  # the party whose party turn runs
    turn_queue: tuple[int, ...]  # seats of that party still to take their turn
    active: int  # the seat whose player turn runs (-1 outside turns)
    pending: tuple[Frame, ...]
    ctx: ActionCtx | None
    insider_used: bool
    debate: Debate | None
    city_deck: tuple[str, ...]
    topic_deck: tuple[str, ...]
    turn_number: int
    # (party, state) won while tied for the lead from Election Day on (CT-72); state None: every state
    # where the party has at least ``min voters`` (the Lawyer). Entries: (party, state, min voters).
    tie_wins: tuple[tuple[int, str | None, int], ...]
    winners: tuple[int, ...]  # winning parties once over
    final_ev: tuple[int, ...]
    debate_results: tuple[tuple[int, ...], ...]
    # (party, seat, card): a party has seen that card in another party's hand (Opposition Research,
    # CT-97); the fact lasts until the card leaves that hand. Redeterminisation keeps such cards.
    known: tuple[tuple[int, int, str], ...]  # per debate: topic winners' party (-1: none), then overall
    # -- the expansion (CT-105 to CT-137) --
    # Region tokens placed for the game (CT-105): (region, seat, card); card "" is the Regional Power.
    tokens: tuple[tuple[str, int, str], ...]
    # Predictable Outcome picks of the running turn (CT-124): (seat, region), hidden from other parties
    # until the active candidate needs a token (po_shown, CT-107).
    po_picks: tuple[tuple[int, str], ...]
    po_shown: bool
    ballots: tuple[tuple[str, int], ...]  # Absentee Ballot cards in play and the voters on them (CT-112)
    turn_placed: bool  # an action of the active candidate placed voters this turn (Hit the Trail, CT-122)
    turn_card: str  # the first card played this turn (Strong Base, CT-116)
    swap_used: bool  # the Dirty Candidate's swap this turn (CT-136)
    debate_city: str  # the latest debate's state (Post Debate Bump, CT-114)
    issue_bonus_used: tuple[bool, ...]  # per seat: the issue candidate's debate bonus is spent (CT-131)
    effect_no: int  # counts actions and effects: the Regional Power earns once per one (CT-137)
    income_paid: tuple[int, ...]  # per seat: the effect_no its Regional Power income was last paid for
    # -- Breaking News (CT-140 to CT-147) --
    news: str  # the Breaking News card of the moment ("" before the first)
    news_aside: tuple[tuple[str, ...], ...]  # set aside face down for September and October (CT-140)
    news_drawn: tuple[str, ...]  # every card drawn so far, in order (public)
    news_paid: int  # the turn_number of bn01's last gain (once per own turn, CT-142)
    # -- the Election Day module (CT-150 to CT-155), per party --
    ed_polls: tuple[tuple[str, ...], ...]  # Exit Poll cards held, hidden from other parties (CT-97)
    ed_returns: tuple[tuple[str, ...], ...]  # State Returns cards held
    ed_discards: tuple[tuple[str, ...], ...]  # cards discarded face down, never shown to others (CT-151)
    # Once measured (CT-154): (exit poll, state returns, value, tier, reward voters) per party.
    ed_results: tuple[tuple[str, str, int, int, int], ...]

    # -- engine interface --------------------------------------------------------------------------
    def clone(self) -> CampaignTrailState:
        cls = type(self)
        twin = cls.__new__(cls)
        for name in CampaignTrailState.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.rng = self.rng.copy()
        return twin

    @abstractmethod
    def legal_actions(self, player: int) -> list[Action]:
        """A fresh list (the turn table's; the engine allows any sequence): the rules and the computer
        players read it as a list."""

    @property
    def num_candidates(self) -> int:
        return len(self.seat_of)

    def movers(self) -> tuple[int, ...]:
        """The candidates whose decision is due (several while candidates are kept in secret, CT-23)."""
        if self.phase is Phase.SETUP:
            return tuple(i for i, k in enumerate(self.kept) if not k)
        if self.pending:
            return (self.pending[-1].seat,)
        return ()

    def to_move(self) -> tuple[int, ...]:
        """The engine seats of the movers: a seat running two candidates decides for each in turn."""
        if self.num_players == len(self.seat_of):  # one candidate per seat: the identity
            return self.movers()
        return tuple(dict.fromkeys(self.seat_of[c] for c in self.movers()))

    def deciding(self, player: int) -> int:
        """The candidate the engine seat ``player`` decides for now: in setup its first candidate still to
        keep one (CT-23), else the candidate of the decision on top; its first candidate otherwise."""
        for c in self.movers():
            if self.seat_of[c] == player:
                return c
        return self.seat_of.index(player)

    def seat_candidates(self, player: int) -> tuple[int, ...]:
        """The candidates the engine seat runs, candidate 1 first."""
        return tuple(c for c, x in enumerate(self.seat_of) if x == player)

    def hidden_choice(self, player: int) -> tuple[int, ...]:
        """Seats that do not learn which action ``player`` takes now (CT-97): other parties never see a
        candidate being kept (CT-23), a card laid face down (CT-81), a card traded to the running mate
        (CT-63) or an Exit Poll or State Returns card discarded (CT-151); the card Opposition Research
        takes or gives back is seen only by the two parties involved."""
        cand = self.deciding(player)
        if self.phase is Phase.SETUP:
            kind = None
        elif self.pending and self.pending[-1].seat == cand:
            kind = self.pending[-1].kind
        else:
            return ()
        party = self.seat_party[cand]
        if kind in (None, FrameKind.FACE_DOWN, FrameKind.TRADE, FrameKind.ED_DISCARD):
            hidden = [x for x in range(self.num_candidates) if self.seat_party[x] != party]
        elif kind in (FrameKind.OPP_TAKE, FrameKind.OPP_GIVE):
            target = self.seat_party[self.pending[-1].party]
            hidden = [x for x in range(self.num_candidates) if self.seat_party[x] not in (party, target)]
        else:
            return ()
        return tuple(dict.fromkeys(self.seat_of[x] for x in hidden))

    def returns(self) -> list[float]:
        """Each engine seat's result: its party's (a seat running two candidates runs one party)."""
        values = self.candidate_returns()
        return [values[self.seat_of.index(seat)] for seat in range(self.num_players)]

    def candidate_returns(self) -> list[float]:
        """A party's candidates share its result (team play, CT-60): a shared win counts 1/k each, and the
        EV share breaks near-ties so the search keeps playing for votes."""
        ev = self.ev_totals()
        total = self.data.const("EV_TOTAL")
        winners = self.winners if self.phase is Phase.OVER else ()
        out = []
        for seat in range(self.num_candidates):
            party = self.seat_party[seat]
            win = 1.0 / len(winners) if party in winners else 0.0
            out.append(0.8 * win + 0.2 * ev[party] / total)
        return out

    # -- reading helpers ---------------------------------------------------------------------------
    def state_index(self, state: str) -> int:
        return _INDEX[state]

    def ev_totals(self) -> tuple[int, ...]:
        ev = [0] * len(self.parties)
        states = self.data.states
        for i, sid in enumerate(self.data.state_ids):
            ev[self.control[i]] += states[sid].ev
        return tuple(ev)

    def committed(self, party: int) -> int:
        return sum(row[party] for row in self.voters)

    def parked(self, party: int) -> int:
        """Registered voters moved onto the party's Absentee Ballot cards (CT-112)."""
        if not self.ballots:
            return 0
        owners = {c: self.seat_party[x] for x, row in enumerate(self.in_play) for c in row}
        return sum(n for c, n in self.ballots if owners.get(c) == party)

    def candidate_of(self, seat: int) -> str:
        return self.kept[seat]

    def ongoing(self, seat: int, ability: str) -> int:
        """How many copies of an ongoing ability the seat has in play (CT-49: they stack)."""
        cards = self.data.cards
        return sum(1 for c in self.in_play[seat] if cards[c].politick == ability)

    def running_mate(self, seat: int) -> int | None:
        for other in self.party_seats[self.seat_party[seat]]:
            if other != seat:
                return other
        return None

    def region_of(self, state: str) -> str:
        return self.data.states[state].region

    def is_behind(self, party: int, state: str) -> bool:
        """Fewer committed voters than the leader there (§3.3)."""
        row = self.voters[_INDEX[state]]
        return row[party] < max(row)

    def fingerprint(self) -> tuple[Any, ...]:
        return tuple(
            getattr(self, n) if n != "rng" else self.rng.state
            for n in CampaignTrailState.__slots__
            if n not in ("data", "config")
        )

    # -- mutators ----------------------------------------------------------------------------------
    def push(self, *frames: Frame) -> None:
        """Push frames in the order given; the last one is on top."""
        self.pending = self.pending + frames

    def add_money(self, party: int, amount: int) -> None:
        value = self.money[party] + amount
        if value < 0:
            raise ValueError("money never goes negative (CT-47)")
        self.money = _bump(self.money, party, value)

    def register(self, party: int, n: int) -> int:
        """Undecided to registered, as many as remain (CT-43, CT-48)."""
        n = min(n, self.undecided[party])
        self.undecided = _bump(self.undecided, party, self.undecided[party] - n)
        self.registered = _bump(self.registered, party, self.registered[party] + n)
        return n

    def unregister(self, party: int, n: int) -> int:
        n = min(n, self.registered[party])
        self.registered = _bump(self.registered, party, self.registered[party] - n)
        self.undecided = _bump(self.undecided, party, self.undecided[party] + n)
        return n

    def place(self, party: int, state: str, n: int, source: Supply) -> int:
        """Commit up to n voters of ``party`` in ``state`` from a supply; returns how many went (CT-48)."""
        if source is Supply.REGISTERED:
            n = min(n, self.registered[party])
            self.registered = _bump(self.registered, party, self.registered[party] - n)
        else:
            n = min(n, self.undecided[party])
            self.undecided = _bump(self.undecided, party, self.undecided[party] - n)
        if n:
            self._add_voters(party, state, n)
            if self.tokens and self.turn_number and self.phase in (Phase.PLAY, Phase.DEBATE):
                self._income(party, state)
        return n

    def _income(self, party: int, state: str) -> None:
        """The Regional Power's income: once per action or effect of an opponent that places voters in its
        region, from the first turn until the last October turn ends (CT-135, CT-137)."""
        region = self.data.states[state].region
        for where, seat, card in self.tokens:
            if card or where != region or self.seat_party[seat] == party:
                continue
            if self.income_paid[seat] == self.effect_no:
                continue
            self.income_paid = _bump(self.income_paid, seat, self.effect_no)
            effects = self.data.candidates[self.kept[seat]].effects
            owner = self.seat_party[seat]
            self.register(owner, effects.get("region_income_voters", 0))
            self.add_money(owner, effects.get("region_income_money", 0))

    def new_effect(self) -> None:
        """A new action or effect begins (CT-137 counts the Regional Power's income per one)."""
        self.effect_no += 1

    def move_voter(self, party: int, source: str, dest: str) -> None:
        """A committed voter moves between states: not a placement (CT-137)."""
        self._add_voters(party, source, -1)
        self._add_voters(party, dest, 1)

    def note_placed(self, state: str) -> None:
        """The action in progress placed voters in ``state`` (Rapid Response, CT-11 step 5; Hit the Trail)."""
        if self.ctx is not None:
            self.ctx = dataclasses.replace(self.ctx, placed=tuple(dict.fromkeys(self.ctx.placed + (state,))))
            if self.ctx.seat == self.active:
                self.turn_placed = True

    def remove(self, party: int, state: str, n: int) -> int:
        """Removed voters return to their party's undecided supply (CT-5)."""
        i = _INDEX[state]
        n = min(n, self.voters[i][party])
        if n:
            self._add_voters(party, state, -n)
            self.undecided = _bump(self.undecided, party, self.undecided[party] + n)
        return n

    def _add_voters(self, party: int, state: str, n: int) -> None:
        i = _INDEX[state]
        row = _bump(self.voters[i], party, self.voters[i][party] + n)
        self.voters = self.voters[:i] + (row,) + self.voters[i + 1 :]
        self.refresh_control(i)

    def refresh_control(self, i: int) -> None:
        """CT-40 before Election Day; from then on the tie-wins of CT-72 apply."""
        row = self.voters[i]
        holder = control(self.orders[i], row)
        if self.tie_wins:
            best = max(row)
            sid = self.data.state_ids[i]
            claim = [
                p
                for p, where, least in self.tie_wins
                if row[p] == best and best >= max(1, least) and where in (None, sid)
            ]
            if claim:
                holder = next(p for p in self.orders[i] if p in claim)
        if holder != self.control[i]:
            self.control = self.control[:i] + (holder,) + self.control[i + 1 :]

    def set_hand(self, seat: int, hand: tuple[str, ...]) -> None:
        self.hands = self.hands[:seat] + (hand,) + self.hands[seat + 1 :]

    def take_from_hand(self, seat: int, card: str) -> None:
        hand = list(self.hands[seat])
        hand.remove(card)
        self.set_hand(seat, tuple(hand))
        if self.known:
            self.known = tuple(k for k in self.known if not (k[1] == seat and k[2] == card))

    def learn_hand(self, party: int, seat: int, cards: tuple[str, ...]) -> None:
        """``party`` now knows these cards are in ``seat``'s hand."""
        facts = {(party, seat, c) for c in cards}
        self.known = tuple(k for k in self.known if k not in facts) + tuple(sorted(facts))

    def draw(self, seat: int, limit: int) -> int:
        """Draw from the current month's deck up to ``limit`` cards in hand; returns the cards drawn."""
        deck = self.decks[self.month]
        n = max(0, min(limit - len(self.hands[seat]), len(deck)))
        if n and self.config.breaking_news:
            return self._draw_with_news(seat, limit)
        if n:
            self.set_hand(seat, self.hands[seat] + deck[:n])
            self.decks = self.decks[: self.month] + (deck[n:],) + self.decks[self.month + 1 :]
        return n

    def _draw_with_news(self, seat: int, limit: int) -> int:
        """A Breaking News card drawn is never a hand card: it is revealed and a replacement is drawn; the
        last card of the deck ends the drawing (CT-33, CT-141). Each one is carried out by its NEWS step,
        on top of the stack, as soon as the step that drew it returns."""
        news = self.data.news
        deck = list(self.decks[self.month])
        got: list[str] = []
        revealed: list[str] = []
        while deck and len(self.hands[seat]) + len(got) < limit:
            card = deck.pop(0)
            (revealed if card in news else got).append(card)
        self.set_hand(seat, self.hands[seat] + tuple(got))
        self.decks = self.decks[: self.month] + (tuple(deck),) + self.decks[self.month + 1 :]
        self.push(*(Frame(FrameKind.NEWS, seat=seat, card=c) for c in reversed(revealed)))
        return len(got)

    def put_in_play(self, seat: int, card: str) -> None:
        self.in_play = self.in_play[:seat] + (self.in_play[seat] + (card,),) + self.in_play[seat + 1 :]


def _bump(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _index(data: CampaignTrailData) -> dict[str, int]:
    return {sid: i for i, sid in enumerate(data.state_ids)}


def _init_index() -> dict[str, int]:
    from .data import load_data

    return _index(load_data())


_INDEX: dict[str, int] = _init_index()
