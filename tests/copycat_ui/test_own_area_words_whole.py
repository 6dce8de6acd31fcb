"""Issue 15, the viewer's own area in a narrow row (four players at 1280x800, the replay's table):
- a pile's caption under its card ("Draw pile", "Clipboard") was covered by the count badge of the pile
  below it; each narrow pile now keeps its badge and caption inside its own place;
- the summary's highlighted line "Münzen: 2 von 2 übrig" was cut in bold at 11 px; it takes the regular
  weight before anything is cut."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402
from desktop_app.ui.table_items import MIN_TEXT, text_width  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402

REPLAY_TABLE = (1280, 547)  # the table's size in a 1280x800 replay window (the chart below it)
DOCKED = (1004, 716)  # the table's size in a 1280x800 window with the log and history docks open


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene
    fit_view = False

    def __init__(self, qtbot, players: int, size: tuple[int, int]) -> None:
        super().__init__(qtbot, players, 3, 0)
        self.view.resize(*size)
        self.scene.resize_to(*size)
        self.advance_to(lambda s: s.phase == "purchase" and s.round >= 3)


def _badge(pile, card: QRectF) -> QRectF:
    """Where the kit's PileItem puts a narrow pile's count badge (paint_badge at MIN_TEXT)."""
    width = text_width(pile.count_text(), MIN_TEXT, True) + MIN_TEXT * 1.1
    centre = QPointF(card.right() - 4, card.top() + 4)
    return QRectF(centre.x() - width / 2, centre.y() - MIN_TEXT * 1.55 / 2, width, MIN_TEXT * 1.55)


@pytest.mark.parametrize(("players", "size"), [(2, REPLAY_TABLE), (4, REPLAY_TABLE), (4, DOCKED)])
def test_each_piles_caption_and_count_stay_in_its_own_place(qtbot, players, size):
    table = Table(qtbot, players, size)
    piles = table.scene._piles
    places = []
    for pile in piles:
        rect = pile.rect()
        card, text_left, _px, _bold = pile.caption_place(rect)
        assert card is not None and text_left is None, "a narrow pile: the caption under its card"
        caption = QRectF(rect.left(), card.bottom() + 2, rect.width(), 15)
        places.append((pile.mapRectToScene(rect), pile.mapRectToScene(caption),
                       pile.mapRectToScene(_badge(pile, card))))
    for place, caption, badge in places:
        assert place.contains(caption), (place, caption)
        assert place.contains(badge), (place, badge)
    for (_, caption, _), (_, _, badge_below) in zip(places, places[1:], strict=False):
        assert not caption.intersects(badge_below)


def test_a_long_highlighted_summary_line_is_not_cut(qtbot):
    table = Table(qtbot, 4, DOCKED)
    info = table.scene._info
    line = "Münzen: 2 von 2 übrig"  # the German "Coins: 2 left of 2", the longest of its kind
    assert text_width(line, MIN_TEXT, True) > info.rect().width() - 16, "too wide in bold"
    info.lines = [(line, True)]
    table_text.ELIDED = []
    try:
        image = QImage(int(info.rect().width()) + 40, int(info.rect().height()) + 40,
                       QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        info.paint(painter, None)
        painter.end()
        assert line not in table_text.ELIDED
    finally:
        table_text.ELIDED = None
