"""The Copycat table's instructions and the labels of its moves (buttons, the keyboard list and
the window's list of moves)."""

from __future__ import annotations

from collections.abc import Sequence

from ....ui.scene_move_list import keys_hint as move_list_keys
from ....ui.templates import counted, fill
from .texts import card_name, join_names, office_name, translate


# -- prompts ----------------------------------------------------------------------------------------
def prompt_waiting(names: Sequence[str], phase: str | None) -> str:
    if not names:
        return translate("copycat", "Waiting…")
    # One sentence for one player and another for several, so the verb agrees in every language.
    if len(names) == 1:
        if phase == "bid":
            return fill(translate("copycat", "Waiting for the bid of %1."), names[0])
        return fill(translate("copycat", "%1 is acting."), names[0])
    if phase == "bid":
        return fill(translate("copycat", "Waiting for the bids of %1."), join_names(names))
    return fill(translate("copycat", "%1 are acting."), join_names(names))


def prompt_bid() -> str:
    return translate("copycat", "Drag one hand card onto your bid slot: the highest number goes first.")


def prompt_action(can_place: bool, placed: bool, elbows: int) -> str:
    if can_place:
        text = translate("copycat", "Drag a worker onto a glowing office. You may play blue and purple "
                                    "cards before or after.")
    elif placed:
        text = translate("copycat", "Worker placed. Play more cards or use your blue offices, then end your "
                                    "turn.")
    else:
        text = translate("copycat", "No office is free for you: play cards or pass.")
    if elbows:
        text += " " + translate("copycat", "Elbows: you may join an office held by another player.")
    return text


def prompt_resolve(hand_left: int) -> str:
    if hand_left:
        return counted(hand_left).translate("copycat", "Play all your cards: drag them to your play area (%n "
                                                       "left), use your offices.", None, 1)
    return translate("copycat", "All cards played. Use your offices, then go to the purchases.")


def prompt_purchase(buys: int, coins: int) -> str:
    if buys <= 0:
        return translate("copycat", "No purchase left: finish your turn.")
    return fill(counted(buys).translate(
        "copycat", "Click a street card to buy it: %n purchase(s) left, %1.", None, 1),
        counted(coins).translate("copycat", "%n coin(s)", None, 1))


def prompt_frame(kind: str, param: int, picked: int, source: str | None) -> str:
    if kind == "exchange":
        return fill(counted(param).translate("copycat", "Card exchange: click up to %n card(s) to exchange "
                                                        "(%1 chosen), then Done.", None, 1),
                    picked)
    if kind == "shred_coins":
        return fill(counted(param).translate("copycat", "Card shredding: click up to %n card(s) to shred for "
                                                        "1 coin each (%1 chosen).", None, 1), picked)
    if kind == "keep":
        return fill(translate("copycat", "Strategy session: click the cards to keep for next round (%1 "
                                         "chosen), then Done."), picked)
    if kind == "fund_pay":
        return translate("copycat", "Fundraising: click coin cards or Extra money offices, then Pay. Skip "
                                    "pays nothing.")
    if kind == "fund_draw":
        return counted(param).translate(
            "copycat", "Fundraising: how many cards do you draw? (up to %n)", None, 1)
    if kind == "gala":
        return translate("copycat", "Wife's charity gala: take 1 coin or 2 victory points.")
    if kind == "shred_worker":
        return translate("copycat", "Campaign office: click a hand card to shred for an extra worker.")
    if kind == "place_extra":
        return translate("copycat", "Inside information: drag a worker onto a glowing office.")
    if kind == "realloc":
        return translate("copycat", "Allocation Office: click a card in your play area to use it once more.")
    if kind == "copy":
        return translate("copycat", "Press spokesperson: click a card in your play area to copy.")
    if kind == "reuse":
        return translate("copycat", "Bonus payment: click one of your offices to use it once more.")
    if kind == "invest":
        return counted(param).translate("copycat", "Doctorate: how many coins do you invest for victory "
                                                   "points? (up to %n)", None, 1)
    raise KeyError(kind)


def prompt_over(names: Sequence[str]) -> str:
    return fill(translate("copycat", "The game is over. Elected: %1."), join_names(names))


def done_label(kind: str, picked: int) -> str:
    if kind in ("exchange", "shred_coins", "keep") and picked:
        return translate("copycat", "Done")
    if kind == "fund_pay" and picked:
        return translate("copycat", "Pay")
    return translate("copycat", "Skip")


def frame_pending_status(kind: str) -> str:
    return translate("copycat", "deciding…")


def keys_hint() -> str:
    return move_list_keys()  # Copycat's table has no keys beyond the list's


# -- labels of the moves (buttons and the keyboard list) --------------------------------------------
def label_bid(card_id: str) -> str:
    return fill(translate("copycat", "Bid %1"), card_name(card_id))


def label_place(office_id: str, markers: int, elbows: bool) -> str:
    if elbows:
        return fill(translate("copycat", "Place a worker beside another in %1"), office_name(office_id))
    if markers:
        return fill(counted(markers).translate("copycat", "Place a worker in %1 (take %n "
                                                          "marker(s))", None, 1), office_name(office_id))
    return fill(translate("copycat", "Place a worker in %1"), office_name(office_id))


def label_play(card_id: str) -> str:
    return fill(translate("copycat", "Play %1"), card_name(card_id))


def label_use_office(office_id: str) -> str:
    return fill(translate("copycat", "Use the office %1"), office_name(office_id))


def label_choose_card(kind: str, card_id: str) -> str:
    name = card_name(card_id)
    templates = {
        "exchange": translate("copycat", "Exchange %1"),
        "shred_coins": translate("copycat", "Shred %1 for 1 coin"),
        "keep": translate("copycat", "Keep %1 for the next round"),
        "fund_pay": translate("copycat", "Pay with %1"),
        "shred_worker": translate("copycat", "Shred %1 for an extra worker"),
        "realloc": translate("copycat", "Use %1 once more"),
        "copy": translate("copycat", "Copy %1"),
    }
    return fill(templates.get(kind, translate("copycat", "Choose %1")), name)


def label_choose_office(kind: str, office_id: str) -> str:
    name = office_name(office_id)
    templates = {
        "fund_pay": translate("copycat", "Pay with the office %1"),
        "place_extra": translate("copycat", "Place an extra worker in %1"),
        "reuse": translate("copycat", "Use the office %1 once more"),
    }
    return fill(templates.get(kind, translate("copycat", "Choose the office %1")), name)


def label_number(kind: str, value: int) -> str:
    if kind == "gala":
        if value:
            return translate("copycat", "Take 2 victory points")
        return translate("copycat", "Take 1 coin")
    if kind == "fund_draw":
        return counted(value).translate("copycat", "Draw %n card(s)", None, 1)
    if kind == "invest":
        return counted(value).translate("copycat", "Invest %n coin(s)", None, 1)
    return str(value)


def label_buy(card_id: str, space: int, cost: int, base: int, surcharge: int, reds: int) -> str:
    if surcharge:
        price = fill(translate("copycat", "%1 + %2 = %3 coins"), base, surcharge, cost)
    else:
        price = counted(cost).translate("copycat", "%n coin(s)", None, 1)
    text = fill(translate("copycat", "Buy %1 from space %2 for %3"), card_name(card_id), space, price)
    if reds:
        text += " " + counted(reds).translate("copycat", "(%n red card(s) come along)", None, 1)
    return text


def label_doctorate(card_id: str, space: int, cost: int, reds: int) -> str:
    text = fill(counted(cost).translate(
        "copycat", "Acquire %1 from space %2 for a surcharge of %n coin(s), then invest", None, 1),
                card_name(card_id), space)
    if reds:
        text += " " + counted(reds).translate("copycat", "(%n red card(s) come along)", None, 1)
    return text


def label_special_buy() -> str:
    return translate("copycat", "Use a special buying permission (slide and refill the street, buy 1)")


def label_end_turn(phase: str | None) -> str:
    if phase == "purchase":
        return translate("copycat", "Finish buying and score")
    return translate("copycat", "End your turn")


def label_pass() -> str:
    return translate("copycat", "Pass for the rest of phase 2")


def label_proceed() -> str:
    return translate("copycat", "Go to the purchases")


def label_done(kind: str, picked: int) -> str:
    return done_label(kind, picked)
