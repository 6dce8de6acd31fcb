"""Debates (CT-50 to CT-57, CT-96) and Election Day (CT-70 to CT-72)."""

from __future__ import annotations

from desktop_app.games.campaign_trail.actions import DebateCard, Pass, PickCard, PickTopic
from desktop_app.games.campaign_trail.board import setup_board
from desktop_app.games.campaign_trail.debate import debate_winners
from desktop_app.games.campaign_trail.election import start_election, winners
from desktop_app.games.campaign_trail.frames import FrameKind, Phase
from desktop_app.games.campaign_trail.revisions import SPEC
from desktop_app.games.campaign_trail.turn_table import advance

from .helpers import DATA, check_invariants, end_month, set_hand, set_voters, started, voters


def _card_for(s, category: str, n: int, exclude=()) -> str:
    return next(
        c
        for c in s.decks[1] + s.decks[2]
        if c not in exclude and sum(1 for i in DATA.cards[c].debate_icons if i == category) == n
    )


def test_debate_starts_with_the_party_with_fewest_ev_and_caps_cards_at_2_ct_52_ct_96():
    """CT-52, CT-96."""
    s = started(2, seed=3, candidates=("governor", "lawyer"))
    topics = s.topic_deck[:3]
    cats = [DATA.issues[t].category for t in topics]
    picks = [_card_for(s, cats[0], 1)]
    picks.append(_card_for(s, cats[0], 1, picks))
    picks.append(_card_for(s, cats[0], 1, picks))
    set_hand(s, 0, *picks)
    set_hand(s, 1, *picks[:0])
    end_month(s)
    assert s.phase is Phase.DEBATE and s.debate.city == s.debate.city and s.debate.topics == topics
    ev = s.ev_totals()
    first = 0 if ev[0] < ev[1] or (ev[0] == ev[1] and s.start_party == 0) else 1
    assert s.debate.first_party == first
    # Seat 1 has no card: it passes without being asked; seat 0 plays at most 2 cards.
    for _ in range(2):
        frame = s.pending[-1]
        assert frame.kind is FrameKind.DEBATE_PLAY and frame.seat == 0
        card = next(a.card for a in s.legal_actions(0) if isinstance(a, DebateCard))
        s.apply_action(0, DebateCard(card, topics[0]))
    assert s.phase is Phase.PLAY  # the debate ended after the second card (CT-96)
    results = s.debate_results[0]
    assert results[0] == 0 and results[-1] == 0  # topic 1 and the debate won by D


def test_topic_and_overall_rewards_ct_53_ct_54():
    """CT-53, CT-54."""
    s = started(3, seed=3, candidates=("governor", "lawyer", "orator"))
    set_hand(s, 0)
    set_hand(s, 1)
    set_hand(s, 2)
    end_month(s)
    assert s.phase is Phase.PLAY  # nobody could play: no topic won, no winner
    assert s.debate_results[0] == (-1, -1, -1, -1)
    assert debate_winners(((3, 1, 1), (1, 2, 1), (1, 1, 1))) == ((0, 1, -1), 0)  # sums break the 1-1 tie
    assert debate_winners(((3, 1, 1), (2, 2, 1), (1, 1, 1))) == ((0, 1, -1), -1)  # still tied: no winner
    assert debate_winners(((2, 1, 1), (1, 2, 1), (1, 1, 2))) == ((0, 1, 2), -1)
    assert debate_winners(((1, 1, 1), (1, 1, 1))) == ((-1, -1, -1), -1)


def test_debate_rewards_place_undecided_voters_ct_53_ct_54():
    """CT-53, CT-54."""
    s = started(2, seed=5, candidates=("governor", "lawyer"))
    topics = s.topic_deck[:3]
    cat = DATA.issues[topics[1]].category
    card = _card_for(s, cat, 2)
    set_hand(s, 0, card)
    set_hand(s, 1)
    city = s.city_deck[0]
    before = {st: voters(s, st, "D") for st in set(DATA.issues[topics[1]].states) | {city}}
    registered = s.registered[0]
    end_month(s)
    s.apply_action(0, DebateCard(card, topics[1]))
    for st, n in before.items():
        bonus = (1 if st in DATA.issues[topics[1]].states else 0) + (3 if st == city else 0)
        assert voters(s, st, "D") == n + bonus
    assert s.registered[0] == registered  # from the undecided supply
    check_invariants(s)


def test_senator_and_orator_in_debates_section_6():
    """§6, CT-51, CT-56: the Senator picks its start bonus before any card is played."""
    s = started(2, seed=5, candidates=("senator", "orator"))
    topics = s.topic_deck[:3]
    cat = DATA.issues[topics[2]].category
    card = _card_for(s, cat, 1)
    set_hand(s, 0)
    set_hand(s, 1, card)
    end_month(s)
    assert s.pending[-1].kind is FrameKind.DEBATE_BONUS and s.pending[-1].seat == 0
    s.apply_action(0, PickTopic(topics[0]))
    assert s.debate.markers[0] == (2, 1, 1)
    s.apply_action(1, DebateCard(card, topics[2]))
    assert s.debate is None and s.debate_results[0][2] == 1  # 1 + 1 + the Orator's 1 = space 3


def test_refill_after_the_debate_from_the_next_month_ct_55():
    """CT-55."""
    s = started(2, seed=5, candidates=("governor", "lawyer"))
    set_hand(s, 0, *s.hands[0][:2])
    end_month(s)
    while s.phase is Phase.DEBATE:
        seat = s.pending[-1].seat
        s.apply_action(seat, Pass())
    assert s.month == 1 and all(len(h) == 5 for h in s.hands)


def test_grassroots_organizer_cannot_debate_on_a_banned_category_section_6():
    """§6: National Security is banned in every data revision (PP only in revisions 1-8, test_ct_tuning)."""
    s = started(2, seed=5, candidates=("grassroots_organizer", "lawyer"))
    from desktop_app.games.campaign_trail.debate import matches

    ns_card = _card_for(s, "NS", 2)
    topic = next(t for t, i in DATA.issues.items() if i.category == "NS")
    assert matches(s, 0, ns_card, topic) == 0 and matches(s, 1, ns_card, topic) == 2


def test_winner_most_ev_then_states_then_voters_else_shared_ct_71():
    """CT-71, on the spec's tiebreak orders (revision 1: §4.8's setup EV); the tuned orders below."""
    s = started(2, seed=1, candidates=("governor", "senator"), data_revision=SPEC)
    for sid in DATA.state_ids:
        set_voters(s, sid, D=0, R=0)
    # With no voters every state goes to its first tiebreaker: compare with §4.8's D 268, R 270.
    assert s.ev_totals() == (268, 270) and winners(s) == (1,)
    set_voters(s, "AK", D=1)  # AK (3 EV, R first in D/R): D 271, R 267
    assert winners(s) == (0,)


def test_a_new_game_counts_ev_on_the_tuned_orders_ct_71_bt_1():
    """CT-71 on the newest revision: with no voters every state goes to the first tiebreaker of the tuned
    orders (data revision 6 moved MO from R to D in D, R: spec L>R>D, ours L>D>R), read from the data."""
    s = started(2, seed=1, candidates=("governor", "senator"))
    for sid in DATA.state_ids:
        set_voters(s, sid, D=0, R=0)
    board = setup_board(s.data, ("D", "R"), False)
    ev = tuple(sum(s.data.states[sid].ev for sid, (holder, _n) in board.items() if holder == p) for p in "DR")
    assert s.ev_totals() == ev != (268, 270)
    assert winners(s) == ((0,) if ev[0] > ev[1] else (1,))


def test_lawyer_and_recount_tie_wins_on_election_day_ct_72():
    """CT-72."""
    s = started(2, seed=1, candidates=("lawyer", "senator"))
    set_voters(s, "OH", D=3, R=3)
    set_voters(s, "TX", D=2, R=2)  # TX: R > D > L
    oh, pa = s.state_index("OH"), s.state_index("TX")
    assert s.parties[s.control[oh]] == "R"  # before Election Day CT-40 applies (L > R > D)
    s.pending = ()
    start_election(s, [])
    assert s.parties[s.control[oh]] == "D"  # tied with at least 3: the Lawyer's tie-win
    assert s.parties[s.control[pa]] == "R"  # only 2: no tie-win


def test_recount_ties_the_leader_and_wins_the_tie_ct_70_ct_72():
    """CT-70, CT-72."""
    s = started(2, seed=1, candidates=("senator", "governor"))
    s.in_play = (("B09",), ())  # Recount
    s.face_down = ((("B09", "B19"),), ())  # B19's reference state: NC
    set_voters(s, "NC", D=1, R=4)
    s.pending = ()
    s.discard = s.discard + s.decks[0] + s.decks[1] + s.decks[2]
    s.decks = ((), (), ())
    s.month = 2
    advance(s, [])
    assert s.phase is Phase.OVER
    assert voters(s, "NC", "D") == 4 and s.parties[s.control[s.state_index("NC")]] == "D"


def test_get_out_the_vote_places_1_in_each_tied_state_ct_82():
    """CT-82."""
    s = started(2, seed=1, candidates=("senator", "governor"))
    for sid in DATA.state_ids:
        set_voters(s, sid, D=5, R=0)
    set_voters(s, "OH", D=2, R=2)
    set_voters(s, "WA", D=1, R=1)
    s.in_play = (("B29", "B27"), ())
    s.face_down = ((("B27", "B19"),), ())
    s.pending = ()
    s.discard = s.discard + s.decks[0] + s.decks[1] + s.decks[2]
    s.decks = ((), (), ())
    s.month = 2
    advance(s, [])
    # Two end cards: the candidate picks the order (CT-70 step 1).
    assert s.pending[-1].kind is FrameKind.END_CARD
    s.apply_action(0, PickCard("B29"))
    assert voters(s, "OH", "D") == 3 and voters(s, "WA", "D") == 2
    assert s.phase is Phase.OVER and voters(s, "NC", "D") == 9


def test_a_refill_that_empties_the_month_leaves_it_without_turns_ct_57():
    """CT-57."""
    s = started(2, seed=5, candidates=("governor", "lawyer"))
    set_hand(s, 0, *s.hands[0][:2])
    s.discard = s.discard + s.decks[1][1:]
    s.decks = (s.decks[0], s.decks[1][:1], s.decks[2])  # September holds 1 card
    end_month(s)
    while s.phase is Phase.DEBATE and s.debate.number == 1:
        s.apply_action(s.pending[-1].seat, Pass())
    assert s.month == 1 and not s.decks[1]
    assert s.phase is Phase.DEBATE and s.debate.number == 2  # September had no turns (CT-34, CT-57)
    check_invariants(s)
