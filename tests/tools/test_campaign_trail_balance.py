"""Campaign Trail's balance measurer (spec §14, BT-1 to BT-7): what it plays, counts and judges."""

from __future__ import annotations

import json

import pytest

from desktop_app.cli import simulate
from desktop_app.engine.errors import OptionsError
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.tools.balance import MEASURERS
from desktop_app.tools.balance import campaign_trail as ct
from desktop_app.tools.balance.campaign_trail_figures import CLEAR, MISSED, OK, summarise
from desktop_app.tools.balance.campaign_trail_report import report

from .clock_free import without_clock

GAME = CAMPAIGN_TRAIL_GAME
TIMING = ("seconds", "cpu_seconds")


def _accepts(seats: int, options: dict) -> bool:
    try:
        GAME.normalize_options(seats, options)
    except OptionsError:
        return False
    return True


# -- what is played (§14's method) --------------------------------------------------------------------------
def test_two_seats_play_every_two_party_set_over_every_mode_with_modules_off_and_on():
    cells = ct.settings(2)
    assert {c["_config"] for c in cells} == {f"{p} 2 seats" for p in ("DR", "DL", "RL", "DG", "RG", "LG")}
    per_config = {(c["_mode"], c["_modules"]) for c in cells if c["parties"] == "DR"}
    assert per_config == {(m, x) for m in ("off", "add", "swap") for x in ("off", "on")}
    for c in cells:
        assert c["green_party"] == ("G" in c["parties"])
        assert c["expansion_candidates"] == (c["expansion_cards"] != "off")  # 18 candidates for BT-3


def test_modules_on_are_those_the_option_check_accepts():
    """A module the game refuses (not built yet) stays off; one it accepts comes on with the others."""
    on = [c for c in ct.settings(3) if c["_modules"] == "on"]
    assert on
    base = {"parties": "DRL", "expansion_cards": "add", "expansion_candidates": True}
    for module in ct.MODULES:
        accepted = _accepts(3, {**base, module: True})
        assert all(c[module] == accepted for c in on), module
    assert all(c["dirty_politics"] for c in on)  # Dirty Politics is built (CT-91)


def test_a_module_the_game_starts_to_accept_is_turned_on_without_a_change_here(monkeypatch):
    real = ct.accepted

    def accepting_news(seats, options):
        return real(seats, {**options, "breaking_news": False}) and {**real(seats, {
            **options, "breaking_news": False}), "breaking_news": bool(options.get("breaking_news"))}

    monkeypatch.setattr(ct, "accepted", accepting_news)
    on = [c for c in ct.settings(2) if c["_modules"] == "on"]
    assert on and all(c["breaking_news"] and c["dirty_politics"] for c in on)
    assert not any(c["breaking_news"] for c in ct.settings(2) if c["_modules"] == "off")


def test_options_held_fixed_give_the_base_game():
    cells = ct.settings(4, {"expansion_cards": "off", "dirty_politics": False, "breaking_news": False,
                            "election_day": False, "parties": "DRLG", "green_party": True})
    assert [c["_config"] for c in cells] == ["DRLG 4 seats"]
    (cell,) = cells
    assert cell["expansion_cards"] == "off" and not cell["expansion_candidates"]
    assert not any(cell[m] for m in ct.MODULES)


def test_four_seats_hold_the_two_by_two_team_games_and_the_four_party_game():
    configs = {c["_config"] for c in ct.settings(4)}
    assert "DR 2 x 2" in configs and "DRLG 4 seats" in configs
    assert not any(c.startswith("DRL ") for c in configs)  # 3 parties need 3, 5 or 6 seats (CT-156)


def test_seat_counts_are_those_the_game_accepts():
    counts = ct.playable_seat_counts()
    assert {2, 3, 4} <= set(counts)
    for n in range(2, 9):
        assert (n in counts) == any(_accepts(n, {"parties": p, "green_party": "G" in p,
                                                 "expansion_cards": "add", "expansion_candidates": True})
                                    for p in ("DR", "DRL", "DRLG"))


def test_games_are_spread_evenly_over_the_settings_of_each_configuration():
    tasks = ct.game_tasks(2, 12, 5, "random", {"parties": "DR"})
    assert len(tasks) == 12
    settings = [(t[1]["_mode"], t[1]["_modules"]) for t in tasks]
    assert all(settings.count(s) == 2 for s in set(settings)) and len(set(settings)) == 6
    assert [t[2] for t in tasks] == list(range(5, 17))  # deal seed + g


# -- one game -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def base_game_record():
    options = ct.settings(2, {"parties": "DR", "expansion_cards": "off", "dirty_politics": False})[0]
    return ct.play_game(2, options, 11, "easy", 99)


def test_a_game_record_counts_turns_per_candidate_and_month(base_game_record):
    r = base_game_record
    assert len(r["turns"]) == 3 and all(len(month) == 2 for month in r["turns"])
    assert sum(map(sum, r["turns"])) == r["player_turns"]
    # §3.4: 2 seats with the base deck hold at most 21 / 18 / 18 turns.
    assert all(0 < sum(m) <= cap for m, cap in zip(r["turns"], (21, 18, 18), strict=True))
    assert r["winners"] and set(r["winners"]) <= {"D", "R"} and r["start"] in ("D", "R")


def test_a_seven_seat_record_counts_both_candidates_of_the_doubled_seat_bt_3_bt_5():
    """At 7 seats one seat runs both candidates of a party (CT-20): BT-5 counts each candidate's turns and
    BT-3 each kept candidate, 8 of them (the turn event names the candidate, not the seat)."""
    options = ct.settings(7)[0]
    r = ct.play_game(7, {**options, "doubled_party": "R"}, 3, "random", 7)
    assert all(len(month) == 8 for month in r["turns"]) and len(r["kept"]) == 8
    assert sum(map(sum, r["turns"])) == r["player_turns"]
    assert [party for party, _ in r["kept"]] == ["D", "D", "R", "R", "L", "L", "G", "G"]
    assert all(turns > 0 for month in r["turns"] for turns in month)  # the doubled seat's two candidates too


def test_a_game_record_counts_abilities_of_the_dealt_deck_only(base_game_record):
    r = base_game_record
    abilities = GAME_DATA_ABILITIES()
    dirty = {a for a, row in abilities.items() if row.dirty}
    expansion = {a for a, row in abilities.items() if row.set == "expansion"}
    assert set(r["played"]) <= set(r["in_deck"])
    assert not set(r["in_deck"]) & (dirty | expansion)  # base deck, Dirty Politics off (CT-91)
    assert len(r["in_deck"]) == 17 and r["played"]


def GAME_DATA_ABILITIES():  # noqa: N802 - read from the data, as the measurer does
    from desktop_app.games.campaign_trail.data import load_data

    return load_data().abilities


def test_the_data_has_the_35_abilities_of_bt4():
    assert len(GAME_DATA_ABILITIES()) == 35


# -- measuring ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def small_summary():
    return ct.measure(3, 2, 21, "easy", jobs=1, fixed={"parties": "DRL", "election_day": False})


def test_figures_are_well_formed(small_summary):
    s = small_summary
    assert s["games"] == 2 and s["configurations"] == {"DRL 3 seats": 2}
    wins = sum(s["figures"]["BT-1"][f"DRL 3 seats: {p}"]["hits"] for p in "DRL")
    assert wins == pytest.approx(2.0)  # shared wins count 1/k
    for figs in s["figures"].values():
        for fig in figs.values():
            low, high = fig["ci95"]
            assert 0 <= low <= fig["rate"] <= high <= 1
            assert fig["verdict"] in (OK, MISSED, CLEAR)
    assert all(f["hits"] <= f["games"] <= 2 for f in s["figures"]["BT-4"].values())
    assert s["turns"]["lowest"] >= 0 and s["length"]["player_turns"] > 0 and s["length"]["cpu_seconds"] > 0
    assert set(s["targets"]) == {"BT-1", "BT-2", "BT-3", "BT-4", "BT-5"}  # BT-6 has none; no Election Day
    lines = report(s)
    assert "  BT-7 not measured: no game here played the Election Day module" in lines
    assert any(line.startswith("  targets: BT-1 ") for line in lines)


def test_exit_polls_are_measured_when_election_day_is_played():
    """BT-7 (§14, CT-153): with the module on, each party's held Exit Poll and its tier are counted."""
    s = ct.measure(2, 2, 5, "easy", jobs=1, fixed={"parties": "DR", "election_day": True})
    assert s["bt7_measured"] and s["election_day_games"] == 2
    held = sum(f["games"] for f in s["figures"]["BT-7"].values())
    assert held == 4 and all(k.startswith("left: ep") for k in s["figures"]["BT-7"])  # CT-152: 2 seats


def test_the_same_figures_with_one_or_two_processes(small_summary):
    two = ct.measure(3, 2, 21, "easy", jobs=2, fixed={"parties": "DRL", "election_day": False})
    assert without_clock(two, TIMING) == without_clock(small_summary, TIMING)


def test_simulate_balance_holds_the_options_written(capsys):
    args = ["--game", "campaign-trail", "--players", "ai:random,ai:random", "--games", "1", "--balance",
            "--options", "parties=DL", "expansion_cards=off"]
    assert simulate.main(args) == 0
    out = capsys.readouterr().out
    doc = json.loads(out.strip().splitlines()[-1])["balance"]
    assert doc["configurations"] == {"DL 2 seats": 1} and doc["fixed"] == {"expansion_cards": "off",
                                                                         "parties": "DL"}
    assert "campaign-trail" in MEASURERS


# -- the targets on constructed rows ------------------------------------------------------------------------
def _row(winners, start="D", parties=("D", "R"), setting="off / modules off", **extra):
    row = {"seats": len(parties), "config": f"{''.join(parties)} {len(parties)} seats", "setting": setting,
           "parties": list(parties), "start": start, "winners": list(winners),
           "kept": [[p, f"cand_{p}"] for p in parties], "in_deck": [], "played": [],
           "turns": [[5] * len(parties)] * 3, "player_turns": 30, "actions": 90, "decisions": 60, "cpu": 0.1,
           "election_day": False, "column": "left", "exit_polls": []}
    row.update(extra)
    return row


def test_bt1_and_bt2_fair_share_within_ten_points():
    """BT-1: 70 of 100 two-party games for D is clearly outside 40-60%; 7 of 10 misses without evidence."""
    clear = summarise(2, [_row(["D"]) for _ in range(70)] + [_row(["R"]) for _ in range(30)])
    fig = clear["figures"]["BT-1"]["DR 2 seats: D"]
    assert fig["rate"] == 0.7 and fig["verdict"] == CLEAR and not clear["targets"]["BT-1"]
    assert clear["figures"]["BT-2"]["DR 2 seats"]["verdict"] == CLEAR  # D started every game
    weak = summarise(2, [_row(["D"]) for _ in range(7)] + [_row(["R"]) for _ in range(3)])
    assert weak["figures"]["BT-1"]["DR 2 seats: D"]["verdict"] == MISSED
    even = summarise(2, [_row(["D"], start="R") for _ in range(5)] + [_row(["R"]) for _ in range(5)])
    assert even["targets"]["BT-1"] and even["figures"]["BT-2"]["DR 2 seats"]["rate"] == 0.0


def test_a_shared_win_counts_one_kth_for_each_winner():
    s = summarise(2, [_row(["D", "R"]), _row(["D"])])
    assert s["figures"]["BT-1"]["DR 2 seats: D"]["hits"] == 1.5
    assert s["figures"]["BT-1"]["DR 2 seats: R"]["hits"] == 0.5


def test_bt3_candidates_within_fifteen_points_per_number_of_parties():
    rows = [_row(["D"], kept=[["D", "senator"], ["R", "orator"]]) for _ in range(64)]
    rows += [_row(["R"], kept=[["D", "governor"], ["R", "orator"]]) for _ in range(36)]
    figs = summarise(2, rows)["figures"]["BT-3"]
    assert figs["2 parties: senator"]["rate"] == 1.0 and figs["2 parties: senator"]["verdict"] == CLEAR
    assert figs["2 parties: orator"]["rate"] == 0.36 and figs["2 parties: orator"]["verdict"] == OK


def test_bt4_an_ability_played_in_under_five_percent_of_its_decks():
    rows = [_row(["D"], in_deck=["charter_jet", "super_pac"], played=["super_pac"]) for _ in range(99)]
    rows.append(_row(["R"], in_deck=["charter_jet", "super_pac"], played=["charter_jet"]))
    s = summarise(2, rows)
    assert s["figures"]["BT-4"]["charter_jet"]["rate"] == 0.01 and not s["targets"]["BT-4"]
    assert s["figures"]["BT-4"]["super_pac"]["verdict"] == OK
    (miss,) = s["missed"][-1:]
    assert miss["subject"] == "charter_jet" and set(miss["by_setting"]) == {"off / modules off"}


def test_bt5_a_candidate_with_one_turn_in_a_month():
    rows = [_row(["D"]) for _ in range(9)] + [_row(["R"], turns=[[5, 5], [1, 5], [5, 5]])]
    s = summarise(2, rows)
    assert s["turns"]["lowest"] == 1 and s["turns"]["lowest_by_month"] == [5, 1, 5]
    assert s["figures"]["BT-5"]["2 seats"]["rate"] == 0.1 and not s["targets"]["BT-5"]
    assert summarise(2, rows[:9])["targets"]["BT-5"]


def test_bt6_means_per_game():
    s = summarise(2, [_row(["D"], player_turns=40, cpu=0.5), _row(["R"], player_turns=60, cpu=1.5)])
    assert s["length"]["player_turns"] == 50 and s["length"]["cpu_seconds"] == 1.0


def test_bt7_per_card_and_column_once_exit_polls_are_reported():
    polls = [{"party": "D", "card": "ep05", "tier": 2}, {"party": "R", "card": "ep08", "tier": 0}]
    rows = [_row(["D"], election_day=True, exit_polls=polls) for _ in range(60)]
    s = summarise(2, rows)
    assert s["bt7_measured"] and "BT-7" in s["targets"] and not s["targets"]["BT-7"]
    assert s["figures"]["BT-7"]["left: ep05"]["rate"] == 1.0
    assert s["figures"]["BT-7"]["left: ep08"]["verdict"] == CLEAR
    assert ct.column(3, 3) == "right-3" and ct.column(4, 4) == "right-4" and ct.column(4, 2) == "left"
    events = [type("E", (), {"message_id": ct.EXIT_POLL_EVENT, "params": {"party": "D", "exit_poll": "ep05",
                                                                         "tier": 1}})()]
    assert ct.exit_poll_outcomes(events) == [{"party": "D", "card": "ep05", "tier": 1}]


def test_missed_figures_are_split_by_setting():
    rows = [_row(["D"], setting="off / modules off") for _ in range(10)]
    rows += [_row(["R"], setting="add / modules on") for _ in range(10)]
    rows += [_row(["D"], setting="add / modules on") for _ in range(10)]
    s = summarise(2, rows)
    miss = next(m for m in s["missed"] if m["subject"] == "DR 2 seats: D")
    assert miss["by_setting"]["off / modules off"]["rate"] == 1.0
    assert miss["by_setting"]["add / modules on"]["rate"] == 0.5
    assert any("BT-1 DR 2 seats: D" in line for line in report({**s, "level": "easy", "seed": 1,
                                                               "games_per_config": 30, "fixed": {},
                                                               "seconds": 0.0}))


def test_bt5_one_short_game_in_thousands_is_counted_not_rounded_to_nothing():
    """1 game of 2,800 with a month under 2 is 0.04%: the line and the split give the count, so the
    report does not say 0.0% beside MISSED (the 4-seat table of revision 6)."""
    rows = [_row(["D"], setting="off / modules off") for _ in range(2799)]
    rows.append(_row(["R"], setting="add / modules on", turns=[[5, 5], [1, 5], [5, 5]]))
    s = summarise(2, rows)
    assert s["figures"]["BT-5"]["2 seats"]["hits"] == 1 and not s["targets"]["BT-5"]
    lines = report({**s, "level": "easy", "seed": 1, "games_per_config": 2800, "fixed": {}, "seconds": 0.0})
    (line,) = [x for x in lines if "games with a month under 2" in x]
    assert "of 2800  (1 game) target none" in line
    (split,) = [x for x in lines if x.startswith("    BT-5 ")]
    assert "BT-5 2 seats 1 of 2800" in split and "add / modules on 1 of 1" in split
    assert "off / modules off 0 of 2799" in split
