"""Shared helpers for the Copycat tests: building situations and checking invariants."""

from __future__ import annotations

import random

from desktop_app.engine.rng import Rng
from desktop_app.engine.tuples import replace_at
from desktop_app.games.copycat.definition import COPYCAT_GAME
from desktop_app.games.copycat.state import NO_CARD, CopycatState, Phase

PLAYER_ZONES = ("draw", "hand", "play", "clip", "discard", "kept", "docs")


def new(n: int = 3, seed: int = 1) -> CopycatState:
    return COPYCAT_GAME.new_game(n, {}, seed)  # type: ignore[return-value]


def c(s: CopycatState, cid: str) -> int:
    return s.data.c(cid)


def o(s: CopycatState, oid: str) -> int:
    return s.data.o(oid)


def param(s: CopycatState, cid: str) -> int:
    """A card's strength (coins, cards, workers, VP) as the data gives it: many are RECONSTRUCTED and tuned
    for balance, so tests read them rather than repeat them."""
    return s.data.cards[s.data.c(cid)].param


def take_out(s: CopycatState, card: int) -> None:
    """Remove a card from wherever it lies."""
    for zone in PLAYER_ZONES:
        rows = getattr(s, zone)
        for p, row in enumerate(rows):
            if card in row:
                s.set_p(zone, p, tuple(x for x in row if x != card))
                return
    if card in s.street:
        s.street = tuple(NO_CARD if x == card else x for x in s.street)
        return
    for zone in ("action_deck", "removed", "box"):
        row = getattr(s, zone)
        if card in row:
            setattr(s, zone, tuple(x for x in row if x != card))
            return
    if s.phase == Phase.BID and card in s.bids:
        s.bids = tuple(None if x == card else x for x in s.bids)
        return
    raise AssertionError(f"card {card} is nowhere")


def put(s: CopycatState, zone: str, p: int, cids: list[str]) -> None:
    """Move the named cards into player p's zone (appended in order)."""
    for cid in cids:
        card = c(s, cid)
        take_out(s, card)
        s.set_p(zone, p, getattr(s, zone)[p] + (card,))


def clear_hand(s: CopycatState, p: int) -> None:
    s.set_p("discard", p, s.discard[p] + s.hand[p])
    s.set_p("hand", p, ())


def set_street(s: CopycatState, cids: list[str | None]) -> None:
    """Lay the given cards on the street from space 1; unmentioned street cards go to the removed pile."""
    for x in s.street:
        if x != NO_CARD:
            s.street = tuple(NO_CARD if y == x else y for y in s.street)
            s.removed = s.removed + (x,)
    street = []
    for cid in cids:
        if cid is None:
            street.append(NO_CARD)
            continue
        card = c(s, cid)
        take_out(s, card)
        street.append(card)
    s.street = tuple(street) + (NO_CARD,) * (11 - len(street))


def add_worker(s: CopycatState, p: int, oid: str, uses: int = 0, used: bool = False) -> None:
    office = o(s, oid)
    s.seat_workers = replace_at(s.seat_workers, p, s.seat_workers[p] + (len(s.workers),))
    s.office_workers = replace_at(s.office_workers, office, s.office_workers[office] + 1)
    s.workers = s.workers + ((p, office),)
    s.worker_uses = s.worker_uses + (uses,)
    s.worker_used = s.worker_used + (used,)
    s.set_p("placed", p, s.placed[p] + 1)


def to_action(s: CopycatState, order: tuple[int, ...] | None = None, turn: int = 0) -> None:
    """Skip the bid: set the phase-2 turn of order[turn] directly."""
    for p in range(s.num_players):
        if s.bids[p] not in (None, NO_CARD):
            s.set_p("hand", p, s.hand[p] + (s.bids[p],))
    s.bids = (NO_CARD,) * s.num_players
    s.phase = Phase.ACTION
    if order is not None:
        s.order = order
    s.turn = turn
    s.passed = (False,) * s.num_players
    s.turn_placed = False
    s.elbows = 0


def to_resolve(s: CopycatState, p: int) -> None:
    """Make it p's phase-3 resolution step (turn order starting with p)."""
    to_action(s)
    s.order = (p,) + tuple(q for q in range(s.num_players) if q != p)
    s.turn = 0
    s.phase = Phase.RESOLVE
    s.base_coins = s.undoubled_coins = s.coin_doublings = s.marker_doublings = 0
    s.vp_cards = s.vp_offices = s.vp_docs = 0
    s.coins_total = s.spent = s.buys = s.specials = 0
    s.round_gain = (0,) * s.num_players


def act(s: CopycatState, p: int, action) -> list:
    return s.apply_action(p, action)


def all_zones(s: CopycatState) -> list[int]:
    cards: list[int] = []
    for zone in PLAYER_ZONES:
        for row in getattr(s, zone):
            cards.extend(row)
    cards.extend(x for x in s.street if x != NO_CARD)
    cards.extend(s.action_deck)
    cards.extend(s.removed)
    cards.extend(s.box)
    if s.phase == Phase.BID:
        cards.extend(b for b in s.bids if b is not None and b != NO_CARD)
    return cards


def check_invariants(s: CopycatState) -> None:
    data = s.data
    n = s.num_players
    cards = all_zones(s)
    assert sorted(cards) == list(range(len(data.cards))), "every card is in exactly one place"
    assert len(s.street) == data.constants["STREET_SPACES"]
    assert all(u <= 2 for u in s.card_uses), "a card used more than twice (CP-4)"
    assert all(u <= 2 for u in s.worker_uses), "a worker used more than twice (CP-4)"
    assert 0 <= s.coin_doublings <= 2 and 0 <= s.marker_doublings <= 2, \
        "coins or markers doubled more than twice (CP-4)"
    assert len(s.workers) == len(s.worker_uses) == len(s.worker_used)
    assert s.seat_workers == tuple(tuple(w for w, (q, _) in enumerate(s.workers) if q == p)
                                   for p in range(n)), "seat_workers out of step with workers"
    assert s.office_workers == tuple(sum(1 for _, o in s.workers if o == office)
                                     for office in range(len(data.offices))), "office_workers out of step"
    for p in range(n):
        on_board = sum(1 for q, _ in s.workers if q == p)
        assert on_board == s.placed[p]
        assert 0 <= s.extra[p] <= data.constants["MAX_EXTRA_WORKERS"]
        assert 0 <= s.placed[p] <= data.constants["OWN_WORKERS"] + s.extra[p]
        assert s.vp[p] == sum(s.cats[p])
        assert s.markers[p] >= 0
    assert sum(s.extra) <= data.constants["GENERAL_WORKER_SUPPLY_PER_PLAYER"] * n
    per_office: dict[int, list[int]] = {}
    for q, office in s.workers:
        assert office in s.board
        per_office.setdefault(office, []).append(q)
    for holders in per_office.values():
        assert len(holders) <= 2 and len(set(holders)) == len(holders)
    assert s.marker_supply() >= 0, "more markers than the 25 in the box (CP-14)"
    assert all(m >= 0 for m in s.office_markers)
    assert s.coins_total - s.spent >= 0 and s.spent >= 0, "money never negative"
    assert s.buys >= 0 and s.specials >= 0 and s.base_coins >= 0 and s.undoubled_coins >= 0
    assert len(s.board) == 10 + len(data.normal_offices[n]) + min(s.round, 11)
    assert len(set(s.board)) == len(s.board)


def random_playout(
    n: int, seed: int, check=None, heuristic: bool = False, max_steps: int = 20000
) -> CopycatState:
    s = new(n, seed)
    r = random.Random(seed)
    rng = Rng(seed)
    steps = 0
    while not s.is_terminal():
        movers = s.to_move()
        p = r.choice(movers)
        a = COPYCAT_GAME.heuristic_action(s, p, rng) if heuristic else r.choice(s.legal_actions(p))
        s.apply_action(p, a)
        if check is not None:
            check(s)
        steps += 1
        assert steps < max_steps, "the game does not terminate"
    return s
