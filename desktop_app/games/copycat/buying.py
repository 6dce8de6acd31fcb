"""Phase 3 (buying and success): per player a resolution step, then purchases and scoring
(rulebook phase 3; CP-19 to CP-24)."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from .actions import Buy, EndTurn, PlayCard, Proceed, SpecialBuy, UseOffice
from .effects import (
    ALWAYS,
    OFFICE_EFFECT,
    OFFICE_PARAM,
    PLAY,
    USE_LIMIT,
    USE_OFFICE,
    WITH_HAND,
    WITH_REALLOC,
    first_use_kinds,
    has_realloc_target,
    play_card,
    push,
    use_office,
)
from .frames import Frame, FrameKind
from .state import (
    NO_CARD,
    PURCHASE,
    RESOLVE,
    SHARED_EVENTS,
    CopycatState,
    RoundPhase,
    event,
    shared_event,
    slide_and_refill,
)


def begin_phase3(s: CopycatState, ev: list[Event]) -> None:
    s.round_gain = (0,) * s.num_players
    s.doc_taken = False
    start_turn(s, ev, 0)


def start_turn(s: CopycatState, ev: list[Event], index: int) -> None:
    if index >= s.num_players:
        s.finish_phase(RoundPhase.BUYING, ev)
        return
    s.turn = index
    s.phase = RESOLVE
    s.base_coins = s.undoubled_coins = s.coin_doublings = s.marker_doublings = 0
    s.vp_cards = s.vp_offices = s.vp_docs = 0
    s.coins_total = s.spent = s.buys = s.specials = 0
    key = ("copycat.phase3_turn", s.order[index])
    ev.append(SHARED_EVENTS.get(key) or shared_event(key, "copycat.phase3_turn", {"player": s.order[index]}))
    settle(s, ev)


def coins_left(s: CopycatState) -> int:
    return s.coins_total - s.spent


def cost(s: CopycatState, space: int) -> int:
    """Base price plus the surcharge of the card's current space (rulebook phase 3 A; CP-EX-4)."""
    return (s.data.cards[s.street[space]].price or 0) + s.data.surcharge[space]


_PRICE = tuple(card.price for card in CopycatState.data.cards)
_SURCHARGE = CopycatState.data.surcharge
_RED = tuple(card.colour == "red" for card in CopycatState.data.cards)


def buyable_spaces(s: CopycatState) -> list[int]:
    if s.buys <= 0:
        return []
    left = s.coins_total - s.spent
    prices, surcharge = _PRICE, _SURCHARGE
    # A loop, not a list comprehension: in this Python a comprehension is a function call of its own.
    out = []
    for i, c in enumerate(s.street):
        if c != NO_CARD and (price := prices[c]) is not None and price + surcharge[i] <= left:
            out.append(i)
    return out


def settle(s: CopycatState, ev: list[Event]) -> None:
    """End the purchase step when no purchase is possible any more (the player has nothing to decide).
    The resolution step always ends with an explicit Proceed, so the player sees the totals first."""
    if s.pending or s.phase is not PURCHASE:
        return
    if not s.specials and not _can_buy(s):
        finish_turn(s, ev)


def _can_buy(s: CopycatState) -> bool:
    """``bool(buyable_spaces(s))``, stopping at the first space: asked after every purchase step."""
    if s.buys <= 0:
        return False
    left = s.coins_total - s.spent
    prices, surcharge = _PRICE, _SURCHARGE
    for i, c in enumerate(s.street):
        if c != NO_CARD and (price := prices[c]) is not None and price + surcharge[i] <= left:
            return True
    return False


def begin_purchase(s: CopycatState, ev: list[Event]) -> None:
    """CP-19 step 2: the coin total is fixed (CP-20); the buy offices' first uses become purchases."""
    p = s.order[s.turn]
    s.phase = PURCHASE
    uses = list(s.worker_uses)
    used = list(s.worker_used)
    workers = s.workers
    for w in s.seat_workers[p]:
        o = workers[w][1]
        e = OFFICE_EFFECT[o]
        if e in ("buy", "special_buy") and not used[w] and uses[w] < 2:
            used[w] = True
            uses[w] += 1
            if e == "buy":
                s.buys += OFFICE_PARAM[o]
            else:
                s.specials += 1
    s.worker_uses = tuple(uses)
    s.worker_used = tuple(used)
    s.coins_total = s.base_coins * (1 + s.coin_doublings) + s.undoubled_coins
    key = ("copycat.purchase_step", p, s.coins_total, s.buys, s.specials)
    ev.append(SHARED_EVENTS.get(key) or shared_event(key, "copycat.purchase_step", {
        "player": p, "coins": s.coins_total, "buys": s.buys, "special_buys": s.specials}))
    settle(s, ev)


_BUY = tuple(Buy(i + 1) for i in range(len(CopycatState.data.surcharge)))
_PROCEED = Proceed()
_CARD_INDEX = CopycatState.data.card_index
_OFFICE_INDEX = CopycatState.data.office_index
_SPECIAL_BUY = SpecialBuy()
_END_TURN = EndTurn()


_FIRST_KIND = first_use_kinds(RESOLVE)  # per office, office_usable_first's answer in the resolution step
_USE_OFFICE = USE_OFFICE


def legal(s: CopycatState, p: int) -> list[Action]:
    if s.phase is RESOLVE:
        hand = s.hand[p]
        out: list[Action] = []
        for c in hand:  # a loop: in this Python a list comprehension is a function call of its own
            out.append(PLAY[c])
        # add_first_office_uses(s, p, out), spelled out for the resolution step: it runs at every step.
        own = s.seat_workers[p]
        if own:
            workers, used, uses = s.workers, s.worker_used, s.worker_uses
            for w in own:
                o = workers[w][1]
                k = _FIRST_KIND[o]
                if not k or used[w] or uses[w] >= USE_LIMIT:  # NOT_NOW first: common, and cheapest
                    continue
                if k == ALWAYS or (k == WITH_HAND and hand) or (
                        k == WITH_REALLOC and has_realloc_target(s, p)):
                    out.append(_USE_OFFICE[o])
        if not hand:
            out.append(_PROCEED)
        return out
    out = []
    if s.buys > 0:  # buyable_spaces(s), spelled out: each step of a purchase lists them
        left = s.coins_total - s.spent
        prices, surcharge, buy = _PRICE, _SURCHARGE, _BUY
        for i, c in enumerate(s.street):
            if c != NO_CARD and (price := prices[c]) is not None and price + surcharge[i] <= left:
                out.append(buy[i])
    if s.specials:
        out.append(_SPECIAL_BUY)
    out.append(_END_TURN)
    return out


def apply(s: CopycatState, p: int, action: Action, ev: list[Event]) -> None:
    kind = type(action)  # the commonest first
    if kind is PlayCard:
        play_card(s, p, _CARD_INDEX[action.card], ev)  # type: ignore[attr-defined]
        if s.pending or s.phase is not PURCHASE:  # settle(s, ev), inlined for the resolution step
            return
    elif kind is UseOffice:
        use_office(s, p, s.own_worker(p, _OFFICE_INDEX[action.office]), ev)  # type: ignore[attr-defined]
    elif kind is Proceed:
        begin_purchase(s, ev)
        return
    elif kind is Buy:
        buy(s, p, action.space - 1, ev)  # type: ignore[attr-defined]
    elif kind is SpecialBuy:
        s.specials -= 1
        slide_and_refill(s, ev)  # CP-23: the slide is mandatory once the action is used
        s.buys += 1
        ev.append(event("copycat.special_buy", {"player": p}))
    elif kind is EndTurn:
        finish_turn(s, ev)
        return
    else:  # pragma: no cover
        raise AssertionError(action)
    settle(s, ev)


def buy(s: CopycatState, p: int, space: int, ev: list[Event]) -> None:
    """CP-22: pay price + surcharge; take the card and every red card now left of it. A doctorate is
    acquired instead: surcharge first, then an investment of x coins for x VP (CP-24)."""
    cards = s.data.cards
    street = list(s.street)
    c = street[space]
    price = (_PRICE[c] or 0) + _SURCHARGE[space]  # cost(s, space), by table
    # The red cards left of it, by a loop (a generator is a function call of its own).
    found = []
    for x in street[:space]:
        if x != NO_CARD and _RED[x]:
            found.append(x)
    reds = tuple(found)
    for i in range(space + 1):
        if street[i] == c or street[i] in reds:
            street[i] = NO_CARD
    s.street = tuple(street)
    s.buys -= 1
    s.spent += price
    if cards[c].effect == "doctorate":
        s.set_p("docs", p, s.docs[p] + (c,))
        s.set_p("clip", p, s.clip[p] + reds)
        s.doc_taken = True
        ev.append(event("copycat.doctorate", {"player": p, "card": cards[c].cid, "space": space + 1,
                                              "cost": price, "reds": [cards[x].cid for x in reds]}))
        if coins_left(s) > 0:
            push(s, Frame(FrameKind.INVEST, p, param=coins_left(s)))
    else:
        s.set_p("clip", p, s.clip[p] + (c,) + reds)
        ev.append(event("copycat.buy", {"player": p, "card": cards[c].cid, "space": space + 1, "cost": price,
                                        "reds": [cards[x].cid for x in reds]}))


def finish_turn(s: CopycatState, ev: list[Event]) -> None:
    """CP-21: VP of cards, offices, markers (x(1+t)) and doctorates move the career piece; markers return."""
    p = s.order[s.turn]
    marker_vp = s.markers[p] * (1 + s.marker_doublings)
    gained = (s.vp_cards, s.vp_offices, marker_vp, s.vp_docs)
    total = sum(gained)
    # Per seat through lists (a copy each way costs less than slicing around the seat).
    vp = list(s.vp)
    vp[p] += total
    s.vp = tuple(vp)
    cats = list(s.cats)
    was = cats[p]  # one figure per SCORE_CATEGORIES entry, in its order
    cats[p] = (was[0] + gained[0], was[1] + gained[1], was[2] + gained[2], was[3] + gained[3])
    s.cats = tuple(cats)
    round_gain = list(s.round_gain)
    round_gain[p] = total
    s.round_gain = tuple(round_gain)
    markers = list(s.markers)
    markers[p] = 0
    s.markers = tuple(markers)
    ev.append(event("copycat.score", {"player": p, "vp": total, "cards": gained[0], "offices": gained[1],
                                      "markers": gained[2], "doctorates": gained[3], "total": s.vp[p]}))
    start_turn(s, ev, s.turn + 1)
