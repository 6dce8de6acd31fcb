"""At the end of a Copycat round every worker goes home; the workers leaving their offices stand in for the
new ones at home (issue 13). They stay in the scene while they do: taken out and added again (to stack on
top, as a new piece does) they lost their cached picture and left their old places to be painted again a
pass later. They are stacked on top in place instead, so the table looks the same, workers' order
included. Counts, stacking order and pixels; no timing."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QGraphicsScene  # noqa: E402

from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from desktop_app.games.copycat.scene.items import WorkerItem  # noqa: E402
from desktop_app.games.copycat.scene.pieces import PiecesMixin  # noqa: E402
from desktop_app.games.copycat.state import Phase  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene


def _workers_bottom_first(scene) -> list[str]:
    return [item.key for item in reversed(scene.items()) if isinstance(item, WorkerItem)]


def _through_a_round_change(qtbot, monkeypatch, stand_ins: bool):
    if not stand_ins:
        monkeypatch.setattr(PiecesMixin, "_worker_spare", lambda self, item: False)
    removed: list[WorkerItem] = []
    remove = QGraphicsScene.removeItem

    def counted(scene, item):
        if isinstance(item, WorkerItem):
            removed.append(item)
        return remove(scene, item)

    table = Table(qtbot, 4, seed=5)
    table.advance_to(lambda s: s.round >= 3 and s.phase is Phase.PURCHASE)  # workers stand in offices
    kept = list(table.scene._workers.values())  # alive: no new piece can reuse an old one's id
    monkeypatch.setattr(CopycatScene, "removeItem", counted)
    table.advance_to(lambda s: s.round >= 4)
    picture = table.view.viewport().grab().toImage()
    order = _workers_bottom_first(table.scene)
    stack = [item.key for item in table.scene._worker_stack]
    shown = list(table.scene._workers.values())
    reused = sum(1 for item in shown if any(item is old for old in kept))
    # the workers taken out of the scene in the round change that are on the table after it
    back = sum(1 for item in removed if any(item is now for now in shown))
    monkeypatch.undo()
    return picture, order, stack, (len(removed), back), reused


def test_workers_standing_in_stay_in_the_scene_and_stack_as_new_ones(qtbot, monkeypatch):
    fresh, order_fresh, stack_fresh, removed_fresh, _ = _through_a_round_change(qtbot, monkeypatch, False)
    kept, order_kept, stack_kept, removed_kept, reused = _through_a_round_change(qtbot, monkeypatch, True)
    assert reused >= 8  # most workers at home are the ones that came back from the offices
    assert removed_fresh[0] >= 8 and removed_kept[0] < removed_fresh[0] / 2  # only the spares left over
    assert removed_kept[1] == 0  # none of the workers on the table left the scene and came back
    assert order_kept == order_fresh  # the same stacking as new pieces get
    assert stack_kept == order_kept and stack_fresh == order_fresh  # the scene's own record of it
    assert kept == fresh  # the same picture, pixel for pixel
