"""Who comes next: party order from a party, turn order from the starting party, the seats after a
candidate and the candidate who takes the next turn (CT-35, CT-37, CT-57)."""

from __future__ import annotations

from .state import CampaignTrailState


def seats_in_party_order(s: CampaignTrailState, first_party: int) -> list[int]:
    n = len(s.parties)
    return [seat for k in range(n) for seat in s.latest_order[(first_party + k) % n]]


def turn_order(s: CampaignTrailState) -> list[int]:
    """Every seat in turn order from the starting party (CT-37)."""
    return seats_in_party_order(s, s.start_party)


def seats_after(s: CampaignTrailState, seat: int) -> list[int]:
    """The other seats in turn order, starting after ``seat`` (CT-35, CT-37)."""
    order = turn_order(s)
    k = order.index(seat)
    return order[k + 1 :] + order[:k]


def next_to_play(s: CampaignTrailState) -> int:
    """The seat that takes the next turn (CT-57): the rest of this party turn, else the next party."""
    if s.turn_queue:
        return s.turn_queue[0]
    n = len(s.parties)
    party = s.start_party if s.party_turn < 0 else (s.party_turn + 1) % n
    return s.latest_order[party][0]
