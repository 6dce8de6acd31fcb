"""Random games for ``bench-instructions``: one playout policy, two drivers (project and reference).

Both sides play a game the same way: the first player ``to_move`` (the reference: whoever its state
says) takes ``random.Random(seed ^ 0x5EED).choice(legal list)`` until the game is over. The seeds
are fixed: WARMUP games at seeds 99000+ (imports, caches and the interpreter's specialisation
settle), then GAMES games at seeds 1000+. The chooser is the standard library's on both sides on
purpose: the figure compares engines, and a different random generator on one side (the project's
own pure-Python ``Rng``, as ``bench`` draws) would be charged to that side alone.

The project driver runs as ``python -m desktop_app.cli.bench_playout GAME PLAYERS GAMES WARMUP
[OPTIONS_JSON]``. The reference driver is REFERENCE_DRIVER, source text run with ``python -c`` in
its own child process: it loads the reference script there, so nothing in the app imports it.
Each prints one JSON line: ``{"games": G, "actions": A}`` (actions of the measured games only).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from typing import Any

from ..engine.game import GameDefinition

WARMUP_SEED = 99_000
FIRST_SEED = 1_000
CHOOSER_SALT = 0x5EED


def play_project(game: GameDefinition, players: int, options: dict, seed: int,
                 record: Callable[[int, Any], None] | None = None) -> int:
    """One random game of the project's engine, rules checked as in play: the actions applied.

    ``record(player, action)``, when given, sees each action (tests compare two games with it)."""
    state = game.new_game(players, options, seed)
    choice = random.Random(seed ^ CHOOSER_SALT).choice
    actions = 0
    while True:
        movers = state.to_move()
        if not movers:
            return actions
        player = movers[0]
        action = choice(state.legal_actions(player))
        if record is not None:
            record(player, action)
        state.apply_action(player, action)
        actions += 1


def run_project(game: GameDefinition, players: int, options: dict, games: int, warmup: int) -> dict[str, int]:
    """The warm-up games, then the measured ones: ``{"games", "actions"}`` of the measured games."""
    for number in range(warmup):
        play_project(game, players, options, WARMUP_SEED + number)
    actions = sum(play_project(game, players, options, FIRST_SEED + number) for number in range(games))
    return {"games": games, "actions": actions}


# The same policy for a reference engine (``new_game(n, seed)``, ``legal_actions(s)``, ``apply(s, a)``,
# ``s.phase == OVER``): source text that loads SCRIPT (argv[1]) and defines ``play(seed) -> actions``.
# It imports nothing of the app, so the reference child pays for the reference alone.
_REFERENCE_PLAY = f"""\
import importlib.util, json, random, sys, time
script, players = sys.argv[1], int(sys.argv[2])
spec = importlib.util.spec_from_file_location("reference_engine", script)
ref = importlib.util.module_from_spec(spec)
sys.modules["reference_engine"] = ref
spec.loader.exec_module(ref)
new_game, legal_actions, apply, over = ref.new_game, ref.legal_actions, ref.apply, ref.OVER

def play(seed):
    s = new_game(players, seed)
    choice = random.Random(seed ^ {CHOOSER_SALT}).choice
    actions = 0
    while s.phase != over:
        apply(s, choice(legal_actions(s)))
        actions += 1
    return actions
"""

# ``python -c REFERENCE_DRIVER SCRIPT PLAYERS GAMES WARMUP``: warm-up games, then GAMES measured ones.
REFERENCE_DRIVER = _REFERENCE_PLAY + f"""\
games, warmup = int(sys.argv[3]), int(sys.argv[4])
for number in range(warmup):
    play({WARMUP_SEED} + number)
actions = sum(play({FIRST_SEED} + number) for number in range(games))
print(json.dumps({{"games": games, "actions": actions}}))
"""

# The rounds of ``bench`` (bench_rounds): a child that stays up and plays batches on request. After
# WARMUP games it writes ``{"ready": true}``; then for each line SECONDS read from stdin it plays random
# games from seed FIRST_SEED on (the same games every batch) until SECONDS of its own CPU time are
# spent, and writes ``{"games": G, "actions": A, "cpu": C}``. Both sides run this very text, so
# neither is timed differently. Whatever the engine prints itself (on import too) goes to stderr:
# the answers have stdout to themselves.
_ANSWERS_APART = """\
import sys
answer, sys.stdout = sys.stdout, sys.stderr
"""
_SERVE_BATCHES = f"""\
for number in range(warmup):
    play({WARMUP_SEED} + number)
answer.write(json.dumps({{"ready": True}}) + "\\n")
answer.flush()
for line in sys.stdin:
    seconds = float(line)
    games = actions = 0
    started = time.process_time()
    while True:
        actions += play({FIRST_SEED} + games)
        games += 1
        if time.process_time() - started >= seconds:
            break
    cpu = time.process_time() - started
    answer.write(json.dumps({{"games": games, "actions": actions, "cpu": cpu}}) + "\\n")
    answer.flush()
"""

# ``python -c REFERENCE_ROUNDS_DRIVER SCRIPT PLAYERS WARMUP``
REFERENCE_ROUNDS_DRIVER = _ANSWERS_APART + _REFERENCE_PLAY + """\
warmup = int(sys.argv[3])
""" + _SERVE_BATCHES

# ``python -c PROJECT_ROUNDS_DRIVER GAME PLAYERS WARMUP OPTIONS_JSON`` (desktop_app on the import path)
PROJECT_ROUNDS_DRIVER = _ANSWERS_APART + """\
import json, time
from desktop_app.cli.bench_playout import play_project
from desktop_app.cli.simulate import find_game
game, players = find_game(sys.argv[1]), int(sys.argv[2])
warmup, options = int(sys.argv[3]), json.loads(sys.argv[4])

def play(seed):
    return play_project(game, players, options, seed)
""" + _SERVE_BATCHES


def main(argv: list[str]) -> int:
    """The project driver's command line (a child process of ``bench-instructions``)."""
    from .simulate import find_game

    game_id, players, games, warmup = argv[0], int(argv[1]), int(argv[2]), int(argv[3])
    game = find_game(game_id)
    # The parent passes the options it normalised; alone, the driver plays the game's defaults.
    options = json.loads(argv[4]) if len(argv) > 4 else game.normalize_options(players, {})
    print(json.dumps(run_project(game, players, options, games, warmup)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
