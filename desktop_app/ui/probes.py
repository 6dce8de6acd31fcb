"""Measurements of the window that ``bench-ui`` prints beside the per-move figures.

* ``repaint_ms``: GUI-thread CPU of one full repaint of the table view at its current size (the
  viewport grabbed into a pixmap, which runs the same paint path a screen update does), the median
  of several repaints after one that warms the caches;
* ``first_frame``: CPU time and peak memory from process start to the first painted frame of the main
  window, measured in a child process, beside a bare ``QMainWindow`` + ``QGraphicsView`` measured the
  same way in the same run (``python -m desktop_app.ui.probes first-frame bare|app``);
* ``stall``: the longest gap in a 5 ms heartbeat of the event loop while the window plays a game
  against computer players thinking in their worker, in wall time and in GUI-thread CPU during that
  gap (the wall figure counts the machine's load too, so read it beside the CPU one), and the most
  GUI-thread CPU spent between any two beats (the longest block the window itself caused). On Linux each
  gap also says how long the GUI thread waited for a processor in it (its run-queue wait, from
  ``/proc/self/task/<tid>/schedstat``), and the wall time less that wait: how long the gap would have
  been with a free processor, which a game measured on a loaded machine can be judged by.

CPU times are ``time.thread_time``/``resource`` figures so other processes do not stretch them.
"""

from __future__ import annotations

import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from typing import Any

HEARTBEAT_MS = 5


def repaint_ms(view: Any, repeats: int = 7) -> float:
    """Median GUI-thread CPU (ms) of one full repaint of ``view``'s viewport."""
    viewport = view.viewport()
    viewport.grab()  # the first paint fills the item caches; the player sees the later ones
    samples = []
    for _ in range(repeats):
        start = time.thread_time()
        viewport.grab()
        samples.append((time.thread_time() - start) * 1000)
    return statistics.median(samples)


def _cpu_s() -> float:
    try:
        import resource
    except ImportError:  # Windows: process CPU time is what there is
        return time.process_time()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _peak_mb() -> float:
    try:  # Linux: this process's own peak (ru_maxrss would carry the parent's over fork and exec)
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    try:
        import resource
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _first_frame_child(kind: str) -> None:
    """Runs in a child process: open a window, report CPU and memory at its first painted frame.

    The app starts as ``python -m desktop_app`` does (``app.open_window``: the log, the crash handler, the
    window on the screen), in English. Only the window's own events are watched for its first paint: a
    filter on the whole application would turn each event of every widget into Python objects, which is
    more work than some of what it measures."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if kind == "app":  # first, as ``python -m desktop_app`` does: the app imports PySide6 itself
        from ..app import open_window

        app, window = open_window([], language="en")
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

    if kind != "app":
        app = QApplication([])
        window = QMainWindow()
        window.setCentralWidget(QGraphicsView(QGraphicsScene(window)))
        window.resize(1280, 800)
        window.show()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                print(json.dumps({"cpu_ms": round(_cpu_s() * 1000, 1), "peak_mb": round(_peak_mb(), 1)}))
                sys.stdout.flush()
                QTimer.singleShot(0, app.quit)
                window.removeEventFilter(self)
            return False

    probe = FirstPaint()
    window.installEventFilter(probe)
    window.grab()  # offscreen platforms paint only when asked: this is the first frame
    app.exec()


def _platform(folder: str) -> str:
    """Qt's platform for the children: offscreen (unless another is set) with a 1920x1080 screen, so the
    app opens at its own 1280x800 as on a desktop (offscreen's own 800x800 screen would have it maximised,
    smaller than the bare window)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    if platform != "offscreen":
        return platform
    config = os.path.join(folder, "screen.json")
    with open(config, "w", encoding="utf-8") as out:
        json.dump({"screens": [{"name": "probe", "x": 0, "y": 0, "width": 1920, "height": 1080,
                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}, out)
    return f"offscreen:configfile={config}"


def first_frame(repeats: int = 3) -> dict[str, float]:
    """Medians over ``repeats`` child processes each, bare window and app taken in turn."""
    from ..engine.paths import DATA_ENV

    figures: dict[str, list[dict[str, float]]] = {"bare": [], "app": []}
    with tempfile.TemporaryDirectory(prefix="game-table-first-frame-") as folder:
        # An installed app starts from compiled bytecode: let the children keep theirs in a folder of
        # their own (even where PYTHONDONTWRITEBYTECODE is set), and do not count the warm-up run. The app
        # keeps its log, data and settings there too, as a first start does.
        env = dict(os.environ, QT_QPA_PLATFORM=_platform(folder),
                   PYTHONPYCACHEPREFIX=os.path.join(folder, "pyc"),
                   GAME_TABLE_SETTINGS=os.path.join(folder, "settings.ini"))
        env[DATA_ENV] = os.path.join(folder, "data")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for run in range(repeats + 1):
            for kind in ("bare", "app"):
                out = subprocess.run(
                    [sys.executable, "-m", "desktop_app.ui.probes", "first-frame", kind],
                    capture_output=True, text=True, env=env, timeout=120, check=True,
                ).stdout
                if run:
                    figures[kind].append(json.loads(out.strip().splitlines()[-1]))
    result = {}
    for kind, rows in figures.items():
        result[f"{kind}_cpu_ms"] = statistics.median(r["cpu_ms"] for r in rows)
        result[f"{kind}_peak_mb"] = statistics.median(r["peak_mb"] for r in rows)
    result["cpu_ratio"] = round(result["app_cpu_ms"] / result["bare_cpu_ms"], 2)
    result["memory_ratio"] = round(result["app_peak_mb"] / max(result["bare_peak_mb"], 1e-9), 2)
    return result


class RunQueueWait:
    """How long a thread has waited for a processor so far, in ms: the time it was runnable but not
    running, the second field of Linux's ``/proc/self/task/<tid>/schedstat`` (in ns). The file is kept
    open and read again from its start at each call (a beat reads it every 5 ms)."""

    def __init__(self, path: str) -> None:
        self._fd: int | None = os.open(path, os.O_RDONLY)

    def __call__(self) -> float:
        assert self._fd is not None
        os.lseek(self._fd, 0, os.SEEK_SET)
        return int(os.read(self._fd, 256).split()[1]) / 1e6

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


class OtherThreads:
    """CPU time and run-queue wait so far of each other thread of this process, in ms by thread name
    (Linux: the first two fields of each ``/proc/self/task/<tid>/schedstat``): who ran, or waited for a
    processor, while the GUI thread was blocked (a Python thread holding the GIL, say). Each thread's file
    is kept open; threads come and go."""

    def __init__(self) -> None:
        self._own = threading.get_native_id()
        self._files: dict[int, int] = {}
        self._names: dict[int, str] = {}

    def __call__(self) -> dict[str, tuple[float, float]]:
        out: dict[str, tuple[float, float]] = {}
        tids = {int(tid) for tid in os.listdir("/proc/self/task")} - {self._own}
        for gone in set(self._files) - tids:
            os.close(self._files.pop(gone))
        for tid in tids:
            try:
                fd = self._files.get(tid)
                if fd is None:
                    fd = self._files[tid] = os.open(f"/proc/self/task/{tid}/schedstat", os.O_RDONLY)
                os.lseek(fd, 0, os.SEEK_SET)
                fields = os.read(fd, 256).split()
                cpu, wait = int(fields[0]) / 1e6, int(fields[1]) / 1e6
            except (OSError, ValueError, IndexError):  # ended meanwhile
                continue
            name = self._names.get(tid) or self._name(tid)
            before = out.get(name, (0.0, 0.0))
            out[name] = (before[0] + cpu, before[1] + wait)
        return out

    def _name(self, tid: int) -> str:
        """The Python thread's name, else the system's (Qt's and the libraries' own threads)."""
        for thread in threading.enumerate():
            if thread.native_id == tid:
                self._names[tid] = thread.name
                return thread.name
        try:
            with open(f"/proc/self/task/{tid}/comm", encoding="utf-8", errors="replace") as comm:
                name = comm.read().strip() or str(tid)
        except OSError:
            name = str(tid)
        self._names[tid] = name
        return name

    def close(self) -> None:
        for fd in self._files.values():
            os.close(fd)
        self._files.clear()


def voluntary_switches() -> int:
    """How often the calling thread has given up its processor to wait (a lock, the GIL, I/O, a sleep)."""
    import resource

    return resource.getrusage(resource.RUSAGE_THREAD).ru_nvcsw


class ThreadWatch:
    """What the system tells of the GUI thread besides its CPU time, read at every beat: its run-queue wait
    so far (ms), its voluntary context switches so far, and the other threads' CPU so far (ms by name)."""

    def __init__(self, wait: RunQueueWait) -> None:
        self._wait = wait
        self._others = OtherThreads()

    def wait_ms(self) -> float:
        return self._wait()

    def switches(self) -> int:
        return voluntary_switches()

    def others(self) -> dict[str, tuple[float, float]]:
        return self._others()

    def close(self) -> None:
        self._wait.close()
        self._others.close()


def thread_watch() -> ThreadWatch | None:
    """A :class:`ThreadWatch` of the calling thread where the system keeps scheduler statistics (Linux)."""
    wait = run_queue_wait()
    return ThreadWatch(wait) if wait is not None else None


def run_queue_wait() -> RunQueueWait | None:
    """The calling thread's run-queue wait (:class:`RunQueueWait`), or None where it cannot be read (not
    Linux, or a kernel without scheduler statistics)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        reader = RunQueueWait(f"/proc/self/task/{threading.get_native_id()}/schedstat")
    except OSError:
        return None
    try:
        reader()
    except (OSError, ValueError, IndexError):
        reader.close()
        return None
    return reader


class Stall:
    """One gap between two beats: how long, how much GUI-thread CPU, what the collector took of it, how
    long the thread waited for a processor in it (None where unknown), and what the window was doing
    (``context`` before and after the gap: the action count and a label)."""

    __slots__ = ("wall_ms", "cpu_ms", "gc_ms", "gc_generation", "before", "after", "wait_ms", "switches",
                 "others")

    def __init__(self, wall_ms: float, cpu_ms: float, gc_ms: float, gc_generation: int,
                 before: tuple[int, str], after: tuple[int, str], wait_ms: float | None = None,
                 switches: int | None = None, others: dict[str, tuple[float, float]] | None = None) -> None:
        self.wall_ms = wall_ms
        self.cpu_ms = cpu_ms
        self.gc_ms = gc_ms
        self.gc_generation = gc_generation  # the oldest generation collected in the gap, -1: none
        self.before = before
        self.after = after
        self.wait_ms = wait_ms  # run-queue wait in the gap
        self.switches = switches  # the GUI thread's voluntary context switches in the gap
        # the other threads' CPU and run-queue wait in the gap (ms by name), the busiest first
        self.others = others or {}

    @property
    def blocked_ms(self) -> float | None:
        """Neither running nor waiting for a processor: waiting for a lock (the GIL), I/O or a sleep."""
        if self.wait_ms is None:
            return None
        return max(0.0, self.wall_ms - self.cpu_ms - self.wait_ms)

    @property
    def free_ms(self) -> float:
        """The gap with a free processor: its wall time less the thread's run-queue wait in it (the wall
        time where the wait is unknown)."""
        return self.wall_ms if self.wait_ms is None else max(0.0, self.wall_ms - self.wait_ms)

    def describe(self) -> str:
        first, last = self.before[0], self.after[0]
        actions = f"action {first}" if first == last else f"actions {first}->{last}"
        collector = ""
        if self.gc_generation >= 0:
            collector = f", collector {self.gc_ms:.0f} ms (gen {self.gc_generation})"
        free = ""
        if self.wait_ms is not None:
            free = (f" ({self.free_ms:.0f} ms with a free processor, {self.wait_ms:.0f} ms waiting for one, "
                    f"{self.blocked_ms:.0f} ms blocked")
            if self.switches is not None:
                free += f" in {self.switches} waits"
            free += ")"
        others = ""
        if self.others:
            others = "; other threads " + ", ".join(
                f"{name} {cpu:.0f} ms" + (f" (+{wait:.0f} ms waiting)" if wait >= 1 else "")
                for name, (cpu, wait) in self.others.items())
        what = self.after[1] if first != last else self.before[1]
        return (f"{self.wall_ms:.0f} ms wall{free}, {self.cpu_ms:.0f} ms CPU{collector}{others} at {actions}"
                + (f": {what}" if what else ""))

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "wall_ms": round(self.wall_ms, 1), "cpu_ms": round(self.cpu_ms, 1), "gc_ms": round(self.gc_ms, 1),
            "gc_generation": self.gc_generation, "actions": [self.before[0], self.after[0]],
            "before": self.before[1], "after": self.after[1]}
        if self.wait_ms is not None:
            out["wait_ms"] = round(self.wait_ms, 1)
            out["free_ms"] = round(self.free_ms, 1)
            out["blocked_ms"] = round(self.blocked_ms or 0.0, 1)
        if self.switches is not None:
            out["switches"] = self.switches
        if self.others:
            out["others_ms"] = {name: {"cpu": round(cpu, 1), "wait": round(wait, 1)}
                                for name, (cpu, wait) in self.others.items()}
        return out


def _no_context() -> tuple[int, str]:
    return (0, "")


def _clock() -> tuple[float, float]:
    """Wall and GUI-thread CPU time now, in seconds."""
    return (time.perf_counter(), time.thread_time())


class Heartbeat:
    """A 5 ms timer on the event loop; records the longest gaps between two beats, each with what the
    window was doing around it (``context()``: an action count and a label, asked at every beat, so it
    must be cheap), the collector's share of it and, where the system tells (``watch``, a
    :class:`ThreadWatch` by default on Linux), the GUI thread's wait for a processor in it, its waits
    for anything else (the GIL, a lock, I/O) and the other threads that ran meanwhile. ``clock`` gives the
    wall and GUI-thread CPU time in seconds (tests give their own)."""

    def __init__(self, context: Callable[[], tuple[int, str]] = _no_context, keep: int = 3,
                 watch: Any = None, clock: Callable[[], tuple[float, float]] = _clock) -> None:
        from PySide6.QtCore import QTimer

        # ``watch``: a ThreadWatch or a stand-in with its three readers (wait_ms, switches, others)
        self._own_watch = thread_watch() if watch is None else None
        self._watch = watch if watch is not None else self._own_watch
        self._clock = clock
        self.longest_wall_ms = 0.0
        self.longest_cpu_ms = 0.0  # GUI-thread CPU spent inside the longest gap
        # The longest gap with a free processor (wall less run-queue wait; the wall where it is unknown):
        # what a loaded machine's figures say the window would have held the loop for on a quiet one.
        self.longest_free_ms = 0.0
        # The most GUI-thread CPU between two beats, in whichever gap: the window's own longest block,
        # which a loaded machine cannot stretch (the longest wall gap is often just a wait for a core).
        self.busiest_cpu_ms = 0.0
        self.longest: list[Stall] = []  # the ``keep`` longest gaps in wall time, longest first
        self.busiest: list[Stall] = []  # the ``keep`` gaps with the most GUI-thread CPU, busiest first
        self.longest_free: list[Stall] = []  # the ``keep`` longest with a free processor, longest first
        self.gc_runs = [0, 0, 0]  # collections seen while beating, by generation
        # Full collections in a gap where a move was played (its pass held them) and in a quiet gap
        # (ui/collector.py runs them there): a gap with a move is one whose action count changed.
        self.full_in_moves = 0
        self.full_in_quiet = 0
        self.beats = 0
        self._keep = keep
        self._context = context
        self._last = clock()
        self._last_seen = self._seen()
        self._last_context = context()
        self._gc_started = 0.0
        self._gc_ms = 0.0
        self._gc_generation = -1
        self._timer = QTimer()
        self._timer.setInterval(HEARTBEAT_MS)
        self._timer.timeout.connect(self._beat)

    def knows_waits(self) -> bool:
        """Whether the gaps say how long the thread waited for a processor (Linux)."""
        return self._watch is not None

    def _seen(self) -> tuple[float, int, dict[str, tuple[float, float]]]:
        """The watch's readings now: run-queue wait, voluntary switches, other threads' CPU."""
        watch = self._watch
        if watch is None:
            return (0.0, 0, {})
        return (watch.wait_ms(), watch.switches(), watch.others())

    def start(self) -> None:
        self._last = self._clock()
        self._last_seen = self._seen()
        self._last_context = self._context()
        gc.callbacks.append(self._collector)
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        if self._collector in gc.callbacks:
            gc.callbacks.remove(self._collector)
        if self._own_watch is not None:
            self._own_watch.close()

    def _collector(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
            return
        generation = info.get("generation", 0)
        self._gc_ms += (time.perf_counter() - self._gc_started) * 1000
        self._gc_generation = max(self._gc_generation, generation)
        self.gc_runs[generation] += 1

    def _beat(self) -> None:
        now = self._clock()
        seen = self._seen()
        context = self._context()
        wall = (now[0] - self._last[0]) * 1000 - HEARTBEAT_MS
        cpu = (now[1] - self._last[1]) * 1000
        wait = switches = others = None
        if self._watch is not None:
            last = self._last_seen
            wait, switches = seen[0] - last[0], seen[1] - last[1]
            others = {}
            for name, (cpu_so_far, wait_so_far) in seen[2].items():
                before = last[2].get(name, (0.0, 0.0))
                spent = (cpu_so_far - before[0], wait_so_far - before[1])
                if spent[0] + spent[1] >= 1.0:  # a millisecond or more of the gap, running or waiting
                    others[name] = spent
            others = dict(sorted(others.items(), key=lambda o: -sum(o[1]))[:3])
        if wall > self.longest_wall_ms:
            self.longest_wall_ms = wall
            self.longest_cpu_ms = cpu
        self.busiest_cpu_ms = max(self.busiest_cpu_ms, cpu)
        if self._gc_generation == 2:
            if context[0] != self._last_context[0]:
                self.full_in_moves += 1
            else:
                self.full_in_quiet += 1
        gap = Stall(wall, cpu, self._gc_ms, self._gc_generation, self._last_context, context, wait, switches,
                    others)
        self.longest_free_ms = max(self.longest_free_ms, gap.free_ms)
        self.longest = self._kept(self.longest, gap, lambda s: s.wall_ms)
        self.busiest = self._kept(self.busiest, gap, lambda s: s.cpu_ms)
        self.longest_free = self._kept(self.longest_free, gap, lambda s: s.free_ms)
        self._gc_ms, self._gc_generation = 0.0, -1
        self._last = now
        self._last_seen = seen
        self.beats += 1
        self._last_context = context

    def _kept(self, kept: list[Stall], gap: Stall, size: Callable[[Stall], float]) -> list[Stall]:
        """``kept`` (the ``keep`` largest by ``size``, largest first) with ``gap`` among them if it is one."""
        if len(kept) >= self._keep and size(gap) <= size(kept[-1]):
            return kept
        return sorted([*kept, gap], key=lambda s: -size(s))[: self._keep]


def stall(app: Any, until: Callable[[], bool], limit_s: float,
          context: Callable[[], tuple[int, str]] = _no_context,
          clock: Callable[[], tuple[float, float]] = _clock) -> Heartbeat:
    """Run the event loop with a heartbeat until ``until()`` or ``limit_s`` seconds of wall time (the
    heartbeat reads ``clock``; tests give their own, the limit is always the real one)."""
    beat = Heartbeat(context, clock=clock)
    beat.start()
    deadline = time.perf_counter() + limit_s
    try:
        while not until() and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.001)
        # The pass that ended the game (its last move, the scores) is a gap too: beat once more to close it.
        beats, closing = beat.beats, time.perf_counter() + 1.0
        while beat.beats == beats and time.perf_counter() < closing:
            app.processEvents()
            time.sleep(0.001)
    finally:
        beat.stop()
    return beat


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "first-frame" and sys.argv[2] in ("bare", "app"):
        _first_frame_child(sys.argv[2])
    else:
        print("usage: python -m desktop_app.ui.probes first-frame bare|app", file=sys.stderr)
        sys.exit(2)


def later(ms: int, call: Callable[[], None]) -> None:
    """Run ``call`` from the event loop after ``ms`` milliseconds, as a click would arrive (bench-ui's
    person answers this way; the command-line tools import no Qt of their own)."""
    from PySide6.QtCore import QTimer

    QTimer.singleShot(ms, call)
