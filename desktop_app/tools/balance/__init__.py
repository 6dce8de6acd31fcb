"""Balance measurers of the games whose data is reconstructed, by game id.

``simulate --balance`` looks a game's measurer up in :data:`MEASURERS`; a game without an entry has no
balance targets (its data comes from the rulebook). Each measurer plays computer-only games with one
level in every seat and returns its report lines and the figures; the modules beside this one also run
on their own for several player counts (``python -m desktop_app.tools.balance.copycat``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.errors import OptionsError

Report = tuple[list[str], dict[str, Any]]  # the report lines and the figures
# (num_players, games, seed, level, jobs) -> report
Measurer = Callable[[int, int, int, str, int], Report]


def _copycat(num_players: int, games: int, seed: int, level: str, jobs: int) -> Report:
    from .copycat import measure, report

    summary = measure(num_players, games, seed, level, jobs)
    return report(summary), summary


def _councils(num_players: int, games: int, seed: int, level: str, jobs: int) -> Report:
    from .councils import measure_and_report

    if level != "easy":
        # The Councils targets pit the builder (the heuristic player) against a stacker and random.
        raise OptionsError("Councils & Contracts' balance figures are measured with the Easy player: "
                           "write every seat as ai:easy")
    return measure_and_report(num_players, games, seed, jobs)


# The imports wait for the call: listing the table loads no game.
MEASURERS: dict[str, Measurer] = {
    "copycat": _copycat,
    "councils": _councils,
}
