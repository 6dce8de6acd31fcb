"""Issue 13: the home screen labels the games in progress from each save's header (``peek_save``, which
reads the bytes through engine/save_bytes.py and never replays, so the first frame needs no engine
session). What it reads must be what the full reader (engine/saves.py, replaying every action) finds."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine import save_bytes, saves  # noqa: E402
from desktop_app.engine.errors import SaveError  # noqa: E402
from desktop_app.ui.games_in_progress import peek_save  # noqa: E402

GOLDEN = sorted((Path(__file__).resolve().parents[1] / "golden").glob("*.json"))


def test_there_are_golden_saves():
    assert len(GOLDEN) >= 4


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_the_label_of_a_golden_save_is_what_loading_it_finds(path):
    match = saves.load(path)
    info = peek_save(path)
    assert info is not None
    assert info["game"] == match.game.id
    assert info["names"] == [seat.name for seat in match.seats]
    assert info["moves"] == len(match.steps)


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_the_label_of_a_save_this_version_writes_is_what_loading_it_finds(path, tmp_path):
    """This version's saves also carry how far the game is and whether it is over (the golden ones are
    older): the header says what the replayed match says, at the end and part of the way."""
    data = saves.match_to_json(saves.load(path))
    for part, actions in (("end", data["actions"]), ("half", data["actions"][: len(data["actions"]) // 2])):
        target = tmp_path / f"{part}.json"
        saves.save(saves.match_from_json({**data, "actions": actions, "redo": []}), target)
        info = peek_save(target)
        reloaded = saves.load(target)
        assert info is not None
        assert (info["game"], info["names"], info["moves"]) == (
            reloaded.game.id, [seat.name for seat in reloaded.seats], len(reloaded.steps))
        assert info["over"] is reloaded.is_over() and info["over"] is (part == "end")
        assert info["progress"] == saves.match_to_json(reloaded)["progress"]


def test_a_damaged_save_has_no_label_and_does_not_load(tmp_path):
    source = GOLDEN[0]
    cut = tmp_path / "cut.json"
    cut.write_bytes(source.read_bytes()[: source.stat().st_size // 2])
    long_name = tmp_path / "long-name.json"
    text = source.read_text(encoding="utf-8")
    name = saves.load(source).seats[0].name
    long_name.write_text(text.replace(f'"{name}"', '"' + "N" * (save_bytes.MAX_NAME_CHARS + 1) + '"', 1),
                         encoding="utf-8")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    for path in (cut, long_name, folder):
        assert peek_save(path) is None, path.name
        with pytest.raises(SaveError):
            saves.load(path)


def test_the_bounds_are_the_full_readers():
    assert saves.MAX_NAME_CHARS == save_bytes.MAX_NAME_CHARS
    assert saves.read_save_bytes is save_bytes.read_save_bytes
