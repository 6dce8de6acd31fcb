"""A player's board on the Councils & Contracts table: name and score, the employee row the scene
stands employees on, and the five influence tracks."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....ui import theme
from ....ui.picture_cache import paint_cached
from ....ui.table_items import (
    LEFT,
    MARK,
    MIN_TEXT,
    RIGHT,
    Box,
    fit_px,
    paint_seat_plate,
    paint_text,
    text_width,
)
from . import art, symbols, texts
from .items import LIGHT, MEEPLE_RATIO, SOFT

PLATE = QColor(12, 24, 18, 165)
TRACK_ROW = 13.0  # the least height of an influence track's row: its 11 px label and numbers stay apart
PLATE_ME = QColor(20, 40, 30, 200)
TRACK_PAD = 6.0  # room around a track row's picture for the ring of a marker at either end


class PanelItem(Box):
    """A player's board: name, score, employees (available and in the box) and five influence tracks."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.style = theme.player_style(seat)
        self.name = ""
        self.vp = 0
        self.vp_note = ""
        self.to_act = False
        self.is_me = False
        self.winner = False
        self.influence: dict[str, int] = {}
        self.types: tuple[str, ...] = ()
        self.cap = 10
        self.changed_tracks: set[str] = set()
        self.leads: set[str] = set()
        self.available = 0
        self.box = 0
        self._tip_for: tuple | None = None  # what its tooltip was last written for (areas.py)

    def corner(self) -> float:
        return 10.0

    # Geometry shared with the scene, which stands the employees on these places.
    def header_h(self) -> float:
        return 26.0

    def employee_row(self) -> QRectF:
        return QRectF(8, self.header_h() + 1, self.rect().width() - 16, self.employee_h() + 4)

    def employee_h(self) -> float:
        return max(14.0, min(22.0, (self.rect().height() - self.header_h()) * 0.17))

    def available_slot(self, k: int) -> QPointF:
        row = self.employee_row()
        h = self.employee_h()
        return self.pos() + QPointF(row.left() + k * (h * MEEPLE_RATIO + 3), row.top() + 2)

    def box_slot(self, k: int) -> QPointF:
        row = self.employee_row()
        h = self.employee_h()
        w = h * MEEPLE_RATIO
        return self.pos() + QPointF(row.right() - (k + 1) * (w + 2), row.top() + 2)

    def tracks_rect(self) -> QRectF:
        top = self.employee_row().bottom() + 3
        return QRectF(8, top, self.rect().width() - 16, self.rect().height() - top - 6)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        # The large translucent plate, the name line and the five tracks are the costly part of the board
        # and each changes far less often than the board is repainted (whose turn, a count, a mark): each
        # is drawn once per look and size (at the device scale, so it stays sharp at 2x) and copied at
        # every later repaint. A board whose turn comes and goes finds its name line in the cache again.
        plate = ("councils-plate", self.is_me, self.to_act, self.style.colour)
        paint_cached(p, plate, rect, self._paint_plate)
        head = self.header_h()
        vp_text = texts.fill(texts.translate("councils", "%1 VP"), self.vp)
        name = ("▶ " if self.to_act else "") + ("★ " if self.winner else "") + self.name
        header = ("councils-header", self.style, name, vp_text, self.vp_note, rect.width(), head)
        paint_cached(p, header, QRectF(rect.left(), rect.top(), rect.width(), head + 2),
                     lambda painter, _r: self._paint_header(painter, rect, name, vp_text))
        # Labels of the employee row: how many are where.
        row = self.employee_row()
        h = self.employee_h()
        w = h * MEEPLE_RATIO
        if self.available == 0:
            paint_text(p, QRectF(row.left(), row.top(), row.width() * 0.5, row.height()),
                       texts.translate("councils", "none free"), 11.0, SOFT, align=LEFT)
        before_box = row.right() - self.box * (w + 2) - 4
        if self.box:
            paint_text(p, QRectF(before_box - 34, row.top(), 32, row.height()), texts.translate("councils",
                                                                                                "box"),
                       11.0, SOFT, align=RIGHT)
        if self.types:
            tracks = ("councils-tracks", self.types, self.cap, tuple(sorted(self.influence.items())),
                      tuple(sorted(self.leads)), tuple(sorted(self.changed_tracks)), self.style.colour,
                      self.style.ink, self.tracks_rect().getRect())
            # the whole board's rectangle, so the copy lands on whole device pixels like the board
            paint_cached(p, tracks, rect, lambda painter, _r: self._paint_tracks(painter))

    def _paint_header(self, p: QPainter, rect: QRectF, name: str, vp_text: str) -> None:
        """The name line: marker, name (with whose turn and the winner's star), the note and the score."""
        head = self.header_h()
        theme.paint_marker(p, QRectF(rect.left() + 8, rect.top() + 5, head - 8, head - 8), self.style)
        vp_w = max(56.0, text_width(vp_text, 15.0, True) + 16)  # only as wide as the score: room for names
        room = rect.width() - head - vp_w - 14
        note = self.vp_note
        note_w = text_width(note, MIN_TEXT, True) + 6 if note else 0.0
        if note and text_width(name, MIN_TEXT, True) > room - note_w:
            # The name comes first: a note that would cut it stays in the board's tooltip (and the log).
            note, note_w = "", 0.0
        name_w = room - note_w
        paint_text(p, QRectF(rect.left() + head + 6, rect.top() + 2, name_w, head), name,
                   fit_px(name, name_w, 14.0, True), LIGHT, bold=True, align=LEFT, elide=True)
        if note:
            paint_text(p, QRectF(rect.right() - vp_w - 8 - note_w, rect.top() + 2, note_w, head),
                       note, MIN_TEXT, art.GOLD, bold=True, align=RIGHT)
        p.save()
        badge = QRectF(rect.right() - vp_w - 6, rect.top() + 4, vp_w, head - 6)
        p.setPen(QPen(art.GOLD, 1.2))
        p.setBrush(QColor(0, 0, 0, 120))
        p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        p.restore()
        paint_text(p, badge, vp_text, fit_px(vp_text, vp_w - 8, 15.0, True), art.GOLD, bold=True)

    def _paint_plate(self, p: QPainter, rect: QRectF) -> None:
        paint_seat_plate(p, rect, PLATE_ME if self.is_me else PLATE,
                         QColor(self.style.colour) if self.to_act else QColor(255, 255, 255, 40),
                         2.5 if self.to_act else 1.0)

    def track_rows(self) -> list[QRectF]:
        """One rect per influence track (label, chip and track), local. Rows under ``TRACK_ROW`` px would
        set the 11 px labels and numbers over each other (five tracks on a short board: the replay's
        five seats), so such a board sets its tracks in two columns of taller rows."""
        area = self.tracks_rect()
        n = len(self.types)
        if not n:
            return []
        columns = 1 if area.height() / n >= TRACK_ROW else 2
        per_column = -(-n // columns)
        gap = 10.0 if columns > 1 else 0.0
        col_w = (area.width() - gap * (columns - 1)) / columns
        row_h = area.height() / per_column
        return [QRectF(area.left() + (i // per_column) * (col_w + gap), area.top() + (i % per_column) * row_h,
                       col_w, row_h) for i in range(n)]

    def _paint_tracks(self, p: QPainter) -> None:
        types = self.types
        if not types:
            return
        cells = self.cap + 1
        colour, ink = self.style.colour, self.style.ink
        for kind, row in zip(types, self.track_rows(), strict=True):
            # One picture a row: a move changes one or two tracks (a value, its ring, a lead), and the
            # other rows of the board are copied. The pad holds the ring around a marker at either end.
            value = self.influence.get(kind, 0)
            lead, changed = kind in self.leads, kind in self.changed_tracks
            key = ("councils-track", kind, value, lead, changed, cells, colour, ink, row.getRect())
            paint_cached(p, key, row.adjusted(-TRACK_PAD, -TRACK_PAD, TRACK_PAD, TRACK_PAD),
                         partial(self._paint_track_row, kind=kind, row=row, value=value, lead=lead,
                                 changed=changed))

    def _paint_track_row(self, p: QPainter, _picture: QRectF, *, kind: str, row: QRectF, value: int,
                         lead: bool, changed: bool) -> None:
        cells = self.cap + 1
        label_w = 44.0
        y, row_h = row.top(), row.height()
        cell_w = (row.width() - label_w - 4) / cells
        chip = min(row_h - 2, 16.0)
        symbols.paint_type_chip(p, kind, QRectF(row.left(), y + (row_h - chip) / 2, chip, chip))
        paint_text(p, QRectF(row.left() + chip + 3, y, label_w - chip - 3, row_h),
                   texts.influence_short(kind),
                   11.0, art.GOLD if lead else LIGHT, bold=lead,
                   align=LEFT)
        track = QRectF(row.left() + label_w, y + row_h * 0.18, cell_w * cells, row_h * 0.64)
        p.save()
        p.setPen(QPen(QColor(255, 255, 255, 60), 1.0))
        colour = symbols.type_colour(kind)
        fill = QColor(colour)
        fill.setAlpha(70)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(track, 3, 3)
        if value:
            filled = QRectF(track.left(), track.top(), cell_w * value, track.height())
            p.setBrush(fill)
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(filled, 3, 3)
        p.setPen(QPen(QColor(255, 255, 255, 45), 1.0))
        for k in range(1, cells):
            x = track.left() + k * cell_w
            p.drawLine(QPointF(x, track.top() + 2), QPointF(x, track.bottom() - 2))
        p.restore()
        for k in (0, 5, 10):
            if k != value and k < cells and cell_w >= 13:
                paint_text(p, QRectF(track.left() + k * cell_w, track.top(), cell_w, track.height()),
                           str(k), 11.0,
                           QColor(255, 255, 255, 110))
        # The transparent marker on the current value, with the value written in it.
        d = min(row_h + 1, cell_w + 7)
        centre = QPointF(track.left() + (value + 0.5) * cell_w, track.center().y())
        marker = QRectF(centre.x() - d / 2, centre.y() - d / 2, d, d)
        p.save()
        p.setPen(QPen(QColor("#111111"), 1.0))
        glass = QColor(self.style.colour)
        p.setBrush(glass)
        p.drawEllipse(marker)
        p.restore()
        paint_text(p, marker, str(value), max(11.0, d * 0.6), QColor(self.style.ink), bold=True)
        if changed:
            p.save()
            p.setPen(QPen(MARK, 2.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(marker.adjusted(-2.5, -2.5, 2.5, 2.5))
            p.restore()
