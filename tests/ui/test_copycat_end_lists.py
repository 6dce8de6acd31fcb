# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15: at the end of a Copycat game every card title in a play area is readable at 1280x800 with
the docks open. The play areas fan their cards (a fan of three covered all titles but the last, "Local
newspap"; an opponent's twenty cards stood as a strip of edges). The street, which nobody buys from once
the game is over (CP-22: buying is phase 3's), gives its band to a list per player of the cards played in
the last round, each title once with its count. The scene knows the lines it laid out: each one is
checked to fit whole, inside the band, clear of the others, and the lists together hold every card of
every play area."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.games.copycat.scene import texts  # noqa: E402
from desktop_app.ui.new_game_dialog import level_name  # noqa: E402
from desktop_app.ui.table_items import MIN_TEXT, fits_wrapped  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401
from .test_text_fits_1280 import _finished, _shortened  # noqa: E402


def _count(entry: str) -> tuple[int, str]:
    head, sep, rest = entry.partition("× ")
    return (int(head), rest) if sep and head.isdigit() else (1, entry)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("players", [2, 4])
def test_every_played_card_is_listed_whole_at_the_end(qtbot, game_window, players, size):
    game = get_game("copycat")
    seats = [Seat("Anna")] + [Seat(f"Computer {i + 1} ({level_name('normal')})", "ai", "easy", i)
                              for i in range(1, players)]
    win = game_window
    win.resize(*size)
    win.controller.autoplay = False
    win.start_match(_finished(game, seats))
    assert win.log_dock.isVisible() and win.history_dock.isVisible()
    qtbot.wait(10)
    scene = win.view.scene()
    assert scene._obs["phase"] == "over"
    # Full size, or within 1% of it: the status strip keeps room for a second line from the start (so the
    # table never re-fits when a prompt wraps, issue 13/15), which leaves 1366x768 a table drawn at 0.99.
    assert win.view.fit_scale >= 0.99
    played = {seat: list(scene._player(seat).get("play") or []) for seat in range(players)}
    assert sum(len(cards) for cards in played.values()) >= 8, "too few cards in play to test"
    band = scene._end_lists
    assert band.isVisible(), "no list of the played cards at the end"
    band_rect = band.rect()
    listed: dict[int, list[str]] = {}
    lines = []
    for block in band.blocks:
        for rect, text in block.lines:
            assert band_rect.contains(rect), f"{text!r} lies out of the band"
            assert fits_wrapped(text, rect, MIN_TEXT), f"{text!r} does not fit its line"
            count, title = _count(text)
            listed.setdefault(block.seat, []).extend([title] * count)
            lines.append(rect)
    for i, a in enumerate(lines):
        for b in lines[i + 1:]:
            assert not a.intersects(b), "two lines of the lists overlap"
    for seat, cards in played.items():
        assert sorted(listed.get(seat, [])) == sorted(texts.card_title(c) for c in cards), f"seat {seat}"
    assert _shortened(win) == []
