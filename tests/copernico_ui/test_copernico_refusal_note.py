"""Issue 15: an illegal drop at the Copernico table shows the reason beside the position (CO-8, CO-9)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.copernico.actions import Place, Reformulate  # noqa: E402
from desktop_app.games.copernico.definition import COPERNICO_GAME  # noqa: E402
from desktop_app.ui.refusal_reasons import explain  # noqa: E402
from tests.copernico_ui.test_copernico_scene import Table, slot_centre, to_my_action_phase  # noqa: E402


def test_an_illegal_drop_shows_why_beside_the_position(qtbot):
    table = Table(qtbot, seed=5)
    table.scene.refusal_text = lambda action: explain(COPERNICO_GAME, table.state, table.viewer, action)

    def refusable(s, _a):  # a card that can go somewhere, and a position of the own table it cannot take
        legal = s.legal_actions(0)
        movable = {a.card for a in legal if isinstance(a, (Place, Reformulate))}
        return any(Place(c, p) not in legal and Reformulate(c, p) not in legal
                   for c in movable for p in range(1, 10))

    to_my_action_phase(table, refusable)
    state = table.state
    legal = state.legal_actions(0)
    hand = state.hands[0]
    mine = state.tables[0]
    tries = [(card, p) for card in hand for p in range(1, 10)
             if table.scene._targets.get(card) and Place(card, p) not in legal
             and Reformulate(card, p) not in legal]
    assert tries, "no card with an illegal position to try"
    card, position = tries[0]
    table.drag(table.card_centre(card), slot_centre(table, position))
    assert table.emitted == []
    action = Place(card, position) if mine[position - 1] is None else Reformulate(card, position)
    refusal = COPERNICO_GAME.why_not(state, 0, action)
    assert refusal is not None
    shown = table.scene.refusal_shown()
    assert shown and table.scene.last_refusal[0] == refusal
    assert shown.startswith("Not possible:" if refusal.never else "Not now:")
    assert card in shown or str(position) in shown or "table" in shown or "card" in shown
    note = table.scene._note
    assert note.sceneBoundingRect().intersects(table.scene._slots[position - 1].scene_rect().adjusted(
        -400, -200, 400, 200))  # beside the position the card was dropped on


def test_while_dragging_positions_that_refuse_the_card_are_marked_not_now_or_never(qtbot):
    """Issue 15: during the drag, before any drop, a refusing position shows whether it could ever take
    the card (a dashed amber "not now": a cheaper card or another step) or never (a red cross)."""
    table = Table(qtbot, seed=5)
    table.scene.refusal_text = lambda action: explain(COPERNICO_GAME, table.state, table.viewer, action)

    def refusable(s, _a):
        legal = s.legal_actions(0)
        movable = {a.card for a in legal if isinstance(a, (Place, Reformulate))}
        return any(Place(c, p) not in legal and Reformulate(c, p) not in legal
                   for c in movable for p in range(1, 10))

    to_my_action_phase(table, refusable)
    scene = table.scene
    card = next(c for c in table.state.hands[0] if scene._targets.get(c))
    table.press_move(table.card_centre(card), slot_centre(table, 5))
    try:
        marks = {slot.position: slot.refusal_mark for slot in scene._slots}
        targets = scene._targets[card]
        assert all(marks[p] == "" for p in targets)  # legal positions carry no mark, they glow
        refused = [p for p in range(1, 10) if p not in targets]
        assert refused
        for p in refused:
            refusal = COPERNICO_GAME.why_not(table.state, 0, scene._slot_action(card, p))
            assert marks[p] == ("never" if refusal.never else "not_now"), p
    finally:
        table.release(slot_centre(table, 5))
    assert all(slot.refusal_mark == "" for slot in scene._slots)  # the marks go with the drag
