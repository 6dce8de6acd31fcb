"""Starts the desktop app: logging, fonts, translations, the crash handler, the
main window, the event loop.

The log goes to ``desktop_app.engine.paths.log_dir()`` (rotated, 1 MB x 3);
translations follow the language preference (desktop_app/ui/language.py and
desktop_app/i18n.py say where the files come from).

``--smoke`` checks an installed build end to end without a person: it opens
the window (offscreen when there is no display), plays a few Copernico moves
of a person against the computer, renders a frame to a PNG and exits 0, or
non-zero on any failure. It keeps its saves and settings in a temporary
folder, so it never touches the player's own games.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

APP_FONT = "DejaVu Sans"
LOG_FILE = "game-table.log"
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
_fault_file = None  # kept open: faulthandler writes to it when the process itself dies
_qt_handler = None  # kept referenced: Qt holds only a raw pointer to the installed handler
QT_LOGGER = "qt"


class RotatingLog(logging.FileHandler):
    """``logging.handlers.RotatingFileHandler``'s rollover on a plain ``FileHandler``: the same files, the
    same names, at the same moments. That module imports socket and pickle, some 20 M instructions of the
    start before the first frame (issue 13).

    When a record would take the file to ``maxBytes`` or more, the file becomes ``.1`` (``.1`` becomes
    ``.2`` and so on, the oldest beyond ``backupCount`` goes) and a new file starts."""

    def __init__(self, filename: str | os.PathLike[str], maxBytes: int, backupCount: int,
                 encoding: str | None = None) -> None:
        super().__init__(filename, mode="a", encoding=encoding)
        self.maxBytes = maxBytes
        self.backupCount = backupCount

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.shouldRollover(record):
                self.doRollover()
            logging.FileHandler.emit(self, record)
        except Exception:  # as every handler: a record that cannot be written must not stop the app
            self.handleError(record)

    def shouldRollover(self, record: logging.LogRecord) -> bool:  # RotatingFileHandler's names
        if os.path.exists(self.baseFilename) and not os.path.isfile(self.baseFilename):
            return False  # never a device or a pipe (bpo-45401)
        if self.stream is None:
            self.stream = self._open()
        if self.maxBytes > 0:
            text = f"{self.format(record)}\n"
            self.stream.seek(0, 2)  # Windows' append mode does not start at the end
            if self.stream.tell() + len(text) >= self.maxBytes:
                return True
        return False

    def doRollover(self) -> None:
        if self.stream:
            self.stream.close()
            self.stream = None
        if self.backupCount > 0:
            for index in range(self.backupCount - 1, 0, -1):
                older, newer = f"{self.baseFilename}.{index}", f"{self.baseFilename}.{index + 1}"
                if os.path.exists(older):
                    if os.path.exists(newer):
                        os.remove(newer)
                    os.rename(older, newer)
            first = f"{self.baseFilename}.1"
            if os.path.exists(first):
                os.remove(first)
            if os.path.exists(self.baseFilename):
                os.rename(self.baseFilename, first)
        self.stream = self._open()


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log to a rotating file in the app's log folder.

    Calling it again (tests, a changed data folder) replaces our handler
    rather than adding a second one. Returns the log file, or None when the
    folder cannot be written (the app then runs without a log file)."""
    from .engine.paths import log_dir

    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "game_table", False):
            root.removeHandler(handler)
            handler.close()
    try:
        path = log_dir() / LOG_FILE
        handler = RotatingLog(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError as exc:
        print(f"game-table: no log file ({exc})", file=sys.stderr)
        return None
    setattr(handler, "game_table", True)  # noqa: B010 - marks our own handler for the next call
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    return path


def enable_faulthandler() -> None:
    """A hard crash inside Qt (no Python exception) still leaves a trace in the log folder."""
    global _fault_file
    import faulthandler

    from .engine.paths import log_dir

    try:
        _fault_file = open(log_dir() / "faults.log", "a", encoding="utf-8")  # noqa: SIM115
        faulthandler.enable(_fault_file)
    except (OSError, RuntimeError) as exc:
        log.warning("faulthandler not enabled: %s", exc)


def install_qt_message_handler():
    """Send Qt's own warnings (a bad stylesheet, a font not found, a painter misuse) to
    the app's log under the logger "qt", instead of a console nobody sees in a bundle.
    Returns the handler that was installed before (tests put it back)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    lighten_pyside_import_hook()  # PySide6's first import in the app: every module imported later is lighter
    global _qt_handler
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }
    qt_log = logging.getLogger(QT_LOGGER)

    def handler(kind, context, message: str) -> None:
        where = f" ({context.file}:{context.line})" if context is not None and context.file else ""
        qt_log.log(levels.get(kind, logging.WARNING), "%s%s", message, where)

    _qt_handler = handler
    return qInstallMessageHandler(handler)


def log_start() -> None:
    import platform

    from . import __version__

    try:
        from PySide6 import __version__ as pyside_version
    except ImportError:  # pragma: no cover - the app cannot run without it anyway
        pyside_version = "?"
    log.info(
        "Game Table %s starting: %s, Python %s, PySide6 %s%s",
        __version__, platform.platform(), platform.python_version(), pyside_version,
        " (bundle)" if getattr(sys, "frozen", False) else "",
    )


def remove_leftover_temp_files() -> None:
    """An autosave cut off by a kill or a power cut leaves its temporary file; clear them at start."""
    from .engine import saves
    from .engine.paths import data_dir, finished_dir, in_progress_dir, saves_dir

    try:
        folders = (data_dir(), saves_dir(), in_progress_dir(), finished_dir())
    except OSError as exc:  # the data folder cannot be made: the home screen says what it can
        log.warning("the data folder is not usable: %s", exc)
        return
    for folder in folders:
        saves.remove_stale_temp_files(folder)


def _needs_offscreen() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    if sys.platform.startswith("linux"):
        return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return False


def load_fonts() -> list[str]:
    """Register the bundled fonts and return the families they provide."""
    from PySide6.QtGui import QFontDatabase

    from .resources import ResourceError, resources_dir

    families: list[str] = []
    try:
        folder = resources_dir() / "fonts"
    except ResourceError:
        return families
    for path in sorted(folder.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return families


def install_translations(preference: str | None = None) -> str:
    """Load the translations for ``preference`` (default: the stored preference,
    which follows the system language unless the player chose one)."""
    from .ui.language import install_language
    from .ui.settings import Settings

    if preference is None:
        preference = Settings().language
    return install_language(preference)


def lighten_pyside_import_hook() -> bool:
    """Let PySide's import hook answer its question about each module without reading its source.

    Once PySide6 is imported, every module imported after it (ours, the standard library's) is asked
    "does it use PySide6?" for PySide's optional ``__feature__`` switches: the hook reads the module's
    whole source through ``inspect.getsource``, keeping every line in ``linecache``. That is a fifth
    of what start-up adds to a bare window. The same question is answered here from the file's bytes
    (the same substring test on the same text); anything that is not a ``.py`` file goes to PySide's
    own check. A PySide without the hook is left alone. Returns whether the check was replaced."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original) or getattr(original, "lightened", False):
        return False

    def uses_pyside(module: Any) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:  # as PySide's own check: a module without a readable source does not use it
            return False

    uses_pyside.lightened = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True


def keep_painting_on_gui_thread() -> None:
    """Tell Qt to do its large fills and image scaling on the painting thread, not on its own pool.

    Qt splits a large fill or a smooth scaling among pool threads and waits for them. The computer's
    search already takes one core, so on a 2-core machine the GUI thread sat blocked while the pool's
    threads waited for a processor: a whole Copernico game against Normal had gaps of 380-830 ms wall
    with 20-46 ms of GUI CPU and 130-240 ms of waiting on the pool (under load), and 134 ms wall for
    45 ms of work in a quiet Copycat game. Without the pool the waiting was 1-2 ms a gap (issue 13;
    /proc schedstat per gap). Qt reads the variable when it first needs the pool, so this comes
    before the application. Qt only asks whether it is set, so a value already there keeps it off too.
    """
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def make_application(argv: list[str], language: str | None = None):
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    lighten_pyside_import_hook()  # before the window's modules are imported (run_app imports them after)

    from .engine.paths import APP_DISPLAY_NAME, APP_NAME

    keep_painting_on_gui_thread()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(
        [sys.argv[0] if sys.argv else "game-table", *argv])
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_DISPLAY_NAME)
    families = load_fonts()
    if APP_FONT in families:
        font = QFont(APP_FONT)
        font.setPointSizeF(max(10.0, app.font().pointSizeF()))
        app.setFont(font)
    install_translations(language)
    return app


def flushed(get_window: Callable[[], Any]) -> Callable[[], Any]:
    """The window getter for the crash handler: autosaves still being written reach the
    disk before the handler writes its own, so an older snapshot never lands after it."""

    def window() -> Any:
        current = get_window()
        controller = getattr(current, "controller", None)
        flush = getattr(controller, "flush_autosave", None)
        if callable(flush):
            try:
                flush()
            except Exception:  # already handling an error: the crash save goes ahead regardless
                log.exception("pending autosaves could not be flushed")
        return current

    return window


def run_app(args: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="game-table", description="Tabletop games for the desktop.")
    parser.add_argument("--smoke", action="store_true", help="play a few moves offscreen and exit")
    parser.add_argument("save", nargs="?", help="a saved game to open")
    options, qt_args = parser.parse_known_args(args)
    if options.smoke:
        return smoke(qt_args)
    app, _window = open_window(qt_args, options.save)
    code = int(app.exec())
    log.info("Game Table closed (exit code %d)", code)
    return code


def open_window(qt_args: list[str], save: str | None = None, language: str | None = None) -> tuple[Any, Any]:
    """Everything the app's start does before its event loop: the log, the crash handler, the
    application, the main window on the screen (and ``save`` opened in it). Returns the application and
    the window. ``bench-ui``'s first-frame figure starts the app through here too (ui/probes.py).

    What the first frame does without waits for it (``MainWindow.after_first_frame``), each in a pass of
    its own: the start's log line (the version comes from the installed package's metadata), the crash
    report's tools and the leftover temporary files' clean-up (issue 13)."""
    setup_logging()
    enable_faulthandler()
    install_qt_message_handler()
    app = make_application(qt_args, language)
    from .ui.crash_hook import CrashHandler
    from .ui.main_window import MainWindow

    window = None
    handler = CrashHandler(flushed(lambda: window))
    handler.install()
    from .ui import pacing

    pacing.enable()
    window = MainWindow()
    window.after_first_frame(log_start)
    window.after_first_frame(remove_leftover_temp_files)
    window.after_first_frame(handler.load)
    window.show_on_screen()
    pacing.freeze()  # the window, the modules and the games' definitions stay: no full collection walks them
    if save:
        window.open_file(save)
    return app, window


def smoke(qt_args: list[str]) -> int:
    """Open the window, play Copernico moves for every seat, render a PNG."""
    import tempfile
    import traceback

    from .engine.paths import DATA_ENV

    if _needs_offscreen():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="game-table-smoke-") as tmp:
        os.environ[DATA_ENV] = str(Path(tmp) / "data")
        os.environ["GAME_TABLE_SETTINGS"] = str(Path(tmp) / "settings.ini")
        try:
            return _smoke_run(qt_args, Path(tmp))
        except Exception:  # report every failure as a non-zero exit
            traceback.print_exc()
            return 1


def _smoke_run(qt_args: list[str], tmp: Path) -> int:
    app = make_application(qt_args)
    from .ai.agents import make_agent
    from .engine.seats import Seat
    from .games.catalogue import get_game
    from .ui.main_window import MainWindow
    from .ui.new_game_dialog import NewGameConfig
    from .ui.settings import Settings

    settings = Settings()
    settings.animation_speed = 0.0
    settings.ai_pace = "instant"
    settings.confirm_end_turn = False
    window = MainWindow(settings)
    window.resize(1280, 800)
    window.show()
    game = get_game("copernico")
    seats = (Seat("Player 1", "human", None, 0), Seat("Computer 2", "ai", "random", 1))
    if not window.start_config(NewGameConfig(game.id, seats, {}, 3)):
        print("smoke: the game did not start", file=sys.stderr)
        return 1
    controller = window.controller
    controller.autoplay = False  # the smoke test chooses every seat's moves itself, in process
    match, scene = controller.match, controller.scene
    assert match is not None and scene is not None  # start_config succeeded
    agents = {p: make_agent(game, "random", 100 + p) for p in range(match.num_players)}
    for _ in range(8):
        if match.is_over():
            break
        player = match.next_mover()
        action = agents[player].choose(match.state, player)
        if controller.in_handover:
            controller.finish_handover()
        if controller.viewer_to_act() and controller.viewer == player:
            if action not in controller.last_legal:
                print("smoke: the scene was not given the viewer's legal actions", file=sys.stderr)
                return 1
            scene.action_chosen.emit(action)  # the path a click takes
        else:
            controller.play(player, action)
        app.processEvents()
    if not match.steps:
        print("smoke: no move was played", file=sys.stderr)
        return 1
    app.processEvents()
    out = tmp / "smoke.png"
    if not window.grab().save(str(out)) or out.stat().st_size == 0:
        print("smoke: the frame could not be rendered", file=sys.stderr)
        return 1
    print(f"smoke: ok, {len(match.steps)} moves played, frame rendered ({out.stat().st_size} bytes)")
    window.close()
    return 0
