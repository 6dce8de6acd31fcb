"""Issue 12: action fields have exact types (True is not 1, 3.0 is not 3) in the codec and in the
legality check."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from desktop_app.engine import saves
from desktop_app.engine.actions import same_action
from desktop_app.engine.errors import IllegalActionError, SaveError
from desktop_app.engine.seats import parse_seats
from desktop_app.engine.session import Match
from desktop_app.games.catalogue import get_game
from desktop_app.games.copernico.actions import Place
from desktop_app.games.councils.actions import ChoosePosition

from .helpers import GAMES, write


def _int_field(action) -> str | None:
    for field in dataclasses.fields(action):
        if type(getattr(action, field.name)) is int:
            return field.name
    return None


def _match_with_int_action(game_id: str, seed: int = 1):
    """A match whose next mover has a legal action with an int field, and that action."""
    rng = random.Random(seed)
    for _attempt in range(40):
        game = get_game(game_id)
        match = Match(game, parse_seats("human,human,human"), {}, rng.randrange(1000))
        for _ in range(600):
            if match.is_over():
                break
            player = match.next_mover()
            legal = match.state.legal_actions(player)
            with_int = [a for a in legal if _int_field(a)]
            if with_int:
                return match, player, rng.choice(with_int)
            match.apply(player, rng.choice(legal))
    raise AssertionError(f"no action with a number field came up in {game_id}")


@pytest.mark.parametrize("game_id", GAMES)
def test_check_legal_refuses_a_float_or_bool_where_an_int_is_due(game_id):
    match, player, action = _match_with_int_action(game_id)
    name = _int_field(action)
    value = getattr(action, name)
    steps = len(match.steps)
    wrong = [dataclasses.replace(action, **{name: float(value)})]
    if value in (0, 1):
        wrong.append(dataclasses.replace(action, **{name: bool(value)}))
    for bad in wrong:
        assert bad == action  # what the old == check let through
        assert not same_action(bad, action)
        with pytest.raises(IllegalActionError):
            match.apply(player, bad)
    assert len(match.steps) == steps
    match.apply(player, action)  # the exact one is still legal


def test_the_codec_refuses_wrong_types_for_each_field():
    codec = get_game("councils").action_codec
    assert codec.decode({"kind": "position", "x": 3, "y": -1}) == ChoosePosition(3, -1)
    for bad in (3.0, True, "3", None, [3]):
        with pytest.raises(SaveError, match="type"):
            codec.decode({"kind": "position", "x": bad, "y": 0})
    copernico = get_game("copernico").action_codec
    with pytest.raises(SaveError, match="type"):
        copernico.decode({"kind": Place.kind, "card": 5, "position": 1})
    with pytest.raises(SaveError, match="type"):
        copernico.decode({"kind": "draft", "keep": "Q1", "left": None, "right": 7, "discard": None})


def test_a_save_with_a_float_position_is_refused(tmp_path):
    match, player, action = _match_with_int_action("councils", seed=2)
    match.apply(player, action)
    data = json.loads(saves.dumps(match))
    field = _int_field(action)
    data["actions"][-1]["action"][field] = float(getattr(action, field))
    with pytest.raises(SaveError, match="type"):
        saves.load(write(tmp_path / "f.json", data))
    data["actions"][-1]["action"][field] = getattr(action, field)
    assert saves.load(write(tmp_path / "g.json", data)).actions() == match.actions()


def test_a_bool_player_or_seed_is_refused(tmp_path):
    match, player, action = _match_with_int_action("copernico")
    data = json.loads(saves.dumps(match))
    with pytest.raises(SaveError, match="seed"):
        saves.load(write(tmp_path / "a.json", dict(data, seed=True)))
    if data["actions"]:
        first = data["actions"][0]["player"]
        data["actions"][0]["player"] = bool(first) if first < 2 else float(first)
        with pytest.raises(SaveError, match="malformed"):
            saves.load(write(tmp_path / "b.json", data))
