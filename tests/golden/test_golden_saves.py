"""Old saves keep working: committed finished games replay to the same final scores, and the seeded RNG
keeps producing the same numbers (a save holds only the seed and the actions, so both must hold still).

The expected figures were read from the code when the files were written (tests/golden/make_golden.py);
a change to them means old saves no longer replay as they were played.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.engine import saves
from desktop_app.engine.rng import Rng
from desktop_app.games import catalogue  # noqa: F401 - installs the game lookup saves use

HERE = Path(__file__).parent

# game id -> (actions, final points per player and category, totals, winners, tie-break values)
FINAL = {
    "copernico": (
        125,
        ((15, 20, 4, 6, 6), (13, 12, 9, 0, 0), (13, 16, 4, 6, 0)),
        (51, 34, 39),
        (0,),
        (0, 2, 4),
    ),
    "copycat": (
        585,
        ((11, 21, 22, 5), (31, 25, 22, 19), (28, 15, 15, 0)),
        (59, 97, 58),
        (1,),
        (11, 27, 12),
    ),
    "councils": (
        183,
        ((18, 16, 1, 12), (39, 28, 2, 2), (65, 4, 16, 2), (45, 4, 6, 4)),
        (47, 71, 87, 59),
        (2,),
        (23, 10, 10, 12),
    ),
    "campaign-trail": (
        197,
        ((205, 16, 72), (179, 20, 64), (154, 15, 90)),
        (293, 263, 259),
        (0,),
        (16, 20, 15),
    ),
}


@pytest.mark.parametrize("game_id", sorted(FINAL))
def test_golden_save_replays_to_the_same_final_scores(game_id):
    text = (HERE / f"{game_id}.json").read_text(encoding="utf-8")
    match = saves.loads(text)
    actions, points, totals, winners, tie_break = FINAL[game_id]
    assert match.game.id == game_id
    assert match.is_over()
    assert len(match.actions()) == actions
    sheet = match.state.score_sheet()
    assert sheet.points == points
    assert sheet.totals == totals
    assert sheet.winners == winners
    assert sheet.tie_break == tie_break


@pytest.mark.parametrize("game_id", sorted(FINAL))
def test_golden_save_writes_back_the_same_actions(game_id):
    """Loading and saving again keeps every recorded action as it was written."""
    original = json.loads((HERE / f"{game_id}.json").read_text(encoding="utf-8"))
    again = json.loads(saves.dumps(saves.loads(json.dumps(original))))
    assert again["actions"] == original["actions"]
    assert again["seed"] == original["seed"] and again["options"] == original["options"]


def test_rng_first_outputs_are_pinned():
    """SplitMix64 as the engine implements it; seed 0 gives the algorithm's published first value
    0xE220A8397B1DCDAF. Seeds wider than 64 bits are cut to 64."""
    expected = {
        0: [16294208416658607535, 7960286522194355700, 487617019471545679],
        1: [10451216379200822465, 13757245211066428519, 17911839290282890590],
        42: [13679457532755275413, 2949826092126892291, 5139283748462763858],
        2**64 + 5: [7134611160154358618, 13877614986023876344, 4292726422858613063],
    }
    assert expected[0][0] == 0xE220A8397B1DCDAF
    for seed, outputs in expected.items():
        rng = Rng(seed)
        assert [rng.next64() for _ in range(3)] == outputs


def test_rng_derived_draws_are_pinned():
    """Bounded draws, shuffles and forks are what deals use: pinned too."""
    rng = Rng(7)
    assert rng.below(52) == 11
    assert rng.below(6) == 0
    assert rng.shuffled(range(10)) == [0, 3, 5, 1, 7, 4, 8, 2, 9, 6]
    assert rng.fork().next64() == 9352032559369889721
