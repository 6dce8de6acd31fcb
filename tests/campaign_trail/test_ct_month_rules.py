"""BT-5 at 7-8 seats (spec §14, §3.4): data revision 5 tunes CT-96's debate card limit and CT-24's month
split for 7 and 8 seats only (constants.json "month_rules"). The tests read the tuned numbers from the data
file and its note, check them against the spec's numbers kept for older revisions, and play them: the month
piles a game sets up (CT-24) and the cards a candidate may play in a debate (CT-96)."""

from __future__ import annotations

import re

import pytest

from desktop_app.games.campaign_trail.actions import DebateCard, PickCandidate
from desktop_app.games.campaign_trail.board import deck_in_use, month_piles
from desktop_app.games.campaign_trail.data import FOLDER, load_data, load_revision
from desktop_app.games.campaign_trail.frames import FrameKind, Phase
from desktop_app.games.campaign_trail.revisions import LATEST, REVISIONS, SPEC
from desktop_app.resources import load_json

from .helpers import assert_refused_on_load, check_invariants, end_month, set_hand, started

ROWS = load_json(FOLDER, "constants.json")["month_rules"]
# "tuned debate_card_limit 1 (revision 5, BT-5); spec 2": the field, ours, its revision, the spec's.
TUNED = re.compile(r"tuned (debate_card_limit|august_less) (\d+) \(revision (\d+), BT-5\); spec (\d+)")
SPEC_VALUES = {"debate_card_limit": load_data().const("DEBATE_CARD_LIMIT"), "august_less": 0}
TUNED_SEATS = sorted({n for row in ROWS for n in row["seats"]})
# The revision that tuned the month rules (the note's), and the one before it: a save from before the tuning.
TUNED_IN = min(int(m.group(3)) for row in ROWS for m in TUNED.finditer(row["note"]))
BEFORE = TUNED_IN - 1


def _nominal(data, seats: int, mode: str = "add") -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """§3.4's check values on ``data``: the piles, the turns when every turn draws 1 card and every
    candidate refills the limit's cards after each debate, and the fewest turns a candidate gets."""
    candidates = {5: 6, 7: 8}.get(seats, seats)  # §3.1: 2-4 and 6, 8 seats seat one candidate each
    after = len(deck_in_use(data, candidates, mode)) - candidates * data.const("HAND_SIZE")
    piles = month_piles(after, data.const("MONTHS"), data.august_less(seats))
    refill = candidates * data.debate_card_limit(seats)
    turns = (piles[0], *(max(0, p - refill) for p in piles[1:]))
    return piles, turns, min(t // candidates for t in turns)


def test_the_month_rules_are_reconstructed_and_keep_the_spec_values_bt_5_ct_24_ct_96():
    """§14: only RECONSTRUCTED numbers are tuned; the note gives ours and the spec's; the data plays ours
    from the note's revision on and the spec's before it (a save replays as it was set up)."""
    assert TUNED_SEATS == [7, 8]
    for row in ROWS:
        assert row["src"] == "RECONSTRUCTED"
        found = {m.group(1): m for m in TUNED.finditer(row["note"])}
        assert set(found) == {"debate_card_limit", "august_less"}, row["note"]
        for field, m in found.items():
            ours, revision, spec = int(m.group(2)), int(m.group(3)), int(m.group(4))
            assert spec == SPEC_VALUES[field] and ours != spec
            assert SPEC < revision <= LATEST
            for rev in REVISIONS:
                data = load_revision(rev)
                for seats in row["seats"]:
                    value = getattr(data, field)(seats)  # the accessor of the same name
                    assert value == (ours if rev >= revision else spec), (field, rev, seats)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_other_seat_counts_keep_the_spec_limit_and_split_bt_5(seats):
    """The tuning is for 7-8 seats only: every other seat count plays CT-96's limit and CT-24's equal split
    in every revision, so their month lengths are §3.4's."""
    for rev in REVISIONS:
        data = load_revision(rev)
        assert data.debate_card_limit(seats) == SPEC_VALUES["debate_card_limit"]
        assert data.august_less(seats) == 0
        for mode in ("off", "add"):
            assert _nominal(data, seats, mode) == _nominal(load_revision(SPEC), seats, mode)


@pytest.mark.parametrize("seats", TUNED_SEATS)
def test_seven_and_eight_seats_leave_slack_in_every_month_bt_5_ct_24_ct_96(seats):
    """§3.4 at 7-8 seats: the spec's numbers give September and October exactly 2 turns per candidate (no
    slack for the extra draws §3.4 lists, so BT-5 failed in almost every game); the tuned limit and split
    give every month more than 2 turns per candidate, August included."""
    spec_piles, spec_turns, spec_fewest = _nominal(load_revision(SPEC), seats)
    assert spec_turns[1:] == (16, 16) and spec_fewest == 2
    piles, turns, fewest = _nominal(load_data(), seats)
    assert sum(piles) == sum(spec_piles)  # the same cards, split otherwise
    assert piles[0] < spec_piles[0] and piles[1] > spec_piles[1] and piles[2] > spec_piles[2]
    assert min(turns) > 2 * 8 and fewest >= 2


@pytest.mark.parametrize("seats", TUNED_SEATS)
def test_a_new_game_sets_up_the_tuned_split_and_an_older_one_the_spec_split_ct_24(seats):
    """CT-24 (setup step 4): a new 7-8 seat game's month piles follow the tuned split read from the data; a
    revision-4 game's (a save from before) the equal split, October first."""
    for rev in (LATEST, TUNED_IN, BEFORE):
        s = started(seats, 3, data_revision=rev)
        check_invariants(s)
        after = sum(len(d) for d in s.decks)
        piles = tuple(len(d) for d in s.decks)
        assert piles == month_piles(after, 3, s.data.august_less(seats))
        assert (piles == month_piles(after, 3)) == (rev < TUNED_IN)


def _debate_with_three_cards(s, seat: int) -> list[str]:
    """The debate begins (August's deck used up, CT-34) with every hand empty, so the other candidates pass
    without being asked (CT-56); candidate ``seat`` then holds 3 cards that score on the first topic, and
    each party with running mates sets their order (CT-56, CT-98)."""
    for other in range(s.num_candidates):
        set_hand(s, other)
    end_month(s)
    assert s.phase is Phase.DEBATE
    category = s.data.issues[s.debate.topics[0]].category
    cards = [c for c in s.decks[1] + s.decks[2] if category in s.data.cards[c].debate_icons][:3]
    set_hand(s, seat, *cards)
    while s.pending[-1].kind is FrameKind.ORDER:
        frame = s.pending[-1]
        s.apply_action(s.seat_of[frame.seat], PickCandidate(frame.queue[0]))
    return cards


@pytest.mark.parametrize("rev", [LATEST, BEFORE])
def test_the_debate_card_limit_at_eight_seats_is_the_datas_ct_96(rev):
    """CT-96 with revision 5: at 8 seats a candidate is out of the debate after the data's limit of cards
    (the tuned one in a new game, the spec's 2 in a revision-4 game), though it holds more that match."""
    s = started(8, 3, data_revision=rev)
    limit = s.data.debate_card_limit(8)
    assert limit == (load_data().debate_card_limit(8) if rev == LATEST else SPEC_VALUES["debate_card_limit"])
    cards = _debate_with_three_cards(s, 0)
    topic = s.debate.topics[0]
    played = 0
    while s.phase is Phase.DEBATE and s.pending and s.pending[-1].kind is FrameKind.DEBATE_PLAY:
        assert s.pending[-1].seat == 0
        card = next(a.card for a in s.legal_actions(s.seat_of[0]) if isinstance(a, DebateCard))
        s.apply_action(s.seat_of[0], DebateCard(card, topic))
        played += 1
    assert played == limit
    assert sum(c in s.hands[0] for c in cards) == 3 - limit  # the rest stayed in hand


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda d: d["month_rules"][0].__setitem__("src", "RULEBOOK"), "only RECONSTRUCTED"),
        (lambda d: d["month_rules"][0].__setitem__("seats", [9]), "seat counts"),
        (lambda d: d["month_rules"][0].__setitem__("debate_card_limit", 0), "debate_card_limit"),
        (lambda d: d["month_rules"][0]["earlier"][0].__setitem__("august_less", -1), "august_less"),
        (lambda d: d["month_rules"].append(dict(d["month_rules"][0])), "named twice"),
    ],
)
def test_bad_month_rules_are_refused_on_load(monkeypatch, edit, message):
    assert_refused_on_load(monkeypatch, "constants.json", edit, message)
