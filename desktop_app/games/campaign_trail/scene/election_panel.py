"""The Election Day module on the table (CT-150 to CT-155): the viewer's party's Exit Poll and State
Returns cards in a private panel at the foot of its party board, each Exit Poll with its measure's value
now against the three tiers of the game's column, so the player can steer; other parties' boards show
only how many cards they hold (and, on Election Day, the cards they reveal).

The panel reads only the viewer's observation (CT-97), so in hot-seat it shows the cards of whoever sits
at the screen, behind the hand-over screen like the hand. Clicking a glowing card discards it (CT-151);
hovering a card lights its states on the map; the reward is placed on the map's highlighted states, with
the voter supply token as for a campaign (CT-153).

A short, wide table (the replay's) with three or four parties has no board tall enough for the panel: it
lies under the map instead (``Layout.panel``) on a plate of its own: the header, the State Returns and the
other parties' counts (by the party letters of the map) on one line, the Exit Polls side by side below;
the boards keep their whole height for the seats.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....ui.table_items import GLOW, LEFT, RIGHT, Box, fit_px, paint_ring, paint_text, text_width
from ....ui.templates import fill
from ....ui.theme import INK, PAPER
from ..election_day_data import load_election_day
from .election_words import poll_tip, poll_title, returns_name, returns_tip, translate
from .furniture import crowded
from .layout import Z_BOARD
from .scene_map_texts import party_name
from .table_state import TableBase

REACHED = QColor("#3E8E4E")
OPEN = QColor("#E9E1CC")
MUTED_INK = QColor("#4A4234")
HOVER_TAG = "•"  # the states a hovered card counts or rewards
OWN_SHARE = 1.8  # the viewer's board's height against another party's, with the module at 3-4 parties
OWN_SHARE_CROWDED = 2.0  # the same at 7-8 seats (two seats a party)
NARROW_CELL = 22.0  # the narrowest a gauge's cell gets to leave its tag room below a long title
BOARD_TOP = 74.0  # a party board's title and figures above its seats (furniture.PartyBoard)
SEAT_ROOM = 60.0  # what the seats keep at least below them


CHIP_H = 20.0  # a State Returns chip on a board or beside the hand
TWO_LINES_LEAST = 26.0  # an Exit Poll row this tall or taller has its title over its gauge
# Beside the compact hand (layout.COMPACT_HAND_H, 160 px) the panel's lines close up so that three Exit
# Polls keep two lines each (26 px) under the header and one row of chips, above the others' two lines.
TALL_OTHERS_H = 28.0  # the other parties' counts at the foot of the panel beside the hand on two lines
TALL_CHIP_H = 16.0
TALL_HEAD_H = 15.0


def _tall(panel: QRectF) -> bool:
    """The panel beside the hand (about square), not the one under the map (a wide strip)."""
    return panel.width() < 2 * panel.height()


class EdCard(Box):
    """One Election Day card of the viewer's party: an Exit Poll row or a State Returns chip."""

    def __init__(self, card: str) -> None:
        super().__init__()
        self.card = card
        self.view: dict[str, Any] = {}  # an Exit Poll's observation: value, thresholds, tier
        self.states: tuple[str, ...] = ()  # what hovering lights on the map
        self.two_lines = True
        self.setZValue(Z_BOARD + 2)

    @property
    def is_poll(self) -> bool:
        return self.card in load_election_day().exit_polls

    def corner(self) -> float:
        return 5.0

    def margin(self) -> float:
        return 8.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setPen(QPen(QColor("#8C8068"), 0.8))
        p.setBrush(PAPER.lighter(104))
        p.drawRoundedRect(rect, 5, 5)
        p.restore()
        if not self.is_poll:
            text = returns_name(self.card)
            if text_width(text, 11, True) > rect.width() - 6:  # narrow: the codes without spaces
                text = text.replace(" · ", "·")
            paint_text(p, rect, text, fit_px(text, rect.width() - 6, 12, True), INK, bold=True, elide=True)
            return
        view = self.view
        title = poll_title(self.card)
        cells = 3
        cell_w = 27.0
        value = str(view.get("value", ""))
        value_w = max(26.0, text_width(value, 12, True) + 10)
        gauge_w = value_w + 12 + cells * cell_w
        if self.two_lines:
            # the title, and on its right what the card would give now
            tier = int(view.get("tier", 0))
            tag = fill(translate("CampaignTrailTable", "+%1 now"), view.get("reward", 0)) if tier else "–"
            tag_w = text_width(tag, 11, True) + 4
            line_h = 15.0 if rect.height() >= 34 else 13.0
            # A long title beside the tag would be cut: the tag goes down beside the gauge where that has
            # room (the panel under the map, its polls side by side), on a party board with the gauge's
            # cells a little narrower ("Financial responsibility" at 1280x800).
            long_title = text_width(title, 11, True) > rect.width() - 16 - tag_w
            spare = rect.width() - 12 - gauge_w - tag_w - 6
            if long_title and spare < 0 and spare + cells * (cell_w - NARROW_CELL) >= 0:
                cell_w += spare / cells
                gauge_w = value_w + 12 + cells * cell_w
            below = long_title and rect.width() - 12 - gauge_w >= tag_w + 6 - 0.01
            line1 = QRectF(rect.left() + 6, rect.top() + 1, rect.width() - (12 if below else 16 + tag_w),
                           line_h)
            # a title too long for the line in bold is set in the regular weight rather than shortened
            bold = text_width(title, 11, True) <= line1.width()
            paint_text(p, line1, title, fit_px(title, line1.width(), 11.5, bold), INK, bold=bold, align=LEFT,
                       elide=True)
            gauge = QRectF(rect.left() + 6, line1.bottom() + 1, gauge_w, rect.bottom() - line1.bottom() - 3)
            tag_top, tag_h = (gauge.top(), gauge.height()) if below else (rect.top() + 1, line_h)
            paint_text(p, QRectF(rect.right() - 6 - tag_w, tag_top, tag_w, tag_h), tag, 11,
                       REACHED if tier else MUTED_INK, bold=True, align=RIGHT)
        else:
            room = rect.width() - gauge_w - 16
            line1 = QRectF(rect.left() + 6, rect.top(), room, rect.height())
            paint_text(p, line1, title, 11, INK, bold=True, align=LEFT, elide=True)
            gauge = QRectF(rect.right() - 6 - gauge_w, rect.top() + 2, gauge_w, rect.height() - 4)
        self._paint_gauge(p, gauge, value, value_w, cell_w)

    def paint_overlays(self, p: QPainter, rect: QRectF) -> None:
        super().paint_overlays(p, rect)
        if self.glow:  # a card that may be discarded now: a firm ring, the glow alone is faint this small
            paint_ring(p, rect.adjusted(-2, -2, 2, 2), GLOW, 2.5, 7)

    def _paint_gauge(self, p: QPainter, r: QRectF, value: str, value_w: float, cell_w: float) -> None:
        view = self.view
        chip = QRectF(r.left(), r.top(), value_w, r.height())
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2F3A40"))
        p.drawRoundedRect(chip, 4, 4)
        p.restore()
        paint_text(p, chip, value, 12, QColor("#F4F4F4"), bold=True)
        sign = "≥" if view.get("goal") == "max" else "≤"
        paint_text(p, QRectF(chip.right(), r.top(), 12, r.height()), sign, 11, MUTED_INK, bold=True)
        tier = int(view.get("tier", 0))
        x = chip.right() + 12
        for k, threshold in enumerate(view.get("thresholds", []), start=1):
            cell = QRectF(x, r.top(), cell_w - 2, r.height())
            reached = k <= tier
            p.save()
            p.setPen(QPen(REACHED.darker(120) if reached else QColor("#A89C80"), 0.8))
            p.setBrush(REACHED if reached else OPEN)
            p.drawRoundedRect(cell, 3, 3)
            p.restore()
            text = str(threshold)
            paint_text(p, cell, text, fit_px(text, cell.width() - 2, 11, True),
                       QColor("#FFFFFF") if reached else INK, bold=reached)
            x += cell_w


class EdLine(Box):
    """The foot of a party board: a header over the viewer's own cards, or another party's Election Day
    cards as counts (or as revealed on Election Day), on one or two lines."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.second = ""
        self.short_text = ""  # the first line where ``text`` does not fit even in the regular weight
        self.setZValue(Z_BOARD + 1)

    def margin(self) -> float:
        return 2.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 22))
        p.drawRoundedRect(rect, 4, 4)
        p.restore()
        lines = [self.text, self.second] if self.second else [self.text]
        h = rect.height() / len(lines)
        for k, text in enumerate(lines):
            r = QRectF(rect.left() + 6, rect.top() + k * h, rect.width() - 12, h)
            if k == 0 and self.short_text and text_width(text, 11) > r.width():
                text = self.short_text  # the heading without its frame ("Grassroots organization:")
            # a heading too wide in bold ("Exit Poll “Small-state appeal”:") is set in the regular weight
            bold = k == 0 and bool(self.second) and text_width(text, 11, True) <= r.width()
            paint_text(p, r, text, fit_px(text, r.width(), 11, bold), MUTED_INK, bold=bold, align=LEFT,
                       elide=True)


class PanelPlate(Box):
    """The paper under the viewer's Election Day panel where it lies under the map."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_BOARD)

    def margin(self) -> float:
        return 2.0

    def paint_content(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        p.setPen(QPen(QColor("#8C8068"), 1.0))
        p.setBrush(PAPER)
        p.drawRoundedRect(rect, 8, 8)
        p.restore()


class ElectionPanelMixin(TableBase):
    """Keeps the Election Day items of the party boards in step with the observation."""

    _ed_cards: dict[str, EdCard]
    _ed_lines: list[EdLine]
    _ed_plate: PanelPlate
    _ed_others: EdLine  # the other parties' counts in the panel under the map
    _ed_row_end = 0.0  # where the panel's first line is free from
    _ed_two_lines = True  # the own panel's Exit Polls take two lines each (and a header line fits)
    _others_h = TALL_OTHERS_H  # the other parties' counts at the foot of the panel beside the hand

    def _board_weights(self) -> list[float] | None:
        """With 3 or 4 parties the viewer's board takes a larger share of the column, so its Election
        Day panel fits under the seats (None: equal boards)."""
        obs = self._obs or {}
        ed = obs.get("election_day")
        parties = self._parties()
        if not ed or len(parties) < 3 or self._viewer is None:
            return None
        mine = self._party_of(self._viewer)
        # two seats a party (7-8 seats): the other boards need less than the usual share for two lines a
        # seat under a condensed top (furniture.crowded), the viewer's needs more under its panel
        share = OWN_SHARE_CROWDED if self._n >= 7 else OWN_SHARE
        return [share if p == mine else 1.0 for p in parties]

    @staticmethod
    def _crowded_with(rect: QRectF, reserve: float, board: Any) -> bool:
        seats = len(board.figures.seats) if board.figures is not None else 1
        return crowded(rect.height(), reserve, seats)

    def _sync_election(self, layout: Any) -> None:
        if not hasattr(self, "_ed_cards"):
            self._ed_cards, self._ed_lines = {}, []
            self._ed_plate = PanelPlate()
            self._ed_others = EdLine()
            self.addItem(self._ed_plate)
            self.addItem(self._ed_others)
        obs = self._obs or {}
        ed = obs.get("election_day")
        parties = obs.get("parties", [])
        self._ed_plate.hide()
        self._ed_others.hide()
        if not ed:
            for item in [*self._ed_cards.values(), *self._ed_lines]:
                item.hide()
            return
        while len(self._ed_lines) < len(parties):
            line = EdLine()
            self.addItem(line)
            self._ed_lines.append(line)
        wanted: set[str] = set()
        results = {r["party"]: r for r in ed.get("results", [])}
        # in the panel: each other party's letter, words, tip and fewest words
        others: list[tuple[str, str, str, str]] = []
        self._ed_row_end = layout.panel.left() + 8 if layout.panel is not None else 0.0
        panel_party = self._panel_party(ed["parties"]) if layout.panel is not None else None
        if layout.panel is not None:  # the Exit Polls beside the hand leave the others' counts their lines
            self._others_h = TALL_OTHERS_H if self._others_words([
                (str(row["party"]), self._short_count(row, results.get(row["party"])), "",
                 self._short_count(row, results.get(row["party"]), terse=True))
                for row in ed["parties"] if row["party"] != panel_party], bool(results),
                layout.panel)[1] else 16.0
        for i, (board, rect, row) in enumerate(zip(self.boards, layout.boards, ed["parties"], strict=False)):
            line = self._ed_lines[i]
            own = row.get("own_exit_polls") is not None
            if panel_party is not None:  # the one panel under the map: the others are told in a line
                own = row["party"] == panel_party
            width = rect.width() - 12
            if own:
                line.text = fill(translate("CampaignTrailTable", "Election Day (%1 column)"),
                                 translate("CampaignTrailTable", "left") if ed.get("column") == "left"
                                 else translate("CampaignTrailTable", "right"))
                line.second = ""
                # too long for the panel's line ("Día de la elección (columna derecha)"): the column alone
                left = ed.get("column") == "left"
                line.short_text = (translate("CampaignTrailTable", "Left column") if left
                                   else translate("CampaignTrailTable", "Right column"))
                line.setToolTip(translate("CampaignTrailTable",
                                          "Your party's Exit Poll and State Returns cards: only your party "
                                          "sees them. Hover a card for its goal and tiers."))
                if layout.panel is not None:  # under the map or beside the hand: the board keeps its height
                    if _tall(layout.panel):
                        self._tall_panel(layout.panel, row, line, wanted)
                    else:
                        self._wide_panel(layout.panel, row, line, wanted)
                    height = 0.0
                else:
                    height = self._own_panel(rect, row, wanted)
                    lh = 16.0 if self._ed_two_lines else 0.0
                    line.setVisible(lh > 0)
                    line.set_rect(QRectF(rect.left() + 6, rect.bottom() - 4 - height - lh, width, lh or 1))
                    height += lh
            else:
                line.text, line.second = self._count_words(row, results.get(row["party"]))
                poll = (results.get(row["party"]) or {}).get("exit_poll")
                line.short_text = poll_title(str(poll)) if poll else ""
                line.setToolTip(" ".join((line.text, line.second)).strip())
                if layout.panel is not None:  # told in the panel under the map
                    others.append((str(row["party"]), self._short_count(row, results.get(row["party"])),
                                   party_name(str(row["party"])) + ": " + line.toolTip(),
                                   self._short_count(row, results.get(row["party"]), terse=True)))
                    line.hide()
                    board.reserve = 0.0
                    board.update()
                    continue
                hidden = not results.get(row["party"])
                if text_width(line.text + " " + line.second, 11) <= width - 14:
                    line.text, line.second = line.text + " " + line.second, ""
                elif not hidden and self._crowded_with(rect, 38.0, board):
                    # two lines would leave the seats rows about 12 px tall, drawn over each other (the end
                    # of a 7-8 seat game at 1280x800): the result in fewer words on one line, as the
                    # hidden counts before it (whole in the tooltip)
                    line.text, line.second = self._result_line(results[row["party"]], width - 12), ""
                    line.short_text = ""
                elif hidden and (self._crowded_with(rect, 38.0, board)
                                 or text_width(line.text, 11) > width - 12):
                    # two lines would leave the seats one line each, names and candidates cut (or the
                    # heading is too long for its line, "Cartas del día de la elección (ocultas):"): the
                    # hidden counts in fewer words on one line (whole in the board's tooltip)
                    line.text = fill(translate("CampaignTrailTable", "Hidden: %1 Exit Poll, %2 Returns"),
                                     row["exit_polls"], row["state_returns"])
                    line.second = ""
                lh = 34.0 if line.second else 18.0
                height = lh + 4
                line.set_rect(QRectF(rect.left() + 6, rect.bottom() - 6 - lh, width, lh))
                line.show()
            line.update()
            board.reserve = height
            board.update()
        for line in self._ed_lines[len(parties):]:
            line.hide()
        if layout.panel is not None and others:
            self._place_others(layout.panel, others, bool(results))
        for cid in list(self._ed_cards):
            if cid not in wanted:
                self._discard_item(self._ed_cards.pop(cid))
        self._sync_ed_targets()

    def _panel_party(self, rows: list[dict]) -> str | None:
        """The party whose cards the panel under the map shows: the viewer's, else (everything revealed)
        the first whose cards are seen."""
        seen = [str(row["party"]) for row in rows if row.get("own_exit_polls") is not None]
        mine = self._party_of(self._viewer) if self._viewer is not None else None
        return mine if mine in seen else seen[0] if seen else None

    def _place_others(self, panel: QRectF, others: list[tuple[str, str, str, str]], shown: bool) -> None:
        """The other parties' counts (``shown``: their results) on the panel's first line, right of the
        own chips."""
        self._ed_plate.set_rect(panel)
        self._ed_plate.show()
        self._ed_plate.update()
        line = self._ed_others
        line.text, line.second = self._others_words(others, shown, panel)
        line.setToolTip("\n".join(tip for _p, _w, tip, _t in others))
        if _tall(panel):  # beside the hand: at the panel's foot, the counts under their heading
            width = panel.width() - 16
            lh = TALL_OTHERS_H if line.second else 16.0
            line.set_rect(QRectF(panel.left() + 8, panel.bottom() - 4 - lh, width, lh))
            line.show()
            line.update()
            return
        right = panel.right() - 8
        width = min(right - self._ed_row_end - 6, text_width(line.text, 11) + 14)
        line.set_rect(QRectF(right - width, panel.top() + 3, width, 16))
        line.show()
        line.update()

    @staticmethod
    def _others_words(others: list[tuple[str, str, str, str]], shown: bool, panel: QRectF) -> tuple[str, str]:
        """The other parties' counts on one line, or beside the hand (where one is too short) their
        heading over them, in the fewest words where the usual are too long ("R keine Stufe · L Stufe 2
        · G keine Stufe": "R – · L 2 · G –", whole in the tooltip)."""
        head = (translate("CampaignTrailTable", "Exit Polls:") if shown
                else translate("CampaignTrailTable", "Others' cards:"))
        counts = " · ".join(f"{party} {words}" for party, words, _tip, _terse in others)
        if _tall(panel) and text_width(head + " " + counts, 11) > panel.width() - 28:
            # three other parties' hidden counts ("Karten der anderen: R 3+3 · L 3+3 · G 3+3") under a
            # shorter heading keep one line: on two they left the Exit Polls' gauges 8 px tall
            fewer = translate("CampaignTrailTable", "Others:") + " " + counts
            if not shown and text_width(fewer, 11) <= panel.width() - 28:
                return fewer, ""
            if text_width(counts, 11) > panel.width() - 28:
                counts = " · ".join(f"{party} {terse}" for party, _words, _tip, terse in others)
            return head, counts
        return head + " " + counts, ""

    @staticmethod
    def _short_count(row: dict, result: dict | None, terse: bool = False) -> str:
        """Another party's Election Day cards in few words: Exit Poll + State Returns counts while hidden,
        its tier once shown (``terse``: the tier's number, or "–" for none)."""
        if result and result.get("exit_poll"):
            if terse:
                return str(result["tier"]) if result.get("tier") else "–"
            if result.get("tier"):
                return fill(translate("CampaignTrailTable", "tier %1"), result["tier"])
            return translate("CampaignTrailTable", "no tier")
        return f"{row['exit_polls']}+{row['state_returns']}"

    @staticmethod
    def _result_line(result: dict, width: float) -> str:
        """Another party's revealed Exit Poll on one line ``width`` px wide: its title and figures
        ("Lean campaign: tier 3, +9 voters"), then the tier alone, then the figures alone."""
        title = poll_title(str(result["exit_poll"]))
        tier = int(result.get("tier") or 0)
        figures = translate("CampaignTrailTable", "no tier")
        if tier:
            figures = fill(translate("CampaignTrailTable", "tier %1, +%2 voters"), tier, result["voters"])
        short = fill(translate("CampaignTrailTable", "tier %1"), tier) if tier else figures
        pair = translate("CampaignTrailTable", "%1: %2")
        forms = [fill(pair, title, figures), fill(pair, title, short), figures, short]
        return next((form for form in forms if text_width(form, 11) <= width), forms[-1])

    def _count_words(self, row: dict, result: dict | None) -> tuple[str, str]:
        """Two parts of another party's line: what it is, then the figures."""
        if result and result.get("exit_poll"):
            title = poll_title(str(result["exit_poll"]))
            if result.get("tier"):
                return (fill(translate("CampaignTrailTable", "Exit Poll “%1”:"), title),
                        fill(translate("CampaignTrailTable", "tier %1, +%2 voters"), result["tier"],
                             result["voters"]))
            return (fill(translate("CampaignTrailTable", "Exit Poll “%1”:"), title),
                    translate("CampaignTrailTable", "no tier"))
        return (translate("CampaignTrailTable", "Election Day cards (hidden):"),
                fill(translate("CampaignTrailTable", "%1 Exit Poll, %2 State Returns"), row["exit_polls"],
                     row["state_returns"]))

    def _own_panel(self, rect: QRectF, row: dict, wanted: set[str]) -> float:
        """Lay out the viewer's party's cards at the foot of its board; returns the height used."""
        polls = row.get("own_exit_polls") or []
        returns = row.get("own_state_returns") or []
        chip_h = CHIP_H
        left, width = rect.left() + 6, rect.width() - 12
        per_row = max(1, min(len(returns), int((width + 4) // 76)))  # a chip needs about 72 px
        chip_rows = -(-len(returns) // per_row) if returns else 0
        # Each Exit Poll on two lines (title, then its gauge) where the board has the room, with a header
        # above them where it has more; else each on one line.
        room = rect.height() - BOARD_TOP
        chips = chip_rows * (chip_h + 3) + 6
        header = room - SEAT_ROOM >= len(polls) * 37 + chips + 16
        # two lines as low as 26 px (the title over the gauge) rather than one, whose title has about 60 px
        # beside the gauge ("Ethical campaign practices" at 4 parties, 1280x800)
        two_h = min(30.0, (room - SEAT_ROOM * 0.5 - chips) / max(1, len(polls)) - 3)
        two = header or two_h >= TWO_LINES_LEAST
        row_h = 34.0 if header else two_h if two else 17.0
        height = len(polls) * (row_h + 3) + chips
        y = rect.bottom() - 4 - height + 3
        self._ed_two_lines = header
        for view in polls:
            card = self._ed_card(str(view["id"]), wanted)
            card.view = view
            card.two_lines = two
            card.states = self._poll_states(str(view["id"]))
            card.setToolTip(poll_tip(view))
            card.set_rect(QRectF(left, y, width, row_h))
            card.update()
            y += row_h + 3
        self._place_returns(returns, left, y, width, per_row, wanted)
        return height

    def _place_returns(self, returns: list[dict], left: float, top: float, width: float, per_row: int,
                       wanted: set[str], chip_h: float = CHIP_H) -> None:
        """The State Returns chips from ``top``, ``per_row`` to a row of ``width``."""
        step = (width + 4) / per_row
        for k, chip in enumerate(returns):
            card = self._ed_card(str(chip["id"]), wanted)
            card.states = tuple(chip["states"])
            card.setToolTip(returns_tip(str(chip["id"])))
            card.set_rect(QRectF(left + (k % per_row) * step, top + (k // per_row) * (chip_h + 3), step - 4,
                                 chip_h))
            card.update()

    def _wide_panel(self, rect: QRectF, row: dict, line: EdLine, wanted: set[str]) -> None:
        """Lay out the viewer's party's cards in ``rect`` under the map: the header and the State Returns
        chips on the first line, the Exit Polls side by side on two lines each below."""
        self._ed_plate.set_rect(rect)
        self._ed_plate.show()
        self._ed_plate.update()
        polls = row.get("own_exit_polls") or []
        returns = row.get("own_state_returns") or []
        left, top, width = rect.left() + 8, rect.top() + 3, rect.width() - 16
        chip_h = 16.0
        poll_h = rect.bottom() - 3 - (top + chip_h + 3)
        head_w = min(width * 0.4, text_width(line.text, 11) + 14)
        line.set_rect(QRectF(left, top, head_w, chip_h))
        line.show()
        self._ed_row_end = left + head_w
        for k, chip in enumerate(returns):
            card = self._ed_card(str(chip["id"]), wanted)
            card.states = tuple(chip["states"])
            card.setToolTip(returns_tip(str(chip["id"])))
            step = min(110.0, (width - head_w - 6) / max(1, len(returns)))
            card.set_rect(QRectF(left + head_w + 6 + k * step, top, step - 4, chip_h))
            card.update()
            self._ed_row_end = left + head_w + 6 + (k + 1) * step - 4
        step = (width + 4) / max(1, len(polls))
        for k, view in enumerate(polls):
            card = self._ed_card(str(view["id"]), wanted)
            card.view = view
            card.two_lines = True
            card.states = self._poll_states(str(view["id"]))
            card.setToolTip(poll_tip(view))
            card.set_rect(QRectF(left + k * step, top + chip_h + 3, step - 4, poll_h))
            card.update()

    def _tall_panel(self, rect: QRectF, row: dict, line: EdLine, wanted: set[str]) -> None:
        """Lay out the viewer's party's cards in ``rect`` beside the hand (a low table): the header, the
        State Returns chips, then the Exit Polls one under another; the other parties' counts at the foot
        (``_place_others``)."""
        self._ed_plate.set_rect(rect)
        self._ed_plate.show()
        self._ed_plate.update()
        polls = row.get("own_exit_polls") or []
        returns = row.get("own_state_returns") or []
        left, width = rect.left() + 8, rect.width() - 16
        line.set_rect(QRectF(left, rect.top() + 2, width, TALL_HEAD_H))
        line.show()
        per_row = max(1, min(len(returns), int((width + 4) // 76)))  # a chip needs about 72 px
        y = rect.top() + 4 + TALL_HEAD_H
        self._place_returns(returns, left, y, width, per_row, wanted, TALL_CHIP_H)
        y += (-(-len(returns) // per_row)) * (TALL_CHIP_H + 3) + 2 if returns else 0
        # the other parties' counts take one or two lines at the foot (_place_others)
        room = rect.bottom() - 4 - self._others_h - 3 - y
        row_h = min(34.0, room / max(1, len(polls)) - 2)
        for view in polls:
            card = self._ed_card(str(view["id"]), wanted)
            card.view = view
            card.two_lines = row_h >= TWO_LINES_LEAST
            card.states = self._poll_states(str(view["id"]))
            card.setToolTip(poll_tip(view))
            card.set_rect(QRectF(left, y, width, row_h))
            card.update()
            y += row_h + 2

    def _ed_card(self, cid: str, wanted: set[str]) -> EdCard:
        wanted.add(cid)
        card = self._ed_cards.get(cid)
        if card is None:
            card = self._ed_cards[cid] = EdCard(cid)
            self.addItem(card)
        card.show()
        return card

    def _poll_states(self, card: str) -> tuple[str, ...]:
        """The states an Exit Poll counts voters in, to light on hover (none for the other measures)."""
        row = load_election_day().exit_polls[card]
        party = self._party_of(self._me()) if self._viewer is not None else ""
        if row.measure == "listed_state_voters":
            return row.states
        if row.measure == "region_voters":
            return tuple(s for r in row.regions for s in self.data.regions[r].states)
        if row.measure == "ethics_voters" and party:
            return self.data.ethically_minded[party]
        if row.measure == "home_voters":
            return tuple(str(self._seat(x).get("home")) for x in range(self._n)
                         if self._party_of(x) == party and self._seat(x).get("home"))
        return ()

    def _sync_ed_targets(self) -> None:
        picks = self._card_legal()
        for cid, card in self._ed_cards.items():
            live = cid in picks
            card.glow = live
            card.dim = bool(picks) and not live and any(c in picks for c in self._ed_cards)
            card.set_clickable(self._ed_clicker(cid) if live else None)
            card.setAcceptHoverEvents(True)
            card.update()

    def _ed_clicker(self, cid: str) -> Any:
        def click() -> None:
            action = self._card_legal().get(cid)
            if action is not None:
                self._emit(action)
        return click

    def ed_hovered(self, item: Any, entered: bool) -> bool:
        """Light a hovered card's states on the map; True when the item was one of the panel's."""
        if not isinstance(item, EdCard):
            return False
        if entered and item.states:
            self.map.set_highlights(dict.fromkeys(item.states, HOVER_TAG))
        else:
            self._sync_targets()
        return True
