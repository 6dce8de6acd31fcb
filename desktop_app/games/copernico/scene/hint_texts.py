"""Copernico's coach reasons in words (the keys come from ../hints.py); cards are named as the table
names them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.hints import HintReason
from ....ui.templates import counted, fill
from .texts import drawn_card_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def _cards(n: int) -> str:
    return counted(n).translate("CopernicoHint", "%n card(s)", None, 1) if n else translate(
        "CopernicoHint", "nothing")


def hint_text(reason: HintReason) -> str | None:
    key, p = reason.key, reason.params
    if key == "copernico.hint_keep":
        return fill(translate("CopernicoHint", "keeps %1, the card your table can use best"),
                    drawn_card_name(str(p[0])))
    if key == "copernico.hint_rest":
        return counted(int(p[0])).translate(
            "CopernicoHint", "draws 2 cards to the %n you hold: more to place and pay with next turn",
            None, 1)
    if key == "copernico.hint_peek":
        return translate("CopernicoHint", "shows you an advice card before the game ends")
    if key == "copernico.hint_pay":
        return translate("CopernicoHint", "of the cards that can pay, the one your table needs least")
    if key == "copernico.hint_hypothesis":
        return fill(translate("CopernicoHint", "fulfils your hypothesis and costs %1"), _cards(int(p[1])))
    if key == "copernico.hint_lines":
        return fill(counted(int(p[1])).translate(
            "CopernicoHint", "completes %n scoring line(s) and costs %1", None, 1), _cards(int(p[2])))
    if key == "copernico.hint_quality":
        return fill(counted(int(p[1])).translate(
            "CopernicoHint", "adds %n quality point(s) to your table and costs %1", None, 1),
            _cards(int(p[2])))
    if key == "copernico.hint_place_build":
        return fill(translate("CopernicoHint", "builds towards a scoring line and costs %1"),
                    _cards(int(p[1])))
    return None
