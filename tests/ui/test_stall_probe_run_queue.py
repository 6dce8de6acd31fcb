"""bench-ui's stall probe on a loaded machine (issue 13): each gap also says how long the GUI thread
waited for a processor in it (Linux's run-queue wait, schedstat's second field) and its wall time less that
wait, the gap a free processor would have given; the rest of the time off the processor is "blocked" (the
GIL, a lock, I/O), with the thread's voluntary waits and the other threads that ran meanwhile. A fake
clock and a fake schedstat drive the beats here: no timing."""

from __future__ import annotations

import os
import sys
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ui import probes  # noqa: E402


class Fakes:
    """A wall clock, a GUI-thread CPU clock, a run-queue wait, voluntary switches and another thread's
    CPU, all set by hand (ms), in place of a ThreadWatch."""

    def __init__(self) -> None:
        self.wall = self.cpu = self.wait = self.writer = self.writer_wait = 0.0
        self.waits = 0
        self.context = (0, "start")

    def clock(self) -> tuple[float, float]:
        return (self.wall / 1000, self.cpu / 1000)

    def wait_ms(self) -> float:
        return self.wait

    def switches(self) -> int:
        return self.waits

    def others(self) -> dict[str, tuple[float, float]]:
        return {"autosave-writer": (self.writer, self.writer_wait), "idle": (3.0, 0.5)}

    def gap(self, wall: float, cpu: float, wait: float, actions: int | None = None, writer: float = 0.0,
            waits: int = 0, writer_wait: float = 0.0) -> None:
        """The loop's next beat comes ``wall`` ms late (past its 5 ms), with ``cpu`` ms of the thread's own
        work and ``wait`` ms spent waiting for a processor in the gap."""
        self.wall += probes.HEARTBEAT_MS + wall
        self.cpu += cpu
        self.wait += wait
        self.writer += writer
        self.writer_wait += writer_wait
        self.waits += waits
        if actions is not None:
            self.context = (actions, f"after action {actions}")


def _beats(qtbot, gaps: list[tuple[float, float, float, int]]) -> probes.Heartbeat:
    fakes = Fakes()
    beat = probes.Heartbeat(lambda: fakes.context, watch=fakes, clock=fakes.clock)
    for wall, cpu, wait, actions in gaps:
        fakes.gap(wall, cpu, wait, actions)
        beat._beat()
    return beat


def test_each_gap_says_its_wait_for_a_processor_and_the_rest(qtbot):
    beat = _beats(qtbot, [(10, 4, 2, 1), (120, 30, 90, 2), (60, 55, 1, 3), (2, 1, 0, 3)])
    assert beat.knows_waits()
    loaded = beat.longest[0]
    assert (loaded.wall_ms, loaded.cpu_ms, loaded.wait_ms) == pytest.approx((120, 30, 90))
    assert loaded.free_ms == pytest.approx(30)
    # With a free processor the 120 ms gap would have been 30 ms: the 60 ms one is the longest then.
    assert [gap.after[0] for gap in beat.longest] == [2, 3, 1]
    assert [gap.after[0] for gap in beat.longest_free] == [3, 2, 1]
    assert beat.longest_free_ms == pytest.approx(59)
    text = loaded.describe()
    assert ("120 ms wall (30 ms with a free processor, 90 ms waiting for one, 0 ms blocked in 0 waits), "
            "30 ms CPU") in text
    assert loaded.to_json()["wait_ms"] == 90 and loaded.to_json()["free_ms"] == 30


def test_a_blocked_gap_names_the_threads_that_ran_in_it(qtbot):
    fakes = Fakes()
    beat = probes.Heartbeat(lambda: fakes.context, watch=fakes, clock=fakes.clock)
    # the GUI thread waits for the GIL the writer holds, running or waiting for a processor itself
    fakes.gap(134, 45, 4, 1, writer=60, waits=31, writer_wait=20)
    beat._beat()
    fakes.gap(6, 5, 0, 1, writer=0.5, writer_wait=0.25)
    beat._beat()
    gap = beat.longest[0]
    assert gap.blocked_ms == pytest.approx(85) and gap.switches == 31
    assert gap.others["autosave-writer"] == pytest.approx((60, 20)) and "idle" not in gap.others
    assert ("85 ms blocked in 31 waits), 45 ms CPU; other threads autosave-writer 60 ms (+20 ms waiting) at"
            in gap.describe())
    assert gap.to_json()["others_ms"] == {"autosave-writer": {"cpu": 60.0, "wait": 20.0}}
    assert gap.to_json()["switches"] == 31
    assert beat.longest[1].others == {}  # under a millisecond: not named


def test_a_wait_longer_than_the_gap_counts_as_no_gap(qtbot):
    beat = _beats(qtbot, [(3, 1, 8, 1)])  # the wait for the beat's own wake-up is part of it
    assert beat.longest[0].free_ms == 0.0


def test_without_a_schedstat_the_gaps_say_wall_and_cpu_as_before(qtbot, monkeypatch):
    monkeypatch.setattr(probes, "thread_watch", lambda: None)
    fakes = Fakes()
    beat = probes.Heartbeat(lambda: fakes.context, clock=fakes.clock)
    fakes.gap(80, 20, 50, 1)
    beat._beat()
    gap = beat.longest[0]
    assert not beat.knows_waits() and gap.wait_ms is None and gap.free_ms == pytest.approx(80)
    assert gap.blocked_ms is None and gap.switches is None and gap.others == {}
    assert "free processor" not in gap.describe() and "wait_ms" not in gap.to_json()


def test_the_reader_takes_schedstats_second_field_in_ms(tmp_path):
    stat = tmp_path / "schedstat"
    stat.write_text("81234567 2500000 42\n")
    reader = probes.RunQueueWait(str(stat))
    assert reader() == pytest.approx(2.5)
    stat.write_text("91234567 7250000 43\n")  # read again from the start at each call
    assert reader() == pytest.approx(7.25)
    reader.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's scheduler statistics")
def test_the_gui_threads_own_figures_are_read_on_linux():
    watch = probes.thread_watch()
    if watch is None:
        pytest.skip("this kernel keeps no scheduler statistics")
    first, switches = watch.wait_ms(), watch.switches()
    done = threading.Event()
    worker = threading.Thread(target=done.wait, name="probe-test-thread")
    worker.start()
    try:
        others = watch.others()
        assert "probe-test-thread" in others and all(min(times) >= 0 for times in others.values())
    finally:
        done.set()
        worker.join()
    assert first >= 0 and watch.wait_ms() >= first and watch.switches() >= switches
    watch.close()
