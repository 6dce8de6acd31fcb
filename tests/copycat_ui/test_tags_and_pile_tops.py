# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Copycat (issue 15): the "used 2×" pill of a card in the play area lay half under the next card of the fan;
it now stands under the strip the next card leaves open (its short form "×2" where the whole does not fit
there). And a pile's tiny top card whose action does not fit whole showed an empty box, a blank face (an
opponent's purple discard at 4 players): its colour's symbol now stands in the box."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.games.copycat.data import load_data  # noqa: E402
from desktop_app.games.copycat.effects import USE_LIMIT  # noqa: E402
from desktop_app.games.copycat.scene import art, texts  # noqa: E402
from desktop_app.games.copycat.scene.items import TAG_PX, CardItem  # noqa: E402
from desktop_app.ui.table_text import text_width  # noqa: E402
from tests.ui.shell_fixtures import game_window, messages, settings  # noqa: E402, F401


def _pill(centre, text: str, px: float = TAG_PX) -> QRectF:
    width, height = text_width(text, px, True) + px * 1.1, px * 1.55  # as paint_badge draws it
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def _with_cards_in_play(players: int, least: int) -> Match:
    """A game in which the person has ``least`` cards in their play area."""
    game = get_game("copycat")
    seats = [Seat("Anna")] + [Seat(f"Computer {i}", "ai", "easy", i) for i in range(1, players)]
    match = Match(game, seats, {}, 3)
    rng = Rng(3)
    while len(match.state.play[0]) < least:
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
    return match


@pytest.mark.parametrize(("players", "size"), [(2, (1280, 800)), (4, (1280, 800)), (4, (960, 540))])
def test_a_used_pill_in_the_play_area_lies_clear_of_the_next_card(qtbot, game_window, players, size):
    win = game_window
    win.controller.autoplay = False
    win.resize(*size)
    match = _with_cards_in_play(players, 4)
    win.start_match(match, viewer=0)
    qtbot.wait(10)
    scene = win.view.scene()
    controller = win.controller
    observation = dict(controller.last_observation)
    played = list(observation["players"][0]["play"])
    observation["card_uses"] = {card: USE_LIMIT for card in played}  # every card in play used twice
    scene.show_observation(observation, 0, [], [])
    fan = sorted((scene._cards[c] for c in played), key=lambda item: item.zValue())
    assert all(item.tag for item in fan)
    for i, item in enumerate(fan):
        face = QRectF(0, 0, item.width, item.height)
        centre, words, px = item.tag_place(face)
        pill = item.mapRectToScene(_pill(centre, words, px))
        for later in fan[i + 1:]:
            covered = later.mapRectToScene(QRectF(0, 0, later.width, later.height))
            assert not pill.intersects(covered), (f"{words!r} of {item.key} at {pill.getRect()} lies under "
                                                  f"{later.key} at {covered.getRect()}, open {item.open_w}")
        assert words in (item.tag, item.tag_short)


def test_the_pill_takes_its_short_form_only_where_the_whole_does_not_fit():
    card = CardItem("k", load_data().cards[0].cid, 150.0)
    card.tag, card.tag_short = "used 2×", "×2"
    face = QRectF(0, 0, card.width, card.height)
    centre, words, px = card.tag_place(face)
    assert (centre.x(), centre.y(), words, px) == (face.center().x(), face.bottom() + 3, "used 2×", TAG_PX)
    card.set_open_w(80.0)
    centre, words, px = card.tag_place(face)
    assert words == "used 2×" and _pill(centre, words, px).right() <= 80
    card.set_open_w(34.0)
    centre, words, px = card.tag_place(face)
    assert words == "×2" and px == TAG_PX and _pill(centre, words, px).left() >= 0
    assert _pill(centre, words, px).right() <= 34


def test_a_tiny_card_whose_action_does_not_fit_shows_its_symbol(monkeypatch):
    """Every card at a pile's tiny size (under 80 px): its action is written whole or its colour's symbol
    stands in its box as well as in its band; never an empty box."""
    data = load_data()
    symbols: list[str] = []
    words: list[str] = []
    real_symbol, real_text = art.paint_symbol, art.paint_text

    def symbol(p, c, r, colour, ink):
        symbols.append(colour)
        real_symbol(p, c, r, colour, ink)

    def text(p, rect, what, *args, **kwargs):
        words.append(what)
        real_text(p, rect, what, *args, **kwargs)

    monkeypatch.setattr(art, "paint_symbol", symbol)
    monkeypatch.setattr(art, "paint_text", text)
    image = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    stood_for = 0
    for card in data.cards:
        symbols.clear()
        words.clear()
        painter = QPainter(image)
        art._draw_card(painter, QRectF(4, 4, 56 * art.CARD_RATIO, 56), card)
        painter.end()
        written = texts.effect_short(card.effect, card.param) in words
        shown = symbols.count(card.colour) == 2
        assert written != shown, f"{card.title}: its box is empty or says its action twice"
        stood_for += not written
    assert stood_for > 0, "at this size some actions do not fit (the purple ones): the case is tried"
