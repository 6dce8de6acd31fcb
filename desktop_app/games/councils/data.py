"""Councils & Contracts game data: loaded once from resources/councils/*.json and validated.

Every value the rules use comes from here, so the RECONSTRUCTED rows of the spec can be replaced by the
real card list without touching code. Validation is strict: a bad file raises ResourceError on load.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from functools import lru_cache
from typing import Any, NoReturn

from ...resources import PROVENANCE as PROVENANCE
from ...resources import data_fail, data_rows, has_provenance, load_json

GAME = "councils"

class Effect(StrEnum):
    """What a building's action does; the values are the codes the data files use. The rules dispatch
    on these (building_actions.run_effect)."""

    NONE = ""  # City Hall has no action
    CONVERT_TO_DEV = "convert_to_dev"
    BOX_ONE_GAIN_DEV = "box_one_gain_dev"
    GAIN_DEV = "gain_dev"
    BOX_ONE_GAIN_ANY = "box_one_gain_any"
    COPY_ADJACENT = "copy_adjacent"
    MOVE_TO_VACANT = "move_to_vacant"
    STAFF_VACANT = "staff_vacant"
    ADJACENT_TYPE_VP = "adjacent_type_vp"
    ADJACENT_DIVERSE_VP = "adjacent_diverse_vp"
    RECALL_FROM_BOX = "recall_from_box"
    CITY_EMPLOYEE_VP = "city_employee_vp"
    BUILD_FROM_DISPLAY = "build_from_display"


# Effect -> whether the action text needs an amount (every effect a building action may have).
EFFECTS: dict[Effect, bool] = {
    Effect.CONVERT_TO_DEV: True,
    Effect.BOX_ONE_GAIN_DEV: True,
    Effect.GAIN_DEV: True,
    Effect.BOX_ONE_GAIN_ANY: True,
    Effect.COPY_ADJACENT: False,
    Effect.MOVE_TO_VACANT: False,
    Effect.STAFF_VACANT: False,
    Effect.ADJACENT_TYPE_VP: True,
    Effect.ADJACENT_DIVERSE_VP: True,
    Effect.RECALL_FROM_BOX: True,
    Effect.CITY_EMPLOYEE_VP: True,
    Effect.BUILD_FROM_DISPLAY: True,
}

HALL = "HALL"
DEV = "DEV"


@dataclasses.dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    type: str  # a card type id; HALL for City Hall
    deck: str  # "A" or "B" ("" for City Hall)
    min_players: int
    cost: tuple[int, ...]  # per influence type, in track order
    cost_items: tuple[tuple[int, int], ...]  # (track index, amount) of the non-zero symbols
    vp: int
    workers: int
    action: int  # building-action number, 0 for City Hall
    effect: Effect  # what the action does, Effect.NONE for City Hall
    amount: int


@dataclasses.dataclass(frozen=True)
class Payout:
    influence: int
    vp: int


@dataclasses.dataclass(frozen=True)
class CouncilsData:
    constants: dict[str, int]
    influence_types: tuple[str, ...]  # track order; the last one is development
    influence_names: dict[str, str]
    influence_start: tuple[int, ...]
    council_ids: tuple[str, ...]  # every council, in table order
    council_influence: dict[str, int | None]  # council -> track index (None: special committee)
    council_min_players: dict[str, int]
    card_types: tuple[str, ...]  # the four building types (City Hall excluded)
    cards: dict[str, Card]  # the 36 projects and City Hall
    project_ids: tuple[str, ...]  # the 36 projects in table order
    actions: dict[int, tuple[Effect, int]]  # number -> (effect, amount)
    decks: dict[int, tuple[int, int]]  # players -> (A count, B count)
    normal_payout: dict[int, Payout]  # employees -> payout
    special_payout: dict[int, Payout]
    resolver_bonus: int
    special_resolver_bonus: int

    def const(self, key: str) -> int:
        return self.constants[key]

    def councils_for(self, num_players: int) -> tuple[str, ...]:
        return tuple(c for c in self.council_ids if self.council_min_players[c] <= num_players)

    def projects_for(self, num_players: int) -> tuple[str, ...]:
        return tuple(c for c in self.project_ids if self.cards[c].min_players <= num_players)


def _fail(where: str, message: str) -> NoReturn:
    data_fail(GAME, where, message)


def _rows(doc: Any, key: str, where: str) -> list[dict[str, Any]]:
    return data_rows(GAME, doc, key, where)


def _int(row: dict[str, Any], key: str, where: str, low: int = 0) -> int:
    value = row.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        _fail(where, f"{key!r} of {row.get('id', row)} must be an integer >= {low}")
    return value


def _unique(ids: list[Any], where: str) -> None:
    if len(set(ids)) != len(ids):
        _fail(where, f"duplicate ids {sorted({i for i in ids if ids.count(i) > 1})}")


def _load_constants() -> dict[str, int]:
    rows = _rows(load_json("councils", "constants.json"), "constants", "constants.json")
    _unique([r.get("id") for r in rows], "constants.json")
    out = {str(r["id"]): _int(r, "value", "constants.json") for r in rows}
    needed = (
        "PLAYERS_MIN", "PLAYERS_MAX", "EMPLOYEES", "EMPLOYEES_ACTIVE", "INFLUENCE_MAX", "DISPLAY_SIZE",
        "END_DISPLAY", "FINAL_ROUNDS", "MAJORITY_VP_SOLE", "MAJORITY_VP_TIED", "BUILDING_CARDS",
        "STALL_ROUNDS",
    )
    missing = [k for k in needed if k not in out]
    if missing:
        _fail("constants.json", f"missing constants {missing}")
    if not out["EMPLOYEES_ACTIVE"] <= out["EMPLOYEES"]:
        _fail("constants.json", "more active employees than employees")
    if not out["END_DISPLAY"] < out["DISPLAY_SIZE"]:
        _fail("constants.json", "END_DISPLAY must be below DISPLAY_SIZE")
    return out


def _load_payouts(doc: Any, key: str, employees: int) -> dict[int, Payout]:
    rows = _rows(doc, key, "resolution.json")
    table = {_int(r, "employees", "resolution.json", 1): Payout(
        _int(r, "influence", "resolution.json"), _int(r, "vp", "resolution.json")) for r in rows}
    if sorted(table) != list(range(1, employees + 1)) or len(rows) != employees:
        _fail("resolution.json", f"{key!r} must have one row for each of 1..{employees} employees")
    return table


@lru_cache(maxsize=1)
def load_data() -> CouncilsData:
    constants = _load_constants()

    influence_doc = load_json("councils", "influence.json")
    types = _rows(influence_doc, "influence_types", "influence.json")
    influence_types = tuple(str(r.get("id")) for r in types)
    _unique(list(influence_types), "influence.json influence_types")
    if influence_types[-1] != DEV:
        _fail("influence.json", "development must be the last influence track")
    influence_start = tuple(_int(r, "start", "influence.json") for r in types)
    if any(v > constants["INFLUENCE_MAX"] for v in influence_start):
        _fail("influence.json", "a start value is above INFLUENCE_MAX")
    councils = _rows(influence_doc, "councils", "influence.json")
    council_ids = tuple(str(r.get("id")) for r in councils)
    _unique(list(council_ids), "influence.json councils")
    council_influence: dict[str, int | None] = {}
    for row in councils:
        if row.get("special"):
            if row.get("influence") is not None:
                _fail("influence.json", "the special committee has no influence type of its own")
            council_influence[row["id"]] = None
        else:
            if row.get("influence") not in influence_types[:-1]:
                _fail("influence.json", f"council {row['id']} names an unknown council influence")
            council_influence[row["id"]] = influence_types.index(row["influence"])
    council_min_players = {str(r["id"]): _int(r, "min_players", "influence.json", 1) for r in councils}

    type_rows = _rows(load_json("councils", "card_types.json"), "card_types", "card_types.json")
    type_ids = [str(r.get("id")) for r in type_rows]
    _unique(type_ids, "card_types.json")
    if HALL not in type_ids:
        _fail("card_types.json", "City Hall type missing")
    card_types = tuple(t for t in type_ids if t != HALL)

    action_rows = _rows(load_json("councils", "building_actions.json"), "actions", "building_actions.json")
    actions: dict[int, tuple[Effect, int]] = {}
    for row in action_rows:
        number = _int(row, "number", "building_actions.json", 1)
        effect = row.get("effect")
        if effect not in EFFECTS:
            _fail("building_actions.json", f"#{number} has unknown effect {effect!r}")
        if number in actions:
            _fail("building_actions.json", f"#{number} appears twice")
        actions[number] = (Effect(effect), _int(row, "amount", "building_actions.json"))
    if sorted(actions) != list(range(1, len(actions) + 1)):
        _fail("building_actions.json", "action numbers must run 1..n without gaps")

    building_doc = load_json("councils", "buildings.json")
    card_rows = _rows(building_doc, "cards", "buildings.json")
    project_ids = tuple(str(r.get("id")) for r in card_rows)
    _unique(list(project_ids), "buildings.json")
    if len(project_ids) != constants["BUILDING_CARDS"]:
        _fail("buildings.json", f"{len(project_ids)} cards, expected {constants['BUILDING_CARDS']}")
    cards: dict[str, Card] = {}
    for row in card_rows:
        cid = str(row["id"])
        if row.get("type") not in card_types:
            _fail("buildings.json", f"{cid} has unknown type {row.get('type')!r}")
        if row.get("deck") not in ("A", "B"):
            _fail("buildings.json", f"{cid} deck must be A or B")
        cost_map = row.get("cost")
        if not isinstance(cost_map, dict) or not set(cost_map) <= set(influence_types):
            _fail("buildings.json", f"{cid} has a malformed cost")
        cost = tuple(cost_map.get(t, 0) for t in influence_types)
        if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in cost):
            _fail("buildings.json", f"{cid} has a negative or non-integer cost")
        if sum(1 for v in cost if v) > 3:
            _fail("buildings.json", f"{cid} has more than 3 cost symbols")
        workers = _int(row, "workers", "buildings.json")
        if workers > 2:
            _fail("buildings.json", f"{cid} needs 0, 1 or 2 workers")
        number = _int(row, "action", "buildings.json", 1)
        if number not in actions:
            _fail("buildings.json", f"{cid} has unknown building action #{number}")
        effect, amount = actions[number]
        cards[cid] = Card(
            cid, str(row.get("name", cid)), str(row["type"]), str(row["deck"]),
            _int(row, "min_players", "buildings.json", 1), cost,
            tuple((i, v) for i, v in enumerate(cost) if v), _int(row, "vp", "buildings.json"),
            workers, number, effect, amount,
        )
    hall = building_doc.get("city_hall")
    if not isinstance(hall, dict) or hall.get("id") != HALL or not has_provenance(hall):
        _fail("buildings.json", "city_hall entry missing or malformed")
    cards[HALL] = Card(HALL, str(hall.get("name", HALL)), HALL, "", 0, (0,) * len(influence_types), (),
                       0, 0, 0, Effect.NONE, 0)

    deck_rows = _rows(load_json("councils", "deck.json"), "decks", "deck.json")
    decks: dict[int, tuple[int, int]] = {}
    for row in deck_rows:
        players = _int(row, "players", "deck.json", 1)
        decks[players] = (_int(row, "A", "deck.json"), _int(row, "B", "deck.json"))
    expected_players = list(range(constants["PLAYERS_MIN"], constants["PLAYERS_MAX"] + 1))
    if sorted(decks) != expected_players or len(deck_rows) != len(expected_players):
        _fail("deck.json", f"needs exactly one row per player count {expected_players}")
    for players, (a_count, b_count) in decks.items():
        used = [cards[c] for c in project_ids if cards[c].min_players <= players]
        have = (sum(1 for c in used if c.deck == "A"), sum(1 for c in used if c.deck == "B"))
        if have != (a_count, b_count):
            _fail("deck.json", f"{players} players: cards give A/B {have}, table says {(a_count, b_count)}")
        if a_count + b_count < constants["DISPLAY_SIZE"]:
            _fail("deck.json", f"{players} players: fewer cards than the display holds")

    resolution = load_json("councils", "resolution.json")
    normal = _load_payouts(resolution, "normal", constants["EMPLOYEES"])
    special = _load_payouts(resolution, "special", constants["EMPLOYEES"])
    bonus_rows = _rows(resolution, "resolver_bonus", "resolution.json")
    bonus = {r.get("council"): _int(r, "influence", "resolution.json") for r in bonus_rows}
    if set(bonus) != {"normal", "special"}:
        _fail("resolution.json", "resolver_bonus needs a 'normal' and a 'special' row")

    return CouncilsData(
        constants=constants,
        influence_types=influence_types,
        influence_names={str(r["id"]): str(r.get("name", r["id"])) for r in types},
        influence_start=influence_start,
        council_ids=council_ids,
        council_influence=council_influence,
        council_min_players=council_min_players,
        card_types=card_types,
        cards=cards,
        project_ids=project_ids,
        actions=actions,
        decks=decks,
        normal_payout=normal,
        special_payout=special,
        resolver_bonus=bonus["normal"],
        special_resolver_bonus=bonus["special"],
    )
