# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 13 (start to first frame): what the first frame does without naming ``Qt`` is the same as what
the usual calls do (ui/qt_names.py, ui/dock_layout.py). Compared, never timed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QLabel  # noqa: E402

from desktop_app.ui import dock_layout, qt_names  # noqa: E402
from desktop_app.ui.main_window import MainWindow  # noqa: E402

from .shell_fixtures import settings  # noqa: E402, F401


def test_the_roles_are_qts():
    assert Qt.ItemDataRole.ForegroundRole.value == qt_names.FOREGROUND_ROLE
    assert Qt.ItemDataRole.AccessibleTextRole.value == qt_names.ACCESSIBLE_TEXT_ROLE
    assert Qt.ItemDataRole.UserRole.value == qt_names.USER_ROLE


def test_an_enum_property_is_set_by_its_keys_name(qtbot):
    label = QLabel("<b>x</b>")
    qtbot.addWidget(label)
    qt_names.set_enum(label, "textFormat", "PlainText")
    assert label.textFormat() == Qt.TextFormat.PlainText
    qt_names.set_enum(label, "alignment", "AlignRight|AlignVCenter")
    assert label.alignment() == Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    with pytest.raises(ValueError):
        qt_names.set_enum(label, "textFormat", "Plain")


def test_once_qt_is_named_a_waiting_call_runs_at_once(monkeypatch):
    assert qt_names.named()  # this module named it
    ran: list[int] = []
    qt_names.when_named(lambda: ran.append(1))
    assert ran == [1]
    # Queued before Qt was named (no frame shown since): run, in order, with the next call.
    monkeypatch.setattr(qt_names, "named", lambda: False)
    qt_names.when_named(lambda: ran.append(2))
    assert ran == [1]
    monkeypatch.undo()
    qt_names.when_named(lambda: ran.append(3))
    assert ran == [1, 2, 3]


def test_the_stored_dock_state_is_what_the_calls_leave(qtbot, settings, monkeypatch):
    """The state taken in a new main window just after the calls dock its three docks."""
    taken: list[bytes] = []
    calls = dock_layout.arrange_by_calls

    def by_calls(window, log, history, moves) -> None:
        calls(window, log, history, moves)
        taken.append(bytes(window.saveState().data()))

    monkeypatch.setattr(dock_layout, "STATE", b"")  # nothing to restore: the calls run
    monkeypatch.setattr(dock_layout, "arrange_by_calls", by_calls)
    qtbot.addWidget(MainWindow(settings, worker_factory=lambda: None))
    monkeypatch.undo()
    assert taken[0] == dock_layout.STATE, f"the state is now {taken[0].hex()}"


def test_a_window_with_its_docks_restored_is_the_window_docked_by_the_calls(qtbot, settings, monkeypatch):
    restored = MainWindow(settings, worker_factory=lambda: None)
    qtbot.addWidget(restored)
    monkeypatch.setattr(dock_layout, "STATE", b"")  # nothing to restore: the calls run
    called = MainWindow(settings, worker_factory=lambda: None)
    qtbot.addWidget(called)
    for window in (restored, called):
        window.resize(1280, 800)
        window.show()
    qtbot.wait(10)
    assert bytes(restored.saveState().data()) == bytes(called.saveState().data())

    def same_docks() -> None:
        for name in dock_layout.NAMES:
            dock = restored.findChild(type(restored.log_dock), name)
            assert restored.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
            twin = called.findChild(type(called.log_dock), name)
            assert dock.isVisible() == twin.isVisible()
            if dock.isVisible():  # a dock the home screen hides has not been laid out yet
                assert dock.geometry() == twin.geometry()

    same_docks()
    for window in (restored, called):
        window._show_table()  # the log and the history shown, the moves a tab behind the log
    qtbot.wait(10)
    same_docks()

    def tabs(window: MainWindow) -> list[str]:
        return sorted(dock.objectName() for dock in window.tabifiedDockWidgets(window.log_dock))

    assert "movesDock" in tabs(called) and tabs(restored) == tabs(called)
    assert bytes(restored.saveState().data()) == bytes(called.saveState().data())
