"""Predictable Outcome's hidden picks in a redealt world (CT-107, CT-124, CT-97): while the observer's
party picks a token, the tokens it may take show which ones the other parties' hidden picks hold (not
whose is which), so a redeal keeps those regions among the hidden picks and the observer's choices are
the real ones; at other times the hidden picks are dealt anew from the free tokens."""

from __future__ import annotations

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail.frames import Frame, FrameKind

from .helpers import started


def test_a_redeal_keeps_the_pickers_choices_legal_ct_124():
    s = started(3, 4, expansion_cards="add")
    s.po_picks = ((1, "PACIFIC"), (2, "MOUNTAIN"))  # two other parties have picked, hidden from seat 0
    s.push(Frame(FrameKind.PO_PICK, seat=0))
    legal = s.legal_actions(0)
    assert len(legal) == 7
    picked = set()
    for k in range(30):
        twin = s.redeterminize(0, Rng(k))
        assert twin.legal_actions(0) == legal
        assert {r for _, r in twin.po_picks} == {"PACIFIC", "MOUNTAIN"}
        picked.add(twin.po_picks)
    assert len(picked) == 2  # whose pick is which stays unknown


def test_hidden_picks_are_dealt_anew_when_the_observer_is_not_picking_ct_107():
    s = started(3, 4, expansion_cards="add")
    s.po_picks = ((1, "PACIFIC"),)
    s.push(Frame(FrameKind.PO_PICK, seat=2))
    regions = {s.redeterminize(0, Rng(k)).po_picks[0][1] for k in range(40)}
    assert len(regions) > 3


def test_a_redeal_keeps_a_cards_token_choice_legal_ct_105():
    """CT-105 with CT-107: a card needing a token lists the free ones, the hidden picks excluded."""
    s = started(3, 4, expansion_cards="add")
    s.po_picks = ((1, "NEW_ENGLAND"),)
    s.push(Frame(FrameKind.TOKEN, seat=0, card=s.hands[0][0]))
    legal = s.legal_actions(0)
    for k in range(20):
        assert s.redeterminize(0, Rng(k)).legal_actions(0) == legal
