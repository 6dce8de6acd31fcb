"""Tooltips set only when their words change (issue 13).

The scene words most tooltips again at every move (a hand card's plays, the boards' figures, the prompt),
mostly to the very words they had. Setting a tooltip calls the item's ``itemChange`` twice, from C++ into
Python; comparing the words first costs one read.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem


def set_tip(item: QGraphicsItem, text: str) -> bool:
    """Give ``item`` this tooltip unless it has it already; whether it changed."""
    if item.toolTip() == text:
        return False
    item.setToolTip(text)
    return True
