"""Issue 15's leftovers, Copernico's replay in a low window (960x540) during the draft: the draft row's
zones reached down over the hand (the table is laid out at its least height, 460, where the draft row
kept its cards' least size) and the "Discard pile" caption under the small pile lost its first and last
letters. In a short, wide table the instruction bar now stands beside the row of piles, so the draft row
ends above the hand, and a pile's caption shrinks or widens to stay whole. Checked by geometry at 2, 3
and 5 players, at the draft's first steps."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ui.table_text import text_width  # noqa: E402

from .test_replay_fits_1280 import _match, _open  # noqa: E402

STEPS = 3  # the draft steps looked at


def _draft_steps(window) -> list[int]:
    """The first STEPS steps of the replay that show the draft row."""
    scene, found = window.scene, []
    for step in range(window.replay.last_step + 1):
        window.go_to(step)
        if any(zone.isVisible() for zone in scene._zones.values()):
            found.append(step)
            if len(found) == STEPS:
                break
    return found


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_draft_row_ends_above_the_hand_in_a_low_replay(qtbot, players):
    window = _open(qtbot, _match("copernico", players, 60), (960, 540))
    scene = window.scene
    steps = _draft_steps(window)
    assert steps, "no draft in the replay"
    for step in steps:
        window.go_to(step)
        qtbot.wait(1)
        zones = [zone.scene_rect() for zone in scene._zones.values() if zone.isVisible()]
        hand = [card.scene_card_rect() for key, card in scene._cards.items()
                if card.isVisible() and scene._spot_of.get(key, {}).get("role") == "hand"]
        assert hand, f"no hand at step {step}"
        lowest, top = max(zone.bottom() for zone in zones), min(face.top() for face in hand)
        assert lowest <= top, f"step {step}: the draft zones reach {lowest:.1f}, the hand starts at {top:.1f}"
        seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
        assert all(seen.contains(zone) for zone in zones), f"a draft zone out of sight at step {step}"
        bar = scene._bar_plate.scene_rect()
        piles = [scene._deck, scene._discard, *scene._advice, scene._my_hyp]
        crossed = [item for item in piles if item.isVisible() and item.scene_rect().intersects(bar)]
        assert not crossed and not any(zone.intersects(bar) for zone in zones), f"the bar crosses at {step}"
    pile = scene._discard
    box, px = pile.caption_under(pile.rect())
    assert text_width(pile.label, px, True) <= box.width(), f"'{pile.label}' cut in {box.width():.1f} px"
    assert pile.boundingRect().contains(box), "the caption runs outside the pile's painted area"
    assert window.view.fit_scale >= 0.78, f"drawn at {window.view.fit_scale:.0%}"
