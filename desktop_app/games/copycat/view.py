"""What each player may see (observation) and re-dealing what an observer cannot see (redeterminize).

Hidden: the order of every draw pile (own included), other players' hands, bids before the reveal, cards
kept with Strategy session, the order of the action deck and the extra office deck (rulebook setup
steps 2, 3, 6; phase 1 B; Strategy session).
"""

from __future__ import annotations

from typing import TypedDict

from ...engine.rng import Rng
from .data import load_data
from .observation_types import CopycatObservation, FrameView, OfficeView, SeatView
from .state import ACTION, BID, CARD_ID, NO_CARD, OVER, PURCHASE, RESOLVE, CopycatState


def _ids(cards: tuple[int, ...]) -> list[str]:
    return [CARD_ID[c] for c in cards]


def observation(s: CopycatState, viewer: int | None) -> CopycatObservation:
    """What ``viewer`` may see (None: a spectator). Keys are built in a fixed order: the JSON text of an
    observation seeds the computer players' sampling."""
    data = s.data
    cards = data.cards
    players: list[SeatView] = []
    for p in range(s.num_players):
        own = viewer == p
        row: SeatView = {
            "vp": s.vp[p], "score": list(s.cats[p]), "markers": s.markers[p],
            "workers_available": s.available_workers(p), "extra_workers": s.extra[p], "placed": s.placed[p],
            "passed": s.passed[p], "hand_count": len(s.hand[p]), "draw_count": len(s.draw[p]),
            "kept_count": len(s.kept[p]), "discard": _ids(s.discard[p]), "play": _ids(s.play[p]),
            "clipboard": _ids(s.clip[p]), "doctorates": _ids(s.docs[p]), "round_gain": s.round_gain[p],
        }
        if own:
            row["hand"] = _ids(s.hand[p])
            row["kept"] = _ids(s.kept[p])
        if s.phase is BID:
            b = s.bids[p]
            row["has_bid"] = b is not None
            if own and b is not None:
                row["bid"] = None if b == NO_CARD else CARD_ID[b]
        players.append(row)
    visible = [c for p in range(s.num_players) for c in s.play[p] + s.clip[p]]
    pending: list[FrameView] = []
    for f in s.pending:
        entry: FrameView = {"kind": f.kind, "player": f.player}
        if viewer == f.player:
            entry["param"] = f.param
            entry["picked"] = _ids(f.picked)
            entry["offices"] = [s.oid(s.workers[w][1]) for w in f.offices]
            entry["source"] = CARD_ID[f.source] if f.source != NO_CARD else None
        pending.append(entry)
    board: list[OfficeView] = []
    for o in s.board:
        board.append({"office": s.oid(o), "markers": s.office_markers[o], "workers": [
            {"player": q, "uses": s.worker_uses[w], "used": s.worker_used[w]}
            for w, (q, wo) in enumerate(s.workers) if wo == o]})
    deck_sections: dict[str, int] = {}
    for c in s.action_deck:
        deck_sections[cards[c].section] = deck_sections.get(cards[c].section, 0) + 1
    office_sections: dict[str, int] = {}
    for o in s.office_deck:
        key = str(data.offices[o].section)
        office_sections[key] = office_sections.get(key, 0) + 1
    out: CopycatObservation = {
        "game": "copycat", "viewer": viewer, "round": s.round, "phase": s.phase,
        "to_move": list(s.to_move()), "order": list(s.order), "previous_order": list(s.prev_order),
        "street": [None if c == NO_CARD else CARD_ID[c] for c in s.street],
        "street_costs": [None if c == NO_CARD or (price := cards[c].price) is None
                         else price + data.surcharge[i] for i, c in enumerate(s.street)],
        "action_deck_count": len(s.action_deck), "action_deck_sections": deck_sections,
        "office_deck_count": len(s.office_deck), "office_deck_sections": office_sections,
        "board": board, "marker_supply": s.marker_supply(), "players": players,
        "card_uses": {CARD_ID[c]: s.card_uses[c] for c in visible if s.card_uses[c]},
        "pending": pending, "removed": _ids(s.removed), "end_reasons": list(s.end_reasons),
    }
    if s.phase is not BID and s.phase is not OVER:
        out["current"] = s.order[s.turn]
    if s.phase is ACTION:
        out["turn"] = {"placed": s.turn_placed, "elbows": s.elbows}
    if s.phase is RESOLVE or s.phase is PURCHASE:
        out["turn"] = {"base_coins": s.base_coins, "r_coins": s.undoubled_coins,
                       "coin_doublings": s.coin_doublings, "marker_doublings": s.marker_doublings,
                       "vp_cards": s.vp_cards, "vp_offices": s.vp_offices, "vp_doctorates": s.vp_docs,
                       "coins": s.coins_total, "spent": s.spent, "buys": s.buys, "special_buys": s.specials}
    return out


# The section of each card and office: what a face-down deck shows of each position.
_CARD_SECTION = tuple(card.section for card in CopycatState.data.cards)
_OFFICE_SECTION = tuple(office.section for office in CopycatState.data.offices)
_IS_DOCTORATE = tuple(card.effect == "doctorate" for card in CopycatState.data.cards)


def _shuffle_by_section(cards: tuple[int, ...], section: tuple[object, ...], rng: Rng) -> tuple[int, ...]:
    """Shuffle a face-down deck keeping what is known: which section (``section[item]``) each position
    holds. The sections are shuffled in the order they first appear (the search's sampling depends on
    it)."""
    keys = [section[c] for c in cards]
    groups: dict[object, list[int]] = {}
    for c, key in zip(cards, keys, strict=True):
        groups.setdefault(key, []).append(c)
    shuffled = {key: rng.shuffled(group) for key, group in groups.items()}
    return tuple([shuffled[key].pop() for key in keys])


def redeterminize(s: CopycatState, observer: int, rng: Rng) -> CopycatState:
    t = s.clone()
    t.rng = Rng(rng.next64())  # future shuffles are unknown too
    t.listed = None  # the copy is dealt anew below
    busy = {f.player for f in s.pending if f.picked}
    for p in range(s.num_players):
        if p == observer or p in busy:
            t.set_p("draw", p, tuple(rng.shuffled(s.draw[p])))
            continue
        bid = s.bids[p] if s.phase == BID and s.bids[p] is not None and s.bids[p] != NO_CARD else None
        pool = list(s.hand[p] + s.kept[p] + s.draw[p]) + ([bid] if bid is not None else [])
        pool = rng.shuffled(pool)
        nh, nk = len(s.hand[p]), len(s.kept[p])
        t.set_p("hand", p, tuple(pool[:nh]))
        t.set_p("kept", p, tuple(pool[nh:nh + nk]))
        rest = pool[nh + nk:]
        if bid is not None:
            t.set_p("bids", p, rest.pop())
        t.set_p("draw", p, tuple(rest))
    t.action_deck = _shuffle_by_section(s.action_deck, _CARD_SECTION, rng)
    # Which doctorates are in play is unknown too (CP-9); they differ only in title.
    deck_docs = [i for i, c in enumerate(t.action_deck) if _IS_DOCTORATE[c]]
    box_docs = [c for c in s.box if _IS_DOCTORATE[c]]
    if deck_docs and box_docs:
        docs = rng.shuffled([t.action_deck[i] for i in deck_docs] + box_docs)
        deck = list(t.action_deck)
        for i, c in zip(deck_docs, docs, strict=False):
            deck[i] = c
        t.action_deck = tuple(deck)
        t.box = tuple(c for c in s.box if c not in box_docs) + tuple(docs[len(deck_docs):])
    t.office_deck = _shuffle_by_section(s.office_deck, _OFFICE_SECTION, rng)
    return t


# -- figures a view reads off an observation (the rules' arithmetic, kept here with the observation) ------
class RunningTotals(TypedDict):
    """A phase-3 turn's totals as the scene shows them."""

    coins: int  # the coin total (during the resolution step: what the purchase step will begin with)
    left: int  # coins not yet spent
    spent: int
    buys: int  # purchases available
    vp: int  # VP the turn scores so far (markers counted with their doublings)
    specials: int  # Special buying permissions available


def running_totals(obs: CopycatObservation, seat: int) -> RunningTotals | None:
    """``seat``'s phase-3 totals so far (CP-20, CP-21), or None outside its phase-3 turn. During the
    resolution step: the coins and purchases the purchase step will begin with (CP-19 step 2)."""
    turn = obs.get("turn")
    if obs.get("phase") not in (RESOLVE, PURCHASE) or obs.get("current") != seat or not turn:
        return None
    markers = obs["players"][seat]["markers"]
    vp = (turn["vp_cards"] + turn["vp_offices"] + turn["vp_doctorates"]
          + markers * (1 + turn["marker_doublings"]))
    if obs["phase"] == RESOLVE:
        coins = turn["base_coins"] * (1 + turn["coin_doublings"]) + turn["r_coins"]
        buys = turn["buys"] + office_buys(obs, seat)
        left = coins
    else:
        coins, buys, left = turn["coins"], turn["buys"], turn["coins"] - turn["spent"]
    return {"coins": coins, "left": left, "spent": turn["spent"], "buys": buys, "vp": vp,
            "specials": turn["special_buys"]}


def office_buys(obs: CopycatObservation, seat: int) -> int:
    """Purchases ``seat``'s buy offices add when its purchase step begins: each of its workers on a buy
    office that has not acted yet and may act again (CP-19 step 2)."""
    data = load_data()
    total = 0
    for entry in obs.get("board", []):
        office = data.offices[data.o(entry["office"])]
        if office.effect == "buy":
            total += sum(office.param for w in entry["workers"]
                         if w["player"] == seat and not w["used"] and w["uses"] < 2)
    return total


def reds_coming_along(obs: CopycatObservation, space: int) -> list[str]:
    """The red cards left of street ``space`` (0-based) that a purchase there takes along (CP-22)."""
    data = load_data()
    street = obs.get("street", [])
    return [c for c in street[:space] if c is not None and data.cards[data.c(c)].colour == "red"]


def leaders(obs: CopycatObservation) -> list[int]:
    """The seats ahead (the winners once the game is over): most VP; tied seats compare the VP gained in
    the last round; still tied, they share (CP-32, as cleanup.winners decides on the state)."""
    players = obs.get("players", [])
    if not players:
        return []
    best = max(p["vp"] for p in players)
    tied = [i for i, p in enumerate(players) if p["vp"] == best]
    top = max(players[i]["round_gain"] for i in tied)
    return [i for i in tied if players[i]["round_gain"] == top]
