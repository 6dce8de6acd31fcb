"""Issue 15: in the replay's smaller table the centre's cards are narrower than the notes over them, and
"seen by you", "seen by you" and "your hypothesis" ran into each other ("seen by yo|seen by you|your
hypothesis"). Each note now keeps clear of the card or note before it: no two overlap, and none lies on a
card it does not belong to."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QRectF  # noqa: E402

from desktop_app.games.copernico.definition import COPERNICO_GAME  # noqa: E402
from desktop_app.games.copernico.scene import art  # noqa: E402
from desktop_app.games.copernico.scene.board import CopernicoScene  # noqa: E402
from desktop_app.games.copernico.scene.items import note_width  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402

REPLAY_TABLE = (1280, 545)  # the table's size in a 1280x800 replay window (the chart below it)


class Table(SceneTable):
    game = COPERNICO_GAME
    scene_class = CopernicoScene
    fit_view = False


def _note_rect(item, note: str) -> QRectF:
    """Where Box.paint_note puts ``note``'s badge over ``item`` (art.paint_badge at the smallest size)."""
    rect = item.scene_rect()
    width, height = note_width(note), art.MIN_TEXT * 1.55
    centre = QPointF(rect.center().x(), rect.top() - 10)
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


@pytest.mark.parametrize(("players", "size"), [(2, REPLAY_TABLE), (5, REPLAY_TABLE), (5, (1004, 716))])
def test_the_notes_over_the_centre_cards_do_not_overlap(qtbot, players, size):
    table = Table(qtbot, players, seed=3)
    table.resize(size)
    table.advance_to(lambda s: s.phase != "over" and len(s.observation(0).get("seen_advice") or []) >= 2
                     and bool(s.observation(0).get("my_hypothesis")))
    scene = table.scene
    noted = [(item, item.private_note) for item in scene._advice if item.isVisible()]
    noted.append((scene._my_hyp, scene._my_hyp.note))
    notes = [(item, _note_rect(item, note)) for item, note in noted if note]
    assert len(notes) == 3, "both Advice cards seen, and the viewer's Hypothesis"
    cards = [item.scene_rect() for item, _ in noted] + [scene._deck.scene_rect(), scene._discard.scene_rect()]
    for i, (item, rect) in enumerate(notes):
        for _, other in notes[i + 1:]:
            assert not rect.intersects(other), (rect, other)
        for card in cards:
            if card != item.scene_rect():
                assert not rect.intersects(card), (rect, card)
        assert scene.sceneRect().contains(rect)
