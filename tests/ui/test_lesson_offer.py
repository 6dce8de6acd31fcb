# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The guided first game is offered on the first new game of each title, once, and never again after
"Don't ask again"; the answer is kept in the settings. It is also reachable from the Help menu (issue 15,
"Guided first game")."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.ui import lesson as lesson_ui  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameDialog  # noqa: E402
from desktop_app.ui.settings import Settings  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402,F401


class Answers:
    """Stands in for the player at the offer: records each question and gives the next answer."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.asked: list[str] = []

    def __call__(self, parent, title: str) -> str:
        self.asked.append(title)
        return self.answers.pop(0)


def _cancel_the_new_game_dialog(seen: list) -> None:
    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        seen.append(type(dialog).__name__)
        if isinstance(dialog, NewGameDialog):
            dialog.reject()

    QTimer.singleShot(0, cancel)


def test_yes_starts_the_lesson_and_the_offer_comes_once_per_title(qtbot, game_window, settings):
    win = game_window
    answers = win.lessons.ask = Answers(lesson_ui.YES, lesson_ui.NO)
    assert win.new_game("copycat")  # the first Copycat game: offered, accepted
    assert answers.asked == ["Copycat"]
    assert win.lessons.active and win.controller.match.game.id == "copycat"
    assert win.lessons.panel.isVisible()
    win.lessons.leave(to_home=True)

    dialogs: list = []
    _cancel_the_new_game_dialog(dialogs)
    assert not win.new_game("copycat")  # the second: straight to the new-game dialog
    assert answers.asked == ["Copycat"] and dialogs == ["NewGameDialog"]

    _cancel_the_new_game_dialog(dialogs)
    assert not win.new_game("councils")  # another title's first game: offered; "No" goes on to the dialog
    assert answers.asked == ["Copycat", "Councils & Contracts"] and dialogs[-1] == "NewGameDialog"
    assert not win.lessons.active
    assert set(Settings(settings_path(settings)).lessons_offered) >= {"copycat", "councils"}


def test_dont_ask_again_is_kept_for_every_title(qtbot, game_window, settings):
    win = game_window
    answers = win.lessons.ask = Answers(lesson_ui.NEVER)
    dialogs: list = []
    _cancel_the_new_game_dialog(dialogs)
    assert not win.new_game("copernico")
    assert answers.asked == ["Copernico"] and dialogs == ["NewGameDialog"]
    assert not Settings(settings_path(settings)).lesson_offers
    for game_id in ("copycat", "councils", "campaign-trail"):
        _cancel_the_new_game_dialog(dialogs)
        assert not win.new_game(game_id)
    assert answers.asked == ["Copernico"]  # never asked again
    assert len(dialogs) == 4


def test_the_help_menu_starts_each_lesson(qtbot, game_window):
    win = game_window
    win.lessons.ask = Answers()  # the menu does not ask
    ids = [gid for _action, gid in win.lesson_actions]
    assert sorted(ids) == ["campaign-trail", "copernico", "copycat", "councils"]
    for action, gid in win.lesson_actions:
        assert "Learn to Play" in action.text()
        action.trigger()
        assert win.lessons.active and win.controller.match.game.id == gid
    # a lesson chosen on purpose counts as offered: the first new game of that title does not ask again
    assert set(win.settings.lessons_offered) == set(ids)


def settings_path(store: Settings) -> str:
    return store._store.fileName()


def test_the_offer_box_itself_answers_each_button(qtbot, game_window):
    """The real question box: each of its three buttons gives its answer; Esc is a plain "no"."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    def press(which: str) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        assert "Copycat" in box.text()
        if which == "esc":
            qtbot.keyClick(box, Qt.Key.Key_Escape)
            return
        wanted = {"yes": "Yes, guide me", "no": "No, thanks", "never": "Don't ask again"}[which]
        next(b for b in box.buttons() if b.text() == wanted).click()

    for which, answer in (("yes", lesson_ui.YES), ("no", lesson_ui.NO), ("never", lesson_ui.NEVER),
                          ("esc", lesson_ui.NO)):
        QTimer.singleShot(0, lambda w=which: press(w))
        assert lesson_ui.ask_offer(game_window, "Copycat") == answer


def test_a_broken_lesson_is_not_offered_and_says_so_from_the_menu(qtbot, game_window, messages, monkeypatch):
    win = game_window
    monkeypatch.setattr(lesson_ui, "lesson_ready", lambda game_id: False)
    win.lessons.ask = Answers()
    dialogs: list = []
    _cancel_the_new_game_dialog(dialogs)
    assert not win.new_game("copycat")
    assert win.lessons.ask.asked == [] and dialogs == ["NewGameDialog"]
    assert not win.lessons.start("copycat")
    assert messages and "cannot be played" in messages[-1][1]


def test_the_home_screen_tile_starts_the_lesson(qtbot, game_window):
    win = game_window
    assert win.on_home()
    for game_id, tile in win.home.tiles.items():
        assert tile.lesson_button is not None, game_id
    win.home.tiles["councils"].lesson_button.click()
    assert win.lessons.active and win.controller.match.game.id == "councils"
    assert not win.on_home()
