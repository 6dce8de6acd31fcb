# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Seat roles, game colours and teams in the shell, with Campaign Trail (§3.1, CT-20, CT-60, CT-71, CT-156):
the new-game dialog, the score sheet, the hand-over screen and the status panel."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QTranslator  # noqa: E402

from desktop_app.ai.worker import AiWorker  # noqa: E402
from desktop_app.engine.game import ScoreSheet  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.campaign_trail.data import load_data  # noqa: E402
from desktop_app.ui import scene_registry, theme  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig, NewGameDialog  # noqa: E402
from desktop_app.ui.score_sheet import ScoreSheetDialog, tie_break_sentence, winners_sentence  # noqa: E402

from .shell_fakes import RecordingScene  # noqa: E402
from .shell_fixtures import messages, settings, toy_game  # noqa: E402, F401

CT = "campaign-trail"
PARTIES = load_data().parties


@pytest.fixture
def ct_drawn():
    """Campaign Trail is offered, drawn by the recording scene (its own table is built elsewhere)."""
    scene_registry.register_scene(CT, RecordingScene)
    yield
    scene_registry.register_scene(CT, None)


@pytest.fixture
def ct_dialog(qtbot, settings, ct_drawn):
    dialog = NewGameDialog(settings, CT)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _roles(dialog: NewGameDialog) -> list[str]:
    return [dialog.seat_role_text(i) for i in range(dialog.count.value())]


def test_dialog_shows_each_seat_role_and_follows_count_and_options(ct_dialog):
    """§3.1, CT-20, CT-26: the roles follow the player count and the options as they change."""
    d = ct_dialog
    d.count.setValue(2)
    assert _roles(d) == ["Democrat", "Republican"]
    d.count.setValue(3)
    assert _roles(d) == ["Democrat", "Republican", "Libertarian"]
    d.count.setValue(4)
    assert _roles(d) == ["Democrat — candidate 1", "Democrat — candidate 2",
                         "Republican — candidate 1", "Republican — candidate 2"]
    d.set_option("green_party", True)
    assert _roles(d) == ["Democrat", "Republican", "Libertarian", "Green"]
    d.set_option("starting_party", "G")
    assert _roles(d)[3] == "Green — takes the first turn"
    assert d.start_button.isEnabled() and d.problem_text() == ""
    assert all(d._rows[i].role.isVisible() for i in range(4))


def test_dialog_refuses_an_invalid_combination_with_its_reasons(ct_dialog, messages):
    """CT-156 (a): 4 parties without the Green Party option: both reasons in place, Start disabled."""
    d = ct_dialog
    d.count.setValue(4)
    d.set_option("parties", "DRLG")
    problems = d.problem_text()
    assert "The Green Party is in the party set" in problems and "4 parties need the Green Party" in problems
    assert problems.count("•") == 2
    assert not d.start_button.isEnabled()
    assert _roles(d) == ["—"] * 4
    d.accept()  # even if reached another way, the game's refusal stands
    assert d.result() == 0 and messages and "CT-156" in messages[-1][1]
    d.set_option("green_party", True)
    assert d.problem_text() == "" and d.start_button.isEnabled()
    d.count.setValue(3)  # the same party set cannot seat 3
    assert "3 seats play with 3 parties, not 4" in d.problem_text() and not d.start_button.isEnabled()


def test_dialog_greys_out_the_choices_the_game_would_refuse(ct_dialog):
    """CT-156, CT-26: each party set and starting party the current seats and options would refuse is
    marked with the game's reasons; a choice another option makes valid is marked only until then."""
    d = ct_dialog
    d.count.setValue(3)
    assert d.choice_refused("parties", "DRL") == "" and d.choice_refused("parties", "auto") == ""
    assert "3 seats play with 3 parties, not 2" in d.choice_refused("parties", "DR")
    assert "turn on the Green Party option" in d.choice_refused("parties", "DRG")
    assert "The starting party G is not in play" in d.choice_refused("starting_party", "G")
    d.set_option("green_party", True)
    assert d.choice_refused("parties", "DRG") == "" and d.choice_refused("starting_party", "G") == ""
    d.count.setValue(4)
    assert d.choice_refused("parties", "DR") == ""  # 4 seats: 2 parties of running mates
    assert "4 seats play with 2 or 4 parties, not 3" in d.choice_refused("parties", "DRG")
    d.set_option("parties", "DRG")  # refused for its own reason: the other choices keep only theirs
    assert d.choice_refused("starting_party", "G") == "" and d.choice_refused("starting_party", "D") == ""
    assert "The starting party L is not in play" in d.choice_refused("starting_party", "L")
    assert "4 seats play with 2 or 4 parties, not 3" in d.problem_text() and not d.start_button.isEnabled()


class _MarkedGameTexts(QTranslator):
    """A stand-in translation: the game's option and seat texts come back marked."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"[x] {source}" if context in ("GameOption", "GameSeat") else None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def test_dialog_translates_roles_and_refusal_reasons(ct_dialog, qapp):
    """The roles and CT-156's reasons are looked up as templates and filled with their values."""
    d = ct_dialog
    translator = _MarkedGameTexts()
    qapp.installTranslator(translator)
    try:
        d.count.setValue(3)
        d.set_option("parties", "DR")
        reason = "3 seats play with 3 parties, not 2: choose another party set (CT-156 a)."
        assert d.problem_text() == f"• [x] {reason}"
        d.set_option("parties", "auto")
        assert d.seat_role_text(0) == "[x] Democrat"
    finally:
        qapp.removeTranslator(translator)


def test_dialog_shows_the_party_colour_shared_by_running_mates(ct_dialog):
    """CT-60, CT-97: running mates wear their party's colour; each seat keeps its own shape."""
    d = ct_dialog
    d.count.setValue(4)
    rows = d._rows[:4]
    assert all(r.fixed_colour.isVisible() and not r.colour.isVisible() for r in rows)
    assert [r.fixed_colour.toolTip() for r in rows] == ["Democrat", "Democrat", "Republican", "Republican"]
    seats = d.config().seats
    assert len({s.colour for s in seats}) == 4  # shapes stay distinct
    styles = theme.seat_styles(d.game, d.game.normalize_options(4, d.config().options), seats)
    assert styles[0].colour == styles[1].colour == PARTIES["D"].colour
    assert styles[0].shape != styles[1].shape


def test_dialog_for_a_game_without_roles_is_unchanged(qtbot, settings, toy_game):
    d = NewGameDialog(settings, "shelltoy")
    qtbot.addWidget(d)
    d.show()
    d.count.setValue(3)
    assert not d._headings[4].isVisible()  # no Role column
    assert all(r.colour.isVisible() and not r.fixed_colour.isVisible() for r in d._rows[:3])
    assert not any(r.role.isVisible() for r in d._rows)
    assert d.start_button.isEnabled()


def _ct_sheet(points, winners, decided_by=None) -> ScoreSheet:
    return ScoreSheet(("electoral_votes", "states", "voters"), points, winners,
                      tie_break=tuple(p[1] for p in points), teams=((0, 1), (2, 3)),
                      team_names=("Democrat", "Republican"), ranked_by=(0, 1, 2), decided_by=decided_by)


SEATS = [Seat("Ada"), Seat("Bob", colour=1), Seat("Cy", colour=2), Seat("Di", colour=3)]


def test_score_sheet_has_team_rows_and_names_the_winning_party(qtbot):
    """CT-60, CT-71: a row of parties, no total (the figures are compared in turn), the party named."""
    d_row, r_row = (269, 20, 150), (269, 31, 140)
    sheet = _ct_sheet((d_row, d_row, r_row, r_row), (2, 3), decided_by=1)
    assert winners_sentence(sheet, SEATS, CT) == "Republican (Cy and Di) wins."
    styles = theme.seat_styles(_ct_game(), _ct_game().normalize_options(4, {}), SEATS)
    dialog = ScoreSheetDialog(sheet, SEATS, CT, styles=styles)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 4  # team + three categories; no total, no tie-break row
    assert [dialog.cell(0, c) for c in range(4)] == ["Democrat", "Democrat", "Republican", "Republican"]
    assert [dialog.cell(2, c) for c in range(4)] == ["20", "20", "31", "31"]
    labels = [dialog.table.verticalHeaderItem(r).text() for r in range(4)]
    assert "Total" not in labels and labels[0] == "Team"
    states = scene_registry.category_name(CT, "states")
    assert dialog.tie_note.text().endswith(f"; {states} decided it.")
    header = dialog.table.horizontalHeaderItem(0).icon().pixmap(20, 20).toImage()
    assert header.pixelColor(10, 10).name().upper() == PARTIES["D"].colour  # the party colour, not orange


def _ct_game():
    from desktop_app.games.catalogue import get_game

    return get_game(CT)


def test_tie_break_in_words_follows_the_engine(qtbot):
    """CT-71: the sentence says what the sheet's decided_by says: EV alone, states, voters, shared."""
    base = _ct_sheet(((300, 20, 1),) * 2 + ((238, 30, 2),) * 2, (0, 1))
    assert "decided" not in tie_break_sentence(base, CT) and "share" not in tie_break_sentence(base, CT)
    by_voters = _ct_sheet(((269, 25, 90),) * 2 + ((269, 25, 99),) * 2, (2, 3), decided_by=2)
    ev, states, voters = (scene_registry.category_name(CT, c) for c in by_voters.categories)
    assert tie_break_sentence(by_voters, CT) == (
        f"Compared in this order: {ev}, {states}, {voters}. "
        f"The lead was tied on {ev} and {states}; {voters} decided it.")
    by_states = _ct_sheet(((269, 25, 90),) * 2 + ((269, 24, 99),) * 2, (0, 1), decided_by=1)
    assert tie_break_sentence(by_states, CT).endswith(f"The lead was tied on {ev}; {states} decided it.")
    shared = _ct_sheet(((269, 25, 90),) * 4, (0, 1, 2, 3))
    assert "share the win" in tie_break_sentence(shared, CT)
    both = "Democrat (Ada and Bob) and Republican (Cy and Di) share the win."
    assert winners_sentence(shared, SEATS, CT) == both


def test_theme_has_eight_distinct_seat_styles_and_game_colours_keep_the_shape():
    for styles in theme.PALETTES.values():
        assert len(styles) >= 8  # Campaign Trail seats up to 8 (§3.1)
    colour = _ct_game().seat_colours(2, _ct_game().normalize_options(2, {}))[1]
    style = theme.seat_style(5, colour, "okabe-ito")
    assert style.colour == PARTIES["R"].colour and style.shape == theme.OKABE_ITO[5].shape
    assert theme.seat_style(5, colour, "high-contrast").colour == PARTIES["R"].contrast_colour
    assert theme.seat_style(5, None, "okabe-ito") is theme.OKABE_ITO[5]
    assert theme.ink_for("#0072B2") == "#FFFFFF" and theme.ink_for("#F0E442") == "#000000"


def test_handover_and_status_wear_the_party_colour(qtbot, settings, messages, ct_drawn):
    """Hot seat at 4 seats with 2 parties: the hand-over screen and the status show the party colour."""
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    try:
        seats = (Seat("Ada"), Seat("Computer", "ai", "random", 1), Seat("Cy", colour=2),
                 Seat("Dee", "ai", "random", 3))
        assert win.start_config(NewGameConfig(CT, seats, {}, 7))
        controller = win.controller
        qtbot.waitUntil(lambda: win.on_handover(), timeout=5000)
        seat = controller.handover_seat
        party = "D" if seat in (0, 1) else "R"
        assert win.handover.marker.style_.colour == PARTIES[party].colour
        assert win.handover.marker.style_.shape == theme.OKABE_ITO[seats[seat].colour].shape
        role = ("Democrat" if party == "D" else "Republican") + f" — candidate {seat % 2 + 1}"
        assert win.handover.detail.text().startswith(f"{seats[seat].name} plays as {role}.")
        assert [c.key for c in win.view.game_scene().game_colours] == ["D", "D", "R", "R"]
        win.handover.confirmed.emit()
        qtbot.waitUntil(lambda: controller.viewer_to_act(), timeout=5000)
        viewer_party = "D" if controller.viewer in (0, 1) else "R"
        assert win.status_panel.marker.style_.colour == PARTIES[viewer_party].colour
    finally:
        win.controller.shutdown()


def test_table_scenes_draw_seats_in_the_game_colours(qapp):
    """The table kit's seat style follows the game's colours when the window gives them, else the palette."""
    from desktop_app.ui.scene_kit import TableScene

    scene = TableScene([Seat("Ada"), Seat("Bob", colour=1)])
    assert scene._style(1) is theme.player_style(1)
    scene.game_colours = _ct_game().seat_colours(2, _ct_game().normalize_options(2, {}))
    style = scene._style(1)
    assert style.colour == PARTIES["R"].colour and style.shape == theme.player_style(1).shape


def test_replay_chart_lines_wear_the_game_colours(qtbot):
    from desktop_app.ui.win_chart import WinChart

    chart = WinChart([Seat("Ada"), Seat("Bob", colour=1)], 10)
    qtbot.addWidget(chart)
    assert chart._style(0) is theme.player_style(0)
    chart.game_colours = _ct_game().seat_colours(2, _ct_game().normalize_options(2, {}))
    assert chart._style(0).colour == PARTIES["D"].colour


def test_dialog_takes_each_seat_counts_own_defaults_ct_156(ct_dialog):
    """CT-156, CT-20: from 5 seats the dialog starts with the expansion cards added, at 7-8 seats also with
    Green and the expansion candidates, so the defaults are never refused; a choice the person made
    stays when the count changes, one left at its default follows the count; at 5 and 7 seats a role
    reads "both candidates"."""
    d = ct_dialog
    for n in range(2, 9):
        d.count.setValue(n)
        assert d.problem_text() == "" and d.start_button.isEnabled(), (n, d.problem_text())
    assert d._options()["green_party"] is True and d._options()["expansion_cards"] == "add"
    d.count.setValue(7)
    assert _roles(d)[0] == "Democrat — both candidates"
    d.set_option("doubled_party", "G")
    assert _roles(d)[-1] == "Green — both candidates" and _roles(d)[0] == "Democrat — candidate 1"
    d.count.setValue(4)
    assert d._options()["green_party"] is False and d._options()["expansion_cards"] == "off"
    d.set_option("dirty_politics", True)
    d.count.setValue(6)
    assert d._options()["dirty_politics"] is True and d._options()["expansion_cards"] == "add"


def test_the_win_chart_legend_keeps_every_seat_in_a_short_chart(qtbot):
    """Issue 15: at eight seats the replay's short chart lists all eight names (six fitted before)."""
    from desktop_app.ui.win_chart import WinChart

    chart = WinChart([Seat(f"Seat {n}", colour=n) for n in range(8)], 10)
    qtbot.addWidget(chart)
    chart.resize(600, 140)
    last_row_bottom = 12 + 7 * chart.legend_pitch() + 16
    assert last_row_bottom <= chart.height()
    assert chart.legend_pitch() >= 14
