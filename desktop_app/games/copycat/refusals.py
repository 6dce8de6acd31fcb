"""Why Copycat refuses a move: the rule behind each illegal move a person can try at the table.

Read-only over the state (the phase modules decide; this module only explains a refusal they made), using
only what the acting player sees: their hand and workers, the board and the street. Keys are
"copycat.<reason>"; scene/refusal_texts.py puts them in words. ``never`` marks a move nothing later in the
round can make legal (an office that is not on the board, a card that is not in the hand, a street card
with no price); the others would work with another piece or at another step.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.refusals import Refusal
from . import effects
from .actions import Bid, Buy, ChooseCard, ChooseNumber, ChooseOffice, Done, Place, PlayCard, UseOffice
from .buying import coins_left, cost
from .state import ACTION, BID, NO_CARD, PURCHASE, RESOLVE, CopycatState


def _r(reason: str, *params: object, never: bool = False) -> Refusal:
    return Refusal(f"copycat.{reason}", tuple(params), never)


def why_not(state: CopycatState, player: int, action: Action) -> Refusal | None:
    """The reason ``action`` is refused for ``player`` (None: it is legal)."""
    if action in state.legal_actions(player):
        return None
    if player not in state.to_move():
        if state.phase == BID and state.bids[player] is not None:
            return _r("already_bid")  # phase 1: one face-down card each, revealed together
        return Refusal("engine.not_your_turn")
    if state.pending and not isinstance(action, (ChooseCard, ChooseOffice, ChooseNumber, Done)):
        return _r("finish_decision")  # CP-34: an activation is resolved to its end first
    if isinstance(action, Bid):
        return _bid(state, player, action)
    if state.phase == BID:
        return _r("bid_first")
    if isinstance(action, Place):
        return _place(state, player, action)
    if isinstance(action, PlayCard):
        return _play(state, player, action)
    if isinstance(action, UseOffice):
        return _use(state, player, action)
    if isinstance(action, Buy):
        return _buy(state, action)
    return Refusal("engine.not_now")


def _bid(state: CopycatState, player: int, action: Bid) -> Refusal:
    if state.phase != BID:
        return _r("bid_phase_only")
    return _r("not_in_hand", action.card, never=True)


def _place(state: CopycatState, player: int, action: Place) -> Refusal:
    if state.phase != ACTION:
        return _r("place_phase_two")  # CP-12: workers go out in phase 2 only
    index = state.data.office_index.get(action.office)
    if index is None or index not in state.board:
        return _r("no_such_office", never=True)
    if state.turn_placed:
        return _r("one_placement_per_turn")  # CP-12: one turn placement; more come from cards and offices
    if state.available_workers(player) <= 0:
        return _r("no_workers_left")
    holders = [q for q, o in state.workers if o == index]
    if len(holders) >= 2:
        return _r("office_full", action.office, never=True)  # CP-33: at most one worker joins another
    if holders and holders[0] == player:
        return _r("own_worker_there", action.office, never=True)  # CP-33: the elbows push another player
    return _r("office_taken", action.office)  # CP-33: only with an elbows right


def _play(state: CopycatState, player: int, action: PlayCard) -> Refusal:
    index = state.data.card_index.get(action.card)
    if index is None or index not in state.hand[player]:
        return _r("not_in_hand", action.card, never=True)
    if state.phase == PURCHASE:
        return _r("cards_before_buying")  # CP-19: the resolution step comes before the purchases
    if state.phase == ACTION:
        effect = state.data.cards[index].effect
        if not effects.card_usable_now(state, effect):
            return _r("card_phase_three", action.card)  # CP-12: only phase-2 cards now, the rest in phase 3
        return _r("card_no_choice", action.card)  # its action has nothing to act on now (CP-34)
    return Refusal("engine.not_now")


def _use(state: CopycatState, player: int, action: UseOffice) -> Refusal:
    index = state.data.office_index.get(action.office)
    if index is None or not any(q == player and o == index for q, o in state.workers):
        return _r("no_worker_in_office", action.office, never=True)
    w = state.own_worker(player, index)
    if state.worker_used[w] or state.worker_uses[w] >= effects.USE_LIMIT:
        return _r("office_used", action.office)  # CP-4: the normal use once; two uses at most per round
    effect = state.data.offices[index].effect
    if effect in effects.PURCHASE_EFFECTS:
        return _r("office_buys_later", action.office)  # its purchases count in the purchase step
    return _r("office_not_now", action.office)


def _buy(state: CopycatState, action: Buy) -> Refusal:
    if state.phase == RESOLVE:
        return _r("resolve_first")  # CP-19: the cards are resolved before anything is bought
    if state.phase != PURCHASE:
        return _r("buy_phase_three")
    space = action.space
    if not 0 <= space < len(state.street) or state.street[space] == NO_CARD:
        return _r("empty_space", never=True)
    card = state.data.cards[state.street[space]]
    if card.price is None:
        return _r("not_for_sale", card.cid, never=True)
    if state.buys <= 0:
        return _r("no_buys_left")  # CP-21: each purchase needs a buy action
    return _r("too_expensive", coins_left(state), cost(state, space), card.cid)  # CP-20
