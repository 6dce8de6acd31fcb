"""Copernico's rules: the state of a game and the only code that changes it.

Turn structure (rulebook "Turn Structure"; CO-4 to CO-14): each turn opens
with the draft ("look at the sky"), in which every hand lies face up and each
player secretly assigns four drawn cards; then every player secretly commits
one action ("propose the system"): place, reformulate or rest. Commitments are
revealed and resolved together, new lines earn advice peeks, and the game ends
once a table holds nine cards. The solo game (CO-20 to CO-24) has no draft:
nine rounds of one placement each.

All fields are immutable values so that :meth:`CopernicoState.clone` is a
plain slot copy.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations
from typing import Any

from ...engine.events import Event
from ...engine.game import GameState, ScoreSheet
from ...engine.rng import Rng
from . import scoring
from .actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from .costs import payable_cards, payment_due
from .data import CopernicoData, load_data

DRAFT, ACT, PEEK, SOLO, OVER = "draft", "act", "peek", "solo", "over"
PUBLIC = -1  # discard-pile card everybody saw go there

# A commitment in phase 2 (or a solo placement under way):
# (kind, card, position, paid cards, cards due). Rest is ("rest", None, 0, (), 0).
Plan = tuple[str, str | None, int, tuple[str, ...], int]


class CopernicoState(GameState):
    __slots__ = (
        "num_players", "solo", "phase", "turn", "first_seat", "rng", "deck", "discard", "discard_seen",
        "hands", "tables", "blanks", "hypotheses", "advice", "objectives", "dropped_hypotheses", "seen",
        "completed", "drafts", "commits", "peeks_owed", "known", "last_reveal", "ended_by", "data",
        "_legal", "_movers",
    )

    num_players: int
    solo: bool
    phase: str
    turn: int
    first_seat: int
    rng: Rng
    deck: tuple[str, ...]  # the top card is the last one
    discard: tuple[str, ...]
    discard_seen: tuple[int, ...]  # per discard card: PUBLIC, or the one seat that knows it is there
    hands: tuple[tuple[str, ...], ...]  # kept in card-id order
    tables: tuple[tuple[str | None, ...], ...]
    blanks: tuple[frozenset[int], ...]  # solo face-down positions (0-based)
    hypotheses: tuple[str, ...]  # multiplayer: each seat's secret Hypothesis card
    advice: tuple[str, ...]  # multiplayer: the 2 face-down Advice cards; solo: the face-up ones
    objectives: tuple[str, ...]  # solo: Advice and Hypothesis objectives that score +-6
    dropped_hypotheses: tuple[str, ...]  # solo: hypotheses discarded for sharing an Advice colour
    seen: tuple[tuple[int, ...], ...]  # per seat: indices of Advice cards peeked, in order
    completed: tuple[frozenset[tuple[str, int]], ...]  # (colour, line) pairs ever complete per table
    drafts: tuple[tuple[str, ...], ...]  # the cards each seat drew in this draft
    commits: tuple[Draft | Plan | None, ...]
    peeks_owed: tuple[int, ...]
    # known[o][q]: cards o knows are in q's hand (o != q; a player's own hand is simply seen)
    known: tuple[tuple[tuple[str, ...], ...], ...]
    last_reveal: tuple[tuple[Any, ...], ...]  # public record of the last resolved commitments
    ended_by: tuple[int, ...]
    data: CopernicoData
    _legal: tuple[int, tuple] | None  # the last legal-action list asked for, until the state changes
    _movers: tuple[int, ...] | None  # to_move(), until the state changes

    # -- setup ---------------------------------------------------------------
    @classmethod
    def new(cls, num_players: int, options: dict[str, Any], seed: int) -> CopernicoState:
        data = load_data()
        s = cls.__new__(cls)
        s.data = data
        s.num_players = num_players
        s.solo = num_players == 1
        s.rng = Rng(seed)
        s.turn = 1
        s.discard = ()
        s.discard_seen = ()
        s.tables = tuple((None,) * 9 for _ in range(num_players))
        s.blanks = tuple(frozenset() for _ in range(num_players))
        s.seen = tuple(() for _ in range(num_players))
        s.completed = tuple(frozenset() for _ in range(num_players))
        s.drafts = tuple(() for _ in range(num_players))
        s.commits = (None,) * num_players
        s.peeks_owed = (0,) * num_players
        s.known = tuple(tuple(() for _ in range(num_players)) for _ in range(num_players))
        s.last_reveal = ()
        s.ended_by = ()
        s._legal = s._movers = None
        hyp_pile = s.rng.shuffled(sorted(data.hypotheses))
        advice_pile = s.rng.shuffled(sorted(data.advice))
        s.deck = tuple(s.rng.shuffled(sorted(data.quadrants)))
        s.hands = tuple(() for _ in range(num_players))
        if s.solo:
            s._setup_solo(options, hyp_pile, advice_pile)
        else:
            s.first_seat = s.rng.below(num_players)  # CO-2: only fixes the order of draws
            s.hypotheses = tuple(hyp_pile[:num_players])
            s.advice = tuple(advice_pile[: data.const("advice_in_play")])
            s.objectives = ()
            s.dropped_hypotheses = ()
            for p in s._draw_order():
                s._draw(p, data.const("start_hand"), [])
            s._start_draft([])
        return s

    def _setup_solo(self, options: dict[str, Any], hyp_pile: list[str], advice_pile: list[str]) -> None:
        """CO-20 and CO-24: Advice face up, hypotheses of an Advice colour are dropped without redraw."""
        data = self.data
        self.first_seat = 0
        self.hypotheses = ()
        self.advice = tuple(advice_pile[: options.get("solo_advice", 1)])
        advice_colours = {data.advice[a].colour for a in self.advice}
        drawn = hyp_pile[: options.get("solo_hypotheses", 1)]
        kept = tuple(h for h in drawn if data.hypotheses[h].colour not in advice_colours)
        self.dropped_hypotheses = tuple(h for h in drawn if h not in kept)
        self.objectives = self.advice + kept
        self._draw(0, data.const("solo_start_hand"), [])
        self.phase = SOLO
        self.commits = (None,)

    # -- copying -------------------------------------------------------------
    def clone(self) -> CopernicoState:
        # Spelled out: plain attribute copies are the fastest way to copy slots.
        twin = CopernicoState.__new__(CopernicoState)
        twin.num_players = self.num_players
        twin.solo = self.solo
        twin.phase = self.phase
        twin.turn = self.turn
        twin.first_seat = self.first_seat
        twin.deck = self.deck
        twin.discard = self.discard
        twin.discard_seen = self.discard_seen
        twin.hands = self.hands
        twin.tables = self.tables
        twin.blanks = self.blanks
        twin.hypotheses = self.hypotheses
        twin.advice = self.advice
        twin.objectives = self.objectives
        twin.dropped_hypotheses = self.dropped_hypotheses
        twin.seen = self.seen
        twin.completed = self.completed
        twin.drafts = self.drafts
        twin.commits = self.commits
        twin.peeks_owed = self.peeks_owed
        twin.known = self.known
        twin.last_reveal = self.last_reveal
        twin.ended_by = self.ended_by
        twin.data = self.data
        twin._legal = self._legal
        twin._movers = self._movers
        twin.rng = self.rng.copy()
        return twin

    # -- who decides ---------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        movers = self._movers
        if movers is None:
            movers = self._movers = self._compute_movers()
        return movers

    def _compute_movers(self) -> tuple[int, ...]:
        phase = self.phase
        if phase in (ACT, SOLO):
            # During the actions the commits are plans: (kind, card, position, cards paid, cards due).
            return tuple(p for p, c in enumerate(self.commits)
                         if c is None or (isinstance(c, tuple) and len(c[3]) < c[4]))
        if phase == DRAFT:
            return tuple(p for p, c in enumerate(self.commits) if c is None and self.drafts[p])
        if phase == PEEK:
            return tuple(p for p, n in enumerate(self.peeks_owed) if n > 0)
        return ()

    def legal_actions(self, player: int) -> list:
        cached = self._legal
        if cached is not None and cached[0] == player:
            return list(cached[1])
        if player not in self.to_move():
            actions: tuple = ()
        elif self.phase == DRAFT:
            actions = _draft_options(self.drafts[player])
        elif self.phase == PEEK:
            actions = (Peek(0), Peek(1))
        elif self.commits[player] is not None:
            actions = tuple(self._payment_options(player, self._plan(player)))
        else:
            actions = tuple(self._action_options(player))
        self._legal = (player, actions)
        return list(actions)

    def _action_options(self, player: int) -> list:
        data = self.data
        hand = self.hands[player]
        table = self.tables[player]
        costs = data.reformulation_costs
        spare = len(hand) - 1  # cards left to pay with once one is placed
        empty = [i for i in range(9) if table[i] is None and i not in self.blanks[player]]
        out: list = []
        cost = data.cost
        for card in hand:
            if cost[card] <= spare:
                places = _PLACE[card]
                out += [places[i] for i in empty]
        if self.solo:
            if not out:  # CO-21: nothing can be paid for, so one card goes face down
                out = [PlaceBlank(card, i + 1) for card in hand for i in empty]
            return out
        for i, placed in enumerate(table):
            if placed is None:
                continue
            allowed = costs[placed]
            out += [_REFORMULATE[card][i] for card in hand if allowed.get(card, spare + 1) <= spare]
        out.append(_REST)
        return out

    def reformulation_cost(self, placed: str, card: str) -> int | None:
        """Cards to discard to replace ``placed`` with ``card``, or None if not allowed (CO-9)."""
        return self.data.reformulation_costs[placed].get(card)

    def _payment_options(self, player: int, plan: Plan) -> list[Pay]:
        """Pay in hand order; only cards that still leave enough later cards to finish."""
        _, card, _, paid, due = plan
        pool = self._payable(player, card, paid)
        still = due - len(paid)
        return [_PAY[c] for c in pool[: len(pool) - still + 1]]

    def _payable(self, player: int, card: str | None, paid: tuple[str, ...]) -> tuple[str, ...]:
        """Hand cards after the last one paid, excluding the card being placed."""
        return payable_cards(self.hands[player], card, paid)

    # -- applying ------------------------------------------------------------
    def _apply(self, player: int, action: Any) -> list[Event]:
        self._legal = self._movers = None
        events: list[Event] = []
        kind = action.kind
        if kind == "draft":
            self.commits = _put(self.commits, player, action)
            events.append(Event("copernico.draft_committed", {"player": player}))
            if not self._compute_movers():
                self._resolve_draft(events)
        elif kind == "peek":
            self._peek(player, action.advice, events)
        elif kind == "pay":
            kind_, card, pos, paid, due = self._plan(player)
            self._commit(player, (kind_, card, pos, paid + (action.card,), due), events)
        elif kind == "rest":
            self._commit(player, ("rest", None, 0, (), 0), events)
        elif kind == "place_blank":
            self._commit(player, ("blank", action.card, action.position, (), 0), events)
        else:
            to_pay = payment_due(self.data, self.tables[player], action)
            assert to_pay is not None  # the action was legal, so its replacement is allowed (CO-9)
            self._commit(player, (kind, action.card, action.position, (), to_pay), events)
        return events

    def _plan(self, player: int) -> Plan:
        """The plan ``player`` committed in the action phase (commits hold drafts only while drafting)."""
        plan = self.commits[player]
        assert isinstance(plan, tuple), plan
        return plan

    def _commit(self, player: int, plan: Plan, events: list[Event]) -> None:
        kind, card, pos, paid, due = plan
        spare = len(self._payable(player, card, paid)) if kind in ("place", "reformulate") else 0
        if len(paid) < due and spare == due - len(paid):  # the rest of the payment is forced
            plan = (kind, card, pos, paid + self._payable(player, card, paid), due)
        self.commits = _put(self.commits, player, plan)
        if len(plan[3]) < due:
            return
        if not self.solo:
            events.append(Event("copernico.action_committed", {"player": player}))
        if not self._compute_movers():
            if self.solo:
                self._resolve_solo(events)
            else:
                self._resolve_actions(events)

    # -- phase 1: look at the sky -------------------------------------------
    def _start_draft(self, events: list[Event]) -> None:
        """CO-5: hands are laid face up (everybody now knows them); each seat draws 4."""
        self.phase = DRAFT
        self.commits = (None,) * self.num_players
        self.known = tuple(tuple(() if o == q else h for q, h in enumerate(self.hands))
                           for o in range(self.num_players))
        drafts: list[tuple[str, ...]] = [()] * self.num_players
        for p in self._draw_order():
            drafts[p] = tuple(sorted(self._draw(p, self.data.const("draft_draw"), events, into_hand=False)))
        self.drafts = tuple(drafts)
        for p in range(self.num_players):
            events.append(Event("copernico.draft_drawn", {"player": p, "cards": list(self.drafts[p])},
                                visible_to=(p,), reveals=True))
        events.append(Event("copernico.turn_started", {"turn": self.turn}))
        if not self._compute_movers():  # nobody could draw a card: go straight to phase 2
            self._start_actions(events)

    def _resolve_draft(self, events: list[Event]) -> None:
        n = self.num_players
        hands = [list(h) for h in self.hands]
        known = [list(row) for row in self.known]
        discards: list[tuple[str, int]] = []
        for p, choice in enumerate(self.commits):
            if not isinstance(choice, Draft):
                continue
            left, right = (p + 1) % n, (p - 1) % n
            hands[p].append(choice.keep)
            for target, card in ((left, choice.left), (right, choice.right)):
                if card is not None:
                    hands[target].append(card)
                    known[p][target] = known[p][target] + (card,)  # the giver knows where it went
                    events.append(Event("copernico.card_received", {"player": target, "giver": p,
                                                                    "card": card},
                                        visible_to=(target, p), reveals=True))
            if choice.discard is not None:
                discards.append((choice.discard, p))
            events.append(Event("copernico.draft_resolved", {
                "player": p, "keep": choice.keep, "left": choice.left, "right": choice.right,
                "discard": choice.discard}, visible_to=(p,)))
        self.hands = tuple(tuple(sorted(h)) for h in hands)
        self.known = tuple(tuple(row) for row in known)
        for card, p in discards:
            self._to_discard(card, p)
        self.drafts = tuple(() for _ in range(n))
        events.append(Event("copernico.draft_done", {"hand_sizes": [len(h) for h in self.hands]},
                            reveals=True))
        self._start_actions(events)

    # -- phase 2: propose the system -----------------------------------------
    def _start_actions(self, events: list[Event]) -> None:
        self.phase = ACT
        self.commits = (None,) * self.num_players
        # The hands are taken back up: what others knew stays known until it is spent.
        events.append(Event("copernico.actions_open", {"turn": self.turn}))

    def _resolve_actions(self, events: list[Event]) -> None:
        """CO-7: placements and reformulations, then rests in seat order, then peeks, then the end check."""
        reveal: list[tuple[int, str, str | None, int, int, str | None]] = []
        resting = []
        for p in range(self.num_players):
            kind, card, pos, paid, _ = self._plan(p)
            if kind == "rest" or card is None:
                resting.append(p)
                reveal.append((p, "rest", None, 0, 0, None))
                continue
            replaced = self._lay_card(p, card, pos, paid)
            reveal.append((p, kind, card, pos, len(paid), replaced))
            params = {"player": p, "card": card, "position": pos, "paid": len(paid)}
            if kind == "reformulate":
                params["replaced"] = replaced
            events.append(Event(f"copernico.{kind}", params, reveals=True))
            if paid:
                events.append(Event("copernico.paid", {"player": p, "cards": list(paid)}, visible_to=(p,)))
        for p in self._draw_order():
            if p in resting:
                drawn = self._draw(p, self.data.const("rest_draw"), events)
                events.append(Event("copernico.rest", {"player": p, "count": len(drawn)}, reveals=True))
                events.append(Event("copernico.rest_drawn", {"player": p, "cards": drawn}, visible_to=(p,)))
        self.last_reveal = tuple(reveal)
        self.commits = (None,) * self.num_players
        owed = [self._new_lines(p, events) for p in range(self.num_players)]
        full = tuple(p for p in range(self.num_players) if None not in self.tables[p])
        if full:
            self._end(full, events)
        elif any(owed):
            # CO-13. Peeks are skipped once the game has ended: every Advice card is revealed then.
            self.phase = PEEK
            self.peeks_owed = tuple(owed)
        else:
            self._next_turn(events)

    def _lay_card(self, p: int, card: str, pos: int, paid: tuple[str, ...]) -> str | None:
        hand = list(self.hands[p])
        hand.remove(card)
        for c in paid:
            hand.remove(c)
        self.hands = _put(self.hands, p, tuple(hand))
        self._forget(p, (card,), spent=len(paid))
        table = list(self.tables[p])
        replaced = table[pos - 1]
        table[pos - 1] = card
        self.tables = _put(self.tables, p, tuple(table))
        for c in paid:
            self._to_discard(c, p)
        if replaced is not None:
            self._to_discard(replaced, PUBLIC)
        return replaced

    def _new_lines(self, p: int, events: list[Event]) -> int:
        """CO-13: one peek for each (colour, line) pair complete now and never complete before."""
        lines = frozenset(scoring.scoring_lines(self.tables[p], self.data))
        fresh = lines - self.completed[p]
        if not fresh:
            return 0
        self.completed = _put(self.completed, p, self.completed[p] | fresh)
        for colour, line in sorted(fresh):
            events.append(Event("copernico.line_completed", {"player": p, "colour": colour, "line": line}))
        return len(fresh)

    def _peek(self, p: int, index: int, events: list[Event]) -> None:
        self.seen = _put(self.seen, p, self.seen[p] + (index,))
        self.peeks_owed = _put(self.peeks_owed, p, self.peeks_owed[p] - 1)
        events.append(Event("copernico.peeked", {"player": p, "index": index}))
        events.append(Event("copernico.advice_seen", {"player": p, "index": index,
                                                       "advice": self.advice[index]},
                            visible_to=(p,), reveals=True))
        if not any(self.peeks_owed):
            self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        self.turn += 1
        self._start_draft(events)

    # -- solo ----------------------------------------------------------------
    def _resolve_solo(self, events: list[Event]) -> None:
        kind, card, pos, paid, _ = self._plan(0)
        assert card is not None  # a solo turn places a card, face up or down, and never rests (CO-21)
        if kind == "blank":
            hand = list(self.hands[0])
            hand.remove(card)
            self.hands = (tuple(hand),)
            self.tables = ((*self.tables[0][: pos - 1], card, *self.tables[0][pos:]),)
            self.blanks = (self.blanks[0] | {pos - 1},)
            events.append(Event("copernico.place_blank", {"player": 0, "position": pos}))
        else:
            self._lay_card(0, card, pos, paid)
            events.append(Event("copernico.place", {"player": 0, "card": card, "position": pos,
                                                    "paid": len(paid)}))
        self.commits = (None,)
        self.last_reveal = ((0, kind, card, pos, len(paid), None),)
        if None not in self.tables[0]:
            self._end((0,), events)
            return
        self.turn += 1
        drawn = self._draw(0, self.data.const("solo_draw"), events)
        events.append(Event("copernico.solo_drawn", {"player": 0, "cards": drawn}, reveals=True))

    # -- the end -------------------------------------------------------------
    def _end(self, finishers: tuple[int, ...], events: list[Event]) -> None:
        """CO-14: the game ends once a table is full; everything is revealed."""
        self.phase = OVER
        self.ended_by = finishers
        self.commits = (None,) * self.num_players
        self.peeks_owed = (0,) * self.num_players
        sheet = self.score_sheet()
        events.append(Event("copernico.game_over", {
            "finishers": list(finishers), "hypotheses": list(self.hypotheses or self.objectives),
            "advice": list(self.advice), "totals": list(sheet.totals), "winners": list(sheet.winners),
        }, reveals=True))

    def scoring_tables(self) -> list[tuple[str | None, ...]]:
        """Tables as scoring sees them: solo blanks show nothing (CO-21)."""
        out = []
        for table, blanks in zip(self.tables, self.blanks, strict=True):
            out.append(tuple(None if i in blanks else c for i, c in enumerate(table)))
        return out

    def score_sheet(self) -> ScoreSheet:
        tables = self.scoring_tables()
        sizes = tuple(len(h) for h in self.hands)
        if self.solo:
            row = scoring.solo_points(tables[0], self.objectives, self.data)
            return ScoreSheet(scoring.SOLO_CATEGORIES, (row,), (0,), sizes,
                              rank=self.data.rank_for(sum(row)).id)
        rows = scoring.multiplayer_points(tables, self.advice, self.hypotheses, self.data)
        totals = [sum(r) for r in rows]
        return ScoreSheet(scoring.MULTI_CATEGORIES, rows, scoring.winners(totals, sizes), sizes)

    def returns(self) -> list[float]:
        if not self.solo:
            return super().returns()
        # Solo: the outcome is the score itself, scaled to the usual range of play.
        return [max(0.0, min(1.0, sum(self.score_sheet().points[0]) / 80))]

    # -- cards moving --------------------------------------------------------
    def _draw_order(self) -> list[int]:
        return [(self.first_seat + i) % self.num_players for i in range(self.num_players)]

    def _draw(self, p: int, count: int, events: list[Event], *, into_hand: bool = True) -> list[str]:
        """Draw up to ``count`` cards; an empty deck is rebuilt from the whole discard pile (CO-6)."""
        deck = list(self.deck)
        drawn = []
        for _ in range(count):
            if not deck:
                if not self.discard:
                    break  # CO-6: draws come up short
                deck = self.rng.shuffled(self.discard)
                events.append(Event("copernico.reshuffled", {"count": len(deck)}, reveals=True))
                self.discard = ()
                self.discard_seen = ()
            drawn.append(deck.pop())
        self.deck = tuple(deck)
        if into_hand:
            self.hands = _put(self.hands, p, tuple(sorted(self.hands[p] + tuple(drawn))))
        return drawn

    def _to_discard(self, card: str, seen_by: int) -> None:
        self.discard = self.discard + (card,)
        self.discard_seen = self.discard_seen + (seen_by,)

    def _forget(self, p: int, played: tuple[str, ...], spent: int) -> None:
        """Cards that left p's hand: a played card is public; after a secret payment
        nobody can say which known cards remain, so that knowledge is dropped."""
        rows = []
        for row in self.known:
            cards = list(row[p])
            if spent:
                cards = []
            for c in played:
                if c in cards:
                    cards.remove(c)
            rows.append(_put(row, p, tuple(cards)))
        self.known = tuple(rows)

    # -- information ---------------------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        n = self.num_players
        over = self.phase == OVER
        hands_public = self.phase == DRAFT or over
        obs: dict[str, Any] = {
            "game": "copernico",
            "viewer": player,
            "solo": self.solo,
            "num_players": n,
            "phase": self.phase,
            "turn": self.turn,
            "first_seat": self.first_seat,
            "to_move": list(self.to_move()),
            "deck_size": len(self.deck),
            "discard_size": len(self.discard),
            "tables": [[None if i in self.blanks[p] and player != p and not over else c
                        for i, c in enumerate(self.tables[p])] for p in range(n)],
            "blanks": [sorted(b) for b in self.blanks],
            "hand_sizes": [len(h) for h in self.hands],
            "hands": [list(h) if (hands_public or p == player) else None for p, h in enumerate(self.hands)],
            "committed": [p not in self.to_move() for p in range(n)],
            "peeks": [len(s) for s in self.seen],
            "peeks_owed": list(self.peeks_owed),
            "completed_lines": [sorted(list(x) for x in c) for c in self.completed],
            "last_reveal": [list(r) for r in self.last_reveal],
            "objectives": list(self.objectives),
            "dropped_hypotheses": list(self.dropped_hypotheses),
            "advice_in_play": len(self.advice),
            "ended_by": list(self.ended_by),
        }
        if self.solo or over:
            obs["advice"] = list(self.advice)
            obs["hypotheses"] = list(self.hypotheses)
        if player is not None and not self.solo:
            obs["my_hypothesis"] = self.hypotheses[player]
            obs["seen_advice"] = [[i, self.advice[i]] for i in self.seen[player]]
        if player is not None:
            obs["my_draft"] = list(self.drafts[player])
            commit = self.commits[player]
            if isinstance(commit, Draft):
                obs["my_commit"] = commit.to_json()
            elif commit is not None:
                kind, card, pos, paid, due = commit
                obs["my_commit"] = {
                    "kind": kind, "card": card, "position": pos, "paid": list(paid), "due": due,
                }
            else:
                obs["my_commit"] = None
        if over:
            obs["scores"] = self.score_sheet().to_json()
        return obs

    def redeterminize(self, observer: int, rng: Rng) -> CopernicoState:
        """Deal anew every card ``observer`` cannot see: the deck, others' unknown hand
        cards, others' draft cards, discards only their owner saw, others' hypotheses and
        unseen Advice cards. Others' secret commitments are withdrawn, since the observer
        cannot know them; those players choose again."""
        s = self.clone()
        if s.phase == OVER:
            return s
        n = s.num_players
        pool: list[str] = list(s.deck)
        slots_hand: list[list[str]] = [list(h) for h in s.hands]
        draft_sizes = [len(d) for d in s.drafts]
        hidden_hand = [0] * n
        for q in range(n):
            if q == observer:
                continue
            kept = list(s.known[observer][q])
            hand = list(s.hands[q])
            for c in kept:
                hand.remove(c)
            pool.extend(hand)
            hidden_hand[q] = len(hand)
            slots_hand[q] = kept
            pool.extend(s.drafts[q])
        discard_keep = [(c, who) for c, who in zip(s.discard, s.discard_seen, strict=True)
                        if who in (PUBLIC, observer)]
        hidden_discard = [who for who in s.discard_seen if who not in (PUBLIC, observer)]
        pool.extend(c for c, who in zip(s.discard, s.discard_seen, strict=True)
                    if who not in (PUBLIC, observer))
        pool = rng.shuffled(sorted(pool))  # the hidden order must not shine through
        hands = []
        drafts = list(s.drafts)
        for q in range(n):
            if q == observer:
                hands.append(s.hands[q])
                continue
            take = hidden_hand[q]
            hands.append(tuple(sorted(slots_hand[q] + pool[:take])))
            del pool[:take]
            drafts[q] = tuple(sorted(pool[: draft_sizes[q]]))
            del pool[: draft_sizes[q]]
        new_discard = [c for c, _ in discard_keep]
        new_seen = [who for _, who in discard_keep]
        for who in hidden_discard:
            new_discard.append(pool.pop())
            new_seen.append(who)
        s.deck = tuple(pool)
        s.hands = tuple(hands)
        s.drafts = tuple(drafts)
        s.discard = tuple(new_discard)
        s.discard_seen = tuple(new_seen)
        s.commits = tuple(c if q == observer else None for q, c in enumerate(s.commits))
        # Only the observer's knowledge of hands still describes the re-dealt cards.
        nothing = tuple(() for _ in range(n))
        s.known = tuple(row if o == observer else nothing for o, row in enumerate(s.known))
        if not s.solo:
            own = s.hypotheses[observer]
            others = rng.shuffled([h for h in sorted(s.data.hypotheses) if h != own])
            s.hypotheses = tuple(own if q == observer else others.pop() for q in range(n))
            known_advice = {i: s.advice[i] for i in s.seen[observer]}
            unseen = rng.shuffled([a for a in sorted(s.data.advice) if a not in known_advice.values()])
            s.advice = tuple(known_advice[i] if i in known_advice else unseen.pop()
                             for i in range(len(s.advice)))
        s.rng = Rng(rng.next64())  # future draws are unknown too
        s._legal = s._movers = None
        return s


# The actions that name one card (and a position) are made once and shared, so
# listing and checking legal actions allocates nothing and compares by identity.
_CARD_IDS = sorted(load_data().quadrants)
_PLACE = {c: tuple(Place(c, i + 1) for i in range(9)) for c in _CARD_IDS}
_REFORMULATE = {c: tuple(Reformulate(c, i + 1) for i in range(9)) for c in _CARD_IDS}
_PAY = {c: Pay(c) for c in _CARD_IDS}
_REST = Rest()


@lru_cache(maxsize=8192)
def _draft_options(cards: tuple[str, ...]) -> tuple[Draft, ...]:
    """CO-6: with fewer than 4 cards the roles fill as keep, left, right, discard."""
    out = []
    for order in permutations(cards):
        # A player drafts only with a card in hand, so there is always one to keep.
        passed: list[str | None] = [*order[1:], *[None] * (4 - len(order))]
        out.append(Draft(order[0], passed[0], passed[1], passed[2]))
    return tuple(out)


def _put(items: tuple, index: int, value: Any) -> tuple:
    return items[:index] + (value,) + items[index + 1:]
