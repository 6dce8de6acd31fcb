"""Issue 15, Copernico's end in a short view: with five seats the opponents' panels are short, and each
Hypothesis card was made small enough to end above the notes under the hand ("46 points, Quality 13 · 9
lines"): about 20 px wide, its name cut to "C…" and its pattern too small to make out (a replay window
1024x768 or 960x540). A card that small now keeps its size and the notes wrap beside it; at 1280x800
nothing changes (tests/ui/test_replay_fits_1280.py). There too the final scores' columns were narrower
than a value beside the player's marker, and every score was drawn half over the next column ("1" for
11): the values now stand centred under the markers."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QFontMetricsF  # noqa: E402

from desktop_app.games.copernico.scene import art  # noqa: E402
from desktop_app.games.copernico.scene.items import HypothesisItem, ScoreTableItem  # noqa: E402

from .test_replay_fits_1280 import _match, _open, _shortened  # noqa: E402


@pytest.mark.parametrize("size", [(1024, 768), (960, 540)])
def test_the_final_scores_stand_in_their_columns_in_a_short_replay(qtbot, monkeypatch, size):
    match = _match("copernico", 5, 100_000)
    window = _open(qtbot, match, size)
    window.go_to(window.replay.last_step)
    qtbot.wait(1)
    table = next(item for item in window.scene.items()
                 if isinstance(item, ScoreTableItem) and item.isVisible())
    scores = {value for _, values in table.rows for value in values}
    painted: list[tuple[str, float, float, bool]] = []
    real = art.paint_text

    def recording(p, rect, text, px, *args, **kwargs):
        if text in scores:
            painted.append((text, rect.width(), px, kwargs.get("bold", False)))
        real(p, rect, text, px, *args, **kwargs)

    monkeypatch.setattr(art, "paint_text", recording)
    table.update()
    window.grab()
    assert len(painted) >= 5 * len(table.rows)
    for text, width, px, bold in painted:
        needs = QFontMetricsF(art.font(px, bold)).horizontalAdvance(text)
        assert needs <= width, f"{text!r} overruns its column"


@pytest.mark.parametrize("size", [(1024, 768), (960, 540)])
def test_the_opponents_hypothesis_cards_read_whole_in_a_short_replay(qtbot, size):
    match = _match("copernico", 5, 100_000)
    assert match.is_over()
    window = _open(qtbot, match, size)
    window.go_to(window.replay.last_step)
    qtbot.wait(1)
    assert _shortened(window) == [], f"the end at {size} shortens text"
    scene = window.scene
    hyps = [item for item in scene._opp_hyps.values() if item.isVisible()]
    assert len(hyps) == 4
    for seat, hyp in scene._opp_hyps.items():
        card = hyp.mapRectToScene(hyp.rect())
        panel = scene._panels[seat]
        notes = panel.tally_rect.translated(panel.pos())
        assert notes.right() <= card.left() or notes.top() >= card.bottom(), "the notes run under the card"
    assert all(isinstance(hyp, HypothesisItem) and hyp.name for hyp in hyps)
