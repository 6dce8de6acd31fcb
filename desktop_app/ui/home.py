"""The home screen: a tile per game, Continue, recent saves and rules help."""

from __future__ import annotations

import logging
import math
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine import in_progress, saves
from ..engine.game import GameDefinition
from ..engine.paths import autosave_path
from ..engine.rng import Rng
from ..games.lesson_files import has_lesson
from . import scene_registry, theme
from .games_in_progress import InProgressPanel, peek_save, save_label
from .plain_text import verbatim
from .record_panel import RecordPanel
from .scene_registry import fill, playable_games

__all__ = ["HomeScreen", "peek_save", "save_label"]

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
log = logging.getLogger(__name__)


translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def players_text(game: GameDefinition) -> str:
    lo, hi = game.min_players, game.max_players
    if lo == 1 and hi >= 2:
        return fill(translate("Home", "Solo or %1–%2 players"), "2", str(hi))
    if lo == hi:
        return fill(translate("Home", "%1 players"), str(lo))
    return fill(translate("Home", "%1–%2 players"), str(lo), str(hi))


# -- covers -----------------------------------------------------------------

COPERNICO_BODIES = ("#D55E00", "#009E73", "#F0E442", "#0072B2", "#CC79A7")


def paint_cover(painter: QPainter, rect: QRectF, game: GameDefinition) -> None:
    """A cover drawn for each game (no publisher art)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addRoundedRect(rect, 10, 10)
    painter.setClipPath(path)
    painter_for = {"copernico": _cover_copernico, "copycat": _cover_copycat, "councils": _cover_councils}
    if game.id in painter_for:
        painter_for[game.id](painter, rect)
    else:
        _cover_generic(painter, rect, game)
    painter.setClipping(False)
    painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.restore()


def _cover_copernico(painter: QPainter, rect: QRectF) -> None:
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#0b1030"))
    sky.setColorAt(1, QColor("#27285a"))
    painter.fillRect(rect, sky)
    rng = Rng(1473)  # Copernicus' birth year: the same sky every time
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(70):
        x = rect.left() + rng.below(int(rect.width()))
        y = rect.top() + rng.below(int(rect.height()))
        size = 0.6 + rng.below(3) * 0.5
        painter.setBrush(QColor(255, 255, 240, 120 + rng.below(130)))
        painter.drawEllipse(QPointF(x, y), size, size)
    # The sun at the centre of the system, with orbits.
    sun = QPointF(rect.left() + rect.width() * 0.26, rect.center().y())
    glow = QRadialGradient(sun, rect.height() * 0.22)
    glow.setColorAt(0, QColor("#fff3b0"))
    glow.setColorAt(0.5, QColor("#ffb000"))
    glow.setColorAt(1, QColor(255, 140, 0, 0))
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(sun, rect.height() * 0.22, rect.height() * 0.22)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i, radius in enumerate((0.3, 0.42)):
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
        r = rect.height() * radius
        painter.drawEllipse(sun, r, r * 0.8)
        angle = 0.9 + i * 2.2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(COPERNICO_BODIES[i + 1]))
        painter.drawEllipse(QPointF(sun.x() + r * math.cos(angle), sun.y() + r * 0.8 * math.sin(angle)), 4, 4)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    # A 3x3 work table of quadrant cards with celestial bodies.
    cell = rect.height() * 0.24
    gap = cell * 0.12
    left = rect.right() - 3 * cell - 2 * gap - rect.width() * 0.07
    top = rect.center().y() - (3 * cell + 2 * gap) / 2
    for index in range(9):
        r, c = divmod(index, 3)
        card = QRectF(left + c * (cell + gap), top + r * (cell + gap), cell, cell)
        painter.setPen(QPen(QColor("#b9a77a"), 1))
        painter.setBrush(QColor("#f3ead2"))
        painter.drawRoundedRect(card, 4, 4)
        colours = [COPERNICO_BODIES[(index + k * 2) % 5] for k in range(1 + index % 3)]
        for k, colour in enumerate(colours):
            painter.setPen(QPen(QColor("#222222"), 0.8))
            painter.setBrush(QColor(colour))
            offset = (k - (len(colours) - 1) / 2) * cell * 0.28
            centre = QPointF(card.center().x() + offset, card.center().y())
            painter.drawEllipse(centre, cell * 0.12, cell * 0.12)


def _cover_copycat(painter: QPainter, rect: QRectF) -> None:
    """A campaign: a fan of action cards in front of a stars-and-stripes banner."""
    back = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    back.setColorAt(0, QColor("#16335c"))
    back.setColorAt(1, QColor("#0c1d36"))
    painter.fillRect(rect, back)
    painter.setPen(Qt.PenStyle.NoPen)
    stripe = rect.height() / 9
    for i in range(0, 9, 2):
        painter.setBrush(QColor(213, 94, 0, 60))
        painter.drawRect(QRectF(rect.center().x(), rect.top() + i * stripe, rect.width() / 2, stripe))
    rng = Rng(1789)
    painter.setBrush(QColor(255, 255, 255, 170))
    for _ in range(18):
        x = rect.left() + rng.below(int(rect.width() * 0.45))
        y = rect.top() + rng.below(int(rect.height()))
        painter.drawPath(theme.shape_path("star", QRectF(x, y, 9, 9)))
    card_h = rect.height() * 0.72
    card_w = card_h * 63 / 88
    pivot = QPointF(rect.left() + rect.width() * 0.62, rect.bottom() + card_h * 0.55)
    colours = ("#E69F00", "#56B4E9", "#009E73", "#D55E00", "#CC79A7")
    for i, colour in enumerate(colours):
        painter.save()
        painter.translate(pivot)
        painter.rotate(-24 + i * 12)
        card = QRectF(-card_w / 2, -card_h * 1.5, card_w, card_h)
        painter.setPen(QPen(QColor("#3a3a3a"), 1))
        painter.setBrush(QColor("#f6f0e1"))
        painter.drawRoundedRect(card, 6, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawRoundedRect(card.adjusted(5, 5, -5, -card_h * 0.55), 4, 4)
        shape = theme.SHAPES[i]
        painter.setBrush(QColor("#1d1d1d"))
        mark = QRectF(card.center().x() - 8, card.center().y() + 4, 16, 16)
        painter.drawPath(theme.shape_path(shape, mark))
        painter.restore()


def _cover_councils(painter: QPainter, rect: QRectF) -> None:
    """A city at dusk with council buildings and a row of employee meeples."""
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, QColor("#f2b46b"))
    sky.setColorAt(0.7, QColor("#b8606a"))
    sky.setColorAt(1, QColor("#5a3550"))
    painter.fillRect(rect, sky)
    rng = Rng(1250)
    painter.setPen(Qt.PenStyle.NoPen)
    x = rect.left()
    while x < rect.right():
        w = rect.width() * (0.06 + rng.below(6) / 100)
        h = rect.height() * (0.25 + rng.below(40) / 100)
        painter.setBrush(QColor("#2b2233"))
        painter.drawRect(QRectF(x, rect.bottom() - h, w, h))
        painter.setBrush(QColor(255, 220, 140, 160))
        for wy in range(int(h // 14) - 1):
            if rng.below(3):
                painter.drawRect(QRectF(x + w * 0.3, rect.bottom() - h + 8 + wy * 14, w * 0.4, 5))
        x += w + 3
    # A council hall with columns in the middle.
    hall = QRectF(rect.center().x() - rect.width() * 0.14, rect.bottom() - rect.height() * 0.5,
                  rect.width() * 0.28, rect.height() * 0.5)
    painter.setBrush(QColor("#e9dfc8"))
    roof = QPainterPath()
    roof.moveTo(hall.left() - 8, hall.top())
    roof.lineTo(hall.center().x(), hall.top() - rect.height() * 0.14)
    roof.lineTo(hall.right() + 8, hall.top())
    roof.closeSubpath()
    painter.drawPath(roof)
    painter.drawRect(hall)
    painter.setBrush(QColor("#bfb192"))
    for i in range(5):
        cx = hall.left() + hall.width() * (0.1 + i * 0.2)
        painter.drawRect(QRectF(cx - 3, hall.top() + 6, 6, hall.height() - 10))
    # Employees waiting to be placed.
    for i, style in enumerate(theme.OKABE_ITO[:5]):
        cx = rect.left() + rect.width() * 0.08 + i * 26
        meeple = QPainterPath()
        base = rect.bottom() - 8
        meeple.addEllipse(QPointF(cx, base - 24), 6, 6)
        meeple.addRoundedRect(QRectF(cx - 9, base - 18, 18, 18), 5, 5)
        painter.setPen(QPen(QColor("#111111"), 1.2))
        painter.setBrush(QColor(style.colour))
        painter.drawPath(meeple.simplified())
        painter.setPen(Qt.PenStyle.NoPen)


def _cover_generic(painter: QPainter, rect: QRectF, game: GameDefinition) -> None:
    rng = Rng(sum(ord(ch) for ch in game.id))
    base = QColor(theme.OKABE_ITO[rng.below(len(theme.OKABE_ITO))].colour)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, base.darker(160))
    gradient.setColorAt(1, base.darker(260))
    painter.fillRect(rect, gradient)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(14):
        w = 20 + rng.below(50)
        painter.setBrush(QColor(255, 255, 255, 18 + rng.below(30)))
        x = rect.left() + rng.below(int(rect.width()))
        y = rect.top() + rng.below(int(rect.height()))
        painter.drawRoundedRect(QRectF(x, y, w * 0.72, w), 4, 4)
    font = QFont(painter.font())
    font.setPixelSize(int(rect.height() * 0.45))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255, 200))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, scene_registry.game_title(game)[:1])


class CoverWidget(QWidget):
    def __init__(self, game: GameDefinition, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setMinimumSize(260, 118)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_cover(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.game)
        painter.end()


class GameTile(QFrame):
    new_game = Signal(str)
    help = Signal(str)
    lesson = Signal(str)  # the guided first game (ui/lesson.py)

    def __init__(self, game: GameDefinition, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("gameTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.addWidget(CoverWidget(game, self))
        title = QLabel(scene_registry.game_title(game), self)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        layout.addWidget(QLabel(players_text(game), self))
        summary = QLabel(scene_registry.game_summary(game), self)
        summary.setWordWrap(True)
        layout.addWidget(summary)
        buttons = QHBoxLayout()
        self.play_button = QPushButton(translate("Home", "New game…"), self)
        self.play_button.setAccessibleName(fill(translate(
            "Home", "New game of %1"), scene_registry.game_title(game)))
        self.play_button.clicked.connect(lambda: self.new_game.emit(game.id))
        self.help_button = QPushButton(translate("Home", "How to play"), self)
        self.help_button.clicked.connect(lambda: self.help.emit(game.id))
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.help_button)
        self.lesson_button: QPushButton | None = None
        if has_lesson(game.id):
            self.lesson_button = QPushButton(translate("Home", "Guided game"), self)
            self.lesson_button.setToolTip(translate(
                "Home", "Learn to play: a short first game where the table shows each move and why."))
            self.lesson_button.clicked.connect(lambda: self.lesson.emit(game.id))
            buttons.addWidget(self.lesson_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.setStyleSheet(
            "#gameTile { background: #f6f0e1; border-radius: 10px; border: 1px solid #c9bc98; }"
            "#gameTile QLabel { color: #1d1d1d; }"
        )


class HomeScreen(QWidget):
    new_game_requested = Signal(str)
    continue_requested = Signal()  # the game played last
    continue_file_requested = Signal(str)  # one game in progress, by its file
    delete_requested = Signal(str)  # one game in progress, by its file (the window asks first)
    open_requested = Signal(str)  # a path, or "" to choose a file
    help_requested = Signal(str)
    lesson_requested = Signal(str)  # a game's guided first game
    autosave_set_aside = Signal(str)  # where the damaged autosave now is

    def __init__(self, parent: QWidget | None = None, refresh: bool = True) -> None:
        """``refresh=False``: the lists are read when the screen is first shown (the main window's
        start-up shows it at once and reads them then, once instead of twice)."""
        super().__init__(parent)
        self._recent_files: list[str] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea, #homeBody { background: transparent; }")
        outer.addWidget(scroll)
        body = QWidget()
        body.setObjectName("homeBody")
        scroll.setWidget(body)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(36, 28, 36, 28)
        layout.setSpacing(16)

        heading = QLabel(translate("Home", "Game Table"), body)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        heading.setFont(font)
        heading.setStyleSheet("color: #ffffff;")
        layout.addWidget(heading)

        self.continue_panel = InProgressPanel(body)
        self.continue_panel.continue_requested.connect(self.continue_requested)
        self.continue_panel.continue_file_requested.connect(self.continue_file_requested)
        self.continue_panel.delete_requested.connect(self.delete_requested)
        self.continue_panel.set_aside_requested.connect(self.set_aside_damaged)
        # The names the window and the tests have always used for the top row.
        self.continue_label = self.continue_panel.continue_label
        self.continue_button = self.continue_panel.continue_button
        self.set_aside_button = self.continue_panel.set_aside_button
        layout.addWidget(self.continue_panel)

        self.tiles: dict[str, GameTile] = {}
        grid = QGridLayout()
        grid.setSpacing(18)
        games = playable_games()
        columns = 3 if len(games) % 3 == 0 or len(games) > 4 else 2
        for i, game in enumerate(games):
            tile = GameTile(game, body)
            tile.new_game.connect(self.new_game_requested)
            tile.help.connect(self.help_requested)
            tile.lesson.connect(self.lesson_requested)
            grid.addWidget(tile, i // columns, i % columns)
            self.tiles[game.id] = tile
        for column in range(columns):
            grid.setColumnStretch(column, 1)
        layout.addLayout(grid)

        recent_title = QLabel(translate("Home", "Saved games"), body)
        recent_font = QFont(self.font())
        recent_font.setPointSizeF(recent_font.pointSizeF() * 1.3)
        recent_font.setBold(True)
        recent_title.setFont(recent_font)
        recent_title.setStyleSheet("color: #ffffff;")
        layout.addWidget(recent_title)
        self.recent = QListWidget(body)
        self.recent.setMaximumHeight(130)
        self.recent.itemActivated.connect(self._open_item)
        layout.addWidget(self.recent)
        open_row = QHBoxLayout()
        self.open_button = QPushButton(translate("Home", "Open a saved game…"), body)
        self.open_button.clicked.connect(lambda: self.open_requested.emit(""))
        open_row.addWidget(self.open_button)
        open_row.addStretch(1)
        layout.addLayout(open_row)
        self.record_panel = RecordPanel(body)  # the main window's record keeper fills it
        layout.addWidget(self.record_panel)
        layout.addStretch(1)
        if refresh:
            self.refresh([])

    @property
    def damaged(self) -> bool:
        """The single autosave of an earlier version is there and cannot be read."""
        return self.continue_panel.damaged

    @property
    def set_aside_note(self) -> str:
        return self.continue_panel.note

    @set_aside_note.setter
    def set_aside_note(self, text: str) -> None:
        self.continue_panel.note = text

    def refresh(self, recent_files: list[str]) -> None:
        self._recent_files = list(recent_files)
        try:
            in_progress.migrate_legacy()  # an earlier version's autosave joins the games in progress
        except OSError as exc:
            log.warning("the autosave of an earlier version could not be moved: %s", exc)
        self.continue_panel.refresh()
        self.recent.clear()
        for name in recent_files:
            file = Path(name)
            if not file.is_file():  # a recent save replaced by a folder or a pipe is not offered
                continue
            item = QListWidgetItem(save_label(file))
            item.setData(PATH_ROLE, str(file))
            item.setToolTip(verbatim(str(file)))  # a file name may look like markup
            self.recent.addItem(item)
        if self.recent.count() == 0:
            placeholder = QListWidgetItem(translate(
                "Home", "No saved games yet. Use Game ▸ Save As during a game."))
            placeholder.setFlags(Qt.ItemFlag.ItemIsEnabled)  # readable, but not a file to open
            placeholder.setForeground(QColor("#4a4a4a"))
            self.recent.addItem(placeholder)

    def set_aside_damaged(self) -> Path | None:
        """Move the damaged autosave aside (kept unchanged) so the next game starts fresh."""
        try:
            target = saves.set_aside(autosave_path())
        except OSError as exc:
            log.warning("the damaged autosave could not be set aside: %s", exc)
            self.set_aside_note = fill(translate(
                "Home", "The damaged autosave could not be moved aside: %1"), exc.strerror or str(exc))
            self.refresh(self._recent_files)
            return None
        self.set_aside_note = ""
        self.refresh(self._recent_files)
        self.autosave_set_aside.emit(str(target))
        return target

    def _open_item(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path:
            self.open_requested.emit(path)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, theme.felt_pixmap(self.width(), self.height(), self.devicePixelRatioF()))
        painter.end()
