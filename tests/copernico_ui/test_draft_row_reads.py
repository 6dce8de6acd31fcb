"""Issue 15, Copernico's draft as a new player sees it:
- the drawn cards' caption ("Drawn cards: drag each one to a place on the right") wraps at 1280x800 with
  the docks open, and its second line ended 2 px above the cards, under a lifted card or a hint's ring;
  it now keeps clear of them, and the zones still end above the hand;
- the drawn cards are small (the compact face) and showed no number, so two cards of the same cost,
  quality and colours looked alike while the hint and the moves name them "Q77", "Q71": each shows its
  number now, as the placed cards do."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QFontMetricsF  # noqa: E402

from desktop_app.games.copernico.definition import COPERNICO_GAME  # noqa: E402
from desktop_app.games.copernico.scene import art  # noqa: E402
from desktop_app.games.copernico.scene.board import CopernicoScene  # noqa: E402
from tests.scene_harness import SceneTable, paint_item  # noqa: E402

DOCKED = (1004, 716)  # the table's size in a 1280x800 window with the log and history docks open
CLEAR = 5.0  # the least room between the caption's last line and the cards under it


class Table(SceneTable):
    game = COPERNICO_GAME
    scene_class = CopernicoScene
    fit_view = False

    def __init__(self, qtbot, players: int, size: tuple[int, int]) -> None:
        super().__init__(qtbot, players, 3, 0)
        self.resize(size)
        self.advance_to(lambda s: s.phase == "draft" and s.turn >= 2 and 0 in s.to_move())

    def drawn(self) -> list:
        return [self.scene._cards[card] for card in self.scene._draft_row_cards()]


@pytest.mark.parametrize(("players", "size"), [(2, DOCKED), (5, DOCKED), (3, (1090, 684)), (2, (920, 545))])
def test_the_drawn_cards_caption_ends_clear_of_the_cards(qtbot, players, size):
    table = Table(qtbot, players, size)
    zone = table.scene._zones[None]
    rect = zone.scene_rect()
    # Where ZoneItem.paint_content sets the caption: centred in its strip, wrapped.
    strip = QRectF(rect.left() + zone.LABEL_INSET, rect.top() + 2, rect.width() - 2 * zone.LABEL_INSET,
                   zone.label_h - 2)
    metrics = QFontMetricsF(art.font(zone.label_px, True))
    text = metrics.boundingRect(QRectF(0, 0, strip.width(), 1000.0),
                                int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), zone.label)
    assert text.height() <= strip.height(), "the caption fits its strip"
    last_line = strip.center().y() + text.height() / 2
    cards = table.drawn()
    assert len(cards) == 4
    for card in cards:
        assert card.scene_card_rect().top() >= last_line + CLEAR
        assert rect.contains(card.scene_card_rect())
    hand = [item.scene_card_rect() for key, item in table.scene._cards.items()
            if item.isVisible() and key in table.scene._my_hand()]
    for zone in table.scene._zones.values():
        for card in hand:
            assert zone.scene_rect().bottom() < card.top(), "the draft row ends above the hand"


def _painted_texts(item, monkeypatch) -> list[tuple[str, QRectF]]:
    seen: list[tuple[str, QRectF]] = []
    real = art.paint_text

    def record(p, rect, text, *args, **kwargs):
        seen.append((text, QRectF(rect)))
        real(p, rect, text, *args, **kwargs)

    monkeypatch.setattr(art, "paint_text", record)
    paint_item(item)
    monkeypatch.setattr(art, "paint_text", real)
    return seen


@pytest.mark.parametrize(("players", "size"), [(2, DOCKED), (5, DOCKED), (2, (1280, 545))])
def test_every_drawn_card_shows_its_number_on_its_face(qtbot, monkeypatch, players, size):
    table = Table(qtbot, players, size)
    for card in table.drawn():
        face = QRectF(0, 0, card.width, card.height)
        assert face.height() < 100, "a small card: the compact face"
        numbers = [rect for text, rect in _painted_texts(card, monkeypatch) if text == card.card_id]
        assert len(numbers) == 1, card.card_id
        assert face.contains(numbers[0])
