# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The home screen after the record's schema 3 (issue 15, "Player record"): old Campaign Trail games
recorded with electoral votes, states and voters added up show each player's electoral votes (CT-71's
first figure); a game whose save no longer replays counts as played and won but its unknown score
stays out of the average and the best, and its line says the score is not known."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.ai.worker import AiWorker  # noqa: E402
from desktop_app.engine import saves  # noqa: E402
from desktop_app.record.db import record_path  # noqa: E402
from desktop_app.ui.record_panel import UNKNOWN  # noqa: E402

from ..record.helpers import old_record, played  # noqa: E402
from .shell_fixtures import messages, settings  # noqa: E402, F401


def test_the_home_screen_shows_rescored_campaigns_and_leaves_unknown_scores_out(qtbot, settings, messages):
    from desktop_app.ui.main_window import MainWindow

    good, broken = played("campaign-trail", 2, seed=5), played("campaign-trail", 2, seed=6)
    text = saves.dumps(broken)
    record_path().parent.mkdir(parents=True, exist_ok=True)
    old_record(record_path(), [(good, saves.dumps(good)), (broken, text[: len(text) // 3])])

    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    try:
        qtbot.waitUntil(lambda: win.record_keeper.opened, timeout=2000)  # just after the first frame
        win.show_home()
        panel = win.home.record_panel
        panel.refresh()
        ev = good.state.score_sheet().points[0][0]
        won = int(0 in good.state.score_sheet().winners) + int(0 in broken.state.score_sheet().winners)
        assert panel.figures_shown() == [
            ("Campaign Trail", "Computer: Easy", "2", str(won), f"{ev:.1f}", str(ev), "0")]
        assert panel.table.item(0, 4).toolTip() and panel.table.item(0, 5).toolTip()  # "from 1 game"
        lines = [panel.games.item(i).text() for i in range(panel.games.count())]
        assert len(lines) == 2
        assert f"Ada {ev}" in lines[1]  # the older game: its electoral votes, not the old sum
        assert str(sum(good.state.score_sheet().points[0])) not in lines[1]
        assert lines[0].count(UNKNOWN) == 2  # the damaged game: both scores unknown
    finally:
        win.controller.shutdown()
