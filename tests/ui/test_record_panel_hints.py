"""Issue 15, "Player record": the home screen's record shows the hints used ("What would you play?"),
per game and computer level in its table and in each past game's line."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from types import SimpleNamespace  # noqa: E402

from desktop_app.record.db import RecordDb  # noqa: E402
from desktop_app.ui.record_panel import RecordPanel  # noqa: E402
from tests.record.helpers import played  # noqa: E402


def test_the_record_panel_shows_hints_used_per_game_and_level(qtbot, tmp_path):
    record = RecordDb.open(tmp_path / "record.sqlite3")
    first, second = played("councils", 2, seed=7), played("councils", 2, seed=8)
    record.record_match(first, hints_used=3)
    record.record_match(second, hints_used=0)
    panel = RecordPanel()
    qtbot.addWidget(panel)
    panel.set_source(SimpleNamespace(db=record))  # the panel reads the keeper's database only
    headers = [panel.table.horizontalHeaderItem(c).text() for c in range(panel.table.columnCount())]
    assert headers[-1] == "Hints"
    [row] = panel.figures_shown()
    assert row[:3] == ("Councils & Contracts", "Computer: Easy", "2") and row[-1] == "3"
    lines = [panel.games.item(i).text() for i in range(panel.games.count())]
    assert sum("3 hints used" in line for line in lines) == 1
    assert not any("hint" in line for line in lines if "3 hints used" not in line)
    record.close()
