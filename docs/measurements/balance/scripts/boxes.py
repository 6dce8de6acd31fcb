"""BT-4's rare abilities with Easy: every time Easy plays a card that carries Opposition Research or
Exchange Ideas, which box it takes and whether the politick box was legal then. The tool's own tasks
with Dirty Politics held on. Usage (PYTHONPATH = a frozen tree): python boxes.py SEATS GAMES SEED
(session 29: `python boxes.py 3 15 10001`, 60 games)."""
import collections
import sys

from desktop_app.engine.game import GameState
from desktop_app.games.campaign_trail.actions import PlayCard
from desktop_app.games.campaign_trail.data import load_data
from desktop_app.tools.balance.campaign_trail import _play_task, game_tasks

RARE = ("opposition_research", "exchange_ideas")
HOSTS = {c.id: c.politick for c in load_data().cards.values() if c.politick in RARE}
chosen: collections.Counter = collections.Counter()
legal_box: collections.Counter = collections.Counter()
plays: collections.Counter = collections.Counter()
_apply = GameState.apply_action


def counting_apply(self, player, action, *, trusted=False):
    if isinstance(action, PlayCard) and action.card in HOSTS:
        legal = self.legal_actions(player)
        plays[action.card] += 1
        legal_box[action.card] += any(isinstance(a, PlayCard) and a.card == action.card
                                      and a.box == "politick" for a in legal)
        chosen[(action.card, action.box)] += 1
    return _apply(self, player, action, trusted=trusted)


def main() -> None:
    GameState.apply_action = counting_apply
    seats, games, seed = (int(x) for x in sys.argv[1:4])
    tasks = game_tasks(seats, games, seed, "easy", {"dirty_politics": True})
    for t in tasks:
        _play_task(*t)
    print(len(tasks), "games; host cards", HOSTS)
    for c in sorted(HOSTS):
        boxes = {b: n for (cc, b), n in chosen.items() if cc == c}
        print(c, HOSTS[c], "played", plays[c], "politick legal", legal_box[c], "boxes", boxes)


if __name__ == "__main__":
    main()
