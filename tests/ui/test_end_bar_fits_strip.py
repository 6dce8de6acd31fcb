# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The end bar (ui/game_end.py) never covers the table (issue 15): a tie's long tie-break sentence made it
taller than the status strip it stands over, so it lay over the top of the table. It is now exactly as
tall as the strip; the sentence wraps into the strip's lines and ends in "…", whole in the tooltip. And the
strip's words at the end start at its edge, not after the empty place of a seat's marker."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.game import ScoreSheet  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import game_end  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.status_panel import MARGIN_X, MARKER  # noqa: E402

from .shell_fixtures import messages, settings, toy_game, window  # noqa: E402, F401

NAMES = ("Adelheid", "Bartholomew", "Cunegonde", "Dietrich", "Eleonora")


def _long_tie() -> str:
    """A five-way tie the tie-break settles, in Councils' words: the longest sentence the bar says."""
    seats = [Seat(name, colour=i) for i, name in enumerate(NAMES)]
    sheet = ScoreSheet(("vp",), ((42,),) * 5, winners=(4,), tie_break=(1, 2, 3, 4, 5))
    return game_end.tie_break_sentence(sheet, seats, "councils")


def _finished(window):
    seats = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
    assert window.start_config(NewGameConfig("shelltoy", seats, {"fast": True}, 7))
    window.controller.autoplay = False
    match = window.controller.match
    while not match.is_over():
        player = match.next_mover()
        window.controller.play(player, match.state.legal_actions(player)[0])
    return match


@pytest.mark.parametrize("size", [(1280, 800), (960, 540)])
def test_a_long_tie_break_stays_inside_the_strip_and_is_whole_in_the_tooltip(qtbot, window, monkeypatch,
                                                                               size):
    window.resize(*size)
    match = _finished(window)
    sentence = _long_tie()
    monkeypatch.setattr(game_end, "tie_break_sentence", lambda *args: sentence)
    bar, strip = window.end_bar, window.status_panel
    bar.show_for(match)
    qtbot.wait(10)
    assert bar.geometry().top() == strip.geometry().top()
    assert bar.height() == strip.height(), "the bar is as tall as the strip: it covers nothing below it"
    shown = bar.label.text()
    assert shown.endswith("…") and bar.label.toolTip() == sentence
    lines = shown.split("\n")
    metrics = bar.label.fontMetrics()
    assert len(lines) * metrics.lineSpacing() <= bar.label.height() + 1
    assert all(metrics.horizontalAdvance(line) <= bar.label.width() for line in lines)
    assert " ".join(lines).rstrip("…").split()[:6] == sentence.split()[:6]


def test_a_short_tie_break_is_shown_whole_without_a_tooltip(qtbot, window, monkeypatch):
    match = _finished(window)
    monkeypatch.setattr(game_end, "tie_break_sentence", lambda *args: "Ada and Bo tied on 30 points.")
    window.end_bar.show_for(match)
    assert window.end_bar.label.text() == "Ada and Bo tied on 30 points."
    assert window.end_bar.label.toolTip() == ""
    assert window.end_bar.height() == window.status_panel.height()


def test_fit_lines_wraps_at_words_and_shortens_only_the_last_line(qtbot, window):
    metrics = window.end_bar.label.fontMetrics()
    width = metrics.horizontalAdvance("tied on 42 points and")
    sentence = "Ada and Bo tied on 42 points and Bo wins on the tie-break"
    text, cut = game_end.fit_lines(sentence, metrics, width, 2)
    assert cut and len(text.split("\n")) == 2 and text.endswith("…")
    text, cut = game_end.fit_lines("Ada and Bo tied", metrics, width, 2)
    assert not cut and text == "Ada and Bo tied"


def test_the_strip_says_the_game_is_over_from_its_edge(qtbot, window):
    strip = window.status_panel
    _finished(window)
    window.end_bar.show_for(window.controller.match)
    qtbot.wait(10)
    assert strip.marker.style_ is None  # no seat to show once the game is over
    assert strip.headline.x() == MARGIN_X and strip.detail.x() == MARGIN_X
    # during a game, the texts follow the seat's marker
    seats = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
    assert window.start_config(NewGameConfig("shelltoy", seats, {"fast": True}, 8))
    qtbot.wait(10)
    assert strip.marker.style_ is not None and strip.headline.x() > MARGIN_X + MARKER
