"""Diagnosis probe for issue 14 (Copernico Hard vs Normal at 2 players).

Positions: decisions (draft or phase-2 choice, not payment steps) from Normal-vs-Normal games on tuning
deals (seeds 12001-, never the held-out 11001-). At each: Normal's and Hard's move (their real budgets),
a second Normal/Hard seed (the noise floor), and reference searches:
  wide  - Hard's settings searching every legal move (no KEEP_ACT / KEEP_DRAFT_CARDS narrowing),
          WIDE_IT iterations
  deep  - Hard's settings with rollouts played to the end of the game instead of the evaluation at depth 8
Run from a worktree: PYTHONPATH=$PWD PYTHONHASHSEED=0 nice python probe.py SEEDS PER_GAME > out.jsonl
"""
from __future__ import annotations

import dataclasses
import json
import os
import sys
import time

from desktop_app.ai.agents import make_agent, observation_rng
from desktop_app.ai.ismcts import Ismcts
from desktop_app.ai.levels import budget_for
from desktop_app.games.catalogue import get_game
from desktop_app.games.copernico import search as cs
from desktop_app.games.copernico.frames import Phase, Plan

GAME = get_game("copernico")
WIDE_IT = int(os.environ.get("WIDE_IT", "8000"))
DEEP_IT = int(os.environ.get("DEEP_IT", "1500"))


def positions(seed: int, per_game: int):
    state = GAME.new_game(2, GAME.normalize_options(2, {}), seed)
    agents = [make_agent(GAME, "normal", seed * 10 + p, guard=False) for p in range(2)]
    found = []
    while state.to_move():
        seat = state.to_move()[0]
        real = state.phase in (Phase.DRAFT, Phase.ACT) and not isinstance(state.commits[seat], Plan)
        if real and len(state.legal_actions(seat)) > 1:
            found.append((state.clone(), seat))
        state.apply_action(seat, agents[seat].choose(state, seat))
    # A spread of draft and phase-2 choices: every step-th, from an offset the seed picks (a fixed step
    # may fall on one phase only, as the first run's did: 8 phase-2 choices, no draft).
    step = max(1, len(found) // per_game)
    return found[seed % step::step][:per_game]


def enc(a):
    return json.dumps(GAME.action_codec.encode(a), sort_keys=True)


def run(budget, state, seat, seed, *, wide=False):
    rng = observation_rng(seed, state, seat)
    keep = cs.KEEP_ACT, cs.KEEP_DRAFT_CARDS
    if wide:
        cs.KEEP_ACT, cs.KEEP_DRAFT_CARDS = 999, 4
        orig = cs._draft_actions
        cs._draft_actions = lambda s, p, legal, *rest: legal
    t = time.thread_time()
    try:
        r = Ismcts(GAME, budget).search(state, seat, rng, time_limit=0.0)
    finally:
        cs.KEEP_ACT, cs.KEEP_DRAFT_CARDS = keep
        if wide:
            cs._draft_actions = orig
    return r, time.thread_time() - t


def main():
    seeds = [int(x) for x in sys.argv[1].split(",")]
    per_game = int(sys.argv[2])
    normal = budget_for("copernico", "normal", 2)
    hard = budget_for("copernico", "hard", 2)
    # The Hard of base commit d81fc21, whatever the snapshot's levels.py screens.
    screened = ("wide_narrowing", "ai_evaluation")
    hard = dataclasses.replace(hard, **{k: False for k in screened if hasattr(hard, k)})
    wide = dataclasses.replace(hard, iterations=WIDE_IT)
    deep = dataclasses.replace(hard, iterations=DEEP_IT, rollout_depth=10**6)
    for seed in seeds:
        for state, seat in positions(seed, per_game):
            cands = [enc(a) for a in GAME.search_actions(state, seat)]
            row = {"cand_list": cands, "seed": seed, "phase": str(state.phase), "seat": seat,
                   "legal": len(state.legal_actions(seat)),
                   "cands": len(cands)}
            for name, budget, sd, w in (("normal", normal, 7, False), ("normal2", normal, 8, False),
                                        ("hard", hard, 7, False), ("hard2", hard, 8, False),
                                        ("wide", wide, 7, True), ("deep", deep, 7, False)):
                r, cpu = run(budget, state, seat, sd, wide=w)
                row[name] = enc(r.action)
                row[name + "_cpu"] = round(cpu, 3)
                if name in ("wide", "deep", "hard"):
                    top = sorted(r.visits.items(), key=lambda kv: -kv[1])[:4]
                    row[name + "_top"] = [(enc(a), v, round(r.values[a], 3)) for a, v in top]
            row["wide_in_cands"] = row["wide"] in cands
            # The wider candidate set (search.py's ``wide``, GameDefinition.wide_search_actions), if any.
            widen = getattr(GAME, "wide_search_actions", None)
            if widen is not None:
                wider = [enc(a) for a in widen(state, seat)]
                row["wider"] = len(wider)
                row["wide_in_wider"] = row["wide"] in wider
                row["deep_in_wider"] = row["deep"] in wider
            row["deep_in_cands"] = row["deep"] in cands
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
