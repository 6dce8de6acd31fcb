"""Helpers for Campaign Trail tests: set up exact positions and check the invariants."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from desktop_app.games.campaign_trail.actions import KeepCandidate, PickCandidate, PickState
from desktop_app.games.campaign_trail.board import control, deck_in_use
from desktop_app.games.campaign_trail.data import load_data
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.frames import Frame, FrameKind, Phase
from desktop_app.games.campaign_trail.state import CampaignTrailState

DATA = load_data()


def new(seats: int = 2, seed: int = 1, **options: Any) -> CampaignTrailState:
    return CAMPAIGN_TRAIL_GAME.new_game(seats, CAMPAIGN_TRAIL_GAME.normalize_options(seats, options), seed)


def started(
    seats: int = 2,
    seed: int = 1,
    candidates: tuple[str, ...] = (),
    homes: tuple[str, ...] = (),
    **options: Any,
) -> CampaignTrailState:
    """A game past setup: candidate i keeps candidates[i] (offered to it for the test) and picks homes[i]
    when that is among its choices (else its first choice); running mates keep the seat order."""
    s = new(seats, seed, **options)
    if candidates:
        s.offers = tuple(
            (c, s.offers[i][1] if s.offers[i][1] != c else s.offers[i][0]) for i, c in enumerate(candidates)
        )
    for cand in range(s.num_candidates):  # a seat running two candidates keeps one for each (CT-20)
        pick = candidates[cand] if candidates else s.offers[cand][0]
        s.apply_action(s.seat_of[cand], KeepCandidate(pick))
    while s.pending and s.pending[-1].kind in (FrameKind.HOME, FrameKind.ORDER):
        frame = s.pending[-1]
        player = s.seat_of[frame.seat]
        actions = s.legal_actions(player)
        if frame.kind is FrameKind.HOME and homes and PickState(homes[frame.seat]) in actions:
            s.apply_action(player, PickState(homes[frame.seat]))
        elif frame.kind is FrameKind.ORDER:
            s.apply_action(player, PickCandidate(frame.queue[0]))
        else:
            s.apply_action(player, actions[0])
    return s


def give(s: CampaignTrailState, seat: int, *cards: str) -> None:
    """Put the cards in the seat's hand, taking them from wherever they are (deck, other hands, discard)."""
    for card in cards:
        _take_anywhere(s, card)
        s.set_hand(seat, s.hands[seat] + (card,))


def set_hand(s: CampaignTrailState, seat: int, *cards: str) -> None:
    """Replace the seat's hand: its old cards go on top of the current month's deck."""
    old = s.hands[seat]
    s.set_hand(seat, ())
    s.decks = s.decks[: s.month] + (old + s.decks[s.month],) + s.decks[s.month + 1 :]
    give(s, seat, *cards)


def _take_anywhere(s: CampaignTrailState, card: str) -> None:
    for x in range(s.num_candidates):
        if card in s.hands[x]:
            s.take_from_hand(x, card)
            return
    for m, deck in enumerate(s.decks):
        if card in deck:
            rest = list(deck)
            rest.remove(card)
            s.decks = s.decks[:m] + (tuple(rest),) + s.decks[m + 1 :]
            return
    if card in s.discard:
        rest = list(s.discard)
        rest.remove(card)
        s.discard = tuple(rest)
        return
    raise AssertionError(f"{card} is not in play")


def end_month(s: CampaignTrailState) -> None:
    """Use up the current month's deck with nobody on the trail and go on: the month ends (CT-34), so a
    debate or Election Day comes next."""
    from desktop_app.games.campaign_trail.turn_table import advance

    s.pending = ()
    s.turn_queue = ()
    s.active = -1
    m = s.month
    s.discard = s.discard + s.decks[m]
    s.decks = s.decks[:m] + ((),) + s.decks[m + 1 :]
    advance(s, [])


def turn_of(s: CampaignTrailState, seat: int) -> None:
    """Make it ``seat``'s step 2 decision now (a fresh turn)."""
    s.pending = (Frame(FrameKind.TURN_END, seat=seat), Frame(FrameKind.PLAY, seat=seat))
    s.active = seat
    s.ctx = None
    s.turn_queue = ()
    s.party_turn = s.seat_party[seat]


def set_voters(s: CampaignTrailState, state: str, **counts: int) -> None:
    """Set committed voters in a state per party id, moving the difference from/to undecided."""
    for pid, n in counts.items():
        p = s.parties.index(pid)
        have = s.voters[s.state_index(state)][p]
        if n > have:
            s.undecided = s.undecided[:p] + (s.undecided[p] - (n - have),) + s.undecided[p + 1 :]
            s._add_voters(p, state, n - have)
        elif n < have:
            s.remove(p, state, have - n)


def set_money(s: CampaignTrailState, pid: str, money: int, registered: int | None = None) -> None:
    p = s.parties.index(pid)
    s.money = s.money[:p] + (money,) + s.money[p + 1 :]
    if registered is not None:
        diff = registered - s.registered[p]
        if diff > 0:
            s.register(p, diff)
        else:
            s.unregister(p, -diff)


def voters(s: CampaignTrailState, state: str, pid: str) -> int:
    return s.voters[s.state_index(state)][s.parties.index(pid)]


def check_invariants(s: CampaignTrailState) -> None:
    units = DATA.const("VOTER_UNITS")
    for p in range(len(s.parties)):
        assert min(s.undecided[p], s.registered[p], s.money[p]) >= 0
        assert s.undecided[p] + s.registered[p] + s.committed(p) + s.parked(p) == units, (
            "270 voter units per party (voters parked on Absentee Ballot cards included, CT-112)"
        )
        assert all(row[p] >= 0 for row in s.voters)
    assert sum(s.ev_totals()) == DATA.const("EV_TOTAL")
    for i, sid in enumerate(DATA.state_ids):
        row = s.voters[i]
        best = max(row)
        leaders = [p for p in range(len(s.parties)) if row[p] == best]
        if not s.tie_wins:
            assert s.control[i] == control(s.orders[i], row), sid
        assert s.control[i] in leaders, f"{sid} is controlled by a party with the most voters (CT-40)"
    if s.phase is not Phase.SETUP:
        cards: Counter[str] = Counter(c for h in s.hands for c in h)
        cards.update(c for d in s.decks for c in d if c not in DATA.news)
        cards.update(s.discard)
        cards.update(c for row in s.in_play for c in row)
        cards.update(h for row in s.face_down for _, h in row)
        deck = deck_in_use(DATA, s.num_candidates, s.config.expansion_cards)
        assert cards == Counter(deck), "every card is somewhere exactly once"
        free = [r for r in DATA.regions if r not in {t[0] for t in s.tokens}]
        assert len(s.tokens) + len(free) == DATA.const("REGION_TOKENS"), "each region token in one place"
        assert all(r in free for _, r in s.po_picks), "Predictable Outcome picks free tokens (CT-107)"
        assert len({r for _, r in s.po_picks}) == len(s.po_picks), "different tokens (CT-107)"
        check_news(s)


def news_on_top(s: CampaignTrailState, *cards: str) -> None:
    """Put these Breaking News cards on top of the current month's deck, in this order; a set-aside batch
    that held one gets an unused card in its place, so it keeps 3 (CT-140)."""
    in_decks = {c for d in s.decks for c in d}
    used = set(s.news_drawn) | in_decks | {c for b in s.news_aside for c in b}
    spare = [c for c in DATA.news if c not in used and c not in cards]
    s.news_aside = tuple(tuple(spare.pop() if c in cards else c for c in batch) for batch in s.news_aside)
    s.decks = tuple(tuple(c for c in d if c not in cards) for d in s.decks)
    deck = list(s.decks[s.month])
    for card in cards:  # a card from elsewhere takes the place of one of the deck's own
        if card not in in_decks:
            deck.remove(next(c for c in deck if c in DATA.news and c not in cards))
    s.decks = s.decks[: s.month] + (tuple(cards) + tuple(deck),) + s.decks[s.month + 1 :]


def check_news(s: CampaignTrailState) -> None:
    """CT-140, CT-141: Breaking News cards are never hand cards; each used card is in one place (a month
    deck, set aside or drawn), 3 per month, 9 at most in a game."""
    every = [c for h in s.hands for c in h] + list(s.discard) + [c for row in s.in_play for c in row]
    assert not [c for c in every if c in DATA.news], "Breaking News cards never count as hand cards"
    if not s.config.breaking_news:
        assert not s.news and not s.news_aside and all(c not in DATA.news for d in s.decks for c in d)
        return
    in_decks = [c for d in s.decks for c in d if c in DATA.news]
    aside = [c for batch in s.news_aside for c in batch]
    used = in_decks + aside + list(s.news_drawn)
    assert len(used) == len(set(used)) and len(used) <= 9
    assert all(len(batch) == 3 for batch in s.news_aside)
    assert all(c not in DATA.news for d in s.decks[s.month + 1 :] for c in d), "later months get theirs later"
    assert s.news == (s.news_drawn[-1] if s.news_drawn else "")


def quiet_cards(s: CampaignTrailState, n: int = 5, exclude: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Cards of the current month's deck with no response box (so no window asks anyone)."""
    out = []
    for card in s.decks[s.month]:
        if card in DATA.news:
            continue
        ability = DATA.cards[card].politick
        if card in exclude or (ability is not None and DATA.abilities[ability].trigger is not None):
            continue
        out.append(card)
        if len(out) == n:
            break
    return tuple(out)


def quiet_everyone(s: CampaignTrailState, *but: int) -> None:
    """Every seat other than ``but`` gets a hand without response cards."""
    for seat in range(s.num_candidates):
        if seat not in but:
            set_hand(s, seat, *quiet_cards(s))


@contextmanager
def edited_data(monkeypatch, name: str, edit: Callable[[Any], Any]) -> Iterator[None]:
    """Inside the block the game data loads with ``edit`` applied to a copy of the data file ``name``. The
    cached data is dropped before and after, so other tests see the real files."""
    import json

    from desktop_app.games.campaign_trail import data as data_module

    original = data_module.load_json

    def fake(*parts: str) -> Any:
        doc = original(*parts)
        if parts[-1] == name:
            doc = json.loads(json.dumps(doc))
            edit(doc)
        return doc

    monkeypatch.setattr(data_module, "load_json", fake)
    load_data.cache_clear()
    data_module._load_earlier.cache_clear()
    try:
        yield
    finally:
        monkeypatch.undo()
        load_data.cache_clear()
        data_module._load_earlier.cache_clear()


def assert_refused_on_load(monkeypatch, name: str, edit: Callable[[Any], Any], message: str) -> None:
    """Load the data with ``edit`` applied to a copy of the data file ``name``: it must be refused with
    ``message``."""
    import pytest

    from desktop_app.resources import ResourceError

    with edited_data(monkeypatch, name, edit), pytest.raises(ResourceError, match=message):
        load_data()
