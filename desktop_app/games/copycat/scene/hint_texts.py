"""Copycat's coach reasons in words (the keys come from ../hints.py). The coach's panel names the move
first, as the move list does, so a reason says what the move brings without naming it again."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.hints import HintReason
from ....ui.templates import counted

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def hint_text(reason: HintReason) -> str | None:
    key, p = reason.key, reason.params
    if key == "copycat.hint_bid":
        return translate("CopycatHint", "the best trade of turn order against the card you give up")
    if key == "copycat.hint_place":
        return translate("CopycatHint", "takes this office before the others can")
    if key == "copycat.hint_buy":
        return translate("CopycatHint", "the card your deck gains most from")
    if key.startswith("copycat.hint_card") or key.startswith("copycat.hint_office"):
        # The move's own words already name the card or office: the reason says what it brings.
        n = int(p[1]) if len(p) > 1 else 0
        if key.endswith("_vp"):
            text = counted(n).translate("CopycatHint", "adds %n VP to this turn", None, 1)
        elif key.endswith("_coins"):
            text = counted(n).translate("CopycatHint", "adds %n coin(s) to this turn", None, 1)
        elif key.endswith("_buys"):
            text = counted(n).translate("CopycatHint", "adds %n purchase(s) to this turn", None, 1)
        else:
            text = translate("CopycatHint", "does the most for this turn of what you can do now")
        return text
    return None
