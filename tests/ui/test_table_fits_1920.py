# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15 names a maximised 1920x1080 window as a desktop a player uses: every game at its largest
player count (Campaign Trail with Breaking News and Election Day too) fills the big table, at full size,
and shortens no text, mid-game and at the end."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401
from .test_text_fits_1280 import _shortened  # noqa: E402

MODULES = {"breaking_news": True, "election_day": True}


def _match(game_id: str, players: int, options: dict, moves: int | None) -> Match:
    game = get_game(game_id)
    seats = [Seat("Anna")] + [Seat(f"Computer {i}", "ai", "easy", i) for i in range(1, players)]
    match = Match(game, seats, options, 3)
    rng = Rng(3)
    while not match.is_over() and (moves is None or len(match.steps) < moves):
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
    return match


@pytest.mark.parametrize(("game_id", "players", "options", "moves"), [
    ("copernico", 5, {}, 40), ("copycat", 4, {}, 40), ("councils", 5, {}, 40), ("councils", 5, {}, None),
    ("campaign-trail", 8, {}, 40), ("campaign-trail", 8, MODULES, 40), ("campaign-trail", 8, MODULES, None)])
def test_a_maximised_1920x1080_window_fills_the_table_and_cuts_no_text(qtbot, game_window, game_id, players,
                                                                       options, moves):
    win = game_window
    win.controller.autoplay = False
    win.resize(1920, 1080)
    win.start_match(_match(game_id, players, options, moves), viewer=0)
    qtbot.wait(10)
    assert win.log_dock.isVisible() and win.history_dock.isVisible()
    view = win.view
    assert view.fit_scale == 1.0  # laid out for the big view itself, not a small table drawn larger
    table = view.sceneRect()
    assert table.width() >= 1500 and table.height() >= 950
    scene = view.scene()
    overlays = table.width() * 0.99
    shown = [item.sceneBoundingRect() for item in scene.items()
             if item.isVisible() and item.parentItem() is None and item.boundingRect().width() < overlays]
    left = min(r.left() for r in shown)
    right = max(r.right() for r in shown)
    top = min(r.top() for r in shown)
    bottom = max(r.bottom() for r in shown)
    assert right - left >= 0.9 * table.width(), f"{game_id}: {right - left:.0f} px of the width used"
    assert bottom - top >= 0.85 * table.height(), f"{game_id}: {bottom - top:.0f} px of the height used"
    assert _shortened(win) == [], f"{game_id} at {players} players shortens text at 1920x1080"
