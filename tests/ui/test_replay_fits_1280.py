"""Issue 15: the replay window at 1280x800 gives the table about 590 px of height (the guided first game's
bar shortens the main window's table too). Every game's table lays out cleanly there: nothing the shared
painter lists as shortened (``table_text.ELIDED``, which also counts a Copycat office's words that do not
fit in the office), and no labels over each other where the scene knows both places: Copernico's piles
beside the viewer's header, its draft row above the hand; Copycat's summary lines above the workers'
caption and the street's price tags inside the street. At the main window's height the tables are laid
out at the view's own size, as before."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.engine.session import Match  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402
from desktop_app.ui.replay_window import ReplayWindow  # noqa: E402
from tests.text_fit import window_shortens as _shortened  # noqa: E402  (other replay tests import it)

MOVES = 40  # well into the first round or turns: hands, tables and the street are full


def _match(game_id: str, players: int, moves: int, options: dict | None = None) -> Match:
    game = get_game(game_id)
    seats = [Seat("Cal")] + [Seat(f"Computer {i + 1} (Normal)", "ai", "easy", i) for i in range(1, players)]
    match = Match(game, seats, options or {}, 3)
    rng = Rng(3)
    for _ in range(moves):
        if match.is_over():
            break
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
    return match


def _open(qtbot, match: Match, size: tuple[int, int] = (1280, 800)) -> ReplayWindow:
    """The replay window of ``match`` shown at ``size``, its estimates done (the swings' buttons under
    the chart leave the table its least height)."""
    window = ReplayWindow(match)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.finish_estimates()
    qtbot.wait(1)
    return window


@pytest.mark.parametrize(("game_id", "players"), [
    ("copernico", 3), ("copernico", 5), ("copycat", 2), ("copycat", 3), ("copycat", 4), ("councils", 3),
    ("councils", 5), ("campaign-trail", 3), ("campaign-trail", 8)])
def test_the_replay_at_1280x800_shows_every_table_whole(qtbot, game_id, players):
    window = _open(qtbot, _match(game_id, players, MOVES))
    assert window.view.viewport().height() < 570, "the replay's table is no longer short: test a short one"
    for step in (0, window.replay.last_step):
        window.go_to(step)
        qtbot.wait(1)
        shortened = _shortened(window)
        assert shortened == [], f"{game_id} at {players} players, step {step}, shortens: {shortened}"
        _no_known_overlaps(window, game_id)


@pytest.mark.parametrize(("game_id", "players"), [
    ("copernico", 5), ("copycat", 4), ("councils", 5), ("councils", 3), ("campaign-trail", 8)])
def test_the_replay_at_1280x800_shows_the_end_of_a_game_whole(qtbot, game_id, players):
    """The last step of a finished game at the game's largest table (and Councils at 3 seats, whose
    display still holds building projects at the end): final scores, end badges, the fullest city and
    play areas, with everything revealed as the replay offers once a game is over."""
    match = _match(game_id, players, 100_000)
    assert match.is_over()
    window = _open(qtbot, match)
    window.go_to(window.replay.last_step)
    qtbot.wait(1)
    shortened = _shortened(window)
    assert shortened == [], f"{game_id} at {players} players, at the end, shortens: {shortened}"
    _no_known_overlaps(window, game_id)
    if game_id == "copernico":
        assert_copernico_end_notes_fit(window.scene)


def assert_copernico_end_notes_fit(scene) -> None:
    """Copernico's end notes are painted in full, not clipped where no painter shortens them: a note
    badge over a Hypothesis card stays inside the card's item (its margin), and each heading of the final
    score table fits its column (a longer one ran into the next column's marker)."""
    from PySide6.QtGui import QFontMetricsF

    from desktop_app.games.copernico.scene import art
    from desktop_app.games.copernico.scene.items import HypothesisItem, ScoreTableItem

    metrics = QFontMetricsF(art.font(art.MIN_TEXT, True))
    notes = 0
    for item in scene.items():
        if isinstance(item, HypothesisItem) and item.isVisible() and item.note:
            notes += 1
            if getattr(item, "note_marks", []):
                continue  # drawn as markers, measured by the item itself
            badge_w = metrics.horizontalAdvance(item.note) + art.MIN_TEXT * 1.1
            assert badge_w <= item.rect().width() + 2 * item.margin(), f"the note {item.note!r} is cut"
        if isinstance(item, ScoreTableItem) and item.isVisible():
            rect = item.rect()
            rows = len(item.rows) + 1 + (1 if item.footer else 0)
            px = max(art.MIN_TEXT, min(14.0, min(26.0, (rect.height() - 12) / rows) * 0.55))
            col_w = (rect.width() - item.label_width() - 16) / len(item.header)
            head = QFontMetricsF(art.font(px, True))
            for name, _style, winner in item.header:
                shown = name if not hasattr(item, "header_width") or all(
                    item.header_width(n, w, px) <= col_w for n, _s, w in item.header) else ""
                width = head.horizontalAdvance(("★ " if winner else "") + shown) + 18
                assert width <= col_w, f"the score table's heading {name!r} runs into the next column"
    assert notes, "no Hypothesis card shows its note: the end notes went untested"
    assert_copernico_hypotheses_uncovered(scene)


def assert_copernico_hypotheses_uncovered(scene) -> None:
    """Issue 15 (nothing covers anything): at the end each player's Hypothesis card lies beside their
    face-up hand, not under it. In a narrow five-seat panel the hand ran on over the card's top left, its
    name ("Arch", "H") half hidden."""
    hyps = [item for item in scene._opp_hyps.values() if item.isVisible()]
    assert hyps, "no opponent's Hypothesis card is shown: the end went untested"
    hands = [card for card in scene._cards.values() if card.isVisible() and card.face_up
             and not card.scene_card_rect().isEmpty()]
    for hyp in hyps:
        card_rect = hyp.mapRectToScene(hyp.rect())
        for card in hands:
            overlap = card_rect.intersected(card.scene_card_rect())
            assert overlap.isEmpty(), f"{card.card_id} covers the Hypothesis card {hyp.hypothesis}"


@pytest.mark.parametrize(("game_id", "players"), [
    ("copernico", 5), ("councils", 5), ("campaign-trail", 3), ("campaign-trail", 5), ("campaign-trail", 8),
    ("copycat", 2), ("copycat", 3), ("copycat", 4)])
def test_the_replay_draws_the_table_at_full_size_so_text_stays_11_px(qtbot, game_id, players):
    """STYLE: text at least 11 px at 1280x800. A table drawn smaller than its layout (TableView's
    fit_scale under 1) shrinks its 11 px text below that, so the short replay table is laid out at its own
    size: Campaign Trail's teams set their party boards in two columns there, and Copycat's street lies in
    two rows beside the viewer's area, under a board as tall as its offices' words need, the opponents'
    column the whole height (it was drawn at 85%, its office words about 9.5 px)."""
    window = _open(qtbot, _match(game_id, players, MOVES))
    assert window.view.viewport().height() < 570
    assert window.view.fit_scale == 1.0, f"{game_id} is drawn at {window.view.fit_scale:.0%}"


def _no_known_overlaps(window: ReplayWindow, game_id: str) -> None:
    scene = window.scene
    if game_id == "copernico":
        layout = scene._layout
        assert layout.centre.left() >= layout.my_header.right(), "the piles cover the header's status"
        assert layout.upper.bottom() <= layout.hand.top(), "the draft row runs into the hand"
        cards = [item.scene_card_rect() for item in scene._cards.values() if item.isVisible()]
        for zone in scene._zones.values():
            if zone.isVisible():
                assert zone.scene_rect().bottom() <= layout.hand.top() + 1, "a draft zone runs into the hand"
                hand_cards = [c for c in cards if c.top() >= layout.hand.top() - 1]
                covered = any(zone.scene_rect().intersects(c) for c in hand_cards)
                assert not covered, "a hand card covers a zone"
    elif game_id == "copycat":
        layout = scene._layout
        info = scene._info
        lines_end = 54 + 15 * len(info.lines)  # InfoItem sets its lines 15 px apart at the closest
        assert lines_end <= info.workers_top - 18, "summary lines run into the workers' caption"
        for space in layout.spaces:
            assert space.bottom() + 10 <= layout.street.bottom(), "the street's price tags hang out of it"


@pytest.mark.parametrize(("game_id", "players", "height"), [
    ("copernico", 5, 700), ("copycat", 4, 700), ("councils", 5, 700), ("campaign-trail", 8, 700)])
def test_a_table_of_the_main_windows_height_is_laid_out_at_the_views_size(qtbot, game_id, players, height):
    """The look at full height is unchanged: the table is laid out for the view itself, not drawn smaller
    (1280x800 with the docks open leaves the table about 1000x700)."""
    from desktop_app.ui import scene_registry
    from desktop_app.ui.table_view import TableView

    view = TableView()
    qtbot.addWidget(view)
    scene = scene_registry.scene_class(game_id)(list(_match(game_id, players, 0).seats))
    view.setScene(scene)
    view.resize(1000, height)
    view.show()
    qtbot.waitExposed(view)
    view.layout_scene(force=True)
    assert view.fit_scale == 1.0
    assert view.sceneRect().height() == view.maximumViewportSize().height()


def test_a_long_headline_neither_widens_the_replay_nor_grows_its_bar(qtbot):
    """At the end of an eight-seat game the headline names eight scores: it is shortened to the window's
    width (whole in its tooltip), and the detail keeps to two lines, so the table keeps its height."""
    match = _match("campaign-trail", 8, 10_000)
    assert match.is_over()
    window = ReplayWindow(match)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window._timer.stop()
    window.go_to(0)
    qtbot.wait(1)
    table_h = window.view.viewport().height()
    window.last()
    qtbot.wait(1)
    assert window.width() == 1280
    assert window.headline.text().endswith("…") and "Computer 8 (Normal)" in window.headline.toolTip()
    assert window.view.viewport().height() == table_h


@pytest.mark.parametrize("players", [5, 4])
def test_councils_boards_in_the_replay_keep_their_track_labels_at_11_px(qtbot, monkeypatch, players):
    """STYLE: text at least 11 px. Five boards share the replay's short table (about 105 px each): the
    five influence tracks' rows were 10 px, so the 11 px labels ("Edu", "Leg") ran into each other, the
    tails of one row's letters cut by the next. Every label now has a row at least as tall as its line."""
    from PySide6.QtGui import QFontMetricsF

    from desktop_app.games.councils.scene import panel as panel_module
    from desktop_app.games.councils.scene.names import influence_short

    window = _open(qtbot, _match("councils", players, MOVES))
    assert window.view.fit_scale == 1.0
    labels = {influence_short(kind) for kind in ("EDU", "TRA", "FIN", "LEG", "DEV")}
    painted: list[tuple[str, float, float]] = []
    real = panel_module.paint_text

    def recording(p, rect, text, px, *args, **kwargs):
        painted.append((text, px, rect.height()))
        real(p, rect, text, px, *args, **kwargs)

    monkeypatch.setattr(panel_module, "paint_text", recording)
    _shortened(window)
    shown = [(text, px, h) for text, px, h in painted if text in labels]
    assert len(shown) >= 5 * players, "the tracks' labels were not painted"
    for text, px, height in shown:
        line = QFontMetricsF(table_text.font(px, True)).height()
        assert px >= 11 and height >= line - 0.5, f"{text!r} at {px} px in a row {height:.1f} px tall"


@pytest.mark.parametrize(("game_id", "players"), [("copycat", 4), ("campaign-trail", 8)])
def test_the_charts_heading_and_swings_note_are_not_squeezed(qtbot, game_id, players):
    """Issue 15 (no text cut off): beside the chart, the heading and the swings' introduction were
    wrapped onto two lines each (in the app's own font) in a row too short for them, and drawn cut at the
    top and bottom. Each keeps one whole line now (a long introduction is shortened with "…", whole in
    its tooltip)."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from desktop_app.app import APP_FONT, load_fonts

    app = QApplication.instance()
    before = app.font()
    if APP_FONT in load_fonts():  # the window as the app shows it, in its bundled font
        font = QFont(APP_FONT)
        font.setPointSizeF(max(10.0, before.pointSizeF()))
        app.setFont(font)
    try:
        window = _open(qtbot, _match(game_id, players, MOVES))
        for label in (window.chart_heading, window.swing_label):
            need = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            assert label.height() >= need, f"{label.text()!r} is squeezed to {label.height()} of {need} px"
            assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width() or label.wordWrap()
        note = window.swing_label
        assert note.text().endswith("…") == bool(note.toolTip()), "a shortened note is whole in its tooltip"
    finally:
        app.setFont(before)


@pytest.mark.parametrize(("game_id", "players"), [("copycat", 2), ("copycat", 4), ("councils", 2),
                                                   ("councils", 5)])
def test_the_replay_at_1366x768_is_drawn_whole_at_full_size(qtbot, game_id, players):
    """At 1366x768 the replay's table is about 515 px tall: Copycat's short layout holds there at 100%
    (its offices' band gives way for their words), at the end of a game too, nothing shortened. Councils'
    display cards are 81 px tall there: a name of three lines (Bank Headquarters, Administrative Court at
    the end of a game) was cut; such a card sets its symbol and points beside the figures at its foot."""
    window = _open(qtbot, _match(game_id, players, 100_000), (1366, 768))
    for step in (MOVES, window.replay.last_step):
        window.go_to(step)
        qtbot.wait(1)
        assert window.view.viewport().height() < 530, "the replay's table is no longer short"
        assert window.view.fit_scale == 1.0, f"drawn at {window.view.fit_scale:.0%}"
        shortened = _shortened(window)
        assert shortened == [], f"{game_id} at {players} players, step {step}, shortens: {shortened}"
        _no_known_overlaps(window, game_id)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_copernicos_final_scores_in_the_replay_keep_their_rows_apart(qtbot, monkeypatch, size):
    """Issue 15 (nothing overlaps text): at the end of a five-seat game the replay's short table left the
    final score table 12 px (9 px at 1366x768) a row, its 11 px lines set over each other. Too short for
    a row a category, it sets the categories in two halves side by side, every row at least 14 px."""
    from desktop_app.games.copernico.scene import art
    from desktop_app.games.copernico.scene import texts as copernico_texts

    match = _match("copernico", 5, 100_000)
    assert match.is_over()
    window = _open(qtbot, match, size)
    window.go_to(window.replay.last_step)
    qtbot.wait(1)
    labels = {copernico_texts.category_name(c) for c in
              ("quality", "lines", "colours", "advice", "hypotheses")} | {"Total"}
    painted: list[tuple[str, float]] = []
    real = art.paint_text

    def recording(p, rect, text, px, *args, **kwargs):
        painted.append((text, rect.height()))
        real(p, rect, text, px, *args, **kwargs)

    monkeypatch.setattr(art, "paint_text", recording)
    _shortened(window)
    rows = [(text, h) for text, h in painted if text in labels]
    assert len(rows) >= 4, f"the score table's rows were not painted: {painted[:5]}"
    assert all(h >= 14 for _text, h in rows), f"rows under 14 px: {rows}"
