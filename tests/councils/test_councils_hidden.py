"""What each player may see: the deck order is hidden from everybody (rulebook "Setup": a face-down
deck), everything else is public; redeterminisation reshuffles only the deck, A above B."""

from __future__ import annotations

import json

from desktop_app.engine.rng import Rng
from desktop_app.games.councils.actions import ChoosePosition, StartProject

from .helpers import DATA, check_invariants, new, set_display


def test_observation_is_json_and_hides_the_deck_order():
    s = new(4, seed=3)
    for viewer in (None, 0, 1, 2, 3):
        obs = s.observation(viewer)
        text = json.dumps(obs)
        assert obs["viewer"] == viewer
        for card in s.deck:
            assert card not in text, "no deck card may appear in an observation"
        assert obs["deck"] == {"A": sum(1 for c in s.deck if DATA.cards[c].deck == "A"),
                               "B": sum(1 for c in s.deck if DATA.cards[c].deck == "B"),
                               "total": len(s.deck)}
        assert obs["display"] == list(s.display)


def test_observation_is_the_same_for_every_player():
    """No private information besides the deck: all observations agree except the viewer field."""
    s = new(3, seed=8)
    views = [s.observation(v) for v in (None, 0, 1, 2)]
    for view in views:
        view.pop("viewer")
    assert all(view == views[0] for view in views)


def test_observation_shows_public_state_and_pending_decision():
    s = new(2, seed=2)
    p = s.current
    set_display(s, ["B06", "B01", "B02", "B03", "B04", "B05", "B07", "B08"])
    s.apply_action(p, StartProject("B06"))
    obs = s.observation(1 - p)
    assert obs["pending"] == [{"decision": "position", "player": p, "card": "B06", "free": False,
                               "source": None}]
    assert obs["to_move"] == [p]
    assert obs["players"][p]["influence"]["FIN"] == 0 and obs["players"][p]["vp"] == 3
    s.apply_action(p, ChoosePosition(1, 0))
    obs = s.observation(None)
    assert {"card": "B06", "x": 1, "y": 0, "owner": p, "employees": 2} in obs["city"]
    assert obs["players"][p]["on_buildings"] == 2 and obs["players"][p]["available"] == 2


def test_redeterminize_reshuffles_only_the_unseen_deck():
    s = new(5, seed=4)
    before = s.fingerprint()
    changed = False
    for k in range(10):
        r = s.redeterminize(0, Rng(k))
        check_invariants(r)
        assert sorted(r.deck) == sorted(s.deck)
        assert r.display == s.display and r.city == s.city and r.influence == s.influence
        assert r.observation(0) == s.observation(0)
        backs = [DATA.cards[c].deck for c in r.deck]
        assert backs == sorted(backs)  # A cards stay above B cards: the backs are public
        a_part = [c for c in s.deck if DATA.cards[c].deck == "A"]
        assert set(r.deck[:len(a_part)]) == set(a_part)
        changed |= r.deck != s.deck
    assert changed
    assert s.fingerprint() == before, "redeterminize leaves the original untouched"


def test_redeterminize_keeps_the_rng_of_the_game_apart():
    s = new(2, seed=4)
    rng = Rng(99)
    r = s.redeterminize(1, rng)
    assert r.rng.state == s.rng.state
    assert rng.state != Rng(99).state  # the search's own generator was used


def test_events_are_public_and_only_draws_reveal():
    """Everything in the log is public; only a card drawn from the deck is new information."""
    s = new(3, seed=12)
    rng = Rng(4)
    seen_ids = set()
    while not s.is_terminal():
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        for event in s.apply_action(p, actions[rng.below(len(actions))]):
            assert event.visible_to is None
            assert event.message_id.startswith("councils.")
            assert event.reveals == (event.message_id == "councils.draw")
            json.dumps(event.to_json())
            seen_ids.add(event.message_id)
    assert {"councils.place_employees", "councils.resolve_issue", "councils.start_project",
            "councils.place_card", "councils.draw", "councils.game_over"} <= seen_ids
