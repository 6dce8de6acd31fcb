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
from typing import cast

from ...engine.rng import Rng
from . import scoring
from .actions import Draft, Pay, Peek, Place, PlaceBlank, Reformulate, Rest
from .costs import payable_cards
from .data import CopernicoData, Hypothesis, load_data
from .frames import Phase, Plan
from .state import CopernicoState

REST_VALUE = 1.6  # two fresh cards: payment fodder and new options
PAY_PENALTY = 0.55  # what a card in hand is worth as future payment
FUTURE_GAIN = 3.0  # what an empty position is worth once a card for it turns up
# The search levels' notes on the Advice cards (CO-13, CO-15): each pays 6 VP to the players with the fewest
# bodies of its colour (at least one), so a body more can win or lose those points. A placement's change
# of standing in a colour the seat has peeked at counts at this share of the points (counts may change
# again before the end).
ADVICE_SHARE = 0.5


def _lines_through(data: CopernicoData) -> list[list[tuple[int, int]]]:
    """For each position, the (other, other) cells of every line through it."""
    out: list[list[tuple[int, int]]] = [[] for _ in range(9)]
    for line in data.lines:
        for pos in line:
            a, b = (p for p in line if p != pos)
            out[pos].append((a, b))
    return out


class TableAppraisal:
    """The advisor's working notes on one player's table: the table itself and,
    filled in as needed, what a body of each colour is worth at each empty
    position and what each card is worth keeping. All of it depends only on the
    table, its blanks, the line colours completed and the own hypothesis, so one
    appraisal serves every decision that meets the same table again."""

    __slots__ = ("table", "blanks", "line_colours", "hyp", "empties", "at", "keep")

    def __init__(self, s: CopernicoState, p: int, hyp: Hypothesis | None) -> None:
        self.table = s.tables[p]
        self.blanks = s.blanks[p]
        self.line_colours = frozenset(c for c, _ in s.completed[p])
        self.hyp = hyp
        self.empties = [i for i in range(9) if self.table[i] is None and i not in self.blanks]
        self.at: list[dict[str, float] | None] = [None] * 9  # per position: gain per colour
        self.keep: dict[str, float] = {}  # card -> keep_value


# Appraisals by (table, blanks, completed lines, hypothesis): in a search the
# same tables come back in thousands of rollouts. Cleared when it grows large.
_APPRAISALS: dict[tuple, TableAppraisal] = {}
_APPRAISALS_MAX = 20000


class CopernicoAdvisor:
    def __init__(self) -> None:
        self.data = load_data()
        self.through = _lines_through(self.data)
        # Colours as sorted tuples: gains are float sums over a card's colours,
        # and summed in set order they would differ in the last bits from one
        # process to the next (string hashing is salted), flipping close choices.
        self.colours_of = {cid: tuple(sorted(q.colours)) for cid, q in self.data.quadrants.items()}
        self.colour_sets_of = {cid: q.colours for cid, q in self.data.quadrants.items()}
        self.quality_of = {cid: q.quality for cid, q in self.data.quadrants.items()}
        self.cost_of = {cid: q.cost for cid, q in self.data.quadrants.items()}

    # -- judging cards -------------------------------------------------------
    def appraise(self, s: CopernicoState, p: int) -> TableAppraisal:
        hyp = self._own_hypothesis(s, p)
        key = (s.tables[p], s.blanks[p], s.completed[p], hyp.id if hyp is not None else None)
        found = _APPRAISALS.get(key)
        if found is None:
            if len(_APPRAISALS) >= _APPRAISALS_MAX:
                _APPRAISALS.clear()
            found = _APPRAISALS[key] = TableAppraisal(s, p, hyp)
        return found

    def cell_gain(self, v: TableAppraisal, card: str, pos: int) -> float:
        """What ``card`` at ``pos`` (0-based) adds to the table, the cell counted empty."""
        per_colour = v.at[pos]
        if per_colour is None:
            per_colour = v.at[pos] = self._position_gains(v, pos)
        gain = float(self.quality_of[card])
        for colour in self.colours_of[card]:
            gain += per_colour[colour]
        return gain

    def _position_gains(self, v: TableAppraisal, pos: int) -> dict[str, float]:
        """What a body of each colour at ``pos`` is worth: line progress, new line
        colours, the own hypothesis."""
        table, blanks, cols = v.table, v.blanks, self.colour_sets_of
        gains = dict.fromkeys(self.data.colours, 0.0)
        n = len(v.line_colours)
        for a, b in self.through[pos]:
            if a in blanks or b in blanks:
                continue  # a face-down solo card breaks every line through it
            ca, cb = table[a], table[b]
            have = (ca is not None) + (cb is not None)
            for colour in gains:
                if (ca is not None and colour not in cols[ca]) or (cb is not None and colour not in cols[cb]):
                    continue
                if have == 2:
                    gains[colour] += 2.5 + (2 * n + 1 if colour not in v.line_colours else 0)
                else:
                    gains[colour] += 0.9 if have == 1 else 0.3
        hyp = v.hyp
        if hyp is not None and (pos + 1) in hyp.positions:
            gains[hyp.colour] += 6.0 / len(hyp.positions) * 1.3
        return gains

    def _own_hypothesis(self, s: CopernicoState, p: int) -> Hypothesis | None:
        if s.solo:
            for objective in s.objectives:
                if objective in self.data.hypotheses:
                    return self.data.hypotheses[objective]
            return None
        return self.data.hypotheses[s.hypotheses[p]]

    def keep_value(self, v: TableAppraisal, card: str) -> float:
        """How much a player would like ``card`` in hand: its best spot on the table."""
        value = v.keep.get(card)
        if value is None:
            best = max((self.cell_gain(v, card, pos) for pos in v.empties), default=0.0)
            value = v.keep[card] = max(0.0, best) - 0.35 * self.cost_of[card]
        return value

    # -- choosing ------------------------------------------------------------
    def choose(self, s: CopernicoState, p: int, rng: Rng, *, advice: bool = False):
        """The rule of thumb's action; ``advice`` (the search levels', where levels.py asks for it) also
        weighs placements and drafted cards by the Advice cards ``p`` has peeked at."""
        if s.phase is Phase.DRAFT:
            return self._draft(s, p, advice=advice)
        if s.phase is Phase.PEEK:
            return Peek(0 if 0 not in s.seen[p] else 1)
        plan = s.commits[p]
        if isinstance(plan, Plan):
            return self._pay_step(s, p, plan)
        return self._act(s, p, rng, advice=advice)

    def _draft(self, s: CopernicoState, p: int, *, advice: bool = False) -> Draft:
        cards = self.draft_order(s, p, advice=advice)
        if len(cards) == 4:
            # Keep the best; discard the runner-up so no neighbour profits; pass the rest.
            return Draft(cards[0], cards[2], cards[3], cards[1])
        roles = cards + [None] * (4 - len(cards))
        return Draft(roles[0], roles[1], roles[2], roles[3])  # type: ignore[arg-type]

    def draft_order(self, s: CopernicoState, p: int, *, advice: bool = False) -> list[str]:
        """The cards of ``p``'s draft, the most wanted first; with ``advice`` a card's worth also has what
        laying it would change in ``p``'s standing in the Advice colours seen."""
        v = self.appraise(s, p)
        shifts = self._advice_shifts(s, p) if advice else None
        if not shifts:
            return sorted(s.drafts[p], key=lambda c: (self.keep_value(v, c), c), reverse=True)
        return sorted(s.drafts[p], key=lambda c: (
            self.keep_value(v, c) + sum([shifts[col][0] for col in self.colours_of[c] if col in shifts]), c),
            reverse=True)

    def _act(self, s: CopernicoState, p: int, rng: Rng, *, advice: bool = False):
        best: list = []
        best_score = -math.inf
        for action, score in self.act_scores(s, p, advice=advice):
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif score > best_score - 1e-9:
                best.append(action)
        return best[rng.below(len(best))]  # ties broken without favouring card order

    def act_scores(self, s: CopernicoState, p: int, *, advice: bool = False) -> list[tuple[object, float]]:
        """Every phase-2 action of ``p`` in legal order with what the rule of thumb thinks it is worth
        (the Easy choice is the best; the search branches on the best few). With ``advice`` a placement
        also gains or loses by its change of standing in the colours of the Advice cards ``p`` has seen."""
        v = self.appraise(s, p)
        shifts = self._advice_shifts(s, p) if advice else None
        values = {c: self.keep_value(v, c) for c in s.hands[p]}
        ranked = sorted(values, key=values.__getitem__)
        # prefix[k]: what paying with the k least valued cards gives up
        prefix = [0.0]
        for c in ranked:
            prefix.append(prefix[-1] + PAY_PENALTY + 0.15 * values[c])
        rank_of = {c: i for i, c in enumerate(ranked)}

        def pay_cost(card: str, due: int) -> float:
            if rank_of[card] >= due:
                return prefix[due]
            # The card being placed is among the cheapest: the next one pays instead.
            return prefix[due + 1] - (PAY_PENALTY + 0.15 * values[card])

        out: list[tuple[object, float]] = []
        for action in s.legal_actions(p):
            if isinstance(action, Rest):
                score = REST_VALUE
            elif isinstance(action, PlaceBlank):
                score = -values[action.card] - 0.01 * action.position
            elif isinstance(action, Place):
                due = self.cost_of[action.card]
                score = self.cell_gain(v, action.card, action.position - 1) - pay_cost(action.card, due)
                if shifts:
                    score += sum([shifts[c][0] for c in self.colours_of[action.card] if c in shifts])
            else:
                assert isinstance(action, Reformulate)
                old = cast(str, s.tables[p][action.position - 1])  # a reformulation replaces a laid card
                due = s.reformulation_cost(old, action.card) or 0
                pos = action.position - 1
                score = (self.cell_gain(v, action.card, pos) - self.cell_gain(v, old, pos)
                         - pay_cost(action.card, due) - 0.3)
                if shifts:
                    new, gone = self.colour_sets_of[action.card], self.colour_sets_of[old]
                    score += sum([shifts[c][0] for c in self.colours_of[action.card]
                                  if c in shifts and c not in gone])
                    score += sum([shifts[c][1] for c in self.colours_of[old] if c in shifts and c not in new])
            out.append((action, score))
        return out

    def _advice_shifts(self, s: CopernicoState, p: int) -> dict[str, tuple[float, float]]:
        """For each colour of an Advice card ``p`` has peeked at: what a body more and a body less
        would change in its standing now, at ADVICE_SHARE of the points (only what ``p`` can see)."""
        if s.solo or not s.seen[p]:
            return {}
        colours = sorted({self.data.advice[s.advice[i]].colour for i in s.seen[p]})
        tables = s.scoring_tables()
        out = {}
        for colour in colours:
            counts = [scoring.bodies(t, colour, self.data) for t in tables]
            mine = counts[p]
            rival = min((n for q, n in enumerate(counts) if q != p and n >= 1), default=None)
            now = self._advice_points(mine, rival)
            out[colour] = (ADVICE_SHARE * (self._advice_points(mine + 1, rival) - now),
                           ADVICE_SHARE * (self._advice_points(mine - 1, rival) - now))
        return out

    def _advice_points(self, mine: int, rival: int | None) -> float:
        """An Advice card's points with ``mine`` bodies of its colour against the fewest (at least one)
        of the other players, None when none shows it (CO-15)."""
        return float(self.data.const("advice_vp")) if mine >= 1 and (rival is None or mine <= rival) else 0.0

    def _pay_step(self, s: CopernicoState, p: int, plan: Plan) -> Pay:
        """Pay with the least valued cards, taken in hand order as the rules ask."""
        legal = s.legal_actions(p)
        pool = payable_cards(s.hands[p], plan.card, plan.paid)
        still = plan.owing
        v = self.appraise(s, p)
        wanted = sorted(sorted(pool, key=lambda c: (self.keep_value(v, c), c))[:still])
        choice = Pay(wanted[0])
        return choice if choice in legal else cast(Pay, legal[0])  # a payment step lists payments only

    # -- judging positions for the search -----------------------------------
    def evaluate(self, s: CopernicoState, *, advice: bool = False) -> list[float]:
        """Each player's likely final score, compared with the best rival's.

        The hand counts only as far as it can still be placed: each card gets a
        different empty position, no more cards than the placements left before
        the fastest table fills, less an allowance for what they cost to pay.
        With ``advice`` (the search levels' judgement, on a re-dealt world) the Advice cards count as they
        stand now, more so the fuller the tables, and so do the other players' hypotheses.
        """
        if s.phase is Phase.OVER:
            return s.returns()
        appraisals = [self.appraise(s, p) for p in range(s.num_players)]
        turns_left = min(len(v.empties) for v in appraisals)
        projected = []
        for p, v in enumerate(appraisals):
            k = min(len(v.empties), turns_left)
            gains = self._best_assignment(v, s.hands[p], k)
            upside = 0.6 * sum(max(g, FUTURE_GAIN) for g in gains) + 0.6 * FUTURE_GAIN * (k - len(gains))
            projected.append(self._current_points(s, p, v) + upside + self._progress(v))
        if advice and not s.solo:
            for p, extra in enumerate(self._standing(s, 1 - turns_left / 9)):
                projected[p] += extra
        if s.solo:
            return [max(0.0, min(1.0, projected[0] / 80))]
        out = []
        for p, mine in enumerate(projected):
            rival = max(value for q, value in enumerate(projected) if q != p)
            out.append(1 / (1 + math.exp(-(mine - rival) / 6)))
        return out

    def _standing(self, s: CopernicoState, settled: float) -> list[float]:
        """Each player's Advice points as the tables stand, times ``settled`` (how far the game is),
        and the points for the other players' hypotheses their table fulfils now."""
        data = self.data
        tables = s.scoring_tables()
        out = [0.0] * s.num_players
        for card in s.advice:
            colour = data.advice[card].colour
            counts = [scoring.bodies(t, colour, data) for t in tables]
            for p, mine in enumerate(counts):
                rival = min((n for q, n in enumerate(counts) if q != p and n >= 1), default=None)
                out[p] += settled * self._advice_points(mine, rival)
        hyp_vp = data.const("hypothesis_vp")
        for p, table in enumerate(tables):
            for q, hyp in enumerate(s.hypotheses):
                if q != p and scoring.fulfils(table, hyp, data):
                    out[p] += hyp_vp
        return out

    def _best_assignment(self, v: TableAppraisal, hand: tuple[str, ...], k: int) -> list[float]:
        """Greedy: the best (card, position) pairs first, each card and position once."""
        if not k:
            return []
        pairs = sorted(((self.cell_gain(v, c, i), c, i) for c in hand for i in v.empties), reverse=True)
        used_cards: set[str] = set()
        used_cells: set[int] = set()
        gains: list[float] = []
        for gain, card, cell in pairs:
            if card in used_cards or cell in used_cells:
                continue
            used_cards.add(card)
            used_cells.add(cell)
            gains.append(gain - 0.35 * self.cost_of[card])
            if len(gains) == k:
                break
        return gains

    def _progress(self, v: TableAppraisal) -> float:
        """Credit for lines under way that can still be completed."""
        cols = self.colour_sets_of
        total = 0.0
        for line in self.data.lines:
            if any(i in v.blanks for i in line):
                continue
            cards = cast("list[str]", [v.table[i] for i in line if v.table[i] is not None])
            if not cards or len(cards) == 3:
                continue
            common = cols[cards[0]]
            for card in cards[1:]:
                common = common & cols[card]
            total += len(common) * (1.2 if len(cards) == 2 else 0.35)
        return total

    def _current_points(self, s: CopernicoState, p: int, v: TableAppraisal) -> float:
        table = s.scoring_tables()[p]
        lines, variety = scoring.line_points(table, self.data)
        total = scoring.quality(table, self.data) + lines + variety
        if v.hyp is not None and scoring.fulfils(table, v.hyp.id, self.data):
            total += 6
        return float(total)


_ADVISOR: CopernicoAdvisor | None = None


def advisor() -> CopernicoAdvisor:
    global _ADVISOR
    if _ADVISOR is None:
        _ADVISOR = CopernicoAdvisor()
    return _ADVISOR


# -- the search levels' re-deal (levels.py: ai_redeal) -------------------------
# A rival's table shows its secret Hypothesis: the rule of thumb (Easy's, and Normal's search starts from
# it) lays cards of the hypothesis colour on its marked positions (_position_gains). So the re-deal gives
# each other player a hypothesis weighed by its public table: each marked position holding a card of the
# hypothesis colour multiplies the weight by HYPOTHESIS_HIT, each holding a card without it divides it by
# HYPOTHESIS_MISS. Integer factors keep the draw exact (the same world on any machine).
HYPOTHESIS_HIT = 3
HYPOTHESIS_MISS = 2
_MAX_MARKED = 4  # the most positions a hypothesis marks (hypotheses.json)


def hypothesis_weight(data: CopernicoData, table: tuple[str | None, ...], hypothesis: str) -> int:
    """How strongly ``table`` points at ``hypothesis`` (integer, relative to the other hypotheses)."""
    hyp = data.hypotheses[hypothesis]
    hits = misses = 0
    for pos in hyp.positions:
        card = table[pos - 1]
        if card is not None:
            if hyp.colour in data.card_colours[card]:
                hits += 1
            else:
                misses += 1
    return HYPOTHESIS_HIT ** hits * HYPOTHESIS_MISS ** (_MAX_MARKED - misses)


def redeal(s: CopernicoState, observer: int, rng: Rng) -> CopernicoState:
    """``observer``'s re-deal (view.redeterminize) with the other players' hypotheses drawn by what their
    public tables show instead of uniformly. Reads only public tables and the observer's own card."""
    r = s.redeterminize(observer, rng)
    if r.solo:
        return r
    data = advisor().data
    left = [h for h in sorted(data.hypotheses) if h != r.hypotheses[observer]]
    dealt = list(r.hypotheses)
    for q in range(r.num_players):
        if q == observer:
            continue
        weights = [hypothesis_weight(data, r.tables[q], h) for h in left]
        draw = rng.below(sum(weights))
        for index, weight in enumerate(weights):
            draw -= weight
            if draw < 0:
                dealt[q] = left.pop(index)
                break
    r.hypotheses = tuple(dealt)
    return r
