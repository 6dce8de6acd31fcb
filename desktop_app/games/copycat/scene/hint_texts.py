"""Copycat's coach reasons in words (the keys come from ../hints.py). The coach's panel names the move
first, as the move list does, so a reason says what the move brings without naming it again."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.hints import HintReason
from ....ui.templates import counted, fill
from ..data import load_data

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def hint_text(reason: HintReason) -> str | None:
    key, p = reason.key, reason.params
    if key == "copycat.hint_bid":
        return translate("CopycatHint", "the best trade of turn order against the card you give up")
    if key == "copycat.hint_place":
        return _place_text(p)
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


def _place_text(p: tuple) -> str:
    """A placement's reason: what sets its office apart from the other empty ones (../hints.py
    ``_place_reason``: office, markers there, the VP the evaluation expects this round, whether it is the
    last empty office of its kind)."""
    if len(p) < 4:  # a hint kept from before placements had their own reasons
        return translate("CopycatHint", "takes this office before the others can")
    office_id, markers, gain, last = str(p[0]), int(p[1]), int(p[2]), bool(p[3])
    parts = [_effect_text(office_id, gain)]
    if markers:
        parts.insert(0, counted(markers).translate(
            "CopycatHint", "takes the %n victory point marker(s) lying there", None, 1))
    if last:
        parts.append(translate("CopycatHint", "the last empty office of its kind"))
    return translate("CopycatHint", "; ").join(parts)


def _effect_text(office_id: str, gain: int) -> str:
    """What an office brings this round in the turn's terms, with the VP the computer expects from it."""
    data = load_data()
    office = data.offices[data.o(office_id)]
    n = office.param
    if office.effect == "vp":
        return counted(n).translate("CopycatHint", "%n VP when the round is scored", None, 1)
    if office.effect == "draw":
        text = counted(n).translate("CopycatHint", "%n more card(s) to play this round", None, 1)
    elif office.effect == "exchange":
        text = counted(n).translate("CopycatHint", "trades up to %n weak card(s) for fresh ones", None,
                                    1)
    elif office.effect == "shred_coins":
        text = counted(n).translate("CopycatHint", "thins your deck by up to %n card(s), a coin each",
                                    None, 1)
    elif office.effect == "coins":
        text = counted(n).translate("CopycatHint", "%n more coin(s) for your purchases this round", None,
                                    1)
    elif office.effect == "buy":
        text = counted(n).translate("CopycatHint", "%n more purchase(s) this round", None, 1)
    elif gain:
        return counted(gain).translate("CopycatHint", "about %n VP more this round, by the computer's "
                                                      "estimate", None, 1)
    else:
        return translate("CopycatHint", "takes this office before the others can")
    if gain:
        return fill(counted(gain).translate("CopycatHint", "%1, worth about %n VP by the computer's estimate",
                                            None, 1), text)
    return text
