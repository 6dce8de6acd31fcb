"""The log and history rows wrap whole sentences at the dock's width (issue 15: no text cut off)."""

from PySide6.QtCore import QStringListModel

from desktop_app.ui.sentence_list import SentenceList

LONG = "Computer 4 (easy) uses the office in section 2 to buy a card and then plays its coins"


def _heights(view: SentenceList, model: QStringListModel) -> list[int]:
    return [view.visualRect(model.index(row, 0)).height() for row in range(model.rowCount())]


def test_a_long_sentence_wraps_and_rows_are_measured_again_when_the_width_changes(qtbot):
    view = SentenceList()
    qtbot.addWidget(view)
    model = QStringListModel(["Short.", LONG])
    view.setModel(model)
    view.resize(200, 300)
    view.show()
    qtbot.waitExposed(view)
    short, long_narrow = _heights(view, model)
    assert long_narrow >= 2 * short, "the long sentence takes several lines, not one cut-off line"

    view.resize(900, 300)
    qtbot.waitUntil(lambda: _heights(view, model)[1] < long_narrow)
    assert _heights(view, model)[1] == short, "wide enough, it is one line again"


# -- issue 13: a move costs the rows it adds, however long the list --------------------------------------

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QAccessible, QColor, QFont, QIcon, QPixmap, QStandardItem, QStandardItemModel  # noqa: E402
from PySide6.QtWidgets import QApplication, QStyledItemDelegate  # noqa: E402

BOLD = QFont()
BOLD.setBold(True)


def _icon() -> QIcon:
    picture = QPixmap(16, 16)
    picture.fill(QColor("#E69F00"))
    return QIcon(picture)


class _Log:
    """A log as LogModel keeps it: each move appends its rows in one insert (bold, the last move's) and
    the rows of the move before lose their bold type; the view then scrolls to the bottom."""

    def __init__(self, view: SentenceList) -> None:
        self.view = view
        self.model = QStandardItemModel()
        self.moves: list[int] = []  # rows per move
        self.icon = _icon()
        view.setModel(self.model)

    def add_move(self, rows: int | None = None) -> None:
        number = len(self.moves)
        rows = rows if rows is not None else 1 + number % 3
        last = self.model.rowCount()
        items = []
        for k in range(rows):
            words = f"{number}.{k}: Computer {1 + number % 4} plays a card" + " and pays" * (number % 4)
            item = QStandardItem(words)
            item.setFont(BOLD)
            if k % 2:
                item.setData(self.icon, Qt.ItemDataRole.DecorationRole)
            items.append(item)
        self.model.invisibleRootItem().insertRows(last, items)
        if self.moves:
            for row in range(last - self.moves[-1], last):
                self.model.item(row).setData(None, Qt.ItemDataRole.FontRole)
        self.moves.append(rows)
        self.view.scrollToBottom()

    def undo(self) -> None:
        rows = self.moves.pop()
        self.model.removeRows(self.model.rowCount() - rows, rows)
        self.view.scrollToBottom()


def _shown_right(view: SentenceList) -> bool:
    """What the screen shows (the window's backing store, where scrolled pixels were moved) is what a
    fresh paint of every row draws."""
    app = QApplication.instance()
    app.processEvents()
    shown = app.primaryScreen().grabWindow(view.winId()).toImage()
    return shown == view.grab().toImage()


def _list(qtbot, width: int = 270, height: int = 400) -> tuple[SentenceList, _Log]:
    view = SentenceList()
    qtbot.addWidget(view)
    log = _Log(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    return view, log


def _last_row_shown(view: SentenceList) -> bool:
    model = view.model()
    rect = view.visualRect(model.index(model.rowCount() - 1, 0))
    return view.viewport().rect().contains(rect)


def _work_per_move(view: SentenceList, log: _Log, moves: int) -> list[tuple[int, int, int]]:
    """(rows added, rows measured, rows painted) for each of ``moves`` moves."""
    app = QApplication.instance()
    out = []
    for _ in range(moves):
        measured, painted = view.rows_measured, view.rows_painted
        log.add_move()
        app.processEvents()
        out.append((log.moves[-1], view.rows_measured - measured, view.rows_painted - painted))
    return out


def test_a_move_measures_and_paints_the_rows_it_adds_at_move_50_as_at_move_500(qtbot):
    view, log = _list(qtbot)
    app = QApplication.instance()
    for _ in range(50):
        log.add_move()
    app.processEvents()
    early = _work_per_move(view, log, 12)
    for _ in range(450):
        log.add_move()
    app.processEvents()
    late = _work_per_move(view, log, 12)
    for added, measured, painted in early + late:
        # The new rows, and the move before's (its bold type gone); a row cut at the bottom at most.
        assert measured <= added + 3, (early, late)
        assert painted <= added + 4, (early, late)
    # The same moves (their rows repeat every twelve) cost the same, but for where the page's edge falls.
    assert abs(sum(work[2] for work in late) - sum(work[2] for work in early)) <= 4, (early, late)
    assert _last_row_shown(view)
    assert _shown_right(view)


def test_the_picture_after_each_move_is_a_whole_paint_of_its_rows(qtbot):
    view, log = _list(qtbot, 240, 300)
    for _ in range(40):
        log.add_move()
        assert _shown_right(view), len(log.moves)
        assert _last_row_shown(view)


def test_undo_removes_the_rows_and_paints_what_comes_into_view(qtbot):
    view, log = _list(qtbot, 240, 300)
    for _ in range(30):
        log.add_move()
    QApplication.instance().processEvents()
    for _ in range(4):
        rows = view.model().rowCount()
        painted = view.rows_painted
        log.undo()
        QApplication.instance().processEvents()
        assert view.rows_painted - painted <= 6  # what came into view at the top, not every row again
        assert view.model().rowCount() < rows
        assert _shown_right(view) and _last_row_shown(view)
    log.add_move()
    assert _shown_right(view) and _last_row_shown(view)


def test_a_hidden_list_does_no_work_until_shown_and_then_shows_the_bottom(qtbot, monkeypatch):
    measures: list[int] = []
    original = QStyledItemDelegate.sizeHint

    def measure(self, option, index):
        measures.append(index.row())
        return original(self, option, index)

    monkeypatch.setattr(QStyledItemDelegate, "sizeHint", measure)
    view, log = _list(qtbot, 240, 300)
    for _ in range(20):
        log.add_move()
    QApplication.instance().processEvents()
    view.hide()
    measured, painted, asked = view.rows_measured, view.rows_painted, len(measures)
    for _ in range(200):
        log.add_move()
    log.undo()
    QApplication.instance().processEvents()
    assert (view.rows_measured, view.rows_painted, len(measures)) == (measured, painted, asked)
    view.show()
    qtbot.waitExposed(view)
    assert _shown_right(view)
    assert _last_row_shown(view)  # the scroll to the bottom asked for while hidden
    assert view.rows_measured - measured <= 40  # the last page, not the 200 moves' rows


def test_rows_wrap_again_after_a_resize_and_stay_at_the_bottom(qtbot):
    view, log = _list(qtbot, 400, 300)
    for _ in range(30):
        log.add_move()
    QApplication.instance().processEvents()
    model = view.model()
    last = model.index(model.rowCount() - 1, 0)
    wide = view.visualRect(last).height()
    view.resize(150, 300)
    log.add_move(1)
    last = model.index(model.rowCount() - 1, 0)
    assert view.visualRect(last).height() > wide  # the same sentence on more lines
    assert _shown_right(view) and _last_row_shown(view)
    view.resize(400, 300)
    log.add_move(1)
    assert _shown_right(view) and _last_row_shown(view)


def test_a_click_and_the_keys_choose_rows_where_they_are_drawn(qtbot):
    view, log = _list(qtbot, 240, 300)
    for _ in range(30):
        log.add_move()
    QApplication.instance().processEvents()
    model = view.model()
    row = model.rowCount() - 3
    clicked = []
    view.clicked.connect(lambda index: clicked.append(index.row()))
    where = view.visualRect(model.index(row, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert clicked == [row] and view.currentIndex().row() == row
    assert view.selectionModel().isSelected(model.index(row, 0))
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.currentIndex().row() == row - 1
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.currentIndex().row() == 0
    assert view.visualRect(model.index(0, 0)).top() == 0  # scrolled up to it
    assert view.indexAt(QPoint(5, 2)).row() == 0
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.currentIndex().row() == model.rowCount() - 1 and _last_row_shown(view)
    assert _shown_right(view)


def test_a_screen_reader_reads_every_row(qtbot):
    view, log = _list(qtbot, 240, 300)
    for _ in range(10):
        log.add_move()
    QApplication.instance().processEvents()
    model = view.model()
    reader = QAccessible.queryAccessibleInterface(view)
    assert reader.role() == QAccessible.Role.List
    assert reader.childCount() == model.rowCount()
    last = model.rowCount() - 1
    assert reader.child(last).text(QAccessible.Text.Name) == model.index(last, 0).data()


def test_a_list_shown_with_its_first_scroll_bar_and_a_narrower_list_still_show_the_last_row(qtbot):
    """The scroll bar that comes with the first full page narrows the rows, which wrap again: the bottom,
    asked for while hidden, is the bottom after that; so is the bottom of a list made narrower."""
    view, log = _list(qtbot, 240, 300)
    log.add_move(1)
    QApplication.instance().processEvents()
    assert not view.verticalScrollBar().isVisible()
    view.hide()
    for _ in range(30):
        log.add_move()
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(view.verticalScrollBar().isVisible)  # (Qt shows it at the next pass of the loop)
    assert _shown_right(view) and _last_row_shown(view)
    view.resize(170, 300)
    assert _shown_right(view) and _last_row_shown(view)
