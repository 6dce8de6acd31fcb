"""The effect catalogue (spec section 4): activations of cards and offices and their pending decisions.

An activation is one use of an action (CP-34): a card played, reactivated by the Allocation Office
(CP-25) or copied by Press spokesperson (CP-26), or an office action used by its worker or reused by
Bonus payment (CP-27). Activations with a choice push a Frame; each step of it is one small action.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.tuples import replace_at
from .actions import ChooseCard, ChooseNumber, ChooseOffice, Done, Place, PlayCard, UseOffice
from .frames import PICK_FRAMES, Frame, FrameKind
from .state import (
    ACTION,
    NO_CARD,
    RESOLVE,
    SHARED_EVENTS,
    CopycatState,
    Phase,
    draw_cards,
    event,
    remove_from,
    shared_event,
)
from .workers import place_worker, placement_targets

USE_LIMIT = 2  # CP-4; checked against the data constant in tests
# Effects that select offices: never reactivated by the Allocation Office (CP-25).
SELECTS_OFFICES = frozenset({"extra_office", "elbows"})
PURCHASE_EFFECTS = frozenset({"buy", "special_buy", "doctorate"})

# Actions are frozen values: one instance per card or office, made once, saves the search building
# thousands of equal objects for legal_actions.
_DATA = CopycatState.data
PLAY = tuple(PlayCard(card.cid) for card in _DATA.cards)
CHOOSE_CARD = tuple(ChooseCard(card.cid) for card in _DATA.cards)
PLACE = tuple(Place(office.oid) for office in _DATA.offices)
USE_OFFICE = tuple(UseOffice(office.oid) for office in _DATA.offices)
CHOOSE_OFFICE = tuple(ChooseOffice(office.oid) for office in _DATA.offices)
DONE = Done()
CARD_INDEX = _DATA.card_index
OFFICE_INDEX = _DATA.office_index


# Per card and office: its effect and param, read on every action (a tuple index, not two attribute
# lookups through the data tables).
CARD_EFFECT = tuple(card.effect for card in _DATA.cards)
CARD_PARAM = tuple(card.param for card in _DATA.cards)
CARD_ID = tuple(card.cid for card in _DATA.cards)
OFFICE_EFFECT = tuple(office.effect for office in _DATA.offices)
OFFICE_PARAM = tuple(office.param for office in _DATA.offices)
OFFICE_ID = tuple(office.oid for office in _DATA.offices)
# The actions usable in each phase of the state (the effect catalogue's phase column): card actions in
# phase 2 and in the resolution step of phase 3, never the purchase effects; office actions the same,
# buy actions included (a worker reuse, CP-27).
_NOTHING: frozenset[str] = frozenset()
CARD_ACTIONS_NOW: dict[Phase, frozenset[str]] = {
    phase: frozenset(e for e, phases in _DATA.effect_phases.items()
                     if number in phases and e not in PURCHASE_EFFECTS)
    for phase, number in ((ACTION, 2), (RESOLVE, 3))
}
OFFICE_ACTIONS_NOW: dict[Phase, frozenset[str]] = {
    phase: frozenset(e for e, phases in _DATA.effect_phases.items() if number in phases)
    for phase, number in ((ACTION, 2), (RESOLVE, 3))
}


def card_usable_now(s: CopycatState, effect: str) -> bool:
    """A card action usable in this phase: phase 2 in the action phase, phase 3 in the resolution step."""
    return effect in CARD_ACTIONS_NOW.get(s.phase, _NOTHING)


def office_usable_now(s: CopycatState, effect: str) -> bool:
    """An office action usable now by a worker reuse (CP-27): buy actions too, in phase 3."""
    return effect in OFFICE_ACTIONS_NOW.get(s.phase, _NOTHING)


# -- legal targets ---------------------------------------------------------------------------------------
def realloc_targets(s: CopycatState, p: int) -> list[int]:
    """Allocation Office (CP-25): a card in the own play area, used fewer than 2 times, usable now."""
    cards = s.data.cards
    return [c for c in s.play[p] if s.card_uses[c] < USE_LIMIT and card_usable_now(s, cards[c].effect)
            and cards[c].effect not in SELECTS_OFFICES]


_REALLOC_USABLE = {phase: usable - SELECTS_OFFICES for phase, usable in CARD_ACTIONS_NOW.items()}


def has_realloc_target(s: CopycatState, p: int) -> bool:
    """``bool(realloc_targets(s, p))``, stopping at the first card: the legal lists ask it at every step
    while an Allocation Office worker waits."""
    usable = _REALLOC_USABLE.get(s.phase, _NOTHING)
    uses = s.card_uses
    for c in s.play[p]:  # noqa: SIM110 - a loop: any() over a generator is two calls of its own
        if uses[c] < USE_LIMIT and CARD_EFFECT[c] in usable:
            return True
    return False


def copy_targets(s: CopycatState, p: int, source: int, restrict: bool) -> list[int]:
    """Press spokesperson (CP-26): another own card in the play area, used fewer than 2 times."""
    cards = s.data.cards
    out = []
    for c in s.play[p]:
        e = cards[c].effect
        if c == source or e == "copy_card" or s.card_uses[c] >= USE_LIMIT or not card_usable_now(s, e):
            continue
        if restrict and e in SELECTS_OFFICES:
            continue
        out.append(c)
    return out


def reuse_targets(s: CopycatState, p: int, source: int) -> list[int]:
    """Bonus payment (CP-27): an own worker used fewer than 2 times whose office action is usable now; a
    second activation of the same card needs another worker."""
    out = []
    for w in s.seat_workers[p]:
        if s.worker_uses[w] >= USE_LIMIT or not office_usable_now(s, OFFICE_EFFECT[s.workers[w][1]]):
            continue
        if (source, w) in s.reuse_log:
            continue
        out.append(w)
    return out


def fund_card_sources(s: CopycatState, p: int, picked: tuple[int, ...] = ()) -> list[int]:
    cards = s.data.cards
    return [c for c in s.hand[p] if cards[c].effect in ("coins", "coin_or_vp") and c not in picked]


def fund_office_sources(s: CopycatState, p: int, paid: tuple[int, ...] = ()) -> list[int]:
    """Own workers on Extra money offices whose action is unused (CP-17)."""
    return [w for w in s.seat_workers[p]
            if OFFICE_EFFECT[s.workers[w][1]] == "coins" and not s.worker_used[w]
            and s.worker_uses[w] < USE_LIMIT and w not in paid]


def fund_value(s: CopycatState, c: int) -> int:
    card = s.data.cards[c]
    return card.param if card.effect == "coins" else 1


def can_play_in_phase2(s: CopycatState, p: int, c: int) -> bool:
    """CP-12, CP-34: a hand card usable in phase 2 whose action has a legal choice."""
    e = CARD_EFFECT[c]
    if not card_usable_now(s, e):
        return False
    return e not in _CHOICE_IN_PHASE2 or _has_choice(s, p, c, e)


# Card actions of phase 2 that may be played only with a legal choice (CP-34).
CHOICE_IN_PHASE2 = _CHOICE_IN_PHASE2 = frozenset({
    "fundraising", "shred_for_worker", "extra_office", "copy_card", "reuse_worker"})


def _has_choice(s: CopycatState, p: int, c: int, e: str) -> bool:
    """Whether card ``c`` (effect ``e``, one of CHOICE_IN_PHASE2) has a legal choice for p now (CP-34)."""
    if e == "fundraising":
        return bool(fund_card_sources(s, p) or fund_office_sources(s, p))
    if e == "shred_for_worker":
        return len(s.hand[p]) >= 2
    if e == "extra_office":
        return s.available_workers(p) > 0 and bool(placement_targets(s, p))
    if e == "copy_card":
        return bool(copy_targets(s, p, c, False))
    return bool(reuse_targets(s, p, c))  # reuse_worker


has_choice = _has_choice  # placement.legal reads it once
_USABLE_IN_PHASE2 = CARD_ACTIONS_NOW[ACTION]


def add_phase2_plays(s: CopycatState, p: int, out: list[Action]) -> None:
    """Append the PlayCard actions of p's phase-2 turn to ``out``: hand cards usable in phase 2 with a
    legal choice."""
    usable = _USABLE_IN_PHASE2
    for c in s.hand[p]:
        e = CARD_EFFECT[c]
        if e in usable and (e not in _CHOICE_IN_PHASE2 or _has_choice(s, p, c, e)):
            out.append(PLAY[c])


# The office actions a worker's first use may take in each phase: the purchases of buy offices apart,
# which come with the purchase step (CP-19).
_FIRST_USE_NOW = {phase: effects - PURCHASE_EFFECTS for phase, effects in OFFICE_ACTIONS_NOW.items()}
NEEDS_HAND_CARD = _NEEDS_HAND_CARD = frozenset({"exchange", "shred_coins"})


def first_use_now(phase: Phase) -> frozenset[str]:
    """The office actions a worker's first use may take in ``phase`` (read once by the phase modules)."""
    return _FIRST_USE_NOW.get(phase, _NOTHING)


# office_usable_first's answer by office, as the legal lists read it: per office a number, NOT_NOW (its
# action is not for this phase), ALWAYS (usable), WITH_HAND (usable while the hand holds a card) or
# WITH_REALLOC (usable while realloc_targets has a card). One tuple index per worker instead of set tests.
NOT_NOW, ALWAYS, WITH_HAND, WITH_REALLOC = 0, 1, 2, 3


def first_use_kinds(phase: Phase) -> tuple[int, ...]:
    """Per office, how its worker's first use is open in ``phase`` (NOT_NOW ... WITH_REALLOC)."""
    usable = first_use_now(phase)
    return tuple(NOT_NOW if e not in usable else WITH_HAND if e in _NEEDS_HAND_CARD
                 else WITH_REALLOC if e == "double_card_use" else ALWAYS for e in OFFICE_EFFECT)


def office_usable_first(s: CopycatState, p: int, w: int) -> bool:
    """The first use of an own worker's office action now (CP-12, CP-19, CP-34)."""
    if s.worker_used[w] or s.worker_uses[w] >= USE_LIMIT:
        return False
    e = OFFICE_EFFECT[s.workers[w][1]]
    if e not in _FIRST_USE_NOW.get(s.phase, _NOTHING):
        return False
    if e in _NEEDS_HAND_CARD:
        return bool(s.hand[p])
    if e == "double_card_use":
        return has_realloc_target(s, p)
    return True


def add_first_office_uses(s: CopycatState, p: int, out: list[Action]) -> None:
    """Append the UseOffice actions open to p now to ``out``: office_usable_first for each of p's
    workers, in order of placement (asked at every step of phase 2 and of a resolution)."""
    own = s.seat_workers[p]
    if not own:
        return
    usable = _FIRST_USE_NOW.get(s.phase, _NOTHING)
    workers, used, uses = s.workers, s.worker_used, s.worker_uses
    for w in own:
        if used[w] or uses[w] >= USE_LIMIT:
            continue
        o = workers[w][1]
        e = OFFICE_EFFECT[o]
        if e not in usable:
            continue
        if e in _NEEDS_HAND_CARD:
            if not s.hand[p]:
                continue
        elif e == "double_card_use" and not has_realloc_target(s, p):
            continue
        out.append(USE_OFFICE[o])


# -- activations -----------------------------------------------------------------------------------------
_CARDS_IN_PHASE2 = CARD_ACTIONS_NOW[ACTION]
_BYTE = tuple(bytes((i,)) for i in range(256))  # a use count as the one byte card_uses holds it in
# The "copycat.play" events, made once per seat, card and effect and then shared (as SHARED_EVENTS, with
# an index for a key: a card is played at most every other action).
_NUM_CARDS = len(_DATA.cards)
_PLAY_EVENTS: list[Event | None] = [None] * (16 * _NUM_CARDS * 2)
_CARDS_IN_RESOLVE = CARD_ACTIONS_NOW[RESOLVE]


def play_card(s: CopycatState, p: int, c: int, ev: list[Event]) -> None:
    """A hand card goes to the play area; its action is carried out if usable now (CP-19, CP-34)."""
    # replace_at spelled out through lists (p and c are always in range): every card played comes here.
    hands = list(s.hand)
    hand = hands[p]
    i = hand.index(c)  # a card is in one place only
    hands[p] = hand[:i] + hand[i + 1:]
    s.hand = tuple(hands)
    plays = list(s.play)
    plays[p] += (c,)
    s.play = tuple(plays)
    uses = s.card_uses
    s.card_uses = uses[:c] + _BYTE[uses[c] + 1] + uses[c + 1:]
    effect = CARD_EFFECT[c]
    # CARD_ACTIONS_NOW.get(s.phase) with ``is`` tests: a Phase dict key costs a Python-level hash.
    phase = s.phase
    usable = effect in (_CARDS_IN_PHASE2 if phase is ACTION else _CARDS_IN_RESOLVE if phase is RESOLVE
                        else _NOTHING)
    at = (p * _NUM_CARDS + c) * 2 + usable
    made = _PLAY_EVENTS[at]
    if made is None:
        made = _PLAY_EVENTS[at] = event("copycat.play",
                                        {"player": p, "card": CARD_ID[c], "effective": usable})
    ev.append(made)
    if usable:
        if effect == "coins":  # the commonest activation, inlined (activate's first case)
            s.base_coins += CARD_PARAM[c]
        else:
            _activate(s, p, effect, CARD_PARAM[c], ev, False, False, c, True, "cards")


def use_office(s: CopycatState, p: int, w: int, ev: list[Event]) -> None:
    o = s.workers[w][1]
    used, uses = list(s.worker_used), list(s.worker_uses)
    used[w] = True
    uses[w] += 1
    s.worker_used, s.worker_uses = tuple(used), tuple(uses)
    key = ("copycat.office_use", p, o)
    ev.append(SHARED_EVENTS.get(key) or shared_event(
        key, "copycat.office_use", {"player": p, "office": OFFICE_ID[o]}))
    _activate(s, p, OFFICE_EFFECT[o], OFFICE_PARAM[o], ev, False, False, NO_CARD, True, "offices")


def gain_workers(s: CopycatState, p: int, n: int, ev: list[Event]) -> None:
    """Extra workers from the general supply, at most MAX_EXTRA_WORKERS per player and round (CP-15)."""
    room = s.data.constants["MAX_EXTRA_WORKERS"] - s.extra[p]
    got = max(0, min(n, room))
    extra = list(s.extra)
    extra[p] += got
    s.extra = tuple(extra)
    ev.append(event("copycat.workers", {"player": p, "gained": got, "lost": n - got}))


def add_coins(s: CopycatState, n: int, undoubled: bool) -> None:
    if undoubled:
        s.undoubled_coins += n
    else:
        s.base_coins += n


def add_vp(s: CopycatState, n: int, cat: str) -> None:
    if cat == "offices":
        s.vp_offices += n
    else:
        s.vp_cards += n


def push(s: CopycatState, frame: Frame) -> None:
    s.pending = s.pending + (frame,)


def activate(s: CopycatState, p: int, effect: str, param: int, ev: list[Event], *, undoubled: bool,
             restrict: bool, card: int, first: bool, cat: str) -> None:
    """Carry out one activation. A choice with no legal option means no effect (CP-34)."""
    _activate(s, p, effect, param, ev, undoubled, restrict, card, first, cat)


def _activate(s: CopycatState, p: int, effect: str, param: int, ev: list[Event], undoubled: bool,
              restrict: bool, card: int, first: bool, cat: str) -> None:
    """activate() with positional arguments, the cases in order of how often random games meet them."""
    if effect == "coins":
        if undoubled:
            s.undoubled_coins += param
        else:
            s.base_coins += param
    elif effect == "vp":
        if cat == "offices":
            s.vp_offices += param
        else:
            s.vp_cards += param
    elif effect == "draw":
        draw_cards(s, p, param, ev)
    elif effect == "shred_coins":
        if s.hand[p]:
            push(s, Frame(FrameKind.SHRED_COINS, p, param=min(param, len(s.hand[p])), undoubled=undoubled))
    elif effect == "exchange":
        if s.hand[p]:
            push(s, Frame(FrameKind.EXCHANGE, p, param=min(param, len(s.hand[p]))))
    elif effect == "extra_workers":
        gain_workers(s, p, param, ev)
    elif effect == "double_card_use":
        if has_realloc_target(s, p):
            push(s, Frame(FrameKind.REALLOC, p))
    elif effect == "coin_or_vp":
        push(s, Frame(FrameKind.GALA, p, undoubled=undoubled))
    elif effect == "elbows":
        s.elbows += 1
    elif effect == "shred_for_worker":
        if s.hand[p]:
            push(s, Frame(FrameKind.SHRED_WORKER, p))
    elif effect == "extra_office":
        if s.available_workers(p) > 0 and placement_targets(s, p):
            push(s, Frame(FrameKind.PLACE_EXTRA, p))
    elif effect == "keep_cards":
        if first and s.hand[p]:  # a second activation gives nothing (CP-28)
            push(s, Frame(FrameKind.KEEP, p, param=len(s.hand[p])))
    elif effect == "fundraising":
        if fund_card_sources(s, p) or fund_office_sources(s, p):
            push(s, Frame(FrameKind.FUND_PAY, p))
    elif effect == "double_markers":
        s.marker_doublings = min(USE_LIMIT, s.marker_doublings + 1)  # markers score at most x3 (CP-4, CP-21)
    elif effect == "copy_card":
        if copy_targets(s, p, card, restrict):
            push(s, Frame(FrameKind.COPY, p, source=card, undoubled=undoubled, restrict=restrict))
    elif effect == "reuse_worker":
        if reuse_targets(s, p, card):
            push(s, Frame(FrameKind.REUSE, p, source=card))
    elif effect == "double_coins":
        # Coins are doubled at most twice (CP-4, CP-20).
        s.coin_doublings = min(USE_LIMIT, s.coin_doublings + 1)
    elif effect == "buy":
        s.buys += param
    elif effect == "special_buy":
        s.specials += 1
    elif effect in ("none", "doctorate"):
        pass
    else:  # pragma: no cover - the data loader rejects unknown effects
        raise AssertionError(effect)


# -- pending decisions -----------------------------------------------------------------------------------
def frame_actions(s: CopycatState) -> list[Action]:
    f = s.pending[-1]
    p = f.player
    k = f.kind
    if k in PICK_FRAMES:
        out: list[Action] = []
        if len(f.picked) < f.param:
            picked = f.picked
            for c in s.hand[p]:
                if c not in picked:
                    out.append(CHOOSE_CARD[c])
        out.append(DONE)
        return out
    if k == FrameKind.FUND_PAY:
        out = [CHOOSE_CARD[c] for c in fund_card_sources(s, p, f.picked)]
        out.extend([CHOOSE_OFFICE[s.workers[w][1]] for w in fund_office_sources(s, p, f.offices)])
        out.append(DONE)
        return out
    if k in (FrameKind.FUND_DRAW, FrameKind.INVEST):
        return [ChooseNumber(v) for v in range(f.param + 1)]
    if k == FrameKind.GALA:
        return [ChooseNumber(0), ChooseNumber(1)]
    if k == FrameKind.SHRED_WORKER:
        return [CHOOSE_CARD[c] for c in s.hand[p]] + [DONE]
    if k == FrameKind.PLACE_EXTRA:
        return [CHOOSE_OFFICE[o] for o in placement_targets(s, p)] + [DONE]
    if k == FrameKind.REALLOC:
        return [CHOOSE_CARD[c] for c in realloc_targets(s, p)] + [DONE]
    if k == FrameKind.COPY:
        return [CHOOSE_CARD[c] for c in copy_targets(s, p, f.source, f.restrict)] + [DONE]
    if k == FrameKind.REUSE:
        return [CHOOSE_OFFICE[s.workers[w][1]] for w in reuse_targets(s, p, f.source)] + [DONE]
    raise AssertionError(k)  # pragma: no cover


def resolve_frame(s: CopycatState, p: int, action: Action, ev: list[Event]) -> None:
    f = s.pending[-1]
    s.pending = s.pending[:-1]
    k = f.kind
    cards = s.data.cards
    if k in PICK_FRAMES:
        if isinstance(action, ChooseCard):
            f = Frame(k, p, f.param, f.picked + (CARD_INDEX[action.card],), undoubled=f.undoubled)
            if len(f.picked) < f.param:
                push(s, f)
                return
        _finish_pick(s, f, ev)
    elif k == FrameKind.FUND_PAY:
        if isinstance(action, ChooseCard):
            push(s, Frame(k, p, picked=f.picked + (CARD_INDEX[action.card],), offices=f.offices))
        elif isinstance(action, ChooseOffice):
            w = s.own_worker(p, OFFICE_INDEX[action.office])
            push(s, Frame(k, p, picked=f.picked, offices=f.offices + (w,)))
        else:
            _finish_fund_pay(s, f, ev)
    elif k == FrameKind.FUND_DRAW:
        assert isinstance(action, ChooseNumber)
        draw_cards(s, p, action.value, ev)
    elif k == FrameKind.GALA:
        assert isinstance(action, ChooseNumber)
        if action.value == 0:
            add_coins(s, 1, f.undoubled)
        else:
            s.vp_cards += 2
        ev.append(event("copycat.gala", {"player": p, "choice": "vp" if action.value else "coin"}))
    elif k == FrameKind.SHRED_WORKER:
        if isinstance(action, ChooseCard):
            c = CARD_INDEX[action.card]
            s.set_p("hand", p, remove_from(s.hand[p], (c,)))
            s.removed = s.removed + (c,)
            ev.append(event("copycat.shred", {"player": p, "cards": [action.card]}))
            gain_workers(s, p, 1, ev)
    elif k == FrameKind.PLACE_EXTRA:
        if isinstance(action, ChooseOffice):
            place_worker(s, p, OFFICE_INDEX[action.office], ev, turn=False)
    elif k == FrameKind.REALLOC:
        if isinstance(action, ChooseCard):
            c = CARD_INDEX[action.card]
            s.use_card(c)
            s.set_p("play", p, remove_from(s.play[p], (c,)))
            s.set_p("clip", p, s.clip[p] + (c,))  # a reactivated card moves to the clipboard (CP-25)
            ev.append(event("copycat.reactivate", {"player": p, "card": action.card}))
            activate(s, p, cards[c].effect, cards[c].param, ev, undoubled=True, restrict=True, card=c,
                     first=False, cat="cards")
    elif k == FrameKind.COPY:
        if isinstance(action, ChooseCard):
            c = CARD_INDEX[action.card]
            s.use_card(c)
            ev.append(event("copycat.copy", {"player": p, "card": action.card, "by": s.cid(f.source)}))
            activate(s, p, cards[c].effect, cards[c].param, ev, undoubled=f.undoubled, restrict=f.restrict,
                     card=c, first=False, cat="cards")
    elif k == FrameKind.REUSE:
        if isinstance(action, ChooseOffice):
            o = OFFICE_INDEX[action.office]
            w = s.own_worker(p, o)
            s.worker_uses = replace_at(s.worker_uses, w, s.worker_uses[w] + 1)
            s.reuse_log = s.reuse_log + ((f.source, w),)
            office = s.data.offices[o]
            ev.append(event("copycat.reuse", {"player": p, "office": office.oid}))
            activate(s, p, office.effect, office.param, ev, undoubled=True, restrict=True, card=NO_CARD,
                     first=False, cat="offices")
    elif k == FrameKind.INVEST:
        assert isinstance(action, ChooseNumber)
        s.spent += action.value
        s.vp_docs += action.value
        ev.append(event("copycat.invest", {"player": p, "coins": action.value}))
    else:  # pragma: no cover
        raise AssertionError(k)


def _finish_pick(s: CopycatState, f: Frame, ev: list[Event]) -> None:
    p = f.player
    picked = f.picked
    s.set_p("hand", p, remove_from(s.hand[p], picked))
    ids = [s.cid(c) for c in picked]
    if f.kind == FrameKind.EXCHANGE:  # CP-18: the cards go to the clipboard together, then draw as many
        s.set_p("clip", p, s.clip[p] + picked)
        ev.append(event("copycat.exchange", {"player": p, "cards": ids}))
        draw_cards(s, p, len(picked), ev)
    elif f.kind == FrameKind.SHRED_COINS:
        s.removed = s.removed + picked
        add_coins(s, len(picked), f.undoubled)
        ev.append(event("copycat.shred", {"player": p, "cards": ids}))
    else:  # keep: set aside hidden for the next round (CP-28)
        s.set_p("kept", p, s.kept[p] + picked)
        ev.append(event("copycat.keep", {"player": p, "count": len(picked)}))
        if picked:  # keeping nothing has no private side to tell
            ev.append(event("copycat.keep_cards", {"player": p, "cards": ids}, visible_to=(p,)))


def _finish_fund_pay(s: CopycatState, f: Frame, ev: list[Event]) -> None:
    """CP-17: the paid cards go to the play area and count a use; paid offices count a use."""
    p = f.player
    paid = sum(fund_value(s, c) for c in f.picked)
    s.set_p("hand", p, remove_from(s.hand[p], f.picked))
    s.set_p("play", p, s.play[p] + f.picked)
    for c in f.picked:
        s.use_card(c)
    for w in f.offices:
        paid += s.data.offices[s.workers[w][1]].param
        s.worker_used = replace_at(s.worker_used, w, True)
        s.worker_uses = replace_at(s.worker_uses, w, s.worker_uses[w] + 1)
    ev.append(event("copycat.fundraising", {
        "player": p, "cards": [s.cid(c) for c in f.picked],
        "offices": [s.oid(s.workers[w][1]) for w in f.offices], "coins": paid}))
    if paid:
        push(s, Frame(FrameKind.FUND_DRAW, p, param=paid))
