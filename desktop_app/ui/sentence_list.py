"""A one-column list of wrapped sentences that measures only the rows it shows (the log and history).

A QTreeView rather than a QListView: with wrapped rows of uneven height QListView lays every row out
again on each insert, while the tree view measures rows as they come into view. The tree view keeps a
row's height after measuring it, and it asks the delegate for a height without saying how wide the
row is, so the delegate here measures at the view's width, and a change of width (the dock resized, the
window shown) has the rows measured again; otherwise wrapped sentences are cut short.

The tree view lays out every row again after an insert (cheap in C++), asking the model for each row's
index and children: a model written in Python would answer every one of those calls in Python, so a
move late in a long game paid for all the rows before it. :class:`RowsModel` keeps its rows, and what
each shows, in Qt's own item model, so a relayout or a repaint asks Python nothing. (For the same
reason it overrides neither ``index``, ``flags`` nor ``data``: ask it for ``index(row, 0)``.)
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QResizeEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

SIZE_MEMORY = 4096  # measured rows kept (a long game's log at one or two widths)
# What a log or history row may do: be selected (clicked, read out), never edited, dragged or expanded.
ROW_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren


class _WrappingDelegate(QStyledItemDelegate):
    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view
        # A row's height follows from its words, font and icon at the view's width. The tree view forgets
        # every height when rows are inserted and measures the last page again to scroll to the bottom:
        # kept here, a move measures only its own new rows, however long the game.
        self._sizes: dict[tuple[Any, ...], QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = max(1, self._view.viewport().width())
        font = index.data(Qt.ItemDataRole.FontRole)
        key = (width, option.font.key(), index.data(Qt.ItemDataRole.DisplayRole),
               font.key() if isinstance(font, QFont) else None,
               index.data(Qt.ItemDataRole.DecorationRole) is not None)
        known = self._sizes.get(key)
        if known is not None:
            return QSize(known)
        sized = QStyleOptionViewItem(option)
        # Qt wraps only within a valid rectangle; its height plays no part in the measure.
        sized.rect = QRect(0, 0, width, 1)
        size = super().sizeHint(sized, index)
        if len(self._sizes) >= SIZE_MEMORY:
            self._sizes.clear()
        self._sizes[key] = QSize(size)
        return size


class SentenceList(QTreeView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setItemDelegate(_WrappingDelegate(self))
        # Each move moves the scroll bar's handle. A scroll bar that fills its own background is opaque to
        # the window's painting, so its repaint no longer repaints the list's frame, the dock's title and
        # the window behind it (issue 13); the style paints the same groove over that background. Not for
        # a style whose scroll bars float over the list while scrolling (macOS): those must stay see-through.
        bar = self.verticalScrollBar()
        if not self.style().styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, None, bar):
            bar.setAutoFillBackground(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.scheduleDelayedItemsLayout()


class RowsModel(QStandardItemModel):
    """A list model whose rows a subclass describes in :meth:`describe` and counts in
    :meth:`logical_rows`. The rows themselves live in C++: one read-only item per row, holding what
    ``describe`` said of each role in :attr:`ROLES` when the row was made or last changed. The subclass
    keeps the items in step through :meth:`rows_inserted`, :meth:`rows_removed`, :meth:`rows_changed`
    and :meth:`rows_reset`, each called after it changed its own rows (``describe`` answers from them).

    Why C++: a view asks a model about every row at each relayout (index, flags) and about every role
    of every row it measures or paints; written in Python, those answers were most of the log's and the
    history's work per move (issue 13). The rows are read-only (ROW_FLAGS): the view starts no edit,
    and a screen reader announces what the flags say."""

    ROLES: tuple[int, ...] = (
        Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole,
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._row_item = QStandardItem()
        self._row_item.setFlags(ROW_FLAGS)
        self.setColumnCount(1)

    def logical_rows(self) -> int:
        raise NotImplementedError

    def describe(self, row: int, role: int) -> Any:
        """What row ``row`` shows in ``role`` (None: nothing), from the subclass's own rows."""
        raise NotImplementedError

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: Any, role: int = 2) -> bool:
        return False  # the rows follow the match; nothing is typed into them

    def _items(self, first: int, count: int) -> list[QStandardItem]:
        items = []
        for row in range(first, first + count):
            item = self._row_item.clone()
            for role in self.ROLES:
                value = self.describe(row, role)
                if value is not None:
                    item.setData(value, role)
            items.append(item)
        return items

    def rows_inserted(self, first: int, count: int) -> None:
        if count > 0:
            self.invisibleRootItem().insertRows(first, self._items(first, count))

    def rows_removed(self, first: int, count: int) -> None:
        if count > 0:
            self.removeRows(first, count)

    def rows_changed(self, first: int, count: int) -> None:
        """Rows ``first`` .. ``first + count - 1`` show something else now: described again, and the
        views told once."""
        end = min(first + count, self.rowCount())
        if first < 0 or first >= end:
            return
        blocked = self.blockSignals(True)  # one dataChanged below, not one per role and row
        try:
            for row in range(first, end):
                item = self.item(row, 0)
                for role in self.ROLES:
                    item.setData(self.describe(row, role), role)  # None clears the role
        finally:
            self.blockSignals(blocked)
        self.dataChanged.emit(self.index(first, 0), self.index(end - 1, 0))

    def rows_reset(self) -> None:
        # One reset, as the views expect of a rebuilt list, not a removal and an insert of every row.
        self.beginResetModel()
        blocked = self.blockSignals(True)
        try:
            self.removeRows(0, self.rowCount())
            self.invisibleRootItem().insertRows(0, self._items(0, self.logical_rows()))
        finally:
            self.blockSignals(blocked)
        self.endResetModel()
