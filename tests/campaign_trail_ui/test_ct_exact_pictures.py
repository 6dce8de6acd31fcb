"""The still parts of Campaign Trail's hand cards and party boards are pictures drawn once (issue 13):
counts of pictures drawn, never times, and the pictures compared pixel for pixel with painting directly.

At every hand-over a hand card's boxes light up for the person or go quiet (CT-10), and both party
boards change whose row glows: before, each repaint drew the card's plate, header and wrapped box texts
again, and the whole board. Now only the lights, and the board's changed row, are painted again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from desktop_app.games.campaign_trail.scene.cards import HandCard
from desktop_app.games.campaign_trail.scene.furniture import PartyBoard, PartyFigures, SeatLine
from desktop_app.ui.exact_pictures import ExactPictures
from desktop_app.ui.table_items import ensure_fonts

from .test_ct_card_work import _hand as card_hand


def _view(qtbot, scene: QGraphicsScene, scale: float = 1.0) -> QGraphicsView:
    view = QGraphicsView(scene)
    view.table = scene  # the view does not own its scene: kept alive with it
    view.resize(940, 360)
    view.scale(scale, scale)
    qtbot.addWidget(view)
    view.show()
    return view


def _hand(qtbot, n: int = 4, scale: float = 1.0) -> tuple[QGraphicsView, list[HandCard]]:
    """Cards at places between pixels, as a hand row may give them, some boxes usable and some not."""
    view, hand = card_hand(qtbot, n)
    view.scale(scale, scale)
    for card in hand:
        card.usable = {box: k % 2 == 0 for k, box in enumerate(card.boxes())}
    return view, hand


def _direct(monkeypatch) -> None:
    """From now on every picture is painted straight onto the item, as before the pictures."""
    monkeypatch.setattr(ExactPictures, "paint",
                        lambda self, p, key, rect, paint, background=None: paint(p))


def test_a_hand_over_draws_no_card_face_again(qtbot):
    view, hand = _hand(qtbot)
    view.viewport().grab()
    for turn in range(6):  # the person's turn, a computer's, and so on
        for card in hand:
            card.boxes_live = turn % 2 == 0
            card.hover_box = card.boxes()[0] if turn % 3 == 0 else ""
        view.viewport().grab()
    assert [card._faces.drawn for card in hand] == [1] * len(hand)
    hand[0].none_live = True  # the strip to play for no action changes the face: drawn once more
    view.viewport().grab()
    assert hand[0]._faces.drawn == 2


@pytest.mark.parametrize("scale", [1.0, 1.25, 0.83])
def test_a_card_from_its_picture_looks_as_a_card_painted_directly(qtbot, monkeypatch, scale):
    # Both ways through the card's own cache, as a card was always drawn before its pictures (a card with
    # no overlay now copies its picture straight onto the table: the same pixels, test_hand_card_cache).
    monkeypatch.setattr(HandCard, "_follow_overlays",
                        lambda self: self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache))

    def looks() -> list[QImage]:
        view, hand = _hand(qtbot, 3, scale)
        shots = []
        for live, marked in ((False, False), (True, False), (True, True)):
            for card in hand:
                card.boxes_live, card.marked = live, marked
                card.hover_box = card.boxes()[0] if live else ""
            shots.append(view.viewport().grab().toImage())
        return shots

    pictures = looks()
    _direct(monkeypatch)
    assert looks() == pictures


def _board(qtbot, acting: bool, hand: int = 6, money: int = 5) -> tuple[QGraphicsView, PartyBoard]:
    ensure_fonts()
    scene = QGraphicsScene(0, 0, 500, 400)
    board = PartyBoard()
    scene.addItem(board)
    board.set_rect(QRectF(10.4, 12.7, 221.3, 330.2))
    board.set_figures(_figures(acting, hand, money))
    return _view(qtbot, scene), board


def _figures(acting: bool, hand: int = 6, money: int = 5) -> PartyFigures:
    seats = [SeatLine("Player 1", "", hand, [], 0, acting, True, ["2 region tokens"]),
             SeatLine("Computer 3", "", 5, [], 1, False, False)]
    return PartyFigures("D", money, 3, 40, 2, 120, seats, acting)


def test_a_hand_over_paints_only_the_boards_rows_again(qtbot):
    view, board = _board(qtbot, True)
    view.viewport().grab()
    drawn = board._pictures.drawn
    assert drawn == 4  # the plate, its figures and the two rows
    board.set_figures(_figures(False))  # the turn passes: the row goes quiet, the ring goes
    view.viewport().grab()
    assert board._pictures.drawn == drawn + 2  # the acting row, and the plate without its ring
    board.set_figures(_figures(True))  # and comes back: both looks are kept
    view.viewport().grab()
    assert board._pictures.drawn == drawn + 2
    board.set_figures(_figures(True, money=9))  # new money: the figures alone, not the plate
    view.viewport().grab()
    assert board._pictures.drawn == drawn + 3
    # a plate with the ring and one without (test_ct_scene_work: the ring is drawn with the plate)
    assert [full[0][0] for full in board._pictures._pictures].count("plate") == 2


def test_a_board_from_its_pictures_looks_as_a_board_painted_directly(qtbot, monkeypatch):
    def looks() -> list[QImage]:
        view, board = _board(qtbot, True)
        shots = [view.viewport().grab().toImage()]
        board.set_figures(_figures(False, hand=4))
        shots.append(view.viewport().grab().toImage())
        return shots

    pictures = looks()
    _direct(monkeypatch)
    assert looks() == pictures


def test_the_hand_stands_on_whole_pixels(qtbot):
    """Cards are played and drawn and the others close up: on whole pixels each card's face picture
    serves it in every place of the row."""
    from .table_fixture import CtTable

    table = CtTable(qtbot, 2, seed=4)
    seen = 0
    for _ in range(30):
        table.play_heuristic(table.state.to_move()[0])
        table.show()
        for card in table.scene.hand.values():
            pos = card.target_pos()
            assert (pos.x(), pos.y()) == (round(pos.x()), round(pos.y()))
            seen += 1
    assert seen > 0
