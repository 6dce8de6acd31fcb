"""``check-save``: a summary for a good save, a clear error and exit 1 for a bad one."""

from __future__ import annotations

import subprocess
import sys

from desktop_app.cli import check_save
from desktop_app.engine import saves
from desktop_app.engine.seats import parse_seats
from desktop_app.engine.session import Match
from desktop_app.games.copernico.definition import COPERNICO_GAME


def test_check_save_summarises_a_good_save(tmp_path, capsys):
    m = Match(COPERNICO_GAME, parse_seats("human,ai:easy"), {}, 4)
    m.apply(1, m.state.legal_actions(1)[0])
    path = tmp_path / "g.json"
    saves.save(m, path)
    assert check_save.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "valid Copernico save" in out and "1 replayed" in out and "waiting for Player 1" in out


def test_check_save_rejects_a_damaged_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "game-table-save", "format_version": 1, "game": "copernico"')
    run = subprocess.run([sys.executable, "-m", "desktop_app", "check-save", str(path)],
                         capture_output=True, text=True)
    assert run.returncode == 1
    assert "damaged or truncated" in run.stderr
