"""Issue 11's scene: a state's full counts per party on hover and focus, in a state panel on the table
that stands on the other half of the map from the state (so it never covers it)."""

from __future__ import annotations

from tests.campaign_trail_ui.table_fixture import CtTable


def test_the_state_panel_shows_the_pointed_state_away_from_it(qtbot):
    t = CtTable(qtbot, 3, seed=1)
    scene = t.scene
    panel = scene.state_panel
    assert not panel.isVisible()
    view = scene.viewport.mapRectToScene(scene.viewport.rect())
    for code, side in (("CA", "right"), ("NY", "left")):
        scene.map.pointer_hover(code, True)
        assert panel.isVisible()
        lines = panel.lines()
        assert lines[0].endswith(f"({code})")
        voters = scene._obs["states"][code]["voters"]
        parties = [p["id"] for p in scene._obs["parties"]]
        for party, n in zip(parties, voters, strict=False):
            assert any(line.endswith(f": {n}") for line in lines[2:]), (party, lines)
        placed = panel.mapRectToScene(panel.boundingRect())
        if side == "right":
            assert placed.left() > view.center().x()
        else:
            assert placed.right() < view.center().x()
        scene.map.pointer_hover(code, False)
        assert not panel.isVisible()


def test_the_state_panel_follows_keyboard_focus(qtbot):
    t = CtTable(qtbot, 2, seed=2)
    scene = t.scene
    t.view.show()
    t.view.activateWindow()
    t.view.setFocus()
    scene.map.focus_state("TX")
    qtbot.waitUntil(lambda: scene.state_panel.isVisible(), timeout=2000)
    assert scene.state_panel.lines()[0].endswith("(TX)")
