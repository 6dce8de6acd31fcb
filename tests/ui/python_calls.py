"""Counting the Python calls the table's own code makes in one move (issue 13's count-based tests): exact,
so a machine's load cannot move them, unlike a timing."""

from __future__ import annotations

import os
import sys
from typing import Any


def calls_per_move(controller: Any, agents: list[Any], app: Any, moves: int, modules: set[str]) -> list[int]:
    """Play ``moves`` moves through the controller, each chosen by its seat's agent, and count the Python
    calls into functions of the files named in ``modules`` (base names) during each move and the event
    pass after it."""
    counts = []
    match = controller.match
    for _ in range(moves):
        calls = 0

        def profile(frame: Any, event: str, _arg: Any) -> None:
            nonlocal calls
            if event == "call" and os.path.basename(frame.f_code.co_filename) in modules:
                calls += 1

        player = match.next_mover()
        action = agents[player].choose(match.state, player)
        sys.setprofile(profile)
        try:
            controller.play(player, action)
            app.processEvents()
        finally:
            sys.setprofile(None)
        counts.append(calls)
    return counts
