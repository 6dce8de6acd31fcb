# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (no event-loop stall): while the window paces its work, Python's full collections wait for a
quiet moment after a move (ui/collector.py) instead of landing inside a move's pass. Counts only: the
full collections run during a move and in the quiet moment after it.
"""

from __future__ import annotations

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import collector, pacing  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


@pytest.fixture
def held(monkeypatch):
    """Pacing on, as the app switches it on (``enable`` holds the full collections back); put back after."""
    thresholds = gc.get_threshold()
    monkeypatch.setattr(pacing, "enabled", False)
    pacing.enable()
    yield
    gc.set_threshold(*thresholds)
    gc.unfreeze()


@pytest.fixture
def full_collections():
    """How many full collections ran, as a list the test reads."""
    runs: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "stop" and info["generation"] == 2:
            runs.append(1)

    gc.callbacks.append(seen)
    yield runs
    gc.callbacks.remove(seen)


def _start(window, qtbot):
    window.controller.autoplay = False
    seats = (Seat("Ada", "human", None, 0),
             *(Seat(f"Computer {p + 1}", "ai", "random", p) for p in (1, 2, 3)))
    assert window.start_config(NewGameConfig("copycat", seats, {}, 5))
    qtbot.waitUntil(lambda: not window.view.revealing(), timeout=5000)
    controller = window.controller
    agents = {p: make_agent(controller.match.game, "random", 40 + p) for p in range(4)}
    return controller, agents


def _move(controller, agents) -> None:
    match = controller.match
    player = match.next_mover()
    controller.play(player, agents[player].choose(match.state, player))


def _make_due() -> None:
    """As many young collections since the last full one as make a full one due (and more)."""
    for _ in range(collector.DUE + 1):
        gc.collect(1)


def test_enable_holds_the_full_collections_back(held):
    assert gc.get_threshold()[2] == collector.HOLD


def test_a_due_full_collection_waits_for_a_quiet_moment_after_the_move(qtbot, game_window, held,
                                                                       full_collections, monkeypatch):
    # However slow the machine, no quiet moment comes between the test's moves: it comes when asked.
    monkeypatch.setattr(collector, "IDLE_MS", 60_000)
    controller, agents = _start(game_window, qtbot)
    _make_due()
    full_collections.clear()  # the new game's own (ui/pacing.py settle)
    for _ in range(3):  # the moves and their own passes (the table's, then the lists')
        _move(controller, agents)
        for later in (game_window.log_view.rebuild_later, game_window.history_view.rebuild_later):
            later.flush()
        qtbot.wait(1)
    assert full_collections == []  # due all along, yet none inside a move
    idle = collector.idle_collector()
    assert idle is not None and idle.pending()
    done = idle.collections
    monkeypatch.setattr(collector, "IDLE_MS", 1)
    collector.poke()  # as the last move's lists' pass does
    qtbot.waitUntil(lambda: idle.collections == done + 1, timeout=5000)
    assert len(full_collections) == 1  # the quiet moment ran it, alone
    assert gc.get_count()[2] == 0


def test_a_quiet_moment_collects_nothing_when_no_full_collection_is_due(qtbot, held, full_collections):
    gc.collect()
    idle = collector.IdleCollector()
    assert not idle.collect_if_due()
    assert full_collections == [1]  # the test's own collection only
    _make_due()
    assert idle.collect_if_due()
    assert idle.collections == 1 and len(full_collections) == 2
