"""The game log dock: every event the viewer may see, as translated sentences.

The log is a model that follows the match's step list: a new move appends
its rows, an undo removes the rows of the steps taken back, and only a new
match, a new viewer (hand-over), a language or palette change builds it
again. So the work after a move does not grow with the length of the game.
The view is a :class:`SentenceList`, which measures and paints only the rows a move adds or changes.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QAbstractItemView, QWidget

from ..engine.events import Event
from ..engine.game import Progress
from ..engine.session import Match, Step
from . import pacing, scene_registry, theme
from .announce_texts import progress_label
from .controller import TurnController
from .scene_registry import fill
from .sentence_list import RowsModel, SentenceList

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)



T = TypeVar("T")


def common_prefix(known: list[T], steps: list[T]) -> int:
    """How many leading steps two step lists share.

    A match only appends and pops steps, so the lists agree up to the last
    index where they hold the same Step object; scanning back from the end
    costs only as many steps as changed."""
    k = min(len(known), len(steps))
    while k > 0 and known[k - 1] is not steps[k - 1]:
        k -= 1
    return k


def seat_icon(icons: dict[int, QIcon], match: Match, palette_name: str | None, seat: int) -> QIcon:
    """A seat's icon (a game's team colour, if it gives one) from a model's per-match store: a view asks
    for it at every measure and paint of a row, so the seats' styles are worked out once per match and
    palette (the model empties the store when either changes)."""
    icon = icons.get(seat)
    if icon is None:
        icon = icons[seat] = theme.style_icon(theme.match_styles(match, palette_name)[seat])
    return icon


@dataclasses.dataclass(frozen=True)
class LogLine:
    number: int  # the step the event belongs to
    player: int  # the seat that acted in that step
    about: int | None  # the seat the sentence is about, for its marker
    text: str  # the translated sentence
    progress: Progress | None = None  # the round (turn, month) the step was played in
    event: Event | None = None  # what the sentence says (a folded run's one event, see ``fold_log``)


# A viewer's lines, the steps they were made from, each step's first row and the steps folded (LogModel).
KnownLines = tuple[list["LogLine"], list[Step], list[int], dict[int, int]]


def _progress_before(match: Match, index: int) -> Progress | None:
    """The game's round (turn, month) when step ``index`` was played: the progress of the state before."""
    state = match.steps[index - 1].state if index > 0 else match.initial_state
    try:
        return match.game.progress(state)
    except Exception:  # a label must never stop the log
        return None


class LogModel(RowsModel):
    """The viewer's log lines, kept in step with the match by :meth:`sync`."""

    def __init__(self, controller: TurnController, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.palette_name: str | None = None
        self._lines: list[LogLine] = []
        self._steps: list[Step] = []  # the steps the rows were made from
        self._first_row: list[int] = []  # row of each known step's first line
        # A step whose first line folded into the line before (scene_registry.fold_log): the step that
        # line began in. Undoing such a step makes the folded line again from that step on.
        self._folded_from: dict[int, int] = {}
        self._match: Match | None = None
        self._viewer: int | None = None
        self._stale = False  # every line must be made again (language, palette)
        self._other_viewers: dict[int | None, KnownLines] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        self._icons: dict[int, QIcon] = {}

    # -- the model --------------------------------------------------------
    def logical_rows(self) -> int:
        return len(self._lines)

    def describe(self, row: int, role: int) -> Any:
        if not 0 <= row < len(self._lines):
            return None
        line = self._lines[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return line.text
        if role == Qt.ItemDataRole.DecorationRole:
            if line.about is None or self._match is None:
                return theme.blank_icon()
            return self._icon(line.about)
        if role == Qt.ItemDataRole.FontRole and line.number == len(self._steps):
            return self._bold  # the last move, as the scene marks it on the table
        return None

    def _icon(self, seat: int) -> QIcon:
        assert self._match is not None
        return seat_icon(self._icons, self._match, self.palette_name, seat)

    def line(self, row: int) -> LogLine:
        return self._lines[row]

    # -- keeping up with the match ------------------------------------------
    def viewer(self) -> int | None:
        # Behind a hand-over screen only public events may show.
        return None if self.controller.in_handover else self.controller.viewer

    def reset(self) -> None:
        """Make every line again (new language or palette)."""
        self._stale = True
        self.sync()

    def sync(self) -> None:
        match = self.controller.match
        viewer = self.viewer()
        if self._stale or match is not self._match:
            self._stale = False
            self._other_viewers = {}
            self._icons = {}
            self._match, self._viewer = match, viewer
            self._lines, self._steps, self._first_row, self._folded_from = [], [], [], {}
            if match is not None:
                self._lines = self._lines_for(match, 0)
            self.rows_reset()
            return
        if match is None:
            return
        if viewer != self._viewer:
            # Each viewer's lines are kept (hot seat: a hand-over per turn), so a switch
            # costs only the moves made since that viewer's lines were last brought up to date.
            self._other_viewers[self._viewer] = (self._lines, self._steps, self._first_row, self._folded_from)
            self._viewer = viewer
            self._lines, self._steps, self._first_row, self._folded_from = self._other_viewers.pop(
                viewer, ([], [], [], {}))
            self.rows_reset()
        old_last = len(self._steps)
        keep = common_prefix(self._steps, match.steps)
        if keep < len(self._steps):
            keep = min([keep, *(self._folded_from.get(k, keep) for k in range(keep, len(self._steps)))])
            self._folded_from = {k: v for k, v in self._folded_from.items() if k < keep}
            first = self._first_row[keep]
            if first < len(self._lines):
                removed = len(self._lines) - first
                del self._lines[first:]
                self.rows_removed(first, removed)
            del self._steps[keep:], self._first_row[keep:]
        if keep < len(match.steps):
            start = len(self._lines)
            new = self._lines_for(match, keep)
            if new:  # a step may show this viewer nothing, yet it is known now
                self._lines.extend(new)
                self.rows_inserted(start, len(new))
        # The last step's rows are bold. Rows made just now were described so; kept rows that became or
        # stopped being the last step's are told (not the new ones again: they would be measured and
        # painted twice).
        last = len(self._steps)
        if old_last != last or keep < old_last:
            if old_last <= keep:
                self._restyle_step(old_last)
            if last <= keep:
                self._restyle_step(last)

    def _lines_for(self, match: Match, start: int) -> list[LogLine]:
        """Lines of the steps from index ``start`` on; records those steps as known."""
        seats = match.seats
        game_id = match.game.id
        row = len(self._lines)
        out: list[LogLine] = []
        previous = (out[-1] if out else self._lines[-1]) if (out or self._lines) else None
        for index in range(start, len(match.steps)):
            step = match.steps[index]
            self._steps.append(step)
            self._first_row.append(row + len(out))
            visible = [event for event in step.events if event.visible_for(self._viewer)]
            progress = _progress_before(match, index) if visible else None
            for position, event in enumerate(visible):
                if position == 0 and self._fold(index, step.player, event, out, seats, game_id, progress):
                    previous = out[-1] if out else self._lines[-1]
                    continue
                line = self._line(index + 1, step.player, event, seats, game_id, progress, previous)
                out.append(line)
                previous = line
        return out

    def _fold(self, index: int, player: int, event: Event, out: list[LogLine], seats: list, game_id: str,
              progress: Progress | None) -> bool:
        """Fold the first line of step ``index`` into the line just before (an earlier step's) where the
        game makes one line of both; the folded line then belongs to this step."""
        total = len(self._lines) + len(out)
        last = (out[-1] if out else self._lines[-1]) if total else None
        if last is None or last.event is None or last.number > index:
            return False
        folded = scene_registry.fold_log(game_id, last.event, event)
        if folded is None:
            return False
        row = total - 1
        before = None if row == 0 else (out[row - len(self._lines) - 1] if row - 1 >= len(self._lines)
                                        else self._lines[row - 1])
        line = self._line(index + 1, player, folded, seats, game_id, progress, before)
        self._folded_from[index] = self._folded_from.get(last.number - 1, last.number - 1)
        self._first_row[-1] = row
        if row < len(self._lines):
            self._lines[row] = line
            self.rows_changed(row, 1)
        else:
            out[-1] = line
        return True

    @staticmethod
    def _line(number: int, player: int, event: Event, seats: list, game_id: str,
              progress: Progress | None, previous: LogLine | None) -> LogLine:
        text = scene_registry.log_text(game_id, event, seats)
        # The marker of the player the sentence is about (not of whoever triggered the
        # step: a reveal tells about everyone); none for table-wide events.
        about = event.params.get("player")
        if not (isinstance(about, int) and not isinstance(about, bool) and 0 <= about < len(seats)):
            about = None
        return LogLine(number, player, about, numbered(text, number, progress, previous), progress, event)

    def _restyle_step(self, number: int) -> None:
        """The rows of step ``number`` change their boldness (it became or stopped being the last)."""
        if not 1 <= number <= len(self._steps):
            return
        first = self._first_row[number - 1]
        end = self._first_row[number] if number < len(self._steps) else len(self._lines)
        if first < end:
            self.rows_changed(first, end - first)


def numbered(text: str, number: int, progress: Progress | None, previous: LogLine | None) -> str:
    """A log sentence numbered as the game counts (issue 15): the first line of each round (turn,
    month) starts with it ("Round 3: ..."), the lines after it in the same round carry no number, so
    no number repeats. A game that does not count its progress numbers the first line of each step."""
    if progress is not None:
        if previous is not None and previous.progress == progress:
            return text
        return fill(translate("GameLog", "%1: %2"), progress_label(progress), text)
    if previous is not None and previous.number == number:
        return text
    return fill(translate("GameLog", "%1. %2"), number, text)


class LogView(SentenceList):
    def __init__(self, controller: TurnController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.log_model = LogModel(controller, self)
        self.setModel(self.log_model)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAccessibleName(translate("GameLog", "Game log"))
        self.rebuild_later = pacing.Later(self, self.rebuild)  # in a pass after the move's (ui/pacing.py)
        controller.changed.connect(self.rebuild_later)

    def retranslate(self) -> None:
        self.setAccessibleName(translate("GameLog", "Game log"))
        self.log_model.reset()  # the sentences are made again in the new language
        self.scrollToBottom()

    def set_palette_name(self, name: str) -> None:
        self.log_model.palette_name = name
        self.log_model.reset()

    def viewer(self) -> int | None:
        return self.log_model.viewer()

    def lines(self) -> list[tuple[int, int, str]]:
        """(step number, acting seat, text) for the current viewer."""
        match = self.controller.match
        if match is None:
            return []
        seats = match.seats
        return [
            (number, player, scene_registry.log_text(match.game.id, event, seats))
            for number, player, event in match.log(self.viewer())
        ]

    def count(self) -> int:
        return self.log_model.rowCount()

    def text(self, row: int) -> str:
        return self.log_model.line(row).text

    def rebuild(self) -> None:
        with self.seen_once():
            self.log_model.sync()
            self.scrollToBottom()
