"""Phase 1, "look at the sky" (rulebook "Turn Structure" 1; CO-5, CO-6).

Every hand is laid face up; each player draws four cards and secretly assigns them
(keep, pass left, pass right, discard). The assignments are carried out together.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import permutations
from typing import TYPE_CHECKING, overload

from ...engine.events import Event
from ...engine.rng import Rng
from . import cards
from .actions import Draft
from .build import TurnEvents, event, seat_events
from .frames import Phase

if TYPE_CHECKING:
    from .state import CopernicoState

_DRAFT_PHASE = Phase.DRAFT  # read once: an Enum member looked up through its class costs a lookup
_TURN_STARTED = TurnEvents("copernico.turn_started")
_DRAFT_COMMITTED = seat_events("copernico.draft_committed")
# Each pass is one of a few thousand (receiver, giver, card) triples, each told the same way every
# time: its event is made once and shared, as build.seat_events explains (two a player each turn).
_RECEIVED: dict[tuple[int, int, str], Event] = {}


def start(s: CopernicoState, events: list[Event]) -> bool:
    """CO-5: hands are laid face up (everybody now knows them); each seat draws 4.
    False when nobody could draw a card, so there is nothing to draft."""
    n = s.num_players
    s.phase = _DRAFT_PHASE
    s.commits = (None,) * n
    hands = s.hands
    known = []
    for o in range(n):
        row = list(hands)
        row[o] = ()  # a player's own hand is simply seen
        known.append(tuple(row))
    s.known = tuple(known)
    drafts: list[tuple[str, ...]] = [()] * n
    count = s.data.const("draft_draw")
    for p in cards.draw_order(s):
        deck = s.deck
        if len(deck) >= count:  # the usual case, cards.draw's without a reshuffle: the top cards
            drafts[p] = tuple(sorted(deck[-count:]))
            s.deck = deck[:-count]
        else:
            drafts[p] = tuple(sorted(cards.draw(s, p, count, events, into_hand=False)))
    s.drafts = tuple(drafts)
    for p in range(n):
        events.append(event("copernico.draft_drawn", {"player": p, "cards": list(drafts[p])},
                            visible_to=(p,), reveals=True))
    events.append(_TURN_STARTED[s.turn])
    return any(drafts)


def commit(s: CopernicoState, player: int, action: Draft, events: list[Event]) -> bool:
    """Record one secret assignment; True once every drafting player has chosen."""
    commits = s.commits
    # replace_at spelled out: the seat is always one of the game's (every commitment comes here)
    commits = s.commits = commits[:player] + (action,) + commits[player + 1:]
    events.append(_DRAFT_COMMITTED[player])
    drafts = s.drafts
    for p, c in enumerate(commits):  # noqa: SIM110 - a loop: cheaper than all() over a generator here
        if c is None and drafts[p]:
            return False
    return True


def resolve(s: CopernicoState, events: list[Event]) -> None:
    """All assignments at once: kept and received cards join the hands, discards go face down."""
    n = s.num_players
    hands = [list(h) for h in s.hands]
    known = list(s.known)
    discarded: list[str] = []
    discarded_by: list[int] = []  # each discard is known to its drafter only
    received = _RECEIVED
    for p, choice in enumerate(s.commits):
        if type(choice) is not Draft:
            continue
        hands[p].append(choice.keep)
        left, right = choice.left, choice.right
        if left is not None or right is not None:
            row = list(known[p])
            if left is not None:
                _pass(hands, row, events, received, p, (p + 1) % n, left)
            if right is not None:
                _pass(hands, row, events, received, p, (p - 1) % n, right)
            known[p] = tuple(row)
        if choice.discard is not None:
            discarded.append(choice.discard)
            discarded_by.append(p)
        events.append(event("copernico.draft_resolved", {
            "player": p, "keep": choice.keep, "left": left, "right": right,
            "discard": choice.discard}, visible_to=(p,)))
    s.hands = tuple([tuple(sorted(h)) for h in hands])
    s.known = tuple(known)
    if discarded:
        cards.to_discard_each(s, discarded, discarded_by)
    s.drafts = ((),) * n
    events.append(event("copernico.draft_done", {"hand_sizes": [len(h) for h in s.hands]}, reveals=True))


def _pass(hands: list[list[str]], row: list[tuple[str, ...]], events: list[Event],
          received: dict[tuple[int, int, str], Event], giver: int, target: int, card: str) -> None:
    """``giver`` hands ``card`` to ``target``; the giver knows where it went."""
    hands[target].append(card)
    row[target] = row[target] + (card,)
    key = (target, giver, card)
    made = received.get(key)
    if made is None:
        made = received[key] = event("copernico.card_received",
                                     {"player": target, "giver": giver, "card": card},
                                     visible_to=(target, giver), reveals=True)
    events.append(made)


# For k drawn cards: each ordering as indices (keep, left, right, discard), -1 for a role left empty.
_ROLES = {k: tuple(tuple(order) + (-1,) * (4 - k) for order in permutations(range(k))) for k in range(1, 5)}
_new = object.__new__
_slots = vars(Draft)  # the slot descriptors, which set a field without the frozen guard
_set_keep = _slots["keep"].__set__
_set_left = _slots["left"].__set__
_set_right = _slots["right"].__set__
_set_discard = _slots["discard"].__set__


def _assignment(padded: tuple[str | None, ...], order: tuple[int, ...]) -> Draft:
    """The draft giving the roles the cards ``order`` names (``padded[-1]`` is None: a role left empty).

    Drafts are built by filling the slots directly: the frozen dataclass's own __init__ (four guarded
    setattr calls) is most of the cost."""
    k, a, b, c = order
    draft = _new(Draft)
    _set_keep(draft, padded[k])
    _set_left(draft, padded[a])
    _set_right(draft, padded[b])
    _set_discard(draft, padded[c])
    return draft


# A small cache: a search meets the same drafts near its root again and again, while its
# rollouts deal new ones every time; thousands of kept drafts only made every full garbage
# collection walk them (measured: a search ran 10-15% slower with 8192).
@lru_cache(maxsize=256)
def options(drawn: tuple[str, ...]) -> tuple[Draft, ...]:
    """CO-6: every assignment of the drawn cards; with fewer than 4 the roles fill as keep,
    left, right, discard. A player drafts only with a card drawn, so one is always kept."""
    out = []
    padded = (*drawn, None)  # index -1 reads None
    for k, a, b, c in _ROLES[len(drawn)]:  # _assignment spelled out: a search walks all 24 at its root
        draft = _new(Draft)
        _set_keep(draft, padded[k])
        _set_left(draft, padded[a])
        _set_right(draft, padded[b])
        _set_discard(draft, padded[c])
        out.append(draft)
    return tuple(out)


def is_option(drawn: tuple[str, ...], action: object) -> bool:
    """Whether ``action`` is one of ``options(drawn)``, without building them (CO-6): a draft whose first
    roles (keep, left, right, discard) hold exactly the drawn cards and whose others are empty.

    As strict as the engine's check of a listed action (engine.actions.same_action): the card names
    must be plain strings, not merely equal to one."""
    if type(action) is not Draft:
        return False
    roles = (action.keep, action.left, action.right, action.discard)
    k = len(drawn)
    for role in roles[k:]:
        if role is not None:
            return False
    given = roles[:k]
    for card in given:
        if type(card) is not str:
            return False
    return sorted(given) == sorted(drawn)  # type: ignore[type-var]  # every one a str, checked above


class DraftOptions(Sequence[Draft]):
    """CO-6's listing of one draft decision, ``options(drawn)`` as an immutable sequence that builds a
    Draft only when one is read.

    A random game (and a search's rollout) lists a draft's 24 assignments and then plays one of them;
    building all 24 was about a third of a 5-player random game. Indexing builds the one asked for,
    membership checks the cards and roles directly, and walking it reads ``options(drawn)`` (kept for
    the search, which walks the same root draft again and again). It equals a tuple or list of the
    same drafts in the same order, so callers that compare listings see no difference."""

    __slots__ = ("drawn", "_orders")

    def __init__(self, drawn: tuple[str, ...]) -> None:
        self.drawn = drawn
        self._orders = _ROLES[len(drawn)]

    def __len__(self) -> int:
        return len(self._orders)

    @overload
    def __getitem__(self, index: int) -> Draft: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Draft, ...]: ...

    def __getitem__(self, index: int | slice) -> Draft | tuple[Draft, ...]:
        if isinstance(index, slice):
            return options(self.drawn)[index]
        return _assignment((*self.drawn, None), self._orders[index])

    def __iter__(self) -> Iterator[Draft]:
        return iter(options(self.drawn))

    def __contains__(self, action: object) -> bool:
        return is_option(self.drawn, action)

    def __eq__(self, other: object) -> bool:
        if type(other) is DraftOptions:
            return self.drawn == other.drawn
        if isinstance(other, (tuple, list)):
            return options(self.drawn) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(options(self.drawn))

    def __repr__(self) -> str:
        return f"DraftOptions({self.drawn!r})"


_COUNTS = {k: len(orders) for k, orders in _ROLES.items()}


def random_option(drawn: tuple[str, ...], rng: Rng) -> Draft:
    """``options(drawn)[rng.below(len(options(drawn)))]``, building only the one draft drawn: the
    search's random rollouts make one of these at every draft instead of all 24."""
    return _assignment((*drawn, None), _ROLES[len(drawn)][rng.below(_COUNTS[len(drawn)])])
