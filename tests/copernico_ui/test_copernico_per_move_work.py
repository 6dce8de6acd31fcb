"""The Copernico table does at each move only the work the move needs (issue 13): cards that stay put are
neither marked for a repaint, rebuilt nor dressed again, a panel's new text repaints its band alone, and
each seat's tally is scored once. Counted, never timed."""

from __future__ import annotations

import functools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QRect, QRectF  # noqa: E402
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView  # noqa: E402

from desktop_app.games.copernico.scene import areas, texts  # noqa: E402
from desktop_app.games.copernico.scene.items import CardItem, PanelItem  # noqa: E402
from desktop_app.games.copernico.scene.pieces import PiecesMixin  # noqa: E402
from tests.copernico_ui.test_copernico_scene import Table  # noqa: E402


class Paints(QObject):
    """The regions a widget paints."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: list = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.regions.append(event.region())
        return False


def changes(scene: QGraphicsScene, action) -> list[QRectF]:
    """The scene rectangles ``action()`` marks for a repaint (a scene without views reports them)."""
    got: list[QRectF] = []
    QApplication.processEvents()
    scene.changed.connect(lambda rects: got.extend(rects))
    action()
    QApplication.processEvents()
    return got


def a_table_with_cards(qtbot) -> Table:
    table = Table(qtbot, players=4)
    table.advance_to(lambda s: sum(c is not None for t in s.observation(0)["tables"] for c in t) >= 6)
    QApplication.processEvents()
    return table


def test_a_card_that_keeps_its_size_is_not_marked_for_a_repaint(qtbot) -> None:
    scene = QGraphicsScene(0, 0, 400, 300)
    card = CardItem("Q01", "Q01", 80.0)
    scene.addItem(card)
    card.setPos(100, 100)
    assert changes(scene, lambda: card.set_size_value(80.0)) == []
    assert changes(scene, lambda: card.set_size_value(90.0)) != []  # a new size is a new picture


def test_the_same_observation_again_paints_nothing_and_sets_nothing(qtbot, monkeypatch) -> None:
    table = a_table_with_cards(qtbot)
    made, dressed, named = [], [], []
    sync = table.scene._card_sync
    make = sync.make
    sync.make = lambda key, spot: made.append(key) or make(key, spot)
    dress = PiecesMixin._dress_card
    monkeypatch.setattr(PiecesMixin, "_dress_card", staticmethod(lambda item, look: (
        dressed.append(item.key), dress(item, look))))
    position_name = texts.position_name
    monkeypatch.setattr(texts, "position_name", lambda p: named.append(p) or position_name(p))
    paints = Paints()
    table.view.viewport().installEventFilter(paints)
    table.show()
    QApplication.processEvents()
    assert (made, dressed, named) == ([], [], [])
    assert all(region.isEmpty() for region in paints.regions)  # not even a card copied onto the felt


def test_a_move_dresses_only_the_cards_it_changes(qtbot, monkeypatch) -> None:
    table = a_table_with_cards(qtbot)
    dressed: list[str] = []
    dress = PiecesMixin._dress_card
    monkeypatch.setattr(PiecesMixin, "_dress_card", staticmethod(lambda item, look: (
        dressed.append(item.key), dress(item, look))))
    shown = len(table.scene._cards)
    movers = [p for p in table.state.to_move() if p != table.viewer] or table.state.to_move()
    table.play_heuristic(movers[0])
    table.show()
    assert len(dressed) < shown / 2


def test_each_seat_is_scored_once_per_observation(qtbot, monkeypatch) -> None:
    table = a_table_with_cards(qtbot)
    scored: list[int] = []
    tally = areas.table_tally
    monkeypatch.setattr(areas, "table_tally", lambda view, seat: scored.append(seat) or tally(view, seat))
    table.scene.show_observation(dict(table.state.observation(0)), 0, [], [])
    assert sorted(scored) == [0, 1, 2, 3]


def test_a_panels_new_status_repaints_its_header_alone(qtbot) -> None:
    scene = QGraphicsScene(0, 0, 500, 400)
    view = QGraphicsView(scene)
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.resize(500, 400)
    view.setSceneRect(QRectF(0, 0, 500, 400))
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    panel = PanelItem()
    scene.addItem(panel)
    panel.set_rect(QRectF(20, 20, 360, 230))
    panel.name, panel.status = "Computer 2", "choosing…"
    panel.info, panel.tally = "3 cards in hand", "Quality 4"
    panel.tally_rect = QRectF(120, 168, 230, 54)  # under the hand, as at the table (areas.py)
    paints = Paints()
    view.viewport().installEventFilter(paints)

    def settle() -> None:  # the scene's pass over its changed items, then the view's paint
        for _ in range(3):
            QApplication.processEvents()

    def painted(change) -> QRect:
        settle()
        paints.regions.clear()
        change()
        settle()
        assert paints.regions
        return functools.reduce(QRect.united, (r.boundingRect() for r in paints.regions))

    whole = view.mapFromScene(panel.sceneBoundingRect()).boundingRect()
    painted(lambda: setattr(panel, "status", "…"))  # Qt repaints an item's first change whole
    header = painted(lambda: setattr(panel, "status", "✓ has chosen"))
    assert header.bottom() < whole.top() + 90 < whole.bottom()
    assert painted(lambda: setattr(panel, "info", "4 cards in hand")).bottom() < whole.top() + 90
    assert painted(lambda: setattr(panel, "tally", "Quality 6")).top() > whole.top() + 90  # at the foot
    plate = painted(lambda: setattr(panel, "plain", True))  # a new look is a new picture
    assert plate.height() >= whole.height()


def test_the_draft_row_is_measured_once_for_its_room_and_labels(qtbot, monkeypatch) -> None:
    measured: list[float] = []
    geometry = areas.draft_geometry
    monkeypatch.setattr(areas, "draft_geometry", lambda upper, *rest: (
        measured.append(upper.height()), geometry(upper, *rest))[1])
    table = Table(qtbot, players=4)  # the first turn's draft: the cards' size and the zones both ask
    assert table.scene._mode == "draft"
    assert len(measured) == 1
    table.show()
    assert len(measured) == 1


class PlainTable(Table):
    fit_view = False  # scene units are the view's pixels, as in the window at zoom 1


def test_the_draft_zones_outlines_are_drawn_once_for_every_draft(qtbot) -> None:
    table = PlainTable(qtbot, players=4)
    zones = list(table.scene._zones.values())
    table.view.viewport().grab()
    first = [zone._outlines.drawn for zone in zones]
    assert all(first)  # each zone drew its outline once
    table.advance_to(lambda s: s.observation(0)["phase"] != "draft")
    table.advance_to(lambda s: s.observation(0)["phase"] == "draft" and 0 in s.to_move())
    assert all(zone.isVisible() for zone in zones)
    table.view.viewport().grab()  # shown again at the next draft: copied, not drawn
    assert [zone._outlines.drawn for zone in zones] == first


def test_a_cards_tooltip_words_are_made_once_per_card(qtbot, monkeypatch) -> None:
    # A new round deals a score of cards at once: their words are made once per card and language.
    from desktop_app.games.copernico.scene import items

    made: list[str] = []
    tooltip = texts.card_tooltip
    monkeypatch.setattr(texts, "card_tooltip", lambda card: made.append(card) or tooltip(card))
    monkeypatch.setattr(items, "_tooltips", {})
    cards = [CardItem(f"k{n}", card, 80.0) for n, card in enumerate(["Q01", "Q02", "Q01", "Q01", "Q02"])]
    cards[0].set_identity("Q03", True)
    cards[1].set_identity("Q01", True)
    assert made == ["Q01", "Q02", "Q03"]
    assert cards[1].toolTip() == cards[2].toolTip() == tooltip("Q01")
    assert cards[0].toolTip() == tooltip("Q03")


def test_a_redraw_orders_only_the_cards_that_may_take_the_focus(qtbot, monkeypatch) -> None:
    # The focus ring goes round the cards a gesture may use (the hand, the draft): those are put in order,
    # not every card on every table (which grew with the game).
    table = a_table_with_cards(qtbot)
    asked: list[str] = []
    target_pos = CardItem.target_pos
    monkeypatch.setattr(CardItem, "target_pos", lambda self: asked.append(self.key) or target_pos(self))
    table.show()
    QApplication.processEvents()
    spots = table.scene._card_sync.spots
    focusable = {key for key, spot in spots.items() if spot.role in ("hand", "draft")}
    on_tables = [key for key, spot in spots.items() if spot.role == "table"]
    assert len(on_tables) >= 6
    assert set(asked) <= focusable
