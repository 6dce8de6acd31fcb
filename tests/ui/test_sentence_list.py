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
