# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15: a refused undo says why. Clicking a history step that undo cannot reach shows the engine's
reason on the table (undo never crosses revealed information)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine.refusals import UNDO_REVEALED  # noqa: E402
from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def test_a_history_step_behind_revealed_cards_says_why(qtbot, game_window):
    win = game_window
    win.controller.autoplay = False
    seats = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
    assert win.start_config(NewGameConfig("copernico", seats, {}, 5))
    match = win.controller.match
    rng = Rng(2)
    while not any(step.reveals for step in match.steps):  # the draft resolves: every drawn card is seen
        player = match.next_mover()
        win.controller.play(player, match.game.heuristic_action(match.state, player, rng))
    revealed = next(n for n, step in enumerate(match.steps, start=1) if step.reveals)
    steps = len(match.steps)
    refusal = match.why_not_back_to(0)
    assert refusal is not None and refusal.key == UNDO_REVEALED and refusal.never
    assert refusal.params[0] >= revealed
    win.history_view._go(win.history_view.history_model.index(0, 0))  # the start of the game
    qtbot.wait(20)
    assert len(match.steps) == steps  # nothing was taken back
    scene = win.view.game_scene()
    shown = scene.refusal_shown()
    assert shown.startswith("Not possible:") and f"step {refusal.params[0]}" in shown


def test_the_undo_keys_while_undo_is_off_say_why(qtbot, game_window):
    win = game_window
    win.controller.autoplay = False
    seats = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
    assert win.start_config(NewGameConfig("copernico", seats, {}, 5))
    bridge = win.undo_bridge
    assert not bridge.undo_action.isEnabled() and bridge.refused_undo.isEnabled()  # never both on
    assert bridge.explain_refused_undo()
    assert "nothing to go back to" in win.view.game_scene().refusal_shown()
    match = win.controller.match
    rng = Rng(2)
    while not any(step.reveals for step in match.steps) or win.controller.can_undo():
        player = match.next_mover()
        win.controller.play(player, match.game.heuristic_action(match.state, player, rng))
    assert not bridge.undo_action.isEnabled() and bridge.refused_undo.isEnabled()
    bridge.refused_undo.trigger()
    assert "Undo cannot go back past step" in win.view.game_scene().refusal_shown()
    assert bridge.refused_undo.shortcut() == bridge.undo_action.shortcut()
