"""The one "pick a save file" dialog behind File > Open and Replay a saved game (ui/save_files.py)."""

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from desktop_app.engine.paths import saves_dir
from desktop_app.ui.save_files import pick_save


def test_a_given_path_skips_the_dialog(qtbot, monkeypatch, tmp_path):
    def refuse(*args, **kwargs):
        raise AssertionError("the dialog must not open when the caller has a path")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(refuse))
    parent = QWidget()
    qtbot.addWidget(parent)
    assert pick_save(parent, str(tmp_path / "a.json"), "Open", "*.json") == tmp_path / "a.json"


def test_the_dialog_opens_in_the_saves_folder_and_cancel_gives_none(qtbot, monkeypatch, tmp_path):
    asked: list[tuple] = []
    answers = iter([(str(tmp_path / "picked.json"), ""), ("", "")])

    def dialog(*args, **kwargs):
        asked.append(args)
        return next(answers)

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(dialog))
    parent = QWidget()
    qtbot.addWidget(parent)
    assert pick_save(parent, None, "Replay", "saves (*.json)") == Path(tmp_path / "picked.json")
    assert pick_save(parent, None, "Replay", "saves (*.json)") is None
    assert asked[0] == (parent, "Replay", str(saves_dir()), "saves (*.json)")
