# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, Campaign Trail's main window with Breaking News (CT-141): the banner took a row of its own
above the map, which left the map drawn 262 px tall at 1366x768 with the docks open (284 at 1280x800),
and in the crowded south-east a pawn stood off its own state (D1 for North Carolina, right of a badge
pushed out to sea). The banner now shares the instruction bar's row, as in the replay, and a pawn stands
on its state's shape or touching its badge wherever a spot there covers no badge (pawn_spots.Ground)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.games.campaign_trail.scene.pawn_spots import _candidates  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401
from .test_ct_pawns_clear_badges import _first  # noqa: E402
from .test_replay_fits_1280 import _match, _open  # noqa: E402
from .test_text_fits_1280 import _shortened  # noqa: E402

NEWS = {"breaking_news": True}


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("players", [2, 8])
def test_with_breaking_news_the_main_windows_map_is_drawn_at_least_300_px_tall(qtbot, game_window, players,
                                                                               size):
    win = game_window
    win.resize(*size)
    win.controller.autoplay = False
    for moves in (0, 40):  # the first decision (the candidates' buttons in the bar) and mid-August
        win.start_match(_match("campaign-trail", players, moves, NEWS), viewer=0)
        assert win.log_dock.isVisible() and win.history_dock.isVisible()
        qtbot.wait(5)
        scene = win.view.scene()
        assert scene._layout.news is not None and scene.news_banner.isVisible()
        drawn = scene.map.map_rect().height() * scene.viewport.fit_scale()
        assert drawn >= 300, f"{players} seats at {size}, move {moves}: the map is drawn {drawn:.0f} px tall"
        assert win.view.fit_scale == 1.0
        banner = scene.news_banner.scene_rect()
        for item in (scene._bar_plate, *[b for b in scene.buttons if b.isVisible()]):
            assert not item.scene_rect().intersects(banner), "the bar runs under the banner"
        assert _shortened(win) == [], f"{players} seats at {size}, move {moves}"


def _off_their_states(scene) -> list[str]:
    """Pawns standing neither on their state's shape nor touching its badge, where a spot there clear of
    every badge and of the other rows exists (the scene's own geometry tells both)."""
    badges = scene._badge_rects()
    rows = scene._pawn_rows
    off = []
    for seat, pawn in scene.pawns.items():
        if not pawn.isVisible():
            continue
        code = str(scene._seat(seat).get("pawn"))
        mates = [s for s in scene.pawns if str(scene._seat(s).get("pawn")) == code]
        ground = scene._ground(code, len(mates))
        row = rows[f"pawn {code}"]
        if ground.holds(row):
            continue
        others = [r for key, r in rows.items() if key != f"pawn {code}"]
        w, h = row.width(), row.height()
        spots = [*_candidates(ground.badge, w, h), *ground.rows_on(w, h), *ground.rows_across(w, h)]
        free = [r for r in spots if ground.holds(r) and not any(r.intersects(b) for b in (*badges, *others))]
        if free:
            off.append(f"{pawn.label} ({code})")
    return off


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("players", [2, 5, 8])
def test_each_pawn_stands_on_its_own_state(qtbot, game_window, players, size):
    win = game_window
    win.resize(*size)
    win.controller.autoplay = False
    for options in ({}, NEWS):
        for moves in (_first(players), 40):
            win.start_match(_match("campaign-trail", players, moves, options), viewer=0)
            qtbot.wait(5)
            off = _off_their_states(win.view.scene())
            assert off == [], f"{players} seats at {size}, move {moves}, {options}: off their states: {off}"


@pytest.mark.parametrize("players", [2, 8])
def test_in_the_replay_each_pawn_stands_on_its_own_state(qtbot, players):
    window = _open(qtbot, _match("campaign-trail", players, 40), (1366, 768))
    for step in (_first(players), window.replay.last_step):
        window.go_to(step)
        qtbot.wait(1)
        assert _off_their_states(window.scene) == [], f"replay, {players} seats, step {step}"
