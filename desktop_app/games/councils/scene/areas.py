"""The Councils & Contracts table's areas: the players' panels, the councils and the furniture
around the city."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from PySide6.QtCore import QRectF

from ....ui.language import current_language
from ....ui.plain_text import verbatim
from ..actions import (
    PlaceEmployees,
    ResolveIssue,
)
from ..issues import payout
from ..view import majority_leads_in_view, winners_in_view
from . import prompts, texts
from .items import (
    CouncilItem,
    MeepleItem,
)
from .layout import (
    Z_COUNCIL,
    Layout,
)
from .panel import PanelItem
from .table_state import TableBase

# (council, which words, language, the game data's identity) -> the words; see _council_words
_COUNCIL_WORDS: dict[tuple[str, str, str, int], str] = {}


class AreasMixin(TableBase):
    """Mixed into CouncilsScene: draws the panels and councils from the observation."""

    def _marks(self) -> dict[str, Any]:
        """What the last action touched: councils, cards, tracks, the player who moved."""
        out: dict[str, Any] = {"councils": set(), "cards": set(), "tracks": {}, "vp": {}, "new": set(),
                               "mover": None}
        for player, event in self._recent:
            p = event.params
            mid = event.message_id
            if out["mover"] is None:
                out["mover"] = player
            if mid == "councils.place_employees":
                out["councils"].update(p.get("councils", []))
            elif mid == "councils.resolve_issue":
                out["councils"].add(p.get("council"))
            elif mid in ("councils.place_card", "councils.building_action", "councils.staff_building"):
                out["cards"].add(p.get("card"))
            elif mid == "councils.copy_action":
                out["cards"].update((p.get("card"), p.get("copied")))
            elif mid == "councils.employees_move":
                out["cards"].add(p.get("to"))
            elif mid == "councils.draw":
                out["new"].add(p.get("card"))
            elif mid == "councils.gain_influence":
                out["tracks"].setdefault(p.get("player"), set()).add(p.get("influence"))
            elif mid == "councils.pay":
                out["tracks"].setdefault(p.get("player"), set()).update(p.get("influence", {}))
            elif mid == "councils.start_project":
                out["tracks"].setdefault(p.get("player"), set()).update(p.get("cost", {}))
                out["vp"][p.get("player")] = out["vp"].get(p.get("player"), 0) + int(p.get("vp", 0))
            elif mid == "councils.payout":
                if p.get("council") != "SPC" and p.get("influence"):
                    out["tracks"].setdefault(p.get("player"), set()).add(p.get("council"))
                if p.get("vp"):
                    out["vp"][p.get("player")] = out["vp"].get(p.get("player"), 0) + int(p["vp"])
            elif mid in ("councils.action_vp", "councils.final_majority") and p.get("vp"):
                out["vp"][p.get("player")] = out["vp"].get(p.get("player"), 0) + int(p["vp"])
        return out

    def _winners(self) -> list[int]:
        return winners_in_view(self._view())

    def _leads(self) -> dict[int, set[str]]:
        """Who holds the most of each influence type now (the end-of-game majorities)."""
        return majority_leads_in_view(self._view())

    def _sync_panels(self, layout: Layout, marks: dict[str, Any]) -> None:
        obs = self._obs or {}
        players = obs.get("players", [])
        over = obs.get("stage") == "over"
        winners = set(self._winners()) if over else set()
        leads = self._leads()
        to_move = set(obs.get("to_move", []))
        order = self._seat_order()
        for seat in list(self._panels):
            if seat >= len(players):
                self._discard_item(self._panels.pop(seat))
        for rect, seat in zip(layout.panels, order, strict=False):
            panel = self._panels.get(seat)
            if panel is None:
                panel = self._panels[seat] = PanelItem(seat)
                panel.setZValue(Z_COUNCIL)
                self.addItem(panel)
            pl = players[seat]
            panel.set_rect(rect)
            self.enlargeable([panel])  # a click shows this player's area enlarged (ui/area_zoom.py)
            panel.style = self._style(seat)
            name = self._name(seat)
            panel.name = prompts.you_suffix(name) if seat == self._viewer and self.speaks_to_viewer else name
            panel.vp = int(pl["vp"])
            panel.is_me = seat == self._viewer
            panel.to_act = seat in to_move and not over
            panel.winner = seat in winners
            panel.influence = dict(pl["influence"])
            panel.types = self.data.influence_types
            panel.cap = self.data.constants["INFLUENCE_MAX"]
            panel.changed_tracks = set(marks["tracks"].get(seat, set()))
            panel.leads = leads.get(seat, set())
            panel.available = int(pl["available"]) - (len(self._placing) if seat == self._viewer else 0)
            panel.box = int(pl["box"])
            gained = marks["vp"].get(seat, 0)
            majority = (obs.get("majority_vp") or [0] * self._n)[seat] if over else 0
            if over:
                panel.vp_note = texts.fill(texts.translate("councils", "+%1 majorities"),
                                           majority) if majority else ""
            else:
                panel.vp_note = texts.fill(texts.translate("councils", "+%1"), gained) if gained else ""
            panel.set_flags(marked=marks["mover"] == seat and not over)
            parts = {k: pl["vp_parts"].get(k, 0) for k in ("buildings", "councils", "building_actions")}
            tip_for = (name, panel.vp_note, pl["vp"], tuple(parts.values()), pl["available"],
                       pl["in_councils"], pl["on_buildings"], pl["box"], current_language())
            if panel._tip_for == tip_for:
                continue  # the words are those of the last move: not made again
            panel._tip_for = tip_for
            panel.setToolTip(verbatim("\n".join([
                name,
                *([panel.vp_note] if panel.vp_note else []),
                texts.fill(texts.translate("councils", "%1 VP: %2 from projects, %3 from issues, %4 from "
                                                       "building actions"), pl["vp"], parts["buildings"],
                           parts["councils"], parts["building_actions"]),
                texts.fill(texts.translate("councils", "Employees: %1 free, %2 in councils, %3 on buildings, "
                                                       "%4 in the box"), pl["available"], pl["in_councils"],
                           pl["on_buildings"], pl["box"]),
                texts.translate("councils", "Gold labels: most influence of that type now (4 VP at the end, "
                                            "2 VP each when tied)."),
            ])))
        self._score.entries = [(self._style(s), int(players[s]["vp"]),
                                self._name(s)) for s in range(len(players))]
        self._score.setToolTip(verbatim("\n".join(
            texts.fill(texts.translate("councils", "%1: %2 VP"), self._name(s), players[s]["vp"])
            for s in range(len(players)))))

    def _payout_note(self, council: str, count: int, resolver: bool) -> str:
        special = council == "SPC"
        vp, influence = payout(self.data, council, count, resolver)  # the rules' figures (CC-4)
        parts = []
        if vp:
            parts.append(texts.fill(texts.translate("councils", "%1 VP"), vp))
        if influence:
            short = texts.translate("councils", "any") if special else texts.influence_short(council)
            parts.append(texts.fill(texts.translate("councils", "+%1 %2"), influence, short))
        return " ".join(parts) if parts else "–"

    def _sync_councils(self, layout: Layout, marks: dict[str, Any]) -> None:
        obs = self._obs or {}
        councils = obs.get("councils", {})
        for cid in list(self._councils):
            if cid not in councils:
                self._discard_item(self._councils.pop(cid))
        resolvable = {a.council: a for a in self._of(ResolveIssue)}
        targets = self._council_targets() if self._mode in ("main",) else set()
        dragging_meeple = isinstance(self._dragging, MeepleItem)
        for rect, cid in zip(layout.councils, councils, strict=False):
            item = self._councils.get(cid)
            if item is None:
                item = self._councils[cid] = CouncilItem(cid)
                item.setZValue(Z_COUNCIL)
                self.addItem(item)
            item.set_rect(rect)
            counts = list(councils[cid])
            placed = Counter(self._placing)
            rows = []
            for seat in range(self._n):
                count = counts[seat] + (placed[cid] if seat == self._viewer else 0)
                if count:
                    resolver = self._viewer == seat and cid in resolvable
                    rows.append((seat, self._style(seat), count, self._payout_note(cid, count, resolver)))
            item.rows = rows
            item.legend = self._council_words(cid, "legend")
            item.meeple_h = min(22.0, (rect.height() - item.TITLE_H - 22) / max(1, len(rows)) - 2)
            glow = (cid in resolvable) or (dragging_meeple and cid in targets)
            item.set_flags(glow=glow, dim=dragging_meeple and cid not in targets, hot=False,
                           marked=cid in marks["councils"])
            # a council refusing the carried employee says before the drop whether it ever could take one
            refused = dragging_meeple and cid not in targets
            item.refusal_mark = self.target_mark(
                PlaceEmployees((*self._placing, cid))) if refused else ""
            item.set_clickable(partial(self.choose, resolvable[cid]) if cid in resolvable else None)
            tip = self._council_words(cid, "tip")
            if cid in resolvable:
                tip += "\n" + texts.translate("councils", "Click to resolve this issue.")
            if item.toolTip() != tip:
                item.setToolTip(tip)

    def _council_words(self, cid: str, what: str) -> str:
        """A council's payout legend ("legend") or tooltip ("tip"), which depend on the game's data and
        the language only: made once, not at every move (a good share of the table's text work)."""
        key = (cid, what, current_language(), id(self.data))
        words = _COUNCIL_WORDS.get(key)
        if words is None:
            special = cid == "SPC"
            payouts = self.data.special_payout if special else self.data.normal_payout
            if what == "legend":
                words = texts.payout_legend(payouts)
            else:
                bonus = self.data.special_resolver_bonus if special else self.data.resolver_bonus
                words = "\n".join([texts.council_name(cid), texts.payout_explained(payouts, bonus, special)])
            _COUNCIL_WORDS[key] = words
        return words

    def _sync_furniture(self, layout: Layout) -> None:
        obs = self._obs or {}
        deck = obs.get("deck", {})
        self._deck.set_left(int(deck.get("A", 0)), int(deck.get("B", 0)))
        self._deck.set_rect(layout.deck)
        self._deck.setToolTip(texts.translate(
            "councils", "The deck: A cards lie on top of B cards. When it is empty and only 4 projects are "
                        "left in the display, the game heads for its end."))
        side = QRectF(layout.deck.left() - 6, layout.deck.top() - 4, layout.deck.width() + 12,
                      layout.display[-1].bottom() - layout.deck.top() + 12)
        self._side_plate.set_rect(side)
        self._city_plate.set_rect(layout.city)
        self._score.set_rect(layout.score)
