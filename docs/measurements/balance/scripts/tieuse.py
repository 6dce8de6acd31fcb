"""Which states' base-board tiebreak order decides things in Easy games of one configuration (session 40,
eighteenth round: L in D, R, L). Plays the balance tool's own tasks (`campaign_trail.game_tasks`, the options
given as KEY=VALUE like the tool's `--options`) on the tree on PYTHONPATH, Easy in every seat, and reads each
finished game's board: a state whose committed voters are tied at the top at the count goes to the tied party
its order puts first (CT-40; the Lawyer's and Recount's tie-wins, CT-72, also count here as the order's use).
For each state: the games in which it was tied at the count, who took it, and in how many the game's winner
would have differed had the next tied party taken it instead (its EV moved, CT-71's ranking again). The setup
(CT-21: each state's counter and 2 voters to its first party in play) reads every order in every game and is
static; the table also gives each state's EV and setup holder.
Usage (PYTHONPATH = a tree): python tieuse.py SEATS GAMES SEED parties=DRL [KEY=VALUE ...]"""
import sys
from collections import Counter, defaultdict

from desktop_app.games.campaign_trail.board import setup_board
from desktop_app.games.campaign_trail.election import _ranking
from desktop_app.tools.balance import campaign_trail as tool


def main() -> None:
    seats, games, seed = (int(x) for x in sys.argv[1:4])
    fixed = tool.parse_fixed(sys.argv[4:])
    game = tool.CAMPAIGN_TRAIL_GAME
    made = []
    new_game = game.new_game

    def capture(*args, **kwargs):
        state = new_game(*args, **kwargs)
        made.append(state)
        return state

    game.new_game = capture  # play_game's own loop; the state object is kept to read its final board
    tied = Counter()
    took: dict[str, Counter] = defaultdict(Counter)
    flips: dict[str, Counter] = defaultdict(Counter)
    wins = Counter()
    state = None
    for task in tool.game_tasks(seats, games, seed, "easy", fixed):
        made.clear()
        tool.play_game(*task)
        state = made[0]
        parties = state.parties
        wins.update(parties[p] for p in state.winners)
        ev = [state.data.states[sid].ev for sid in state.data.state_ids]
        base = _ranking(state)
        for i, sid in enumerate(state.data.state_ids):
            row = state.voters[i]
            top = [p for p in range(len(parties)) if row[p] == max(row)]
            holder = state.control[i]
            if len(top) < 2 or holder not in top:
                continue
            tied[sid] += 1
            took[sid][parties[holder]] += 1
            for other in state.orders[i]:
                if other == holder or other not in top:
                    continue
                key = [list(k) for k in base]
                key[holder][0] -= ev[i]
                key[holder][1] -= 1
                key[other][0] += ev[i]
                key[other][1] += 1
                best = max(key)
                if tuple(p for p in range(len(key)) if key[p] == best) != state.winners:
                    flips[sid][f"{parties[holder]}>{parties[other]}"] += 1
                break  # only the next tied party in the state's order
    assert state is not None
    setup = setup_board(state.data, state.parties, state.config.green_board)
    print(f"{seats} seats, {games} games from deal {seed}, {fixed}: wins {dict(wins)}")
    print("state ev order setup | tied at the count: games, taken by | "
          "winner changed if the other tied party took it")
    order_of = {sid: state.data.states[sid].tiebreak_3p for sid in state.data.state_ids}
    for sid in sorted(state.data.state_ids, key=lambda s: (-tied[s], s)):
        if not tied[sid] and order_of[sid][0] != "L":
            continue
        print(f"{sid} {state.data.states[sid].ev:2d} {'>'.join(order_of[sid])} {setup[sid][0]} | "
              f"{tied[sid]:3d} {dict(took[sid])} | {dict(flips[sid])}")


if __name__ == "__main__":
    main()
