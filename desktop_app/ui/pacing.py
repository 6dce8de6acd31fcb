"""How the window spreads its work over the event loop while a person plays (issue 13: no stall).

Two things would otherwise hold the loop for 30 to 100 ms at a time:

* Python's full garbage collection walks every tracked object: some 50,000 once the window, the games'
  definitions and a table are loaded, about 30 ms each time enough new objects have survived. Nearly all
  of them live as long as the window (modules, classes, widgets) or the game (its scene, its history),
  so they are moved out of the collector's sight (``gc.freeze``) when they are made: after start-up
  (:func:`freeze`) and after a game is put on the table (:func:`settle`). A full collection during play
  then walks only what the game made since, a few milliseconds. Nothing is lost: each new game first
  hands the frozen objects back and collects them, so the cyclic leftovers of the game before are
  freed then.
* The first paint of a new table draws every board, card and shadow at once; the view shows the table
  in a few passes instead (``TableView.reveal_in_passes``).

The app and ``bench-ui`` switch this on (:func:`enable`). Tools that render a frame at once
(``screenshot``) and the test session (hundreds of windows in one process) leave it off.
"""

from __future__ import annotations

import gc

enabled = False
settles = 0  # how often the heap was settled (tests count it)


def enable() -> None:
    global enabled
    enabled = True


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
