"""Seat roles, party colours and parties as teams: §3.1, CT-20, CT-26, CT-60, CT-71, CT-97, CT-98, CT-156."""

from __future__ import annotations

import itertools

import pytest

from desktop_app.engine.errors import OptionsError
from desktop_app.engine.game import SeatRole
from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail import election
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME as GAME
from desktop_app.games.campaign_trail.options import PARTY_SETS, make_config

from .helpers import DATA, new


def roles(seats: int, **options) -> tuple[SeatRole, ...]:
    return GAME.seat_roles(seats, GAME.normalize_options(seats, options))


def test_one_candidate_per_party_names_the_party_alone():
    """§3.1: 2 and 3 seats are one candidate per party, in the party order D, R, L, G (CT-26)."""
    assert roles(2) == (SeatRole("Democrat"), SeatRole("Republican"))
    assert roles(3) == (SeatRole("Democrat"), SeatRole("Republican"), SeatRole("Libertarian"))
    three = roles(3, green_party=True, parties="RLG")
    assert [r.team for r in three] == ["Republican", "Libertarian", "Green"]
    assert [r.team for r in roles(4, green_party=True)] == ["Democrat", "Republican", "Libertarian", "Green"]


def test_four_seats_two_parties_are_running_mates():
    """§3.1, CT-20: at 4 seats with 2 parties each party's seats are its candidates 1 and 2, in order."""
    assert roles(4, parties="RL") == (
        SeatRole("Republican", ("candidate 1",)),
        SeatRole("Republican", ("candidate 2",)),
        SeatRole("Libertarian", ("candidate 1",)),
        SeatRole("Libertarian", ("candidate 2",)),
    )


def test_a_chosen_starting_party_is_named_on_its_seats():
    """CT-26: the starting party is drawn from the seed unless picked; a picked one shows on its seats."""
    assert [r.details for r in roles(4, starting_party="R")] == [
        ("candidate 1",), ("candidate 2",), ("candidate 1", "takes the first turn"),
        ("candidate 2", "takes the first turn")]
    assert all("takes the first turn" not in r.details for r in roles(4))  # random: not known yet


def test_refused_options_give_no_roles_but_every_reason():
    """CT-156: the hooks refuse what normalize_options refuses, with each reason on its own."""
    with pytest.raises(OptionsError) as caught:
        GAME.seat_roles(4, {"parties": "DRLG", "green_party": False})
    assert len(caught.value.reasons) == 2
    assert all("CT-156" in reason for reason in caught.value.reasons)
    with pytest.raises(OptionsError) as caught:
        GAME.normalize_options(3, {"parties": "DR"})
    reason = "3 seats play with 3 parties, not 2: choose another party set (CT-156 a)."
    assert caught.value.reasons == (reason,)


def test_running_mates_share_their_party_colour_from_the_data():
    """CT-60, CT-97: a party is one side; its seats wear its colour (parties.json), both palettes."""
    colours = GAME.seat_colours(4, GAME.normalize_options(4, {}))
    assert colours is not None
    assert [c.key for c in colours] == ["D", "D", "R", "R"]
    assert colours[0] == colours[1] and colours[0] != colours[2]
    assert colours[0].colour == DATA.parties["D"].colour
    assert colours[2].contrast_colour == DATA.parties["R"].contrast_colour
    four = GAME.seat_colours(4, GAME.normalize_options(4, {"green_party": True}))
    assert four is not None and len({c.colour for c in four}) == 4
    assert len({p.colour for p in DATA.parties.values()}) == 4
    assert len({p.contrast_colour for p in DATA.parties.values()}) == 4


def _valid_configs():
    for seats in (2, 3, 4):
        choices = itertools.product(("auto", *PARTY_SETS), (False, True), ("random", "D", "G"))
        for parties, green, start in choices:
            options = {"parties": parties, "green_party": green, "starting_party": start}
            try:
                yield seats, GAME.normalize_options(seats, options)
            except OptionsError:
                continue


def test_seat_texts_cover_every_role_and_colour_name():
    """Every text the hooks give is listed in seat_texts, so the translators get it."""
    texts = set(GAME.seat_texts())
    configs = list(_valid_configs())
    assert len(configs) > 20
    for seats, options in configs:
        for role in GAME.seat_roles(seats, options):
            assert role.team in texts and set(role.details) <= texts
        for colour in GAME.seat_colours(seats, options) or ():
            assert colour.name in texts


def test_score_sheet_names_the_parties_as_teams():
    """CT-60, CT-71: the sheet's teams are the parties with their seats; running mates win together."""
    s = new(4, 5)
    rng = Rng(17)
    while not s.is_terminal():
        p = s.to_move()[0]
        actions = s.legal_actions(p)
        s.apply_action(p, actions[rng.below(len(actions))])
    sheet = s.score_sheet()
    assert sheet.teams == ((0, 1), (2, 3)) and sheet.team_names == ("Democrat", "Republican")
    assert sheet.ranked_by == (0, 1, 2)
    won = sheet.winning_teams()
    assert set(sheet.winners) == {seat for t in won for seat in sheet.teams[t]}
    assert [s.parties[t] for t in won] == [s.parties[p] for p in s.winners]
    assert sheet.points[0] == sheet.points[1] and sheet.points[2] == sheet.points[3]
    returns = s.returns()
    assert returns[0] == returns[1] and returns[2] == returns[3]


@pytest.mark.parametrize(
    "ranking, winners, decided_by",
    [
        ([(300, 20, 90), (238, 31, 120)], (0,), None),  # the EV alone
        ([(269, 20, 90), (269, 31, 80)], (1,), 1),  # tied EV: most states
        ([(269, 25, 90), (269, 25, 120)], (1,), 2),  # tied EV and states: most voters
        ([(269, 25, 90), (269, 25, 90)], (0, 1), None),  # tied on all three: a shared win
        ([(200, 25, 90), (200, 25, 70), (138, 1, 10)], (0,), 2),
    ],
)
def test_ct_71_two_level_tie_break_is_reported(monkeypatch, ranking, winners, decided_by):
    """CT-71: most EV; ties: most states, then most committed voters, else shared. The sheet says
    which level decided, so the score sheet can say it in words without working it out again."""
    s = new(len(ranking), 1, **({"parties": "DRL"} if len(ranking) == 3 else {}))
    monkeypatch.setattr(election, "_ranking", lambda _s: ranking)
    assert election.winners(s) == winners
    sheet = election.score_sheet(s)
    assert sheet.decided_by == decided_by
    assert sheet.winners == winners  # one seat per party here


def test_every_refusal_reason_is_a_listed_template():
    """CT-156: each reason the setup check gives is one of option_texts, so it can be translated, and
    every listed template is reachable."""
    templates = set(GAME.option_texts())
    seen = set()
    extras = [{}, {"expansion_cards": "add"}, {"expansion_cards": "swap", "expansion_candidates": True},
              {"breaking_news": True, "election_day": True}, {"starting_party": "L"},
              {"doubled_party": "G"}]
    for seats in range(1, 10):  # CT's own check covers 2-8 seats and says so outside them (§3.1)
        for parties, green, extra in itertools.product(("auto", *PARTY_SETS), (False, True), extras):
            try:
                make_config(DATA, seats, {"parties": parties, "green_party": green, **extra})
            except OptionsError as exc:
                assert [str(r) for r in exc.explained] == list(exc.reasons)
                assert str(exc) == " ".join(exc.reasons)
                seen |= {r.template for r in exc.explained}
    assert seen == templates


def test_progress_counts_the_campaign_in_months():
    """The games-in-progress list names a campaign's month (§3.2: August, September, October)."""
    from desktop_app.engine.game import Progress
    from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME

    state = CAMPAIGN_TRAIL_GAME.new_game(2, CAMPAIGN_TRAIL_GAME.normalize_options(2, {}), 5)
    assert CAMPAIGN_TRAIL_GAME.progress(state) == Progress("month", 1)
    state.month = 2
    assert CAMPAIGN_TRAIL_GAME.progress(state) == Progress("month", 3)
