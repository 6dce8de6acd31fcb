"""A log or history row's text is laid out once and drawn from that layout at each paint, with the very
pixels Qt's own item painting draws (issue 13: the style laid each row's text out three times a paint)."""

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPixmap, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QApplication, QStyledItemDelegate

from desktop_app.ui.sentence_list import SentenceList, _WrappingDelegate

TEXTS = [
    "Short.",
    "Computer 4 (easy) uses the office in section 2 to buy a card and then plays its coins",
    "Averyveryverylongwordthatcannotwrapanywhereinanarrowlist and then a few words",  # cut at the edge
    "Ünïcödé – “quotes” … 42 % · Señor Müller",
    "Zwei Wörter\nmit Umbruch",
    "x",
]


class _QtPainted(_WrappingDelegate):
    """The same rows (measured alike) painted by Qt's item delegate: what the list drew before."""

    def paint(self, painter, option, index):
        QStyledItemDelegate.paint(self, painter, option, index)


def _list(qtbot, width: int) -> tuple[SentenceList, QStandardItemModel]:
    view = SentenceList()
    qtbot.addWidget(view)
    view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    model = QStandardItemModel()
    picture = QPixmap(16, 16)
    picture.fill(QColor("#E69F00"))
    icon = QIcon(picture)
    bold, big = QFont(), QFont()
    bold.setBold(True)
    big.setPointSize(15)
    for number, text in enumerate(TEXTS * 3):
        item = QStandardItem(text)
        if number % 3 == 1:
            item.setFont(bold)
        if number % 5 == 2:
            item.setFont(big)
        if number % 2:
            item.setData(icon, Qt.ItemDataRole.DecorationRole)
        if number % 4 == 3:  # the history's rows undo cannot reach
            item.setData(QBrush(QColor("#888888")), Qt.ItemDataRole.ForegroundRole)
        model.appendRow(item)
    view.setModel(model)
    view.resize(width, 700)
    view.show()
    qtbot.waitExposed(view)
    return view, model


def _painted(view: SentenceList, delegate: type) -> object:
    view.setItemDelegate(delegate(view))
    QApplication.instance().processEvents()
    return view.grab().toImage()


@pytest.mark.parametrize("width", [130, 240, 333, 560])
def test_rows_drawn_from_their_kept_layout_look_as_qt_draws_them(qtbot, width):
    view, model = _list(qtbot, width)
    selection = view.selectionModel()
    for row in (1, 4, 7):
        selection.select(model.index(row, 0), QItemSelectionModel.SelectionFlag.Select)
    view._hover = 2
    for focused in (False, True):  # the current row's focus frame: left to the style whole
        if focused:
            view.setFocus()
            view.setCurrentIndex(model.index(5, 0))
        ours = _painted(view, _WrappingDelegate)
        assert view.itemDelegate().layouts_made > 0, "the rows' text is drawn from layouts of its own"
        assert ours == _painted(view, _QtPainted), (width, focused)


def test_a_row_is_laid_out_once_and_painted_again_from_the_same_layout(qtbot):
    view, model = _list(qtbot, 260)
    delegate = view.itemDelegate()
    QApplication.instance().processEvents()
    shown = len(view._shown_rows())
    first = delegate.layouts_made
    assert 0 < first <= shown  # (rows saying the same in the same type share one)
    for _ in range(3):
        view.viewport().repaint()
    assert delegate.layouts_made == first, "painting the rows again lays nothing out again"
    assert view.rows_painted >= 4 * shown

    # A row that changes (the move before's rows lose their bold type) is laid out once more.
    model.item(1).setData(None, Qt.ItemDataRole.FontRole)
    QApplication.instance().processEvents()
    view.viewport().repaint()
    assert delegate.layouts_made == first + 1

