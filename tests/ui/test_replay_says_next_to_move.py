"""Issue 15's leftovers: a replay's table says whose move comes next in the same words in every game.
Councils said "Next to move: X." and the other three "Waiting for X" (Copycat "Waiting for the bid of X.",
"X is acting."), true while playing, not while watching a game already played. Live, every game still
says whom it waits for."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ui.templates import join_names, next_to_move  # noqa: E402

from .test_replay_fits_1280 import _match, _open  # noqa: E402

GAMES = ("copycat", "copernico", "councils", "campaign-trail")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_replay_names_the_next_mover_alike(qtbot, game_id):
    match = _match(game_id, 3, 60)
    window = _open(qtbot, match)
    names = [seat.name for seat in match.seats]
    seen = 0
    for seat_entry in (window.seat_box.count() - 1, 0):  # another seat's view, then the first seat's
        window.seat_box.setCurrentIndex(seat_entry)
        for step in range(0, window.replay.last_step, 5):
            window.go_to(step)
            prompt = window.scene.prompt()
            assert "Waiting" not in prompt and "is acting" not in prompt and "thinking" not in prompt, prompt
            movers = window.replay.observation(step, 0).get("to_move") or []
            if prompt.startswith("Next to move"):
                seen += 1
                assert any(prompt == next_to_move([names[p] for p in group])
                           for group in (movers, movers[:1])), f"{game_id} step {step}: {prompt!r}"
    assert seen, f"{game_id}: the replay never said whose move is next"


def test_the_words_are_one_template():
    assert next_to_move(["Bo"]) == "Next to move: Bo."
    assert next_to_move(["Bo", "Cy", "Di"]) == f"Next to move: {join_names(['Bo', 'Cy', 'Di'])}."
