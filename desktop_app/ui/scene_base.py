"""The contract between the main window and each game's scene.

The main window owns the match and the turn flow; a game scene only draws an
observation and turns a person's gestures into one engine action. It never
sees the real state, so it cannot leak a hidden hand.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.game import SeatColour
from ..engine.seats import Seat


class GameScene(QGraphicsScene):
    """Base class of every game's scene.

    The main window calls :meth:`show_observation` whenever the match changes
    (after every action, undo, redo, load, hand-over). The scene emits
    :attr:`action_chosen` with a complete engine action that is one of the
    ``legal`` actions it was given; the window applies it through the match.
    """

    action_chosen = Signal(object)  # an engine Action for the viewer's seat
    prompt_changed = Signal(str)  # translated "what you must do now" text
    # The least height (scene units) the table lays out cleanly at; a shorter view (the replay's, the
    # main window under the guided game's bar) lays it out at this height and draws it smaller. 0: any.
    least_height = 0.0

    # The same for the width: a narrower view (a 1920x1080 screen at 2x scaling leaves the table about
    # 740 of 960 logical pixels beside the docks) lays the table out this wide and draws it smaller. 0: any.
    least_width = 0.0

    def least_height_for(self, width: float, height: float) -> float:
        """``least_height`` for a view of this size: a scene laid out differently for a short, wide view
        (the replay's) may need less height there."""
        return self.least_height

    def __init__(self, seats: list[Seat], parent=None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.animation_speed = 1.0  # 0 = instant; scales every animation
        # The colour the game gives each seat (a team's colour), set by the window; None: the palette's.
        self.game_colours: tuple[SeatColour, ...] | None = None
        # "You" on the table is the person at the screen; a replay, watched rather than played, names the
        # seat it is drawn for instead (ui/replay_window.py; issue 15).
        self.speaks_to_viewer = True
        # The items the scene put on the table itself (addItem), in the order they came: what the view
        # looks through after a move (ui/table_view.py), instead of every item of the scene with the
        # children and decorations each piece carries (issue 13).
        self._own_items: dict[int, QGraphicsItem] = {}
        # Those added since the view last took them (``take_new_items``): what a move brought, so the
        # view's look after a move costs the new pieces, not the whole table (issue 13).
        self._new_items: dict[int, QGraphicsItem] = {}

    def addItem(self, item: QGraphicsItem) -> None:
        super().addItem(item)
        self._own_items.setdefault(id(item), item)
        self._new_items.setdefault(id(item), item)

    def removeItem(self, item: QGraphicsItem) -> None:
        self._own_items.pop(id(item), None)
        self._new_items.pop(id(item), None)
        super().removeItem(item)

    def take_new_items(self) -> list[QGraphicsItem]:
        """The items added with :meth:`addItem` since the last call and not taken away, oldest first (one
        Qt has deleted since answers RuntimeError, as in :meth:`own_items`)."""
        new, self._new_items = self._new_items, {}
        return list(new.values())

    def own_items(self) -> list[QGraphicsItem]:
        """The items added with :meth:`addItem` and not taken away with :meth:`removeItem`, oldest first.
        One Qt has deleted since (with deleteLater) answers RuntimeError: the caller :meth:`forget`s it."""
        return list(self._own_items.values())

    def forget(self, item: QGraphicsItem) -> None:
        """``item`` is gone (deleted by Qt): no longer one of :meth:`own_items`."""
        self._own_items.pop(id(item), None)

    def show_observation(
        self,
        observation: dict,
        viewer: int | None,
        legal: list[Action],
        recent: list[tuple[int, Event]],
    ) -> None:
        """Draw what ``viewer`` may see. ``legal`` is what the viewer may do
        now (empty while others act); ``recent`` are the (player, event)
        pairs of the last action, for marking the last move."""
        raise NotImplementedError

    def resize_to(self, width: float, height: float) -> None:
        """Lay the table out for a view of this size (scene coordinates)."""
        raise NotImplementedError

    def prompt(self) -> str:
        """Translated one-line instruction for the viewer, e.g. 'Choose a card to keep'."""
        return ""

    def set_animation_speed(self, speed: float) -> None:
        self.animation_speed = max(0.0, speed)

    # -- what the window and the list of moves ask -------------------------------------
    def is_turn_ending(self, action: Action) -> bool:
        """True when ``action`` ends the viewer's turn (the window may ask to confirm it)."""
        return False

    def describe_action(self, action: Action) -> str:
        """``action`` in words, for the list of moves and screen readers (translated)."""
        return action.kind

    def move_words(self, actions: list[Action]) -> list[tuple[str, Action]]:
        """Each of ``actions`` with its words, in order: the list of moves on the table and in the dock."""
        return [(self.describe_action(action), action) for action in actions]

    def lesson_marks(self, actions: list[Action]) -> list[tuple[QRectF, QRectF | None]]:
        """Where the guided first game points for the next of ``actions`` (the rest of one scripted
        decision): (piece, place to drop it) in scene coordinates, place None for a click. By default the
        button or box whose click sends the first action; a game adds its pieces (ui/pointing.py)."""
        from .pointing import click_marks  # the guided game's pointer: not needed to open the window

        return click_marks(self, actions[0]) if actions else []

    # -- what the table's items report (see ui/table_items.py) -----------------------------
    def drag_started(self, item: Any) -> None:
        """A piece left its place under the pointer."""

    def drag_moved(self, item: Any, scene_pos: QPointF) -> None:
        """A dragged piece is now over ``scene_pos``."""

    def drag_finished(self, item: Any, scene_pos: QPointF) -> None:
        """A dragged piece was let go at ``scene_pos``."""

    def item_clicked(self, item: Any) -> None:
        """A clickable piece was clicked (pressed and released without a drag)."""

    def item_hovered(self, item: Any, entered: bool) -> None:
        """The pointer entered (or left) a piece."""

    def item_refused(self, item: Any) -> None:
        """A piece that cannot move now was pressed (its ``explain_press`` is set): say why."""
