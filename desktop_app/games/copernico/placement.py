"""Phase 2, "propose the system" (rulebook "Turn Structure" 2; CO-7 to CO-10).

Each player secretly commits one action: place a hand card on an empty position (CO-8),
reformulate a placed card with a dearer one (CO-9) or rest (CO-10). A placement names its
card and position first and is then paid one card at a time, in hand order. The
commitments are revealed and carried out together.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ...engine.events import Event
from ...engine.rng import Rng
from . import cards
from .actions import ActionKind, Pay, Place, PlaceBlank, Reformulate, Rest
from .build import TurnEvents, event, seat_events
from .build import plan as make_plan
from .costs import payment_due
from .data import load_data
from .frames import RESTING, Phase, Plan, PlanKind

if TYPE_CHECKING:
    from .state import CopernicoState

# The actions that name one card (and a position) are made once and shared, so
# listing and checking legal actions allocates nothing and compares by identity.
_CARD_IDS = sorted(load_data().quadrants)
_PLACE = {c: tuple(Place(c, i + 1) for i in range(9)) for c in _CARD_IDS}
_REFORMULATE = {c: tuple(Reformulate(c, i + 1) for i in range(9)) for c in _CARD_IDS}
_PAY = {c: Pay(c) for c in _CARD_IDS}
_REST = Rest()
_COST = load_data().cost
_REFORMULATION_COSTS = load_data().reformulation_costs


def _replaceable() -> dict[str, tuple[frozenset[str], ...]]:
    """_REPLACEABLE[placed][spare]: the cards that may replace ``placed`` for at most ``spare``
    discards (CO-9), for every spare a hand can have (fewer cards than the game has)."""
    out = {}
    for placed, costs in _REFORMULATION_COSTS.items():
        by_spare = [frozenset(c for c, due in costs.items() if due <= spare)
                    for spare in range(max(costs.values(), default=0) + 1)]
        by_spare += [by_spare[-1]] * (len(_CARD_IDS) - len(by_spare))  # a larger spare allows no more
        out[placed] = tuple(by_spare)
    return out


_REPLACEABLE = _replaceable()
# A placement's plan before any payment is the same for the same card and position: made once per
# card (on first use) and shared, as frozen records may be. Payments make new plans.
_PLACE_PLANS: dict[str, tuple[Plan, ...]] = {}

# Enum members read through their class cost a lookup each time; the hot paths use these names.
_ACT_PHASE = Phase.ACT
_PAY_ACTION, _REST_ACTION, _BLANK_ACTION = ActionKind.PAY, ActionKind.REST, ActionKind.PLACE_BLANK
_PLACE_ACTION = ActionKind.PLACE
_PLACING, _REFORMULATING, _RESTING = PlanKind.PLACE, PlanKind.REFORMULATE, PlanKind.REST
# The plain texts the public record has always held.
_PLACE_TEXT, _REFORMULATE_TEXT = PlanKind.PLACE.value, PlanKind.REFORMULATE.value
_REST_TEXT = PlanKind.REST.value
_ACTIONS_OPEN = TurnEvents("copernico.actions_open")
_ACTION_COMMITTED = seat_events("copernico.action_committed")


def open_actions(s: CopernicoState, events: list[Event]) -> None:
    """The hands are taken back up: what others knew stays known until it is spent."""
    s.phase = _ACT_PHASE
    s.commits = (None,) * s.num_players
    events.append(_ACTIONS_OPEN[s.turn])


def action_options(s: CopernicoState, player: int) -> list[Any]:
    """Place (CO-8), reformulate (CO-9) or rest (CO-10); solo: place, or a blank (CO-21)."""
    hand = s.hands[player]
    table = s.tables[player]
    spare = len(hand) - 1  # cards left to pay with once one is placed
    blanks = s.blanks[player]
    if blanks:
        empty = [i for i in range(9) if table[i] is None and i not in blanks]
    else:
        empty = [i for i in range(9) if table[i] is None]
    out: list[Any] = []
    if empty:
        cost = _COST
        if len(empty) == 1:
            at = empty[0]
            out = [_PLACE[card][at] for card in hand if cost[card] <= spare]
        else:
            pick = itemgetter(*empty)
            for card in hand:
                if cost[card] <= spare:
                    out += pick(_PLACE[card])
    if s.solo:
        if not out:  # CO-21: nothing can be paid for, so one card goes face down
            out = [PlaceBlank(card, i + 1) for card in hand for i in empty]
        return out
    if len(empty) < 9 and spare >= 0:
        reformulate = _REFORMULATE
        replaceable = _REPLACEABLE
        append = out.append
        for i, placed in enumerate(table):
            if placed is None:
                continue
            # The cards allowed to replace this one for at most ``spare`` discards (CO-9).
            ok = replaceable[placed][spare]
            for card in hand:  # a plain loop: a comprehension per position costs more (measured)
                if card in ok:
                    append(reformulate[card][i])
    out.append(_REST)
    return out


def random_action_option(s: CopernicoState, player: int, rng: Rng) -> Any:
    """``action_options(s, player)[rng.below(len(...))]`` outside solo play, with the same draw, without
    building the list: the placements are counted (each affordable hand card times each empty
    position, in that order) and only the reformulations are gathered, then the one drawn is
    looked up. Every phase-2 move of the search's random rollouts comes here."""
    hand = s.hands[player]
    table = s.tables[player]
    spare = len(hand) - 1
    blanks = s.blanks[player]
    if blanks:
        empty = [i for i in range(9) if table[i] is None and i not in blanks]
    else:
        empty = [i for i in range(9) if table[i] is None]
    cost = _COST
    affordable = [card for card in hand if cost[card] <= spare] if empty else []
    placements = len(affordable) * len(empty)
    reformulations: list[tuple[int, str]] = []  # (position, card) in the listing's order
    if len(empty) < 9 and spare >= 0:
        replaceable = _REPLACEABLE
        append = reformulations.append
        for i, placed in enumerate(table):
            if placed is None:
                continue
            ok = replaceable[placed][spare]
            for card in hand:
                if card in ok:
                    append((i, card))
    drawn = rng.below(placements + len(reformulations) + 1)  # + 1: resting comes last
    if drawn < placements:
        card_at, position_at = divmod(drawn, len(empty))
        return _PLACE[affordable[card_at]][empty[position_at]]
    drawn -= placements
    if drawn < len(reformulations):
        i, card = reformulations[drawn]
        return _REFORMULATE[card][i]
    return _REST


def _payable(hand: tuple[str, ...], card: str, paid: tuple[str, ...]) -> tuple[str, ...]:
    """``costs.payable_cards`` for a hand of the state, by slicing: a state's hand is kept in card-id
    order and is paid from in that order, so the cards still payable are those after the last one
    paid, less the card being placed (every payment step and every commitment asks this)."""
    start = bisect_right(hand, paid[-1]) if paid else 0
    at = bisect_left(hand, card, start)
    if at < len(hand) and hand[at] == card:
        return hand[start:at] + hand[at + 1:]
    return hand[start:]


def payment_options(s: CopernicoState, player: int, plan: Plan) -> list[Pay]:
    """Pay in hand order; only cards that still leave enough later cards to finish."""
    pool = _payable(s.hands[player], plan.card, plan.paid)  # type: ignore[arg-type]  # a payment names a card
    pay = _PAY
    return [pay[c] for c in pool[: len(pool) - plan.due + len(plan.paid) + 1]]


def plan_for(s: CopernicoState, player: int, action: Any) -> Plan:
    """The commitment (or its next payment step) that ``action`` makes."""
    kind = action.kind
    if kind is _PAY_ACTION:
        plan = s.commits[player]
        assert isinstance(plan, Plan), plan
        return make_plan(plan.kind, plan.card, plan.position, plan.paid + (action.card,), plan.due)
    if kind is _REST_ACTION:
        return RESTING
    if kind is _BLANK_ACTION:
        return make_plan(PlanKind.BLANK, action.card, action.position, (), 0)
    if kind is _PLACE_ACTION:
        card = action.card
        plans = _PLACE_PLANS.get(card)
        if plans is None:
            cost = _COST[card]
            plans = _PLACE_PLANS[card] = tuple(make_plan(_PLACING, card, i + 1, (), cost) for i in range(9))
        return plans[action.position - 1]
    due = payment_due(s.data, s.tables[player], action)
    assert due is not None  # the action was legal, so its replacement is allowed (CO-9)
    return make_plan(_REFORMULATING, action.card, action.position, (), due)


def commit(s: CopernicoState, player: int, plan: Plan, events: list[Event]) -> bool:
    """Record the plan; True once every player's commitment is complete."""
    paid = plan.paid
    owing = plan.due - len(paid)
    if owing > 0:  # only a placement or a reformulation owes cards
        pool = _payable(s.hands[player], plan.card, paid)  # type: ignore[arg-type]  # owing: a card is named
        if len(pool) == owing:  # the rest of the payment is forced
            plan = make_plan(plan.kind, plan.card, plan.position, paid + pool, plan.due)
            owing = 0
    commits = s.commits
    # replace_at spelled out: the seat is always one of the game's (every payment step comes here)
    commits = s.commits = commits[:player] + (plan,) + commits[player + 1:]
    if owing > 0:
        return False
    if not s.solo:
        events.append(_ACTION_COMMITTED[player])
    for c in commits:  # noqa: SIM110 - a loop: cheaper than all() over a generator here
        if c is None or (type(c) is Plan and c.due > len(c.paid)):
            return False
    return True


def resolve(s: CopernicoState, events: list[Event]) -> list[tuple[int, int]]:
    """CO-7: placements and reformulations, then rests in seat order. Returns (seat, position)
    of each card laid, in seat order.

    One pass over the commitments: the hands, tables and discard pile are gathered as lists and
    written back once, instead of a new tuple of every seat's hand and table per card laid."""
    laid: list[tuple[int, int]] = []
    reveal: list[tuple[int, str, str | None, int, int, str | None]] = []
    resting = []
    hands = list(s.hands)
    tables = list(s.tables)
    discarded: list[str] = []
    discard_seen: list[int] = []
    forget = cards.forget
    for p, plan in enumerate(s.commits):
        assert isinstance(plan, Plan), plan
        card = plan.card
        kind = plan.kind
        if kind is _RESTING or card is None:
            resting.append(p)
            reveal.append((p, _REST_TEXT, None, 0, 0, None))
            continue
        pos, paid = plan.position, plan.paid
        # Card ids are unique, so filtering takes out exactly the placed card and those paid.
        hands[p] = tuple([c for c in hands[p] if c != card and c not in paid])
        forget(s, p, (card,), spent=len(paid))
        table = tables[p]
        replaced = table[pos - 1]
        tables[p] = table[:pos - 1] + (card,) + table[pos:]
        if paid:
            discarded += paid
            discard_seen += (p,) * len(paid)
        if replaced is not None:  # everybody saw it on the table
            discarded.append(replaced)
            discard_seen.append(cards.PUBLIC)
        laid.append((p, pos))
        params: dict[str, Any] = {"player": p, "card": card, "position": pos, "paid": len(paid)}
        if kind is _PLACING:
            reveal.append((p, _PLACE_TEXT, card, pos, len(paid), replaced))
            events.append(event("copernico.place", params, reveals=True))
        else:
            reveal.append((p, _REFORMULATE_TEXT, card, pos, len(paid), replaced))
            params["replaced"] = replaced
            events.append(event("copernico.reformulate", params, reveals=True))
        if paid:
            events.append(event("copernico.paid", {"player": p, "cards": list(paid)}, visible_to=(p,)))
    if laid:
        s.hands = tuple(hands)
        s.tables = tuple(tables)
        if discarded:
            cards.to_discard_each(s, discarded, discard_seen)
    if resting:  # after the discards: a rest may reshuffle them into a new deck (CO-6)
        count = s.data.const("rest_draw")
        for p in cards.draw_order(s):
            if p in resting:
                drawn = cards.draw(s, p, count, events)
                events.append(event("copernico.rest", {"player": p, "count": len(drawn)}, reveals=True))
                events.append(event("copernico.rest_drawn", {"player": p, "cards": drawn}, visible_to=(p,)))
    s.last_reveal = tuple(reveal)
    s.commits = (None,) * s.num_players
    return laid


def lay_card(s: CopernicoState, p: int, card: str, pos: int, paid: tuple[str, ...]) -> str | None:
    """Put ``card`` at position ``pos`` (1-9), paying with ``paid``; returns the card it replaced."""
    # Card ids are unique, so filtering takes out exactly the placed card and those paid.
    # replace_at spelled out below: the seat and the position are always on the table
    hands = s.hands
    s.hands = hands[:p] + (tuple([c for c in hands[p] if c != card and c not in paid]),) + hands[p + 1:]
    cards.forget(s, p, (card,), spent=len(paid))
    table = s.tables[p]
    replaced = table[pos - 1]
    tables = s.tables
    s.tables = tables[:p] + (table[:pos - 1] + (card,) + table[pos:],) + tables[p + 1:]
    if paid:
        cards.to_discard(s, paid, p)
    if replaced is not None:
        cards.to_discard(s, (replaced,), cards.PUBLIC)  # everybody saw it on the table
    return replaced
