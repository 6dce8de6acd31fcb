"""Issue 15: at the Councils & Contracts table an illegal drop shows the rule's reason where the player is
looking: an employee on the city (CC-5), a third employee breaking the placing pattern (CC-3)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.councils.actions import PlaceEmployees  # noqa: E402
from desktop_app.games.councils.definition import COUNCILS_GAME  # noqa: E402
from desktop_app.ui.refusal_reasons import explain  # noqa: E402
from tests.councils_ui.test_councils_scene import Table  # noqa: E402


def _table(qtbot) -> Table:
    table = Table(qtbot)
    table.scene.refusal_text = lambda action: explain(COUNCILS_GAME, table.state, table.viewer, action)
    return table


def test_an_employee_dropped_on_the_city_says_employees_go_to_councils(qtbot):
    table = _table(qtbot)
    meeple = table.free_meeples()[0]
    hall = table.scene._geometry.cell_rect(0, 0).center()  # City Hall's cell
    table.drag(table.meeple_centre(meeple), hall)
    assert table.emitted == []
    refusal, shown = table.scene.last_refusal
    assert refusal.key in ("councils.staff_with_project", "councils.no_card_to_place")
    assert "councils" in shown and shown == table.scene.refusal_shown()


def test_a_third_employee_breaking_the_pattern_says_why(qtbot):
    table = _table(qtbot)
    for council in ("EDU", "TRA"):
        table.drag(table.meeple_centre(table.free_meeples()[0]), table.council_centre(council))
    table.drag(table.meeple_centre(table.free_meeples()[0]), table.council_centre("EDU"))
    refusal, shown = table.scene.last_refusal
    assert refusal.key == "councils.placing_pattern" and not refusal.never
    assert shown.startswith("Not now:") and "three councils" in shown
    note = table.scene._note
    assert note.isVisible()
    assert note.sceneBoundingRect().intersects(
        table.scene._councils["EDU"].scene_rect().adjusted(-300, -150, 300, 150))


def test_a_press_on_a_project_that_cannot_be_afforded_names_what_is_missing(qtbot):
    """CC-10: the card is dim and does not move; pressing it says which influence or employees it lacks."""
    from desktop_app.games.councils.actions import StartProject

    table = _table(qtbot)

    def some_blocked(s) -> bool:
        startable = {a.card for a in s.legal_actions(s.to_move()[0]) if isinstance(a, StartProject)}
        return bool(startable) and not s.pending and any(c not in startable for c in s.display)

    table.advance_to(some_blocked)
    startable = {a.card for a in table.legal() if isinstance(a, StartProject)}
    blocked = next(c for c in table.state.display if c not in startable)
    table.click(table.card_centre(blocked))
    assert table.emitted == []
    refusal, shown = table.scene.last_refusal
    assert refusal.key in ("councils.project_short_of_influence", "councils.project_short_of_employees")
    assert refusal.params[0] == blocked and "needs" in shown and not refusal.never


def test_while_dragging_an_employee_refusing_councils_are_marked_not_now_or_never(qtbot):
    """Issue 15: with employees already placed in EDU and TRA, a third goes to a third council (CC-3):
    while it is carried, EDU and TRA are marked by the rules' reason before the drop, and the councils
    that take it carry no mark."""
    table = _table(qtbot)
    for council in ("EDU", "TRA"):
        table.drag(table.meeple_centre(table.free_meeples()[0]), table.council_centre(council))
    scene = table.scene
    placing = tuple(scene._placing)
    table.press_move(table.meeple_centre(table.free_meeples()[0]), table.council_centre("TRA"))
    try:
        targets = scene._council_targets()
        marked = {cid: council.refusal_mark for cid, council in scene._councils.items()}
        assert marked["EDU"] == marked["TRA"] == "not_now"
        for cid, mark in marked.items():
            if cid in targets:
                assert mark == ""
            else:
                refusal = COUNCILS_GAME.why_not(table.state, table.viewer,
                                                PlaceEmployees((*placing, cid)))
                assert mark == ("never" if refusal.never else "not_now"), cid
    finally:
        table.release(table.council_centre("TRA"))
    assert all(council.refusal_mark == "" for council in scene._councils.values())
