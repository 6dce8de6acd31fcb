"""What a Campaign Trail move repaints beside the map (issue 13): counts of seas filled and pictures
drawn, never times, and the pixels compared with painting everything.

At two parties the turn passes every move: both party boards and the hand row beside the map are
repainted, and each exposes a sliver of the map window's shadow. The window's sea (one antialiased
gradient across the map) was filled again for each sliver; a drawn card repainted its month pile's
stacked backs with the count beside them, and a debate card the whole debate board.

(Each picture here was also compared, at 25 places and sizes, with the tree before it: identical.)"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from desktop_app.games.campaign_trail.scene import month_decks
from desktop_app.games.campaign_trail.scene.scene_map_view import MapViewport
from desktop_app.ui.exact_pictures import ExactPictures
from desktop_app.ui.table_items import ensure_fonts

from .map_fixture import sample_position


def _view(qtbot, scene: QGraphicsScene, w: int = 700, h: int = 500) -> QGraphicsView:
    view = QGraphicsView(scene)
    view.table = scene  # the view does not own its scene: kept alive with it
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setSceneRect(QRectF(0, 0, w, h))
    view.resize(w, h)
    qtbot.addWidget(view)
    view.show()
    return view


def _map_window(qtbot) -> tuple[QGraphicsView, MapViewport]:
    ensure_fonts()
    scene = QGraphicsScene(0, 0, 700, 500)
    scene.setBackgroundBrush(QColor("#24553F"))
    window = MapViewport()
    scene.addItem(window)
    window.set_rect(QRectF(20.4, 20.6, 600, 400))
    window.map.set_states(sample_position(("D", "R")))
    return _view(qtbot, scene), window


def test_a_sliver_of_the_map_windows_shadow_fills_no_sea(qtbot):
    view, window = _map_window(qtbot)
    for _ in range(6):  # the new map is drawn a group of its parts per frame (scene_map_layer)
        view.viewport().grab()
        qtbot.wait(5)
    whole = view.viewport().grab().toImage()
    filled = window.seas_painted
    # Under the window's foot and beside its right edge: its shadow only, as a board or the hand beside it.
    for sliver in (QRect(10, 423, 640, 6), QRect(622, 10, 6, 430)):
        part = view.viewport().grab(sliver).toImage()
        assert window.seas_painted == filled
        assert part == whole.copy(sliver)
    # A repaint that meets the sea (a party board's strip at the window's edge, every move) copies it from
    # the window's kept picture: the sea is not filled again.
    part = view.viewport().grab(QRect(300, 410, 40, 20)).toImage()
    assert window.seas_painted == filled
    assert part == whole.copy(QRect(300, 410, 40, 20))
    # A new size is a new picture.
    window.set_rect(QRectF(20.4, 20.6, 580, 400))
    view.viewport().grab()
    assert window.seas_painted == filled + 1


def _decks(qtbot) -> tuple[QGraphicsView, month_decks.DecksItem]:
    ensure_fonts()
    scene = QGraphicsScene(0, 0, 500, 120)
    scene.setBackgroundBrush(QColor("#24553F"))
    decks = month_decks.DecksItem()
    scene.addItem(decks)
    decks.set_rect(QRectF(10.3, 10.6, 460, 80))
    return _view(qtbot, scene, 500, 120), decks


def _deal(decks: month_decks.DecksItem, june: int) -> None:
    decks.set_piles([("June", june, True), ("July", 14, False), ("August", 0, False)])


def test_a_drawn_card_draws_no_stack_of_backs_again(qtbot):
    view, decks = _decks(qtbot)
    _deal(decks, 12)
    view.viewport().grab()
    june, july, august = decks._month_piles
    assert [pile._stacks.drawn for pile in decks._month_piles] == [1, 1, 1]
    for left in (11, 10, 9, 1):  # the month's cards drawn one by one: only the count beside changes
        _deal(decks, left)
        view.viewport().grab()
        assert june.count == left
    assert june._stacks.drawn == 1
    _deal(decks, 0)  # the last card drawn: the empty place is a picture of its own
    view.viewport().grab()
    assert june._stacks.drawn == 2
    assert (july._stacks.drawn, august._stacks.drawn) == (1, 1)


def _same_as_painted_directly(monkeypatch, looks: Callable[[], list[QImage]]) -> None:
    """``looks()`` gives the same images with every picture painted straight onto its item."""
    pictures = looks()
    monkeypatch.setattr(ExactPictures, "paint",
                        lambda self, p, key, rect, paint, background=None: paint(p))
    assert looks() == pictures


def test_a_pile_from_its_picture_looks_as_a_pile_painted_directly(qtbot, monkeypatch):
    def looks() -> list[QImage]:
        view, decks = _decks(qtbot)
        shots = []
        for left in (12, 1, 0):
            _deal(decks, left)
            shots.append(view.viewport().grab().toImage())
        return shots

    _same_as_painted_directly(monkeypatch, looks)


def _debate_figures(marker: int = 1, played: int = 0, seats: int = 2):
    from desktop_app.games.campaign_trail.data import load_data
    from desktop_app.games.campaign_trail.scene.furniture import DebateFigures

    data = load_data()
    topics = [(t, data.issues[t].category) for t in ("veterans", "gender_equality", "health_care")]
    parties = "DRLG"[:max(2, seats // 2)]
    names = [(f"Computer {k + 1}", parties[k % len(parties)], played if k == 0 else 1, False)
             for k in range(seats)]
    markers = {p: [marker + k, 2, 3] for k, p in enumerate(parties)}
    return DebateFigures(2, "FL", topics, markers, data.const("DEBATE_TRACK"), names, 2)


def _debate(qtbot, height: float = 330.4, seats: int = 2):
    from desktop_app.games.campaign_trail.scene.furniture import DebateBoard

    ensure_fonts()
    scene = QGraphicsScene(0, 0, 300, 400)
    scene.setBackgroundBrush(QColor("#24553F"))
    board = DebateBoard()
    scene.addItem(board)
    board.set_rect(QRectF(12.3, 10.6, 250.2, height))
    board.set_figures(_debate_figures(seats=seats))
    return _view(qtbot, scene, 300, 400), board


def test_a_debate_card_draws_no_plate_rows_or_names_again(qtbot):
    view, board = _debate(qtbot)
    view.viewport().grab()
    assert board._pictures.drawn == 1  # the plate, title, rows, chips and names
    board.set_figures(_debate_figures(marker=2, played=1))  # a card played: one topic's markers move
    view.viewport().grab()
    board.row_glow, board.row_hot = {"veterans": "+2"}, "veterans"  # a card carried over the rows
    view.viewport().grab()
    assert board._pictures.drawn == 1


@pytest.mark.parametrize(("height", "seats"), [(330.4, 2), (172.0, 8)])
def test_a_debate_board_from_its_pictures_looks_as_painted_directly(qtbot, monkeypatch, height, seats):
    def looks() -> list[QImage]:
        view, board = _debate(qtbot, height, seats)
        shots = [view.viewport().grab().toImage()]
        board.set_figures(_debate_figures(marker=3, played=1, seats=seats))
        board.row_glow, board.row_hot = {"veterans": "+2", "health_care": ""}, "veterans"
        board.row_refusal = {"gender_equality": "not_now"}
        shots.append(view.viewport().grab().toImage())
        return shots

    _same_as_painted_directly(monkeypatch, looks)
