"""Copernico's end-of-game scoring (rulebook "Scoring", CO-12 and CO-15 to CO-18, CO-22).

A work table is a tuple of 9 cells, positions 1-9 row by row; a cell holds a
card id or None. Face-down solo blanks are passed as None: they show no
colours and no quality (CO-21).
"""

from __future__ import annotations

from collections.abc import Sequence

from .data import CopernicoData, load_data

Table = Sequence[str | None]

MULTI_CATEGORIES = ("quality", "lines", "colours", "advice", "hypotheses")
SOLO_CATEGORIES = ("quality", "lines", "colours", "objectives")


def scoring_lines(table: Table, data: CopernicoData | None = None) -> list[tuple[str, int]]:
    """Every (colour, line index) whose 3 cards all show that colour (CO-12);
    one geometric line can score for several colours."""
    data = data or load_data()
    colours = data.card_colours
    found = []
    for index, (a, b, c) in enumerate(data.lines):
        first, second, third = table[a], table[b], table[c]
        if first is None or second is None or third is None:
            continue
        shared = colours[first] & colours[second] & colours[third]
        if shared:
            for colour in sorted(shared):
                found.append((colour, index))
    return found


def quality(table: Table, data: CopernicoData | None = None) -> int:
    data = data or load_data()
    quality_of = data.card_quality
    return sum([quality_of[c] for c in table if c])


def bodies(table: Table, colour: str, data: CopernicoData | None = None) -> int:
    """Bodies of one colour: each card shows a colour at most once (CO-16)."""
    data = data or load_data()
    colours = data.card_colours
    return len([c for c in table if c and colour in colours[c]])


def fulfils(table: Table, hypothesis_id: str, data: CopernicoData | None = None) -> bool:
    """Every marked position shows the hypothesis colour (CO-17); no rotation (CO-11)."""
    data = data or load_data()
    hyp = data.hypotheses[hypothesis_id]
    colour = hyp.colour
    colours = data.card_colours
    for p in hyp.positions:
        card = table[p - 1]
        if card is None or colour not in colours[card]:
            return False
    return True


def line_points(table: Table, data: CopernicoData) -> tuple[int, int]:
    """(points for lines, points for colour variety)."""
    lines = scoring_lines(table, data)
    distinct = len({colour for colour, _ in lines})
    return data.const("line_vp") * len(lines), data.colour_variety_vp.get(distinct, 0)


def multiplayer_points(
    tables: Sequence[Table], advice_ids: Sequence[str], hypothesis_ids: Sequence[str],
    data: CopernicoData | None = None,
) -> tuple[tuple[int, ...], ...]:
    """Points per player in MULTI_CATEGORIES order (CO-15)."""
    data = data or load_data()
    advice_vp = data.const("advice_vp")
    hyp_vp = data.const("hypothesis_vp")
    advice_pts = [0] * len(tables)
    for advice_id in advice_ids:
        colour = data.advice[advice_id].colour
        counts = [bodies(t, colour, data) for t in tables]
        eligible = [n for n in counts if n >= 1]
        if eligible:
            fewest = min(eligible)
            for p, n in enumerate(counts):
                if n == fewest:
                    advice_pts[p] += advice_vp
    rows = []
    for p, table in enumerate(tables):
        lines, variety = line_points(table, data)
        hyps = sum(hyp_vp for h in hypothesis_ids if fulfils(table, h, data))
        rows.append((quality(table, data), lines, variety, advice_pts[p], hyps))
    return tuple(rows)


def solo_objective_met(table: Table, objective_id: str, data: CopernicoData) -> bool:
    """Solo: Advice needs exactly one body of its colour; a hypothesis must be fulfilled (CO-22)."""
    if objective_id in data.advice:
        return bodies(table, data.advice[objective_id].colour, data) == 1
    return fulfils(table, objective_id, data)


def solo_points(
    table: Table, objective_ids: Sequence[str], data: CopernicoData | None = None
) -> tuple[int, ...]:
    """Points in SOLO_CATEGORIES order: +6 per objective met, -6 per objective missed."""
    data = data or load_data()
    vp = data.const("solo_objective_vp")
    lines, variety = line_points(table, data)
    objectives = sum(vp if solo_objective_met(table, o, data) else -vp for o in objective_ids)
    return (quality(table, data), lines, variety, objectives)


def winners(totals: Sequence[int], hand_sizes: Sequence[int]) -> tuple[int, ...]:
    """Most points; ties go to the most cards in hand; a remaining tie is a shared win (CO-18)."""
    best = max(totals)
    leaders = [p for p, t in enumerate(totals) if t == best]
    most = max(hand_sizes[p] for p in leaders)
    return tuple(p for p in leaders if hand_sizes[p] == most)
