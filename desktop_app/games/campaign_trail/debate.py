"""Debates after August and September (CT-50 to CT-57, CT-96)."""

from __future__ import annotations

import dataclasses

from ...engine.actions import Action
from ...engine.events import Event
from . import election_day
from . import modifiers as mod
from .actions import DebateCard, Pass, PickTopic, cached
from .breaking_news import debate_winner_bonus
from .breaking_news_steps import after_refill
from .candidate_powers import issue_bonus_frames
from .data import Trigger
from .frames import Frame, FrameKind, Phase, Purpose
from .state import UNDECIDED, CampaignTrailState, Debate
from .turn_order import next_to_play, seats_after, seats_in_party_order
from .windows import open_window


def start_debate(s: CampaignTrailState, events: list[Event]) -> None:
    """CT-50, CT-51: city and topics drawn without replacement, markers on space 1, start bonuses."""
    data = s.data
    per = data.const("DEBATE_TOPICS_PER_DEBATE")
    city, topics = s.city_deck[0], s.topic_deck[:per]
    s.city_deck, s.topic_deck = s.city_deck[1:], s.topic_deck[per:]
    ev = s.ev_totals()
    n = len(s.parties)
    from_start = [(s.start_party + k) % n for k in range(n)]
    first = min(from_start, key=lambda p: ev[p])  # fewest EV; ties: earliest in party order (CT-52)
    number = len(s.debate_results) + 1
    s.debate = Debate(
        number=number,
        city=city,
        topics=topics,
        markers=tuple((1,) * per for _ in range(n)),
        played=(0,) * s.num_candidates,
        out=(False,) * s.num_candidates,
        first_party=first,
        order=s.latest_order,
    )
    s.phase = Phase.DEBATE
    s.active = -1
    events.append(Event("ct.debate", {"number": number, "city": city, "topics": list(topics)}, reveals=True))
    frames: list[Frame] = [Frame(FrameKind.DEBATE_NEXT)]
    bonuses = []
    for seat in seats_in_party_order(s, s.start_party):
        # The Senator's and each Debate Coach's bonus is a separate pick (CT-56).
        spaces = s.data.candidates[s.kept[seat]].effects.get("debate_start_bonus", 0)
        if spaces:
            bonuses.append(Frame(FrameKind.DEBATE_BONUS, seat=seat, count=spaces, purpose=Purpose.SENATOR))
        for card in s.in_play[seat]:
            spaces = data.abilities[data.cards[card].politick or ""].effects.get("debate_start_bonus", 0)
            if spaces:
                bonuses.append(
                    Frame(
                        FrameKind.DEBATE_BONUS,
                        seat=seat,
                        card=card,
                        count=spaces,
                        purpose=Purpose.DEBATE_COACH,
                    )
                )
    if s.config.expansion_candidates:  # issue candidates' once-per-game start (CT-131), in party order
        bonuses.extend(issue_bonus_frames(s, seats_in_party_order(s, s.start_party)))
    frames.extend(reversed(bonuses))
    orders = [
        Frame(FrameKind.ORDER, seat=seats[0], party=p, queue=seats, purpose=Purpose.DEBATE)
        for p, seats in enumerate(s.party_seats)
        if len(seats) > 1
    ]
    frames.extend(reversed(orders))
    s.push(*frames)


def set_debate_order(s: CampaignTrailState, party: int, order: tuple[int, ...]) -> None:
    assert s.debate is not None
    orders = s.debate.order[:party] + (order,) + s.debate.order[party + 1 :]
    s.debate = dataclasses.replace(s.debate, order=orders)


def bonus_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    assert s.debate is not None
    return [cached(PickTopic, t) for t in s.debate.topics]


def bonus_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.debate is not None and isinstance(action, PickTopic)
    _move(s, s.seat_party[frame.seat], s.debate.topics.index(action.topic), frame.count)
    events.append(
        Event(
            "ct.debate_bonus",
            {
                "seat": frame.seat,
                "topic": action.topic,
                "source": frame.purpose.value if frame.purpose else "",
            },
        )
    )


def _move(s: CampaignTrailState, party: int, topic: int, spaces: int) -> None:
    assert s.debate is not None
    top = s.data.const("DEBATE_TRACK")
    row = list(s.debate.markers[party])
    row[topic] = min(top, row[topic] + spaces)
    markers = s.debate.markers[:party] + (tuple(row),) + s.debate.markers[party + 1 :]
    s.debate = dataclasses.replace(s.debate, markers=markers)


def matches(s: CampaignTrailState, seat: int, card: str, topic: str) -> int:
    """Spaces a card moves on a topic: its icons of the topic's category (CT-52), +1 for the Orator."""
    category = s.data.issues[topic].category
    if category in s.data.candidates[s.kept[seat]].debate_banned:
        return 0  # the Grassroots Organizer (§6)
    n = sum(1 for icon in s.data.cards[card].debate_icons if icon == category)
    return n + (mod.delta(s, seat, "debate_card_bonus") if n else 0)


def debate_plays(s: CampaignTrailState, seat: int) -> list[Action]:
    assert s.debate is not None
    return [
        cached(DebateCard, c, t)
        for c in dict.fromkeys(s.hands[seat])
        for t in s.debate.topics
        if matches(s, seat, c, t)
    ]


def next_step(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    d = s.debate
    assert d is not None
    limit = s.data.debate_card_limit(s.config.seats)  # CT-96, tuned at 7-8 seats (BT-5)
    queue = d.round_queue
    if not queue:
        n = len(s.parties)
        queue = tuple(seat for k in range(n) for seat in d.order[(d.first_party + k) % n] if not d.out[seat])
        if not queue:
            s.push(Frame(FrameKind.DEBATE_END))
            return
    seat, rest = queue[0], queue[1:]
    s.debate = dataclasses.replace(d, round_queue=rest)
    if d.played[seat] >= limit or not debate_plays(s, seat):
        _out(s, seat)  # no card to play, or at the card limit (CT-56, CT-96)
        s.push(Frame(FrameKind.DEBATE_NEXT))
        return
    s.push(Frame(FrameKind.DEBATE_NEXT), Frame(FrameKind.DEBATE_PLAY, seat=seat))


def _out(s: CampaignTrailState, seat: int) -> None:
    assert s.debate is not None
    s.debate = dataclasses.replace(s.debate, out=s.debate.out[:seat] + (True,) + s.debate.out[seat + 1 :])


def play_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(Pass)] + debate_plays(s, frame.seat)


def play_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert s.debate is not None
    seat = frame.seat
    if isinstance(action, DebateCard):
        spaces = matches(s, seat, action.card, action.topic)
        s.take_from_hand(seat, action.card)
        s.discard = s.discard + (action.card,)
        _move(s, s.seat_party[seat], s.debate.topics.index(action.topic), spaces)
        played = s.debate.played[seat] + 1
        s.debate = dataclasses.replace(
            s.debate, played=s.debate.played[:seat] + (played,) + s.debate.played[seat + 1 :]
        )
        events.append(Event("ct.debate_card", {"seat": seat, "card": action.card, "topic": action.topic}))
        if played >= s.data.debate_card_limit(s.config.seats):
            _out(s, seat)
    else:
        _out(s, seat)
        events.append(Event("ct.debate_pass", {"seat": seat}))


def debate_winners(markers: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], int]:
    """Each topic's winner (strictly highest marker, else -1, CT-53) and the overall winner (most topics,
    then the highest marker sum, else -1, CT-54)."""
    parties = range(len(markers))
    topics = []
    for t in range(len(markers[0])):
        best = max(row[t] for row in markers)
        top = [p for p in parties if markers[p][t] == best]
        topics.append(top[0] if len(top) == 1 else -1)
    won = [sum(1 for w in topics if w == p) for p in parties]
    key = [(won[p], sum(markers[p])) for p in parties]
    best_key = max(key)
    leaders = [p for p in parties if key[p] == best_key]
    overall = leaders[0] if len(leaders) == 1 else -1
    return tuple(topics), overall


def end_step(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    d = s.debate
    assert d is not None
    data = s.data
    topics, overall = debate_winners(d.markers)
    for t, winner in zip(d.topics, topics, strict=True):
        if winner >= 0:
            s.new_effect()  # each topic reward is one effect (CT-137)
            for st in data.issues[t].states:
                s.place(winner, st, data.const("DEBATE_TOPIC_VOTERS"), UNDECIDED)
    if overall >= 0:
        s.new_effect()
        # bn12 adds its voters to the winner's reward if it is still news now (CT-147).
        extra = debate_winner_bonus(s) if s.news else 0
        s.place(overall, d.city, data.const("DEBATE_WINNER_VOTERS") + extra, UNDECIDED)
    s.debate_results = s.debate_results + (topics + (overall,),)
    events.append(Event("ct.debate_result", {"number": d.number, "topics": list(topics), "overall": overall}))
    # CT-55 step 1, CT-57: refill in turn order from the candidate who takes the next turn.
    s.month += 1
    s.debate = None
    s.phase = Phase.PLAY
    first = next_to_play(s)
    hand = data.const("HAND_SIZE")
    for seat in [first] + seats_after(s, first):
        drawn = s.draw(seat, hand)
        events.append(Event("ct.draw", {"seat": seat, "count": drawn}, reveals=bool(drawn)))
    # CT-55 step 3: the next set-aside Breaking News cards (CT-140, CT-57).
    if s.config.breaking_news:
        after_refill(s, events)
    # CT-55 step 4: Post Debate Bump, in turn order from the candidate who takes the next turn (CT-114).
    s.debate_city = d.city
    open_window(s, Trigger.DEBATE_ENDED, first, events)
    # CT-55 step 2 comes before the window: the discards go on top of it (CT-151).
    election_day.push_discards(s)
