"""The engine's two search hooks (issue 11): ``GameState.hidden_choice`` (a choice made by one seat alone
that others must not see) and ``GameDefinition.search_actions`` (what the search branches on).

Face-Down Guess, a tiny game for these tests: player 1 holds three of the cards 1-6 and lays one face
down (hidden from player 2), player 2 guesses whether it is high (4-6) and the card is revealed; a right
guess scores for player 2, a wrong one for player 1. Three rounds.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from desktop_app.ai.agents import IsmctsAgent
from desktop_app.ai.ismcts import HIDDEN, Ismcts
from desktop_app.ai.levels import SearchBudget
from desktop_app.engine.actions import Action, ActionCodec
from desktop_app.engine.events import Event
from desktop_app.engine.game import GameDefinition, GameState, ScoreSheet
from desktop_app.engine.rng import Rng

from .toy_game import HIDDEN_BIDS

CARDS = (1, 2, 3, 4, 5, 6)
ROUNDS = 3


@dataclasses.dataclass(frozen=True, slots=True)
class Lay(Action):
    kind = "lay"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Guess(Action):
    kind = "guess"
    high: bool


class GuessState(GameState):
    __slots__ = ("num_players", "hand", "down", "score", "round", "shown", "hide")

    def clone(self) -> GuessState:
        twin = GuessState.__new__(GuessState)
        for name in GuessState.__slots__:
            setattr(twin, name, getattr(self, name))
        return twin

    def to_move(self) -> tuple[int, ...]:
        if self.round >= ROUNDS:
            return ()
        return (0,) if self.down is None else (1,)

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_move():
            return []
        if player == 0:
            return [Lay(c) for c in self.hand]
        return [Guess(False), Guess(True)]

    def hidden_choice(self, player: int) -> tuple[int, ...]:
        return (1,) if self.hide and player == 0 else ()

    def _apply(self, player: int, action: Action) -> list[Event]:
        if isinstance(action, Lay):
            self.hand = tuple(c for c in self.hand if c != action.card)
            self.down = action.card
            return [Event("toy.laid", {})]
        assert isinstance(action, Guess) and self.down is not None
        right = (self.down >= 4) == action.high
        self.score = (self.score[0] + (not right), self.score[1] + right)
        self.shown = self.shown + (self.down,)
        self.down = None
        self.round += 1
        return [Event("toy.revealed", {"card": self.shown[-1]}, reveals=True)]

    def observation(self, player: int | None) -> dict[str, Any]:
        return {
            "hand": list(self.hand) if player == 0 else None,
            "down": self.down if player == 0 else self.down is not None,
            "shown": list(self.shown),
            "score": list(self.score),
        }

    def redeterminize(self, observer: int, rng: Rng) -> GuessState:
        twin = self.clone()
        if observer == 1:
            pool = rng.shuffled(sorted(set(CARDS) - set(self.shown)))
            twin.hand = tuple(sorted(pool[: len(self.hand)]))
            if self.down is not None:
                twin.down = pool[len(self.hand)]
        return twin

    def score_sheet(self) -> ScoreSheet:
        best = max(self.score)
        return ScoreSheet(("rounds",), ((self.score[0],), (self.score[1],)),
                          tuple(p for p in range(2) if self.score[p] == best))


class FaceDownGuess(GameDefinition):
    id = "toy-guess"
    title = "Face-Down Guess"
    min_players = 2
    max_players = 2
    summary = "A test game with one hidden choice."
    action_codec = ActionCodec([Lay, Guess])

    def __init__(self, hide: bool = True, narrow: bool = False) -> None:
        self.hide = hide
        self.narrow = narrow

    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> GuessState:
        state = GuessState.__new__(GuessState)
        state.num_players = 2
        state.hand = tuple(sorted(Rng(seed).shuffled(CARDS)[:3]))
        state.down = None
        state.score = (0, 0)
        state.round = 0
        state.shown = ()
        state.hide = self.hide
        return state

    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        legal = state.legal_actions(player)
        return legal[rng.below(len(legal))]

    def search_actions(self, state: GameState, player: int) -> list[Action]:
        legal = state.legal_actions(player)
        if self.narrow and player == 0:
            return legal[-1:]  # only the highest card: a forced step for the search
        return legal


def _search(game: FaceDownGuess, iterations: int = 200) -> tuple[GuessState, Any]:
    state = game.new_game(2, {}, 4)
    budget = SearchBudget(iterations, 0.0, rollout_depth=1 << 30, hint_bias=0.0)
    return state, Ismcts(game, budget).search(state, 0, Rng(2), keep_tree=True)


def test_default_hooks_hide_nothing_and_keep_every_legal_action():
    state = HIDDEN_BIDS.new_game(2, {}, 1)
    assert state.hidden_choice(0) == ()
    assert HIDDEN_BIDS.search_actions(state, 0) == state.legal_actions(0)


def test_a_hidden_choice_reaches_the_other_view_as_one_hidden_edge():
    """Seat 2's view of the tree never branches on seat 1's face-down card, so seat 2's guesses in the
    search are pooled over every card seat 1 might have laid."""
    state, result = _search(FaceDownGuess(hide=True))
    mover_root, other_root = result.views[0], result.views[1]
    assert len(mover_root.children) == len(state.legal_actions(0)) == 3
    assert set(other_root.children) == {HIDDEN}
    guess_node = other_root.children[HIDDEN]
    assert set(guess_node.stats) == {Guess(False), Guess(True)}
    # Every iteration passed that one node: its guesses add up to the iterations that got that far.
    assert sum(e[0] for e in guess_node.stats.values()) == result.iterations - 3
    # After the reveal, the next round's choices are seen again (the guess is public).
    assert all(key is not HIDDEN for key in guess_node.children)


def test_without_the_hook_the_other_view_would_see_the_card():
    """The same search with the hook off: seat 2's view branches on each card (what the hook prevents)."""
    state, result = _search(FaceDownGuess(hide=False))
    assert set(result.views[1].children) == set(state.legal_actions(0))


def test_the_choice_does_not_depend_on_the_hidden_card():
    """Seat 2's guess is the same whichever card lies face down: only what it sees counts."""
    game = FaceDownGuess(hide=True)
    choices = set()
    for card in (1, 2, 5, 6):
        state = game.new_game(2, {}, 4)
        state.hand = tuple(sorted({1, 2, 5, 6} - {card}))[:2]
        state.down = card
        agent = IsmctsAgent(game, 9, iterations=60, time_limit=0.0,
                            budget=SearchBudget(60, 0.0, hint_bias=0.0))
        choices.add((agent.choose(state, 1), tuple(sorted(agent.last_result.visits.items(), key=repr))))
    assert len(choices) == 1


def test_narrowing_to_one_action_makes_a_forced_step_that_costs_no_node():
    """A step the game narrows to one action is walked through: the searcher returns it at once at the
    root, and with ``skip_forced`` no decision node is made for it inside the tree."""
    game = FaceDownGuess(hide=False, narrow=True)
    state = game.new_game(2, {}, 4)
    result = Ismcts(game, SearchBudget(50, 0.0)).search(state, 0, Rng(1))
    assert result.iterations == 0 and result.action == state.legal_actions(0)[-1]
    # Seat 2 at the root: seat 1's later lays are forced, so seat 2's next guess hangs right under its own.
    state.apply_action(0, state.legal_actions(0)[0])
    searcher = Ismcts(game, SearchBudget(80, 0.0, rollout_depth=1 << 30, skip_forced=True))
    result = searcher.search(state, 1, Rng(1), keep_tree=True)
    assert result.views is not None
    seat1_root, seat2_root = result.views
    assert seat1_root.stats == {}  # seat 1 never decides in this tree
    for guess, child in seat2_root.children.items():
        assert isinstance(guess, Guess)
        assert all(isinstance(key, Guess) for key in child.children)
    # Without skip_forced (the default, which keeps other games' searches as they were) the forced lay
    # is a decision node of seat 1 (its one action differs between deals of seat 1's hand).
    searcher = Ismcts(game, SearchBudget(80, 0.0, rollout_depth=1 << 30))
    result = searcher.search(state, 1, Rng(1), keep_tree=True)
    assert result.views is not None
    lay_nodes = [child for child in result.views[0].children.values() if child.stats]
    assert lay_nodes and all(isinstance(a, Lay) for node in lay_nodes for a in node.stats)


def test_opponents_taking_the_rule_of_thumb_leave_only_the_searchers_decisions_in_the_tree():
    """With ``opponents_heuristic`` (and ``skip_forced``) seat 1's lays inside seat 2's search are the rule
    of thumb's, walked through without nodes: seat 1's view holds no decision, and seat 2's guesses hang
    directly under its own earlier guesses. Without it seat 1 decides in the tree."""
    game = FaceDownGuess(hide=False)
    state = game.new_game(2, {}, 4)
    state.apply_action(0, state.legal_actions(0)[0])
    budget = SearchBudget(80, 0.0, rollout_depth=1 << 30, skip_forced=True, opponents_heuristic=True)
    result = Ismcts(game, budget).search(state, 1, Rng(1), keep_tree=True)
    assert result.views is not None and result.iterations == 80
    assert result.views[0].stats == {}
    for child in result.views[1].children.values():
        assert child.children and all(isinstance(key, Guess) for key in child.children)
    plain = Ismcts(game, dataclasses.replace(budget, opponents_heuristic=False))
    result = plain.search(state, 1, Rng(1), keep_tree=True)
    assert result.views is not None
    assert any(isinstance(a, Lay) for node in result.views[0].children.values() for a in node.stats)
