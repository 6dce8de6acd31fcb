"""The strip above the table keeps room for a two-line prompt (issues 13 and 15): a prompt that wraps
onto a second line, and the next game's first one-line prompt, leave the table's size as it was, so the
table is not laid out and its map fitted and painted anew while a computer thinks."""

from __future__ import annotations

from desktop_app.ui.status_panel import StatusPanel


def _detail_of_lines(panel: StatusPanel, lines: int) -> str:
    """A detail that wraps onto exactly ``lines`` lines at the strip's text width."""
    width = panel._texts_width()
    line = panel.detail.fontMetrics().lineSpacing()
    text = "Choose"
    while True:
        panel.detail.setText(text)
        if panel.detail.heightForWidth(width) >= lines * line:
            return text
        text += " a highlighted state"


def _panel(qtbot) -> StatusPanel:
    """The strip at about its width in the window at 1280x800, saying a one-line detail."""
    panel = StatusPanel()
    qtbot.addWidget(panel)
    panel.resize(1000, panel.sizeHint().height())
    panel.show()
    panel.set_status(None, "Your turn, Ada.", "Phase: Campaigning", False)
    return panel


def test_a_prompt_wrapping_onto_a_second_line_does_not_resize_the_strip(qtbot):
    panel = _panel(qtbot)
    panel.new_table()
    one_line = panel.sizeHint().height()
    two_lines = _detail_of_lines(panel, 2)
    panel.set_status(None, "Your turn, Ada.", two_lines, False)
    assert panel.sizeHint().height() == one_line
    panel.set_status(None, "Computer 2 is thinking…", "Phase: Campaigning", True)
    panel.new_table()  # the next game starts with a one-line prompt
    assert panel.sizeHint().height() == one_line
    # the texts read where they are: the detail is as tall as its words, under the headline
    panel.set_status(None, "Your turn, Ada.", two_lines, False)
    assert panel.detail.height() >= panel.detail.heightForWidth(panel.detail.width())
    assert panel.detail.geometry().top() == panel.headline.geometry().bottom() + 1


def test_a_longer_prompt_still_gets_its_lines(qtbot):
    panel = _panel(qtbot)
    before = panel.sizeHint().height()
    panel.set_status(None, "Your turn, Ada.", _detail_of_lines(panel, 3), False)
    assert panel.sizeHint().height() > before
