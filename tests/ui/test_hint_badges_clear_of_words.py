# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15's leftovers, the coach's numbers (ui/hint_marks.py) hide no word a player reads. Campaign Trail's
were set on their own cards in session 32; in the other games a number still sat half over a neighbour's
words: Councils' "3" over a seat's "4 VP", Copernico's over a drawn card's number ("Q82"), Copycat's on the
top edges of the fanned hand cards. Each game at 2 and 3 players, in the 1280x800 and the 960x540 window
(docks open), at the person's first decisions among three moves: every choice there is marked, three at a
time, and no number's badge lies over a word the table paints (recorded where the painter draws it, as
tests/ui/test_banner_clear_of_words.py does for the round's banner) or over a symbol a player reads as one
(session 36: Copernico's bodies). A number now stays on the card, office or council its ring is round, in a
place the game knows holds none of its words and symbols."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QRectF  # noqa: E402

from desktop_app.ui.hint_marks import HintMark  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402,F401
from .test_banner_clear_of_words import painted_symbols, painted_words  # noqa: E402
from .test_hint_marks_clear import _badges, decisions  # noqa: E402

GAMES = ("copycat", "copernico", "councils")  # Campaign Trail's: campaign_trail_ui/test_hint_badges_on_cards
SIZES = ((1280, 800), (960, 540))
# Copycat in the low window is drawn at about half size: its offices and a three-player hand's strips
# have no blank place a number fits in, and the number takes the place that hides least (left for later).
CASES = [(game, players, size) for game in GAMES for players in (2, 3) for size in SIZES
         if game != "copycat" or size == SIZES[0]]
# Copernico's drawn cards in the low window have no place a number fits in clear of both their words and
# their bodies: there a number keeps off the words and hides as little of the bodies as it can.
SYMBOL_SIZES = (SIZES[0],)
SLACK = 1.5  # view pixels a number may graze a word's box by (anti-aliased edges, the box's rounding)
DECISIONS = 2  # the person's decisions looked at in each game
# The deal and the person's random moves: one position by default; HINT_BADGE_SEEDS="1,2,3..." walks others
# (the numbers once lay over a new card's plus at some positions only).
SEEDS = [int(seed) for seed in os.environ.get("HINT_BADGE_SEEDS", "3").split(",")]


def _disc(c: QPointF, r: float, *_) -> QRectF:
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)


def _chip(kind: str, rect: QRectF, value: str = "") -> QRectF:
    d = min(rect.height(), rect.width() if not value else rect.height())  # as symbols.paint_type_chip
    return QRectF(rect.left(), rect.center().y() - d / 2, d, d)


# The symbols a player reads as words (session 36: on Copernico's small drawn cards the "2" and the "3" lay
# over the bodies' symbols), by their painters, in every module that calls one by its own name.
SYMBOLS = (
    ("desktop_app.games.copernico.scene.art", "paint_body", _disc),  # a body's disc, its symbol on it
    ("desktop_app.games.copernico.scene.art", "paint_symbol", lambda c, r, *_: _disc(c, r * 0.76)),
    ("desktop_app.games.copycat.scene.art", "paint_symbol", _disc),
    ("desktop_app.games.copycat.scene.art", "paint_colour_chip", _disc),
    ("desktop_app.games.councils.scene.symbols", "paint_symbol", lambda kind, rect, *_: rect),
    ("desktop_app.games.councils.scene.art", "paint_symbol", lambda kind, rect, *_: rect),
    ("desktop_app.games.councils.scene.symbols", "paint_type_chip", _chip),
    ("desktop_app.games.councils.scene.art", "paint_type_chip", _chip),
)


class _Marks:
    """Hides the coach's marks while the table's words are recorded (painted_words hides one item)."""

    def __init__(self, scene) -> None:
        self.items = [item for item in scene.items() if isinstance(item, HintMark)]

    def hide(self) -> None:
        for item in self.items:
            item.hide()

    def show(self) -> None:
        for item in self.items:
            item.show()


def _decisions(qtbot, window, game_id: str, players: int, seed: int):
    """The person's decisions among three moves or more, in the game dealt by ``seed`` and played at
    random from it."""
    return decisions(qtbot, window, game_id, players, seed, seed)


def _first_on_their_pieces(scene) -> set[tuple[float, float]]:
    """The centres of the numbers placed first on their ring's piece: the best choice there (a later one
    on a small card may find no blank place left, and takes the one that hides least)."""
    firsts = {}
    for mark in sorted(scene._hint_items, key=lambda mark: mark.number):
        if mark.badge is not None:
            centre = mark.mapToScene(mark.badge_centre())
            firsts.setdefault(mark.rect.getRect(), (round(centre.x(), 1), round(centre.y(), 1)))
    return set(firsts.values())


def _covered(scene, view, choices, symbols_too: bool) -> list[str]:
    """Every choice marked, three at a time: the numbers that lie over a painted word, and with
    ``symbols_too`` those first on their piece that lie over a symbol."""
    scene.clear_hint_marks()
    words = painted_words(view, _Marks(scene))
    symbols = painted_symbols(view, _Marks(scene), SYMBOLS) if symbols_too else []
    slack = SLACK / view.fit_scale  # in the scene's units: a low window draws the table smaller
    marked = [a for a in choices if scene.hint_spots(a)]
    found = []
    for start in range(0, len(marked), 3):
        scene.show_hint_marks(marked[start:start + 3])
        firsts = _first_on_their_pieces(scene)
        for number, badge in _badges(scene):
            inner = badge.adjusted(slack, slack, -slack, -slack)
            first = (round(badge.center().x(), 1), round(badge.center().y(), 1)) in firsts
            under = [w.getRect() for w in (*words, *(symbols if first else ())) if inner.intersects(w)]
            if under:
                found.append(f"{number} of {marked[start + number - 1]} at {badge.getRect()} over {under}")
    scene.clear_hint_marks()
    return found


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(("game_id", "players", "size"), CASES)
def test_the_coachs_numbers_cover_no_words_or_symbols(qtbot, game_window, game_id, players, size, seed):
    game_window.resize(*size)
    found: list[str] = []
    for seen, (scene, choices) in enumerate(_decisions(qtbot, game_window, game_id, players, seed), start=1):
        qtbot.wait(10)
        found += _covered(scene, game_window.view, choices, size in SYMBOL_SIZES)
        if seen == DECISIONS:
            break
    assert not found, f"{game_id} {players}p {size} seed {seed}: " + "; ".join(found[:6])
