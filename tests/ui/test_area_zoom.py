"""Issue 15: a click on another player's area shows it enlarged, at any time and at the end of the game
(the opponent's final table large enough to read); a click or Escape closes it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, Qt  # noqa: E402

from tests.campaign_trail_ui.table_fixture import CtTable  # noqa: E402
from tests.copernico_ui.test_copernico_scene import Table as CopernicoTable  # noqa: E402
from tests.copycat_ui.test_copycat_scene import Table as CopycatTable  # noqa: E402
from tests.councils_ui.test_councils_scene import Table as CouncilsTable  # noqa: E402


def _areas(table) -> list:
    scene = table.scene
    if isinstance(table, CtTable):
        return [b for b in scene.boards if b.isVisible()]
    panels = scene._panels
    return [panels[s] for s in sorted(panels) if s != table.viewer] or list(panels.values())


def _free_point(table, area) -> QPointF:
    """A point of the area where the area itself takes the click (no card or button of it there)."""
    rect = area.scene_rect()
    view = table.view
    for fy in (0.5, 0.2, 0.8, 0.1, 0.9, 0.35, 0.65):
        for fx in (0.5, 0.2, 0.8, 0.1, 0.9, 0.35, 0.65):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            top = [it for it in view.items(view.mapFromScene(point)) if it.acceptedMouseButtons()]
            if top and top[0] is area:
                return point
    raise AssertionError("no free point on the area")


def _check_zoom(table) -> None:
    scene = table.scene
    area = _areas(table)[0]
    table.click(_free_point(table, area))
    shown = scene.zoom_shown()
    assert shown == area.scene_rect()
    zoom = scene._zoom
    assert zoom.target.width() >= 1.4 * shown.width() or zoom.target.height() >= 0.7 * scene.height()
    assert scene.sceneRect().contains(zoom.target)
    assert not zoom.image.isNull() and zoom.image.width() == int(zoom.target.width())
    assert table.emitted == []  # looking is not a move
    table.click(zoom.target.center())  # any click closes it
    assert scene.zoom_shown() is None
    table.click(_free_point(table, area))
    assert scene.zoom_shown() is not None
    table.view.setFocus()
    table.qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert scene.zoom_shown() is None


TABLES = {"copernico": (CopernicoTable, 3), "copycat": (CopycatTable, 3), "councils": (CouncilsTable, 3),
          "campaign-trail": (CtTable, 3)}


@pytest.mark.parametrize("game_id", list(TABLES))
def test_an_opponents_area_is_enlarged_by_a_click_at_any_time(qtbot, game_id):
    cls, players = TABLES[game_id]
    table = cls(qtbot, players)
    _check_zoom(table)


@pytest.mark.parametrize("game_id", ["copycat", "councils"])
def test_at_the_end_the_opponents_final_table_is_enlarged(qtbot, game_id):
    cls, players = TABLES[game_id]
    table = cls(qtbot, players)
    table.advance_to(lambda s: not s.to_move(), limit=6000)
    table.show()
    _check_zoom(table)


@pytest.mark.parametrize("ratio", [2.0, 1.5])
def test_the_enlarged_area_is_drawn_at_the_screens_pixel_ratio(qtbot, monkeypatch, ratio):
    """Issue 15 names 2x scaling: the enlarged picture was rendered in table units and stretched over
    twice as many device pixels, blurred. It is now rendered at the view's device scale."""
    table = CouncilsTable(qtbot, 3)
    monkeypatch.setattr(table.view, "devicePixelRatioF", lambda: ratio)
    area = _areas(table)[0]
    table.click(_free_point(table, area))
    zoom = table.scene._zoom
    scale = table.view.transform().m11() * ratio
    assert zoom.image.devicePixelRatio() == pytest.approx(scale)
    assert zoom.image.width() == int(zoom.target.width() * scale)
    assert zoom.image.height() == int(zoom.target.height() * scale)
    # the picture still shows the area: not blank where the table has its panel
    assert zoom.image.pixelColor(zoom.image.width() // 2, zoom.image.height() // 2).alpha() > 0
