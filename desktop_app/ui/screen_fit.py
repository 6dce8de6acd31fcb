"""A window's first size, kept on the screen it opens on (issue 15, 1366x768).

The main window and the replay opened at 1280x800 whatever the screen: on a 1366x768 laptop, less a
taskbar and the title bar, their bottom (the replay's buttons, the table's hand) lay below the screen's
edge. A window now takes its wanted size where the screen's free area has room for it and its frame,
else as much as there is; the main window opens maximised on a screen too small for it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# Room for the window manager's frame: the title bar above, a border at the sides and the foot. Qt does
# not know the frame before the window is first shown.
FRAME = QSize(16, 40)


def free_area(window: QWidget) -> QRect:
    """The part of the screen ``window`` opens on that windows may cover (no taskbar, no panels)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fitted_size(wanted: QSize, free: QRect) -> QSize:
    """``wanted``, or less where ``free`` has no room for it and its frame."""
    return QSize(max(1, min(wanted.width(), free.width() - FRAME.width())),
                 max(1, min(wanted.height(), free.height() - FRAME.height())))


def fits(wanted: QSize, free: QRect) -> bool:
    return fitted_size(wanted, free) == wanted


def resize_on_screen(window: QWidget, width: int, height: int) -> None:
    """Give a top-level ``window`` its first size: ``width`` x ``height`` where its screen has room."""
    window.resize(fitted_size(QSize(width, height), free_area(window)))
