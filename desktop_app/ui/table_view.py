"""The view that shows a game's scene on the felt, in the main window and the replay window."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsView, QWidget

from . import pacing, theme
from .scene_base import GameScene

MIN_ZOOM, MAX_ZOOM = 0.5, 4.0
# A new table's first paint draws every board, card and shadow into its cache at once (60-100 ms of the
# GUI thread for the busiest tables); shown in this many parts, one a pass, no part holds the loop long.
REVEAL_PASSES = 4  # each a pass after the one before (pacing.Later: a click or a beat comes between)
# A move that puts this share of the table's area in new pieces (a hand dealt, a board turned over) has
# them shown in parts the same way: their first paint is a new table's in small.
NEW_AREA_SHARE = 0.1


def _area(item: QGraphicsItem) -> float:
    rect = item.sceneBoundingRect()
    return max(1.0, rect.width() * rect.height())


def reveal_groups(items: list[QGraphicsItem], passes: int) -> list[list[QGraphicsItem]]:
    """``items`` (bottom first) in up to ``passes`` consecutive groups of about equal area: the area an
    item covers is what its first paint costs, near enough."""
    total = sum(_area(item) for item in items)
    share = total / max(1, passes)
    groups: list[list[QGraphicsItem]] = [[]]
    filled = 0.0
    for item in items:
        if filled >= share * len(groups) and len(groups) < passes:
            groups.append([])
        groups[-1].append(item)
        filled += _area(item)
    return [group for group in groups if group]


def _bottom_first(items: list[QGraphicsItem]) -> list[QGraphicsItem]:
    """Top-level ``items`` (in the order they were added) as the scene stacks them: by z, then in that
    order (a stable sort)."""
    return sorted(items, key=lambda item: item.zValue())


class _Held:
    """What a PaintHold holds, apart from the Qt object, so that its end is known when the object goes."""

    __slots__ = ("window", "asked")

    def __init__(self) -> None:
        self.window: QWidget | None = None
        self.asked = False  # the window asked for its paint while held

    def end(self) -> None:
        window, self.window, self.asked = self.window, None, False
        if window is not None:
            pacing.paint_done()


class PaintHold(QObject):
    """Holds a window's paint for one pass of the event loop (issue 13: no stall).

    A move brings the table up to date (the scene's sync) and the window paints it in the same pass: the
    paint is the update request Qt posts to the window, handled in the same sweep of posted events. At a
    round change the two together were the longest block of a whole game. While held, that request is
    kept back; the next pass (a timer, so a click or a beat comes in between) paints the window whole,
    so no frame shows a table partly up to date. The lists that follow a move (ui/pacing.py ``Later``)
    wait for this paint and come in a pass after it."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._held = held = _Held()
        self.holds = 0  # holds begun, over the view's life (tests count them)
        self.paints = 0  # held paints done in a pass of their own (tests count them)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.release)
        # Gone while holding (its window closed): what waits for the paint must not wait for ever.
        self.destroyed.connect(lambda *_: held.end())

    def hold(self, window: QWidget) -> None:
        """Keep ``window``'s paint back until the next pass (held already: one paint for every change)."""
        if self._held.window is not None:
            return
        self._held.window = window
        self.holds += 1
        window.installEventFilter(self)
        pacing.hold_paint()
        self._timer.start(pacing.LATER_MS)  # a timer, not a posted call: posted calls run in this pass

    def holding(self) -> bool:
        return self._held.window is not None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            self._held.asked = True
            return True
        return False

    def release(self) -> None:
        """Paint what the window asked to paint while held, now (and start what waited for it)."""
        held = self._held
        window, asked = held.window, held.asked
        if window is None:
            return
        self._timer.stop()
        try:
            window.removeEventFilter(self)
            if asked:  # Qt marks the request as sent and asks no more until it is handled: handle it here
                self.paints += 1
                QCoreApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))
        except RuntimeError:  # the window was closed meanwhile: nothing to paint
            pass
        finally:
            held.end()  # what waited for the paint starts now: it runs in a pass after this one


class TableView(QGraphicsView):
    """Shows a game's scene on the felt; the scene is laid out for the view size.

    At zoom 1 the table fits the window; Ctrl+wheel or the View menu zooms,
    and a zoomed table can be panned by dragging the background.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.zoom = 1.0
        self.fit_scale = 1.0  # below 1 when the view is shorter or narrower than the scene's least size
        self._laid_out_for: tuple[int, int] | None = None
        self._unrevealed: list[list[QGraphicsItem]] = []  # groups still transparent (reveal_in_passes)
        self._looked_at: GameScene | None = None  # the scene whose items the view took last
        self.reveal_steps = 0  # groups shown so far, over the view's life (tests count them)
        self.items_visited = 0  # items looked at after moves, over the view's life (tests count them)
        self.paint_hold = PaintHold(self)
        # each later part in a pass of its own, after the pass that paints the change (PaintHold)
        self._reveal_later = pacing.Later(self, self._reveal_next)

    def game_scene(self) -> GameScene | None:
        scene = self.scene()
        return scene if isinstance(scene, GameScene) else None

    def layout_scene(self, force: bool = False) -> None:
        scene = self.game_scene()
        if scene is None:
            return
        size = self.maximumViewportSize() if self.zoom == 1.0 else self.viewport().size()
        w, h = max(320, size.width()), max(240, size.height())
        if force or self._laid_out_for != (w, h):
            self._laid_out_for = (w, h)
            least = scene.least_height_for(w, h)
            narrowest = scene.least_width
            self.fit_scale = min(1.0, h / least if least > 0 else 1.0,
                                 w / narrowest if narrowest > 0 else 1.0)
            sw, sh = w / self.fit_scale, h / self.fit_scale
            scene.resize_to(sw, sh)
            self.setSceneRect(QRectF(0, 0, sw, sh))
        self._apply_zoom()

    def reveal_in_passes(self) -> None:
        """Show the table just put in the view part by part, bottom first, one part a pass of the event
        loop (while ``pacing`` is on): each part's first paint is then a short block of its own. The
        parts wait fully transparent, which keeps them out of the paint and nothing else: they stay
        visible to the scene, to hit tests and to keyboard focus. A new table or the next change of
        this one shows what is left at once."""
        self.finish_reveal()
        scene = self._pacing_scene()
        if scene is not None:
            self._looked_at = scene
            scene.take_new_items()  # all of them are looked at here
            self._reveal(_bottom_first(self._on_show(scene, scene.own_items())))

    def table_changed(self) -> None:
        """After a change of the table (a move, a hand-over): what still waits is shown, and new pieces
        covering a good share of the table (a hand dealt) are shown in parts as a new table is.

        Only the pieces the scene added since the last look are visited (GameScene.take_new_items), so a
        move costs what it brought, not the table's size (issue 13). A piece shown again after being
        hidden is not new: it is drawn at once. The window paints the change in the next pass
        (PaintHold)."""
        self.finish_reveal()
        scene = self._pacing_scene()
        if scene is None:
            return
        if self.isVisible():
            self.paint_hold.hold(self.window())
        if scene is not self._looked_at:  # a table not put in through reveal_in_passes: nothing is new
            self._looked_at = scene
            scene.take_new_items()
            return
        new = self._on_show(scene, scene.take_new_items())
        table = self.sceneRect()
        if sum(_area(item) for item in new) >= NEW_AREA_SHARE * table.width() * table.height():
            self._reveal(_bottom_first(new))

    def _pacing_scene(self) -> GameScene | None:
        """The scene while pacing is on (ui/pacing.py), else None."""
        scene = self.game_scene()
        if scene is None or not pacing.enabled or REVEAL_PASSES < 2:
            self._looked_at = None
            return None
        return scene

    def _on_show(self, scene: GameScene, items: list[QGraphicsItem]) -> list[QGraphicsItem]:
        """Of ``items`` (the scene's own, in the order they were added), those on the table on their own
        (no parent item), shown and not waiting to be revealed. The children and decorations they carry (a
        map's few hundred) are shown with them and never visited (issue 13)."""
        self.items_visited += len(items)
        shown = []
        for item in items:
            try:
                if item.parentItem() is None and item.isVisible() and item.opacity() == 1.0:
                    shown.append(item)
            except RuntimeError:  # deleted by Qt since it was added
                scene.forget(item)
        return shown

    def _reveal(self, items: list[QGraphicsItem]) -> None:
        groups = reveal_groups(items, REVEAL_PASSES)
        for group in groups[1:]:
            for item in group:
                item.setOpacity(0.0)
        self._unrevealed = groups[1:]
        if self._unrevealed:
            self._reveal_later()

    def _reveal_next(self) -> None:
        if not self._unrevealed:
            return
        self._show_group(self._unrevealed.pop(0))
        if self._unrevealed:
            self._reveal_later()

    def finish_reveal(self) -> None:
        """Show at once whatever still waits (a new observation arrived, a frame is grabbed)."""
        groups, self._unrevealed = self._unrevealed, []
        for group in groups:
            self._show_group(group)

    def _show_group(self, group: list[QGraphicsItem]) -> None:
        self.reveal_steps += 1
        for item in group:
            with contextlib.suppress(RuntimeError):  # removed from its scene meanwhile
                if item.opacity() == 0.0:
                    item.setOpacity(1.0)

    def revealing(self) -> bool:
        return bool(self._unrevealed)

    def _apply_zoom(self) -> None:
        self.resetTransform()
        scale = self.zoom * self.fit_scale
        if scale != 1.0:
            self.scale(scale, scale)
        zoomed = self.zoom > 1.0
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag if zoomed else QGraphicsView.DragMode.NoDrag)
        # At zoom 1 the table fits the view by construction; a scroll bar shown for a moment while the
        # window settles would resize the view and have the whole table laid out and painted again.
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if zoomed else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def set_zoom(self, zoom: float) -> None:
        self.zoom = min(MAX_ZOOM, max(MIN_ZOOM, zoom))
        if abs(self.zoom - 1.0) < 1e-3:
            self.zoom = 1.0
        self._apply_zoom()

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * 1.25)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / 1.25)

    def fit(self) -> None:
        self.zoom = 1.0
        self.layout_scene(force=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.zoom == 1.0:
            self.layout_scene()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            elif event.angleDelta().y() < 0:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The scene paints the felt (once, at the device pixel ratio); the view only
        # fills what lies outside the table when zoomed out.
        table = self.sceneRect()
        if not table.contains(QRectF(rect)):
            painter.fillRect(QRectF(rect), theme.FELT_EDGE)
        super().drawBackground(painter, rect)
