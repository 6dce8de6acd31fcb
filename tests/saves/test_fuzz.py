"""Issue 12, "Done when": a fast seeded fuzz run over every category of broken file. Each file must
end as a loaded game or a SaveError, in bounded time, and stay unchanged.

The longer run is ``python -m desktop_app.tools.fuzz_saves --n 10000 [--game G]``."""

from __future__ import annotations

from collections import Counter

import pytest

from desktop_app.tools.fuzz_saves import CATEGORIES, GAMES, base_saves, generate_cases, run_case

RUNS = 330  # 30 files of each category, the three games in turn


@pytest.fixture(scope="module")
def bases():
    return {game: base_saves(game, seed=12, count=4) for game in GAMES}


def test_every_generated_file_loads_or_is_a_save_error_and_stays_unchanged(bases):
    seen: Counter = Counter()
    outcomes: Counter = Counter()
    bad = []
    for case in generate_cases(RUNS, seed=2026, bases=bases):
        result = run_case(case)
        if result is None:  # a special file this OS cannot make
            continue
        seen[case.category] += 1
        outcomes[(case.category, result.outcome)] += 1
        if result.outcome not in ("loaded", "save_error"):
            bad.append((case.category, case.what, result.outcome, result.detail[:200]))
    assert not bad, bad
    assert set(seen) == set(CATEGORIES)
    # The run is not vacuous: refused and accepted files both occur where they must.
    assert outcomes[("special", "save_error")] == seen["special"]
    assert outcomes[("bom", "loaded")] > 0
    assert outcomes[("bad_redo", "loaded")] > 0  # a broken redo branch costs the redo list, not the game
    for category in ("deep", "duplicate_key", "nan", "bad_bytes"):
        assert outcomes[(category, "save_error")] > 0, category
