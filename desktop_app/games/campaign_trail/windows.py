"""Response windows (§7.1, CT-35, CT-99): who may respond to a trigger and in which order, asking them
one by one, playing a response card, and the placement window after an action (CT-11 step 5).

A response resolves later (politick.py's RESOLVE_RESPONSE); this module only puts it on the stack.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from .actions import Pass, Respond, cached
from .breaking_news import responses_blocked
from .data import Trigger
from .frames import Frame, FrameKind
from .state import CampaignTrailState
from .turn_order import seats_after
from .usable import usable_responses


def window_seats(s: CampaignTrailState, trigger: Trigger, owner: int) -> list[int]:
    """Who §7.1 lets respond to this trigger, in turn order after the active candidate (CT-35)."""
    active = s.active if s.active >= 0 else owner
    if trigger is Trigger.DEBATE_ENDED:
        # Any candidate, in turn order from the one who takes the next turn (``owner``, CT-114).
        return [owner] + seats_after(s, owner)
    owner_party = s.seat_party[owner]
    out = []
    for seat in seats_after(s, active):
        if s.seat_party[seat] == owner_party:
            continue
        out.append(seat)
    return out


def trigger_in_game(s: CampaignTrailState, trigger: Trigger) -> bool:
    """Whether some response card of the deck in use answers this trigger (§7.1): the campaign
    declaration's only base response, Leaked Scandal, is dirty and needs the module (CT-91); a turn's
    start and a debate's end are answered only by expansion cards. While bn16 is news no response may be
    played at all, so no window opens."""
    if s.news and responses_blocked(s):
        return False
    if trigger is Trigger.CAMPAIGN_DECLARED:
        return s.config.dirty_politics
    if trigger in (Trigger.TURN_BEGINS, Trigger.DEBATE_ENDED):
        return s.config.expansion_cards != "off"  # Predictable Outcome, Post Debate Bump (§7.1)
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


def window_step(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
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


def ask_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert frame.trigger is not None
    cards = usable_responses(s, frame.seat, frame.trigger, frame.party)
    return [cached(Pass)] + [cached(Respond, c) for c in dict.fromkeys(cards)]


def ask_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if not isinstance(action, Respond):
        events.append(Event("ct.pass_response", {"seat": frame.seat}))
        return
    play_response(s, frame.seat, action.card, frame.party, events)


def placed_step(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    """CT-11 step 5: the placement window after an action of the active candidate's turn."""
    if s.ctx is not None and s.ctx.placed and s.active >= 0:
        open_window(s, Trigger.VOTERS_PLACED, s.active, events)


def play_response(s: CampaignTrailState, seat: int, card_id: str, owner: int, events: list[Event]) -> None:
    """The card is discarded; a response other than Fact Check can itself be Fact Checked before it
    resolves (CT-80)."""
    s.take_from_hand(seat, card_id)
    s.discard = s.discard + (card_id,)
    ability = s.data.cards[card_id].politick
    events.append(Event("ct.response", {"seat": seat, "card": card_id, "ability": ability}))
    s.push(Frame(FrameKind.RESOLVE_RESPONSE, seat=seat, card=card_id, party=owner))
    if ability != "fact_check":
        open_window(s, Trigger.POLITICK_DECLARED, seat, events)
