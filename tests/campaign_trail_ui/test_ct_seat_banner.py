"""Issue 15: the Breaking News banner in the narrow view (the table laid out 920x569, the banner sharing the
bar's row, 340 px wide) at 5-8 seats with both modules. German and Spanish titles ("Sorge um die Gesundheit
eines Kandidaten ✦", "Se disparan los precios de la gasolina ✦") were cut there in session 29; each of the
20 cards' title and effect now reads whole in every language, whether the card acts once or stays in
effect (its duration then shown where it fits)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.campaign_trail.news_data import CARDS  # noqa: E402
from desktop_app.games.campaign_trail.scene.news_banner import NewsFigures  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402

from .words_fixture import table_language  # noqa: E402

BOTH = {"election_day": True, "breaking_news": True}


@pytest.mark.parametrize("language", ["en", "de", "es"])
@pytest.mark.parametrize("players", [5, 8])
def test_every_news_title_and_effect_reads_whole_in_the_narrow_views_banner(qtbot, players, language):
    from tests.ui.test_text_fits_1280 import _table_in_view

    with table_language(language):
        view, scene = _table_in_view(qtbot, "campaign-trail", players, 738, 456, options=BOTH)
        banner = scene.news_banner
        assert scene._layout.compact and view.fit_scale < 1.0 and banner.isVisible()
        rect = banner.rect()
        image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        cut: list[str] = []
        try:
            for k in range(1, CARDS + 1):
                card = f"bn{k:02d}"
                row = scene.data.news[card]
                for ongoing in (False, True):
                    banner.set_figures(NewsFigures(card, ongoing, True, row.reconstructed, "August", 3))
                    table_text.ELIDED = []
                    banner.paint_content(painter, rect)
                    cut += [f"{card}: {text}" for text in table_text.ELIDED]
        finally:
            table_text.ELIDED = None
            painter.end()
        assert sorted(set(cut)) == [], f"the banner at {rect.width():.0f} px cuts, in {language}"
