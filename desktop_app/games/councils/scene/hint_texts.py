"""Councils & Contracts' coach reasons in words (the keys come from ../hints.py); cards, councils and
influence tracks are named as the table names them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.hints import HintReason
from ....ui.templates import counted, fill
from .texts import card_name, council_name, influence_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def hint_text(reason: HintReason) -> str | None:
    key, p = reason.key, reason.params
    if key == "councils.hint_vp":
        return counted(int(p[0])).translate("CouncilsHint", "scores %n VP now", None, 1)
    if key == "councils.hint_resolve_vp":
        return fill(counted(int(p[1])).translate(
            "CouncilsHint", "resolves the issue of %1 for %n VP", None, 1), council_name(str(p[0])))
    if key == "councils.hint_influence":
        return fill(counted(int(p[1])).translate(
            "CouncilsHint", "raises your %1 influence by %n, towards the majority at the end", None, 1),
            influence_name(str(p[0])))
    if key == "councils.hint_start":
        return fill(translate("CouncilsHint", "starts %1, a project that pays off later"),
                    card_name(str(p[0])))
    if key == "councils.hint_building":
        return fill(translate("CouncilsHint", "uses the action of %1"), card_name(str(p[0])))
    if key == "councils.hint_resolve":
        return fill(translate("CouncilsHint", "resolves the issue of %1"), council_name(str(p[0])))
    if key == "councils.hint_place":
        return fill(counted(int(p[1])).translate(
            "CouncilsHint", "sends %n employee(s), first to %1", None, 1), council_name(str(p[0])))
    return None
