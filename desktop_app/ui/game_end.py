"""The end of a game at the table: who won and how a tie was broken, in words, with Rematch and Back to home.

Everything is read from the game's score sheet (totals, winners, the tie-break value per player); nothing
here applies a rule again. The tie-break is named by the game's texts (``tie_break_name`` in its scene
texts module), so each game says what broke the tie in its own terms ("influence left at the end").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..engine.game import ScoreSheet
from ..engine.seats import Seat
from ..engine.session import Match
from . import scene_registry, theme
from .new_game_basics import new_seed
from .scene_registry import counted, fill

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def tie_break_name(game_id: str) -> str:
    """What breaks a tie in this game, as its texts name it ("" when the game names none)."""
    module = scene_registry.texts_module(game_id)
    name = getattr(module, "tie_break_name", None) if module is not None else None
    return str(name()) if callable(name) else ""


def _names(seats: list[Seat], indexes: list[int]) -> str:
    names = [seats[i].name for i in indexes]
    if len(names) == 1:
        return names[0]
    separator = translate("GameEnd", ", ")
    return fill(translate("GameEnd", "%1 and %2"), separator.join(names[:-1]), names[-1])


def tie_break_sentence(sheet: ScoreSheet, seats: list[Seat], game_id: str) -> str:
    """How the tie at the top was settled, from the sheet: "" when nobody tied on points."""
    totals = sheet.totals
    if len(seats) < 2 or not totals or not sheet.winners:
        return ""
    best = totals[sheet.winners[0]]
    tied = [p for p, total in enumerate(totals) if total == best]
    if len(tied) < 2:
        return ""
    what = tie_break_name(game_id) or translate("GameEnd", "the tie-break")
    head = fill(counted(best).translate("GameEnd", "%1 tied on %n point(s).", None, 1), _names(seats, tied))
    if not sheet.tie_break or len(sheet.tie_break) <= max(tied):
        return head
    values = ", ".join(fill(translate("GameEnd", "%1 %2"), seats[p].name, sheet.tie_break[p]) for p in tied)
    if len(sheet.winners) < len(tied):
        decided = fill(translate("GameEnd", "%1 wins on the tie-break, %2 (%3)."),
                       _names(seats, list(sheet.winners)), what, values)
    else:
        decided = fill(translate("GameEnd", "The tie-break, %1, did not separate them (%2)."), what, values)
    return fill(translate("GameEnd", "%1 %2"), head, decided)


def fit_lines(text: str, metrics: QFontMetrics, width: int, lines: int) -> tuple[str, bool]:
    """``text`` wrapped at word breaks into ``width`` and at most ``lines`` lines, the last one shortened
    with "…" where the rest does not fit; and whether it was shortened."""
    out: list[str] = []
    line = ""
    for word in text.split():
        longer = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(longer) > width:
            out.append(line)
            line = word
        else:
            line = longer
    if line:
        out.append(line)
    if len(out) <= max(1, lines):
        return "\n".join(out), False
    kept = out[: max(1, lines)]
    kept[-1] = metrics.elidedText(" ".join(out[len(kept) - 1:]), Qt.TextElideMode.ElideRight, width)
    return "\n".join(kept), True


def _load_score_sheet() -> None:
    from . import score_sheet  # noqa: F401 - loaded, not used here


def rematch(match: Match) -> Match:
    """The same game, seats and options again, with a new deal."""
    return Match(match.game, list(match.seats), dict(match.options), new_seed(), free_undo=match.free_undo)


class EndBar(QFrame):
    """Under the status line once the game is over: the tie-break in words, Rematch and Back to home.

    It stands over the right end of the status strip (``float_over``), where the strip keeps room for its
    skip button (hidden once the game is over), rather than in a row of its own: a row that appears pushes
    the table down, and the table laid out and drawn again at its new size was the longest block of the
    pass that ends a game (issue 13). It is exactly as tall as the strip, so it never covers the table
    (issue 15: a long tie-break sentence made it taller): the sentence wraps beside the buttons in the
    lines the strip has, centred on its height as the strip's texts are, and a longer one ends in "…" with
    the whole of it in the tooltip."""

    rematch_requested = Signal()
    home_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endBar")
        self._over: QWidget | None = None  # the status strip it stands over (float_over)
        self.setStyleSheet(
            f"#endBar {{ background: {theme.STATUS_BG.name()}; }}"
            f"#endBar QLabel {{ color: {theme.STATUS_INK.name()}; }}"
        )
        row = self._row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # seat names may come from a save file
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.sentence = ""  # the whole tie-break sentence (the label may show it shortened)
        row.addWidget(self.label, 1)
        self.rematch_button = QPushButton(self)
        self.rematch_button.clicked.connect(self.rematch_requested)
        row.addWidget(self.rematch_button)
        self.home_button = QPushButton(self)
        self.home_button.clicked.connect(self.home_requested)
        row.addWidget(self.home_button)
        self.retranslate()
        self.hide()
        # The score sheet's dialog opens in the pass that ends every game: its module loads in a pass of
        # its own now (the bar is made just after the window's first frame).
        QTimer.singleShot(0, _load_score_sheet)

    def float_over(self, strip: QWidget) -> None:
        """Stand over the right end of ``strip`` (a sibling in the same page), following its size."""
        self._over = strip
        strip.installEventFilter(self)
        self.raise_()  # above the page's other parts, the table among them
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._over and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place()
        return False

    def _buttons_width(self) -> int:
        """The bar's width without its sentence: its margins, the buttons and the gaps between."""
        row = self._row
        margins = row.contentsMargins()
        parts = [b.sizeHint().width() for b in (self.rematch_button, self.home_button)]
        return margins.left() + margins.right() + sum(parts) + row.spacing() * len(parts)

    def _place(self) -> None:
        strip = self._over
        if strip is None or self.isHidden():
            return
        # The buttons' width, and up to half the strip for a tie-break sentence beside them.
        buttons = self._buttons_width()
        metrics = self.label.fontMetrics()
        wanted = buttons + (metrics.horizontalAdvance(self.sentence) + 4 if self.sentence else 0)
        width = min(wanted, max(buttons, strip.width() // 2))
        self.setGeometry(strip.x() + strip.width() - width, strip.y(), width, strip.height())
        margins = self._row.contentsMargins()
        lines = (strip.height() - margins.top() - margins.bottom()) // max(1, metrics.lineSpacing())
        shown, shortened = fit_lines(self.sentence, metrics, max(1, width - buttons), lines)
        self.label.setText(shown)
        self.label.setToolTip(self.sentence if shortened else "")

    def retranslate(self) -> None:
        self.rematch_button.setText(translate("GameEnd", "Rematch"))
        self.rematch_button.setToolTip(translate("GameEnd", "The same game and seats, dealt anew."))
        self.home_button.setText(translate("GameEnd", "Back to home"))
        self._place()  # the buttons' new words take another width

    def show_for(self, match: Match | None) -> None:
        """Shown with the tie-break sentence while ``match`` is over, hidden otherwise."""
        if match is None or not match.is_over():
            self.hide()
            return
        sheet = match.state.score_sheet()
        self.sentence = tie_break_sentence(sheet, match.seats, match.game.id)
        self.label.setVisible(bool(self.sentence))
        self.show()
        self._place()
