"""A draft decision's listing (CO-5, CO-6: every assignment of the drawn cards to keep, pass left, pass
right and discard, the roles filling in that order when fewer than four are drawn) is a lazy sequence
that builds an assignment only when one is read. It must list exactly what the plain enumeration lists, in
the same order, and its membership test must accept exactly those assignments: an illegal draft is still
refused, with its reason."""

from __future__ import annotations

from itertools import permutations, product

import pytest

from desktop_app.engine.errors import IllegalActionError
from desktop_app.games.copernico.actions import Draft, Rest
from desktop_app.games.copernico.definition import COPERNICO_GAME
from desktop_app.games.copernico.drafting import DraftOptions
from desktop_app.games.copernico.state import CopernicoState

from .helpers import arrange, new_state


def plain_drafts(drawn: tuple[str, ...]) -> list[Draft]:
    """CO-6 the plain way: each ordering of the drawn cards, the roles filled keep, left, right, discard."""
    return [Draft(*order, *(None,) * (4 - len(order))) for order in permutations(drawn)]


def drawing(players: int, size: int, seed: int = 2) -> CopernicoState:
    """A draft at the table where every seat drew ``size`` cards (the first of its usual four)."""
    s = new_state(players, seed=seed)
    return arrange(s, drafts=tuple(d[:size] for d in s.drafts))


class Named(str):
    """A card name equal to a plain one but not of its type (the engine's exact check refuses it)."""


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("size", [1, 2, 3, 4])
def test_co6_the_lazy_draft_listing_lists_every_assignment_in_plain_order(players: int, size: int) -> None:
    s = drawing(players, size)
    for p in range(players):
        legal = s.legal_actions(p)
        plain = plain_drafts(s.drafts[p])
        assert isinstance(legal, DraftOptions)  # the lazy listing is the one compared
        assert len(legal) == len(plain) == {1: 1, 2: 2, 3: 6, 4: 24}[size]
        assert list(legal) == plain and [legal[i] for i in range(len(plain))] == plain
        assert all(type(a) is Draft for a in legal)
        assert legal[-1] == plain[-1] and legal[1:3] == tuple(plain[1:3])
        assert legal == plain and legal == tuple(plain) and plain == legal
        assert (legal != plain[::-1]) == (size > 1) and legal != [Rest()]
        assert hash(legal) == hash(tuple(plain))
        assert [legal.index(a) for a in plain] == list(range(len(plain)))
        with pytest.raises(IndexError):
            legal[len(plain)]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [1, 2, 3, 4])
def test_co6_membership_accepts_exactly_the_listed_assignments(players: int, size: int) -> None:
    """Every way to fill the four roles with drawn cards, a card not drawn or nothing: ``in`` agrees with
    the plain list, so a card not drawn, a card given two roles and roles filled out of order are out."""
    s = drawing(players, size)
    drawn = s.drafts[0]
    other = next(c for c in s.drafts[1] if c not in drawn)
    legal = s.legal_actions(0)
    plain = set(plain_drafts(drawn))
    tried = 0
    for roles in product((*drawn, other, None), repeat=4):
        if roles[0] is None:
            continue  # a draft always keeps a card (Draft.keep is a card name)
        draft = Draft(*roles)
        assert (draft in legal) == (draft in plain), draft
        tried += 1
    assert tried > len(plain)


def test_co6_a_draft_of_a_card_not_drawn_is_refused_with_its_reason() -> None:
    s = drawing(3, 4)
    a, b, c, d = s.drafts[0]
    stranger = s.drafts[1][0]
    for wrong in (Draft(stranger, b, c, d),   # a card another seat drew
                  Draft(a, a, c, d),          # one card in two roles
                  Draft(a, b, c, None),       # a drawn card left without a role
                  Draft(Named(a), b, c, d),   # equal to a drawn card, but not a card name
                  Draft(a, None, b, c)):      # passing left skipped, a drawn card left out
        assert wrong not in s.legal_actions(0)
        with pytest.raises(IllegalActionError, match="draft is not allowed now"):
            s.apply_action(0, wrong)
        assert s.commits[0] is None and 0 in s.to_move()  # refused: nothing changed
        refusal = COPERNICO_GAME.why_not(s, 0, wrong)
        assert refusal is not None and (refusal.key, refusal.never) == ("copernico.draft_not_a_split", True)
    assert Rest() not in s.legal_actions(0)
    right = Draft(d, c, b, a)
    assert right in s.legal_actions(0) and COPERNICO_GAME.why_not(s, 0, right) is None
    s.apply_action(0, right)
    assert s.commits[0] == right and 0 not in s.to_move()


@pytest.mark.parametrize("size", [2, 3])
def test_co6_with_fewer_than_four_drawn_the_roles_fill_in_order(size: int) -> None:
    s = drawing(2, size)
    drawn = s.drafts[0]
    skipped_left = Draft(drawn[0], None, *drawn[1:], *(None,) * (3 - size))
    assert skipped_left not in s.legal_actions(0)
    with pytest.raises(IllegalActionError):
        s.apply_action(0, skipped_left)
    in_order = Draft(*drawn, *(None,) * (4 - size))
    assert in_order in s.legal_actions(0)
    s.apply_action(0, in_order)
    assert s.commits[0] == in_order


@pytest.mark.parametrize("players", [2, 4])
def test_co6_a_draft_applied_without_a_listing_is_checked_the_same_way(players: int) -> None:
    """A replay or a person's move applies a draft no listing was made for: every assignment the plain
    enumeration lists is accepted, anything else refused and the state left as it was."""
    s = drawing(players, 4)
    drawn = s.drafts[0]
    plain = plain_drafts(drawn)
    stranger = next(c for c in s.drafts[1] if c not in drawn)
    wrong = [Draft(stranger, *drawn[1:]), Draft(drawn[0], drawn[0], *drawn[2:]), Draft(*drawn[:3], None),
             Draft(Named(drawn[0]), *drawn[1:]), Rest()]
    for action in wrong:
        arrange(s)  # no listing kept
        with pytest.raises(IllegalActionError):
            s.apply_action(0, action)
        assert s.commits[0] is None and 0 in s.to_move()
    for action in plain:
        fresh = arrange(s.clone())
        fresh.apply_action(0, action)
        assert fresh.commits[0] == action
    waiting = arrange(s.clone())
    waiting.apply_action(0, plain[0])
    with pytest.raises(IllegalActionError, match="not player 1's decision"):
        arrange(waiting).apply_action(0, plain[1])  # one draft each (CO-5)
