"""The computer's search hooks for Campaign Trail: hidden choices (CT-23, CT-63, CT-81, CT-97) and what the
search branches on (search.py)."""

from __future__ import annotations

import pytest

from desktop_app.ai.agents import IsmctsAgent
from desktop_app.ai.ismcts import HIDDEN, Ismcts
from desktop_app.ai.levels import budget_for
from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail import search
from desktop_app.games.campaign_trail.actions import Box, PickCard, PlayCard
from desktop_app.games.campaign_trail.ai import CHOOSERS, Greedy
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.frames import Frame, FrameKind, Phase

from .helpers import new, quiet_everyone, set_hand, started, turn_of


def _positions(seats: int, seed: int, steps: int = 400):
    """States along a random game (every decision, forced or not)."""
    s = new(seats, seed)
    rng = Rng(seed)
    for _ in range(steps):
        movers = s.to_move()
        if not movers:
            return
        yield s
        legal = s.legal_actions(movers[0])
        s.apply_action(movers[0], legal[rng.below(len(legal))])


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_search_actions_are_never_empty_and_always_legal(seats):
    narrowed = 0
    for seed in (1, 2):
        for s in _positions(seats, seed):
            for seat in s.to_move():
                legal = s.legal_actions(seat)
                kept = CAMPAIGN_TRAIL_GAME.search_actions(s, seat)
                assert kept and all(a in legal for a in kept)
                assert len(set(kept)) == len(kept)
                narrowed += len(kept) < len(legal)
                if s.phase is not Phase.SETUP and s.pending[-1].kind in search.KEEP:
                    assert len(kept) <= search.KEEP[s.pending[-1].kind]
    assert narrowed > 10  # the check means something only if narrowing happened


def test_narrowing_keeps_the_greedy_models_best_choice():
    """The search looks at the model's top choices, so it never loses the move Easy would make."""
    checked = 0
    for s in _positions(2, 5):
        if s.phase is Phase.SETUP or s.pending[-1].kind not in search.KEEP:
            continue
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if len(legal) < 2:
            continue
        scores = CHOOSERS[s.pending[-1].kind](Greedy(s, seat), legal)
        best = max(scores.values())
        kept = search.search_actions(s, seat)
        assert any(scores.get(a) == best for a in kept)
        checked += 1
    assert checked > 10


def test_plane_travel_branches_on_a_few_states_ct_41():
    """CT-41: a plane may fly anywhere; the search looks at the destinations the model ranks highest."""
    for s in _positions(2, 3, 2000):
        if s.phase is Phase.PLAY and s.pending[-1].kind is FrameKind.TRAVEL:
            seat = s.to_move()[0]
            if len(s.legal_actions(seat)) > 40:
                assert len(search.search_actions(s, seat)) == search.KEEP[FrameKind.TRAVEL]
                return
    pytest.skip("no plane trip in this random game")


def test_hidden_choices_are_hidden_from_other_parties_ct_97():
    s = new(4, 2)  # two parties of two running mates
    assert s.phase is Phase.SETUP
    party = s.seat_party
    others = tuple(x for x in range(4) if party[x] != party[0])
    assert s.hidden_choice(0) == others  # a candidate kept in secret (CT-23)
    s = started(4, seed=2)
    seat = s.to_move()[0]
    mover_others = tuple(x for x in range(4) if party[x] != party[seat])
    assert s.hidden_choice(seat) == ()  # playing a card is seen by all
    for kind in (FrameKind.FACE_DOWN, FrameKind.TRADE):  # CT-81, CT-63
        s.pending = s.pending + (Frame(kind, seat=seat, party=seat),)
        assert s.hidden_choice(seat) == mover_others
        assert s.hidden_choice((seat + 1) % 4) == ()  # not that seat's decision


def test_opposition_research_cards_are_seen_by_the_two_parties_only_ct_97():
    s = started(3, seed=4)
    seat = s.to_move()[0]
    target = next(x for x in range(3) if s.seat_party[x] != s.seat_party[seat])
    third = next(x for x in range(3) if x not in (seat, target))
    for kind in (FrameKind.OPP_TAKE, FrameKind.OPP_GIVE):
        s.pending = s.pending[:-1] + (Frame(kind, seat=seat, party=target),)
        assert s.hidden_choice(seat) == (third,)


def test_the_search_of_another_party_never_branches_on_a_face_down_card_ct_81(monkeypatch):
    """With October Surprise's card choice searched (not narrowed), the opponent's view of the tree has one
    hidden edge there: no decision of the opponent in the search depends on the card laid face down."""
    monkeypatch.setitem(search.KEEP, FrameKind.FACE_DOWN, 3)
    s = started(2, seed=1, candidates=("senator", "lawyer"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B27", "B19", "B20", "B21")  # October Surprise and three cards to lay face down
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B27", Box.POLITICK.value))
    assert s.pending[-1].kind is FrameKind.FACE_DOWN and len(s.legal_actions(0)) == 3
    budget = budget_for("campaign-trail", "normal", 2)
    result = Ismcts(CAMPAIGN_TRAIL_GAME, budget).search(s, 0, Rng(3), iterations=40, keep_tree=True)
    assert result.views is not None
    assert set(result.views[0].children) == {PickCard(c) for c in ("B19", "B20", "B21")}
    assert set(result.views[1].children) == {HIDDEN}


def test_the_choice_is_the_same_whatever_the_other_party_hides_ct_97():
    """Two worlds that differ only in the other party's hand and face-down card give the same decision."""
    s = started(2, seed=6, candidates=("senator", "lawyer"))
    turn_of(s, 1)
    decisions = set()
    for k in range(3):
        world = s.redeterminize(1, Rng(50 + k))
        hand = world.hands[0]  # one of its cards goes face down under an October Surprise (CT-81)
        world.hands = (hand[1:],) + world.hands[1:]
        world.face_down = ((("B27", hand[0]),),) + world.face_down[1:]
        assert world.observation(1)["seats"][0]["hand"] is None
        agent = IsmctsAgent(CAMPAIGN_TRAIL_GAME, 8, budget=budget_for("campaign-trail", "normal", 2),
                            iterations=30, time_limit=0.0)
        action = agent.choose(world, 1)
        assert agent.last_result is not None
        decisions.add((action, tuple(sorted(agent.last_result.visits.items(), key=repr))))
    assert len(decisions) == 1
