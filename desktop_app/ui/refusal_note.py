"""Saying why a move was refused, where the player is looking: a short note beside the drop or the card.

Every scene's failure paths (a drop on a place that does not take the piece, a press on a card that cannot
move, a click the rules refuse) call :meth:`RefusalNotes.refuse` with the action the person tried and the
place on the table it concerns. The reason comes from the rules (``GameDefinition.why_not``, asked by the
turn controller, which hands the scene ``refusal_text``: an action in, the translated reason out), so the
scene never judges a move itself. A target that would take another piece, or this one later, is told
apart from one that never will: the note's colour and its first words say which.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.actions import Action
from ..engine.refusals import Refusal
from .scene_parts import ScenePart
from .table_items import NEVER as NEVER_MARK_KIND
from .table_items import NOT_NOW as NOT_NOW_MARK_KIND
from .table_items import fit_wrapped_px, paint_shadow, paint_text

NOTE_W = 300.0
NOTE_H = 64.0
SHOW_MS = 4200  # long enough to read two lines; a new refusal replaces the note at once
NOT_NOW = QColor("#f3d98b")  # another piece, or later: amber
NEVER = QColor("#f2a7a0")  # never here: red
INK = QColor("#1d1d1d")

# An action in, (the rules' refusal, its sentence in the player's language) out; None when allowed.
Explainer = Callable[[Action], "tuple[Refusal, str] | None"]


class RefusalNote(QGraphicsObject):
    """The note itself: a rounded card of text above everything on the table, gone after a while."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.text = ""
        self.never = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, NOTE_W, NOTE_H)

    def show_text(self, text: str, never: bool, at: QPointF) -> None:
        self.text = text
        self.never = never
        self.setPos(at)
        self.setToolTip(text)
        self.update()
        self.show()
        self._timer.start(SHOW_MS)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect().adjusted(2, 2, -2, -4)
        paint_shadow(p, rect, 8)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        p.fillPath(path, NEVER if self.never else NOT_NOW)
        p.setPen(QPen(QColor(0, 0, 0, 120), 1.2))
        p.drawPath(path)
        inner = rect.adjusted(10, 6, -10, -6)
        px = fit_wrapped_px(self.text, inner, 14.0)
        paint_text(p, inner, self.text, px, INK,
                   align=int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap))


class RefusalNotes(ScenePart):
    """Mixed into TableScene: one note per table and the call every scene's failure path makes."""

    refusal_text: Explainer | None = None  # set by the turn controller; None: nobody can explain
    _note: RefusalNote | None = None
    last_refusal: tuple[Refusal, str] | None = None  # what the note says now (for tests and the log)

    def refuse(self, action: Action | None, near: QRectF | None = None) -> bool:
        """Show why ``action`` is refused beside ``near`` (scene coordinates); False when it is not refused
        or nobody can say why (the piece then only goes back, as before)."""
        if action is None or self.refusal_text is None:
            return False
        answer = self.refusal_text(action)
        if answer is None:
            return False
        self.tell(*answer, near=near)
        return True

    def tell(self, refusal: Refusal, text: str, near: QRectF | None = None) -> None:
        """Show ``text`` (the refusal's sentence, already translated) in the note beside ``near``."""
        self.last_refusal = (refusal, text)
        hide = getattr(self, "hide_card_preview", None)
        if callable(hide):
            hide()  # the note takes the preview's place: nothing large stays up over it
        note = self._note
        if note is None or note.scene() is not self:
            note = self._note = RefusalNote()
            self.addItem(note)
        note.show_text(text, refusal.never, self._note_place(near))

    def target_mark(self, action: Action | None) -> str:
        """How a drop target is marked while a piece is carried toward it: "" when the rules take
        ``action`` (or nobody can say), else NOT_NOW (another piece or a later step) or NEVER."""
        if action is None or self.refusal_text is None:
            return ""
        answer = self.refusal_text(action)
        if answer is None:
            return ""
        return NEVER_MARK_KIND if answer[0].never else NOT_NOW_MARK_KIND

    def refusal_shown(self) -> str:
        """The text of the note on the table now ("" when none is showing)."""
        note = self._note
        return note.text if note is not None and note.isVisible() else ""

    def _note_place(self, near: QRectF | None) -> QPointF:
        width, height = self._size
        if near is None:
            return QPointF((width - NOTE_W) / 2, height * 0.4)
        x = min(max(6.0, near.center().x() - NOTE_W / 2), width - NOTE_W - 6)
        y = near.top() - NOTE_H - 6 if near.top() - NOTE_H - 6 > 6 else near.bottom() + 6
        return QPointF(x, min(y, height - NOTE_H - 6))
