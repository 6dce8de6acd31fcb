"""The expansion's politick abilities as small steps (CT-110 to CT-125), with the region tokens they
take (CT-105, CT-107): one state, one voter, one card or one token at a time, like the base abilities in
politick.py. Declaring a box is card_play.py's; when it may be declared, usable.py's."""

from __future__ import annotations

import dataclasses

from ...engine.actions import Action
from ...engine.events import Event
from . import breaking_news as news
from . import modifiers as mod
from .actions import (
    SUPPORT_BOXES,
    Box,
    Done,
    Pass,
    PickCandidate,
    PickCard,
    PickCount,
    PickParty,
    PickRegion,
    PickState,
    PlayCard,
    cached,
)
from .card_play import start_box
from .data import Trigger
from .frames import Frame, FrameKind
from .state import REGISTERED, UNDECIDED, CampaignTrailState
from .tokens import free_tokens
from .turn_order import seats_after
from .usable import (
    behind_states,
    box_usable,
    claim_regions,
    region_states,
    relocatable,
    virtual_cards,
)
from .windows import open_window

BALLOT_STEP = 10  # the most voters one Absentee Ballot step moves, so every list stays short


def resolve_instant(s: CampaignTrailState, frame: Frame, events: list[Event]) -> bool:
    """The expansion's instants once paid for (CT-11 step 4); False if the ability is not one of them."""
    seat = frame.seat
    ability = s.data.cards[frame.card].politick
    if ability == "relocation":
        s.push(Frame(FrameKind.RELOCATE_FROM, seat=seat, count=mod.amount(s, "relocation", "moves")))
    elif ability == "party_collaboration":
        s.push(Frame(FrameKind.PLACED, seat=seat), Frame(FrameKind.COLLAB_STATE, seat=seat))
    elif ability == "even_the_score":
        s.push(
            Frame(FrameKind.PLACED, seat=seat),
            Frame(FrameKind.EVEN_SCORE, seat=seat, count=mod.amount(s, "even_the_score", "states")),
        )
    elif ability == "exchange_ideas":
        s.push(Frame(FrameKind.EXCHANGE, seat=seat))
    elif ability == "virtual_campaigning":
        # CT-117: the second card's campaign action, wherever the pawn is; both cards are discarded.
        s.take_from_hand(seat, frame.other)
        s.discard = s.discard + (frame.other,)
        if s.news:
            news.note_discard(s, seat, frame.other, events)  # bn01 (CT-142)
        events.append(Event("ct.play", {"seat": seat, "card": frame.other, "box": Box.CAMPAIGN.value}))
        start_box(s, seat, frame.other, Box.CAMPAIGN, events)
    else:
        return False
    return True


def resolve_response(s: CampaignTrailState, frame: Frame, events: list[Event]) -> bool:
    """The expansion's responses once paid for; False if the ability is not one of them."""
    seat = frame.seat
    party = s.seat_party[seat]
    ability = s.data.cards[frame.card].politick
    if ability == "post_debate_bump":
        # CT-114: 2 undecided voters in the debate state (the Economist's from registered, CT-132).
        source = mod.voter_source(s, seat, UNDECIDED)
        n = s.place(party, s.debate_city, mod.amount(s, ability, "voters"), source)
        events.append(Event("ct.place", {"party": s.parties[party], "states": [s.debate_city] if n else []}))
    elif ability == "predictable_outcome":
        s.push(Frame(FrameKind.PO_PICK, seat=seat))
    elif ability == "limited_reach":
        assert s.ctx is not None
        s.ctx = dataclasses.replace(s.ctx, limited=s.ctx.limited + 1)  # CT-125: they stack
    else:
        return False
    return True


# -- region tokens (CT-105, CT-107) --------------------------------------------------------------------
def reveal_picks(s: CampaignTrailState, events: list[Event]) -> None:
    """The active candidate needs a token: its movement is over, the unpicked tokens turn face up and
    the picks are known (CT-105, CT-107)."""
    if s.po_picks and not s.po_shown:
        s.po_shown = True
        picks = [{"seat": x, "region": r} for x, r in s.po_picks]
        events.append(Event("ct.po_revealed", {"picks": picks}, reveals=True))


def token_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickRegion, r) for r in free_tokens(s)]


def token_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickRegion)
    reveal_picks(s, events)
    s.tokens = s.tokens + ((action.region, frame.seat, frame.card),)
    events.append(Event("ct.token", {"seat": frame.seat, "card": frame.card, "region": action.region}))


def po_pick_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickRegion, r) for r in free_tokens(s)]


def po_pick_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """CT-124: the pick is hidden from the other parties (the party knows it, CT-97)."""
    assert isinstance(action, PickRegion)
    s.po_picks = s.po_picks + ((frame.seat, action.region),)
    events.append(Event("ct.po_pick", {"seat": frame.seat}))
    events.append(
        Event(
            "ct.po_pick_private",
            {"seat": frame.seat, "region": action.region},
            visible_to=s.party_seats[s.seat_party[frame.seat]],
        )
    )


def turn_start(s: CampaignTrailState, seat: int, events: list[Event]) -> None:
    """CT-31 step 1: Voter Registration Drive (CT-120), then Predictable Outcome may be played."""
    from .tokens import card_region, controls_most

    party = s.seat_party[seat]
    for card in s.in_play[seat]:
        if s.data.cards[card].politick != "voter_registration_drive":
            continue
        region = card_region(s, card)
        if region and controls_most(s, party, region):
            n = s.register(party, mod.amount(s, "voter_registration_drive", "region_register"))
            events.append(Event("ct.register", {"seat": seat, "count": n}))
    open_window(s, Trigger.TURN_BEGINS, seat, events)


def turn_end(s: CampaignTrailState, seat: int, events: list[Event]) -> None:
    """CT-31 step 4: Hit the Trail (CT-122) and Predictable Outcome (CT-124); picked tokens return."""
    party = s.seat_party[seat]
    trail = s.ongoing(seat, "hit_the_trail")
    if trail and s.turn_placed:
        n = s.register(party, trail * mod.amount(s, "hit_the_trail", "turn_register"))
        money = trail * mod.amount(s, "hit_the_trail", "turn_money")
        s.add_money(party, money)
        events.append(Event("ct.hit_the_trail", {"seat": seat, "count": n, "amount": money}))
    if s.po_picks:
        here = s.region_of(s.pawn[seat])
        for picker, region in s.po_picks:
            won = region == here
            if won:
                owner = s.seat_party[picker]
                s.register(owner, mod.amount(s, "predictable_outcome", "region_register"))
                s.add_money(owner, mod.amount(s, "predictable_outcome", "money"))
            events.append(Event("ct.po_result", {"seat": picker, "region": region, "won": won}, reveals=True))
        s.po_picks = ()
        s.po_shown = False


# -- Absentee Ballot (CT-112) --------------------------------------------------------------------------
def ballot_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    most = min(BALLOT_STEP, s.registered[s.seat_party[frame.seat]])
    return [cached(Done)] + [cached(PickCount, n) for n in range(1, most + 1)]


def ballot_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if not isinstance(action, PickCount):
        return
    party = s.seat_party[frame.seat]
    n = min(action.count, s.registered[party])
    s.registered = s.registered[:party] + (s.registered[party] - n,) + s.registered[party + 1 :]
    have = dict(s.ballots)
    have[frame.card] = have.get(frame.card, 0) + n
    s.ballots = tuple(have.items())
    events.append(Event("ct.ballot", {"seat": frame.seat, "card": frame.card, "count": n}))
    s.push(frame)


def resolve_ballot(s: CampaignTrailState, seat: int, card: str, hidden: str, events: list[Event]) -> None:
    """At game end the card's voters go to the face-down card's reference state (CT-112)."""
    have = dict(s.ballots)
    n = have.pop(card, 0)
    s.ballots = tuple(have.items())
    state = s.data.cards[hidden].ref_state
    party = s.seat_party[seat]
    if n:
        # Parked voters count again as registered for the moment they are placed.
        s.registered = s.registered[:party] + (s.registered[party] + n,) + s.registered[party + 1 :]
        n = s.place(party, state, n, REGISTERED)
    events.append(
        Event("ct.end_card", {"seat": seat, "card": card, "hidden": hidden, "state": state, "count": n})
    )


# -- Relocation (CT-110) --------------------------------------------------------------------------------
def relocate_from_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(Done)] + [cached(PickState, st) for st in relocatable(s, s.seat_party[frame.seat])]


def relocate_from_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if not isinstance(action, PickState):
        return
    if frame.count > 1:
        s.push(dataclasses.replace(frame, count=frame.count - 1))
    s.push(Frame(FrameKind.RELOCATE_TO, seat=frame.seat, state=action.state))


def relocate_to_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, st) for st in s.data.states[frame.state].adjacent]


def relocate_to_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    party = s.seat_party[frame.seat]
    s.move_voter(party, frame.state, action.state)
    events.append(
        Event("ct.move_voter", {"party": s.parties[party], "from": frame.state, "to": action.state})
    )


# -- Party Collaboration (CT-113) -----------------------------------------------------------------------
def collab_state_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, st) for st in behind_states(s, s.seat_party[frame.seat], s.data.state_ids)]


def collab_state_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    seat = frame.seat
    party = s.seat_party[seat]
    source = mod.voter_source(s, seat, UNDECIDED)
    if s.place(party, action.state, mod.amount(s, "party_collaboration", "voters"), source):
        s.note_placed(action.state)
        events.append(Event("ct.place", {"party": s.parties[party], "states": [action.state]}))
    s.push(Frame(FrameKind.COLLAB_PARTY, seat=seat, state=action.state))


def collab_party_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    own = s.seat_party[frame.seat]
    return [cached(PickParty, pid) for p, pid in enumerate(s.parties) if p != own]


def collab_party_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """The opponent party's candidate next in turn order decides its placements (CT-113, CT-37, CT-98)."""
    assert isinstance(action, PickParty)
    party = s.parties.index(action.party)
    decider = next(x for x in seats_after(s, frame.seat) if s.seat_party[x] == party)
    events.append(Event("ct.collaboration", {"seat": frame.seat, "party": action.party}))
    s.push(
        Frame(
            FrameKind.COLLAB_PLACE,
            seat=decider,
            state=frame.state,
            count=mod.amount(s, "party_collaboration", "partner_voters"),
        )
    )


def collab_place_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    out: list[Action] = [cached(Done)]
    if s.registered[s.seat_party[frame.seat]]:
        region = s.data.regions[s.region_of(frame.state)].states
        out.extend(cached(PickState, st) for st in region if st != frame.state)
    return out


def collab_place_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if not isinstance(action, PickState):
        return
    party = s.seat_party[frame.seat]
    s.place(party, action.state, 1, REGISTERED)
    events.append(Event("ct.place", {"party": s.parties[party], "states": [action.state]}))
    if frame.count > 1:
        s.push(dataclasses.replace(frame, count=frame.count - 1))


# -- Even the Score (CT-121) ----------------------------------------------------------------------------
def even_score_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    # States in table order, each once, so every set of states is reached one way.
    order = s.data.state_ids
    start = order.index(frame.other) + 1 if frame.other else 0
    behind = set(behind_states(s, s.seat_party[frame.seat], region_states(s, frame.seat)))
    return [cached(Done)] + [cached(PickState, st) for st in order[start:] if st in behind]


def even_score_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if not isinstance(action, PickState):
        return
    seat = frame.seat
    party = s.seat_party[seat]
    row = s.voters[s.state_index(action.state)]
    source = mod.voter_source(s, seat, UNDECIDED)
    if s.place(party, action.state, max(row) - row[party], source):
        s.note_placed(action.state)
        events.append(Event("ct.place", {"party": s.parties[party], "states": [action.state]}))
    if frame.count > 1:
        s.push(dataclasses.replace(frame, count=frame.count - 1, other=action.state))


# -- Exchange Ideas (CT-123) ----------------------------------------------------------------------------
def exchange_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    out: list[Action] = [cached(Done)]
    mate = s.running_mate(frame.seat)
    if mate is not None and not frame.count:
        out.append(cached(PickCandidate, mate))  # option 1: trade wherever the pawns are
    out.extend(cached(PickCard, c) for c in dict.fromkeys(s.hands[frame.seat]))  # option 2: discard
    return out


def exchange_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    if isinstance(action, PickCandidate):
        # CT-63: the active candidate gives first, then the running mate.
        s.push(
            Frame(FrameKind.TRADE, seat=action.seat, party=seat),
            Frame(FrameKind.TRADE, seat=seat, party=action.seat),
        )
    elif isinstance(action, PickCard):
        s.take_from_hand(seat, action.card)
        s.discard = s.discard + (action.card,)
        if s.news:
            news.note_discard(s, seat, action.card, events)  # bn01 (CT-142)
        events.append(Event("ct.discard", {"seat": seat, "card": action.card}))
        s.push(dataclasses.replace(frame, count=frame.count + 1))
    elif frame.count:
        s.push(Frame(FrameKind.EXCHANGE_DRAW, seat=seat, count=frame.count))


def exchange_draw(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    """Draw as many as were discarded from the month's deck (CT-123; CT-34 if it runs out)."""
    seat = frame.seat
    drawn = s.draw(seat, len(s.hands[seat]) + frame.count)
    events.append(Event("ct.draw", {"seat": seat, "count": drawn}, reveals=bool(drawn)))
    events.append(
        Event(
            "ct.draw_private",
            {"seat": seat, "cards": list(s.hands[seat][-drawn:]) if drawn else []},
            visible_to=s.party_seats[s.seat_party[seat]],
        )
    )


# -- Virtual Campaigning's declaration (CT-11, CT-117) and Regional Influence's claim (CT-119) -----------
def virtual_card_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in virtual_cards(s, frame.seat, frame.card)]


def virtual_card_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickCard)
    s.push(Frame(FrameKind.RESOLVE_INSTANT, seat=frame.seat, card=frame.card, other=action.card))
    open_window(s, Trigger.POLITICK_DECLARED, frame.seat, events)


def claim_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    seat = frame.seat
    card = s.data.cards[frame.card]
    out: list[Action] = []
    if mod.campaign_cost(s, seat, card) <= s.money[s.seat_party[seat]]:
        out.append(cached(Pass))
    cost = mod.campaign_cost(s, seat, card, claimed=True)
    if cost <= s.money[s.seat_party[seat]]:
        out.extend(cached(PickRegion, r) for r in claim_regions(s, seat, frame.card))
    return out or [cached(Pass)]


def claim_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """CT-119: a claimed rate puts every campaign voter in the token's region."""
    assert s.ctx is not None
    if isinstance(action, PickRegion):
        s.ctx = dataclasses.replace(s.ctx, claimed=action.region)
        events.append(Event("ct.claim", {"seat": frame.seat, "region": action.region}))
    open_window(s, Trigger.CAMPAIGN_DECLARED, frame.seat, events)


# -- Moving the Base (CT-111), Whistle Stop (CT-118), Strong Base (CT-116) ------------------------------
def travel_what_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    """Pass: move the pawn; a state: move 1 committed voter from there instead."""
    party = s.seat_party[frame.seat]
    out: list[Action] = [cached(Pass)]
    for i, st in enumerate(s.data.state_ids):
        if s.voters[i][party] and news.travel_destinations(s, st, frame.count, frame.forced):
            out.append(cached(PickState, st))
    return out


def travel_what_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    other = action.state if isinstance(action, PickState) else ""
    s.push(dataclasses.replace(frame, kind=FrameKind.TRAVEL, other=other))


def after_travel(s: CampaignTrailState, seat: int, dest: str) -> None:
    """Whistle Stop's voter in the state where the travel ended (CT-118; copies stack, CT-49)."""
    copies = s.ongoing(seat, "whistle_stop")
    if copies and s.registered[s.seat_party[seat]]:
        s.push(
            Frame(FrameKind.PLACED, seat=seat), Frame(FrameKind.WHISTLE, seat=seat, state=dest, count=copies)
        )


def whistle_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(Pass), cached(PickState, frame.state)]


def whistle_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    if not isinstance(action, PickState):
        return
    s.new_effect()  # an ongoing card's effect (CT-137)
    party = s.seat_party[frame.seat]
    if s.place(party, frame.state, mod.amount(s, "whistle_stop", "voters"), REGISTERED):
        s.note_placed(frame.state)
        events.append(Event("ct.place", {"party": s.parties[party], "states": [frame.state]}))
    if frame.count > 1 and s.registered[party]:
        s.push(dataclasses.replace(frame, count=frame.count - 1))


def strong_base_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    used = frame.other.split(",")
    out: list[Action] = [cached(Done)]
    for box in SUPPORT_BOXES:
        if box.value not in used and box_usable(s, frame.seat, frame.card, box):
            out.append(cached(PlayCard, frame.card, box.value))
    return out


def strong_base_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """CT-116: another, different support action of the same card (it is not played again)."""
    if not isinstance(action, PlayCard):
        return
    if frame.count > 1:
        s.push(dataclasses.replace(frame, count=frame.count - 1, other=frame.other + "," + action.box))
    events.append(Event("ct.strong_base", {"seat": frame.seat, "card": frame.card, "box": action.box}))
    start_box(s, frame.seat, frame.card, Box(action.box), events)
