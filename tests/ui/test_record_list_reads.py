"""Issue 15, "Player record", read on the home screen at 1280x800: the finished games' list says what it
holds and what its star means, and dates each game as the games in progress above it are dated (the
language's short date and time, not "2026-12-03 08:34" under "last played 12/3/26 8:34 AM")."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import datetime  # noqa: E402
from types import SimpleNamespace  # noqa: E402

from desktop_app.record.db import RecordDb  # noqa: E402
from desktop_app.ui.games_in_progress import date_text  # noqa: E402
from desktop_app.ui.record_panel import RecordPanel  # noqa: E402
from tests.record.helpers import played  # noqa: E402


def test_the_finished_games_say_what_the_star_means_and_carry_the_homes_dates(qtbot, tmp_path):
    record = RecordDb.open(tmp_path / "record.sqlite3")
    record.record_match(played("councils", 2, seed=7), hints_used=0)
    panel = RecordPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_source(SimpleNamespace(db=record))
    [entry] = record.games()
    moment = datetime.datetime.fromisoformat(entry.finished_at.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.UTC)
    line = panel.games.item(0).text()
    assert line.startswith(date_text(moment.timestamp()) + " · Councils & Contracts: ")
    assert "★" in line
    caption = panel.games_caption
    assert caption is not None and caption.isVisible() and "★" in caption.text()
    assert "winner" in caption.text()
    record.close()


def test_an_empty_record_shows_no_caption_for_an_empty_list(qtbot):
    panel = RecordPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_source(SimpleNamespace(db=SimpleNamespace(games=lambda: [])))
    assert panel.empty_label.isVisible()
    assert panel.games_caption is None or not panel.games_caption.isVisible()
