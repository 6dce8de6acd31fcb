"""Issue 15: at four players, at 1280x800 with the docks open, every opponent's area reads whole. A play
area whose cards no longer lie side by side shows chips, one per kind of card with its count (chips.py);
nothing in an opponent's area is shortened."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.copycat.data import load_data  # noqa: E402
from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from desktop_app.games.copycat.scene.chips import Chip, chip_places, chips_of  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402

DOCKED = (1004, 716)  # the table's size in a 1280x800 window with the log and history docks open


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene
    fit_view = False

    def __init__(self, qtbot, seed: int) -> None:
        super().__init__(qtbot, 4, seed, 0)
        self.view.resize(*DOCKED)
        self.scene.resize_to(*DOCKED)
        self.moves = 0

    def play(self, moves: int) -> bool:
        """Play ``moves`` more actions by the rule of thumb; False once the game is over."""
        for _ in range(moves):
            movers = self.state.to_move()
            if not movers:
                return False
            self.play_heuristic(movers[0])
            self.moves += 1
        self.recent = []
        self.show()
        return bool(self.state.to_move())


def _shortened_in(scene: CopycatScene, rects: list[QRectF]) -> list[str]:
    """What painting the opponents' areas shortened with "…"."""
    table_text.ELIDED = []
    try:
        for rect in rects:
            image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
            painter.end()
        return list(table_text.ELIDED)
    finally:
        table_text.ELIDED = None


def _check_opponents(table: Table) -> int:
    """Each opponent's played cards lie whole side by side or show as chips counting every card; returns
    how many areas showed chips."""
    scene = table.scene
    layout = scene._layout
    assert layout is not None
    chipped = 0
    for seat, rect in zip(scene._opponents(), layout.opponents, strict=True):
        play = list(scene._player(seat).get("play") or [])
        geo = scene._opponent_geometry(seat, rect)
        chips = scene._opp_chips[seat]
        cards = [scene._cards[c] for c in play if c in scene._cards]
        if chips.isVisible():
            chipped += 1
            assert not cards, "a play area in chips shows its cards too"
            assert sum(len(c.cards) for c in chips.chips) == len(play)
            assert sorted(c for chip in chips.chips for c in chip.cards) == sorted(play)
            places, _words = chip_places(chips.rect(), chips.chips)
            assert all(chips.rect().contains(p) for p in places), "a chip runs out of the play area"
        else:
            assert len(cards) == len(play)
            card_rects = sorted((c.scene_card_rect() for c in cards), key=lambda r: r.left())
            for a, b in zip(card_rects, card_rects[1:], strict=False):
                assert a.right() <= b.left() + 0.5, "an opponent's played cards cover each other"
            assert all(geo.play.adjusted(-1, -1, 1, 1).contains(r) for r in card_rects)
    return chipped


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_no_opponent_area_is_shortened_at_four_players_at_1280x800(qtbot, seed):
    table = Table(qtbot, seed)
    chipped = 0
    positions = 0
    while table.play(37 + seed) and table.moves < 600:
        chipped += _check_opponents(table)
        positions += 1
        layout = table.scene._layout
        assert layout is not None
        assert _shortened_in(table.scene, layout.opponents) == [], f"after {table.moves} actions"
    assert positions >= 8
    assert chipped, "no position had a play area too full for its cards"


def test_chips_count_the_cards_of_each_kind():
    data = load_data()
    by_kind: dict[tuple[str, str, int], list[str]] = {}
    for card in data.cards:
        by_kind.setdefault((card.colour, card.effect, card.param), []).append(card.cid)
    many = next(cards for cards in by_kind.values() if len(cards) >= 3)
    one = next(cards for cards in by_kind.values() if cards[0] not in many)
    play = [many[0], one[0], many[1], many[2]]
    chips = chips_of(play)
    assert [c.cards for c in chips] == [(many[0], many[1], many[2]), (one[0],)]
    assert [c.count for c in chips] == ["×3", "×1"]


def test_chips_give_up_their_words_before_running_out_of_the_area():
    chips = [Chip("yellow", "+1 coin", ("a",) * 6), Chip("green", "+3 VP", ("b",)),
             Chip("blue", "Draw 3 cards", ("c",) * 2)]
    places, words = chip_places(QRectF(0, 0, 400, 20), chips)
    assert words == [True, True, True] and len({p.top() for p in places}) == 1
    places, words = chip_places(QRectF(0, 0, 100, 60), chips)
    assert words.count(False) >= 1
    assert all(QRectF(0, 0, 100, 60).contains(p) for p in places)
    for a in places:
        assert sum(a.intersects(b) for b in places) == 1  # itself only
