"""Issue 15: a player stepping through a Copycat replay reads what lies in the street. The replay's short
table (about 1265x545 at 1280x800) drew the street's 11 cards about 40x50 px with number, symbol and
price only, the titles on hover. There the street is now a list beside the viewer's area, one line a
space, each card a strip with its title whole at 11 px and the price it costs on its space (CP-22
buying; docs/rules/copycat.md, "Street": spaces 5-8 cost one coin more, 9-11 two)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.copycat.data import load_data  # noqa: E402
from desktop_app.games.copycat.scene import art, texts  # noqa: E402
from desktop_app.ui import picture_cache, table_text  # noqa: E402

from .test_replay_fits_1280 import MOVES, _match, _open  # noqa: E402


def recording_texts(monkeypatch) -> list[tuple[str, float]]:
    """Every text Copycat's art paints from now on, with its pixel size."""
    painted: list[tuple[str, float]] = []
    real = art.paint_text

    def recording(p, rect, text, px, *args, **kwargs):
        painted.append((text, px))
        real(p, rect, text, px, *args, **kwargs)

    monkeypatch.setattr(art, "paint_text", recording)
    return painted


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("players", [2, 4])
def test_the_replays_street_shows_each_cards_title_whole(qtbot, monkeypatch, players, size):
    window = _open(qtbot, _match("copycat", players, MOVES), size)
    assert window.view.viewport().height() < 570, "the replay's table is no longer short: test a short one"
    window.go_to(MOVES)
    qtbot.wait(1)
    scene = window.scene
    street = [cid for cid in scene._obs["street"] if cid is not None]
    assert len(street) >= 6, "too few cards in the street to test"
    painted = recording_texts(monkeypatch)
    for item in scene.items():
        item.update()
    picture_cache.clear()
    table_text.ELIDED = []
    try:
        window.grab()
        elided = sorted(set(table_text.ELIDED))
    finally:
        table_text.ELIDED = None
    assert elided == [], f"shortened: {elided}"
    shown = {text for text, px in painted if px >= table_text.MIN_TEXT}
    missing = [texts.card_title(cid) for cid in street if texts.card_title(cid) not in shown]
    assert missing == [], f"{players} players at {size}: street titles not on the table: {missing}"
    # Each strip lies inside the street and clear of the next line (the scene knows where it drew them).
    rects = sorted((scene._cards[cid].scene_card_rect() for cid in street), key=lambda r: r.top())
    for upper, lower in zip(rects, rects[1:], strict=False):
        assert upper.bottom() <= lower.top(), "two street cards overlap"
    for r in rects:
        assert scene._layout.street.contains(r), "a street card lies out of the street"


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_every_card_of_the_street_fits_its_strip_whole(qtbot, monkeypatch, size):
    """Every card that can lie on the street (sections I-V and the red cards), with the dearest price
    pill, shows its whole title in a strip of the short table at 11 px, the long Keynote speaker too."""
    window = _open(qtbot, _match("copycat", 4, MOVES), size)
    space = window.scene._layout.spaces[0]
    painted = recording_texts(monkeypatch)
    cards = [c for c in load_data().cards if c.section in ("I", "II", "III", "IV", "V")]
    assert len({c.title for c in cards}) > 20
    image = QImage(int(space.width()) + 4, int(space.height()) + 4, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    table_text.ELIDED = []
    try:
        missing = []
        for card in cards:
            painted.clear()
            art._draw_strip(painter, QRectF(0, 0, space.width(), space.height()), card, "= 10", False)
            title = texts.title(card.title)
            if not any(text == title and px >= table_text.MIN_TEXT for text, px in painted):
                missing.append(title)
        assert sorted(set(missing)) == [], f"titles left off a strip: {missing}"
        assert table_text.ELIDED == [], f"shortened: {table_text.ELIDED}"
    finally:
        table_text.ELIDED = None
        painter.end()
