"""Text on a game table: the bundled font, sizes that fit a box, and the one painter of table text
(which records what it had to shorten while the layout tests ask it to)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPainter

from ..resources import ResourceError, resources_dir

MIN_TEXT = 11.0
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter

_family = "DejaVu Sans"
_fonts_ready = False


def ensure_fonts() -> None:
    """Register the bundled DejaVu fonts once (needs a running QGuiApplication)."""
    global _fonts_ready, _family
    if _fonts_ready:
        return
    _fonts_ready = True
    try:
        folder = resources_dir() / "fonts"
    except ResourceError:
        return
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        path = folder / name
        if path.exists():
            font_id = QFontDatabase.addApplicationFont(str(path))
            families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            if families:
                _family = families[0]


# A board's repaint and a scene's sync ask for the same few fonts and measure the same words hundreds of
# times a move; each QFont and QFontMetricsF made afresh cost more than the text drawn with it.
_fonts: dict[tuple[str, int, bool], QFont] = {}
_widths: dict[tuple[str, str, int, bool], float] = {}
WIDTHS_KEPT = 8192  # measured texts kept (names, scores, labels at a few sizes)


def font(px: float, bold: bool = False) -> QFont:
    """The table font at ``px`` pixels, never below MIN_TEXT (STYLE: at least 11 px). The same object
    is handed to every caller asking for that size: set it on a painter or measure with it, and copy it
    (``QFont(font(px))``) before changing it."""
    size = max(int(round(px)), int(MIN_TEXT))
    key = (_family, size, bold)
    f = _fonts.get(key)
    if f is None:
        f = QFont(_family)
        f.setPixelSize(size)
        f.setBold(bold)
        f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        _fonts[key] = f
    return f


def text_width(text: str, px: float, bold: bool = False) -> float:
    key = (text, _family, max(int(round(px)), int(MIN_TEXT)), bold)
    width = _widths.get(key)
    if width is None:
        if len(_widths) >= WIDTHS_KEPT:
            _widths.clear()
        width = _widths[key] = QFontMetricsF(font(px, bold)).horizontalAdvance(text)
    return width


_HINTS = (QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
          | QPainter.RenderHint.SmoothPixmapTransform)


def hints(p: QPainter) -> None:
    p.setRenderHints(_HINTS, True)


# While a list, every text a table had to shorten with "…" is added to it (the 1280x800 layout test
# switches it on; None costs nothing while playing).
ELIDED: list[str] | None = None


def record_cut(text: str) -> None:
    """List ``text`` as shortened (while the layout tests ask): for a painter that found its text clipped
    at an item's edge rather than shortening it itself (a badge wider than its card's margin)."""
    if ELIDED is not None:
        ELIDED.append(text)


def paint_text(p: QPainter, rect: QRectF, text: str, px: float, colour: QColor, *, bold: bool = False,
               align: Any = CENTRE, elide: bool = False) -> None:
    """Text in ``rect``; ``elide`` shortens one line with an ellipsis instead of clipping it. Wrapped
    text (``Qt.TextWordWrap`` in ``align``) with ``elide`` is cut at the rect's edges where it does not
    fit, and counts as shortened."""
    p.save()
    f = font(px, bold)
    p.setFont(f)
    p.setPen(colour)
    if elide and int(align) & int(Qt.TextFlag.TextWordWrap):
        if not fits_wrapped(text, rect, px, bold):
            if ELIDED is not None:
                ELIDED.append(text)
            p.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    elif elide:
        shown = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        if shown != text and ELIDED is not None:
            ELIDED.append(text)
        text = shown
    p.drawText(rect, int(align), text)
    p.restore()


def fit_px(text: str, width: float, px: float, bold: bool = False) -> float:
    """The largest size up to ``px`` (not below MIN_TEXT) at which ``text`` fits in ``width``."""
    while px > MIN_TEXT and text_width(text, px, bold) > width:
        px -= 0.5
    return max(MIN_TEXT, px)


def fits_wrapped(text: str, rect: QRectF, px: float, bold: bool = False) -> bool:
    """Whether word-wrapped ``text`` at ``px`` fits inside ``rect``."""
    flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
    box = QFontMetricsF(font(px, bold)).boundingRect(rect, flags, text)
    return box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5


def fit_wrapped_px(text: str, rect: QRectF, px: float, bold: bool = False) -> float:
    """The largest size up to ``px`` (not below MIN_TEXT) at which word-wrapped ``text`` fits ``rect``."""
    while px > MIN_TEXT and not fits_wrapped(text, rect, px, bold):
        px -= 0.5
    return max(MIN_TEXT, px)
