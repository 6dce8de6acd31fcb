"""A new map's first paint in a few passes of the event loop, so no pass draws the whole map (issue 13).

The map is one top-level item of the table, so the view's own reveal (ui/table_view.py) shows it in one
piece: 51 states, 42 badges, 9 callouts with their leader lines and, as soon as a move dims the map,
54 dim items, all drawn into their cached pictures in the same pass as the rest of the table and the
move itself (some 20-30 ms of the 60-80 ms a new table's busiest pass took). While the window paces its
work (ui/pacing.py), a new map's parts are *held* instead: a held part paints nothing (so filling its
cache costs nothing), and the parts are let go a group at a time, each group a timer tick after the
last one was painted, so each group is painted in a pass of its own. (A plain run of ticks would not
do: the view may keep the whole map transparent for a few passes of its own reveal, and it paints at
most once a frame, so every group could be let go before the next paint.) Held parts keep their
place, shape, focus and hit tests, as the view's reveal keeps its items: a click on a state that is
not drawn yet still finds it. Tools that render a frame at once and tests leave pacing off, so they
never see a held part.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer

from ....ui import pacing

if TYPE_CHECKING:
    from .scene_map_layer import MapLayer

REVEAL_STEP_MS = 1  # a timer between groups, so the loop's other work (a click, a beat) comes between


class Holdable(Protocol):
    held: bool

    def update(self) -> None: ...


def reveal_groups(layer: MapLayer) -> list[list[Holdable]]:
    """The map's parts in the order they are let go, bottom first, in groups of about equal paint
    cost: the state shapes (the dearest: a filled, patterned and outlined polygon each) in two halves
    from west to east, then the parts over them, then the badges."""
    states = sorted(layer.states.values(), key=lambda item: item.path().boundingRect().center().x())
    half = len(states) // 2
    over: list[Holdable] = [*layer.callouts.values(), *layer.leaders.values(), *layer.dims,
                            *(item.glow for item in states)]
    west: list[Holdable] = [*states[:half]]
    east: list[Holdable] = [*states[half:]]
    return [west, east, over, [*layer.labels.values(), *layer.inset_labels.values(), *layer.tags.values()]]


class MapReveal(QObject):
    """Holds a new map's parts and lets them go a group per tick (only while pacing is on)."""

    def __init__(self, layer: MapLayer) -> None:
        super().__init__(layer)
        self._groups: list[list[Holdable]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REVEAL_STEP_MS)
        self._timer.timeout.connect(self._next)
        self.steps = 0  # groups let go so far (tests count them)
        if pacing.enabled:
            self._groups = reveal_groups(layer)
            for group in self._groups:
                for part in group:
                    part.held = True

    def holds(self, part: Holdable) -> bool:
        """Asked by every part as it paints: whether it is held (and then paints nothing). A paint of
        the map while parts are held means the last group let go is drawn: the next one follows."""
        if self._groups and not self._timer.isActive():
            self._timer.start()
        return part.held

    def revealing(self) -> bool:
        return bool(self._groups)

    def _next(self) -> None:
        if self._groups:
            self._let_go(self._groups.pop(0))

    def finish(self) -> None:
        """Let every part still held go at once (a frame is wanted whole)."""
        self._timer.stop()
        groups, self._groups = self._groups, []
        for group in groups:
            self._let_go(group)

    def _let_go(self, group: list[Holdable]) -> None:
        self.steps += 1
        for part in group:
            part.held = False
            part.update()  # its cache holds the empty picture it drew while held
