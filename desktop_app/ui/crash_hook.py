"""The app's ``sys.excepthook``, installed before the window: light, so the start does not wait for it.

What the hook does when an error comes (autosave, log, the bug report and its dialog) is in
``ui/crash.py``, which names Qt's namespace, the saves and the match: some 120 M instructions the home
screen's first frame does without (issue 13). The app loads it just after the first frame
(:meth:`CrashHandler.load`); an error that comes sooner loads it then.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .crash import CrashDialog, ExcInfo

log = logging.getLogger(__name__)


class CrashHandler:
    """``sys.excepthook`` for the app: autosave, log, then the dialog (ui/crash.py).

    ``window`` returns the main window (or None before it exists); its
    controller's match is the one saved and reported."""

    def __init__(self, window: Callable[[], Any]) -> None:
        self._window = window
        self._previous: Callable | None = None
        self._previous_thread: Callable | None = None
        self._busy = False
        self.last_dialog: CrashDialog | None = None
        self.last_report: dict[str, Any] | None = None

    def install(self) -> None:
        self._previous = sys.excepthook
        self._previous_thread = threading.excepthook
        sys.excepthook = self
        threading.excepthook = self._thread_hook

    def uninstall(self) -> None:
        if sys.excepthook is self and self._previous is not None:
            sys.excepthook = self._previous
        if self._previous_thread is not None:
            threading.excepthook = self._previous_thread

    @staticmethod
    def load() -> None:
        """Load what handling an error takes, so an error later does not have to import it."""
        from . import crash  # noqa: F401

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        # No dialog from another thread: Qt widgets belong to the main thread.
        log.critical("unexpected error in thread %s", getattr(args.thread, "name", "?"),
                     exc_info=args.exc_value or True)

    def __call__(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        if self._busy:  # an error while reporting an error: the log must do
            log.critical("unexpected error while reporting another one", exc_info=(exc_type, exc, tb))
            return
        self._busy = True
        try:
            self._handle((exc_type, exc, tb))
        except Exception:  # the hook must never raise: Python would only print it
            log.exception("the crash handler failed")
        finally:
            self._busy = False

    def _handle(self, exc_info: ExcInfo) -> None:
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QWidget

        from . import crash

        window = self._window()
        controller = getattr(window, "controller", None)
        match = getattr(controller, "match", None)
        saved = None
        if match is not None and getattr(controller, "autosave_enabled", True):
            # First: whatever happens next, the game is safe (in its own file among the games in progress).
            saved = crash.crash_autosave(match, getattr(controller, "autosave_file", None))
        log.critical("unexpected error", exc_info=exc_info)
        report = crash.bug_report(match, exc_info, saved)
        self.last_report = report
        if QGuiApplication.instance() is None:
            return
        dialog = crash.CrashDialog(report, window if isinstance(window, QWidget) else None)
        self.last_dialog = dialog
        dialog.exec()
