"""The data tables quoted in docs/rules/ say what the data files hold, so the reference cannot drift
from what the app plays (a changed price or VP in resources/ must be changed in the reference too)."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
DATA = ROOT / "resources"
COLOURS = {"red": "R", "green": "G", "yellow": "Y", "blue": "B", "purple": "P"}


def rows(text: str, first_cell: str) -> list[list[str]]:
    """The cells of every Markdown table row whose first cell matches ``first_cell``."""
    out = []
    for line in text.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if re.fullmatch(first_cell, cells[0]):
                out.append(cells)
    return out


def load(game: str, name: str) -> dict:
    return json.loads((DATA / game / name).read_text(encoding="utf-8"))


def expand_ids(cell: str) -> list[str]:
    """'a01–a08' or 'a19, a28, a41' or 'd1–d4' -> the ids."""
    out: list[str] = []
    for part in cell.split(","):
        part = part.strip()
        m = re.fullmatch(r"([a-z])(\d+)–[a-z](\d+)", part)
        if m:
            width = len(m.group(2))
            out += [f"{m.group(1)}{n:0{width}d}" for n in range(int(m.group(2)), int(m.group(3)) + 1)]
        else:
            out.append(part)
    return out


def test_councils_building_table_matches_the_data():
    text = (RULES / "councils-and-contracts.md").read_text(encoding="utf-8")
    table = {r[0]: r for r in rows(text, r"B\d\d")}
    cards = load("councils", "buildings.json")["cards"]
    assert len(table) == len(cards) == 36
    for card in cards:
        _, name, kind, deck, min_players, cost, vp, workers, action = table[card["id"]]
        written = dict(zip(cost.split()[::2], map(int, cost.split()[1::2]), strict=True))
        assert (name, kind, deck, int(min_players), written, int(vp), int(workers), action) == (
            card["name"], card["type"], card["deck"], card["min_players"], card["cost"], card["vp"],
            card["workers"], f"#{card['action']}"), card["id"]


def test_copycat_action_card_table_matches_the_data():
    text = (RULES / "copycat.md").read_text(encoding="utf-8")
    cards = {c["id"]: c for c in load("copycat", "action_cards.json")["cards"]}
    seen: set[str] = set()
    for cells in rows(text, r"[A-Z].*"):
        if len(cells) != 5 or not re.fullmatch(r"[ad]\d.*", cells[4]):
            continue
        title, _, strength, price, ids = cells
        for cid in expand_ids(ids):
            card = cards[cid]
            seen.add(cid)
            assert card["title"] in title, cid
            assert strength == ("–" if card.get("param") is None else str(card["param"])), cid
            if card["effect"] == "doctorate":
                assert price.startswith("0"), cid
            elif card.get("price") is None:
                assert price == "not for sale", cid
            else:
                assert int(price) == card["price"], cid
    assert seen == set(cards)


def test_copycat_tuned_table_matches_the_data_notes():
    """Each 'spec → app' pair of the tuned-values table is the pair the data row's note records."""
    text = (RULES / "copycat.md").read_text(encoding="utf-8")
    cards = load("copycat", "action_cards.json")["cards"] + load("copycat", "offices_normal.json")["offices"]
    notes = {c["id"]: c.get("note", "") for c in cards}
    checked = 0
    for first, change in ((r[0], r[1]) for r in rows(text, r"(?:[aN]\d+)(?:,? .*)?") if len(r) >= 2):
        ids = re.findall(r"\b(?:a\d\d|N\d)\b", first)
        for field, old, new in re.findall(r"(price|coins|cards|workers|VP) (\d+)(?: VP)? → (\d+)", change):
            for cid in ids:
                assert f"{field} {old} in the spec, {new} here" in notes[cid], (cid, field)
                checked += 1
    assert checked >= 40


def test_copernico_hypotheses_match_the_data():
    text = (RULES / "copernico.md").read_text(encoding="utf-8")
    shape = r"(H\d\d)\s+(red|green|yellow|blue|purple)\s+(\w+)\s+((?:\d\s+)*\d)"
    written = {m[0]: (COLOURS[m[1]], m[2], [int(p) for p in m[3].split()]) for m in re.findall(shape, text)}
    data = load("copernico", "hypotheses.json")["hypotheses"]
    assert written == {h["id"]: (h["colour"], h["name"], h["positions"]) for h in data}
