"""Issue 13 (a table that never stutters): the Copycat table's own work per move does not grow with the
offices on the board. Counts only, never times: how many office tooltips a move's redraw writes."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene import areas  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from desktop_app.games.copycat.scene.furniture import StreetSpaceItem  # noqa: E402
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


def _counting(monkeypatch, owner, name: str) -> list[int]:
    """Counts the calls of ``owner.name`` (one element per call)."""
    calls: list[int] = []
    original = getattr(owner, name)

    def counted(*args, **kwargs):
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


class Seated(Table):
    follow_mover = False  # one person at the table, three computer players (a hot seat redresses all)


def _mid_game(qtbot) -> Table:
    table = Seated(qtbot, 4, seed=5)
    for _ in range(180):
        table.play_heuristic(table.state.to_move()[0])
    table.show()
    return table


def test_the_same_observation_again_redresses_no_card_or_worker_and_names_no_pile_again(qtbot, monkeypatch):
    table = _mid_game(qtbot)
    scene = table.scene
    assert scene._cards and scene._workers
    cards = _counting(monkeypatch, CopycatScene, "_dress_card")
    names = _counting(monkeypatch, areas.texts, "card_names")
    workers = [w.dressed_for for w in scene._workers.values()]
    lines = _counting(monkeypatch, CopycatScene, "_made_info_lines")
    street_tips = _counting(monkeypatch, StreetSpaceItem, "setToolTip")
    table.show()
    assert cards == [] and names == [] and lines == [] and street_tips == []
    assert [w.dressed_for for w in scene._workers.values()] == workers


def test_a_move_redresses_few_cards_and_workers(qtbot, monkeypatch):
    """Each move changes a card or two and a worker or two: the others are left as they were (before
    issue 13 every card and worker on the table was dressed again after every move)."""
    table = _mid_game(qtbot)
    scene = table.scene
    cards = _counting(monkeypatch, CopycatScene, "_dress_card")
    rested = _counting(monkeypatch, CopycatScene, "_worker_rests")
    worker_tips = _counting(monkeypatch, areas.texts, "office_name")
    shown_cards = shown_workers = 0
    moves = 30
    for _ in range(moves):
        table.play_heuristic(table.state.to_move()[0])
        table.show()
        shown_cards += len(scene._cards)
        shown_workers += len(scene._workers)
    assert len(cards) < shown_cards / 3, (len(cards), shown_cards)
    assert len(rested) >= shown_workers / 2  # the workers already on the table were asked
    assert len(worker_tips) < shown_workers / 3, (len(worker_tips), shown_workers)


def test_the_opponents_geometry_is_made_once_while_its_inputs_stay(qtbot, monkeypatch):
    table = _mid_game(qtbot)
    made = _counting(monkeypatch, areas, "opponent_geometry")
    table.show()
    assert made == []
    table.scene.resize_to(1100, 760)  # a new size: each opponent's panel measured once more
    assert len(made) == 3
