"""Tuned data rows (spec §14, BT-7, BT-1): only RECONSTRUCTED rows are tuned, each keeps its tag, its note
gives the spec's value beside ours, and the game plays the tuned value read from the data file (not the
spec's)."""

from __future__ import annotations

import re

import pytest

from desktop_app.games.campaign_trail.board import setup_board
from desktop_app.games.campaign_trail.data import FOLDER, load_data, load_revision
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.election_day_data import Column, load_election_day
from desktop_app.games.campaign_trail.election_day_measures import tier_reached
from desktop_app.games.campaign_trail.revisions import LATEST, SPEC
from desktop_app.resources import load_json

ED = load_election_day()
ROWS = load_json(FOLDER, "exit_polls.json")["exit_polls"]
# "right tuned 16/18/20, spec 14/16/18": the column, our thresholds, the spec's.
TUNED = re.compile(
    r"(left|right) tuned (\d+)/(\d+)/(\d+)(?: \(revision \d+(?:; earlier \d+/\d+/\d+)?\))?, "
    r"spec (\d+)/(\d+)/(\d+)"
)
TUNED_ROWS = [row for row in ROWS if "tuned" in row["note"]]


def _numbers(match: re.Match[str], first: int) -> tuple[int, int, int]:
    return (int(match.group(first)), int(match.group(first + 1)), int(match.group(first + 2)))


def test_some_exit_poll_is_tuned_and_only_reconstructed_rows_are_bt_7():
    """§14: RULEBOOK rows (ep01-ep04) keep the printed thresholds; the tuned ones are RECONSTRUCTED."""
    assert TUNED_ROWS
    for row in ROWS:
        if row["src"] != "RECONSTRUCTED":
            assert "tuned" not in row["note"], row["id"]
    assert {row["id"] for row in TUNED_ROWS} <= {f"ep{n:02d}" for n in range(5, 19)}


@pytest.mark.parametrize("row", TUNED_ROWS, ids=[row["id"] for row in TUNED_ROWS])
def test_a_tuned_exit_poll_plays_its_tuned_thresholds_bt_7(row):
    """CT-152, CT-153 with BT-7's tuning: the note names the column, our thresholds and the spec's; the
    loaded card has ours: a value at our tier-1 threshold reaches tier 1, and one at the spec's tier-1
    threshold reaches none on a card made harder, some tier on a card made easier."""
    assert TUNED.search(row["note"]), row["note"]
    for found in TUNED.finditer(row["note"]):  # a card may be tuned in both columns
        col = Column.LEFT if found.group(1) == "left" else Column.RIGHT
        ours, spec = _numbers(found, 2), _numbers(found, 5)
        card = ED.exit_polls[row["id"]]
        assert card.thresholds(col) == ours != spec
        assert tier_reached(card, col, ours[0]) == 1
        harder = (ours[0] > spec[0]) == (card.goal.value == "max")
        reached = tier_reached(card, col, spec[0])
        assert reached == 0 if harder else reached >= 1


# "left tuned 9/11/13 (revision 3), spec 14/18/22": thresholds tuned under a data revision keep the spec's
# for games of earlier revisions (revisions.py), so a saved game scores as it was played; "right tuned
# 15/18/20 (revision 5; earlier 16/18/20), spec 14/16/18": tuned again, the earlier revisions keep the
# thresholds they had (an earlier, unrevised tuning).
REVISED = re.compile(
    r"(left|right) tuned (\d+)/(\d+)/(\d+) \(revision (\d+)(?:; earlier (\d+)/(\d+)/(\d+))?\), "
    r"spec (\d+)/(\d+)/(\d+)"
)
REVISED_ROWS = [row for row in ROWS if REVISED.search(row["note"])]


@pytest.mark.parametrize("row", REVISED_ROWS, ids=[row["id"] for row in REVISED_ROWS])
def test_a_revised_exit_poll_scores_an_older_game_on_its_older_thresholds_ct_153(row):
    """CT-153 with data revisions: a game of the tuning's revision or later reads our thresholds, a game
    of an earlier revision (a save from before) the ones it was played with, so its replay scores alike."""
    card = ED.exit_polls[row["id"]]
    for found in REVISED.finditer(row["note"]):
        col = Column.LEFT if found.group(1) == "left" else Column.RIGHT
        ours, revision, spec = _numbers(found, 2), int(found.group(5)), _numbers(found, 9)
        before = _numbers(found, 6) if found.group(6) else spec
        assert SPEC < revision <= LATEST and before != ours
        for rev in range(SPEC, LATEST + 1):
            assert card.thresholds(col, rev) == (ours if rev >= revision else before), rev
        assert tier_reached(card, col, ours[0], revision) == 1
        easier = (ours[0] < before[0]) == (card.goal.value == "max")
        older = tier_reached(card, col, ours[0], revision - 1)
        assert older == 0 if easier else older >= 1


@pytest.mark.parametrize("row", REVISED_ROWS, ids=[row["id"] for row in REVISED_ROWS])
def test_the_computer_steers_by_its_games_revision_of_a_revised_exit_poll_ct_153(row, monkeypatch):
    """The computer's chance of reaching each tier of a held Exit Poll reads the thresholds of its game's data
    revision, as the scoring does, so a game of an earlier revision (a saved or recorded one) plays as it did.
    One position read as a game of the revision before the tuning gives the chances of a card that holds that
    revision's thresholds as its newest, and they differ from the tuning revision's."""
    import dataclasses

    from desktop_app.games.campaign_trail import election_day_ai
    from desktop_app.games.campaign_trail.election_day_ai import tier_chances

    from .helpers import started

    card = ED.exit_polls[row["id"]]
    s = started(2, seed=1, election_day=True)
    for found in REVISED.finditer(row["note"]):
        col = Column.LEFT if found.group(1) == "left" else Column.RIGHT
        revision = int(found.group(5))
        s.data = load_revision(revision)
        ours = tier_chances(s, 0, row["id"], col)
        s.data = load_revision(revision - 1)
        older = tier_chances(s, 0, row["id"], col)
        old_card = dataclasses.replace(card, left=card.thresholds(Column.LEFT, revision - 1),
                                       right=card.thresholds(Column.RIGHT, revision - 1), earlier=())
        older_data = dataclasses.replace(ED, exit_polls={**ED.exit_polls, row["id"]: old_card})
        with monkeypatch.context() as patch:
            patch.setattr(election_day_ai, "load_election_day", lambda data=older_data: data)
            s.data = load_revision(LATEST)
            assert tier_chances(s, 0, row["id"], col) == older != ours, (row["id"], col)


# -- tiebreak orders (§4.3, BT-1; data revision 2, revisions.py) -------------------------------------------
TIEBREAK_ROWS = load_json(FOLDER, "tiebreaks.json")["tiebreaks"]
# "tuned tiebreak_3p D>L>R (revision 2, BT-1); spec L>D>R": the order, its revision, the spec's order; an
# order tuned twice names the revisions of its earlier tuning: "tuned tiebreak_4p L>D>G>R (revision 7, BT-1;
# revisions 3-6 L>D>R>G); spec D>L>R>G".
TUNED_ORDER = re.compile(r"tuned (tiebreak_[34]p) ([DRLG>]+) \(revision (\d+), BT-1"
                         r"(?:; revisions (\d+)-(\d+) ([DRLG>]+))?\); spec ([DRLG>]+)")
TUNED_TIEBREAKS = [row for row in TIEBREAK_ROWS if "tuned" in row["note"]]
# "tiebreak_3p the spec's D>L>R again (revision 11, BT-1; revisions 2-10 tuned L>D>R)": an order tuned once
# and later given the spec's order back; the revisions between play the tuned one.
BACK_TO_SPEC = re.compile(r"(tiebreak_[34]p) the spec's ([DRLG>]+) again \(revision (\d+), BT-1; "
                          r"revisions (\d+)-(\d+) tuned ([DRLG>]+)\)")


def test_tuned_tiebreak_rows_are_reconstructed_and_keep_the_spec_values_for_old_saves_bt_1():
    """§14: tiebreak orders are RECONSTRUCTED; a tuned row keeps its tag, its note gives the spec's order,
    and the row keeps that order for games of revision 1 (revisions.py). Green's starting states keep their
    first tiebreaker (§4.6, RULEBOOK)."""
    assert TUNED_TIEBREAKS
    spec, latest = load_revision(SPEC), load_data()
    for row in TIEBREAK_ROWS:
        tuned = TUNED_ORDER.findall(row["note"])
        back = BACK_TO_SPEC.findall(row["note"])
        assert bool(tuned or back) == bool(row.get("earlier")), row["id"]
        assert row["src"] == "RECONSTRUCTED"
        for key, theirs, revision, first, last, ours in back:
            assert int(last) == int(revision) - 1 and SPEC < int(first) < int(revision) <= LATEST
            for rev in range(SPEC, LATEST + 1):
                order = ">".join(getattr(load_revision(rev).states[row["id"]], key))
                assert order == (ours if int(first) <= rev <= int(last) else theirs), (row["id"], rev)
            assert ">".join(getattr(spec.states[row["id"]], key)) == theirs != ours, row["id"]
        for key, ours, revision, first, last, before, theirs in tuned:
            # the revision that tuned it plays ours, the ones before it their earlier tuning, if any, and
            # before that the spec's order
            assert SPEC < int(revision) <= LATEST
            assert ">".join(getattr(load_revision(int(revision)).states[row["id"]], key)) == ours
            if first:
                assert int(last) == int(revision) - 1 and before not in (ours, theirs)
                for rev in range(int(first), int(revision)):
                    assert ">".join(getattr(load_revision(rev).states[row["id"]], key)) == before, rev
                revision = first
            assert ">".join(getattr(load_revision(int(revision) - 1).states[row["id"]], key)) == theirs
            assert ">".join(getattr(latest.states[row["id"]], key)) == ours != theirs, row["id"]
            assert ">".join(getattr(spec.states[row["id"]], key)) == theirs, row["id"]
        if row["id"] in latest.green_starts:
            assert latest.states[row["id"]].tiebreak_3p[0] == spec.states[row["id"]].tiebreak_3p[0]


@pytest.mark.parametrize("row", TUNED_TIEBREAKS, ids=[row["id"] for row in TUNED_TIEBREAKS])
def test_a_new_game_sets_up_on_the_tuned_order_and_a_revision_1_game_on_the_spec_ct_21(row):
    """CT-21: the setup board of D, R and L follows the tuned order in a new game, the spec's in a game of
    revision 1 (a save from before the tuning)."""
    sid = row["id"]
    for revision, data in ((LATEST, load_data()), (SPEC, load_revision(SPEC))):
        options = CAMPAIGN_TRAIL_GAME.normalize_options(3, {"data_revision": revision})
        s = CAMPAIGN_TRAIL_GAME.new_game(3, options, 7)
        order = tuple(s.parties[p] for p in s.orders[s.state_index(sid)])
        assert order == data.states[sid].tiebreak_3p


# Revision 6 (BT-1, 2-party sets): orders whose first party stays first, so only the 2-party game of the
# other two parties sets up otherwise (CT-21).
BEHIND_FIRST = [
    (row["id"], int(rev))
    for row in TIEBREAK_ROWS
    for key, ours, rev, *_earlier, spec in TUNED_ORDER.findall(row["note"])
    if key == "tiebreak_3p" and ours[0] == spec[0]
]


@pytest.mark.parametrize(("sid", "revision"), BEHIND_FIRST, ids=[sid for sid, _rev in BEHIND_FIRST])
def test_an_order_tuned_behind_its_first_party_moves_only_one_2_party_setup_bt_1_ct_21(sid, revision):
    """CT-21 with BT-1's 2-party tuning: the state's first party keeps it with 2 voters wherever that party
    plays (D, R and L together included), so only the 2-party set of the other two parties sets up
    otherwise, the state's counter and 1 voter going to the new second party instead of the old one."""
    new, old = load_revision(revision), load_revision(revision - 1)
    order, before = new.states[sid].tiebreak_3p, old.states[sid].tiebreak_3p
    assert order[0] == before[0] and order != before
    for parties in (("D", "R", "L"), ("D", "R"), ("D", "L"), ("R", "L")):
        ours, theirs = setup_board(new, parties, False)[sid], setup_board(old, parties, False)[sid]
        if order[0] in parties:
            assert ours == theirs == (order[0], new.const("SETUP_VOTERS_FIRST")), parties
        else:
            voters = new.const("SETUP_VOTERS_OTHER")
            assert (ours, theirs) == ((order[1], voters), (before[1], voters)), parties


TUNED_GREEN = [row for row in TUNED_TIEBREAKS if "tuned tiebreak_4p" in row["note"]]


@pytest.mark.parametrize("row", TUNED_GREEN, ids=[row["id"] for row in TUNED_GREEN])
def test_a_new_green_game_sets_up_on_the_tuned_green_order_ct_21_ct_100(row):
    """CT-21, CT-100: a game with Green plays the Green board's order; a new game and one of the revision
    that first tuned it the tuned one, a game of revision 2 or 1 (saved before that tuning) the spec's
    order there."""
    sid = row["id"]
    found = TUNED_ORDER.findall(row["note"])
    # the first revision that tuned it (its earlier tuning where it has one)
    tuned_in = next(int(first or rev) for key, _ours, rev, first, *_rest in found if key == "tiebreak_4p")
    for revision in (LATEST, tuned_in, 2, SPEC):
        data = load_revision(revision)
        options = CAMPAIGN_TRAIL_GAME.normalize_options(4, {"data_revision": revision, "green_party": True,
                                                             "parties": "DRLG"})
        s = CAMPAIGN_TRAIL_GAME.new_game(4, options, 7)
        order = tuple(s.parties[p] for p in s.orders[s.state_index(sid)])
        assert order == data.states[sid].tiebreak_4p
        assert (order == load_revision(SPEC).states[sid].tiebreak_4p) == (revision < tuned_in)


# Revision 7 (BT-1, 2-party Green sets): Green-board orders that only move Green, ahead of the parties it
# jumps (Green third instead of last, §14: Green's first places stay).
GREEN_MOVED = [
    (row["id"], int(rev))
    for row in TUNED_GREEN
    for key, ours, rev, _first, _last, before, spec in TUNED_ORDER.findall(row["note"])
    if key == "tiebreak_4p" and ours.replace("G", "").strip(">").replace(">>", ">")
    == (before or spec).replace("G", "").strip(">").replace(">>", ">")
]
GREEN_SETS = (("D", "R", "L", "G"), ("D", "R", "G"), ("D", "L", "G"), ("R", "L", "G"), ("D", "G"), ("R", "G"),
              ("L", "G"))


@pytest.mark.parametrize(("sid", "revision"), GREEN_MOVED, ids=[sid for sid, _rev in GREEN_MOVED])
def test_green_moved_ahead_moves_only_the_2_party_sets_of_the_parties_it_passed_bt_1_ct_21(sid, revision):
    """CT-21 on the Green board: a state sets up for the first party of its order in play, so Green moved
    ahead of a party Z takes the state (its counter and the same number of voters) in the Z, G game only;
    every other set with Green, D, R, L and G together included, sets up as before."""
    new, old = load_revision(revision), load_revision(revision - 1)
    order, before = new.states[sid].tiebreak_4p, old.states[sid].tiebreak_4p
    assert order[0] != "G" and order.index("G") < before.index("G")
    passed = set(before[order.index("G"):before.index("G")])
    assert passed and set(order[:order.index("G")]) == set(before[:order.index("G")])
    moved = []
    for parties in GREEN_SETS:
        ours, theirs = setup_board(new, parties, True)[sid], setup_board(old, parties, True)[sid]
        if set(parties) - {"G"} <= passed:
            assert ours == ("G", theirs[1]) and theirs[0] in passed, parties
            moved.append(parties)
        else:
            assert ours == theirs, parties
    assert len(moved) == len(passed)


# -- base candidates (§6, BT-3; data revision 4, revisions.py) -------------------------------------------
CANDIDATE_ROWS = load_json(FOLDER, "candidates.json")["candidates"]
# "tuned advertise_issue 20 (revision 4, BT-3); spec 10": the value (a field or an effect), ours, the
# revision that tuned it, the spec's (an effect dropped is 0: "tuned register 0 (revision 8, BT-3); spec -1").
TUNED_CANDIDATE = re.compile(r"tuned ([a-z_]+) (-?\d+) \(revision (\d+), BT-3\); spec (-?\d+)")
TUNED_CANDIDATES = [row for row in CANDIDATE_ROWS if TUNED_CANDIDATE.search(row["note"])]
# "tuned debate_banned NS;IR (revision 9, BT-3); spec NS;IR;PP": the categories a candidate may not debate
# (§6), ours and the spec's, and the revision that tuned them.
TUNED_BAN = re.compile(r"tuned debate_banned ([A-Z;]+) \(revision (\d+), BT-3\); spec ([A-Z;]+)")
TUNED_BANS = [row for row in CANDIDATE_ROWS if TUNED_BAN.search(row["note"])]


def _candidate_value(revision: int, candidate: str, key: str) -> int:
    row = load_revision(revision).candidates[candidate]
    return int(getattr(row, key)) if hasattr(row, key) else row.effects.get(key, 0)


def test_tuned_candidates_are_reconstructed_base_cards_with_the_spec_values_kept_bt_3():
    """§14: only RECONSTRUCTED candidates (the 12 base cards of §6) may be tuned; a tuned row keeps its tag,
    its note gives the spec's value beside ours, and it keeps the spec's value for games of the revisions
    before the tuning (revisions.py), so their saves replay."""
    assert TUNED_CANDIDATES
    for row in CANDIDATE_ROWS:
        tuned = TUNED_CANDIDATE.findall(row["note"])
        bans = TUNED_BAN.findall(row["note"])
        assert bool(tuned or bans) == bool(row.get("earlier")), row["id"]
        if not (tuned or bans):
            continue
        assert row["src"] == "RECONSTRUCTED" and row["set"] == "base", row["id"]
        for ours_ban, revision, theirs_ban in bans:
            ours_set, theirs_set = tuple(ours_ban.split(";")), tuple(theirs_ban.split(";"))
            assert ours_set != theirs_set and SPEC < int(revision) <= LATEST
            assert load_revision(int(revision)).candidates[row["id"]].debate_banned == ours_set
            assert load_revision(LATEST).candidates[row["id"]].debate_banned == ours_set
            assert load_revision(int(revision) - 1).candidates[row["id"]].debate_banned == theirs_set
            assert load_revision(SPEC).candidates[row["id"]].debate_banned == theirs_set
        for key, ours, revision, theirs in tuned:
            assert SPEC < int(revision) <= LATEST
            assert _candidate_value(int(revision), row["id"], key) == int(ours) != int(theirs)
            assert _candidate_value(int(revision) - 1, row["id"], key) == int(theirs)
            assert _candidate_value(LATEST, row["id"], key) == int(ours)
            assert _candidate_value(SPEC, row["id"], key) == int(theirs)


@pytest.mark.parametrize("row", TUNED_CANDIDATES, ids=[row["id"] for row in TUNED_CANDIDATES])
def test_a_new_game_plays_the_tuned_candidate_and_an_older_game_the_spec_one_ct_12_ct_23(row):
    """CT-12, CT-23: a kept candidate's numbers are the data revision's. A new game's party starts with the
    tuned candidate's money and pays its tuned advertise price; a game of the revision before (a save from
    before the tuning) plays the spec's values."""
    from desktop_app.games.campaign_trail import modifiers as mod

    from .helpers import started

    key, ours, revision, theirs = TUNED_CANDIDATE.findall(row["note"])[0]
    for rev, value in ((LATEST, int(ours)), (int(revision) - 1, int(theirs)), (SPEC, int(theirs))):
        s = started(2, seed=3, candidates=(row["id"], "governor"), data_revision=rev)
        assert s.data.revision == rev and s.kept[0] == row["id"]
        candidate = s.data.candidates[row["id"]]
        assert s.money[s.seat_party[0]] == candidate.start_money
        if key == "advertise_issue":
            base = s.data.const("ADVERTISE_COST")
            assert mod.advertise_issue_cost(s, 0) == base + value
            assert mod.advertise_issue_cost(s, 1) == base
        elif key == "register":
            # every register box of the deck: the tuned candidate's seat registers the box's count plus its
            # revision's delta (at least 1), the other seat the box's count
            boxes = [(card, card.register) for card in s.data.cards.values() if card.register is not None]
            assert boxes
            for card, count in boxes:
                assert mod.register_gain(s, 0, card) == max(count + value, 1)
                assert mod.register_gain(s, 1, card) == count
        elif key == "politick_fee":
            # CT-64: the tuned candidate's seat pays its revision's fee for a politick box (an ongoing card,
            # Super PAC, which costs nothing else to play), the other seat nothing
            from desktop_app.games.campaign_trail.actions import Box, PlayCard

            from .helpers import quiet_everyone, set_hand, set_money, turn_of

            assert (mod.politick_fee(s, 0), mod.politick_fee(s, 1)) == (value, 0)
            quiet_everyone(s)
            set_hand(s, 0, "B41")
            party = s.parties[s.seat_party[0]]
            set_money(s, party, 50)
            turn_of(s, 0)
            events = s.apply_action(0, PlayCard("B41", Box.POLITICK.value))
            assert s.money[s.seat_party[0]] == 50 - value
            paid = [e.params["amount"] for e in events if e.message_id == "ct.pay"]
            assert paid == ([value] if value else [])
        else:
            assert _candidate_value(rev, row["id"], key) == value


def test_revision_8_changes_only_the_business_moguls_register_and_keeps_its_start_values_bt_3_ct_23():
    """Revision 8 drops the Business Mogul's Register -1 (BT-3) and changes nothing else: every other table
    and candidate equals revision 7's, and its start money and registered voters stay, so which candidate
    Easy keeps (by the start values, CT-23) and every game in which no seat keeps it are as before."""
    import dataclasses

    new, old = load_revision(8), load_revision(7)
    changed = sorted(c for c in new.candidates if new.candidates[c] != old.candidates[c])
    assert changed == ["business_mogul"]
    mogul, before = new.candidates["business_mogul"], old.candidates["business_mogul"]
    assert (mogul.start_money, mogul.start_registered) == (before.start_money, before.start_registered)
    assert {**before.effects, "register": 0, "register_min": 0} == {**mogul.effects, "register": 0,
                                                                        "register_min": 0}
    assert before.effects["register"] == -1 and mogul.effects.get("register", 0) == 0
    for field in dataclasses.fields(new):
        if field.name not in ("candidates", "revision"):
            assert getattr(new, field.name) == getattr(old, field.name), field.name


@pytest.mark.parametrize("row", TUNED_BANS, ids=[row["id"] for row in TUNED_BANS])
def test_a_new_game_debates_the_tuned_categories_and_an_older_game_the_spec_ones_ct_52(row):
    """§6, CT-52: a kept candidate's debate ban is its data revision's. In a new game its seat moves its
    marker on a topic of a category the tuning freed (a card with that icon), and may not where the ban
    stands; a game of the revision before the tuning (a save from before it) bans the spec's categories."""
    from desktop_app.games.campaign_trail.debate import matches

    from .helpers import started

    ours, revision, theirs = TUNED_BAN.findall(row["note"])[0]
    freed = set(theirs.split(";")) - set(ours.split(";"))
    assert freed
    for rev, banned in ((LATEST, set(ours.split(";"))), (int(revision) - 1, set(theirs.split(";"))),
                        (SPEC, set(theirs.split(";")))):
        s = started(2, seed=5, candidates=(row["id"], "lawyer"), data_revision=rev)
        assert s.data.revision == rev and s.kept[0] == row["id"]
        for category in sorted(freed | banned):
            card = next(c for c in s.data.cards.values() if category in c.debate_icons)
            topic = next(t for t, issue in s.data.issues.items() if issue.category == category)
            icons = card.debate_icons.count(category)
            assert matches(s, 1, card.id, topic) == icons  # the other seat is never banned
            assert matches(s, 0, card.id, topic) == (0 if category in banned else icons), (rev, category)


def test_revision_9_changes_only_the_grassroots_organizers_debate_ban_bt_3_ct_23():
    """Revision 9 narrows the Grassroots Organizer's debate ban (BT-3) and changes nothing else: every other
    table and candidate equals revision 8's, and its start values and effects stay, so which candidate Easy
    keeps (by the start values, CT-23) and every game in which no seat keeps it are as before."""
    import dataclasses

    new, old = load_revision(9), load_revision(8)
    changed = sorted(c for c in new.candidates if new.candidates[c] != old.candidates[c])
    assert changed == ["grassroots_organizer"]
    organizer, before = new.candidates["grassroots_organizer"], old.candidates["grassroots_organizer"]
    assert dataclasses.replace(before, debate_banned=organizer.debate_banned) == organizer
    assert set(organizer.debate_banned) < set(before.debate_banned) == {"NS", "IR", "PP"}
    for field in dataclasses.fields(new):
        if field.name not in ("candidates", "revision"):
            assert getattr(new, field.name) == getattr(old, field.name), field.name


def test_revision_10_changes_only_the_party_insiders_fee_and_ep07s_left_column_bt_3_bt_7_ct_23_ct_64():
    """Revision 10 drops the Party Insider's $10M politick fee (BT-3, CT-64) and lowers the left column of one
    Exit Poll, ep07 (BT-7), and changes nothing else: every other table, candidate and Exit Poll equals
    revision 9's, the Party Insider's start values and other effects stay, so which candidate Easy keeps (by
    the start values, CT-23) and every game in which no seat keeps it and no party is dealt ep07 in the left
    column are as before. The effect key stays at 0 (an effect that does nothing), so the row's earlier entry
    gives it back."""
    import dataclasses

    moved = sorted((card.id, col.name) for card in ED.exit_polls.values() for col in Column
                   if card.thresholds(col, 10) != card.thresholds(col, 9))
    assert moved == [("ep07", "LEFT")]
    assert ED.exit_polls["ep07"].thresholds(Column.LEFT, 9) == (40, 44, 48)  # the spec's, revisions 1-9
    new, old = load_revision(10), load_revision(9)
    changed = sorted(c for c in new.candidates if new.candidates[c] != old.candidates[c])
    assert changed == ["party_insider"]
    insider, before = new.candidates["party_insider"], old.candidates["party_insider"]
    assert dataclasses.replace(before, effects=insider.effects) == insider
    assert {**before.effects, "politick_fee": 0} == insider.effects
    assert before.effects["politick_fee"] == 10 and insider.effects["politick_fee"] == 0
    for field in dataclasses.fields(new):
        if field.name not in ("candidates", "revision"):
            assert getattr(new, field.name) == getattr(old, field.name), field.name


def test_revision_11_changes_only_new_jerseys_base_order_and_every_game_without_green_reads_it_bt_1_ct_21():
    """Revision 11 gives New Jersey's base-board order (tiebreak_3p) back the spec's, D first instead of L
    (BT-1: L in D, R, L), and changes nothing else. The base board is read by every game without Green
    (CT-100), not only by D, R and L: the counter and its 2 voters go to D instead of L in D, R, L and in
    D, L; in D, R D keeps it with 2 voters instead of 1, in R, L L keeps it with 1 instead of 2 (CT-21). A
    game with Green reads the Green board's order alone and sets up as before."""
    import dataclasses

    new, old, spec = load_revision(11), load_revision(10), load_revision(SPEC)
    moved = sorted(sid for sid in new.states if new.states[sid] != old.states[sid])
    assert moved == ["NJ"]
    assert dataclasses.replace(old.states["NJ"], tiebreak_3p=new.states["NJ"].tiebreak_3p) == new.states["NJ"]
    assert new.states["NJ"].tiebreak_3p == spec.states["NJ"].tiebreak_3p == ("D", "L", "R")
    assert old.states["NJ"].tiebreak_3p == ("L", "D", "R")
    for field in dataclasses.fields(new):
        if field.name not in ("states", "revision"):
            assert getattr(new, field.name) == getattr(old, field.name), field.name
    first, other = new.const("SETUP_VOTERS_FIRST"), new.const("SETUP_VOTERS_OTHER")
    expected = {("D", "R", "L"): (("D", first), ("L", first)), ("D", "L"): (("D", first), ("L", first)),
                ("D", "R"): (("D", first), ("D", other)), ("R", "L"): (("L", other), ("L", first))}
    for parties, (ours, theirs) in expected.items():
        assert setup_board(new, parties, False)["NJ"] == ours, parties
        assert setup_board(old, parties, False)["NJ"] == theirs, parties
    for parties in (("D", "R", "L", "G"), ("D", "L", "G"), ("L", "G"), ("D", "G")):
        assert setup_board(new, parties, True) == setup_board(old, parties, True), parties


def test_revision_12_raises_only_ep16s_right_column_which_3_and_4_party_games_read_bt_7_ct_152():
    """Revision 12 raises one Exit Poll's right column, ep16 (BT-7: over 90 % with 4 parties at 7 and 8 seats,
    where a party's two candidates have two home states), and changes nothing else: every other card and
    column, and every table of the game data, equal revision 11's. The thresholds are read from the row's
    note; games of revision 11 and before keep the spec's (a saved or recorded game scores as it was
    played), and only the right column's games read the change (CT-152: 3 parties at 3 seats and every
    4-party game)."""
    import dataclasses

    from desktop_app.games.campaign_trail.election_day_measures import column
    from desktop_app.games.campaign_trail.options import Config

    moved = sorted((card.id, col.name) for card in ED.exit_polls.values() for col in Column
                   if card.thresholds(col, 12) != card.thresholds(col, 11))
    assert moved == [("ep16", "RIGHT")]
    row = next(r for r in ROWS if r["id"] == "ep16")
    found = REVISED.search(row["note"])
    assert found and found.group(1) == "right" and int(found.group(5)) == 12 < LATEST
    ours, spec = _numbers(found, 2), _numbers(found, 9)
    card = ED.exit_polls["ep16"]
    assert card.thresholds(Column.RIGHT) == ours == tuple(row["right"]) and ours[0] > spec[0]  # harder
    assert card.thresholds(Column.RIGHT, 11) == spec == card.thresholds(Column.RIGHT, SPEC)
    assert card.thresholds(Column.LEFT, 12) == card.thresholds(Column.LEFT, 11)
    assert tier_reached(card, Column.RIGHT, spec[0], 11) == 1
    assert tier_reached(card, Column.RIGHT, spec[0], 12) == 0
    new, old = load_revision(12), load_revision(11)
    for field in dataclasses.fields(new):
        if field.name != "revision":
            assert getattr(new, field.name) == getattr(old, field.name), field.name
    layouts = ((2, 2), (3, 3), (4, 2), (4, 4), (5, 3), (6, 3), (7, 4), (8, 4))  # seats, parties (§3.1)
    configs = {(seats, n): Config(seats, ("D", "R", "L", "G")[:n], -(-seats // n), n == 4, False, "random")
               for seats, n in layouts}
    reads = {layout for layout, config in configs.items() if column(config) is Column.RIGHT}
    assert reads == {(3, 3), (4, 4), (7, 4), (8, 4)}


DECK_ROWS = load_json(FOLDER, "deck_base.json")["cards"]
# "fundraise tuned $30M (revision 13), spec $50M": the box, our value, the revision, the spec's value.
TUNED_BOX = re.compile(r"(fundraise) tuned \$(\d+)M \(revision (\d+)\), spec \$(\d+)M")
TUNED_CARDS = [row for row in DECK_ROWS if TUNED_BOX.search(row["note"])]


def _tuned_box(card: str) -> tuple[str, int, int, int]:
    row = next(r for r in DECK_ROWS if r["id"] == card)
    found = TUNED_BOX.search(row["note"])
    assert found, card
    return found.group(1), int(found.group(2)), int(found.group(3)), int(found.group(4))


def test_tuned_cards_are_reconstructed_and_keep_the_spec_box_for_older_games_bt_4():
    """§14: a tuned action card is a RECONSTRUCTED row of §8; its note gives the spec's value beside ours, the
    newest revision and the one that tuned it play ours, and the revisions before it the spec's (its earlier
    entry), so their saves replay."""
    assert TUNED_CARDS
    for row in DECK_ROWS:
        assert bool(TUNED_BOX.search(row["note"])) == bool(row.get("earlier")), row["id"]
    for row in TUNED_CARDS:
        box, ours, revision, spec = _tuned_box(row["id"])
        assert row["src"] == "RECONSTRUCTED" and ours != spec and SPEC < revision <= LATEST

        def value(rev: int, card: str = row["id"], box: str = box) -> int:
            return int(getattr(load_revision(rev).cards[card], box))

        assert value(LATEST) == value(revision) == ours == row[box]
        assert value(revision - 1) == value(SPEC) == spec


def test_revision_13_lowers_only_b73s_fundraise_below_opposition_research_bt_4():
    """Revision 13 lowers one box of one base card, B73's fundraise (twentieth round: Opposition Research, its
    politick box, under BT-4's 5 % at 2 and 4 seats, because Easy rates the money higher), and changes
    nothing else: every other card and box, and every table of the game data, equal revision 12's."""
    import dataclasses

    box, ours, revision, spec = _tuned_box("B73")
    assert (box, revision) == ("fundraise", 13) and ours < spec
    new, old = load_revision(13), load_revision(12)
    assert sorted(c for c in new.cards if new.cards[c] != old.cards[c]) == ["B73"]
    b73 = new.cards["B73"]
    assert dataclasses.replace(old.cards["B73"], fundraise=ours) == b73 and old.cards["B73"].fundraise == spec
    assert b73.politick == "opposition_research"
    for field in dataclasses.fields(new):
        if field.name not in ("cards", "revision"):
            assert getattr(new, field.name) == getattr(old, field.name), field.name


@pytest.mark.parametrize("revision", (LATEST, 12, SPEC))
def test_b73s_fundraise_pays_its_games_revision_and_a_saved_game_replays_on_it_bt_4_ct_12(revision):
    """A game plays B73's fundraise box for its own revision's amount (the tuned one from revision 13, the
    spec's before, read from the row's note), and its save replays on that amount: a revision-12 game's $50M
    stays $50M when it is loaded after revision 13."""
    from desktop_app.engine import saves
    from desktop_app.engine.seats import Seat
    from desktop_app.engine.session import Match
    from desktop_app.games import catalogue  # noqa: F401 - installs the game lookup saves use
    from desktop_app.games.campaign_trail import modifiers as mod
    from desktop_app.games.campaign_trail.actions import Box, PlayCard

    _box, ours, tuned_in, spec = _tuned_box("B73")
    amount = ours if revision >= tuned_in else spec
    seats = [Seat(f"Easy {n}", "ai", "easy", n - 1) for n in (1, 2)]
    match = Match(CAMPAIGN_TRAIL_GAME, seats, {"data_revision": revision}, seed=23)
    play = PlayCard("B73", Box.FUNDRAISE.value)
    for _ in range(60):  # seed 23 deals B73 to the first seat to play a card
        player = match.state.to_move()[0]
        if play in match.state.legal_actions(player):
            break
        match.apply(player, match.state.legal_actions(player)[0])
    s = match.state
    card = s.data.cards["B73"]
    assert play in s.legal_actions(player) and s.data.revision == revision and card.fundraise == amount
    party = s.seat_party[player]
    gain = amount + mod.delta(s, player, "fundraise")  # the kept candidate's modifier, if it has one
    before = s.money[party]
    match.apply(player, play)
    assert match.state.money[party] - before == gain
    loaded = saves.loads(saves.dumps(match))
    assert loaded.state.data.revision == revision and loaded.state.data.cards["B73"].fundraise == amount
    assert loaded.state.money == match.state.money


@pytest.mark.parametrize(
    "edit, message",
    [
        # a printed (RULEBOOK) expansion candidate may not be tuned (§14)
        (lambda d: next(r for r in d["candidates"] if r["id"] == "military_officer").__setitem__(
            "earlier", [{"until": LATEST, "start_money": 40}]), "only a RECONSTRUCTED candidate"),
        (lambda d: next(r for r in d["candidates"] if r["id"] == "senator").__setitem__(
            "earlier", [{"until": 1, "start_money": 40}]), "until"),
        # an older revision's values are checked like the newest (money in whole $10M)
        (lambda d: next(r for r in d["candidates"] if r["id"] == "senator").__setitem__(
            "earlier", [{"until": LATEST, "start_money": 45}]), "multiple"),
    ],
)
def test_bad_candidate_revisions_are_refused_on_load(monkeypatch, edit, message):
    from .helpers import assert_refused_on_load

    assert_refused_on_load(monkeypatch, "candidates.json", edit, message)


def _card_row(doc, card: str):
    return next(r for r in doc["cards"] if r["id"] == card)


@pytest.mark.parametrize(
    "edit, message",
    [
        # only a RECONSTRUCTED card may be tuned (§14)
        (lambda d: _card_row(d, "B73").__setitem__("src", "RULEBOOK"), "only a RECONSTRUCTED card"),
        (lambda d: _card_row(d, "B01").__setitem__("earlier", [{"until": 1, "fundraise": 50}]), "until"),
        # an older revision's card is checked like the newest: money in whole $10M, a box in its range
        (lambda d: _card_row(d, "B73").__setitem__("earlier", [{"until": LATEST, "fundraise": 45}]),
         "multiple"),
        (lambda d: _card_row(d, "B73").__setitem__("earlier", [{"until": LATEST, "fundraise": 70}]),
         "fundraise"),
    ],
)
def test_bad_card_revisions_are_refused_on_load(monkeypatch, edit, message):
    from .helpers import assert_refused_on_load

    assert_refused_on_load(monkeypatch, "deck_base.json", edit, message)
