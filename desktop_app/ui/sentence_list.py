"""A one-column list of wrapped sentences that measures and paints only the rows a move adds (the log and
history docks).

Qt's list and tree views lay out every row again after an insert and repaint their whole viewport: a move
late in a long game paid for every row before it, and every move for a page of wrapped sentences drawn
again (issue 13). :class:`SentenceList` keeps each row's height (measured at the view's width when the row
is first shown, or when it is on the last page, which sets the scroll bar's range), so an insert measures
the new rows, the scroll to the bottom moves the pixels already drawn, and only new or changed rows are
painted. A change of width has the rows measured again; otherwise wrapped sentences are cut short.

:class:`RowsModel` keeps its rows, and what each shows, in Qt's own item model, so what the view asks of a
row (its index, flags, text, font, icon) asks Python nothing. (For the same reason it overrides neither
``index``, ``flags`` nor ``data``: ask it for ``index(row, 0)``.)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFont,
    QIcon,
    QPainter,
    QPaintEvent,
    QPalette,
    QRegion,
    QResizeEvent,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

SIZE_MEMORY = 4096  # measured rows kept (a long game's log at one or two widths)
# The roles a row's height follows (a change of any other, as a history row turning grey, keeps it).
SIZE_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.FontRole,
                        Qt.ItemDataRole.SizeHintRole})
# What a log or history row may do: be selected (clicked, read out), never edited, dragged or expanded.
ROW_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren


class _WrappingDelegate(QStyledItemDelegate):
    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        # A row's height follows from its words, font and icon at the view's width. Kept here, a row measured
        # again (the width back to one seen before, the list made again after a change of language) costs
        # a look-up.
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


class SentenceList(QListView):
    """The rows of a :class:`RowsModel` (or any one-column list model), top-aligned and scrolled a row at a
    time like a QTreeView's, each as tall as its wrapped sentence at the view's width.

    Qt's own list and tree views lay out every row again after an insert and repaint their whole viewport
    (issue 13: a quarter of a move's GUI work went to the log and the history). Here a row's height is
    kept from one move to the next (measured when first needed: shown, or on the last page, which sets the
    scroll bar's range), so a move measures only its new rows, scrolling to the bottom moves the pixels
    already drawn (``QWidget.scroll``), and only the rows that are new or changed are painted again. A view
    that cannot be seen (hidden, or a dock moved out of sight behind another's tab) measures and paints
    nothing: it settles its scroll bar, and any scroll asked for meanwhile, when it is next painted.

    A QListView underneath, for what Qt gives every list: the screen reader's rows (read through
    :meth:`visualRect` and :meth:`indexAt`), selection, the current row, keys, clicks and tool tips. Its own
    layout is never used: every method that reads it is answered here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heights: list[int] = []  # each row's height at self._width; -1: not measured yet
        self._width = -1
        self._top = 0  # the first row shown: the scroll bar's value (a row at a time, as QTreeView)
        self._stale = True  # the scroll bar's range does not follow the rows yet
        self._settling = False
        self._painting = False  # a scroll while painting cannot move pixels: it has everything painted again
        # A scroll asked for while the view could not be seen (row -1: the bottom), done once it is.
        self._pending: tuple[int, QAbstractItemView.ScrollHint] | None = None
        self._dirty_below: int | None = None  # rows from here to the viewport's bottom wait for a paint
        self._dirty_rows: set[int] = set()  # single rows that wait for a paint
        self._hover = -1
        self._measure: QStyleOptionViewItem | None = None  # the option rows are measured with
        self._seen_held: bool | None = None  # is_seen's answer while held (seen_once)
        self.rows_measured = 0  # counted by the tests: rows measured and painted since the view was made
        self.rows_painted = 0
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # rows wrap at the width
        self.setItemDelegate(_WrappingDelegate(self))
        # Each move moves the scroll bar's handle. A scroll bar that fills its own background is opaque to
        # the window's painting, so its repaint no longer repaints the list's frame, the dock's title and
        # the window behind it (issue 13); the style paints the same groove over that background. Not for
        # a style whose scroll bars float over the list while scrolling (macOS): those must stay see-through.
        bar = self.verticalScrollBar()
        if not self.style().styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, None, bar):
            bar.setAutoFillBackground(True)

    # -- seen or not ------------------------------------------------------------------------------
    def is_seen(self) -> bool:
        """Whether the view is on screen: shown, and inside its window (a dock behind another's tab is
        moved out of sight, not hidden). Cheaper than ``visibleRegion``, which clips by every sibling."""
        if self._seen_held is not None:
            return self._seen_held
        if not self.isVisible():
            return False
        window = self.window()
        return window.rect().intersects(QRect(self.mapTo(window, QPoint(0, 0)), self.size()))

    @contextmanager
    def seen_once(self) -> Iterator[None]:
        """Within, :meth:`is_seen` is read once: bringing the rows up to date after a move shows, hides and
        moves no widget, yet each insert, change and scroll asked (issue 13: about ten reads a move)."""
        if self._seen_held is not None:
            yield
            return
        self._seen_held = self.is_seen()
        try:
            yield
        finally:
            self._seen_held = None

    # -- rows' heights ----------------------------------------------------------------------------
    def _option(self) -> QStyleOptionViewItem:
        """What QTreeView hands its delegate for a row (its rect set per row)."""
        option = QStyleOptionViewItem()
        QAbstractItemView.initViewItemOption(self, option)  # the item view's own, not the list's icon size
        option.showDecorationSelected = True  # whole rows are selected, as in QTreeView
        option.viewItemPosition = QStyleOptionViewItem.ViewItemPosition.OnlyOne
        return option

    def _height(self, row: int) -> int:
        height = self._heights[row]
        if height < 0:
            model = self.model()
            index = model.index(row, 0, self.rootIndex())
            if self._measure is None:  # made once: a row's size depends on the font and width, not its state
                self._measure = self._option()
            height = max(0, self.itemDelegateForIndex(index).sizeHint(self._measure, index).height())
            self._heights[row] = height
            self.rows_measured += 1
        return height

    def _forget_heights(self) -> None:
        self._width = self.viewport().width()
        self._heights = [-1] * len(self._heights)

    def _row_y(self, row: int) -> int | None:
        """The top of ``row`` in the viewport while the row is at least partly shown, else None."""
        if row < self._top:
            return None
        room = self.viewport().height()
        heights = self._heights
        y = 0
        for above in range(self._top, row):
            height = heights[above]
            y += height if height >= 0 else self._height(above)  # (a call only to measure a row)
            if y >= room:
                return None
        return y

    def _shown_rows(self) -> range:
        """The rows at least partly in the viewport."""
        room = self.viewport().height()
        heights = self._heights
        y, row, count = 0, self._top, len(heights)
        while row < count and y < room:
            height = heights[row]
            y += height if height >= 0 else self._height(row)
            row += 1
        return range(self._top, row)

    # -- the scroll bar ---------------------------------------------------------------------------
    def _settle(self) -> None:
        """Brings the scroll bar's range (and a scroll asked for while unseen) up to date, as QTreeView's
        per-row scrolling has it: the last page is the rows that fit whole at the bottom."""
        if self._settling or not self._stale or not self.is_seen():
            return  # (settling, a scroll bar shown or hidden resizes the viewport: the loop below goes on)
        self._settling = True
        try:
            bar = self.verticalScrollBar()
            for _ in range(3):  # a scroll bar that comes or goes narrows the rows: they wrap again, once
                if not self._stale:
                    break
                self._stale = False
                if self.viewport().width() != self._width:
                    self._forget_heights()
                count, fit = len(self._heights), self._last_page()
                bar.setRange(0, count - fit)  # a value past the new end scrolls back (scrollContentsBy)
                bar.setPageStep(max(1, fit))
                bar.setSingleStep(1)
            pending, self._pending = self._pending, None
            if pending is not None:
                row, hint = pending
                last = len(self._heights) - 1
                self._scroll_to_row(last if row < 0 else min(row, last), hint)
        finally:
            self._settling = False

    def _last_page(self) -> int:
        """How many rows fit whole at the bottom (at least one, as QTreeView has it)."""
        count = len(self._heights)
        room = self.viewport().height()
        fit = 0
        heights = self._heights
        for row in range(count - 1, -1, -1):
            height = heights[row]
            room -= height if height >= 0 else self._height(row)
            if room < 0:
                break
            fit += 1
        return max(1, fit) if count else 0

    def updateGeometries(self) -> None:
        self._stale = True
        self._settle()
        if not self._stale:
            QAbstractItemView.updateGeometries(self)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        old, new = self._top, self.verticalScrollBar().value()
        self._top = new
        if dy == 0 or old == new or not self.is_seen():
            return
        viewport = self.viewport()
        if self._painting or max(old, new) > len(self._heights):  # (rows gone in a reset: all is new)
            viewport.update()
            return
        # How far the rows move: the heights of the rows scrolled past, while less than a page.
        room, shift = viewport.height(), 0
        for row in range(min(old, new), max(old, new)):
            shift += self._height(row)
            if shift >= room:
                viewport.update()
                return
        viewport.scroll(0, -shift if new > old else shift)  # the pixels drawn already move along
        self._update_dirty()  # updates asked for before the scroll, at the rows' new places

    def scrollToBottom(self) -> None:
        if not self.is_seen():
            self._pending = (-1, QAbstractItemView.ScrollHint.PositionAtBottom)
            self._stale = True
            return
        self._settle()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def scrollTo(self, index: QModelIndex | QPersistentModelIndex,
                 hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        if not index.isValid() or index.row() >= len(self._heights):
            return
        if not self.is_seen():
            self._pending = (index.row(), hint)
            self._stale = True
            return
        self._settle()
        self._scroll_to_row(index.row(), hint)

    def _scroll_to_row(self, row: int, hint: QAbstractItemView.ScrollHint) -> None:
        if row < 0:
            return
        Hint = QAbstractItemView.ScrollHint
        room = self.viewport().height()
        if hint == Hint.EnsureVisible:
            if row < self._top:
                hint = Hint.PositionAtTop
            else:
                y = self._row_y(row)
                if y is not None and y + self._height(row) <= room:
                    return  # shown whole already
                hint = Hint.PositionAtBottom
        top = row
        if hint in (Hint.PositionAtBottom, Hint.PositionAtCenter):
            left = room - self._height(row)
            if hint == Hint.PositionAtCenter:
                left //= 2
            while top > 0 and self._height(top - 1) <= left:
                left -= self._height(top - 1)
                top -= 1
        self.verticalScrollBar().setValue(top)

    # -- the model's changes ----------------------------------------------------------------------
    def doItemsLayout(self) -> None:
        """Everything again (a new model, a reset, a new font): no height is known."""
        model = self.model()
        self._heights = [-1] * (model.rowCount(self.rootIndex()) if model is not None else 0)
        self._width = self.viewport().width()
        self._hover = -1
        self._measure = None  # (Qt lays the rows out again after a change of font or style)
        self._dirty_rows.clear()
        self._dirty_below = None
        QAbstractItemView.doItemsLayout(self)  # the scroll bar's range and a whole repaint

    def reset(self) -> None:
        super().reset()
        self.doItemsLayout()  # now, not at Qt's delayed layout: the owner scrolls right after a reset

    def rowsInserted(self, parent: QModelIndex | QPersistentModelIndex, start: int, end: int) -> None:
        QAbstractItemView.rowsInserted(self, parent, start, end)
        if parent != self.rootIndex():
            return
        self._heights[start:start] = [-1] * (end - start + 1)
        self._stale = True  # the range: settled when first needed (the owner's scroll, the next paint)
        self._mark_below(start)

    def rowsAboutToBeRemoved(self, parent: QModelIndex | QPersistentModelIndex, start: int, end: int) -> None:
        QAbstractItemView.rowsAboutToBeRemoved(self, parent, start, end)
        if parent != self.rootIndex():
            return
        self._mark_below(start)  # the rows below move up: painted again, at their places before the removal
        del self._heights[start:end + 1]
        if self._hover >= start:
            self._hover = -1
        self._dirty_rows = {row for row in self._dirty_rows if row < start}
        self._stale = True  # settled once the model has removed them (_rows_removed)

    def _rows_removed(self, parent: QModelIndex | QPersistentModelIndex, _start: int, _end: int) -> None:
        if parent == self.rootIndex():
            self._settle()

    def setModel(self, model: QAbstractItemModel | None) -> None:
        old = self.model()
        if old is not None:
            old.rowsRemoved.disconnect(self._rows_removed)
        super().setModel(model)
        if model is not None:
            model.rowsRemoved.connect(self._rows_removed)

    def dataChanged(self, top_left: QModelIndex | QPersistentModelIndex,
                    bottom_right: QModelIndex | QPersistentModelIndex, roles: Sequence[int] = ()) -> None:
        if top_left.parent() != self.rootIndex() or not top_left.isValid():
            QAbstractItemView.dataChanged(self, top_left, bottom_right, roles)
            return
        first, last = top_left.row(), min(bottom_right.row(), len(self._heights) - 1)
        resized = not roles or bool(SIZE_ROLES.intersection(roles))
        seen = not self._stale and self.is_seen()
        shown = self._shown_rows() if seen else range(0)
        last_page = self.verticalScrollBar().maximum()
        for row in range(first, last + 1):
            old = self._heights[row]
            if resized and old >= 0:  # (a row never measured is measured when first needed)
                self._heights[row] = -1
                if row in shown:
                    if self._height(row) != old:
                        self._stale = True
                        self._mark_below(row)  # the rows below it move
                    # (as tall as before: the rows and the scroll bar's range stay as they are)
                elif row >= last_page:
                    self._stale = True  # the last page may hold more or fewer rows
            if row in shown:
                self._dirty_rows.add(row)
        # The scroll bar's range once for all the rows (Qt's per-row update asked for it row by row).
        self._settle()
        reader = QAccessible.isActive()
        for row in range(first, last + 1):
            if reader:
                # One row at a time, as Qt tells a screen reader of a change and repaints a single row.
                index = self.model().index(row, 0, self.rootIndex())
                QAbstractItemView.dataChanged(self, index, index, roles)
            else:  # (all Qt's call does here, with no editor and no screen reader: the row's repaint)
                self._update_row(row)

    def _update_row(self, row: int) -> None:
        """Repaint ``row`` where it is shown (nothing while it is out of sight)."""
        if not self.is_seen() or self._stale:
            return
        y = self._row_y(row)
        if y is not None:
            self.viewport().update(QRect(0, y, self.viewport().width(), self._height(row)))

    def _mark_below(self, row: int) -> None:
        """``row`` and the rows after it wait for a paint (the viewport's bottom is the end)."""
        if not self.is_seen():
            return
        self._dirty_below = row if self._dirty_below is None else min(row, self._dirty_below)
        self._update_dirty()

    def _update_dirty(self) -> None:
        viewport = self.viewport()
        width, room = viewport.width(), viewport.height()
        if self._dirty_below is not None:
            y = 0 if self._dirty_below < self._top else self._row_y(self._dirty_below)
            if y is not None:
                viewport.update(QRect(0, y, width, room - y))
        for row in self._dirty_rows:
            y = self._row_y(row)
            if y is not None:
                viewport.update(QRect(0, y, width, self._heights[row]))

    # -- where the rows are -----------------------------------------------------------------------
    def visualRect(self, index: QModelIndex | QPersistentModelIndex) -> QRect:
        if (not index.isValid() or index.parent() != self.rootIndex() or index.row() >= len(self._heights)
                or not self.is_seen()):
            return QRect()  # (out of sight, a row is nowhere: nothing is measured for it)
        self._settle()
        row, width = index.row(), self.viewport().width()
        y = self._row_y(row)
        if y is None:  # out of sight: above or below the viewport, without measuring the rows between
            known = self._heights[row]
            height = known if known >= 0 else self.fontMetrics().height()
            y = -height * (self._top - row) if row < self._top else self.viewport().height() + height * (
                row - self._top)
            return QRect(0, y, width, height)
        return QRect(0, y, width, self._height(row))

    def indexAt(self, point: QPoint) -> QModelIndex:
        self._settle()
        if point.y() < 0 or not 0 <= point.x() < self.viewport().width():
            return QModelIndex()
        y = 0
        for row in self._shown_rows():
            y += self._heights[row]
            if point.y() < y:
                return self.model().index(row, 0, self.rootIndex())
        return QModelIndex()

    def isIndexHidden(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        return False

    def horizontalOffset(self) -> int:
        return 0

    def verticalOffset(self) -> int:
        return 0

    def moveCursor(self, action: QAbstractItemView.CursorAction,
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:
        count = len(self._heights)
        current = self.currentIndex()
        if not count:
            return QModelIndex()
        if not current.isValid():
            return self.model().index(0, 0, self.rootIndex())
        Move = QAbstractItemView.CursorAction
        page = max(1, self.verticalScrollBar().pageStep())
        steps = {Move.MoveUp: -1, Move.MovePrevious: -1, Move.MoveDown: 1, Move.MoveNext: 1,
                 Move.MovePageUp: -page, Move.MovePageDown: page, Move.MoveHome: -count, Move.MoveEnd: count}
        row = max(0, min(count - 1, current.row() + steps.get(action, 0)))
        return self.model().index(row, 0, self.rootIndex())

    def setSelection(self, rect: QRect, command: QItemSelectionModel.SelectionFlag) -> None:
        self._settle()
        top, bottom = rect.normalized().top(), rect.normalized().bottom()
        y, rows = 0, []
        for row in self._shown_rows():
            height = self._heights[row]
            if y <= bottom and y + height > top:
                rows.append(row)
            y += height
        selection = QItemSelection()
        if rows:
            model, root = self.model(), self.rootIndex()
            selection.select(model.index(rows[0], 0, root), model.index(rows[-1], 0, root))
        self.selectionModel().select(selection, command)

    def visualRegionForSelection(self, selection: QItemSelection) -> QRegion:
        region = QRegion()
        shown = self._shown_rows() if self.is_seen() and not self._stale else range(0)
        for number in range(selection.size()):
            part = selection.at(number)
            if part.parent() != self.rootIndex():
                continue
            for row in range(max(part.top(), shown.start), min(part.bottom() + 1, shown.stop)):
                region += self.visualRect(self.model().index(row, 0, self.rootIndex()))
        return region

    def currentChanged(self, current: QModelIndex | QPersistentModelIndex,
                       previous: QModelIndex | QPersistentModelIndex) -> None:
        if QAccessible.isActive() and current.isValid() and self.hasFocus():
            event = QAccessibleEvent(self, QAccessible.Event.Focus)
            event.setChild(current.row())
            QAccessible.updateAccessibility(event)
        QAbstractItemView.currentChanged(self, current, previous)

    def selectionChanged(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        if QAccessible.isActive():
            for index in selected.indexes():
                event = QAccessibleEvent(self, QAccessible.Event.SelectionAdd)
                event.setChild(index.row())
                QAccessible.updateAccessibility(event)
        QAbstractItemView.selectionChanged(self, selected, deselected)

    # -- events -----------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        if self.viewport().width() != self._width:
            bar = self.verticalScrollBar()
            if self._width >= 0 and bar.value() >= bar.maximum() and self._pending is None:
                self._pending = (-1, QAbstractItemView.ScrollHint.PositionAtBottom)  # the end stays in sight
            self._forget_heights()  # the sentences wrap at the new width
            self.viewport().update()
        QAbstractItemView.resizeEvent(self, event)  # the scroll bar's range

    def viewportEvent(self, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.HoverEnter, QEvent.Type.HoverMove):
            index = self.indexAt(event.position().toPoint())  # type: ignore[attr-defined]
            self._hover = index.row() if index.isValid() else -1
        elif kind == QEvent.Type.HoverLeave:
            self._hover = -1
        return super().viewportEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        # Seen again, or rows added without a scroll: the range, then any scroll asked for meanwhile (a
        # scroll here has the whole viewport painted again at the next pass).
        self._painting = True
        try:
            self._settle()
        finally:
            self._painting = False
        self._dirty_below = None
        self._dirty_rows.clear()
        model = self.model()
        if model is None:
            return
        painter = QPainter(self.viewport())
        region = event.region()
        base = self._option()
        style = self.style()
        width = self.viewport().width()
        selection = self.selectionModel()
        selected = selection is not None and selection.hasSelection()
        current = self.currentIndex()
        focus = self.hasFocus() or self.viewport().hasFocus()
        alternate = self.alternatingRowColors()
        root = self.rootIndex()
        # A plain row (not selected, current or hovered; enabled, as every row of a RowsModel is) is drawn
        # with one of two options made here, even and odd, not an option worked out per row: each flag
        # read or set from Python cost about as much as the row's measure (issue 13).
        plain = [self._plain_option(base, parity, alternate) for parity in (0, 1)]
        enabled = isinstance(model, RowsModel)
        y = 0
        for row in self._shown_rows():
            height = self._heights[row]
            rect = QRect(0, y, width, height)
            y += height
            if not region.intersects(rect):
                continue
            index = model.index(row, 0, root)
            if (row != self._hover and not (selected and selection.isSelected(index))
                    and not (focus and index == current)
                    and (enabled or index.flags() & Qt.ItemFlag.ItemIsEnabled)):
                option = plain[row & 1]
                option.rect = rect
                style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, option, painter, self)
            else:
                option = QStyleOptionViewItem(base)
                option.rect = rect
                self._row_state(option, index, row, selection, current, focus)
                if alternate:
                    option.features |= QStyleOptionViewItem.ViewItemFeature.Alternate if row & 1 else \
                        QStyleOptionViewItem.ViewItemFeature.None_
                # The row's background (the alternate colour) as QTreeView draws it: without the
                # selection, which the delegate fills.
                background = QStyleOptionViewItem(option)
                background.state &= ~QStyle.StateFlag.State_Selected
                style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, background, painter, self)
            self.itemDelegateForIndex(index).paint(painter, option, index)
            self.rows_painted += 1
        painter.end()

    def _plain_option(self, base: QStyleOptionViewItem, parity: int, alternate: bool) -> QStyleOptionViewItem:
        """What ``_row_state`` makes of ``base`` for an enabled row that is not selected, current or
        hovered, in an even (0) or odd (1) place."""
        option = QStyleOptionViewItem(base)
        State = QStyle.StateFlag
        state = option.state
        if state & State.State_Enabled:
            option.palette.setCurrentColorGroup(
                QPalette.ColorGroup.Active if state & State.State_Active else QPalette.ColorGroup.Inactive)
        option.state = state
        if alternate:
            option.features |= QStyleOptionViewItem.ViewItemFeature.Alternate if parity else \
                QStyleOptionViewItem.ViewItemFeature.None_
        return option

    def _row_state(self, option: QStyleOptionViewItem, index: QModelIndex, row: int,
                   selection: QItemSelectionModel, current: QModelIndex, focus: bool) -> None:
        State = QStyle.StateFlag
        state = option.state
        if selection is not None and selection.isSelected(index):
            state |= State.State_Selected
        if focus and index == current:
            state |= State.State_HasFocus
        if row == self._hover:
            state |= State.State_MouseOver
        if state & State.State_Enabled:
            if not index.flags() & Qt.ItemFlag.ItemIsEnabled:
                state &= ~State.State_Enabled
                group = QPalette.ColorGroup.Disabled
            elif state & State.State_Active:
                group = QPalette.ColorGroup.Active
            else:
                group = QPalette.ColorGroup.Inactive
            option.palette.setCurrentColorGroup(group)
        option.state = state


def _same(held: Any, value: Any) -> bool:
    """Whether a role's value is what the item holds already (icons have no ``==``: the same picture has
    the same cache key)."""
    if isinstance(held, QIcon) and isinstance(value, QIcon):
        return held.cacheKey() == value.cacheKey()
    return bool(held == value) if type(held) is type(value) else held is None and value is None


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
        """Rows ``first`` .. ``first + count - 1`` show something else now: described again, only the roles
        that changed set, and the views told once per run of rows that changed alike, of those roles (a row
        whose words, type and icon stay, as a history row that only turns grey, is then not measured
        again; a row that stays as it was is not told at all)."""
        end = min(first + count, self.rowCount())
        if first < 0 or first >= end:
            return
        runs: list[tuple[int, int, frozenset[int]]] = []  # (first row, last row, the roles changed)
        blocked = self.blockSignals(True)  # one dataChanged per run below, not one per role and row
        try:
            for row in range(first, end):
                item = self.item(row, 0)
                changed = []
                for role in self.ROLES:
                    value = self.describe(row, role)
                    if not _same(item.data(role), value):  # a role that stays is not set again (issue 13)
                        changed.append(role)
                        item.setData(value, role)  # None clears the role
                if not changed:
                    continue
                roles = frozenset(changed)
                if runs and runs[-1][1] == row - 1 and runs[-1][2] == roles:
                    runs[-1] = (runs[-1][0], row, roles)
                else:
                    runs.append((row, row, roles))
        finally:
            self.blockSignals(blocked)
        for top, bottom, roles in runs:
            self.dataChanged.emit(self.index(top, 0), self.index(bottom, 0), sorted(roles))

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
