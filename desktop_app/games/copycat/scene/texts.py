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

from ....engine.events import Event
from ....ui.templates import counted, seat_name
from ....ui.templates import fill as fill  # re-exported: the table's modules write texts.fill
from ....ui.templates import join_names as join_names  # and texts.join_names
from ..data import load_data

translate = QCoreApplication.translate


# -- titles ------------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _titles() -> dict[str, str]:
    return {
        "Fatherly friend": translate("copycat", "Fatherly friend"),
        "Local radio": translate("copycat", "Local radio"),
        "Local newspaper": translate("copycat", "Local newspaper"),
        "Local television": translate("copycat", "Local television"),
        "Red card": translate("copycat", "Red card"),
        "Wife's charity gala": translate("copycat", "Wife's charity gala"),
        "Campaign office": translate("copycat", "Campaign office"),
        "Friends in industry": translate("copycat", "Friends in industry"),
        "Inside information": translate("copycat", "Inside information"),
        "Small PR campaign": translate("copycat", "Small PR campaign"),
        "Sharpen your elbows": translate("copycat", "Sharpen your elbows"),
        "National radio": translate("copycat", "National radio"),
        "Sauna with colleagues": translate("copycat", "Sauna with colleagues"),
        "Strategy session": translate("copycat", "Strategy session"),
        "Fundraising": translate("copycat", "Fundraising"),
        "Campaign trail": translate("copycat", "Campaign trail"),
        "Bonus payment to team member": translate("copycat", "Bonus payment to team member"),
        "Press spokesperson": translate("copycat", "Press spokesperson"),
        "Friends at the banks": translate("copycat", "Friends at the banks"),
        "Big PR campaign": translate("copycat", "Big PR campaign"),
        "Federal press ball": translate("copycat", "Federal press ball"),
        "Garden party for friends": translate("copycat", "Garden party for friends"),
        "Best-selling daily newspaper": translate("copycat", "Best-selling daily newspaper"),
        "Keynote speaker at the Bremen Schaffermahl": translate("copycat",
                                                        "Keynote speaker at the Bremen Schaffermahl"),
        "National television": translate("copycat", "National television"),
        "Dr. rer. pol.": translate("copycat", "Dr. rer. pol."),
        "Dr. rer. nat.": translate("copycat", "Dr. rer. nat."),
        "Dr. phil.": translate("copycat", "Dr. phil."),
        "Dr. jur.": translate("copycat", "Dr. jur."),
        "Extra cards": translate("copycat", "Extra cards"),
        "Permission to buy": translate("copycat", "Permission to buy"),
        "Extra money": translate("copycat", "Extra money"),
        "Card exchange": translate("copycat", "Card exchange"),
        "Card shredding": translate("copycat", "Card shredding"),
        "Victory points": translate("copycat", "Victory points"),
        "Allocation Office for Major Projects": translate("copycat", "Allocation Office for Major Projects"),
        "Special buying permission": translate("copycat", "Special buying permission"),
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
    """An office named by the words its tile shows, in quotes so a sentence reads round them: "Buy 2
    cards". The tile carries no title (art.paint_office: the rulebook calls it flavour), so the log, the
    prompts, the coach and the lessons name what a player can find on the board (issue 15)."""
    data = load_data()
    office = data.offices[data.o(office_id)]
    return fill(translate("copycat", "“%1”"), office_effect_short(office.effect, office.param))


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
    if effect == "coins":
        return counted(param).translate("copycat", "+%n coin(s)", None, 1)
    if effect == "coin_or_vp":
        return translate("copycat", "1 coin or 2 VP")
    if effect == "double_coins":
        return translate("copycat", "Coins ×2")
    if effect == "shred_coins":
        return counted(param).translate("copycat", "Shred ≤%n: a coin each", None, 1)
    if effect == "buy":
        return counted(param).translate("copycat", "Buy %n card(s)", None, 1)
    if effect == "special_buy":
        return translate("copycat", "Slide street, buy 1")
    if effect == "vp":
        return counted(param).translate("copycat", "+%n VP", None, 1)
    if effect == "double_markers":
        return translate("copycat", "Markers ×2")
    if effect == "doctorate":
        return translate("copycat", "1 VP per coin")
    if effect == "draw":
        return counted(param).translate("copycat", "Draw %n card(s)", None, 1)
    if effect == "exchange":
        return counted(param).translate("copycat", "Exchange ≤%n card(s)", None, 1)
    if effect == "fundraising":
        return translate("copycat", "Coins → cards")
    if effect == "extra_workers":
        return counted(param).translate("copycat", "+%n worker(s)", None, 1)
    if effect == "shred_for_worker":
        return translate("copycat", "Shred 1: +1 worker")
    if effect == "extra_office":
        return translate("copycat", "+1 office now")
    if effect == "elbows":
        return translate("copycat", "Join an occupied office")
    if effect == "double_card_use":
        return translate("copycat", "Use a card again")
    if effect == "reuse_worker":
        return translate("copycat", "Use a worker again")
    if effect == "copy_card":
        return translate("copycat", "Copy a card")
    if effect == "keep_cards":
        return translate("copycat", "Keep cards")
    return translate("copycat", "No action")


def office_effect_short(effect: str, param: int) -> str:
    """The action of an office tile, which has room for two short lines only."""
    if effect == "shred_coins":
        return counted(param).translate("copycat", "Shred ≤%n → coins", None, 1)
    if effect == "exchange":
        return counted(param).translate("copycat", "Swap ≤%n card(s)", None, 1)
    if effect == "double_card_use":
        return translate("copycat", "Card again")
    if effect == "special_buy":
        return translate("copycat", "Slide, buy 1")
    return effect_short(effect, param)


def effect_long(effect: str, param: int) -> str:
    """The full effect in our own words (hover preview, tooltips, help)."""
    if effect == "coins":
        return counted(param).translate("copycat", "Phase 3: adds %n coin(s) to your coin total.", None, 1)
    if effect == "coin_or_vp":
        return translate("copycat", "Phase 3: choose 1 coin or 2 victory points, each time it is used.")
    if effect == "double_coins":
        return translate("copycat", "Phase 3: your base coins count once more (at most three times in all). "
                                    "Coins from the Allocation Office or a Bonus payment are not doubled.")
    if effect == "shred_coins":
        return counted(param).translate("copycat", "Phase 3: remove up to %n hand card(s) from the game; "
                                                   "each gives 1 coin. Usable without buying.", None, 1)
    if effect == "buy":
        return counted(param).translate("copycat", "Phase 3: buy up to %n card(s) from the street, paying "
                                                   "price plus the space's surcharge. Every red card left of "
                                                   "a bought card comes along.", None, 1)
    if effect == "special_buy":
        return translate("copycat", "Phase 3: all street cards slide left to close gaps, the street is "
                                    "refilled, then you may buy 1 card.")
    if effect == "vp":
        return counted(param).translate("copycat", "Phase 3: %n victory point(s).", None, 1)
    if effect == "double_markers":
        return translate("copycat", "Phase 3: your victory point markers count once more (at most three "
                                    "times).")
    if effect == "doctorate":
        return translate("copycat", "Taken with a purchase: pay only the space's surcharge, then invest any "
                                    "coins for 1 victory point each. It lies in front of you and counts "
                                    "towards the end of the game.")
    if effect == "draw":
        return counted(param).translate("copycat", "Phase 2: draw %n card(s) from your draw pile.", None, 1)
    if effect == "exchange":
        return counted(param).translate("copycat", "Phase 2: put up to %n hand card(s) on your clipboard "
                                                   "pile, then draw as many.", None, 1)
    if effect == "fundraising":
        return translate("copycat", "Phase 2: pay with coin cards from your hand or unused Extra money "
                                    "offices; draw up to 1 card per coin paid. The coins are spent.")
    if effect == "extra_workers":
        return fill(counted(param).translate("copycat", "Phase 2: take %n extra campaign worker(s) for this "
                                                        "round (at most %1 extra a round).", None, 1),
                    load_data().constants["MAX_EXTRA_WORKERS"])
    if effect == "shred_for_worker":
        return translate("copycat", "Phase 2: remove 1 other hand card from the game and take 1 extra "
                                    "campaign worker for this round.")
    if effect == "extra_office":
        return translate("copycat", "Phase 2: place one more of your workers at once in an empty office, in "
                                    "addition to your turn's placement.")
    if effect == "elbows":
        return translate("copycat", "Phase 2: one later placement this turn may go into an office holding "
                                    "exactly one worker of another player. You find no markers there.")
    if effect == "double_card_use":
        return translate("copycat", "Use one card of your play area once more (phase 2: blue, purple or "
                                    "grey; phase 3: yellow, green or grey). It then goes to your clipboard "
                                    "pile; its coins are never doubled.")
    if effect == "reuse_worker":
        return translate("copycat", "Phase 2 or 3: use the office of one of your workers once more. Its "
                                    "coins are never doubled.")
    if effect == "copy_card":
        return translate("copycat", "Phase 2 or 3: carry out the action of another card in your play area "
                                    "once more; that card stays where it is.")
    if effect == "keep_cards":
        return translate("copycat", "Phase 3: set aside any of your remaining hand cards, hidden; they join "
                                    "your hand next round. Play it first.")
    return translate(
        "copycat", "Red card: no action. You bid, shred or exchange it, or it clutters your deck.")


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
def describe_event(event: Event, seats: Sequence[Any]) -> str:
    p = event.params
    mid = event.message_id
    who = seat_name(seats, p.get("player"))
    if mid == "copycat.setup":
        return fill(counted(p["players"]).translate(
            "copycat", "A game for %n players is set up; the first extra office is %1.", None, 1),
            office_name(p["office"]))
    if mid == "copycat.round_start":
        return fill(translate("copycat", "Round %1 begins: everyone draws 5 cards."), p["round"])
    if mid == "copycat.draw":
        return fill(counted(p["count"]).translate("copycat", "%1 draws %n card(s).", None, 1), who)
    if mid == "copycat.draw_cards":
        return fill(translate("copycat", "You draw %1."), card_names(p["cards"]))
    if mid == "copycat.shuffle":
        return fill(counted(p["count"]).translate("copycat", "%1 shuffles the discard pile into a new draw "
                                                             "pile of %n card(s).", None, 1),
                    who)
    if mid == "copycat.kept_join":
        return fill(counted(p["count"]).translate(
            "copycat", "%1 takes %n kept card(s) back into the hand.", None, 1), who)
    if mid == "copycat.bid":
        return fill(translate("copycat", "%1 lays a card face down as a bid."), who)
    if mid == "copycat.bid_card":
        return fill(translate("copycat", "You bid %1."), card_name(p["card"]))
    if mid == "copycat.bid_reveal":
        parts = []
        for seat, (card, value) in enumerate(zip(p["cards"], p["values"], strict=True)):
            if card is None:
                parts.append(fill(translate("copycat", "%1 nothing (0)"), seat_name(seats, seat)))
            else:
                parts.append(fill(translate("copycat", "%1 %2"), seat_name(seats, seat), value))
        order = [seat_name(seats, s) for s in p["order"]]
        return fill(translate("copycat", "Bids revealed: %1. Turn order: "
                                         "%2."), translate("copycat", ", ").join(parts),
                    translate("copycat", ", ").join(order))
    if mid == "copycat.place":
        office = office_name(p["office"])
        if p.get("elbows"):
            return fill(translate(
                "copycat", "%1 elbows in and places a campaign worker beside another in %2."), who, office)
        if p.get("markers"):
            return fill(counted(p["markers"]).translate("copycat", "%1 places a campaign worker in %2 and "
                                                                   "takes %n victory point "
                                                                   "marker(s).", None, 1), who, office)
        return fill(translate("copycat", "%1 places a campaign worker in %2."), who, office)
    if mid == "copycat.play":
        if p.get("effective", True):
            return fill(translate("copycat", "%1 plays %2."), who, card_name(p["card"]))
        return fill(translate("copycat", "%1 plays %2, which has no effect now."), who, card_name(p["card"]))
    if mid == "copycat.office_use":
        return fill(translate("copycat", "%1 uses the office %2."), who, office_name(p["office"]))
    if mid == "copycat.reuse":
        return fill(translate("copycat", "%1 uses the office %2 once more (Bonus payment)."), who,
                    office_name(p["office"]))
    if mid == "copycat.reactivate":
        return fill(translate("copycat", "%1 uses %2 once more (Allocation Office); it goes to the clipboard "
                                         "pile."),
                    who, card_name(p["card"]))
    if mid == "copycat.copy":
        return fill(translate(
            "copycat", "%1 copies %2 with %3."), who, card_name(p["card"]), card_name(p["by"]))
    if mid == "copycat.workers":
        gained, lost = p.get("gained", 0), p.get("lost", 0)
        if gained and lost:
            return fill(counted(gained).translate("copycat", "%1 takes %n extra campaign worker(s); more "
                                                             "would exceed 4 a round.", None, 1),
                        who)
        if gained:
            return fill(counted(gained).translate(
                "copycat", "%1 takes %n extra campaign worker(s).", None, 1), who)
        return fill(translate("copycat", "%1 gets no extra campaign worker: 4 a round is the limit."), who)
    if mid == "copycat.shred":
        return fill(translate("copycat", "%1 removes %2 from the game."), who, card_names(p["cards"]))
    if mid == "copycat.exchange":
        return fill(translate("copycat", "%1 puts %2 on the clipboard pile to draw as many."), who,
                    card_names(p["cards"]))
    if mid == "copycat.fundraising":
        sources = [card_name(c) for c in p.get("cards", [])] + [office_name(o) for o in p.get("offices", [])]
        if not sources:
            return fill(translate("copycat", "%1 pays nothing into Fundraising."), who)
        return fill(counted(p["coins"]).translate(
            "copycat", "%1 pays %n coin(s) into Fundraising with %2.", None, 1), who, join_names(sources))
    if mid == "copycat.gala":
        if p.get("choice") == "vp":
            return fill(translate("copycat", "%1 takes 2 victory points from Wife's charity gala."), who)
        return fill(translate("copycat", "%1 takes 1 coin from Wife's charity gala."), who)
    if mid == "copycat.keep":
        return fill(counted(p["count"]).translate(
            "copycat", "%1 keeps %n card(s) hidden for the next round.", None, 1), who)
    if mid == "copycat.keep_cards":
        return fill(translate("copycat", "You keep %1 for the next round."), card_names(p["cards"]))
    if mid == "copycat.pass":
        if p.get("auto"):
            return fill(translate("copycat", "%1 has no campaign worker left and passes."), who)
        return fill(translate("copycat", "%1 passes for the rest of phase 2."), who)
    if mid == "copycat.end_turn":
        return fill(translate("copycat", "%1 ends the turn."), who)
    if mid == "copycat.phase3_turn":
        return fill(translate("copycat", "%1 plays the remaining cards and goes shopping."), who)
    if mid == "copycat.purchase_step":
        coins = fill(counted(p["coins"]).translate("copycat", "%n coin(s)", None, 1))
        buys = p.get("buys", 0)
        text = fill(counted(buys).translate("copycat", "%1 has %2 and %n purchase(s).", None, 1), who, coins)
        if p.get("special_buys"):
            text += " " + counted(p["special_buys"]).translate(
                "copycat", "Special buying permissions: %n.", None, 1)
        return text
    if mid == "copycat.buy":
        reds = p.get("reds") or []
        text = fill(counted(p["cost"]).translate("copycat", "%1 buys %2 from space %3 for %n "
                                                            "coin(s).", None, 1), who, card_name(p["card"]),
                    p["space"])
        if reds:
            text += " " + counted(len(reds)).translate("copycat", "%n red card(s) come along.", None, 1)
        return text
    if mid == "copycat.doctorate":
        reds = p.get("reds") or []
        text = fill(counted(p["cost"]).translate("copycat", "%1 acquires the doctorate %2 from space %3, "
                                                            "paying %n coin(s).", None, 1), who,
                    card_name(p["card"]), p["space"])
        if reds:
            text += " " + counted(len(reds)).translate("copycat", "%n red card(s) come along.", None, 1)
        return text
    if mid == "copycat.invest":
        return fill(counted(p["coins"]).translate("copycat", "%1 invests %n coin(s) in the doctorate for as "
                                                             "many victory points.", None, 1),
                    who)
    if mid == "copycat.special_buy":
        return fill(translate("copycat", "%1 uses a special buying permission: the street slides left and is "
                                         "refilled."), who)
    if mid == "copycat.score":
        return fill(counted(p["vp"]).translate(
            "copycat", "%1 scores %n victory point(s) this round and now has %2.", None, 1), who, p["total"])
    if mid == "copycat.markers_added":
        n = len(p.get("offices", []))
        return counted(n).translate(
            "copycat", "A victory point marker is added to each of %n empty office(s).", None, 1)
    if mid == "copycat.new_office":
        return fill(translate("copycat", "A new office opens: %1."), office_name(p["office"]))
    if mid == "copycat.street_clear":
        n = len(p.get("cards", []))
        if not n:
            return translate("copycat", "No unsold card leaves the street.")
        return fill(counted(n).translate(
            "copycat", "%n unsold card(s) leave the game: %1.", None, 1), card_names(p["cards"]))
    if mid == "copycat.street_refill":
        return fill(counted(len(p["cards"])).translate("copycat", "%n new card(s) come onto the street: "
                                                                  "%1.", None, 1), card_names(p["cards"]))
    if mid == "copycat.game_end":
        reasons = join_names([end_reason(r) for r in p.get("reasons", [])])
        winners = join_names([seat_name(seats, w) for w in p.get("winners", [])])
        return fill(translate("copycat", "The game ends because %1. Elected: %2."), reasons, winners)
    raise KeyError(mid)
