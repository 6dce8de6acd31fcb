"""Issue 15: at 1280x800 with the docks open (the table about 1004x716) and in the narrow view (a 1920x1080
screen at 2x: the table laid out about 920x569), the month decks, the Election Day panel and the Breaking
News banner show every word whole, in English, German and Spanish. Each test paints only those items
(the party boards' seats and the EV track are checked by their own tests) and asks the shared painter
what it had to shorten (``table_text.ELIDED``)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem  # noqa: E402

from desktop_app.games.campaign_trail.scene.election_panel import EdCard, EdLine  # noqa: E402
from desktop_app.games.campaign_trail.scene.month_decks import DecksItem  # noqa: E402
from desktop_app.games.campaign_trail.scene.names import month_name  # noqa: E402
from desktop_app.games.campaign_trail.scene.news_banner import NewsBanner, NewsFigures  # noqa: E402
from tests.text_fit import items_shorten  # noqa: E402

from .words_fixture import table_language  # noqa: E402

LANGUAGES = ["en", "de", "es"]
ED = {"election_day": True}
BOTH = {"election_day": True, "breaking_news": True}


@pytest.fixture
def language(request):
    with table_language(request.param):
        yield request.param


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("width", [335.0, 336.0])  # the strip's decks at 1280x800 and in the narrow view
@pytest.mark.parametrize("current", ["August", "September", "October"])
def test_the_month_decks_keep_every_word_with_the_free_tokens(qtbot, language, width, current):
    """"septiembre" in bold (the month played) beside "Fichas libres" was cut in a quarter of the strip;
    the cells are as wide as their words need now."""
    decks = DecksItem()
    decks.news = [0, 2, 0]
    decks.set_rect(QRectF(0, 0, width, 60))
    decks.set_piles([(month_name(m), 12, m == current) for m in ("August", "September", "October")], 9)
    assert items_shorten([decks], children=True) == []


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_a_narrow_banner_keeps_every_news_title_whole(qtbot, language):
    """The banner beside the bar at 1280x800 (about 320 px): a long title ("Sentencia sobre la
    identificación de votantes ✦") is set in the regular weight, or without its tag, rather than cut."""
    from desktop_app.games.campaign_trail.news_data import CARDS

    banner = NewsBanner()
    banner.set_rect(QRectF(0, 0, 320, 58))
    cut = []
    for card in (f"bn{k:02d}" for k in range(1, CARDS + 1)):
        banner.set_figures(NewsFigures(card, False, True, True, "August", 3))
        title = banner.lines()[0]
        cut += [text for text in items_shorten([banner], children=True) if text.startswith(title)]
    assert cut == []


def _ed_items(scene) -> list[QGraphicsItem]:
    return [item for item in scene.items() if isinstance(item, (EdCard, EdLine)) and item.isVisible()]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize(("players", "options", "moves"), [
    (4, {"green_party": True, **ED}, 40), (4, {"green_party": True, **BOTH}, 40), (3, ED, 40), (2, ED, 40),
    (4, {"green_party": True, **ED}, 400), (3, BOTH, 400), (8, {"green_party": True, **ED}, 400)])
@pytest.mark.parametrize("size", [(1004, 716), (738, 456)])
def test_the_election_day_panel_keeps_every_word(qtbot, language, players, options, moves, size):
    """The viewer's Exit Polls ("Ethical campaign practices" was cut to one line beside its gauge at 4
    parties), the panel's header ("Día de la elección (columna derecha)"), other parties' hidden counts
    ("Cartas del día de la elección (ocultas):") and revealed Exit Polls ("Exit Poll “Grassroots
    organization”:") read whole, mid-game and at the end, at 1280x800 and in the narrow view."""
    from tests.ui.test_text_fits_1280 import _table_in_view

    _view, scene = _table_in_view(qtbot, "campaign-trail", players, *size, moves=moves, options=options)
    items = _ed_items(scene)
    assert items, "no Election Day item shown"
    assert items_shorten(items, children=True) == []


@pytest.mark.parametrize("language", ["de", "es"])
def test_news_effects_and_exit_poll_titles_fit_in_every_language(qtbot, language):
    """Some German and Spanish wordings needed more than a narrow banner's two lines (its effect) or a
    party board's line (an Exit Poll's title, in the regular weight): the translations are the shorter
    ones now, and every text fits."""
    from desktop_app.games.campaign_trail.election_day_data import load_election_day
    from desktop_app.games.campaign_trail.news_data import CARDS
    from desktop_app.games.campaign_trail.scene.election_words import poll_title
    from desktop_app.games.campaign_trail.scene.news_texts import news_text
    from desktop_app.ui import language as ui_language
    from desktop_app.ui.table_text import MIN_TEXT, fits_wrapped, text_width

    news = [f"bn{k:02d}" for k in range(1, CARDS + 1)]
    polls = list(load_election_day().exit_polls)
    ui_language.install_language(language)
    try:
        effects = [news_text(card) for card in news]
        titles = [poll_title(card) for card in polls]
        line = QRectF(0, 0, 319 - 16, 58 - 26)  # the narrow banner's effect beside the bar at 1280x800
        assert [text for text in effects if not fits_wrapped(text, line, MIN_TEXT)] == []
        assert [text for text in titles if text_width(text, 11) > 200.8 - 24] == []  # a board's poll line
    finally:
        ui_language.install_language("en")
