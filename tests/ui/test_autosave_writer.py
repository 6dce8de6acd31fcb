"""Autosaves are written off the GUI thread (issue 13) without ever being reordered or lost:
one writer, the newest snapshot wins, and flush/close put the newest state on disk."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import threading  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine import saves  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui.autosave_writer import AutosaveWriter  # noqa: E402


def _match() -> tuple[Match, dict]:
    game = get_game("copernico")
    match = Match(game, [Seat("Ada", "human", None, 0), Seat("Bob", "ai", "random", 1)], {}, 9)
    agents = {p: make_agent(game, "random", 40 + p) for p in range(2)}
    return match, agents


def _move(match: Match, agents: dict) -> None:
    player = match.next_mover()
    match.apply(player, agents[player].choose(match.state, player))


class GatedWrites:
    """The real save writer, held at a gate the test opens, so moves queue up behind a write in progress
    (order and causality, not a slow disk's timing)."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()  # a write has begun and waits at the gate
        self.written: list[int] = []  # step counts in the order they reached the disk
        self.threads: set[str] = set()

    def __call__(self, match: Match, path) -> None:
        self.threads.add(threading.current_thread().name)
        self.started.set()
        assert self.gate.wait(10), "the gate was never opened"
        saves.save(match, path)
        self.written.append(len(match.steps))

    def open_when_flushed(self, writer, monkeypatch) -> None:
        """The gate opens only once ``writer`` is asked to flush (quitting does): whatever that call returns
        after, it waited for."""
        real = writer.flush

        def flush(timeout: float | None = 10.0) -> bool:
            self.gate.set()
            return real(timeout)

        monkeypatch.setattr(writer, "flush", flush)


def test_a_burst_of_moves_is_written_in_order_and_the_newest_state_lands(qtbot, tmp_path):
    match, agents = _match()
    gated = GatedWrites()
    writer = AutosaveWriter(gated)
    path = tmp_path / "autosave.json"
    submitted = []
    for move in range(12):
        _move(match, agents)
        writer.submit(match, path)  # returns at once, the first write still held at the gate
        submitted.append(len(match.steps))
        if move == 0:
            assert gated.started.wait(10)  # the first write is on its way: the rest queue behind it
    assert gated.written == []
    gated.gate.set()
    assert writer.flush()
    # The first, then only the newest: the snapshots waiting behind a newer one were skipped, none reordered.
    assert gated.written == [submitted[0], submitted[-1]]
    assert gated.threads == {"autosave-writer"}
    assert saves.load(path).actions() == match.actions()
    writer.close()


def test_a_snapshot_does_not_change_with_later_moves(qtbot, tmp_path):
    match, agents = _match()
    gate = threading.Event()
    written: list[Match] = []

    def blocked(shot: Match, path) -> None:
        gate.wait(5)
        written.append(shot)

    writer = AutosaveWriter(blocked)
    _move(match, agents)
    writer.submit(match, tmp_path / "a.json")
    expected = match.actions()
    for _ in range(5):
        _move(match, agents)  # the GUI thread goes on while the write waits
    gate.set()
    assert writer.flush()
    assert written[0].actions() == expected
    writer.close()


def test_close_writes_the_newest_snapshot_before_returning(qtbot, tmp_path, monkeypatch):
    match, agents = _match()
    gated = GatedWrites()
    writer = AutosaveWriter(gated)
    gated.open_when_flushed(writer, monkeypatch)
    path = tmp_path / "autosave.json"
    for _ in range(4):
        _move(match, agents)
        writer.submit(match, path)
    writer.close()  # what quitting does (TurnController.shutdown); the writes can finish only after it began
    assert gated.written[-1] == len(match.steps)
    assert not writer.pending()
    assert saves.load(path).actions() == match.actions()


def test_a_failed_write_is_reported_and_the_next_one_still_happens(qtbot, tmp_path):
    match, agents = _match()
    failures = []
    calls = []

    def flaky(shot: Match, path) -> None:
        calls.append(len(shot.steps))
        if len(calls) == 1:
            raise OSError(28, "No space left on device")
        saves.save(shot, path)

    writer = AutosaveWriter(flaky)
    writer.failed.connect(failures.append)
    _move(match, agents)
    writer.submit(match, tmp_path / "autosave.json")
    assert writer.flush()
    _move(match, agents)
    writer.submit(match, tmp_path / "autosave.json")
    assert writer.flush()
    qtbot.waitUntil(lambda: len(failures) == 1)  # delivered on the GUI thread
    assert failures[0].errno == 28
    assert saves.load(tmp_path / "autosave.json").actions() == match.actions()
    writer.close()


def test_the_window_flushes_the_autosave_on_quit(qtbot, tmp_path, monkeypatch):
    from desktop_app.ai.worker import AiWorker
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.new_game_dialog import NewGameConfig
    from desktop_app.ui.settings import Settings

    settings = Settings(tmp_path / "settings.ini")
    settings.animation_speed = 0.0
    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    qtbot.addWidget(win)
    controller = win.controller
    controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0), Seat("Bob", "ai", "random", 1))
    assert win.start_config(NewGameConfig("copernico", seats, {}, 5))
    gated = GatedWrites()
    controller.autosave_writer._write = gated
    gated.open_when_flushed(controller.autosave_writer, monkeypatch)
    agents = {p: make_agent(controller.match.game, "random", 60 + p) for p in range(2)}
    for _ in range(6):
        player = controller.match.next_mover()
        controller.play(player, agents[player].choose(controller.match.state, player))
    win.close()  # closeEvent -> controller.shutdown -> the writer is flushed and stopped
    assert gated.written[-1] == len(controller.match.steps)
    assert saves.load(controller.autosave_file).actions() == controller.match.actions()
