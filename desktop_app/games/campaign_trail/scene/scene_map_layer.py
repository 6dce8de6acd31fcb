"""The map as one item: every state, badge, callout and leader line under one transform, the per-state
display data, highlights, and the signals the game scene listens to.

The layer's own coordinates are map units; its transform (set by the viewport) fits the map to a
rectangle and applies the player's zoom and pan. ``unit`` is map units per screen pixel at the fitted
size, so pixel-designed text and outlines stay the same size on any window.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from concurrent.futures import Future

from PySide6.QtCore import QPointF, QRectF, QSizeF, QTimer, Signal
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ....ui import pacing, theme
from .display import StateDisplay
from .map_data import MapShapes, map_shapes
from .scene_map_dim import DimItem, paint_plain_dim
from .scene_map_fills import fill_drawer
from .scene_map_glow import GlowPictures, Key
from .scene_map_items import CalloutItem, LeaderLine, StateItem, StateLabel
from .scene_map_looks import under_overlay
from .scene_map_reveal import MapReveal
from .scene_map_spread import spread
from .scene_map_tags import BadgeTag
from .scene_map_texts import summary
from .tooltips import set_tip

INSET_LABEL_PX = 40.0  # a small state this many pixels across shows its own badge besides its callout
GLOW_TICK_MS = 1  # how often the loop looks in on the state whose glow and dim the worker thread draws
# A move's new numbers reach the badges, and the badges are set apart again, once the loop has painted the
# move (or a new scale): setting 42 badges apart takes 15-30 ms on a crowded map (issue 13), which would
# otherwise add to the move's own pass and its repaint. Two timer hops: the first fires in the pass that
# paints the move (posted paints come before timers in a pass), the second in a pass of its own after it.
BADGE_STEP_MS = 1
BADGE_HOPS = 2


class MapLayer(QGraphicsObject):
    """All 51 states. Clicking, pressing Enter on or hovering a state (or its callout) emits its code."""

    state_clicked = Signal(str)
    state_hovered = Signal(str)  # "" when the pointer leaves the map's states
    state_focused = Signal(str)  # "" when no state has keyboard focus
    pan_requested = Signal(QPointF)  # a drag that started on a state: the viewport pans by this much
    # The badges show new numbers and are set apart anew (show_badges): anything placed by where the badges
    # stand follows them from here (while the window paces its work, a pass or two after set_states).
    badges_moved = Signal()

    def __init__(self, shapes: MapShapes | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.shapes = shapes or map_shapes()
        self.unit = 1.0
        self.zoom = 1.0
        self._label_unit = ((self.unit, self.zoom), self.unit)
        self._tags: dict[str, str] = {}
        self._marked: set[str] = set()  # the states ringed for the last move
        self._highlights_shown: tuple[dict[str, str | None], bool] = ({}, False)  # set_highlights' last ask
        self._hovered = ""
        self._palette = theme.current_palette()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.glows = GlowPictures(self._glow_wanted)
        # prepared beside the glows; after a new scale the old ones stand in, scaled, until then
        self.dim_pictures = GlowPictures(self._glow_wanted, draw=paint_plain_dim, exact=True)
        # and the states' fills for each party of the game (prepare_fills), so that the setup's voters,
        # which colour all 51 states at once, copy them (scene_map_fills)
        self.fills: dict[str, GlowPictures] = {}
        self._glow_queue: list[str] = []
        # The state whose pictures the worker thread draws now, and each picture's store, key and job.
        self._drawing: tuple[str, list[tuple[GlowPictures, Key, Future[QImage]]]] | None = None
        self.pictures_started = 0  # states whose pictures went to the worker (tests count them)
        self._glow_timer = QTimer(self)
        self._glow_timer.setInterval(GLOW_TICK_MS)
        self._glow_timer.timeout.connect(self._prepare_glow)
        self._badges_due: set[str] = set()  # states whose badges still show their numbers before
        self._badge_timer = QTimer(self)
        self._badge_timer.setSingleShot(True)
        self._badge_timer.setInterval(BADGE_STEP_MS)
        self._badge_timer.timeout.connect(self._badge_hop)
        self._badge_hops = 0
        self.states: dict[str, StateItem] = {}
        self.labels: dict[str, StateLabel] = {}
        self.callouts: dict[str, CalloutItem] = {}
        self.leaders: dict[str, LeaderLine] = {}
        for code, shape in self.shapes.states.items():
            self.states[code] = StateItem(self, shape)
        # A small state also gets a badge of its own, shown once zooming makes it big enough to carry one.
        self.inset_labels: dict[str, StateLabel] = {}
        for code in self.shapes.callouts:
            self.callouts[code] = CalloutItem(self, code)
            self.leaders[code] = LeaderLine(self, code, QPointF(*self.shapes.states[code].label))
            self.inset_labels[code] = StateLabel(self, code, QPointF(*self.shapes.states[code].label))
            self.inset_labels[code].setVisible(False)
        for code, shape in self.shapes.states.items():
            if code not in self.callouts:
                self.labels[code] = StateLabel(self, code, QPointF(*shape.label))
        # each badge's highlight tag, drawn by an item of its own so that tagging redraws no badge
        self.tags = {(code, inset): BadgeTag(label) for inset, labels in ((False, self.labels),
                                                                          (True, self.inset_labels))
                     for code, label in labels.items()}
        self._states_bounds = QRectF()
        for item in self.states.values():
            self._states_bounds = self._states_bounds.united(item.path().boundingRect())
        self.dims = [DimItem(self, code) for code in self.states]
        self._state_dims = {dim.code: dim for dim in self.dims}
        self.dims += [DimItem(self, code, callout=True) for code in self.callouts]
        self._dims_of: dict[str, list[DimItem]] = {}  # a state's dim items (over its shape and callout box)
        for dim in self.dims:
            self._dims_of.setdefault(dim.code, []).append(dim)
        self._bounds = QRectF()
        self.layout_callouts(self.unit)
        self.reveal = MapReveal(self)  # a new map is drawn in a few passes while the window paces its work

    # -- geometry ------------------------------------------------------------------------------------
    def _callout_boxes(self, unit: float) -> tuple[list[QRectF], QRectF]:
        """The callout boxes for ``unit`` map units per screen pixel, and the map's extent with them."""
        bounds = QRectF(self._states_bounds)
        tag_room = self.shapes.column.tag_room * unit
        boxes = [QRectF(*self.shapes.callout_rect(index, unit)) for index in range(len(self.shapes.callouts))]
        for box in boxes:
            bounds = bounds.united(box.adjusted(0, 0, tag_room, 0))
        return boxes, bounds

    def extent(self, unit: float) -> QRectF:
        """What ``map_rect`` would be after ``layout_callouts(unit)``, worked out without moving a box
        (fitting the map tries some eighty scales; moving the boxes each time cost 6-9 ms of item
        updates, issue 13)."""
        return self._callout_boxes(unit)[1]

    def layout_callouts(self, unit: float) -> None:
        """Size and place the callout boxes for ``unit`` map units per screen pixel (they are designed
        in pixels), with their leader lines, and work out the map's extent again."""
        boxes, bounds = self._callout_boxes(unit)
        for code, box in zip(self.shapes.callouts, boxes, strict=True):
            self.callouts[code].set_box(box)
            self.leaders[code].set_end(QPointF(box.left(), box.center().y()))
        self._bounds = bounds
        for dim in self.dims:
            if dim.callout:
                dim.box_moved()

    def map_rect(self) -> QRectF:
        """Everything the map draws, in map units: the states and the callout boxes with their tags."""
        return QRectF(self._bounds)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        pass

    def set_view(self, transform: QTransform, unit: float, zoom: float) -> None:
        """Called by the viewport: the layer's transform, map units per pixel at the fitted size, and
        the player's zoom (labels grow only with its square root, so they never swamp the map)."""
        geometry_changed = not (math.isclose(unit, self.unit) and math.isclose(zoom, self.zoom))
        if geometry_changed:
            for item in self._all_items():
                item.prepareGeometryChange()
                item.update()  # pixel-sized text and outlines are drawn anew into each item's cache
            self.unit, self.zoom = unit, zoom
            pixels = zoom / unit  # screen pixels per map unit now
            for code, label in self.inset_labels.items():
                box = self.states[code].path().boundingRect()
                label.setVisible(min(box.width(), box.height()) * pixels >= INSET_LABEL_PX)
        self.setTransform(transform)
        self._spread_soon()  # the badges' sizes in map units change with the scale
        # the glows and dims of this scale are drawn a state at a time from now, so a highlight only
        # copies them
        self._glow_queue = list(self.states)
        self._glow_timer.start()

    def prepare_fills(self, parties: Iterable[str]) -> None:
        """The parties whose fills the states' pictures copy: each state's fill for a party not prepared
        yet is drawn from now, beside its glow and dim, while the loop is idle (before any state takes the
        party's colours: a game's setup colours every state in one move)."""
        new = [party for party in parties if party not in self.fills]
        if not new:
            return
        for party in new:
            # no stand-in (another scale's fill, scaled, would show its texture at the wrong density): a
            # fill not ready yet is drawn in place, as before, and the queue below prepares every state
            self.fills[party] = GlowPictures(None, draw=fill_drawer(party), exact=True, told_ratio=True)
        self._glow_queue = list(self.states)
        self._glow_timer.start()

    def fill_pictures(self, party: str) -> GlowPictures | None:
        """The prepared fills of ``party`` (None: the map was not told of it; its states fill in place)."""
        return self.fills.get(party)

    def glows_ready(self) -> bool:
        """Whether every state's glow and dim is drawn for the view's scale (no highlight strokes one
        then)."""
        return not self._glow_timer.isActive()

    def _glow_wanted(self, code: str) -> None:
        """A state was painted with a stand-in glow or dim: its own pictures come next."""
        self._glow_queue.append(code)
        if not self._glow_timer.isActive():
            self._glow_timer.start()

    def _prepare_glow(self) -> None:
        """A tick of the glows' and dims' preparation: a state's two pictures are drawn on the pictures'
        worker thread (GlowPictures.start) while the loop runs on; the tick that finds them done keeps
        them, repaints the state's stand-ins and starts the next state's. So no tick rasterises: the
        widest coast took some 50 ms in one tick (issue 13)."""
        if self._drawing is not None:
            code, jobs = self._drawing
            if not all(job.done() for _pictures, _key, job in jobs):
                return  # still drawing
            self._drawing = None
            for pictures, key, job in jobs:
                pictures.keep(key, job.result())
            self._prepared(code)
        while self._glow_queue:
            code = self._glow_queue.pop()
            item = self.states[code]
            jobs = [(pictures, *started) for pictures in (self.glows, self.dim_pictures, *self.fills.values())
                    if (started := pictures.start(item, code, item.path())) is not None]
            if jobs:
                self._drawing = (code, jobs)
                self.pictures_started += 1
                return
            self._prepared(code)
        self._glow_timer.stop()

    def _prepared(self, code: str) -> None:
        """The state's own glow and dim are ready: what stood in for them is painted again."""
        item = self.states[code]
        if code in self.glows.waiting:
            self.glows.waiting.discard(code)
            item.glow.update()  # now copies its own picture
            if item.glow_inside():
                item.update()
        if code in self.dim_pictures.waiting:
            self.dim_pictures.waiting.discard(code)
            self._state_dims[code].update()

    def label_unit(self) -> float:
        """Map units per pixel of a state badge: pixel-sized at the fitted size, growing gently (kept per
        view: the scene asks every badge's bounds and shape hundreds of times a move)."""
        if self._label_unit[0] != (self.unit, self.zoom):
            self._label_unit = ((self.unit, self.zoom), self.unit / math.sqrt(max(1.0, self.zoom)))
        return self._label_unit[1]

    def _all_items(self) -> list[QGraphicsItem]:
        return [*self.states.values(), *self.labels.values(), *self.callouts.values(), *self.leaders.values(),
                *self.inset_labels.values(), *self.dims, *(item.glow for item in self.states.values()),
                *self.tags.values()]

    # -- what each state shows -------------------------------------------------------------------------
    def state_item(self, code: str) -> StateItem:
        return self.states[code]

    def set_states(self, displays: Mapping[str, StateDisplay]) -> None:
        """Show these numbers; a state not named keeps what it showed."""
        unknown = set(displays) - set(self.states)
        if unknown:
            raise KeyError(f"unknown states {sorted(unknown)}")
        if self._palette != theme.current_palette():  # the parties' fills and patterns changed
            self._palette = theme.current_palette()
            parties, self.fills = list(self.fills), {}  # drawn in the old colours: drawn again
            self.prepare_fills(parties)
            for part in self._all_items():
                part.update()
        for code, display in displays.items():
            item = self.states[code]
            if item.display != display:
                was = item.controller()
                item.display = display
                # Only a part that draws these numbers is drawn again (a move that adds voters to 30
                # states repainted 30 shapes and 9 leader lines, issue 13): a state's shape shows only
                # who controls it, a leader line none of them; only a badge's extent depends on them.
                if display.controller != was:
                    item.update()
                if code in self.callouts:
                    self.callouts[code].update()
                self._badges_due.add(code)
        if self._badges_due:
            self._spread_soon()

    def _spread_soon(self) -> None:
        """Show the waiting numbers and set the badges apart: after the pass that paints the change
        while the window paces its work, at once for a tool that renders a frame at once (screenshot)
        or a test."""
        if not pacing.enabled:
            self.show_badges()
        elif not self._badge_timer.isActive():
            self._badge_hops = BADGE_HOPS
            self._badge_timer.start()

    def _badge_hop(self) -> None:
        self._badge_hops -= 1
        if self._badge_hops > 0:
            self._badge_timer.start()
        else:
            self.show_badges()

    def show_badges(self) -> None:
        """Hand the states' new numbers to their badges and tooltips and set the badges apart again (a
        pass after ``set_states`` while the window paces its work, at once otherwise)."""
        self._badge_timer.stop()
        due, self._badges_due = self._badges_due, set()
        for code in due:
            display = self.states[code].display
            # the tooltips are worded here too, once for all of the state's parts and out of the move's
            # own pass (a move that changes every state worded 51 summaries twice in it, issue 13)
            text = summary(code, display) if display is not None else ""
            for part in self._parts(code):
                if isinstance(part, StateLabel):
                    part.show_display(display, text)
                else:
                    set_tip(part, text)
        self._spread_labels()
        self.badges_moved.emit()

    def badges_ready(self) -> bool:
        """Whether every badge shows its state's numbers (none waits for ``show_badges``)."""
        return not self._badges_due

    def _spread_labels(self) -> None:
        """Set the badges apart where they would overlap at this scale and with these numbers (only when
        either changed since the last time)."""
        unit = self.label_unit()
        badges = {code: label.badge_size() for code, label in self.labels.items()}
        key = (unit, tuple(badges.values()))
        if key == getattr(self, "_spread_for", None):
            return
        self._spread_for = key
        sizes = {code: QSizeF(w * unit, h * unit) for code, (w, h) in badges.items()}
        points = {code: QPointF(*self.shapes.states[code].label) for code in self.labels}
        for code, at in spread(points, sizes, unit).items():
            self.labels[code].setPos(at)

    def display(self, code: str) -> StateDisplay | None:
        return self.states[code].display

    def _parts(self, code: str) -> list[QGraphicsItem]:
        """Everything that stands for the state on the map."""
        found: list[QGraphicsItem] = [self.states[code]]
        for group in (self.labels, self.callouts, self.leaders, self.inset_labels):
            if code in group:
                found.append(group[code])
        return found

    def _refresh(self, code: str) -> None:
        """The state was hovered or focused, or is no longer: its shape and callout box show it (its
        badge, leader line and inset badge do not, and keep their pictures)."""
        self.states[code].update()
        if code in self.callouts:
            self.callouts[code].update()
        self._refresh_dims()  # a hovered or focused state dims itself, above its dim item

    def _refresh_dims(self) -> None:
        for dim in self.dims:
            dim.refresh()

    # -- highlights -------------------------------------------------------------------------------------
    def set_highlights(self, tags: Mapping[str, str | None] | Iterable[str], *,
                       dim_others: bool = True) -> None:
        """Highlight these states, each with an optional short label ("$2" to travel there, "+1" for a
        campaign voter), and dim every other state unless ``dim_others`` is False."""
        chosen = dict(tags) if isinstance(tags, Mapping) else dict.fromkeys(tags)
        unknown = set(chosen) - set(self.states)
        if unknown:
            raise KeyError(f"unknown states {sorted(unknown)}")
        # Most moves ask for the highlights the map shows already (no highlight, move after move): then
        # no state needs looking at.
        asked = (chosen, dim_others and bool(chosen))
        if asked == self._highlights_shown:
            return
        old_chosen, old_dims = self._highlights_shown
        self._highlights_shown = asked
        old_tags, self._tags = self._tags, {code: text for code, text in chosen.items() if text}
        # Only the states lit up or put out, or retagged, change (a travel's 30 targets after another's):
        # the rest keep their flags, unless the others' dim comes or goes, which changes every state.
        codes: Iterable[str] = self.states
        if asked[1] == old_dims:
            tags = self._tags
            codes = [code for code in self.states
                     if (code in chosen) != (code in old_chosen) or old_tags.get(code) != tags.get(code)]
        for code in codes:
            item = self.states[code]
            dim = dim_others and bool(chosen) and code not in chosen
            was = (item.highlighted, item.dimmed and not under_overlay(item))
            # Every part of a state is a cached picture: only a state whose own look changes is redrawn,
            # so a move that leaves the highlights as they were repaints none of the 51, and dimming one
            # only shows the states' dim items (scene_map_dim).
            changed = item.set_state(highlighted=code in chosen, dimmed=dim)
            if changed:  # only this state's dims can show or hide (the rest follow hover, focus, marks)
                for dim_item in self._dims_of.get(code, ()):
                    dim_item.refresh()
            retagged = old_tags.get(code) != self._tags.get(code)
            if changed or retagged:
                # a highlighted state's badge comes over its neighbours' badges, where a click picks it
                for inset, labels in ((False, self.labels), (True, self.inset_labels)):
                    if code in labels:
                        labels[code].setZValue(11 if code in chosen else 10)
                        labels[code].set_dimmed(dim)
                        if retagged:  # only the tag is drawn again: the badge keeps its picture
                            self.tags[code, inset].set_text(self._tags.get(code, ""))
                if changed and code in self.leaders:  # its colour follows the highlight and dim, not the tag
                    self.leaders[code].update()
                # a callout's dim is its dim item's unless the state is hovered or focused
                if code in self.callouts and (retagged or was != (item.highlighted,
                                                                  item.dimmed and not under_overlay(item))):
                    self.callouts[code].update()

    def clear_highlights(self) -> None:
        self.set_highlights({})

    def highlighted(self) -> set[str]:
        return {code for code, item in self.states.items() if item.highlighted}

    def dimmed(self) -> set[str]:
        return {code for code, item in self.states.items() if item.dimmed}

    def tag(self, code: str) -> str:
        return self._tags.get(code, "")

    def set_refusal_marks(self, marks: Mapping[str, str]) -> None:
        """While a piece is carried: mark each state that refuses it "not_now" or "never" (the rest
        carry no mark); an empty mapping clears every mark."""
        for code, item in self.states.items():
            item.set_state(refusal=marks.get(code, ""))
        self._refresh_dims()

    def refusal_marks(self) -> dict[str, str]:
        return {code: item.refusal for code, item in self.states.items() if item.refusal}

    def set_marked(self, codes: Iterable[str]) -> None:
        """Ring the states changed by the last move (STYLE: marked until the next one)."""
        wanted = set(codes) & self.states.keys()
        # Only the states marked or unmarked now are looked at (the last move's and this one's, a few of
        # 51, and only their dims). The ring shows on the state (set_state repaints it), over its dim
        # (a copy of its prepared dim with the ring over it) and on its callout box; its badge and leader
        # line draw no ring and keep their pictures. (Rings as items of their own over the pictures
        # repainted no state, but every later repaint near a ringed state laid one or two more pictures,
        # and a fixed game ran 3.6% more instructions: session 29, ctmap.)
        for code in wanted ^ self._marked:
            self.states[code].set_state(marked=code in wanted)
            for dim in self._dims_of[code]:
                dim.refresh()
            if code in self.callouts:
                self.callouts[code].update()
        self._marked = wanted

    def marked(self) -> set[str]:
        return set(self._marked)

    # -- pointer and keyboard (called by the items) ----------------------------------------------------------
    def pointer_hover(self, code: str, entered: bool) -> None:
        if entered:
            if self._hovered and self._hovered != code:
                self.states[self._hovered].set_state(hovered=False)
                self._refresh(self._hovered)
            self._hovered = code
            self.states[code].set_state(hovered=True)
            self._refresh(code)
            self.state_hovered.emit(code)
        elif self._hovered == code:
            self._hovered = ""
            self.states[code].set_state(hovered=False)
            self._refresh(code)
            self.state_hovered.emit("")

    def hovered_state(self) -> str:
        return self._hovered

    def pointer_pan(self, delta: QPointF) -> None:
        self.pan_requested.emit(delta)

    def activate(self, code: str, *, focus: bool) -> None:
        if focus:
            self.states[code].setFocus()
        self.state_clicked.emit(code)

    def focus_state(self, code: str) -> None:
        self.states[code].setFocus()

    def focused_state(self) -> str:
        return next((code for code, item in self.states.items() if item.hasFocus()), "")

    def focus_changed(self, code: str, focused: bool) -> None:
        self._refresh(code)
        if focused:
            self.state_focused.emit(code)
        elif not self.focused_state():
            self.state_focused.emit("")

    def nav_point(self, code: str) -> QPointF:
        """Where a state sits for arrow-key moves: its callout box if it has one, else its label point."""
        if code in self.callouts:
            return self.callouts[code].box().center()
        return QPointF(*self.shapes.states[code].label)

    def neighbour(self, code: str, dx: int, dy: int) -> str | None:
        """The state an arrow key moves to: the nearest one in that direction, straight ahead preferred."""
        here = self.nav_point(code)
        best, best_cost = None, math.inf
        for other in self.states:
            if other == code:
                continue
            v = self.nav_point(other) - here
            ahead = v.x() * dx + v.y() * dy
            if ahead <= 0.5:
                continue
            aside = abs(v.x() * dy) + abs(v.y() * dx)
            cost = ahead + 2.5 * aside
            if cost < best_cost:
                best, best_cost = other, cost
        return best

    def nearest_state(self, point: QPointF) -> str:
        """The state whose badge or callout is closest to a point in map units."""
        return min(self.states, key=lambda code: (self.nav_point(code) - point).manhattanLength())

    def move_focus(self, code: str, dx: int, dy: int) -> None:
        target = self.neighbour(code, dx, dy)
        if target is not None:
            self.focus_state(target)

    def state_at(self, scene_pos: QPointF) -> str | None:
        """The state under a scene point (its shape, badge or callout): where a dragged piece lands."""
        scene = self.scene()
        if scene is None:
            return None
        for item in scene.items(scene_pos):
            code = getattr(item, "code", None)
            if isinstance(item, (StateItem, StateLabel, CalloutItem)) and code in self.states:
                return code
        return None
