"""Rules help per game and the About box.

The help of a game is resources/help/<id>.md (or .html) in English, and
resources/help/<lang>/<id>.md in each translated language; a language without
its own file shows the English one.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from .. import app_version
from ..games.catalogue import get_game
from ..i18n import SOURCE_LANGUAGE
from ..resources import ResourceError, resources_dir
from . import scene_registry, screen_fit
from .language import current_language
from .scene_registry import fill

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def help_file(game_id: str, language: str = SOURCE_LANGUAGE) -> Path | None:
    """The help of ``game_id`` in ``language``, else in English; None when there is none."""
    try:
        folder = resources_dir() / "help"
    except ResourceError:
        return None
    folders = [folder / language, folder] if language != SOURCE_LANGUAGE else [folder]
    for place in folders:
        for suffix in (".html", ".md"):
            path = place / f"{game_id}{suffix}"
            if path.is_file():
                return path
    return None


class HelpViewer(QDialog):
    def __init__(self, game_id: str, parent: QWidget | None = None, language: str | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.language = language or current_language()
        try:
            title = scene_registry.game_title(get_game(game_id))
        except KeyError:
            title = game_id
        self.setWindowTitle(fill(translate("Help", "How to play %1"), title))
        screen_fit.resize_on_screen(self, 760, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        path = help_file(game_id, self.language)
        self.path = path
        if path is None:
            self.browser.setPlainText(translate("Help", "There is no rules summary for this game yet."))
            return
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".md":
            self.browser.setMarkdown(text)
        else:
            self.browser.setHtml(text)


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(
        parent,
        translate("Help", "About Game Table"),
        fill(translate(
            "Help", "<h3>Game Table %1</h3>"
            "<p>Tabletop games for the desktop: play alone against the computer or pass the screen "
            "around the table.</p>"
            "<p>All drawings on the table are made by this program. Card contents marked as "
            "reconstructed in a game's rules summary are our own design, not the published game's.</p>"
            "<p>Fonts: DejaVu (free licence, see resources/fonts).</p>"
        ), app_version()),
    )
