"""What each seat sees (CT-97), redeterminisation, determinism and the action codec."""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail.actions import (
    ACTION_CLASSES,
    CODEC,
    Box,
    DebateCard,
    Done,
    GoNegative,
    InsiderSwap,
    KeepCandidate,
    Pass,
    PayWith,
    PickCandidate,
    PickCard,
    PickCount,
    PickIssue,
    PickParty,
    PickRegion,
    PickState,
    PickTopic,
    PlayCard,
    Respond,
    TakeRandom,
)
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.frames import Phase

from .helpers import check_invariants, new, started


def _advance_randomly(s, seed: int, steps: int):
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        s.apply_action(p, actions[rng.below(len(actions))])
    return s


def test_observation_hides_other_parties_hands_but_not_a_running_mates_ct_97():
    """CT-97."""
    s = started(4, seed=2)
    obs = s.observation(0)
    assert obs["seats"][1]["hand"] == list(s.hands[1])  # running mate (CT-97)
    assert obs["seats"][2]["hand"] is None and obs["seats"][2]["hand_size"] == len(s.hands[2])
    assert s.observation(None)["seats"][0]["hand"] is None
    json.dumps(obs)  # JSON-ready


def test_observation_during_setup_hides_offers_and_choices_ct_23():
    """CT-23."""
    s = new(2, seed=2)
    s.apply_action(0, KeepCandidate(s.offers[0][0]))
    seen = s.observation(1)["seats"][0]
    assert seen["candidate"] is None and seen["offers"] is None


@pytest.mark.parametrize("seats, options", [(2, {}), (3, {}), (4, {}), (4, {"green_party": True})])
def test_redeterminize_keeps_what_the_observer_knows_and_redeals_the_rest(seats, options):
    s = _advance_randomly(new(seats, seed=7, **options), 3, 40)
    changed = False
    for k in range(8):
        twin = s.redeterminize(0, Rng(k))
        check_invariants(twin)
        mates = s.party_seats[s.seat_party[0]]
        for x in range(seats):
            assert len(twin.hands[x]) == len(s.hands[x])
            if x in mates:
                assert twin.hands[x] == s.hands[x] and twin.face_down[x] == s.face_down[x]
            else:
                changed |= twin.hands[x] != s.hands[x]
        assert tuple(len(d) for d in twin.decks) == tuple(len(d) for d in s.decks)
        assert twin.voters == s.voters and twin.money == s.money and twin.kept == s.kept
        assert twin.observation(0) == s.observation(0)
        _advance_randomly(twin, k, 60)  # the redealt world plays on
    assert changed


def test_redeterminize_during_setup_redeals_unseen_candidates():
    s = new(3, seed=4)
    s.apply_action(1, KeepCandidate(s.offers[1][0]))
    twins = [s.redeterminize(0, Rng(k)) for k in range(6)]
    assert all(t.offers[0] == s.offers[0] for t in twins)
    assert any(t.offers[1] != s.offers[1] for t in twins)
    assert all(t.kept[1] in t.offers[1] and t.to_move() == s.to_move() for t in twins)


def test_same_seed_and_actions_give_the_same_game_even_when_global_random_is_used():
    a = new(3, seed=11)
    b = new(3, seed=11)
    rng = Rng(5)
    while not a.is_terminal():
        p = a.to_move()[0]
        actions = a.legal_actions(p)
        action = actions[rng.below(len(actions))]
        random.random()
        a.apply_action(p, action)
        b.apply_action(p, action)
        assert a.fingerprint() == b.fingerprint()
    assert a.phase is Phase.OVER


def test_clones_are_independent():
    s = started(2, seed=3)
    twin = s.clone()
    _advance_randomly(twin, 1, 30)
    assert s.fingerprint() == started(2, seed=3).fingerprint()


def test_every_action_kind_encodes_and_decodes():
    samples = [
        KeepCandidate("senator"),
        PlayCard("B01", Box.TRAVEL.value),
        PickState("OH"),
        PickIssue("taxes"),
        PickParty("R"),
        PickCandidate(2),
        PickCard("B02"),
        PickCount(3),
        PickTopic("crime"),
        GoNegative(True),
        Respond("B75"),
        DebateCard("B01", "crime"),
        InsiderSwap("B03"),
        Pass(),
        Done(),
        PickRegion("PACIFIC"),
        TakeRandom(1),
        PayWith(True),
    ]
    assert {type(a) for a in samples} == set(ACTION_CLASSES)
    for action in samples:
        data = json.loads(json.dumps(CODEC.encode(action)))
        assert CODEC.decode(data) == action
    assert CAMPAIGN_TRAIL_GAME.action_codec is CODEC


def test_a_replayed_game_decodes_to_the_same_state():
    s = new(2, seed=8)
    log = []
    rng = Rng(2)
    while not s.is_terminal():
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        action = actions[rng.below(len(actions))]
        log.append((p, json.dumps(CODEC.encode(action))))
        s.apply_action(p, action)
    again = new(2, seed=8)
    for p, text in log:
        again.apply_action(p, CODEC.decode(json.loads(text)))
    assert again.fingerprint() == s.fingerprint()


def test_cards_seen_through_opposition_research_stay_known_ct_97():
    """CT-97."""
    from .helpers import quiet_everyone, set_hand, turn_of

    s = started(3, seed=1, candidates=("senator", "lawyer", "orator"), dirty_politics=True)
    quiet_everyone(s, 0)
    set_hand(s, 0, "B46", "B01")
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B46", Box.POLITICK.value))
    s.apply_action(0, PickCandidate(1))
    taken = s.hands[1][0]
    s.apply_action(0, PickCard(taken))
    s.apply_action(0, PickCard("B01"))
    seen = sorted(s.hands[1])
    for k in range(5):
        assert sorted(s.redeterminize(0, Rng(k)).hands[1]) == seen  # D saw them all, and gave B01
    assert any(sorted(s.redeterminize(2, Rng(k)).hands[1]) != seen for k in range(5))
    s.take_from_hand(1, "B01")
    assert all(card != "B01" for _, _, card in s.known)


def test_observations_and_log_events_are_json_ready_throughout_a_game():
    s = new(4, seed=6, dirty_politics=True)
    rng = Rng(9)
    while not s.is_terminal():
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        events = s.apply_action(p, actions[rng.below(len(actions))])
        json.dumps([e.to_json() for e in events])
        for viewer in (None, 0, 1, 2, 3):
            json.dumps(s.observation(viewer))
    json.dumps(s.score_sheet().to_json())


def test_the_search_plays_legal_moves_through_setup_and_turns():
    """The engine's information-set search runs on this game (secret setup choices included)."""
    from desktop_app.ai.agents import IsmctsAgent

    s = new(3, seed=2)
    agent = IsmctsAgent(CAMPAIGN_TRAIL_GAME, seed=1, iterations=12, time_limit=5.0)
    for _ in range(12):
        p = s.to_move()[0]
        action = agent.choose(s, p)
        assert action in s.legal_actions(p)
        s.apply_action(p, action)
    assert s.phase is not Phase.SETUP
    values = CAMPAIGN_TRAIL_GAME.evaluate(s)
    assert values is not None and len(values) == 3 and all(0.0 <= v <= 1.0 for v in values)
