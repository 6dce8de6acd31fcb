# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15 at 1366x768 with the docks open: Copernico's hand overlaps its cards a little (up to nine in a
row), and each card wrote its id ("Q34") at its right edge, under the next card: a hand read "Q3, Q3, Q5,
Q5" for Q31, Q34, Q56, Q57, while the move list and the hint name the cards by those ids. The id now sits
just right of the index column, where an overlapping hand leaves it showing."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.copernico.data import load_data  # noqa: E402
from desktop_app.games.copernico.scene import art  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401
from .test_table_fits_narrow_view import _match  # noqa: E402


def _id_span(monkeypatch, card: str, rect: QRectF) -> tuple[float, float]:
    """Where the face drawn in ``rect`` writes ``card``'s id: its left and right edge (scene x)."""
    written: list[tuple[float, float]] = []
    paint_text = art.paint_text

    def record(p, where: QRectF, text: str, px: float, *args, **kwargs):
        if text == card:
            width = table_text.text_width(text, px, kwargs.get("bold", False))
            align = kwargs.get("align", Qt.AlignmentFlag.AlignLeft)
            if align & Qt.AlignmentFlag.AlignRight:
                written.append((where.right() - width, where.right()))
            elif align & Qt.AlignmentFlag.AlignHCenter:
                written.append((where.center().x() - width / 2, where.center().x() + width / 2))
            else:
                written.append((where.left(), where.left() + width))
        paint_text(p, where, text, px, *args, **kwargs)

    monkeypatch.setattr(art, "paint_text", record)
    image = QImage(int(rect.right()) + 2, int(rect.bottom()) + 2, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    art._draw_quadrant(painter, rect, load_data().quadrants[card])
    painter.end()
    monkeypatch.setattr(art, "paint_text", paint_text)
    assert len(written) == 1
    return written[0]


@pytest.mark.parametrize(("size", "players", "moves"), [
    ((1366, 768), 2, 52), ((1280, 800), 2, 52), ((1280, 800), 5, 45)])
def test_every_card_of_an_overlapping_hand_shows_its_id_whole(qtbot, monkeypatch, game_window, size, players,
                                                               moves):
    win = game_window
    win.controller.autoplay = False
    win.resize(*size)
    win.start_match(_match("copernico", players, moves), viewer=0)
    qtbot.wait(10)
    scene = win.view.scene()
    rects = sorted(((scene._cards[card].scene_card_rect(), card) for card in scene._my_hand()
                    if card in scene._cards and scene._cards[card].isVisible()),
                   key=lambda pair: (pair[0].top(), pair[0].left()))
    overlapped = 0
    for (rect, card), (following, _next) in zip(rects, rects[1:], strict=False):
        if following.left() >= rect.right() or following.top() >= rect.bottom():
            continue  # side by side, or the next row
        overlapped += 1
        left, right = _id_span(monkeypatch, card, rect)
        assert rect.left() < left and right <= following.left(), (
            f"{card}'s id runs {right - following.left():.0f} px under the next card")
    assert overlapped >= 6  # the case: a hand whose cards overlap
