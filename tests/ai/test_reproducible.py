"""The same seed, position and level give the same move in any process (issue 14: reproducible).

Python salts string hashes per process, so anything that iterates a set or frozenset of strings (or
sums floats in that order) can change a move from one run to the next. Each check runs the same
decisions in fresh interpreters with different PYTHONHASHSEED values and compares them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_probe(hash_seed: str, games: list[str]) -> dict:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    done = subprocess.run(
        [sys.executable, "-m", "tests.ai.decision_probe", *games],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("game", ["copernico", "copycat", "councils"])
def test_decisions_do_not_depend_on_the_hash_seed(game):
    runs = [run_probe(seed, [game]) for seed in ("0", "1", "4242")]
    first = runs[0][game]
    assert first["positions"] and first["game"]
    for other in runs[1:]:
        # Easy and Normal choices, root visits, evaluation bits
        assert other[game]["positions"] == first["positions"]
        assert other[game]["game"] == first["game"]  # a whole game, Normal against Easy
