"""The Election Day module (CT-150 to CT-155): Exit Poll and State Returns cards dealt at setup, the
secret discards after each debate, and the evaluation and reward on Election Day.

A party's cards are the party's (CT-97): running mates share them and see them; other parties see only
how many each holds. Discards are face down and stay secret for the rest of the game (CT-151). Decisions
that belong to the party are made by the seat of its candidate 1 (CT-98).
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.rng import Rng
from .actions import PickCard, PickState, cached
from .election_day_data import load_election_day
from .election_day_measures import MEASURES, column, reward, tier_reached
from .frames import Frame, FrameKind, Purpose
from .state import UNDECIDED, CampaignTrailState

# ED_DISCARD's purpose (public, so the table can say which kind is discarded): the Exit Poll first,
# then the State Returns card.
EXIT_POLL = Purpose.EXIT_POLL
STATE_RETURNS = Purpose.STATE_RETURNS


def init(s: CampaignTrailState) -> None:
    """Empty holdings, also without the module, so every state has the fields."""
    n = len(s.parties)
    s.ed_polls = ((),) * n
    s.ed_returns = ((),) * n
    s.ed_discards = ((),) * n
    s.ed_results = ()


def deal(s: CampaignTrailState, events: list[Event]) -> None:
    """CT-150 (CT-29 step 8): shuffle each deck and deal 3 cards of each kind to every party."""
    if not s.config.election_day:
        return
    cards = load_election_day()
    n, k = len(s.parties), cards.dealt
    polls = s.rng.shuffled(list(cards.exit_polls))
    returns = s.rng.shuffled(list(cards.state_returns))
    s.ed_polls = tuple(tuple(polls[p * k : (p + 1) * k]) for p in range(n))
    s.ed_returns = tuple(tuple(returns[p * k : (p + 1) * k]) for p in range(n))
    events.append(Event("ct.ed_dealt", {"count": k}))
    for p in range(n):
        events.append(
            Event(
                "ct.ed_dealt_private",
                {
                    "party": s.parties[p],
                    "exit_polls": list(s.ed_polls[p]),
                    "state_returns": list(s.ed_returns[p]),
                },
                visible_to=s.party_seats[p],
            )
        )


def push_discards(s: CampaignTrailState) -> None:
    """CT-55 step 2, CT-151: after a debate's refill each party discards 1 Exit Poll and 1 State Returns
    card. The choices are secret (hidden_choice), so taking them one party after another is the same as
    taking them at once; they run in party order from the starting party (CT-26)."""
    if not s.config.election_day:
        return
    n = len(s.parties)
    frames = [
        Frame(
            FrameKind.ED_DISCARD,
            seat=s.party_seats[p][0],
            party=p,
            purpose=EXIT_POLL if len(s.ed_polls[p]) > 1 else STATE_RETURNS,
        )
        for p in ((s.start_party + k) % n for k in range(n))
        if len(s.ed_polls[p]) > 1 or len(s.ed_returns[p]) > 1
    ]
    s.push(*reversed(frames))


def discard_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    held = s.ed_polls[frame.party] if frame.purpose is EXIT_POLL else s.ed_returns[frame.party]
    return [cached(PickCard, c) for c in held]


def discard_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCard)
    p = frame.party
    if frame.purpose is EXIT_POLL:
        s.ed_polls = _without(s.ed_polls, p, action.card)
        kind = "exit_poll"
    else:
        s.ed_returns = _without(s.ed_returns, p, action.card)
        kind = "state_returns"
    s.ed_discards = s.ed_discards[:p] + (s.ed_discards[p] + (action.card,),) + s.ed_discards[p + 1 :]
    events.append(Event("ct.ed_discard", {"party": s.parties[p], "kind": kind}))
    events.append(
        Event(
            "ct.ed_discard_private",
            {"party": s.parties[p], "kind": kind, "choice": action.card},
            visible_to=s.party_seats[p],
        )
    )
    if frame.purpose is EXIT_POLL and len(s.ed_returns[p]) > 1:
        s.push(Frame(FrameKind.ED_DISCARD, seat=frame.seat, party=p, purpose=STATE_RETURNS))


def _without(held: tuple[tuple[str, ...], ...], p: int, card: str) -> tuple[tuple[str, ...], ...]:
    rest = tuple(c for c in held[p] if c != card)
    return held[:p] + (rest,) + held[p + 1 :]


def frames(s: CampaignTrailState) -> tuple[Frame, ...]:
    """CT-70 step 2: the evaluation, run after the end-of-game cards; none without the module."""
    return (Frame(FrameKind.ED_EVALUATE),) if s.config.election_day else ()


def measure(s: CampaignTrailState, party: int) -> tuple[str, str, int, int, int]:
    """The party's Exit Poll now: (exit poll, state returns, value, tier, reward voters). A party without
    an Exit Poll (none held) measures nothing."""
    if not s.ed_polls[party]:
        return ("", s.ed_returns[party][0] if s.ed_returns[party] else "", 0, 0, 0)
    card = load_election_day().exit_polls[s.ed_polls[party][0]]
    amount = MEASURES[card.measure](s, party, card)
    tier = tier_reached(card, column(s.config), amount, s.data.revision)
    returns = s.ed_returns[party][0] if s.ed_returns[party] else ""
    voters = min(reward(tier), s.undecided[party]) if returns else 0  # CT-48: a short supply gives less
    return (card.id, returns, amount, tier, voters)


def evaluate_step(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    """CT-153, CT-154: every party measures first, so no count includes an Election Day voter; then, in
    party order, each places its reward in the states of its State Returns card. The held cards are
    shown; the discarded ones never are."""
    n = len(s.parties)
    s.ed_results = tuple(measure(s, p) for p in range(n))
    for p, (poll, returns, amount, tier, voters) in enumerate(s.ed_results):
        events.append(
            Event(
                "ct.ed_result",
                {
                    "party": s.parties[p],
                    "exit_poll": poll,
                    "state_returns": returns,
                    "value": amount,
                    "tier": tier,
                    "voters": voters,
                },
                reveals=True,
            )
        )
    places = [
        Frame(FrameKind.ED_PLACE, seat=s.party_seats[p][0], party=p, count=s.ed_results[p][4])
        for p in ((s.start_party + k) % n for k in range(n))
        if s.ed_results[p][4] > 0
    ]
    s.push(*reversed(places))


def place_states(s: CampaignTrailState, party: int) -> tuple[str, ...]:
    """The states of the party's State Returns card (CT-153)."""
    held = s.ed_returns[party]
    return load_election_day().state_returns[held[0]].states if held else ()


def place_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, st) for st in place_states(s, frame.party)]


def place_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """One reward voter from the undecided supply, also for the Economist's party (CT-132); the EV
    counters follow at once (CT-40, with the tie-wins of CT-72)."""
    assert isinstance(action, PickState)
    p = frame.party
    placed = s.place(p, action.state, 1, UNDECIDED)
    events.append(Event("ct.ed_place", {"party": s.parties[p], "state": action.state, "count": placed}))
    if frame.count > 1 and s.undecided[p] > 0:
        s.push(Frame(FrameKind.ED_PLACE, seat=frame.seat, party=p, count=frame.count - 1))


def redeal(s: CampaignTrailState, twin: CampaignTrailState, party: int, rng: Rng) -> None:
    """Redeterminisation: other parties' held and discarded cards are dealt anew from every card the
    observer's party has not seen; the cards held at Election Day are known once shown (ed_results)."""
    if not s.config.election_day:
        return
    cards = load_election_day()
    shown = s.ed_results != ()
    others = [q for q in range(len(s.parties)) if q != party]
    seen = set(s.ed_polls[party]) | set(s.ed_returns[party]) | set(s.ed_discards[party])
    if shown:
        seen |= {c for q in others for c in s.ed_polls[q] + s.ed_returns[q]}
    polls = rng.shuffled([c for c in cards.exit_polls if c not in seen])
    returns = rng.shuffled([c for c in cards.state_returns if c not in seen])
    held_polls, held_returns, discards = list(s.ed_polls), list(s.ed_returns), list(s.ed_discards)
    for q in others:
        if not shown:
            held_polls[q], polls = tuple(polls[: len(s.ed_polls[q])]), polls[len(s.ed_polls[q]) :]
            held_returns[q], returns = tuple(returns[: len(s.ed_returns[q])]), returns[len(s.ed_returns[q]) :]
        fresh: list[str] = []
        for c in s.ed_discards[q]:
            pool = polls if c in cards.exit_polls else returns
            fresh.append(pool.pop())
        discards[q] = tuple(fresh)
    twin.ed_polls, twin.ed_returns, twin.ed_discards = tuple(held_polls), tuple(held_returns), tuple(discards)
