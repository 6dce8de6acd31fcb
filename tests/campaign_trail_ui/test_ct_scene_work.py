"""What the Campaign Trail table asks of Qt at each move (issue 13): counts, never times.

A tooltip is set only when its words change (setting one calls the item's itemChange twice, from C++
into Python), a hand card tells the scene of a geometry change only when its bounding rect changes (the
"no action" strip comes and goes inside the card), and the ring round the acting party's board is part of
the plate's picture instead of a stroke of its own at every repaint of the board."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.games.campaign_trail.scene import furniture
from desktop_app.games.campaign_trail.scene.cards import HandCard

from .table_fixture import CtTable
from .test_ct_exact_pictures import _board, _figures


def test_showing_the_same_position_again_sets_no_tooltip(qtbot, monkeypatch):
    table = CtTable(qtbot, 2, seed=4)
    set_tips: list[tuple[str, str]] = []
    original = QGraphicsItem.setToolTip

    def counting(item: QGraphicsItem, text: str) -> None:
        set_tips.append((type(item).__name__, text))
        original(item, text)

    monkeypatch.setattr(QGraphicsItem, "setToolTip", counting)
    moves_with_tips = 0
    for _ in range(40):
        table.play_heuristic(table.state.to_move()[0])
        table.recent = []
        table.show()
        moves_with_tips += bool(set_tips)
        set_tips.clear()
        table.show()  # the very same observation once more: every tooltip already says it
        assert set_tips == []
    assert moves_with_tips > 0  # the moves themselves did change tooltips (the counter counts)


def test_the_no_action_strip_changes_no_card_geometry(qtbot, monkeypatch):
    table = CtTable(qtbot, 2, seed=4)
    asked: list[tuple[HandCard, QRectF]] = []
    original = HandCard.prepareGeometryChange

    def counting(card: HandCard) -> None:
        asked.append((card, QRectF(card.boundingRect())))
        original(card)

    monkeypatch.setattr(HandCard, "prepareGeometryChange", counting)
    strips: set[bool] = set()
    for _ in range(60):
        table.play_heuristic(table.state.to_move()[0])
        table.recent = []
        table.show()
        strips.update(card.none_live for card in table.scene.hand.values())
        # every geometry change told to the scene was one: the card's bounding rect is not what it was
        assert all(card.boundingRect() != before for card, before in asked)
        asked.clear()
    assert strips == {True, False}  # the strip came and went on the way


def test_the_acting_ring_is_painted_with_the_plate(qtbot, monkeypatch):
    rings: list[QRectF] = []
    ring = furniture.paint_ring
    monkeypatch.setattr(furniture, "paint_ring",
                        lambda p, rect, *a, **k: rings.append(rect) or ring(p, rect, *a, **k))
    view, board = _board(qtbot, True)
    view.viewport().grab()
    assert len(rings) == 1  # into the plate's picture
    board.update()  # a repaint of the same board (a glow, a dim, a row changing) copies the picture
    view.viewport().grab()
    board.set_figures(_figures(True, hand=4))  # a row changes: the plate with its ring stands
    view.viewport().grab()
    assert len(rings) == 1
    board.set_figures(_figures(False))  # the turn passes: the plate without a ring
    view.viewport().grab()
    board.set_figures(_figures(True))  # and back: both plates are kept
    view.viewport().grab()
    assert len(rings) == 1
    plates = [full[0] for full in board._pictures._pictures if full[0][0] == "plate"]
    assert len(plates) == 2
