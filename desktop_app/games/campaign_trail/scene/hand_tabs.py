"""The two hands of a seat running both candidates of a party (5 and 7 seats, CT-20).

Such a seat has two pawns and two hands. The table shows one hand at a time: the hand of the candidate
the seat decides for, else the one the person picked. A tab per candidate stands at the left of the hand
row, in the party's colour with its pawn label (D1, D2), the candidate's name and the cards held; the tab
of the hand shown is raised and ringed, so a switch of hands is seen at once, and the prompt names the
candidate whose decision it is.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ....ui.table_items import Box, fit_wrapped_px
from ....ui.templates import counted, fill
from .names import candidate_name
from .scene_patterns import fill_colour, ink_colour
from .table_state import TableBase

translate = QCoreApplication.translate
TAB_W = 112.0


class HandTab(Box):
    """One candidate's hand tab: "D2", the candidate, how many cards; raised when its hand shows."""

    def __init__(self, candidate: int) -> None:
        super().__init__()
        self.candidate = candidate
        self.party = "D"
        self.label = ""
        self.name = ""
        self.cards = ""
        self.shown = False
        self.deciding = False

    def corner(self) -> float:
        return 8.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        r = rect.adjusted(2, 2, -2, -2)
        p.save()
        fill_c = fill_colour(self.party) if self.shown else QColor("#3B4A44")
        ink = ink_colour(self.party) if self.shown else QColor("#E8E8E8")
        p.setPen(QPen(QColor("#F5B938") if self.shown else QColor("#6B7A74"), 3.0 if self.shown else 1.2))
        p.setBrush(fill_c)
        p.drawRoundedRect(r, 8, 8)
        p.setPen(ink)
        font = QFont(p.font())
        font.setBold(True)
        font.setPixelSize(18)
        p.setFont(font)
        head = ("▶ " if self.deciding else "") + self.label
        top_left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        p.drawText(r.adjusted(8, 4, -6, 0), top_left, head)
        font.setBold(False)
        # a long candidate name wraps to two lines rather than lose its end
        name_box = r.adjusted(8, 27, -6, -17)
        font.setPixelSize(int(fit_wrapped_px(self.name, name_box, 13, False)))
        p.setFont(font)
        p.drawText(name_box, top_left | int(Qt.TextFlag.TextWordWrap), self.name)
        font.setPixelSize(11)
        p.setFont(font)
        p.drawText(r.adjusted(8, 0, -6, -3), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
                   self.cards)
        p.restore()


class HandTabsMixin(TableBase):
    """Which of the viewer's hands shows, and the tabs that switch it."""

    def _init_hand_tabs(self) -> None:
        self.hand_tabs: list[HandTab] = []
        self._picked_hand: int | None = None  # the candidate whose hand the person picked to see

    def _hand_owner(self) -> int | None:
        """The candidate whose hand shows: the one deciding, else the one picked, else the viewer."""
        if self._viewer is None:
            return None
        mine = self._my_candidates()
        if self._acting() or self._picked_hand not in mine:
            return self._viewer
        return self._picked_hand

    def _two_hands(self) -> bool:
        return len(self._my_candidates()) > 1

    def _pick_hand(self, candidate: int) -> None:
        if self._acting() or candidate == self._hand_owner():
            return
        self._picked_hand = candidate
        self._sync(animate=True)

    def _sync_hand_tabs(self, area: QRectF) -> QRectF:
        """Lay out the tabs at the left of ``area`` when the seat runs two candidates; the room left."""
        mine = self._my_candidates() if self._two_hands() else []
        while len(self.hand_tabs) < len(mine):
            tab = HandTab(len(self.hand_tabs))
            tab.setZValue(45.0)
            self.addItem(tab)
            self.hand_tabs.append(tab)
        for tab in self.hand_tabs[len(mine):]:
            tab.hide()
        if not mine:
            return area
        owner = self._hand_owner()
        h = min(86.0, (area.height() - 18) / len(mine))
        for k, (tab, cand) in enumerate(zip(self.hand_tabs, mine, strict=False)):
            info = self._seat(cand)
            tab.candidate = cand
            tab.party = str(info.get("party", "D"))
            tab.label = f"{tab.party}{k + 1}"
            tab.name = candidate_name(str(info.get("candidate"))) if info.get("candidate") else ""
            held = counted(int(info.get("hand_size", 0)))
            tab.cards = held.translate("CampaignTrailTable", "%n card(s)", None, 1)
            tab.shown = cand == owner
            tab.deciding = self._acting() and cand == self._viewer
            tab.set_rect(QRectF(area.left(), area.top() + 6 + k * (h + 6), TAB_W, h))
            tip = translate("CampaignTrailTable", "Show the hand of %1 (%2)")
            tab.setToolTip(fill(tip, tab.name, tab.label))
            tab.set_clickable(None if tab.shown or self._acting() else partial(self._pick_hand, cand))
            tab.show()
        return area.adjusted(TAB_W + 8, 0, 0, 0)

    def _hand_heading(self) -> str:
        """Whose decision it is, for the prompt of a seat running two candidates ("" otherwise)."""
        if not self._two_hands() or not self._acting() or self._viewer is None:
            return ""
        k = self._my_candidates().index(self._viewer)
        info = self._seat(self._viewer)
        name = candidate_name(str(info.get("candidate"))) if info.get("candidate") else ""
        label = f"{info.get('party', 'D')}{k + 1}"
        return fill(translate("CampaignTrailTable", "%1 (%2)"), name, label) if name else label
