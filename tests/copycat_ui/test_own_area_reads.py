"""Issue 15, the viewer's own area in a narrow row (four players at 1280x800, the replay's table):
- in the replay at round 8 the play area held twelve cards overlapping 8 px apart, their numbers one
  unreadable run ("3|1|2|1|2|1|5|4|9"); the replay's hand, and the play area beside a fourth player's panel
  at 1280x800, did the same. A fan now leaves each card's number whole (the next card lies right of it),
  in up to three rows of smaller cards where one row runs out of width, inside its area;
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
from desktop_app.games.copycat.scene.art import number_room  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from desktop_app.games.copycat.scene.layout import readable_fan  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402
from desktop_app.ui.table_items import MIN_TEXT, text_width  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402

REPLAY_TABLE = (1280, 547)  # the table's size in a 1280x800 replay window (the chart below it)
DOCKED = (1004, 716)  # the table's size in a 1280x800 window with the log and history docks open


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene
    fit_view = False

    def __init__(self, qtbot, players: int, size: tuple[int, int], least_play: int = 0) -> None:
        super().__init__(qtbot, players, 3, 0)
        self.resize(size)
        self.advance_to(lambda s: s.phase == "purchase" and s.round >= 3
                        and len(s.observation(0)["players"][0].get("play") or []) >= least_play)


def _rows(rects: list[QRectF]) -> list[list[QRectF]]:
    rows: dict[float, list[QRectF]] = {}
    for rect in rects:
        rows.setdefault(round(rect.top(), 1), []).append(rect)
    return [sorted(row, key=QRectF.left) for _, row in sorted(rows.items())]


def _assert_numbers_show(rects: list[QRectF], area: QRectF) -> None:
    rows = _rows(rects)
    for row in rows:
        for card, after in zip(row, row[1:], strict=False):
            assert after.left() >= card.left() + number_room(card.height()) - 0.5, (card, after)
    for upper, lower in zip(rows, rows[1:], strict=False):
        assert upper[0].bottom() < lower[0].top(), "rows do not overlap"
    for rect in rects:
        assert area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), (rect, area)


@pytest.mark.parametrize(("players", "size", "least"), [(2, REPLAY_TABLE, 9), (4, REPLAY_TABLE, 6),
                                                        (4, DOCKED, 7)])
def test_every_card_number_in_the_viewers_fans_reads(qtbot, players, size, least):
    table = Table(qtbot, players, size, least)
    scene = table.scene
    layout = scene._layout
    for role, area in (("play", layout.play), ("hand", layout.hand)):
        rects = [item.scene_card_rect() for key, item in scene._cards.items()
                 if item.isVisible() and scene._spot_of.get(key, {}).get("role") == role]
        if role == "play":
            assert len(rects) >= least
        _assert_numbers_show(rects, area)


@pytest.mark.parametrize("count", range(1, 16))
def test_a_fan_in_the_replays_play_area_keeps_every_number(count):
    area = QRectF(308, 450, 120, 150)  # about the 2-player replay's play area under its caption
    rects = readable_fan(area, count, 86.0)
    assert len(rects) == count
    _assert_numbers_show(rects, area)


def test_a_row_that_fits_is_laid_out_as_before():
    area = QRectF(0, 0, 600, 120)
    rects = readable_fan(area, 5, 110.0)
    assert [r.height() for r in rects] == [110.0] * 5
    assert [r.left() for r in rects] == [0.0 + i * (110.0 * 63 / 88 + 6) for i in range(5)]


@pytest.mark.parametrize(("width", "count", "most"), [(500, 5, 3), (500, 12, 3), (120, 9, 20), (120, 16, 20)])
def test_the_fan_is_measured_a_few_times_only(monkeypatch, width, count, most):
    """The fan is laid out at every move: its height is found by halving, not by trying every pixel (76
    measurements for twelve cards in the replay's play area), and a row that fits is measured once."""
    from desktop_app.games.copycat.scene import layout

    calls: list[float] = []
    real = layout.number_room
    monkeypatch.setattr(layout, "number_room", lambda h: calls.append(h) or real(h))
    readable_fan(QRectF(0, 0, width, 150), count, 86.0)
    assert len(calls) <= most


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
