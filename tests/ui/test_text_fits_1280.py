# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15: no text is cut off at 1280x800 with the docks open, at each game's largest table, in English,
German and Spanish, nor in the narrow view (a 1920x1080 screen at 2x: 960x540 with the docks open, the table
drawn smaller). Every table shortens a text that does not fit with "…" through one painter
(ui/table_text.paint_text), which lists what it shortened while ``table_text.ELIDED`` is a list; the shared
check (tests/text_fit.py) draws the window mid-game with every picture made afresh, and the list must stay
empty. Seats carry the names the new-game dialog gives computers ("Computer 2 (Normal)"), the longest a
player meets without typing one; Campaign Trail is drawn at 4 seats as well as at 8, Copernico's window is
checked to be in the draft, where the pass zones name the neighbours, and Copycat's while an opponent plays
cards, whose panel then counts coins, buys and VP as well as the hand and piles."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui import table_text  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig, level_name  # noqa: E402
from tests.campaign_trail_ui.words_fixture import table_language  # noqa: E402
from tests.text_fit import recording_cuts  # noqa: E402
from tests.text_fit import view_shortens as _view_shortens  # noqa: E402  (other tests import these two)
from tests.text_fit import window_shortens as _shortened  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401

MOVES = 40  # well into the game: hands, tables and the street are full
LANGUAGES = ["en", "de", "es"]
# the window at 1280x800, and at 960x540 (a 1920x1080 screen at 2x: the narrow view, the table drawn smaller)
SIZES = [pytest.param((1280, 800), id="1280x800"), pytest.param((960, 540), id="960x540")]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game_id", "players"), [
    ("copernico", 5), ("copycat", 4), ("copycat", 3), ("councils", 5), ("campaign-trail", 8),
    ("campaign-trail", 4)])
def test_no_text_is_cut_off_with_the_docks_open(qtbot, game_window, game_id, players, size, lang):
    """German "Nachziehstapel" under Copycat's draw pile and the offices' "Tausche ≤2 Karten",
    "≤2 cartas → monedas" were cut (the offices' words take the regular weight where bold does not fit)."""
    _assert_nothing_shortened_mid_game(qtbot, game_window, game_id, players, {}, size, lang)


CT_MODULES = {"breaking_news": True, "election_day": True}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_campaign_trail_with_both_modules_cuts_no_text(qtbot, game_window, players, size, lang):
    """Issue 15, Campaign Trail with Breaking News (CT-141) and Election Day (CT-150) at every seat
    count: the banner takes height from the table and the party boards carry the Election Day
    objectives, so the seat lines are shortest here; candidate names ("The Economist") and objectives
    ("Consistent campaign practices", "Financial responsibility") must read whole."""
    _assert_nothing_shortened_mid_game(qtbot, game_window, "campaign-trail", players, CT_MODULES, size, lang)


def _computers(players: int) -> list[Seat]:
    """Anna and computers named as the new-game dialog names them (in the language shown)."""
    return [Seat("Anna")] + [Seat(f"Computer {i + 1} ({level_name('normal')})", "ai", "easy", i)
                             for i in range(1, players)]


def _assert_nothing_shortened_mid_game(qtbot, win, game_id: str, players: int, options: dict,
                                       size: tuple[int, int], lang: str) -> None:
    game = get_game(game_id)
    assert players <= game.max_players
    win.resize(*size)
    win.controller.autoplay = False
    with table_language(lang):
        assert win.start_config(NewGameConfig(game_id, tuple(_computers(players)), options, 7))
        assert win.log_dock.isVisible() and win.history_dock.isVisible()
        match = win.controller.match
        rng = Rng(3)
        for move in range(MOVES + 120):
            if match.is_over() or (move >= MOVES and _drafting(win, game_id)):
                break
            player = match.next_mover()
            win.controller.play(player, game.heuristic_action(match.state, player, rng))
            if move >= MOVES:
                qtbot.wait(1)
        qtbot.wait(10)
        shortened = _shortened(win)
    assert shortened == [], f"{game_id} at {players} players {options} shortens: {shortened}"
    assert _drafting(win, game_id), f"{game_id}: the window is not in the state whose texts are the longest"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game_id", "players"), [
    ("copernico", 5), ("copycat", 4), ("councils", 5), ("campaign-trail", 8)])
def test_no_text_is_cut_off_at_the_end_of_a_game(qtbot, game_window, game_id, players, size, lang):
    """The last step too: the end badges, final scores and the fullest tables of the game (a Councils
    city at its largest, Copernico's "✓ name" badges over the opponents' Hypothesis cards)."""
    game = get_game(game_id)
    assert players == game.max_players
    win = game_window
    win.resize(*size)
    win.controller.autoplay = False
    with table_language(lang):
        win.start_match(_finished(game, _computers(players)))
        assert win.log_dock.isVisible() and win.history_dock.isVisible()
        qtbot.wait(10)
        shortened = _shortened(win)
        assert shortened == [], f"{game_id} at {players} players, at the end, shortens: {shortened}"
        if game_id == "copernico":
            from .test_replay_fits_1280 import assert_copernico_end_notes_fit

            assert_copernico_end_notes_fit(win.view.scene())


def _finished(game, seats):
    from desktop_app.engine.session import Match

    match = Match(game, seats, {}, 7)
    rng = Rng(3)
    while not match.is_over():
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
    return match


def _drafting(win, game_id: str) -> bool:
    """Copernico's window shows the draft row with both pass zones; Copycat's an opponent in the middle of
    their phase-3 turn with cards in play, their panel's counts at their longest (other tables: always)."""
    if game_id == "copycat":
        scene = win.view.scene()
        return any(scene._totals(seat) is not None and scene._player(seat).get("play")
                   for seat in scene._panels)
    if game_id != "copernico":
        return True
    from desktop_app.games.copernico.scene.items import ZoneItem
    passing = [item.label for item in win.view.scene().items()
               if isinstance(item, ZoneItem) and item.isVisible() and "Computer" in item.label]
    return len(passing) == 2


def test_wrapped_text_that_does_not_fit_is_listed_as_shortened(qtbot):
    """The shared painter lists a word-wrapped text that runs out of its box (the draft zones' labels are
    wrapped), not only a one-line text it shortened with "…"."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with recording_cuts() as cuts:
        wrap = table_text.CENTRE | Qt.TextFlag.TextWordWrap
        table_text.paint_text(painter, QRectF(0, 0, 80, 40), "Pass right to Computer 2 (Normal)", 12.0,
                               QColor("white"), bold=True, align=wrap, elide=True)
        table_text.paint_text(painter, QRectF(0, 0, 120, 60), "Pass to Anna", 12.0, QColor("white"),
                               bold=True, align=wrap, elide=True)
    painter.end()
    assert cuts == ["Pass right to Computer 2 (Normal)"]


def test_the_check_sees_the_text_inside_an_exact_picture(qtbot):
    """An item drawn through ui/exact_pictures is painted once and copied after, from pictures its
    class may share between items: a window grabbed later copies them without asking the text painter.
    The shared check has every picture drawn afresh, so a text cut when the picture was made is listed."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

    from desktop_app.ui.exact_pictures import ExactPictures

    class Plate(QGraphicsItem):
        pictures = ExactPictures()  # shared by the class, as a family of cards shares its faces

        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 60, 20)

        def paint(self, p, option, widget=None) -> None:
            self.pictures.paint(p, "plate", self.boundingRect(), lambda q: table_text.paint_text(
                q, self.boundingRect(), "Computer 2 (Normal)", 12.0, QColor("white"), elide=True))

    view = QGraphicsView()
    scene = QGraphicsScene(0, 0, 100, 40, view)
    scene.addItem(Plate())
    view.setScene(scene)
    qtbot.addWidget(view)
    view.show()
    view.grab()  # the first frame makes the picture, while nothing is recorded
    assert Plate.pictures.drawn == 1
    assert _view_shortens(view) == ["Computer 2 (Normal)"]
    assert Plate.pictures.drawn == 2


def test_a_councils_board_at_the_end_keeps_the_winners_name_whole(qtbot):
    """Issue 15: at the end of a 5-seat game a Councils board is about 255 px wide; the winner's star, a
    default computer name and the gold "+N majorities" note do not all fit on the name line, so the note
    gives way (it stays in the board's tooltip and the log) and the name is never shortened."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from desktop_app.games.councils.scene.panel import PanelItem

    panel = PanelItem(3)
    panel.set_rect(QRectF(0, 0, 255, 140))
    panel.types = ("EDU", "TRA", "FIN", "LEG", "DEV")
    panel.influence = dict.fromkeys(panel.types, 4)
    panel.name, panel.winner, panel.vp, panel.vp_note = "Computer 4 (Normal)", True, 71, "+4 majorities"
    view = QGraphicsView()
    scene = QGraphicsScene(0, 0, 300, 200, view)
    scene.addItem(panel)
    view.setScene(scene)
    qtbot.addWidget(view)
    with recording_cuts() as cuts:
        view.viewport().grab()
        view.grab()
        assert cuts == []
        panel.name = "Ada"  # a short name leaves the note its room, and it is drawn
        panel.update()
        view.grab()
        assert cuts == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_street_card_shows_its_title_whole_at_1280x800(qtbot, game_window, monkeypatch, players):
    """Issue 15: at 1280x800 with the docks open, each card that can lie on Copycat's street (sections
    I-V, the red cards too) shows its whole title on its street space at 11 px or more; no title is left
    off for lack of room (the hover preview is not the only place to read it)."""
    from PySide6.QtGui import QImage, QPainter

    from desktop_app.games.copycat.data import load_data
    from desktop_app.games.copycat.scene import art, texts

    win = game_window
    win.controller.autoplay = False
    assert win.start_config(NewGameConfig("copycat", tuple(_computers(players)), {}, 7))
    assert win.log_dock.isVisible() and win.history_dock.isVisible()
    qtbot.wait(10)
    space = win.view.scene()._layout.spaces[0]
    assert win.view.fit_scale == 1.0
    from .test_replay_copycat_street import recording_texts

    painted = recording_texts(monkeypatch)
    cards = [c for c in load_data().cards if c.section in ("I", "II", "III", "IV", "V")]
    assert len({c.title for c in cards}) > 20
    image = QImage(200, 250, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    missing = []
    with recording_cuts() as cuts:
        for card in cards:
            painted.clear()
            art._draw_card(painter, space.translated(-space.left(), -space.top()), card)
            title = texts.title(card.title)
            if not any(text == title and px >= table_text.MIN_TEXT for text, px in painted):
                missing.append(title)
    painter.end()
    assert sorted(set(missing)) == [], f"{players} players: titles left off the street"
    assert cuts == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(75.9, 51.2), (81.0, 39.4)])  # at 1280x800 and in the narrow view
def test_every_copycat_office_keeps_its_words_in_every_language(qtbot, size, lang):
    """An office has two lines for its action beside the colour strip (59 px at 1280x800 with 3-4 seats):
    German "≤2 Karten" and Spanish "≤2 cartas →" are wider than that in bold and were cut; they take the
    regular weight there (Spanish's shredding office reads "Vende ≤2 cartas")."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from desktop_app.games.copycat.data import load_data
    from desktop_app.games.copycat.scene import art

    image = QImage(100, 60, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with table_language(lang), recording_cuts() as cuts:
        for office in load_data().offices:
            art.paint_office(painter, QRectF(0, 0, *size), office)
    painter.end()
    assert sorted(set(cuts)) == [], f"offices {size} in {lang}"


def test_a_copycat_piles_long_caption_takes_the_regular_weight(qtbot):
    """The viewer's piles are 90x55 at 1280x800 and in the narrow view: German "Nachziehstapel" goes under
    the pile (too long beside it) and is wider than the pile in bold; it is set in the regular weight."""
    from PySide6.QtCore import QRectF

    from desktop_app.games.copycat.scene.items import PileItem
    from tests.text_fit import items_shorten

    pile = PileItem()
    pile.set_rect(QRectF(0, 0, 90, 55))
    pile.card_h, pile.count = 47.0, 12
    for label, bold in (("Nachziehstapel", False), ("Mazo de robo", True), ("Draw pile", True)):
        pile.label = label
        assert items_shorten([pile]) == [], label
        assert pile.caption_bold() == bold, label


def _table_in_view(qtbot, game_id: str, players: int, width: int, height: int, moves: int = MOVES,
                   options: dict | None = None):
    """A ``game_id`` table of ``players`` seats ``moves`` actions in, as seat 0 sees it (with its legal
    actions), in a TableView of ``width`` x ``height`` (the main window's table at a screen size)."""
    from desktop_app.engine.session import Match
    from desktop_app.ui import scene_registry
    from desktop_app.ui.table_view import TableView

    game = get_game(game_id)
    seats = [Seat("Anna")] + [Seat(f"Computer {i + 1} (Normal)", "ai", "easy", i) for i in range(1, players)]
    match = Match(game, seats, options or {}, 7)
    rng = Rng(3)
    for _ in range(moves):
        if match.is_over():  # the end of the game, shown as it ended
            break
        player = match.next_mover()
        match.apply(player, game.heuristic_action(match.state, player, rng))
    view = TableView()
    qtbot.addWidget(view)
    scene = scene_registry.scene_class(game_id)(list(seats))
    scene.set_animation_speed(0.0)
    view.setScene(scene)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.layout_scene(force=True)
    state = match.state
    legal = state.legal_actions(0) if 0 in state.to_move() else []
    scene.show_observation(state.observation(0), 0, legal, [])
    qtbot.wait(1)
    return view, scene


@pytest.mark.parametrize(("players", "height"), [(4, 684), (3, 684), (4, 700), (4, 670), (2, 670)])
def test_copycat_offices_keep_their_words_at_1366x768(qtbot, players, height):
    """At 1366x768 with the docks open Copycat's table is 1090 px wide and 670-700 px tall (the banner
    takes two or three lines, or the end's buttons a row): office rows of 40-45 px, where the offices'
    words ("Shred ≤1 → coins", "Buy 2 cards") were cut to one line. The band under them gives way so the
    words keep two lines."""
    view, scene = _table_in_view(qtbot, "copycat", players, 1090, height)
    assert view.fit_scale == 1.0
    assert scene._layout.row_h < 46, "the office rows are no longer short: test short ones"
    shortened = _view_shortens(view)
    assert shortened == [], f"copycat at {players} players, 1090x{height}, shortens: {shortened}"


@pytest.mark.parametrize("players", [2, 3, 5])
def test_councils_display_keeps_its_words_at_1366x768(qtbot, players):
    """At 1366x768 with the docks open (a table of about 1090x700) the display's cards are 122 px tall:
    they were drawn with the full face, whose one-line action ("#17 employee back") needs 125 px of width
    and was shortened on most cards. They show the mid-sized face there, as at 1280x800."""
    view, _scene = _table_in_view(qtbot, "councils", players, 1090, 700)
    assert view.fit_scale == 1.0
    shortened = _view_shortens(view)
    assert shortened == [], f"councils at {players} players, 1090x700, shortens: {shortened}"


@pytest.mark.parametrize(("players", "size"), [(8, (1004, 732)), (7, (1090, 700))])
def test_campaign_trail_setup_keeps_names_and_choices_whole(qtbot, players, size):
    """The first choice of a 7- or 8-seat Campaign Trail game (every seat keeps a candidate at once): the
    seat lines' "▶" before a default computer name ran it out of the party board, and the button "Keep
    The Squeaky-Clean Reformer" was cut to under half the bar though the row had room for it."""
    view, scene = _table_in_view(qtbot, "campaign-trail", players, *size, moves=1)
    assert any(button.isVisible() and button.text.startswith("Keep") for button in scene.buttons)
    shortened = _view_shortens(view)
    assert shortened == [], f"campaign trail at {players} seats, {size}, shortens: {shortened}"


def test_a_small_city_cards_name_falls_back_to_the_regular_weight(qtbot):
    """A Councils city card about 50 px wide (a grown city at 1280x800) has room for two lines of its
    name: "Registry" in bold is wider than the card and was broken onto a third line and cut; in the
    regular weight it fits, so the name is set that way rather than shortened."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from desktop_app.games.councils.scene.art import paint_name

    image = QImage(100, 60, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with recording_cuts() as cuts:
        for name in ("Registry Office", "Primary School", "Parking Garage", "Savings Bank"):
            paint_name(painter, QRectF(0, 0, 48, 32), name, 11.0)
    painter.end()
    assert cuts == []


@pytest.mark.parametrize(("players", "options", "whole"), [
    (2, CT_MODULES, True), (8, {}, True), (2, {}, True), (4, CT_MODULES, True), (8, CT_MODULES, True)])
def test_campaign_trail_month_decks_read_whole_in_a_narrow_table(qtbot, players, options, whole):
    """Issue 15 at a 1920x1080 screen at 2x (960x540 logical, the table about 738x456 beside the docks):
    the table, laid out at least 900x540, ran past the view's right and bottom edges (it is now drawn
    smaller), and the month decks' strip had 44% of the row and cut "September" and "Free tokens"; the EV
    track gives way to it instead. ``whole``: nothing on the table is shortened (since the viewer's Election
    Day panel stands beside the hand there, also at 4-8 seats with both modules); else the decks' words."""
    view, scene = _table_in_view(qtbot, "campaign-trail", players, 738, 456, options=options)
    assert scene._layout.decks.width() >= 320
    # the table is laid out at least 900x540 and was drawn past the view's right and bottom edges
    table = view.sceneRect()
    assert view.fit_scale < 1.0
    assert scene._layout.decks.right() <= table.right() and scene._layout.hand.bottom() <= table.bottom()
    shortened = _view_shortens(view)
    if not whole:
        shortened = [text for text in shortened if text in ("August", "September", "October", "Free tokens")]
    assert shortened == [], f"campaign trail at {players} seats {options}, 738x456, shortens: {shortened}"
