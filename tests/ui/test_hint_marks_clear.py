# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, the coach's marks (ui/hint_marks.py): a mark points at its choice without hiding what a
player reads there. Its number used to sit on the ring's top left corner whatever was under it: on
Campaign Trail's map it covered the neighbouring states' badges, in Copernico's draft the "Drawn cards"
caption, in Copycat the instruction bar, and in Councils it hung half off the table's top edge. Each
game is brought to its first decision among three moves and the marks are shown for three of them; no
number may cover a badge, a caption, a label or a button, nor leave the table."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.hint_marks import BADGE_PX, HintMark  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.piles import ZoneItem  # noqa: E402
from desktop_app.ui.table_boxes import ButtonItem, LabelItem  # noqa: E402
from desktop_app.ui.table_text import text_width  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

SLACK = 2.0  # a number may graze what it sits beside by this much (anti-aliased edges)
MARGIN = (4.0, 3.0, -4.0, -3.0)  # a badge's or a caption's margin round its words


def _reads(scene, game_id: str) -> list[QRectF]:
    """What a player reads on this table, found without the scene's own list of it."""
    out = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, ZoneItem) and item.label and item.label_top:
            zone = item.scene_rect()
            out.append(QRectF(zone.left(), zone.top(), zone.width(), item.label_h))
        elif isinstance(item, ButtonItem | LabelItem) and item.text:
            out.append(item.scene_rect())
    if game_id == "campaign-trail":
        out += scene._badge_rects()  # every state's electoral votes and margin on the map
    return out


def _badges(scene) -> list[tuple[int, QRectF]]:
    """Each number's badge in scene coordinates, from the marks on the table."""
    out = []
    for item in scene.items():
        if isinstance(item, HintMark) and getattr(item, "badge", None) not in (None, False):
            centre = item.mapToScene(item.badge_centre())
            px = getattr(item, "px", BADGE_PX)
            w, h = text_width(str(item.number), px, True) + px * 1.1, px * 1.55  # as paint_badge draws it
            out.append((item.number, QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)))
    return sorted(out, key=lambda pair: pair[0])


def decisions(qtbot, window, game_id: str, players: int = 2, deal: int = 3, moves: int = 5):
    """The person's decisions among three moves or more, each as (scene, choices), in the game dealt by
    ``deal`` against easy computers, the person's other moves drawn at random from ``moves``."""
    seats = [Seat("Ada", "human", None, 0)]
    seats += [Seat(f"Computer {i}", "ai", "easy", i) for i in range(1, players)]
    assert window.start_config(NewGameConfig(game_id, tuple(seats), {}, deal, False))
    controller = window.controller
    rng = Rng(moves)
    for _ in range(300):
        qtbot.waitUntil(controller.viewer_to_act, timeout=30000)
        state, me = controller.match.state, controller.viewer
        choices = controller.match.game.search_actions(state, me)
        if len(choices) >= 3:
            yield controller.scene, choices
        legal = state.legal_actions(me)
        assert controller.submit(legal[rng.below(len(legal))])


def _first_choice_of_three(qtbot, window, game_id: str):
    for found in decisions(qtbot, window, game_id):
        return found
    raise AssertionError("no decision among three moves came up")


@pytest.mark.parametrize("game_id", ["campaign-trail", "copernico", "copycat", "councils"])
def test_the_marks_numbers_hide_nothing_a_player_reads(qtbot, game_window, game_id):
    scene, choices = _first_choice_of_three(qtbot, game_window, game_id)
    marked = [a for a in choices if scene.hint_spots(a)][:3]
    assert len(marked) == 3
    scene.show_hint_marks(marked)
    qtbot.wait(10)
    badges = _badges(scene)
    assert {n for n, _ in badges} == {1, 2, 3}
    table = scene.sceneRect()
    reads = _reads(scene, game_id)
    assert reads
    rings = {n: r for n, r in scene.hint_marks()}
    for number, badge in badges:
        assert table.contains(badge), f"{game_id}: number {number} at {badge.getRect()} runs off the table"
        inner = badge.adjusted(SLACK, SLACK, -SLACK, -SLACK)
        # its own piece's corner margin it may touch (the ring goes round that piece), not its words
        hidden = [r.getRect() for r in reads
                  if inner.intersects(r.adjusted(*MARGIN) if rings[number].contains(r) else r)]
        assert not hidden, f"{game_id}: number {number} at {badge.getRect()} covers {hidden}"
    for i, (_, a) in enumerate(badges):
        for _, b in badges[i + 1:]:
            assert not a.adjusted(SLACK, SLACK, -SLACK, -SLACK).intersects(b), "two numbers on one place"


def test_a_number_set_apart_from_its_ring_is_tied_to_it():
    """A number beside its ring, not touching it, gets a line to the ring (the colour alone is not
    enough to tell which ring it belongs to on a crowded map)."""
    ring = QRectF(100, 100, 40, 30)
    apart = HintMark(1, ring, badge=QRectF(60, 150, 29, 26))
    touching = HintMark(1, ring, badge=QRectF(85, 85, 29, 26))
    assert apart.leader() is not None and touching.leader() is None
    start, end = apart.leader()
    assert start == QRectF(60, 150, 29, 26).center() and ring.adjusted(-3, -3, 3, 3).contains(end)
