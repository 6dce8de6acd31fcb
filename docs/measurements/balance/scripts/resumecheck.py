"""Whether a tuning record file holds every game split.py --kept would play in the tree on PYTHONPATH
(so a resumed run plays nothing). Usage: python resumecheck.py FILE SEATS SEED GAMES"""
import sys

sys.argv.insert(0, "x")
from split import orator_kept  # noqa: E402

from desktop_app.tools.balance.campaign_trail import _play_task, game_tasks  # noqa: E402
from desktop_app.tools.game_records import GameRecords, task_key  # noqa: E402

path, seats, seed, games = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
held = GameRecords(path, "balance")
mine = [t for t in game_tasks(seats, games, seed, "easy", {}) if orator_kept(t)]
print(len(mine), "kept tasks;", sum(held.has(task_key(_play_task, t)) for t in mine), "held")
