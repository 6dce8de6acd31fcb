"""Tuned data rows (spec §14, BT-7): only RECONSTRUCTED rows are tuned, each keeps its tag, its note gives
the spec's value beside ours, and the game plays the tuned value read from the data file (not the spec's)."""

from __future__ import annotations

import re

import pytest

from desktop_app.games.campaign_trail.data import FOLDER
from desktop_app.games.campaign_trail.election_day_data import Column, load_election_day
from desktop_app.games.campaign_trail.election_day_measures import tier_reached
from desktop_app.resources import load_json

ED = load_election_day()
ROWS = load_json(FOLDER, "exit_polls.json")["exit_polls"]
# "right tuned 16/18/20, spec 14/16/18": the column, our thresholds, the spec's.
TUNED = re.compile(r"(left|right) tuned (\d+)/(\d+)/(\d+), spec (\d+)/(\d+)/(\d+)")
TUNED_ROWS = [row for row in ROWS if "tuned" in row["note"]]


def _numbers(match: re.Match[str], first: int) -> tuple[int, int, int]:
    return (int(match.group(first)), int(match.group(first + 1)), int(match.group(first + 2)))


def test_some_exit_poll_is_tuned_and_only_reconstructed_rows_are_bt_7():
    """§14: RULEBOOK rows (ep01-ep04) keep the printed thresholds; the tuned ones are RECONSTRUCTED."""
    assert TUNED_ROWS
    for row in ROWS:
        if row["src"] != "RECONSTRUCTED":
            assert "tuned" not in row["note"], row["id"]
    assert {row["id"] for row in TUNED_ROWS} <= {f"ep{n:02d}" for n in range(5, 19)}


@pytest.mark.parametrize("row", TUNED_ROWS, ids=[row["id"] for row in TUNED_ROWS])
def test_a_tuned_exit_poll_plays_its_tuned_thresholds_bt_7(row):
    """CT-152, CT-153 with BT-7's tuning: the note names the column, our thresholds and the spec's; the
    loaded card has ours: a value at our tier-1 threshold reaches tier 1, and one at the spec's tier-1
    threshold reaches none on a card made harder, some tier on a card made easier."""
    found = TUNED.search(row["note"])
    assert found, row["note"]
    col = Column.LEFT if found.group(1) == "left" else Column.RIGHT
    ours, spec = _numbers(found, 2), _numbers(found, 5)
    card = ED.exit_polls[row["id"]]
    assert card.thresholds(col) == ours != spec
    assert tier_reached(card, col, ours[0]) == 1
    harder = (ours[0] > spec[0]) == (card.goal.value == "max")
    reached = tier_reached(card, col, spec[0])
    assert reached == 0 if harder else reached >= 1
