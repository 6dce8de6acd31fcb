"""Campaign Trail's log sentences for Breaking News (CT-140 to CT-147): a card drawn and what it does.
Same style as :mod:`.log_texts`, which joins them into its table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....ui.templates import counted, fill
from ..data import load_data
from .log_who import Params, party_head, seat_name
from .log_who import state as _state
from .names import card_name, money, month_name
from .news_texts import news_title

translate = QCoreApplication.translate


def _title(card: object) -> str:
    if not isinstance(card, str):
        raise KeyError(card)
    return news_title(card)


def _month(index: object) -> str:
    months = load_data().month_names
    if not isinstance(index, int) or not 0 <= index < len(months):
        raise KeyError(index)
    return month_name(months[index])


def _news(p: Params, seats: Sequence[Any]) -> str:
    who, title = seat_name(seats, p["seat"]), _title(p["news"])
    if p.get("replaced"):
        return fill(translate("campaign_trail", "Breaking News, drawn by %1: “%2”. It replaces “%3”."),
                    who, title, _title(p["replaced"]))
    return fill(translate("campaign_trail", "Breaking News, drawn by %1: “%2”."), who, title)


def _news_move(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 moves to %2 (Breaking News: “%3”)."),
                seat_name(seats, p["seat"]), _state(p["state"]), _title(p["news"]))


def _news_gain(p: Params, seats: Sequence[Any]) -> str:
    who, title = party_head(p["party"], seats), _title(p["news"])
    if p.get("money"):
        return fill(counted(p["voters"]).translate(
            "campaign_trail", "%1: %n voter(s) registered and %2 raised (Breaking News: “%3”).", None, 1),
            who, money(p["money"]), title)
    return fill(counted(p["voters"]).translate(
        "campaign_trail", "%1: %n voter(s) registered (Breaking News: “%2”).", None, 1), who, title)


def _news_discard(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 loses %2 at random from the hand (Breaking News)."),
                seat_name(seats, p["seat"]), card_name(p["card"]))


def _news_shuffled(p: Params, seats: Sequence[Any]) -> str:
    return fill(counted(p["count"]).translate(
        "campaign_trail", "%n set-aside Breaking News card(s) are shuffled into the %1 deck.", None, 1),
        _month(p["month"]))


def _news_returned(p: Params, seats: Sequence[Any]) -> str:
    return fill(counted(p["count"]).translate(
        "campaign_trail", "The %1 deck is empty: %n set-aside Breaking News card(s) go back to the box "
        "unseen.", None, 1), _month(p["month"]))


NEWS: dict[str, Callable[[Params, Sequence[Any]], str]] = {
    "ct.news": _news,
    "ct.news_move": _news_move,
    "ct.news_gain": _news_gain,
    "ct.news_discard": _news_discard,
    "ct.news_shuffled": _news_shuffled,
    "ct.news_returned": _news_returned,
}
