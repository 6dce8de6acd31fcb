"""Player preferences, kept with QSettings.

The store is an INI file in the user's configuration folder. Tests and tools
point it elsewhere with the ``GAME_TABLE_SETTINGS`` (a file) or
``GAME_TABLE_SETTINGS_DIR`` (a folder) environment variable, or by passing a
path.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from ..engine.ai_levels import AI_LEVELS
from ..engine.paths import APP_NAME
from ..i18n import LANGUAGES, SYSTEM
from .theme import DEFAULT_PALETTE, PALETTES

ORGANISATION = APPLICATION = APP_NAME
SETTINGS_ENV = "GAME_TABLE_SETTINGS"  # a settings file
SETTINGS_DIR_ENV = "GAME_TABLE_SETTINGS_DIR"  # a folder for the settings file (tests)

# Delay before a computer move is shown, in milliseconds, so a person can follow.
AI_PACES = {"slow": 1600, "normal": 900, "fast": 350, "instant": 0}
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0)
MAX_RECENT = 8


class Settings:
    def __init__(self, path: str | os.PathLike | None = None) -> None:
        path = path or os.environ.get(SETTINGS_ENV)
        if not path and os.environ.get(SETTINGS_DIR_ENV):
            path = Path(os.environ[SETTINGS_DIR_ENV]) / f"{APPLICATION}.ini"
        if path:
            self._store = QSettings(str(path), QSettings.Format.IniFormat)
        else:
            self._store = QSettings(
                QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION
            )

    def _get(self, key: str, default, kind):
        if kind is float:  # QSettings turns "fast" into 0.0 silently; refuse it instead
            raw = self._store.value(key, default)
            try:
                return float(raw)  # type: ignore[arg-type]  # anything else is refused just below
            except (TypeError, ValueError):
                return default
        try:
            value = self._store.value(key, default, type=kind)
        except (TypeError, ValueError):  # a hand-edited file with nonsense in it
            return default
        return default if value is None else value

    def sync(self) -> None:
        self._store.sync()

    # -- motion ------------------------------------------------------------
    @property
    def animation_speed(self) -> float:
        """1.0 = normal; 0 = no animation; larger values are slower."""
        value = self._get("motion/animation_speed", 1.0, float)
        return min(max(float(value), 0.0), 3.0)

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        self._store.setValue("motion/animation_speed", float(value))

    @property
    def ai_pace(self) -> str:
        value = self._get("motion/ai_pace", "normal", str)
        return value if value in AI_PACES else "normal"

    @ai_pace.setter
    def ai_pace(self, value: str) -> None:
        if value not in AI_PACES:
            raise ValueError(f"unknown pace {value!r}")
        self._store.setValue("motion/ai_pace", value)

    @property
    def ai_delay_ms(self) -> int:
        return AI_PACES[self.ai_pace]

    # -- players -----------------------------------------------------------
    @property
    def default_ai_level(self) -> str:
        value = self._get("players/default_ai_level", "normal", str)
        return value if value in AI_LEVELS else "normal"

    @default_ai_level.setter
    def default_ai_level(self, value: str) -> None:
        if value not in AI_LEVELS:
            raise ValueError(f"unknown level {value!r}")
        self._store.setValue("players/default_ai_level", value)

    @property
    def palette(self) -> str:
        value = self._get("display/palette", DEFAULT_PALETTE, str)
        return value if value in PALETTES else DEFAULT_PALETTE

    @palette.setter
    def palette(self, value: str) -> None:
        if value not in PALETTES:
            raise ValueError(f"unknown palette {value!r}")
        self._store.setValue("display/palette", value)

    @property
    def confirm_end_turn(self) -> bool:
        return bool(self._get("play/confirm_end_turn", True, bool))

    @confirm_end_turn.setter
    def confirm_end_turn(self, value: bool) -> None:
        self._store.setValue("play/confirm_end_turn", bool(value))

    @property
    def free_undo_solo(self) -> bool:
        return bool(self._get("play/free_undo_solo", False, bool))

    @free_undo_solo.setter
    def free_undo_solo(self, value: bool) -> None:
        self._store.setValue("play/free_undo_solo", bool(value))

    @property
    def last_names(self) -> list[str]:
        value = self._get("players/last_names", [], list)
        return [str(v) for v in value] if isinstance(value, list) else []

    @last_names.setter
    def last_names(self, names: list[str]) -> None:
        self._store.setValue("players/last_names", list(names))

    # -- the new-game dialog's last choices, per game ------------------------------------------------
    def last_setup(self, game_id: str) -> dict[str, Any] | None:
        """The player count, seats and options last started for ``game_id`` (None: never, or a value
        that does not read as one: the file may have been edited by hand)."""
        raw = self._get(f"new_game/{game_id}", "", str)
        try:
            value = json.loads(raw) if raw else None
        except (TypeError, ValueError):
            return None
        if not isinstance(value, dict):
            return None
        players, seats, options = value.get("players"), value.get("seats"), value.get("options")
        if type(players) is not int or not isinstance(seats, list) or not isinstance(options, dict):
            return None
        clean = []
        for seat in seats:
            if not isinstance(seat, dict) or seat.get("kind") not in ("human", "ai"):
                return None
            level = seat.get("level")
            clean.append({"kind": seat["kind"], "level": level if level in AI_LEVELS else None})
        return {"players": players, "seats": clean, "options": options}

    def set_last_setup(self, game_id: str, players: int, seats: list[dict[str, Any]],
                       options: dict[str, Any]) -> None:
        value = {"players": players, "seats": seats, "options": options}
        self._store.setValue(f"new_game/{game_id}", json.dumps(value, sort_keys=True))

    # -- the guided first game ---------------------------------------------
    @property
    def lesson_offers(self) -> bool:
        """False once the player answered "Don't ask again" to the guided first game."""
        return bool(self._get("lessons/offer", True, bool))

    @lesson_offers.setter
    def lesson_offers(self, value: bool) -> None:
        self._store.setValue("lessons/offer", bool(value))

    @property
    def lessons_offered(self) -> list[str]:
        """The games whose guided first game was offered already (each is offered once)."""
        value = self._get("lessons/offered", [], list)
        if isinstance(value, str):  # QSettings returns one-item lists as a string
            value = [value]
        return [str(v) for v in value if v] if isinstance(value, list) else []

    def mark_lesson_offered(self, game_id: str) -> None:
        offered = self.lessons_offered
        if game_id not in offered:
            self._store.setValue("lessons/offered", [*offered, game_id])

    # -- files -------------------------------------------------------------
    @property
    def recent_files(self) -> list[str]:
        value = self._get("files/recent", [], list)
        if isinstance(value, str):  # QSettings returns one-item lists as a string
            value = [value]
        return [str(v) for v in value if v][:MAX_RECENT] if isinstance(value, list) else []

    def add_recent_file(self, path: str | Path) -> None:
        path = str(Path(path).resolve())
        files = [f for f in self.recent_files if f != path]
        self._store.setValue("files/recent", [path, *files][:MAX_RECENT])

    def forget_recent_file(self, path: str | Path) -> None:
        path = str(Path(path).resolve())
        self._store.setValue("files/recent", [f for f in self.recent_files if f != path])

    @property
    def window_geometry(self) -> bytes | None:
        value = self._store.value("window/geometry")
        return bytes(value) if value is not None else None

    @window_geometry.setter
    def window_geometry(self, value: bytes) -> None:
        # As Qt's own byte array: a Python ``bytes`` is stored pickled, and reading it back at every start
        # imports ``pickle`` before the first frame. Geometry stored the old way still reads.
        self._store.setValue("window/geometry", QByteArray(value))

    # -- language ----------------------------------------------------------
    @property
    def language(self) -> str:
        """"system" (follow the operating system) or a language code such as "de"."""
        value = self._get("display/language", SYSTEM, str)
        return value if value in (SYSTEM, *LANGUAGES) else SYSTEM

    @language.setter
    def language(self, value: str) -> None:
        if value not in (SYSTEM, *LANGUAGES):
            raise ValueError(f"unknown language {value!r}")
        self._store.setValue("display/language", value)
