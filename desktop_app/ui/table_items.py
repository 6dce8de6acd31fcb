"""The table kit in one import: generic pieces of a game table drawn with QPainter.

Each part lives in its own module; this one names them all for the scenes that take several:

- :mod:`.table_text`: the table font, fitting text to a box, the one text painter;
- :mod:`.table_paint`: shadows, glows, rings, dimming, refusal marks, card-back plates, badges, stars
  and where a row of items stands;
- :mod:`.table_look`: items cached as pixmaps that repaint when their look changes, and ``dressing``;
- :mod:`.table_boxes`: boxes that can be clicked and glow, buttons and labels;
- :mod:`.table_pieces`: movable pieces and cards, dragged with their own mouse handlers.

Items never decide anything: they report presses, drags and clicks to their scene through the callbacks
GameScene declares: ``drag_started(item)``, ``drag_moved(item, scene_pos)``,
``drag_finished(item, scene_pos)``, ``item_clicked(item)`` and ``item_hovered(item, entered)``.
"""

from __future__ import annotations

from .table_boxes import Box, ButtonItem, LabelItem, buttons_from_right
from .table_look import CachedLook, dressing, set_attributes
from .table_paint import (
    FOCUS,
    GLOW,
    HOVER,
    MARK,
    NEVER,
    NEVER_MARK,
    NOT_NOW,
    NOT_NOW_MARK,
    PAPER_DARK,
    PAPER_INK,
    PAPER_LIGHT,
    SELECT,
    badge_rect,
    paint_back_plate,
    paint_badge,
    paint_dim,
    paint_glow,
    paint_marks,
    paint_pool,
    paint_refusal_mark,
    paint_ring,
    paint_seat_plate,
    paint_shadow,
    row_lefts,
    star_path,
)
from .table_pieces import CardPiece, FacedCardPiece, FigurePiece, MovableObject, PieceHost, SizedPiece
from .table_text import (
    CENTRE,
    LEFT,
    MIN_TEXT,
    RIGHT,
    ensure_fonts,
    fit_px,
    fit_wrapped_px,
    fits_wrapped,
    font,
    hints,
    paint_text,
    text_width,
)

__all__ = [
    "CENTRE", "FOCUS", "GLOW", "HOVER", "LEFT", "MARK", "MIN_TEXT", "NEVER", "NEVER_MARK", "NOT_NOW",
    "NOT_NOW_MARK", "PAPER_DARK", "PAPER_INK", "PAPER_LIGHT", "RIGHT", "SELECT",
    "Box", "ButtonItem", "CachedLook", "CardPiece", "FacedCardPiece", "FigurePiece", "LabelItem",
    "MovableObject", "PieceHost", "SizedPiece", "badge_rect", "buttons_from_right",
    "dressing", "ensure_fonts", "fit_px", "fit_wrapped_px", "fits_wrapped", "font", "hints",
    "paint_back_plate", "paint_badge", "paint_dim", "paint_glow", "paint_marks", "paint_pool",
    "paint_refusal_mark", "paint_ring", "paint_seat_plate", "paint_shadow", "paint_text", "row_lefts",
    "set_attributes", "star_path", "text_width",
]
