"""Election Day and the winner (CT-70 to CT-72) and the score sheet."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.game import ScoreSheet
from . import election_day
from . import modifiers as mod
from .actions import PickCard, PickState, cached
from .expansion import resolve_ballot
from .frames import Frame, FrameKind, Phase
from .state import UNDECIDED, CampaignTrailState
from .turn_order import seats_in_party_order


def start_election(s: CampaignTrailState, events: list[Event]) -> None:
    """CT-70: end-of-game cards in party order, then the count. The tie-wins of CT-72 apply from now."""
    s.phase = Phase.ELECTION
    s.active = -1
    wins: list[tuple[int, str | None, int]] = []
    for seat in range(s.num_candidates):
        party = s.seat_party[seat]
        least = s.data.candidates[s.kept[seat]].effects.get("tie_win_min_voters")
        if least:
            wins.append((party, None, least))  # the Lawyer: every state
        for card, hidden in s.face_down[seat]:
            least = s.data.abilities[s.data.cards[card].politick or ""].effects.get("tie_win_min_voters")
            if least:
                wins.append((party, s.data.cards[hidden].ref_state, least))  # Recount: its state
    s.tie_wins = tuple(wins)
    for i in range(len(s.data.state_ids)):
        s.refresh_control(i)
    events.append(Event("ct.election", {}, reveals=True))
    frames = [
        Frame(FrameKind.END_CARDS, seat=seat)
        for seat in seats_in_party_order(s, s.start_party)
        if _end_cards(s, seat)
    ]
    # CT-70 step 2, the Election Day module, runs once every end-of-game card is resolved.
    s.push(Frame(FrameKind.FINISH), *election_day.frames(s), *reversed(frames))


def _end_cards(s: CampaignTrailState, seat: int) -> list[str]:
    cards = s.data.cards
    abilities = s.data.abilities
    return [c for c in s.in_play[seat] if abilities[cards[c].politick or ""].at_game_end]


def _pending_end_cards(s: CampaignTrailState, seat: int, done: tuple[str, ...]) -> list[str]:
    return [c for c in _end_cards(s, seat) if c not in done]


def _done_cards(frame: Frame) -> tuple[str, ...]:
    """The cards already resolved, kept in the frame's card field as a comma-separated list."""
    return tuple(frame.card.split(",")) if frame.card else ()


def end_card_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickCard, c) for c in _pending_end_cards(s, frame.seat, _done_cards(frame))]


def end_card_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    """One end-of-game card, in the order the candidate chooses (CT-70 step 1)."""
    assert isinstance(action, PickCard)
    _resolve_next(s, frame.seat, _done_cards(frame), action.card, events)


def _resolve_next(
    s: CampaignTrailState, seat: int, done: tuple[str, ...], card: str, events: list[Event]
) -> None:
    # The rest waits below: a card's own decision (Get Out the Vote's states) comes first.
    s.push(Frame(FrameKind.END_CARDS, seat=seat, card=",".join(done + (card,))))
    resolve_end_card(s, seat, card, events)


def end_cards_step(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    """The seat's end cards still to resolve: a choice of order only when two or more remain."""
    done = _done_cards(frame)
    rest = _pending_end_cards(s, frame.seat, done)
    if len(rest) == 1:
        _resolve_next(s, frame.seat, done, rest[0], events)
    elif rest:
        s.push(Frame(FrameKind.END_CARD, seat=frame.seat, card=frame.card))


def resolve_end_card(s: CampaignTrailState, seat: int, card: str, events: list[Event]) -> None:
    party = s.seat_party[seat]
    ability = s.data.cards[card].politick
    hidden = dict(s.face_down[seat]).get(card, "")
    source = mod.voter_source(s, seat, UNDECIDED)  # the Economist's from registered (CT-132)
    if ability == "october_surprise":
        state = s.data.cards[hidden].ref_state
        n = s.place(party, state, mod.amount(s, "october_surprise", "voters"), source)
        events.append(
            Event("ct.end_card", {"seat": seat, "card": card, "hidden": hidden, "state": state, "count": n})
        )
    elif ability == "recount":
        state = s.data.cards[hidden].ref_state
        row = s.voters[s.state_index(state)]
        gap = max(row) - row[party]
        n = s.place(party, state, min(mod.amount(s, "recount", "voters"), gap), source) if gap > 0 else 0
        events.append(
            Event("ct.end_card", {"seat": seat, "card": card, "hidden": hidden, "state": state, "count": n})
        )
    elif ability == "get_out_the_vote":
        tied = tied_states(s, party)
        most = mod.amount(s, "get_out_the_vote", "states")
        each = mod.amount(s, "get_out_the_vote", "voters")
        if len(tied) <= most:
            for st in tied:
                s.place(party, st, each, source)
            events.append(Event("ct.end_card", {"seat": seat, "card": card, "states": tied}))
        else:
            s.push(Frame(FrameKind.GOTV, seat=seat, count=most))
    elif ability == "absentee_ballot":
        resolve_ballot(s, seat, card, hidden, events)
    else:  # pragma: no cover - data marks exactly these abilities as end-of-game cards
        raise ValueError(f"no end-of-game rule for {ability}")


def tied_states(s: CampaignTrailState, party: int) -> list[str]:
    """States where the party is tied with another party for the most voters (at least 1)."""
    out = []
    for i, sid in enumerate(s.data.state_ids):
        row = s.voters[i]
        best = max(row)
        if best > 0 and row[party] == best and sum(1 for v in row if v == best) > 1:
            out.append(sid)
    return out


def gotv_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, st) for st in tied_states(s, s.seat_party[frame.seat])]


def gotv_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    party = s.seat_party[frame.seat]
    source = mod.voter_source(s, frame.seat, UNDECIDED)
    s.place(party, action.state, mod.amount(s, "get_out_the_vote", "voters"), source)
    if frame.count > 1 and tied_states(s, party):
        s.push(Frame(FrameKind.GOTV, seat=frame.seat, count=frame.count - 1))


def _ranking(s: CampaignTrailState) -> list[tuple[int, int, int]]:
    """Per party the figures CT-71 compares, in its order: EV, states controlled, committed voters."""
    ev = s.ev_totals()
    n = len(s.parties)
    states = [sum(1 for c in s.control if c == p) for p in range(n)]
    return [(ev[p], states[p], s.committed(p)) for p in range(n)]


def winners(s: CampaignTrailState) -> tuple[int, ...]:
    """CT-71: most EV; ties: most states controlled, then most committed voters; else a shared win."""
    key = _ranking(s)
    best = max(key)
    return tuple(p for p in range(len(key)) if key[p] == best)


def deciding_level(s: CampaignTrailState, won: tuple[int, ...]) -> int | None:
    """Which of CT-71's figures settled the win for ``won`` (1: states, 2: voters), or None when the EV
    alone did or the winners are tied on all three and share the win."""
    key = _ranking(s)
    if len(won) > 1:
        return None
    for level in range(len(key[0])):
        best = max(k[: level + 1] for k in key)
        if sum(1 for k in key if k[: level + 1] == best) == 1:
            return level or None
    return None


def finish(s: CampaignTrailState, frame: Frame, events: list[Event]) -> None:
    s.final_ev = s.ev_totals()
    s.winners = winners(s)
    s.phase = Phase.OVER
    events.append(
        Event(
            "ct.result", {"ev": list(s.final_ev), "winners": [s.parties[p] for p in s.winners]}, reveals=True
        )
    )


def score_sheet(s: CampaignTrailState) -> ScoreSheet:
    """One row per seat with its party's figures: running mates share the result (CT-60). The figures
    are compared in CT-71's order, not added up; each party is a team named after it."""
    key = _ranking(s)
    rows = tuple(key[p] for p in s.seat_party)
    won = s.winners if s.phase is Phase.OVER else winners(s)
    seats = tuple(seat for seat in range(s.num_candidates) if s.seat_party[seat] in won)
    return ScoreSheet(
        categories=("electoral_votes", "states", "voters"),
        points=rows,
        winners=seats,
        tie_break=tuple(r[1] for r in rows),
        teams=s.party_seats,
        team_names=tuple(s.data.parties[p].name for p in s.parties),
        ranked_by=(0, 1, 2),
        decided_by=deciding_level(s, won),
    )
