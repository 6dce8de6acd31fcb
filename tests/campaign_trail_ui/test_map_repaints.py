"""How much of the Campaign Trail map a change of highlights repaints (issue 13: no stall when a move
makes every state a travel target, CT-13). Counts, never times: the glows are drawn once per state and
scale while the loop is idle and copied after, and dimming a state reuses its badge's picture."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from desktop_app.games.campaign_trail.scene.display import StateDisplay
from desktop_app.games.campaign_trail.scene.scene_map_dim import DimItem
from desktop_app.games.campaign_trail.scene.scene_map_items import (
    DIMMED_BADGE,
    CalloutItem,
    StateItem,
    StateLabel,
)
from desktop_app.games.campaign_trail.scene.scene_map_layer import MapLayer
from desktop_app.games.campaign_trail.scene.scene_map_tags import BadgeTag
from desktop_app.ui import pacing

from .map_fixture import SPEC_EV, MapTable
from .map_paints import WAIT_MS


@pytest.fixture(autouse=True)
def own_maps(monkeypatch) -> list[MapLayer]:
    """The maps made by this test: only their parts are counted below (a window left alive by an earlier
    test in the process, painted while this one waits, is not this test's work)."""
    made: list[MapLayer] = []
    init = MapLayer.__init__

    def making(self, *args, **kwargs):
        made.append(self)
        init(self, *args, **kwargs)

    monkeypatch.setattr(MapLayer, "__init__", making)
    return made


@pytest.fixture
def painted(monkeypatch, own_maps) -> list[str]:
    """The codes of the badges painted, in order (counted before any badge is made)."""
    seen: list[str] = []
    paint = StateLabel.paint

    def counting(self, p, option, widget=None):
        if self.layer in own_maps:
            seen.append(self.code)
        paint(self, p, option, widget)

    monkeypatch.setattr(StateLabel, "paint", counting)
    return seen


@pytest.fixture
def shapes_painted(monkeypatch, own_maps) -> list[str]:
    """The codes of the state shapes painted into their pictures, "box XX" for a callout box, and
    "dim XX" or "box dim XX" for a state's or a callout's dim item."""
    seen: list[str] = []
    paint_state, paint_dim, paint_box = StateItem.paint, DimItem.paint, CalloutItem.paint

    def counting_state(self, p, option, widget=None):
        if self.layer in own_maps:
            seen.append(self.code)
        paint_state(self, p, option, widget)

    def counting_dim(self, p, option, widget=None):
        if self.layer in own_maps:
            seen.append(f"box dim {self.code}" if self.callout else f"dim {self.code}")
        paint_dim(self, p, option, widget)

    def counting_box(self, p, option, widget=None):
        if self.layer in own_maps:
            seen.append(f"box {self.code}")
        paint_box(self, p, option, widget)

    monkeypatch.setattr(StateItem, "paint", counting_state)
    monkeypatch.setattr(CalloutItem, "paint", counting_box)
    monkeypatch.setattr(DimItem, "paint", counting_dim)
    return seen


@pytest.fixture
def table(qtbot, painted, shapes_painted) -> MapTable:
    assert not pacing.enabled  # a test that switches the window's pacing on puts it back (monkeypatch)
    t = MapTable(qtbot)
    qtbot.waitUntil(lambda: t.scene.isActive())
    t.view.viewport().grab()
    qtbot.waitUntil(t.map.glows_ready, timeout=WAIT_MS)
    return t


def test_every_state_glow_is_drawn_once_before_any_highlight(table):
    assert table.map.glows.drawn == len(SPEC_EV)


@pytest.mark.parametrize("targets", [list(SPEC_EV), ["OH", "PA"], ["TX"]])
def test_a_highlight_draws_no_glow_anew_however_many_states_it_takes(table, targets):
    """Travel makes up to every state a target at once (CT-13): the glows are copied, none stroked."""
    drawn = table.map.glows.drawn
    for _ in range(3):
        table.map.set_highlights({code: "$1" for code in targets})
        table.view.viewport().grab()
        assert table.map.highlighted() == set(targets)
        table.map.clear_highlights()
        table.view.viewport().grab()
    assert table.map.glows.drawn == drawn


@pytest.fixture
def tags_painted(monkeypatch, own_maps) -> list[str]:
    """The codes of the badge tags painted ("$2" over a travel target's badge), in order."""
    seen: list[str] = []
    paint = BadgeTag.paint

    def counting(self, p, option, widget=None):
        if self.label.layer in own_maps:
            seen.append(self.label.code)
        paint(self, p, option, widget)

    monkeypatch.setattr(BadgeTag, "paint", counting)
    return seen


def test_dimming_the_map_repaints_only_the_tags_that_changed(table, painted, tags_painted):
    """Before the tags were items of their own (scene_map_tags), OH's and PA's badges were drawn again
    each time: now no badge is, only the two tags that come and go."""
    painted.clear()
    table.map.set_highlights({"OH": "$2", "PA": "$1"})
    table.view.viewport().grab()
    assert sorted(painted) == []  # not the 40 dimmed badges, nor the two tagged ones
    assert sorted(tags_painted) == ["OH", "PA"]
    assert table.map.labels["TX"].opacity() == DIMMED_BADGE and table.map.labels["OH"].opacity() == 1.0
    painted.clear()
    tags_painted.clear()
    table.map.set_highlights(["IA", "OH"], dim_others=False)  # OH and PA lose their tags, IA has none
    table.view.viewport().grab()
    assert sorted(painted) == [] and tags_painted == []  # a tag that goes is hidden, not drawn
    assert not any(tag.isVisible() for tag in table.map.tags.values())
    assert table.map.labels["TX"].opacity() == 1.0


def _glowing(table) -> set[str]:
    return {code for code, item in table.map.states.items() if item.glow.shown()}


def test_dimming_the_whole_map_repaints_no_state_shape(table, shapes_painted):
    """A move with two targets dims the other 49 states (CT-13): their pictures and those of their
    callout boxes are kept, and each one's dim item lays the dim over it; the dim items are drawn once
    and then only made opaque or transparent. The highlighted states keep their pictures too: their
    glow items (drawn once, like the dim items) show over them. Before the glow items, the two
    highlighted states were drawn anew each time (["OH", "PA"] here)."""
    table.map.set_highlights({"OH": "$2", "PA": "$1"})
    table.view.viewport().grab()
    table.map.clear_highlights()
    table.view.viewport().grab()
    shapes_painted.clear()
    table.map.set_highlights({"OH": "$2", "PA": "$1"})
    table.view.viewport().grab()
    assert sorted(shapes_painted) == []  # no dimmed shape, box or dim item drawn again, nor OH and PA
    assert _glowing(table) == {"OH", "PA"}
    assert table.map.dimmed() == set(SPEC_EV) - {"OH", "PA"}
    assert sum(dim.shown() for dim in table.map.dims) == 49 + len(table.map.callouts)
    shapes_painted.clear()
    table.map.set_highlights(["IA", "OH", "RI"])  # PA joins the dimmed, IA and a callout's RI leave them
    table.view.viewport().grab()
    assert sorted(shapes_painted) == ["box RI", "dim PA"]  # PA's dim item: its first
    assert _glowing(table) == {"IA", "OH", "RI"}
    shapes_painted.clear()
    table.map.set_marked(["TX", "CA"])  # the last move's rings on dimmed states: drawn again over the dim
    table.view.viewport().grab()
    assert sorted(shapes_painted) == ["CA", "TX", "dim CA", "dim TX"]
    shapes_painted.clear()
    table.map.clear_highlights()
    table.view.viewport().grab()
    assert sorted(shapes_painted) == ["box RI"]
    assert not any(dim.shown() for dim in table.map.dims) and not _glowing(table)


def test_a_hovered_dimmed_state_dims_itself_above_its_dim_item(table, shapes_painted):
    table.map.set_highlights(["OH"])
    table.view.viewport().grab()
    shapes_painted.clear()
    table.map.pointer_hover("TX", True)
    table.view.viewport().grab()
    # Texas comes up over the dim items with its own dim and hover ring; its dim item is transparent
    assert shapes_painted == ["TX"]
    tx_dim = next(dim for dim in table.map.dims if dim.code == "TX" and not dim.callout)
    assert not tx_dim.shown() and table.map.states["TX"].zValue() > tx_dim.zValue()
    shapes_painted.clear()
    table.map.pointer_hover("TX", False)
    table.view.viewport().grab()
    assert shapes_painted == ["TX"] and tx_dim.shown()


@pytest.fixture
def paced(monkeypatch) -> None:
    """The window's pacing as the app switches it on (ui/pacing.py): stand-ins are allowed."""
    monkeypatch.setattr(pacing, "enabled", True)


def test_without_pacing_a_resize_draws_the_new_glows_at_once(table):
    """A tool that renders one frame (screenshot) gets the exact glows in it."""
    table.map.set_highlights(["OH", "PA"])
    table.view.viewport().grab()
    drawn = table.map.glows.drawn
    rect = table.viewport.rect()
    table.viewport.set_rect(QRectF(rect.left(), rect.top() + 20, rect.width() - 40, rect.height() - 40))
    table.view.viewport().grab()
    assert table.map.glows.drawn == drawn + 2 and not table.map.glows.waiting


def test_after_a_resize_the_old_glows_stand_in_until_the_new_ones_are_ready(table, qtbot, paced):
    """A new size (the status strip above the table grows a line) re-fits the map: the frame right
    after it copies the previous glows, scaled, and strokes none; the new pictures follow while idle."""
    table.map.set_highlights({code: "$1" for code in SPEC_EV})
    table.view.viewport().grab()
    drawn = table.map.glows.drawn
    rect = table.viewport.rect()
    table.viewport.set_rect(QRectF(rect.left(), rect.top() + 20, rect.width() - 40, rect.height() - 40))
    table.view.viewport().grab()
    assert table.map.glows.drawn == drawn  # stand-ins only
    assert table.map.glows.waiting == set(SPEC_EV)
    qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
    assert table.map.glows.drawn == drawn + len(SPEC_EV) and not table.map.glows.waiting
    table.view.viewport().grab()
    assert table.map.glows.drawn == drawn + len(SPEC_EV)


def test_a_highlight_before_the_glows_are_ready_strokes_none_and_fills_in_after(qtbot, painted, paced):
    """The first move of a new table may highlight at once: a thin line stands in, then the glows."""
    fresh = MapTable(qtbot)
    fresh.map.reveal.finish()  # every state drawn in this frame (not over a few passes: scene_map_reveal)
    drawn = fresh.map.glows.drawn
    fresh.map.set_highlights(list(SPEC_EV))
    fresh.view.viewport().grab()
    # none stroked in that frame; every state without its picture yet waits for it (perhaps all 51)
    assert fresh.map.glows.drawn == drawn and len(fresh.map.glows.waiting) + drawn >= len(SPEC_EV)
    qtbot.waitUntil(fresh.map.glows_ready, timeout=WAIT_MS)
    assert not fresh.map.glows.waiting and fresh.map.glows.drawn >= len(SPEC_EV)


def test_tagging_every_state_for_travel_draws_each_tag_once_and_no_badge(table, painted, tags_painted):
    """A move that offers travel tags up to every state with its cost (CT-13) and the next move takes the
    tags off (issue 13: 28-42 badges were drawn again each way): each tag is drawn once, no badge is."""
    painted.clear()
    table.map.set_highlights({code: "$1" for code in SPEC_EV})
    table.view.viewport().grab()
    shown = sorted(code for code, label in table.map.labels.items() if label.isVisible())
    assert painted == [] and sorted(tags_painted) == shown
    tags_painted.clear()
    table.view.viewport().grab()  # a frame that changes nothing copies every tag
    assert painted == [] and tags_painted == []
    table.map.clear_highlights()
    table.view.viewport().grab()
    assert painted == [] and tags_painted == []
    assert not any(tag.isVisible() for tag in table.map.tags.values())


def test_a_tag_follows_its_badge_when_the_numbers_change(table, painted, tags_painted):
    """New numbers give a badge a new height (a lead line comes or goes): its tag is drawn again above it."""
    table.map.set_highlights({"OH": "$2"})
    table.view.viewport().grab()
    painted.clear()
    tags_painted.clear()
    ohio = table.map.states["OH"].display
    lead = "R" if ohio.controller != "R" else "D"
    table.map.set_states({"OH": StateDisplay.of(17, lead, dict(ohio.counts) | {lead: ohio.count(lead) + 9})})
    table.map.show_badges()
    table.view.viewport().grab()
    assert painted == ["OH"] and tags_painted == ["OH"]


def test_marking_the_last_move_redraws_no_badge(table, painted, shapes_painted):
    """The last move's ring shows on the state and its callout box (STYLE), not on its badge or leader."""
    painted.clear()
    shapes_painted.clear()
    table.map.set_marked(["TX", "RI"])
    table.view.viewport().grab()
    assert painted == []
    assert sorted(shapes_painted) == ["RI", "TX", "box RI"]


def test_the_map_parts_bounds_are_worked_out_once_per_scale_and_numbers(table, monkeypatch):
    """The scene asks a part for its bounds at every paint near it and every index update (hundreds of
    times a move over 51 states and 42 badges): a state's outline and a badge's numbers change seldom."""
    outlines, badges = [], []
    path, badge = StateItem.path, StateLabel._badge
    monkeypatch.setattr(StateItem, "path", lambda self: outlines.append(self.code) or path(self))
    monkeypatch.setattr(StateLabel, "_badge", lambda self: badges.append(self.code) or badge(self))
    texas, label = table.map.states["TX"], table.map.labels["TX"]
    first = (texas.boundingRect(), label.boundingRect())
    outlines.clear()
    badges.clear()
    assert [(texas.boundingRect(), label.boundingRect()) for _ in range(50)] == [first] * 50
    assert outlines == [] and badges == []
    rect = table.viewport.rect()  # a new scale (the window resized): worked out again, once
    table.viewport.set_rect(QRectF(rect.left(), rect.top(), rect.width() - 60, rect.height() - 60))
    outlines.clear()
    badges.clear()
    again = [(texas.boundingRect(), label.boundingRect()) for _ in range(50)]
    assert again[0] != first and outlines == ["TX"] and badges == ["TX"]


def test_a_map_fitted_back_to_its_last_size_copies_its_glows_and_dims(table, qtbot, paced):
    """The status strip above the table wraps a line and back as its words change, and the map is fitted
    to each height in turn (issue 13): the second time at a height, every glow and dim is copied."""
    table.map.set_highlights({code: "$1" for code in SPEC_EV})
    table.view.viewport().grab()
    rect = table.viewport.rect()
    table.viewport.set_rect(QRectF(rect.left(), rect.top(), rect.width(), rect.height() - 16))
    table.view.viewport().grab()
    qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
    glows, dims = table.map.glows.drawn, table.map.dim_pictures.drawn
    for _ in range(2):  # back to the first height, then the shorter one again
        for height in (rect.height(), rect.height() - 16):
            table.viewport.set_rect(QRectF(rect.left(), rect.top(), rect.width(), height))
            table.view.viewport().grab()
            qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
    assert (table.map.glows.drawn, table.map.dim_pictures.drawn) == (glows, dims)
    assert not table.map.glows.waiting and not table.map.dim_pictures.waiting


def test_a_change_of_highlights_looks_again_only_at_the_dims_of_the_states_it_changed(table, monkeypatch):
    """Each move sets the highlights (CT-13's travel targets, a campaign's states): a dim item is asked
    whether to show only when its state changed, not all 60 at every move."""
    table.map.set_highlights({"OH": "$2", "PA": "$1"})
    asked: list[str] = []
    refresh = DimItem.refresh
    monkeypatch.setattr(DimItem, "refresh", lambda self: asked.append(self.code) or refresh(self))
    table.map.set_highlights({"OH": "$2", "PA": "$1"})  # the same again: nothing to look at
    assert asked == []
    table.map.set_highlights({"OH": "$2", "RI": "$1"})  # PA dims, RI (a callout's state) lights up
    assert sorted(asked) == ["PA", "RI", "RI"]  # RI's dims over its shape and over its callout box
    table.view.viewport().grab()
    assert table.map.dimmed() == set(SPEC_EV) - {"OH", "RI"}
    shown = {dim.code for dim in table.map.dims if dim.shown()}
    assert "PA" in shown and "RI" not in shown and "TX" in shown
