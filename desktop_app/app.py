"""Starts the desktop app: fonts, translations, the main window, the event loop.

``--smoke`` checks an installed build end to end without a person: it opens
the window (offscreen when there is no display), plays a few Copernico moves
of a person against the computer, renders a frame to a PNG and exits 0, or
non-zero on any failure. It keeps its saves and settings in a temporary
folder, so it never touches the player's own games.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
import traceback
from pathlib import Path

log = logging.getLogger(__name__)

APP_FONT = "DejaVu Sans"


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


def install_translations(app) -> None:
    """Load resources/i18n/game_table_<locale>.qm and Qt's own, when present."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from .resources import ResourceError, resources_dir

    locale = QLocale.system()
    qt_translator = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_translator.load(locale, "qtbase", "_", qt_folder):
        app.installTranslator(qt_translator)
    try:
        folder = resources_dir() / "i18n"
    except ResourceError:
        return
    ours = QTranslator(app)
    if folder.is_dir() and ours.load(locale, "game_table", "_", str(folder)):
        app.installTranslator(ours)


def make_application(argv: list[str]):
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "game-table", *argv])
    app.setOrganizationName("GameTable")
    app.setApplicationName("GameTable")
    app.setApplicationDisplayName("Game Table")
    families = load_fonts()
    if APP_FONT in families:
        font = QFont(APP_FONT)
        font.setPointSizeF(max(10.0, app.font().pointSizeF()))
        app.setFont(font)
    install_translations(app)
    return app


def run_app(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="game-table", description="Tabletop games for the desktop.")
    parser.add_argument("--smoke", action="store_true", help="play a few moves offscreen and exit")
    parser.add_argument("save", nargs="?", help="a saved game to open")
    options, qt_args = parser.parse_known_args(args)
    if options.smoke:
        return smoke(qt_args)
    app = make_application(qt_args)
    from .ui.main_window import MainWindow

    window = MainWindow()
    window.show()
    if options.save:
        window.open_file(options.save)
    return int(app.exec())


def smoke(qt_args: list[str]) -> int:
    """Open the window, play Copernico moves for every seat, render a PNG."""
    if _needs_offscreen():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="game-table-smoke-") as tmp:
        os.environ["GAME_TABLE_DATA_DIR"] = str(Path(tmp) / "data")
        os.environ["GAME_TABLE_SETTINGS"] = str(Path(tmp) / "settings.ini")
        try:
            return _smoke_run(qt_args, Path(tmp))
        except Exception:  # report every failure as a non-zero exit
            traceback.print_exc()
            return 1


def _smoke_run(qt_args: list[str], tmp: Path) -> int:
    app = make_application(qt_args)
    from .ai.agents import make_agent
    from .engine.registry import get_game
    from .engine.seats import Seat
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
    match = controller.match
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
            controller.scene.action_chosen.emit(action)  # the path a click takes
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
