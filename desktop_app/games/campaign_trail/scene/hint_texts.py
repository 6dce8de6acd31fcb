"""Campaign Trail's coach reasons in words (the keys come from ../hints.py); cards and boxes are named
as the table names them (names.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.hints import HintReason
from ....ui.templates import counted, fill
from .names import card_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def hint_text(reason: HintReason) -> str | None:
    key, p = reason.key, reason.params
    if key == "campaign_trail.hint_play_votes":
        # The move's own words already name the card and the box: the reason says what it brings.
        return counted(int(p[2])).translate(
            "CampaignTrailHint", "about %n more expected electoral vote(s) for your party", None, 1)
    if key == "campaign_trail.hint_play":
        return fill(translate("CampaignTrailHint", "the best use of %1 for your party now"),
                    card_name(str(p[0])))
    if key == "campaign_trail.hint_votes":
        return counted(int(p[0])).translate(
            "CampaignTrailHint", "about %n more expected electoral vote(s) for your party", None, 1)
    return None
