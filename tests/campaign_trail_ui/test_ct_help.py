"""Campaign Trail's rules help: found by the help viewer for the game's id in every language, saying
openly which base-game data is our reconstruction (spec §2, docs/rules/campaign-trail.md) and crediting
the map's sources (resources/campaign_trail/MAP_CREDITS.md)."""

from __future__ import annotations

import pytest

from desktop_app import i18n
from desktop_app.games.campaign_trail.definition import CAMPAIGN_TRAIL_GAME
from desktop_app.resources import resources_dir
from desktop_app.ui import help_viewer

HELP = resources_dir() / "help"
GAME = CAMPAIGN_TRAIL_GAME.id


@pytest.mark.parametrize("lang", ("en", *i18n.TRANSLATED))
def test_the_help_viewer_finds_the_help_of_campaign_trail(lang):
    expected = HELP / f"{GAME}.md" if lang == "en" else HELP / lang / f"{GAME}.md"
    assert help_viewer.help_file(GAME, lang) == expected
    assert expected.read_text("utf-8").startswith("# Campaign Trail: ")


@pytest.mark.parametrize(
    "lang, reconstructed",
    [("en", "reconstruction"), ("de", "Rekonstruktion"), ("es", "reconstrucción")],
)
def test_the_help_says_what_is_reconstructed_and_credits_the_map(lang, reconstructed):
    text = help_viewer.help_file(GAME, lang).read_text("utf-8")  # type: ignore[union-attr]
    assert reconstructed in text
    # The sources MAP_CREDITS.md names: the Census Bureau's 2017 files through us-atlas 3.0.1 (ISC).
    credits = (resources_dir() / "campaign_trail" / "MAP_CREDITS.md").read_text("utf-8")
    for part in ("us-atlas", "3.0.1", "Michael Bostock", "ISC", "2017"):
        assert part in credits and part in text, part
    # The summary's figures are the data's: voters per party, EV in all, campaign and advertising costs.
    for figure in ("270", "538", "$60M", "$20M"):
        assert figure in text, figure


def test_the_viewer_shows_the_help(qtbot):
    viewer = help_viewer.HelpViewer(GAME, language="en")
    qtbot.addWidget(viewer)
    assert "Election Day" in viewer.browser.toPlainText()
    assert "Map credits" in viewer.browser.toPlainText()
