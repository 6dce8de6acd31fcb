"""The match: undo/redo rules, saves written atomically, and every kind of bad save refused."""

from __future__ import annotations

import json
import os

import pytest

from desktop_app.engine import saves
from desktop_app.engine.errors import IllegalActionError, SaveError
from desktop_app.engine.rng import Rng
from desktop_app.engine.seats import Seat, parse_seats
from desktop_app.engine.session import Match
from desktop_app.games.copernico.actions import Place, Rest
from desktop_app.games.copernico.definition import COPERNICO_GAME


def play(match: Match, steps: int, seed: int = 1) -> None:
    rng = Rng(seed)
    for _ in range(steps):
        if match.is_over():
            return
        p = match.next_mover()
        match.apply(p, rng.choice(match.state.legal_actions(p)))


def hot_seat(seed: int = 5) -> Match:
    return Match(COPERNICO_GAME, [Seat("Ann"), Seat("Bob", colour=1)], {}, seed)


def test_illegal_action_changes_nothing():
    m = hot_seat()
    before = json.dumps(m.state.observation(None))
    with pytest.raises(IllegalActionError):
        m.apply(0, Rest())  # the draft comes first
    assert json.dumps(m.state.observation(None)) == before and m.steps == []


def test_undo_takes_back_a_secret_choice_but_never_a_reveal():
    m = hot_seat()
    m.apply(0, m.state.legal_actions(0)[0])
    assert m.can_undo()
    assert m.undo() and m.steps == []
    assert m.can_redo() and m.redo() and len(m.steps) == 1
    m.apply(1, m.state.legal_actions(1)[0])  # the last draft choice: cards change hands
    assert m.steps[-1].reveals
    assert not m.can_undo() and not m.undo()


def test_free_undo_crosses_reveals_and_redo_replays_the_same_cards():
    m = Match(COPERNICO_GAME, [Seat("Ann"), Seat("Bob", colour=1)], {}, 5, free_undo=True)
    play(m, 6)
    after = json.dumps(m.state.observation(None), sort_keys=True)
    while m.can_undo():
        m.undo()
    assert m.steps == []
    while m.can_redo():
        m.redo()
    assert json.dumps(m.state.observation(None), sort_keys=True) == after


def test_new_action_after_undo_drops_the_redo_branch():
    m = hot_seat()
    legal = m.state.legal_actions(0)
    m.apply(0, legal[0])
    m.undo()
    m.apply(0, legal[1])
    assert not m.can_redo()


def test_undo_with_computer_opponents_returns_to_the_humans_previous_decision():
    m = Match(COPERNICO_GAME, parse_seats("human,ai:random"), {}, 3, free_undo=True)
    # Computers act first in a secret commitment, so the person decides last.
    assert m.next_mover() == 1
    m.apply(1, m.state.legal_actions(1)[0])
    m.apply(0, m.state.legal_actions(0)[0])
    ai = m.next_mover()
    m.apply(ai, m.state.legal_actions(ai)[-1])
    assert len(m.steps) == 3
    m.undo()
    assert len(m.steps) == 1 and m.steps[-1].player == 1
    m.redo()
    assert len(m.steps) == 3  # the person's step and the computer's reply come back together


def test_log_is_filtered_per_viewer():
    m = hot_seat()
    play(m, 2)
    mine = [e.message_id for _, _, e in m.log(0)]
    public = [e.message_id for _, _, e in m.log(None)]
    assert "copernico.draft_resolved" in mine and "copernico.draft_resolved" not in public


def test_save_load_replay_gives_the_identical_state(tmp_path):
    m = hot_seat(9)
    play(m, 40)
    m.undo()
    path = tmp_path / "game.json"
    saves.save(m, path)
    loaded = saves.load(path)
    assert loaded.actions() == m.actions()
    assert loaded.redo_actions == m.redo_actions
    assert json.dumps(loaded.state.observation(0)) == json.dumps(m.state.observation(0))
    assert loaded.state.rng.state == m.state.rng.state
    assert loaded.state.deck == m.state.deck


def test_finished_game_round_trips(tmp_path):
    m = Match(COPERNICO_GAME, parse_seats("ai:random,ai:random,ai:random"), {}, 2)
    play(m, 5000)
    assert m.is_over()
    path = tmp_path / "done.json"
    saves.save(m, path)
    assert saves.load(path).state.score_sheet() == m.state.score_sheet()


def test_crash_while_saving_keeps_the_previous_save(tmp_path, monkeypatch):
    m = hot_seat()
    path = tmp_path / "autosave.json"
    saves.save(m, path)
    before = path.read_bytes()
    play(m, 3)

    def boom(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.save(m, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]  # no temporary file left


def _bad_saves(good: dict) -> dict[str, bytes]:
    text = json.dumps(good)
    too_new = dict(good, format_version=99, app_version="9.0")
    wrong_action = json.loads(text)
    wrong_action["actions"][0]["action"] = Place("Q01", 1).to_json()
    hostile = dict(good, actions=[{"player": 0, "action": {"kind": "__import__('os').system('x')"}}])
    return {
        "truncated": text[: len(text) // 2].encode(),
        "not json": b"\x00\x01garbage",
        "binary": bytes(range(256)),
        "empty": b"",
        "list": b"[1, 2, 3]",
        "other format": json.dumps({"format": "other"}).encode(),
        "too new": json.dumps(too_new).encode(),
        "unknown game": json.dumps(dict(good, game="chess")).encode(),
        "illegal action": json.dumps(wrong_action).encode(),
        "hostile": json.dumps(hostile).encode(),
        "bad seat": json.dumps(dict(good, seats=[{"name": 1}])).encode(),
        "bad player": json.dumps(dict(good, actions=[{"player": 7, "action": Rest().to_json()}])).encode(),
        "deep": b"[" * 100000 + b"]" * 100000,
        "bad option": json.dumps(dict(good, options={"turbo": True})).encode(),
    }


def test_corrupt_saves_give_a_clear_error_and_stay_untouched(tmp_path):
    m = hot_seat()
    play(m, 4)
    good = saves.match_to_json(m)
    for name, raw in _bad_saves(good).items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(raw)
        with pytest.raises(SaveError) as info:
            saves.load(path)
        assert str(info.value), name
        assert path.read_bytes() == raw, f"{name}: the file was modified"


def test_too_new_save_names_the_version():
    good = saves.match_to_json(hot_seat())
    with pytest.raises(SaveError, match="newer"):
        saves.loads(json.dumps(dict(good, format_version=2)))


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(SaveError, match="cannot be read"):
        saves.load(tmp_path / "nope.json")
