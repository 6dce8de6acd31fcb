"""Copernico's reasons for refused moves in words (the keys come from ../refusals.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.refusals import Refusal
from ....ui.templates import fill

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def _texts() -> dict[str, str]:
    # Built on each call so a language switch is seen at once.
    return {
        "copernico.already_chosen": translate(
            "CopernicoRefusal", "You have chosen your action for this turn; the others are still choosing."),
        "copernico.already_drafted": translate(
            "CopernicoRefusal", "You have shared out your cards; the others are still choosing."),
        "copernico.draft_phase_only": translate(
            "CopernicoRefusal",
            "Cards are shared out only while looking at the sky, at the start of a turn."),
        "copernico.draft_not_a_split": translate(
            "CopernicoRefusal",
            "Each card you drew needs exactly one role: keep, pass left, pass right or discard."),
        "copernico.no_peek_owed": translate(
            "CopernicoRefusal", "You may ask Copernicus only after completing a new line of one colour."),
        "copernico.no_such_advice": translate(
            "CopernicoRefusal", "There are only two Advice cards to look at."),
        "copernico.draft_first": translate(
            "CopernicoRefusal", "First share out the cards you drew; cards are placed after the draft."),
        "copernico.peek_first": translate(
            "CopernicoRefusal", "First look at the Advice card your new line earned."),
        "copernico.finish_payment": translate(
            "CopernicoRefusal", "First pay for the card you chose."),
        "copernico.no_rest_solo": translate("CopernicoRefusal", "There is no resting in the solo game."),
        "copernico.no_such_position": translate("CopernicoRefusal", "Your table has positions 1 to 9 only."),
        "copernico.not_in_hand": translate("CopernicoRefusal", "%1 is not in your hand."),
        "copernico.blank_stays": translate(
            "CopernicoRefusal", "A face-down card stays where it is for the rest of the game."),
        "copernico.position_taken": translate("CopernicoRefusal", "Position %1 already holds a card."),
        "copernico.blank_only_when_stuck": translate(
            "CopernicoRefusal", "A card goes face down only when you cannot pay for any card in your hand."),
        "copernico.nothing_to_replace": translate(
            "CopernicoRefusal", "Position %1 is empty: place a card there instead of reformulating."),
        "copernico.cannot_afford": translate(
            "CopernicoRefusal", "%1 costs %2 cards to discard; you have %3 other cards in hand."),
        "copernico.no_reformulate_solo": translate(
            "CopernicoRefusal", "In the solo game a placed card stays: there is no reformulating."),
        "copernico.reformulate_needs_dearer": translate(
            "CopernicoRefusal", "Reformulating needs a card that costs more than %1 (%2); %3 costs %4."),
        "copernico.reformulate_cannot_afford": translate(
            "CopernicoRefusal", "Replacing %1 with %2 costs %3 cards; you have %4 other cards in hand."),
        "copernico.nothing_to_pay": translate("CopernicoRefusal", "Nothing is left to pay."),
        "copernico.cannot_pay_with_itself": translate(
            "CopernicoRefusal", "%1 is the card being placed; it cannot pay for itself."),
        "copernico.pay_in_order": translate(
            "CopernicoRefusal", "Cards are paid in hand order; choose the cards, then confirm."),
        "copernico.leaves_too_few": translate(
            "CopernicoRefusal", "%1 more cards must be paid; this choice would leave too few."),
    }


def refusal_text(refusal: Refusal) -> str | None:
    template = _texts().get(refusal.key)
    return fill(template, *refusal.params) if template is not None else None
