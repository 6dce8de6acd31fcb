"""What a seat may see of a Councils & Contracts game, and redeterminisation for the search.

Everything on the table is public (influence, VP, employees, the city, the display, the A/B split
of the deck); only the order of the deck is nobody's knowledge.

The observation is a plain dict at run time: the computer players seed their sampling from its JSON
text, so its keys, values and their order stay exactly as they are. The TypedDicts below document
it and let mypy check those who read it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from ...engine.rng import Rng
from . import building_actions, city, ending
from .data import load_data
from .frames import FrameKind
from .stages import VP_ACTIONS, VP_BUILDINGS, VP_COUNCILS

if TYPE_CHECKING:
    from .state import CouncilsState


class VpPartsView(TypedDict):
    """VP scored so far by category (the majorities come at the end: ``majority_vp``)."""

    buildings: int
    councils: int
    building_actions: int


class PlayerView(TypedDict):
    influence: dict[str, int]  # influence type id -> track value, in the data's type order
    vp: int  # all VP, majorities included once the game is over
    vp_parts: VpPartsView
    available: int  # employees ready to use
    box: int  # employees in the box
    in_councils: int
    on_buildings: int


class CityCardView(TypedDict):
    card: str
    x: int
    y: int
    owner: int | None  # the player whose employees staff it, None if nobody's
    employees: int


class DeckView(TypedDict):
    """The backs show A or B, so the split is public; the order is not."""

    A: int
    B: int
    total: int


class _PendingBase(TypedDict):
    decision: str  # a FrameKind value
    player: int


class PendingView(_PendingBase, total=False):
    """A decision waiting on the stack (building_actions.describe_frame); the other fields by
    ``decision``."""

    card: str  # position: the card placed; copy, move, b19_card: the acting card
    free: bool  # position: placed by #19
    source: str | None  # position: the #19 card, None for a project
    points: int  # split: points still to place
    gain: int  # convert: development gained
    x: int  # type_vp: the cell adjacency is counted around
    y: int
    vp_each: int  # type_vp


class CouncilsObservation(TypedDict):
    game: str  # "councils"
    viewer: int | None
    num_players: int
    start_player: int
    current_player: int
    to_move: list[int]
    stage: str  # a Stage value
    round: int
    final_turns_left: int
    stall_rounds: int
    end_reason: str  # an EndReason value
    players: list[PlayerView]
    councils: dict[str, list[int]]  # council id -> employees per player, in table order
    city: list[CityCardView]  # sorted by cell
    frontier: list[list[int]]  # the empty cells a card may go to, [x, y], sorted (CC-11)
    display: list[str]
    deck: DeckView
    removed: list[str]  # cards not used at this player count
    pending: list[PendingView]  # bottom first
    majority_vp: list[int]  # per player, filled when the game ends


def observation(s: CouncilsState, viewer: int | None) -> CouncilsObservation:
    data = s.data
    types = data.influence_types
    players: list[PlayerView] = []
    for p in range(s.num_players):
        on_buildings = sum(n for owner, n in s.staff.values() if owner == p)
        players.append({
            "influence": dict(zip(types, s.influence_row(p), strict=True)),
            "vp": s.vp(p),
            "vp_parts": {"buildings": s.vp_parts[p][VP_BUILDINGS],
                         "councils": s.vp_parts[p][VP_COUNCILS],
                         "building_actions": s.vp_parts[p][VP_ACTIONS]},
            "available": s.available[p],
            "box": s.box[p],
            "in_councils": sum(s.councils[p::s.num_players]),
            "on_buildings": on_buildings,
        })
    city_cards: list[CityCardView] = []
    for (x, y), card in sorted(s.city.items(), key=lambda item: item[0]):
        owner, count = s.staff.get(card, (None, 0))
        city_cards.append({"card": card, "x": x, "y": y, "owner": owner, "employees": count})
    a_left = sum(1 for c in s.deck if data.cards[c].deck == "A")
    return {
        "game": "councils",
        "viewer": viewer,
        "num_players": s.num_players,
        "start_player": s.start_player,
        "current_player": s.current,
        "to_move": list(s.to_move()),
        "stage": s.stage.value,
        "round": s.round,
        "final_turns_left": s.final_turns_left,
        "stall_rounds": s.stall_rounds,
        "end_reason": s.end_reason.value,
        "players": players,
        "councils": {cid: s.council_row(ci) for ci, cid in enumerate(s.council_ids)},
        "city": city_cards,
        "frontier": [list(pos) for pos in city.frontier(s)],
        "display": list(s.display),
        "deck": {"A": a_left, "B": len(s.deck) - a_left, "total": len(s.deck)},
        "removed": list(s.removed),
        "pending": [building_actions.describe_frame(frame) for frame in s.pending
                    if frame.kind is not FrameKind.RETURN],
        "majority_vp": list(s.majority_vp),
    }


def redeterminize(s: CouncilsState, observer: int, rng: Rng) -> CouncilsState:
    """Nobody knows the deck order; the A/B split is public, so each part is reshuffled on its own."""
    twin = s.clone()
    cards = s.data.cards
    a_part = [c for c in s.deck if cards[c].deck == "A"]
    b_part = [c for c in s.deck if cards[c].deck != "A"]
    twin.deck = tuple(rng.shuffled(a_part)) + tuple(rng.shuffled(b_part))
    return twin


def type_vp_in_view(observation: CouncilsObservation, decision: PendingView, card_type: str) -> int:
    """building_actions.type_vp for a pending TYPE_VP decision as the observation describes it."""
    cells = {(int(c["x"]), int(c["y"])): c["card"] for c in observation.get("city", [])}
    pos = (int(decision.get("x", 0)), int(decision.get("y", 0)))
    adjacent = [cells[n] for n in city.neighbours(pos) if n in cells]
    return building_actions.type_vp(load_data(), adjacent, card_type, int(decision.get("vp_each", 0)))


def winners_in_view(observation: CouncilsObservation) -> list[int]:
    """ending.winners as the observation shows the players (VP include the majorities once the
    game is over)."""
    players = observation.get("players", [])
    if not players:
        return []
    totals = [pl["vp"] for pl in players]
    influence_left = [sum(pl["influence"].values()) for pl in players]
    return list(ending.winners(totals, influence_left))


def majority_leads_in_view(observation: CouncilsObservation) -> dict[int, set[str]]:
    """Per player, the influence types they lead now (ending.majority_leaders: the final majorities
    if the game ended here)."""
    players = observation.get("players", [])
    out: dict[int, set[str]] = {i: set() for i in range(len(players))}
    for kind in load_data().influence_types:
        for p in ending.majority_leaders([pl["influence"].get(kind, 0) for pl in players]):
            out[p].add(kind)
    return out


def influence_choice_in_view(observation: CouncilsObservation, viewer: int | None, decision: str,
                             influence: str) -> tuple[int, int]:
    """(now, after) of ``viewer``'s ``influence`` track if a pending ``decision`` is answered with it:
    a convert lowers it by one (#1/#4), a split point raises it up to the cap (CC-1, CC-16)."""
    now = observation["players"][viewer]["influence"].get(influence, 0) if viewer is not None else 0
    if decision == FrameKind.CONVERT.value:
        return now, now - 1
    return now, min(load_data().constants["INFLUENCE_MAX"], now + 1)
