"""Issue 15: the new-game dialog remembers, per game, the player count, the seats (person or computer and
its level) and the options last started with, and explains each computer level in one line."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from desktop_app.engine.seats import AI_LEVELS  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameDialog, level_help  # noqa: E402
from desktop_app.ui.settings import Settings  # noqa: E402


def _start(qtbot, settings, game_id, count, seats, options=None) -> None:
    dialog = NewGameDialog(settings, game_id)
    qtbot.addWidget(dialog)
    dialog.count.setValue(count)
    for index, (kind, level) in enumerate(seats):
        dialog.set_seat(index, kind, level, name=f"P{index}")
    for key, value in (options or {}).items():
        dialog.set_option(key, value)
    dialog.accept()


def test_the_dialog_remembers_count_seats_and_options_per_game(qtbot, tmp_path):
    settings = Settings(tmp_path / "settings.ini")
    _start(qtbot, settings, "copycat", 3, [("human", None), ("ai", "hard"), ("ai", "easy")])
    _start(qtbot, settings, "campaign-trail", 2, [("ai", "easy"), ("human", None)],
           {"dirty_politics": True})
    again = NewGameDialog(Settings(tmp_path / "settings.ini"), "copycat")  # a fresh start of the app
    qtbot.addWidget(again)
    config = again.config()
    assert len(config.seats) == 3
    assert [(s.kind, s.level) for s in config.seats] == [("human", None), ("ai", "hard"), ("ai", "easy")]
    again.game_box.setCurrentIndex(again.game_box.findData("campaign-trail"))  # and the other game's
    config = again.config()
    assert [(s.kind, s.level) for s in config.seats] == [("ai", "easy"), ("human", None)]
    assert config.options["dirty_politics"] is True


def test_a_game_never_started_keeps_the_defaults_and_a_broken_memory_is_ignored(qtbot, tmp_path):
    settings = Settings(tmp_path / "settings.ini")
    settings._store.setValue("new_game/copycat", "{not json")
    dialog = NewGameDialog(settings, "copycat")
    qtbot.addWidget(dialog)
    config = dialog.config()
    assert config.seats[0].kind == "human" and config.seats[1].kind == "ai"
    assert settings.last_setup("copycat") is None
    settings._store.setValue("new_game/copycat", '{"players": 9, "seats": [{"kind": "ai", "level": "x"}], '
                                                 '"options": {}}')
    remembered = settings.last_setup("copycat")
    assert remembered == {"players": 9, "seats": [{"kind": "ai", "level": None}], "options": {}}
    dialog = NewGameDialog(settings, "copycat")  # a count beyond the game's range is brought into it
    qtbot.addWidget(dialog)
    assert dialog.count.value() == dialog.game.max_players


def test_each_computer_level_is_explained_in_one_line(qtbot, tmp_path):
    dialog = NewGameDialog(Settings(tmp_path / "settings.ini"), "copernico")
    qtbot.addWidget(dialog)
    lines = dialog.levels_note.text().split("\n")
    assert len(lines) == len(AI_LEVELS)
    for level, line in zip(AI_LEVELS, lines, strict=True):
        assert line == level_help(level) and line.lower().startswith(level)
    assert "s" in level_help("normal") and "0.1" in level_help("normal")  # how long it thinks
    combo = dialog._rows[1].level
    for i in range(combo.count()):
        assert combo.itemData(i, Qt.ItemDataRole.ToolTipRole) == level_help(combo.itemData(i))
