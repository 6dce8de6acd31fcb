"""Issue 13 (GUI-thread work per move), the table kit's PieceSync: a sync that sends a piece where it already
rests sets nothing on it, so a move's work no longer grows with the pieces on the table; a piece moved
any other way (dragged, put down by hand, sent elsewhere) is placed again. Counts only, never times."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent  # noqa: E402

from desktop_app.ui.piles import HOVER_LIFT, PieceSync, Spot  # noqa: E402
from desktop_app.ui.table_items import CardPiece  # noqa: E402


class Card(CardPiece):
    """The smallest drawable card, counting what a sync asks of it."""

    def __init__(self, height: float) -> None:
        super().__init__(height)
        self.moves = 0
        self.z_sets = 0

    def boundingRect(self) -> QRectF:
        return self.card_rect()

    def paint(self, painter, option, widget=None) -> None:
        painter.drawRect(self.card_rect())

    def move_to(self, pos: QPointF, size: float | None, duration_ms: int) -> None:
        self.moves += 1
        super().move_to(pos, size, duration_ms)

    def setZValue(self, z: float) -> None:
        self.z_sets += 1
        super().setZValue(z)


class Table(QGraphicsScene):
    """A scene that hears a piece's drag (ui/table_pieces.PieceHost) and does nothing about it."""

    def drag_started(self, item) -> None: ...
    def drag_moved(self, item, scene_pos) -> None: ...
    def drag_finished(self, item, scene_pos) -> None: ...
    def item_refused(self, item) -> None: ...
    def item_clicked(self, item) -> None: ...


def _table(count: int) -> tuple[QGraphicsScene, PieceSync, dict[str, Spot]]:
    scene = Table()
    sync: PieceSync = PieceSync(scene, lambda key, spot: Card(spot.size))
    spots = {f"c{k}": Spot(QPointF(10 + 70 * k, 20), 88.0, k) for k in range(count)}
    sync.sync(spots, 0)
    return scene, sync, spots


def _asked(sync: PieceSync) -> tuple[int, int]:
    """move_to and setZValue calls since the last look, over every piece."""
    moves = sum(piece.moves for piece in sync.items.values())
    z_sets = sum(piece.z_sets for piece in sync.items.values())
    for piece in sync.items.values():
        piece.moves = piece.z_sets = 0
    return moves, z_sets


def test_a_sync_to_the_same_spots_sets_nothing_on_the_pieces(qtbot):
    scene, sync, spots = _table(30)
    _asked(sync)
    home = sync.home
    before = dict(home)
    shown = sync.sync({key: Spot(QPointF(spot.pos), spot.size, spot.z) for key, spot in spots.items()}, 200)
    assert _asked(sync) == (0, 0)  # before: 30 move_to and 30 setZValue
    assert [key for key, _piece, _spot in shown] == list(spots), "every piece is still handed out to dress"
    assert sync.home is home and home == before
    assert all(piece.pos() == spots[key].pos for key, piece in sync.items.items())


def test_only_the_pieces_whose_spot_changed_are_moved(qtbot):
    scene, sync, spots = _table(12)
    _asked(sync)
    spots["c3"] = Spot(QPointF(500, 300), 88.0, 3)
    spots["c7"] = Spot(QPointF(spots["c7"].pos), 88.0, 40)  # restacked only
    sync.sync(spots, 0)
    assert _asked(sync) == (2, 2)
    assert sync.items["c3"].pos() == QPointF(500, 300) and sync.items["c7"].zValue() == 40
    assert sync.home["c3"] == (QPointF(500, 300), 88.0)


def test_a_piece_put_down_by_hand_or_sent_elsewhere_is_placed_again(qtbot):
    scene, sync, spots = _table(3)
    piece = sync.items["c1"]
    piece.setPos(400, 400)
    piece.unsettle()
    sync.sync(spots, 0)
    assert piece.pos() == spots["c1"].pos
    other = sync.items["c2"]
    other.move_to(QPointF(250, 250), None, 0)  # any move but the sync's own
    sync.sync(spots, 0)
    assert other.pos() == spots["c2"].pos


def _mouse(kind: QEvent.Type, scene_pos: QPointF, screen_from: QPointF, screen_to: QPointF):
    event = QGraphicsSceneMouseEvent(kind)
    event.setButton(Qt.MouseButton.LeftButton)
    event.setButtons(Qt.MouseButton.LeftButton)
    event.setScenePos(scene_pos)
    event.setButtonDownScreenPos(Qt.MouseButton.LeftButton, screen_from.toPoint())
    event.setScreenPos(screen_to.toPoint())
    return event


def test_a_dragged_piece_goes_back_at_the_next_sync(qtbot):
    scene, sync, spots = _table(2)
    piece = sync.items["c0"]
    piece.draggable = True
    start = piece.pos() + QPointF(5, 5)
    piece.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, start, QPointF(0, 0), QPointF(0, 0)))
    far = start + QPointF(200, 150)
    piece.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, far, QPointF(0, 0), QPointF(200, 150)))
    assert piece.dragging and piece.pos() != spots["c0"].pos
    piece.dragging = False  # dropped nowhere useful, and the scene did not send it home itself
    sync.sync(spots, 0)
    assert piece.pos() == spots["c0"].pos and piece.zValue() == spots["c0"].z


def test_a_hovered_piece_keeps_its_lift_across_syncs(qtbot):
    scene, sync, spots = _table(2)
    piece = sync.items["c1"]
    piece.hoverEnterEvent(None)
    assert piece.zValue() == spots["c1"].z + HOVER_LIFT
    sync.sync(spots, 0)
    assert piece.zValue() == spots["c1"].z + HOVER_LIFT
    piece.hoverLeaveEvent(None)
    sync.sync(spots, 0)
    assert piece.zValue() == spots["c1"].z


def test_a_piece_keeps_no_animation_it_has_done_with(qtbot):
    """Each glide makes an animation, a child of the piece: the ones stopped, finished or replaced are
    deleted, not kept until the piece goes (a card on the table all game long glided at every move)."""
    from PySide6.QtCore import QPropertyAnimation
    from PySide6.QtWidgets import QApplication

    scene, sync, spots = _table(1)
    piece = sync.items["c0"]
    for k in range(30):
        piece.move_to(QPointF(10 + 40 * (k % 2), 20), 88.0 + (k % 2) * 10, 200)  # replaced while running
        if k % 5 == 0:
            piece.move_to(QPointF(0, 0), None, 0)  # a jump drops the glide under way
        if k % 7 == 0:
            piece.stop_motion()
    qtbot.waitUntil(lambda: not piece.is_moving(), timeout=3000)
    piece.move_to(QPointF(5, 5), 60.0, 0)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(piece.findChildren(QPropertyAnimation)) <= 2  # before: one per glide and more, 44 here
