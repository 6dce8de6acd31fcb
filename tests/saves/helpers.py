"""Real saves to break: random legal games of every game (shared by the save tests)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from desktop_app.engine import saves
from desktop_app.engine.session import Match
from desktop_app.tools.fuzz_saves import random_match

GAMES = ("copernico", "copycat", "councils")


def played(game_id: str, moves: int, seed: int = 5, undo: int = 0) -> Match:
    """A game of ``moves`` random legal actions, then ``undo`` undos (a redo list)."""
    match = random_match(game_id, random.Random(seed), moves)
    while match.redo_actions:  # random_match may undo; start from a plain game
        match.redo()
    match.free_undo = match.free_undo or undo > 0  # undo may cross reveals, so there is a redo list
    for _ in range(undo):
        assert match.undo()
    return match


def save_data(match: Match) -> dict[str, Any]:
    return json.loads(saves.dumps(match))


def write(path: Path, data: Any) -> Path:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path
