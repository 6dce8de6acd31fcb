"""The main window: home screen, the table, the log and history docks (menus: window_menus.py; saving,
opening and continuing games: window_files.py).

The window owns one match at a time through the :class:`TurnController`.
Nothing here changes a game state except through the controller, and every
file operation that fails leaves the current game as it was.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import GameTableError
from ..games.catalogue import get_game
from . import dock_layout, language, pacing, qt_names, scene_registry, screen_fit, theme
from .controller import TurnController
from .home import HomeScreen
from .move_dock import MoveDock
from .plain_text import verbatim
from .record_keeper import RecordKeeper
from .scene_registry import fill
from .settings import Settings
from .window_files import WindowFiles
from .window_menus import WindowMenus

if TYPE_CHECKING:  # the dialogs load when first opened, not with the home screen
    from ..engine.game_values import ScoreSheet  # with the first game's end
    from ..engine.session import Match  # with the first game
    from .game_end import EndBar
    from .handover import HandoverScreen
    from .help_viewer import HelpViewer
    from .hint_coach import HintCoach
    from .lesson import LessonRunner
    from .log_view import LogView
    from .new_game_dialog import NewGameConfig
    from .preferences_dialog import PreferencesDialog
    from .scene_base import GameScene  # with the first game's table (QGraphicsScene's enum classes)
    from .score_sheet import ScoreSheetDialog
    from .status_panel import StatusPanel
    from .table_view import TableView
    from .undo_bridge import HistoryView

log = logging.getLogger(__name__)

PAGE_HOME, PAGE_TABLE, PAGE_HANDOVER = range(3)


translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class MainWindow(WindowMenus, WindowFiles, QMainWindow):
    """The application window; its menus are in window_menus.py, its file operations in window_files.py."""

    def __init__(self, settings: Settings | None = None, worker_factory=None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        theme.set_current_palette(self.settings.palette)
        self.setWindowTitle(translate("MainWindow", "Game Table"))
        self.resize(1280, 800)
        self.messages: list[tuple[str, str]] = []  # everything the player was told, newest last
        self.score_dialog: ScoreSheetDialog | None = None
        self._scores_due: tuple[Match, int] | None = None  # a game over whose score sheet is still to open
        self.help_dialog: HelpViewer | None = None
        self.preferences_dialog: PreferencesDialog | None = None
        self._dock_visibility: dict[QDockWidget, bool] = {}
        self._front_tab: QDockWidget | None = None  # the log's tab in front when the table was left

        self.controller = TurnController(self.settings, worker_factory, self)
        self.controller.confirm = self._confirm
        self.controller.message.connect(self.show_message)
        self.controller.handover_requested.connect(self._show_handover)
        self.controller.handover_finished.connect(self._show_table)
        self.controller.game_over.connect(self._scores_in_a_pass_of_their_own)
        # The status strip shows the sum of these: once per move (at its end), at once outside one.
        self._status_due = False
        self.controller.changed.connect(self._status_changed)
        self.controller.changed.connect(self._update_actions)
        self.controller.thinking_changed.connect(lambda _seat: self._status_changed())
        self.controller.move_finished.connect(self._status_after_move)
        self.record_keeper = RecordKeeper(self)  # records finished games, opens replays

        self.stack = QStackedWidget(self)
        self.home = self._make_home(refresh=False)  # show_home() below reads its lists
        self.stack.addWidget(self.home)
        # The guided first game (ui/lesson.py), its panel above the table: made on first need (``lessons``).
        self._lessons: LessonRunner | None = None
        # The table's page, the hand-over screen and the hint coach are not on the home screen: they are made
        # just after its first frame (``_finish_start``), or when first asked for if that comes sooner.
        self._table_parts_made = False
        self._finish_start_queued = False
        self._started = False  # the first frame is shown and what waited for it has run
        self._after_start: list[Callable[[], object]] = []  # the start's own work that waits for it
        self.setCentralWidget(self.stack)

        # The log and the history are made when their docks are first shown (a game on the table) or they
        # are first asked for (``log_view``, ``history_view``), not for the home screen's first frame.
        self._log_view: LogView | None = None
        self._history_view: HistoryView | None = None
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.visibilityChanged.connect(lambda visible: visible and self.log_view)
        self.history_dock = QDockWidget(self)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.visibilityChanged.connect(lambda visible: visible and self.history_view)
        self.move_dock = MoveDock(self, self.controller)  # the legal moves in words, F6 (ui/move_list.py)
        # On the right: the log and the history side by side, the moves a tab behind the log.
        dock_layout.arrange(self, self.log_dock, self.history_dock, self.move_dock)
        QTimer.singleShot(0, self.log_dock.raise_)  # the log's tab in front, once the tab bar exists

        self._retranslate_docks()
        self._build_menus()
        geometry = self.settings.window_geometry
        if geometry:
            self.restoreGeometry(geometry)
        self.show_home()

    # -- parts made on first need -------------------------------------------
    def _make_table_parts(self) -> None:
        """The table's page (status, end bar, view), the hand-over screen and the hint coach, in the stack
        after the home screen and docked after the move list, as if made with the window."""
        if self._table_parts_made:
            return
        self._table_parts_made = True
        self._fill_menus()  # the hint coach puts its item in the Game menu
        from .dock_titles import DockTitles
        from .game_end import EndBar
        from .handover import HandoverScreen
        from .hint_coach import HintCoach
        from .status_panel import StatusPanel
        from .table_view import TableView

        table_page = QWidget(self)
        table_layout = QVBoxLayout(table_page)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        self._status_panel = StatusPanel(table_page)
        self._status_panel.skip_pressed.connect(self._hold_skip_on)
        self._status_panel.skip_released.connect(self._hold_skip_off)
        table_layout.addWidget(self._status_panel)
        self._end_bar = EndBar(table_page)  # once the game is over: tie-break in words, Rematch, Back to home
        self._end_bar.rematch_requested.connect(self.rematch)
        self._end_bar.home_requested.connect(self.show_home)
        self._table_layout = table_layout
        self._view = TableView(table_page)
        self._end_bar.float_over(self._status_panel)  # the table keeps its size when it shows (game_end.py)
        # What waits is shown; a dealt hand in parts.
        self.controller.changed.connect(self._view.table_changed)
        table_layout.addWidget(self._view, 1)
        self.stack.insertWidget(PAGE_TABLE, table_page)

        self._handover = HandoverScreen(self)
        self._handover.confirmed.connect(self.controller.finish_handover)
        self.stack.insertWidget(PAGE_HANDOVER, self._handover)
        self._hint_coach = HintCoach(self)  # "What would you play?" (H), beside the log (ui/hint_coach.py)
        # The log's, moves' and hint's tabs take short titles where the usual ones would be cut (960x540).
        self._dock_titles = DockTitles(self, [self.log_dock, self.move_dock, self._hint_coach.dock])

    if not TYPE_CHECKING:  # for the type checker every menu item is an attribute (window_state.py)

        def __getattr__(self, name: str):
            # Only reached for a name not set: the menus' items (``_fill_menus``), asked for before the event
            # loop made them after the first frame (a test, a file opened from the command line).
            if name.startswith("__") or self.__dict__.get("_menus_filled", True):
                raise AttributeError(name)
            self._fill_menus()
            return object.__getattribute__(self, name)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._started and not self._finish_start_queued:
            # Once the home screen is on the screen; long before a person can click anything. Parts made
            # sooner (a file opened from the command line) leave only the start's own work to run.
            self._finish_start_queued = True
            QTimer.singleShot(0, self._run_after_start if self._table_parts_made else self._finish_start)

    def _finish_start(self) -> None:
        qt_names.first_frame_shown()  # what waited for Qt's namespace (ui/qt_names.py)
        self._fill_menus()
        self.move_dock.focus_action  # noqa: B018 - F6 from now on
        self.move_dock.moves  # noqa: B018 - before the table's view, as when it was made with the window
        self._make_table_parts()
        self.record_keeper.open()  # the record's figures in the home screen's panel
        pacing.freeze()  # they stay as long as the window, as what run_app froze after show() does
        self._run_after_start()

    def _run_after_start(self) -> None:
        self._started = True
        for call in self._after_start:  # timers, not posted calls: they run after this pass, not in it
            QTimer.singleShot(pacing.LATER_MS, call)
        self._after_start.clear()

    def after_first_frame(self, call: Callable[[], object]) -> None:
        """Run ``call`` once the home screen's first frame is shown, in an event-loop pass after the one that
        makes the window's parts (the app's start: its log line, the crash report's tools, leftover files);
        at once if it was shown."""
        if self._started:
            call()
        else:
            self._after_start.append(call)

    @property
    def view(self) -> TableView:
        self._make_table_parts()
        return self._view

    @property
    def status_panel(self) -> StatusPanel:
        self._make_table_parts()
        return self._status_panel

    @property
    def end_bar(self) -> EndBar:
        self._make_table_parts()
        return self._end_bar

    @property
    def handover(self) -> HandoverScreen:
        self._make_table_parts()
        return self._handover

    @property
    def hint_coach(self) -> HintCoach:
        self._make_table_parts()
        return self._hint_coach

    @property
    def log_view(self) -> LogView:
        if self._log_view is None:
            from .log_view import LogView

            self._log_view = LogView(self.controller, self)
            self.log_dock.setWidget(self._log_view)
            self._log_view.rebuild()  # the lines of the game already on the table
        return self._log_view

    @property
    def history_view(self) -> HistoryView:
        if self._history_view is None:
            from .undo_bridge import HistoryView

            self._history_view = HistoryView(self.controller, self)
            self.history_dock.setWidget(self._history_view)
            self._history_view.rebuild()
        return self._history_view

    @property
    def lessons(self) -> LessonRunner:
        if self._lessons is None:
            self._make_table_parts()  # its panel goes above the table
            from .lesson import LessonRunner

            self._lessons = LessonRunner(self)
            self._table_layout.insertWidget(self._table_layout.indexOf(self.view), self._lessons.panel)
        return self._lessons

    def made_parts(self) -> dict[str, bool]:
        """Which of the parts made on first need exist yet (the tests look)."""
        return {"log": self._log_view is not None, "history": self._history_view is not None,
                "lessons": self._lessons is not None, "table": self._table_parts_made,
                "menus": self._menus_filled, "f6": self.move_dock.focus_action_made}

    def _make_home(self, refresh: bool = True) -> HomeScreen:
        home = HomeScreen(self, refresh)
        home.new_game_requested.connect(self.new_game)
        home.continue_requested.connect(self.continue_last)
        home.continue_file_requested.connect(self.continue_file)
        home.delete_requested.connect(self.delete_in_progress)
        home.open_requested.connect(lambda path: self.open_file(path or None))
        home.help_requested.connect(self.show_help)
        home.lesson_requested.connect(lambda gid: self.lessons.start(gid))
        self.record_keeper.attach_panel(home.record_panel)
        return home

    # -- language ----------------------------------------------------------
    def set_language(self, preference: str) -> str:
        """Store the language preference, load its translations and re-label the window.
        The game in progress stays exactly as it is. Returns the language now shown."""
        self.settings.language = preference
        shown = language.install_language(preference)
        self.retranslate()
        return shown

    def retranslate(self) -> None:
        """Show every visible text in the current language (after the translators changed)."""
        self._retranslate_docks()
        self.retranslate_menus()
        self.status_panel.retranslate()
        self.end_bar.retranslate()
        # Parts not made yet take the new language when they are made.
        if self._lessons is not None:
            self._lessons.retranslate()
        if self._log_view is not None:
            self._log_view.retranslate()
        if self._history_view is not None:
            self._history_view.retranslate()
        if self.preferences_dialog is not None:
            self.preferences_dialog.retranslate()
        # The home screen holds only texts: a new one is simpler than re-labelling each part.
        index = self.stack.currentIndex()
        old = self.home
        self.home = self._make_home()
        self.stack.insertWidget(PAGE_HOME, self.home)
        self.stack.removeWidget(old)
        old.deleteLater()
        self.stack.setCurrentIndex(index)
        if index == PAGE_HOME:
            self.home.refresh(self.settings.recent_files)
        self._update_title()
        match = self.controller.match
        if match is not None:
            # The scene draws its labels when it is made: make it again for the same match.
            scene = self._make_scene(match)
            self.view.setScene(scene)
            self.view.layout_scene(force=True)
            old_scene = self.controller.scene
            self.controller.replace_scene(scene)
            if old_scene is not None:
                old_scene.deleteLater()
            if self.on_handover() and self.controller.handover_seat is not None:
                seat = self.controller.handover_seat
                self.handover.show_for(match.seats[seat], theme.current_palette(), self._seat_style(seat),
                                       self._seat_role(seat))
            if self.score_dialog is not None and self.score_dialog.isVisible() and match.is_over():
                self._show_scores(match.state.score_sheet())
        # Last, as the language change's events reached them after this: the moves in the new scene's words
        # (ui/move_list.py: the dock and the list have no changeEvent of their own).
        self.move_dock.retranslate()
        self.move_dock.moves.retranslate()
        self._update_status()
        self._update_actions()

    def _retranslate_docks(self) -> None:
        # Before the menus: a dock's title also becomes its toggle action's text.
        self.log_dock.setWindowTitle(translate("MainWindow", "Game log"))
        self.history_dock.setWindowTitle(translate("MainWindow", "History (click to go back)"))

    def _update_title(self) -> None:
        match = self.controller.match
        if match is None:
            self.setWindowTitle(translate("MainWindow", "Game Table"))
        else:
            title = scene_registry.game_title(match.game)
            self.setWindowTitle(fill(translate("MainWindow", "%1 — Game Table"), title))

    def show_on_screen(self) -> None:
        """Show the window at the application's start: maximised where its screen has no room for its
        first 1280x800 (a 1366x768 laptop), so that the table's foot is not below the screen's edge;
        a size the player left it at last time is restored as it was."""
        room = screen_fit.free_area(self)
        if self.settings.window_geometry is None and not screen_fit.fits(self.size(), room):
            self.showMaximized()
        else:
            self.show()

    # -- pages -------------------------------------------------------------
    def show_home(self) -> None:
        self.controller.flush_autosave()  # the home screen reads the autosave back
        # The record is not waited for: a game just finished shows in the panel once the writer has it in
        # (RecordKeeper._refresh_panels), so going home right after a game's end does not stall the loop.
        self.home.refresh(self.settings.recent_files)
        self._set_docks_visible(False)
        self.stack.setCurrentIndex(PAGE_HOME)
        self._update_actions()

    def _show_table(self) -> None:
        self.stack.setCurrentIndex(PAGE_TABLE)
        self._restore_docks()
        self.view.layout_scene()
        self._update_actions()

    def _show_handover(self, seat: int) -> None:
        match = self.controller.match
        if match is None:
            return
        self.handover.show_for(match.seats[seat], theme.current_palette(), self._seat_style(seat),
                               self._seat_role(seat))
        self._set_docks_visible(False)
        self.stack.setCurrentIndex(PAGE_HANDOVER)
        self._update_actions()

    def _set_docks_visible(self, visible: bool) -> None:
        # The move list is a tab of the log's: left out, it stayed on the home and hand-over screens alone.
        if not visible and self.stack.currentIndex() == PAGE_TABLE:
            self._front_tab = next((d for d in (self.move_dock, self.log_dock)
                                    if d.isVisible() and not d.visibleRegion().isEmpty()), None)
        for dock in (self.move_dock, self.log_dock, self.history_dock):
            if not visible and self.stack.currentIndex() == PAGE_TABLE:
                self._dock_visibility[dock] = dock.isVisible()
            dock.setVisible(visible)

    def _restore_docks(self) -> None:
        for dock in (self.move_dock, self.log_dock, self.history_dock):
            visible = self._dock_visibility.get(dock, True)
            if visible and dock is not self.move_dock:  # shown with the table: its list is made now
                self.log_view if dock is self.log_dock else self.history_view  # noqa: B018
            dock.setVisible(visible)
        # The tab in front when the table was left comes back in front; the first time the move list's,
        # as when it never left the screen.
        front = self._front_tab or self.move_dock
        if front.isVisible():
            front.raise_()

    def on_home(self) -> bool:
        return self.stack.currentIndex() == PAGE_HOME

    def on_handover(self) -> bool:
        return self.stack.currentIndex() == PAGE_HANDOVER

    # -- status ------------------------------------------------------------
    def _status_changed(self) -> None:
        """Something the status strip shows changed: inside a move the strip waits for its end (a move
        changes the match, the computer thinking and the prompt, each with its own signal; issue 13)."""
        if self.controller.in_move:
            self._status_due = True
        else:
            self._update_status()

    def _status_after_move(self) -> None:
        if self._status_due:
            self._update_status()

    def _update_status(self) -> None:
        self._status_due = False
        c = self.controller
        match = c.match
        scene = self.view.game_scene()
        self.end_bar.show_for(match)
        if match is None or scene is None:
            return
        game_id = match.game.id
        phase = scene_registry.phase_name(game_id, c.last_observation or {})
        phase_text = fill(translate("MainWindow", "Phase: %1"), phase) if phase else ""
        if match.is_over():
            from .score_sheet import winners_sentence

            sheet = match.state.score_sheet()
            self.status_panel.set_status(
                None, translate(
                    "MainWindow", "The game is over."), winners_sentence(sheet, match.seats, game_id), False
            )
            return
        prompt = scene.prompt()
        if c.viewer_to_act() and c.viewer is not None:
            seat = match.seats[c.viewer]
            headline = fill(translate("MainWindow", "Your turn, %1."), seat.name)
            thinking = c.thinking_seat()
            if thinking >= 0:
                waiting = fill(translate(
                    "MainWindow", "%1 is choosing at the same time."), match.seats[thinking].name)
                prompt = fill(translate("MainWindow", "%1 (%2)"), prompt, waiting) if prompt else waiting
            self.status_panel.set_status(
                self._seat_style(c.viewer), headline, self._join(phase_text, prompt), thinking >= 0
            )
            return
        mover = c.thinking_seat()
        if mover < 0:
            mover = match.next_mover()
        seat = match.seats[mover]
        style = self._seat_style(mover)
        if not seat.is_human:
            headline = fill(translate("MainWindow", "%1 is thinking…"), seat.name)
            self.status_panel.set_status(style, headline, phase_text, True)
            return
        headline = fill(translate("MainWindow", "%1 is to move."), seat.name)
        self.status_panel.set_status(style, headline, self._join(phase_text, prompt), False)

    def _seat_style(self, seat: int) -> theme.PlayerStyle:
        """The seat's colour and shape: the game's team colour if it gives one (theme.seat_styles)."""
        match = self.controller.match
        assert match is not None
        return theme.match_styles(match)[seat]

    def _seat_role(self, seat: int) -> str:
        """The seat's role in words ("Democrat — candidate 2"), empty for a game without roles."""
        match = self.controller.match
        assert match is not None
        roles = match.game.seat_roles(len(match.seats), match.options)
        return scene_registry.role_text(match.game, roles[seat]) if roles else ""

    @staticmethod
    def _join(phase_text: str, prompt: str) -> str:
        if phase_text and prompt:
            return fill(translate("MainWindow", "%1 — %2"), phase_text, prompt)
        return prompt or phase_text

    def _update_actions(self) -> None:
        if not self._menus_filled:  # they are set when the menus' items are made
            return
        has_match = self.controller.match is not None
        on_table = self.stack.currentIndex() == PAGE_TABLE
        self.save_action.setEnabled(has_match)
        self.skip_action.setEnabled(has_match and on_table)
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            action.setEnabled(on_table)
        self.log_toggle.setEnabled(on_table)
        self.history_toggle.setEnabled(on_table)
        # The home screen's list of games in progress was read when it was last shown (no disk access here:
        # this runs after every move).
        self.continue_action.setEnabled(has_match or self.controller.autosave_pending()
                                        or not self.home.continue_panel.isHidden())
        self.help_current_action.setEnabled(has_match)
        self.undo_bridge.update_actions()

    # -- computer pace -----------------------------------------------------
    def _skip_ahead(self) -> None:
        self.controller.skip_to_next_person()

    def _hold_skip_on(self) -> None:
        self.controller.hold_skip = True

    def _hold_skip_off(self) -> None:
        self.controller.hold_skip = False

    # -- games -------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> bool:
        if game_id is None and self.controller.match is not None:
            game_id = self.controller.match.game.id
        if game_id is not None and self.lessons.offer(game_id):  # a title's first game: offer the lesson
            return True
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings, game_id, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        config = dialog.config()
        return self.lessons.offer(config.game_id) or self.start_config(config)

    def start_config(self, config: NewGameConfig) -> bool:
        from ..engine.session import Match

        try:
            match = Match(get_game(config.game_id), list(config.seats), config.options, config.seed,
                          free_undo=config.free_undo)
        except (GameTableError, KeyError, ValueError) as exc:
            self.show_message(translate("MainWindow", "Cannot start the game"), str(exc))
            return False
        log.info("new game started: %s, options %s, seed %d", config.game_id, config.options, config.seed)
        self.start_match(match)
        return True

    def start_match(self, match: Match, viewer: int | None = None, autosave_file: Path | None = None) -> None:
        """Put ``match`` on the table; it autosaves to ``autosave_file`` (Continue) or a new file of its
        own, so the game that was on the table stays in its own file, untouched."""
        self.controller.flush_autosave()  # the old game's last move is on disk before it leaves
        self._scores_due = None  # the game before's sheet, should its pass not have come yet
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None
        old_scene = self.view.game_scene()
        scene = self._make_scene(match)
        self.view.setScene(scene)
        self.view.zoom = 1.0
        self.stack.setCurrentIndex(PAGE_TABLE)
        self._restore_docks()
        self.view.layout_scene(force=True)
        self.controller.set_match(match, scene, viewer, autosave_file)
        self.status_panel.new_table()  # its texts' room grows within a game only (ui/status_panel.py)
        self.view.reveal_in_passes()  # the first paint of the new table in parts (ui/pacing.py)
        self._update_title()
        log.info("game on the table: %s, %d seats, seed %d, %d moves played",
                 match.game.id, match.num_players, match.seed, len(match.steps))
        if old_scene is not None:
            old_scene.deleteLater()
        self.controller.autosave()
        self._update_actions()
        pacing.settle()  # the new table and its game live as long as the game: out of the collector's way
        if match.load_notes:  # e.g. a redo branch of the save that did not replay
            notes, match.load_notes = match.load_notes, []
            self.show_message(translate("MainWindow", "The saved game was opened with a change"),
                              "\n".join(notes))

    def _make_scene(self, match: Match) -> GameScene:
        scene = scene_registry.scene_class(match.game.id)(list(match.seats))
        scene.game_colours = theme.game_colours(match.game, len(match.seats), match.options)
        scene.prompt_changed.connect(lambda _text: self._status_changed())
        return scene

    def rematch(self) -> bool:
        """The finished game again with the same seats and options, newly dealt (the finished one is kept
        among the finished games and in the record)."""
        match = self.controller.match
        if match is None or not match.is_over():
            return False
        log.info("rematch of %s with the same seats", match.game.id)
        from .game_end import rematch

        self.start_match(rematch(match))
        return True

    def _scores_in_a_pass_of_their_own(self, sheet: ScoreSheet) -> None:
        """The score sheet opens in the event-loop pass after the one that ends the game: that pass already
        brings the table, the log and the end bar up to date and paints them (issue 13: no stall)."""
        match = self.controller.match
        if match is None:
            return
        due = (match, len(match.steps))
        self._scores_due = due

        def show() -> None:
            # Still the same ending on the table: no new game, undo or replay came in between.
            same = self._scores_due is due and self.controller.match is match
            if same and match.is_over() and len(match.steps) == due[1]:
                self._scores_due = None
                self._show_scores(sheet)

        pacing.after_paint(self, show)  # a timer, after the last move's paint (a posted call would run now)

    def _show_scores(self, sheet: ScoreSheet) -> None:
        match = self.controller.match
        if match is None:
            return
        if self.score_dialog is not None:
            self.score_dialog.close()
        from .score_sheet import ScoreSheetDialog

        dialog = ScoreSheetDialog(sheet, match.seats, match.game.id, theme.current_palette(), self,
                                  styles=theme.match_styles(match))
        dialog.new_game_requested.connect(lambda: self.new_game())
        self.score_dialog = dialog
        dialog.open()

    # -- preferences -------------------------------------------------------
    def show_preferences(self) -> PreferencesDialog:
        if self.preferences_dialog is None:
            from .preferences_dialog import PreferencesDialog

            self.preferences_dialog = PreferencesDialog(self)
        self.preferences_dialog.show()
        self.preferences_dialog.raise_()
        return self.preferences_dialog

    # -- help --------------------------------------------------------------
    def show_help(self, game_id: str) -> None:
        from .help_viewer import HelpViewer

        self.help_dialog = HelpViewer(game_id, self)
        self.help_dialog.show()

    def _show_about(self) -> None:
        from .help_viewer import show_about

        show_about(self)

    def _help_current(self) -> None:
        if self.controller.match is not None:
            self.show_help(self.controller.match.game.id)

    # -- talking to the player ---------------------------------------------
    def show_message(self, title: str, text: str) -> None:
        log.info("message to the player: %s: %s", title, text.replace("\n", " "))
        self.messages.append((title, text))
        from PySide6.QtWidgets import QMessageBox  # the class is made on first use, not for the home screen

        QMessageBox.warning(self, title, verbatim(text))  # messages quote files and names: never markup

    def _confirm(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.sync()
        self.controller.shutdown()
        self.record_keeper.close()
        super().closeEvent(event)

