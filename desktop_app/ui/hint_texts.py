"""The coach's reasons in the player's words: each game's own sentences (its scene/hint_texts.py,
``hint_text(reason)``), else the generic ones below for the engine's reasons (engine/hints.py)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from types import ModuleType

from PySide6.QtCore import QCoreApplication

from ..engine import hints
from ..engine.hints import HintReason
from .templates import counted, fill

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def _copernico() -> ModuleType:
    from ..games.copernico.scene import hint_texts

    return hint_texts


def _copycat() -> ModuleType:
    from ..games.copycat.scene import hint_texts

    return hint_texts


def _councils() -> ModuleType:
    from ..games.councils.scene import hint_texts

    return hint_texts


def _campaign_trail() -> ModuleType:
    from ..games.campaign_trail.scene import hint_texts

    return hint_texts


GAME_TEXTS: dict[str, Callable[[], ModuleType]] = {
    "copernico": _copernico,
    "copycat": _copycat,
    "councils": _councils,
    "campaign-trail": _campaign_trail,
}


def generic_text(reason: HintReason) -> str:
    p = reason.params
    if reason.key == hints.HINT_POINTS and p:
        return counted(int(p[0])).translate("Hint", "scores %n point(s) at once", None, 1)
    if reason.key == hints.HINT_TAKES_LEAD and p:
        return counted(int(p[0])).translate("Hint", "scores %n point(s) and takes the lead", None, 1)
    if reason.key == hints.HINT_OUTLOOK and p:
        return counted(int(p[0])).translate(
            "Hint", "improves your position (+%n point(s) of win chance)", None, 1)
    if reason.key == hints.HINT_COSTS and p:
        return counted(int(p[0])).translate(
            "Hint", "the least costly choice here (−%n point(s) of win chance)", None, 1)
    if reason.key == hints.HINT_ONLY:
        return translate("Hint", "the only move the rules allow now")
    return translate("Hint", "keeps your position: nothing better was found")


def reason_text(game_id: str, reason: HintReason | None) -> str:
    """The reason in words ("" for none): the game's sentence when it has one for this key."""
    if reason is None:
        return ""
    module = GAME_TEXTS.get(game_id)
    if module is not None:
        try:
            text = module().hint_text(reason)
        except (KeyError, LookupError, ValueError, TypeError, AttributeError):
            log.exception("the game could not word the hint reason %s", reason)
            text = None
        if text:
            return str(text)
    return generic_text(reason)


def chance_text(chance: float | None) -> str:
    if chance is None:
        return ""
    percent = max(0, min(100, round(chance * 100)))
    return fill(translate("Hint", "about %1% to win"), percent)
