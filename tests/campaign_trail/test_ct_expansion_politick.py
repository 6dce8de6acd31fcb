"""The expansion's politick abilities (CT-110 to CT-125) and region tokens (CT-105, CT-107), with the
worked examples CT-EX-3 to CT-EX-7, CT-EX-10 to CT-EX-12 and CT-EX-21."""

from __future__ import annotations

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail import modifiers as mod
from desktop_app.games.campaign_trail.actions import (
    Box,
    Done,
    Pass,
    PickCandidate,
    PickCard,
    PickCount,
    PickIssue,
    PickParty,
    PickRegion,
    PickState,
    PlayCard,
    Respond,
)
from desktop_app.games.campaign_trail.data import Trigger
from desktop_app.games.campaign_trail.frames import FrameKind
from desktop_app.games.campaign_trail.revisions import SPEC
from desktop_app.games.campaign_trail.tokens import free_tokens
from desktop_app.games.campaign_trail.turn_table import advance
from desktop_app.games.campaign_trail.windows import open_window

from .helpers import (
    DATA,
    check_invariants,
    give,
    quiet_everyone,
    set_hand,
    set_money,
    set_voters,
    started,
    turn_of,
    voters,
)

CANDS = ("lawyer", "senator", "orator")  # seat 0 pays the base rates (the Lawyer: travel -1)


def game(seats: int = 3, candidates: tuple[str, ...] = CANDS, **options):
    options.setdefault("expansion_cards", "add")
    s = started(seats, 1, candidates=candidates[:seats], **options)
    quiet_everyone(s)
    return s


def in_play(s, seat, *cards):
    """Ongoing cards in front of the seat, taken from wherever they are."""
    give(s, seat, *cards)
    for card in cards:
        s.take_from_hand(seat, card)
        s.put_in_play(seat, card)


def play(s, seat, card, box=Box.POLITICK):
    turn_of(s, seat)
    s.apply_action(seat, PlayCard(card, box.value))


def finish_turn(s, seat):
    """Pass every optional step until the seat's turn is over (the draw of CT-31 step 5)."""
    while s.pending and s.pending[-1].seat == seat and s.active == seat:
        actions = s.legal_actions(seat)
        pick = next((a for a in actions if isinstance(a, (Done, Pass))), actions[0])
        s.apply_action(seat, pick)


def test_region_tokens_only_with_expansion_parts_ct_105():
    """CT-105, CT-1: the 9 tokens are beside the board with expansion cards or candidates, not otherwise."""
    assert free_tokens(started(2, 1)) == []
    assert free_tokens(game(expansion_cards="swap")) == list(DATA.regions)
    assert len(free_tokens(started(2, 1, expansion_candidates=True))) == DATA.const("REGION_TOKENS")


def test_regional_influence_takes_a_free_token_ct_107_ct_105():
    """CT-107: the owner picks any free token; it stays on the card. CT-105: with none left the card
    cannot be used for its politick action."""
    s = game()
    set_hand(s, 0, "E46", "E64")
    play(s, 0, "E46")
    assert s.pending[-1].kind is FrameKind.TOKEN
    assert {a.region for a in s.legal_actions(0)} == set(DATA.regions)
    s.apply_action(0, PickRegion("PACIFIC"))
    assert ("PACIFIC", 0, "E46") in s.tokens and "PACIFIC" not in free_tokens(s)
    s.tokens = tuple((r, 1, "x") for r in DATA.regions)
    turn_of(s, 0)
    assert PlayCard("E64", Box.POLITICK.value) not in s.legal_actions(0)


def test_relocation_moves_own_voters_one_step_ct_110():
    """CT-110: up to 3 of your party's committed voters, each to a neighbouring state."""
    s = game()
    set_hand(s, 0, "E12")
    set_voters(s, "OH", D=3, R=5)
    play(s, 0, "E12")
    states = {a.state for a in s.legal_actions(0) if isinstance(a, PickState)}
    assert "OH" in states and "AK" not in states and "HI" not in states  # islands have no neighbour
    for _ in range(3):
        s.apply_action(0, PickState("OH"))
        assert {a.state for a in s.legal_actions(0)} == set(DATA.states["OH"].adjacent)
        s.apply_action(0, PickState("PA"))
    assert voters(s, "OH", "D") == 0 and voters(s, "OH", "R") == 5
    assert s.pending[-1].kind is not FrameKind.RELOCATE_FROM  # three moves at most
    check_invariants(s)


def test_moving_the_base_moves_a_voter_instead_of_the_pawn_ct_111():
    """CT-111: the voter uses the travel action's allowance; the pawn stays."""
    s = game()
    in_play(s, 0, "E80")
    set_hand(s, 0, "B19")  # travel 3
    s.pawn = ("OH",) + s.pawn[1:]
    set_voters(s, "UT", D=2)
    play(s, 0, "B19", Box.TRAVEL)
    assert s.pending[-1].kind is FrameKind.TRAVEL_WHAT and PickState("UT") in s.legal_actions(0)
    s.apply_action(0, PickState("UT"))
    assert {a.state for a in s.legal_actions(0)} >= {"NV", "AZ", "CA"}  # 1-3 steps from UT
    ut = voters(s, "UT", "D")
    s.apply_action(0, PickState("CA"))
    assert voters(s, "UT", "D") == ut - 1 and voters(s, "CA", "D") >= 1 and s.pawn[0] == "OH"
    check_invariants(s)


def test_absentee_ballot_parks_voters_until_game_end_ct_112():
    """CT-112: registered voters go onto the card with a face-down card; at game end all of them go to
    that card's reference state."""
    from desktop_app.games.campaign_trail.election import resolve_end_card

    s = game()
    set_hand(s, 0, "E42", "B19")  # B19's reference state is NC
    set_money(s, "D", 50, 12)
    play(s, 0, "E42")
    assert s.pending[-1].kind is FrameKind.BALLOT
    s.apply_action(0, PickCount(7))
    s.apply_action(0, PickCount(3))
    s.apply_action(0, Done())
    assert s.pending[-1].kind is FrameKind.FACE_DOWN
    s.apply_action(0, PickCard("B19"))
    assert dict(s.ballots)["E42"] == 10 and s.registered[0] == 2 and s.parked(0) == 10
    assert s.observation(1)["seats"][0]["face_down"][0]["hidden"] is None
    check_invariants(s)
    nc = voters(s, "NC", "D")
    resolve_end_card(s, 0, "E42", [])
    assert voters(s, "NC", "D") == nc + 10 and s.parked(0) == 0
    check_invariants(s)


def test_party_collaboration_ct_113_ct_ex_11():
    """CT-EX-11, CT-113: 3 undecided voters where you are behind; the chosen opponent party's candidate
    next in turn order places up to 2 registered voters in other states of that region."""
    s = game()
    set_hand(s, 0, "E20")
    set_voters(s, "OH", D=0, R=4, L=1)
    play(s, 0, "E20")
    behind = {a.state for a in s.legal_actions(0)}
    assert "OH" in behind and all(s.is_behind(0, st) for st in behind)
    registered = s.registered[0]
    s.apply_action(0, PickState("OH"))
    assert voters(s, "OH", "D") == 3 and s.registered[0] == registered
    s.apply_action(0, PickParty("L"))
    frame = s.pending[-1]
    assert frame.kind is FrameKind.COLLAB_PLACE and frame.seat == 2  # the Libertarian decides
    region = {a.state for a in s.legal_actions(2) if isinstance(a, PickState)}
    assert region == set(DATA.regions["EAST_NORTH_CENTRAL"].states) - {"OH"}
    l_registered = s.registered[2]
    s.apply_action(2, PickState("MI"))
    s.apply_action(2, PickState("MI"))
    assert s.registered[2] == l_registered - 2
    assert s.pending[-1].kind is not FrameKind.COLLAB_PLACE  # at most 2
    check_invariants(s)


def test_post_debate_bump_after_a_debate_ct_114_ct_ex_10():
    """CT-EX-10, CT-114: any candidate holding it is asked, from the one who takes the next turn; it
    places 2 undecided voters in the debate state before the first turn of the new month."""
    s = game()
    set_hand(s, 0, "E76")
    set_hand(s, 1, "E86")
    s.pending = ()
    s.active = -1
    s.debate_city = "CO"
    events: list = []
    open_window(s, Trigger.DEBATE_ENDED, 1, events)
    advance(s, events)
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 1  # the next player first
    co, registered = voters(s, "CO", "R"), s.registered[1]
    s.apply_action(1, Respond("E86"))
    assert voters(s, "CO", "R") == co + 2 and s.registered[1] == registered
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 0  # the same party's rival too
    s.apply_action(0, Respond("E76"))
    assert voters(s, "CO", "D") >= 2
    check_invariants(s)


def _advertise(s, seat, card, issues):
    play(s, seat, card, Box.ADVERTISE)
    for issue in issues:
        s.apply_action(seat, PickIssue(issue))
    s.apply_action(seat, Done())


def test_limited_reach_on_taxes_ct_115_ct_ex_3():
    """CT-EX-3, CT-115: the advertiser leaves out one of OH, GA, SC and places voters in the other two."""
    s = game()
    set_hand(s, 0, "E38")
    set_hand(s, 1, "E48")
    set_money(s, "D", 100, 10)
    _advertise(s, 0, "E38", ["taxes"])
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 1
    s.apply_action(1, Respond("E48"))
    while s.pending[-1].kind is FrameKind.ASK:
        s.apply_action(s.pending[-1].seat, Pass())
    assert s.pending[-1].kind is FrameKind.EXCLUDE
    assert {a.state for a in s.legal_actions(0)} == {"OH", "GA", "SC"}
    before = {st: voters(s, st, "D") for st in ("OH", "GA", "SC")}
    money = s.money[0]
    s.apply_action(0, PickState("GA"))
    after = {st: voters(s, st, "D") for st in ("OH", "GA", "SC")}
    assert after == {"OH": before["OH"] + 1, "GA": before["GA"], "SC": before["SC"] + 1}
    assert s.money[0] == money - 20


def test_limited_reach_on_gender_equality_ct_ex_4():
    """CT-EX-4: gender equality is found only in CA: no voter is placed and the issue is not paid."""
    s = game()
    set_hand(s, 0, "E02")
    set_hand(s, 1, "E48")
    _advertise(s, 0, "E02", ["gender_equality"])
    s.apply_action(1, Respond("E48"))
    while s.pending[-1].kind is FrameKind.ASK:
        s.apply_action(s.pending[-1].seat, Pass())
    money, ca = s.money[0], voters(s, "CA", "D")
    s.apply_action(0, PickState("CA"))
    assert s.money[0] == money and voters(s, "CA", "D") == ca


def test_two_limited_reach_cards_ct_125_ct_ex_21():
    """CT-EX-21, CT-125: two cards against Taxes (GA, OH, SC) and Crime (IL, MO, PA): 2 states of each
    issue are excluded, 1 voter in each remaining state, both issues paid."""
    s = game()
    set_hand(s, 0, "B74")
    set_hand(s, 1, "E48")
    set_hand(s, 2, "E88")
    set_money(s, "D", 100, 10)
    _advertise(s, 0, "B74", ["crime", "taxes"])
    s.apply_action(1, Respond("E48"))
    s.apply_action(2, Respond("E88"))
    money = s.money[0]
    before = {st: voters(s, st, "D") for st in ("GA", "OH", "SC", "IL", "MO", "PA")}
    for st in ("IL", "MO", "GA", "SC"):
        s.apply_action(0, PickState(st))
    gained = {st: voters(s, st, "D") - before[st] for st in before}
    assert gained == {"GA": 0, "OH": 1, "SC": 0, "IL": 0, "MO": 0, "PA": 1}
    assert s.money[0] == money - 40


def test_strong_base_takes_a_second_support_action_ct_116():
    """CT-116: after a support action of the turn's first card, another, different one of that card."""
    s = game()
    in_play(s, 0, "E44")
    set_hand(s, 0, "B19")  # travel 3, fundraise 40, register 5
    money, registered = s.money[0], s.registered[0]
    play(s, 0, "B19", Box.FUNDRAISE)
    assert s.pending[-1].kind is FrameKind.STRONG_BASE
    assert set(s.legal_actions(0)) == {Done(), PlayCard("B19", "travel"), PlayCard("B19", "register")}
    s.apply_action(0, PlayCard("B19", "register"))
    assert s.money[0] == money + 40 and s.registered[0] == registered + 5
    assert s.pending[-1].kind is not FrameKind.STRONG_BASE


def test_virtual_campaigning_ct_117_ct_ex_7():
    """CT-EX-7, CT-117: the second card's campaign anywhere; still $60M, voters from registered."""
    s = game()
    set_hand(s, 0, "E28", "B19")  # B19 campaigns in WV, PA, OH, VA
    s.pawn = ("CA",) + s.pawn[1:]
    set_money(s, "D", 100, 10)
    play(s, 0, "E28")
    assert s.pending[-1].kind is FrameKind.VIRTUAL_CARD and s.legal_actions(0) == [PickCard("B19")]
    s.apply_action(0, PickCard("B19"))
    assert s.money[0] == 40 and {"E28", "B19"} <= set(s.discard)
    for _ in range(6):
        s.apply_action(0, PickState("OH"))
    assert s.registered[0] == 4


def test_whistle_stop_and_hit_the_trail_ct_118_ct_122_ct_ex_5():
    """CT-EX-5, CT-118, CT-122: the Whistle Stop voter in the destination counts as placing voters, so
    the turn ends with +1 registered voter and +$10M."""
    s = game()
    in_play(s, 0, "E26", "E82")
    set_hand(s, 0, "B19")
    s.pawn = ("OH",) + s.pawn[1:]
    play(s, 0, "B19", Box.TRAVEL)
    s.apply_action(0, PickState("PA"))
    assert s.pending[-1].kind is FrameKind.WHISTLE
    pa, money, registered = voters(s, "PA", "D"), s.money[0], s.registered[0]
    s.apply_action(0, PickState("PA"))
    assert voters(s, "PA", "D") == pa + 1
    finish_turn(s, 0)
    assert s.money[0] == money + 10 and s.registered[0] == registered - 1 + 1


def test_hit_the_trail_needs_a_placement_ct_122():
    """CT-122: a turn that placed no voter gains nothing."""
    s = game()
    in_play(s, 0, "E82")
    set_hand(s, 0, "B19")
    money = s.money[0]
    play(s, 0, "B19", Box.FUNDRAISE)
    finish_turn(s, 0)
    assert s.money[0] == money + 40


def test_regional_influence_campaign_ct_119_ct_ex_6():
    """CT-EX-6, CT-119: claimed in its region: $50M and 7 voters, all in the region."""
    s = game()
    in_play(s, 0, "E46")
    s.tokens = (("EAST_NORTH_CENTRAL", 0, "E46"),)
    set_hand(s, 0, "B47")  # campaign PA (hub), NY, OH, NJ
    s.pawn = ("OH",) + s.pawn[1:]
    set_money(s, "D", 100, 10)
    play(s, 0, "B47", Box.CAMPAIGN)
    assert s.pending[-1].kind is FrameKind.CLAIM
    s.apply_action(0, PickRegion("EAST_NORTH_CENTRAL"))
    assert s.money[0] == 50
    assert {a.state for a in s.legal_actions(0)} == {"OH"}
    for _ in range(7):
        s.apply_action(0, PickState("OH"))
    assert s.registered[0] == 3


def test_voter_registration_drive_at_turn_start_ct_120():
    """CT-120: +2 registered voters if the party controls strictly more states of the region."""
    from desktop_app.games.campaign_trail.turns import start_turn

    s = game()
    in_play(s, 0, "E14")
    s.tokens = (("MID_ATLANTIC", 0, "E14"),)
    for st in ("NJ", "NY"):
        set_voters(s, st, D=9)
    s.pending = ()
    registered = s.registered[0]
    start_turn(s, 0, [])
    assert s.registered[0] == registered + 2
    set_voters(s, "NY", D=0, R=9)
    set_voters(s, "PA", D=0, L=9)
    registered = s.registered[0]
    s.pending = ()
    start_turn(s, 0, [])
    assert s.registered[0] == registered  # 1 state each: not strictly more


def test_even_the_score_ct_121():
    """CT-121: up to 2 states of the current region where the party is behind, tied with the leader."""
    s = game()
    set_hand(s, 0, "E04")
    s.pawn = ("OH",) + s.pawn[1:]
    set_voters(s, "OH", D=1, R=6)
    set_voters(s, "MI", D=0, L=4)
    play(s, 0, "E04")
    s.apply_action(0, PickState("MI"))
    s.apply_action(0, PickState("OH"))
    assert voters(s, "OH", "D") == 6 and voters(s, "MI", "D") == 4
    assert s.control[s.state_index("OH")] in (0, 1)  # tie: CT-40 decides


def test_exchange_ideas_discard_and_draw_ct_123():
    """CT-123 option 2: discard any number of cards and draw as many."""
    s = game()
    set_hand(s, 0, "E70", "B19", "B47")
    play(s, 0, "E70")
    assert PickCandidate(1) not in s.legal_actions(0)  # no running mate at 3 seats
    s.apply_action(0, PickCard("B19"))
    s.apply_action(0, PickCard("B47"))
    deck = len(s.decks[0])
    s.apply_action(0, Done())
    # 2 drawn back at once, then 3 more by the turn's end (CT-31 step 5)
    assert len(s.hands[0]) == 5 and len(s.decks[0]) == deck - 5 and {"B19", "B47"} <= set(s.discard)


def test_exchange_ideas_trades_with_the_running_mate_anywhere_ct_123():
    """CT-123 option 1: trade with the running mate wherever the pawns are."""
    s = game(4, ("senator", "lawyer", "orator", "governor"))
    set_hand(s, 0, "E74", "B19")
    s.pawn = ("CA", "NY") + s.pawn[2:]
    play(s, 0, "E74")
    s.apply_action(0, PickCandidate(1))
    s.apply_action(0, PickCard("B19"))
    assert "B19" in s.hands[1]


def test_predictable_outcome_hidden_pick_ct_124_ct_ex_12():
    """CT-EX-12, CT-124: picked at the start of an opponent's turn, hidden from the other parties
    (observation and redeterminisation); +2 registered and +$20M if they end the turn in that region."""
    from desktop_app.games.campaign_trail.turns import start_turn

    s = game()
    set_hand(s, 1, "E58")
    s.pending = ()
    s.pawn = ("OH",) + s.pawn[1:]
    start_turn(s, 0, [])
    advance(s, [])
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 1
    s.apply_action(1, Respond("E58"))
    while s.pending[-1].kind is FrameKind.ASK:
        s.apply_action(s.pending[-1].seat, Pass())
    assert s.pending[-1].kind is FrameKind.PO_PICK
    s.apply_action(1, PickRegion("EAST_NORTH_CENTRAL"))
    assert s.observation(1)["predictable_outcome"] == [{"seat": 1, "region": "EAST_NORTH_CENTRAL"}]
    assert s.observation(0)["predictable_outcome"] == [{"seat": 1, "region": None}]
    regions = {s.redeterminize(0, Rng(k)).po_picks[0][1] for k in range(40)}
    assert len(regions) > 3, "dealt anew for the opponent"
    assert {s.redeterminize(1, Rng(k)).po_picks[0][1] for k in range(10)} == {"EAST_NORTH_CENTRAL"}
    money, registered = s.money[1], s.registered[1]
    set_hand(s, 0, "B19")
    s.apply_action(0, PlayCard("B19", Box.FUNDRAISE.value))
    finish_turn(s, 0)
    assert s.money[1] == money + 20 and s.registered[1] == registered + 2
    assert s.po_picks == ()
    check_invariants(s)


def test_fact_check_against_virtual_campaigning_ct_80_ct_ex_23():
    """CT-EX-23 (without bn14, which needs Breaking News), CT-80, CT-117: the Party Insider's party pays
    nothing, Virtual Campaigning is discarded and the second card stays in the hand. On the spec's values
    (data revision 1), where the Insider's $10M fee is owed; data revision 10 drops it (test_ct_tuning)."""
    s = game(3, ("party_insider", "senator", "orator"), data_revision=SPEC)
    set_hand(s, 0, "E28", "B19")
    set_hand(s, 1, "B75")  # Fact Check
    set_money(s, "D", 100, 10)
    assert mod.politick_fee(s, 0) == 10
    play(s, 0, "E28")
    s.apply_action(0, PickCard("B19"))
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 1
    s.apply_action(1, Respond("B75"))
    assert s.money[0] == 100 and "E28" in s.discard and "B19" in s.hands[0]
    assert all(f.kind is not FrameKind.PLAY for f in s.pending)


def test_virtual_campaigning_second_card_stays_in_hand_in_a_redealt_world_ct_117():
    """CT-117, CT-11: the second card is named when chosen; while an opponent is asked whether to respond,
    that opponent's redealt worlds keep it in the player's hand, so resolving the card can be searched."""
    from desktop_app.engine.rng import Rng

    s = game(3, ("party_insider", "senator", "orator"))
    set_hand(s, 0, "E28", "B19", "B01", "B02")
    set_hand(s, 1, "B75")  # Fact Check: seat 1 is asked
    set_money(s, "D", 100, 10)
    play(s, 0, "E28")
    s.apply_action(0, PickCard("B19"))
    assert s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat == 1
    for seed in range(20):
        world = s.redeterminize(1, Rng(seed))
        assert "B19" in world.hands[0] and len(world.hands[0]) == len(s.hands[0])
        world.apply_action(1, world.legal_actions(1)[-1])  # whatever seat 1 answers, the card is found


def test_predictable_outcomes_pick_different_tokens_and_a_token_use_reveals_them_ct_107():
    """CT-107: several picks on one turn take different free tokens; a picked token is not free; when
    the active candidate takes a token, the picks become known (its movement is over, CT-105)."""
    from desktop_app.games.campaign_trail.turns import start_turn

    s = game()
    set_hand(s, 1, "E58")
    set_hand(s, 2, "E68")
    s.pending = ()
    start_turn(s, 0, [])
    advance(s, [])
    s.apply_action(1, Respond("E58"))
    s.apply_action(1, PickRegion("PACIFIC"))
    while s.pending[-1].kind is FrameKind.ASK and s.pending[-1].seat != 2:
        s.apply_action(s.pending[-1].seat, Pass())
    s.apply_action(2, Respond("E68"))
    assert PickRegion("PACIFIC") not in s.legal_actions(2)
    s.apply_action(2, PickRegion("MOUNTAIN"))
    while s.pending[-1].kind is FrameKind.ASK:
        s.apply_action(s.pending[-1].seat, Pass())
    assert s.observation(0)["predictable_outcome"] == [
        {"seat": 1, "region": None},
        {"seat": 2, "region": None},
    ]
    set_hand(s, 0, "E46")
    s.apply_action(0, PlayCard("E46", Box.POLITICK.value))
    assert {a.region for a in s.legal_actions(0)} == set(DATA.regions) - {"PACIFIC", "MOUNTAIN"}
    events = s.apply_action(0, PickRegion("MID_ATLANTIC"))
    revealed = [e for e in events if e.message_id == "ct.po_revealed"]
    assert revealed and revealed[0].visible_to is None and revealed[0].reveals
    assert revealed[0].params["picks"] == [
        {"seat": 1, "region": "PACIFIC"},
        {"seat": 2, "region": "MOUNTAIN"},
    ]
    assert ids_before(events, "ct.po_revealed", "ct.token")
    assert s.po_picks == ()  # the turn ended (the card needs no more choices): the tokens are back
    check_invariants(s)


def ids_before(events, first, second):
    ids = [e.message_id for e in events]
    return ids.index(first) < ids.index(second)


def test_ct105_no_region_tokens_are_shown_when_none_are_in_play():
    """CT-1/CT-105: the tokens are in play only with expansion cards, expansion candidates or Breaking
    News; a base game's observation shows no supply of them."""
    from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME as game

    base = game.new_game(3, game.normalize_options(3, {}), 1)
    assert base.observation(0)["free_tokens"] == [] and base.observation(0)["region_tokens"] == []
    options = game.normalize_options(3, {"expansion_cards": "add"})
    assert len(game.new_game(3, options, 1).observation(0)["free_tokens"]) == 9
