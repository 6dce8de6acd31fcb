"""A tiny game and scene for testing the shell without a real game's scene.

High Card: each player holds 3 hidden cards (1-9). A round has a public call
("high" or "low", in seat order, no new information) and then a secret pick
from every player at once; the picks are revealed together (undo stops
there) and the highest single pick scores a point, plus one for calling high.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop_app.engine.actions import Action, ActionCodec
from desktop_app.engine.events import Event
from desktop_app.engine.game import GameDefinition, GameState, OptionSpec, ScoreSheet
from desktop_app.engine.rng import Rng
from desktop_app.ui.scene_base import GameScene

ROUNDS = 3


@dataclasses.dataclass(frozen=True, slots=True)
class Call(Action):
    kind = "call"
    high: bool


@dataclasses.dataclass(frozen=True, slots=True)
class Pick(Action):
    kind = "pick"
    card: int


class ToyState(GameState):
    __slots__ = ("num_players", "hands", "calls", "picks", "round", "scores", "bonus", "rng")

    def clone(self) -> ToyState:
        twin = ToyState.__new__(ToyState)
        for name in ToyState.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.rng = self.rng.copy()
        return twin

    def to_move(self) -> tuple[int, ...]:
        if self.round >= ROUNDS:
            return ()
        if len(self.calls) < self.num_players:
            return (len(self.calls),)
        return tuple(p for p in range(self.num_players) if self.picks[p] is None)

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_move():
            return []
        if len(self.calls) < self.num_players:
            return [Call(False), Call(True)]
        return [Pick(c) for c in self.hands[player]]

    def _apply(self, player: int, action: Action) -> list[Event]:
        if isinstance(action, Call):
            self.calls = (*self.calls, action.high)
            return [Event("toy.called", {"player": player, "high": action.high})]
        assert isinstance(action, Pick)
        self.hands = tuple(
            tuple(c for c in h if c != action.card) if p == player else h for p, h in enumerate(self.hands)
        )
        self.picks = tuple(action.card if p == player else x for p, x in enumerate(self.picks))
        events = [
            Event("toy.picked", {"player": player}),
            Event("toy.secret_pick", {"player": player, "card": action.card}, visible_to=(player,)),
        ]
        if any(x is None for x in self.picks):
            return events
        top = max(self.picks)
        winners = [p for p, x in enumerate(self.picks) if x == top]
        events.append(Event("toy.revealed", {"picks": list(self.picks)}, reveals=True))
        if len(winners) == 1:
            w = winners[0]
            self.scores = tuple(s + (1 if p == w else 0) for p, s in enumerate(self.scores))
            if self.calls[w]:
                self.bonus = tuple(s + (1 if p == w else 0) for p, s in enumerate(self.bonus))
        self.round += 1
        self.calls = ()
        self.picks = (None,) * self.num_players
        return events

    def observation(self, player: int | None) -> dict[str, Any]:
        over = self.round >= ROUNDS
        return {
            "phase": "call" if len(self.calls) < self.num_players else "pick",
            "round": self.round,
            "hand": list(self.hands[player]) if player is not None else None,
            "hands": [list(h) for h in self.hands] if over else None,
            "hand_sizes": [len(h) for h in self.hands],
            "calls": list(self.calls),
            "committed": [x is not None for x in self.picks],
            "scores": list(self.scores),
        }

    def redeterminize(self, observer: int, rng: Rng) -> ToyState:
        twin = self.clone()
        pool = [c for p, h in enumerate(self.hands) if p != observer for c in h]
        pool = rng.shuffled(pool)
        hands = []
        for p, h in enumerate(self.hands):
            if p == observer:
                hands.append(h)
            else:
                hands.append(tuple(pool[: len(h)]))
                pool = pool[len(h):]
        twin.hands = tuple(hands)
        return twin

    def score_sheet(self) -> ScoreSheet:
        points = tuple((self.scores[p], self.bonus[p]) for p in range(self.num_players))
        totals = [sum(r) for r in points]
        best = max(totals)
        rank = None
        if self.num_players == 1:
            rank = "toy.rank_good" if totals[0] >= 2 else "toy.rank_poor"
        return ScoreSheet(
            ("rounds", "calls"), points, tuple(p for p, t in enumerate(totals) if t == best), rank=rank
        )


class ToyGame(GameDefinition):
    id = "shelltoy"
    title = "High Card"
    min_players = 1
    max_players = 3
    summary = "Call high or low, then play your highest card."
    action_codec = ActionCodec([Call, Pick])

    def option_specs(self) -> list[OptionSpec]:
        return [
            OptionSpec("fast", "Fast game", False),
            OptionSpec("solo_level", "Solo difficulty", 1, (1, 2), player_counts=(1,)),
        ]

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> ToyState:
        rng = Rng(seed)
        deck = rng.shuffled(range(1, 10))
        state = ToyState.__new__(ToyState)
        state.num_players = num_players
        state.hands = tuple(tuple(sorted(deck[3 * p: 3 * p + 3])) for p in range(num_players))
        state.calls = ()
        state.picks = (None,) * num_players
        state.round = 0
        state.scores = (0,) * num_players
        state.bonus = (0,) * num_players
        state.rng = rng
        return state

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        legal = state.legal_actions(player)
        return max(legal, key=lambda a: a.card if isinstance(a, Pick) else int(a.high))


TOY = ToyGame()
TOY_PATHS = {"shelltoy": "tests.ui.shell_fakes:TOY"}


class RecordingScene(GameScene):
    """Draws a line of text and records everything the window gives it."""

    def __init__(self, seats, parent=None) -> None:
        super().__init__(seats, parent)
        self.calls: list[tuple[int | None, list[Action], dict, list]] = []
        self.size = (0.0, 0.0)
        self.text = QGraphicsSimpleTextItem("")
        self.addItem(self.text)

    def show_observation(self, observation, viewer, legal, recent) -> None:
        self.calls.append((viewer, list(legal), observation, list(recent)))
        self.text.setText(f"viewer {viewer}: hand {observation.get('hand')}")
        self.prompt_changed.emit(self.prompt())

    def resize_to(self, width: float, height: float) -> None:
        self.size = (width, height)
        self.setSceneRect(0, 0, width, height)
        self.text.setPos(20, height / 2)

    def prompt(self) -> str:
        if not self.calls:
            return ""
        viewer, legal, observation, _ = self.calls[-1]
        if not legal:
            return "Wait for the others."
        return "Call high or low." if observation["phase"] == "call" else "Pick a card."

    def is_turn_ending(self, action: Action) -> bool:
        return isinstance(action, Pick)
