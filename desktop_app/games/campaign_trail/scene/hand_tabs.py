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
from PySide6.QtGui import QColor, QPainter, QPen

from ....ui.table_items import MIN_TEXT, Box, fit_wrapped_px, fits_wrapped, paint_text, text_width
from ....ui.templates import counted, fill
from .names import candidate_name, card_names
from .scene_patterns import fill_colour, ink_colour
from .table_state import TableBase
from .tooltips import set_tip

translate = QCoreApplication.translate
TAB_W = 112.0
# Low tabs are wider, so that a candidate's name fits on their one line under the label (all but the
# longest at the least text size); in two columns they leave the cards a closed-up row.
WIDE_TAB_W = 158.0
GRID_TAB_W = 120.0
COMPACT_BELOW = 70.0  # a tab lower than this draws its label and count on one line
# Beside a hand listed as strips (the replay's short table, everything revealed) and beside a compact hand
# (a low table's, layout.COMPACT_HAND_H) a tab holds its label over its count, the candidate named in its
# tooltip and on the party board: the strips or the compact cards get the width.
NARROW_TAB_W = 60.0
TOP_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
TOP_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
BOTTOM_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
HAND_SPACING = 8.0  # between the cards of a hand row where they lie side by side (areas._sync_hand)


def narrow_tab_width(label: str, cards: str) -> float:
    """How wide a narrow tab must be for its label (the deciding one's "▶ " too) and its count: the
    words and the 15 px of margins _paint_narrow leaves them (with a pixel to spare)."""
    return max(NARROW_TAB_W, text_width("▶ " + label, 15, True) + 16, text_width(cards, MIN_TEXT) + 16)


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
        self.narrow = False  # the label over the count, no name (beside a hand of strips)

    def corner(self) -> float:
        return 8.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        # Every word goes through the table's text painter, which shortens a line with "…" rather than
        # clip it and lists the cut for the layout tests (tests/text_fit.py).
        r = rect.adjusted(2, 2, -2, -2)
        p.save()
        fill_c = fill_colour(self.party) if self.shown else QColor("#3B4A44")
        ink = ink_colour(self.party) if self.shown else QColor("#E8E8E8")
        p.setPen(QPen(QColor("#F5B938") if self.shown else QColor("#6B7A74"), 3.0 if self.shown else 1.2))
        p.setBrush(fill_c)
        p.drawRoundedRect(r, 8, 8)
        p.restore()
        head = ("▶ " if self.deciding else "") + self.label
        if self.narrow:
            self._paint_narrow(p, r, ink, head)
            return
        if r.height() < COMPACT_BELOW:
            self._paint_compact(p, r, ink, head)
            return
        paint_text(p, r.adjusted(8, 4, -6, 0), head, 18, ink, bold=True, align=TOP_LEFT, elide=True)
        # a long candidate name wraps to two lines rather than lose its end
        name_box = r.adjusted(8, 27, -6, -17)
        paint_text(p, name_box, self.name, fit_wrapped_px(self.name, name_box, 13, False), ink,
                   align=TOP_LEFT | int(Qt.TextFlag.TextWordWrap), elide=True)
        paint_text(p, r.adjusted(8, 0, -6, -3), self.cards, MIN_TEXT, ink, align=BOTTOM_LEFT, elide=True)

    def _paint_narrow(self, p: QPainter, r: QRectF, ink: QColor, head: str) -> None:
        """A narrow tab: the label, the count under it."""
        paint_text(p, r.adjusted(7, 1, -4, 0), head, 15, ink, bold=True, align=TOP_LEFT, elide=True)
        paint_text(p, r.adjusted(7, 0, -4, -3), self.cards, MIN_TEXT, ink, align=BOTTOM_LEFT, elide=True)

    def narrow_width(self) -> float:
        """How wide a narrow tab must be for its label and its count."""
        return narrow_tab_width(self.label, self.cards)

    def compact_name_box(self) -> QRectF:
        """Where a low tab writes the candidate's name: under its label and count."""
        return self.rect().adjusted(2, 2, -2, -2).adjusted(7, 19, -5, -1)

    def compact_name_drawn(self) -> bool:
        """A low tab writes the name only when it fits whole (wrapped, at the least text size); else the
        tab's label (the pawn's, and the board's order) and its tooltip name the candidate."""
        return bool(self.name) and fits_wrapped(self.name, self.compact_name_box(), MIN_TEXT)

    def _paint_compact(self, p: QPainter, r: QRectF, ink: QColor, head: str) -> None:
        """A low tab (many candidates): the label with the count at its right, the name under them."""
        count_w = text_width(self.cards, MIN_TEXT) + 4
        paint_text(p, r.adjusted(7, 1, -5 - count_w, 0), head, 15, ink, bold=True, align=TOP_LEFT, elide=True)
        paint_text(p, r.adjusted(7, 4, -6, 0), self.cards, MIN_TEXT, ink, align=TOP_RIGHT, elide=True)
        if not self.compact_name_drawn():
            return
        name_box = self.compact_name_box()
        paint_text(p, name_box, self.name, fit_wrapped_px(self.name, name_box, 12, False), ink,
                   align=TOP_LEFT | int(Qt.TextFlag.TextWordWrap), elide=True)


class HandTabsMixin(TableBase):
    """Which of the viewer's hands shows, and the tabs that switch it."""

    def _init_hand_tabs(self) -> None:
        self.hand_tabs: list[HandTab] = []
        self._picked_hand: int | None = None  # the candidate whose hand the person picked to see

    def _hand_owner(self) -> int | None:
        """The candidate whose hand shows: the one deciding, else the one picked, else the viewer."""
        if self._viewer is None:
            return None
        if self._acting() or self._picked_hand not in self._tab_candidates():
            return self._viewer
        return self._picked_hand

    def _two_hands(self) -> bool:
        return len(self._my_candidates()) > 1

    def _revealed(self) -> bool:
        """Everything is revealed (the replay of a finished game): another party's hand is known."""
        if self._viewer is None:
            return False
        party = self._seat(self._viewer).get("party")
        return any(self._seat(c).get("hand") is not None and self._seat(c).get("party") != party
                   for c in range(self._n))

    def _tab_candidates(self) -> list[int]:
        """The candidates with a tab: every one when everything is revealed, else the seat's own two."""
        if self._revealed():
            return list(range(self._n))
        return self._my_candidates() if self._two_hands() else []

    def _pick_hand(self, candidate: int) -> None:
        if self._acting() or candidate == self._hand_owner():
            return
        self._picked_hand = candidate
        self._sync(animate=True)

    def _sync_hand_tabs(self, area: QRectF, narrow: bool = False) -> QRectF:
        """Lay out the tabs at the left of ``area`` when the seat runs two candidates (``narrow``: beside a
        hand of strips; a compact hand's are narrow too); the room left."""
        mine = self._tab_candidates()
        narrow = narrow or (self._layout is not None and self._layout.compact)
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
        columns = 1 if len(mine) <= 4 else 2
        rows = -(-len(mine) // columns)
        h = min(86.0, (area.height() - 6 - 6 * rows) / rows)
        tab_w = GRID_TAB_W if columns == 2 else TAB_W if h >= COMPACT_BELOW else WIDE_TAB_W
        tabs = list(zip(self.hand_tabs, mine, strict=False))
        for tab, cand in tabs:  # the words first: a narrow tab is as wide as they need
            self._name_tab(tab, cand)
            tab.narrow = narrow
        if narrow:
            tab_w = max(tab.narrow_width() for tab, _cand in tabs)
        for k, (tab, cand) in enumerate(tabs):
            info = self._seat(cand)
            tab.shown = cand == owner
            tab.deciding = self._acting() and cand == self._viewer
            column, row = divmod(k, rows)
            tab.set_rect(QRectF(area.left() + column * (tab_w + 6), area.top() + 6 + row * (h + 6), tab_w, h))
            tip = translate("CampaignTrailTable", "Show the hand of %1 (%2)")
            held_cards = info.get("hand") or []
            # revealed, each tab names its hand's cards too: all of them at a glance, hovering the tabs
            listing = "\n" + card_names(held_cards) if held_cards and self._revealed() else ""
            set_tip(tab, fill(tip, tab.name, tab.label) + listing)
            tab.set_clickable(None if tab.shown or self._acting() else partial(self._pick_hand, cand))
            tab.show()
        return area.adjusted(columns * (tab_w + 6) + 2, 0, 0, 0)

    def compact_cards_fit(self, hand: QRectF, size: int, card_w: float) -> bool:
        """``size`` compact cards ``card_w`` wide lie side by side, whole, in the ``hand`` row beside the
        seat's narrow tabs (a low table's). Beside the Election Day panel (or the tabs and the panel) they
        do not: the hand is listed as strips, each card whole, the whole card in the preview on hover."""
        mine = self._tab_candidates()
        columns = 1 if len(mine) <= 4 else 2
        widest = max((narrow_tab_width(*self._tab_words(c)[1::2]) for c in mine), default=0.0)
        tabs = columns * (widest + 6) + 2 if mine else 0.0
        return size * card_w + (size - 1) * HAND_SPACING <= hand.width() - tabs + 0.5

    def _tab_words(self, cand: int) -> tuple[str, str, str, str]:
        """A tab's words: the candidate's party, pawn label, name and cards held."""
        info = self._seat(cand)
        party = str(info.get("party", "D"))
        # running mates are told apart by their number in the party, as their pawns are (CT-20)
        mates = [c for c in range(self._n) if self._seat(c).get("party") == party]
        label = party if len(mates) == 1 else f"{party}{mates.index(cand) + 1}"
        chosen = info.get("candidate")
        name = candidate_name(str(chosen)) if chosen else self._name(cand)
        held = counted(int(info.get("hand_size", 0)))
        return party, label, name, held.translate("CampaignTrailTable", "%n card(s)", None, 1)

    def _name_tab(self, tab: HandTab, cand: int) -> None:
        """A tab's words: the candidate's pawn label, name and cards held."""
        tab.candidate = cand
        tab.party, tab.label, tab.name, tab.cards = self._tab_words(cand)

    def _hand_heading(self) -> str:
        """Whose decision it is, for the prompt of a seat running two candidates ("" otherwise)."""
        if not self._two_hands() or not self._acting() or self._viewer is None:
            return ""
        k = self._my_candidates().index(self._viewer)
        info = self._seat(self._viewer)
        name = candidate_name(str(info.get("candidate"))) if info.get("candidate") else ""
        label = f"{info.get('party', 'D')}{k + 1}"
        return fill(translate("CampaignTrailTable", "%1 (%2)"), name, label) if name else label
