"""simulate's per-ability counts for Campaign Trail (issue 16): each politick ability played for a box's
politick action (CT-11), played as a response (§7.1) and cancelled by a Fact Check (CT-80)."""

from __future__ import annotations

import json

from desktop_app.cli import extra_counts, simulate
from desktop_app.engine.events import Event
from desktop_app.games.campaign_trail.ability_counts import count
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME as GAME

from .helpers import DATA


def _card(ability: str) -> str:
    return next(c for c, row in DATA.cards.items() if row.politick == ability)


def test_the_counter_reads_plays_responses_and_cancels():
    tally: dict = {}
    gala, fact = _card("fundraising_gala"), _card("fact_check")
    count([
        Event("ct.play", {"seat": 0, "card": gala, "box": "politick"}),
        Event("ct.play", {"seat": 0, "card": gala, "box": "fundraise"}),  # not its politick action
        Event("ct.response", {"seat": 1, "card": fact, "ability": "fact_check"}),
        Event("ct.cancelled", {"seat": 0, "card": gala, "by": 1}),
    ], tally)
    assert tally == {"played": {"fundraising_gala": 1}, "responded": {"fact_check": 1},
                     "cancelled": {"fundraising_gala": 1}}


def test_simulate_sums_the_counts_of_its_games(capsys):
    options = GAME.normalize_options(3, {"expansion_cards": "add"})
    records = [simulate.play_one(GAME, ["easy"] * 3, options, 5, k) for k in range(3)]
    assert all("extra" in r for r in records)
    sums = extra_counts.total(records)
    assert sum(sums["played"].values()) == sum(sum(r["extra"]["played"].values()) for r in records) > 0
    part = extra_counts.report(GAME.id, records)
    printed = capsys.readouterr().out
    assert "Counts of politick abilities over 3 games" in printed
    assert all(name in printed for name in DATA.abilities)  # every ability has its row, used or not
    assert json.loads(json.dumps(part))["counts"]["played"] == sums["played"]
