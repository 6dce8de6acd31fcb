"""Copernico know-how for the computer opponents.

The heuristic player (the Easy level, and the rollout policy of the search)
judges a card by what it adds to its own work table: quality, progress along
lines it could still complete, new line colours, and the positions of its
Hypothesis. It pays with the cards it values least and rests when nothing
worthwhile is affordable. Everything here reads only what the deciding seat
can see (its hand, its own hypothesis, public tables).
"""

from __future__ import annotations

import math

from ...engine.rng import Rng
from .actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from .data import CopernicoData, load_data
from .state import DRAFT, OVER, PEEK, CopernicoState

REST_VALUE = 1.6  # two fresh cards: payment fodder and new options
PAY_PENALTY = 0.55  # what a card in hand is worth as future payment


def _lines_through(data: CopernicoData) -> list[list[tuple[int, int]]]:
    """For each position, the (other, other) cells of every line through it."""
    out: list[list[tuple[int, int]]] = [[] for _ in range(9)]
    for line in data.lines:
        for pos in line:
            a, b = (p for p in line if p != pos)
            out[pos].append((a, b))
    return out


class CopernicoAdvisor:
    def __init__(self) -> None:
        self.data = load_data()
        self.through = _lines_through(self.data)
        self.colours_of = {cid: q.colours for cid, q in self.data.quadrants.items()}
        self.quality_of = {cid: q.quality for cid, q in self.data.quadrants.items()}
        self.cost_of = {cid: q.cost for cid, q in self.data.quadrants.items()}

    # -- judging cards -------------------------------------------------------
    def cell_gain(self, s: CopernicoState, p: int, card: str, pos: int) -> float:
        """What ``card`` at ``pos`` (0-based) adds to p's table, the cell counted empty."""
        table = s.tables[p]
        colours = self.colours_of[card]
        cols = self.colours_of
        blanks = s.blanks[p]
        gain = float(self.quality_of[card])
        line_colours = {c for c, _ in s.completed[p]}
        for a, b in self.through[pos]:
            ca, cb = table[a], table[b]
            if a in blanks or b in blanks:
                continue  # a face-down solo card breaks every line through it
            for colour in colours:
                if (ca is not None and colour not in cols[ca]) or (cb is not None and colour not in cols[cb]):
                    continue
                have = (ca is not None) + (cb is not None)
                if have == 2:
                    n = len(line_colours)
                    gain += 2.5 + (2 * n + 1 if colour not in line_colours else 0)
                else:
                    gain += 0.9 if have == 1 else 0.3
        hyp = self._own_hypothesis(s, p)
        if hyp is not None and (pos + 1) in hyp.positions and hyp.colour in colours:
            gain += 6.0 / len(hyp.positions) * 1.3
        return gain

    def _own_hypothesis(self, s: CopernicoState, p: int):
        if s.solo:
            for objective in s.objectives:
                if objective in self.data.hypotheses:
                    return self.data.hypotheses[objective]
            return None
        return self.data.hypotheses[s.hypotheses[p]]

    def keep_value(self, s: CopernicoState, p: int, card: str) -> float:
        """How much p would like ``card`` in hand: its best spot on the table."""
        table = s.tables[p]
        best = 0.0
        for pos in range(9):
            if table[pos] is None and pos not in s.blanks[p]:
                best = max(best, self.cell_gain(s, p, card, pos))
        return best - 0.35 * self.cost_of[card]

    # -- choosing ------------------------------------------------------------
    def choose(self, s: CopernicoState, p: int, rng: Rng):
        if s.phase == DRAFT:
            return self._draft(s, p)
        if s.phase == PEEK:
            seen = set(s.seen[p])
            return Peek(0 if 0 not in seen else 1)
        plan = s.commits[p]
        if plan is not None:
            return self._pay_step(s, p, plan)
        return self._act(s, p, rng)

    def _draft(self, s: CopernicoState, p: int) -> Draft:
        cards = sorted(s.drafts[p], key=lambda c: (self.keep_value(s, p, c), c), reverse=True)
        if len(cards) == 4:
            # Keep the best; discard the runner-up so no neighbour profits; pass the rest.
            return Draft(cards[0], cards[2], cards[3], cards[1])
        roles = cards + [None] * (4 - len(cards))
        return Draft(roles[0], roles[1], roles[2], roles[3])  # type: ignore[arg-type]

    def _act(self, s: CopernicoState, p: int, rng: Rng):
        legal = s.legal_actions(p)
        values = {c: self.keep_value(s, p, c) for c in s.hands[p]}
        ranked = sorted(values, key=values.__getitem__)
        best, best_score = None, -math.inf
        for action in legal:
            if isinstance(action, Rest):
                score = REST_VALUE
            elif isinstance(action, PlaceBlank):
                score = -values[action.card] - 0.01 * action.position
            elif isinstance(action, Place):
                due = self.cost_of[action.card]
                score = self.cell_gain(s, p, action.card, action.position - 1) - self._pay_cost(
                    values, ranked, action.card, due)
            else:
                assert isinstance(action, Reformulate)
                old = s.tables[p][action.position - 1]
                due = s.reformulation_cost(old, action.card) or 0
                pos = action.position - 1
                score = (self.cell_gain(s, p, action.card, pos) - self.cell_gain(s, p, old, pos)
                         - self._pay_cost(values, ranked, action.card, due) - 0.3)
            score += rng.below(1000) * 1e-6  # break ties without favouring card order
            if score > best_score:
                best, best_score = action, score
        return best

    def _pay_cost(self, values: dict[str, float], ranked: list[str], card: str, due: int) -> float:
        cheapest = [c for c in ranked if c != card][:due]
        return sum(PAY_PENALTY + 0.15 * max(0.0, values[c]) for c in cheapest)

    def _pay_step(self, s: CopernicoState, p: int, plan) -> Pay:
        """Pay with the least valued cards, taken in hand order as the rules ask."""
        legal = s.legal_actions(p)
        _, card, _, paid, due = plan
        pool = s._payable(p, card, paid)
        still = due - len(paid)
        wanted = sorted(sorted(pool, key=lambda c: (self.keep_value(s, p, c), c))[:still])
        choice = Pay(wanted[0])
        return choice if choice in legal else legal[0]

    # -- judging positions for the search -----------------------------------
    def evaluate(self, s: CopernicoState) -> list[float]:
        if s.phase == OVER:
            return s.returns()
        projected = []
        for p in range(s.num_players):
            table = s.tables[p]
            sheet_row = self._current_points(s, p)
            empties = [i for i in range(9) if table[i] is None and i not in s.blanks[p]]
            hand = s.hands[p]
            upside = 0.0
            if empties and hand:
                gains = sorted((max(self.cell_gain(s, p, c, i) for i in empties) for c in hand), reverse=True)
                upside = 0.6 * sum(gains[: len(empties)])
            projected.append(sheet_row + upside + 0.2 * len(hand))
        if s.solo:
            return [max(0.0, min(1.0, projected[0] / 80))]
        out = []
        for p, mine in enumerate(projected):
            rival = max(v for q, v in enumerate(projected) if q != p)
            out.append(1 / (1 + math.exp(-(mine - rival) / 6)))
        return out

    def _current_points(self, s: CopernicoState, p: int) -> float:
        from . import scoring

        table = s.scoring_tables()[p]
        lines, variety = scoring.line_points(table, self.data)
        total = scoring.quality(table, self.data) + lines + variety
        hyp = self._own_hypothesis(s, p)
        if hyp is not None and scoring.fulfils(table, hyp.id, self.data):
            total += 6
        return float(total)


_ADVISOR: CopernicoAdvisor | None = None


def advisor() -> CopernicoAdvisor:
    global _ADVISOR
    if _ADVISOR is None:
        _ADVISOR = CopernicoAdvisor()
    return _ADVISOR
