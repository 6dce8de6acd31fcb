"""Hidden Bids: a tiny card game with hidden hands and secret simultaneous
commitments, for testing the computer opponents without a real game.

Cards 1-16; each player is dealt 5, the rest stay unseen. Five prizes worth 1-5
come up one at a time in a hidden order. Each round every player secretly
commits in two steps: a card from their hand, then whether to boost it (+3 to
the bid, costs 1 point). Commitments are revealed together; the single highest
bid takes the prize, a tie at the top takes nothing.
"""

from __future__ import annotations

import dataclasses
import os
import time
from pathlib import Path
from typing import Any

from desktop_app.engine.actions import Action, ActionCodec
from desktop_app.engine.events import Event
from desktop_app.engine.game import GameDefinition, GameState, ScoreSheet
from desktop_app.engine.rng import Rng

CARDS = tuple(range(1, 17))
HAND = 5
PRIZES = (1, 2, 3, 4, 5)
BOOST = 3


@dataclasses.dataclass(frozen=True, slots=True)
class Bid(Action):
    kind = "bid"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Boost(Action):
    kind = "boost"
    on: bool


class BidsState(GameState):
    __slots__ = ("num_players", "hands", "bids", "boosts", "prizes", "won", "paid", "history", "rng")

    def clone(self) -> BidsState:
        twin = BidsState.__new__(BidsState)
        for name in BidsState.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.rng = self.rng.copy()
        return twin

    def to_move(self) -> tuple[int, ...]:
        if not self.prizes:
            return ()
        return tuple(p for p in range(self.num_players) if self.bids[p] is None or self.boosts[p] is None)

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_move():
            return []
        if self.bids[player] is None:
            return [Bid(c) for c in self.hands[player]]
        return [Boost(False), Boost(True)]

    def _apply(self, player: int, action: Action) -> list[Event]:
        if isinstance(action, Bid):
            rest = tuple(c for c in self.hands[player] if c != action.card)
            self.hands = _replace(self.hands, player, rest)
            self.bids = _replace(self.bids, player, action.card)
        else:
            self.boosts = _replace(self.boosts, player, action.on)
        events = [Event("toy.committed", {"player": player})]
        if any(b is None for b in self.bids) or any(b is None for b in self.boosts):
            return events
        values = [self.bids[p] + (BOOST if self.boosts[p] else 0) for p in range(self.num_players)]
        top = max(values)
        winners = [p for p, v in enumerate(values) if v == top]
        prize = self.prizes[0]
        if len(winners) == 1:
            self.won = _replace(self.won, winners[0], self.won[winners[0]] + prize)
        self.paid = tuple(self.paid[p] + (1 if self.boosts[p] else 0) for p in range(self.num_players))
        self.history = self.history + ((prize, tuple(zip(self.bids, self.boosts, strict=True))),)
        self.bids = (None,) * self.num_players
        self.boosts = (None,) * self.num_players
        self.prizes = self.prizes[1:]
        events.append(Event("toy.revealed", {"values": values}, reveals=True))
        return events

    def observation(self, player: int | None) -> dict[str, Any]:
        return {
            "hand": list(self.hands[player]) if player is not None else None,
            "my_bid": self.bids[player] if player is not None else None,
            "my_boost": self.boosts[player] if player is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "committed": [b is not None for b in self.bids],
            "boosted": [b is not None for b in self.boosts],
            "prize": self.prizes[0] if self.prizes else None,
            "prizes_left": sorted(self.prizes[1:]),
            "won": list(self.won),
            "paid": list(self.paid),
            "history": [[prize, [list(b) for b in bids]] for prize, bids in self.history],
        }

    def redeterminize(self, observer: int, rng: Rng) -> BidsState:
        twin = self.clone()
        played = {bid for _, bids in self.history for bid, _ in bids}
        own = set(self.hands[observer])
        if self.bids[observer] is not None:
            own.add(self.bids[observer])
        # Sorted, so the re-deal depends only on what the observer knows.
        pool = rng.shuffled(sorted(set(CARDS) - played - own))
        hands = list(twin.hands)
        bids = list(twin.bids)
        boosts = list(twin.boosts)
        for p in range(self.num_players):
            if p == observer:
                continue
            if bids[p] is not None:
                bids[p] = pool.pop()
            if boosts[p] is not None:
                boosts[p] = rng.below(2) == 1
            hands[p] = tuple(sorted(pool.pop() for _ in range(len(self.hands[p]))))
        twin.hands, twin.bids, twin.boosts = tuple(hands), tuple(bids), tuple(boosts)
        if self.prizes:
            twin.prizes = (self.prizes[0],) + tuple(rng.shuffled(sorted(self.prizes[1:])))
        twin.rng = rng.fork()
        return twin

    def score_sheet(self) -> ScoreSheet:
        points = tuple((self.won[p], -self.paid[p]) for p in range(self.num_players))
        totals = [sum(row) for row in points]
        best = max(totals)
        return ScoreSheet(("prizes", "boosts"), points, tuple(p for p, t in enumerate(totals) if t == best))


def _replace(items: tuple, index: int, value: Any) -> tuple:
    return items[:index] + (value,) + items[index + 1 :]


class HiddenBids(GameDefinition):
    id = "toy-bids"
    title = "Hidden Bids"
    min_players = 2
    max_players = 3
    summary = "A test game with hidden hands and secret bids."
    action_codec = ActionCodec([Bid, Boost])

    def __init__(self, use_evaluate: bool = False) -> None:
        self.use_evaluate = use_evaluate

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> BidsState:
        rng = Rng(seed)
        deck = rng.shuffled(CARDS)
        state = BidsState.__new__(BidsState)
        state.num_players = num_players
        state.hands = tuple(tuple(sorted(deck[p * HAND : (p + 1) * HAND])) for p in range(num_players))
        state.bids = (None,) * num_players
        state.boosts = (None,) * num_players
        state.prizes = tuple(rng.shuffled(PRIZES))
        state.won = (0,) * num_players
        state.paid = (0,) * num_players
        state.history = ()
        state.rng = rng
        return state

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        assert isinstance(state, BidsState)
        if state.bids[player] is None:
            # Bid the card whose rank in hand matches the prize's rank among the prizes left.
            hand = state.hands[player]
            prizes = sorted(state.prizes)
            rank = prizes.index(state.prizes[0]) * len(hand) // len(prizes)
            return Bid(hand[rank])
        return Boost(state.prizes[0] == max(state.prizes) and state.prizes[0] >= 4)

    def evaluate(self, state: GameState) -> list[float] | None:
        if not self.use_evaluate:
            return None
        assert isinstance(state, BidsState)
        totals = [state.won[p] - state.paid[p] + sum(state.hands[p]) / 16 for p in range(state.num_players)]
        best, worst = max(totals), min(totals)
        spread = max(1.0, best - worst)
        return [0.5 + 0.5 * (t - worst) / spread if t == best else 0.5 * (t - worst) / spread for t in totals]


HIDDEN_BIDS = HiddenBids()
HIDDEN_BIDS_EVAL = HiddenBids(use_evaluate=True)


GATE_ENV = "GAME_TABLE_TEST_GATE"  # the file whose existence opens GATED_BIDS's gate
GATE_WAIT_S = 30.0  # how long a gated game waits before it gives up (then the test fails, not hangs)


class GatedBids(HiddenBids):
    """Hidden Bids whose new game waits until the file named by ``GATE_ENV`` exists. A test opens the gate
    from its own thread after a call returned: an answer that needs the game cannot have been worked out
    inside that call (the worker's tests: it returns before thinking, in a thread or another process)."""

    id = "toy-bids-gated"

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> BidsState:
        gate = Path(os.environ[GATE_ENV])
        deadline = time.monotonic() + GATE_WAIT_S
        while not gate.exists():
            if time.monotonic() > deadline:
                raise TimeoutError("the gate was never opened: the caller waited for this game")
            time.sleep(0.005)
        return super().new_game(num_players, options, seed)


GATED_BIDS = GatedBids()
GATED_PATHS = {GATED_BIDS.id: f"{__name__}:GATED_BIDS"}  # for the worker, which finds it by name
