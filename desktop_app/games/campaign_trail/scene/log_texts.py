"""Campaign Trail's log: one translated sentence for every event the rules emit.

Each sentence is a whole template (context "campaign_trail") with numbered placeholders, so a translator
can reorder its parts; counts use Qt's %n plurals through ``counted``. Seats are named by their players'
names; parties, states, issues, candidates, abilities and cards by their translated names
(:mod:`.names`, :mod:`.scene_map_texts`).

Some events name a party by its index in the game's party order rather than its letter (voters placed
or removed, backlash, debate results, the final count). The texts see only the seats, so such a party is
named by its first candidate's seat whenever the seat count allows a single layout (§3.1), and by its
place in the party order otherwise. An event this module does not know is a KeyError: the window then
shows its generic text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.events import Event
from ....ui.templates import counted, fill, join_names
from ..data import load_data
from .election_words import ELECTION_DAY
from .log_expansion import EXPANSION
from .log_news import NEWS
from .log_who import Params, party_head, seat_name
from .log_who import first_seat_of_party as first_seat_of_party  # the tests and the table ask it here
from .log_who import state as _state
from .log_who import states_counted as _states_counted
from .names import (
    ability_name,
    candidate_name,
    card_name,
    card_names,
    issue_name,
    issue_names,
    money,
    month_name,
    party_object,
    politick_card_name,
)

translate = QCoreApplication.translate


def month_of(index: int) -> str:
    return month_name(load_data().month_names[index])


# -- setup (CT-20 to CT-29) --------------------------------------------------------------------------------
def _candidate_kept(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 keeps one of the two candidate cards dealt, face down."),
                seat_name(seats, p["seat"]))


def _candidate_kept_private(p: Params, seats: Sequence[Any]) -> str:
    if not p.get("candidate"):
        return _candidate_kept(p, seats)
    return fill(translate("campaign_trail", "%1 keeps %2 as candidate."), seat_name(seats, p["seat"]),
                candidate_name(p["candidate"]))


def _candidates_revealed(p: Params, seats: Sequence[Any]) -> str:
    parts = [fill(translate("campaign_trail", "%1 runs as %2"), seat_name(seats, i), candidate_name(c))
             for i, c in enumerate(p["candidates"])]
    return fill(translate("campaign_trail", "The candidates are revealed: %1."),
                translate("campaign_trail", "; ").join(parts))


def _setup_dealt(p: Params, seats: Sequence[Any]) -> str:
    aug, sep, octo = p["months"]
    return fill(translate("campaign_trail", "Every candidate gets a hand of cards; the piles of August, "
                                            "September and October hold %1, %2 and %3 cards."),
                aug, sep, octo)


def _home(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 chooses %2 as home state and starts there."),
                seat_name(seats, p["seat"]), _state(p["state"]))


def _setup_done(p: Params, seats: Sequence[Any]) -> str:
    return translate("campaign_trail", "Setup is complete: the campaign begins.")


def _order(p: Params, seats: Sequence[Any]) -> str:
    order = [seat_name(seats, x) for x in p["order"]]
    first, rest = order[0], join_names(order[1:])
    purpose = p.get("purpose", "")
    if purpose == "debate":
        return fill(translate("campaign_trail", "In this debate %1 speaks before %2."), first, rest)
    if purpose == "setup":
        return fill(translate("campaign_trail", "Running mates: %1 will take the party's first turn "
                                                "before %2."), first, rest)
    return fill(translate("campaign_trail", "Running mates: %1 goes first this party turn, then %2."),
                first, rest)


# -- turns (CT-30 to CT-37, CT-61 to CT-64) ------------------------------------------------------------------
def _turn(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "Turn %1 in %2: %3 is on the trail."), p["turn"],
                month_of(p["month"]), seat_name(seats, p["seat"]))


def _play(p: Params, seats: Sequence[Any]) -> str:
    who, box, card = seat_name(seats, p["seat"]), p["box"], p["card"]
    if box == "travel":
        return fill(translate("campaign_trail", "%1 plays %2 to travel."), who, card_name(card))
    if box == "fundraise":
        return fill(translate("campaign_trail", "%1 plays %2 to raise money."), who, card_name(card))
    if box == "register":
        return fill(translate("campaign_trail", "%1 plays %2 to register voters."), who, card_name(card))
    if box == "advertise":
        return fill(translate("campaign_trail", "%1 plays %2 to advertise."), who, card_name(card))
    if box == "campaign":
        return fill(translate("campaign_trail", "%1 plays %2 to campaign."), who, card_name(card))
    if box == "politick":
        return fill(translate("campaign_trail", "%1 plays %2 for its politick action."), who,
                    politick_card_name(card))
    if box == "none":
        return fill(translate("campaign_trail", "%1 plays %2 without taking an action."), who,
                    card_name(card))
    raise KeyError(box)


def _draw(p: Params, seats: Sequence[Any]) -> str:
    who = seat_name(seats, p["seat"])
    if not p["count"]:
        return fill(translate("campaign_trail", "%1 draws no card."), who)
    return fill(counted(p["count"]).translate("campaign_trail", "%1 draws %n card(s).", None, 1), who)


def _draw_private(p: Params, seats: Sequence[Any]) -> str:
    who = seat_name(seats, p["seat"])
    if not p.get("cards"):
        return fill(translate("campaign_trail", "%1 draws no card."), who)
    return fill(translate("campaign_trail", "%1 draws %2."), who, card_names(p["cards"]))


def _insider_swap(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 discards %2 and draws a new card (the Party Insider)."),
                seat_name(seats, p["seat"]), card_name(p.get("card")))


def _trade(p: Params, seats: Sequence[Any]) -> str:
    return fill(counted(p["count"]).translate(
        "campaign_trail", "%1 passes %n card(s) to the running mate %2.", None, 1),
                seat_name(seats, p["from"]), seat_name(seats, p["to"]))


def _trade_private(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 passes %2 to %3."), seat_name(seats, p["from"]),
                card_name(p.get("card")), seat_name(seats, p["to"]))


def _month_end(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "The pile of %1 is used up: the month ends."),
                month_of(p["month"]))


# -- the boxes (CT-41 to CT-45, CT-92) ----------------------------------------------------------------------
def _travel(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 travels to %2."), seat_name(seats, p["seat"]),
                _state(p["state"]))


def _fundraise(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 raises %2 for the war chest."), seat_name(seats, p["seat"]),
                money(p["amount"]))


def _register(p: Params, seats: Sequence[Any]) -> str:
    who = seat_name(seats, p["seat"])
    if not p["count"]:
        return fill(translate("campaign_trail", "%1 registers no voters: the party has no undecided voters "
                                                "left."), who)
    return fill(counted(p["count"]).translate("campaign_trail", "%1 registers %n voter(s).", None, 1), who)


def _pay(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 pays %2 from the war chest."), seat_name(seats, p["seat"]),
                money(p["amount"]))


def _advertise(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 advertises on %2."), seat_name(seats, p["seat"]),
                issue_names(p["issues"]))


def _negative(p: Params, seats: Sequence[Any]) -> str:
    targets = [party_object(t) for t in dict.fromkeys(p["targets"])]
    return fill(translate("campaign_trail", "%1 goes negative against %2: their voters leave the states of "
                                            "those issues."),
                seat_name(seats, p["seat"]), join_names(targets))


def _drop_issue(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 drops %2 from the advertisement."),
                seat_name(seats, p["seat"]), issue_name(p["issue"]))


def _skip(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 leaves out %2 for %3: too few registered voters."),
                seat_name(seats, p["seat"]), _state(p["state"]), issue_name(p["issue"]))


def _campaign(p: Params, seats: Sequence[Any]) -> str:
    who = seat_name(seats, p["seat"])
    if not p["voters"]:
        return fill(translate("campaign_trail", "%1 campaigns for %2 but has no registered voters to place."),
                    who, money(p["cost"]))
    return fill(counted(p["voters"]).translate(
        "campaign_trail", "%1 campaigns for %2 and places %n voter(s), one at a time.", None, 1),
        who, money(p["cost"]))


def _place(p: Params, seats: Sequence[Any]) -> str:
    head = party_head(p["party"], seats)
    if not p["states"]:
        return fill(translate("campaign_trail", "%1: no voter could be placed."), head)
    return fill(translate("campaign_trail", "%1: new voters in %2."), head, _states_counted(p["states"]))


def _remove(p: Params, seats: Sequence[Any]) -> str:
    return fill(counted(p.get("count", 1)).translate(
        "campaign_trail", "%1: %n voter(s) removed from %2, back to the undecided supply.", None, 1),
        party_head(p["party"], seats), _state(p["state"]))


def _backlash(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1: backlash costs a voter in %2, one of the party's ethically "
                                            "minded states."),
                party_head(p["party"], seats), _state(p["state"]))


# -- politick (CT-46, CT-80, CT-81, §7) ----------------------------------------------------------------------
def _ongoing(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 puts %2 into play; it stays in front of the candidate."),
                seat_name(seats, p["seat"]), politick_card_name(p["card"]))


def _instant(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 carries out %2."), seat_name(seats, p["seat"]),
                ability_name(p["ability"]))


def _cannot_pay(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 cannot pay the fee for %2, which has no effect."),
                seat_name(seats, p["seat"]), politick_card_name(p["card"]))


def _face_down(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 puts a hand card face down under %2."),
                seat_name(seats, p["seat"]), politick_card_name(p["card"]))


def _face_down_private(p: Params, seats: Sequence[Any]) -> str:
    hidden = p.get("hidden")
    if not hidden:
        return _face_down(p, seats)
    return fill(translate("campaign_trail", "%1 puts %2 face down under %3: its state is %4."),
                seat_name(seats, p["seat"]), card_name(hidden), politick_card_name(p["card"]),
                _state(load_data().cards[hidden].ref_state))


def _opposition_research(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 looks at the hand of %2 (Opposition Research)."),
                seat_name(seats, p["seat"]), seat_name(seats, p["target"]))


def _hand_seen(p: Params, seats: Sequence[Any]) -> str:
    who = seat_name(seats, p["seat"])
    if not p.get("cards"):
        return fill(translate("campaign_trail", "The hand of %1 holds no card."), who)
    return fill(translate("campaign_trail", "The hand of %1 holds %2."), who, card_names(p["cards"]))


def _card_given(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 takes a card from %2 and gives one back."),
                seat_name(seats, p["seat"]), seat_name(seats, p["target"]))


def _card_given_private(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 gives %2 to %3 in exchange."), seat_name(seats, p["seat"]),
                card_name(p.get("card")), seat_name(seats, p["target"]))


def _cancelled(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 cancels %2 of %3 with a Fact Check."),
                seat_name(seats, p["by"]), politick_card_name(p["card"]), seat_name(seats, p["seat"]))


def _window(p: Params, seats: Sequence[Any]) -> str:
    who, trigger = seat_name(seats, p["owner"]), p["trigger"]
    if trigger == "politick_declared":
        return fill(translate("campaign_trail", "Opponents of %1 may answer the politick card with a "
                                                "response."), who)
    if trigger == "advertise_declared":
        return fill(translate("campaign_trail", "Opponents of %1 may answer the advertising with a "
                                                "response."), who)
    if trigger == "campaign_declared":
        return fill(translate("campaign_trail", "Opponents of %1 may answer the campaign with a response."),
                    who)
    if trigger == "voters_placed":
        return fill(translate("campaign_trail", "Opponents of %1 may answer the new voters with a response."),
                    who)
    if trigger == "turn_begins":
        return fill(translate("campaign_trail", "Opponents of %1 may respond as the turn begins."), who)
    if trigger == "debate_ended":
        return fill(translate("campaign_trail", "The debate is over: every candidate may respond, starting "
                                                "with %1."), who)
    raise KeyError(trigger)


def _pass_response(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 does not respond."), seat_name(seats, p["seat"]))


def _response(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 responds with %2."), seat_name(seats, p["seat"]),
                politick_card_name(p["card"]))


# -- debates (CT-50 to CT-57) ----------------------------------------------------------------------------
def _debate(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "Debate %1 in %2, on %3."), p["number"], _state(p["city"]),
                issue_names(p["topics"]))


def _debate_bonus(p: Params, seats: Sequence[Any]) -> str:
    who, topic = seat_name(seats, p["seat"]), issue_name(p["topic"])
    source = p.get("source", "")
    if source == "senator":
        return fill(translate("campaign_trail", "%1, the Senator, starts higher on %2."), who, topic)
    if source == "debate_coach":
        return fill(translate("campaign_trail", "The Debate Coach of %1 moves the party up on %2."), who,
                    topic)
    if source == "issue":
        return fill(translate("campaign_trail", "%1 uses the candidate's issue of influence to start higher "
                                                "on %2."), who, topic)
    return fill(translate("campaign_trail", "%1 starts higher on %2."), who, topic)


def _debate_card(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 plays %2 on %3."), seat_name(seats, p["seat"]),
                card_name(p["card"]), issue_name(p["topic"]))


def _debate_pass(p: Params, seats: Sequence[Any]) -> str:
    return fill(translate("campaign_trail", "%1 plays no more cards in this debate."),
                seat_name(seats, p["seat"]))


def _debate_result(p: Params, seats: Sequence[Any]) -> str:
    won = Counter(w for w in p["topics"] if w >= 0)
    parts = [fill(counted(n).translate("campaign_trail", "%1 with %n topic(s)", None, 1),
                  party_head(w, seats)) for w, n in sorted(won.items())]
    topics = join_names(parts) if parts else translate("campaign_trail", "none won outright")
    overall = p["overall"]
    if overall < 0:
        return fill(translate("campaign_trail", "Debate %1 is over. Topics: %2. Nobody wins it outright."),
                    p["number"], topics)
    return fill(translate("campaign_trail", "Debate %1 is over. Topics: %2. Overall winner, with extra "
                                            "voters in the debate's state: %3."), p["number"], topics,
                party_head(overall, seats))


# -- Election Day (CT-70 to CT-72) ------------------------------------------------------------------------
def _election(p: Params, seats: Sequence[Any]) -> str:
    return translate("campaign_trail", "Election Day: the cards kept for the end are resolved, then the "
                                       "electoral votes are counted.")


def _end_card(p: Params, seats: Sequence[Any]) -> str:
    who, card = seat_name(seats, p["seat"]), politick_card_name(p["card"])
    if "states" in p:  # Get Out the Vote
        if not p["states"]:
            return fill(translate("campaign_trail", "%1's %2 finds no tied state."), who, card)
        return fill(translate("campaign_trail", "%1's %2 adds a voter in %3."), who, card,
                    _states_counted(p["states"]))
    count = p["count"]
    if not count:
        return fill(translate("campaign_trail", "%1's %2 points to %3 and places no voter there."), who, card,
                    _state(p["state"]))
    return fill(counted(count).translate("campaign_trail", "%1's %2 points to %3: %n voter(s) join there.",
                                         None, 1), who, card, _state(p["state"]))


def _result(p: Params, seats: Sequence[Any]) -> str:
    ev = p["ev"]
    counts = translate("campaign_trail", "; ").join(
        fill(counted(v).translate("campaign_trail", "%1: %n electoral vote(s)", None, 1),
             party_head(i, seats, len(ev)))
        for i, v in enumerate(ev))
    winners = join_names([party_object(w) for w in p["winners"]])
    if len(p["winners"]) > 1:
        return fill(translate("campaign_trail", "The votes are counted (%1). %2 share the win."), counts,
                    winners)
    return fill(translate("campaign_trail", "The votes are counted (%1). The election goes to %2."), counts,
                winners)


DESCRIBE: dict[str, Callable[[Params, Sequence[Any]], str]] = {
    "ct.candidate_kept": _candidate_kept,
    "ct.candidate_kept_private": _candidate_kept_private,
    "ct.candidates_revealed": _candidates_revealed,
    "ct.setup_dealt": _setup_dealt,
    "ct.home": _home,
    "ct.setup_done": _setup_done,
    "ct.order": _order,
    "ct.turn": _turn,
    "ct.play": _play,
    "ct.draw": _draw,
    "ct.draw_private": _draw_private,
    "ct.insider_swap": _insider_swap,
    "ct.trade": _trade,
    "ct.trade_private": _trade_private,
    "ct.month_end": _month_end,
    "ct.travel": _travel,
    "ct.fundraise": _fundraise,
    "ct.register": _register,
    "ct.pay": _pay,
    "ct.advertise": _advertise,
    "ct.negative": _negative,
    "ct.drop_issue": _drop_issue,
    "ct.skip": _skip,
    "ct.campaign": _campaign,
    "ct.place": _place,
    "ct.remove": _remove,
    "ct.backlash": _backlash,
    "ct.ongoing": _ongoing,
    "ct.instant": _instant,
    "ct.cannot_pay": _cannot_pay,
    "ct.face_down": _face_down,
    "ct.face_down_private": _face_down_private,
    "ct.opposition_research": _opposition_research,
    "ct.hand_seen": _hand_seen,
    "ct.card_given": _card_given,
    "ct.card_given_private": _card_given_private,
    "ct.cancelled": _cancelled,
    "ct.window": _window,
    "ct.pass_response": _pass_response,
    "ct.response": _response,
    "ct.debate": _debate,
    "ct.debate_bonus": _debate_bonus,
    "ct.debate_card": _debate_card,
    "ct.debate_pass": _debate_pass,
    "ct.debate_result": _debate_result,
    "ct.election": _election,
    "ct.end_card": _end_card,
    "ct.result": _result,
    **EXPANSION,
    **NEWS,
    **ELECTION_DAY,
}


def describe_event(event: Event, seats: Sequence[Any]) -> str:
    """The log sentence of one event (KeyError for an event it does not know)."""
    return DESCRIBE[event.message_id](event.params, seats)


def fold_events(previous: Event, event: Event) -> Event | None:
    """A party's voters placed one at a time (a campaign: a step each) make one log line, each state
    named once with its count ("new voters in Florida (2) and Tennessee (4)"), not a line a voter (issue
    15). None where ``event`` does not continue ``previous``."""
    if previous.message_id != "ct.place" or event.message_id != "ct.place":
        return None
    before, now = previous.params, event.params
    if before.get("party") != now.get("party") or not before.get("states") or not now.get("states"):
        return None
    return Event("ct.place", {**now, "states": [*before["states"], *now["states"]]}, previous.visible_to)
