"""The computer players: the expected-electoral-vote model (evaluation.py), Easy's greedy choices on it
(ai.py) and a small strength check. Rules cited: control by most voters and tiebreak order (CT-40), the
campaign (CT-45), the winner by EV (CT-71), running mates sharing a result (CT-60)."""

from __future__ import annotations

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail import ai
from desktop_app.games.campaign_trail.actions import Box, PickState, PlayCard
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.evaluation import SEARCH, Model, future_voters
from desktop_app.games.campaign_trail.frames import FrameKind

from .helpers import DATA, quiet_everyone, set_hand, set_money, set_voters, started, turn_of


def _chance(s, state: str, party: str) -> float:
    return Model(s).probs[s.state_index(state)][s.parties.index(party)]


def _late(s) -> None:
    """October with one card left in its deck: hardly any turn is still to come."""
    s.month = 2
    s.decks = ((), (), s.decks[2][:1])


def test_win_chance_rises_with_the_margin_ct_40():
    """CT-40: the more voters a party leads by, the likelier it holds the state; smoothly, not in steps."""
    s = started(2, seed=3)
    chances = []
    for lead in range(-4, 7):
        set_voters(s, "OH", D=5 + max(0, lead), R=5 + max(0, -lead))
        chances.append(_chance(s, "OH", "D"))
    assert all(a < b for a, b in zip(chances, chances[1:], strict=False))
    assert chances[0] > 0.02 and chances[-1] < 0.98  # early in the game nothing near is certain


def test_a_tie_leans_to_the_tiebreak_order_ct_40():
    s = started(2, seed=3)
    set_voters(s, "OH", D=4, R=4)
    first = s.parties[s.orders[s.state_index("OH")][0]]
    assert _chance(s, "OH", first) > 0.5


def test_a_safe_state_is_near_certain():
    """A big lead early, or a modest one with the last turns left, is all but sure."""
    s = started(2, seed=3)
    set_voters(s, "TX", D=0, R=30)
    assert _chance(s, "TX", "R") > 0.99
    _late(s)
    set_voters(s, "TX", D=4, R=9)
    assert _chance(s, "TX", "R") > 0.99
    set_voters(s, "TX", D=9, R=9)
    assert 0.05 < _chance(s, "TX", "R") < 0.95  # a tie still depends on who is first in the order


@pytest.mark.parametrize("seats, options", [(2, {}), (3, {}), (4, {"green_party": True}), (4, {})])
def test_expected_evs_sum_to_538_over_the_parties_ct_3(seats, options):
    """CT-3: every state's EV goes to exactly one party, so the expected EVs add up to 538 all game."""
    s = started(seats, seed=5, **options)
    rng = Rng(5)
    for step in range(400):
        if s.is_terminal():
            break
        if step % 20 == 0:
            model = Model(s)
            assert sum(model.expected) == pytest.approx(538)
            assert sum(model.win_chances()) == pytest.approx(1)
            values = CAMPAIGN_TRAIL_GAME.evaluate(s)
            assert all(0.0 <= v <= 1.0 for v in values)
        p = s.to_move()[0]
        s.apply_action(p, CAMPAIGN_TRAIL_GAME.heuristic_action(s, p, rng))


def test_running_mates_share_one_value_ct_60():
    """CT-60: running mates win or lose together, so the evaluation gives them one value."""
    s = started(4, seed=2)
    values = CAMPAIGN_TRAIL_GAME.evaluate(s)
    for party_seats in s.party_seats:
        assert len({values[seat] for seat in party_seats}) == 1


def test_money_and_registered_voters_count_as_future_voters():
    """More money or more registered voters raise a party's expected EV; with no turns left they are
    worth nothing."""
    s = started(2, seed=4)
    set_money(s, "D", 40, registered=4)
    base = Model(s).expected[0]
    set_money(s, "D", 100, registered=4)
    richer = Model(s).expected[0]
    set_money(s, "D", 100, registered=12)
    both = Model(s).expected[0]
    assert base < richer < both
    s.decks = ((), (), ())
    s.month = 2
    assert future_voters(s, 0) == 0


def test_easy_puts_campaign_voters_where_the_race_is_close_ct_45():
    """CT-45: of a campaign's states, Easy places a voter where it is close, not where it leads by a lot
    or trails hopelessly."""
    s = started(2, seed=1, candidates=("senator", "orator"))
    card = "B11"  # campaign WI, IL, MI, MN
    quiet_everyone(s, 0)
    set_hand(s, 0, card)
    s.pawn = ("WI", s.pawn[1])
    set_money(s, "D", 100, registered=8)
    set_voters(s, "WI", D=14, R=1)
    set_voters(s, "IL", D=2, R=2)
    set_voters(s, "MI", D=0, R=15)
    set_voters(s, "MN", D=16, R=0)
    turn_of(s, 0)
    s.apply_action(0, PlayCard(card, Box.CAMPAIGN.value))
    assert s.pending[-1].kind is FrameKind.CAMP_PLACE
    rng = Rng(1)
    assert CAMPAIGN_TRAIL_GAME.heuristic_action(s, 0, rng) == PickState("IL")
    placed = []
    while s.pending and s.pending[-1].kind is FrameKind.CAMP_PLACE:
        action = CAMPAIGN_TRAIL_GAME.heuristic_action(s, 0, rng)
        placed.append(action.state)
        s.apply_action(0, action)
    assert placed.count("IL") >= 3 and "MN" not in placed and "WI" not in placed


def test_easy_does_not_pay_for_voters_it_has_not_registered():
    """With money but no registered voters, advertising or campaigning would place nobody: Easy spends
    its turn on something else and keeps its money."""
    s = started(2, seed=1, candidates=("senator", "orator"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B11", "B21", "B13", "B03", "B20")  # campaign, advertise and register boxes
    s.pawn = ("WI", s.pawn[1])
    set_money(s, "D", 120, registered=0)
    turn_of(s, 0)
    legal = s.legal_actions(0)
    assert any(isinstance(a, PlayCard) and a.box == Box.CAMPAIGN for a in legal)
    assert any(isinstance(a, PlayCard) and a.box == Box.ADVERTISE for a in legal)
    choice = CAMPAIGN_TRAIL_GAME.heuristic_action(s, 0, Rng(2))
    assert isinstance(choice, PlayCard) and choice.box not in (Box.ADVERTISE, Box.CAMPAIGN)
    s.apply_action(0, choice)
    assert s.money[0] == 120  # nothing paid for


def test_easy_campaigns_when_it_has_voters_and_money():
    """The same hand with registered voters and money: a campaign in a close race beats collecting more."""
    s = started(2, seed=1, candidates=("senator", "orator"))
    quiet_everyone(s, 0)
    set_hand(s, 0, "B11", "B13", "B03")
    s.pawn = ("WI", s.pawn[1])
    for sid in ("WI", "IL", "MI", "MN"):
        set_voters(s, sid, D=3, R=3)
    set_money(s, "D", 120, registered=10)
    turn_of(s, 0)
    choice = CAMPAIGN_TRAIL_GAME.heuristic_action(s, 0, Rng(2))
    assert choice == PlayCard("B11", Box.CAMPAIGN.value)


def _easy_vs_random(games: int, first_seed: int) -> float:
    """Easy's share of wins against uniform random play, two seats, seats alternated (ties shared)."""
    wins = 0.0
    for g in range(games):
        s = CAMPAIGN_TRAIL_GAME.new_game(2, CAMPAIGN_TRAIL_GAME.normalize_options(2, {}), first_seed + g)
        rng = Rng(first_seed + g)
        me = g % 2
        while not s.is_terminal():
            p = s.to_move()[0]
            legal = s.legal_actions(p)
            action = ai.heuristic_action(s, p, rng) if p == me else legal[rng.below(len(legal))]
            s.apply_action(p, action)
        winners = s.score_sheet().winners
        if me in winners:
            wins += 1 / len(winners)
    return wins / games


def test_easy_beats_random_clearly_ct_71():
    """CT-71 (most EV wins), small and fast: Easy wins at least 7 of 8 seeded games against random."""
    assert _easy_vs_random(8, first_seed=700) >= 7 / 8


def test_evaluate_favours_the_party_ahead_ct_71():
    """The party with more likely EV gets the higher value, and the gap widens as the game runs out."""
    s = started(2, seed=6)
    for sid in ("CA", "TX", "FL", "NY"):
        set_voters(s, sid, D=6, R=2)
    early = CAMPAIGN_TRAIL_GAME.evaluate(s)
    assert early[0] > 0.5 > early[1]
    _late(s)
    late = CAMPAIGN_TRAIL_GAME.evaluate(s)
    assert late[0] - late[1] > early[0] - early[1]
    assert sum(DATA.states[sid].ev for sid in DATA.state_ids) == 538


def test_easy_values_debate_coach_by_the_debates_still_to_come_ct_56():
    """§7 Debate Coach, CT-56: its bonus comes at each debate still to come (end of August and of September,
    CT-34), so Easy counts those debates: two in August, one in September, none in October."""
    s = started(3, seed=5)
    worth = []
    for month in (0, 1, 2):
        s.month = month
        worth.append(ai.Greedy(s, 0).ongoing_voters("debate_coach"))
    assert worth == [2 * ai.DEBATE_COACH_VOTERS_PER_DEBATE, ai.DEBATE_COACH_VOTERS_PER_DEBATE, 0.0]


def test_easy_values_charter_jet_only_where_travel_does_not_fly_already_ct_13():
    """§7 Charter Jet, CT-13: every trip may fly, worth more the more of the game is left; nothing to a
    candidate whose travel already counts as plane travel (the Road Warrior)."""
    s = started(2, seed=5, candidates=("road_warrior", "governor"))
    assert ai.Greedy(s, 0).ongoing_voters("charter_jet") == 0.0
    early = ai.Greedy(s, 1).ongoing_voters("charter_jet")
    assert early > ai.ONGOING_VOTERS["recount"]  # above the abilities Easy plays in a fifth of its games
    _late(s)
    assert 0.0 < ai.Greedy(s, 1).ongoing_voters("charter_jet") < early


def test_easy_values_virtual_campaigning_by_the_campaign_it_opens_ct_117():
    """§7 Virtual Campaigning, CT-117 (BT-4): the second card's campaign is taken wherever the pawn is, so
    Easy values the card at that campaign (as Momentum at the box it plays), and at no more than its fee
    when the only campaign card's states hold the pawn (that campaign needs no second card). Normal and
    Hard judge by their own model (evaluation.SEARCH), which keeps the flat worth."""
    s = started(2, seed=1, candidates=("senator", "orator"), expansion_cards="add")
    quiet_everyone(s, 0)
    set_hand(s, 0, "E28", "B11")
    for sid in ("WI", "IL", "MI", "MN"):
        set_voters(s, sid, D=3, R=3)
    set_money(s, "D", 120, registered=10)
    turn_of(s, 0)
    s.pawn = ("TX", s.pawn[1])  # far from B11's campaign states (WI, IL, MI, MN)
    away = ai.Greedy(s, 0)
    assert away.value(away.politick("E28")) == pytest.approx(away.value(away.campaign("B11")))
    assert away.value(away.politick("E28")) > away.value()
    flat = ai.Greedy(s, 0, params=SEARCH)
    worth = SEARCH.future_worth * ai.INSTANT_VOTERS["virtual_campaigning"]
    grad = flat.model.future_gradient(flat.party)
    assert flat.politick("E28") == pytest.approx([worth * g for g in grad])
    s.pawn = ("WI", s.pawn[1])
    there = ai.Greedy(s, 0)
    assert there.value(there.politick("E28")) == pytest.approx(there.value())
