"""The new-game dialog: game, seats (person or computer), colours, options, seed.

A game may give each seat a role (its party, which candidate) and a colour (a team's colour, shared by
teammates): the dialog asks the game's definition for both whenever the player count or an option
changes, and asks its normalize_options whether the combination may start, listing every reason it
gives beside the options and keeping Start disabled until there is none. The rule itself stays in the
game."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QColor, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import OptionsError, Reason
from ..engine.game import GameDefinition, OptionSpec
from ..engine.seats import AI_LEVELS, Seat
from ..games.catalogue import get_game
from . import scene_registry, theme
from .new_game_basics import level_name, new_seed
from .scene_registry import fill, playable_games
from .settings import Settings

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def level_help(level: str) -> str:
    """What a computer level does and how long it thinks, in one line (figures from ai/levels.py's
    budgets as measured on a 2-core machine)."""
    return {
        "random": translate(
            "NewGameDialog", "Random: picks any legal move; answers at once (to try the rules)."),
        "easy": translate("NewGameDialog", "Easy: plays the game's rule of thumb; answers at once."),
        "normal": translate(
            "NewGameDialog", "Normal: plays out a few hundred imagined games per move; about 0.1–0.5 s."),
        "hard": translate(
            "NewGameDialog", "Hard: imagines four times as many games as Normal; about 0.5–2 s per move."),
    }.get(level, level)


def colour_name(style: theme.PlayerStyle) -> str:
    return QCoreApplication.translate("PlayerColour", style.name)


@dataclasses.dataclass(frozen=True)
class NewGameConfig:
    game_id: str
    seats: tuple[Seat, ...]
    options: dict[str, Any]
    seed: int
    free_undo: bool = False


class _SeatRow:
    def __init__(self, dialog: NewGameDialog, index: int) -> None:
        self.index = index
        self.colour = QComboBox(dialog)
        self.colour.setAccessibleName(fill(translate("NewGameDialog", "Colour of player %1"), str(index + 1)))
        for i, style in enumerate(theme.palette(dialog.palette_name)):
            self.colour.addItem(theme.marker_icon(i, dialog.palette_name), colour_name(style), i)
        self.colour.setCurrentIndex(index)
        self.name = QLineEdit(dialog)
        self.name.setMaxLength(24)
        self.name.setAccessibleName(fill(translate("NewGameDialog", "Name of player %1"), str(index + 1)))
        self.kind = QComboBox(dialog)
        self.kind.addItem(translate("NewGameDialog", "Person"), "human")
        self.kind.addItem(translate("NewGameDialog", "Computer"), "ai")
        self.level = QComboBox(dialog)
        for level in AI_LEVELS:
            self.level.addItem(level_name(level), level)
            self.level.setItemData(self.level.count() - 1, level_help(level), Qt.ItemDataRole.ToolTipRole)
        # A game that colours its seats itself (by team) shows that colour here instead of the choice.
        self.fixed_colour = QLabel(dialog)
        self.fixed_colour.setVisible(False)
        self.role = QLabel(dialog)
        self.role.setAccessibleName(fill(translate("NewGameDialog", "Role of player %1"), str(index + 1)))
        self.name_edited = False
        self.previous_colour = index
        self.name.textEdited.connect(self._edited)

    def _edited(self, _text: str) -> None:
        self.name_edited = True

    def widgets(self) -> list[QWidget]:
        return [self.colour, self.name, self.kind, self.level, self.role]


class NewGameDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        game_id: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.palette_name = settings.palette
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.games = playable_games()
        self._rows: list[_SeatRow] = []
        self._option_widgets: dict[str, QCheckBox | QComboBox] = {}
        self._option_defaults: dict[str, Any] = {}  # the defaults the shown options were built with
        self._colour_guard = False
        self._remembered_options: dict[str, Any] | None = None  # the last start's options, once

        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game_box = QComboBox(self)
        for game in self.games:
            self.game_box.addItem(scene_registry.game_title(game), game.id)
        top.addRow(translate("NewGameDialog", "&Game:"), self.game_box)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        top.addRow("", self.summary)
        self.count = QSpinBox(self)
        top.addRow(translate("NewGameDialog", "&Players:"), self.count)
        self.count_note = QLabel(self)
        top.addRow("", self.count_note)
        layout.addLayout(top)

        seats_box = QGroupBox(translate("NewGameDialog", "Seats"), self)
        self.seat_grid = QGridLayout(seats_box)
        headings = (
            translate("NewGameDialog", "Colour"),
            translate("NewGameDialog", "Name"),
            translate("NewGameDialog", "Played by"),
            translate("NewGameDialog", "Computer level"),
            translate("NewGameDialog", "Role"),
        )
        self._headings: list[QLabel] = []
        for col, title in enumerate(headings):
            label = QLabel(f"<b>{title}</b>", seats_box)
            self.seat_grid.addWidget(label, 0, col)
            self._headings.append(label)
        layout.addWidget(seats_box)
        self.seats_box = seats_box
        # What each computer level does and how long it thinks, one line each.
        self.levels_note = QLabel("\n".join(level_help(level) for level in AI_LEVELS), self)
        self.levels_note.setTextFormat(Qt.TextFormat.PlainText)
        self.levels_note.setStyleSheet("color: #555555;")
        layout.addWidget(self.levels_note)

        self.options_box = QGroupBox(translate("NewGameDialog", "Options"), self)
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)
        # Why the game refuses these seats and options (every reason the game gives), in place.
        self.problems = QLabel(self)
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setStyleSheet("color: #B00020;")
        self.problems.setVisible(False)
        layout.addWidget(self.problems)

        self.free_undo = QCheckBox(
            translate(
                "NewGameDialog", "Free undo: take back moves even after cards were revealed (practice)"), self
        )
        layout.addWidget(self.free_undo)

        seed_row = QHBoxLayout()
        seed_label = QLabel(translate("NewGameDialog", "&Seed (the same seed deals the same cards):"), self)
        seed_row.addWidget(seed_label)
        self.seed = QLineEdit(str(new_seed()), self)
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{1,18}"), self))
        self.seed.setMaximumWidth(160)
        seed_label.setBuddy(self.seed)
        seed_row.addWidget(self.seed)
        reseed = QPushButton(translate("NewGameDialog", "New seed"), self)
        reseed.clicked.connect(lambda: self.seed.setText(str(new_seed())))
        seed_row.addWidget(reseed)
        seed_row.addStretch(1)
        layout.addLayout(seed_row)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = buttons.addButton(translate(
            "NewGameDialog", "Start game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.count.valueChanged.connect(self._count_changed)
        if game_id is not None:
            index = self.game_box.findData(game_id)
            if index >= 0:
                self.game_box.setCurrentIndex(index)
        self._game_changed()

    # -- reading -----------------------------------------------------------
    @property
    def game(self) -> GameDefinition:
        return get_game(self.game_box.currentData())

    def config(self) -> NewGameConfig:
        """What the dialog says now, with empty names filled in."""
        n = self.count.value()
        seats = []
        for row in self._rows[:n]:
            kind = row.kind.currentData()
            name = row.name.text().strip() or self._default_name(row)
            level = row.level.currentData() if kind == "ai" else None
            seats.append(Seat(name, kind, level, row.colour.currentData()))
        options = self._options()
        seed_text = self.seed.text().strip()
        seed = int(seed_text) if seed_text else new_seed()
        return NewGameConfig(self.game.id, tuple(seats), options, seed, self.free_undo.isChecked())

    # -- reacting ----------------------------------------------------------
    def _game_changed(self) -> None:
        game = self.game
        self.summary.setText(scene_registry.game_summary(game))
        # The player count, seats and options this game was last started with, where they still fit.
        remembered = self.settings.last_setup(game.id)
        count = self.count.value() or 2
        if remembered is not None:
            count = remembered["players"]
        self.count.blockSignals(True)
        self.count.setRange(game.min_players, game.max_players)
        self.count.setValue(max(game.min_players, min(count, game.max_players)))
        self.count.blockSignals(False)
        while len(self._rows) < game.max_players:
            self._add_row()
        if remembered is not None:
            for row, seat in zip(self._rows, remembered["seats"], strict=False):
                row.kind.setCurrentIndex(max(0, row.kind.findData(seat["kind"])))
                if seat["level"] is not None:
                    row.level.setCurrentIndex(max(0, row.level.findData(seat["level"])))
            self._remembered_options = remembered["options"]
        self._count_changed()

    def _add_row(self) -> None:
        index = len(self._rows)
        row = _SeatRow(self, index)
        row.kind.setCurrentIndex(0 if index == 0 else 1)
        level_index = row.level.findData(self.settings.default_ai_level)
        row.level.setCurrentIndex(max(level_index, 0))
        names = self.settings.last_names
        if index == 0 and names:
            row.name.setText(names[0])
            row.name_edited = True
        row.kind.currentIndexChanged.connect(lambda _i, r=row: self._kind_changed(r))
        row.level.currentIndexChanged.connect(lambda _i, r=row: self._kind_changed(r))
        row.colour.currentIndexChanged.connect(lambda _i, r=row: self._colour_changed(r))
        for col, widget in enumerate(row.widgets()):
            self.seat_grid.addWidget(widget, index + 1, col)
        self.seat_grid.addWidget(row.fixed_colour, index + 1, 0, Qt.AlignmentFlag.AlignCenter)
        self._rows.append(row)
        self._kind_changed(row)

    def _default_name(self, row: _SeatRow) -> str:
        number = str(row.index + 1)
        if row.kind.currentData() == "ai":
            return fill(translate(
                "NewGameDialog", "Computer %1 (%2)"), number, level_name(row.level.currentData()))
        return fill(translate("NewGameDialog", "Player %1"), number)

    def _kind_changed(self, row: _SeatRow) -> None:
        is_ai = row.kind.currentData() == "ai"
        row.level.setEnabled(is_ai)
        if not row.name_edited:
            row.name.setText(self._default_name(row))
        self._update_free_undo()

    def _colour_changed(self, row: _SeatRow) -> None:
        """No two seats share a colour: the seat that had the colour takes this seat's old one."""
        if self._colour_guard:
            return
        new, old = row.colour.currentData(), row.previous_colour
        self._colour_guard = True
        for other in self._rows:
            if other is not row and other.colour.currentData() == new:
                other.colour.setCurrentIndex(other.colour.findData(old))
                other.previous_colour = old
        self._colour_guard = False
        row.previous_colour = new

    def _count_changed(self) -> None:
        n = self.count.value()
        for row in self._rows:
            visible = row.index < n
            for widget in row.widgets():
                widget.setVisible(visible)
            row.fixed_colour.setVisible(False)
        game = self.game
        if game.min_players == 1:
            self.count_note.setText(
                fill(
                    translate(
                        "NewGameDialog",
                        "1 player plays the solo rules; %1 to %2 players play against each other.",
                    ),
                    max(2, game.min_players), game.max_players,
                )
            )
        else:
            self.count_note.setText("")
        if n == 1 and self._rows and self._rows[0].kind.currentData() != "human":
            self._rows[0].kind.setCurrentIndex(0)
        self._rebuild_options()
        self._update_free_undo()
        self._refresh_seats()

    def _options(self) -> dict[str, Any]:
        return {key: widget.isChecked() if isinstance(widget, QCheckBox) else widget.currentData()
                for key, widget in self._option_widgets.items()}

    def _refresh_seats(self) -> None:
        """Roles, game colours and the game's refusal reasons for the current count and options."""
        game, n = self.game, self.count.value()
        reasons: tuple[str, ...] = ()
        roles = colours = None
        try:
            options = game.normalize_options(n, self._options())
            roles = game.seat_roles(n, options)
            colours = game.seat_colours(n, options)
        except OptionsError as exc:
            reasons = tuple(scene_registry.reason_text(game, r) for r in exc.explained)
        self._mark_choices()
        self.problems.setText("\n".join(f"• {reason}" for reason in reasons))
        self.problems.setVisible(bool(reasons))
        self.start_button.setEnabled(not reasons)
        # A game with roles keeps its Role column while the options are refused (roles unknown: "—").
        has_roles = roles is not None or bool(game.seat_texts())
        self._headings[4].setVisible(has_roles)
        for row in self._rows:
            shown = row.index < n
            role = roles[row.index] if roles and row.index < len(roles) else None
            row.role.setText(scene_registry.role_text(game, role) if role else "—")
            row.role.setVisible(shown and has_roles)
            colour = colours[row.index] if colours and row.index < len(colours) else None
            if colour is not None:
                style = theme.seat_style(row.colour.currentData(), colour, self.palette_name)
                row.fixed_colour.setPixmap(theme.marker_pixmap(style))
                name = scene_registry.seat_text(game, colour.name)
                row.fixed_colour.setToolTip(name)
                row.fixed_colour.setAccessibleName(
                    fill(translate("NewGameDialog", "Colour of player %1: %2"), str(row.index + 1), name))
            row.fixed_colour.setVisible(shown and colour is not None)
            row.colour.setVisible(shown and colour is None)

    def _mark_choices(self) -> None:
        """Grey out each choice the game would refuse with the other options as they are, for reasons
        of its own (not those the current choices already have), which its tooltip gives; it stays
        selectable, since changing another option may make it valid."""
        game, n = self.game, self.count.value()
        current = self._options()
        try:
            game.normalize_options(n, current)
            already: set[Reason] = set()
        except OptionsError as exc:
            already = set(exc.explained)
        for key, widget in self._option_widgets.items():
            if not isinstance(widget, QComboBox):
                continue
            for i in range(widget.count()):
                try:
                    game.normalize_options(n, {**current, key: widget.itemData(i)})
                    own = []
                except OptionsError as exc:
                    own = [r for r in exc.explained if r not in already]
                why = "\n".join(scene_registry.reason_text(game, r) for r in own) or None
                widget.setItemData(i, QColor("#8a8a8a") if why else None, Qt.ItemDataRole.ForegroundRole)
                widget.setItemData(i, why, Qt.ItemDataRole.ToolTipRole)

    def choice_refused(self, key: str, value: Any) -> str:
        """The reasons shown on a greyed-out choice ("" if the choice is fine): tests and tools."""
        widget = self._option_widgets[key]
        assert isinstance(widget, QComboBox)
        return widget.itemData(widget.findData(value), Qt.ItemDataRole.ToolTipRole) or ""

    def seat_role_text(self, index: int) -> str:
        """The role shown beside seat ``index`` (tests and tools)."""
        return self._rows[index].role.text()

    def problem_text(self) -> str:
        return self.problems.text() if not self.problems.isHidden() else ""

    def _update_free_undo(self) -> None:
        solo_practice = self.count.value() == 1
        self.free_undo.setChecked(solo_practice and self.settings.free_undo_solo)

    def _rebuild_options(self) -> None:
        game = self.game
        n = self.count.value()
        previous = {k: (w.isChecked() if isinstance(w, QCheckBox) else w.currentData())
                    for k, w in self._option_widgets.items()}
        # A choice still at the old count's default follows the new count's (a game may need other
        # options at some counts); one the person changed stays, and so does what the dialog remembers.
        old_defaults = self._option_defaults
        defaults = game.option_defaults(n)
        self._option_defaults = defaults
        previous = {k: v for k, v in previous.items() if k not in old_defaults or v != old_defaults[k]}
        if self._remembered_options is not None:
            previous.update(self._remembered_options)
            self._remembered_options = None
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets = {}
        for spec in game.option_specs():
            if not spec.offered or (spec.player_counts is not None and n not in spec.player_counts):
                continue
            value = previous.get(spec.key, defaults.get(spec.key, spec.default))
            widget = self._option_widget(game, spec, value)
            self._option_widgets[spec.key] = widget
            if isinstance(widget, QCheckBox):
                self.options_form.addRow(widget)
            else:
                self.options_form.addRow(scene_registry.option_label(game, spec) + ":", widget)
        self.options_box.setVisible(bool(self._option_widgets))

    def _option_widget(self, game: GameDefinition, spec: OptionSpec, value: Any) -> QCheckBox | QComboBox:
        tip = scene_registry.option_help(game, spec)
        if not spec.choices:
            box = QCheckBox(scene_registry.option_label(game, spec), self)
            box.setChecked(bool(value))
            box.setToolTip(tip)
            box.toggled.connect(self._refresh_seats)
            return box
        combo = QComboBox(self)
        for choice in spec.choices:
            combo.addItem(scene_registry.option_choice(game, spec, choice), choice)
        index = combo.findData(value)
        combo.setCurrentIndex(index if index >= 0 else combo.findData(spec.default))
        combo.setToolTip(tip)
        combo.currentIndexChanged.connect(self._refresh_seats)
        return combo

    # -- test and tool helpers ---------------------------------------------
    def set_seat(self, index: int, kind: str, level: str | None = None, name: str | None = None) -> None:
        row = self._rows[index]
        row.kind.setCurrentIndex(row.kind.findData(kind))
        if level is not None:
            row.level.setCurrentIndex(row.level.findData(level))
        if name is not None:
            row.name.setText(name)
            row.name_edited = True

    def set_option(self, key: str, value: Any) -> None:
        widget = self._option_widgets[key]
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(value))

    def set_colour(self, index: int, colour: int) -> None:
        row = self._rows[index]
        row.colour.setCurrentIndex(row.colour.findData(colour))

    def accept(self) -> None:
        config = self.config()
        try:
            self.game.normalize_options(len(config.seats), config.options)
        except OptionsError as exc:
            text = "\n".join(scene_registry.reason_text(self.game, r) for r in exc.explained)
            QMessageBox.warning(self, translate("NewGameDialog", "Cannot start this game"), text)
            return
        names = [s.name for s in config.seats]
        if len(set(names)) != len(names):
            QMessageBox.warning(
                self, translate("NewGameDialog", "Names must differ"),
                translate(
                    "NewGameDialog",
                    "Two seats have the same name. Give every player a different name, so the "
                    "hand-over screen can say who comes next.",
                ),
            )
            return
        human_names = [s.name for s in config.seats if s.is_human]
        if human_names:
            self.settings.last_names = human_names
        self.settings.set_last_setup(config.game_id, len(config.seats),
                                     [{"kind": s.kind, "level": s.level} for s in config.seats],
                                     config.options)
        super().accept()
