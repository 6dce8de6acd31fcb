# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15: the log names things as the table shows them (cards by their titles or printed numbers,
never by data ids; Councils' councils by the names on their cards), numbers its lines by round without
repeating a number, and the end of a round is announced on the table in a banner that fades."""

from __future__ import annotations

import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.events import Event  # noqa: E402
from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui import scene_registry  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

SEATS = [Seat("Ada"), Seat("Cal", "ai", "easy", 1), Seat("Bo", "ai", "easy", 2)]
# What a data id looks like in each game where the table never prints it (Copernico prints its card ids,
# "Q34", and Campaign Trail its card numbers, "card 45").
RAW_IDS = {
    "copycat": r"\b[a-z]+_[a-z_]+\b",
    "councils": r"\b(?:B\d\d|EDU|TRA|FIN|LEG|SPC)\b|\b[a-z]+_[a-z_]+\b",
    "campaign-trail": r"\bB\d\d\b|\b[a-z]+_[a-z_]+\b",
    "copernico": r"\b[a-z]+_[a-z_]+\b|\bH\d\d\b",
}


@pytest.mark.parametrize("game_id", list(RAW_IDS))
def test_the_log_never_shows_a_data_id(qtbot, game_id):
    game = get_game(game_id)
    state = game.new_game(3, game.normalize_options(3, {}), 4)
    rng = Rng(4)
    texts: list[str] = []
    for _ in range(900):
        if not state.to_move():
            break
        seat = state.to_move()[0]
        for event in state.apply_action(seat, game.heuristic_action(state, seat, rng)):
            texts.append(scene_registry.log_text(game_id, event, SEATS))
    assert texts
    found = {m for text in texts for m in re.findall(RAW_IDS[game_id], text)}
    assert not found, f"{game_id} log shows ids {sorted(found)[:10]}"


def test_councils_log_names_councils_as_their_cards_on_the_board():
    from desktop_app.games.councils.scene.texts import council_title

    text = scene_registry.log_text("councils", Event("councils.place_employees",
                                                     {"player": 0, "councils": ["EDU", "EDU"]}), SEATS)
    assert council_title("EDU") in text and "Committee" not in text
    text = scene_registry.log_text("councils", Event("councils.resolve_issue",
                                                     {"player": 0, "council": "FIN"}), SEATS)
    assert council_title("FIN") in text


def test_a_new_round_is_announced_on_the_table_and_the_log_numbers_it_once(qtbot, game_window):
    window = game_window
    seats = (Seat("Ada", "ai", "easy", 0), Seat("Cal", "ai", "easy", 1))
    window.controller.autoplay = False
    assert window.start_config(NewGameConfig("councils", seats, {}, 4))
    controller = window.controller
    match = controller.match
    agents = [make_agent(match.game, "easy", seed=s) for s in range(2)]
    scene = window.view.game_scene()
    start = match.game.progress(match.state)
    for _ in range(400):
        player = match.next_mover()
        controller.play(player, agents[player].choose(match.state, player))
        now = match.game.progress(match.state)
        if now != start:
            break
    assert now.number == start.number + 1
    assert scene.announcement() == f"Round {start.number} is over: round {now.number} begins"
    banner = scene._banner
    assert banner.acceptedMouseButtons() == banner.acceptedMouseButtons().NoButton  # never in the way
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=6000)  # it fades away on its own

    def heads() -> list[str]:
        window.log_view.rebuild()
        lines = [window.log_view.text(i) for i in range(window.log_view.count())]
        return [line.split(":")[0] for line in lines if re.match(r"Round \d+:", line)]

    assert heads() == [f"Round {start.number}"]  # the move that ended the round is told in its round
    for _ in range(20):  # the first line of the new round carries its number
        player = match.next_mover()
        controller.play(player, agents[player].choose(match.state, player))
        if len(heads()) > 1:
            break
    assert heads() == [f"Round {start.number}", f"Round {now.number}"]  # once each, in order
