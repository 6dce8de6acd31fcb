"""Drawing the table's areas from the observation: the map's numbers, the party boards, the EV track,
the month decks, the debate board, the viewer's hand and the pieces on the map."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QTransform

from ....ui import pacing
from ....ui.piles import Pile, Spot
from .card_strip import LEAST_STRIP_H
from .cards import HandCard
from .display import StateDisplay
from .expansion_notes import free_tokens_text, seat_notes
from .furniture import DebateFigures, PartyBoard, PartyFigures, SeatLine
from .hand_tabs import HAND_SPACING, TAB_W
from .items import PAWN_H, PAWN_W, STAR_W, HomeMarker, PawnItem, VoterToken
from .layout import Z_HAND, Layout
from .news_banner import NewsFigures
from .pawn_spots import STAR_STEP, Ground, pawn_points, place_rows, reading_order, row_size, star_points
from .table_state import TableBase
from .texts import month_name
from .tooltips import set_tip

PLACE_EVENTS = ("ct.place", "ct.remove", "ct.travel", "ct.home")


class BadgePlaces(NamedTuple):
    """The map's badges and callout boxes in scene coordinates, as the pawns' placement reads them."""

    rects: list[QRectF]
    key: tuple[object, ...]  # the rectangles as numbers, to compare
    by_state: dict[str, QRectF]  # what each state's pawns stand beside (filled as asked)
STRIP_H = 40.0  # a hand card as a strip: two lines of text with room around them


class AreasMixin(TableBase):
    _badges_kept: BadgePlaces | None = None  # the badges' places in the scene until they move (_badges)
    _turn_faces: pacing.Later | None = None  # the hand's turn faces drawn after a move (_prepare_turn_faces)
    _turn_faces_for: dict[str, QPointF] = {}  # where the hand rests, as prepared for (replaced whole)

    # -- the map -----------------------------------------------------------------------------------
    def _sync_map(self) -> None:
        obs = self._obs or {}
        parties = self._parties()
        # every state's fill for each party is drawn while the loop is idle, before the setup's voters
        # colour the whole map in one move (scene_map_fills)
        self.map.prepare_fills(parties)
        displays = {}
        # A move changes a few states' rows: the other displays are the ones made before (51 a move).
        made = self._displays_made
        for code, row in obs.get("states", {}).items():
            key = (parties, tuple(row["voters"]), row["control"])
            known = made.get(code)
            if known is None or known[0] != key:
                counts = dict(zip(parties, row["voters"], strict=True))
                controller = row["control"] if any(row["voters"]) else None
                known = made[code] = (key, StateDisplay.of(self.data.states[code].ev, controller, counts))
            displays[code] = known[1]
        self.map.set_states(displays)
        marked: set[str] = set()
        for _player, event in self._recent:
            params = event.params
            if event.message_id in PLACE_EVENTS:
                marked.update(params.get("states", []))
                if params.get("state"):
                    marked.add(str(params["state"]))
        self.map.set_marked(marked & set(displays))

    # -- the party boards --------------------------------------------------------------------------
    def _sync_boards(self, layout: Layout) -> None:
        obs = self._obs or {}
        parties = obs.get("parties", [])
        while len(self.boards) < len(parties):
            board = PartyBoard()
            self.addItem(board)
            self.boards.append(board)
            # a click shows this party's board enlarged (ui/area_zoom.py); once, as nothing else makes a
            # board clickable: at every move it set the board's handler and tooltip again to what they were
            self.enlargeable([board])
        for board in self.boards[len(parties):]:
            board.hide()
        to_move = set(obs.get("to_move", []))
        winners = set(obs.get("winners", []))
        for board, rect, party in zip(self.boards, layout.boards, parties, strict=False):
            lines = []
            for seat in range(self._n):
                info = self._seat(seat)
                if info.get("party") != party["id"]:
                    continue
                lines.append(SeatLine(self._name(seat), info.get("candidate") or "",
                                      int(info.get("hand_size", 0)),
                                      list(info.get("in_play", [])), len(info.get("face_down", [])),
                                      seat in to_move and obs.get("phase") != "over",
                                      self._mine(seat) and self.speaks_to_viewer,
                                      seat_notes(obs, seat)))
            figures = PartyFigures(party["id"], party["money"], party["registered"], party["undecided"],
                                   party["committed"], int(obs.get("ev", {}).get(party["id"], 0)), lines,
                                   any(s.acting for s in lines), party["id"] in winners)
            board.set_rect(rect)
            board.set_figures(figures)
            board.show()

    # -- the right column --------------------------------------------------------------------------
    def _sync_side(self, layout: Layout) -> None:
        obs = self._obs or {}
        self.ev_track.set_rect(layout.ev)
        self.ev_track.set_ev([(p, int(obs.get("ev", {}).get(p, 0))) for p in self._parties()],
                             self.data.const("EV_TOTAL"))
        self.decks.set_rect(layout.decks)
        months = self.data.month_names
        current = obs.get("month")
        piles = [(month_name(m), int(n), m == current and obs.get("phase") == "play")
                 for m, n in zip(months, obs.get("decks", []), strict=False)]
        self._sync_news(layout, obs)  # first: the piles' tooltip names their Breaking News cards
        # the region tokens beside the board (CT-105): a count in their cell, their regions in the tip
        self.decks.set_piles(piles, len(obs.get("free_tokens") or []), free_tokens_text(obs))
        debate = obs.get("debate")
        if debate is None:
            self.debate_board.hide()
            self.debate_board.set_figures(None)
            return
        seats = [(self._name(s), self._party_of(s), int(debate["played"][s]), bool(debate["out"][s]))
                 for s in range(self._n)]
        figures = DebateFigures(int(debate["number"]), str(debate["city"]),
                                [(t, self.data.issues[t].category) for t in debate["topics"]],
                                {p: list(row) for p, row in debate["markers"].items()},
                                self.data.const("DEBATE_TRACK"), seats, int(debate["limit"]))
        self.debate_board.set_rect(layout.debate)
        self.debate_board.set_figures(figures)
        self.debate_board.show()

    def _sync_news(self, layout: Layout, obs: dict) -> None:
        """The Breaking News banner and, on each month's pile, how many news cards it holds or waits for
        (public counts, CT-140)."""
        news = obs.get("news")
        if news is None or layout.news is None:
            self.news_banner.hide()
            self.decks.news = []
            return
        months = self.data.month_names
        current = months.index(obs["month"]) if obs.get("month") in months else 0
        counts = list(news.get("in_decks") or [0] * len(months))
        for k, n in enumerate(news.get("aside") or []):  # the batches still set aside, next month first
            if current + 1 + k < len(counts):
                counts[current + 1 + k] += int(n)
        self.decks.news = counts
        card = str(news.get("card") or "")
        row = self.data.news.get(card)
        self.news_banner.set_rect(layout.news)
        self.news_banner.set_figures(NewsFigures(
            card, bool(news.get("ongoing")), bool(news.get("in_effect")),
            row.reconstructed if row is not None else False, str(obs.get("month") or ""), counts[current],
        ))
        self.news_banner.show()

    # -- the viewer's hand -------------------------------------------------------------------------
    def _my_hand(self) -> list[str]:
        owner = self._hand_owner()  # a seat running two candidates shows one hand at a time (CT-20)
        if owner is None:
            return []
        return list(self._seat(owner).get("hand") or [])

    def _strip_hand(self, layout: Layout) -> bool:
        """Everything revealed in a hand row too narrow for a full hand beside the usual tabs (the
        replay's short table), or a compact hand row too narrow for its cards side by side (beside the
        Election Day panel in a low table, hand_tabs): the hand lies as a list of strips, each card whole."""
        size = self.data.const("HAND_SIZE")
        if layout.compact and not self._revealed():
            return not self.compact_cards_fit(layout.hand, size, layout.card_w)
        return self._revealed() and layout.hand.width() < size * (layout.card_w + 8) + TAB_W

    def _sync_hand(self, layout: Layout, duration: int) -> None:
        wanted = list(dict.fromkeys(self._my_hand()))
        strips = self._strip_hand(layout)
        area = self._sync_hand_tabs(layout.hand, narrow=strips)
        if strips:
            self._sync_strips(area, wanted, duration)
            return
        # A drawn card rises into its place from below the hand (see _hand_origin).
        # Beside the tabs the row may be too narrow for the usual overlap: the cards close up further
        # rather than run onto the map.
        step = layout.card_w * 0.45
        if len(wanted) > 1:
            step = max(1.0, min(step, (area.width() - layout.card_w) / (len(wanted) - 1)))
        ratio = layout.card_w / layout.card_h  # a compact card is wider for its height (cards.py)
        pile = Pile(area.adjusted(0, 6, 0, 0), layout.card_h, ratio=ratio, spacing=HAND_SPACING,
                    min_step=step, valign="top")
        spots = pile.spots(wanted, Z_HAND, rise_from=area.bottom() + 20)
        for spot in spots.values():
            # On whole pixels (at the table's usual scale): a card's face picture (exact_pictures) then
            # serves it in every place of the row, as cards are played and drawn and the rest close up.
            spot.pos = QPointF(round(spot.pos.x()), round(spot.pos.y()))
        for _cid, card, _spot in self._hand_sync.sync(spots, duration):
            card.set_strip(0.0)
        # where the cards come to rest (a dealt card is still rising when the idle passes come); only a
        # hand that changed, or lies elsewhere, is looked at again (most moves leave it as it lay)
        rest = {cid: QPointF(spot.pos) for cid, spot in spots.items()}
        if pacing.enabled and rest != self._turn_faces_for:  # a tool rendering at once has no idle pass
            self._turn_faces_for = rest
            if self._turn_faces is None:
                self._turn_faces = pacing.Later(self, self._prepare_turn_faces)
            self._turn_faces()

    def _prepare_turn_faces(self) -> None:
        """The face each hand card shows on the viewer's turns, drawn while the loop is idle after a move
        (HandCard.prepare_turn_face) for where it comes to rest: one card a pass, so no pass draws more
        than one face."""
        views = self.views()
        if not views:
            return
        view = views[0]
        ratio = view.viewport().devicePixelRatioF()
        for cid, card in self.hand.items():
            at = self._turn_faces_for.get(cid)
            if at is None or card.scene() is not self:
                continue
            device = card.transform() * QTransform.fromTranslate(at.x(), at.y()) * view.viewportTransform()
            if card.prepare_turn_face(device, ratio):
                if self._turn_faces is not None:
                    self._turn_faces.defer()  # the next card in the next pass
                return

    def _sync_strips(self, area: QRectF, wanted: list[str], duration: int) -> None:
        """The hand as strips across ``area``, one under another, as tall as the row allows (at most a
        comfortable two lines)."""
        top = area.top() + 6
        gap = 4.0
        each = (area.bottom() - top - gap * (len(wanted) - 1)) / max(1, len(wanted))
        h = min(STRIP_H, max(LEAST_STRIP_H, each))
        width = area.width() - 4
        spots = {cid: Spot(QPointF(area.left(), top + k * (h + gap)), h, Z_HAND + k,
                           {"rise_from": area.bottom() + 20}) for k, cid in enumerate(wanted)}
        for _cid, card, _spot in self._hand_sync.sync(spots, duration):
            card.set_strip(width)

    def _new_hand_card(self, cid: str, spot: Spot) -> HandCard:
        return HandCard(cid, spot.size)

    def _hand_origin(self, cid: str, spot: Spot) -> tuple[QPointF, float]:
        return QPointF(spot.pos.x(), spot.info["rise_from"]), spot.size

    # -- pawns, home stars and the voter supply --------------------------------------------------------
    def _sync_pieces(self, duration: int) -> None:
        obs = self._obs or {}
        started = obs.get("phase") not in ("setup",)
        for seat in range(self._n):
            info = self._seat(seat)
            party = str(info.get("party", "D"))
            if started and info.get("pawn"):
                pawn = self.pawns.get(seat)
                if pawn is None:
                    # running mates of one party are told apart by their number in the party (CT-20)
                    mates = [x for x in range(self._n) if self._party_of(x) == party]
                    label = party if len(mates) == 1 else f"{party}{mates.index(seat) + 1}"
                    pawn = PawnItem(seat, party, label)
                    self.addItem(pawn)
                    self.pawns[seat] = pawn
                set_tip(pawn, self._name(seat))
            if started and info.get("home"):
                home = self.homes.get(seat)
                if home is None:
                    home = HomeMarker(party)
                    self.addItem(home)
                    self.homes[seat] = home
        placing = self._mode in ("camp_place", "ed_place")  # a campaign's or the Election Day reward
        if placing and self.voter is None:
            self.voter = VoterToken(self._party_of(self._me()))
            self.addItem(self.voter)
        elif not placing and self.voter is not None:
            self._discard_item(self.voter)
            self.voter = None
        if self.voter is not None:
            self.voter.count = int((self._frame() or {}).get("count", 0))
            self.voter.update()
        self._place_pieces(duration)

    def _state_point(self, code: str) -> QPointF:
        return self.map.mapToScene(self.map.nav_point(code))

    def _map_moved(self) -> None:
        """The map's window or its badges moved (a new scale, a pan, badges set apart for new numbers):
        the pawns and stars stand anew beside the badges where they are now."""
        self._badges_kept = None
        self._place_pieces(0)

    def _badges(self) -> BadgePlaces:
        """Where every badge and callout box is in the scene now: the same until the map's window or
        its badges move (``_map_moved``), so a move's placement and every hop of the badges do not map
        some 60 outlines to the scene again."""
        kept = self._badges_kept
        if kept is None:
            layer = self.map
            labels = [*layer.labels.values(), *layer.inset_labels.values()]
            rects = [label.mapToScene(label.shape()).boundingRect() for label in labels if label.isVisible()]
            rects += [box.mapRectToScene(box.box()) for box in layer.callouts.values()]
            kept = self._badges_kept = BadgePlaces(rects, tuple(r.getRect() for r in rects), {})
        return kept

    def _badge_rects(self) -> list[QRectF]:
        """Every badge and callout box on the map now, in scene coordinates (pawns stand clear of them)."""
        return list(self._badges().rects)

    def _badge_rect(self, code: str) -> QRectF:
        """What a state's pawns stand beside: its callout box, else its badge, else its label point."""
        by_state = self._badges().by_state
        rect = by_state.get(code)
        if rect is None:
            layer = self.map
            label = layer.labels.get(code)
            if code in layer.callouts:
                rect = layer.callouts[code].mapRectToScene(layer.callouts[code].box())
            elif label is not None and label.isVisible():
                rect = label.mapToScene(label.shape()).boundingRect()
            else:
                point = self._state_point(code)
                rect = QRectF(point, point)
            by_state[code] = rect
        return QRectF(rect)

    def _ground(self, code: str, count: int) -> Ground:
        """Where the pawns of ``code`` stand on their own state: its shape on the map, or by its badge."""
        item = self.map.state_item(code)
        return Ground(lambda: item.mapToScene(item.path()), self._badge_rect(code), count, PAWN_W,
                      self._state_point(code))

    def _voter_moving(self) -> bool:
        """Moving the Base (CT-111) moves a committed voter in the travel step: the pawn stays put."""
        top = self._top()
        return bool(top and top.get("voter_from"))

    def _place_pieces(self, duration: int = 0) -> None:
        """Stand every pawn and star on its state, where the map's zoom and pan put it now; a pawn that
        travelled glides there over ``duration`` ms (zooming and panning move the pieces at once)."""
        if self._obs is None:
            return
        view = self.viewport.mapRectToScene(self.viewport.rect())
        by_state: dict[str, list[int]] = {}
        for seat in sorted(self.pawns):
            by_state.setdefault(str(self._seat(seat).get("pawn")), []).append(seat)
        by_state = {code: seats for code, seats in by_state.items() if code in self.map.states}
        by_home: dict[str, list[int]] = {}
        for seat in sorted(self.homes):
            by_home.setdefault(str(self._seat(seat).get("home")), []).append(seat)
        by_home = {code: seats for code, seats in by_home.items() if code in self.map.states}
        # pawns first (they are larger and the player's to find), then the stars, each from the top left
        homes = {f"pawn {c}": self._badge_rect(c) for c in by_state}
        homes = {k: homes[k] for k in reading_order(homes)}
        stars = {f"home {c}": self._badge_rect(c) for c in by_home}
        homes |= {k: stars[k] for k in reading_order(stars)}
        sizes = {f"pawn {c}": row_size(len(s), PAWN_W, PAWN_H) for c, s in by_state.items()}
        sizes |= {f"home {c}": row_size(len(s), STAR_W, STAR_W, STAR_STEP) for c, s in by_home.items()}
        badges = self._badges()
        # the same map, window and pieces place the same rows: most moves and every repaint ask again
        key = (tuple((k, r.getRect(), sizes[k]) for k, r in homes.items()), badges.key, view.getRect())
        if key != getattr(self, "_pawn_rows_for", None):
            grounds = {f"pawn {c}": self._ground(c, len(s)) for c, s in by_state.items()}
            rows = place_rows(homes, sizes, badges.rects, view, grounds)
            self._pawn_rows_for, self._pawn_rows = key, rows
        rows = self._pawn_rows
        for code, seats in by_state.items():
            spots = pawn_points(rows[f"pawn {code}"], len(seats), PAWN_W)
            for k, seat in enumerate(seats):
                pawn = self.pawns[seat]
                pawn.live = self._mode == "travel" and seat == self._viewer and not self._voter_moving()
                pawn.draggable = pawn.live
                # a pawn that cannot move lets clicks through to its state
                buttons = Qt.MouseButton.LeftButton if pawn.live else Qt.MouseButton.NoButton
                pawn.setAcceptedMouseButtons(buttons)
                if pawn.dragging:
                    continue
                spot = spots[k]
                pawn.move_to(spot, None, duration)
                pawn.setVisible(view.contains(spot))  # its look repaints itself when ``live`` changes
        for code, seats in by_home.items():
            for seat, spot in zip(seats, star_points(rows[f"home {code}"], len(seats), STAR_W), strict=True):
                home = self.homes[seat]
                home.setPos(spot)
                home.setVisible(view.contains(spot))
        if self.voter is not None and not self.voter.dragging and self._layout is not None:
            # the supply waits at the start of the bar's button row (a campaign needs no buttons)
            bar = self._layout.bar
            self.voter.setPos(QPointF(bar.left() + 12, bar.bottom() - VoterToken.SIZE - 4))
