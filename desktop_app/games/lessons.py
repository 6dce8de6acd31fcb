"""Guided first games: a short scripted opening per title, read from ``resources/<game>/lesson.json``.

A lesson fixes the seed, the options and the seats, then lists its steps in order. A step is one decision
of one seat: the engine actions it is made of, in the form saves use (a placement and the payments that
follow it are one decision), and for the person's seat a text key (the words live in the UI, translated)
and which of the pointed-at things the table marks ("piece", "target"). The computer's steps carry no
text: they are scripted too, so a lesson plays the same way every time.

Loading checks the shape and replays the whole script through the rules, so a lesson that a change of
the rules has broken is refused here (and by its test) instead of stopping a player half-way. No Qt.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any

from ..engine.actions import Action
from ..engine.errors import GameTableError
from ..engine.game import GameDefinition, GameState
from ..engine.seats import AI_LEVELS
from ..resources import data_fail, data_rows, load_json
from .catalogue import get_game
from .lesson_files import LESSON_FILE as LESSON_FILE
from .lesson_files import folder as folder
from .lesson_files import has_lesson as has_lesson

POINTS = ("piece", "target")  # what a step may ask the table to mark
TEXT_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")


@dataclasses.dataclass(frozen=True)
class LessonStep:
    """One decision of ``player``: ``actions`` in order; ``text`` and ``point`` only for the person."""

    player: int
    actions: tuple[Action, ...]
    text: str | None = None
    point: tuple[str, ...] = POINTS


@dataclasses.dataclass(frozen=True)
class Lesson:
    game_id: str
    seed: int
    seats: tuple[str, ...]  # "human" or "ai:<level>", one per seat; exactly one person
    options: dict[str, Any]
    steps: tuple[LessonStep, ...]
    closing: str  # the text key shown once the script is played out

    @property
    def person(self) -> int:
        return self.seats.index("human")

    @property
    def game(self) -> GameDefinition:
        return get_game(self.game_id)

    def actions(self) -> list[tuple[int, Action]]:
        """Every scripted (player, action) in the order they are played."""
        return [(step.player, action) for step in self.steps for action in step.actions]

    def person_steps(self) -> list[LessonStep]:
        return [step for step in self.steps if step.player == self.person]

    def text_keys(self) -> list[str]:
        return [step.text for step in self.person_steps() if step.text] + [self.closing]

    def position(self, played: int) -> tuple[int, int] | None:
        """(step index, actions of it already played) after ``played`` scripted actions; None at the end."""
        for index, step in enumerate(self.steps):
            if played < len(step.actions):
                return index, played
            played -= len(step.actions)
        return None


@cache
def load_lesson(game_id: str) -> Lesson:
    """The game's lesson, checked; a missing or broken file is a ResourceError naming it."""
    where = f"{folder(game_id)}/{LESSON_FILE}"
    return parse_lesson(game_id, load_json(folder(game_id), LESSON_FILE), where)


def parse_lesson(game_id: str, doc: Any, where: str = LESSON_FILE) -> Lesson:
    """Read and check a lesson document: its shape, then every scripted action replayed through the rules."""
    game = get_game(game_id)
    if not isinstance(doc, dict) or doc.get("game") != game_id:
        data_fail(game_id, where, f"must be an object naming the game {game_id!r}")
    seed, seats, closing = doc.get("seed"), doc.get("seats"), doc.get("closing")
    options = doc.get("options", {})
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        data_fail(game_id, where, "needs a non-negative whole number 'seed'")
    if not isinstance(seats, list) or not all(isinstance(s, str) and _seat_ok(s) for s in seats):
        data_fail(game_id, where, "'seats' must list 'human' or 'ai:<level>' per seat")
    if seats.count("human") != 1:
        data_fail(game_id, where, "a lesson has exactly one person ('human') at the table")
    if not isinstance(options, dict):
        data_fail(game_id, where, "'options' must be an object")
    if not isinstance(closing, str) or not _key_ok(closing):
        data_fail(game_id, where, "needs a text key 'closing'")
    person = seats.index("human")
    rows = data_rows(game_id, doc, "steps", where)
    steps = tuple(_step(game, row, len(seats), person, where) for row in rows)
    if not any(s.player == person for s in steps):
        data_fail(game_id, where, "the person has no step to take")
    lesson = Lesson(game_id, seed, tuple(seats), dict(options), steps, closing)
    try:
        replay(lesson)
    except (GameTableError, ValueError) as exc:
        data_fail(game_id, where, f"the script does not play: {exc}")
    return lesson


def _seat_ok(spec: str) -> bool:
    kind, _, level = spec.partition(":")
    return spec == "human" or (kind == "ai" and level in AI_LEVELS)


def _key_ok(key: Any) -> bool:
    return isinstance(key, str) and bool(key) and set(key) <= TEXT_KEY_CHARS


def _step(game: GameDefinition, row: dict[str, Any], seats: int, person: int, where: str) -> LessonStep:
    player, raw, text, point = row.get("player"), row.get("actions"), row.get("text"), row.get("point")
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < seats:
        data_fail(game.id, where, f"step {row} needs a seat number 'player'")
    if not isinstance(raw, list) or not raw:
        data_fail(game.id, where, f"step {row} needs a non-empty list 'actions'")
    try:
        actions = tuple(game.action_codec.decode(a) for a in raw)
    except GameTableError as exc:
        data_fail(game.id, where, f"step {row}: {exc}")
    if text is not None and not _key_ok(text):
        data_fail(game.id, where, f"step {row}: 'text' must be a text key")
    if (text is None) == (player == person):
        data_fail(game.id, where, f"step {row}: the person's steps have a text, the computers' none")
    if point is None:
        point = list(POINTS) if text is not None else []
    if not isinstance(point, list) or not set(point) <= set(POINTS):
        data_fail(game.id, where, f"step {row}: 'point' lists some of {list(POINTS)}")
    return LessonStep(player, actions, text, tuple(point))


def replay(lesson: Lesson) -> GameState:
    """The state after the whole script; a ValueError names the step that does not play."""
    game = lesson.game
    state = game.new_game(len(lesson.seats), game.normalize_options(len(lesson.seats), lesson.options),
                          lesson.seed)
    for number, step in enumerate(lesson.steps, start=1):
        for action in step.actions:
            if step.player not in state.to_move() or action not in state.legal_actions(step.player):
                raise ValueError(f"step {number}: {action} is not a legal move of seat {step.player}")
            state.apply_action(step.player, action)
    if state.is_terminal():
        raise ValueError("the game is over before the lesson hands it to the player")
    if lesson.person not in state.to_move() and not state.to_move():
        raise ValueError("nobody can move after the lesson")
    return state
