"""What each seat plays in Campaign Trail, as the new-game dialog and the score sheet show it: its party
and candidate (§3.1, CT-20), whether its party takes the first turn (CT-26), and the party's colour,
shared by running mates. A party's seats are one team: they win or lose together (CT-60, CT-71)."""

from __future__ import annotations

from typing import Any

from ...engine.game import SeatColour, SeatRole
from .data import CampaignTrailData
from .options import BOTH, make_config, seat_roles

# The role details, English source texts (the UI translates them in context "GameSeat").
CANDIDATE = {1: "candidate 1", 2: "candidate 2", BOTH: "both candidates"}
FIRST_TURN = "takes the first turn"


def roles(data: CampaignTrailData, seats: int, options: dict[str, Any]) -> tuple[SeatRole, ...]:
    """Each seat's party and candidate number in seat order; raises OptionsError like make_config."""
    start = make_config(data, seats, options).starting_party  # RANDOM: drawn from the seed, not known yet
    out = []
    for party, number in seat_roles(data, seats, options):
        details = ((CANDIDATE[number],) if number else ()) + ((FIRST_TURN,) if party == start else ())
        out.append(SeatRole(data.parties[party].name, details))
    return tuple(out)


def colours(data: CampaignTrailData, seats: int, options: dict[str, Any]) -> tuple[SeatColour, ...]:
    """Each seat in its party's colour: running mates share it (the shell tells them apart by shape)."""
    out = []
    for party, _number in seat_roles(data, seats, options):
        p = data.parties[party]
        out.append(SeatColour(p.id, p.name, p.colour, p.contrast_colour))
    return tuple(out)


def texts(data: CampaignTrailData) -> tuple[str, ...]:
    """Every English text roles(), colours() and the score sheet's team names can give."""
    return (*(p.name for p in data.parties.values()), *CANDIDATE.values(), FIRST_TURN)
