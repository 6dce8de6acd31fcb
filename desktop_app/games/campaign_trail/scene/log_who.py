"""Who and where in Campaign Trail's log sentences: seats, parties and states by their names."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....ui.templates import fill, join_names
from ..data import load_data
from .names import party_label
from .scene_map_texts import state_name

translate = QCoreApplication.translate

Params = dict[str, Any]


# -- who ---------------------------------------------------------------------------------------------------
# Events name candidates by index. At 5 and 7 seats one seat runs both candidates of a party (CT-20), so a
# candidate's seat depends on which party that is: the table notes each game's seating as it shows it
# (note_seating); until then the default party, the first in play, is assumed.
_SEATING: dict[int, tuple[int, ...]] = {}


def note_seating(num_seats: int, seat_of: Sequence[int]) -> None:
    """The engine seat of each candidate of the game shown with ``num_seats`` seats."""
    _SEATING[num_seats] = tuple(seat_of)


def candidate_seat(num_seats: int, candidate: int) -> int:
    """The seat of a candidate: the same index unless a seat runs two candidates (5 and 7 seats)."""
    if num_seats not in (5, 7):
        return candidate
    seat_of = _SEATING.get(num_seats)
    if seat_of is not None and 0 <= candidate < len(seat_of):
        return seat_of[candidate]
    return max(0, candidate - 1)  # the first party doubled (CT-20's default): candidates 0 and 1 at seat 0


def seat_name(seats: Sequence[Any], index: object) -> str:
    """The player of candidate ``index``; a player running both candidates of a party (CT-20) is named
    with the candidate's number, so a line says which of the two acts."""
    if isinstance(index, int) and not isinstance(index, bool) and index >= 0:
        n = len(seats)
        seat = candidate_seat(n, index)
        if seat < n:
            name = str(seats[seat].name)
            if n in (5, 7):
                if candidate_seat(n, index + 1) == seat:
                    return fill(translate("campaign_trail", "%1 (candidate %2)"), name, 1)
                if index > 0 and candidate_seat(n, index - 1) == seat:
                    return fill(translate("campaign_trail", "%1 (candidate %2)"), name, 2)
            return name
    return translate("campaign_trail", "a candidate")


def _ordinal_party(index: int) -> str:
    names = [
        translate("campaign_trail", "The first party"),
        translate("campaign_trail", "The second party"),
        translate("campaign_trail", "The third party"),
        translate("campaign_trail", "The fourth party"),
    ]
    return names[index]


def first_seat_of_party(party: int, num_seats: int, num_parties: int | None = None) -> int | None:
    """The seat of a party's first candidate, when every seat layout the count allows agrees on it.

    Seats follow the party order, a party's candidates side by side (§3.1, CT-20), so with k parties of
    c candidates party p starts at seat p * c. Four seats are 2 x 2 or 4 x 1: the second party's first
    seat is then 1 or 2, unknown unless the number of parties is."""
    starts = {
        candidate_seat(num_seats, party * per)
        for parties, per in load_data().seat_layouts.get(num_seats, ())
        if party < parties and num_parties in (None, parties)
    }
    return starts.pop() if len(starts) == 1 else None


def party_head(party: object, seats: Sequence[Any], num_parties: int | None = None) -> str:
    """A party at the head of a line: by name when the event gives its letter, else by its seat."""
    if isinstance(party, str):
        return party_label(party)
    if not isinstance(party, int) or isinstance(party, bool) or not 0 <= party < 4:
        raise KeyError(party)
    seat = first_seat_of_party(party, len(seats), num_parties)
    if seat is None or seat >= len(seats):
        return _ordinal_party(party)
    # already a seat, not a candidate: at 5 and 7 seats seat_name would map it a second time and name the
    # wrong player ("Cal (candidate 2)'s party" for the Republicans when Cal ran both Democrats)
    return fill(translate("campaign_trail", "%1's party"), str(seats[seat].name))


def states_counted(states: Sequence[str]) -> str:
    """States in the order first named; a state named twice (two issues) shows its count."""
    parts = []
    for code, n in Counter(states).items():
        name = state(code)
        parts.append(name if n == 1 else fill(translate("campaign_trail", "%1 (%2)"), name, n))
    return join_names(parts)


def state(code: object) -> str:
    if not isinstance(code, str) or code not in load_data().states:
        raise KeyError(code)
    return state_name(code)
