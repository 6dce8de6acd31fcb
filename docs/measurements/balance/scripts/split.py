"""Play, into the balance tool's record file, part of the Easy table (deals 30001-, 400 games per
configuration, the tool's own tasks): the games in which no seat keeps the Orator (--not-kept) or those
in which one does (--kept); --candidate ID does the same for another candidate (session 29: the
Military Officer, `--candidate military_officer`, on tuning deals). Revision 7 changes only the
Orator's advertise surcharge, an effect that only a kept Orator's seat reads, and which candidate a
seat keeps depends on the start values alone (ai._keep), so the games without a kept Orator are the
same whatever value revision 7 gives it and can run while the value is tuned. Usage (PYTHONPATH = a
frozen tree of revision 7):
python split.py FILE SEATS --not-kept|--kept [--candidate ID] [--seed S] [--games G] [--modules on|off]
[--count] (--modules: only the games with the modules all on / all off; session 33's diagnostic trees)."""
import argparse

from desktop_app.ai.agents import make_agent
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME as G
from desktop_app.tools.balance.campaign_trail import _known, _play_task, game_tasks
from desktop_app.tools.game_records import GameRecords
from desktop_app.tools.runner import run_tasks


def candidate_kept(task, candidate: str) -> bool:
    """Whether some seat keeps the candidate: the game's setup played with the agents play_game makes."""
    seats, options, deal, level, agent_seed = task
    state = G.new_game(seats, _known(options), deal)
    if not any(candidate in o for o in state.offers):
        return False
    agents = [make_agent(G, level, agent_seed + 104_729 * p, guard=False) for p in range(seats)]
    while "" in state.kept:
        player = state.to_move()[0]
        state.apply_action(player, agents[player].choose(state, player))
    return candidate in state.kept


def orator_kept(task) -> bool:
    return candidate_kept(task, "orator")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("seats", type=int)
    ap.add_argument("--kept", action="store_true")
    ap.add_argument("--not-kept", action="store_true")
    ap.add_argument("--seed", type=int, default=30001)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--count", action="store_true")
    ap.add_argument("--candidate", default="orator")
    ap.add_argument("--modules", choices=("on", "off"))
    a = ap.parse_args()
    assert a.kept != a.not_kept
    tasks = game_tasks(a.seats, a.games, a.seed, "easy", {})
    if a.modules:
        tasks = [t for t in tasks if t[1]["_modules"] == a.modules]
    tasks.sort(key=lambda t: t[2])  # deal order: every configuration advances together
    mine = [t for t in tasks if candidate_kept(t, a.candidate) == a.kept]
    print(a.seats, len(tasks), "tasks,", len(mine), "to play here", flush=True)
    if not a.count:
        run_tasks(_play_task, mine, 1, None, GameRecords(a.file, "balance"))
        print("done", a.seats, flush=True)


if __name__ == "__main__":
    main()
