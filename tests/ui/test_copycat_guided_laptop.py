# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15 on a 1366x768 laptop: the main window, maximised, is about 1366x698, and the guided game's panel
leaves Copycat's table about 1090x500. Copycat laid such a wide, short table out the short way (made for
the replay's 1265x545 table: the street as a list beside the viewer's area), where the list left the hand
and the play area 60 px each: the hand was a pile with one card showing, and the viewer's name was cut
("Player 1 (yo…"). A table that narrow is laid out the usual way and drawn smaller: every hand card's
title shows and nothing is shortened; the replay's table keeps the short way."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.games.copycat.scene import layout  # noqa: E402
from tests.text_fit import window_shortens  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _guided_like(players: int, moves: int) -> Match:
    """A game seated as the guided game seats it ("Player 1" against "Computer 2 (Easy)"), a few moves in."""
    game = get_game("copycat")
    computers = [Seat(f"Computer {i + 1} (Easy)", "ai", "easy", i) for i in range(1, players)]
    seats = [Seat("Player 1"), *computers]
    match = Match(game, seats, {}, 3)
    rng = Rng(3)
    while len(match.steps) < moves:
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
    return match


@pytest.mark.parametrize("players", [2, 4])
def test_a_short_narrow_table_keeps_the_hand_open_and_the_names_whole(qtbot, game_window, players):
    win = game_window
    win.controller.autoplay = False
    win.resize(1366, 584)  # a table of about 1090x500, as under the guided game's panel on a laptop
    match = _guided_like(players, 6)
    win.start_match(match, viewer=0)
    qtbot.wait(10)
    view, scene = win.view, win.view.scene()
    viewport = view.viewport()
    assert viewport.width() / viewport.height() >= layout.SHORT_RATIO  # the case: wide and short
    state = match.state
    hand = [scene._cards[state.cid(card)].scene_card_rect() for card in state.hand[0]]
    assert len(hand) >= 4
    hand.sort(key=lambda rect: rect.left())
    for rect, following in zip(hand, hand[1:], strict=False):
        # the usual hand overlaps a little (the next card leaves this one's title column); the short
        # way's 60 px hand left each card a few pixels
        assert following.left() - rect.left() >= rect.width() * 0.5, "the hand is a pile"
    assert window_shortens(win) == [], f"Copycat at {players} players shortens text under the guided game"


def test_the_replay_shaped_table_keeps_the_short_way():
    assert layout.is_short(1265, 545)  # the replay's table at 1366x768
    assert layout.least_height(1265, 545) == layout.SHORT_LEAST_HEIGHT
    assert not layout.is_short(1090, 500) and layout.least_height(1090, 500) == layout.LEAST_HEIGHT
    # drawn smaller, the narrow table is LEAST_HEIGHT tall and wider than the list needs: still the usual way
    scale = 500 / layout.LEAST_HEIGHT
    assert not layout.is_short(1090 / scale, 500 / scale)
