"""When Python's full garbage collections run while a person plays (issue 13: no stall).

The collector starts a full (generation 2) collection on its own once enough young collections have
run since the last one, inside whatever allocated last: often a move, whose pass then holds the table's
sync, its paint and the collection (10 to 35 ms more). While the window paces its work
(ui/pacing.py) the full collections wait for a quiet moment instead:

* :func:`hold` raises the third threshold to ``HOLD`` young collections, so the collector starts a full
  one by itself only when the loop has had no quiet moment for that long (a fast replay, say);
* :func:`poke` is called when a move's last pass is done (the lists caught up, ui/pacing.py ``Later``);
  ``IDLE_MS`` after the latest poke, with no move in between, the :class:`IdleCollector` runs the full
  collection in an event-loop pass of its own if one is due (``DUE`` young collections since the last,
  the collector's own cadence). A computer thinks and a person looks for longer than that.

The frozen objects (ui/pacing.py ``freeze``/``settle``) stay out of these collections as before.
"""

from __future__ import annotations

import gc
from typing import Any

HOLD = 100  # young collections before the collector runs a full one by itself while held
DUE = 10  # young collections after which a quiet moment runs a full one (the collector's default)
IDLE_MS = 250  # how long after a move's last pass the loop counts as quiet

_idle: IdleCollector | None = None


def hold() -> None:
    """Leave full collections to quiet moments (the app and bench-ui, with ui/pacing.py ``enable``)."""
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, HOLD)


def poke() -> None:
    """A move's last pass is done: collect, if due, once the loop has been quiet for ``IDLE_MS``."""
    global _idle
    if _idle is None:
        _idle = IdleCollector()
    _idle.poke()


def idle_collector() -> IdleCollector | None:
    return _idle


class IdleCollector:
    """A single-shot timer put off by every move; when it fires, a full collection if one is due."""

    def __init__(self) -> None:
        self._timer: Any = None
        self.collections = 0  # full collections run in quiet moments (tests count them)

    def poke(self) -> None:
        timer = self._timer
        if timer is None:
            from PySide6.QtCore import QTimer

            timer = self._timer = QTimer()
            timer.setSingleShot(True)
            timer.timeout.connect(self.collect_if_due)
        timer.start(IDLE_MS)  # a move while waiting puts the quiet moment off again

    def pending(self) -> bool:
        return self._timer is not None and self._timer.isActive()

    def collect_if_due(self) -> bool:
        if gc.get_count()[2] < DUE:
            return False
        gc.collect()
        self.collections += 1
        return True
