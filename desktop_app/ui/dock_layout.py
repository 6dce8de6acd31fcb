"""The main window's docks on the right (game log, history, moves), placed without naming ``Qt``.

``addDockWidget`` takes a ``Qt.DockWidgetArea``, and naming ``Qt`` costs the home screen's first frame
some 120 M instructions (ui/qt_names.py). ``restoreState`` places dock widgets found by their object
names, in C++: the window restores :data:`STATE`, the state ``arrange_by_calls`` leaves (the log and
the history side by side at :data:`WIDTH`, the moves a tab behind the log; all three still without their
lists, which are made later). tests/ui/test_qt_names.py
checks that the two give the same state, so they cannot drift apart (after changing the calls, its
failure prints the new state); a Qt that cannot read the state gets the calls.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QDockWidget, QMainWindow

WIDTH = 270  # the docks' width beside the table, before the player drags them
NAMES = ("logDock", "historyDock", "movesDock")

STATE = bytes.fromhex(
    "000000ff00000000fd00000001000000010000010e00000000fc0200000002fc00000000ffffffff0000002a01000019"
    "fa000000010200000002fb0000000e006c006f00670044006f0063006b0100000000ffffffff0000001000fffffffb00"
    "000012006d006f0076006500730044006f0063006b0100000000ffffffff0000001000fffffffb000000160068006900"
    "730074006f007200790044006f0063006b0100000000ffffffff0000001000ffffff0000000000000000000000040000"
    "00040000000800000008fc00000000"
)


def arrange_by_calls(window: QMainWindow, log: QDockWidget, history: QDockWidget, moves: QDockWidget) -> None:
    """Dock the three on the right with Qt's calls (naming ``Qt``)."""
    from PySide6.QtCore import Qt

    right = Qt.DockWidgetArea.RightDockWidgetArea
    window.addDockWidget(right, log)
    window.addDockWidget(right, history)
    window.resizeDocks([log, history], [WIDTH, WIDTH], Qt.Orientation.Horizontal)
    window.addDockWidget(right, moves)
    window.tabifyDockWidget(log, moves)  # a tab behind the game log, so the table and the log keep their room


def arrange(window: QMainWindow, log: QDockWidget, history: QDockWidget, moves: QDockWidget) -> None:
    """Dock the three as :func:`arrange_by_calls` does, by restoring :data:`STATE` (the docks must be
    children of ``window`` with the object names in :data:`NAMES`, not yet docked)."""
    assert (log.objectName(), history.objectName(), moves.objectName()) == NAMES
    if not window.restoreState(QByteArray(STATE)):
        arrange_by_calls(window, log, history, moves)
