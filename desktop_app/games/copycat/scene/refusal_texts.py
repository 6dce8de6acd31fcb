"""Copycat's reasons for refused moves in words (the keys come from ../refusals.py); cards and offices are
named as the table shows them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.refusals import Refusal
from ....ui.templates import fill_named
from .texts import card_name, office_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

CARD, OFFICE, PLAIN = "card", "office", "plain"


def _texts() -> dict[str, tuple[str, tuple[str, ...]]]:
    # Built on each call so a language switch is seen at once; each entry names its parameters' kinds.
    return {
        "copycat.already_bid": (translate(
            "CopycatRefusal",
            "You have laid your bid; the others are still bidding."),
            ()),
        "copycat.finish_decision": (translate(
            "CopycatRefusal",
            "First finish the choice the last action asked for."),
            ()),
        "copycat.bid_first": (translate(
            "CopycatRefusal",
            "First bid a card for the turn order."),
            ()),
        "copycat.bid_phase_only": (translate(
            "CopycatRefusal",
            "Cards are bid only at the start of a round."),
            ()),
        "copycat.not_in_hand": (translate(
            "CopycatRefusal",
            "%1 is not in your hand."),
            (CARD,)),
        "copycat.place_phase_two": (translate(
            "CopycatRefusal",
            "Workers are placed in the action phase only."),
            ()),
        "copycat.no_such_office": (translate(
            "CopycatRefusal",
            "That office is not on the board."),
            ()),
        "copycat.one_placement_per_turn": (translate(
            "CopycatRefusal",
            "You have placed this turn's worker; more only come from cards and offices, or next turn."),
            ()),
        "copycat.no_workers_left": (translate(
            "CopycatRefusal",
            "All your workers are on the board."),
            ()),
        "copycat.office_full": (translate(
            "CopycatRefusal",
            "%1 already holds two workers."),
            (OFFICE,)),
        "copycat.own_worker_there": (translate(
            "CopycatRefusal",
            "Your own worker stands in %1; elbows only push in beside another player."),
            (OFFICE,)),
        "copycat.office_taken": (translate(
            "CopycatRefusal",
            "%1 is taken; only an elbows card lets a worker join another player's."),
            (OFFICE,)),
        "copycat.cards_before_buying": (translate(
            "CopycatRefusal",
            "Cards are played before the purchases; you are buying now."),
            ()),
        "copycat.card_phase_three": (translate(
            "CopycatRefusal",
            "%1 works in the buying phase, not now."),
            (CARD,)),
        "copycat.card_no_choice": (translate(
            "CopycatRefusal",
            "%1 has nothing to act on now."),
            (CARD,)),
        "copycat.no_worker_in_office": (translate(
            "CopycatRefusal",
            "You have no worker in %1."),
            (OFFICE,)),
        "copycat.office_used": (translate(
            "CopycatRefusal",
            "%1 has been used this round."),
            (OFFICE,)),
        "copycat.office_buys_later": (translate(
            "CopycatRefusal",
            "%1 gives its purchases in the purchase step."),
            (OFFICE,)),
        "copycat.office_not_now": (translate(
            "CopycatRefusal",
            "%1 cannot be used now."),
            (OFFICE,)),
        "copycat.resolve_first": (translate(
            "CopycatRefusal",
            "First play all your cards, then go to the purchases."),
            ()),
        "copycat.buy_phase_three": (translate(
            "CopycatRefusal",
            "Cards are bought in the buying phase."),
            ()),
        "copycat.empty_space": (translate(
            "CopycatRefusal",
            "There is no card on that space."),
            ()),
        "copycat.not_for_sale": (translate(
            "CopycatRefusal",
            "%1 is not for sale."),
            (CARD,)),
        "copycat.no_buys_left": (translate(
            "CopycatRefusal",
            "You have no purchase left this turn."),
            ()),
        "copycat.too_expensive": (translate(
            "CopycatRefusal",
            "You have %1 coins; %3 costs %2 here."),
            (PLAIN, PLAIN, CARD)),
    }


def _name(kind: str, value: object) -> str:
    if kind == CARD:
        return card_name(str(value))
    if kind == OFFICE:
        return office_name(str(value))
    return str(value)


def refusal_text(refusal: Refusal) -> str | None:
    return fill_named(_texts().get(refusal.key), refusal.params, _name)
