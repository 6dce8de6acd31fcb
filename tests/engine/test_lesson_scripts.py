"""The guided first games' scripts (resources/<game>/lesson.json) still play under the rules: every scripted
action is legal at its step and the whole script is played, for every title (issue 15, "Guided first game").
A rules change that breaks a lesson fails here, not in front of a new player. Broken scripts are refused
on load with the file named."""

from __future__ import annotations

import copy

import pytest

from desktop_app.games.catalogue import get_game
from desktop_app.games.lessons import folder, has_lesson, load_lesson, parse_lesson, replay
from desktop_app.resources import ResourceError, load_json

GAMES = ("copernico", "copycat", "councils", "campaign-trail")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_scripted_action_is_legal_at_its_step_and_the_script_plays_out(game_id):
    lesson = load_lesson(game_id)
    game = get_game(game_id)
    state = game.new_game(len(lesson.seats), game.normalize_options(len(lesson.seats), lesson.options),
                          lesson.seed)
    played = 0
    for step in lesson.steps:
        for action in step.actions:
            assert step.player in state.to_move(), f"step {played}: seat {step.player} is not to move"
            assert action in state.legal_actions(step.player), f"step {played}: {action} is not legal"
            state.apply_action(step.player, action)
            played += 1
    assert played == len(lesson.actions())
    assert not state.is_terminal() and state.to_move()  # a game to play on
    assert 3 <= len(lesson.person_steps()) <= 8  # a few of the person's decisions, as the issue asks
    assert lesson.seats.count("human") == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_the_replay_agrees_with_the_engine_save_form(game_id):
    """The scripted actions are written the way saves write them: encoding them again gives the file."""
    lesson = load_lesson(game_id)
    doc = load_json(folder(game_id), "lesson.json")
    codec = get_game(game_id).action_codec
    written = [a for row in doc["steps"] for a in row["actions"]]
    assert [codec.encode(a) for _p, a in lesson.actions()] == written
    assert replay(lesson).to_move()


def _doc(game_id: str) -> dict:
    return copy.deepcopy(load_json(folder(game_id), "lesson.json"))


def test_an_illegal_scripted_action_is_refused_on_load_naming_the_step():
    doc = _doc("copycat")
    doc["steps"][0]["actions"] = [{"kind": "bid", "card": "Z-nope"}]
    with pytest.raises(ResourceError, match=r"copycat data, .*step 1"):
        parse_lesson("copycat", doc)


@pytest.mark.parametrize("breakage", [
    lambda d: d.pop("seed"),
    lambda d: d.__setitem__("seats", ["human", "human"]),
    lambda d: d.__setitem__("seats", ["ai:easy", "ai:easy"]),
    lambda d: d.__setitem__("closing", "Not a key!"),
    lambda d: d["steps"][0].pop("text"),
    lambda d: d["steps"][1].__setitem__("text", "copycat.bid"),
    lambda d: d["steps"][0].__setitem__("point", ["somewhere"]),
    lambda d: d["steps"][0].__setitem__("actions", []),
    lambda d: d["steps"][0].pop("src"),
    lambda d: d.__setitem__("game", "councils"),
])
def test_a_malformed_lesson_is_refused(breakage):
    doc = _doc("copycat")
    breakage(doc)
    with pytest.raises(ResourceError):
        parse_lesson("copycat", doc)


def test_a_game_without_a_script_has_no_lesson():
    assert all(has_lesson(g) for g in GAMES)
    assert not has_lesson("no-such-game")
