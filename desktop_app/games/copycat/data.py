"""Loads and validates Copycat's data tables (resources/copycat/*.json, spec sections 3-8).

Every card instance and office gets a small integer index so the state can hold plain tuples of ints.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any

from ...resources import PROVENANCE as PROVENANCE
from ...resources import ResourceError, has_provenance, load_json

SECTIONS = ("I", "II", "III", "IV", "V")
START_SETS = ("A", "B", "C", "D")
# Effects the rules modules implement; the data's effect catalogue must match exactly.
IMPLEMENTED_EFFECTS = frozenset({
    "none", "coins", "coin_or_vp", "double_coins", "shred_coins", "buy", "special_buy", "vp",
    "double_markers", "doctorate", "draw", "exchange", "fundraising", "extra_workers", "shred_for_worker",
    "extra_office", "elbows", "double_card_use", "reuse_worker", "copy_card", "keep_cards",
})
CARD_COLOURS = frozenset({"red", "yellow", "yellow-green", "green", "blue", "purple", "grey"})
OFFICE_EFFECTS = frozenset({"draw", "exchange", "coins", "buy", "special_buy", "shred_coins", "vp",
                            "double_card_use"})


@dataclasses.dataclass(frozen=True, slots=True)
class CardDef:
    index: int
    cid: str  # instance id: "A-s09" for start cards, "a27" / "d1" for action cards
    base_id: str
    no: int  # printed number; 0 for doctorates (CP-6)
    section: str  # "A".."D" for start cards, "I".."V" for action cards
    colour: str
    title: str
    effect: str
    param: int
    price: int | None  # None: cannot be bought (red cards, start cards)
    start_set: int  # 0-3 for start cards, -1 otherwise
    removed_2p: bool


@dataclasses.dataclass(frozen=True, slots=True)
class OfficeDef:
    index: int
    oid: str
    kind: str  # "printed", "normal" or "extra"
    section: int  # extra offices: 1-5; others 0
    colour: str
    title: str
    effect: str
    param: int


@dataclasses.dataclass(frozen=True)
class CopycatData:
    cards: tuple[CardDef, ...]
    offices: tuple[OfficeDef, ...]
    card_index: dict[str, int]
    office_index: dict[str, int]
    constants: dict[str, Any]
    effect_phases: dict[str, frozenset[int]]
    effect_step: dict[str, str | None]
    effect_colour: dict[str, str]
    surcharge: tuple[int, ...]  # per street space 0-10
    street_clear: dict[int, int]
    normal_offices: dict[int, tuple[int, ...]]  # players -> office indexes
    printed_offices: tuple[int, ...]
    extra_by_section: dict[int, tuple[int, ...]]
    windows: dict[int, int]  # section -> windows
    start_cards: tuple[tuple[int, ...], ...]  # per set, its 10 card indexes
    section_cards: dict[str, tuple[int, ...]]  # action cards per section

    @property
    def num_cards(self) -> int:
        return len(self.cards)

    def c(self, cid: str) -> int:
        return self.card_index[cid]

    def o(self, oid: str) -> int:
        return self.office_index[oid]


def _fail(message: str) -> None:
    raise ResourceError(f"copycat data: {message}")


def _src(row: dict, where: str) -> None:
    if not has_provenance(row):
        _fail(f"{where} {row.get('id', row)!r} has no valid provenance tag")


@lru_cache(maxsize=1)
def load_data() -> CopycatData:
    effects_rows = load_json("copycat", "effects.json")["effects"]
    for row in effects_rows:
        _src(row, "effect")
    names = [r["effect"] for r in effects_rows]
    if len(set(names)) != len(names) or set(names) != IMPLEMENTED_EFFECTS:
        _fail("the effect catalogue does not match the implemented effects")
    effect_phases = {r["effect"]: frozenset(r["phases"]) for r in effects_rows}
    effect_step = {r["effect"]: r["step"] for r in effects_rows}
    effect_colour = {r["effect"]: r["colour"] for r in effects_rows}

    constants_rows = load_json("copycat", "constants.json")["constants"]
    for row in constants_rows:
        _src(row, "constant")
    constants = {r["id"]: r["value"] for r in constants_rows}
    if len(constants) != len(constants_rows):
        _fail("duplicate constant ids")
    for key in ("HAND_DRAW", "OWN_WORKERS", "GENERAL_WORKER_SUPPLY_PER_PLAYER", "MAX_EXTRA_WORKERS",
                "STREET_SPACES", "TWO_PLAYER_REMOVED", "USE_LIMIT", "VP_TARGET", "MAX_ROUNDS",
                "VP_MARKER_LIMIT", "START_DECK"):
        if key not in constants:
            _fail(f"constant {key} is missing")

    cards: list[CardDef] = []

    def check_card(row: dict, where: str) -> None:
        _src(row, where)
        if row["effect"] not in IMPLEMENTED_EFFECTS:
            _fail(f"{where} {row['id']} has unknown effect {row['effect']!r}")
        if row["colour"] not in CARD_COLOURS:
            _fail(f"{where} {row['id']} has unknown colour {row['colour']!r}")
        if effect_colour[row["effect"]] != row["colour"]:
            _fail(f"{where} {row['id']}: colour {row['colour']} does not fit effect {row['effect']}")

    start = load_json("copycat", "start_cards.json")
    sets = [s["set"] for s in start["sets"]]
    for s in start["sets"]:
        _src(s, "start set")
    if tuple(sets) != START_SETS:
        _fail("start sets must be A-D")
    start_rows = start["cards"]
    for row in start_rows:
        check_card(row, "start card")
    if sum(r["per_set"] for r in start_rows) != constants["START_DECK"]:
        _fail("a start set must hold START_DECK cards")
    if sum(r["per_set"] for r in start_rows if r["effect"] == "coins") != 7:
        _fail("a start set holds 7 money cards")
    if sum(r["per_set"] for r in start_rows if r["effect"] == "vp") != 3:
        _fail("a start set holds 3 victory point cards")
    start_cards = []
    for set_no, letter in enumerate(START_SETS):
        mine = []
        for row in start_rows:
            for copy in range(row["per_set"]):
                suffix = "" if row["per_set"] == 1 else f"#{copy + 1}"
                mine.append(len(cards))
                cid = f"{letter}-{row['id']}{suffix}"
                cards.append(CardDef(len(cards), cid, row["id"], row["no"], letter, row["colour"],
                                     row["title"], row["effect"], row["param"] or 0, None, set_no, False))
        start_cards.append(tuple(mine))
    start_numbers = sorted(r["no"] for r in start_rows)
    if start_numbers != list(range(9, 19)):
        _fail("start cards are numbered 9-18")

    action_rows = load_json("copycat", "action_cards.json")["cards"]
    counts = {"I": 11, "II": 15, "III": 13, "IV": 12, "V": 4}
    if len(action_rows) != 55:
        _fail(f"55 action cards expected, found {len(action_rows)}")
    section_cards: dict[str, list[int]] = {s: [] for s in SECTIONS}
    numbers = []
    for row in action_rows:
        check_card(row, "action card")
        if row["section"] not in SECTIONS:
            _fail(f"card {row['id']} has unknown section {row['section']!r}")
        if row["colour"] == "red":
            if row["price"] is not None or not 1 <= row["no"] <= 8:
                _fail(f"red card {row['id']} must be unpriced and numbered 1-8")
        elif row["effect"] == "doctorate":
            if row["no"] is not None or row["section"] != "V" or row["price"] != 0:
                _fail(f"doctorate {row['id']} must be unnumbered, section V, price 0")
        else:
            if not isinstance(row["price"], int) or row["price"] < 0 or not 19 <= row["no"] <= 61:
                _fail(f"card {row['id']} needs a price and a number 19-61")
        if row["no"] is not None:
            numbers.append(row["no"])
        section_cards[row["section"]].append(len(cards))
        cards.append(CardDef(len(cards), row["id"], row["id"], row["no"] or 0, row["section"], row["colour"],
                             row["title"], row["effect"], row["param"] or 0, row["price"], -1,
                             bool(row["removed_2p"])))
    for sec, n in counts.items():
        if len(section_cards[sec]) != n:
            _fail(f"section {sec} must hold {n} cards, found {len(section_cards[sec])}")
    if sorted(numbers) != list(range(1, 9)) + list(range(19, 62)):
        _fail("action card numbers must be 1-8 and 19-61, each once")
    removed = sorted(c.no for c in cards if c.removed_2p)
    if removed != sorted(constants["TWO_PLAYER_REMOVED"]):
        _fail("removed_2p flags do not match TWO_PLAYER_REMOVED")
    card_index = {c.cid: c.index for c in cards}
    if len(card_index) != len(cards):
        _fail("card ids are not unique")

    offices: list[OfficeDef] = []

    def add_office(row: dict, kind: str, section: int) -> int:
        _src(row, "office")
        if row["effect"] not in OFFICE_EFFECTS:
            _fail(f"office {row['id']} has an effect no office can have: {row['effect']!r}")
        if effect_colour[row["effect"]] != row["colour"]:
            _fail(f"office {row['id']}: colour {row['colour']} does not fit effect {row['effect']}")
        offices.append(OfficeDef(len(offices), row["id"], kind, section, row["colour"], row["title"],
                                 row["effect"], row["param"] or 0))
        return len(offices) - 1

    printed_rows = load_json("copycat", "offices_printed.json")["offices"]
    printed = tuple(add_office(r, "printed", 0) for r in printed_rows)
    if len(printed) != 10:
        _fail("the board prints 10 offices")
    normal_data = load_json("copycat", "offices_normal.json")
    normal_ids = {r["id"]: add_office(r, "normal", 0) for r in normal_data["offices"]}
    if len(normal_ids) != 4:
        _fail("there are 4 normal office cards")
    normal_offices = {}
    for row in normal_data["by_players"]:
        _src(row, "normal office use")
        normal_offices[row["players"]] = tuple(normal_ids[i] for i in row["offices"])
    if set(normal_offices) != {2, 3, 4}:
        _fail("normal office use must be given for 2, 3 and 4 players")
    extra_data = load_json("copycat", "offices_extra.json")
    extra_by_section: dict[int, list[int]] = {}
    for row in extra_data["offices"]:
        extra_by_section.setdefault(row["section"], []).append(add_office(row, "extra", row["section"]))
    windows = {}
    for row in extra_data["windows"]:
        _src(row, "office window")
        windows[row["section"]] = row["windows"]
    if set(windows) != {1, 2, 3, 4, 5} or any(
            len(extra_by_section.get(s, ())) != n for s, n in windows.items()):
        _fail("extra offices per section must match the windows per section")
    if sum(windows.values()) != constants["MAX_ROUNDS"]:
        _fail("one extra office per round: windows must total MAX_ROUNDS")
    if sum(1 for o in offices if o.effect == "buy" and o.param == 2) != 1:
        _fail("exactly one office allows buying 2 cards")
    office_index = {o.oid: o.index for o in offices}
    if len(office_index) != len(offices):
        _fail("office ids are not unique")

    street = load_json("copycat", "street.json")
    for row in street["spaces"] + street["clear"]:
        _src(row, "street row")
    spaces = sorted(street["spaces"], key=lambda r: r["space"])
    if [r["space"] for r in spaces] != list(range(1, constants["STREET_SPACES"] + 1)):
        _fail("street spaces must be numbered 1-11")
    street_clear = {r["players"]: r["spaces"] for r in street["clear"]}
    if set(street_clear) != {2, 3, 4} or not all(0 <= v <= 3 for v in street_clear.values()):
        _fail("street clearing must be 0-3 spaces for 2, 3 and 4 players")

    return CopycatData(
        cards=tuple(cards), offices=tuple(offices), card_index=card_index, office_index=office_index,
        constants=constants, effect_phases=effect_phases, effect_step=effect_step,
        effect_colour=effect_colour, surcharge=tuple(r["surcharge"] for r in spaces),
        street_clear=street_clear, normal_offices=normal_offices,
        printed_offices=printed, extra_by_section={k: tuple(v) for k, v in extra_by_section.items()},
        windows=windows, start_cards=tuple(start_cards),
        section_cards={k: tuple(v) for k, v in section_cards.items()},
    )
