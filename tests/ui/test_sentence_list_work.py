"""The log's and history's per-move work (issue 13): a row that changes only its colour is painted but not
measured, the rows of a move that lose their bold type settle the scroll bar once, and plain rows drawn
from a shared option look exactly as rows whose option is worked out one by one."""

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QApplication, QStyle, QStyleOptionViewItem

from desktop_app.ui.sentence_list import RowsModel, SentenceList

BOLD = QFont()
BOLD.setBold(True)
GREY = QBrush(QColor("#8a8a8a"))


def _icon() -> QIcon:
    picture = QPixmap(16, 16)
    picture.fill(QColor("#E69F00"))
    return QIcon(picture)


class _Rows(RowsModel):
    """Rows as the log keeps them: words, a seat's icon on every other row, the last move's rows bold and
    some rows grey (as history rows that undo no longer reaches)."""

    def __init__(self, count: int) -> None:
        super().__init__()
        self.icon = _icon()
        self.words = [f"{n}: Computer {1 + n % 3} plays card {n} to raise money" + " and more" * (n % 4)
                      for n in range(count)]
        self.bold: set[int] = set()
        self.grey: set[int] = set()
        self.rows_inserted(0, count)

    def logical_rows(self) -> int:
        return len(self.words)

    def describe(self, row: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.words[row]
        if role == Qt.ItemDataRole.DecorationRole and row % 2:
            return self.icon
        if role == Qt.ItemDataRole.FontRole and row in self.bold:
            return BOLD
        if role == Qt.ItemDataRole.ForegroundRole and row in self.grey:
            return GREY
        return None


def _list(qtbot, rows: int = 40) -> tuple[SentenceList, _Rows]:
    view = SentenceList()
    qtbot.addWidget(view)
    model = _Rows(rows)
    view.setModel(model)
    view.resize(270, 400)
    view.show()
    qtbot.waitExposed(view)
    view.scrollToBottom()
    QApplication.instance().processEvents()
    return view, model


def test_a_row_that_only_turns_grey_is_painted_again_but_not_measured(qtbot):
    view, model = _list(qtbot)
    row = model.rowCount() - 3  # on the last page: shown
    measured, painted = view.rows_measured, view.rows_painted
    model.grey.add(row)
    model.rows_changed(row, 1)
    QApplication.instance().processEvents()
    assert view.rows_measured == measured  # its words, type and icon are as they were: so is its height
    assert view.rows_painted - painted == 1
    assert model.data(model.index(row, 0), Qt.ItemDataRole.ForegroundRole) == GREY


def test_a_row_whose_type_changes_is_measured_again(qtbot):
    view, model = _list(qtbot)
    row = model.rowCount() - 2
    measured = view.rows_measured
    model.bold.add(row)
    model.rows_changed(row, 1)
    QApplication.instance().processEvents()
    assert view.rows_measured - measured == 1


def test_the_rows_of_a_move_losing_their_bold_type_settle_the_scroll_bar_once(qtbot):
    view, model = _list(qtbot)
    last = model.rowCount()
    model.bold.update(range(last - 5, last))
    model.rows_changed(last - 5, 5)
    QApplication.instance().processEvents()
    pages = []
    real = view._last_page
    view._last_page = lambda: pages.append(1) or real()  # type: ignore[method-assign]
    model.bold.clear()
    model.rows_changed(last - 5, 5)
    assert len(pages) <= 1  # (row by row, each row worked out the last page again: five times)
    QApplication.instance().processEvents()
    assert view.verticalScrollBar().value() == view.verticalScrollBar().maximum()


def test_a_shown_row_that_keeps_its_height_leaves_the_scroll_bar_alone(qtbot):
    view, model = _list(qtbot)
    row = model.rowCount() - 2
    model.words[row] = "Player 1 draws 1 card."
    model.rows_changed(row, 1)
    QApplication.instance().processEvents()
    pages = []
    real = view._last_page
    view._last_page = lambda: pages.append(1) or real()  # type: ignore[method-assign]
    measured, painted = view.rows_measured, view.rows_painted
    model.words[row] = "Player 2 draws 1 card."  # other words, the same height
    model.rows_changed(row, 1)
    QApplication.instance().processEvents()
    assert (view.rows_measured - measured, view.rows_painted - painted) == (1, 1)
    assert pages == []  # its height is as it was: the last page and the scroll bar's range too


def _rows_one_by_one(view: SentenceList) -> QImage:
    """The viewport's rows as the list drew them before plain rows shared an option: each row's option
    worked out from its state (SentenceList._row_state), its background without the selection."""
    viewport = view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(view.palette().base().color())
    painter = QPainter(image)
    model, root = view.model(), view.rootIndex()
    base = view._option()
    selection, current = view.selectionModel(), view.currentIndex()
    focus = view.hasFocus() or viewport.hasFocus()
    y = 0
    for row in view._shown_rows():
        height = view._heights[row]
        index = model.index(row, 0, root)
        option = QStyleOptionViewItem(base)
        option.rect = QRect(0, y, viewport.width(), height)
        view._row_state(option, index, row, selection, current, focus)
        option.features |= QStyleOptionViewItem.ViewItemFeature.Alternate if row & 1 else \
            QStyleOptionViewItem.ViewItemFeature.None_
        background = QStyleOptionViewItem(option)
        background.state &= ~QStyle.StateFlag.State_Selected
        view.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, background, painter, view)
        view.itemDelegateForIndex(index).paint(painter, option, index)
        y += height
    painter.end()
    return image


def _rows_drawn(view: SentenceList) -> QImage:
    viewport = view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(view.palette().base().color())
    viewport.render(image)
    return image


def test_plain_rows_look_exactly_as_rows_drawn_one_by_one(qtbot):
    view, model = _list(qtbot)
    last = model.rowCount()
    model.bold.update(range(last - 3, last))
    model.grey.update(range(last - 12, last - 6))
    model.rows_changed(last - 12, 12)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.selectionModel().select(model.index(last - 8, 0), view.selectionModel().SelectionFlag.Select)
    view._hover = last - 5  # a row under the pointer takes its own option too
    QApplication.instance().processEvents()
    assert _rows_drawn(view) == _rows_one_by_one(view)
