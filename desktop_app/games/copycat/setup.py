"""Setting up a game for 2-4 players (rulebook setup steps 1-13; CP-9)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.rng import Rng
from .data import load_data
from .phases import PhaseTableState, begin
from .state import NO_CARD, CopycatState, RoundPhase


def new_state(num_players: int, seed: int) -> tuple[CopycatState, list[Event]]:
    data = load_data()
    n = num_players
    rng = Rng(seed)
    s = PhaseTableState()
    s.num_players = n
    s.rng = rng
    empty = ((),) * n
    zeros = (0,) * n
    # Step 2: one start set each, shuffled into the personal draw pile.
    s.draw = tuple(tuple(rng.shuffled(data.start_cards[p])) for p in range(n))
    s.hand = s.play = s.clip = s.discard = s.kept = s.docs = empty
    box = [c for p in range(n, 4) for c in data.start_cards[p]]
    # Step 3: deck = shuffled II, III, IV on top of as many doctorates as players (chosen at random).
    removed_2p = {c.index for c in data.cards if c.removed_2p} if n == 2 else set()
    box.extend(sorted(removed_2p))
    doctorates = rng.shuffled(data.section_cards["V"])
    box.extend(doctorates[n:])
    deck: list[int] = []
    for sec in ("II", "III", "IV"):
        deck.extend(rng.shuffled([c for c in data.section_cards[sec] if c not in removed_2p]))
    deck.extend(doctorates[:n])
    # Step 4: the section-I cards on the street; with 2 players the deck's top card fills space 11.
    street = rng.shuffled([c for c in data.section_cards["I"] if c not in removed_2p])
    spaces = data.constants["STREET_SPACES"]
    while len(street) < spaces and deck:
        street.append(deck.pop(0))
    s.street = tuple(street) + (NO_CARD,) * (spaces - len(street))
    s.action_deck = tuple(deck)
    # Steps 5-7: normal offices by player count; the extra office deck, section 1 on top; its top card out.
    office_deck: list[int] = []
    for office_section in sorted(data.extra_by_section):
        office_deck.extend(rng.shuffled(data.extra_by_section[office_section]))
    s.board = data.printed_offices + data.normal_offices[n] + (office_deck[0],)
    s.office_deck = tuple(office_deck[1:])
    s.office_markers = s.office_workers = (0,) * len(data.offices)
    # Steps 9-11: workers, career path at 0, a random provisional turn order.
    s.extra = s.placed = s.vp = s.markers = zeros
    s.passed = (False,) * n
    s.order = tuple(rng.shuffled(range(n)))
    s.prev_order = s.order
    s.turn = 0
    s.bids = (None,) * n
    s.card_uses = bytes(len(data.cards))  # a use count per card: 0-2 (CP-4)
    s.workers = s.worker_uses = s.worker_used = s.reuse_log = ()
    s.seat_workers = empty
    s.removed = ()
    s.box = tuple(box)
    s.pending = ()
    s.elbows = 0
    s.turn_placed = False
    s.base_coins = s.undoubled_coins = s.coin_doublings = s.marker_doublings = 0
    s.vp_cards = s.vp_offices = s.vp_docs = 0
    s.coins_total = s.spent = s.buys = s.specials = 0
    s.cats = ((0, 0, 0, 0),) * n
    s.round_gain = s.last_gain = zeros
    s.doc_taken = False
    s.end_reasons = ()
    s.listed = None
    s.round = 1
    ev: list[Event] = [Event("copycat.setup", {
        "players": n, "street": [data.cards[c].cid if c != NO_CARD else None for c in s.street],
        "office": data.offices[office_deck[0]].oid, "order": list(s.order)}, reveals=True)]
    begin(s, RoundPhase.PLANNING, ev)
    return s, ev
