"""Issue 15's leftovers, Copernico's replay in a low window (960x540): the table was laid out at the view's
own height, where its rows stop shrinking, and the hand lay below the window's edge, out of sight. The
scene now names its least height (460) and is drawn smaller there, whole, at every player count, in the
game and at its end. Drawn that way the five-seat end's notes under each opponent's hand ran under their
Hypothesis cards (tests/ui/test_copernico_end_short_view.py), which ``tally_rect`` now keeps clear of."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from .test_replay_fits_1280 import _match, _open, _shortened  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_whole_table_shows_in_a_low_replay(qtbot, players):
    window = _open(qtbot, _match("copernico", players, 40), (960, 540))
    scene = window.scene
    for step in (0, window.replay.last_step // 2, window.replay.last_step):
        window.go_to(step)
        qtbot.wait(1)
        faces = {key: card.scene_card_rect() for key, card in scene._cards.items() if card.isVisible()}
        hand = [face for key, face in faces.items() if scene._spot_of.get(key, {}).get("role") == "hand"]
        assert hand, f"no hand at step {step}"
        seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
        assert all(seen.contains(face) for face in faces.values()), f"a card below the view at step {step}"
        assert _shortened(window) == [], f"words shortened at step {step}"
    assert window.view.fit_scale >= 0.78, f"drawn at {window.view.fit_scale:.0%}"
