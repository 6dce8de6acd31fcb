"""Issue 15 (no surprises at 1280x800; STYLE "every number readable without zooming"): Campaign Trail's
map in the replay. The replay's table is short and wide (about 1280x547, 1366x515 at 1366x768); with the
bar and strip above the map and the hand below it, the map got about 190 px of height at every seat count
and its state badges ran over each other in the east. The short table sets the hand under the party
boards, so the map runs down to the table's foot: at both sizes it is drawn at least 300 px tall, at
100%, and no two EV badges or callouts overlap (badges showing a lead are set apart where they would:
scene_map_spread).

With the Election Day module (CT-150) the short table holds too: with two parties the viewer's panel sits
at the foot of its party board as before, with three or four it lies under the map (layout.PANEL_H), the
boards keeping their height for the seats; nothing is shortened and the map stays 300 px tall."""

from __future__ import annotations

import itertools

import pytest

from desktop_app.engine.session import Match

from .test_replay_fits_1280 import MOVES, _match, _open, _shortened

LEAST_MAP_HEIGHT = 300.0  # screen pixels the map's drawing (states and callouts) takes at the fitted zoom


def _map_rects(scene) -> dict[str, object]:
    """Every state's EV badge, or its callout for the small north-eastern states, in scene coordinates."""
    rects = {code: lab.mapToScene(lab.shape()).boundingRect()
             for code, lab in scene.map.labels.items() if lab.isVisible()}
    rects |= {code: box.mapRectToScene(box.box()) for code, box in scene.map.callouts.items()}
    return rects


def _assert_badges_apart(qtbot, window, label: str) -> None:
    """At the start the badges hold the EV alone, later a lead too: inside the map's window, apart."""
    scene = window.scene
    inside = scene.viewport.sceneBoundingRect()
    for step in (0, window.replay.last_step):
        window.go_to(step)
        qtbot.wait(1)
        rects = _map_rects(scene)
        for code, rect in rects.items():
            assert inside.contains(rect), f"{code}'s badge is outside the map's window"
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            assert not ra.intersects(rb), f"{label}, step {step}: {a} and {b} overlap"


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_replay_draws_the_map_tall_with_its_badges_apart(qtbot, players, size):
    window = _open(qtbot, _match("campaign-trail", players, MOVES), size)
    scene = window.scene
    assert window.view.viewport().height() < 570, "the replay's table is no longer short: test a short one"
    assert window.view.fit_scale == 1.0, f"drawn at {window.view.fit_scale:.0%}"
    drawn = scene.map.map_rect().height() * scene.viewport.fit_scale()
    assert drawn >= LEAST_MAP_HEIGHT, f"{players} seats at {size}: the map is drawn {drawn:.0f} px tall"
    _assert_badges_apart(qtbot, window, f"{players} seats at {size}")
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


def _election_day_match(players: int, moves: int, module: str = "election_day") -> Match:
    """A Campaign Trail game with the Election Day module (or ``module``), ``moves`` moves in (or to its
    end)."""
    return _match("campaign-trail", players, moves, {module: True})


def _assert_election_day_table_whole(qtbot, window, players: int, size: tuple[int, int], steps) -> None:
    scene = window.scene
    assert window.view.fit_scale == 1.0, f"drawn at {window.view.fit_scale:.0%}"
    held = 0
    for step in steps:
        window.go_to(step)
        qtbot.wait(1)
        ed = (scene._obs or {}).get("election_day")
        assert ed, "the module is not in play: nothing tested"
        drawn = scene.map.map_rect().height() * scene.viewport.fit_scale()
        assert drawn >= LEAST_MAP_HEIGHT, f"{players} seats at {size}: the map is drawn {drawn:.0f} px tall"
        shortened = _shortened(window)
        assert shortened == [], f"{players} seats at {size}, step {step}, shortens: {shortened}"
        layout = scene._layout
        cards = [card for card in scene._ed_cards.values() if card.isVisible()]
        seen = [{str(c["id"]) for key in ("own_exit_polls", "own_state_returns") for c in row.get(key) or []}
                for row in ed["parties"] if row.get("own_exit_polls") is not None]
        shown = {card.card for card in cards}
        if layout.panel is None:  # each party's seen cards at the foot of its board
            assert shown == set().union(*seen), "the Election Day cards seen are not all shown"
        else:  # one party's in the panel (the viewer's; everything revealed: the first), the others' counts
            assert shown in seen or not any(seen), "the panel does not show one party's cards whole"
        held += len(shown)
        panel = layout.panel
        assert (panel is not None) == (len(layout.boards) >= 3), "the panel lies under the map at 3-4 parties"
        for card in cards:
            rect = card.mapRectToScene(card.rect())
            assert not rect.intersects(layout.map) and not rect.intersects(layout.hand), f"{card.card} covers"
            if panel is not None:
                assert panel.contains(rect), f"{card.card} lies outside the panel under the map"
                assert not any(rect.intersects(board) for board in layout.boards)
        if panel is not None:
            assert not panel.intersects(layout.map) and not panel.intersects(layout.hand)
    assert held, "the viewer held no Election Day card at any step tested"


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_replay_with_election_day_draws_the_map_tall_and_the_panel_whole(qtbot, players, size):
    """CT-150: the viewer's Exit Poll and State Returns cards. The replay kept the tall layout for the
    module: the map was 160-180 px tall, 1366x768 at 5-8 seats drawn at 98%, seats' names cut."""
    window = _open(qtbot, _election_day_match(players, MOVES), size)
    assert window.view.viewport().height() < 570, "the replay's table is no longer short: test a short one"
    _assert_election_day_table_whole(qtbot, window, players, size, (0, window.replay.last_step))
    _assert_badges_apart(qtbot, window, f"Election Day, {players} seats at {size}")


@pytest.mark.parametrize("players", [2, 4])
def test_the_replay_with_breaking_news_at_1366x768_keeps_the_badges_apart(qtbot, players):
    """CT-141: the Breaking News banner takes 54 px above the map; the map still 300 px tall, and its
    badges set apart (Georgia's and South Carolina's met: scene_map_spread gives them more rounds)."""
    window = _open(qtbot, _election_day_match(players, MOVES, "breaking_news"), (1366, 768))
    scene = window.scene
    assert (scene._obs or {}).get("news") is not None and scene._layout.news is not None
    assert window.view.fit_scale == 1.0, f"drawn at {window.view.fit_scale:.0%}"
    drawn = scene.map.map_rect().height() * scene.viewport.fit_scale()
    assert drawn >= LEAST_MAP_HEIGHT, f"{players} seats with Breaking News: the map is drawn {drawn:.0f} px"
    _assert_badges_apart(qtbot, window, f"Breaking News, {players} seats at 1366x768")


@pytest.mark.parametrize("players", [3, 5, 8])
def test_the_replay_with_election_day_at_three_or_four_parties_shows_the_end_whole(qtbot, players):
    """CT-154: at the end every party's Exit Poll is shown with its tier; under the map they are told in
    the panel's first line, beside the viewer's own cards."""
    match = _election_day_match(players, 100_000)
    assert match.is_over()
    window = _open(qtbot, match, (1366, 768))
    _assert_election_day_table_whole(qtbot, window, players, (1366, 768), (window.replay.last_step,))
    assert window.scene._ed_others.isVisible() and window.scene._ed_others.text.startswith("Exit Polls:")


MODULES = {"none": {}, "news": {"breaking_news": True}, "election": {"election_day": True},
           "both": {"breaking_news": True, "election_day": True}}


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("modules", list(MODULES))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_every_replay_configuration_draws_the_map_tall_with_nothing_cut_or_overlapping(
        qtbot, players, modules, size):
    """Every seat count with each module on or off (CT-141 Breaking News, CT-150 Election Day). With both
    modules at 3-4 parties the banner row and the Election Day panel under the map left it 248-257 px
    tall, four badge pairs over each other at 1366x768: the banner now shares the bar's row there."""
    options = MODULES[modules]
    window = _open(qtbot, _match("campaign-trail", players, MOVES, options), size)
    scene = window.scene
    label = f"{players} seats, modules {modules}, at {size}"
    assert window.view.viewport().height() < 570, "the replay's table is no longer short: test a short one"
    assert window.view.fit_scale == 1.0, f"{label}: drawn at {window.view.fit_scale:.0%}"
    for step in (0, window.replay.last_step):
        window.go_to(step)
        qtbot.wait(1)
        layout = scene._layout
        assert (layout.news is not None) == ("breaking_news" in options)
        assert (layout.panel is not None) == ("election_day" in options and len(layout.boards) >= 3)
        drawn = scene.map.map_rect().height() * scene.viewport.fit_scale()
        assert drawn >= LEAST_MAP_HEIGHT, f"{label}, step {step}: the map is drawn {drawn:.0f} px tall"
        parts = [layout.bar, layout.ev, layout.decks, layout.map, layout.hand, *layout.boards]
        parts += [r for r in (layout.news, layout.panel) if r is not None]
        for a, b in itertools.combinations(parts, 2):
            assert not a.intersects(b), f"{label}: two parts of the table overlap: {a} and {b}"
        shortened = _shortened(window)
        assert shortened == [], f"{label}, step {step}, shortens: {shortened}"
    _assert_badges_apart(qtbot, window, label)


def test_the_end_of_a_campaign_names_each_players_electoral_votes_not_a_sum_of_unlike_figures(qtbot):
    """CT-71 compares electoral votes, then states, then voters in turn (ScoreSheet.ranked_by): the
    replay's last headline added the three up ("Cal 199" for a party of 130 EV). It gives the electoral
    votes the board and the score sheet show."""
    match = _match("campaign-trail", 3, 100_000)
    assert match.is_over()
    window = _open(qtbot, match, (1366, 768))
    window.go_to(window.replay.last_step)
    sheet = match.state.score_sheet()
    assert sheet.ranked_by and sheet.categories[sheet.ranked_by[0]] == "electoral_votes"
    headline = window._texts[0]
    for seat, row in zip(match.seats, sheet.points, strict=True):
        assert f"{seat.name} {row[0]}" in headline, headline
        assert f"{seat.name} {sum(row)}," not in headline + ",", headline
