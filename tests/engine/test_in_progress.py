"""Issue 15, "nothing is ever lost": the games-in-progress folder (engine/in_progress.py) without the UI."""

from __future__ import annotations

import os

from desktop_app.engine import in_progress, saves
from desktop_app.engine.paths import autosave_path, finished_dir, in_progress_dir
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Match
from desktop_app.games.catalogue import get_game


def _match(game_id: str = "councils", moves: int = 4, to_end: bool = False) -> Match:
    game = get_game(game_id)
    match = Match(game, [Seat("Ada"), Seat("Bo", "ai", "easy", 1)], {}, 9)
    while not match.is_over() and (to_end or len(match.steps) < moves):
        player = match.next_mover()
        match.apply(player, match.state.legal_actions(player)[0])
    return match


def test_new_files_never_collide_and_are_listed_newest_first():
    first = in_progress.new_path("councils")
    saves.save(_match(), first)
    os.utime(first, (1_000, 1_000))
    second = in_progress.new_path("councils")
    assert second != first
    saves.save(_match(moves=6), second)
    assert in_progress.listing() == [second, first]


def test_leftovers_are_not_games():
    (in_progress_dir() / ".councils-20260101-101010-abcdef.json.x1.tmp").write_text("{}")
    (in_progress_dir() / "councils-20260101-101010-abcdef-damaged-20260101-101011.json").write_text("{}")
    assert in_progress.listing() == []


def test_a_finished_game_moves_among_the_finished_and_comes_back_after_an_undo():
    path = in_progress.new_path("copernico")
    match = _match("copernico", to_end=True)
    in_progress.write(match, path)
    assert not path.exists() and (finished_dir() / path.name).exists()
    running = _match("copernico", moves=3)
    in_progress.write(running, path)
    assert saves.load(path).actions() == running.actions()


def test_the_saves_carry_their_labels():
    data = saves.match_to_json(_match("councils", moves=8))
    assert data["over"] is False and data["progress"][0] == "round" and data["progress"][1] >= 1


def test_migration_moves_a_sound_autosave_and_leaves_a_damaged_one():
    match = _match()
    saves.save(match, autosave_path())
    moved = in_progress.migrate_legacy()
    assert moved is not None and moved.parent == in_progress_dir() and not autosave_path().exists()
    assert saves.load(moved).actions() == match.actions()
    autosave_path().write_bytes(b"not a save")
    assert in_progress.migrate_legacy() is None
    assert autosave_path().read_bytes() == b"not a save"


def test_migration_of_a_finished_game_keeps_it_among_the_finished():
    saves.save(_match("copernico", to_end=True), autosave_path())
    moved = in_progress.migrate_legacy()
    assert moved is not None and moved.parent == finished_dir()
    assert in_progress.listing() == []
