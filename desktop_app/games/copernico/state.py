"""Copernico's game state: the complete truth of a game in progress.

The rules that change it live in modules named after the rulebook's parts: ``setup``,
``drafting`` (phase 1, look at the sky), ``placement`` (phase 2, propose the system: place,
reformulate, rest), ``advice`` (peeks for new lines), ``solo``, ``ending`` and
``scoring``, with ``turns`` saying what follows what and ``cards`` moving cards. What each
seat may see is in ``view``.

All fields are immutable values so that :meth:`CopernicoState.clone` is a plain slot copy.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.game import GameState, ScoreSheet
from ...engine.rng import Rng
from . import advice, drafting, ending, placement, turns, view
from .actions import Draft
from .data import CopernicoData
from .frames import Phase, Plan

# Enum members read through their class cost a lookup each time; the hot paths use these names.
_DRAFT, _ACT, _PEEK, _SOLO = Phase.DRAFT, Phase.ACT, Phase.PEEK, Phase.SOLO
# The listing functions, read as globals once instead of through their modules per call.
_DraftOptions = drafting.DraftOptions
_is_draft = drafting.is_option
_action_options = placement.action_options
_payment_options = placement.payment_options
_random_draft = drafting.random_option
_random_act = placement.random_action_option
_turns_apply = turns.apply
_PEEKS = advice.PEEKS


class CopernicoState(GameState):
    __slots__ = (
        "num_players", "solo", "phase", "turn", "first_seat", "rng", "deck", "discard", "discard_seen",
        "hands", "tables", "blanks", "hypotheses", "advice", "objectives", "dropped_hypotheses", "seen",
        "completed", "drafts", "commits", "peeks_owed", "known", "last_reveal", "ended_by", "data",
        "_legal", "_movers", "_final",
    )

    num_players: int
    solo: bool
    phase: Phase
    turn: int
    first_seat: int
    rng: Rng
    deck: tuple[str, ...]  # the top card is the last one
    discard: tuple[str, ...]
    discard_seen: tuple[int, ...]  # per discard card: cards.PUBLIC, or the one seat that knows it is there
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
    commits: tuple[Draft | Plan | None, ...]  # per seat: a draft assignment, or a phase-2 plan
    peeks_owed: tuple[int, ...]
    # known[o][q]: cards o knows are in q's hand (o != q; a player's own hand is simply seen)
    known: tuple[tuple[tuple[str, ...], ...], ...]
    # public record of the last resolved commitments: (seat, plan kind, card, position, paid, replaced)
    last_reveal: tuple[tuple[Any, ...], ...]
    ended_by: tuple[int, ...]
    data: CopernicoData
    _legal: tuple[int, Sequence[Action]] | None  # the last legal actions listed, until the state changes
    _movers: tuple[int, ...] | None  # to_move(), until the state changes
    _final: ScoreSheet | None  # the scores once the game is over (nothing changes after that)

    # -- copying -------------------------------------------------------------
    def clone(self) -> CopernicoState:
        # Spelled out: 0.48 us against 1.9 us for a loop over __slots__ with getattr/setattr (measured).
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
        twin._final = self._final
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
        if phase is _ACT or phase is _SOLO:
            # A plan still owes payment steps until it holds every card due.
            return tuple([p for p, c in enumerate(self.commits)
                          if c is None or (type(c) is Plan and c.due > len(c.paid))])
        if phase is _DRAFT:
            drafts = self.drafts
            return tuple([p for p, c in enumerate(self.commits) if c is None and drafts[p]])
        if phase is _PEEK:
            return tuple([p for p, n in enumerate(self.peeks_owed) if n > 0])
        return ()

    def legal_actions(self, player: int) -> Sequence[Action]:
        """A list, or in a draft a ``drafting.DraftOptions`` (immutable: it builds an assignment only
        when one is read, so it is handed out as it is kept)."""
        cached = self._legal
        if cached is not None and cached[0] == player:
            listing = cached[1]
            return listing if type(listing) is _DraftOptions else list(listing)
        movers = self._movers
        if movers is None:
            movers = self._movers = self._compute_movers()
        actions: Sequence[Action]
        if player not in movers:
            actions = ()
        else:
            phase = self.phase
            if phase is _DRAFT:
                drafts = _DraftOptions(self.drafts[player])
                self._legal = (player, drafts)
                return drafts  # immutable: handed out as it is kept
            if phase is _PEEK:
                actions = _PEEKS
            else:  # _options_after_draft spelled out: every listing comes here
                plan = self.commits[player]
                if type(plan) is Plan:
                    actions = _payment_options(self, player, plan)
                else:
                    actions = _action_options(self, player)
        # Kept until the state changes; callers get copies of lists, so nothing can alter the kept one.
        self._legal = (player, actions)
        return list(actions)

    def random_action(self, player: int, rng: Rng) -> Action:
        # legal_actions(player)[rng.below(...)] without keeping or copying the list, and in a draft
        # (24 assignments) building only the one drawn: every random rollout move comes here.
        movers = self._movers
        if movers is None:
            movers = self._movers = self._compute_movers()
        if player not in movers:
            return super().random_action(player, rng)  # nothing to choose: refused as before
        phase = self.phase
        if phase is _DRAFT:
            return _random_draft(self.drafts[player], rng)
        if phase is _ACT and type(self.commits[player]) is not Plan:
            return _random_act(self, player, rng)
        actions = self._options_after_draft(player)
        return actions[rng.below(len(actions))]

    def _options_after_draft(self, player: int) -> Sequence[Action]:
        """A mover's options outside the draft: a peek, a payment step, or a card to lay or reformulate."""
        if self.phase is _PEEK:
            return _PEEKS
        plan = self.commits[player]
        if type(plan) is Plan:
            return _payment_options(self, player, plan)
        return _action_options(self, player)

    def check_legal(self, player: int, action: Action) -> None:
        if not self._plainly_legal(player, action):
            super().check_legal(player, action)

    def _plainly_legal(self, player: int, action: Action) -> bool:
        """True when ``action`` is legal for ``player`` by a quick test, without a second listing; False
        leaves the question to the engine's full check (which also words the refusal).

        The usual caller took the action from the listing just made, so it is there by identity. A draft
        listing makes a new assignment each time one is read, and a draft applied without a listing
        (a replay, a person's move) needs none: either is told by its cards and roles (CO-6)."""
        cached = self._legal
        if cached is not None and cached[0] == player:
            listing = cached[1]
            if type(listing) is _DraftOptions:
                return action in listing
            for legal in listing:  # noqa: SIM110 - a loop: cheaper than any() over a generator here
                if legal is action:
                    return True
            return False
        return self.phase is _DRAFT and player in self.to_move() and _is_draft(self.drafts[player], action)

    def reformulation_cost(self, placed: str, card: str) -> int | None:
        """Cards to discard to replace ``placed`` with ``card``, or None if not allowed (CO-9)."""
        return self.data.reformulation_costs[placed].get(card)

    # -- applying ------------------------------------------------------------
    def apply_action(self, player: int, action: Action, *, trusted: bool = False) -> list[Event]:
        # GameState.apply_action with check_legal's usual case and _apply spelled out: every action of
        # every game and search comes here.
        if not trusted and not self._plainly_legal(player, action):
            GameState.check_legal(self, player, action)
        movers = self._movers
        self._legal = self._movers = None
        return _turns_apply(self, player, action, movers)

    def _apply(self, player: int, action: Any) -> list[Event]:
        movers = self._movers
        self._legal = self._movers = None
        return turns.apply(self, player, action, movers)

    # -- scores --------------------------------------------------------------
    def scoring_tables(self) -> list[tuple[str | None, ...]]:
        """Tables as scoring sees them: solo blanks show nothing (CO-21)."""
        return ending.scoring_tables(self)

    def score_sheet(self) -> ScoreSheet:
        return self._final or ending.score_sheet(self)

    def returns(self) -> list[float]:
        if not self.solo:
            return super().returns()
        # Solo: the outcome is the score itself, scaled to the usual range of play.
        return [max(0.0, min(1.0, sum(self.score_sheet().points[0]) / 80))]

    # -- information ---------------------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        return cast(dict[str, Any], view.observation(self, player))

    def redeterminize(self, observer: int, rng: Rng) -> CopernicoState:
        return view.redeterminize(self, observer, rng)
