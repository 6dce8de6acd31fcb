"""The values a game hands the shell: its options, how far a game is, the final scores, each seat's role
and colour (named from :mod:`desktop_app.engine.game` as well).

Frozen dataclasses, some 4 M instructions each to build: they load with their first use, after the home
screen's first frame, not with the game definitions it lists (issue 13, start-up).
"""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True)
class OptionSpec:
    """One game option the new-game dialog offers (a bool or a choice)."""

    key: str
    label: str  # English source text; the UI translates it
    default: Any
    choices: tuple[Any, ...] = ()  # empty for a bool option
    help: str = ""
    # Player counts for which the option applies (None: all of them).
    player_counts: tuple[int, ...] | None = None
    # False for an option the app sets itself (a save's data revision): never shown in the dialog.
    offered: bool = True


@dataclasses.dataclass(frozen=True)
class Progress:
    """How far a game is, in the game's own unit ("round", "turn"), for labels such as "round 3"."""

    unit: str
    number: int


@dataclasses.dataclass(frozen=True)
class ScoreSheet:
    """Final scores: one row per player, one column per category."""

    categories: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]  # points[player][category]
    winners: tuple[int, ...]
    tie_break: tuple[int, ...] = ()  # the value that broke ties, per player
    rank: str | None = None  # a solo game's rank, as a message id
    # Seats that win or lose together (empty: every seat plays for itself), with each team's English
    # name (the UI translates it in context "GameSeat"; see GameDefinition.seat_texts).
    teams: tuple[tuple[int, ...], ...] = ()
    team_names: tuple[str, ...] = ()
    # Categories compared in this order instead of the total (empty: the total, then tie_break).
    ranked_by: tuple[int, ...] = ()
    # The category of ranked_by whose comparison settled the win when the ones before it were tied
    # (None: the first settled it, or the winners are tied on every one and share the win).
    decided_by: int | None = None

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(row) for row in self.points)

    def seat_teams(self) -> tuple[tuple[int, ...], ...]:
        """The teams, every seat on its own when the game has none."""
        return self.teams or tuple((p,) for p in range(len(self.points)))

    def team_of(self, seat: int) -> int:
        return next(i for i, team in enumerate(self.seat_teams()) if seat in team)

    def winning_teams(self) -> tuple[int, ...]:
        """Indexes into seat_teams() of the teams that won: a shared win is shared among these."""
        return tuple(i for i, team in enumerate(self.seat_teams()) if any(p in self.winners for p in team))

    def to_json(self) -> dict[str, Any]:
        return {
            "categories": list(self.categories),
            "points": [list(row) for row in self.points],
            "totals": list(self.totals),
            "winners": list(self.winners),
            "tie_break": list(self.tie_break),
            "rank": self.rank,
            **({"teams": [list(team) for team in self.teams], "team_names": list(self.team_names)}
               if self.teams else {}),
        }


@dataclasses.dataclass(frozen=True)
class SeatRole:
    """What a seat plays as: its team (e.g. a party) and its place in it, English source texts."""

    team: str
    details: tuple[str, ...] = ()  # e.g. ("candidate 1",); the UI joins them after the team


@dataclasses.dataclass(frozen=True)
class SeatColour:
    """A colour a game gives a seat, in both of the shell's palettes ("#RRGGBB")."""

    key: str  # stable id, e.g. the party id
    name: str  # English name shown with it
    colour: str
    contrast_colour: str  # for the high-contrast preference
