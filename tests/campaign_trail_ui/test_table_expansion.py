"""The expansion on the Campaign Trail table (CT-100 to CT-137): every decision it adds is answerable by
the person (a state on the map, a region by one of its states or by a button, the rest by buttons in
words), a whole expansion game is played to the end through the table, and the region tokens, ballots and
Predictable Outcome bets show on the party boards as far as the viewer may know them (CT-97, CT-124)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.games.campaign_trail.actions import (  # noqa: E402
    Box,
    DebateCard,
    KeepCandidate,
    Pass,
    PayWith,
    PickRegion,
    PickState,
    PlayCard,
    TakeRandom,
)
from desktop_app.games.campaign_trail.frames import FrameKind  # noqa: E402
from desktop_app.games.campaign_trail.scene.gestures import REGION_TAG  # noqa: E402
from desktop_app.games.campaign_trail.scene.names import region_name  # noqa: E402

from ..campaign_trail.helpers import give, quiet_everyone, set_hand, set_money, started  # noqa: E402
from .table_fixture import CtTable, button_for, gesture_point, perform, state_point, top_kind  # noqa: E402

EXPANSION_KINDS = {kind.value[0] for kind in FrameKind if kind.decides} - {
    "home", "order", "play", "after", "trade", "travel", "adv_issues", "adv_negative", "adv_target",
    "adv_drop", "adv_skip", "camp_place", "ask", "rapid_state", "rapid_count", "endorse", "town_hall",
    "momentum", "opp_target", "opp_take", "opp_give", "smear_party", "smear_state", "face_down",
    "debate_bonus", "debate_play", "end_card", "gotv",
    "news_move", "news_ethics", "news_voter",  # the Breaking News module's: test_table_news.py
    "ed_discard", "ed_place",  # the Election Day module's (test_table_election_day.py)
}


def expansion_table(qtbot, players: int, options: dict, seed: int) -> CtTable:
    t = CtTable(qtbot, players, seed=seed)
    t.state = t.game.new_game(players, t.game.normalize_options(players, options), seed)
    t.show()
    return t


def test_the_expansion_kinds_are_the_new_decisions():
    assert {"token", "po_pick", "ballot", "claim", "surcharge", "swap_give", "rp_region"} <= EXPANSION_KINDS


@pytest.mark.parametrize(("players", "options", "seed"), [
    (4, {"expansion_cards": "swap", "expansion_candidates": True}, 12),
    (2, {"dirty_politics": True, "expansion_cards": "swap", "expansion_candidates": True}, 13),
])
def test_every_legal_action_of_an_expansion_game_has_a_gesture(qtbot, players, options, seed):
    """Random play for seat 0 (the others by the rule of thumb): each legal action has its click, drag or
    button; the prompt names the step and every action reads in words, not as its id."""
    t = expansion_table(qtbot, players, options, seed)
    kinds = set()
    for _ in range(5000):
        movers = t.state.to_move()
        if not movers:
            break
        if movers[0] == 0:
            check_gestures(t, kinds)
        else:
            t.play_heuristic(movers[0])
    assert t.state.phase.value == "over"
    assert {"setup", "play", "debate_play"} <= kinds


def check_gestures(t: CtTable, kinds: set[str]) -> None:
    """Seat 0's decision now: the prompt names an expansion step, each action reads in words and has
    its gesture; a random one of them is taken through the table."""
    t.show()
    legal = t.legal()
    kind = top_kind(t.state) or t.state.phase.value
    kinds.add(kind)
    if kind in EXPANSION_KINDS:
        assert t.scene.prompt() != "Make your choice", kind
    for action in legal:
        words = t.scene.describe_action(action)
        assert words and words != action.kind, (kind, action)
        if not isinstance(action, DebateCard):
            assert gesture_point(t.scene, action) is not None, (kind, action)
    perform(t, legal[t.rng.below(len(legal))])


# Seat 0 keeps an expansion candidate and plays at random against the rule of thumb, with the expansion
# cards swapped in: these seeds bring it, between them, every new decision but the Regional Influence
# claim (set up in the next test). The last three bring Strong Base, Exchange Ideas and Virtual
# Campaigning since Easy plays Charter Jet and Debate Coach and the tuned tiebreak orders (data
# revision 2) set up other boards; the Dirty Candidate on seed 26 brings the whistle-blower's choice
# since Easy values Virtual Campaigning by the campaign it opens.
SWEEP = [("regional_power", 1), ("regional_power", 2), ("regional_power", 3), ("regional_power", 6),
         ("regional_power", 15), ("dirty_candidate", 3), ("dirty_candidate", 12), ("dirty_candidate", 14),
         ("military_officer", 1), ("economist", 3), ("regional_power", 4), ("regional_power", 22),
         ("dirty_candidate", 21), ("regional_power", 11), ("regional_power", 12), ("regional_power", 14),
         ("dirty_candidate", 26)]


def test_every_new_decision_is_answered_on_the_table(qtbot):
    kinds: set[str] = set()
    took = False
    for candidate, seed in SWEEP:
        t = CtTable(qtbot, 3, seed=seed)
        # the seeds were found on data revision 7's values: a later revision's candidates play other games
        options = {"expansion_cards": "swap", "dirty_politics": True, "expansion_candidates": True,
                   "data_revision": 7}
        s = t.game.new_game(3, t.game.normalize_options(3, options), seed)
        first, second = s.offers[0]
        s.offers = ((candidate, second if second != candidate else first),) + s.offers[1:]
        t.state = s
        t.rng = Rng(seed)
        t.viewer = 0
        for _ in range(5000):
            movers = t.state.to_move()
            if not movers:
                break
            if movers[0] != 0:
                t.play_heuristic(movers[0])
            elif t.state.phase.value == "setup":
                t.show()
                perform(t, KeepCandidate(candidate))
            else:
                took = took or any(isinstance(a, TakeRandom) for a in t.legal())
                check_gestures(t, kinds)
        assert t.state.phase.value == "over"
    assert EXPANSION_KINDS - {"claim"} <= kinds, sorted(EXPANSION_KINDS - kinds)
    assert took  # the Dirty Candidate's swap was offered as a button (CT-130 a)


def test_a_regional_influence_claim_is_answered_on_the_map_or_by_button(qtbot):
    """CT-119: a campaign in the region of the card's token may claim its rate: the region's states
    glow, a click on one claims it; a button campaigns at the usual rate."""
    s = started(3, 1, candidates=("lawyer", "senator", "orator"), expansion_cards="add")
    quiet_everyone(s)
    give(s, 0, "E46")
    s.take_from_hand(0, "E46")
    s.put_in_play(0, "E46")
    s.tokens = (("EAST_NORTH_CENTRAL", 0, "E46"),)
    set_hand(s, 0, "B47")
    s.pawn = ("OH",) + s.pawn[1:]
    set_money(s, "D", 100, 10)
    t = CtTable(qtbot, 3, seed=1)
    t.state = s
    t.viewer = 0
    from ..campaign_trail.helpers import turn_of

    turn_of(s, 0)
    t.show()
    perform(t, PlayCard("B47", Box.CAMPAIGN.value))
    assert top_kind(t.state) == "claim"
    assert "Regional Influence" in t.scene.prompt()
    assert set(t.state.data.regions["EAST_NORTH_CENTRAL"].states) == t.scene.map.highlighted()
    assert "usual rate" in button_for(t.scene, Pass()).text
    assert "Regional Influence ◆ East North Central" in t.scene.boards[0].toolTip()
    before = len(t.emitted)
    t.click(state_point(t.scene, "OH"))
    assert t.emitted[before:] == [PickRegion("EAST_NORTH_CENTRAL")]
    assert t.state.ctx.claimed == "EAST_NORTH_CENTRAL"


def test_an_expansion_game_against_computers_is_played_to_the_end_through_the_table(qtbot):
    """The expansion's cards added and its candidates dealt: seat 0 plays by the rule of thumb, each
    choice through the table's own gesture, until Election Day is counted (CT-70)."""
    t = expansion_table(qtbot, 3, {"expansion_cards": "add", "expansion_candidates": True,
                                   "dirty_politics": True}, 5)
    for _ in range(4000):
        movers = t.state.to_move()
        if not movers:
            break
        if movers[0] == 0:
            t.show()
            perform(t, t.game.heuristic_action(t.state, 0, t.rng))
        else:
            t.play_heuristic(movers[0])
    t.show()
    assert t.state.phase.value == "over"
    assert "won" in t.scene.prompt()


def _reach_region_pick(t: CtTable) -> int:
    def wants_region(s) -> bool:
        movers = s.to_move()
        return bool(movers) and any(isinstance(a, PickRegion) for a in s.legal_actions(movers[0]))

    t.advance_to(wants_region, limit=6000)
    seat = t.state.to_move()[0]
    t.viewer = seat
    t.show()
    return seat


def test_a_region_is_picked_by_a_state_of_it_or_by_its_button(qtbot):
    """CT-105, CT-107: the states of every region whose token may be taken carry the region's tag; a
    click on one of them takes that region's token; a button names each region too."""
    for seed in range(1, 12):
        t = expansion_table(qtbot, 3, {"expansion_cards": "add", "expansion_candidates": True}, seed)
        try:
            _reach_region_pick(t)
        except AssertionError:
            continue
        break
    else:
        pytest.fail("no game reached a region pick")
    scene = t.scene
    regions = {a.region for a in t.legal() if isinstance(a, PickRegion)}
    states = {code for r in regions for code in t.state.data.regions[r].states}
    assert scene.map.highlighted() == states
    assert all(scene.map.tag(code) == REGION_TAG for code in states)
    for region in regions:
        button = button_for(scene, PickRegion(region))
        assert button is not None and region_name(region) in button.text
    region = sorted(regions)[0]
    code = sorted(t.state.data.regions[region].states)[0]
    before = len(t.emitted)
    t.click(state_point(scene, code))
    assert t.emitted[before:] == [PickRegion(region)]


def test_region_tokens_and_bets_show_on_the_boards_as_far_as_the_viewer_knows(qtbot):
    """A token on a card or candidate is public (CT-105); a Predictable Outcome bet shows its region to
    the picker's party only, until revealed (CT-124)."""
    t = expansion_table(qtbot, 3, {"expansion_cards": "add", "expansion_candidates": True}, 2)
    s = t.state
    s.tokens = (("PACIFIC", 0, ""), ("MOUNTAIN", 1, s.in_play[1][0] if s.in_play[1] else ""))
    s.po_picks = ((2, "NEW_ENGLAND"),)
    t.viewer = 0
    t.show()
    text = " ".join(b.toolTip() for b in t.scene.boards if b.isVisible())
    assert "Pacific" in text and "Mountain" in text
    assert "Predictable Outcome bet ◆ hidden" in text and "New England" not in text
    t.viewer = 2
    t.show()
    text = " ".join(b.toolTip() for b in t.scene.boards if b.isVisible())
    assert "Predictable Outcome bet ◆ New England" in text
    assert "Free region tokens" in t.scene.decks.toolTip() and "Pacific" not in t.scene.decks.toolTip()
    assert t.scene.decks.free_tokens == len(s.data.regions) - 2  # the count in the decks' strip


def test_the_new_actions_read_in_words():
    from desktop_app.games.campaign_trail.scene import action_words

    names = ["Ann", "Ben", "Cleo"]
    assert action_words.describe(TakeRandom(1), "play", names) == "Take a random card from Ben"
    assert "money" in action_words.describe(PayWith(False), "surcharge", names)
    assert "voters" in action_words.describe(PayWith(True), "surcharge", names)
    assert "Pacific" in action_words.describe(PickRegion("PACIFIC"), "po_pick", names)
    assert "Ohio" in action_words.describe(PickState("OH"), "relocate_from", names)


def test_moving_the_base_says_a_voter_moves_and_leaves_the_pawn_put(qtbot):
    """CT-111: after choosing a committed voter, the travel step moves that voter, not the pawn: the
    observation says from where, the prompt says so, and the pawn cannot be dragged."""
    from desktop_app.games.campaign_trail.frames import Frame, FrameKind

    t = expansion_table(qtbot, 2, {"expansion_cards": "add"}, 3)
    t.advance_to(lambda s: bool(s.to_move()) and s.to_move()[0] == 0 and s.pending
                 and s.pending[-1].kind is FrameKind.PLAY, limit=2000)
    s = t.state
    s.push(Frame(FrameKind.TRAVEL, seat=0, count=2, other=s.pawn[0]))
    t.viewer = 0
    t.show()
    top = s.observation(0)["pending"][-1]
    assert top["kind"] == "travel" and top["voter_from"] == s.pawn[0]
    assert "Moving the Base" in t.scene.prompt()
    assert not t.scene.pawns[0].draggable
