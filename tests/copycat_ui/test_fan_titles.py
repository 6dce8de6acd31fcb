# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, "large hands stay usable": Copycat's hand fans its cards, and each card set its title centred
across its whole face, under the next card: only the last card's title read whole, even at 1920x1080.
A card the next one overlaps now sets its title (and its action, where it fits) in the strip left open at
its left, so every title reads where the card lies, with no hover needed (hovering moves nothing)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.games.copycat.data import load_data  # noqa: E402
from desktop_app.games.copycat.scene import art, texts  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402
from tests.scene_harness import paint_item  # noqa: E402
from tests.ui.shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _match(players: int, moves: int) -> Match:
    game = get_game("copycat")
    seats = [Seat("Anna")] + [Seat(f"Computer {i}", "ai", "easy", i) for i in range(1, players)]
    match = Match(game, seats, {}, 3)
    rng = Rng(3)
    while len(match.steps) < moves:
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
    return match


def _titles_painted(item, monkeypatch) -> list[tuple[str, QRectF, bool]]:
    """(text, scene rectangle, whether it fits there whole) of every text the card's face paints."""
    seen: list[tuple[str, QRectF, bool]] = []
    real = art.paint_text

    def record(p, rect, text, px, colour, *, bold=False, align=table_text.CENTRE, elide=False):
        on_card = p.worldTransform().mapRect(rect)  # the card's own coordinates (a title may be turned)
        fits = table_text.fits_wrapped(text, rect, px, bold)
        seen.append((text, item.mapRectToScene(on_card), fits))
        real(p, rect, text, px, colour, bold=bold, align=align, elide=elide)

    monkeypatch.setattr(art, "paint_text", record)
    paint_item(item)
    monkeypatch.setattr(art, "paint_text", real)
    return seen


@pytest.mark.parametrize(("size", "players", "moves"), [((1280, 800), 2, 0), ((1920, 1080), 4, 0),
                                                        ((1280, 800), 4, 0)])
def test_every_fanned_card_shows_its_whole_title_in_its_open_strip(qtbot, game_window, monkeypatch, size,
                                                                  players, moves):
    win = game_window
    win.controller.autoplay = False
    win.resize(*size)
    win.start_match(_match(players, moves), viewer=0)
    qtbot.wait(10)
    scene = win.view.scene()
    hand = sorted((item for key, item in scene._cards.items()
                   if scene._spot_of.get(key, {}).get("role") == "hand" and item.isVisible()),
                  key=lambda item: item.x())
    assert len(hand) >= 4
    covered = 0
    data = load_data()
    for item, after in zip(hand, hand[1:], strict=False):
        face = item.scene_card_rect()
        next_left = after.scene_card_rect().left()
        if next_left >= face.right():
            continue  # side by side: the whole face shows
        covered += 1
        title = texts.title(data.cards[data.c(item.card_id)].title)
        painted = [(rect, fits) for text, rect, fits in _titles_painted(item, monkeypatch) if text == title]
        assert painted, f"{title!r} is not painted on its card"
        rect, fits = painted[0]
        assert rect.right() <= next_left + 0.5, f"{title!r} runs under the next card"
        assert fits and face.contains(rect), f"{title!r} does not fit its strip"
    assert covered >= 2, "the hand is not fanned: nothing to check"
