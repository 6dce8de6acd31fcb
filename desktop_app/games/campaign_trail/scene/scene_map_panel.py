"""Beside the map: the state panel (everything about the state under the pointer or the keyboard
focus) and the legend that pairs each party's colour with its pattern and letter."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ....ui.table_items import LEFT, RIGHT, fit_px, hints, paint_shadow, paint_text, text_width
from ....ui.theme import INK, PAPER
from . import scene_patterns as patterns
from .display import PARTIES, StateDisplay
from .scene_map_texts import control_text, ev_text, party_name, state_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

ROW = 22.0
SWATCH = 16.0
WRAP_TOP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)


class MapLegend(QGraphicsObject):
    """A row per party in play: its swatch (colour and pattern), letter and name."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.parties: tuple[str, ...] = ()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_parties(self, parties: Sequence[str]) -> None:
        self.prepareGeometryChange()
        self.parties = tuple(p for p in PARTIES if p in parties)
        self.update()

    def size(self) -> QSizeF:
        if not self.parties:
            return QSizeF(0, 0)
        names = max(text_width(f"{p}  {party_name(p)}", 12, True) for p in self.parties)
        return QSizeF(SWATCH + names + 26, len(self.parties) * ROW + 10)

    def boundingRect(self) -> QRectF:
        s = self.size()
        return QRectF(-4, -4, s.width() + 8, s.height() + 8)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if not self.parties:
            return
        hints(p)
        s = self.size()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(12, 20, 26, 200))
        p.drawRoundedRect(QRectF(0, 0, s.width(), s.height()), 7, 7)
        for i, party in enumerate(self.parties):
            y = 5 + i * ROW
            patterns.paint_swatch(p, QRectF(8, y + (ROW - SWATCH) / 2, SWATCH, SWATCH), party)
            paint_text(p, QRectF(8 + SWATCH + 8, y, s.width() - SWATCH - 20, ROW),
                       f"{party}  {party_name(party)}", 12, QColor("#F4F4F4"), bold=True, align=LEFT)


class StatePanel(QGraphicsObject):
    """The details of one state: name, EV, each party's voters with a bar, and who holds it by how much.

    :meth:`follow` ties it to a map layer: it shows the hovered state, else the focused one."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._w, self._h = 240.0, 200.0
        self.code = ""
        self.display: StateDisplay | None = None
        self._layer: Any = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._w, self._h = rect.width(), rect.height()
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self._w + 14, self._h + 14)

    def show_state(self, code: str, display: StateDisplay | None) -> None:
        self.code, self.display = code, display
        self.update()

    def follow(self, layer: Any) -> None:
        """Show whatever state ``layer`` (a MapLayer) has under the pointer, else under keyboard focus."""
        self._layer = layer
        layer.state_hovered.connect(self._refresh)
        layer.state_focused.connect(self._refresh)

    def _refresh(self, _code: str = "") -> None:
        layer = self._layer
        code = layer.hovered_state() or layer.focused_state()
        self.show_state(code, layer.display(code) if code else None)

    def lines(self) -> list[str]:
        """The panel's text, line by line (what a screen reader or a test reads)."""
        d = self.display
        if not self.code or d is None:
            return [translate("CampaignTrailMap", "Point at a state or move to it with the arrow keys")]
        rows = [f"{state_name(self.code)} ({self.code})", ev_text(d.ev)]
        rows += [f"{party_name(p)}: {n}" for p, n in d.counts]
        rows.append(control_text(d))
        return rows

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        hints(p)
        r = QRectF(0, 0, self._w, self._h)
        paint_shadow(p, r, 8)
        p.setPen(QPen(QColor("#8C8068"), 1.0))
        p.setBrush(PAPER)
        p.drawRoundedRect(r, 8, 8)
        inner = r.adjusted(12, 10, -12, -10)
        d = self.display
        if not self.code or d is None:
            paint_text(p, inner, self.lines()[0], 13, INK, align=WRAP_TOP)
            return
        title = f"{state_name(self.code)} ({self.code})"
        paint_text(p, QRectF(inner.left(), inner.top(), inner.width(), 22), title,
                   fit_px(title, inner.width(), 16, True), INK, bold=True, align=LEFT, elide=True)
        paint_text(p, QRectF(inner.left(), inner.top() + 22, inner.width(), 18), ev_text(d.ev), 13,
                   QColor("#3A3A3A"), align=LEFT)
        y = inner.top() + 46
        most = max([n for _p, n in d.counts] + [1])
        for party, n in d.counts:
            patterns.paint_swatch(p, QRectF(inner.left(), y + 3, SWATCH, SWATCH), party)
            name_w = 92.0
            paint_text(p, QRectF(inner.left() + SWATCH + 6, y, name_w, ROW), party_name(party), 12,
                       INK, bold=party == d.controller, align=LEFT, elide=True)
            bar_x = inner.left() + SWATCH + 6 + name_w + 4
            bar_w = max(10.0, inner.width() - (bar_x - inner.left()) - 30)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 30))
            p.drawRoundedRect(QRectF(bar_x, y + 6, bar_w, 10), 3, 3)
            p.setBrush(patterns.fill_colour(party))
            p.drawRoundedRect(QRectF(bar_x, y + 6, bar_w * n / most, 10), 3, 3)
            paint_text(p, QRectF(inner.right() - 28, y, 28, ROW), str(n), 13, INK, bold=True, align=RIGHT)
            y += ROW
        paint_text(p, QRectF(inner.left(), y + 4, inner.width(), inner.bottom() - y - 4), control_text(d), 12,
                   INK, align=WRAP_TOP)
