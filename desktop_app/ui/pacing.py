"""How the window spreads its work over the event loop while a person plays (issue 13: no stall).

Two things would otherwise hold the loop for 30 to 100 ms at a time:

* Python's full garbage collection walks every tracked object: some 50,000 once the window, the games'
  definitions and a table are loaded, about 30 ms each time enough new objects have survived. Nearly all
  of them live as long as the window (modules, classes, widgets) or the game (its scene, its history),
  so they are moved out of the collector's sight (``gc.freeze``) when they are made: after start-up
  (:func:`freeze`) and after a game is put on the table (:func:`settle`). A full collection during play
  then walks only what the game made since, a few milliseconds. Nothing is lost: each new game first
  hands the frozen objects back and collects them, so the cyclic leftovers of the game before are
  freed then. Those full collections wait for a quiet moment after a move, not inside one
  (ui/collector.py).
* The first paint of a new table draws every board, card and shadow at once; the view shows the table
  in a few passes instead (``TableView.reveal_in_passes``).
* A move brings the table and the lists beside it (history, log) up to date, and the window paints them
  all in the same pass: at a round change some 30 ms of work at once. The lists follow the move in a
  pass of their own instead (:class:`Later`), so the loop breathes (takes a click, paints) in between.
* Even so, the table's update and its paint were one block at a round change. The view holds the
  window's paint of a move for a pass of its own (``TableView.hold_paint``: the table is brought up to
  date in one pass, painted whole in the next, nothing shown in between); the lists wait for that paint
  (:func:`hold_paint` and :func:`paint_done`), so the three come in three passes, in that order.

The app and ``bench-ui`` switch this on (:func:`enable`). Tools that render a frame at once
(``screenshot``) and the test session (hundreds of windows in one process) leave it off.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any

from . import collector

enabled = False
LATER_MS = 1  # a timer, not a posted call: posted calls run in the pass that posts them, with its paint
settles = 0  # how often the heap was settled (tests count it)
_paint_holds = 0  # views holding a move's paint for the next pass (TableView.hold_paint)
_after_paint: list[Later] = []  # lists waiting for that paint
_once: set[Later] = set()  # after_paint's calls still to run


def enable() -> None:
    global enabled
    enabled = True
    collector.hold()


def freeze() -> None:
    """Keep every object alive now out of later full collections (the window after start-up); no
    collection first, so the first frame does not wait for one."""
    if enabled:
        gc.freeze()


def settle() -> None:
    """Collect what is garbage now and keep everything alive out of later full collections."""
    global settles
    if not enabled:
        return
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    settles += 1


def hold_paint() -> None:
    """A view holds a move's paint for the next pass: what :class:`Later` runs waits until it is done."""
    global _paint_holds
    _paint_holds += 1


def paint_done() -> None:
    """The held paint is done (or there was nothing to paint): what waited for it is started now, so it
    runs in a pass after the paint's and not in the same block."""
    global _paint_holds
    _paint_holds = max(0, _paint_holds - 1)
    if _paint_holds:
        return
    waiting = list(_after_paint)
    _after_paint.clear()
    for later in waiting:
        later.waiting = False
        later.start()


def paint_held() -> bool:
    return _paint_holds > 0


def after_paint(parent: Any, call: Callable[[], None]) -> None:
    """``call`` once from the event loop, in a pass after this one and after the pass of a paint the view
    holds, pacing on or off (the score sheet after a game's last move: ui/main_window.py)."""

    def once() -> None:
        _once.discard(later)
        call()

    later = Later(parent, once)
    _once.add(later)  # the timer's connection does not keep it alive
    later.defer()


class Later:
    """``call`` run once from the event loop however often it is asked for before then (a move may say
    "changed" more than once), in a pass after the one that asked and after the pass of a paint the view
    holds (:func:`hold_paint`); at once while pacing is off (tests and tools that render a frame at once
    see every list up to date when the move returns).

    ``parent`` owns the timer (a QObject: the timer goes with it)."""

    def __init__(self, parent: Any, call: Callable[[], None]) -> None:
        self._parent = parent
        self._call = call
        self._timer: Any = None
        self.waiting = False  # for a held paint (paint_done starts it)
        self.runs = 0  # how often ``call`` ran (tests count it)

    def __call__(self) -> None:
        if not enabled:
            self._run()
            return
        self.defer()

    def defer(self) -> None:
        """Run in a pass after this one (and after a held paint's), pacing on or off."""
        if paint_held():
            self._wait_for_paint()
        else:
            self.start()

    def start(self) -> None:
        """Run in a pass after this one (the timer is made on first need)."""
        timer = self._timer
        if timer is None:
            from PySide6.QtCore import QTimer

            timer = self._timer = QTimer(self._parent)
            timer.setSingleShot(True)
            timer.setInterval(LATER_MS)
            timer.timeout.connect(self._due)
        try:
            if not timer.isActive():  # asked again before it ran: still once, and not put off further
                timer.start()
        except RuntimeError:  # its owner is gone (a window closed while a paint was held)
            pass

    def _wait_for_paint(self) -> None:
        if self._timer is not None:
            self._timer.stop()
        if not self.waiting:
            self.waiting = True
            _after_paint.append(self)

    def pending(self) -> bool:
        return self.waiting or (self._timer is not None and self._timer.isActive())

    def flush(self) -> None:
        """Run now what is waiting (a reader that needs the result at once)."""
        if self.pending():
            if self.waiting:
                self.waiting = False
                _after_paint.remove(self)
            if self._timer is not None:
                self._timer.stop()
            self._run()

    def _due(self) -> None:
        if paint_held():  # asked before the view held the move's paint: it comes after that paint
            self._wait_for_paint()
        else:
            self._run()

    def _run(self) -> None:
        self.runs += 1
        self._call()
        if enabled:
            collector.poke()  # the move's last pass: a full collection may follow once the loop is quiet
