"""The whole card over a compact hand (issue 15): a low table's hand row shows compact faces (or strips,
beside the Election Day panel), and the card under the pointer shows its whole face above the row, over
the map, as it would lie in a full hand. It never takes the pointer and goes when the pointer leaves the
card, when a card is picked up, and when the table moves the card away (the kit's drop_stale_preview)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from .cards import PREVIEW_H, HandCard, HandPreview
from .layout import HAND_RATIO
from .table_state import TableBase


class HandPreviewMixin(TableBase):
    """Mixed into CampaignTrailScene: shows and hides the preview of a compact hand card."""

    _preview: HandPreview

    def _init_hand_preview(self) -> None:
        self._preview = HandPreview()
        self.addItem(self._preview)

    def hand_hovered(self, item: Any, entered: bool) -> bool:
        """Show or hide the preview for a hovered hand card; True when the item was a hand card."""
        if not isinstance(item, HandCard):
            return False
        if entered and (item.compact or item.strip_w) and not item.dragging and item.isVisible():
            self.show_hand_preview(item)
        elif not entered:
            self.hide_card_preview(of=item.card_id)
        return True

    def show_hand_preview(self, card: HandCard) -> None:
        """The whole face of ``card`` centred above it, inside the table (above a strip's hand row, where
        it covers none of the other strips)."""
        near = card.scene_card_rect()
        top = near.top()
        if card.strip_w and self._layout is not None:
            top = min(top, self._layout.hand.top())
        h = min(PREVIEW_H, max(near.height(), top - 12))
        w = h * HAND_RATIO
        x = min(max(6.0, near.center().x() - w / 2), self._size[0] - w - 6)
        self._preview.show_card(card.card_id, QRectF(x, top - 6 - h, w, h))
