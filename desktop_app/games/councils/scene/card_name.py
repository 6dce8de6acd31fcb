"""How a building card's name is set: on as many lines as its rectangle holds, bold where that fits, else
in the regular weight; a single word too long for the card is broken with a hyphen where a syllable
begins (``hyphenation.break_points``: dictionary syllables for the data's names, a rule of thumb for a
translated one)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from ....ui.table_items import CENTRE, fit_px, fits_wrapped, font, paint_text, text_width
from .hyphenation import break_points

INK = QColor("#1D1D1D")
WRAP = int(CENTRE) | int(Qt.TextFlag.TextWordWrap)
FIT_SLACK = 0.5  # what table_text.fits_wrapped allows a line over its width


def name_fit(name: str, rect: QRectF, px: float) -> tuple[str, float, bool] | None:
    """``name`` as set in ``rect`` (text with its hyphen breaks, size, bold), or None where it does not
    fit whole in either weight. Bold is tried first; the regular weight's narrower words may need a line
    fewer (Registry Office on a 50 px city card)."""
    px = max(11.0, px)
    for bold in (True, False):
        text, size = _name_lines(name, rect.width(), px, bold)
        if fits_wrapped(text, rect, size, bold):
            return text, size, bold
    return None


def name_height(name: str, width: float, px: float) -> tuple[str, float, bool, float]:
    """The lowest setting of ``name`` ``width`` wide, as (text, size, bold, height): bold unless the
    regular weight takes fewer lines, or bold has a piece of a word wider than ``width``."""
    settings = []
    for bold in (True, False):
        text, size = _name_lines(name, width, max(11.0, px), bold)
        metrics = QFontMetricsF(font(size, bold))
        box = metrics.boundingRect(QRectF(0, 0, width, 1000.0), WRAP, text)
        lines = round(box.height() / metrics.lineSpacing())
        settings.append(((box.width() > width + 0.5, lines), (text, size, bold, box.height())))
    # min keeps the first (bold) of two equal settings
    return min(settings, key=lambda setting: setting[0])[1]


def paint_name(p: QPainter, rect: QRectF, name: str, px: float) -> None:
    """A card name in ``rect`` (see ``name_fit``); one that fits in neither weight is cut at the rect's
    edge in bold, and counted as shortened by the layout tests."""
    fit = name_fit(name, rect, px)
    if fit is None:
        text, size = _name_lines(name, rect.width(), max(11.0, px), True)
        fit = (text, size, True)
    text, size, bold = fit
    paint_text(p, rect, text, size, INK, bold=bold, align=WRAP, elide=True)


def _name_lines(name: str, width: float, px: float, bold: bool) -> tuple[str, float]:
    """``name`` as painted ``width`` wide and its size: whole at ``px`` or smaller (not under 11 px), else
    at 11 px with each word too long broken by a hyphen."""
    if not any(text_width(word, px, bold) > width + FIT_SLACK for word in name.split()):
        return name, px
    px = fit_px(name, width, px, bold)
    if text_width(name, px, bold) <= width:
        return name, px
    return " ".join(_hyphenated(word, width, 11.0, bold) for word in name.split()), 11.0


def _hyphenated(word: str, width: float, px: float, bold: bool = True) -> str:
    """``word`` broken with a hyphen at the last of its break points whose start fits ``width`` when it
    is too long, and its rest again at a later one where that is still too long (Administrative on a
    50 px card); a piece with no break point that fits stays whole (and is shortened where painted)."""
    points = break_points(word)
    lines: list[str] = []
    start = 0
    while text_width(word[start:], px, bold) > width + FIT_SLACK:
        fitting = [cut for cut in points
                   if cut > start and text_width(word[start:cut] + "-", px, bold) <= width + FIT_SLACK]
        if not fitting:
            break
        lines.append(word[start:fitting[-1]] + "-")
        start = fitting[-1]
    lines.append(word[start:])
    return "\n".join(lines)
