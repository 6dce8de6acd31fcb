"""The state panel on the table: every party's voters in the state under the pointer (or keyboard
focus), its EV and who holds it by how much, shown over the map on the side away from that state so it
never covers what the player is looking at."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from .layout import Z_BAR
from .scene_map_panel import StatePanel
from .table_state import TableBase

PANEL_W, PANEL_H = 230.0, 178.0
MARGIN = 10.0


class StateDetailsMixin(TableBase):
    """Mixed into the scene after the map exists: call :meth:`_init_state_details` once."""

    def _init_state_details(self) -> None:
        self.state_panel = StatePanel()
        self.state_panel.setZValue(Z_BAR - 2)  # over the map and its pieces, under the bar's buttons
        self.state_panel.hide()
        self.addItem(self.state_panel)
        self.state_panel.follow(self.map)
        self.map.state_hovered.connect(self._show_state_details)
        self.map.state_focused.connect(self._show_state_details)

    def _show_state_details(self, _code: str = "") -> None:
        code = self.map.hovered_state() or self.map.focused_state()
        if not code or code not in self.map.states:
            self.state_panel.hide()
            return
        view = self.viewport.mapRectToScene(self.viewport.rect())
        where = self.map.mapToScene(self.map.nav_point(code))
        # the lower corner on the other half of the map from the state
        left = view.left() + MARGIN if where.x() > view.center().x() else view.right() - MARGIN - PANEL_W
        self.state_panel.set_rect(QRectF(left, view.bottom() - MARGIN - PANEL_H, PANEL_W, PANEL_H))
        self.state_panel.show()
