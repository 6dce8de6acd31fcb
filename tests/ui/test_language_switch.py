"""Edit > Preferences > Language: the window changes language, the game on the table does not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from desktop_app import i18n
from desktop_app.ai.worker import AiWorker
from desktop_app.engine.seats import Seat
from desktop_app.ui import language
from desktop_app.ui.new_game_dialog import NewGameConfig
from desktop_app.ui.settings import Settings

pytestmark = pytest.mark.skipif(i18n.find_lrelease() is None, reason="pyside6-lrelease is not installed")


@pytest.fixture
def copernico_window(qtbot, tmp_path):
    from desktop_app.ui.main_window import MainWindow

    settings = Settings(tmp_path / "settings.ini")
    settings.animation_speed = 0.0
    settings.confirm_end_turn = False
    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    win.controller.autoplay = False  # the test plays every seat itself
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    seats = (Seat("Ada", "human", None, 0), Seat("Bob", "ai", "easy", 1))
    assert win.start_config(NewGameConfig("copernico", seats, {}, 7))
    yield win
    win.controller.shutdown()
    language.install_language("en")


def _play(win, count: int) -> None:
    match = win.controller.match
    for _ in range(count):
        player = match.next_mover()
        win.controller.play(player, match.state.legal_actions(player)[0])


def _accelerators_unique(menu: QMenu) -> list[str]:
    clashes = []
    keys: dict[str, str] = {}
    for action in menu.actions():
        text = action.text()
        if "&" in text.replace("&&", ""):
            key = text[text.index("&") + 1].lower()
            if key in keys:
                clashes.append(f"{menu.title()}: {keys[key]!r} and {text!r}")
            keys[key] = text
    return clashes


@pytest.mark.parametrize(
    ("lang", "game_menu", "log_word"), [("de", "&Spiel", "Zug 1"), ("es", "&Partida", "Turno 1")]
)
def test_switching_language_relabels_the_window_and_keeps_the_match(
    copernico_window, lang, game_menu, log_word
):
    win = copernico_window
    _play(win, 3)
    match = win.controller.match
    steps, viewer = len(match.steps), win.controller.viewer
    assert win.game_menu.title() == "&Game"
    assert win.set_language(lang) == lang
    assert win.settings.language == lang
    assert win.game_menu.title() == game_menu
    # The moves' dock and list are relabelled by the window (they take no LanguageChange event themselves).
    moves_title = QCoreApplication.translate("MoveList", "Moves (F6)")
    assert moves_title != "Moves (F6)" and win.move_dock.windowTitle() == moves_title
    moves_name = QCoreApplication.translate("MoveList", "Your possible moves")
    assert win.move_dock.moves.accessibleName() == moves_name
    assert win.controller.match is match and len(match.steps) == steps and win.controller.viewer == viewer
    assert win.view.game_scene() is win.controller.scene  # the table shows the same game, redrawn
    log_text = " ".join(win.log_view.text(i) for i in range(win.log_view.count()))
    assert log_word in log_text
    menus = (win.game_menu, win.edit_menu, win.preferences_menu, win.animation_menu, win.pace_menu,
             win.level_menu, win.language_menu, win.view_menu, win.help_menu)
    clashes = [c for m in menus for c in _accelerators_unique(m)]
    top = [a.text() for a in win.menuBar().actions()]
    assert len({t[t.index("&") + 1].lower() for t in top}) == len(top)
    assert not clashes, clashes
    _play(win, 1)  # and the game goes on in the new language
    assert len(match.steps) == steps + 1
    assert win.set_language("en") == "en"
    assert win.game_menu.title() == "&Game"


def test_system_preference_is_the_default(copernico_window):
    assert copernico_window.settings.language == "system"
    system = copernico_window.language_actions["system"]
    assert system.isChecked()
