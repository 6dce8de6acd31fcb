"""Copernico's display texts: log sentences, score categories, ranks, card details, prompts.

Every sentence is a whole translated template (context "copernico") with
numbered placeholders, so a translator can reorder the parts. The calls are
written out as ``translate("copernico", "...")`` so lupdate finds them. Counts
use Qt's %n plural forms; while no translation is loaded, the English "(s)" is
resolved here so the untranslated text still reads well.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.events import Event
from ....ui.scene_move_list import keys_hint as move_list_keys
from ....ui.templates import fill as fill  # re-exported: the table's modules write texts.fill
from ....ui.templates import join_names as join_names  # and texts.join_names
from ....ui.templates import plural, seat_name
from ..data import load_data

translate = QCoreApplication.translate

class counted:  # noqa: N801 - reads as a phrase: counted(n).translate(...)
    """Translate a text with a count: ``counted(n).translate("copernico", "%n card(s)", None, 1)``.

    lupdate's Python parser marks a string as a plural (numerus) only when the
    fourth argument of translate() is a number literal, and silently skips the
    call when it is an expression such as ``p["paid"]``. So the count goes in
    front and the literal 1 in the call is only that marker; the translation
    is looked up for the real count, and without one the English "(s)" is
    resolved for it."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = int(n)

    def translate(self, context: str, text: str, disambiguation: str | None = None, _marker: int = 1) -> str:
        return plural(QCoreApplication.translate(context, text, disambiguation, self.n), self.n)


# -- names ------------------------------------------------------------------
def colour_name(key: str) -> str:
    names = {
        "R": translate("copernico", "red"),
        "G": translate("copernico", "green"),
        "Y": translate("copernico", "yellow"),
        "B": translate("copernico", "blue"),
        "P": translate("copernico", "purple"),
    }
    return names[key]


def symbol_name(key: str) -> str:
    """The symbol drawn on each colour's bodies, so colour is never the only cue."""
    names = {
        "R": translate("copernico", "sun"),
        "G": translate("copernico", "ringed planet"),
        "Y": translate("copernico", "star"),
        "B": translate("copernico", "crescent moon"),
        "P": translate("copernico", "comet"),
    }
    return names[key]


def category_name(cat: str) -> str:
    names = {
        "quality": translate("copernico", "Quality"),
        "lines": translate("copernico", "Aligned celestial bodies"),
        "colours": translate("copernico", "Different line colours"),
        "advice": translate("copernico", "Advice from Copernicus"),
        "hypotheses": translate("copernico", "Hypotheses"),
        "objectives": translate("copernico", "Objectives"),
    }
    return names[cat]


def rank_name(rank_id: str) -> str:
    names = {
        "planetary_ignoramus": translate("copernico", "Planetary ignoramus"),
        "geocentrist": translate("copernico", "Geocentrist"),
        "apprentice": translate("copernico", "Apprentice"),
        "sage": translate("copernico", "Sage"),
        "copernicus": translate("copernico", "Copernicus"),
    }
    return names[rank_id]


def hypothesis_name(hid: str) -> str:
    names = {
        "Corners": translate("copernico", "Corners"),
        "Arch": translate("copernico", "Arch"),
        "Diamond": translate("copernico", "Diamond"),
        "L": translate("copernico", "L"),
        "Crescent": translate("copernico", "Crescent"),
        "H": translate("copernico", "H"),
        "Trident": translate("copernico", "Trident"),
        "Plus": translate("copernico", "Plus"),
        "Cup": translate("copernico", "Cup"),
        "Bars": translate("copernico", "Bars"),
    }
    name = load_data().hypotheses[hid].name
    return names.get(name, name)


def line_name(index: int) -> str:
    names = (
        translate("copernico", "top row"),
        translate("copernico", "middle row"),
        translate("copernico", "bottom row"),
        translate("copernico", "left column"),
        translate("copernico", "middle column"),
        translate("copernico", "right column"),
        translate("copernico", "diagonal from the top left"),
        translate("copernico", "diagonal from the top right"),
    )
    return names[index]


def role_label(role: str, receiver: str | None, two_players: bool) -> str:
    """Label of a draft drop zone. With 2 players both passed cards go to the opponent (CO-2): the two
    pass zones say which of the two cards each takes, so two places with one name read as meant."""
    if role == "keep":
        return translate("copernico", "Keep")
    if role == "discard":
        return translate("copernico", "Discard")
    if two_players and role == "left":
        return fill(translate("copernico", "1st card to %1"), receiver)
    if two_players:
        return fill(translate("copernico", "2nd card to %1"), receiver)
    if role == "left":
        return fill(translate("copernico", "Pass left to %1"), receiver)
    return fill(translate("copernico", "Pass right to %1"), receiver)


def two_player_pass_tip() -> str:
    """The two pass zones' tooltip at two players: why both name the same player."""
    return translate("copernico", "With two players, both passed cards go to the other player.")


def phase_name(observation: dict) -> str:
    phase = observation.get("phase")
    turn = observation.get("turn", 1)
    if phase == "draft":
        return fill(translate("copernico", "Turn %1 · Look at the sky"), turn)
    if phase == "act":
        return fill(translate("copernico", "Turn %1 · Propose the system"), turn)
    if phase == "peek":
        return fill(translate("copernico", "Turn %1 · Ask Copernicus for advice"), turn)
    if phase == "solo":
        return fill(translate("copernico", "Round %1 of %2"), turn, load_data().const("solo_rounds"))
    if phase == "over":
        return translate("copernico", "Game over")
    raise ValueError(phase)


def position_name(position: int) -> str:
    return fill(translate("copernico", "position %1"), position)


# -- card details (tooltips) ----------------------------------------------------
def card_tooltip(card_id: str) -> str:
    data = load_data()
    card = data.quadrants[card_id]
    bodies = [fill(translate("copernico", "%1 (%2)"), colour_name(c), symbol_name(c))
              for c in data.colours if c in card.colours]
    cost = counted(card.cost).translate(
        "copernico", "Study-hour cost: %n (discard %n card(s) to place it)", None, 1)
    return "\n".join([
        fill(translate("copernico", "Quadrant card %1"), card_id),
        cost,
        fill(translate("copernico", "Quality: %1 (points at the end of the game)"), card.quality),
        fill(translate("copernico", "Celestial bodies: %1"), translate("copernico", ", ").join(bodies)),
    ])


def hypothesis_tooltip(hid: str) -> str:
    hyp = load_data().hypotheses[hid]
    colour = colour_name(hyp.colour)
    positions = ", ".join(str(p) for p in hyp.positions)
    return "\n".join([
        fill(translate("copernico", "Hypothesis card: %1 (%2)"), hypothesis_name(hid), colour),
        fill(translate("copernico", "Fulfilled when positions %1 all show a %2 body."), positions, colour),
        translate("copernico", "Positions count 1 to 9 row by row from the top left; shapes never turn."),
    ])


def advice_tooltip(colour: str | None, solo: bool) -> str:
    if colour is None:
        return translate("copernico", "Advice card, face down. Complete a line of three bodies of one "
                                      "colour to look at one.")
    name = colour_name(colour)
    if solo:
        return fill(translate("copernico", "Advice card: %1. +6 points with exactly one %1 body on your "
                                           "table, −6 otherwise."), name)
    return fill(translate("copernico", "Advice card: %1. 6 points to each player with the fewest %1 "
                                       "bodies (at least one)."), name)


# -- the log ------------------------------------------------------------------
def _cards(cards: Sequence[str]) -> str:
    return translate("copernico", ", ").join(cards)



def describe_event(event: Event, seats: Sequence[Any]) -> str:
    """One whole translated sentence for each Copernico log event."""
    mid = event.message_id
    p = event.params
    who = seat_name(seats, p.get("player"))
    if mid == "copernico.place":
        where = position_name(p["position"])
        if p.get("paid"):
            text = counted(p["paid"]).translate(
                "copernico", "%1 places %2 on %3, paying %n card(s).", None, 1)
            return fill(text, who, p["card"], where)
        return fill(translate("copernico", "%1 places %2 on %3 for free."), who, p["card"], where)
    if mid == "copernico.reformulate":
        where = position_name(p["position"])
        text = counted(p["paid"]).translate(
            "copernico", "%1 reformulates: %2 replaces %3 on %4, paying %n card(s).", None, 1)
        return fill(text, who, p["card"], p["replaced"], where)
    if mid == "copernico.rest":
        text = counted(p["count"]).translate("copernico", "%1 rests and draws %n card(s).", None, 1)
        return fill(text, who)
    if mid == "copernico.rest_drawn":
        if not p["cards"]:
            return translate("copernico", "You drew no cards: the deck and the discard pile are empty.")
        return fill(translate("copernico", "You drew %1."), _cards(p["cards"]))
    if mid == "copernico.paid":
        return fill(translate("copernico", "You paid with %1."), _cards(p["cards"]))
    if mid == "copernico.draft_drawn":
        return fill(translate("copernico", "You look at the sky and draw %1."), _cards(p["cards"]))
    if mid == "copernico.card_received":
        giver = seat_name(seats, p["giver"])
        return fill(translate("copernico", "%1 passes %2 to %3."), giver, p["card"], who)
    if mid == "copernico.draft_resolved":
        n, me = len(seats), p.get("player")
        receivers = (seat_name(seats, (me + 1) % n), seat_name(seats, (me - 1) % n)) if (
            isinstance(me, int) and n > 1) else None
        draft = _draft_label(p["keep"], p.get("left"), p.get("right"), p.get("discard"), receivers)
        return fill(translate("copernico", "Your draft: %1."), draft)
    if mid == "copernico.draft_committed":
        return fill(translate("copernico", "%1 has chosen the draft cards."), who)
    if mid == "copernico.action_committed":
        return fill(translate("copernico", "%1 has chosen an action."), who)
    if mid == "copernico.line_completed":
        return fill(translate("copernico", "%1 completes a %2 line (%3) and may ask Copernicus for advice."),
                    who, colour_name(p["colour"]), line_name(p["line"]))
    if mid == "copernico.peeked":
        return fill(translate("copernico", "%1 looks at Advice card %2."), who, p["index"] + 1)
    if mid == "copernico.advice_seen":
        colour = colour_name(load_data().advice[p["advice"]].colour)
        return fill(translate("copernico", "Advice card %1 is %2."), p["index"] + 1, colour)
    if mid == "copernico.reshuffled":
        text = counted(p["count"]).translate(
            "copernico", "The deck ran out: the discard pile (%n card(s)) becomes the new deck.",
                         None, 1)
        return text
    if mid == "copernico.turn_started":
        return fill(translate("copernico", "Turn %1 begins: everyone looks at the sky."), p["turn"])
    if mid == "copernico.actions_open":
        return fill(translate("copernico", "Turn %1: everyone proposes the system."), p["turn"])
    if mid == "copernico.draft_done":
        return translate("copernico", "The draft cards change hands; everyone takes their hand back up.")
    if mid == "copernico.place_blank":
        return fill(translate("copernico", "%1 places a card face down on %2; it will not score."),
                    who, position_name(p["position"]))
    if mid == "copernico.solo_drawn":
        count = len(p["cards"])
        return fill(counted(count).translate("copernico", "%1 draws %n card(s).", None, 1), who)
    if mid == "copernico.game_over":
        return _game_over_text(p, seats)
    raise KeyError(mid)


def _game_over_text(p: dict, seats: Sequence[Any]) -> str:
    finishers = join_names([seat_name(seats, f) for f in p.get("finishers", [])])
    totals = p.get("totals", [])
    winners = p.get("winners", [])
    if len(totals) == 1:
        text = counted(totals[0]).translate("copernico", "The work table is complete: %n point(s).", None, 1)
        return text
    best = totals[winners[0]] if winners and totals else 0
    if len(winners) == 1:
        text = counted(best).translate(
            "copernico", "%1 completes the work table. %2 wins with %n point(s).", None, 1)
        return fill(text, finishers, seat_name(seats, winners[0]))
    names = join_names([seat_name(seats, w) for w in winners])
    text = counted(best).translate(
        "copernico", "%1 completes the work table. %2 share the win with %n point(s).", None, 1)
    return fill(text, finishers, names)


# -- prompts and table labels -----------------------------------------------------
def prompt_waiting(names: Sequence[str]) -> str:
    if not names:
        return translate("copernico", "Waiting…")
    return fill(translate("copernico", "Waiting for %1…"), join_names(names))


def prompt_draft(count: int, complete: bool) -> str:
    # The phase line above the prompt already names the turn ("Turn 2 · Look at the sky").
    if complete:
        return translate("copernico", "Confirm your choice (Space); Undo takes back a choice")
    if count <= 1:
        return translate("copernico", "Drag your only card to Keep")
    if count < 4:
        return translate("copernico", "Choose which card to keep and which to pass")
    return translate("copernico", "Choose which card to keep, discard and pass")


def prompt_act(can_reformulate: bool) -> str:
    if can_reformulate:
        return translate("copernico", "Place or reformulate a card, or rest")
    return translate("copernico", "Place a card, or rest")


def prompt_solo(blank: bool) -> str:
    if blank:
        return translate("copernico", "No card can be paid for: place one face down (it will not score)")
    return translate("copernico", "Place a card on your work table")


def prompt_pay(card: str, missing: int) -> str:
    if missing <= 0:
        return fill(translate("copernico", "Confirm the payment for %1 (Space) — Undo takes back the "
                                           "placement"), card)
    text = counted(missing).translate(
        "copernico", "Select %n more card(s) to pay for %1 — Undo takes back the placement",
                     None, 1)
    return fill(text, card)


def prompt_peek(owed: int) -> str:
    if owed > 1:
        text = counted(owed).translate(
            "copernico", "Choose an Advice card to look at (%n look(s) left)", None, 1)
        return text
    return translate("copernico", "Choose an Advice card to look at")


def prompt_over(scores: dict | None, seats: Sequence[Any], solo: bool) -> str:
    if not scores:
        return translate("copernico", "Game over")
    totals = scores.get("totals", [])
    if solo and totals:
        rank = scores.get("rank")
        if rank:
            text = counted(totals[0]).translate("copernico", "Game over — %n point(s): %1", None, 1)
            return fill(text, rank_name(rank))
        return counted(totals[0]).translate("copernico", "Game over — %n point(s)", None, 1)
    winners = scores.get("winners", [])
    best = totals[winners[0]] if winners and totals else 0
    if len(winners) == 1:
        text = counted(best).translate("copernico", "Game over — %1 wins with %n point(s)", None, 1)
        return fill(text, seat_name(seats, winners[0]))
    text = counted(best).translate("copernico", "Game over — %1 share the win with %n point(s)", None, 1)
    return fill(text, join_names([seat_name(seats, w) for w in winners]))


def payment_status(selected: int, due: int, card: str) -> str:
    text = counted(due).translate("copernico", "Cost %n: %1 selected", None, 1)
    return fill(text, selected, card)


def keys_hint() -> str:
    own = translate("copernico", "Keys: Tab/arrows move · Enter picks up and puts down · R rest · "
                                 "Space confirm · Esc cancel · I details")
    return move_list_keys(own)


def hand_count(n: int) -> str:
    return counted(n).translate("copernico", "%n card(s) in hand", None, 1)


def peeks_count(n: int) -> str:
    return counted(n).translate("copernico", "%n advice look(s)", None, 1)


def hand_count_short(n: int) -> str:
    """The hand's count in a narrow area, where ``hand_count`` and ``peeks_count`` do not fit one line."""
    return counted(n).translate("copernico", "%n in hand", None, 1)


def peeks_count_short(n: int) -> str:
    return counted(n).translate("copernico", "%n look(s)", None, 1)


def table_tally(quality: int, lines: int) -> str:
    text = counted(lines).translate("copernico", "Quality %1 · %n line(s)", None, 1)
    return fill(text, quality)


def status_chosen() -> str:
    return translate("copernico", "✓ has chosen")


def status_choosing() -> str:
    return translate("copernico", "choosing…")


def status_rested() -> str:
    return translate("copernico", "rested last turn")


def status_peeking(n: int) -> str:
    return counted(n).translate("copernico", "asks for advice (%n look(s))", None, 1)


def you_suffix(name: str) -> str:
    return fill(translate("copernico", "%1 (you)"), name)


# -- the list of moves ---------------------------------------------------------
def drawn_card_name(card_id: str) -> str:
    """A drawn card as the draft row shows it: small there, a card shows its cost (top left) and its
    quality star but not its number, so the number comes with those two figures, "Q55 (2, ★1)" (issue 15;
    short, so a whole draft stays one line in the lesson's note)."""
    card = load_data().quadrants[card_id]
    return fill(translate("copernico", "%1 (%2, ★%3)"), card_id, card.cost, card.quality)


def _draft_label(keep: str, left: str | None, right: str | None, discard: str | None,
                 receivers: tuple[str, str] | None) -> str:
    """A draft in words (the move, the log). ``receivers`` names the players the left and the right card
    go to, as the draft row's zones do ("Pass to Bo"; with two players both cards go to the opponent)."""
    parts = [fill(translate("copernico", "keep %1"), drawn_card_name(keep))]
    passed = [(card, receiver)
              for card, receiver in zip((left, right), receivers or (None, None), strict=True) if card]
    if receivers is None:  # no table to name the neighbours from
        if left:
            parts.append(fill(translate("copernico", "pass %1 left"), drawn_card_name(left)))
        if right:
            parts.append(fill(translate("copernico", "pass %1 right"), drawn_card_name(right)))
    elif receivers[0] == receivers[1]:
        parts.append(fill(translate("copernico", "pass %1 to %2"),
                          join_names([drawn_card_name(card) for card, _ in passed]), receivers[0]))
    else:
        parts.extend(fill(translate("copernico", "pass %1 to %2"), drawn_card_name(card), receiver)
                     for card, receiver in passed)
    if discard:
        parts.append(fill(translate("copernico", "discard %1"), drawn_card_name(discard)))
    return translate("copernico", "; ").join(parts)


def action_label(action: Any, cost: int = 0, receivers: tuple[str, str] | None = None) -> str:
    """A legal move in words; ``cost`` is the number of cards to pay, as the rules give it; ``receivers``
    the names of the players a draft passes its left and right card to."""
    kind = getattr(action, "kind", "")
    if kind == "draft":
        return _draft_label(action.keep, action.left, action.right, action.discard, receivers)
    if kind in ("place", "reformulate"):
        if kind == "place":
            text = fill(translate("copernico", "Place %1 on %2"), action.card, position_name(action.position))
        else:
            text = fill(translate("copernico", "Reformulate %2 with %1"), action.card,
                        position_name(action.position))
        if cost == 0:
            return fill(translate("copernico", "%1 (free)"), text)
        return fill(counted(cost).translate("copernico", "%1 (pay %n card(s))", None, 1), text)
    if kind == "place_blank":
        return fill(translate("copernico", "Place %1 face down on %2"), action.card,
                    position_name(action.position))
    if kind == "pay":
        return fill(translate("copernico", "Pay with %1"), action.card)
    if kind == "rest":
        return translate("copernico", "Rest (draw 2)")
    if kind == "peek":
        return fill(translate("copernico", "Look at Advice %1"), action.advice + 1)
    return kind
