"""How well does Copernico's evaluation foretell the final score difference? (issue 14, Hard vs Normal)

Positions from rule-of-thumb self-play at 2 players (tuning deals: fit on FIT seeds, judge on HELD seeds,
both from 12001-, never the held-out 11001-). For each position and seat: the parts of ai.py's evaluate
(current points, hand upside, line progress) as differences to the rival, plus what the plain evaluation
leaves out (the Advice cards as they stand, the rival's hypothesis fulfilled on the own table, hand size);
the target is the final score difference. Compares the plain evaluation's projected difference (scaled by
the best single factor, so only its shape is judged) with a least-squares fit on the parts.
Run: PYTHONPATH=<worktree> python evalfit.py FIT_GAMES HELD_GAMES
"""
from __future__ import annotations

import math
import sys

from desktop_app.engine.rng import Rng
from desktop_app.games.catalogue import get_game
from desktop_app.games.copernico import scoring
from desktop_app.games.copernico.ai import FUTURE_GAIN, advisor
from desktop_app.games.copernico.frames import Phase

GAME = get_game("copernico")
ADV = advisor()
NAMES = ["current", "upside", "progress", "advice_now", "advice_x_settled", "rival_hyp", "hand", "const"]


def parts(s, p: int) -> list[float]:
    """Each seat's parts of the evaluation (ai.py evaluate), and what it leaves out."""
    vs = [ADV.appraise(s, q) for q in range(2)]
    turns_left = min(len(v.empties) for v in vs)
    settled = 1 - turns_left / 9
    tables = s.scoring_tables()
    out = []
    for q, v in enumerate(vs):
        k = min(len(v.empties), turns_left)
        gains = ADV._best_assignment(v, s.hands[q], k)
        upside = 0.6 * sum(max(g, FUTURE_GAIN) for g in gains) + 0.6 * FUTURE_GAIN * (k - len(gains))
        advice = 0.0
        for card in s.advice:
            colour = ADV.data.advice[card].colour
            counts = [scoring.bodies(t, colour, ADV.data) for t in tables]
            rival = min((n for r, n in enumerate(counts) if r != q and n >= 1), default=None)
            advice += ADV._advice_points(counts[q], rival)
        rival_hyp = 6.0 if scoring.fulfils(tables[q], s.hypotheses[1 - q], ADV.data) else 0.0
        out.append([ADV._current_points(s, q, v), upside, ADV._progress(v), advice, advice * settled,
                    rival_hyp, float(len(s.hands[q]))])
    return [a - b for a, b in zip(out[p], out[1 - p], strict=False)] + [1.0]


def games(first: int, count: int):
    rows = []
    for seed in range(first, first + count):
        s = GAME.new_game(2, GAME.normalize_options(2, {}), seed)
        rng = Rng(seed)
        seen = []
        step = 0
        while s.to_move():
            if step % 4 == 0 and s.phase in (Phase.DRAFT, Phase.ACT):
                seen.append((parts(s, 0), ADV.evaluate(s)[0], ADV.evaluate(s, advice=True)[0],
                             sum(1 for t in s.tables[:2] for c in t if c is not None)))
            p = s.to_move()[0]
            s.apply_action(p, GAME.heuristic_action(s, p, rng))
            step += 1
        totals = [sum(r) for r in s.score_sheet().points]
        diff = totals[0] - totals[1]
        for x, ev, ev_advice, laid in seen:
            logit = _logit(ev)  # the plain projected difference
            la = _logit(ev_advice)  # the Advice-weighed evaluation's (ai_evaluation)
            rows.append((x, logit, diff, la, laid))
            rows.append(([-v for v in x[:-1]] + [1.0], -logit, -diff, -la, laid))  # the other seat's view
    return rows


def _logit(ev: float) -> float:
    """The projected score difference behind evaluate's 1 / (1 + exp(-d / 6))."""
    return math.log(ev / (1 - ev)) * 6 if 0 < ev < 1 else 0.0


def solve(a, b):
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=False)]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def fit(rows, ridge=1e-3):
    k = len(rows[0][0])
    ata = [[sum(r[0][i] * r[0][j] for r in rows) + (ridge if i == j else 0) for j in range(k)]
           for i in range(k)]
    atb = [sum(r[0][i] * r[2] for r in rows) for i in range(k)]
    return solve(ata, atb)


def report(rows, predict, label):
    err = [predict(r) - r[2] for r in rows]
    rmse = math.sqrt(sum(e * e for e in err) / len(err))
    sign = sum(1 for r in rows if r[2] != 0 and (predict(r) > 0) == (r[2] > 0)) / sum(1 for r in rows if r[2])
    print(f"{label:34s} RMSE {rmse:6.2f} VP   winner foretold {100 * sign:5.1f}%  ({len(rows)} views)")


def main():
    n_fit, n_held = int(sys.argv[1]), int(sys.argv[2])
    train = games(12001, n_fit)
    held = games(12001 + n_fit, n_held)
    scale = sum(r[1] * r[2] for r in train) / sum(r[1] * r[1] for r in train)
    scale_a = sum(r[3] * r[2] for r in train) / sum(r[3] * r[3] for r in train)
    w = fit(train)
    w_plain3 = fit([([r[0][0], r[0][1], r[0][2], 1.0], r[1], r[2]) for r in train])
    print("fitted weights:", {n: round(v, 3) for n, v in zip(NAMES, w, strict=False)})
    print("fitted (plain parts only):", [round(v, 3) for v in w_plain3])
    print(f"plain projected difference, best scale {scale:.3f}")
    for rows, name in ((train, "fit"), (held, "held")):
        report(rows, lambda r: r[1], f"{name}: plain evaluation (as is)")
        report(rows, lambda r: scale * r[1], f"{name}: plain evaluation (scaled)")
        report(rows, lambda r: sum(a * b for a, b in zip(w_plain3, [*r[0][:3], 1.0], strict=False)),
               f"{name}: plain parts refitted")
        report(rows, lambda r: r[3], f"{name}: Advice-weighed evaluation")
        report(rows, lambda r: scale_a * r[3], f"{name}: Advice-weighed eval (scaled)")
        report(rows, lambda r: sum(a * b for a, b in zip(w, r[0], strict=False)),
               f"{name}: fitted with Advice etc.")
    for lo, hi in ((0, 6), (6, 12), (12, 19)):  # by cards laid on both tables
        sub = [r for r in held if lo <= r[4] < hi]
        if sub:
            report(sub, lambda r: scale * r[1], f"held {lo}-{hi - 1} laid: plain (scaled)")
            report(sub, lambda r: scale_a * r[3], f"held {lo}-{hi - 1} laid: Advice-weighed (scaled)")
            report(sub, lambda r: sum(a * b for a, b in zip(w, r[0], strict=False)),
                   f"held {lo}-{hi - 1} laid: fitted")
    return w


if __name__ == "__main__":
    main()
