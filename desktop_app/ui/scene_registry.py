"""Finds each game's scene class and its translated texts.

A game's scene lives in ``desktop_app/games/<id>/scene.py``; its log and score
texts live in an optional ``desktop_app/games/<id>/scene_texts.py`` with
functions ``describe_event(event, seats)``, ``category_name(category)``,
``rank_name(rank)`` and ``phase_name(observation)``. Anything a game does not
provide gets a plain generic text, so a new game is playable before its texts
are written.

The game's title, summary and option texts are English strings in the engine,
which has no Qt, so lupdate cannot find them there: the game's scene_texts
marks each one with ``QT_TRANSLATE_NOOP("GameTitle" | "GameSummary" |
"GameOption", "...")`` and the functions here translate them in those
contexts (tests/i18n checks that every playable game's texts are marked).
"""

from __future__ import annotations

import inspect
import re
from importlib import import_module
from importlib.util import find_spec
from types import ModuleType

from PySide6.QtCore import QCoreApplication

from ..engine.events import Event
from ..engine.game import GameDefinition, OptionSpec
from ..engine.registry import all_games
from ..engine.seats import Seat
from .scene_base import GameScene

_scene_overrides: dict[str, type[GameScene]] = {}
_texts_cache: dict[str, ModuleType | None] = {}


def fill(template: str, *args: object) -> str:
    """Put ``args`` into a translated template's %1, %2... in one pass, so a
    name that itself contains "%2" stays as it is. Translators may reorder
    the placeholders."""

    def one(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(args[index - 1]) if 1 <= index <= len(args) else match.group(0)

    return re.sub(r"%(\d+)", one, template)


translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class counted:  # noqa: N801 - reads as a phrase: counted(n).translate(...)
    """Translate a text with a count: ``counted(n).translate("Ctx", "%n move(s)", None, 1)``.

    lupdate's Python parser marks a string as a plural (numerus) only when the
    fourth argument of translate() is a number literal, and skips the call
    altogether when it is an expression. So the count goes in front and the
    literal 1 is only that marker; the translation is looked up for the real
    count. Without a translation the English "(s)" is resolved for it."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = int(n)

    def translate(self, context: str, text: str, disambiguation: str | None = None, _marker: int = 1) -> str:
        text = QCoreApplication.translate(context, text, disambiguation, self.n)
        return text.replace("(s)", "" if self.n == 1 else "s")


def register_scene(game_id: str, cls: type[GameScene] | None) -> None:
    """Use ``cls`` for ``game_id`` instead of the game's own scene module
    (tests and tools that draw a game differently); None removes it."""
    if cls is None:
        _scene_overrides.pop(game_id, None)
    else:
        _scene_overrides[game_id] = cls


def playable_games() -> list[GameDefinition]:
    """Games a person can play here: those whose rules are joined by a scene.
    A game whose engine exists but whose table is not drawn yet is not offered."""
    return [
        g for g in all_games() if g.id in _scene_overrides or find_spec(f"desktop_app.games.{g.id}.scene")
    ]


def scene_class(game_id: str) -> type[GameScene]:
    if game_id in _scene_overrides:
        return _scene_overrides[game_id]
    module = import_module(f"desktop_app.games.{game_id}.scene")
    named = getattr(module, "SCENE_CLASS", None)
    if isinstance(named, type) and issubclass(named, GameScene):
        return named
    found = [
        obj
        for _, obj in inspect.getmembers(module, inspect.isclass)
        if issubclass(obj, GameScene) and obj is not GameScene and obj.__module__.startswith(module.__name__)
    ]
    if len(found) != 1:
        raise LookupError(f"desktop_app.games.{game_id}.scene must define exactly one GameScene subclass")
    return found[0]


def texts_module(game_id: str) -> ModuleType | None:
    if game_id not in _texts_cache:
        try:
            _texts_cache[game_id] = import_module(f"desktop_app.games.{game_id}.scene.texts")
        except ModuleNotFoundError as exc:
            if exc.name not in (f"desktop_app.games.{game_id}", f"desktop_app.games.{game_id}.scene",
                                f"desktop_app.games.{game_id}.scene.texts"):
                raise  # the module exists but is broken: say so loudly
            _texts_cache[game_id] = None
    return _texts_cache[game_id]


def _call(game_id: str, name: str, *args) -> str | None:
    module = texts_module(game_id)
    func = getattr(module, name, None) if module is not None else None
    if func is None:
        return None
    try:
        text = func(*args)
    except (KeyError, LookupError, ValueError, TypeError):
        return None  # an event the game's texts do not know yet: use the generic text
    return text or None


def seat_name(seats: list[Seat], index: object) -> str:
    if isinstance(index, int) and 0 <= index < len(seats):
        return seats[index].name
    return translate("GameText", "a player")


def _readable(message_id: str) -> str:
    # "copernico.draft_committed" -> "draft committed": the game is known from the window.
    return message_id.rsplit(".", 1)[-1].replace("_", " ").strip()


def generic_event_text(event: Event, seats: list[Seat]) -> str:
    """A plain description for an event the game gives no text for."""
    details = []
    for key, value in event.params.items():
        if key in ("player", "seat") and isinstance(value, int):
            continue
        if isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        details.append(f"{key.replace('_', ' ')}: {value}")
    who = event.params.get("player", event.params.get("seat"))
    what = _readable(event.message_id)
    if isinstance(who, int) and 0 <= who < len(seats):
        if details:
            return fill(translate("GameText", "%1: %2 (%3)"), seats[who].name, what, "; ".join(details))
        return fill(translate("GameText", "%1: %2"), seats[who].name, what)
    if details:
        return fill(translate("GameText", "%1 (%2)"), what, "; ".join(details))
    return what


def log_text(game_id: str, event: Event, seats: list[Seat]) -> str:
    return _call(game_id, "describe_event", event, seats) or generic_event_text(event, seats)


# The fallbacks below read an identifier as English words: there is no source text for a
# translator until the game's scene_texts names the thing.
def category_name(game_id: str, category: str) -> str:
    return _call(game_id, "category_name", category) or _readable(category).capitalize()


def rank_name(game_id: str, rank: str) -> str:
    return _call(game_id, "rank_name", rank) or _readable(rank).capitalize()


def phase_name(game_id: str, observation: dict) -> str:
    text = _call(game_id, "phase_name", observation)
    if text:
        return text
    phase = observation.get("phase") if isinstance(observation, dict) else None
    return _readable(str(phase)).capitalize() if phase else ""


# The engine's English texts, translated in the contexts the game's scene_texts marks them in.
def game_title(game: GameDefinition) -> str:
    return QCoreApplication.translate("GameTitle", game.title)


def game_summary(game: GameDefinition) -> str:
    return QCoreApplication.translate("GameSummary", game.summary)


def option_label(game: GameDefinition, spec: OptionSpec) -> str:
    return QCoreApplication.translate("GameOption", spec.label)


def option_help(game: GameDefinition, spec: OptionSpec) -> str:
    return QCoreApplication.translate("GameOption", spec.help) if spec.help else ""


def option_choice(game: GameDefinition, spec: OptionSpec, value: object) -> str:
    text = _call(game.id, "option_choice_name", spec.key, value)
    if text:
        return text
    if isinstance(value, (int, float)):
        return str(value)  # a number reads the same in every language
    return QCoreApplication.translate("GameOption", str(value))
