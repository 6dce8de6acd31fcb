"""The Copycat table's areas: the federal department, the street, the opponents' rows and the viewer's own."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ....ui.language import current_language
from ....ui.table_text import MIN_TEXT, text_width
from ....ui.templates import counted
from . import texts
from .chips import ChipsItem, chips_of, lie_whole
from .end_lists import Block, entries_of
from .furniture import OfficeItem
from .items import (
    BacksItem,
    PanelItem,
    PileItem,
    pile_caption_w,
    stacked_header,
)
from .layout import (
    MAX_INFO_LINES,
    NORMAL_COL,
    OPP_WORKER_H,
    PRINTED_LEFT,
    PRINTED_RIGHT,
    ROWS,
    SECTION_COL0,
    Layout,
    OpponentGeometry,
    fitting_card_h,
    opponent_geometry,
)
from .table_state import TableBase
from .texts import translate


class AreasMixin(TableBase):
    """Mixed into CopycatScene: draws the board and the players' areas from the observation."""

    def _office_cells(self, layout: Layout) -> dict[str, QRectF]:
        """Where each office on the board lies: printed by row and column, normal offices in the window
        column from the top, extra offices filling their section's column from the top (rulebook
        phase 4)."""
        cells: dict[str, QRectF] = {}
        used_windows: dict[int, int] = {}
        normal_row = 0
        printed_rows = {}
        printed = [o for o in self.data.offices if o.kind == "printed"]
        for i, office in enumerate(printed):
            printed_rows[office.oid] = (i // 2, PRINTED_LEFT if i % 2 == 0 else PRINTED_RIGHT)
        for entry in (self._obs or {}).get("board", []):
            office = self._office_def(entry["office"])
            if office.kind == "printed":
                row, col = printed_rows[office.oid]
            elif office.kind == "normal":
                row, col = normal_row, NORMAL_COL
                normal_row += 1
            else:
                row = used_windows.get(office.section, 0)
                used_windows[office.section] = row + 1
                col = SECTION_COL0 + office.section - 1
            cells[office.oid] = layout.cell(min(row, ROWS - 1), col)
        self._used_windows = used_windows
        self._normal_rows = normal_row
        return cells

    def _sync_board(self, layout: Layout) -> None:
        obs = self._obs or {}
        board = self._board
        board.set_rect(layout.board)
        board.ring = layout.ring
        board.strip = layout.strip.translated(-layout.board.left(), -layout.board.top())
        cells = self._office_cells(layout)
        off = QPointF(-layout.board.left(), -layout.board.top())
        headers = []
        normal = bool(self.data.normal_offices.get(self._n))
        if normal:
            cell = QRectF(layout.col_x[NORMAL_COL], layout.grid.top(), layout.col_w, layout.header_h)
            headers.append((cell, translate("copycat", "3–4 players")))
        headers.append((QRectF(layout.col_x[PRINTED_LEFT], layout.grid.top(),
                               layout.col_x[PRINTED_RIGHT] + layout.col_w - layout.col_x[PRINTED_LEFT],
                               layout.header_h), translate("copycat", "Federal department")))
        for s in range(5):
            col = SECTION_COL0 + s
            headers.append((QRectF(layout.col_x[col], layout.grid.top(), layout.col_w, layout.header_h),
                            texts.fill(translate("copycat", "Section %1"), s + 1)))
        board.headers = [(r.translated(off), text) for r, text in headers]
        windows = []
        three_four, four = translate("copycat", "3–4"), translate("copycat", "4")
        normal_labels = [three_four, three_four, four, four]
        for row in range(self._normal_rows, 4 if normal else 0):
            windows.append((layout.cell(row, NORMAL_COL).translated(off), normal_labels[row]))
        for s, count in self.data.windows.items():
            for row in range(self._used_windows.get(s, 0), count):
                caption = texts.fill(translate("copycat", "from round %1"), self._window_round(s, row))
                windows.append((layout.cell(row, SECTION_COL0 + s - 1).translated(off), caption))
        board.windows = windows
        order = obs.get("order", [])
        board.bus_title = translate("copycat", "Turn order")
        board.bus = [(self._style(p), self._name(p)) for p in order]
        board.round_text = texts.fill(translate("copycat", "Round %1 of %2"), obs.get("round", 1),
                                      self.data.constants["MAX_ROUNDS"])
        board.info_text = texts.fill(translate(
            "copycat", "Markers left %1 · Deck %2"), obs.get("marker_supply", 0),
                                     obs.get("action_deck_count", 0))
        board.setToolTip(translate("copycat", "The career path runs round the board: each piece stands on "
                                              "its player's victory points (95 ends the game)."))
        for oid in list(self._offices):
            if oid not in cells:
                self._discard_item(self._offices.pop(oid))
        for oid, cell in cells.items():
            item = self._offices.get(oid)
            if item is None:
                item = self._offices[oid] = OfficeItem(oid)
                self.addItem(item)
            item.set_rect(cell)
            entry = self._board_entry(oid)
            item.markers = entry["markers"]
            item.marked = oid in self._marked_offices
            tip_for = (entry["markers"], current_language())
            if item._tip_for == tip_for:
                continue  # the board fills with offices: their words are made again only when they change
            item._tip_for = tip_for
            office = self._office_def(oid)
            tip = texts.fill(translate("copycat", "%1\n%2\n%3"), texts.office_name(oid),
                             texts.effect_long(office.effect, office.param), texts.use_limit_note())
            if entry["markers"]:
                tip += "\n" + counted(entry["markers"]).translate(
                    "copycat", "%n victory point marker(s) lie here.", None, 1)
            item.setToolTip(tip)

    def _window_round(self, section: int, row: int) -> int:
        first = 1 + sum(n for s, n in self.data.windows.items() if s < section)
        return first + row

    def _sync_street(self, layout: Layout) -> None:
        obs = self._obs or {}
        street = obs.get("street", [None] * 11)
        clear = self.data.street_clear.get(self._n, 0)
        # The spaces change only when a card is bought or the street moves on: left alone otherwise
        # (eleven tooltips and seventy attributes a move, issue 13).
        shows = (tuple(r.getRect() for r in layout.spaces + layout.space_headers),
                 tuple(c is None for c in street), clear, current_language())
        if shows == self._street_for:
            return
        self._street_for = shows
        for i, item in enumerate(self._spaces):
            header = layout.space_headers[i]
            card = layout.spaces[i]
            outer = header.united(card)
            item.set_rect(outer)
            item.header = header.translated(-outer.left(), -outer.top())
            item.card = card.translated(-outer.left(), -outer.top())
            item.surcharge = self.data.surcharge[i]
            item.empty = i >= len(street) or street[i] is None
            item.clear_mark = i < clear
            tip = texts.fill(translate("copycat", "Street space %1: surcharge %2."), i + 1,
                             self.data.surcharge[i])
            if i < clear:
                tip += " " + translate("copycat", "An unsold card here leaves the game at the end of the "
                                                  "round.")
            item.setToolTip(tip)

    def _sync_end_lists(self, layout: Layout, opponents: list[int]) -> None:
        """Once the game is over the street's band lists what each player played (end_lists.py); where
        the lists do not fit (the short table's narrow street list at four players) the street stays."""
        obs = self._obs or {}
        shown = False
        if obs.get("phase") == "over":
            me = self._me()
            blocks = []
            for seat in [me, *opponents]:
                name = self._name(seat)
                if seat == me and self._viewer is not None and self.speaks_to_viewer:
                    name = texts.fill(translate("copycat", "%1 (you)"), name)
                entries = entries_of(list(self._player(seat).get("play") or []))
                if entries:
                    blocks.append(Block(seat, name, self._style(seat), entries))
            shown = bool(blocks) and self._end_lists.set_blocks(layout.street, blocks)
        self._end_lists.setVisible(shown)
        self._end_shown = shown
        for item in self._spaces:
            item.setVisible(not shown)

    def _status(self, seat: int) -> tuple[str, bool]:
        obs = self._obs or {}
        phase = obs.get("phase")
        row = self._player(seat)
        pending = obs.get("pending") or []
        if phase == "over":
            return "", False
        if pending and pending[-1].get("player") == seat:
            return translate("copycat", "deciding…"), True
        if phase == "bid":
            if row.get("has_bid"):
                return translate("copycat", "bid laid ✓"), False
            return translate("copycat", "choosing a bid…"), True
        if phase == "action":
            if obs.get("current") == seat:
                return translate("copycat", "to act"), True
            if row.get("passed"):
                return translate("copycat", "passed"), False
            return "", False
        if phase in ("resolve", "purchase"):
            if obs.get("current") == seat:
                if phase == "resolve":
                    return translate("copycat", "playing cards…"), True
                return translate("copycat", "buying…"), True
            order = obs.get("order", [])
            current = obs.get("current")
            if current in order and seat in order and order.index(seat) < order.index(current):
                return counted(row.get("round_gain", 0)).translate(
                    "copycat", "+%n VP this round", None, 1), False
        return "", False

    def _info_lines(self, seat: int, width: float) -> list[str]:
        """The panel's counts, on as many lines (up to three) as ``width`` needs: an acting player's
        coins, buys and VP of the round come first and push the hand and piles onto a second line
        rather than have them shortened (issue 15)."""
        row = self._player(seat)
        totals = self._totals(seat)
        # Made again only when a count, the round's money, the width or the language changed: the
        # geometry asks for these lines three times a move for each opponent (issue 13).
        key = (width, row.get("hand_count", 0), row.get("draw_count", 0), row.get("markers", 0),
               row.get("kept_count", 0), len(row.get("doctorates") or []), current_language(),
               None if totals is None else (totals["left"], totals["buys"], totals["vp"]))
        kept = self._info_memo.get(seat)
        if kept is not None and kept[0] == key:
            return list(kept[1])
        lines = self._made_info_lines(seat, width)
        self._info_memo[seat] = (key, tuple(lines))
        return lines

    def _made_info_lines(self, seat: int, width: float) -> list[str]:
        row = self._player(seat)
        parts = [counted(row.get("hand_count", 0)).translate("copycat", "hand %n", None, 1),
                 counted(row.get("draw_count", 0)).translate("copycat", "draw pile %n", None, 1),
                 counted(row.get("markers", 0)).translate("copycat", "%n marker(s)", None, 1)]
        if row.get("kept_count"):
            parts.append(counted(row["kept_count"]).translate("copycat", "%n kept", None, 1))
        docs = row.get("doctorates") or []
        if docs:
            parts.append(counted(len(docs)).translate("copycat", "%n doctorate(s)", None, 1))
        sep = translate("copycat", " · ")
        totals = self._totals(seat)
        if totals is None:
            return self._wrapped(parts, sep, width, [])
        money = texts.fill(translate("copycat", "coins %1 · buys %2 · +%3 VP"), totals["left"],
                           totals["buys"], totals["vp"])
        one = sep.join([money, *parts])
        if text_width(one, 12.0) <= width:
            return [one]
        return self._wrapped(parts, sep, width, [money])  # the round's money on a line of its own

    @staticmethod
    def _wrapped(parts: list[str], sep: str, width: float, lines: list[str]) -> list[str]:
        """``parts`` joined by ``sep`` onto lines of ``width`` after ``lines``, the last taking the rest."""
        fresh = len(lines)
        for part in parts:
            joined = f"{lines[-1]}{sep}{part}" if len(lines) > fresh else part
            if len(lines) > fresh and (text_width(joined, 12.0) <= width or len(lines) == MAX_INFO_LINES):
                lines[-1] = joined
            else:
                lines.append(part)
        return lines

    def _info_width(self, seat: int, rect: QRectF) -> float:
        """The counts' width in an opponent's panel: its inner width less the workers still to place,
        who stand at the right end of the counts' line."""
        workers = self._player(seat).get("workers_available", 0)
        return rect.width() - 16 - (workers * OPP_WORKER_H * 0.9 + 4 if workers else 0)

    def _sync_opponents(self, layout: Layout, opponents: list[int]) -> None:
        obs = self._obs or {}
        for seat in list(self._panels):
            if seat not in opponents:
                self._discard_item(self._panels.pop(seat))
                self._discard_item(self._backs.pop(seat))
                for pile in self._opp_piles.pop(seat):
                    self._discard_item(pile)
                self._discard_item(self._opp_chips.pop(seat))
        for seat, rect in zip(opponents, layout.opponents, strict=True):
            panel = self._panels.get(seat)
            if panel is None:
                panel = self._panels[seat] = PanelItem()
                backs = self._backs[seat] = BacksItem()
                piles = self._opp_piles[seat] = (PileItem(), PileItem())
                chips = self._opp_chips[seat] = ChipsItem()
                for item in (panel, backs, *piles, chips):
                    self.addItem(item)
                self.enlargeable([panel])  # a click shows this player's area enlarged (ui/area_zoom.py)
            geo = self._opponent_geometry(seat, rect)
            row = self._player(seat)
            panel.set_rect(rect)
            panel.style = self._style(seat)
            panel.name = self._name(seat)
            panel.stacked = stacked_header(panel.name, rect.width())
            panel.status, panel.status_hot = self._status(seat)
            panel.vp_text = texts.fill(translate("copycat", "%1 VP"), row.get("vp", 0))
            panel.info = "\n".join(self._info_lines(seat, self._info_width(seat, rect)))
            panel.active = seat in obs.get("to_move", []) and obs.get("phase") != "over"
            backs = self._backs[seat]
            backs.count = row.get("hand_count", 0)
            backs.caption = translate("copycat", "hand")
            if obs.get("phase") == "bid" and row.get("has_bid"):
                backs.caption = translate("copycat", "bid laid")
            hand = row.get("hand")
            # everything revealed (a finished game's replay): the hand is in the observation, shown face up
            # across the room up to the clipboard, so each card's number and band show
            backs.faces = [str(c) for c in hand] if isinstance(hand, list) else []
            wide = geo.hand.adjusted(0, 0, max(0.0, geo.clip.left() - 10 - geo.hand.right()), 0)
            backs.set_rect(wide if backs.faces else geo.hand)
            backs.setToolTip(texts.fill(translate("copycat", "%1: %2"), backs.caption, texts.card_names(
                backs.faces)) if backs.faces else counted(backs.count).translate(
                "copycat", "%n card(s) in hand (hidden)", None, 1))
            clip, discard = self._opp_piles[seat]
            self._fill_pile(clip, geo.clip, geo.card_h * 0.72, row.get("clipboard") or [], translate(
                "copycat", "clipboard"), face=True)
            self._fill_pile(discard, geo.discard, geo.card_h * 0.72, row.get("discard") or [],
                            translate("copycat", "discard"), face=True)
            self._sync_chips(seat, geo)

    def _sync_chips(self, seat: int, geo: OpponentGeometry) -> None:
        """The opponent's play area in chips where its cards no longer lie whole side by side (chips.py)."""
        play = list(self._player(seat).get("play") or [])
        chips = self._opp_chips[seat]
        shown = not self._opp_play_whole(seat, geo)
        chips.setVisible(shown)
        # The chips take the hidden hand's place too (its count stays in the panel's line of counts), so a
        # late round's many kinds of cards fit in rows of three (the backs come back with the next round).
        self._backs[seat].setVisible(not shown)
        if not shown:
            return
        chips.set_rect(QRectF(geo.hand.left(), geo.play.top(), geo.play.right() - geo.hand.left(),
                              geo.play.height()))
        shows = (tuple(play), current_language())
        if chips.shows == shows:
            return  # the same cards: the same chips and words (issue 13)
        chips.shows = shows
        chips.chips = chips_of(play)
        chips.setToolTip(texts.fill(translate("copycat", "%1: %2"), translate("copycat", "play area"),
                                    texts.card_names(play)))

    def _opp_play_whole(self, seat: int, geo: OpponentGeometry) -> bool:
        """Whether the opponent's played cards lie side by side whole (else the area shows chips)."""
        count = len(self._player(seat).get("play") or [])
        return lie_whole(geo.play, count, fitting_card_h(geo.play, count, geo.card_h))

    def _opponent_geometry(self, seat: int, rect: QRectF) -> OpponentGeometry:
        """The places in an opponent's panel, kept while its size, name, lines of counts and language
        stay (each move asks three times for each opponent; callers only read it)."""
        lines = len(self._info_lines(seat, self._info_width(seat, rect)))
        name = self._name(seat)
        key = (rect.left(), rect.top(), rect.width(), rect.height(), name, lines, current_language())
        kept = self._geometry_memo.get(seat)
        if kept is not None and kept[0] == key:
            return kept[1]
        geo = opponent_geometry(rect, pile_caption_w(), stacked_header(name, rect.width()), lines)
        self._geometry_memo[seat] = (key, geo)
        return geo

    def _fill_pile(self, pile: PileItem, rect: QRectF, card_h: float, cards: list[str], label: str,
                   face: bool, count: int | None = None) -> None:
        pile.set_rect(rect)
        pile.card_h = card_h
        pile.count = len(cards) if count is None else count
        pile.top_card = cards[-1] if face and cards else None
        pile.label = label
        # The tooltip names every card of a discard pile that grows all game: made again only when the
        # pile changed (issue 13: per-move work that does not grow with the game's length).
        tip_for = (label, tuple(cards) if face else (), pile.count, current_language())
        if pile.tip_for == tip_for:
            return
        pile.tip_for = tip_for
        if face and cards:
            pile.setToolTip(texts.fill(translate("copycat", "%1: %2"), label, texts.card_names(cards)))
        else:
            pile.setToolTip(texts.fill(translate("copycat", "%1: %2"), label, pile.count))

    def _sync_mine(self, layout: Layout) -> None:
        obs = self._obs or {}
        me = self._me()
        row = self._player(me)
        info = self._info
        info.set_rect(layout.info)
        info.style = self._style(me)
        name = self._name(me)
        you = self._viewer is not None and self.speaks_to_viewer
        info.name = texts.fill(translate("copycat", "%1 (you)"), name) if you else name
        info.vp_text = counted(row.get("vp", 0)).translate("copycat", "%n victory point(s)", None, 1)
        info.active = self._acting()
        lines: list[tuple[str, bool]] = []
        totals = self._totals(me)
        if totals is not None:
            if obs.get("phase") == "purchase":
                coins = texts.fill(translate(
                    "copycat", "Coins: %1 left of %2"), totals["left"], totals["coins"])
                lines.append((coins, True))
            else:
                lines.append((texts.fill(translate("copycat", "Coins: %1"), totals["coins"]), True))
            buys = texts.fill(translate("copycat", "Purchases: %1"), totals["buys"])
            if totals["specials"]:
                buys += " " + counted(totals["specials"]).translate("copycat", "(+%n special)", None, 1)
            lines.append((buys, True))
            lines.append((texts.fill(translate("copycat", "VP this round: +%1"), totals["vp"]), True))
        else:
            projected = self._unused_buy_offices(me)
            lines.append((translate("copycat", "Coins: in phase 3"), False))
            lines.append((texts.fill(translate("copycat", "Office buys: %1"), projected), False))
            gain = row.get("round_gain", 0)
            if obs.get("phase") in ("resolve", "purchase") and gain:
                lines.append((texts.fill(translate("copycat", "VP this round: +%1"), gain), False))
            else:
                lines.append((counted(row.get("markers", 0)).translate(
                    "copycat", "VP markers held: %n", None, 1), False))
        if row.get("kept"):
            lines.append((counted(len(row["kept"])).translate(
                "copycat", "Kept for next round: %n", None, 1), False))
        docs = row.get("doctorates") or []
        named_docs = ""
        if docs:
            named_docs = texts.fill(translate("copycat", "Doctorates: %1"), texts.card_names(docs))
            # Their names where they fit the summary's width at 11 px, else their number (the names go
            # into the tooltip; the log names each doctorate as it is acquired).
            fits = text_width(named_docs, MIN_TEXT) <= layout.info.width() - 16
            lines.append((named_docs if fits else counted(len(docs)).translate(
                "copycat", "%n doctorate(s)", None, 1), False))
        info.lines = lines
        worker_h = self._worker_h(layout)
        info.workers_top = layout.info.height() - worker_h - 8
        available = row.get("workers_available", 0)
        info.workers_caption = counted(available).translate("copycat", "Workers to place: %n", None, 1)
        tip = texts.fill(translate("copycat", "Extra workers this round: %1 of at most %2."),
                         row.get("extra_workers", 0), self.data.constants["MAX_EXTRA_WORKERS"])
        info.setToolTip(tip + ("\n" + named_docs if named_docs else ""))
        self._play_zone.set_rect(layout.play)
        play_area = translate("copycat", "Your play area") if you else translate("copycat", "Play area")
        self._play_zone.label = play_area
        if self._mode in ("act", "resolve") and self._play_cards:
            hint = translate("copycat", "Your play area: drag cards here to play them")
            if text_width(hint, 12.0, True) <= layout.play.width() - 16:  # else the bar's prompt says it
                self._play_zone.label = hint
        bidding = obs.get("phase") == "bid" and self._viewer is not None
        self._bid_zone.setVisible(bidding)
        if bidding:
            self._bid_zone.set_rect(layout.bid_slot().adjusted(-4, -4, 4, 4))
            self._bid_zone.label = "" if row.get("has_bid") or not you else translate(
                "copycat", "Your bid: drag a card here")
        pile_h = layout.pile_card_h
        self._fill_pile(self._piles[0], layout.piles[0], pile_h, [], translate(
            "copycat", "Draw pile"), face=False,
                        count=row.get("draw_count", 0))
        self._fill_pile(self._piles[1], layout.piles[1], pile_h, row.get("clipboard") or [],
                        translate("copycat", "Clipboard"), face=True)
        self._fill_pile(self._piles[2], layout.piles[2], pile_h, row.get("discard") or [],
                        translate("copycat", "Discard pile"), face=True)

    def _worker_h(self, layout: Layout) -> float:
        return max(18.0, min(layout.row_h * 0.62, 30.0))
