"""The interface every game implements.

Modelled on OpenSpiel: a :class:`GameDefinition` sets a game up from options
and a seed; a :class:`GameState` is the complete truth of one game in
progress, says who must decide, lists their legal actions, applies one, and
tells each player only what that player may see.

Simultaneous choices are sequential secret commitments: while several players
owe a choice, :meth:`GameState.to_move` names all of them, each commits in any
order, and the state reveals the choices together when the last one is in.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .errors import IllegalActionError, OptionsError

if TYPE_CHECKING:
    from .actions import Action, ActionCodec
    from .events import Event
    from .game_values import OptionSpec as OptionSpec
    from .game_values import Progress as Progress
    from .game_values import ScoreSheet as ScoreSheet
    from .game_values import SeatColour as SeatColour
    from .game_values import SeatRole as SeatRole
    from .hints import HintReason
    from .refusals import Refusal
    from .rng import Rng

# The values a game hands the shell (options, progress, scores, seats' roles and colours) are frozen
# dataclasses, some 4 M instructions each to build: they live in game_values.py and load with their first
# use, not with the game definitions the home screen lists (issue 13). Named from here as before.
_VALUES = ("OptionSpec", "Progress", "ScoreSheet", "SeatRole", "SeatColour")


def __getattr__(name: str) -> Any:
    if name in _VALUES:
        from . import game_values

        value = getattr(game_values, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class GameState(ABC):
    """One game in progress. Only :meth:`apply_action` changes it."""

    num_players: int

    @abstractmethod
    def clone(self) -> GameState:
        """An independent copy; must be cheap (the AI copies states often)."""

    @abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """Players who owe a decision now (several during a secret commitment);
        empty once the game is over."""

    def current_player(self) -> int:
        movers = self.to_move()
        return movers[0] if movers else -1

    def is_terminal(self) -> bool:
        return not self.to_move()

    @abstractmethod
    def legal_actions(self, player: int) -> Sequence[Action]:
        """Every action ``player`` may take now (empty if they owe nothing), in a fixed order.

        Usually a fresh list; a game may hand out an immutable sequence instead (Copernico's draft
        builds an assignment only when one is read), so a caller that wants to change it copies it."""

    def random_action(self, player: int, rng: Rng) -> Action:
        """``legal_actions(player)[rng.below(len(...))]``: the search's random rollout moves.

        A game may override it to pick the same action with the same draw without listing them all
        (e.g. building only the one assignment drawn out of many); it must return an equal action."""
        legal = self.legal_actions(player)
        return legal[rng.below(len(legal))]

    @abstractmethod
    def _apply(self, player: int, action: Action) -> list[Event]:
        """Apply a legal action; called only after :meth:`check_legal`."""

    def check_legal(self, player: int, action: Action) -> None:
        if player not in self.to_move():
            raise IllegalActionError(f"it is not player {player + 1}'s decision now")
        legal = self.legal_actions(player)
        try:
            first = legal.index(action)
        except ValueError:
            raise IllegalActionError(f"{action.kind} is not allowed now: {action}") from None
        # Kinds and exact field types too, not only ==: True == 1 and 3.0 == 3 in Python, and a
        # float position that passed here once crashed halfway through a move. Only the actions
        # equal to this one need the slower exact comparison.
        from .actions import same_action  # loaded by now: the game's actions are Actions

        if not any(same_action(action, other) for other in legal[first:] if other == action):
            raise IllegalActionError(f"{action.kind} is not allowed now: {action}")

    def apply_action(self, player: int, action: Action, *, trusted: bool = False) -> list[Event]:
        """Apply ``action`` for ``player`` and return the log events it caused.

        An illegal action raises :class:`IllegalActionError` and leaves the
        state unchanged. ``trusted`` skips the check for callers that took the
        action from :meth:`legal_actions` themselves (the AI's search).
        """
        if not trusted:
            self.check_legal(player, action)
        return self._apply(player, action)

    def hidden_choice(self, player: int) -> tuple[int, ...]:
        """The players who must not learn which action ``player`` takes now (a card laid face down,
        a card handed over in secret); empty (the default) when every player sees the choice.

        The computer's search honours it: those players' views of the search tree do not branch on
        the choice, so none of their later decisions in the search depends on it. Only the identity
        is hidden; that ``player`` made a choice is seen by all.
        """
        return ()

    @abstractmethod
    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see, as JSON-ready data (None: a spectator)."""

    @abstractmethod
    def redeterminize(self, observer: int, rng: Rng) -> GameState:
        """A copy in which everything ``observer`` cannot see is dealt anew,
        consistent with what they know."""

    @abstractmethod
    def score_sheet(self) -> ScoreSheet:
        """Scores with a per-category breakdown (final once terminal)."""

    def returns(self) -> list[float]:
        """Outcome per player in [0, 1] for search: winning teams share a win (a team's seats each
        get its share), and the score margin breaks near-ties so the AI keeps playing for points."""
        sheet = self.score_sheet()
        totals = sheet.totals
        best = max(totals) if totals else 0
        spread = max(1, best - min(totals)) if totals else 1
        shares = len(sheet.winning_teams()) if sheet.teams else len(sheet.winners)
        out = []
        for p in range(self.num_players):
            win = 1.0 / shares if p in sheet.winners else 0.0
            out.append(0.8 * win + 0.2 * (1 - (best - totals[p]) / spread))
        return out


class GameDefinition(ABC):
    """Static description of a game plus the factory for new states."""

    id: str
    title: str  # English source text
    min_players: int
    max_players: int
    summary: str  # one line for the home screen, English source text
    action_codec: ActionCodec

    def option_specs(self) -> Sequence[OptionSpec]:
        return ()

    def saved_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """A save's options before they are normalised: a game whose later versions added an option that
        changes play fills in the value the save was played with (Campaign Trail's data revision)."""
        return options

    def options_to_save(self, options: dict[str, Any]) -> dict[str, Any]:
        """The options as a save writes them; ``saved_options`` reads them back to the same options."""
        return options

    def normalize_options(self, num_players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Fill defaults and reject unknown keys or values."""
        if not self.min_players <= num_players <= self.max_players:
            raise OptionsError(
                f"{self.title} is played by {self.min_players} to {self.max_players} players, "
                f"not {num_players}"
            )
        specs = {s.key: s for s in self.option_specs()}
        unknown = set(options) - set(specs)
        if unknown:
            raise OptionsError(f"unknown option(s) for {self.title}: {', '.join(sorted(unknown))}")
        out: dict[str, Any] = {}
        defaults = self.option_defaults(num_players)
        for key, spec in specs.items():
            value = options.get(key, defaults.get(key, spec.default))
            allowed = spec.choices or (False, True)
            if value not in allowed or type(value) is not type(spec.default):
                raise OptionsError(f"option {key!r} cannot be {value!r}")
            out[key] = value
        return out

    def option_defaults(self, num_players: int) -> dict[str, Any]:
        """Each option's default at this player count: the OptionSpec's, unless the game needs another
        one there (a setup left to its defaults is never refused)."""
        return {spec.key: spec.default for spec in self.option_specs()}

    @abstractmethod
    def new_game(self, num_players: int, options: dict[str, Any], seed: int) -> GameState:
        """A fresh game; ``options`` have been normalised."""

    @abstractmethod
    def heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        """The game's rule-of-thumb choice: the Easy level and rollout policy."""

    def search_heuristic_action(self, state: GameState, player: int, rng: Rng) -> Action:
        """The rule of thumb of the computer's search levels, where it differs from Easy's (a budget
        with ``own_hint`` or ``own_replies`` asks for it): Easy's by default. Same contract as
        heuristic_action: a legal action, from what ``player`` may see."""
        return self.heuristic_action(state, player, rng)

    def level_search_actions(self, state: GameState, player: int) -> Sequence[Action]:
        """What the search levels whose budget sets ``ai_narrowing`` branch on, where a game narrows
        further for them than for every search (``search_actions``, the default). Same contract as
        search_actions."""
        return self.search_actions(state, player)

    def level_redeal(self, state: GameState, observer: int, rng: Rng) -> GameState:
        """The world each iteration of a search level whose budget sets ``ai_redeal`` searches in: the
        state's own re-deal by default. A game may start from that re-deal and re-choose, in the dealt
        copy, only what ``observer`` cannot see (for example others' secret commitments, the rule of
        thumb's way)."""
        return state.redeterminize(observer, rng)

    def level_evaluate(self, state: GameState) -> list[float] | None:
        """The evaluation of the search levels whose budget sets ``ai_evaluation``, where a game judges
        positions differently for them: ``evaluate`` by default. Same contract as evaluate."""
        return self.evaluate(state)

    def search_actions(self, state: GameState, player: int) -> Sequence[Action]:
        """The actions the computer's search branches on for ``player``: all legal actions by
        default. A game may leave out choices not worth thinking about (dominated, or far below
        the best by its own judgement) to spend the search where it matters. People always see
        every legal action.

        Must return a non-empty subset of ``state.legal_actions(player)`` in their order whenever
        that is non-empty, and may use only what ``player`` can see (the search calls it on the
        real state at the root). A single action counts as a forced step the search passes
        through without a decision node.
        """
        return state.legal_actions(player)

    def evaluate(self, state: GameState) -> list[float] | None:
        """Heuristic value in [0, 1] per player of a non-terminal state, used
        to cut rollouts short; None means play the rollout to the end."""
        return None

    # -- seats, teams and colours (the new-game dialog and the shell ask these) ----------------------
    def seat_roles(self, num_players: int, options: dict[str, Any]) -> tuple[SeatRole, ...] | None:
        """Each seat's role for these normalised options (e.g. a party and which of its candidates),
        or None when seats have no roles. Raises OptionsError like normalize_options."""
        return None

    def seat_colours(self, num_players: int, options: dict[str, Any]) -> tuple[SeatColour, ...] | None:
        """The colour the game gives each seat (teammates may share one), or None: the player picks
        from the shell's palette."""
        return None

    def seat_texts(self) -> Sequence[str]:
        """Every English text seat_roles, seat_colours and ScoreSheet.team_names can return, so the
        translation tools can mark them (context "GameSeat")."""
        return ()

    def option_texts(self) -> Sequence[str]:
        """The English templates of the Reasons in this game's OptionsErrors (context "GameOption")."""
        return ()


    def progress(self, state: GameState) -> Progress | None:
        """How far ``state`` is in the unit the game counts in; None when the game does not say.

        By default read from the public observation's "round" (else "turn") counter; a game whose
        observation names its progress otherwise overrides this."""
        observation = state.observation(None)
        for unit in ("round", "turn"):
            value = observation.get(unit)
            if type(value) is int:
                from .game_values import Progress

                return Progress(unit, value)
        return None

    def why_not(self, state: GameState, player: int, action: Action) -> Refusal | None:
        """Why ``player`` may not take ``action`` in ``state`` (None: the action is legal).

        Games override this with the rules' own reasons (see engine/refusals.py); this default only
        tells "not your decision" from "not allowed now"."""
        from .refusals import GENERIC_NOT_NOW, GENERIC_NOT_YOUR_TURN, Refusal

        if player not in state.to_move():
            return Refusal(GENERIC_NOT_YOUR_TURN, never=False)
        if action in state.legal_actions(player):
            return None
        return Refusal(GENERIC_NOT_NOW, never=False)

    def hint_reason(self, state: GameState, player: int, action: Action) -> HintReason:
        """Why the coach's search likes ``action`` for ``player``, in the game's terms (engine/hints.py).

        ``state`` is what the player may know (re-dealt for them), so a reason never tells a secret.
        Games override this with their own reasons; the default compares scores and evaluations."""
        from .hints import generic_reason

        return generic_reason(self, state, player, action)
