"""The garbage collector's share of the event loop (issue 13: no stall while playing).

Python's full collection walks every tracked object: some 50,000 once the window, the games' definitions
and a table are loaded, about 30 ms of the GUI thread at a time, whenever enough new objects have
survived. Nearly all of them live as long as the window (modules, classes, widgets) or the game (its
scene, its history), so they are moved out of the collector's sight (``gc.freeze``) at the two moments
where they are made: after start-up and after a game is put on the table. A full collection during
play then walks only what the game made since, a few milliseconds.

Nothing is lost to the freeze: when a game is put on the table the frozen objects are first handed
back to the collector and collected (``gc.unfreeze``, a full collection), so the cyclic leftovers of
the game before are freed then. The app and ``bench-ui`` switch this on (``manage``); a test session,
which builds hundreds of windows in one process, leaves its collector alone.
"""

from __future__ import annotations

import gc

managed = False
settles = 0  # how often the heap was settled (tests count it)


def manage() -> None:
    """From now on the heap is settled at start-up and for each game put on the table."""
    global managed
    managed = True


def freeze() -> None:
    """Keep every object alive now out of later full collections (the window after start-up): no
    collection first, so the first frame does not wait for one."""
    if managed:
        gc.freeze()


def settle() -> None:
    """Collect what is garbage now and keep everything alive out of later full collections."""
    global settles
    if not managed:
        return
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    settles += 1
