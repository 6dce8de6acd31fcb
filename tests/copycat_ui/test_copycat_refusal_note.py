"""Issue 15: at the Copycat table an illegal drop (a worker on another player's office, CP-33) and a second
worker in one turn (CP-12) show the rule's reason where the player is looking."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.copycat.actions import Place  # noqa: E402
from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.ui.refusal_reasons import explain  # noqa: E402
from tests.copycat.copycat_helpers import add_worker  # noqa: E402
from tests.copycat_ui.test_copycat_scene import Table, my_turn, office_centre  # noqa: E402


def _explaining(table: Table) -> None:
    table.scene.refusal_text = lambda action: explain(COPYCAT_GAME, table.state, table.viewer, action)


def test_a_worker_dropped_on_a_taken_office_shows_why(qtbot):
    table = Table(qtbot)
    _explaining(table)
    table.advance_to(my_turn("action", want=lambda s, a: isinstance(a, Place)))
    s = table.state
    free = [a.office for a in s.legal_actions(0) if isinstance(a, Place)]
    add_worker(s, 1, free[0])  # another player's worker stands there now (the state's indexes follow)
    table.show()
    worker = table.pool_worker()
    table.drag(table.worker_grip(worker), office_centre(table, free[0]))
    assert table.emitted == []
    shown = table.scene.refusal_shown()
    assert table.scene.last_refusal[0].key == "copycat.office_taken"
    assert shown.startswith("Not now:") and "elbows" in shown


def test_a_second_worker_in_one_turn_says_why_when_pressed(qtbot):
    table = Table(qtbot)
    _explaining(table)
    table.advance_to(my_turn("action", want=lambda s, a: isinstance(a, Place)))
    oid = next(a.office for a in table.legal() if isinstance(a, Place))
    table.drag(table.worker_grip(table.pool_worker()), office_centre(table, oid))
    assert table.emitted == [Place(oid)]
    assert table.state.available_workers(0) > 0 and 0 in table.state.to_move()  # a worker is left to try
    table.click(table.worker_grip(table.pool_worker()))
    assert table.scene.last_refusal[0].key == "copycat.one_placement_per_turn"
    assert "this turn" in table.scene.refusal_shown()


def test_while_dragging_a_worker_refusing_offices_are_marked_not_now_or_never(qtbot):
    """Issue 15: during the drag, each office that will not take the worker is marked by the rules'
    reason: a taken office (another round) "not now", and the legal offices carry no mark."""
    table = Table(qtbot)
    _explaining(table)
    table.advance_to(my_turn("action", want=lambda s, a: isinstance(a, Place)))
    s = table.state
    free = [a.office for a in s.legal_actions(0) if isinstance(a, Place)]
    add_worker(s, 1, free[0])
    table.show()
    scene = table.scene
    worker = table.pool_worker()
    legal = {a.office for a in table.legal() if isinstance(a, Place)}
    table.press_move(table.worker_grip(worker), office_centre(table, free[0]))
    try:
        marks = {oid: office.refusal_mark for oid, office in scene._offices.items()}
        assert marks[free[0]] == "not_now"
        for oid, mark in marks.items():
            if oid in legal:
                assert mark == ""
            else:
                refusal = COPYCAT_GAME.why_not(s, 0, Place(oid))
                assert mark == ("never" if refusal.never else "not_now"), oid
    finally:
        table.release(office_centre(table, free[0]))
    assert all(office.refusal_mark == "" for office in scene._offices.values())
