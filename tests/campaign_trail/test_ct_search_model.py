"""The search levels' own model (evaluation.SEARCH) next to Easy's (evaluation.EASY). Rules cited: the
Election Day abilities resolved at the end (CT-70, §7 October Surprise), ongoing cards staying in play
(CT-46), Charter Jet's plane travel (CT-13)."""

from __future__ import annotations

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail import ai, search
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.evaluation import EASY, SEARCH, Model

from .helpers import started

OCTOBER_SURPRISE = "B27"
CHARTER_JET = "B43"


def _late(s) -> None:
    """October with one card left in its deck: hardly any turn is still to come."""
    s.month = 2
    s.decks = ((), (), s.decks[2][:1])


def test_easy_keeps_its_own_model_and_the_search_has_another():
    """Easy (the heuristic, the balance reference) plays on EASY; the search levels judge by SEARCH."""
    s = started(2, seed=5)
    assert ai.Greedy(s, 0).params is EASY
    assert SEARCH != EASY
    assert Model(s, SEARCH).params is SEARCH


def test_search_model_keeps_election_day_voters_to_the_end_ct_70():
    """CT-70: October Surprise's voters arrive on Election Day whenever it was played, so the search's model
    gives it the same worth in October as in August; Easy's fades with the turns left."""
    s = started(2, seed=5)
    easy_early = ai.Greedy(s, 0).ongoing_voters("october_surprise")
    search_early = ai.Greedy(s, 0, params=SEARCH).ongoing_voters("october_surprise")
    _late(s)
    assert ai.Greedy(s, 0).ongoing_voters("october_surprise") < 0.1 * easy_early
    assert ai.Greedy(s, 0, params=SEARCH).ongoing_voters("october_surprise") == search_early > 0
    # an ability used during the game (Super PAC) still fades for both: fewer fundraisers are left
    assert ai.Greedy(s, 0, params=SEARCH).ongoing_voters("super_pac") < 0.1 * ai.ONGOING_VOTERS["super_pac"]


def test_search_evaluation_credits_an_october_surprise_in_play_late_ct_46():
    """CT-46, CT-70: an October Surprise in front of a candidate in late October is still worth its voters to
    the search's evaluation (not to Easy's model, which would never play it then)."""
    s = started(2, seed=6)
    _late(s)
    before = CAMPAIGN_TRAIL_GAME.evaluate(s)
    s.in_play = ((OCTOBER_SURPRISE,), ())
    after = CAMPAIGN_TRAIL_GAME.evaluate(s)
    assert after[0] > before[0] + 1e-4
    assert after[1] < before[1]


def test_a_held_charter_jet_keeps_its_worth_in_the_evaluation_ct_13():
    """CT-13: once Charter Jet is in play every trip flies, which must not make the card itself look
    worthless to the evaluation (it would tell the search that playing it gained nothing)."""
    s = started(2, seed=5)
    s.in_play = ((CHARTER_JET,), ())
    g = ai.Greedy(s, 0, params=SEARCH)
    assert g.ongoing_voters("charter_jet") == 0.0  # a second jet adds nothing
    assert g.ongoing_voters("charter_jet", held=True) > 0.0
    without = ai.Greedy(started(2, seed=5), 0, params=SEARCH)
    assert search.evaluate(s)[0] > search.evaluate(without.s)[0]


def test_the_heuristic_on_the_search_model_is_reproducible():
    """The same position and seed give the same choice on either model (no set or hash order involved)."""
    s = started(2, seed=9)
    seat = s.to_move()[0]
    for params in (EASY, SEARCH):
        first = ai.heuristic_action(s, s.deciding(seat), Rng(4), params)
        assert all(ai.heuristic_action(s, s.deciding(seat), Rng(4), params) == first for _ in range(3))


def test_the_search_levels_rule_of_thumb_is_the_greedy_choice_on_their_model():
    """Issue 14: the search levels' head start at the root (and Hard's replies inside its tree) is the greedy
    choice on SEARCH, not Easy's; it uses only the seat's view (a re-deal for the seat: the same move)."""
    differ = 0
    for seed in range(3, 9):
        s = started(2, seed=seed)
        rng = Rng(seed)
        for _ in range(30):  # on into the game along Easy's moves
            if not s.to_move():
                break
            p = s.to_move()[0]
            own = CAMPAIGN_TRAIL_GAME.search_heuristic_action(s, p, Rng(1))
            assert own == ai.heuristic_action(s, s.deciding(p), Rng(1), SEARCH)
            assert CAMPAIGN_TRAIL_GAME.search_heuristic_action(s.redeterminize(p, Rng(2)), p, Rng(1)) == own
            easy = CAMPAIGN_TRAIL_GAME.heuristic_action(s, p, Rng(1))
            differ += own != easy
            s.apply_action(p, CAMPAIGN_TRAIL_GAME.heuristic_action(s, p, rng))
    assert differ > 0  # the two models do disagree somewhere


def test_the_search_levels_start_from_their_own_models_choice(monkeypatch):
    """Issue 14: Normal and Hard give the root's head start to the greedy choice on SEARCH at every seat
    count, and Hard plays the other party inside its tree by it; one root iteration tries exactly that
    move."""
    from desktop_app.ai.ismcts import Ismcts
    from desktop_app.ai.levels import budget_for

    for seats in (2, 3, 4, 5, 8):
        assert budget_for("campaign-trail", "normal", seats).own_hint
        hard = budget_for("campaign-trail", "hard", seats)
        assert hard.own_hint and hard.own_replies and hard.opponents_heuristic
    # The greedy choice breaks ties with the search's own random stream, in a re-deal for the seat, so
    # the move to expect is the one the search itself was given.
    given = []
    own_choice = type(CAMPAIGN_TRAIL_GAME).search_heuristic_action

    def recorded(game, state, player, rng):
        given.append(own_choice(game, state, player, rng))
        return given[-1]

    monkeypatch.setattr(type(CAMPAIGN_TRAIL_GAME), "search_heuristic_action", recorded)
    s = started(2, seed=4)
    tried = 0
    for _ in range(40):
        p = s.to_move()[0]
        if len(CAMPAIGN_TRAIL_GAME.search_actions(s, p)) > 1:
            budget = budget_for("campaign-trail", "normal", 2)
            given.clear()
            one = Ismcts(CAMPAIGN_TRAIL_GAME, budget).search(s, p, Rng(7), iterations=1)
            assert given, "Normal's search never asked its own rule of thumb"
            assert one.action == given[0]
            tried += 1
        s.apply_action(p, CAMPAIGN_TRAIL_GAME.heuristic_action(s, p, Rng(3)))
    assert tried >= 5
