"""The game's flow: the decision on top of the stack, the automatic steps, turns and months (CT-30 to
CT-37) and response windows (§7.1, CT-35, CT-99).

Handlers register per FrameKind: ``DECIDE[kind] = (legal, apply)`` for decisions, ``AUTO[kind]`` for
automatic steps. :func:`advance` runs automatic steps until a decision is due or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.actions import Action
from ...engine.events import Event
from .actions import (
    Done,
    InsiderSwap,
    KeepCandidate,
    Pass,
    PickCandidate,
    PickCard,
    PickState,
    Respond,
    cached,
)
from .data import Trigger
from .frames import Frame, FrameKind, Phase, Purpose
from .modifiers import flag
from .setup import after_candidates, home_choices, seats_in_party_order, set_home
from .state import CampaignTrailState

Legal = Callable[[CampaignTrailState, Frame], list[Action]]
Apply = Callable[[CampaignTrailState, Frame, Action, list[Event]], None]
Auto = Callable[[CampaignTrailState, Frame, list[Event]], None]

DECIDE: dict[FrameKind, tuple[Legal, Apply]] = {}
AUTO: dict[FrameKind, Auto] = {}


def legal_actions(s: CampaignTrailState, player: int) -> list[Action]:
    if s.phase is Phase.SETUP:
        return [cached(KeepCandidate, c) for c in s.offers[player]]
    frame = s.pending[-1]
    return DECIDE[frame.kind][0](s, frame)


def apply(s: CampaignTrailState, player: int, action: Action, events: list[Event]) -> None:
    if s.phase is Phase.SETUP:
        assert isinstance(action, KeepCandidate)
        s.kept = s.kept[:player] + (action.candidate,) + s.kept[player + 1 :]
        party = s.seat_party[player]
        events.append(Event("ct.candidate_kept", {"seat": player}))
        events.append(
            Event(
                "ct.candidate_kept_private",
                {"seat": player, "candidate": action.candidate},
                visible_to=s.party_seats[party],
            )
        )
        if all(s.kept):
            after_candidates(s, events)
    else:
        frame = s.pending[-1]
        s.pending = s.pending[:-1]
        DECIDE[frame.kind][1](s, frame, action, events)
    advance(s, events)


def advance(s: CampaignTrailState, events: list[Event]) -> None:
    while s.phase is not Phase.OVER and s.phase is not Phase.SETUP:
        if s.pending:
            top = s.pending[-1]
            if top.kind.decides:
                return
            s.pending = s.pending[:-1]
            AUTO[top.kind](s, top, events)
        elif s.phase is Phase.PLAY:
            next_turn(s, events)
        else:  # pragma: no cover - debates and Election Day always leave a frame until they end
            raise RuntimeError(f"nothing pending in phase {s.phase}")


# -- setup decisions --------------------------------------------------------------------------------
def _home_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, sid) for sid in home_choices(s, frame.seat)]


def _home_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    set_home(s, frame.seat, action.state, events)  # type: ignore[attr-defined]


DECIDE[FrameKind.HOME] = (_home_legal, _home_apply)


# -- turns (CT-30, CT-31, CT-34) ----------------------------------------------------------------------
def turn_order(s: CampaignTrailState) -> list[int]:
    """Every seat in turn order from the starting party (CT-37)."""
    return seats_in_party_order(s, s.start_party)


def seats_after(s: CampaignTrailState, seat: int) -> list[int]:
    """The other seats in turn order, starting after ``seat`` (CT-35, CT-37)."""
    order = turn_order(s)
    k = order.index(seat)
    return order[k + 1 :] + order[:k]


def next_turn(s: CampaignTrailState, events: list[Event]) -> None:
    if not s.decks[s.month]:
        end_month(s, events)
        return
    if not s.turn_queue:
        n = len(s.parties)
        s.party_turn = s.start_party if s.party_turn < 0 else (s.party_turn + 1) % n
        seats = s.party_seats[s.party_turn]
        if len(seats) > 1:
            # The party's candidate 1 decides the order of its candidates (CT-30, CT-98).
            s.push(
                Frame(FrameKind.ORDER, seat=seats[0], party=s.party_turn, queue=seats, purpose=Purpose.TURN)
            )
            return
        s.turn_queue = seats
    seat = s.turn_queue[0]
    s.turn_queue = s.turn_queue[1:]
    start_turn(s, seat, events)


def start_turn(s: CampaignTrailState, seat: int, events: list[Event]) -> None:
    s.active = seat
    s.turn_number += 1
    s.insider_used = False
    s.ctx = None
    events.append(Event("ct.turn", {"seat": seat, "month": s.month, "turn": s.turn_number}))
    s.push(Frame(FrameKind.TURN_END, seat=seat))
    if s.hands[seat]:
        s.push(Frame(FrameKind.PLAY, seat=seat))
    # CT-31 step 1: no base-game effect starts a turn; Voter Registration Drive and Predictable
    # Outcome come with the expansion cards.


def _order_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCandidate, seat) for seat in frame.queue]


def _order_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    first = action.seat  # type: ignore[attr-defined]
    order = (first,) + tuple(x for x in frame.queue if x != first)
    if frame.purpose in (Purpose.TURN, Purpose.SETUP):
        # SETUP: the order before the first party turn, used by CT-37's sequences until then.
        if frame.purpose is Purpose.TURN:
            s.turn_queue = order
        s.latest_order = s.latest_order[: frame.party] + (order,) + s.latest_order[frame.party + 1 :]
    else:
        from .debate import set_debate_order

        set_debate_order(s, frame.party, order)
    events.append(
        Event(
            "ct.order",
            {
                "party": frame.party,
                "order": list(order),
                "purpose": frame.purpose.value if frame.purpose else "",
            },
        )
    )


DECIDE[FrameKind.ORDER] = (_order_legal, _order_apply)


def trade_possible(s: CampaignTrailState, seat: int) -> bool:
    mate = s.running_mate(seat)
    if mate is None:
        return False
    insider = flag(s, seat, "trade_anywhere") or flag(s, mate, "trade_anywhere")
    return insider or s.pawn[mate] == s.pawn[seat]


def insider_swap_possible(s: CampaignTrailState, seat: int) -> bool:
    """CT-64: the Party Insider without a running mate, once per own turn, with a card to swap."""
    return (
        flag(s, seat, "insider_swap")
        and s.running_mate(seat) is None
        and not s.insider_used
        and bool(s.hands[seat])
        and bool(s.decks[s.month])
    )


def insider_swap(s: CampaignTrailState, seat: int, card: str, events: list[Event]) -> None:
    s.take_from_hand(seat, card)
    s.discard = s.discard + (card,)
    s.insider_used = True
    s.draw(seat, len(s.hands[seat]) + 1)
    events.append(Event("ct.insider_swap", {"seat": seat, "card": card}, reveals=True))


def _turn_end(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    seat = frame.seat
    if frame.stage == 0 and (trade_possible(s, seat) or insider_swap_possible(s, seat)):
        s.push(Frame(FrameKind.TURN_END, seat=seat, stage=1), Frame(FrameKind.AFTER, seat=seat))
        return
    # CT-31 step 4 has no base-game effect (Hit the Trail, Predictable Outcome: expansion). Step 5:
    drawn = s.draw(seat, s.data.const("HAND_SIZE"))
    party_seats = s.party_seats[s.seat_party[seat]]
    events.append(Event("ct.draw", {"seat": seat, "count": drawn}, reveals=bool(drawn)))
    events.append(
        Event(
            "ct.draw_private",
            {"seat": seat, "cards": list(s.hands[seat][-drawn:]) if drawn else []},
            visible_to=party_seats,
        )
    )
    s.active = -1
    s.ctx = None


AUTO[FrameKind.TURN_END] = _turn_end


def _after_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    seat = frame.seat
    out: list[Action] = [cached(Done)]
    if trade_possible(s, seat):
        mate = s.running_mate(seat)
        out.append(cached(PickCandidate, mate))
    if insider_swap_possible(s, seat):
        out.extend(cached(InsiderSwap, c) for c in s.hands[seat])
    return out


def _after_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    if isinstance(action, PickCandidate):
        # CT-63: the active candidate gives first, then the running mate.
        s.push(
            Frame(FrameKind.TRADE, seat=action.seat, party=seat),
            Frame(FrameKind.TRADE, seat=seat, party=action.seat),
        )
    elif isinstance(action, InsiderSwap):
        insider_swap(s, seat, action.card, events)


DECIDE[FrameKind.AFTER] = (_after_legal, _after_apply)


def _trade_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(Done)] + [cached(PickCard, c) for c in s.hands[frame.seat]]


def _trade_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if isinstance(action, PickCard):
        giver, taker = frame.seat, frame.party
        s.take_from_hand(giver, action.card)
        s.set_hand(taker, s.hands[taker] + (action.card,))
        party_seats = s.party_seats[s.seat_party[giver]]
        events.append(Event("ct.trade", {"from": giver, "to": taker, "count": 1}))
        events.append(
            Event(
                "ct.trade_private", {"from": giver, "to": taker, "card": action.card}, visible_to=party_seats
            )
        )
        s.push(frame)  # give another card or finish


DECIDE[FrameKind.TRADE] = (_trade_legal, _trade_apply)


def end_month(s: CampaignTrailState, events: list[Event]) -> None:
    """CT-34: a debate after August and September, Election Day after October."""
    events.append(Event("ct.month_end", {"month": s.month}, reveals=True))
    if s.month < len(s.decks) - 1:
        from .debate import start_debate

        start_debate(s, events)
    else:
        from .election import start_election

        start_election(s, events)


def next_to_play(s: CampaignTrailState) -> int:
    """The seat that takes the next turn (CT-57): the rest of this party turn, else the next party."""
    if s.turn_queue:
        return s.turn_queue[0]
    n = len(s.parties)
    party = s.start_party if s.party_turn < 0 else (s.party_turn + 1) % n
    return s.latest_order[party][0]


# -- response windows (§7.1, CT-35) --------------------------------------------------------------------
def window_seats(s: CampaignTrailState, trigger: Trigger, owner: int) -> list[int]:
    """Who §7.1 lets respond to this trigger, in turn order after the active candidate (CT-35)."""
    active = s.active if s.active >= 0 else owner
    owner_party = s.seat_party[owner]
    out = []
    for seat in seats_after(s, active):
        if s.seat_party[seat] == owner_party:
            continue
        out.append(seat)
    return out


def trigger_in_game(s: CampaignTrailState, trigger: Trigger) -> bool:
    """Whether some response card of the deck in use answers this trigger (§7.1): the campaign
    declaration's only base response, Leaked Scandal, is dirty and needs the module (CT-91)."""
    if trigger is Trigger.CAMPAIGN_DECLARED:
        return s.config.dirty_politics
    return trigger in (Trigger.POLITICK_DECLARED, Trigger.ADVERTISE_DECLARED, Trigger.VOTERS_PLACED)


def open_window(s: CampaignTrailState, trigger: Trigger, owner: int, events: list[Event]) -> None:
    """Push a response window. Every window that §7.1 opens to another candidate is a point undo
    cannot cross, whether or not anyone holds a card (CT-99)."""
    if not trigger_in_game(s, trigger):
        return
    seats = window_seats(s, trigger, owner)
    if trigger is Trigger.POLITICK_DECLARED:
        seats = [x for x in seats if x != s.active]  # Fact Check is never played in one's own turn (CT-46)
    if seats:
        s.push(Frame(FrameKind.WINDOW, seat=owner, trigger=trigger, queue=tuple(seats)))
        events.append(Event("ct.window", {"trigger": trigger.value, "owner": owner}, reveals=True))


def usable_responses(s: CampaignTrailState, seat: int, trigger: Trigger, owner: int) -> list[str]:
    from .politick import response_usable

    cards = s.data.cards
    abilities = s.data.abilities
    out = []
    for c in s.hands[seat]:
        ability = cards[c].politick
        if ability is None or abilities[ability].trigger is not trigger:
            continue
        if response_usable(s, seat, ability, owner):
            out.append(c)
    return out


def _window(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    assert frame.trigger is not None
    queue = list(frame.queue)
    while queue:
        seat = queue.pop(0)
        if s.config.always_pause or usable_responses(s, seat, frame.trigger, frame.seat):
            s.push(
                Frame(FrameKind.WINDOW, seat=frame.seat, trigger=frame.trigger, queue=tuple(queue)),
                Frame(FrameKind.ASK, seat=seat, trigger=frame.trigger, party=frame.seat),
            )
            return


AUTO[FrameKind.WINDOW] = _window


def _ask_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert frame.trigger is not None
    cards = usable_responses(s, frame.seat, frame.trigger, frame.party)
    return [cached(Pass)] + [cached(Respond, c) for c in dict.fromkeys(cards)]


def _ask_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if not isinstance(action, Respond):
        events.append(Event("ct.pass_response", {"seat": frame.seat}))
        return
    from .politick import play_response

    play_response(s, frame.seat, action.card, frame.party, events)


DECIDE[FrameKind.ASK] = (_ask_legal, _ask_apply)


def _placed(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    """CT-11 step 5: the placement window after an action of the active candidate's turn."""
    if s.ctx is not None and s.ctx.placed and s.active >= 0:
        open_window(s, Trigger.VOTERS_PLACED, s.active, events)


AUTO[FrameKind.PLACED] = _placed


# The rules modules register their frame handlers on import; they import this module first.
from . import boxes, debate, election, politick  # noqa: E402,F401
