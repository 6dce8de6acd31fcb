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
  GUI-thread CPU spent between any two beats (the longest block the window itself caused).

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


class Stall:
    """One gap between two beats: how long, how much GUI-thread CPU, what the collector took of it, and
    what the window was doing (``context`` before and after the gap: the action count and a label)."""

    __slots__ = ("wall_ms", "cpu_ms", "gc_ms", "gc_generation", "before", "after")

    def __init__(self, wall_ms: float, cpu_ms: float, gc_ms: float, gc_generation: int,
                 before: tuple[int, str], after: tuple[int, str]) -> None:
        self.wall_ms = wall_ms
        self.cpu_ms = cpu_ms
        self.gc_ms = gc_ms
        self.gc_generation = gc_generation  # the oldest generation collected in the gap, -1: none
        self.before = before
        self.after = after

    def describe(self) -> str:
        first, last = self.before[0], self.after[0]
        actions = f"action {first}" if first == last else f"actions {first}->{last}"
        collector = ""
        if self.gc_generation >= 0:
            collector = f", collector {self.gc_ms:.0f} ms (gen {self.gc_generation})"
        what = self.after[1] if first != last else self.before[1]
        return (f"{self.wall_ms:.0f} ms wall, {self.cpu_ms:.0f} ms CPU{collector} at {actions}"
                + (f": {what}" if what else ""))

    def to_json(self) -> dict[str, object]:
        return {"wall_ms": round(self.wall_ms, 1), "cpu_ms": round(self.cpu_ms, 1),
                "gc_ms": round(self.gc_ms, 1),
                "gc_generation": self.gc_generation, "actions": [self.before[0], self.after[0]],
                "before": self.before[1], "after": self.after[1]}


def _no_context() -> tuple[int, str]:
    return (0, "")


class Heartbeat:
    """A 5 ms timer on the event loop; records the longest gaps between two beats, each with what the
    window was doing around it (``context()``: an action count and a label, asked at every beat, so it
    must be cheap) and the collector's share of it."""

    def __init__(self, context: Callable[[], tuple[int, str]] = _no_context, keep: int = 3) -> None:
        from PySide6.QtCore import QTimer

        self.longest_wall_ms = 0.0
        self.longest_cpu_ms = 0.0  # GUI-thread CPU spent inside the longest gap
        # The most GUI-thread CPU between two beats, in whichever gap: the window's own longest block,
        # which a loaded machine cannot stretch (the longest wall gap is often just a wait for a core).
        self.busiest_cpu_ms = 0.0
        self.longest: list[Stall] = []  # the ``keep`` longest gaps in wall time, longest first
        self.busiest: list[Stall] = []  # the ``keep`` gaps with the most GUI-thread CPU, busiest first
        self.gc_runs = [0, 0, 0]  # collections seen while beating, by generation
        # Full collections in a gap where a move was played (its pass held them) and in a quiet gap
        # (ui/collector.py runs them there): a gap with a move is one whose action count changed.
        self.full_in_moves = 0
        self.full_in_quiet = 0
        self.beats = 0
        self._keep = keep
        self._context = context
        self._last = (time.perf_counter(), time.thread_time())
        self._last_context = context()
        self._gc_started = 0.0
        self._gc_ms = 0.0
        self._gc_generation = -1
        self._timer = QTimer()
        self._timer.setInterval(HEARTBEAT_MS)
        self._timer.timeout.connect(self._beat)

    def start(self) -> None:
        self._last = (time.perf_counter(), time.thread_time())
        self._last_context = self._context()
        gc.callbacks.append(self._collector)
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        if self._collector in gc.callbacks:
            gc.callbacks.remove(self._collector)

    def _collector(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
            return
        generation = info.get("generation", 0)
        self._gc_ms += (time.perf_counter() - self._gc_started) * 1000
        self._gc_generation = max(self._gc_generation, generation)
        self.gc_runs[generation] += 1

    def _beat(self) -> None:
        now = (time.perf_counter(), time.thread_time())
        context = self._context()
        wall = (now[0] - self._last[0]) * 1000 - HEARTBEAT_MS
        cpu = (now[1] - self._last[1]) * 1000
        if wall > self.longest_wall_ms:
            self.longest_wall_ms = wall
            self.longest_cpu_ms = cpu
        self.busiest_cpu_ms = max(self.busiest_cpu_ms, cpu)
        if self._gc_generation == 2:
            if context[0] != self._last_context[0]:
                self.full_in_moves += 1
            else:
                self.full_in_quiet += 1
        long = len(self.longest) < self._keep or wall > self.longest[-1].wall_ms
        busy = len(self.busiest) < self._keep or cpu > self.busiest[-1].cpu_ms
        if long or busy:
            gap = Stall(wall, cpu, self._gc_ms, self._gc_generation, self._last_context, context)
            if long:
                self.longest = sorted([*self.longest, gap], key=lambda s: -s.wall_ms)[: self._keep]
            if busy:
                self.busiest = sorted([*self.busiest, gap], key=lambda s: -s.cpu_ms)[: self._keep]
        self._gc_ms, self._gc_generation = 0.0, -1
        self._last = now
        self.beats += 1
        self._last_context = context


def stall(app: Any, until: Callable[[], bool], limit_s: float,
          context: Callable[[], tuple[int, str]] = _no_context) -> Heartbeat:
    """Run the event loop with a heartbeat until ``until()`` or ``limit_s`` seconds of wall time."""
    beat = Heartbeat(context)
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
