"""Issue 13 (a table that never stutters): the Copycat table's own work per move does not grow with the
offices on the board. Counts only, never times: how many office tooltips a move's redraw writes."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene import areas  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene
    follow_mover = True


def test_a_move_writes_the_tooltips_of_the_offices_it_changed_only(qtbot, monkeypatch):
    written: list[str] = []
    original = areas.texts.office_name

    def counting(oid: str) -> str:
        written.append(oid)
        return original(oid)

    monkeypatch.setattr(areas.texts, "office_name", counting)
    table = Table(qtbot, 4, seed=3)
    table.advance_to(lambda s: len(table.scene._offices) >= 8)
    offices = len(table.scene._offices)
    written.clear()
    moves = 20
    for _ in range(moves):
        table.play_heuristic(table.state.to_move()[0])
        table.show()
    # Each move puts a marker on an office or takes them at most: a few tooltips, not every office's.
    assert len(written) < offices * moves / 2, (len(written), offices)
