"""Qt's namespace (``Qt.AlignmentFlag``, ``Qt.PenStyle`` ...) kept out of the home screen's first frame.

PySide builds every one of the 93 enum classes of ``Qt`` in Python the first time anything names
``Qt``, or calls a binding whose overloads must be told apart from one of them (``QPainter.setPen``,
``QPainter.setBrush``, ``QBrush(QColor)``, ``QPen(QColor)``, ``QPainter.fillRect``): some 120 M
instructions, about a sixth of a start (issue 13). The first frame is made without them:

* item data roles are the plain numbers Qt takes them as (checked against ``Qt.ItemDataRole`` by
  tests/ui/test_qt_names.py);
* an enum-valued property is set by its key's name through Qt's meta-object (``set_enum``), in C++;
* what has no such way (an item's flags) waits for the first frame (``when_named``): the first frame
  shows the same pixels without it, and it is in place before the event loop takes any input.

Once anything has named ``Qt`` (any game on the table, the test session) naming it costs nothing, and
``when_named`` runs its call at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtCore

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPushButton, QWidget

FOREGROUND_ROLE = 9  # Qt.ItemDataRole.ForegroundRole
ACCESSIBLE_TEXT_ROLE = 11  # Qt.ItemDataRole.AccessibleTextRole
USER_ROLE = 256  # Qt.ItemDataRole.UserRole

_waiting: list[Callable[[], None]] = []


def named() -> bool:
    """Whether PySide has built the ``Qt`` namespace in this process (it then sits in the module)."""
    return "Qt" in vars(QtCore)


def when_named(call: Callable[[], None]) -> None:
    """Run ``call`` (which names ``Qt``) now if that costs nothing, else once the first frame is shown
    (:func:`first_frame_shown`). A call must stand on its own when it runs later (find its item again)."""
    _waiting.append(call)
    if named():  # and what waited before, should Qt have been named since without a frame shown
        first_frame_shown()


def first_frame_shown() -> None:
    """The main window's first frame is on the screen: what waited runs now, in the order it came."""
    while _waiting:
        _waiting.pop(0)()


def set_enum(target: QtCore.QObject, prop: str, key: str) -> None:
    """Set the enum (or flags, keys joined by ``|``) property ``prop`` of ``target`` by the name of its
    key, which Qt's meta-object converts in C++ (no Python enum class is made)."""
    if not target.setProperty(prop, key):
        raise ValueError(f"{type(target).__name__}.{prop} has no key {key!r}")


def push_button(text: str, parent: QWidget | None) -> QPushButton:
    """``QPushButton(text, parent)`` without its overload check: telling it from ``QPushButton(QIcon, text,
    parent)`` builds QIcon's enum classes (some 10 M instructions), which the home screen does without."""
    from PySide6.QtWidgets import QPushButton

    button = QPushButton(parent)
    button.setText(text)
    return button
