"""Issue 12: the redo list is validated on load like the actions (an invalid branch is dropped with a
note), and the lists without a natural bound have limits that keep Open fast."""

from __future__ import annotations

import random

import pytest

from desktop_app.cli import check_save
from desktop_app.engine import saves
from desktop_app.engine.errors import SaveError
from desktop_app.engine.seats import parse_seats
from desktop_app.engine.session import Match
from desktop_app.games.catalogue import get_game

from .helpers import GAMES, played, save_data, write


@pytest.mark.parametrize("game_id", GAMES)
def test_a_valid_redo_list_is_kept_and_redo_still_works(tmp_path, game_id):
    match = played(game_id, 30, undo=2)
    assert match.redo_actions
    loaded = saves.load(write(tmp_path / "r.json", save_data(match)))
    assert loaded.redo_actions == match.redo_actions and loaded.load_notes == []
    while loaded.redo_actions:
        loaded.redo()
    assert len(loaded.steps) > len(match.steps)


def _broken_redo_variants(data):
    played_actions = data["actions"]
    yield "illegal", played_actions[:1] + data["redo"]  # the first action again, now illegal
    yield "not a list", {"player": 0}
    yield "malformed entry", data["redo"] + [{"player": 0}]
    yield "unknown kind", [{"player": 0, "action": {"kind": "nope"}}] + data["redo"]
    yield "wrong type", [dict(e, player=float(e["player"])) for e in data["redo"]]


@pytest.mark.parametrize("game_id", GAMES)
def test_an_invalid_redo_branch_is_dropped_with_a_note(tmp_path, game_id, caplog):
    match = played(game_id, 30, undo=2)
    data = save_data(match)
    for what, redo in _broken_redo_variants(data):
        loaded = saves.load(write(tmp_path / "b.json", dict(data, redo=redo)))
        assert loaded.redo_actions == [], what
        assert loaded.actions() == match.actions(), what  # the played game itself is intact
        assert loaded.load_notes and "dropped" in loaded.load_notes[0], what
        assert not loaded.redo()
    assert "redo" in caplog.text  # logged too


def test_check_save_reports_the_dropped_redo_branch(tmp_path, capsys):
    match = played("copernico", 20, undo=1)
    data = save_data(match)
    path = write(tmp_path / "c.json", dict(data, redo=data["actions"][:1]))
    assert check_save.main([str(path)]) == check_save.EXIT_VALID
    out = capsys.readouterr().out
    assert "0 to redo" in out and "note:" in out and "dropped" in out


def test_the_action_list_has_a_limit(tmp_path):
    data = save_data(played("copycat", 3))
    data["actions"] = data["actions"][:1] * (saves.MAX_ACTIONS + 1)
    with pytest.raises(SaveError, match="at most"):
        saves.load(write(tmp_path / "many.json", data))


def test_seat_names_are_bounded_and_without_control_characters(tmp_path):
    data = save_data(played("councils", 3))
    for name in ("N" * (saves.MAX_NAME_CHARS + 1), "", "a\nb", "nul\x00", 7):
        data["seats"][0]["name"] = name
        with pytest.raises(SaveError, match="name"):
            saves.load(write(tmp_path / "n.json", data))
    data["seats"][0]["name"] = "<b>x</b><img src=a.png>"  # markup is allowed: it is shown as text
    assert saves.load(write(tmp_path / "n.json", data)).seats[0].name == "<b>x</b><img src=a.png>"


def _long_match(game_id: str, actions: int) -> Match:
    """Random legal play at the most seats until ``actions`` are played or the game ends."""
    game = get_game(game_id)
    rng = random.Random(9)
    match = Match(game, parse_seats(",".join(["human"] * game.max_players)), {}, 9)
    while len(match.steps) < actions and not match.is_over():
        player = match.next_mover()
        match.apply(player, rng.choice(match.state.legal_actions(player)))
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_a_300_action_save_opens_with_one_pass_of_the_rules_per_action(tmp_path, game_id, monkeypatch):
    """What keeps Open fast, counted rather than timed: each saved action goes through the rules once (one
    copy of the state, one application, at most one listing of the legal actions), so opening a save grows
    with its length and never replays a step twice."""
    match = _long_match(game_id, 300)
    # A whole Copernico game is shorter than 300 actions even at five seats: then the whole game.
    assert len(match.steps) == 300 or match.is_over()
    assert len(match.steps) >= 150
    path = write(tmp_path / "long.json", save_data(match))
    state_class = type(match.state)
    calls = {"apply_action": 0, "clone": 0, "legal_actions": 0}
    for name in calls:
        real = getattr(state_class, name)

        def counted(self, *args, _name=name, _real=real, **kwargs):
            calls[_name] += 1
            return _real(self, *args, **kwargs)

        monkeypatch.setattr(state_class, name, counted)
    loaded = saves.load(path)
    assert loaded.actions() == match.actions()
    actions = len(match.steps)
    assert calls["apply_action"] == actions, calls
    assert calls["clone"] <= actions and calls["legal_actions"] <= actions, calls
