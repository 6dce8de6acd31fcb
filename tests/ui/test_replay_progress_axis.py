"""Issue 15, "Replay and review", seen at 1280x800: the chart's time axis and the replay's "go to" box count
in the game's own unit (GameDefinition.progress). Campaign Trail counts months, which its observation
does not name "turn" or "round": its chart had no ticks at all and was captioned "turn or round"."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ai.agents import make_agent  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui.replay_window import ReplayWindow  # noqa: E402
from desktop_app.ui.win_chart import WinChart  # noqa: E402


def finished(game_id: str, seed: int = 2) -> Match:
    game = get_game(game_id)
    match = Match(game, (Seat("Ada"), Seat("Bo", "ai", "random", 1)), {}, seed)
    agents = [make_agent(game, "random", seed * 10 + p) for p in range(2)]
    while not match.is_over():
        player = match.next_mover()
        match.apply(player, agents[player].choose(match.state, player))
    return match


@pytest.mark.parametrize(("game_id", "unit"), [("campaign-trail", "month"), ("councils", "round"),
                                               ("copernico", "turn")])
def test_the_time_axis_counts_in_the_games_own_unit(qtbot, game_id, unit):
    match = finished(game_id)
    replay = ReplayWindow(match)
    qtbot.addWidget(replay)
    game = match.game
    states = [match.initial_state] + [step.state for step in match.steps]
    expected = [game.progress(state).number for state in states]
    assert replay.chart.turns == expected
    assert replay.chart.axis_caption() == unit
    assert not replay.turn_spin.isHidden()
    assert (replay.turn_spin.minimum(), replay.turn_spin.maximum()) == (min(expected), max(expected))
    replay.go_to_turn(expected[-1])
    assert expected[replay.step] == expected[-1] and expected[replay.step - 1] < expected[-1]
    assert replay.turn_spin.value() == expected[-1]


def test_a_game_that_does_not_count_is_drawn_along_its_actions(qtbot):
    chart = WinChart([Seat("Ada"), Seat("Bo")], 10)
    qtbot.addWidget(chart)
    chart.set_turns([None] * 11)
    assert chart.axis_caption() == "action"
