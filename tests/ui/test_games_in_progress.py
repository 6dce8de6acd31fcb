# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, "nothing is ever lost": every unfinished game keeps its own autosave, the home screen lists
them with Continue and Delete, a new game never discards one, a finished game is not offered, and the
single autosave of earlier versions is picked up."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QMessageBox  # noqa: E402

from desktop_app.engine import in_progress, saves  # noqa: E402
from desktop_app.engine.paths import autosave_path, finished_dir, in_progress_dir  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui.games_in_progress import peek_save, save_label  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fakes import Call  # noqa: E402
from .shell_fixtures import messages, settings, toy_game, window  # noqa: E402, F401

ADA = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
BEA = (Seat("Bea"), Seat("Dan", "ai", "random", 1))


def _start(qtbot, window, seats, seed, calls=1):
    assert window.start_config(NewGameConfig("shelltoy", seats, {}, seed))
    for _ in range(calls):
        qtbot.waitUntil(window.controller.viewer_to_act, timeout=5000)
        window.view.game_scene().action_chosen.emit(Call(True))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.viewer_to_act() or controller.match.is_over(), timeout=5000)
    assert window.controller.flush_autosave()
    return window.controller.autosave_file, window.controller.match.actions()


def test_two_games_are_both_kept_and_listed_continue_one_delete_the_other(qtbot, window, messages):
    file_a, played_a = _start(qtbot, window, ADA, 11)
    file_b, _played_b = _start(qtbot, window, BEA, 12)
    assert file_a != file_b and file_a.exists() and file_b.exists()  # starting B did not discard A
    window.show_home()
    home = window.home
    assert home.continue_panel.listed() == [file_b, file_a]  # the one played last on top
    assert "Bea" in home.continue_label.text() and "Dan" in home.continue_label.text()
    row_a = home.continue_panel.rows[file_a]
    assert "Ada" in " ".join(lbl.text() for lbl in row_a.findChildren(type(home.continue_label)))
    # Continue A from its row: A is on the table, saving to its own file again.
    continue_a = next(b for b in row_a.findChildren(type(home.continue_button)) if b.text() == "Continue")
    continue_a.click()
    assert not window.on_home()
    assert window.controller.match.actions() == played_a
    assert window.controller.autosave_file == file_a
    # Delete B: asked first; "No" keeps it, "Yes" deletes it.
    window.show_home()
    assert home.continue_panel.listed() == [file_a, file_b]  # A was just played
    asked = []

    def answer(reply):
        def question(parent, title, text, *args, **kwargs):
            asked.append((title, text))
            return reply
        return staticmethod(question)

    qtbot_patch = QMessageBox.question
    try:
        QMessageBox.question = answer(QMessageBox.StandardButton.No)
        assert not window.delete_in_progress(file_b)
        assert file_b.exists() and asked and "Bea" in asked[-1][1]
        QMessageBox.question = answer(QMessageBox.StandardButton.Yes)
        assert window.delete_in_progress(file_b)
    finally:
        QMessageBox.question = qtbot_patch
    assert not file_b.exists() and file_a.exists()
    assert window.home.continue_panel.listed() == [file_a]
    assert window.controller.match is not None  # the game on the table (A) is untouched


def test_deleting_the_game_on_the_table_takes_it_off(qtbot, window, messages):
    file_a, _ = _start(qtbot, window, ADA, 11)
    window.show_home()
    assert window.delete_in_progress(file_a)  # the messages fixture answers Yes
    assert window.controller.match is None and not file_a.exists()
    window.controller.autosave()  # nothing left to bring it back
    assert window.controller.flush_autosave()
    assert list(in_progress.listing()) == []
    assert not window.home.continue_panel.isVisibleTo(window.home)


def test_a_finished_game_is_not_offered_to_continue(qtbot, window, messages):
    controller = window.controller
    path, _ = _start(qtbot, window, ADA, 5)
    match = controller.match
    while not match.is_over():  # play it out with the first legal move for every seat
        player = match.next_mover()
        controller.play(player, match.state.legal_actions(player)[0])
    assert controller.flush_autosave()
    assert not path.exists()
    kept = finished_dir() / path.name
    assert saves.load(kept).actions() == match.actions()  # kept for replay, nothing lost
    window.show_home()
    assert path not in window.home.continue_panel.listed()
    assert not window.home.continue_panel.isVisibleTo(window.home)


def test_a_damaged_game_in_progress_is_listed_and_continue_explains(qtbot, window, messages):
    file_a, _ = _start(qtbot, window, ADA, 11)
    broken = in_progress.new_path("shelltoy")
    broken.write_bytes(b"\x00\xff not a save")
    window.show_home()
    listed = window.home.continue_panel.listed()
    assert broken in listed and file_a in listed
    assert not window.continue_file(broken)
    assert messages[-1][0] == "Cannot continue the last game"
    assert broken.read_bytes() == b"\x00\xff not a save"  # never changed


def test_the_single_autosave_of_an_earlier_version_is_migrated(qtbot, window):
    game = get_game("shelltoy")
    match = Match(game, list(ADA), {}, 21)
    match.apply(0, Call(False))
    saves.save(match, autosave_path())
    os.utime(autosave_path(), (1_600_000_000, 1_600_000_000))
    window.show_home()
    assert not os.path.lexists(autosave_path())
    listed = window.home.continue_panel.listed()
    assert len(listed) == 1 and listed[0].parent == in_progress_dir()
    assert os.path.getmtime(listed[0]) == 1_600_000_000  # its last-played date is kept
    assert saves.load(listed[0]).actions() == match.actions()
    assert window.continue_last()
    assert window.controller.autosave_file == listed[0]


def test_labels_name_the_round_and_the_date_not_engine_steps(qtbot, window):
    _start(qtbot, window, ADA, 11, calls=1)
    controller = window.controller
    match = controller.match
    while match.state.observation(None)["round"] < 1:
        player = match.next_mover()
        controller.play(player, match.state.legal_actions(player)[0])
    assert controller.flush_autosave()
    info = peek_save(controller.autosave_file)
    assert info["progress"] == ["round", 1] and info["moves"] > 1
    label = save_label(controller.autosave_file)
    assert "round 1" in label and "last played" in label
    assert f"{info['moves']} move" not in label


def test_real_games_count_their_own_rounds_and_turns():
    """Copernico counts turns (CO rules: a turn is one simultaneous draft), Copycat and Councils rounds."""
    expected = {"copernico": "turn", "copycat": "round", "councils": "round"}
    for game_id, unit in expected.items():
        game = get_game(game_id)
        state = game.new_game(2, game.normalize_options(2, {}), 3)
        progress = game.progress(state)
        assert progress is not None and progress.unit == unit and progress.number == 1


def test_a_campaign_in_progress_is_labelled_by_its_month():
    from desktop_app.ui.games_in_progress import progress_text

    assert progress_text(["month", 2]) == "month 2"
    assert progress_text(["round", 3]) == "round 3"
