"""The observation's documented shape (view.py) and the figures the scene reads from it through the
rules (winners CC-7 step 4, majorities CC-7 step 3 / CC-EX-5, influence choices CC-1 / CC-16)."""

from __future__ import annotations

from typing import get_type_hints

from desktop_app.engine.rng import Rng
from desktop_app.games.councils import ending, view
from desktop_app.games.councils.frames import FrameKind

from .helpers import DATA, TYPES, new, set_influence


def _random_states(players: int, seed: int, every: int = 7):
    s = new(players, seed=seed)
    rng = Rng(seed)
    count = 0
    while not s.is_terminal():
        if count % every == 0:
            yield s
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        s.apply_action(p, actions[rng.below(len(actions))])
        count += 1
    yield s


def _check_typed(value, hint_cls, where: str) -> None:
    hints = get_type_hints(hint_cls)
    required = hint_cls.__required_keys__
    assert set(value) <= set(hints), (where, set(value) - set(hints))
    assert required <= set(value), (where, required - set(value))


def test_observation_keys_follow_the_typed_dicts():
    """Every key the observation writes is documented, and every required one is there."""
    for s in _random_states(5, seed=3):
        obs = s.observation(1)
        _check_typed(obs, view.CouncilsObservation, "observation")
        assert list(obs) == list(get_type_hints(view.CouncilsObservation))  # same order as documented
        for player in obs["players"]:
            _check_typed(player, view.PlayerView, "player")
            _check_typed(player["vp_parts"], view.VpPartsView, "vp_parts")
        for card in obs["city"]:
            _check_typed(card, view.CityCardView, "city card")
        _check_typed(obs["deck"], view.DeckView, "deck")
        for decision in obs["pending"]:
            _check_typed(decision, view.PendingView, "pending")
            assert decision["decision"] in {k.value for k in FrameKind if k is not FrameKind.RETURN}


def test_cc7_winners_in_view_are_the_score_sheets():
    for seed in range(6):
        *_, end = _random_states(2 + seed % 4, seed=20 + seed, every=10_000)
        assert end.is_terminal()
        assert view.winners_in_view(end.observation(None)) == list(end.score_sheet().winners)


def test_cc7_majority_leads_in_view_match_the_majority_bonus():
    """A sole leader of a type is the only one with it; tied leaders share it; a type at 0 has none."""
    s = new(3, seed=2)
    set_influence(s, 0, EDU=4, TRA=2, FIN=0, LEG=1, DEV=0)
    set_influence(s, 1, EDU=1, TRA=2, FIN=0, LEG=0, DEV=0)
    set_influence(s, 2, EDU=0, TRA=1, FIN=0, LEG=0, DEV=0)
    leads = view.majority_leads_in_view(s.observation(0))
    assert leads == {0: {"EDU", "TRA", "LEG"}, 1: {"TRA"}, 2: set()}
    sole, tied = DATA.constants["MAJORITY_VP_SOLE"], DATA.constants["MAJORITY_VP_TIED"]
    assert ending.majority_bonus(s) == (2 * sole + tied, tied, 0)


def test_cc1_cc16_influence_choice_in_view():
    s = new(2, seed=4)
    cap = DATA.constants["INFLUENCE_MAX"]
    set_influence(s, 0, EDU=cap, TRA=2)
    obs = s.observation(0)
    assert view.influence_choice_in_view(obs, 0, "split", "EDU") == (cap, cap)  # the cap holds
    assert view.influence_choice_in_view(obs, 0, "split", "TRA") == (2, 3)
    assert view.influence_choice_in_view(obs, 0, "convert", "TRA") == (2, 1)
    assert TYPES[0] == "EDU"
