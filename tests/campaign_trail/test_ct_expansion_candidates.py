"""The expansion candidates (CT-130 to CT-137) with the worked examples CT-EX-8, 9, 13, 14 and 20."""

from __future__ import annotations

import pytest

from desktop_app.games.campaign_trail import modifiers as mod
from desktop_app.games.campaign_trail.actions import (
    Box,
    Done,
    KeepCandidate,
    PayWith,
    PickCandidate,
    PickCard,
    PickIssue,
    PickRegion,
    PickState,
    PickTopic,
    PlayCard,
    TakeRandom,
)
from desktop_app.games.campaign_trail.debate import start_debate
from desktop_app.games.campaign_trail.frames import FrameKind
from desktop_app.games.campaign_trail.usable import box_usable

from .helpers import (
    DATA,
    check_invariants,
    give,
    new,
    quiet_everyone,
    set_hand,
    set_money,
    set_voters,
    started,
    turn_of,
    voters,
)


def game(candidates, seats=3, **options):
    options.setdefault("expansion_candidates", True)
    s = started(seats, 1, candidates=candidates, **options)
    quiet_everyone(s)
    return s


def in_play(s, seat, *cards):
    give(s, seat, *cards)
    for card in cards:
        s.take_from_hand(seat, card)
        s.put_in_play(seat, card)


def _advertise_cost(s, seat, card, issues):
    turn_of(s, seat)
    money = s.money[s.seat_party[seat]]
    s.apply_action(seat, PlayCard(card, Box.ADVERTISE.value))
    for issue in issues:
        s.apply_action(seat, PickIssue(issue))
    s.apply_action(seat, Done())
    return money - s.money[s.seat_party[seat]]


def test_dirty_candidate_costs_ct_130_ct_ex_13():
    """CT-EX-13, CT-130 c, d: a card whose advertise box colours the party's ethically minded states
    (B08: infrastructure reaches NJ) costs $30M per paid issue, even for issues that do not reach them;
    a campaign whose states include one (B47: NJ) costs $60M + $20M."""
    s = game(("dirty_candidate", "senator", "orator"))
    set_hand(s, 0, "B08", "B47")
    set_money(s, "D", 200, 20)
    assert _advertise_cost(s, 0, "B08", ["military_spending", "immigration"]) == 60
    s.pawn = ("PA",) + s.pawn[1:]
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B47", Box.CAMPAIGN.value))
    assert s.money[0] == 200 - 60 - 80


def test_dirty_candidate_starts_without_ethics_voters_ct_130_ct_136():
    """CT-130 b, CT-136: no setup voters of the party in its ethically minded states, and they are no
    home state for the Dirty Candidate."""
    for seed in range(1, 6):
        s = new(2, seed, parties="DR", expansion_candidates=True)
        s.offers = (("dirty_candidate", s.offers[0][1]), s.offers[1])
        s.apply_action(0, KeepCandidate("dirty_candidate"))
        s.apply_action(1, KeepCandidate(s.offers[1][0]))
        while s.pending and s.pending[-1].kind is FrameKind.HOME:
            seat = s.pending[-1].seat
            choices = {a.state for a in s.legal_actions(seat)}
            if seat == 0:
                assert not choices & set(DATA.ethically_minded["D"])
            s.apply_action(seat, PickState(sorted(choices)[0]))
        for st in DATA.ethically_minded["D"]:
            assert voters(s, st, "D") == 0


@pytest.mark.parametrize("dirty", [False, True])
def test_dirty_candidate_swap_ct_130_ct_136_ct_95(dirty):
    """CT-130 a, CT-136, CT-95 (CT-106: with and without Dirty Politics): once per own turn, a random card
    from an opponent in the region, then any card back; no backlash, not blocked by the Reformer."""
    s = game(("dirty_candidate", "reformer", "orator"), dirty_politics=dirty)
    set_hand(s, 0, "B19", "B47")
    set_hand(s, 1, "B08")
    s.pawn = ("OH", "MI", "CA")
    set_voters(s, "NJ", D=3)
    turn_of(s, 0)
    actions = s.legal_actions(0)
    assert TakeRandom(1) in actions and TakeRandom(2) not in actions  # CA is in another region
    s.apply_action(0, TakeRandom(1))
    assert "B08" in s.hands[0] and s.pending[-1].kind is FrameKind.SWAP_GIVE
    s.apply_action(0, PickCard("B08"))  # the taken card may go back (CT-136)
    assert s.hands[1] == ("B08",) and voters(s, "NJ", "D") == 3
    assert s.pending[-1].kind is FrameKind.PLAY and TakeRandom(1) not in s.legal_actions(0)
    check_invariants(s)


def test_military_officer_ct_131_ct_ex_8():
    """CT-EX-8, CT-131: advertising military spending places 2 voters in each of its states (1 registered
    + 1 undecided); fundraising $40M yields $20M."""
    s = game(("military_officer", "senator", "orator"))
    set_hand(s, 0, "B08", "B19")
    set_money(s, "D", 100, 10)
    before = {st: voters(s, st, "D") for st in DATA.issues["military_spending"].states}
    undecided = s.undecided[0]
    _advertise_cost(s, 0, "B08", ["military_spending"])
    for st, n in before.items():
        assert voters(s, st, "D") == n + 2
    assert s.registered[0] == 10 - 4 and s.undecided[0] == undecided - 4
    turn_of(s, 0)
    money = s.money[0]
    s.apply_action(0, PlayCard("B19", Box.FUNDRAISE.value))
    assert s.money[0] == money + 20


def test_issue_candidate_debate_start_once_per_game_ct_131():
    """CT-131, CT-56: once per game, a topic of its categories starts on space 2."""
    s = game(("military_officer", "senator", "orator"))
    s.topic_deck = ("terrorism", "crime", "jobs") + tuple(
        t for t in s.topic_deck if t not in ("terrorism", "crime", "jobs")
    )
    s.pending = ()
    start_debate(s, [])
    frames = [f for f in s.pending if f.kind is FrameKind.ISSUE_BONUS]
    assert [f.seat for f in frames] == [0]
    while s.pending[-1].kind is not FrameKind.ISSUE_BONUS:
        top = s.pending[-1]
        s.apply_action(top.seat, s.legal_actions(top.seat)[0])
    assert {a for a in s.legal_actions(0) if isinstance(a, PickTopic)} == {PickTopic("terrorism")}
    s.apply_action(0, PickTopic("terrorism"))
    assert s.debate.markers[0][0] == 2 and s.issue_bonus_used[0]


def test_economist_places_from_registered_ct_132():
    """CT-132: "from undecided supply" effects draw on the Economist's registered supply; its own
    advertise bonus stays undecided."""
    s = game(("economist", "senator", "orator"))
    set_hand(s, 0, "B35")  # Endorsement
    set_money(s, "D", 100, 10)
    s.pawn = ("UT",) + s.pawn[1:]
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B35", Box.POLITICK.value))
    undecided = s.undecided[0]
    s.apply_action(0, PickState("NV"))
    assert s.registered[0] == 7 and s.undecided[0] == undecided


def test_activist_plays_no_ongoing_cards_ct_133():
    """CT-133: the Activist's categories are SH and DA; it cannot play ongoing politick actions."""
    assert DATA.candidates["activist"].issues_of_influence == ("SH", "DA")
    s = game(("activist", "senator", "orator"))
    set_hand(s, 0, "B41", "B35")  # Super PAC (ongoing), Endorsement (instant)
    assert not box_usable(s, 0, "B41", Box.POLITICK)
    assert box_usable(s, 0, "B35", Box.POLITICK)


def test_celebrity_ct_134_ct_ex_9():
    """CT-EX-9, CT-134: travel 2 -> 3 steps, fundraise $40M -> $50M, register 4 -> 5; at most 2 issues of a
    3- or 4-issue box and 1 of a 2-issue box."""
    s = game(("celebrity", "senator", "orator"))
    b01 = DATA.cards["B01"]  # travel 2+plane, fundraise 40, register 4, 2 issues
    assert mod.travel_steps(s, 0, b01) == 3 and mod.fundraise_gain(s, 0, b01) == 50
    assert mod.register_gain(s, 0, b01) == 5
    assert [mod.advertise_limit(s, 0, DATA.cards[c]) for c in ("B01", "B08", "B74")] == [1, 2, 2]
    set_hand(s, 0, "B08")
    set_money(s, "D", 200, 20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B08", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("military_spending"))
    s.apply_action(0, PickIssue("immigration"))
    assert s.legal_actions(0) == [Done()]


def _regional_power_game():
    s = new(3, 2, parties="DRL", expansion_candidates=True)
    s.offers = (("regional_power", s.offers[0][1]), ("senator", "lawyer"), ("orator", "governor"))
    for seat, cand in enumerate(("regional_power", "senator", "orator")):
        s.apply_action(seat, KeepCandidate(cand))
    assert s.pending[-1].kind is FrameKind.RP_REGION
    s.apply_action(0, PickRegion("MOUNTAIN"))
    while s.pending and s.pending[-1].kind in (FrameKind.HOME, FrameKind.ORDER):
        seat = s.pending[-1].seat
        if s.pending[-1].kind is FrameKind.HOME and seat == 0:
            assert {a.state for a in s.legal_actions(0)} == set(DATA.regions["MOUNTAIN"].states)
            s.apply_action(0, PickState("UT"))
        else:
            s.apply_action(seat, s.legal_actions(seat)[0])
    return s


def test_regional_power_setup_ct_135():
    """CT-135: the token before home states, a home in the region, +1 voter in every state of it."""
    s = _regional_power_game()
    assert ("MOUNTAIN", 0, "") in s.tokens
    for st in DATA.regions["MOUNTAIN"].states:
        assert voters(s, st, "D") >= 1
    check_invariants(s)


def test_regional_power_income_ct_135_ct_137():
    """CT-135, CT-137: an opponent's action placing voters in the region pays 2 registered voters and
    $20M, once per action."""
    s = _regional_power_game()
    quiet_everyone(s)
    set_hand(s, 1, "B35")  # Endorsement: 3 voters in one state of the pawn's region
    s.pawn = (s.pawn[0], "UT", s.pawn[2])
    s.turn_number = 1
    money, registered = s.money[0], s.registered[0]
    turn_of(s, 1)
    s.apply_action(1, PlayCard("B35", Box.POLITICK.value))
    s.apply_action(1, PickState("NV"))
    assert s.money[0] == money + 20 and s.registered[0] == registered + 2


def test_regional_power_surcharge_ct_137_ct_ex_14():
    """CT-EX-14, CT-137: advertising outside the region: first +$20M or 2 registered voters discarded."""
    s = _regional_power_game()
    quiet_everyone(s)
    set_hand(s, 0, "B08")
    set_money(s, "D", 100, 10)
    s.pawn = ("OH",) + s.pawn[1:]
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B08", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("military_spending"))
    s.apply_action(0, Done())
    assert s.pending[-1].kind is FrameKind.SURCHARGE
    assert set(s.legal_actions(0)) == {PayWith(False), PayWith(True)}
    s.apply_action(0, PayWith(False))
    assert s.money[0] == 100 - 20 - 20
    set_hand(s, 0, "B08")
    set_money(s, "D", 100, 10)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B08", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("military_spending"))
    s.apply_action(0, Done())
    s.apply_action(0, PayWith(True))
    assert s.money[0] == 80 and s.registered[0] == 10 - 2 - 4


def test_modifier_sums_ct_12_ct_ex_20():
    """CT-EX-20, CT-12: Dirty Candidate + Media Consultant: $20M per issue ($40M for 2); Grassroots
    Organizer with Regional Influence in its region: $50M for 9 voters; Media Darling + Media Consultant:
    $10M for 1 issue (the floor)."""
    s = game(("dirty_candidate", "grassroots_organizer", "media_darling"), expansion_cards="add")
    in_play(s, 0, "B66")
    in_play(s, 2, "B79")
    b08 = DATA.cards["B08"]
    assert 2 * mod.advertise_issue_cost(s, 0, card=b08) == 40
    in_play(s, 1, "E46")
    assert mod.campaign_cost(s, 1, DATA.cards["B19"], claimed=True) == 50
    assert mod.campaign_voters(s, 1, claimed=True) == 9
    assert mod.advertise_issue_cost(s, 2, card=b08) == 10


def test_regional_power_and_party_collaboration_decider_ct_113_ct_98():
    """CT-113 with CT-98: at 4 seats the opponent party's candidate next in turn order decides."""
    s = game(("senator", "lawyer", "orator", "governor"), seats=4, expansion_cards="add")
    set_hand(s, 0, "E20")
    set_voters(s, "OH", D=0, R=4)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("E20", Box.POLITICK.value))
    s.apply_action(0, PickState("OH"))
    from desktop_app.games.campaign_trail.actions import PickParty
    from desktop_app.games.campaign_trail.turn_order import seats_after

    s.apply_action(0, PickParty("R"))
    decider = next(x for x in seats_after(s, 0) if s.seat_party[x] == 1)
    assert s.pending[-1].seat == decider
    assert PickCandidate(1) not in s.legal_actions(decider)
