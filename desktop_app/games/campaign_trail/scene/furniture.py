"""The furniture around the map: a board per party, the electoral-vote track, the month decks and the
debate board. Each is one painted item fed plain figures by the scene (which reads the observation)."""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....ui.exact_pictures import ExactPictures
from ....ui.table_items import (
    GLOW,
    LEFT,
    MIN_TEXT,
    RIGHT,
    Box,
    fit_px,
    hints,
    paint_badge,
    paint_refusal_mark,
    paint_ring,
    paint_shadow,
    paint_text,
    text_width,
)
from ....ui.templates import fill
from ....ui.theme import INK, PAPER
from . import scene_patterns as patterns
from .cards import CATEGORY_COLOURS, paint_card_back
from .names import ability_name, candidate_name, issue_name
from .prompts import money
from .scene_map_texts import party_name, state_name, translate

PLATE = QColor(12, 20, 26, 215)
LIGHT = QColor("#F4F4F4")
MUTED = QColor("#B9C3C9")
NEWS_RED = QColor("#C62828")


@dataclasses.dataclass
class SeatLine:
    """One candidate on a party board."""

    name: str  # the player's name
    candidate: str  # candidate id, "" while secret
    hand: int
    in_play: list[str]  # ongoing card ids
    face_down: int
    acting: bool
    viewer: bool
    # the expansion's pieces at this candidate, in words: region tokens, ballots, a Predictable Outcome bet
    notes: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class PartyFigures:
    party: str
    money: int
    registered: int
    undecided: int
    committed: int
    ev: int
    seats: list[SeatLine]
    acting: bool
    winner: bool = False


COMPACT_SEAT_H = 34.0  # below this a seat's name and candidate close up (two tight lines)
TIGHT_SEAT_H = 27.0  # below this the two lines close up further and the board's top is condensed
ONE_LINE_SEAT_H = 23.0  # below this they share one line (the name and candidate are then shortened)
BOARD_TOP = 74.0  # the title and the figures above the seats
CROWDED_TOP = 58.0  # the same, condensed on a crowded board (8 seats with Election Day at 1280x800)


def crowded(height: float, reserve: float, seats: int) -> bool:
    """A board this tall, with ``reserve`` kept at its foot, whose seats would be closer than two
    comfortable lines (TIGHT_SEAT_H) under the usual top: it condenses its top to keep two lines a seat."""
    return (height - 4 - reserve - BOARD_TOP) / max(1, seats) - 3 < TIGHT_SEAT_H


FIGURE_GAP = 8.0  # between the board's two columns of figures
LABEL_GAP = 4.0  # between a figure's label and its value
# The widest a figure gets while playing (three digits: every digit is as wide as "8" in the table font),
# so the columns are set once for a language and stay put as the figures change.
WIDEST_COUNT = 888


def figure_labels() -> list[str]:
    """The board's figures' labels, in the order drawn: the left column's and the right's in turn."""
    return [translate("CampaignTrailTable", "Money"), translate("CampaignTrailTable", "Committed"),
            translate("CampaignTrailTable", "Registered"), translate("CampaignTrailTable", "Undecided")]


def figure_columns(labels: list[str], width: float) -> tuple[float, float, bool]:
    """How the four figures share a board's ``width``: the left column's width, the values' size and
    whether "Money" keeps its label. Each column is as wide as its widest label and value (the values at
    their widest) and the spare room is shared; the values shrink to 11 px before the money's label gives
    way (the "$" says what the sum is). Labels that still do not fit are shortened where drawn."""
    counts = str(WIDEST_COUNT)
    for money_label in (True, False):
        for px in (13.0, 12.0, 11.0):
            values = [money(WIDEST_COUNT), counts, counts, counts]
            need = [text_width(value, px, True) + (text_width(label, 11) + LABEL_GAP if i or money_label
                                                   else 0.0)
                    for i, (label, value) in enumerate(zip(labels, values, strict=True))]
            left, right = max(need[0], need[2]), max(need[1], need[3])
            spare = width - FIGURE_GAP - left - right
            if spare >= 0:
                return left + spare / 2, px, money_label
    return (width - FIGURE_GAP) / 2, MIN_TEXT, False


class PartyBoard(Box):
    """A party's board: name and pattern, money and voters, then each of its candidates."""

    def __init__(self) -> None:
        super().__init__()
        self.figures: PartyFigures | None = None
        self.reserve = 0.0  # room kept free at the foot (the Election Day panel)
        # The board's top (plate, title, figures) and each candidate's row as pictures of their own: as the
        # turn passes, a row lights up or a hand count changes, and only that part is painted again.
        self._pictures = ExactPictures(keep=16)
        self.setZValue(5)

    def set_figures(self, figures: PartyFigures) -> None:
        if figures == self.figures:
            return  # the same board: its picture and its tooltip stand (the tooltip's words cost a move)
        self.figures = figures  # a board repaints when its figures change (CachedLook), not at every move
        self.setToolTip(self.summary())

    def summary(self) -> str:
        f = self.figures
        if f is None:
            return ""
        lines = [fill(translate("CampaignTrailTable", "%1 party: %2 electoral votes"), party_name(f.party),
                      f.ev),
                 fill(translate("CampaignTrailTable", "Money %1, registered %2, undecided %3, committed %4"),
                      money(f.money), f.registered, f.undecided, f.committed)]
        for s in f.seats:
            lines.append(fill(translate("CampaignTrailTable", "%1: %2, %3 cards in hand"), s.name,
                              candidate_name(s.candidate) if s.candidate else "?", s.hand))
            if s.in_play:
                lines.append("  " + ", ".join(ability_name(_ability(c)) for c in s.in_play))
            lines.extend("  " + note for note in s.notes)
        return "\n".join(lines)

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        f = self.figures
        if f is None:
            return
        tight = crowded(rect.height(), self.reserve, len(f.seats))
        # The plate with its title, and the money and voters on it, as pictures of their own: the party
        # that moves changes its figures most moves, and a new picture of the whole plate was drawn for it.
        # The ring round the board of the party to move (or that won) is in the plate's picture: it lies
        # outside the plate, clear of the rows and figures drawn over it, and as a paint of its own it was
        # stroked again at every repaint of the board.
        plate = ("plate", f.party, f.winner, f.ev, tight, f.acting)
        self._pictures.paint(p, plate, self.boundingRect(), lambda q: self._paint_plate(q, rect, f, tight))
        cells = self._figure_cells(rect, tight)
        figures = ("figures", f.money, f.committed, f.registered, f.undecided, tight)
        self._pictures.paint(p, figures, cells[0].united(cells[-1]),
                             lambda q: self._paint_figures(q, rect, f, cells), background=PAPER)
        y = rect.top() + (CROWDED_TOP if tight else BOARD_TOP)
        room = (rect.bottom() - 4 - self.reserve - y) / max(1, len(f.seats))
        for seat in f.seats:
            row = QRectF(rect.left() + 6, y, rect.width() - 12, room - 3)
            key = ("seat", seat.name, seat.candidate, seat.hand, tuple(seat.in_play), seat.face_down,
                   seat.acting, seat.viewer, tuple(seat.notes))
            self._pictures.paint(p, key, row, functools.partial(self._paint_seat, r=row, s=seat),
                                 background=PAPER)  # the plate's colour under the row
            y += room

    def _paint_plate(self, p: QPainter, rect: QRectF, f: PartyFigures, tight: bool) -> None:
        """The plate, the party's title and electoral votes."""
        hints(p)
        paint_shadow(p, rect, 8)
        p.save()
        p.setPen(QPen(QColor("#8C8068"), 1.0))
        p.setBrush(PAPER)
        p.drawRoundedRect(rect, 8, 8)
        p.restore()
        head = QRectF(rect.left(), rect.top(), rect.width(), 24 if tight else 30)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(patterns.fill_colour(f.party))
        p.drawRoundedRect(head, 8, 8)
        p.drawRect(head.adjusted(0, 12, 0, 0))
        p.restore()
        patterns.paint_swatch(p, QRectF(head.left() + 8, head.center().y() - 9, 18, 18), f.party)
        ink = patterns.ink_colour(f.party)
        title = ("★ " if f.winner else "") + party_name(f.party)
        ev = fill(translate("CampaignTrailTable", "%1 EV"), f.ev)
        # The title and the EV shrink together where the title would not fit at the least size beside the
        # EV at its usual one ("★ Republikaner" beside "302 WL" on a narrow window's board at the end).
        px = 14.0
        while px > MIN_TEXT and text_width(title, px, True) + text_width(ev, px, True) > head.width() - 52:
            px -= 0.5
        ev_w = text_width(ev, px, True) + 4
        paint_text(p, QRectF(head.right() - 6 - ev_w, head.top(), ev_w, head.height()), ev, px, ink,
                   bold=True, align=RIGHT)
        room = head.width() - 40 - ev_w - 8
        paint_text(p, QRectF(head.left() + 32, head.top(), room, head.height()), title,
                   fit_px(title, room, px, True), ink, bold=True, align=LEFT, elide=True)
        if f.acting or f.winner:
            paint_ring(p, rect.adjusted(-3, -3, 3, 3), GLOW, 3.0, 11)

    @staticmethod
    def _figure_cells(rect: QRectF, tight: bool) -> list[QRectF]:
        """The four figures' cells under the title: the left column's and the right's in turn."""
        y = rect.top() + (24 if tight else 30) + (2 if tight else 4)
        cell_h = 15 if tight else 18
        split, _px, _money_label = figure_columns(figure_labels(), rect.width() - 16)
        cells = []
        for i in range(4):
            left = rect.left() + 8 + (split + FIGURE_GAP if i % 2 else 0.0)
            width = split if i % 2 == 0 else rect.right() - 8 - left
            cells.append(QRectF(left, y + (i // 2) * cell_h, width, cell_h))
        return cells

    def _paint_figures(self, p: QPainter, rect: QRectF, f: PartyFigures, cells: list[QRectF]) -> None:
        """The party's money and voters, each with its label."""
        labels = figure_labels()
        values = [money(f.money), str(f.committed), str(f.registered), str(f.undecided)]
        _split, px, money_label = figure_columns(labels, rect.width() - 16)
        for i, (label, value, cell) in enumerate(zip(labels, values, cells, strict=True)):
            value_w = text_width(value, px, True)
            paint_text(p, cell, value, px, INK, bold=True, align=RIGHT)
            if i == 0 and not money_label:
                continue  # no room for "Money" beside the sum: its unit says what it is (the tooltip too)
            # the label has the cell left of its value: were that too little, it is shortened, never drawn
            # under the value (German "Geld" ran into "110 Mio. $", Spanish "Comprometidos" into its count)
            paint_text(p, cell.adjusted(0, 0, -value_w - LABEL_GAP, 0), label, 11, QColor("#4A4234"),
                       align=LEFT, elide=True)

    def _paint_seat(self, p: QPainter, r: QRectF, s: SeatLine) -> None:
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 226, 122, 120) if s.acting else QColor(0, 0, 0, 18))
        p.drawRoundedRect(r, 5, 5)
        p.restore()
        marker = "▶ " if s.acting else ""
        you = translate("CampaignTrailTable", " (you)") if s.viewer else ""
        name = marker + s.name + you
        secret = translate("CampaignTrailTable", "candidate secret")
        cand = candidate_name(s.candidate) if s.candidate else secret
        compact = r.height() < ONE_LINE_SEAT_H  # no room for two lines: one line a seat
        # Two seats a board in the short replay table at 1366x768, and 8 seats with Election Day at
        # 1280x800: two closed-up lines, so that neither the name nor the candidate is cut as they were
        # on one line (the name's line keeps the larger share: it is bold).
        tight = not compact and r.height() < COMPACT_SEAT_H
        closer = tight and r.height() < TIGHT_SEAT_H
        who_h = round(r.height() * 0.53, 1) if closer else 15 if tight else 18
        who = QRectF(r.left() + 6, r.top(), r.width() - 56, who_h)
        one_line = compact or r.height() < 52
        if marker and one_line and text_width(name, 11.0, True) > who.width():
            name = s.name + you  # no room for the marker on one line: the row's glow says who acts
        if compact:
            # One line for both: the name keeps its width and the candidate has the rest, or where that is
            # too little for the candidate whole, the line is the name's (the board's tooltip names the
            # candidate): at the end of an 8-seat game with Election Day the other parties' boards hold
            # their Exit Polls, and "Computer 3 (Normal)" and "Der Parteiinsider" were both cut.
            name_w, cand_w = text_width(name, MIN_TEXT, True) + 2, text_width(cand, MIN_TEXT) + 1
            if name_w + 6 + cand_w <= who.width():
                who.setWidth(min(max(name_w, who.width() * 0.55 - 6), who.width() - 6 - cand_w))
            else:
                cand = ""
        size = fit_px(name, who.width(), 12.5, True)  # a long name shrinks before it is cut
        # A seat with room for three lines gives a name too long for one a second line.
        wrapped = not compact and r.height() >= 52 and text_width(name, size, True) > who.width()
        if wrapped:
            who.setHeight(33)
            paint_text(p, who, name, size, INK, bold=True, elide=True,
                       align=int(LEFT) | int(Qt.TextFlag.TextWordWrap))
        else:
            paint_text(p, who, name, size, INK, bold=True, align=LEFT, elide=True)
        if compact:
            room = QRectF(who.right() + 4, r.top(), r.right() - 52 - who.right() - 4, 18)
        else:  # the whole width: names are long
            room = QRectF(r.left() + 6, who.bottom() - 1, r.width() - 12,
                          r.bottom() - who.bottom() + 1 if closer else 13 if tight else 16)
        if cand:
            paint_text(p, room, cand, fit_px(cand, room.width(), 11.0 if tight else 11.5), QColor("#3A3325"),
                       align=LEFT, elide=True)
        # the hand as a back with a count, on the name's line (never the cards: the scene has only a number)
        back = QRectF(r.right() - 46, r.top() + 2, 12, 15)
        if s.hand:
            paint_card_back(p, back)
        paint_badge(p, QPointF(back.right() + 12, back.center().y()), f"×{s.hand}", 11, PAPER.darker(110),
                    INK)
        y = r.top() + 19 if compact else room.bottom() + 2
        x = r.left() + 6
        chips = [(ability_name(_ability(cid)), False) for cid in s.in_play] + [(n, True) for n in s.notes]
        for text, note in chips:
            # a chip wider than the seat's row ("Voter Registration Drive ◆ East South Central" on a narrow
            # board) takes the whole row on two lines instead of being cut
            one_line = text_width(text, 11) + 8 <= r.width() - 12
            # as wide as the words measure (a count of letters left German's "Wahlkampfmanager" cut)
            w = min(r.width() - 12, text_width(text, 11) + 8) if one_line else r.width() - 12
            h = 15.0 if one_line else 30.0
            if x + w > r.right() - 4:
                x = r.left() + 6
                y += 17
            if y + h > r.bottom() + 1:
                break
            chip = QRectF(x, y, w, h)
            p.save()
            # a note (token, ballot, bet) on a warmer chip than the ongoing cards
            p.setPen(QPen(QColor("#9A7B3A") if note else QColor("#6D8A80"), 0.8))
            p.setBrush(QColor("#F3E3B8") if note else QColor("#DDE7E4"))
            p.drawRoundedRect(chip, 4, 4)
            p.restore()
            if one_line:
                paint_text(p, chip, text, 11, INK, elide=True)
                x += w + 4
            else:
                paint_text(p, chip, text, 11, INK, elide=True,
                           align=int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap))
                x, y = r.right(), y + 15  # the next chip starts a row below both lines
        if s.face_down and y + 15 <= r.bottom() + 1:
            # face-down cards (CT-81): backs only, the viewer's party knows them from its hand view
            if x + 44 > r.right() - 4:
                x, y = r.left() + 6, y + 17
            back = QRectF(x, y - 1, 12, 17)
            paint_card_back(p, back)
            paint_text(p, QRectF(back.right() + 2, y, 30, 15), f"×{s.face_down}", 11, INK, bold=True,
                       align=LEFT)


def paint_plate(p: QPainter, rect: QRectF, colour: QColor = PLATE) -> None:
    """The dark rounded plate under the strip's boxes (EV track, month piles, news banner)."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(rect, 8, 8)
    p.restore()


def _ability(card: str) -> str:
    from ..data import load_data

    return load_data().cards[card].politick or ""


class EvTrack(Box):
    """The electoral-vote track: each party's EV as a bar of the 538, with the 270 needed to win."""

    def __init__(self) -> None:
        super().__init__()
        self.ev: list[tuple[str, int]] = []
        self.total = 538
        self.needed = 270
        self.setZValue(5)

    def set_ev(self, ev: list[tuple[str, int]], total: int) -> None:
        if ev == self.ev and total == self.total:
            return  # the same track: its picture and tooltip stand (most moves change no state's controller)
        self.ev, self.total, self.needed = ev, total, total // 2 + 1
        self.setToolTip("\n".join(fill(translate("CampaignTrailTable", "%1: %2 of %3 electoral votes"),
                                       party_name(p), n, total) for p, n in ev))

    def _title_line(self, width: float) -> tuple[str, float, float]:
        """The title ("EV: 270 to win"), its width and size: the parties' totals keep their room (each at
        its widest, three digits, at the least size); a title with too little room left shrinks, then
        says only "270 EV" (the gold mark on the bar shows where that is; the tooltip says it too)."""
        totals = sum(17 + text_width(f"{party} {WIDEST_COUNT}", MIN_TEXT, True) + 2 for party, _n in self.ev)
        room = min(width * 0.35, width - 26 - totals)
        for title in (fill(translate("CampaignTrailTable", "EV: %1 to win"), self.needed),
                      fill(translate("CampaignTrailTable", "%1 EV"), self.needed)):
            px = fit_px(title, room - 4, 12.5, True)
            if text_width(title, px, True) <= room - 4:
                return title, min(room, text_width(title, px, True) + 4), px
        return title, room, MIN_TEXT

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        paint_plate(p, rect)
        title, title_w, px = self._title_line(rect.width())
        paint_text(p, QRectF(rect.left() + 10, rect.top() + 4, title_w, 20), title, px, LIGHT, bold=True,
                   align=LEFT, elide=True)
        # each party's total beside the title, in party order
        x = rect.left() + 18 + title_w
        cw = (rect.right() - 8 - x) / max(1, len(self.ev))
        for party, n in self.ev:
            patterns.paint_swatch(p, QRectF(x, rect.top() + 7, 14, 14), party)
            label = f"{party} {n}"
            cell = QRectF(x + 17, rect.top() + 3, cw - 18, 22)
            # shortened (and listed as such) rather than run into the next party's swatch
            paint_text(p, cell, label, fit_px(label, cell.width(), 13.5, True), LIGHT, bold=True, align=LEFT,
                       elide=True)
            x += cw
        bar = QRectF(rect.left() + 10, rect.top() + 30, rect.width() - 20, rect.height() - 38)
        x = bar.left()
        for party, n in self.ev:
            w = bar.width() * n / max(1, self.total)
            patterns.paint_swatch(p, QRectF(x, bar.top(), w, bar.height()), party, 0)
            x += w
        p.save()
        p.setPen(QPen(QColor("#FFFFFF"), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(bar)
        mid = bar.left() + bar.width() * self.needed / self.total
        p.setPen(QPen(QColor("#FFE27A"), 2.5))
        p.drawLine(QPointF(mid, bar.top() - 3), QPointF(mid, bar.bottom() + 3))
        p.restore()


@dataclasses.dataclass
class DebateFigures:
    number: int
    city: str
    topics: list[tuple[str, str]]  # (issue, category)
    markers: dict[str, list[int]]  # party -> track space per topic
    track: int
    seats: list[tuple[str, str, int, bool]]  # (name, party, cards played, out)
    limit: int


LEAST_TOPIC_H = 48.0  # a debate topic's row with its name over its track
DEBATE_PLATE = QColor("#1F3A52")
DEBATE_ROW = QColor(255, 255, 255, 26)  # a topic's row on the plate
SEAT_CHIP_W = 55.0  # a seat as a chip on a crowded debate board ("D1 2/2"), four across at 250 px
CHIP_GAP = 4.0
CHIP_ROW_H = 18.0


class DebateBoard(Box):
    """The debate board while a debate runs: each topic's track with the parties' markers, and who has
    played how many cards or is out. Topic rows are drop targets (``topic_at``)."""

    def __init__(self) -> None:
        super().__init__()
        self.figures: DebateFigures | None = None
        self.row_glow: dict[str, str] = {}  # topic -> tag ("+2") while a card may go there
        self.row_hot = ""
        self.row_refusal: dict[str, str] = {}  # topic -> "not_now" / "never": refuses the carried card
        self.last_press = QPointF()  # where the last click on the board landed: which topic it names
        self._pictures = ExactPictures(keep=2)  # the still board (paint_content)
        self.setZValue(6)

    def mousePressEvent(self, event: Any) -> None:
        self.last_press = event.scenePos()
        super().mousePressEvent(event)

    def set_figures(self, figures: DebateFigures | None) -> None:
        if figures == self.figures:
            return  # the same board: its picture and its tooltip stand
        self.figures = figures
        # each seat in words (the seats' chips on a crowded board give only the pawn's label)
        self.setToolTip("" if figures is None else "\n".join(
            fill(translate("CampaignTrailTable", "%1: %2"), name,
                 translate("CampaignTrailTable", "out") if out
                 else fill(translate("CampaignTrailTable", "%1 of %2 cards"), played, figures.limit))
            for name, _party, played, out in figures.seats))

    def _seats_h(self) -> float:
        """The height the seats' lines take at the foot: a line each, or where that leaves the topics'
        rows too short (eight seats on a board drawn smaller in a narrow window: the rows ran into each
        other), a few small chips a row ("D1 0/2", names in the tooltip)."""
        f = self.figures
        if f is None:
            return 0.0
        r = self.rect()
        lines = 22.0 * max(1, len(f.seats))
        if (r.height() - 30 - lines - 10) / max(1, len(f.topics)) >= LEAST_TOPIC_H:
            return lines
        return CHIP_ROW_H * -(-len(f.seats) // self._chips_across())

    def _chips_across(self) -> int:
        return max(1, int((self.rect().width() - 12 + CHIP_GAP) // (SEAT_CHIP_W + CHIP_GAP)))

    def row_rects(self) -> dict[str, QRectF]:
        f = self.figures
        if f is None:
            return {}
        r = self.rect()
        top = r.top() + 30
        h = min(74.0, (r.height() - 30 - self._seats_h() - 10) / max(1, len(f.topics)))
        return {issue: QRectF(r.left() + 6, top + i * h, r.width() - 12, h - 4)
                for i, (issue, _c) in enumerate(f.topics)}

    def topic_at(self, scene_pos: QPointF) -> str:
        local = self.mapFromScene(scene_pos)
        for issue, rect in self.row_rects().items():
            if rect.contains(local):
                return issue
        return ""

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        f = self.figures
        if f is None:
            return
        rows = self.row_rects()
        # What stays for the whole debate (the plate, its title, each topic's row, chip and name) is a
        # picture: a card played moves one topic's markers and one seat's count, and the whole board was
        # drawn again for it (issue 13). It is the first thing on the board's own (transparent) picture,
        # so the copy is exactly what painting gave; the tracks, lights and seats are painted over it.
        # (The tracks are not pictures: copied onto their rows' ground, their markers' edges came out a
        # shade apart.)
        still = ("still", f.number, f.city, tuple(f.topics), rect.x(), rect.y(), rect.width(), rect.height(),
                 self._seats_h())
        self._pictures.paint(p, still, self.boundingRect(), lambda q: self._paint_still(q, rect, f, rows))
        for topic, (issue, _category) in enumerate(f.topics):
            row = rows[issue]
            self._paint_track(p, self._track_rect(row), topic, f)
            tag = self.row_glow.get(issue)
            if issue in self.row_refusal:
                paint_refusal_mark(p, row, 6, self.row_refusal[issue])
            if tag is not None:
                paint_ring(p, row.adjusted(-1, -1, 1, 1), GLOW, 3.0 if issue == self.row_hot else 2.0, 7)
                if tag:
                    paint_badge(p, QPointF(row.right() - 22, row.top() + 12), tag, 12, GLOW, INK)
        y = max(r.bottom() for r in rows.values()) + 8 if rows else rect.top() + 30
        if self._seats_h() < 22.0 * len(f.seats):
            self._paint_seat_chips(p, rect, y, f)
            return
        for name, party, played, out in f.seats:
            line = QRectF(rect.left() + 10, y, rect.width() - 20, 20)
            patterns.paint_swatch(p, QRectF(line.left(), line.top() + 3, 14, 14), party)
            state = (translate("CampaignTrailTable", "out") if out
                     else fill(translate("CampaignTrailTable", "%1 of %2 cards"), played, f.limit))
            paint_text(p, line.adjusted(20, 0, -80, 0), name, 12, LIGHT, align=LEFT, elide=True)
            paint_text(p, line, state, 12, MUTED if out else LIGHT, bold=not out, align=RIGHT)
            y += 22

    @staticmethod
    def _track_rect(row: QRectF) -> QRectF:
        if row.height() < LEAST_TOPIC_H - 4:  # a short row: the track under the name's closer line
            return QRectF(row.left() + 4, row.top() + 19, row.width() - 8, max(8.0, row.height() - 21))
        return QRectF(row.left() + 4, row.top() + 24, row.width() - 8, row.height() - 28)

    def _paint_still(self, p: QPainter, rect: QRectF, f: DebateFigures, rows: dict[str, QRectF]) -> None:
        """The plate, its title and each topic's row with its category chip and name."""
        hints(p)
        paint_shadow(p, rect, 8)
        p.save()
        p.setPen(QPen(QColor("#8C8068"), 1.0))
        p.setBrush(DEBATE_PLATE)
        p.drawRoundedRect(rect, 8, 8)
        p.restore()
        title = fill(translate("CampaignTrailTable", "Debate %1 in %2"), f.number, state_name(f.city))
        paint_text(p, QRectF(rect.left() + 10, rect.top() + 4, rect.width() - 20, 22), title, 14, LIGHT,
                   bold=True, align=LEFT, elide=True)
        for issue, category in f.topics:
            row = rows[issue]
            p.save()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(DEBATE_ROW)
            p.drawRoundedRect(row, 6, 6)
            p.restore()
            short = row.height() < LEAST_TOPIC_H - 4
            chip = QRectF(row.left() + 4, row.top() + (2 if short else 4), 26, 15 if short else 17)
            p.save()
            p.setBrush(CATEGORY_COLOURS.get(category, QColor("#999999")))
            p.setPen(QPen(QColor("#111111"), 0.8))
            p.drawRoundedRect(chip, 4, 4)
            p.restore()
            paint_text(p, chip, category, 11, QColor("#111111"), bold=True)
            name = issue_name(issue)
            if not short:  # the name over the track
                paint_text(p, QRectF(chip.right() + 6, row.top() + 2, row.width() - 80, 20), name, 12.5,
                           LIGHT, bold=True, align=LEFT, elide=True)
            else:  # a short row: the name on a closer line at the least size, the track under it
                name_rect = QRectF(chip.right() + 6, row.top() + 2, row.width() - 40, 15)
                paint_text(p, name_rect, name, MIN_TEXT, LIGHT, bold=True, align=LEFT, elide=True)

    def _paint_seat_chips(self, p: QPainter, rect: QRectF, y: float, f: DebateFigures) -> None:
        """The seats as small chips: the party's swatch, the pawn's label (D1) and the cards played."""
        across = self._chips_across()
        for k, (_name, party, played, out) in enumerate(f.seats):
            mates = [i for i, seat in enumerate(f.seats) if seat[1] == party]
            label = party if len(mates) == 1 else f"{party}{mates.index(k) + 1}"
            x = rect.left() + 6 + (k % across) * (SEAT_CHIP_W + CHIP_GAP)
            line = QRectF(x, y + (k // across) * CHIP_ROW_H, SEAT_CHIP_W, CHIP_ROW_H - 2)
            patterns.paint_swatch(p, QRectF(line.left(), line.center().y() - 6, 12, 12), party)
            state = "–" if out else f"{played}/{f.limit}"
            paint_text(p, line.adjusted(15, 0, 0, 0), f"{label} {state}", MIN_TEXT, MUTED if out else LIGHT,
                       bold=not out, align=LEFT, elide=True)

    def _paint_track(self, p: QPainter, r: QRectF, topic: int, f: DebateFigures) -> None:
        step = r.width() / f.track
        for space in range(1, f.track + 1):
            cell = QRectF(r.left() + (space - 1) * step + 1, r.top(), step - 2, r.height())
            p.save()
            p.setPen(QPen(QColor(255, 255, 255, 90), 0.8))
            p.setBrush(QColor(0, 0, 0, 60))
            p.drawRoundedRect(cell, 3, 3)
            p.restore()
            here = [party for party, row in f.markers.items() if row[topic] == space]
            # up to four markers in a 2 x 2 block, as large as the space allows
            across, down = (2 if len(here) > 1 else 1), (2 if len(here) > 2 else 1)
            d = min((cell.width() - 3) / across, (cell.height() - 3) / down, 18.0)
            for k, party in enumerate(here):
                col, row_ = k % 2, k // 2
                disc = QRectF(cell.left() + 1.5 + col * d, cell.top() + 1.5 + row_ * d, d - 1, d - 1)
                if len(here) == 1:
                    disc.moveCenter(cell.center())
                patterns.paint_swatch(p, disc, party, d / 2)
                if d >= 14:
                    paint_text(p, disc, party, 10, patterns.ink_colour(party), bold=True)
