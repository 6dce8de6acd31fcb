"""Engine contract: determinism, clone independence, saves, the codec and the registry."""

from __future__ import annotations

import random

import pytest

from desktop_app.engine import saves
from desktop_app.engine.errors import OptionsError, SaveError
from desktop_app.engine.rng import Rng
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Match
from desktop_app.games.catalogue import get_game
from desktop_app.games.councils.actions import ACTION_CLASSES, CODEC
from desktop_app.games.councils.definition import COUNCILS_GAME

from .helpers import check_invariants, new


def _random_actions(players: int, seed: int, count: int) -> list:
    s = new(players, seed=seed)
    rng = Rng(seed + 5)
    out = []
    while not s.is_terminal() and len(out) < count:
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        action = actions[rng.below(len(actions))]
        out.append((p, action))
        s.apply_action(p, action)
    return out


def test_registry_lists_councils():
    game = get_game("councils")
    assert game is COUNCILS_GAME and game.title == "Councils & Contracts"
    assert (game.min_players, game.max_players) == (2, 5)
    data_min = COUNCILS_GAME.new_game(2, {}, 0).data.constants
    assert (data_min["PLAYERS_MIN"], data_min["PLAYERS_MAX"]) == (2, 5)


def test_determinism_same_seed_same_actions_despite_global_random():
    actions = _random_actions(4, 21, 400)
    fingerprints = []
    for _ in range(2):
        random.seed()  # consume and disturb the global generator: the game must not use it
        random.random()
        s = new(4, seed=21)
        for p, a in actions:
            random.random()
            s.apply_action(p, a)
        fingerprints.append(s.fingerprint())
    assert fingerprints[0] == fingerprints[1]
    assert new(4, seed=21).fingerprint() == new(4, seed=21).fingerprint()


def test_clone_is_independent():
    s = new(3, seed=2)
    rng = Rng(3)
    for _ in range(60):
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        before = s.fingerprint()
        twin = s.clone()
        assert twin.fingerprint() == before
        for _ in range(5):  # run the twin ahead a few actions
            if twin.is_terminal():
                break
            q = twin.to_move()[0]
            options = twin.legal_actions(q)
            twin.apply_action(q, options[rng.below(len(options))])
        assert s.fingerprint() == before, "changing a clone never changes the original"
        s.apply_action(p, actions[rng.below(len(actions))])
        check_invariants(s)


def test_codec_round_trip_for_every_action_seen():
    kinds = set()
    for seed in range(3):
        for _, action in _random_actions(5, seed, 3000):
            assert CODEC.decode(CODEC.encode(action)) == action
            kinds.add(action.kind)
    assert {"place", "start_project", "resolve", "building_action", "position"} <= kinds
    assert len({cls.kind for cls in ACTION_CLASSES}) == len(ACTION_CLASSES)


@pytest.mark.parametrize("players", [2, 5])
def test_save_load_replay_identity(tmp_path, players):
    seats = [Seat(f"P{i}") for i in range(players)]
    match = Match(COUNCILS_GAME, seats, {}, seed=77)
    for p, action in _random_actions(players, 77, 500):
        match.apply(p, action)
    path = tmp_path / "councils.json"
    saves.save(match, path)
    loaded = saves.load(path)
    assert loaded.game is COUNCILS_GAME
    assert loaded.state.fingerprint() == match.state.fingerprint()
    assert [a for _, a in loaded.actions()] == [a for _, a in match.actions()]
    assert loaded.state.observation(0) == match.state.observation(0)


def test_save_with_a_tampered_action_is_refused(tmp_path):
    match = Match(COUNCILS_GAME, [Seat("A"), Seat("B")], {}, seed=5)
    for p, action in _random_actions(2, 5, 30):
        match.apply(p, action)
    text = saves.dumps(match).replace('"kind": "place"', '"kind": "resolve"', 1)
    with pytest.raises(SaveError):
        saves.loads(text)


def test_undo_does_not_cross_a_draw():
    """A drawn card is new information (Event.reveals): undo stops there."""
    match = Match(COUNCILS_GAME, [Seat("A"), Seat("B")], {}, seed=8)
    s = match.state
    p = s.to_move()[0]
    start = next(a for a in s.legal_actions(p) if a.kind == "start_project")
    match.apply(p, start)
    position = match.state.legal_actions(p)[0]
    events = match.apply(p, position)
    assert any(e.message_id == "councils.draw" and e.reveals for e in events)
    assert not match.can_undo()


def test_options_and_player_counts():
    assert COUNCILS_GAME.normalize_options(3, {}) == {}
    with pytest.raises(OptionsError):
        COUNCILS_GAME.normalize_options(6, {})
    with pytest.raises(OptionsError):
        COUNCILS_GAME.normalize_options(2, {"variant": True})


# The state's fields changed in place (state.py): a clone has copies of its own.
_CHANGED_IN_PLACE = ("influence", "shorts", "available", "pending")
# Copied on write: a clone shares them, both states flagged, until either changes one.
_COPIED_ON_WRITE = {"councils": "councils_shared", "staff": "staff_shared"}


def _shared_mutable_parts(s, twin) -> list[str]:
    """The parts a state and its clone share that either may change in place without a copy."""
    shared = [name for name in _CHANGED_IN_PLACE if getattr(twin, name) is getattr(s, name)]
    shared += [name for name, flag in _COPIED_ON_WRITE.items()
               if getattr(twin, name) is getattr(s, name) and not (getattr(s, flag) and getattr(twin, flag))]
    return shared


def test_clone_copies_every_slot():
    """clone() spells its copies out for speed: a slot added to the state and forgotten there would
    leave the twin without it (or sharing a stale value), so every slot must come across: the
    immutable ones shared, the ones changed in place as equal copies."""
    from desktop_app.games.councils.state import CouncilsState

    s = new(4, seed=5)
    rng = Rng(2)
    for _ in range(60):
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        s.apply_action(p, actions[rng.below(len(actions))])
    twin = s.clone()
    for name in CouncilsState.__slots__:
        assert hasattr(twin, name), name
        if name in _CHANGED_IN_PLACE:
            assert getattr(twin, name) == getattr(s, name), name
        elif name in _COPIED_ON_WRITE.values():
            assert getattr(twin, name) and getattr(s, name), name
        elif name != "rng":
            assert getattr(twin, name) is getattr(s, name), name
    assert not _shared_mutable_parts(s, twin)
    assert twin.rng is not s.rng and twin.rng.state == s.rng.state
    assert twin.fingerprint() == s.fingerprint()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_clone_played_to_the_end_leaves_its_original_unchanged_at_every_phase(players):
    """At every step of a random game (main turns, each kind of decision, the final rounds, the end)
    a clone shares no part that is changed in place without a copy, playing it out to the end changes
    nothing of the original (neither its fingerprint nor what it lists), and the original's next
    action changes nothing of another clone."""
    s = new(players, seed=40 + players)
    rng = Rng(players)
    seen = set()
    while True:
        twin = s.clone()
        assert not _shared_mutable_parts(s, twin)
        before = s.fingerprint()
        movers = s.to_move()
        listed = s.legal_actions(movers[0]) if movers else []
        seen.add((s.stage, s.pending[-1].kind if s.pending else None))
        while not twin.is_terminal():
            q = twin.to_move()[0]
            options = twin.legal_actions(q)
            twin.apply_action(q, options[rng.below(len(options))])
        assert s.fingerprint() == before
        assert (s.legal_actions(movers[0]) if movers else []) == listed
        if not movers:
            break
        spare = s.clone()
        kept = spare.fingerprint()
        s.apply_action(movers[0], listed[rng.below(len(listed))])
        assert spare.fingerprint() == kept
    stages = {stage for stage, _ in seen}
    assert {"normal", "final", "over"} <= {stage.value for stage in stages}
    assert len({kind for _, kind in seen}) >= 3  # main turns and at least two kinds of decision


def test_legal_list_follows_every_change():
    """A listing equals the one of a fresh copy (no frontier kept) at every step, and nobody but the
    one to move has anything to do."""
    s = new(3, seed=8)
    rng = Rng(4)
    while not s.is_terminal():
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        fresh = s.clone()
        fresh.frontier_memo = None
        assert actions == fresh.legal_actions(p)
        for q in range(s.num_players):
            if q != p:
                assert s.legal_actions(q) == []
        s.apply_action(p, actions[rng.below(len(actions))])
    assert s.legal_actions(0) == []


def test_quick_events_equal_the_engines():
    """log.event fills the Event's slots directly; the events must be the very same as Event(...) makes
    (message, parameters, everyone may see them, reveals), and of the engine's class."""
    from desktop_app.engine.events import Event
    from desktop_app.games.councils.log import event

    for reveals in (False, True):
        quick = event("councils.draw", {"card": "A01"}, reveals=reveals)
        plain = Event("councils.draw", {"card": "A01"}, reveals=reveals)
        assert type(quick) is Event
        assert quick == plain == Event("councils.draw", {"card": "A01"}, reveals=reveals)
        assert quick.to_json() == plain.to_json() and quick.visible_for(None) and quick.visible_for(1)
    assert event("councils.pass", {"player": 0}) == Event("councils.pass", {"player": 0})
