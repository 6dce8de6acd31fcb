"""Which points of the history repeated undos reach, kept up to date step by step (issue 13).

The rule is the engine's (``Match.undo``, with its per-step tests ``Match.is_undo_point`` and
``Match.bars_undo``): one undo stops just before an undo point and never crosses a barring step, so the
reachable points are the undo points after the last barring step. Asked
afresh after every move (``undo_bridge.undo_targets``, which undoes a copy of the match step by step),
that walk grew with the length of the game, and with free undo it went back to the start each time;
here a move costs only the steps it added or took back and the points whose reachability it changed.
``undo_targets`` stays the reference the tests compare this with.
"""

from __future__ import annotations

from bisect import bisect_left

from ..engine.session import Match, Step
from .log_view import common_prefix


class UndoReach:
    """The step counts that repeated undos reach in one match (never the current one)."""

    def __init__(self, match: Match) -> None:
        self._match = match
        self._every_step = not match.humans()  # only computers: each step is a point to go back to
        self._steps: list[Step] = []
        self._points: list[int] = []  # step indices an undo stops before, ascending
        self._reveals: list[int] = []  # indices of the steps that revealed something, ascending
        self._from = 0  # the first step index after the last revealing one
        self.reachable: set[int] = set()

    def sync(self) -> set[int]:
        """Follow the match; the step counts whose reachability changed."""
        match = self._match
        keep = common_prefix(self._steps, match.steps)
        flipped: set[int] = set()
        if keep < len(self._steps):  # undone steps: their points go, and a reveal among them no longer bars
            del self._steps[keep:]
            cut = bisect_left(self._points, keep)
            for point in self._points[cut:]:
                if point in self.reachable:
                    self.reachable.discard(point)
                    flipped.add(point)
            del self._points[cut:]
            del self._reveals[bisect_left(self._reveals, keep):]
        for index in range(len(self._steps), len(match.steps)):
            step = match.steps[index]
            self._steps.append(step)
            if match.is_undo_point(step, self._every_step):
                self._points.append(index)
            if match.bars_undo(step):
                self._reveals.append(index)
        start = self._reveals[-1] + 1 if self._reveals else 0
        low, high = sorted((self._from, start))
        self._from = start
        # Points between the old and the new barrier change sides; the new points beyond it are added.
        for point in self._points[bisect_left(self._points, low):bisect_left(self._points, high)]:
            self._flip(point, point >= start, flipped)
        for point in self._points[bisect_left(self._points, max(keep, start)):]:
            self._flip(point, True, flipped)
        return flipped

    def _flip(self, point: int, reachable: bool, flipped: set[int]) -> None:
        if reachable and point not in self.reachable:
            self.reachable.add(point)
            flipped.add(point)
        elif not reachable and point in self.reachable:
            self.reachable.discard(point)
            flipped.add(point)
