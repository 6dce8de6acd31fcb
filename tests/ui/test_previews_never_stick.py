"""Issue 15: card previews never stick. A preview shown by hovering a card goes when that card leaves
the place under the resting pointer (a bid, a move, Continue), and when a press on a card that cannot move
shows the reason instead (ui/scene_kit.py drop_stale_preview, ui/refusal_note.py)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402

from desktop_app.games.copycat.actions import Bid, PlayCard  # noqa: E402
from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.councils.actions import ChoosePosition, StartProject  # noqa: E402
from desktop_app.ui.refusal_reasons import explain  # noqa: E402
from tests.copycat_ui.test_copycat_scene import Table as CopycatTable  # noqa: E402
from tests.councils_ui.test_councils_scene import Table as CouncilsTable  # noqa: E402


def hover(table, where: QPointF) -> None:
    table.qtbot.mouseMove(table.view.viewport(), table.point(where))


def test_copycat_a_bid_card_leaving_under_the_pointer_takes_its_preview(qtbot):
    table = CopycatTable(qtbot)
    card = table.state.observation(0)["players"][0]["hand"][1]
    hover(table, table.card_grip(card))
    assert table.scene._preview.isVisible() and table.scene._preview.card_id == card
    table.state.apply_action(0, Bid(card))  # the card goes face down to the bid slot
    table.show()
    assert not table.scene._preview.isVisible()


def test_councils_a_project_leaving_the_display_takes_its_preview(qtbot):
    table = CouncilsTable(qtbot)
    card = next(a.card for a in table.legal() if isinstance(a, StartProject))
    hover(table, table.card_centre(card))
    table.scene.item_hovered(table.scene._cards[card], True)  # the hover Qt reports for the resting pointer
    assert table.scene._preview.isVisible() and table.scene._preview.card_id == card
    seat = table.viewer
    table.state.apply_action(seat, StartProject(card))
    spot = next(a for a in table.state.legal_actions(seat) if isinstance(a, ChoosePosition))
    table.state.apply_action(seat, spot)
    while table.state.pending and table.state.to_move()[0] == seat:
        table.state.apply_action(seat, table.state.legal_actions(seat)[-1])
    table.show()
    assert not table.scene._preview.isVisible()


def test_a_press_on_a_card_that_cannot_move_shows_the_reason_not_the_preview(qtbot):
    table = CopycatTable(qtbot)
    table.scene.refusal_text = lambda action: explain(COPYCAT_GAME, table.state, table.viewer, action)

    def stuck(s) -> bool:  # the viewer's phase-2 turn with a hand card that cannot be played now
        if s.phase != "action" or 0 not in s.to_move() or s.pending:
            return False
        playable = {a.card for a in s.legal_actions(0) if isinstance(a, PlayCard)}
        return any(s.cid(c) not in playable for c in s.hand[0])

    table.advance_to(stuck)
    playable = {a.card for a in table.legal() if isinstance(a, PlayCard)}
    card = next(table.state.cid(c) for c in table.state.hand[0] if table.state.cid(c) not in playable)
    where = table.card_grip(card)
    hover(table, where)
    assert table.scene._preview.isVisible() and table.scene._preview.card_id == card
    table.click(where)
    assert table.emitted == []
    assert table.scene.last_refusal[0].key.startswith("copycat.")
    assert table.scene.refusal_shown()
    assert not table.scene._preview.isVisible()



def test_councils_a_project_dropped_next_to_the_city_takes_its_preview(qtbot):
    """Issue 15, "after a drop": the preview shown while the pointer rested on a small project card goes
    with the drop that proposes it next to the city (CC-5), and stays gone when it is built."""
    table = CouncilsTable(qtbot)
    scene = table.scene
    card = next(a.card for a in table.legal() if isinstance(a, StartProject))
    hover(table, table.card_centre(card))
    scene.item_hovered(scene._cards[card], True)  # the hover Qt reports for the resting pointer
    assert scene._preview.isVisible() and scene._preview.card_id == card
    table.drag(table.card_centre(card), scene._spots[(1, 0)].scene_rect().center())
    assert scene._proposal == (card, 1, 0)
    assert not scene._preview.isVisible()
    table.click(scene._btn_build.scene_rect().center())
    assert table.emitted[:1] == [StartProject(card)]
    assert not scene._preview.isVisible()
