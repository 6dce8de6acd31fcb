"""Issue 15 (no surprises at 1280x800; STYLE "every number readable without zooming"): Campaign Trail's
map in the replay. The replay's table is short and wide (about 1280x547, 1366x515 at 1366x768); with the
bar and strip above the map and the hand below it, the map got about 190 px of height at every seat count
and its state badges ran over each other in the east. The short table sets the hand under the party
boards, so the map runs down to the table's foot: at both sizes it is drawn at least 300 px tall, at
100%, and no two EV badges or callouts overlap (badges showing a lead are set apart where they would:
scene_map_spread)."""

from __future__ import annotations

import itertools

import pytest

from .test_replay_fits_1280 import MOVES, _match, _open, _shortened

LEAST_MAP_HEIGHT = 300.0  # screen pixels the map's drawing (states and callouts) takes at the fitted zoom


def _map_rects(scene) -> dict[str, object]:
    """Every state's EV badge, or its callout for the small north-eastern states, in scene coordinates."""
    rects = {code: lab.mapToScene(lab.shape()).boundingRect()
             for code, lab in scene.map.labels.items() if lab.isVisible()}
    rects |= {code: box.mapRectToScene(box.box()) for code, box in scene.map.callouts.items()}
    return rects


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_replay_draws_the_map_tall_with_its_badges_apart(qtbot, players, size):
    window = _open(qtbot, _match("campaign-trail", players, MOVES), size)
    scene = window.scene
    assert window.view.viewport().height() < 570, "the replay's table is no longer short: test a short one"
    assert window.view.fit_scale == 1.0, f"drawn at {window.view.fit_scale:.0%}"
    drawn = scene.map.map_rect().height() * scene.viewport.fit_scale()
    assert drawn >= LEAST_MAP_HEIGHT, f"{players} seats at {size}: the map is drawn {drawn:.0f} px tall"
    inside = scene.viewport.sceneBoundingRect()
    for step in (0, window.replay.last_step):  # at the start the badges hold the EV alone, later a lead too
        window.go_to(step)
        qtbot.wait(1)
        rects = _map_rects(scene)
        for code, rect in rects.items():
            assert inside.contains(rect), f"{code}'s badge is outside the map's window"
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            assert not ra.intersects(rb), f"{players} seats at {size}, step {step}: {a} and {b} overlap"
    hand = scene._layout.hand
    assert not hand.intersects(scene._layout.map), "the hand lies over the map"
    for board in scene._layout.boards:
        assert not board.intersects(hand) and not board.intersects(scene._layout.map)


@pytest.mark.parametrize("players", [5, 8])
def test_campaign_trail_teams_in_the_replay_at_1366x768_are_drawn_whole_at_full_size(qtbot, players):
    """At 1366x768 the replay's table is 515 px tall: the teams' table was drawn at 95% (its least height
    540), its 11 px text under 11. The short layout holds from 500 px, the two seats of a party board on
    two closed-up lines each, nothing shortened."""
    window = _open(qtbot, _match("campaign-trail", players, MOVES), (1366, 768))
    assert window.view.viewport().height() < 530, "the replay's table is no longer short"
    assert window.view.fit_scale == 1.0, f"drawn at {window.view.fit_scale:.0%}"
    for step in (0, window.replay.last_step):
        window.go_to(step)
        qtbot.wait(1)
        shortened = _shortened(window)
        assert shortened == [], f"campaign-trail at {players} seats, step {step}, shortens: {shortened}"


def test_two_overlapping_badges_are_pushed_apart_within_their_reach():
    from PySide6.QtCore import QPointF, QSizeF

    from desktop_app.games.campaign_trail.scene.scene_map_spread import GAP_PX, REACH_PX, spread

    unit = 2.0  # map units per pixel
    points = {"A": QPointF(100, 100), "B": QPointF(120, 104), "C": QPointF(400, 100)}
    sizes = {code: QSizeF(34 * unit, 30 * unit) for code in points}
    pos = spread(points, sizes, unit)
    assert pos["C"] == points["C"], "a badge with no neighbour stays on its point"
    gap_x = abs(pos["B"].x() - pos["A"].x()) - 34 * unit
    gap_y = abs(pos["B"].y() - pos["A"].y()) - 30 * unit
    assert max(gap_x, gap_y) >= GAP_PX * unit - 1e-6
    for code in "AB":
        moved = pos[code] - points[code]
        assert max(abs(moved.x()), abs(moved.y())) <= REACH_PX * unit + 1e-6
