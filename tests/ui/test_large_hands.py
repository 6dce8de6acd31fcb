"""Issue 15, "large hands stay usable": from 10 cards a hand goes into two rows of cards that do not
overlap, so every card's whole face is where a click lands; hovering a card never changes which card is
under the pointer; quick successive clicks (a second press fast enough to be a double click) all count.

The games that reach 10 cards: Copernico (hands of 11-12 in phase 2 at 2 and 5 players, measured with
the rule-of-thumb players) and Copycat (up to 15). Councils & Contracts has no hand; Campaign Trail
draws to 5 (its 5- and 7-seat hands are not built yet)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem  # noqa: E402

from desktop_app.games.copernico.actions import Place  # noqa: E402
from desktop_app.ui.piles import LARGE_HAND, Pile  # noqa: E402
from tests.copernico.helpers import in_action_phase  # noqa: E402
from tests.copernico_ui.test_copernico_scene import Table as CopernicoTable  # noqa: E402
from tests.copernico_ui.test_copernico_scene import slot_centre  # noqa: E402
from tests.copycat_ui.test_copycat_scene import Table as CopycatTable  # noqa: E402


def _whole_faces(scene, items, view_rect) -> None:
    rects = [item.sceneBoundingRect() if not hasattr(item, "scene_card_rect") else item.scene_card_rect()
             for item in items]
    for i, a in enumerate(rects):
        assert view_rect.contains(a), "the card is on the table"
        for b in rects[i + 1:]:
            overlap = a.intersected(b)
            assert overlap.width() < 1 or overlap.height() < 1, "two hand cards overlap"
    for item, rect in zip(items, rects, strict=True):
        for fx, fy in ((0.2, 0.2), (0.8, 0.2), (0.5, 0.5), (0.2, 0.8), (0.8, 0.8)):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            top = next(it for it in scene.items(point) if it.acceptedMouseButtons())
            assert top is item, "every part of the face is that card's"


def test_pile_lays_ten_or_more_cards_in_two_rows_without_overlap():
    from PySide6.QtCore import QRectF

    pile = Pile(QRectF(0, 0, 600, 200), 190, spacing=8.0, two_rows_from=LARGE_HAND)
    one = pile.positions(9)
    assert len({p.y() for p in one}) == 1  # nine cards: one row, as before
    two = pile.positions(12)
    assert len({round(p.y()) for p in two}) == 2
    h = pile.card_height(12)
    w = h * pile.ratio
    for row_y in {p.y() for p in two}:
        xs = sorted(p.x() for p in two if p.y() == row_y)
        assert all(b - a >= w for a, b in zip(xs, xs[1:], strict=False))  # side by side, whole
    assert max(p.y() for p in two) + h <= 200 + 0.01


def test_copernico_twelve_card_hand(qtbot):
    table = CopernicoTable(qtbot)
    hand = ("Q01", "Q02", "Q03", "Q08", "Q09", "Q15", "Q16", "Q22", "Q29", "Q36", "Q43", "Q64")
    table.state = in_action_phase(2, [hand, ("Q50",)])
    table.show()
    scene = table.scene
    items = [table.card(c) for c in hand]
    _whole_faces(scene, items, scene.sceneRect())
    # hovering a card changes nothing under the pointer next to it
    first, second = items[0], items[1]
    point = second.scene_card_rect().center()
    table.qtbot.mouseMove(table.view.viewport(), table.point(first.scene_card_rect().center()))
    assert next(it for it in scene.items(point) if it.acceptedMouseButtons()) is second
    assert second.scene_card_rect().center() == point


def _quick_second_click(table, where: QPointF) -> None:
    """A press and release, then a second press fast enough for the platform to make it a double click."""
    vp = table.view.viewport()
    pos = QPointF(table.point(where))
    table.qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=table.point(where))
    for kind in (QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease):
        down = kind == QEvent.Type.MouseButtonDblClick
        buttons = Qt.MouseButton.LeftButton if down else Qt.MouseButton.NoButton
        event = QMouseEvent(kind, pos, vp.mapToGlobal(pos), Qt.MouseButton.LeftButton, buttons,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, event)


def test_copernico_quick_successive_clicks_on_payment_cards_all_count(qtbot):
    """CO-8: paying for a placement by clicking hand cards; a card clicked twice quickly is taken and put
    back, and a quick click on the next card is taken too."""
    table = CopernicoTable(qtbot)
    hand = ("Q01", "Q02", "Q03", "Q08", "Q09", "Q15", "Q16", "Q22", "Q29", "Q36", "Q43", "Q64")
    table.state = in_action_phase(2, [hand, ("Q50",)])
    table.show()
    place = next(a for a in table.state.legal_actions(0) if isinstance(a, Place)
                 and table.state.data.cost[a.card] >= 2)
    table.drag(table.card_centre(place.card), slot_centre(table, place.position))
    scene = table.scene
    pool = scene._pay_pool()
    assert len(pool) >= 3
    _quick_second_click(table, table.card(pool[0]).scene_card_rect().center())
    assert scene._pay_sel == set()  # taken, then put back: both clicks counted
    table.click(table.card(pool[0]).scene_card_rect().center())
    table.click(table.card(pool[1]).scene_card_rect().center())
    assert scene._pay_sel == {pool[0], pool[1]}


def test_copycat_hand_of_fifteen(qtbot):
    table = CopycatTable(qtbot)
    items = _copycat_hand_of(table, 15)
    scene = table.scene
    hand = list(table.state.hand[0])
    assert len(hand) >= LARGE_HAND
    assert len(items) == len(hand)
    _whole_faces(scene, items, scene.sceneRect())


def _face(item) -> QImage:
    """The item painted on its own, cut to the inside of its card (an outline drawn round it is left out)."""

    rect = item.card_rect()
    pad = 30
    image = QImage(int(rect.width()) + 2 * pad, int(rect.height()) + 2 * pad, QImage.Format.Format_ARGB32)
    image.fill(QColor("#204030"))
    painter = QPainter(image)
    painter.translate(pad, pad)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image.copy(pad + 3, pad + 3, int(rect.width()) - 6, int(rect.height()) - 6)


def _hover_keeps_the_card_in_place(table, items) -> None:
    """Issue 15, "hover never shifts the layout under the pointer": in an overlapping hand (fewer than 10
    cards, one row) the hovered card comes to the front and is outlined, but nothing moves: its place
    and size stay, its face is painted where it lay, and the pointer is over the same card after."""
    scene = table.scene
    rects = [item.scene_card_rect() for item in items]
    assert any(a.intersects(b) for a, b in zip(rects, rects[1:], strict=False)), "the hand overlaps"
    card = items[len(items) // 2]
    before_rect, before_pos, before_face = card.scene_card_rect(), card.pos(), _face(card)
    # the pointer on the part of the card its right-hand neighbour's face does not cover
    point = QPointF(card.scene_card_rect().left() + 4, card.scene_card_rect().center().y())
    assert next(it for it in scene.items(point) if it.acceptedMouseButtons()) is card
    table.qtbot.mouseMove(table.view.viewport(), table.point(point))
    table.qtbot.waitUntil(lambda: card.hovered, timeout=2000)
    assert card.scene_card_rect() == before_rect and card.pos() == before_pos, "the card did not move"
    assert _face(card) == before_face, "its face is painted where it lay, not raised"
    assert next(it for it in scene.items(point) if it.acceptedMouseButtons()) is card
    assert all(card.zValue() > other.zValue() for other in items if other is not card), "it is in front"
    whole = card.scene_card_rect().center()  # covered by the neighbour before the hover: whole now
    assert next(it for it in scene.items(whole) if it.acceptedMouseButtons()) is card


def test_copernico_hover_in_an_overlapping_hand_moves_nothing(qtbot):
    table = CopernicoTable(qtbot)
    hand = ("Q01", "Q02", "Q03", "Q08", "Q09", "Q15", "Q16", "Q22", "Q29")
    table.state = in_action_phase(2, [hand, ("Q50",)])
    table.show()
    assert len(hand) < LARGE_HAND
    _hover_keeps_the_card_in_place(table, [table.card(c) for c in hand])


def _copycat_hand_of(table, cards: int) -> list:
    """Deal the viewer (seat 0) cards from their draw pile up to ``cards`` in hand, show the table and
    return the hand's card items."""
    s = table.state
    need = cards - len(s.hand[0])
    extra, s.draw = s.draw[0][:need], tuple(d[need:] if i == 0 else d for i, d in enumerate(s.draw))
    s.hand = tuple(h + extra if i == 0 else h for i, h in enumerate(s.hand))
    table.show()
    scene = table.scene
    return [scene._cards[k] for k in scene._cards if scene._spot_of.get(k, {}).get("role") == "hand"]


def test_copycat_hover_in_an_overlapping_hand_moves_nothing(qtbot):
    table = CopycatTable(qtbot)
    items = _copycat_hand_of(table, 9)
    assert len(items) == 9
    items.sort(key=lambda item: item.scene_card_rect().left())
    _hover_keeps_the_card_in_place(table, items)


def test_copycat_four_players_leave_the_viewers_hand_room_beside_an_opponents_panel():
    """Issue 15 (STYLE: your own area is largest): at 4 players the third opponent's panel shares the
    viewer's row at 1280x800 and 1366x768 with the docks open (tables of about 1004x732 and 1090x700).
    The hand keeps at least 250 px (it had 224, five cards showing 30 px each), the opponent's panel its
    width, and nothing in the row runs into its neighbour."""
    from desktop_app.games.copycat.scene.layout import compute_layout

    for w, h in ((1004.0, 732.0), (1000.0, 700.0), (1090.0, 700.0)):
        layout = compute_layout(w, h, 3)
        assert len(layout.opponents) == 3 and layout.opponents[2].top() > layout.street.bottom()
        assert layout.hand.width() >= 250, f"{w:.0f}x{h:.0f}: the hand has {layout.hand.width():.0f} px"
        assert layout.opponents[2].width() == layout.opponents[0].width()
        row = [layout.info, layout.hand, layout.play, *layout.piles, layout.opponents[2]]
        for a, b in zip(row, row[1:], strict=False):
            assert a.right() <= b.left() or a.bottom() <= b.top(), "two parts of the viewer's row overlap"


def test_copycat_ten_cards_at_four_players_lie_whole_in_two_rows(qtbot):
    """From 10 cards the hand goes into two rows of whole faces at 4 players too, where the viewer's row
    is narrowest (an opponent's panel beside it)."""
    table = CopycatTable(qtbot, players=4)
    table.scene.resize_to(1004, 732)
    items = _copycat_hand_of(table, 10)
    scene = table.scene
    assert len(items) == 10
    _whole_faces(scene, items, scene.sceneRect())
    assert min(item.scene_card_rect().height() for item in items) >= 60, "two rows of readable cards"
