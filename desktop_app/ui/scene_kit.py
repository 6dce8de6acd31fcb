"""The table every game scene is drawn on: felt, animation timing and the safe removal of items.

Game scenes derive from :class:`TableScene` instead of GameScene directly and keep only their own
layout and drawing. What the three tables did the same way lives here once.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial, wraps
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, QTimer
from PySide6.QtGui import QCursor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.seats import Seat
from . import theme
from .announcements import Announcements
from .area_zoom import AreaZooms
from .card_items import CardPreview
from .hint_marks import HintMarks
from .refusal_note import RefusalNotes
from .scene_base import GameScene
from .scene_move_list import SceneMoveList
from .table_items import MovableObject, dressing, ensure_fonts
from .templates import seat_name

BASE_MS = 220  # one move of a piece at animation speed 1


def _dressed(sync: Callable[..., None]) -> Callable[..., None]:
    @wraps(sync)
    def sync_dressed(self: TableScene, *args: Any, **kwargs: Any) -> None:
        with dressing():
            sync(self, *args, **kwargs)

    sync_dressed.dresses = True  # type: ignore[attr-defined]
    return sync_dressed


class TableScene(AreaZooms, Announcements, RefusalNotes, HintMarks, SceneMoveList, GameScene):
    """A GameScene on the felt, sized 1280x800 until the view tells it otherwise; ``refuse(action, near)``
    shows why the rules refuse a move (ui/refusal_note.py), ``announce(text)`` the end of a round on the
    table (ui/announcements.py), ``enlargeable(areas)`` lets a click enlarge a player's area
    (ui/area_zoom.py); every table has the list of moves and its keys (ui/scene_move_list.py)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Every game's _sync resets and sets its items' flags; run inside ``dressing`` only the items
        # whose look ends up different repaint, wherever a scene calls its _sync from.
        super().__init_subclass__(**kwargs)
        if not getattr(cls._sync, "dresses", False):
            cls._sync = _dressed(cls._sync)  # type: ignore[method-assign]

    def __init__(self, seats: list[Seat], parent: Any = None) -> None:
        super().__init__(seats, parent)
        ensure_fonts()
        self._size = (1280.0, 800.0)
        self.setSceneRect(0, 0, *self._size)
        self._obs: dict | None = None
        self._viewer: int | None = None
        self._legal: list[Action] = []
        self._legal_set: set[Action] = set()
        self._recent: list[tuple[int, Event]] = []
        self._prompt = ""
        self._mode = "idle"
        self._trash: list[QGraphicsItem] = []
        self._init_move_list()

    def resize_to(self, width: float, height: float) -> None:
        self._size = (max(1.0, float(width)), max(1.0, float(height)))
        self.setSceneRect(0, 0, *self._size)
        self.close_zoom()  # it was laid out for the old size
        if self._obs is not None:
            self._sync(animate=False)
            self._place_hint_marks()
            self.banner_make_way()
        self._layout_move_list()

    def prompt(self) -> str:
        return self._prompt

    # -- the contract, once for every table ------------------------------------------------------
    def show_observation(self, observation: dict, viewer: int | None, legal: list[Action],
                         recent: list[tuple[int, Event]]) -> None:
        """Take the new observation, let the game drop half-made choices that no longer fit, redraw
        (animated) and let the game continue a multi-step gesture (see the two hooks)."""
        self._before_observation(observation, viewer, legal)
        self._obs = observation
        self._viewer = viewer
        self._legal = list(legal)
        self._legal_set = set(legal)
        self._recent = list(recent)
        self._after_observation()
        self._sync(animate=True)
        self._after_sync()
        self.drop_stale_preview()
        self._move_list_observed()
        self.refresh_zoom()  # an enlarged area open while the table changes shows the change
        self._place_hint_marks()
        self.banner_make_way()  # a round's banner showing moves off what the table now shows under it

    # -- card previews never stick ------------------------------------------------------------------
    def _pointer_pos(self) -> QPointF | None:
        """Where the mouse rests on the table now (None when it is over no view of it)."""
        for view in self.views():
            if view.underMouse():
                return view.mapToScene(view.viewport().mapFromGlobal(QCursor.pos()))
        return None

    def _preview_item(self) -> CardPreview | None:
        """The game's large card preview (a table that has one keeps it as ``_preview``), or None."""
        return getattr(self, "_preview", None)

    def show_card_preview(self, card_id: str, near: QRectF, width: float, height: float, *, gap: float = 12.0,
                          centred: bool = False) -> None:
        """Show ``card_id`` large, ``width`` x ``height``, beside ``near`` (see :meth:`beside`)."""
        preview = self._preview_item()
        if preview is not None:
            place = self.beside(near, width, height, gap, centred)
            preview.show_card(card_id, QRectF(place, QSizeF(width, height)))

    def hide_card_preview(self, of: str | None = None) -> None:
        """Hide the preview (``of``: only if it shows that card, as the pointer leaves it)."""
        preview = self._preview_item()
        if preview is not None and (of is None or preview.card_id == of):
            preview.hide()

    def drop_stale_preview(self) -> None:
        """Hide the preview unless the card it shows is still under the mouse. Qt sends no hover-leave
        when the table moves a card away under a resting pointer (after a drop, a move, Continue), so
        without this the preview of a card that left would stay up."""
        preview = self._preview_item()
        if preview is None or not preview.isVisible():
            return
        shown = preview.card_id
        pointer = self._pointer_pos()
        if pointer is None:  # the mouse is not over the table: a keyboard preview stays
            return
        for item in self.items(pointer):
            if item is not preview and shown in (getattr(item, "card_id", None), getattr(item, "card", None)):
                return
        self.hide_card_preview()

    def _before_observation(self, observation: dict, viewer: int | None, legal: list[Action]) -> None:
        """Hook: compare the new observation with the one shown (still in ``self._obs``)."""

    def _after_observation(self) -> None:
        """Hook: the new observation is stored; forget choices it made stale."""

    def _after_sync(self) -> None:
        """Hook: the table is drawn; send the next step of a queued gesture."""

    def _emit(self, action: Action) -> None:
        """Send ``action`` if it is legal now (every gesture ends here) and drop what was carried."""
        if action not in self._legal_set:
            return
        self._drop_carried()
        self.action_chosen.emit(action)

    def _drop_carried(self) -> None:
        """Hook: forget the piece held or dragged (each game keeps its own)."""

    def _set_prompt(self, text: str, label: Any = None) -> None:
        """Show the instruction (in ``label``, when the table has one) and tell the window."""
        if label is not None:
            label.set_text(text)
        if text != self._prompt:
            self._prompt = text
            self.prompt_changed.emit(text)

    def _name(self, seat: int) -> str:
        """The name of the player in ``seat`` ("a player" for none, as in the log)."""
        return seat_name(self.seats, seat)

    def beside(self, near: QRectF, width: float, height: float, gap: float = 12.0,
               centred: bool = False) -> QPointF:
        """Where a ``width`` x ``height`` preview goes beside ``near``: right of it if it fits, else
        left, always inside the table (its top level with ``near``'s, or ``centred`` on it)."""
        w_scene, h_scene = self._size
        x = near.right() + gap if near.right() + gap + width < w_scene - 6 else near.left() - gap - width
        top = near.center().y() - height / 2 if centred else near.top()
        y = min(max(6.0, top), h_scene - height - 6)
        return QPointF(max(4.0, x), y)

    # -- reading the observation ----------------------------------------------------------------------
    @property
    def _n(self) -> int:
        """How many players sit at the table."""
        return int((self._obs or {}).get("num_players", len(self.seats)))

    def _me(self) -> int:
        """The viewer's seat (seat 0 while nobody in particular watches)."""
        return self._viewer if self._viewer is not None else 0

    def _style(self, seat: int) -> theme.PlayerStyle:
        colour = self.seats[seat].colour if 0 <= seat < len(self.seats) else seat
        game = self.game_colours
        return theme.seat_style(colour, game[seat] if game and 0 <= seat < len(game) else None)

    def _acting(self) -> bool:
        """The viewer owes a decision now and has moves to choose from."""
        obs = self._obs or {}
        return self._viewer is not None and self._viewer in obs.get("to_move", []) and bool(self._legal)

    def _sync(self, animate: bool) -> None:
        """Lay every item out again for the current observation and size (each game's own)."""
        raise NotImplementedError

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The only place the felt is painted (the view adds nothing on top): at the
        # ratio of the device and zoom it lands on, so it stays sharp on 2x screens.
        # Only the exposed part, in whole units: a move repaints a few small regions, and copying the
        # whole felt through the clip for each of them cost more than the items drawn on it.
        w, h = self._size
        ratio = theme.felt_ratio(painter)
        target = QRectF(QRectF(rect).toAlignedRect()).intersected(QRectF(0, 0, w, h))
        if target.isEmpty():
            return
        source = QRectF(target.x() * ratio, target.y() * ratio,
                        target.width() * ratio, target.height() * ratio)
        painter.drawPixmap(target, theme.felt_pixmap(int(w), int(h), ratio), source)

    def _duration(self, animate: bool) -> int:
        return int(BASE_MS * self.animation_speed) if animate and self.animation_speed > 0 else 0

    def _discard_item(self, item: QGraphicsItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        # Deleting an item inside its own event handler crashes Qt; keep it until the loop is idle.
        self._trash.append(item)
        if len(self._trash) == 1:
            QTimer.singleShot(0, self._trash.clear)

    def _glide_away(self, item: MovableObject, target: QPointF | None, size: float, z: float,
                    duration: int) -> None:
        """``item`` glides to ``target`` (at ``size``, above the table at ``z``) and is then removed;
        with nowhere to go, no time or while hidden it is removed at once."""
        if target is None or duration <= 0 or not item.isVisible():
            self._discard_item(item)
            return
        item.setZValue(z)
        item.move_to(target, size, duration)
        anim = item._anims.get(b"pos")
        if anim is None:
            self._discard_item(item)
        else:
            anim.finished.connect(partial(self._discard_item, item))
