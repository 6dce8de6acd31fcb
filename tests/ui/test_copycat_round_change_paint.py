"""A new round on the Copycat table repaints little (issue 13: no stall at any game length). The round
change was the longest block of the event loop in a long game: an office opens in a window of the board,
so the board's still picture was drawn again whole (paper, the hundred spaces of the career path and
their numbers), and every office whose markers, badge or ring changed drew its face again. Counts only:
the path is not laid out again, only offices new on the board draw their faces, and the workers going
home stand in for the new ones at home (the same picture, far fewer pieces made)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene import art  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from desktop_app.games.copycat.scene.furniture import BoardItem  # noqa: E402
from desktop_app.games.copycat.scene.pieces import PiecesMixin  # noqa: E402
from desktop_app.games.copycat.state import Phase  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene


def _counting(monkeypatch, owner, name: str) -> list[object]:
    calls: list[object] = []
    original = getattr(owner, name)

    def counted(*args, **kwargs):
        calls.append(args[1] if len(args) > 1 else None)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


def test_a_new_round_draws_neither_the_path_nor_the_offices_it_had(qtbot, monkeypatch):
    table = Table(qtbot, 4, seed=3)
    table.advance_to(lambda s: s.round >= 2)
    table.view.viewport().grab()  # every picture of this size drawn once
    before = set(table.scene._offices)
    windows_before = list(table.scene._board.windows)
    spaces = _counting(monkeypatch, BoardItem, "_ring_local")
    faces = _counting(monkeypatch, art, "paint_office")
    round_now = table.state.round
    table.advance_to(lambda s: s.round > round_now)
    spaces.clear()  # the pieces on the path asked it where to stand; the paint is counted below
    faces.clear()
    table.view.viewport().grab()
    new = set(table.scene._offices) - before
    assert table.scene._board.windows != windows_before  # the round opened a window: the still changed
    assert spaces == []  # the board's base (paper, path, headers) was copied, not drawn
    assert len(faces) <= len(new), (len(faces), len(new))


def _round_change(qtbot, monkeypatch, stand_ins: bool):
    """A table through a round change: the picture after it, the workers made for it, their keys."""
    if not stand_ins:
        monkeypatch.setattr(PiecesMixin, "_worker_spare", lambda self, item: False)
    table = Table(qtbot, 4, seed=5)
    table.advance_to(lambda s: s.round >= 3 and s.phase is Phase.PURCHASE)  # workers stand in offices
    before = list(table.scene._workers.values())  # kept alive: no new piece can reuse an old one's id
    table.advance_to(lambda s: s.round >= 4)
    picture = table.view.viewport().grab().toImage()
    made = [item for item in table.scene._workers.values() if not any(item is old for old in before)]
    monkeypatch.undo()
    return picture, len(made), sorted(table.scene._workers)


def test_workers_going_home_stand_in_for_the_new_ones_and_look_the_same(qtbot, monkeypatch):
    fresh, made_fresh, keys_fresh = _round_change(qtbot, monkeypatch, stand_ins=False)
    reused, made_reused, keys_reused = _round_change(qtbot, monkeypatch, stand_ins=True)
    assert keys_reused == keys_fresh
    assert reused == fresh  # the same picture, pixel for pixel (z order included)
    assert made_fresh >= 8 and made_reused < made_fresh / 2, (made_reused, made_fresh)
