"""The Breaking News banner above the map (CT-141): the card of the moment with its title, our one-line
text of its effect and how long it lasts, or a note that no card has been drawn yet. The scene feeds it
the public part of the observation (``obs["news"]``); it never knows a set-aside card."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from ....ui.table_items import (
    LEFT,
    MIN_TEXT,
    Box,
    fit_px,
    fit_wrapped_px,
    fits_wrapped,
    paint_text,
    text_width,
)
from ....ui.templates import fill
from .furniture import paint_plate
from .names import month_name
from .news_texts import news_duration, news_text, news_title
from .scene_map_texts import translate

PLATE = QColor(12, 20, 26, 225)
TAG = QColor("#C62828")
LIGHT = QColor("#F4F4F4")
MUTED = QColor("#B9C3C9")
RECONSTRUCTED = QColor("#D8B25A")
WRAPPED = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
# Narrower than this (beside the main window's bar), the tag and title share the top line and the effect
# takes the whole width on two lines under them.
NARROW_BELOW = 460.0


@dataclasses.dataclass
class NewsFigures:
    card: str  # "" before the first card
    ongoing: bool
    in_effect: bool
    reconstructed: bool
    month: str  # the current month's name (English, as the observation gives it)
    in_deck: int  # cards still in the current month's deck


class NewsBanner(Box):
    def __init__(self) -> None:
        super().__init__()
        self.figures: NewsFigures | None = None
        self.setZValue(5)

    def set_figures(self, figures: NewsFigures | None) -> None:
        if figures == self.figures:
            return  # the same card and pile: the banner's picture and tooltip stand (most moves)
        self.figures = figures
        self.setToolTip(self.summary())
        self.update()

    def lines(self) -> tuple[str, str, str]:
        """The title, the effect and the duration note as the banner shows them."""
        f = self.figures
        if f is None or not f.card:
            title = translate("CampaignTrailTable", "No Breaking News yet")
            text = fill(translate("CampaignTrailTable", "%1 set-aside cards are shuffled into the %2 deck."),
                        f.in_deck if f else 0, month_name(f.month) if f and f.month else "")
            return title, text, ""
        return news_title(f.card), news_text(f.card), news_duration(f.ongoing)

    def summary(self) -> str:
        title, text, note = self.lines()
        out = f"{title}\n{text}"
        if note:
            out += f"\n({note})"
        f = self.figures
        if f is not None and f.reconstructed:
            out += "\n" + translate("CampaignTrailTable", "Card reconstructed for this app (see Help).")
        return out

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        paint_plate(p, rect, PLATE)
        tag = translate("CampaignTrailTable", "BREAKING NEWS")
        tag_w = text_width(tag, 11.5, True) + 16
        if rect.width() < NARROW_BELOW:
            self._paint_narrow(p, rect, tag)
            return
        tag_rect = QRectF(rect.left() + 6, rect.top() + 6, tag_w, rect.height() - 12)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(TAG)
        p.drawRoundedRect(tag_rect, 5, 5)
        p.restore()
        paint_text(p, tag_rect, tag, 11.5, LIGHT, bold=True)
        title, text, note = self.lines()
        left = tag_rect.right() + 10
        width = rect.right() - left - 8
        f = self.figures
        star = " ✦" if f is not None and f.reconstructed else ""
        top = QRectF(left, rect.top() + 4, width, 19)
        title_px = fit_px(title + star, width * 0.6, 13.5, True)
        title_w = min(width * 0.6, text_width(title + star, title_px, True))
        paint_text(p, QRectF(left, top.top(), title_w + 2, top.height()), title + star, title_px, LIGHT,
                   bold=True, align=LEFT)
        if note:
            note_rect = QRectF(left + title_w + 12, top.top(), width - title_w - 12, top.height())
            dim = LIGHT if f is not None and f.in_effect else MUTED
            paint_text(p, note_rect, note, fit_px(note, note_rect.width(), 11.5), dim, align=LEFT)
        line = QRectF(left, rect.top() + 23, width, rect.height() - 26)
        size = fit_px(text, width, 12.5)
        if text_width(text, size) > width and line.height() >= 2 * size + 4:
            # a narrow banner (beside the bar in the replay's short table): the effect on two lines
            size = fit_wrapped_px(text, line, 12.5)
            paint_text(p, line, text, size, LIGHT, align=WRAPPED, elide=True)
            return
        paint_text(p, line, text, size, LIGHT if size > MIN_TEXT - 0.1 else MUTED, align=LEFT,
                   elide=True)

    def _paint_narrow(self, p: QPainter, rect: QRectF, tag: str) -> None:
        """A narrow banner: the tag and the title (its duration after it where it fits) on the top line,
        the effect on up to two lines under them at the banner's whole width."""
        title, text, note = self.lines()
        f = self.figures
        star = " ✦" if f is not None and f.reconstructed else ""
        if text_width(tag + title + star, MIN_TEXT, True) + 35 > rect.width():
            tag = translate("CampaignTrailTable", "NEWS")  # the short tag leaves a long title its line
        # a title too long beside the short tag in bold is set in the regular weight, then without the tag
        # ("Sentencia sobre la identificación de votantes ✦"): the banner's tooltip names it too
        shown, bold = tag, True
        for shown, bold in ((tag, True), (tag, False), ("", True), ("", False)):
            room = rect.width() - 12 - (text_width(shown, MIN_TEXT, True) + 17 if shown else 2)
            if text_width(title + star, MIN_TEXT, bold) <= room:
                break
        tag = shown
        tag_w = text_width(tag, MIN_TEXT, True) + 10 if tag else -5.0
        tag_rect = QRectF(rect.left() + 6, rect.top() + 5, tag_w, 17)
        if tag:
            p.save()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(TAG)
            p.drawRoundedRect(tag_rect, 4, 4)
            p.restore()
            paint_text(p, tag_rect, tag, MIN_TEXT, LIGHT, bold=True)
        left = tag_rect.right() + 7
        width = rect.right() - 6 - left
        title_px = fit_px(title + star, width, 12.5, bold)
        title_w = text_width(title + star, title_px, bold)
        paint_text(p, QRectF(left, tag_rect.top() - 1, min(width, title_w + 2), 19), title + star, title_px,
                   LIGHT, bold=bold, align=LEFT, elide=True)
        line = QRectF(rect.left() + 8, rect.top() + 24, rect.width() - 16, rect.height() - 26)
        if note and text_width(note, MIN_TEXT) <= width - title_w - 10:
            dim = LIGHT if f is not None and f.in_effect else MUTED
            paint_text(p, QRectF(left + title_w + 10, tag_rect.top() - 1, width - title_w - 10, 19), note,
                       MIN_TEXT, dim, align=LEFT)
        elif note and fits_wrapped(f"{text} ({note})", line, MIN_TEXT):
            text = f"{text} ({note})"  # the duration after the effect, where the top line has no room
        size = fit_wrapped_px(text, line, 12.5)
        paint_text(p, line, text, size, LIGHT, align=WRAPPED, elide=True)
