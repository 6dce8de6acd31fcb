"""Copernico's card data, loaded from ``resources/copernico/`` and validated.

Every card's contents are RECONSTRUCTED in the spec (the rulebook prints
none); the files carry each row's provenance tag so the app can say so.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache

from ...resources import PROVENANCE as PROVENANCE
from ...resources import ResourceError, has_provenance, load_json


@dataclasses.dataclass(frozen=True, slots=True)
class Quadrant:
    id: str
    colours: frozenset[str]
    cost: int
    quality: int
    src: str


@dataclasses.dataclass(frozen=True, slots=True)
class Hypothesis:
    id: str
    colour: str
    name: str
    positions: tuple[int, ...]  # 1-9, row by row from the top-left
    src: str


@dataclasses.dataclass(frozen=True, slots=True)
class Advice:
    id: str
    colour: str
    src: str


@dataclasses.dataclass(frozen=True)
class SoloRank:
    id: str
    name: str
    max_score: int | None  # None: no upper bound


@dataclasses.dataclass(frozen=True)
class CopernicoData:
    colours: tuple[str, ...]
    colour_names: dict[str, str]
    colour_src: dict[str, str]
    quadrants: dict[str, Quadrant]
    hypotheses: dict[str, Hypothesis]
    advice: dict[str, Advice]
    constants: dict[str, object]
    colour_variety_vp: dict[int, int]
    lines: tuple[tuple[int, int, int], ...]  # 0-based positions
    solo_ranks: tuple[SoloRank, ...]
    # reformulation_costs[placed][card]: discards due, for every allowed replacement (CO-9)
    reformulation_costs: dict[str, dict[str, int]]
    cost: dict[str, int]  # study-hour cost by card id, for the hot paths
    card_colours: dict[str, frozenset[str]]  # colours by card id, for the hot paths
    card_quality: dict[str, int]  # quality by card id, for the hot paths

    def const(self, key: str) -> int:
        value = self.constants[key]
        assert isinstance(value, int)
        return value

    def rank_for(self, score: int) -> SoloRank:
        for rank in self.solo_ranks:
            if rank.max_score is None or score <= rank.max_score:
                return rank
        raise ResourceError("the solo rank table leaves scores uncovered")


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise ResourceError(f"copernico data: {message}")


def _src(row: dict, where: str) -> str:
    if not has_provenance(row):
        raise ResourceError(f"copernico data: {where} has no valid provenance tag")
    return str(row["src"])


@lru_cache(maxsize=1)
def load_data() -> CopernicoData:
    rules = load_json("copernico", "rules.json")
    colour_rows = rules["colours"]
    colours = tuple(row["key"] for row in colour_rows)
    _check(len(set(colours)) == len(colours) == 5, "there must be 5 distinct colours")
    constants = {key: entry["value"] for key, entry in rules["constants"].items()}
    for key, entry in rules["constants"].items():
        _src(entry, f"constant {key}")

    quadrants: dict[str, Quadrant] = {}
    for row in load_json("copernico", "quadrants.json")["cards"]:
        cid = row["id"]
        _check(cid not in quadrants, f"duplicate card id {cid}")
        body = row["colours"]
        _check(1 <= len(body) <= 4 and len(set(body)) == len(body), f"{cid} must show 1-4 distinct colours")
        _check(set(body) <= set(colours), f"{cid} has an unknown colour")
        _check(isinstance(row["cost"], int) and row["cost"] >= 0, f"{cid} has a bad cost")
        _check(isinstance(row["quality"], int) and row["quality"] >= 0, f"{cid} has a bad quality")
        quadrants[cid] = Quadrant(cid, frozenset(body), row["cost"], row["quality"], _src(row, cid))
    _check(len(quadrants) == constants["quadrant_cards"], "the deck must hold 90 Quadrant cards")
    for colour in colours:
        count = sum(colour in q.colours for q in quadrants.values())
        _check(count == 40, f"colour {colour} must appear on 40 cards, not {count}")

    hypotheses: dict[str, Hypothesis] = {}
    for row in load_json("copernico", "hypotheses.json")["hypotheses"]:
        hid = row["id"]
        _check(hid not in hypotheses, f"duplicate hypothesis id {hid}")
        _check(row["colour"] in colours, f"{hid} has an unknown colour")
        positions = tuple(row["positions"])
        _check(all(1 <= p <= 9 for p in positions) and len(set(positions)) == len(positions),
               f"{hid} marks invalid positions")
        hypotheses[hid] = Hypothesis(hid, row["colour"], row["name"], positions, _src(row, hid))
    _check(len(hypotheses) == constants["hypothesis_cards"], "there must be 10 Hypothesis cards")

    advice: dict[str, Advice] = {}
    for row in load_json("copernico", "advice.json")["advice"]:
        _check(row["colour"] in colours, f"{row['id']} has an unknown colour")
        advice[row["id"]] = Advice(row["id"], row["colour"], _src(row, row["id"]))
    _check(len(advice) == constants["advice_cards"], "there must be 5 Advice cards")
    _check(len({a.colour for a in advice.values()}) == 5, "Advice cards must have different colours")

    variety = {int(k): v for k, v in rules["colour_variety_vp"]["value"].items()}
    _check(sorted(variety) == [1, 2, 3, 4, 5], "colour variety points must cover 1-5 colours")
    lines = tuple(tuple(p - 1 for p in line) for line in rules["lines"]["value"])
    _check(len(lines) == 8 and all(len(line) == 3 for line in lines), "there must be 8 lines of 3")
    ranks = tuple(SoloRank(r["id"], r["name"], r["max"]) for r in rules["solo_ranks"])
    _check(ranks[-1].max_score is None, "the top solo rank must be open-ended")
    return CopernicoData(
        reformulation_costs=_reformulation_costs(quadrants),
        cost={cid: q.cost for cid, q in quadrants.items()},
        card_colours={cid: q.colours for cid, q in quadrants.items()},
        card_quality={cid: q.quality for cid, q in quadrants.items()},
        colours=colours,
        colour_names={row["key"]: row["name"] for row in colour_rows},
        colour_src={row["key"]: _src(row, row["key"]) for row in colour_rows},
        quadrants=quadrants,
        hypotheses=hypotheses,
        advice=advice,
        constants=constants,
        colour_variety_vp=variety,
        lines=lines,
        solo_ranks=ranks,
    )


def _reformulation_costs(quadrants: dict[str, Quadrant]) -> dict[str, dict[str, int]]:
    """The card must cost strictly more; the discount is the shared colours, floored at 0 (CO-9)."""
    table: dict[str, dict[str, int]] = {}
    for old in quadrants.values():
        table[old.id] = {
            new.id: max(0, new.cost - old.cost - len(old.colours & new.colours))
            for new in quadrants.values()
            if new.cost > old.cost
        }
    return table
