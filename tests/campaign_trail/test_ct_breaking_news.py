"""The Breaking News module (CT-140 to CT-147, CT-33, CT-34, CT-55, CT-5): setup and drawing, every card
bn01 to bn20, the worked examples CT-EX-15 and CT-EX-23, playouts with the module on and what each seat
sees of it."""

from __future__ import annotations

import pytest

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail import modifiers as mod
from desktop_app.games.campaign_trail.actions import (
    Box,
    DebateCard,
    Done,
    InsiderSwap,
    Pass,
    PickCard,
    PickIssue,
    PickState,
    PlayCard,
    Respond,
)
from desktop_app.games.campaign_trail.breaking_news import travel_destinations
from desktop_app.games.campaign_trail.debate import end_step
from desktop_app.games.campaign_trail.frames import Frame, FrameKind, Phase
from desktop_app.games.campaign_trail.revisions import SPEC
from desktop_app.games.campaign_trail.state import Debate
from desktop_app.games.campaign_trail.usable import box_usable, politick_usable

from .helpers import (
    DATA,
    check_invariants,
    give,
    new,
    news_on_top,
    quiet_everyone,
    set_hand,
    set_money,
    set_voters,
    started,
    turn_of,
    voters,
)
from .test_ct_playout import play

CANDS = ("senator", "orator", "grassroots_organizer", "media_darling")


def game(seats: int = 2, candidates: tuple[str, ...] = CANDS, **options) -> object:
    s = started(seats, 1, candidates=candidates[:seats], breaking_news=True, **options)
    quiet_everyone(s)
    return s


def make_news(s, card: str) -> None:
    """``card`` becomes the Breaking News card of the moment, as if just drawn (CT-141)."""
    news_on_top(s, card)
    s.decks = s.decks[: s.month] + (s.decks[s.month][1:],) + s.decks[s.month + 1 :]
    s.news = card
    s.news_drawn = s.news_drawn + (card,)


def no_news(s) -> object:
    """A copy of the position with no Breaking News card in effect, to compare against."""
    twin = s.clone()
    twin.news = ""
    return twin


def debate_over(markers: tuple[tuple[int, ...], ...]) -> Debate:
    """Debate 1 in OH on taxes, jobs and crime, every candidate out: only its end is left (CT-53, CT-54)."""
    return Debate(1, "OH", ("taxes", "jobs", "crime"), markers, (0, 0), (True, True), 0, ((0,), (1,)))


def advertise(s, seat: int, card: str, *issues: str) -> None:
    turn_of(s, seat)
    s.apply_action(seat, PlayCard(card, Box.ADVERTISE.value))
    for issue in issues:
        s.apply_action(seat, PickIssue(issue))
    s.apply_action(seat, Done())
    while s.pending and s.pending[-1].kind in (FrameKind.ASK, FrameKind.ADV_NEGATIVE):
        s.apply_action(s.pending[-1].seat, s.legal_actions(s.pending[-1].seat)[0])


# -- CT-140, CT-141, CT-33, CT-34, CT-55, CT-EX-15 ---------------------------------------------------------
def test_setup_sets_nine_aside_and_shuffles_three_into_august_ct_140():
    """CT-140: 9 of the 20 set aside, the first 3 in August's deck after it is formed, none in a hand or
    a later month; 2 batches of 3 wait for September and October."""
    for seed in range(5):
        s = started(3, seed, breaking_news=True)
        august = [c for c in s.decks[0] if c in DATA.news]
        assert len(august) == 3 and [len(b) for b in s.news_aside] == [3, 3]
        assert not any(c in DATA.news for d in s.decks[1:] for c in d)
        used = set(august) | {c for b in s.news_aside for c in b}
        assert len(used) == 9 and s.news == "" and s.news_drawn == ()
        check_invariants(s)
    plain = started(3, 1)
    assert not any(c in DATA.news for d in plain.decks for c in d) and plain.news_aside == ()


def test_nine_cards_in_one_game_three_per_month_ct_ex_15():
    """CT-EX-15, CT-55 step 3: 3 cards in August at setup, 3 shuffled into September after debate 1 and
    its refill, 3 into October after debate 2; all 9 are drawn by the end."""
    for seed in range(3):
        s = new(2, seed, breaking_news=True)
        shuffled: list[tuple[int, int]] = []
        rng = Rng(seed)
        while not s.is_terminal():
            p = s.to_move()[0]
            actions = s.legal_actions(p)
            for e in s.apply_action(p, actions[rng.below(len(actions))]):
                if e.message_id == "ct.news_shuffled":
                    shuffled.append((e.params["month"], e.params["count"]))
                    assert sum(1 for c in s.decks[s.month] if c in DATA.news) == 3
        assert shuffled == [(0, 3), (1, 3), (2, 3)]
        assert len(s.news_drawn) == 9 and len(set(s.news_drawn)) == 9


def test_drawing_reveals_replaces_and_draws_a_replacement_ct_141_ct_33():
    """CT-141, CT-33: at a turn's draw the card is revealed to all, becomes the card of the moment (the
    previous one's effect ends) and a replacement card is drawn; the hand is never holding it."""
    s = game()
    make_news(s, "bn15")
    assert mod.campaign_voters(s, 0) == mod.campaign_voters(no_news(s), 0) + 1
    news_on_top(s, "bn06")
    turn_of(s, 0)
    left = len(s.decks[0])
    events = s.apply_action(0, PlayCard(s.hands[0][0], Box.NONE.value))
    while s.active == 0:
        events += s.apply_action(0, s.legal_actions(0)[0])
    shown = [e for e in events if e.message_id == "ct.news"]
    assert shown and shown[0].reveals and shown[0].visible_to is None
    assert shown[0].params["news"] == "bn06" and shown[0].params["replaced"] == "bn15"
    assert s.news == "bn06" and len(s.hands[0]) == 5 and len(s.decks[0]) == left - 2
    assert mod.campaign_voters(s, 0) == mod.campaign_voters(no_news(s), 0)  # bn15 is over
    check_invariants(s)


def test_a_news_card_last_in_the_deck_ends_the_month_ct_141_ct_34():
    """CT-141, CT-34: the last card of the month's deck is Breaking News: no replacement, the hand stays
    short and the month ends (the debate follows)."""
    s = game()
    rest = tuple(c for c in s.decks[0] if c not in DATA.news)
    s.decks = (("bn06",),) + s.decks[1:]
    s.discard = s.discard + rest  # out of the way, still counted
    s.news_aside = tuple(tuple(c if c != "bn06" else "bn20" for c in b) for b in s.news_aside)
    turn_of(s, 0)
    s.apply_action(0, PlayCard(s.hands[0][0], Box.NONE.value))
    while s.active == 0:
        s.apply_action(0, s.legal_actions(0)[0])
    assert s.news == "bn06" and len(s.hands[0]) == 4 and s.decks[0] == ()
    assert s.phase is Phase.DEBATE


def test_any_draw_can_reveal_one_the_insiders_swap_ct_33():
    """CT-33: the Party Insider's swap (CT-64) draws too; a Breaking News card drawn there is revealed and
    replaced the same way."""
    s = game(candidates=("party_insider", "orator"))
    news_on_top(s, "bn13")
    turn_of(s, 0)
    card = s.hands[0][0]
    s.apply_action(0, InsiderSwap(card))
    assert s.news == "bn13" and len(s.hands[0]) == 5 and card in s.discard
    check_invariants(s)


def test_refill_emptying_the_month_returns_its_cards_to_the_box_ct_57_ct_55():
    """CT-57, CT-55 step 3: if the refill after a debate empties the new month's deck, that month's 3
    set-aside cards go back to the box unseen."""
    s = game()
    s.discard = s.discard + s.decks[1]
    s.decks = (s.decks[0], (), s.decks[2])
    s.phase = Phase.DEBATE
    s.debate = debate_over(((1, 1, 1), (1, 1, 1)))
    events: list = []
    end_step(s, Frame(FrameKind.DEBATE_END), events)
    assert any(e.message_id == "ct.news_returned" for e in events)
    assert [len(b) for b in s.news_aside] == [3] and not any(c in DATA.news for c in s.decks[1])


# -- bn01 (CT-142) ----------------------------------------------------------------------------------------
def test_bn01_national_security_discard_registers_three_once_per_turn_ct_142():
    """CT-142: a card with a National Security issue in its advertise box discarded on one's own turn
    (played here for its fundraise box) registers 3 voters, once per turn."""
    s = game()
    make_news(s, "bn01")
    set_hand(s, 0, "B15", "B20")  # advertise: military_spending (NS) on both
    turn_of(s, 0)
    registered = s.registered[0]
    s.apply_action(0, PlayCard("B15", Box.FUNDRAISE.value))
    assert s.registered[0] == registered + 3
    s.news_paid = s.turn_number  # a second discard this turn gains nothing
    from desktop_app.games.campaign_trail.breaking_news import note_discard

    note_discard(s, 0, "B20", [])
    assert s.registered[0] == registered + 3
    other = game()
    make_news(other, "bn01")
    set_hand(other, 0, "B09")  # no advertise box: no gain
    turn_of(other, 0)
    before = other.registered[0]
    other.apply_action(0, PlayCard("B09", Box.FUNDRAISE.value))
    assert other.registered[0] == before


def test_bn01_ongoing_card_is_not_discarded_ct_142():
    """CT-142: a card that stays in play as an ongoing politick card is not discarded."""
    s = game()
    make_news(s, "bn01")
    set_hand(s, 0, "B15")  # media_consultant (ongoing) with military_spending in its advertise box
    turn_of(s, 0)
    registered = s.registered[0]
    s.apply_action(0, PlayCard("B15", Box.POLITICK.value))
    assert "B15" in s.in_play[0] and s.registered[0] == registered


# -- bn02, bn17 (CT-143, CT-147) ------------------------------------------------------------------------
def test_bn02_pawn_in_florida_moves_to_al_or_ga_by_its_owner_ct_143():
    """CT-143: drawn while a pawn is in FL: that candidate chooses AL or GA (not a travel action)."""
    s = game()
    s.pawn = ("FL", "OH")
    news_on_top(s, "bn02")
    turn_of(s, 1)
    s.apply_action(1, PlayCard(s.hands[1][0], Box.NONE.value))
    while s.active == 1:
        s.apply_action(1, s.legal_actions(1)[0])
    assert s.pending[-1].kind is FrameKind.NEWS_MOVE and s.pending[-1].seat == 0
    assert set(s.legal_actions(0)) == {PickState("AL"), PickState("GA")}
    s.apply_action(0, PickState("GA"))
    assert s.pawn[0] == "GA"


def test_bn02_closes_florida_to_travel_and_campaign_not_advertising_ct_143():
    """CT-143, CT-13: no travel enters FL; no campaign voter goes there; advertising still may."""
    s = game()
    make_news(s, "bn02")
    assert "FL" not in travel_destinations(s, "GA", 3, False)
    assert "FL" not in travel_destinations(s, "GA", 3, True)
    assert "FL" in travel_destinations(no_news(s), "GA", 3, True)
    s.pawn = ("GA", s.pawn[1])
    set_hand(s, 0, "B80")  # campaign GA, FL, NC, TN
    set_money(s, "D", 200, 20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B80", Box.CAMPAIGN.value))
    while s.pending[-1].kind is not FrameKind.CAMP_PLACE:
        s.apply_action(s.pending[-1].seat, s.legal_actions(s.pending[-1].seat)[0])
    assert PickState("FL") not in s.legal_actions(0) and PickState("GA") in s.legal_actions(0)
    t = game()
    make_news(t, "bn02")
    set_hand(t, 0, "B37")  # advertise veterans: FL, ME, OK, SC
    set_money(t, "D", 200, 20)
    before = voters(t, "FL", "D")
    advertise(t, 0, "B37", "veterans")
    assert voters(t, "FL", "D") == before + 1


def test_bn17_blizzard_closes_five_states_and_blocks_paths_ct_147():
    """CT-147: no step into MN, WI, MI, ND or SD (so no path through them); pawns there move to an open
    neighbour; their campaign voters are banned too."""
    s = game()
    make_news(s, "bn17")
    here = travel_destinations(s, "IA", 2, False)
    assert not set(here) & {"MN", "WI", "MI", "ND", "SD"}
    assert "MN" in travel_destinations(no_news(s), "IA", 2, False)
    from desktop_app.games.campaign_trail.breaking_news_steps import move_choices

    s.pawn = ("MN", s.pawn[1])
    assert move_choices(s, 0) == ("IA",)
    set_hand(s, 0, "B62")  # campaign MN, WI, IA, ND
    s.pawn = ("IA", s.pawn[1])
    set_money(s, "D", 200, 20)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B62", Box.CAMPAIGN.value))
    while s.pending[-1].kind is not FrameKind.CAMP_PLACE:
        s.apply_action(s.pending[-1].seat, s.legal_actions(s.pending[-1].seat)[0])
    assert set(s.legal_actions(0)) == {PickState("IA")}


def test_forced_moves_go_in_turn_order_from_the_drawer_ct_147():
    """CT-147, CT-37: several pawns in closed states move one after another, from the drawing candidate."""
    s = game(3)
    s.pawn = ("MN", "WI", "MI")
    news_on_top(s, "bn17")
    turn_of(s, 1)
    s.apply_action(1, PlayCard(s.hands[1][0], Box.NONE.value))
    while s.active == 1:
        s.apply_action(1, s.legal_actions(1)[0])
    from desktop_app.games.campaign_trail.turn_order import seats_after

    order = [1] + seats_after(s, 1)
    asked = []
    while s.pending and s.pending[-1].kind is FrameKind.NEWS_MOVE:
        seat = s.pending[-1].seat
        asked.append(seat)
        s.apply_action(seat, s.legal_actions(seat)[0])
    assert asked == order and not {"MN", "WI", "MI"} & set(s.pawn)


def test_closed_states_stop_moving_the_base_voters_ct_147():
    """CT-147, CT-111: a Moving the Base voter cannot enter a closed state either."""
    s = game(expansion_cards="add")
    make_news(s, "bn02")
    set_voters(s, "GA", D=3)
    give(s, 0, "E10")
    s.take_from_hand(0, "E10")
    s.put_in_play(0, "E10")
    set_hand(s, 0, "B01")  # plane travel
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B01", Box.TRAVEL.value))
    s.apply_action(0, PickState("GA"))  # move a voter from GA
    assert PickState("FL") not in s.legal_actions(0) and PickState("AL") in s.legal_actions(0)


# -- bn03 (CT-144) ----------------------------------------------------------------------------------------
def test_bn03_every_candidate_moves_to_an_ethics_state_and_may_commit_one_ct_144():
    """CT-144: in turn order from the drawer, each candidate picks one of its party's ethically minded
    states and may place 1 registered voter there."""
    s = game()
    news_on_top(s, "bn03")
    turn_of(s, 0)
    s.apply_action(0, PlayCard(s.hands[0][0], Box.NONE.value))
    while s.active == 0:
        s.apply_action(0, s.legal_actions(0)[0])
    assert s.pending[-1].kind is FrameKind.NEWS_ETHICS and s.pending[-1].seat == 0
    assert {a.state for a in s.legal_actions(0)} == set(DATA.ethically_minded["D"])
    s.apply_action(0, PickState("MA"))
    assert s.pawn[0] == "MA" and s.pending[-1].kind is FrameKind.NEWS_VOTER
    registered, before = s.registered[0], voters(s, "MA", "D")
    s.apply_action(0, PickState("MA"))
    assert s.registered[0] == registered - 1 and voters(s, "MA", "D") == before + 1
    assert s.pending[-1].kind is FrameKind.NEWS_ETHICS and s.pending[-1].seat == 1
    s.apply_action(1, PickState("GA"))
    s.apply_action(1, Pass())  # the voter is optional
    assert s.pawn[1] == "GA" and s.news == "bn03"
    check_invariants(s)


# -- bn04 (CT-145) ----------------------------------------------------------------------------------------
def test_bn04_plane_travel_costs_20_and_economy_adverts_add_a_voter_ct_145():
    """CT-145: plane travel (box or counted as one) costs $20M whether it flies or steps; an Economy issue
    places 1 more registered voter in each of its states (CT-5)."""
    s = game()
    make_news(s, "bn04")
    card = DATA.cards["B01"]
    assert mod.plane_cost(s, 0) == mod.plane_cost(no_news(s), 0) + 20
    set_hand(s, 0, "B01", "B37")
    set_money(s, "D", 100, 30)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B01", Box.TRAVEL.value))
    assert s.money[0] == 80 and mod.is_plane(s, 0, card)
    t = game()
    make_news(t, "bn04")
    set_hand(t, 0, "B20")  # advertise: trade, military_spending (no Economy issue)
    give(t, 0, "B63")
    set_money(t, "D", 100, 30)
    give(t, 0, "B68")  # advertise: crime, jobs (jobs: IL, MI, NV, OH)
    before = {st: voters(t, st, "D") for st in DATA.issues["jobs"].states}
    registered = t.registered[0]
    advertise(t, 0, "B68", "jobs")
    assert all(voters(t, st, "D") == before[st] + 2 for st in before)
    assert t.registered[0] == registered - 8


# -- bn05 to bn20 (CT-146, CT-147) ---------------------------------------------------------------------
def test_bn05_fundraise_less_and_economy_issues_cheaper_ct_146():
    """CT-146 (bn05): fundraise -$10M; Economy issues cost $10M less each to advertise."""
    s = game()
    make_news(s, "bn05")
    base = no_news(s)
    card = DATA.cards["B01"]
    assert mod.fundraise_gain(s, 0, card) == mod.fundraise_gain(base, 0, card) - 10
    b68 = DATA.cards["B68"]
    both = ("crime", "jobs")
    assert mod.advertise_cost(s, 0, b68, both) == mod.advertise_cost(base, 0, b68, both) - 10
    set_hand(s, 0, "B68")
    set_money(s, "D", 100, 30)
    cost = mod.advertise_cost(s, 0, b68, ("jobs",))
    advertise(s, 0, "B68", "jobs")
    assert s.money[0] == 100 - cost


def test_bn06_register_plus_one_ct_146():
    """CT-146 (bn06): register actions +1."""
    s = game()
    make_news(s, "bn06")
    card = DATA.cards["B01"]
    assert mod.register_gain(s, 0, card) == mod.register_gain(no_news(s), 0, card) + 1


def test_bn07_environment_bonus_and_no_campaign_in_ca_or_ct_146():
    """CT-146 (bn07): Environment adds a voter per state; no campaign voters in CA or OR."""
    s = game()
    make_news(s, "bn07")
    set_hand(s, 0, "B04")  # advertise environment, taxes
    set_money(s, "D", 100, 30)
    before = {st: voters(s, st, "D") for st in DATA.issues["environment"].states}
    advertise(s, 0, "B04", "environment")
    assert all(voters(s, st, "D") == before[st] + 2 for st in before)
    t = game()
    make_news(t, "bn07")
    t.pawn = ("NV", t.pawn[1])
    set_hand(t, 0, "B09")  # campaign NV, CA, AZ, OR
    set_money(t, "D", 200, 30)
    turn_of(t, 0)
    t.apply_action(0, PlayCard("B09", Box.CAMPAIGN.value))
    while t.pending[-1].kind is not FrameKind.CAMP_PLACE:
        t.apply_action(t.pending[-1].seat, t.legal_actions(t.pending[-1].seat)[0])
    assert set(t.legal_actions(0)) == {PickState("NV"), PickState("AZ")}


def test_bn08_ground_travel_one_step_less_and_energy_bonus_ct_146():
    """CT-146 (bn08), CT-12: travel without a plane moves 1 fewer step (at least 1); plane travel is not
    affected; Energy adds a voter per state."""
    s = game()
    make_news(s, "bn08")
    base = no_news(s)
    assert mod.travel_steps(s, 0, DATA.cards["B19"]) == mod.travel_steps(base, 0, DATA.cards["B19"]) - 1
    assert mod.travel_steps(s, 0, DATA.cards["B12"]) == 1  # a 1-step card keeps its floor of 1
    assert mod.travel_steps(s, 0, DATA.cards["B31"]) == mod.travel_steps(base, 0, DATA.cards["B31"])  # plane
    set_hand(s, 0, "B07")  # advertise border_security, energy
    set_money(s, "D", 100, 30)
    before = {st: voters(s, st, "D") for st in DATA.issues["energy"].states}
    advertise(s, 0, "B07", "energy")
    assert all(voters(s, st, "D") == before[st] + 2 for st in before)


@pytest.mark.parametrize(
    "card, hand, issue", [("bn09", "B45", "civil_rights"), ("bn18", "B37", "health_care")]
)
def test_bn09_bn18_category_bonus_voters_from_registered_supply_ct_146_ct_5(card, hand, issue):
    """CT-146 (bn09 Social & Human Rights, bn18 Policies and Programs), CT-5: one more voter per state,
    from the registered supply."""
    s = game()
    make_news(s, card)
    set_hand(s, 0, hand)
    set_money(s, "D", 100, 30)
    states = DATA.issues[issue].states
    before = {st: voters(s, st, "D") for st in states}
    registered, undecided = s.registered[0], s.undecided[0]
    advertise(s, 0, hand, issue)
    assert all(voters(s, st, "D") == before[st] + 2 for st in states)
    assert s.registered[0] == registered - 2 * len(states) and s.undecided[0] == undecided


def test_bn10_ir_issues_dearer_and_two_registered_once_per_action_ct_146_ct_147():
    """CT-146 (bn10), CT-147: International Relations issues cost $10M more each; an advertise action with
    one gains 2 registered voters, once however many such issues it has."""
    s = game()
    make_news(s, "bn10")
    b17 = DATA.cards["B17"]  # energy, foreign_aid (IR), trade (IR)
    issues = ("foreign_aid", "trade")
    assert mod.advertise_cost(s, 0, b17, issues) == mod.advertise_cost(no_news(s), 0, b17, issues) + 20
    set_hand(s, 0, "B17")
    set_money(s, "D", 200, 30)
    registered = s.registered[0]
    placed = len(DATA.issues["foreign_aid"].states) + len(DATA.issues["trade"].states)
    advertise(s, 0, "B17", "foreign_aid", "trade")
    assert s.registered[0] == registered - placed + 2


def test_bn19_border_issues_gain_two_registered_ct_146():
    """CT-146 (bn19): an advertise action with Border Security or Immigration gains 2 registered voters."""
    s = game()
    make_news(s, "bn19")
    set_hand(s, 0, "B07")  # border_security, energy
    set_money(s, "D", 200, 30)
    registered = s.registered[0]
    advertise(s, 0, "B07", "border_security")
    assert s.registered[0] == registered - len(DATA.issues["border_security"].states) + 2


def _tie_ev(s) -> None:
    """Give the two parties 269 EVs each (the control counters only; the voters are not consulted)."""
    half = DATA.const("EV_TOTAL") // 2
    reach: dict[int, tuple[str, ...]] = {0: ()}  # EV sum -> states making it (subset sum)
    for sid in DATA.state_ids:
        for total, states in list(reach.items()):
            reach.setdefault(total + DATA.states[sid].ev, states + (sid,))
    ones = set(reach[half])
    s.control = tuple(1 if sid in ones else 0 for sid in DATA.state_ids)
    assert s.ev_totals() == (half, half)


def test_bn11_health_scare_discards_from_the_leaders_hands_with_ties_ct_146_ct_147():
    """CT-146 (bn11), CT-147: every party tied for the most EVs loses 1 random card from each of its
    candidates' hands (they draw back at their own turn's end)."""
    from desktop_app.games.campaign_trail.breaking_news_steps import news_step

    s = game(3)
    ev = s.ev_totals()
    lead = [p for p in range(3) if ev[p] == max(ev)]
    sizes = [len(h) for h in s.hands]
    discard = len(s.discard)
    events: list = []
    news_step(s, Frame(FrameKind.NEWS, seat=0, card="bn11"), events)
    for seat in range(3):
        assert len(s.hands[seat]) == sizes[seat] - (1 if s.seat_party[seat] in lead else 0)
    assert sum(1 for e in events if e.message_id == "ct.news_discard") == len(lead)
    assert len(s.discard) == discard + len(lead)
    t = game()
    _tie_ev(t)
    news_step(t, Frame(FrameKind.NEWS, seat=0, card="bn11"), [])
    assert len(t.hands[0]) == len(t.hands[1]) == 4


def test_bn12_debate_bonus_only_if_still_news_at_the_debate_ct_146_ct_147():
    """CT-146 (bn12), CT-147: the overall winner places 2 extra undecided voters in the debate state if
    bn12 is the card of the moment when the debate is held."""
    for current, extra in (("bn12", 2), ("bn06", 0)):
        s = game()
        make_news(s, current)
        s.phase = Phase.DEBATE
        s.debate = debate_over(((5, 5, 5), (1, 1, 1)))
        before = voters(s, "OH", "D")
        end_step(s, Frame(FrameKind.DEBATE_END), [])
        topic = 1 if "OH" in DATA.issues["taxes"].states else 0
        topic += 1 if "OH" in DATA.issues["jobs"].states else 0
        assert voters(s, "OH", "D") == before + topic + DATA.const("DEBATE_WINNER_VOTERS") + extra


def test_bn13_underdog_gains_three_registered_and_20_ct_146_ct_147():
    """CT-146 (bn13), CT-147: the party (every tied party) with the fewest EVs registers 3 and gains $20M."""
    from desktop_app.games.campaign_trail.breaking_news_steps import news_step

    s = game(3)
    ev = s.ev_totals()
    money, registered = s.money, s.registered
    news_step(s, Frame(FrameKind.NEWS, seat=0, card="bn13"), [])
    for p in range(3):
        low = ev[p] == min(ev)
        assert s.money[p] == money[p] + (20 if low else 0)
        assert s.registered[p] == registered[p] + (3 if low else 0)
    t = game()
    _tie_ev(t)
    money = t.money
    news_step(t, Frame(FrameKind.NEWS, seat=0, card="bn13"), [])
    assert t.money == (money[0] + 20, money[1] + 20)


def test_bn14_shutdown_charges_instant_and_ongoing_not_responses_ct_146_ct_147():
    """CT-146 (bn14), CT-147: instant and ongoing politick boxes cost $10M; responses do not."""
    s = game()
    make_news(s, "bn14")
    assert mod.politick_fee(s, 0) == 10 and mod.politick_fee(s, 0, response=True) == 0
    set_hand(s, 0, "B41")  # super_pac (ongoing)
    set_money(s, "D", 50)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B41", Box.POLITICK.value))
    assert s.money[0] == 40
    set_money(s, "D", 0)
    give(s, 0, "B69")  # fundraising_gala (instant): cannot be paid for
    assert not politick_usable(s, 0, "B69") and politick_usable(no_news(s), 0, "B69")


def test_fact_check_against_virtual_campaigning_under_bn14_ct_ex_23_ct_80():
    """CT-EX-23, CT-80: Virtual Campaigning declared by the Party Insider while bn14 is news is Fact
    Checked: no $60M, no Insider $10M, no bn14 $10M; the card is discarded, the second card stays in hand
    and the turn's action is spent. The example's values are the spec's (data revision 1): data revision 10
    drops the Insider's fee (test_ct_tuning)."""
    s = game(3, ("party_insider", "senator", "orator"), expansion_cards="add", data_revision=SPEC)
    make_news(s, "bn14")
    set_hand(s, 0, "E28", "B19")
    set_hand(s, 1, "B75")  # Fact Check
    set_money(s, "D", 100, 10)
    assert mod.politick_fee(s, 0) == 20
    turn_of(s, 0)
    s.apply_action(0, PlayCard("E28", Box.POLITICK.value))
    s.apply_action(0, PickCard("B19"))
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 1
    s.apply_action(1, Respond("B75"))
    assert s.money[0] == 100 and "E28" in s.discard and "B19" in s.hands[0]
    assert all(f.kind is not FrameKind.PLAY for f in s.pending)
    check_invariants(s)


def test_bn15_campaign_plus_one_voter_ct_146():
    """CT-146 (bn15): campaign actions place 1 more voter."""
    s = game()
    make_news(s, "bn15")
    assert mod.campaign_voters(s, 0) == mod.campaign_voters(no_news(s), 0) + 1


def test_bn16_no_response_window_opens_ct_146():
    """CT-146 (bn16), §7.1: no response card may be played, so an opponent holding Attack Ad is not asked."""
    s = game()
    make_news(s, "bn16")
    set_hand(s, 1, "B51")  # Attack Ad
    set_hand(s, 0, "B68")
    set_money(s, "D", 100, 30)
    turn_of(s, 0)
    s.apply_action(0, PlayCard("B68", Box.ADVERTISE.value))
    s.apply_action(0, PickIssue("crime"))
    s.apply_action(0, Done())
    assert not any(f.kind is FrameKind.ASK for f in s.pending)
    t = game()
    make_news(t, "bn06")
    set_hand(t, 1, "B51")
    set_hand(t, 0, "B68")
    set_money(t, "D", 100, 30)
    turn_of(t, 0)
    t.apply_action(0, PlayCard("B68", Box.ADVERTISE.value))
    t.apply_action(0, PickIssue("crime"))
    t.apply_action(0, Done())
    assert t.pending[-1].kind is FrameKind.ASK and t.pending[-1].seat == 1


def test_bn20_register_minus_one_with_a_floor_ct_146():
    """CT-146 (bn20), CT-12: register actions -1, at least 1."""
    s = game()
    make_news(s, "bn20")
    card = DATA.cards["B01"]
    assert mod.register_gain(s, 0, card) == max(1, mod.register_gain(no_news(s), 0, card) - 1)


def test_immediate_cards_change_no_modifier_after_they_act_ct_146():
    """CT-146: an immediate card acts once when drawn; while it is the card of the moment nothing else
    changes (the previous ongoing card's effect has ended, CT-141)."""
    s = game()
    make_news(s, "bn13")
    assert mod.active_effects(s, 0) == mod.active_effects(no_news(s), 0)
    card = DATA.cards["B20"]
    assert box_usable(s, 0, "B20", Box.FUNDRAISE) and mod.fundraise_gain(s, 0, card) == card.fundraise


def test_every_card_has_own_text_and_a_provenance_tag_ct_146():
    """CT-146: the 20 cards load with our one-line text; bn01-bn04 are the rulebook's, the rest marked
    reconstructed."""
    assert list(DATA.news) == [f"bn{k:02d}" for k in range(1, 21)]
    assert all(DATA.news[c].src == "RULEBOOK" for c in ("bn01", "bn02", "bn03", "bn04"))
    assert all(DATA.news[f"bn{k:02d}"].reconstructed for k in range(5, 21))
    assert {c for c, row in DATA.news.items() if not row.ongoing} == {"bn03", "bn11", "bn13"}


def test_debate_cards_are_never_breaking_news_ct_141():
    """CT-141: Breaking News cards never count as hand cards, so a debate never offers one."""
    s = game()
    assert not any(isinstance(a, DebateCard) and a.card in DATA.news for a in s.legal_actions(0))


# -- playouts and observation -------------------------------------------------------------------------
NEWS_CONFIGS = [
    (2, {"parties": "DR"}),
    (3, {"parties": "DRL"}),
    (4, {"parties": "DR"}),
    (4, {"green_party": True}),
    (2, {"parties": "DR", "expansion_cards": "swap"}),
    (3, {"parties": "DRL", "expansion_cards": "add", "expansion_candidates": True}),
    (4, {"green_party": True, "expansion_cards": "add", "expansion_candidates": True}),
]


@pytest.mark.parametrize("seats, options", NEWS_CONFIGS)
@pytest.mark.parametrize("dirty", [False, True])
def test_random_playouts_with_breaking_news_ct_140(seats, options, dirty):
    """CT-140, CT-141: part 1's invariants after every action with the module on (check_news included)."""
    for seed in (1, 2):
        opts = {**options, "breaking_news": True, "dirty_politics": dirty}
        play(seats, opts, seed + (50 if dirty else 40))


@pytest.mark.parametrize("seats, options", NEWS_CONFIGS[::3])
def test_heuristic_playouts_with_breaking_news_ct_140(seats, options):
    play(seats, {**options, "breaking_news": True, "dirty_politics": True}, 7, heuristic=True)


def test_set_aside_cards_and_deck_order_are_unseen_ct_140_ct_97():
    """CT-140, CT-97: no seat's observation names a set-aside card or the order of a month deck; the
    card of the moment and the cards drawn are public; the search redeals the unseen cards, keeping the
    counts per month."""
    s = started(3, 4, breaking_news=True)
    news_on_top(s, "bn06")
    turn_of(s, 0)
    s.apply_action(0, PlayCard(s.hands[0][0], Box.NONE.value))
    while s.active == 0:
        s.apply_action(0, s.legal_actions(0)[0])
    hidden = {c for b in s.news_aside for c in b} | {c for d in s.decks for c in d if c in DATA.news}
    for viewer in (0, 1, 2, None):
        obs = s.observation(viewer)
        text = repr(obs)
        assert not any(f"'{c}'" in text for c in hidden), "a hidden Breaking News card is named"
        assert obs["news"]["card"] == "bn06" and obs["news"]["drawn"] == ["bn06"]
        assert obs["news"]["aside"] == [3, 3] and obs["news"]["in_decks"][0] == 2
        assert obs["decks"] == [len(d) for d in s.decks]
    differs = False
    for k in range(6):
        twin = s.redeterminize(k % 3, Rng(k))
        check_invariants(twin)
        assert twin.news == "bn06" and [len(b) for b in twin.news_aside] == [3, 3]
        assert [sum(1 for c in d if c in DATA.news) for d in twin.decks] == [2, 0, 0]
        assert not any(c in DATA.news for h in twin.hands for c in h)
        differs |= twin.news_aside != s.news_aside or twin.decks[0] != s.decks[0]
    assert differs


# -- computer players -------------------------------------------------------------------------------
def _at_news_decision(kind: FrameKind):
    """A 2-seat game stopped at a Breaking News decision of seat 0 (CT-143, CT-144)."""
    s = game()
    s.pawn = ("FL", s.pawn[1])
    news_on_top(s, "bn02" if kind is FrameKind.NEWS_MOVE else "bn03")
    turn_of(s, 0)
    s.apply_action(0, PlayCard(s.hands[0][0], Box.NONE.value))
    while s.pending[-1].kind is not kind:
        seat = s.pending[-1].seat
        s.apply_action(seat, s.legal_actions(seat)[0])
    return s


@pytest.mark.parametrize("kind", [FrameKind.NEWS_MOVE, FrameKind.NEWS_ETHICS, FrameKind.NEWS_VOTER])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_decides_the_news_decisions_ct_143_ct_144(kind, level):
    """Easy, Normal and Hard answer the module's decisions with a legal action (small search budgets)."""
    from desktop_app.ai.agents import IsmctsAgent
    from desktop_app.ai.levels import budget_for
    from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME

    s = _at_news_decision(kind)
    seat = s.pending[-1].seat
    if level == "easy":
        action = CAMPAIGN_TRAIL_GAME.heuristic_action(s, seat, Rng(1))
    else:
        budget = budget_for("campaign-trail", level, 2)
        agent = IsmctsAgent(CAMPAIGN_TRAIL_GAME, 3, budget=budget, iterations=12, time_limit=0.0)
        action = agent.choose(s, seat)
    assert action in s.legal_actions(seat)
    assert CAMPAIGN_TRAIL_GAME.search_actions(s, seat)


def test_easy_commits_the_bn03_voter_where_it_helps_ct_144():
    """CT-144: the voter is optional; Easy places it when the race there is close."""
    from desktop_app.games.campaign_trail.ai import CHOOSERS, Greedy

    s = _at_news_decision(FrameKind.NEWS_VOTER)
    where = s.pending[-1].state
    set_voters(s, where, D=3, R=3)
    scores = CHOOSERS[FrameKind.NEWS_VOTER](Greedy(s, 0), s.legal_actions(0))
    assert scores[PickState(where)] > scores[Pass()]


def test_the_easy_model_prices_breaking_news_adverts_ct_145_ct_146():
    """CT-145, CT-146: the greedy model sees an Economy advert's bonus voters (bn04) and prices (bn05)."""
    from desktop_app.games.campaign_trail.ai import Greedy

    s = game()
    set_money(s, "D", 100, 30)
    plain = Greedy(no_news(s), 0).advertise(("jobs",))
    make_news(s, "bn04")
    more = Greedy(s, 0).advertise(("jobs",))
    assert Greedy(s, 0).value(more) > Greedy(s, 0).value(plain)


def test_travel_tags_count_steps_around_closed_states_ct_13_ct_147():
    """CT-13, CT-147: the step counts the table shows for a travel go around closed states: under bn17 no
    closed state is counted, and the open neighbours stay 1 step away."""
    from desktop_app.games.campaign_trail.breaking_news import open_steps

    s = game()
    make_news(s, "bn17")
    steps = open_steps(s, "IA")
    assert not {"MN", "WI", "MI", "ND", "SD"} & set(steps)
    assert steps["IL"] == steps["MO"] == steps["NE"] == 1
    plain = open_steps(no_news(s), "IA")
    assert plain["MN"] == 1 and all(steps[st] >= plain[st] for st in steps)
