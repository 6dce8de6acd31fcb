"""Issue 12: seat names (and other strings from a file) are always shown as plain text, never as rich
text: hand-over screen, status panel, home screen, log, score sheet, message boxes, and the names in
the scenes' player panels and tooltips."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6 import QtGui  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402

from desktop_app.ai.worker import AiWorker  # noqa: E402
from desktop_app.engine import saves  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from desktop_app.ui.plain_text import button_text, verbatim  # noqa: E402
from desktop_app.ui.score_sheet import ScoreSheetDialog  # noqa: E402

from .helpers import GAMES  # noqa: E402

HTML_NAMES = ('<b>x</b><img src="y.png">', "<i>A</i> & <u>B</u>")  # both within the 40-character bound


def _seats(count: int = 2) -> tuple[Seat, ...]:
    names = HTML_NAMES + tuple(f"<s>{i}</s>" for i in range(3, count + 1))
    return tuple(Seat(names[i], colour=i) for i in range(count))


@pytest.fixture
def window(qtbot, settings, messages):
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.controller.shutdown()


def _play(win, moves: int, seed: int = 4) -> None:
    rng = random.Random(seed)
    controller = win.controller
    for _ in range(moves):
        match = controller.match
        if match.is_over():
            break
        if controller.in_handover:
            controller.finish_handover()
        player = match.next_mover()
        controller.play(player, rng.choice(match.state.legal_actions(player)))


def test_verbatim_text_renders_exactly_as_written():
    for text in (HTML_NAMES[0], "a & b\nsecond <line>", "&lt;not an entity&gt;"):
        doc = QTextDocument()
        doc.setHtml(verbatim(text))
        assert doc.toPlainText() == text
        assert QtGui.Qt.mightBeRichText(verbatim(text))  # so Qt takes it as the markup we made
    assert button_text("A & B") == "A && B"


@pytest.mark.parametrize("game_id", GAMES)
def test_html_names_are_plain_text_everywhere_in_the_window(window, game_id):
    assert window.start_config(NewGameConfig(game_id, _seats(), {}, 5))
    _play(window, 40)
    match = window.controller.match
    # Status panel: the format is fixed to plain text, so whatever name it shows stays literal.
    panel = window.status_panel
    assert panel.headline.textFormat() == Qt.TextFormat.PlainText
    assert panel.detail.textFormat() == Qt.TextFormat.PlainText
    window._update_status()
    assert any(name in panel.headline.text() for name in HTML_NAMES)
    # Hand-over screen.
    window.handover.show_for(match.seats[0], "default")
    assert window.handover.title.textFormat() == Qt.TextFormat.PlainText
    assert window.handover.detail.textFormat() == Qt.TextFormat.PlainText
    assert HTML_NAMES[0] in window.handover.title.text()
    window.handover.show_for(match.seats[1], "default")
    assert "&&" in window.handover.button.text()  # the & of the name is not eaten as a shortcut mark
    # Log: list items are plain text; the name is there literally.
    window.log_view.rebuild()
    lines = [window.log_view.text(i) for i in range(window.log_view.count())]
    assert lines
    # Moves dock: a move that names a seat has an escaped tooltip.
    moves = window.move_dock.moves
    moves.refresh()
    for row in range(moves.count()):
        for name in HTML_NAMES:
            assert name not in moves.item(row).toolTip()
    # Replay window: its headline and detail name seats, so they are plain text.
    from desktop_app.ui.replay_window import ReplayWindow

    replay = ReplayWindow(match, viewer=0)
    assert replay.headline.textFormat() == replay.detail.textFormat() == Qt.TextFormat.PlainText
    replay.close()
    # Scene: every tooltip that holds a name is escaped markup, never the raw name.
    tips = [item.toolTip() for item in window.view.game_scene().items() if item.toolTip()]
    for tip in tips:
        for name in HTML_NAMES:
            assert name not in tip, tip
    named = [t for t in tips if "&lt;b&gt;x&lt;/b&gt;" in t or "&lt;i&gt;A&lt;/i&gt;" in t]
    if game_id in ("copycat", "councils"):  # their player tooltips name the seats
        assert named
        assert all(t.startswith("<p style='white-space:pre-wrap'>") for t in named)


def test_home_screen_shows_the_autosave_names_as_plain_text(window):
    assert window.start_config(NewGameConfig("copernico", _seats(), {}, 5))
    _play(window, 3)
    window.controller.autosave()
    assert window.controller.flush_autosave()  # the home screen reads the autosave back, as the window does
    window.home.refresh([])
    label = window.home.continue_label
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert HTML_NAMES[0] in label.text() and HTML_NAMES[1] in label.text()
    assert saves.load(window.controller.autosave_file).seats[0].name == HTML_NAMES[0]


def test_score_sheet_headline_is_plain_text(qtbot):
    from desktop_app.engine.game import ScoreSheet

    sheet = ScoreSheet(("points",), ((5,), (3,)), (0,))
    dialog = ScoreSheetDialog(sheet, list(_seats()), "copernico")
    qtbot.addWidget(dialog)
    assert dialog.headline.textFormat() == Qt.TextFormat.PlainText
    assert HTML_NAMES[0] in dialog.headline.text()


def test_message_boxes_show_file_text_verbatim(window, messages, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "game-table-save", "format_version": 1, "game": "<b>chess</b>", '
                    '"seats": [], "options": {}, "seed": 1, "actions": []}')
    assert not window.open_file(path)
    title, shown = messages[-1]
    assert "&lt;b&gt;chess&lt;/b&gt;" in shown and "<b>chess</b>" not in shown
    doc = QTextDocument()
    doc.setHtml(shown)
    assert "<b>chess</b>" in doc.toPlainText()
    assert "<b>chess</b>" in window.messages[-1][1]  # the window's own record keeps the plain text
