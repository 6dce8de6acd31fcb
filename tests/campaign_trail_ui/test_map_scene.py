"""The Campaign Trail map (issue 11, Scene): one item per state from the shipped shapes, callouts for the
small north-eastern states, EV and margin on every state, party fill plus pattern, highlights, hover and
focus details, zoom and pan, and a rendered sample position. EVs are spec §4.2's (fixture)."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QWheelEvent
from PySide6.QtWidgets import QApplication

from desktop_app.games.campaign_trail.scene import scene_patterns as patterns
from desktop_app.games.campaign_trail.scene.display import PARTIES, StateDisplay
from desktop_app.games.campaign_trail.scene.map_data import map_shapes
from desktop_app.games.campaign_trail.scene.scene_map_texts import party_name

from .map_fixture import SPEC_EV, MapTable, sample_position

SMALL = ("VT", "NH", "MA", "RI", "CT", "NJ", "DE", "MD", "DC")  # shared/data/us-states/README.md


@pytest.fixture
def table(qtbot) -> MapTable:
    t = MapTable(qtbot)
    qtbot.waitUntil(lambda: t.scene.isActive())
    return t


def _click(table: MapTable, qtbot, scene_point: QPointF) -> None:
    pos = table.view.mapFromScene(scene_point)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _inside_shape(table: MapTable, code: str) -> QPointF:
    """A scene point on the state's own shape, away from its badge and every other item."""
    item = table.map.states[code]
    box = item.path().boundingRect()
    for fx, fy in itertools.product([i / 10 for i in range(1, 10)], repeat=2):
        local = QPointF(box.left() + fx * box.width(), box.top() + fy * box.height())
        scene_point = item.mapToScene(local)
        top = table.scene.items(scene_point)
        if item.path().contains(local) and top and top[0] is item:
            return scene_point
    raise AssertionError(f"no free point inside {code}")


def test_each_state_has_an_item_with_a_non_empty_path(table):
    """Spec §4.2: 51 entries (50 states + DC); every one is drawn from its shipped shape."""
    assert set(table.map.states) == set(SPEC_EV)
    for code, item in table.map.states.items():
        assert not item.path().isEmpty(), code
        rect = item.mapRectToScene(item.path().boundingRect())
        assert rect.width() > 0 and rect.height() > 0, code
        assert table.viewport.sceneBoundingRect().intersects(rect), code


def test_every_state_shows_its_ev_once_on_a_badge_or_a_callout(table):
    """Issue 11: each state's EV is shown; the small north-eastern states through callouts."""
    assert set(table.map.callouts) == set(SMALL)
    assert set(table.map.labels) | set(table.map.callouts) == set(SPEC_EV)
    assert not set(table.map.labels) & set(table.map.callouts)
    for code in SPEC_EV:
        assert table.map.display(code).ev == SPEC_EV[code]


def test_no_two_ev_badges_or_callouts_overlap_at_the_default_size(table):
    """STYLE: every EV readable at 1280 x 800 without zooming; nothing overlaps text."""
    rects = {code: lab.mapToScene(lab.shape()).boundingRect() for code, lab in table.map.labels.items()}
    rects |= {code: box.mapRectToScene(box.box()) for code, box in table.map.callouts.items()}
    inside = table.viewport.sceneBoundingRect()
    for code, r in rects.items():
        assert inside.contains(r), code
        assert r.height() >= 11, code  # room for at least the 11 px text
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.intersects(rb), f"{a} and {b} overlap"


@pytest.mark.parametrize("code", SMALL)
def test_a_small_state_is_clicked_through_its_callout(table, qtbot, code):
    box = table.map.callouts[code]
    with qtbot.waitSignal(table.map.state_clicked, timeout=1000) as blocker:
        _click(table, qtbot, box.mapToScene(box.box().center()))
    assert blocker.args == [code]
    assert table.map.focused_state() == code


def test_a_state_is_clicked_on_its_shape_and_on_its_badge(table, qtbot):
    with qtbot.waitSignal(table.map.state_clicked, timeout=1000) as blocker:
        _click(table, qtbot, _inside_shape(table, "TX"))
    assert blocker.args == ["TX"]
    label = table.map.labels["KS"]
    with qtbot.waitSignal(table.map.state_clicked, timeout=1000) as blocker:
        _click(table, qtbot, label.mapToScene(QPointF(0, 0)))
    assert blocker.args == ["KS"]
    assert table.map.state_at(label.mapToScene(QPointF(0, 0))) == "KS"


def test_each_party_has_its_own_fill_and_its_own_pattern():
    """STYLE: party colours carry a distinct pattern as well as a hue (colour-blind safe)."""
    fills = {patterns.look(p).fill for p in PARTIES}
    kinds = {patterns.look(p).pattern for p in PARTIES}
    assert len(fills) == len(kinds) == len(PARTIES)
    # The textures differ in shape, not only in colour: compare where they put ink.
    masks = {}
    for party in PARTIES:
        image = patterns.pattern_pixmap(party).toImage()
        masks[party] = [image.pixelColor(x, y).alpha() > 40 for y in range(image.height())
                        for x in range(image.width())]
        assert any(masks[party]), party
    for a, b in itertools.combinations(PARTIES, 2):
        differ = sum(x != y for x, y in zip(masks[a], masks[b], strict=True))
        assert differ > len(masks[a]) // 10, (a, b)


def _grey_crop(table: MapTable, code: str) -> list[int]:
    """The state's area of the rendered map in grey levels (what a reader without colour sees)."""
    item = table.map.states[code]
    rect = item.mapRectToScene(item.path().boundingRect()).toAlignedRect()
    image = table.render().copy(rect).convertToFormat(QImage.Format.Format_Grayscale8)
    return [image.pixelColor(x, y).red() for y in range(image.height()) for x in range(image.width())]


def test_the_parties_differ_on_the_map_even_in_grey(table):
    crops = {}
    for party in PARTIES:
        table.map.set_states({"TX": StateDisplay.of(40, party, dict.fromkeys(PARTIES, 1) | {party: 3})})
        crops[party] = _grey_crop(table, "TX")
    for a, b in itertools.combinations(PARTIES, 2):
        differ = sum(abs(x - y) > 24 for x, y in zip(crops[a], crops[b], strict=True))
        assert differ > len(crops[a]) // 10, (a, b)


def test_highlight_labels_some_states_and_dims_the_rest(table):
    before = table.render()
    table.map.set_highlights({"OH": "$2", "PA": "$1", "NJ": "$1"})
    assert table.map.highlighted() == {"OH", "PA", "NJ"}
    assert table.map.dimmed() == set(SPEC_EV) - {"OH", "PA", "NJ"}
    assert table.map.tag("OH") == "$2" and table.map.tag("NJ") == "$1" and table.map.tag("TX") == ""
    after = table.render()
    dim_point = table.view.mapFromScene(_inside_shape(table, "TX"))
    assert after.pixelColor(dim_point).lightness() < before.pixelColor(dim_point).lightness() - 20
    table.map.set_highlights(["IA"], dim_others=False)
    assert table.map.highlighted() == {"IA"} and not table.map.dimmed() and table.map.tag("IA") == ""
    table.map.clear_highlights()
    assert not table.map.highlighted() and not table.map.dimmed()
    with pytest.raises(KeyError):
        table.map.set_highlights({"XX": "$1"})


def test_hovering_a_state_gives_every_party_count(table, qtbot):
    display = table.positions["NE"]
    point = table.view.mapFromScene(_inside_shape(table, "NE"))
    with qtbot.waitSignal(table.map.state_hovered, timeout=1000, check_params_cb=lambda c: c == "NE"):
        qtbot.mouseMove(table.view.viewport(), point)
    lines = table.panel.lines()
    assert lines[0] == "Nebraska (NE)"
    for party, count in display.counts:
        assert f"{party_name(party)}: {count}" in lines
        assert f"{party_name(party)}: {count} voter" in table.map.states["NE"].toolTip()
    assert table.map.labels["NE"].toolTip() == table.map.states["NE"].toolTip()


def test_keyboard_focus_shows_the_counts_and_arrows_move_between_states(table, qtbot):
    table.map.focus_state("KS")
    assert table.panel.lines()[0] == "Kansas (KS)"
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Right)
    assert table.map.focused_state() == "MO"
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Up)
    assert table.map.focused_state() == "IA"
    assert table.panel.lines()[0] == "Iowa (IA)"
    with qtbot.waitSignal(table.map.state_clicked, timeout=1000) as blocker:
        qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Return)
    assert blocker.args == ["IA"]
    # The callout column is reachable too: from Delaware's box up to New Jersey's.
    table.map.focus_state("DE")
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Up)
    assert table.map.focused_state() == "NJ"


def _wheel(table: MapTable, at: QPoint, notches: int) -> None:
    event = QWheelEvent(QPointF(at), QPointF(table.view.viewport().mapToGlobal(at)), QPoint(),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(table.view.viewport(), event)


def test_wheel_and_keys_zoom_the_map_and_drags_pan_it(table, qtbot):
    layer = table.map
    fitted = layer.transform()
    at = table.view.mapFromScene(layer.mapToScene(QPointF(*map_shapes().states["KS"].label)))
    under = layer.mapFromScene(table.view.mapToScene(at))
    _wheel(table, at, 2)
    assert layer.transform().m11() == pytest.approx(fitted.m11() * 1.25 ** 2)
    # The map point under the wheel stays under it.
    assert (layer.mapFromScene(table.view.mapToScene(at)) - under).manhattanLength() < 1.5
    table.viewport.setFocus()
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Plus)
    assert table.viewport.zoom == pytest.approx(1.25 ** 3)
    before = layer.transform()
    start = table.view.mapFromScene(_inside_shape(table, "NE"))
    vp = table.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, start + QPoint(30, 0))
    qtbot.mouseMove(vp, start + QPoint(60, 20))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 20))
    assert layer.transform().dx() == pytest.approx(before.dx() + 60, abs=1)
    assert layer.transform().dy() == pytest.approx(before.dy() + 20, abs=1)
    table.viewport.setFocus()
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_0)
    assert layer.transform() == fitted
    assert not any(label.isVisible() for label in layer.inset_labels.values())
    # At the fitted size there is nothing to pan to.
    table.viewport.pan_by(QPointF(200, 200))
    assert layer.transform() == fitted


def test_zoomed_in_the_small_states_carry_their_own_badges(table):
    """Once a callout state is big on screen its EV sits on it too (the callouts may be out of view)."""
    assert not any(label.isVisible() for label in table.map.inset_labels.values())
    nj = QPointF(*map_shapes().states["NJ"].label)
    table.viewport.zoom_by(6.0, table.viewport.mapFromScene(table.map.mapToScene(nj)))
    shown = {code for code, label in table.map.inset_labels.items() if label.isVisible()}
    assert {"NJ", "MD", "MA", "VT", "NH"} <= shown
    assert "DC" not in shown  # still a few pixels across
    assert table.map.state_at(table.map.inset_labels["NJ"].mapToScene(QPointF(0, 0))) == "NJ"


def _press_on_texas_and_move(table, qtbot, steps: list[QPoint]) -> tuple[list[str], float]:
    """Press on Texas on a map zoomed 2x, move through ``steps`` (offsets from the press) and release at
    the last: the states clicked and how far the map moved."""
    table.viewport.zoom_by(2.0)
    clicked: list[str] = []
    table.map.state_clicked.connect(clicked.append)
    start = table.view.mapFromScene(_inside_shape(table, "TX"))
    vp = table.view.viewport()
    before = table.map.transform().dx()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for step in steps:
        qtbot.mouseMove(vp, start + step)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + steps[-1])
    return clicked, table.map.transform().dx() - before


def test_a_drag_that_starts_on_a_state_pans_instead_of_clicking(table, qtbot):
    clicked, moved = _press_on_texas_and_move(table, qtbot, [QPoint(20, 0), QPoint(40, 0)])
    assert clicked == []
    assert moved > 20


def test_state_display_works_out_the_margin_and_refuses_nonsense():
    """CT-40: the most committed voters control a state; the margin is the lead over the next party."""
    assert StateDisplay.of(9, "R", {"D": 2, "R": 5, "L": 4}).margin == 1
    tie = StateDisplay.of(9, "D", {"D": 3, "R": 3})
    assert tie.margin == 0 and tie.count("R") == 3
    assert StateDisplay.of(3, None, {"D": 0}).margin == 0
    with pytest.raises(ValueError):
        StateDisplay(5, "X")
    with pytest.raises(ValueError):
        StateDisplay(5, "D", (("D", -1),))


def test_the_map_refuses_an_unknown_state(table):
    displays = sample_position()
    displays["ZZ"] = displays["TX"]
    with pytest.raises(KeyError):
        table.map.set_states(displays)


def _colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)}


def test_a_sample_position_renders_at_1280x800(table, tmp_path):
    image = table.render()
    assert (image.width(), image.height()) == (1280, 800)
    out = tmp_path / "ctmap_sample.png"
    assert image.save(str(out)) and out.stat().st_size > 20_000
    seen = _colours(image)
    assert len(seen) > 200
    for party in PARTIES:
        assert QColor(patterns.look(party).fill).rgb() in seen, party
    shots = os.environ.get("CTMAP_SHOTS")
    if shots:
        _write_shots(table, Path(shots))


def _write_shots(table: MapTable, folder: Path) -> None:
    """The screenshots looked at in review (CTMAP_SHOTS=/tmp/shots)."""
    folder.mkdir(parents=True, exist_ok=True)
    table.map.focus_state("PA")
    table.render().save(str(folder / "ctmap_sample.png"))
    table.map.set_highlights({"OH": "$2", "NY": "$1", "NJ": "$1", "MD": "$1", "DE": "$2", "WV": "$1"})
    table.render().save(str(folder / "ctmap_travel.png"))
    table.map.clear_highlights()
    table.viewport.zoom_by(2.5, table.viewport.mapFromScene(table.map.mapToScene(QPointF(820, 240))))
    table.render().save(str(folder / "ctmap_zoomed.png"))
    table.viewport.reset_view()
    image = table.render().convertToFormat(QImage.Format.Format_Grayscale8)
    image.save(str(folder / "ctmap_grey.png"))
    from desktop_app.ui import theme

    theme.set_current_palette("high-contrast")
    table.scene.update()
    table.render().save(str(folder / "ctmap_high_contrast.png"))
    theme.set_current_palette(theme.DEFAULT_PALETTE)
    small = QImage(1280, 800, QImage.Format.Format_ARGB32)
    painter = QPainter(small)
    table.viewport.set_rect(QRectF(12, 12, 800, 500))
    table.scene.render(painter, QRectF(0, 0, 1280, 800), QRectF(0, 0, 1280, 800))
    painter.end()
    small.save(str(folder / "ctmap_small_area.png"))


def test_the_high_contrast_preference_keeps_every_party_distinct():
    """STYLE: a preference switches to a high-contrast palette; patterns stay the parties' own."""
    from desktop_app.ui import theme

    normal = {p: patterns.look(p) for p in PARTIES}
    theme.set_current_palette("high-contrast")
    try:
        strong = {p: patterns.look(p) for p in PARTIES}
        assert len({lk.fill for lk in strong.values()}) == len(PARTIES)
        for party in PARTIES:
            assert strong[party].fill != normal[party].fill
            assert strong[party].pattern == normal[party].pattern
            assert patterns.fill_colour(party) == QColor(strong[party].fill)
    finally:
        theme.set_current_palette(theme.DEFAULT_PALETTE)


def test_enter_on_the_map_window_gives_a_state_keyboard_focus(table, qtbot):
    table.viewport.setFocus()
    assert table.map.focused_state() == ""
    qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Return)
    assert table.map.focused_state() != ""
    assert table.panel.lines()[0].endswith(f"({table.map.focused_state()})")


def test_a_press_that_moves_less_than_the_drag_distance_stays_a_click(table, qtbot):
    """Issue 10: the map's pan starts at the platform's drag distance, as a card drag does."""
    short = QPoint(max(1, QApplication.startDragDistance() - 2), 0)
    clicked, moved = _press_on_texas_and_move(table, qtbot, [short])
    assert clicked == ["TX"]
    assert moved == 0
