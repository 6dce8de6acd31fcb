"""Balance measurers of the games whose data is reconstructed, by game id.

``simulate --balance`` looks a game's measurer up in :data:`MEASURERS`; a game without an entry has no
balance targets (its data comes from the rulebook). Each measurer plays computer-only games with one
level in every seat and returns its report lines and the figures; the modules beside this one also run
on their own for several player counts (``python -m desktop_app.tools.balance.copycat``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ...engine.errors import OptionsError

if TYPE_CHECKING:
    from ..game_records import GameRecords

Report = tuple[list[str], dict[str, Any]]  # the report lines and the figures


class Measurer(Protocol):
    """(num_players, games, seed, level, jobs) -> report. ``scheduler``: a Dask cluster to play the games
    on (tools/runner.py); ``options``: the game options written on the command line, which a measurer
    that spreads its games over options holds fixed (the others refuse what they cannot honour);
    ``records``: a record file that keeps each finished game, so a long run can stop and go on."""

    def __call__(self, num_players: int, games: int, seed: int, level: str, jobs: int, *,
                 scheduler: str | None = None, options: dict[str, Any] | None = None,
                 records: GameRecords | None = None) -> Report: ...


def _no_options(game: str, options: dict[str, Any] | None) -> None:
    if options:
        raise OptionsError(f"{game}'s balance figures take no game options")


def _copycat(num_players: int, games: int, seed: int, level: str, jobs: int, *,
             scheduler: str | None = None, options: dict[str, Any] | None = None,
             records: GameRecords | None = None) -> Report:
    from .copycat import measure, report

    _no_options("Copycat", options)
    summary = measure(num_players, games, seed, level, jobs, scheduler, records)
    return report(summary), summary


def _councils(num_players: int, games: int, seed: int, level: str, jobs: int, *,
              scheduler: str | None = None, options: dict[str, Any] | None = None,
              records: GameRecords | None = None) -> Report:
    from .councils import measure_and_report

    _no_options("Councils & Contracts", options)
    if level != "easy":
        # The Councils targets pit the builder (the heuristic player) against a stacker and random.
        raise OptionsError("Councils & Contracts' balance figures are measured with the Easy player: "
                           "write every seat as ai:easy")
    return measure_and_report(num_players, games, seed, jobs, scheduler, records)


def _campaign_trail(num_players: int, games: int, seed: int, level: str, jobs: int, *,
                    scheduler: str | None = None, options: dict[str, Any] | None = None,
                    records: GameRecords | None = None) -> Report:
    from .campaign_trail import measure_and_report

    return measure_and_report(num_players, games, seed, level, jobs, scheduler, options or {}, records)


# The imports wait for the call: listing the table loads no game.
MEASURERS: dict[str, Measurer] = {
    "copycat": _copycat,
    "councils": _councils,
    "campaign-trail": _campaign_trail,
}
