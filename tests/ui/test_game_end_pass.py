# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13, the pass that ends a game: the record is written on a thread of its own (never lost: closing
the window waits for it, a failed write is told and tried again), and the end-of-game bar stands over the
status strip's end instead of pushing the table down, so the table is not laid out and drawn again.
Counts, never times."""

from __future__ import annotations

import threading

from desktop_app.ai.agents import make_agent
from desktop_app.engine.seats import Seat
from desktop_app.record.db import RecordDb, RecordError
from desktop_app.ui.new_game_dialog import NewGameConfig

from .shell_fixtures import game_window, messages, recorded_games, settings  # noqa: F401

SEATS = (Seat("Ada"), Seat("Cal", "ai", "random", 1))


def _start(window, seed: int = 4):
    window.controller.autoplay = False
    assert window.start_config(NewGameConfig("copernico", SEATS, {}, seed))
    match = window.controller.match
    agents = {p: make_agent(match.game, "random", 60 + p) for p in range(2)}
    return match, agents


def _play(window, match, agents, moves: int | None = None) -> None:
    """Random moves to the end (or ``moves`` of them)."""
    while not match.is_over() and (moves is None or moves > 0):
        player = match.next_mover()
        window.controller.play(player, agents[player].choose(match.state, player))
        moves = None if moves is None else moves - 1


def _length(seed: int = 4) -> int:
    """How many moves the game of ``_start`` lasts (the same agents, the same choices)."""
    from desktop_app.engine.session import Match
    from desktop_app.games.catalogue import get_game

    game = get_game("copernico")
    match = Match(game, list(SEATS), {}, seed)
    agents = {p: make_agent(game, "random", 60 + p) for p in range(2)}
    while not match.is_over():
        player = match.next_mover()
        match.apply(player, agents[player].choose(match.state, player))
    return len(match.steps)


def test_the_record_is_written_off_the_gui_thread(qtbot, game_window, monkeypatch):
    threads: list[threading.Thread] = []
    real = RecordDb.record_match

    def recording(self, match, **kwargs):
        threads.append(threading.current_thread())
        return real(self, match, **kwargs)

    monkeypatch.setattr(RecordDb, "record_match", recording)
    recorded: list[int] = []
    game_window.record_keeper.recorded.connect(recorded.append)
    match, agents = _start(game_window)
    _play(game_window, match, agents)
    assert game_window.record_keeper.flush()
    assert len(threads) == 1 and threads[0] is not threading.main_thread()
    assert threads[0].name == "record-writer"
    [entry] = recorded_games()
    assert recorded == [entry.id] and entry.seed == 4
    assert entry.winners == match.state.score_sheet().winners


def test_a_game_ended_just_before_the_window_closes_is_in_the_record(qtbot, game_window, monkeypatch):
    real = RecordDb.record_match
    release = threading.Event()

    def slow(self, match, **kwargs):
        release.wait(5)  # still being written when the window closes
        return real(self, match, **kwargs)

    monkeypatch.setattr(RecordDb, "record_match", slow)
    match, agents = _start(game_window)
    _play(game_window, match, agents)
    keeper = game_window.record_keeper
    assert keeper.writing()  # held for a quiet moment after the end's paint (test_record_after_the_end.py)
    writer = keeper.writer
    real_close = writer.close

    def closing(timeout=10.0) -> None:
        release.set()  # the write can finish only once the window's close has begun
        real_close(timeout)

    monkeypatch.setattr(writer, "close", closing)
    game_window.close()  # hands the record over and waits for the writer
    [entry] = recorded_games()
    assert entry.game == "copernico" and entry.seed == 4


def test_a_failed_write_is_told_once_and_the_game_kept_for_the_next_try(qtbot, game_window, messages,
                                                                         monkeypatch):
    real = RecordDb.record_match
    failing = {"on": True}

    def flaky(self, match, **kwargs):
        if failing["on"]:
            raise RecordError("the game could not be recorded: disk I/O error")
        return real(self, match, **kwargs)

    monkeypatch.setattr(RecordDb, "record_match", flaky)
    match, agents = _start(game_window)
    _play(game_window, match, agents)
    assert game_window.record_keeper.flush()
    [(title, text)] = [m for m in messages if m[0] == "Your game record"]
    assert "disk I/O error" in text and "tries again" in text
    assert recorded_games() == []
    failing["on"] = False
    game_window.close()  # tried again before the window goes
    [entry] = recorded_games()
    assert entry.seed == 4


def test_the_end_of_a_game_does_not_lay_the_table_out_again(qtbot, game_window, monkeypatch):
    window = game_window
    match, agents = _start(window)
    _play(window, match, agents, _length() - 1)
    qtbot.wait(5)
    assert not match.is_over()
    view = window.view
    scene = view.game_scene()
    size = view.size()
    counts = {"layout_scene": 0, "resize_to": 0, "show_observation": 0}

    def counting(owner, name):
        real = getattr(owner, name)

        def call(*args, **kwargs):
            counts[name] += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(owner, name, call)

    counting(view, "layout_scene")
    counting(scene, "resize_to")
    counting(scene, "show_observation")
    _play(window, match, agents)  # the last move
    assert match.is_over()
    qtbot.wait(20)  # the passes after it: the end bar shown, the score sheet opened
    assert window.end_bar.isVisible() and window.score_dialog is not None
    # One new picture of the table (the last move), at the size it had: nothing laid out again.
    assert counts == {"layout_scene": 0, "resize_to": 0, "show_observation": 1}
    assert view.size() == size
    # The bar stands over the right end of the status strip, where its hidden skip button kept room.
    bar, strip = window.end_bar.geometry(), window.status_panel.geometry()
    assert bar.top() == strip.top() and bar.right() == strip.right()
    assert bar.height() >= strip.height() and 0 < bar.width() <= strip.width() // 2
