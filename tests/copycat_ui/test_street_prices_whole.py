"""Issue 15: the street cards' price pills ("= 2", "= 3") were reported half hidden under the row below them
in the action phase. At a1341ff they hang in the street's own price-tag strip; this keeps them there: each
pill lies inside the street, above the instruction bar, and nothing stacked above its card covers it, at the
window sizes a player meets, in the action and the buying phase."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QRectF  # noqa: E402

from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene.board import CopycatScene  # noqa: E402
from desktop_app.ui.table_items import text_width  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402

PILL_PX = 12.0  # CardItem.paint's tag: paint_badge at 12 px, centred 3 px under the card


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene
    fit_view = False


def _pill(item) -> QRectF:
    card = item.scene_card_rect()
    width = text_width(item.tag, PILL_PX, True) + PILL_PX * 1.1
    centre = QPointF(card.center().x(), card.bottom() + 3)
    return QRectF(centre.x() - width / 2, centre.y() - PILL_PX * 1.55 / 2, width, PILL_PX * 1.55)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1004, 716), (1090, 684), (1280, 800), (1646, 1000)])
def test_every_street_price_pill_is_whole(qtbot, players, size):
    table = Table(qtbot, players, seed=3)
    table.resize(size)
    scene = table.scene
    for phase in ("action", "purchase"):
        table.advance_to(lambda s, phase=phase: s.phase == phase and s.round >= 2 and 0 in s.to_move())
        layout = scene._layout
        street = [item for key, item in scene._cards.items()
                  if item.isVisible() and item.tag and scene._spot_of.get(key, {}).get("role") == "street"]
        assert street
        for item in street:
            pill = _pill(item)
            assert layout.street.contains(pill), (pill, layout.street)
            assert pill.bottom() < layout.bar.top()
            covering = [other for other in scene.items(pill) if other is not item and other.isVisible()
                        and other.parentItem() is not item and other.zValue() > item.zValue()]
            assert not covering, (item.tag, covering)
