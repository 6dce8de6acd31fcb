"""The Breaking News cards (spec §9), loaded from ``breaking_news.json`` and checked on load.

A card is either ongoing (its effect lasts until the next Breaking News card replaces it, CT-141) or
immediate (carried out once when drawn). Ongoing effects are data: modifier deltas every candidate gets
(CT-12), issue bonuses and costs, closed states and campaign bans (CT-143, CT-147). The four cards the
rulebook prints are tagged RULEBOOK; the other sixteen are our reconstruction (RECONSTRUCTED).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, NoReturn

from ...resources import data_fail, data_rows, load_json

FILE = "breaking_news.json"
CARDS = 20  # BREAKING_NEWS (§3.2)
IMMEDIATE_KINDS = ("ethics_move", "health_scare", "underdog")
# Modifier keys a card may add to every candidate (CT-12); ground_travel_steps applies to travel
# without a plane only (bn08).
NEWS_EFFECT_KEYS = (
    "plane_cost",
    "fundraise",
    "register",
    "register_min",
    "campaign_voters",
    "ground_travel_steps",
    "ground_travel_steps_min",
)
AMOUNT_KEYS = ("voters", "cards", "money", "debate_winner_voters", "politick_fee", "no_responses")


@dataclasses.dataclass(frozen=True)
class NewsCard:
    id: str
    title: str
    ongoing: bool
    text: str  # our one-line wording of the effect (the table's banner)
    effects: dict[str, int]
    amounts: dict[str, int]
    advertise_bonus: tuple[str, ...]  # categories or issues: +1 registered voter per advertised state
    advertise_cost: dict[str, int]  # category or issue -> per-issue cost delta
    gain_issues: tuple[str, ...]  # categories or issues whose advertise action registers gain_voters
    gain_voters: int
    closed: tuple[str, ...]  # closed to travel; pawns there move out (CT-143, CT-147)
    no_campaign: tuple[str, ...]
    immediate: str  # "" for an ongoing card
    discard_category: str  # bn01 (CT-142)
    discard_voters: int
    src: str

    @property
    def reconstructed(self) -> bool:
        return self.src == "RECONSTRUCTED"


def _fail(message: str) -> NoReturn:
    data_fail("campaign trail", FILE, message)


def _ints(row: dict[str, Any], key: str, allowed: tuple[str, ...] | None) -> dict[str, int]:
    value = row.get(key, {})
    if not isinstance(value, dict):
        _fail(f"{row.get('id')}: {key} must be an object")
    for k, v in value.items():
        if allowed is not None and k not in allowed:
            _fail(f"{row.get('id')}: unknown {key} key {k!r}")
        if not isinstance(v, int) or isinstance(v, bool):
            _fail(f"{row.get('id')}: {key}.{k} must be an integer")
    return dict(value)


def _ids(row: dict[str, Any], key: str, known: Mapping[str, Any] | set[str]) -> tuple[str, ...]:
    value = row.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v in known for v in value):
        _fail(f"{row.get('id')}: {key} must list known ids")
    return tuple(value)


def load_news(
    states: Mapping[str, Any], categories: Mapping[str, str], issues: Mapping[str, Any]
) -> dict[str, NewsCard]:
    rows = data_rows("campaign trail", load_json("campaign_trail", FILE), "cards", FILE, notes=True)
    selectors = set(categories) | set(issues)
    out: dict[str, NewsCard] = {}
    for k, r in enumerate(rows, start=1):
        cid = r.get("id")
        if cid != f"bn{k:02d}":
            _fail(f"row {k} must have id bn{k:02d}, not {cid!r}")
        duration = r.get("duration")
        immediate = str(r.get("immediate", ""))
        if duration not in ("ongoing", "immediate") or (duration == "immediate") != bool(immediate):
            _fail(f"{cid}: an immediate card names its kind and an ongoing one none")
        if immediate and immediate not in IMMEDIATE_KINDS:
            _fail(f"{cid}: unknown immediate kind {immediate!r}")
        for key in ("title", "text"):
            if not isinstance(r.get(key), str) or not r[key]:
                _fail(f"{cid}: needs a {key}")
        gain = r.get("advertise_gain", {"issues": [], "voters": 0})
        discard = r.get("discard_gain", {"category": "", "voters": 0})
        if not isinstance(gain, dict) or not isinstance(discard, dict):
            _fail(f"{cid}: advertise_gain and discard_gain are objects")
        if discard["category"] and discard["category"] not in categories:
            _fail(f"{cid}: unknown category {discard['category']!r}")
        closed = _ids(r, "closed", states)
        if closed and not set(closed) <= set(_ids(r, "no_campaign", states)):
            _fail(f"{cid}: a state closed to travel is closed to campaigns too (CT-147)")
        cost = _ints(r, "advertise_cost", None)
        if not set(cost) <= selectors:
            _fail(f"{cid}: advertise_cost names unknown issues or categories")
        out[cid] = NewsCard(
            id=cid,
            title=r["title"],
            ongoing=duration == "ongoing",
            text=r["text"],
            effects=_ints(r, "effects", NEWS_EFFECT_KEYS),
            amounts=_ints(r, "amounts", AMOUNT_KEYS),
            advertise_bonus=_ids(r, "advertise_bonus", selectors),
            advertise_cost=cost,
            gain_issues=_ids(gain, "issues", selectors),
            gain_voters=int(gain.get("voters", 0)),
            closed=closed,
            no_campaign=_ids(r, "no_campaign", states),
            immediate=immediate,
            discard_category=str(discard["category"]),
            discard_voters=int(discard["voters"]),
            src=str(r["src"]),
        )
    if len(out) != CARDS:
        _fail(f"{len(out)} cards, expected {CARDS} (§3.2)")
    return out
