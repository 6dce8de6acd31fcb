"""The screenshot tool opens the states issue 15's "Done when" asks to be seen (``--show``): a refused move
with its reason on the table, the guided first game with its panel and pointer, the replay with its chart.
(The hint's state waits for the Hard player's search: it is shown by tests/ui/test_hint.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from desktop_app.cli import screenshot


@pytest.mark.parametrize(("show", "extra"), [
    ("refusal", ["--moves", "6"]), ("lesson", ["--lesson-steps", "1"]), ("replay", ["--size", "960x540"])])
def test_the_screenshot_tool_opens_each_state(show, extra, qtbot, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GAME_TABLE_SETTINGS", str(tmp_path / "s.ini"))
    out = tmp_path / f"{show}.png"
    args = ["--game", "copernico", "--players", "human,ai:random", "--seed", "3", "--out", str(out),
            "--show", show, *extra]
    assert screenshot.main(args) == 0
    said = capsys.readouterr().out
    assert f"({show}" in said or "(replay at action" in said, said
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 960
