"""Why Copernico refuses a move: the rule behind each illegal move a person can try on the table.

Read-only over the state (the rules modules decide; this module only explains a refusal they made), and
only from what the acting player may see: their own hand, table and commitment. Keys are
"copernico.<reason>"; the table's texts (scene/refusal_texts.py) put them in words. ``never`` marks a
move no card or later step could make legal (a position that is not there, a card not in hand, a
reformulation in the solo game); the others would work with another card or at another moment.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.refusals import Refusal
from .actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from .costs import payable_cards
from .frames import Phase, Plan
from .state import CopernicoState

ACT, DRAFT, PEEK, SOLO = Phase.ACT, Phase.DRAFT, Phase.PEEK, Phase.SOLO

PHASE_OF = {Draft: DRAFT, Peek: PEEK}  # every other kind belongs to the actions (multiplayer) or solo round


def _r(reason: str, *params: object, never: bool = False) -> Refusal:
    return Refusal(f"copernico.{reason}", tuple(params), never)


def why_not(state: CopernicoState, player: int, action: Action) -> Refusal | None:
    """The reason ``action`` is refused for ``player`` (None: it is legal)."""
    if action in state.legal_actions(player):
        return None
    if player not in state.to_move():
        return _waiting(state, player)
    if isinstance(action, Draft):
        return _r("draft_phase_only") if state.phase != DRAFT else _r("draft_not_a_split", never=True)
    if isinstance(action, Peek):
        return _r("no_peek_owed") if state.phase != PEEK else _r("no_such_advice", never=True)
    if state.phase == DRAFT:
        return _r("draft_first")  # CO-5: the sky is looked at before anything is placed
    if state.phase == PEEK:
        return _r("peek_first")  # CO-13: the peeks earned are taken before the next turn
    if isinstance(action, Pay):
        return _payment(state, player, action)
    if state.commits[player] is not None:
        return _r("finish_payment")  # CO-8: the card chosen is paid for before anything else
    if isinstance(action, Rest):
        return _r("no_rest_solo", never=True)  # CO-21
    if isinstance(action, (Place, Reformulate, PlaceBlank)):
        return _placement(state, player, action)
    return Refusal("engine.not_now")


def _waiting(state: CopernicoState, player: int) -> Refusal:
    if state.phase in (ACT, SOLO) and state.commits[player] is not None:
        return _r("already_chosen")  # CO-7: one secret action each; the others are still choosing
    if state.phase == DRAFT and state.commits[player] is not None:
        return _r("already_drafted")
    return Refusal("engine.not_your_turn")


def _placement(state: CopernicoState, player: int, action: Place | Reformulate | PlaceBlank) -> Refusal:
    hand, table = state.hands[player], state.tables[player]
    card, position = action.card, action.position
    if not 1 <= position <= 9:
        return _r("no_such_position", never=True)
    if card not in hand:
        return _r("not_in_hand", card, never=True)
    index = position - 1
    if index in state.blanks[player]:
        return _r("blank_stays", never=True)  # CO-21: a face-down blank is never replaced
    spare = len(hand) - 1  # the other hand cards, which pay
    placed = table[index]
    if isinstance(action, PlaceBlank):
        if placed is not None:
            return _r("position_taken", position, never=True)
        return _r("blank_only_when_stuck")  # CO-21: only when no hand card can be paid for
    if placed is None:
        if isinstance(action, Reformulate):
            return _r("nothing_to_replace", position)
        cost = state.data.cost[card]
        return _r("cannot_afford", card, cost, spare)  # CO-8
    # An occupied position: only reformulating replaces a card (CO-9), never in the solo game (CO-21).
    if state.solo:
        return _r("no_reformulate_solo", never=True)
    old_cost = state.data.cost[placed]
    due = state.reformulation_cost(placed, card)
    if due is None:
        return _r("reformulate_needs_dearer", placed, old_cost, card, state.data.cost[card])
    return _r("reformulate_cannot_afford", placed, card, due, spare)


def _payment(state: CopernicoState, player: int, action: Pay) -> Refusal:
    plan = state.commits[player]
    if not isinstance(plan, Plan) or plan.owing <= 0:
        return _r("nothing_to_pay")
    card, paid, due = plan.card, plan.paid, plan.due
    if action.card == card:
        return _r("cannot_pay_with_itself", card, never=True)  # CO-8: other hand cards pay
    if action.card not in state.hands[player] or action.card in paid:
        return _r("not_in_hand", action.card, never=True)
    if action.card not in payable_cards(state.hands[player], card, paid):
        return _r("pay_in_order")  # CO-10's order: one way to pick each set of cards
    return _r("leaves_too_few", due - len(paid))
