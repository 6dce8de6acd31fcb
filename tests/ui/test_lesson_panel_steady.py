# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, "Guided first game", played at 1280x800: the lesson's panel keeps one height from the first
step to the closing words, so the table below it is never rescaled between steps. In the app's own font
Copernico's first step takes three lines where the others take two: the panel grew for it and the whole
table shrank, and grew back with the next step; and the lesson's note on a wrong move left the panel a pixel
taller than before. Here one step is made longer than the others."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QFont  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.app import APP_FONT, load_fonts  # noqa: E402
from desktop_app.games.lessons import load_lesson  # noqa: E402
from desktop_app.ui import lesson as lesson_ui  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401
from .test_lesson_window import send, wait_for_person  # noqa: E402


@pytest.fixture
def app_font(qapp):
    """The app's own font, as make_application sets it (the test's default font hid the pixel)."""
    before = qapp.font()
    if APP_FONT in load_fonts():
        font = QFont(APP_FONT)
        font.setPointSizeF(max(10.0, before.pointSizeF()))
        qapp.setFont(font)
    yield
    qapp.setFont(before)


def test_the_lesson_panel_and_the_table_keep_their_size_through_the_lesson(qtbot, app_font, game_window,
                                                                            monkeypatch):
    long_key = load_lesson("copernico").person_steps()[1].text
    plain = lesson_ui.lesson_text
    monkeypatch.setattr(lesson_ui, "lesson_text",
                        lambda key: " ".join([plain(key)] * (2 if key == long_key else 1)))
    win = game_window
    runner = win.lessons
    assert runner.start("copernico")
    sizes: set[tuple[int, int]] = set()
    heights: set[int] = set()
    while True:
        wait_for_person(qtbot, win)
        QApplication.processEvents()
        sizes.add((runner.panel.height(), win.view.viewport().height()))
        text = runner.panel.text
        heights.add(text.fontMetrics().boundingRect(0, 0, text.contentsRect().width(), 10_000,
                                                    int(Qt.TextFlag.TextWordWrap), text.text()).height())
        if not runner.active:
            break
        wanted = runner.expected()[1][0]
        if len(sizes) == 1 and not runner.panel.note.text():  # once: a wrong move, answered with the note
            send(win, next(a for a in win.controller.last_legal if a != wanted))
            QApplication.processEvents()
            assert runner.panel.note.text()
            sizes.add((runner.panel.height(), win.view.viewport().height()))
        send(win, wanted)
    assert len(heights) > 1  # the texts do take different heights
    assert len(sizes) == 1, sizes
    assert win.size().height() == 800
