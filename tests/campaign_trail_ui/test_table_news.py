"""Breaking News on the Campaign Trail table (CT-140 to CT-147): the banner shows the card of the moment
(title, our one-line text, how long it lasts) readably at 1280x800, the month piles show how many news
cards they hold or wait for, each decision the module adds is answered on the table, and the words the
table shows are the data's."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.games.campaign_trail.actions import Box, PlayCard  # noqa: E402
from desktop_app.games.campaign_trail.frames import FrameKind  # noqa: E402
from desktop_app.games.campaign_trail.scene import news_texts  # noqa: E402
from desktop_app.games.campaign_trail.scene.layout import compute_layout  # noqa: E402
from desktop_app.games.campaign_trail.scene.news_banner import NewsBanner, NewsFigures  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402

from ..campaign_trail.helpers import DATA, news_on_top, quiet_everyone, started, turn_of  # noqa: E402
from .table_fixture import CtTable, gesture_point, perform, top_kind  # noqa: E402


def test_the_table_words_are_the_datas_ct_146():
    """CT-146: the banner's English title and text are the data file's, for all 20 cards."""
    for card, row in DATA.news.items():
        assert news_texts.news_title(card) == row.title
        assert news_texts.news_text(card) == row.text


@pytest.mark.parametrize("parties", [2, 4])
def test_every_banner_is_readable_at_1280x800_ct_141(qtbot, parties):
    """CT-141: each card's banner fits the table's width at 1280x800 (about 1000 x 720 beside the docks)
    without a shortened word, its text at 11 px or more."""
    layout = compute_layout(1000.0, 720.0, parties, news=True)
    assert layout.news is not None and layout.news.bottom() < layout.map.top()
    assert compute_layout(1000.0, 720.0, parties).news is None
    banner = NewsBanner()
    banner.set_rect(layout.news)
    image = QImage(int(layout.news.width()) + 20, int(layout.news.height()) + 20, QImage.Format.Format_ARGB32)
    for card, row in [("", None), *DATA.news.items()]:
        figures = NewsFigures(card, row.ongoing if row else False, bool(row and row.ongoing),
                              row.reconstructed if row else False, "August", 3)
        banner.set_figures(figures)
        table_text.ELIDED = []
        try:
            painter = QPainter(image)
            banner.paint_content(painter, QRectF(0, 0, layout.news.width(), layout.news.height()))
            painter.end()
            assert table_text.ELIDED == [], card
        finally:
            table_text.ELIDED = None
        title, text, note = banner.lines()
        assert table_text.fit_px(text, layout.news.width() - 150, 12.5) >= table_text.MIN_TEXT
        if card:
            assert title == row.title and text == row.text and note
            assert ("reconstructed" in banner.toolTip()) == row.reconstructed


def _table(qtbot, s, viewer: int = 0) -> CtTable:
    t = CtTable(qtbot, s.num_players, seed=1)
    t.state = s
    t.viewer = viewer
    t.show()
    return t


def test_the_banner_follows_the_card_of_the_moment_ct_141(qtbot):
    """CT-141: before the first card the banner says none yet and how many wait in August's deck; once
    one is drawn it shows its title; the piles carry their news counts (3 in August, 3 set aside for each
    later month)."""
    s = started(2, 2, breaking_news=True)
    quiet_everyone(s)
    t = _table(qtbot, s)
    banner = t.scene.news_banner
    assert banner.isVisible() and "No Breaking News yet" in banner.toolTip()
    assert t.scene.decks.news == [3, 3, 3]
    news_on_top(s, "bn06")
    turn_of(s, 0)
    s.apply_action(0, PlayCard(s.hands[0][0], Box.NONE.value))
    while s.active == 0:
        s.apply_action(0, s.legal_actions(0)[0])
    t.viewer = 1
    t.show()
    assert s.news == "bn06" and banner.toolTip().startswith(DATA.news["bn06"].title)
    assert "until the next Breaking News card" in banner.toolTip()
    assert t.scene.decks.news == [2, 3, 3]
    plain = started(2, 2)
    t2 = _table(qtbot, plain)
    assert not t2.scene.news_banner.isVisible()


NEWS_DECISIONS = [("bn02", "news_move"), ("bn03", "news_ethics"), ("bn03", "news_voter")]


@pytest.mark.parametrize("card, kind", NEWS_DECISIONS)
def test_each_news_decision_is_answered_on_the_table_ct_143_ct_144(qtbot, card, kind):
    """CT-143, CT-144: the forced move and bn03's move and voter are asked with the card's title in the
    prompt; every legal action reads in words and has its click (the states glow; declining is a
    button); one is taken through the table."""
    s = started(2, 3, breaking_news=True)
    quiet_everyone(s)
    s.pawn = ("FL", s.pawn[1])
    news_on_top(s, card)
    turn_of(s, 1)
    s.apply_action(1, PlayCard(s.hands[1][0], Box.NONE.value))
    while top_kind(s) != kind:
        seat = s.pending[-1].seat
        s.apply_action(seat, s.legal_actions(seat)[0])
    seat = s.pending[-1].seat
    t = _table(qtbot, s, viewer=seat)
    assert DATA.news[card].title in t.scene.prompt()
    for action in t.legal():
        words = t.scene.describe_action(action)
        assert words and words != action.kind
        assert gesture_point(t.scene, action) is not None, action
    perform(t, t.legal()[-1])
    assert not (t.state.pending and t.state.pending[-1].kind is FrameKind[kind.upper()]
                and t.state.pending[-1].seat == seat)
