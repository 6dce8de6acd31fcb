"""Copycat's display texts: log sentences, score categories, phases, card and office names and effects,
prompts and the labels of the keyboard action list.

Every sentence is a whole translated template (context "copycat") with numbered placeholders, so a
translator can reorder the parts. The calls are written out as ``translate("copycat", "...")`` so
lupdate finds them. Counts use Qt's %n plural forms; while no translation is loaded, the English "(s)"
is resolved here so the untranslated text still reads well. Effect texts are our own words for the
spec's effect catalogue.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.events import Event
from ...ui.templates import fill
from ...ui.templates import plural as english_plural
from .data import load_data


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def plural(text: str, n: int) -> str:
    """``text`` came from translate(..., n); without a translation, "%n" and English "(s)" stay in it."""
    return english_plural(text.replace("%n", str(n)), n)


def tr_n(text: str, n: int) -> str:
    return plural(translate("copycat", text, None, n), n)


def join_names(names: Sequence[str]) -> str:
    names = list(names)
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return fill(translate("copycat", "%1 and %2"), translate("copycat", ", ").join(names[:-1]), names[-1])


# -- titles ------------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _titles() -> dict[str, str]:
    t = translate
    return {
        "Fatherly friend": t("copycat", "Fatherly friend"),
        "Local radio": t("copycat", "Local radio"),
        "Local newspaper": t("copycat", "Local newspaper"),
        "Local television": t("copycat", "Local television"),
        "Red card": t("copycat", "Red card"),
        "Wife's charity gala": t("copycat", "Wife's charity gala"),
        "Campaign office": t("copycat", "Campaign office"),
        "Friends in industry": t("copycat", "Friends in industry"),
        "Inside information": t("copycat", "Inside information"),
        "Small PR campaign": t("copycat", "Small PR campaign"),
        "Sharpen your elbows": t("copycat", "Sharpen your elbows"),
        "National radio": t("copycat", "National radio"),
        "Sauna with colleagues": t("copycat", "Sauna with colleagues"),
        "Strategy session": t("copycat", "Strategy session"),
        "Fundraising": t("copycat", "Fundraising"),
        "Campaign trail": t("copycat", "Campaign trail"),
        "Bonus payment to team member": t("copycat", "Bonus payment to team member"),
        "Press spokesperson": t("copycat", "Press spokesperson"),
        "Friends at the banks": t("copycat", "Friends at the banks"),
        "Big PR campaign": t("copycat", "Big PR campaign"),
        "Federal press ball": t("copycat", "Federal press ball"),
        "Garden party for friends": t("copycat", "Garden party for friends"),
        "Best-selling daily newspaper": t("copycat", "Best-selling daily newspaper"),
        "Keynote speaker at the Bremen Schaffermahl": t("copycat",
                                                        "Keynote speaker at the Bremen Schaffermahl"),
        "National television": t("copycat", "National television"),
        "Dr. rer. pol.": t("copycat", "Dr. rer. pol."),
        "Dr. rer. nat.": t("copycat", "Dr. rer. nat."),
        "Dr. phil.": t("copycat", "Dr. phil."),
        "Dr. jur.": t("copycat", "Dr. jur."),
        "Extra cards": t("copycat", "Extra cards"),
        "Permission to buy": t("copycat", "Permission to buy"),
        "Extra money": t("copycat", "Extra money"),
        "Card exchange": t("copycat", "Card exchange"),
        "Card shredding": t("copycat", "Card shredding"),
        "Victory points": t("copycat", "Victory points"),
        "Allocation Office for Major Projects": t("copycat", "Allocation Office for Major Projects"),
        "Special buying permission": t("copycat", "Special buying permission"),
    }


def title(raw: str) -> str:
    return _titles().get(raw, raw)


def card_title(card_id: str) -> str:
    data = load_data()
    return title(data.cards[data.c(card_id)].title)


def card_name(card_id: str) -> str:
    """A card as the log and the labels name it: title and printed number (doctorates have none)."""
    data = load_data()
    card = data.cards[data.c(card_id)]
    if not card.no:
        return title(card.title)
    return fill(translate("copycat", "%1 (no. %2)"), title(card.title), card.no)


def card_names(card_ids: Sequence[str]) -> str:
    return join_names([card_name(c) for c in card_ids])


def office_name(office_id: str) -> str:
    """An office named by its title and strength, e.g. "Permission to buy 2" (several share a title)."""
    data = load_data()
    office = data.offices[data.o(office_id)]
    if office.effect == "double_card_use" or office.effect == "special_buy":
        return title(office.title)
    return fill(translate("copycat", "%1 %2"), title(office.title), office.param)


# -- colours ----------------------------------------------------------------------------------------
def colour_name(colour: str) -> str:
    names = {
        "red": translate("copycat", "red"),
        "yellow": translate("copycat", "yellow"),
        "yellow-green": translate("copycat", "yellow-green"),
        "green": translate("copycat", "green"),
        "blue": translate("copycat", "blue"),
        "purple": translate("copycat", "purple"),
        "grey": translate("copycat", "grey"),
    }
    return names[colour]


def symbol_name(colour: str) -> str:
    """The symbol each action colour carries as well as its hue."""
    names = {
        "red": translate("copycat", "crossed circle: no action"),
        "yellow": translate("copycat", "coin: money and buying"),
        "yellow-green": translate("copycat", "coin and star: money or points"),
        "green": translate("copycat", "star: victory points"),
        "blue": translate("copycat", "two cards: drawing cards"),
        "purple": translate("copycat", "worker: campaign workers"),
        "grey": translate("copycat", "gear: special actions"),
    }
    return names[colour]


def phase_of_colour(colour: str) -> str:
    names = {
        "red": translate("copycat", "No action"),
        "yellow": translate("copycat", "Used in phase 3"),
        "yellow-green": translate("copycat", "Used in phase 3"),
        "green": translate("copycat", "Used in phase 3"),
        "blue": translate("copycat", "Used in phase 2"),
        "purple": translate("copycat", "Used in phase 2"),
        "grey": translate("copycat", "Special: follows its own text"),
    }
    return names[colour]


# -- effects ----------------------------------------------------------------------------------------
def effect_short(effect: str, param: int) -> str:
    """The action box of a card or office: a few words."""
    t = translate
    if effect == "coins":
        return tr_n("+%n coin(s)", param)
    if effect == "coin_or_vp":
        return t("copycat", "1 coin or 2 VP")
    if effect == "double_coins":
        return t("copycat", "Coins ×2")
    if effect == "shred_coins":
        return tr_n("Shred ≤%n: a coin each", param)
    if effect == "buy":
        return tr_n("Buy %n card(s)", param)
    if effect == "special_buy":
        return t("copycat", "Slide street, buy 1")
    if effect == "vp":
        return tr_n("+%n VP", param)
    if effect == "double_markers":
        return t("copycat", "Markers ×2")
    if effect == "doctorate":
        return t("copycat", "1 VP per coin")
    if effect == "draw":
        return tr_n("Draw %n card(s)", param)
    if effect == "exchange":
        return tr_n("Exchange ≤%n card(s)", param)
    if effect == "fundraising":
        return t("copycat", "Pay coins, draw cards")
    if effect == "extra_workers":
        return tr_n("+%n worker(s)", param)
    if effect == "shred_for_worker":
        return t("copycat", "Shred 1: +1 worker")
    if effect == "extra_office":
        return t("copycat", "+1 office now")
    if effect == "elbows":
        return t("copycat", "Join an occupied office")
    if effect == "double_card_use":
        return t("copycat", "Use a card again")
    if effect == "reuse_worker":
        return t("copycat", "Use a worker again")
    if effect == "copy_card":
        return t("copycat", "Copy a card")
    if effect == "keep_cards":
        return t("copycat", "Keep cards")
    return t("copycat", "No action")


def office_effect_short(effect: str, param: int) -> str:
    """The action of an office tile, which has room for two short lines only."""
    if effect == "shred_coins":
        return tr_n("Shred ≤%n → coins", param)
    if effect == "exchange":
        return tr_n("Swap ≤%n card(s)", param)
    if effect == "double_card_use":
        return translate("copycat", "Card again")
    if effect == "special_buy":
        return translate("copycat", "Slide, buy 1")
    return effect_short(effect, param)


def effect_long(effect: str, param: int) -> str:
    """The full effect in our own words (hover preview, tooltips, help)."""
    t = translate
    if effect == "coins":
        return tr_n("Phase 3: adds %n coin(s) to your coin total.", param)
    if effect == "coin_or_vp":
        return t("copycat", "Phase 3: choose 1 coin or 2 victory points, each time it is used.")
    if effect == "double_coins":
        return t("copycat", "Phase 3: your base coins count once more (at most three times in all). "
                            "Coins from the Allocation Office or a Bonus payment are not doubled.")
    if effect == "shred_coins":
        return tr_n("Phase 3: remove up to %n hand card(s) from the game; each gives 1 coin. "
                    "Usable without buying.", param)
    if effect == "buy":
        return tr_n("Phase 3: buy up to %n card(s) from the street, paying price plus the space's "
                    "surcharge. Every red card left of a bought card comes along.", param)
    if effect == "special_buy":
        return t("copycat", "Phase 3: all street cards slide left to close gaps, the street is refilled, "
                            "then you may buy 1 card.")
    if effect == "vp":
        return tr_n("Phase 3: %n victory point(s).", param)
    if effect == "double_markers":
        return t("copycat", "Phase 3: your victory point markers count once more (at most three times).")
    if effect == "doctorate":
        return t("copycat", "Taken with a purchase: pay only the space's surcharge, then invest any "
                            "coins for 1 victory point each. It lies in front of you and counts towards "
                            "the end of the game.")
    if effect == "draw":
        return tr_n("Phase 2: draw %n card(s) from your draw pile.", param)
    if effect == "exchange":
        return tr_n("Phase 2: put up to %n hand card(s) on your clipboard pile, then draw as many.",
                    param)
    if effect == "fundraising":
        return t("copycat", "Phase 2: pay with coin cards from your hand or unused Extra money offices; "
                            "draw up to 1 card per coin paid. The coins are spent.")
    if effect == "extra_workers":
        return tr_n("Phase 2: take %n extra campaign worker(s) for this round (at most 4 extra a "
                    "round).", param)
    if effect == "shred_for_worker":
        return t("copycat", "Phase 2: remove 1 other hand card from the game and take 1 extra campaign "
                            "worker for this round.")
    if effect == "extra_office":
        return t("copycat", "Phase 2: place one more of your workers at once in an empty office, in "
                            "addition to your turn's placement.")
    if effect == "elbows":
        return t("copycat", "Phase 2: one later placement this turn may go into an office holding "
                            "exactly one worker of another player. You find no markers there.")
    if effect == "double_card_use":
        return t("copycat", "Use one card of your play area once more (phase 2: blue, purple or grey; "
                            "phase 3: yellow, green or grey). It then goes to your clipboard pile; its "
                            "coins are never doubled.")
    if effect == "reuse_worker":
        return t("copycat", "Phase 2 or 3: use the office of one of your workers once more. Its coins are "
                            "never doubled.")
    if effect == "copy_card":
        return t("copycat", "Phase 2 or 3: carry out the action of another card in your play area once "
                            "more; that card stays where it is.")
    if effect == "keep_cards":
        return t("copycat", "Phase 3: set aside any of your remaining hand cards, hidden; they join "
                            "your hand next round. Play it first.")
    return t("copycat", "Red card: no action. You bid, shred or exchange it, or it clutters your deck.")


def use_limit_note() -> str:
    return translate("copycat", "Every card and worker can be used at most twice per round.")


# -- categories, phases, tie-break ------------------------------------------------------------------
def category_name(cat: str) -> str:
    names = {
        "cards": translate("copycat", "Cards"),
        "offices": translate("copycat", "Offices"),
        "markers": translate("copycat", "Victory point markers"),
        "doctorates": translate("copycat", "Doctorates"),
    }
    return names[cat]


def tie_break_name() -> str:
    return translate("copycat", "Victory points gained in the last round")


def phase_name(observation: dict) -> str:
    phase = observation.get("phase")
    rnd = observation.get("round", 1)
    if phase == "bid":
        return fill(translate("copycat", "Round %1 · Phase 1: planning (bid for turn order)"), rnd)
    if phase == "action":
        return fill(translate("copycat", "Round %1 · Phase 2: action (place workers)"), rnd)
    if phase == "resolve":
        return fill(translate("copycat", "Round %1 · Phase 3: buying and success (play your cards)"), rnd)
    if phase == "purchase":
        return fill(translate("copycat", "Round %1 · Phase 3: buying and success (purchases)"), rnd)
    if phase == "over":
        return translate("copycat", "Game over")
    raise KeyError(phase)


def end_reason(reason: str) -> str:
    names = {
        "vp_target": translate("copycat", "a player reached 95 victory points"),
        "last_doctorate": translate("copycat", "the last doctorate was acquired"),
        "last_round": translate("copycat", "the eleventh round is over"),
    }
    return names[reason]


# -- the log ----------------------------------------------------------------------------------------
def _seat(seats: Sequence[Any], index: object) -> str:
    if isinstance(index, int) and 0 <= index < len(seats):
        return seats[index].name
    return translate("copycat", "a player")


def describe_event(event: Event, seats: Sequence[Any]) -> str:
    p = event.params
    mid = event.message_id
    who = _seat(seats, p.get("player"))
    t = translate
    if mid == "copycat.setup":
        n = p["players"]
        return fill(plural(t("copycat", "A game for %n players is set up; the first extra office is %1.",
                             None, n), n), office_name(p["office"]))
    if mid == "copycat.round_start":
        return fill(t("copycat", "Round %1 begins: everyone draws 5 cards."), p["round"])
    if mid == "copycat.draw":
        return fill(tr_n("%1 draws %n card(s).", p["count"]), who)
    if mid == "copycat.draw_cards":
        return fill(t("copycat", "You draw %1."), card_names(p["cards"]))
    if mid == "copycat.shuffle":
        return fill(tr_n("%1 shuffles the discard pile into a new draw pile of %n card(s).", p["count"]),
                    who)
    if mid == "copycat.kept_join":
        return fill(tr_n("%1 takes %n kept card(s) back into the hand.", p["count"]), who)
    if mid == "copycat.bid":
        return fill(t("copycat", "%1 lays a card face down as a bid."), who)
    if mid == "copycat.bid_card":
        return fill(t("copycat", "You bid %1."), card_name(p["card"]))
    if mid == "copycat.bid_reveal":
        parts = []
        for seat, (card, value) in enumerate(zip(p["cards"], p["values"], strict=True)):
            if card is None:
                parts.append(fill(t("copycat", "%1 nothing (0)"), _seat(seats, seat)))
            else:
                parts.append(fill(t("copycat", "%1 %2"), _seat(seats, seat), value))
        order = [_seat(seats, s) for s in p["order"]]
        return fill(t("copycat", "Bids revealed: %1. Turn order: %2."), t("copycat", ", ").join(parts),
                    t("copycat", ", ").join(order))
    if mid == "copycat.place":
        office = office_name(p["office"])
        if p.get("elbows"):
            return fill(t("copycat", "%1 elbows in and places a campaign worker beside another in %2."),
                        who, office)
        if p.get("markers"):
            return fill(tr_n("%1 places a campaign worker in %2 and takes %n victory point marker(s).",
                             p["markers"]), who, office)
        return fill(t("copycat", "%1 places a campaign worker in %2."), who, office)
    if mid == "copycat.play":
        if p.get("effective", True):
            return fill(t("copycat", "%1 plays %2."), who, card_name(p["card"]))
        return fill(t("copycat", "%1 plays %2, which has no effect now."), who, card_name(p["card"]))
    if mid == "copycat.office_use":
        return fill(t("copycat", "%1 uses the office %2."), who, office_name(p["office"]))
    if mid == "copycat.reuse":
        return fill(t("copycat", "%1 uses the office %2 once more (Bonus payment)."), who,
                    office_name(p["office"]))
    if mid == "copycat.reactivate":
        return fill(t("copycat", "%1 uses %2 once more (Allocation Office); it goes to the clipboard pile."),
                    who, card_name(p["card"]))
    if mid == "copycat.copy":
        return fill(t("copycat", "%1 copies %2 with %3."), who, card_name(p["card"]), card_name(p["by"]))
    if mid == "copycat.workers":
        gained, lost = p.get("gained", 0), p.get("lost", 0)
        if gained and lost:
            return fill(tr_n("%1 takes %n extra campaign worker(s); more would exceed 4 a round.", gained),
                        who)
        if gained:
            return fill(tr_n("%1 takes %n extra campaign worker(s).", gained), who)
        return fill(t("copycat", "%1 gets no extra campaign worker: 4 a round is the limit."), who)
    if mid == "copycat.shred":
        return fill(t("copycat", "%1 removes %2 from the game."), who, card_names(p["cards"]))
    if mid == "copycat.exchange":
        return fill(t("copycat", "%1 puts %2 on the clipboard pile to draw as many."), who,
                    card_names(p["cards"]))
    if mid == "copycat.fundraising":
        sources = [card_name(c) for c in p.get("cards", [])] + [office_name(o) for o in p.get("offices", [])]
        if not sources:
            return fill(t("copycat", "%1 pays nothing into Fundraising."), who)
        return fill(tr_n("%1 pays %n coin(s) into Fundraising with %2.", p["coins"]), who,
                    join_names(sources))
    if mid == "copycat.gala":
        if p.get("choice") == "vp":
            return fill(t("copycat", "%1 takes 2 victory points from Wife's charity gala."), who)
        return fill(t("copycat", "%1 takes 1 coin from Wife's charity gala."), who)
    if mid == "copycat.keep":
        return fill(tr_n("%1 keeps %n card(s) hidden for the next round.", p["count"]), who)
    if mid == "copycat.keep_cards":
        return fill(t("copycat", "You keep %1 for the next round."), card_names(p["cards"]))
    if mid == "copycat.pass":
        if p.get("auto"):
            return fill(t("copycat", "%1 has no campaign worker left and passes."), who)
        return fill(t("copycat", "%1 passes for the rest of phase 2."), who)
    if mid == "copycat.end_turn":
        return fill(t("copycat", "%1 ends the turn."), who)
    if mid == "copycat.phase3_turn":
        return fill(t("copycat", "%1 plays the remaining cards and goes shopping."), who)
    if mid == "copycat.purchase_step":
        coins = fill(tr_n("%n coin(s)", p["coins"]))
        buys = p.get("buys", 0)
        text = fill(tr_n("%1 has %2 and %n purchase(s).", buys), who, coins)
        if p.get("special_buys"):
            text += " " + tr_n("Special buying permissions: %n.", p["special_buys"])
        return text
    if mid == "copycat.buy":
        reds = p.get("reds") or []
        text = fill(tr_n("%1 buys %2 from space %3 for %n coin(s).", p["cost"]), who, card_name(p["card"]),
                    p["space"])
        if reds:
            text += " " + tr_n("%n red card(s) come along.", len(reds))
        return text
    if mid == "copycat.doctorate":
        reds = p.get("reds") or []
        text = fill(tr_n("%1 acquires the doctorate %2 from space %3, paying %n coin(s).", p["cost"]), who,
                    card_name(p["card"]), p["space"])
        if reds:
            text += " " + tr_n("%n red card(s) come along.", len(reds))
        return text
    if mid == "copycat.invest":
        return fill(tr_n("%1 invests %n coin(s) in the doctorate for as many victory points.", p["coins"]),
                    who)
    if mid == "copycat.special_buy":
        return fill(t("copycat", "%1 uses a special buying permission: the street slides left and is "
                                 "refilled."), who)
    if mid == "copycat.score":
        return fill(tr_n("%1 scores %n victory point(s) this round and now has %2.", p["vp"]), who,
                    p["total"])
    if mid == "copycat.markers_added":
        n = len(p.get("offices", []))
        return tr_n("A victory point marker is added to each of %n empty office(s).", n)
    if mid == "copycat.new_office":
        return fill(t("copycat", "A new office opens: %1."), office_name(p["office"]))
    if mid == "copycat.street_clear":
        n = len(p.get("cards", []))
        if not n:
            return t("copycat", "No unsold card leaves the street.")
        return fill(tr_n("%n unsold card(s) leave the game: %1.", n), card_names(p["cards"]))
    if mid == "copycat.street_refill":
        return fill(tr_n("%n new card(s) come onto the street: %1.", len(p["cards"])), card_names(p["cards"]))
    if mid == "copycat.game_end":
        reasons = join_names([end_reason(r) for r in p.get("reasons", [])])
        winners = join_names([_seat(seats, w) for w in p.get("winners", [])])
        return fill(t("copycat", "The game ends because %1. Elected: %2."), reasons, winners)
    raise KeyError(mid)


# -- prompts ----------------------------------------------------------------------------------------
def prompt_waiting(names: Sequence[str], phase: str | None) -> str:
    if not names:
        return translate("copycat", "Waiting…")
    if phase == "bid":
        return fill(translate("copycat", "Waiting for the bid of %1."), join_names(names))
    return fill(translate("copycat", "%1 is acting."), join_names(names))


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
        return tr_n("Play all your cards: drag them to your play area (%n left), use your offices.",
                    hand_left)
    return translate("copycat", "All cards played. Use your offices, then go to the purchases.")


def prompt_purchase(buys: int, coins: int) -> str:
    if buys <= 0:
        return translate("copycat", "No purchase left: finish your turn.")
    return fill(tr_n("Click a street card to buy it: %n purchase(s) left, %1.", buys),
                tr_n("%n coin(s)", coins))


def prompt_frame(kind: str, param: int, picked: int, source: str | None) -> str:
    t = translate
    if kind == "exchange":
        return fill(tr_n("Card exchange: click up to %n card(s) to exchange (%1 chosen), then Done.", param),
                    picked)
    if kind == "shred_coins":
        return fill(tr_n("Card shredding: click up to %n card(s) to shred for 1 coin each (%1 chosen).",
                         param), picked)
    if kind == "keep":
        return fill(t("copycat", "Strategy session: click the cards to keep for next round (%1 chosen), then "
                                 "Done."), picked)
    if kind == "fund_pay":
        return t("copycat", "Fundraising: click coin cards or Extra money offices to pay, then Done.")
    if kind == "fund_draw":
        return tr_n("Fundraising: how many cards do you draw? (up to %n)", param)
    if kind == "gala":
        return t("copycat", "Wife's charity gala: take 1 coin or 2 victory points.")
    if kind == "shred_worker":
        return t("copycat", "Campaign office: click a hand card to shred for an extra worker.")
    if kind == "place_extra":
        return t("copycat", "Inside information: drag a worker onto a glowing office.")
    if kind == "realloc":
        return t("copycat", "Allocation Office: click a card in your play area to use it once more.")
    if kind == "copy":
        return t("copycat", "Press spokesperson: click a card in your play area to copy.")
    if kind == "reuse":
        return t("copycat", "Bonus payment: click one of your offices to use it once more.")
    if kind == "invest":
        return tr_n("Doctorate: how many coins do you invest for victory points? (up to %n)", param)
    raise KeyError(kind)


def prompt_over(names: Sequence[str]) -> str:
    return fill(translate("copycat", "The game is over. Elected: %1."), join_names(names))


def done_label(kind: str, picked: int) -> str:
    t = translate
    if kind in ("exchange", "shred_coins", "keep") and picked:
        return t("copycat", "Done")
    if kind == "fund_pay" and picked:
        return t("copycat", "Pay")
    return t("copycat", "Skip")


def frame_pending_status(kind: str) -> str:
    return translate("copycat", "deciding…")


def keys_hint() -> str:
    return translate("copycat", "Keys: L lists every move · Enter chooses · Esc closes")


# -- labels of the moves (buttons and the keyboard list) --------------------------------------------
def label_bid(card_id: str) -> str:
    return fill(translate("copycat", "Bid %1"), card_name(card_id))


def label_place(office_id: str, markers: int, elbows: bool) -> str:
    if elbows:
        return fill(translate("copycat", "Place a worker beside another in %1"), office_name(office_id))
    if markers:
        return fill(tr_n("Place a worker in %1 (take %n marker(s))", markers), office_name(office_id))
    return fill(translate("copycat", "Place a worker in %1"), office_name(office_id))


def label_play(card_id: str) -> str:
    return fill(translate("copycat", "Play %1"), card_name(card_id))


def label_use_office(office_id: str) -> str:
    return fill(translate("copycat", "Use the office %1"), office_name(office_id))


def label_choose_card(kind: str, card_id: str) -> str:
    name = card_name(card_id)
    t = translate
    templates = {
        "exchange": t("copycat", "Exchange %1"),
        "shred_coins": t("copycat", "Shred %1 for 1 coin"),
        "keep": t("copycat", "Keep %1 for the next round"),
        "fund_pay": t("copycat", "Pay with %1"),
        "shred_worker": t("copycat", "Shred %1 for an extra worker"),
        "realloc": t("copycat", "Use %1 once more"),
        "copy": t("copycat", "Copy %1"),
    }
    return fill(templates.get(kind, t("copycat", "Choose %1")), name)


def label_choose_office(kind: str, office_id: str) -> str:
    name = office_name(office_id)
    t = translate
    templates = {
        "fund_pay": t("copycat", "Pay with the office %1"),
        "place_extra": t("copycat", "Place an extra worker in %1"),
        "reuse": t("copycat", "Use the office %1 once more"),
    }
    return fill(templates.get(kind, t("copycat", "Choose the office %1")), name)


def label_number(kind: str, value: int) -> str:
    if kind == "gala":
        if value:
            return translate("copycat", "Take 2 victory points")
        return translate("copycat", "Take 1 coin")
    if kind == "fund_draw":
        return tr_n("Draw %n card(s)", value)
    if kind == "invest":
        return tr_n("Invest %n coin(s)", value)
    return str(value)


def label_buy(card_id: str, space: int, cost: int, base: int, surcharge: int, reds: int) -> str:
    if surcharge:
        price = fill(translate("copycat", "%1 + %2 = %3 coins"), base, surcharge, cost)
    else:
        price = tr_n("%n coin(s)", cost)
    text = fill(translate("copycat", "Buy %1 from space %2 for %3"), card_name(card_id), space, price)
    if reds:
        text += " " + tr_n("(%n red card(s) come along)", reds)
    return text


def label_doctorate(card_id: str, space: int, cost: int, reds: int) -> str:
    text = fill(tr_n("Acquire %1 from space %2 for a surcharge of %n coin(s), then invest", cost),
                card_name(card_id), space)
    if reds:
        text += " " + tr_n("(%n red card(s) come along)", reds)
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
