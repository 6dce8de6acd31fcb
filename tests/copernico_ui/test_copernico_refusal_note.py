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
