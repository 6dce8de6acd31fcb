"""Each game's scene class and its translated texts, from one explicit table.

:data:`SCENES` maps a game id to the functions that import the game's scene class and its texts module
(``desktop_app/games/<id>/scene/texts.py``, with ``describe_event(event, seats)``,
``category_name(category)``, ``rank_name(rank)`` and ``phase_name(observation)``). The imports run on
first use, so start-up loads no scene until a game is shown. Anything a game's texts do not provide gets
a plain generic text, so a new game is playable before its texts are written. The games themselves come
from :mod:`desktop_app.games.catalogue`; a game whose rules are built but whose table is not drawn yet has
no entry here and is not offered.

The game's title, summary and option texts are English strings in the engine,
which has no Qt, so lupdate cannot find them there: desktop_app/i18n.py marks
every game's texts at once when lupdate runs (contexts "GameTitle",
"GameSummary", "GameOption"), and the functions here translate them in those
contexts; no scene or dialog marks them again (tests/i18n checks both).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine.game import GameDefinition
from ..games.catalogue import all_games
from .templates import counted as counted
from .templates import fill as fill
from .templates import seat_name as seat_name

if TYPE_CHECKING:  # the scene class loads with the first game's table, not with the home screen
    from ..engine.errors import Reason
    from ..engine.events import Event  # the engine's values load with their first use (issue 13)
    from ..engine.game_values import OptionSpec, SeatRole
    from ..engine.refusals import Refusal
    from ..engine.seats import Seat
    from .scene_base import GameScene

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class SceneEntry:
    """How to reach one game's table: each function imports the game's module when first called. (A plain
    class: a frozen dataclass costs some 4 M instructions to build when the module loads, issue 13.)"""

    __slots__ = ("scene", "texts", "refusals")

    def __init__(self, scene: Callable[[], type[GameScene]], texts: Callable[[], ModuleType],
                 refusals: Callable[[], ModuleType] | None = None) -> None:
        self.scene = scene
        self.texts = texts
        # The game's reasons for refused moves (scene/refusal_texts.py: ``refusal_text(refusal)``); None:
        # generic.
        self.refusals = refusals


def _copernico_scene() -> type[GameScene]:
    from ..games.copernico.scene.board import CopernicoScene

    return CopernicoScene


def _copernico_texts() -> ModuleType:
    from ..games.copernico.scene import texts

    return texts


def _copycat_scene() -> type[GameScene]:
    from ..games.copycat.scene.board import CopycatScene

    return CopycatScene


def _copycat_texts() -> ModuleType:
    from ..games.copycat.scene import texts

    return texts


def _councils_scene() -> type[GameScene]:
    from ..games.councils.scene.board import CouncilsScene

    return CouncilsScene


def _councils_texts() -> ModuleType:
    from ..games.councils.scene import texts

    return texts


def _copernico_refusals() -> ModuleType:
    from ..games.copernico.scene import refusal_texts

    return refusal_texts


def _copycat_refusals() -> ModuleType:
    from ..games.copycat.scene import refusal_texts

    return refusal_texts


def _councils_refusals() -> ModuleType:
    from ..games.councils.scene import refusal_texts

    return refusal_texts


def _campaign_trail_scene() -> type[GameScene]:
    from ..games.campaign_trail.scene.board import CampaignTrailScene

    return CampaignTrailScene


def _campaign_trail_texts() -> ModuleType:
    from ..games.campaign_trail.scene import texts

    return texts


def _campaign_trail_refusals() -> ModuleType:
    from ..games.campaign_trail.scene import refusal_texts

    return refusal_texts


SCENES: dict[str, SceneEntry] = {
    "copernico": SceneEntry(_copernico_scene, _copernico_texts, _copernico_refusals),
    "copycat": SceneEntry(_copycat_scene, _copycat_texts, _copycat_refusals),
    "councils": SceneEntry(_councils_scene, _councils_texts, _councils_refusals),
    "campaign-trail": SceneEntry(_campaign_trail_scene, _campaign_trail_texts, _campaign_trail_refusals),
}

_scene_overrides: dict[str, type[GameScene]] = {}


def register_scene(game_id: str, cls: type[GameScene] | None) -> None:
    """Use ``cls`` for ``game_id`` instead of the game's own scene
    (tests and tools that draw a game differently); None removes it."""
    if cls is None:
        _scene_overrides.pop(game_id, None)
    else:
        _scene_overrides[game_id] = cls


def playable_games() -> list[GameDefinition]:
    """Games a person can play here: those whose rules are joined by a scene.
    A game whose engine exists but whose table is not drawn yet is not offered."""
    return [g for g in all_games() if g.id in _scene_overrides or g.id in SCENES]


def scene_class(game_id: str) -> type[GameScene]:
    if game_id in _scene_overrides:
        return _scene_overrides[game_id]
    try:
        entry = SCENES[game_id]
    except KeyError:
        raise LookupError(f"no scene is registered for game {game_id!r}") from None
    return entry.scene()


def texts_module(game_id: str) -> ModuleType | None:
    """The game's texts module, or None for a game without one (its texts are then generic)."""
    entry = SCENES.get(game_id)
    return entry.texts() if entry is not None else None


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


def refusal_text(game_id: str, refusal: Refusal) -> str:
    """Why a move is refused, in the player's language: the game's own sentence for its reason, else a
    generic one (a game without reasons of its own, or a reason its texts do not know yet)."""
    from ..engine.refusals import GENERIC_NOT_YOUR_TURN, UNDO_NOTHING, UNDO_REVEALED

    entry = SCENES.get(game_id)
    if entry is not None and entry.refusals is not None:
        try:
            text = entry.refusals().refusal_text(refusal)
        except (KeyError, LookupError, ValueError, TypeError, AttributeError):
            text = None
        if text:
            return str(text)
    if refusal.key == GENERIC_NOT_YOUR_TURN:
        return translate("Refusal", "It is not your decision now.")
    if refusal.key == UNDO_REVEALED and refusal.params:
        return fill(translate(
            "Refusal", "Undo cannot go back past step %1: it revealed what was hidden."), refusal.params[0])
    if refusal.key == UNDO_NOTHING:
        return translate("Refusal", "There is nothing to go back to.")
    return translate("Refusal", "The rules do not allow this move now.")




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


def fold_log(game_id: str, previous: Event, event: Event) -> Event | None:
    """One event standing for ``previous`` and ``event`` on a single log line, where the game folds such a
    run (Campaign Trail's voters placed one step at a time); None: a line each."""
    module = texts_module(game_id)
    fold = getattr(module, "fold_events", None) if module is not None else None
    return fold(previous, event) if fold is not None else None


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


def seat_text(game: GameDefinition, text: str) -> str:
    """A team name, role detail or game colour name (GameDefinition.seat_texts)."""
    return QCoreApplication.translate("GameSeat", text) if text else ""


def reason_text(game: GameDefinition, reason: Reason) -> str:
    """Why a setup is refused (OptionsError.explained), translated when the game lists the template."""
    return fill(QCoreApplication.translate("GameOption", reason.template), *reason.args)


def role_text(game: GameDefinition, role: SeatRole) -> str:
    """"Democrat — candidate 1, takes the first turn": the team, then the details."""
    team = seat_text(game, role.team)
    if not role.details:
        return team
    details = translate("GameText", ", ").join(seat_text(game, d) for d in role.details)
    return fill(translate("GameText", "%1 — %2"), team, details)


def option_choice(game: GameDefinition, spec: OptionSpec, value: object) -> str:
    text = _call(game.id, "option_choice_name", spec.key, value)
    if text:
        return text
    if isinstance(value, (int, float)):
        return str(value)  # a number reads the same in every language
    return QCoreApplication.translate("GameOption", str(value))
