"""The Campaign Trail table on a view, driven as the window drives it, and a driver that answers any
legal action with the scene's own gesture for it (a click on a card box, a state, a button; a drag of a
card onto a debate topic)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from desktop_app.engine.actions import Action
from desktop_app.games.campaign_trail.actions import DebateCard, PickCard, PickState, PlayCard, Respond
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.games.campaign_trail.scene.board import CampaignTrailScene
from tests.scene_harness import SceneTable


class CtTable(SceneTable):
    game = CAMPAIGN_TRAIL_GAME
    scene_class = CampaignTrailScene
    fit_view = False


def button_for(scene: CampaignTrailScene, action: Action):
    for button, wanted in zip(scene.buttons, scene._button_actions, strict=False):
        if wanted == action and button.isVisible():
            return button
    return None


def state_point(scene: CampaignTrailScene, code: str) -> QPointF:
    """A point where a click lands on ``code`` (its badge, else somewhere on its shape not covered by a
    neighbour's badge). A small state under its neighbours' badges is zoomed into first, as a player
    would (the wheel over the map)."""
    for attempt in range(5):
        point = _clear_point(scene, code)
        if point is not None:
            return point
        viewport = scene.viewport
        if attempt == 0:
            viewport.reset_view()  # zoomed into another corner for an earlier state: the whole map first
        else:
            viewport.zoom_by(2.0, viewport.mapFromScene(scene._state_point(code)))
    raise AssertionError(f"no clickable point on {code}")


def _clear_point(scene: CampaignTrailScene, code: str) -> QPointF | None:
    layer = scene.map
    candidates = [scene._state_point(code)]
    box = layer.states[code].path().boundingRect()
    for i in range(1, 16):
        for j in range(1, 16):
            point = QPointF(box.left() + box.width() * i / 16, box.top() + box.height() * j / 16)
            if layer.states[code].path().contains(point):
                candidates.append(layer.mapToScene(point))
    view = scene.views()[0]
    window = scene.viewport.mapRectToScene(scene.viewport.rect())
    for point in candidates:
        if not window.contains(point):
            continue
        # what the view delivers a click to (it looks at a pixel, not a point)
        top = [item for item in view.items(view.mapFromScene(point)) if item.acceptedMouseButtons()]
        if top and getattr(top[0], "code", None) == code:
            return point
    return None


def gesture_point(scene: CampaignTrailScene, action: Action) -> QPointF | None:
    """Where a click answers ``action`` (None: it needs a drag or has no click)."""
    if isinstance(action, PlayCard) and action.card in scene.hand:
        card = scene.hand[action.card]
        box = card.box_rects()[action.box]
        return card.mapToScene(QPointF(box.left() + 12, box.center().y()))
    if isinstance(action, PickState):
        return state_point(scene, action.state)
    if isinstance(action, PickCard) and action.card in getattr(scene, "_ed_cards", {}):
        return scene._ed_cards[action.card].scene_rect().center()  # an Election Day card (CT-151)
    if isinstance(action, (PickCard, Respond)) and action.card in scene.hand:
        card = scene.hand[action.card]
        return card.mapToScene(QPointF(14, 12))  # the card's number, clear of its boxes
    button = button_for(scene, action)
    if button is not None:
        return button.scene_rect().center()
    return None


def perform(table: CtTable, action: Action) -> None:
    """Answer ``action`` through the scene's gestures and check the scene sent exactly it."""
    scene = table.scene
    before = len(table.emitted)
    if isinstance(action, DebateCard):
        card = scene.hand[action.card]
        start = card.mapToScene(QPointF(14, 12))
        rows = scene.debate_board.row_rects()
        end = scene.debate_board.mapToScene(rows[action.topic].center())
        table.drag(start, end)
    else:
        where = gesture_point(scene, action)
        assert where is not None, f"no gesture answers {action}"
        table.click(where)
    assert table.emitted[before:] == [action], f"wanted {action}, the scene sent {table.emitted[before:]}"


def top_kind(state) -> str:
    return state.pending[-1].kind.value[0] if state.pending and state.to_move() else ""


def reach(table: CtTable, kind: str, test=lambda s: True) -> int:
    """Play on by the rule of thumb until a seat owes a ``kind`` decision (and ``test`` holds), then show
    the table as that seat sees it; returns the seat."""
    table.advance_to(lambda s: top_kind(s) == kind and test(s))
    seat = table.state.to_move()[0]
    table.viewer = seat
    table.show()
    return seat
