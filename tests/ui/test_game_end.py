# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, the end of a game: the tie-break in words from the score sheet, Rematch with the same seats,
Back to home."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine.game import ScoreSheet  # noqa: E402
from desktop_app.engine.paths import finished_dir  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.game_end import tie_break_sentence  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import messages, settings, toy_game, window  # noqa: E402, F401

SEATS = [Seat("Ada"), Seat("Bo", colour=1), Seat("Cy", colour=2)]


def test_a_tie_broken_by_the_sheet_is_told_in_the_games_words():
    """Councils & Contracts breaks a tie on the influence left (its score sheet's tie_break column)."""
    sheet = ScoreSheet(("vp",), ((30,), (30,), (12,)), winners=(1,), tie_break=(5, 7, 9))
    text = tie_break_sentence(sheet, SEATS, "councils")
    assert text == ("Ada and Bo tied on 30 points. Bo wins on the tie-break, "
                    "Influence left at the end (all five types) (Ada 5, Bo 7).")


def test_a_tie_the_tie_break_does_not_separate_and_no_tie_at_all():
    shared = ScoreSheet(("vp",), ((30,), (30,), (12,)), winners=(0, 1), tie_break=(7, 7, 9))
    assert "did not separate them (Ada 7, Bo 7)" in tie_break_sentence(shared, SEATS, "copycat")
    clear = ScoreSheet(("vp",), ((31,), (30,), (12,)), winners=(0,), tie_break=(1, 7, 9))
    assert tie_break_sentence(clear, SEATS, "councils") == ""  # the points decided: nothing to explain


def _play_out(window):
    controller = window.controller
    match = controller.match
    while not match.is_over():
        player = match.next_mover()
        controller.play(player, match.state.legal_actions(player)[0])
    return match


def test_rematch_with_the_same_seats_and_back_to_home(qtbot, window):
    seats = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
    assert window.start_config(NewGameConfig("shelltoy", seats, {"fast": True}, 7))
    window.controller.autoplay = False
    finished = _play_out(window)
    finished_file = window.controller.autosave_file
    assert window.end_bar.isVisibleTo(window)
    assert window.end_bar.rematch_button.text() == "Rematch"
    window.end_bar.rematch_button.click()
    again = window.controller.match
    assert again is not finished and not again.is_over() and again.steps == []
    assert [(s.name, s.kind, s.level, s.colour) for s in again.seats] == [
        (s.name, s.kind, s.level, s.colour) for s in finished.seats]
    assert again.options == finished.options and again.game is finished.game
    assert window.controller.autosave_file != finished_file
    assert window.controller.flush_autosave()
    assert (finished_dir() / finished_file.name).exists()  # the finished game is kept
    assert not window.end_bar.isVisibleTo(window)
    _play_out(window)
    window.end_bar.home_button.click()
    assert window.on_home()
