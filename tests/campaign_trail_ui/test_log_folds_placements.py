"""Issue 15 (the log reads as the table): a campaign places its voters one at a time, a step each, and the
log said "Democrats: new voters in Tennessee." once per voter. The voters a party places in a run of steps
now make one line, each state named once with its count; undo and redo keep it the line a fresh build of
the log makes."""

from __future__ import annotations

import os
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui.log_view import LogModel  # noqa: E402


def _texts(model: LogModel) -> list[str]:
    return [model.line(row).text for row in range(model.logical_rows())]


def _fresh(match: Match) -> list[str]:
    model = LogModel(SimpleNamespace(match=match, viewer=0, in_handover=False))
    model.sync()
    return _texts(model)


def _campaign_game() -> tuple[Match, list[int]]:
    """A game played until a party has placed voters in three steps in a row (a campaign); their steps."""
    game = get_game("campaign-trail")
    seats = [Seat("Cal"), Seat("Bo", "ai", "easy", 1), Seat("Di", "ai", "easy", 2)]
    match, rng = Match(game, seats, {}, 3), Rng(3)
    run: list[int] = []
    while not match.is_over():
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
        events = match.steps[-1].events
        if events and events[0].message_id == "ct.place" and events[0].params["states"]:
            run.append(len(match.steps) - 1)
            if len(run) >= 3:
                return match, run
        else:
            run = []
    raise AssertionError("no campaign placed voters three steps in a row")


def test_a_campaigns_voters_make_one_line_with_counts(qtbot):
    match, run = _campaign_game()
    steps = list(match.steps)
    controller = SimpleNamespace(match=match, viewer=0, in_handover=False)
    model = LogModel(controller)
    del match.steps[:]
    model.sync()
    for step in steps:  # move by move, as the dock follows the game
        match.steps.append(step)
        model.sync()
    texts = _texts(model)
    assert texts == _fresh(match)
    numbers = {index + 1 for index in run}
    lines = [model.line(row) for row in range(model.logical_rows()) if model.line(row).number in numbers]
    placing = [line.text for line in lines if "new voters in" in line.text]
    assert len(placing) == 1, placing  # before: one line a step
    states = [state for index in run for state in match.steps[index].events[0].params["states"]]
    for state in set(states):
        if states.count(state) > 1:
            assert f"({states.count(state)})" in placing[0], placing[0]
    assert lines[0].number == len(match.steps)  # the line belongs to the run's last step (bold as the last)


def test_undo_and_redo_inside_a_run_keep_the_fresh_builds_line(qtbot):
    match, run = _campaign_game()
    controller = SimpleNamespace(match=match, viewer=0, in_handover=False)
    model = LogModel(controller)
    model.sync()
    steps = list(match.steps)
    for keep in (run[1] + 1, run[0] + 1, run[0], run[2] + 1):  # undo into the run, to its start, before it
        del match.steps[keep:]
        model.sync()
        assert _texts(model) == _fresh(match), f"after undo to {keep}"
        match.steps.extend(steps[keep:])  # redo
        model.sync()
        assert _texts(model) == _fresh(match), f"after redo from {keep}"
