"""Issue 13 (GUI-thread work per move): a Councils board repaints about three times a move (whose turn,
counts, marks); what did not change is copied from its cached picture, not drawn again. Counts of
drawing calls only, never times. The board itself is CC's player board (docs/rules/councils.md)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop_app.games.councils.scene.panel import PanelItem
from desktop_app.ui import picture_cache, table_text

TYPES = ("EDU", "TRA", "FIN", "LEG", "DEV")


def _board(qtbot) -> tuple[PanelItem, QGraphicsView]:
    picture_cache.clear()
    panel = PanelItem(0)
    panel.set_rect(QRectF(10.4, 10.6, 300, 190))  # at a fraction of a pixel, as boards often stand
    panel.name = "Player 1"
    panel.types = TYPES
    panel.influence = dict.fromkeys(TYPES, 2)
    view = QGraphicsView()
    scene = QGraphicsScene(0, 0, 600, 400, view)
    scene.addItem(panel)
    view.setScene(scene)
    view.resize(620, 420)
    qtbot.addWidget(view)
    view.show()
    view.viewport().grab()
    return panel, view


def _count(monkeypatch, name: str) -> list[object]:
    calls: list[object] = []
    original = getattr(PanelItem, name)

    def counting(self, *args, **kwargs):
        calls.append(kwargs.get("kind", 1))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(PanelItem, name, counting)
    return calls


def test_a_move_that_changes_one_track_draws_that_row_alone(qtbot, monkeypatch):
    panel, view = _board(qtbot)
    rows = _count(monkeypatch, "_paint_track_row")
    panel.influence = {**panel.influence, "FIN": 3}
    panel.changed_tracks = {"FIN"}  # the ring around the track the move changed
    view.viewport().grab()
    assert rows == ["FIN"]
    rows.clear()
    panel.changed_tracks = set()  # the next move takes the ring away again
    view.viewport().grab()
    assert rows == ["FIN"]


def test_a_board_whose_turn_comes_and_goes_draws_its_name_line_and_tracks_once_per_look(qtbot, monkeypatch):
    panel, view = _board(qtbot)
    headers = _count(monkeypatch, "_paint_header")
    rows = _count(monkeypatch, "_paint_track_row")
    for _ in range(3):  # three rounds: the turn comes to this player and passes on
        panel.to_act = True
        view.viewport().grab()
        panel.to_act = False
        view.viewport().grab()
    assert len(headers) == 1  # "▶ Player 1" once; the other look was drawn when the board first showed
    assert rows == []
    panel.vp = 4  # a new score is a new name line
    view.viewport().grab()
    assert len(headers) == 2


def test_the_table_font_and_a_text_width_are_made_once(monkeypatch):
    measured: list[object] = []
    original = table_text.QFontMetricsF

    def metrics(font):
        measured.append(font)
        return original(font)

    monkeypatch.setattr(table_text, "QFontMetricsF", metrics)
    monkeypatch.setattr(table_text, "_widths", {})
    first = table_text.text_width("Player 3 (a name to measure)", 14.0, True)
    for _ in range(5):
        assert table_text.text_width("Player 3 (a name to measure)", 14.0, True) == first
    assert len(measured) == 1
    assert table_text.font(14.0, True) is table_text.font(14.2, True)  # one QFont per size and weight
    assert table_text.text_width("Player 3 (a name to measure)", 14.0, False) < first  # the weight counts
