"""Issue 15: in the replay at round 8 the viewer's play area held twelve cards overlapping 8 px apart, their
numbers one unreadable run ("3|1|2|1|2|1|5|4|9"); the replay's hand, and the play area beside a fourth
player's panel at 1280x800, did the same. A fan now leaves each card's number whole (the next card lies
right of it), in up to three rows of smaller cards where one row runs out of width, inside its area."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402

from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene.art import number_room  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from desktop_app.games.copycat.scene.layout import readable_fan  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402

REPLAY_TABLE = (1280, 547)  # the table's size in a 1280x800 replay window (the chart below it)
DOCKED = (1004, 716)  # the table's size in a 1280x800 window with the log and history docks open


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene
    fit_view = False


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
    table = Table(qtbot, players, seed=3)
    table.view.resize(*size)
    table.scene.resize_to(*size)
    table.advance_to(lambda s: s.phase == "purchase" and len(s.observation(0)["players"][0].get("play") or [])
                     >= least)
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
