"""A sample position for the map tests and screenshots, and the table they are drawn on.

The electoral votes are spec §4.2's table (CT-3: the 2020 apportionment), typed here as a test fixture
because the map's product code takes EV only through StateDisplay; the voters are a seeded draw, not a
real game.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail.scene.display import StateDisplay
from desktop_app.games.campaign_trail.scene.scene_map_panel import MapLegend, StatePanel
from desktop_app.games.campaign_trail.scene.scene_map_view import MapViewport
from desktop_app.ui.table_items import ensure_fonts

# Spec §4.2, column ev.
SPEC_EV = {
    "AK": 3, "AL": 9, "AR": 6, "AZ": 11, "CA": 54, "CO": 10, "CT": 7, "DC": 3, "DE": 3, "FL": 30,
    "GA": 16, "HI": 4, "IA": 6, "ID": 4, "IL": 19, "IN": 11, "KS": 6, "KY": 8, "LA": 8, "MA": 11,
    "MD": 10, "ME": 4, "MI": 15, "MN": 10, "MO": 10, "MS": 6, "MT": 4, "NC": 16, "ND": 3, "NE": 5,
    "NH": 4, "NJ": 14, "NM": 5, "NV": 6, "NY": 28, "OH": 17, "OK": 7, "OR": 8, "PA": 19, "RI": 4,
    "SC": 9, "SD": 3, "TN": 11, "TX": 40, "UT": 6, "VA": 13, "VT": 3, "WA": 12, "WI": 10, "WV": 4,
    "WY": 3,
}
W, H = 1280, 800


def sample_position(parties: tuple[str, ...] = ("D", "R", "L", "G"), seed: int = 7,
                    empty: tuple[str, ...] = ("WY", "ND")) -> dict[str, StateDisplay]:
    """Every state with 0-6 voters per party; the most voters control it, ties go to the first party
    listed (a stand-in for the tiebreak order); the ``empty`` states have no voters and no controller."""
    rng = Rng(seed)
    out = {}
    for code, ev in sorted(SPEC_EV.items()):
        if code in empty:
            out[code] = StateDisplay.of(ev, None, dict.fromkeys(parties, 0))
            continue
        counts = {p: rng.below(7) for p in parties}
        top = max(counts.values())
        controller = next(p for p in parties if counts[p] == top)
        out[code] = StateDisplay.of(ev, controller, counts)
    return out


class MapTable:
    """The map on a felt-dark table at 1280 x 800 with the state panel at the right."""

    PANEL_W = 250

    def __init__(self, qtbot, parties: tuple[str, ...] = ("D", "R", "L", "G"), seed: int = 7) -> None:
        ensure_fonts()
        self.scene = QGraphicsScene(0, 0, W, H)
        self.scene.setBackgroundBrush(QBrush(QColor("#24553F")))
        self.viewport = MapViewport()
        self.scene.addItem(self.viewport)
        self.viewport.set_rect(QRectF(12, 12, W - self.PANEL_W - 36, H - 24))
        self.map = self.viewport.map
        self.panel = StatePanel()
        self.scene.addItem(self.panel)
        self.panel.set_rect(QRectF(W - self.PANEL_W - 12, 12, self.PANEL_W, 230))
        self.panel.follow(self.map)
        self.legend = MapLegend()
        self.scene.addItem(self.legend)
        self.legend.set_parties(parties)
        self.legend.setPos(W - self.PANEL_W - 12, 256)
        self.positions = sample_position(parties, seed)
        self.map.set_states(self.positions)
        self.view = QGraphicsView(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setSceneRect(QRectF(0, 0, W, H))
        self.view.resize(W, H)
        self.view.setMouseTracking(True)
        qtbot.addWidget(self.view)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.view.activateWindow()
        self.view.setFocus()

    def render(self) -> QImage:
        image = QImage(W, H, QImage.Format.Format_ARGB32)
        image.fill(QColor("#000000"))
        painter = QPainter(image)
        self.scene.render(painter, QRectF(0, 0, W, H), QRectF(0, 0, W, H))
        painter.end()
        return image
