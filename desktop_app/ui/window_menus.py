"""The main window's menus and their texts (a part of :class:`~.main_window.MainWindow`).

Menus are built once and their texts set in ``retranslate_menus()``, so switching the language re-labels the
same actions (checked states and shortcuts stay as they are).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from .. import i18n
from ..engine.ai_levels import AI_LEVELS
from ..engine.game import GameDefinition
from ..games.catalogue import get_game
from ..games.lesson_files import has_lesson
from . import language, scene_registry, theme
from .new_game_basics import level_name
from .plain_text import plain_text
from .scene_registry import fill, playable_games
from .settings import AI_PACES
from .window_state import WindowState

if TYPE_CHECKING:  # named with the menus' items, after the first frame: naming them builds their enum classes
    from PySide6.QtGui import QAction, QKeySequence

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def standard_keys(*keys: QKeySequence.StandardKey) -> list[QKeySequence]:
    """The platform's bindings of several standard keys, in order, without repeats."""
    from PySide6.QtGui import QKeySequence

    out: list[QKeySequence] = []
    for key in keys:
        for sequence in QKeySequence.keyBindings(key):
            if not sequence.isEmpty() and sequence not in out:
                out.append(sequence)
    return out


class WindowMenus(WindowState):
    """The menu bar's actions; mixed into MainWindow, whose state the methods use."""

    # Menus are built once and their texts set in retranslate_menus(), so switching the
    # language re-labels the same actions (checked states and shortcuts stay as they are).
    def _action(self, slot, shortcut=None, checkable: bool = False, text: str = "") -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if shortcut is not None:
            if isinstance(shortcut, list | QKeySequence.StandardKey):  # a standard key: all its bindings
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        """The menu bar's four menus: the home screen's first frame shows their titles only, so what is in
        them is made just after it (``_fill_menus``, main_window.py) or when first asked for."""
        bar = self.menuBar()
        self._game_menu = bar.addMenu("")
        self._edit_menu = bar.addMenu("")
        self._view_menu = bar.addMenu("")
        self._help_menu = bar.addMenu("")
        self._menus_filled = False
        self.retranslate_menus()

    # A menu asked for by name is asked for with its items (a test, the hint coach adding its own).
    @property
    def game_menu(self) -> QMenu:
        self._fill_menus()
        return self._game_menu

    @property
    def edit_menu(self) -> QMenu:
        self._fill_menus()
        return self._edit_menu

    @property
    def view_menu(self) -> QMenu:
        self._fill_menus()
        return self._view_menu

    @property
    def help_menu(self) -> QMenu:
        self._fill_menus()
        return self._help_menu

    def _fill_menus(self) -> None:
        if self._menus_filled:
            return
        self._menus_filled = True
        from PySide6.QtGui import QAction, QKeySequence

        from .undo_bridge import UndoBridge  # with the history's list classes, which the home screen lacks

        self.undo_bridge = UndoBridge(self.controller, self)
        keys = QKeySequence.StandardKey
        self.new_action = self._action(lambda: self.new_game(), keys.New)
        self.continue_action = self._action(lambda: self.continue_last())
        self.open_action = self._action(lambda: self.open_file(), keys.Open)
        # There is no plain Save (every move is autosaved), so Save As answers both keys.
        self.save_action = self._action(lambda: self.save_as(), standard_keys(keys.Save, keys.SaveAs))
        # Not Ctrl+H: on macOS that hides the application.
        self.home_action = self._action(self.show_home, QKeySequence("Alt+Home"))
        self.skip_action = self._action(self._skip_ahead, QKeySequence("Ctrl+K"))
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        for action in (self.new_action, self.continue_action, self.open_action, self.save_action):
            self.game_menu.addAction(action)
        self.game_menu.insertActions(self.save_action, self.record_keeper.menu_actions())
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.home_action)
        self.game_menu.addAction(self.skip_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.edit_menu.addAction(self.undo_bridge.undo_action)
        self.edit_menu.addAction(self.undo_bridge.redo_action)
        self.edit_menu.addSeparator()
        self.preferences_menu = self.edit_menu.addMenu("")
        self._build_preferences(self.preferences_menu)
        self.preferences_action = self._action(self.show_preferences, keys.Preferences)
        # The platform puts it where its preferences live (macOS: the application menu).
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.edit_menu.addAction(self.preferences_action)

        self.log_toggle = self.log_dock.toggleViewAction()
        self.log_toggle.setShortcut(QKeySequence("Ctrl+L"))
        self.history_toggle = self.history_dock.toggleViewAction()
        self.view_menu.addAction(self.log_toggle)
        self.view_menu.addAction(self.history_toggle)
        self.view_menu.addSeparator()
        # The view is made after the home screen's first frame: looked up when the action runs.
        self.zoom_in_action = self._action(
            lambda: self.view.zoom_in(), [QKeySequence.StandardKey.ZoomIn, QKeySequence("Ctrl+=")]
        )
        self.zoom_out_action = self._action(lambda: self.view.zoom_out(), keys.ZoomOut)
        self.fit_action = self._action(lambda: self.view.fit(), QKeySequence("Ctrl+0"))
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            self.view_menu.addAction(action)

        self.help_current_action = self._action(self._help_current, keys.HelpContents)
        self.help_menu.addAction(self.help_current_action)
        self.help_menu.addSeparator()
        self.help_game_actions: list[tuple[QAction, GameDefinition]] = []
        for g in playable_games():
            action = self._action(lambda _checked=False, gid=g.id: self.show_help(gid))
            self.help_game_actions.append((action, g))
            self.help_menu.addAction(action)
        self.help_menu.addSeparator()
        self.lesson_actions: list[tuple[QAction, str]] = []
        # Every game with a guided first game (ui/lesson.py, loaded when a lesson is first asked for).
        for gid in [g.id for g in playable_games() if has_lesson(g.id)]:
            action = self._action(lambda _checked=False, gid=gid: self.lessons.start(gid))
            self.lesson_actions.append((action, gid))
            self.help_menu.addAction(action)
        self.help_menu.addSeparator()
        self.about_action = self._action(self._show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.about_action)
        self.retranslate_menus()
        self._update_actions()

    def _choice_group(self, menu, choices, current, setter) -> dict:
        """Checkable actions, one per value, exactly one checked; returns value -> action."""
        from PySide6.QtGui import QActionGroup  # made with the menus' items, after the first frame

        group = QActionGroup(self)
        actions = {}
        for value in choices:
            action = self._action(lambda _c=False, v=value: setter(v), checkable=True)
            action.setChecked(current(value))
            group.addAction(action)
            menu.addAction(action)
            actions[value] = action
        return actions

    def _build_preferences(self, menu) -> None:
        s = self.settings
        self.animation_menu = menu.addMenu("")
        self.animation_actions = self._choice_group(
            self.animation_menu, (0.0, 0.5, 1.0, 1.5), lambda v: abs(s.animation_speed - v) < 1e-6,
            self._set_animation,
        )
        self.pace_menu = menu.addMenu("")
        self.pace_actions = self._choice_group(
            self.pace_menu, tuple(AI_PACES), lambda v: s.ai_pace == v, lambda v: setattr(s, "ai_pace", v)
        )
        self.level_menu = menu.addMenu("")
        self.level_actions = self._choice_group(
            self.level_menu, AI_LEVELS, lambda v: s.default_ai_level == v,
            lambda v: setattr(s, "default_ai_level", v),
        )
        self.language_menu = menu.addMenu("")
        self.language_actions = self._choice_group(
            self.language_menu, (*i18n.LANGUAGES, i18n.SYSTEM), lambda v: s.language == v, self.set_language
        )
        self.language_menu.insertSeparator(self.language_actions[i18n.SYSTEM])
        self.contrast_action = self._action(self._toggle_contrast, checkable=True)
        self.contrast_action.setChecked(s.palette == "high-contrast")
        menu.addAction(self.contrast_action)
        self.confirm_action = self._action(
            lambda checked: setattr(s, "confirm_end_turn", bool(checked)), checkable=True
        )
        self.confirm_action.setChecked(s.confirm_end_turn)
        menu.addAction(self.confirm_action)
        self.free_undo_action = self._action(
            lambda checked: setattr(s, "free_undo_solo", bool(checked)), checkable=True
        )
        self.free_undo_action.setChecked(s.free_undo_solo)
        menu.addAction(self.free_undo_action)

    def retranslate_menus(self) -> None:
        self._game_menu.setTitle(translate("MainWindow", "&Game"))
        self._edit_menu.setTitle(translate("MainWindow", "&Edit"))
        self._view_menu.setTitle(translate("MainWindow", "&View"))
        self._help_menu.setTitle(translate("MainWindow", "&Help"))
        if not self._menus_filled:  # their items take the language shown when they are made
            return
        self.new_action.setText(translate("MainWindow", "&New Game…"))
        self.continue_action.setText(translate("MainWindow", "&Continue Last Game"))
        self.open_action.setText(translate("MainWindow", "&Open…"))
        self.save_action.setText(translate("MainWindow", "&Save As…"))
        self.home_action.setText(translate("MainWindow", "&Home Screen"))
        self.skip_action.setText(translate("MainWindow", "S&kip Ahead to the Next Person"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.record_keeper.retranslate()

        self.undo_bridge.retranslate()
        self.preferences_menu.setTitle(translate("MainWindow", "&Preferences"))
        # The same word without its accelerator, which the submenu above already uses.
        self.preferences_action.setText(plain_text(translate("MainWindow", "&Preferences")) + "…")
        self.animation_menu.setTitle(translate("MainWindow", "&Animations"))
        animation_names = {
            0.0: translate("MainWindow", "&Off"),
            0.5: translate("MainWindow", "&Quick"),
            1.0: translate("MainWindow", "&Normal"),
            1.5: translate("MainWindow", "&Slow"),
        }
        for value, action in self.animation_actions.items():
            action.setText(animation_names[value])
        self.pace_menu.setTitle(translate("MainWindow", "Computer &Pace"))
        pace_names = {
            "slow": translate("MainWindow", "&Slow"),
            "normal": translate("MainWindow", "&Normal"),
            "fast": translate("MainWindow", "&Fast"),
            "instant": translate("MainWindow", "&Instant"),
        }
        for value, action in self.pace_actions.items():
            action.setText(pace_names[value])
        self.level_menu.setTitle(translate("MainWindow", "Default Computer &Level"))
        for value, action in self.level_actions.items():
            action.setText(level_name(value))
        self.language_menu.setTitle(translate("MainWindow", "Lan&guage"))
        for value, action in self.language_actions.items():
            if value == i18n.SYSTEM:
                system = i18n.NATIVE_NAMES[i18n.language_for_locale(language.system_locale_name())]
                action.setText(fill(translate("MainWindow", "&System Language (%1)"), system))
            else:
                # Each language in its own words, so anyone can find theirs in any language.
                action.setText(i18n.NATIVE_NAMES[value])
        self.contrast_action.setText(translate("MainWindow", "&High-Contrast Player Colours"))
        self.confirm_action.setText(translate("MainWindow", "&Confirm Before Ending a Turn"))
        self.free_undo_action.setText(translate("MainWindow", "&Free Undo in Solo Games (practice)"))

        self.log_toggle.setText(translate("MainWindow", "Game &Log"))
        self.history_toggle.setText(translate("MainWindow", "&History"))
        self.zoom_in_action.setText(translate("MainWindow", "Zoom &In"))
        self.zoom_out_action.setText(translate("MainWindow", "Zoom &Out"))
        self.fit_action.setText(translate("MainWindow", "&Fit to Window"))

        self.help_current_action.setText(translate("MainWindow", "&Rules of This Game"))
        for action, game in self.help_game_actions:
            # "&" in a title ("Councils & Contracts") would be read as an accelerator mark
            title = scene_registry.game_title(game).replace("&", "&&")
            action.setText(fill(translate("MainWindow", "How to Play %1"), title))
        for action, gid in self.lesson_actions:
            title = scene_registry.game_title(get_game(gid)).replace("&", "&&")
            action.setText(fill(translate("MainWindow", "Learn to Play %1 (Guided Game)"), title))
        self.about_action.setText(translate("MainWindow", "&About Game Table"))

    def _set_animation(self, speed: float) -> None:
        self.settings.animation_speed = speed
        scene = self.view.game_scene()
        if scene is not None:
            scene.set_animation_speed(speed)

    def _toggle_contrast(self, checked: bool) -> None:
        name = "high-contrast" if checked else theme.DEFAULT_PALETTE
        self.settings.palette = name
        theme.set_current_palette(name)
        # A log or history not made yet draws in the current palette when it is made.
        if self._log_view is not None:
            self.log_view.set_palette_name(name)
        if self._history_view is not None:
            self.history_view.set_palette_name(name)
        self.controller.refresh()
