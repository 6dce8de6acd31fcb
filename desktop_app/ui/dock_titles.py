"""The tab titles of the docks that share a column (the game log, the moves and the hint), whole at any width.

The three docks are tabs of one column, and Qt shortens a tab's title with "…" where the tabs do not fit
its width: at 960x540 (a 1920x1080 screen at 2x) "Game log", "Moves (F6)" and "Hint (H)" read "Gam…",
"Moves…", "Hin…" (issue 15), and Spanish's "Registro de la partida" even at 1280x800. Where the usual
titles do not fit side by side, every tab takes its short title ("Log", "Moves", "Hint"), and its tooltip
and the View menu keep the usual one (with the key that opens it).

Each dock's owner still sets its usual title (in the current language); this keeps it and puts the short
one on the tab where needed, again whenever the column's width or a title changes. It is made with the
table's parts, after the home screen's first frame (its event filter builds event classes).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def short_title(dock: QDockWidget) -> str:
    """The dock's short tab title, in the language shown now."""
    name = dock.objectName()
    if name == "logDock":
        return translate("DockTitles", "Log")
    if name == "movesDock":
        return translate("DockTitles", "Moves")
    if name == "hintDock":
        return translate("DockTitles", "Hint")
    return dock.windowTitle()


class DockTitles(QObject):
    """Keeps the tabs of ``docks`` (the first one's column) whole in ``window``."""

    def __init__(self, window: QMainWindow, docks: list[QDockWidget]) -> None:
        super().__init__(window)
        self.window = window
        self.docks = list(docks)
        self.usual = {dock: dock.windowTitle() for dock in self.docks}
        self.short = False
        self._setting = False
        self._queued = False
        for dock in self.docks:
            dock.windowTitleChanged.connect(lambda title, dock=dock: self._title_set(dock, title))
            dock.installEventFilter(self)
        self.refit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._queue()
        return False

    def _title_set(self, dock: QDockWidget, title: str) -> None:
        if self._setting:
            return
        self.usual[dock] = title  # its owner's title: a language change
        self._queue()

    def _queue(self) -> None:
        # once the layout settled (a resize may come before the tab bar has its new width)
        if not self._queued:
            self._queued = True
            # bound to this object, so a refit queued as the window goes away is dropped, not run on
            # deleted docks
            QTimer.singleShot(0, self, self.refit)

    def tab_bar(self) -> QTabBar | None:
        """The tab bar of the docks' column (Qt makes it once two docks share a place)."""
        titles = {dock.windowTitle() for dock in self.docks}
        for bar in self.window.findChildren(QTabBar):
            if bar.isVisible() and any(bar.tabText(i) in titles for i in range(bar.count())):
                return bar
        return None

    def fits(self, bar: QTabBar, short: bool) -> bool:
        """Whether the tabs read whole with the short or the usual titles, in the column's width."""
        metrics = bar.fontMetrics()
        by_title = {dock.windowTitle(): dock for dock in self.docks}
        need = 0
        for i in range(bar.count()):
            text = bar.tabText(i)
            dock = by_title.get(text)
            wanted = text if dock is None else (short_title(dock) if short else self.usual[dock])
            # the tab's own room (padding, the close of a floating tab) plus the wanted title
            padding = bar.tabSizeHint(i).width() - metrics.horizontalAdvance(text)
            need += padding + metrics.horizontalAdvance(wanted)
        room = max(bar.width(), max((dock.width() for dock in self.docks if dock.isVisible()), default=0))
        return need <= room

    def refit(self) -> None:
        self._queued = False
        bar = self.tab_bar()
        short = bar is not None and not self.fits(bar, False)
        self._setting = True
        try:
            for dock in self.docks:
                dock.setWindowTitle(short_title(dock) if short else self.usual[dock])
                dock.toggleViewAction().setText(self.usual[dock])  # the View menu names it in full
        finally:
            self._setting = False
        self.short = short
        if bar is not None:
            by_title = {dock.windowTitle(): dock for dock in self.docks}
            for i in range(bar.count()):
                shown = by_title.get(bar.tabText(i))
                if shown is not None:
                    bar.setTabToolTip(i, self.usual[shown])
