"""Copycat's computer player: the heuristic (Easy level and rollout policy), the evaluation that cuts the
search's rollouts short, and the balance measuring tool (spec section 2: RECONSTRUCTED rows are tuned by
play-testing)."""

from __future__ import annotations

import json

from copycat_helpers import act, add_worker, c, clear_hand, new, put, set_street, take_out, to_resolve

from desktop_app.ai.agents import make_agent
from desktop_app.engine.rng import Rng
from desktop_app.games.copycat.actions import Buy, ChooseCard, ChooseNumber, Done, PlayCard, Proceed
from desktop_app.games.copycat.ai import estimates, evaluate, heuristic_action, rounds_after
from desktop_app.games.copycat.definition import COPYCAT_GAME
from desktop_app.tools.balance import copycat as balance


def _play(levels: list[str], seed: int) -> tuple[int, ...]:
    """One game, seat i played by levels[i]; returns the winners."""
    s = COPYCAT_GAME.new_game(len(levels), {}, seed)
    agents = [make_agent(COPYCAT_GAME, level, seed * 10 + i) for i, level in enumerate(levels)]
    while not s.is_terminal():
        p = s.to_move()[0]
        s.apply_action(p, agents[p].choose(s, p))
    return s.score_sheet().winners


def test_heuristic_beats_random_clearly() -> None:
    """The Easy level wins nearly every game against uniformly random play, in either seat."""
    wins = 0.0
    games = 0
    for seed in (1, 2, 3):
        for seat in (0, 1):
            levels = ["random", "random"]
            levels[seat] = "easy"
            winners = _play(levels, seed)
            wins += 1.0 / len(winners) if seat in winners else 0.0
            games += 1
    assert wins >= games - 1


def test_evaluate_in_unit_range_for_every_player_through_a_game() -> None:
    """evaluate() gives one value in [0, 1] per player in every phase of a heuristic game (2-4 players)."""
    for n in (2, 3, 4):
        s = new(n, 11 + n)
        rng = Rng(n)
        steps = 0
        while not s.is_terminal():
            if steps % 7 == 0:
                values = evaluate(s)
                assert len(values) == n and all(0.0 <= v <= 1.0 for v in values)
            p = s.to_move()[0]
            s.apply_action(p, heuristic_action(s, p, rng), trusted=True)
            steps += 1


def test_evaluate_favours_the_leader_and_more_victory_points() -> None:
    s = new(3, 4)
    s.vp = (40, 10, 10)
    values = evaluate(s)
    assert values[0] > values[1] and values[0] > values[2]
    s.vp = (40, 30, 10)
    early = evaluate(s)
    assert early[1] > values[1]  # more VP for a trailing player is worth more to them
    s.round = 10  # the same lead late in the game is worth more
    assert evaluate(s)[0] > early[0]


def test_estimates_count_markers_and_hand_victory_points_still_to_score() -> None:
    """CP-13, CP-21: markers and green cards in hand score in this round's phase 3."""
    s = new(2, 3)
    base = estimates(s)
    s.markers = (4, 0)
    assert estimates(s)[0] == base[0] + 4
    assert estimates(s)[1] == base[1]


def test_cp28_strategy_session_keeps_the_phase_2_cards() -> None:
    """Strategy session is played first and keeps the cards that do nothing in phase 3 (CP-19, CP-28)."""
    s = new(2, 5)
    to_resolve(s, 0)
    clear_hand(s, 0)
    put(s, "hand", 0, ["a27", "a30", "a21"])  # Sauna (blue), Strategy session, Friends in industry
    rng = Rng(1)
    assert heuristic_action(s, 0, rng) == PlayCard("a30")
    act(s, 0, PlayCard("a30"))
    assert heuristic_action(s, 0, rng) == ChooseCard("a27")
    act(s, 0, ChooseCard("a27"))
    assert heuristic_action(s, 0, rng) == Done()
    act(s, 0, Done())
    assert s.kept[0] == (s.data.c("a27"),)


def test_balance_script_runs_and_prints_its_json_line(capsys) -> None:
    assert balance.main(["--games", "3", "--players", "3", "4", "--seed", "5"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    report = json.loads(lines[-1])
    assert [f["players"] for f in report["balance"]] == [3, 4]
    assert sum(1 for line in lines if line.startswith("Copycat balance: 3 games")) == 2
    figures = report["balance"][0]
    assert figures["games"] == 3 and figures["players"] == 3 and figures["level"] == "easy"
    assert set(figures["end_reasons"]) == {"last_round", "vp_target", "last_doctorate"}
    assert 0.0 <= figures["bid_winner_win_rate"] <= 1.0
    assert all(0.0 <= v <= 1.0 for v in figures["title_buy_rate"].values())
    assert set(figures["targets"]) >= {"round_11_at_most_60pct", "every_title_bought_5pct"}


def test_balance_games_in_several_processes_give_the_same_figures() -> None:
    """``--jobs`` only spreads the same deals over processes: the figures do not change."""
    one = balance.measure(2, 3, 7, "easy", jobs=1)
    two = balance.measure(2, 3, 7, "easy", jobs=2)
    for key in ("end_reasons", "mean_rounds", "mean_winner_vp", "bid_winner_win_rate", "title_buy_rate"):
        assert one[key] == two[key]


def _last_doctorate_on_offer(leader: int):
    """Player 0 in phase 3 with 7 coins and a buy office; d1 on space 9 is the last doctorate in play, so
    acquiring it ends the game after this round (CP-32 B, CP-35); ``leader`` is 60 VP ahead."""
    s = new(2, 3)
    to_resolve(s, 0)
    clear_hand(s, 0)
    for cid in ("d2", "d3", "d4"):
        take_out(s, c(s, cid))
        s.removed = s.removed + (c(s, cid),)
    set_street(s, ["a19", "a20", "a21", "a24", "a25", "a26", "a27", "a28", "d1"])
    put(s, "hand", 0, ["a40", "a29", "A-s09", "A-s10"])
    add_worker(s, 0, "B2")
    s.vp = tuple(70 if p == leader else 10 for p in range(2))
    while s.hand[0] and not s.pending:
        act(s, 0, PlayCard(s.cid(s.hand[0][0])))
    act(s, 0, Proceed())
    assert Buy(9) in s.legal_actions(0)
    return s


def test_cp32_easy_takes_the_last_doctorate_only_when_it_wins_by_ending_the_game() -> None:
    behind = _last_doctorate_on_offer(leader=1)
    assert heuristic_action(behind, 0, Rng(1)) != Buy(9)
    ahead = _last_doctorate_on_offer(leader=0)
    assert heuristic_action(ahead, 0, Rng(1)) == Buy(9)


def test_cp32_no_rounds_after_this_one_once_an_end_condition_holds() -> None:
    s = _last_doctorate_on_offer(leader=0)
    assert rounds_after(s) == s.data.constants["MAX_ROUNDS"] - s.round
    act(s, 0, Buy(9))
    act(s, 0, ChooseNumber(0))
    assert rounds_after(s) == 0  # the last doctorate is acquired: this round is the last
