"""The table kit every game scene is built on: piles, the card synchronisation, the base callbacks.

STYLE.md (Motion): pieces glide from where they were to where they go, and never teleport; a piece
that leaves the view is taken away, not left behind.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtWidgets import QGraphicsScene  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.piles import HOVER_LIFT, PieceSync, Pile, Spot  # noqa: E402
from desktop_app.ui.scene_base import GameScene  # noqa: E402
from desktop_app.ui.scene_kit import TableScene  # noqa: E402
from desktop_app.ui.table_items import CardPiece, FigurePiece  # noqa: E402


def test_a_pile_lays_its_cards_out_in_a_row_and_overlaps_them_when_they_must():
    pile = Pile(QRectF(100, 50, 400, 120), 88.0, spacing=6.0, min_step=8.0)
    positions = pile.positions(3)
    assert [p.x() for p in positions] == [100.0, 100 + 63 + 6, 100 + 2 * (63 + 6)]
    assert all(p.y() == 50 + (120 - 88) / 2 for p in positions)  # centred in the area's height
    crowded = pile.positions(20)
    assert crowded[0].x() == 100 and abs(crowded[-1].x() + pile.card_w - 500) < 1e-6  # fills it exactly
    assert all(b.x() - a.x() >= 8.0 for a, b in zip(crowded, crowded[1:], strict=False))
    bottom = Pile(QRectF(0, 0, 300, 200), 100.0, valign="bottom", align_left=False)
    lone = bottom.positions(1)[0]
    assert lone.y() == 100 and abs(lone.x() - (300 - bottom.card_w) / 2) < 1e-6
    spots = pile.spots(["a", "b"], 30, role="hand", seat=1)
    assert list(spots) == ["a", "b"] and [s.z for s in spots.values()] == [30, 31]
    assert spots["b"].role == "hand" and spots["b"].info["seat"] == 1 and spots["b"].pos == positions[1]


class Card(CardPiece):
    """The smallest drawable card: the kit's motion needs nothing more."""

    def boundingRect(self) -> QRectF:
        return self.card_rect()

    def paint(self, painter, option, widget=None) -> None:
        painter.drawRect(self.card_rect())


def _sync_on(qtbot, left: list) -> tuple[QGraphicsScene, PieceSync]:
    scene = QGraphicsScene()
    origin_of = {"new": (QPointF(5, 7), 40.0)}
    sync: PieceSync = PieceSync(scene, lambda key, spot: Card(spot.size),
                                lambda key, spot: origin_of.get(key),
                                lambda piece, duration: left.append((piece, duration)))
    return scene, sync


def test_an_animated_move_starts_at_the_origin_and_ends_at_the_target(qtbot):
    left: list = []
    scene, sync = _sync_on(qtbot, left)
    target = Spot(QPointF(300, 200), 88.0, 12)
    shown = sync.sync({"new": target}, 200)
    piece = sync.items["new"]
    assert shown == [("new", piece, target)] and piece.scene() is scene
    assert piece.pos() == QPointF(5, 7) and piece.height == 40.0, "it starts where it came from"
    assert piece.is_moving() and piece.target_pos() == QPointF(300, 200)
    qtbot.waitUntil(lambda: not piece.is_moving(), timeout=3000)
    assert piece.pos() == QPointF(300, 200) and abs(piece.height - 88.0) < 0.01
    assert piece.zValue() == 12 and piece.base_z == 12
    assert sync.home["new"] == (QPointF(300, 200), 88.0)


def test_a_piece_without_an_origin_or_time_is_placed_at_once_and_later_glides_on(qtbot):
    left: list = []
    scene, sync = _sync_on(qtbot, left)
    sync.sync({"x": Spot(QPointF(10, 10), 60.0, 1)}, 200)  # no origin for "x": it simply appears
    piece = sync.items["x"]
    assert piece.pos() == QPointF(10, 10) and not piece.is_moving()
    piece.hovered = True
    sync.sync({"x": Spot(QPointF(90, 10), 60.0, 4)}, 0)
    assert piece.pos() == QPointF(90, 10) and piece.zValue() == 4 + HOVER_LIFT
    sync.sync({"x": Spot(QPointF(190, 10), 60.0, 4)}, 150)
    assert piece.is_moving() and piece.target_pos() == QPointF(190, 10)


def test_a_piece_that_is_no_longer_shown_is_handed_over_to_leave(qtbot):
    left: list = []
    scene, sync = _sync_on(qtbot, left)
    sync.sync({"a": Spot(QPointF(0, 0), 50.0, 1), "b": Spot(QPointF(50, 0), 50.0, 2)}, 0)
    a = sync.items["a"]
    sync.sync({"b": Spot(QPointF(0, 0), 50.0, 1)}, 120)
    assert left == [(a, 120)] and "a" not in sync.items and "a" not in sync.home
    removed_here = PieceSync(scene, lambda key, spot: Card(spot.size))
    removed_here.sync({"c": Spot(QPointF(0, 0), 50.0, 1)}, 0)
    c = removed_here.items["c"]
    removed_here.sync({}, 0)
    assert c.scene() is None, "without a leave callback the piece is simply taken off the table"


def test_a_piece_dropped_nowhere_returns_home(qtbot):
    left: list = []
    scene, sync = _sync_on(qtbot, left)
    sync.sync({"a": Spot(QPointF(40, 40), 50.0, 3)}, 0)
    piece = sync.items["a"]
    piece.setPos(QPointF(400, 300))
    piece.setZValue(900)
    sync.return_home(piece, "a", 0)
    assert piece.pos() == QPointF(40, 40) and piece.zValue() == 3


def test_the_base_scene_declares_every_callback_the_items_report(qtbot):
    """Items call these on any GameScene; a scene that does not care need not define them."""
    scene = GameScene([Seat("Ada")])
    for name in ("drag_started", "drag_moved", "drag_finished", "item_clicked", "item_hovered",
                 "is_turn_ending", "describe_action"):
        assert callable(getattr(scene, name))
    table = TableScene([Seat("Ada"), Seat("Bo")])
    near = QRectF(1200, 700, 40, 60)  # at the bottom right: the preview goes left and stays inside
    pos = table.beside(near, 200, 300)
    assert pos.x() + 200 <= near.left() and pos.y() + 300 <= 800 - 6


def test_a_hidden_hand_is_a_fan_of_at_most_five_backs_inside_its_box(qtbot):
    from PySide6.QtGui import QImage, QPainter

    from desktop_app.ui.card_items import BacksFan

    class Backs(BacksFan):
        def __init__(self) -> None:
            super().__init__()
            self.drawn: list[QRectF] = []

        def paint_back(self, p, rect) -> None:
            self.drawn.append(QRectF(rect))

    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    for count, shown in ((0, 0), (3, 3), (12, 5)):
        fan = Backs()
        fan.count = count
        box = QRectF(10, 10, 140, 88)
        painter = QPainter(image)
        fan.paint_content(painter, box)
        painter.end()
        assert len(fan.drawn) == shown
        assert all(box.contains(r) for r in fan.drawn), "the fan stays inside its box"
        assert [r.left() for r in fan.drawn] == sorted({r.left() for r in fan.drawn})


def test_a_standing_figure_is_as_wide_as_its_ratio_and_takes_the_mouse_a_little_beyond_itself(qtbot):
    """Workers (Copycat) and employees (Councils) are one kit figure: the width follows the height as it
    glides into a smaller place, the margin leaves room for the lift, and the grab area is the figure
    widened by GRAB."""

    class Worker(FigurePiece):
        RATIO = 0.5
        MARGIN = (1.0, 8.0, 2.0, 3.0)
        GRAB = 2.0

        def paint(self, p, option, widget=None):
            pass

    figure = Worker(40.0)
    assert figure.figure_rect() == QRectF(0, 0, 20, 40)
    assert figure.boundingRect() == QRectF(-1, -8, 23, 51)
    assert figure.shape().boundingRect() == QRectF(-2, -2, 24, 44)
    figure.set_size_value(20.0)
    assert figure.width == 10.0 and figure.figure_rect() == QRectF(0, 0, 10, 20)


def test_a_chosen_card_rises_and_only_a_card_that_can_be_used_is_outlined_under_the_pointer(qtbot):
    """STYLE.md (Motion): a hovered card stays where it lies, outlined; a selected or held card rises by
    the game's CHOSEN_LIFT, a carried one by 12. Copernico outlines any face-up card, to be read."""
    from desktop_app.ui.card_items import ChoosableCard

    class Lower(ChoosableCard):
        CHOSEN_LIFT = 10.0

    class Readable(ChoosableCard):
        OUTLINE_FACES = True

    card = Lower("c1", 88.0)
    card.hovered = True
    assert card.lift() == 0.0 and not card.hover_outlined()  # it can neither move nor be clicked
    card.clickable = True
    assert card.hover_outlined()
    card.held = True
    assert card.lift() == 10.0 and not card.hover_outlined()  # the held ring says it already
    card.held, card.dragging = False, True
    assert card.lift() == 12.0 and not card.hover_outlined()
    face = Readable("c2", 88.0)
    face.hovered = True
    assert face.hover_outlined()
    back = Readable(None, 88.0)
    back.hovered = True
    assert not back.hover_outlined()
