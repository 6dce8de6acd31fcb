# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, Campaign Trail at 5-8 seats in German and Spanish at 1280x800 with the docks open, and at 8
seats in a narrow window (a 1920x1080 screen at 2x, 960x540): the party boards' figures, the seat lines,
the electoral-vote totals and the bar's buttons read whole and cover nothing.

German "Geld" ran into "110 Mio. $" and Spanish "Comprometidos" into its count (drawn over each other,
not shortened, so no test saw it); "Keep ..." in both languages was cut beside the setup's long phase; in
the narrow window a second row of buttons lay over the strip's electoral-vote totals, and "R 149" ran into
the next party's swatch. Each of those texts is now shortened where drawn if it does not fit (so the
shared check lists it), and the layout gives them their room.

The check is the shared one (tests/text_fit.py): the board's exact pictures (drawn once, copied after) are
painted afresh for it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig, level_name  # noqa: E402
from tests.text_fit import items_shorten, window_shortens  # noqa: E402
from tests.ui.shell_fixtures import game_window, messages, settings  # noqa: E402, F401

from .words_fixture import table_language  # noqa: E402

MODULES = {"breaking_news": True, "election_day": True}
MOMENTS = (1, 41)  # the first choice (each seat keeps a candidate) and mid-August (three issues to choose)


def _start(win, players: int, options: dict) -> None:
    seats = [Seat("Anna")] + [Seat(f"Computer {i + 1} ({level_name('normal')})", "ai", "easy", i)
                              for i in range(1, players)]
    win.controller.autoplay = False
    assert win.start_config(NewGameConfig("campaign-trail", tuple(seats), options, 7))
    assert win.log_dock.isVisible() and win.history_dock.isVisible()


def _play_to(qtbot, win, moves: int) -> None:
    match = win.controller.match
    game = match.game
    rng = Rng(3)
    while len(match.steps) < moves and not match.is_over():
        player = match.next_mover()
        win.controller.play(player, game.heuristic_action(match.state, player, rng))
    qtbot.wait(10)


def assert_bar_covers_nothing(scene) -> None:
    """The bar's plate and buttons stay in the bar's row: clear of the EV track and the month decks."""
    layout = scene._layout
    shown = [b for b in scene.buttons if b.isVisible()]
    for item in (scene._bar_plate, *shown):
        rect = item.scene_rect()
        assert layout.bar.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), "the bar's buttons leave its row"
        assert not rect.intersects(layout.ev) and not rect.intersects(layout.decks)
    for k, button in enumerate(shown):
        assert not any(button.scene_rect().intersects(b.scene_rect()) for b in shown[k + 1:])
        if scene._prompt_label.isVisible():
            assert not button.scene_rect().intersects(scene._prompt_label.scene_rect())


@pytest.mark.parametrize("lang", ["en", "de", "es"])
@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_boards_totals_and_bar_read_whole_at_1280x800(qtbot, game_window, lang, players):
    win = game_window
    with table_language(lang):
        _start(win, players, {})
        for moves in MOMENTS:
            _play_to(qtbot, win, moves)
            assert win.view.fit_scale == 1.0
            scene = win.view.scene()
            assert_bar_covers_nothing(scene)
            shortened = window_shortens(win)
            assert shortened == [], f"{players} seats in {lang}, {moves} moves: {shortened}"


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_eight_seats_in_a_narrow_window_keep_the_totals_uncovered(qtbot, game_window, lang):
    """960x540: mid-August the viewer chooses among three issues; the buttons fit one row once the phase
    gives way (German), or fill the bar in two rows, its prompt giving way (Spanish)."""
    win = game_window
    win.resize(960, 540)
    with table_language(lang):
        _start(win, 8, {})
        for moves in MOMENTS:
            _play_to(qtbot, win, moves)
            scene = win.view.scene()
            assert win.view.fit_scale < 1.0, "the table is no longer drawn smaller: test a narrow one"
            assert_bar_covers_nothing(scene)
            assert len([b for b in scene.buttons if b.isVisible()]) >= 2
            shortened = window_shortens(win)
            assert shortened == [], f"8 seats in {lang} at 960x540, {moves} moves: {shortened}"


@pytest.mark.parametrize("lang", ["de", "es"])
@pytest.mark.parametrize("players", [5, 8])
def test_boards_with_both_modules_read_whole(qtbot, game_window, lang, players):
    """With Breaking News and Election Day the boards are condensed (their top and seats closer) and the
    bar shares its row with the banner."""
    win = game_window
    with table_language(lang):
        _start(win, players, MODULES)
        for moves in MOMENTS:
            _play_to(qtbot, win, moves)
            scene = win.view.scene()
            assert_bar_covers_nothing(scene)
            shortened = window_shortens(win)
            assert shortened == [], f"{players} seats in {lang} with both modules, {moves} moves: {shortened}"


def _paint_alone(item) -> list[str]:
    """What ``item`` shortens, painted on its own."""
    return items_shorten([item])


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_a_boards_figures_keep_their_labels_clear_of_their_values(qtbot, lang):
    """A party board 200 px wide (1280x800 with the docks open) with every figure at three digits: no
    label is shortened, and none reaches its value (they were drawn over each other: "Geld" under
    "110 Mio. $", "Comprometidos" under its count); the money's label gives way before a value shrinks
    below 11 px."""
    from PySide6.QtCore import QRectF

    from desktop_app.games.campaign_trail.scene.furniture import (
        FIGURE_GAP,
        LABEL_GAP,
        PartyBoard,
        PartyFigures,
        SeatLine,
        figure_columns,
        figure_labels,
    )
    from desktop_app.games.campaign_trail.scene.prompts import money
    from desktop_app.ui.table_text import text_width

    with table_language(lang):
        for width in (200.0, 240.0):  # the least a board is (the table is laid out at least 920 wide)
            labels = figure_labels()
            split, px, money_label = figure_columns(labels, width - 16)
            assert px >= 11.0
            counts = "888"
            values = [money(888), counts, counts, counts]
            for i, (label, value) in enumerate(zip(labels, values, strict=True)):
                cell_w = split if i % 2 == 0 else width - 16 - split - FIGURE_GAP
                label_w = text_width(label, 11) if i or money_label else 0.0
                assert label_w + LABEL_GAP + text_width(value, px, True) <= cell_w + 0.5, (lang, width, label)
            board = PartyBoard()
            board.set_rect(QRectF(0, 0, width, 150))
            seats = [SeatLine("Computer 2 (Normal)", "dynasty_heir", 5, [], 0, True, False),
                     SeatLine("Computer 3 (Normal)", "", 5, [], 0, False, False)]
            board.set_figures(PartyFigures("R", 888, 888, 888, 888, 538, seats, True, True))
            assert _paint_alone(board) == [], (lang, width)


def _debate(players: int):
    from desktop_app.games.campaign_trail.data import load_data
    from desktop_app.games.campaign_trail.scene.furniture import DebateFigures

    data = load_data()
    topics = [(t, data.issues[t].category) for t in ("veterans", "gender_equality", "health_care")]
    parties = "DRLG"[:max(2, players // 2)]
    seats = [(f"Computer {k + 1} (Normal)", parties[k % len(parties)], k % 2, k == 3) for k in range(players)]
    markers = {p: [1 + k, 2, 3] for k, p in enumerate(parties)}
    return DebateFigures(1, "FL", topics, markers, data.const("DEBATE_TRACK"), seats, 2)


@pytest.mark.parametrize("lang", ["en", "de", "es"])
@pytest.mark.parametrize(("players", "height"), [(8, 172.0), (6, 172.0), (8, 320.0), (4, 172.0), (8, 500.0)])
def test_a_crowded_debate_board_keeps_its_rows_apart(qtbot, lang, players, height):
    """The debate board over a map drawn smaller (a narrow window: about 250x172 of the table) had a line
    per seat at the foot; at 6-8 seats the topics' rows were left under 20 px and ran into each other.
    There the seats are chips ("D1 0/2", names in the tooltip) and the rows set their names closer:
    rows apart, inside the board, above the seats, nothing shortened. A tall board keeps a line a seat."""
    from PySide6.QtCore import QRectF

    from desktop_app.games.campaign_trail.scene.furniture import DebateBoard

    with table_language(lang):
        board = DebateBoard()
        board.set_rect(QRectF(0, 0, 250, height))
        board.set_figures(_debate(players))
        rows = sorted(board.row_rects().values(), key=lambda r: r.top())
        assert len(rows) == 3
        for upper, lower in zip(rows, rows[1:], strict=False):
            assert upper.bottom() <= lower.top() and upper.height() >= 28
        seats_h = board._seats_h()
        assert rows[-1].bottom() + 8 + seats_h <= height
        assert (seats_h == 22 * players) == (height == 500)
        assert board.toolTip().count("\n") == players - 1
        assert _paint_alone(board) == [], (lang, players, height)


def test_choices_that_differ_in_a_word_show_that_word_where_the_bar_is_narrow():
    from desktop_app.games.campaign_trail.actions import PickIssue, PickTopic
    from desktop_app.games.campaign_trail.scene import action_words
    from desktop_app.games.campaign_trail.scene.names import issue_name

    assert action_words.short_words(PickIssue("energy")) == issue_name("energy")
    assert action_words.short_words(PickTopic("energy")) == issue_name("energy")


def test_two_responses_with_one_ability_keep_their_card_numbers_where_the_bar_is_narrow():
    """A 5-seat game beside the Breaking News banner at 960x540 offered "Respond: Predictable Outcome (card
    58)" and "(card 68)" in a second row, both cut: the prompt says "respond", so the narrow bar shows the
    card numbers (large on the hand cards), and the buttons' tooltips keep the whole words."""
    from desktop_app.games.campaign_trail.actions import Respond
    from desktop_app.games.campaign_trail.scene import action_words

    short = [action_words.short_words(Respond(card)) for card in ("E58", "E68")]
    assert short == ["Card 58", "Card 68"]
    assert action_words.describe(Respond("E58"), "ask", []) == "Respond: Predictable Outcome (card 58)"


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_a_one_line_seat_keeps_its_name_whole(qtbot, lang):
    """Seats of 20 px (one line each: an 8-seat board holding its Exit Polls at the end of the game): the
    name is never shortened; the candidate stands beside it where it fits whole, else the line is the
    name's (the board's tooltip names the candidate)."""
    from PySide6.QtCore import QRectF

    from desktop_app.games.campaign_trail.scene.furniture import PartyBoard, PartyFigures, SeatLine

    with table_language(lang):
        for name in ("Computer 3 (Normal)", "Anna", "Computer 4 (Normal)"):
            board = PartyBoard()
            board.set_rect(QRectF(0, 0, 200, 150))
            board.reserve = 150 - 4 - 58 - 2 * 23  # seats of 20 px under a condensed top
            seats = [SeatLine(name, "grassroots_organizer", 5, [], 0, False, False),
                     SeatLine("Anna", "dynasty_heir", 5, [], 0, True, True)]
            board.set_figures(PartyFigures("R", 30, 4, 195, 71, 153, seats, True, True))
            assert _paint_alone(board) == [], (lang, name)


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_every_ongoing_cards_chip_reads_whole(qtbot, monkeypatch, lang):
    """A seat's ongoing cards stand on chips under its line; a chip was as wide as its letters counted at
    6.4 px each, and German "Wahlkampfmanager" (Campaign Manager) is wider than that: it was cut on a
    2-3 seat table at 1280x800 and in the narrow view. Each ability's chip is as wide as its words."""
    from PySide6.QtCore import QRectF

    from desktop_app.games.campaign_trail.data import load_data
    from desktop_app.games.campaign_trail.scene import furniture
    from desktop_app.games.campaign_trail.scene.furniture import PartyBoard, PartyFigures, SeatLine
    from desktop_app.games.campaign_trail.scene.names import ability_name

    painted: list[str] = []
    real = furniture.paint_text
    monkeypatch.setattr(furniture, "paint_text",
                        lambda p, rect, text, *args, **kwargs: (painted.append(text),
                                                                real(p, rect, text, *args, **kwargs)))
    cards = {card.politick: cid for cid, card in load_data().cards.items() if card.politick}
    with table_language(lang):
        for ability, cid in sorted(cards.items()):
            painted.clear()
            board = PartyBoard()
            board.set_rect(QRectF(0, 0, 200, 220))  # the narrowest board (1280x800), room for the chips
            seats = [SeatLine("Computer 2 (Normal)", "dynasty_heir", 5, [cid], 0, True, False)]
            board.set_figures(PartyFigures("R", 30, 4, 195, 71, 153, seats, True, True))
            assert _paint_alone(board) == [], (lang, ability)
            assert ability_name(ability) in painted, f"{ability}: no chip drawn"
