# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, "Guided first game", played at 1280x800: the lesson's panel keeps one height from the first
step to the closing words, so the table below it is never rescaled between steps. In the app's own font
Copernico's first step takes three lines where the others take two: the panel grew for it and the whole
table shrank, and grew back with the next step. Here one step is made longer than the others."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.games.lessons import load_lesson  # noqa: E402
from desktop_app.ui import lesson as lesson_ui  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401
from .test_lesson_window import send, wait_for_person  # noqa: E402


def test_the_lesson_panel_and_the_table_keep_their_size_through_the_lesson(qtbot, game_window, monkeypatch):
    long_key = load_lesson("copernico").person_steps()[1].text
    plain = lesson_ui.lesson_text
    monkeypatch.setattr(lesson_ui, "lesson_text",
                        lambda key: " ".join([plain(key)] * (4 if key == long_key else 1)))
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
        send(win, runner.expected()[1][0])
    assert len(heights) > 1  # the texts do take different heights
    assert len(sizes) == 1, sizes
