"""Issue 15: at five seats in German, a player's line under the name ("2 Karten auf der Hand · 0 Blicke auf
Ratschläge") ran past the panel's edge and was cut off without a sign; the viewer's own ran into the deck.
A line too long for its area takes the short words ("2 in hand · 0 looks")."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.games.copernico.definition import COPERNICO_GAME  # noqa: E402
from desktop_app.games.copernico.scene.board import CopernicoScene  # noqa: E402
from desktop_app.games.copernico.scene.items import INFO_PX  # noqa: E402
from desktop_app.ui.language import install_language  # noqa: E402
from desktop_app.ui.table_items import fits_wrapped, text_width  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402

DOCKED = (1004, 716)  # the table's size in a 1280x800 window with the log and history docks open
OVER = (1004, 672)  # the same at the end of a game, under the Rematch row


class Table(SceneTable):
    game = COPERNICO_GAME
    scene_class = CopernicoScene
    fit_view = False


@pytest.fixture
def german(qapp):
    install_language("de")
    yield
    install_language("en")


@pytest.mark.parametrize("players", [3, 5])
def test_every_panels_count_line_fits_its_panel(qtbot, german, players):
    table = Table(qtbot, players, seed=3)
    table.resize(DOCKED)
    table.advance_to(lambda s: s.phase == "act" and s.turn >= 2 and 0 in s.to_move())
    scene = table.scene
    panels = [scene._my_panel, *scene._panels.values()]
    assert len(panels) == players
    for panel in panels:
        assert panel.info
        assert text_width(panel.info, INFO_PX) <= panel.rect().width() - 20, panel.info


@pytest.mark.parametrize("language", ["en", "de"])
def test_at_the_end_each_panels_tally_reads_whole(qtbot, qapp, language):
    """At five seats the notes beside a Hypothesis card had about 30 px: "Qual 15 · 10 Linie". A tally
    that does not fit there takes the count line (the game is over; the score table has every figure)."""
    install_language(language)
    try:
        table = Table(qtbot, 5, seed=3)
        table.resize(OVER)
        table.advance_to(lambda s: s.phase == "over")
        assert min(panel.tally_rect.width() for panel in table.scene._panels.values()) < 40, "beside the card"
        for seat, panel in table.scene._panels.items():
            tally = table.scene._tally_line(seat)
            if panel.tally:
                assert fits_wrapped(panel.tally, panel.tally_rect, 12.0, False), panel.tally
            else:
                assert panel.info == tally
            assert text_width(panel.info, INFO_PX) <= panel.rect().width() - 20, panel.info
    finally:
        install_language("en")
