"""The engine's seats over the rules' candidates (CT-20, CT-97, CT-98).

The rules speak in candidates; at 5 and 7 seats one engine seat runs both candidates of a party, so what
the engine asks per seat is answered here from the candidates: a seat's view is its party's (the party is
the unit of knowledge, CT-97) seen from the candidate it decides for, a seat's value and score are its
party's, and a team is the seats of a party. With one candidate per seat everything is the identity, so
those games are exactly as before.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ...engine.game import ScoreSheet
from ...engine.rng import Rng
from . import view
from .state import CampaignTrailState


def identity(s: CampaignTrailState) -> bool:
    return s.num_players == s.num_candidates


def per_seat(s: CampaignTrailState, values: list[float]) -> list[float]:
    """Per-candidate values as per-seat ones: a seat's candidates are running mates and share a value."""
    if identity(s):
        return values
    return [values[s.seat_of.index(seat)] for seat in range(s.num_players)]


def observation(s: CampaignTrailState, player: int | None) -> dict[str, Any]:
    """What the engine seat ``player`` sees: its party's view from the candidate it decides for now
    (or its candidate 1), plus which candidates each seat runs, so a table can show both hands of a
    seat running two (``viewer`` stays a candidate index, ``viewer_seat`` is the engine seat, ``to_move``
    holds seats and ``movers`` candidates)."""
    if identity(s):  # one candidate per seat: the rules' view as it is (observations hash the same)
        return view.observation(s, player)
    cand = None if player is None else s.deciding(player)
    obs = view.observation(s, cand)
    obs["viewer_seat"] = player
    obs["seat_of"] = list(s.seat_of)
    obs["viewer_candidates"] = [] if player is None else list(s.seat_candidates(player))
    obs["to_move"] = list(s.to_move())
    obs["movers"] = list(s.movers())  # the candidates whose decision is due
    return obs


def redeterminize(s: CampaignTrailState, observer: int, rng: Rng) -> CampaignTrailState:
    """The party's knowledge is shared by its candidates (CT-97): any candidate of the seat will do."""
    return view.redeterminize(s, s.seat_of.index(observer), rng)


def score_sheet(s: CampaignTrailState, sheet: ScoreSheet) -> ScoreSheet:
    """The per-candidate sheet as one row per engine seat; a party's seats are its team (CT-60)."""
    if identity(s):
        return sheet
    first = [s.seat_of.index(seat) for seat in range(s.num_players)]
    teams = tuple(tuple(dict.fromkeys(s.seat_of[c] for c in cands)) for cands in s.party_seats)
    return dataclasses.replace(
        sheet,
        points=tuple(sheet.points[c] for c in first),
        winners=tuple(dict.fromkeys(s.seat_of[c] for c in sheet.winners)),
        tie_break=tuple(sheet.tie_break[c] for c in first) if sheet.tie_break else (),
        teams=teams,
    )
