# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""The round's banner (ui/announcements.py) covers no words a player reads (issue 15: "Round 1 is over"
lay over the opponents' panels, Copycat's section headers and the councils row for its 2 s). Every game at
2 players and its most, in the 1280x800 window and the 960x540 one (docks open): every text the table
paints, recorded where the painter draws it, lies clear of the banner's plate."""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui.announce_texts import change_text  # noqa: E402
from desktop_app.ui.announcements import (  # noqa: E402
    HOLD_MS,
    Announcements,
    banner_looks,
    clear_place,
    short_form,
)
from desktop_app.ui.exact_pictures import ExactPictures  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402,F401

# The modules that keep pictures of what they paint (ui/picture_cache.paint_cached).
PICTURE_USERS = ("desktop_app.games.copernico.scene.art", "desktop_app.games.copernico.scene.items",
                 "desktop_app.games.councils.scene.art", "desktop_app.games.councils.scene.panel",
                 "desktop_app.games.copycat.scene.art", "desktop_app.games.copycat.scene.furniture")
MOST = (("copycat", 4), ("councils", 5), ("copernico", 5), ("campaign-trail", 8))
SIZES = ((1280, 800), (960, 540))
CASES = [(game, players, size) for game, most in MOST for players in (2, most) for size in SIZES]


class Felt(Announcements, QGraphicsScene):
    """A table with only the banner (and what a test lays on it)."""

    def __init__(self) -> None:
        super().__init__()
        self._size = (1000.0, 600.0)
        self.setSceneRect(0, 0, *self._size)


def _after_first_change(game_id: str, players: int) -> tuple[Match, str]:
    """A game just past its first change of round (turn, month), and the banner's words for it."""
    game = get_game(game_id)
    seats = [Seat("Anna")] + [Seat(f"Computer {i}", "ai", "easy", i) for i in range(1, players)]
    match = Match(game, seats, {}, 3)
    rng = Rng(3)
    start = game.progress(match.state)
    while game.progress(match.state) == start:
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
    return match, change_text(start, game.progress(match.state))


# A painter of symbols a player reads (a module, its function's name, and where a call draws, from the
# call's arguments after the painter, in the painter's coordinates).
Icon = tuple[str, str, Callable[..., QRectF]]


def painted_words(view, skip) -> list[QRectF]:
    """Where the table paints its words, in scene rectangles: every item painted afresh and straight onto
    the view (no item cache, no kept picture: a text drawn into a picture first would be recorded where
    it lies in that picture), each text recorded as the painter draws it, except ``skip``'s."""
    return _painted(view, skip, words=True, icons=())


def painted_symbols(view, skip, icons: Sequence[Icon]) -> list[QRectF]:
    """Where the table paints the symbols of ``icons``' painters, in scene rectangles, recorded as
    painted_words records words."""
    return _painted(view, skip, words=False, icons=icons)


def _painted(view, skip, *, words: bool, icons: Sequence[Icon]) -> list[QRectF]:
    found: list[QRectF] = []
    draw = QPainter.drawText

    def keep(p: QPainter, box: QRectF) -> None:
        if p.hasClipping():  # a wrapped text cut at its box's edges (table_text.paint_text)
            box = box.intersected(p.clipBoundingRect())
        if not box.isEmpty():
            device = p.transform().mapRect(box)
            found.append(view.mapToScene(device.toAlignedRect()).boundingRect())

    def icon_recorder(paint: Callable[..., None], where: Callable[..., QRectF]) -> Callable[..., None]:
        def recorded(p: QPainter, *args, **kwargs) -> None:
            keep(p, where(*args))
            paint(p, *args, **kwargs)
        return recorded

    def record(p: QPainter, *args):
        metrics = p.fontMetrics()
        if isinstance(args[0], (QRectF, QRect)) and len(args) >= 3 and isinstance(args[2], str):
            box = QRectF(metrics.boundingRect(QRectF(args[0]).toRect(), int(args[1]), args[2]))
        elif isinstance(args[0], (QPointF, QPoint)) and isinstance(args[1], str):
            at = QPointF(args[0])
            box = QRectF(at.x(), at.y() - metrics.ascent(), metrics.horizontalAdvance(args[1]),
                         metrics.height())
        else:
            box = QRectF()
        if words:
            keep(p, box)
        return draw(p, *args)

    def direct(p, key, rect, paint):
        paint(p, rect)

    def afresh(pictures, p, key, rect, paint, background=None):
        paint(p)

    skip.hide()
    items = view.scene().items()
    caches = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        item.update()
    with pytest.MonkeyPatch.context() as patch:
        for module in PICTURE_USERS:
            patch.setattr(importlib.import_module(module), "paint_cached", direct)
        patch.setattr(ExactPictures, "paint", afresh)
        patch.setattr(QPainter, "drawText", record)
        for module, name, where in icons:
            painter = importlib.import_module(module)
            patch.setattr(painter, name, icon_recorder(getattr(painter, name), where))
        view.viewport().grab()
    for item, cache in zip(items, caches, strict=True):
        item.setCacheMode(cache)
    skip.show()
    return found


@pytest.mark.parametrize(("game_id", "players", "size"), CASES)
def test_the_banner_covers_no_words_on_the_table(qtbot, game_window, game_id, players, size):
    win = game_window
    win.controller.autoplay = False
    win.resize(*size)
    match, text = _after_first_change(game_id, players)
    win.start_match(match, viewer=0)
    qtbot.wait(10)
    scene = win.view.scene()
    scene.announce(text)
    banner = scene._banner
    plate = banner.plate()
    seen = plate.adjusted(2, 2, -2, -4)  # the plate as drawn, without the room kept for its shadow
    under = [box for box in painted_words(win.view, banner) if box.intersects(seen)]
    assert not under, f"{text!r} at {plate.getRect()} covers words at {[b.getRect() for b in under]}"
    assert scene.sceneRect().contains(plate)
    assert banner._hold.interval() == HOLD_MS, "a clear place was found: the banner stays its usual time"


def test_the_banner_sets_smaller_before_it_covers_anything(qtbot):
    """Where the full-sized banner has no clear place, a smaller setting, two lines or the short form
    finds one; the full size is kept where there is room."""
    looks = banner_looks("Round 1 is over: round 2 begins")
    assert looks[0].px == 17 and looks[0].lines == ("Round 1 is over: round 2 begins",)
    assert ("Round 1 is over:", "round 2 begins") in [look.lines for look in looks]
    assert looks[-1].lines == ("Round 2 begins",) and short_form("Runde 1 ist vorbei: Runde 2 beginnt") == \
        "Runde 2 beginnt"
    sizes = [look.size for look in looks]
    areas = [size.width() * size.height() for size in sizes]
    assert areas[0] == max(areas) and areas[-1] == min(areas)
    table = QRectF(0, 0, 1000, 700)
    home = QPointF(300, 60)
    band = [(0, 0, 1000, 500), (0, 540, 1000, 700)]  # a 40 px band is left free
    assert clear_place(home, looks[0].size, table, band) is None
    at = clear_place(home, looks[-1].size, table, band)
    assert at is not None and at.y() >= 500 and at.y() + looks[-1].size.height() <= 540
    assert clear_place(home, looks[0].size, table, []) == home


def test_a_move_that_lays_a_piece_under_the_banner_moves_it(qtbot):
    from desktop_app.ui.table_boxes import ButtonItem

    scene = Felt()
    scene.announce("Round 1 is over: round 2 begins")
    button = ButtonItem("Pass")
    button.set_rect(scene._banner.plate().adjusted(10, 5, -10, -5))
    scene.addItem(button)
    scene.banner_make_way()  # what TableScene asks after every redraw
    assert not scene._banner.plate().intersects(button.scene_rect())
    assert not scene._banner.fading()


def test_a_move_measures_the_table_for_the_banner_only_while_it_shows(qtbot, monkeypatch):
    """What the banner keeps clear of is read from every item on the table: only while it shows (about 2 s
    after a round's end), never on an ordinary move."""

    scene = Felt()
    calls = []
    real = Announcements._banner_blocks
    monkeypatch.setattr(Announcements, "_banner_blocks",
                        lambda self, near=None: calls.append(1) or real(self, near))
    for _ in range(5):
        scene.banner_make_way()  # what TableScene asks after every redraw
    assert calls == []
    scene.announce("Round 1 is over: round 2 begins")
    calls.clear()
    scene.banner_make_way()
    assert len(calls) == 1  # shown: one look at the table, and it stays where it is
    scene._banner.hide()
    scene.banner_make_way()
    assert len(calls) == 1


def test_a_move_under_a_showing_banner_reads_only_the_pieces_by_it(qtbot, game_window):
    """Issue 13: whether the banner covers something after a move is read from the pieces by its plate
    (the scene's index finds them), not from all of the table's, and the answer is the same: at every
    place of the plate across a Campaign Trail table, a block meets it just when one of all the table's
    blocks does."""
    win = game_window
    win.resize(1280, 800)
    seats = (Seat("Ada"), Seat("Bo", "ai", "random", 1))
    from desktop_app.ui.new_game_dialog import NewGameConfig

    assert win.start_config(NewGameConfig("campaign-trail", seats, {}, 3, False))
    qtbot.waitUntil(win.controller.viewer_to_act, timeout=10000)
    scene = win.controller.scene
    every = scene._banner_blocks()
    count = len(scene.items())
    most = 0
    width, height = scene._size
    covered = clear = 0
    for y in range(0, int(height) - 40, 37):
        for x in range(0, int(width) - 200, 53):
            plate = QRectF(x, y, 200, 40)
            read = scene.banner_items_read
            near = scene._banner_blocks(near=plate)
            most = max(most, scene.banner_items_read - read)
            meets = any(plate.intersects(block) for block in near)
            assert meets == any(plate.intersects(block) for block in every), (x, y)
            covered += meets
            clear += not meets
    assert covered and clear, "the plate was tried over pieces and clear of them"
    assert most < count // 2, (most, count)
