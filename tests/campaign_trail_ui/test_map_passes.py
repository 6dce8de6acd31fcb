"""How the Campaign Trail map spreads its drawing over the event loop's passes (issue 13: no pass of the
loop holds it long when a move or a new table changes much of the map, CT-13 travel targets, CT-40
leads). Counts, never times: which parts are painted in which frame, and how often the badges are set
apart."""

from __future__ import annotations

import pytest

from desktop_app.games.campaign_trail.scene import scene_map_layer
from desktop_app.games.campaign_trail.scene.display import StateDisplay
from desktop_app.games.campaign_trail.scene.scene_map_dim import DimItem
from desktop_app.games.campaign_trail.scene.scene_map_glow import GlowItem
from desktop_app.games.campaign_trail.scene.scene_map_items import (
    CalloutItem,
    LeaderLine,
    StateItem,
    StateLabel,
)

from .map_fixture import SPEC_EV, MapTable
from .map_paints import WAIT_MS

PARTS = (StateItem, StateLabel, CalloutItem, LeaderLine, DimItem, GlowItem)


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, str]]:
    """(kind, code) of every map part that drew its picture (a held part, which draws nothing, is not
    counted), patched before any part is made."""
    seen: list[tuple[str, str]] = []
    for cls in PARTS:
        original = cls.paint

        def paint(self, p, option, widget=None, _original=original, _kind=cls.__name__):
            if not self.held:
                code = self.state.code if isinstance(self, GlowItem) else self.code
                seen.append((_kind, code))
            _original(self, p, option, widget)

        monkeypatch.setattr(cls, "paint", paint)
    return seen


@pytest.fixture
def paced(monkeypatch) -> None:
    """The window's pacing as the app switches it on (ui/pacing.py)."""
    from desktop_app.ui import pacing

    monkeypatch.setattr(pacing, "enabled", True)


@pytest.fixture
def spreads(monkeypatch) -> list[int]:
    """One entry per setting-apart of the badges (scene_map_spread), with how many badges it moved."""
    calls: list[int] = []
    original = scene_map_layer.spread

    def counting(points, sizes, unit):
        calls.append(len(points))
        return original(points, sizes, unit)

    monkeypatch.setattr(scene_map_layer, "spread", counting)
    return calls


def _ready(qtbot, table: MapTable) -> MapTable:
    qtbot.waitUntil(lambda: table.scene.isActive())
    table.view.viewport().grab()
    qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
    return table


def test_lighting_up_every_state_repaints_no_state_only_shows_its_glow_item(qtbot, drawn):
    """Travel can make all 51 states targets at once (CT-13): each state keeps its picture and its glow
    item, drawn once as a copy of the prepared glow, is made opaque; putting them out draws nothing."""
    table = _ready(qtbot, MapTable(qtbot))
    drawn.clear()
    table.map.set_highlights(list(SPEC_EV))
    table.view.viewport().grab()
    assert not [part for part in drawn if part[0] == "StateItem"]
    assert sorted(code for kind, code in drawn if kind == "GlowItem") == sorted(SPEC_EV)
    assert all(item.glow.shown() for item in table.map.states.values())
    drawn.clear()
    table.map.clear_highlights()
    table.view.viewport().grab()
    table.map.set_highlights(list(SPEC_EV))
    table.view.viewport().grab()
    assert not [part for part in drawn if part[0] in ("StateItem", "GlowItem")]


def test_a_hovered_or_focused_target_draws_its_glow_under_its_ring(qtbot, drawn):
    """The hover and focus rings lie over the glow, as before: such a state draws its glow itself and its
    glow item is transparent meanwhile."""
    table = _ready(qtbot, MapTable(qtbot))
    table.map.set_highlights(["OH", "PA"])
    table.view.viewport().grab()
    ohio = table.map.states["OH"]
    table.map.pointer_hover("OH", True)
    assert ohio.glow_inside() and not ohio.glow.shown() and table.map.states["PA"].glow.shown()
    drawn.clear()
    table.view.viewport().grab()
    assert ("StateItem", "OH") in drawn
    table.map.pointer_hover("OH", False)
    assert not ohio.glow_inside() and ohio.glow.shown()
    table.map.focus_state("PA")
    assert table.map.states["PA"].glow_inside() and not table.map.states["PA"].glow.shown()


def test_the_first_dimming_copies_dims_prepared_while_idle(qtbot, drawn):
    """The first move that dims the map shows some fifty dim items at once: their plain pictures were
    rasterised while the loop was idle, so none is drawn anew then."""
    table = _ready(qtbot, MapTable(qtbot))
    assert table.map.dim_pictures.drawn == len(SPEC_EV)
    table.map.set_highlights(["OH"])
    table.view.viewport().grab()
    assert len([part for part in drawn if part[0] == "DimItem"]) == 50 + len(table.map.callouts)
    assert table.map.dim_pictures.drawn == len(SPEC_EV)  # every state dim a copy


def test_a_moves_new_numbers_reach_the_badges_after_the_move_is_painted(qtbot, drawn, spreads, paced):
    """While the window paces its work, the badges keep the numbers they showed until the move's own
    pass is over; then they show the new ones and are set apart once (CT-40 leads change their size)."""
    table = _ready(qtbot, MapTable(qtbot))
    table.map.reveal.finish()
    table.view.viewport().grab()
    before = table.map.labels["TX"].shown
    spreads.clear()
    drawn.clear()
    # Texas changes hands; Ohio keeps its controller and gains voters (its shape shows only who controls it)
    tx_party = "D" if table.map.display("TX").controller != "D" else "R"
    new = StateDisplay.of(40, tx_party, {"D": 1, "R": 1} | {tx_party: 12})
    ohio = table.map.display("OH")
    assert ohio is not None and ohio.controller is not None
    lead = ohio.controller
    more = StateDisplay.of(17, lead, dict(ohio.counts) | {lead: ohio.count(lead) + 5})
    table.map.set_states({"TX": new, "OH": more})
    assert spreads == [] and table.map.labels["TX"].shown == before and not table.map.badges_ready()
    table.view.viewport().grab()  # the move's frame: the fill of the state that changed hands, no badge
    assert {code for kind, code in drawn if kind == "StateItem"} == {"TX"}
    assert not [part for part in drawn if part[0] in ("StateLabel", "LeaderLine")]
    drawn.clear()
    with qtbot.waitSignal(table.map.badges_moved, timeout=5_000):
        pass
    assert table.map.badges_ready()
    assert spreads == [len(table.map.labels)] and table.map.labels["TX"].shown == new
    assert table.map.labels["TX"].toolTip() == table.map.states["TX"].toolTip()
    table.view.viewport().grab()
    assert sorted(code for kind, code in drawn if kind == "StateLabel") == ["OH", "TX"]


def test_without_pacing_the_badges_take_their_numbers_at_once(qtbot, spreads):
    table = _ready(qtbot, MapTable(qtbot))
    spreads.clear()
    new = StateDisplay.of(40, "R", {"D": 1, "R": 12})
    table.map.set_states({"TX": new})
    assert table.map.labels["TX"].shown == new and spreads == [len(table.map.labels)]


def test_a_new_map_is_drawn_a_group_per_frame_each_part_once(qtbot, drawn, paced, monkeypatch):
    """A new table's map: its parts paint nothing until let go, then each group is drawn in a frame of its
    own (the dear state shapes in two halves), the next group let go only after it, until every part
    has been drawn exactly once."""
    from desktop_app.games.campaign_trail.scene.scene_map_reveal import MapReveal

    let_go = MapReveal._let_go

    def marking(self, group):
        drawn.append(("let go", str(len(group))))
        let_go(self, group)

    monkeypatch.setattr(MapReveal, "_let_go", marking)
    table = MapTable(qtbot)  # shows its view: the loop paints it from here on
    qtbot.waitUntil(lambda: not table.map.reveal.revealing(), timeout=WAIT_MS)
    table.view.viewport().grab()
    marks = [n for n, part in enumerate(drawn) if part[0] == "let go"]
    assert len(marks) == 4 and table.map.reveal.steps == 4
    assert marks[0] == 0  # nothing drawn before the first group was let go
    segments = [drawn[a + 1:b] for a, b in zip(marks, [*marks[1:], len(drawn)], strict=True)]
    assert all(segments[:-1])  # each group drawn before the next one was let go
    for segment in segments:
        assert sum(kind == "StateItem" for kind, _ in segment) <= (len(SPEC_EV) + 1) // 2
    every = [part for part in drawn if part[0] in ("StateItem", "StateLabel", "CalloutItem", "LeaderLine")]
    assert len(every) == len(set(every))  # none drawn twice
    assert {code for kind, code in every if kind == "StateItem"} == set(SPEC_EV)
    assert {code for kind, code in every if kind == "StateLabel"} == set(table.map.labels)
    assert {code for kind, code in every if kind == "CalloutItem"} == set(table.map.callouts)


def test_a_click_finds_a_state_not_drawn_yet(qtbot, paced):
    table = MapTable(qtbot)
    assert table.map.states["TX"].held
    point = table.map.mapToScene(table.map.states["TX"].path().boundingRect().center())
    assert table.map.state_at(point) == "TX"


def test_fitting_the_map_moves_each_callout_box_once(qtbot, monkeypatch):
    """A new size of the map's window (the status strip above the table wraps a line) fits the map
    again: the scales are tried on the map's extent alone, and each callout box is moved once, to the
    chosen scale (it was moved once per scale tried, some eighty times)."""
    table = _ready(qtbot, MapTable(qtbot))
    moved: list[str] = []
    set_box = CalloutItem.set_box

    def counting(self, rect):
        moved.append(self.code)
        set_box(self, rect)

    monkeypatch.setattr(CalloutItem, "set_box", counting)
    rect = table.viewport.rect()
    pos = table.viewport.pos()
    table.viewport.set_rect(rect.translated(pos).adjusted(0, 0, -30, -16))
    assert sorted(moved) == sorted(table.map.callouts)
    unit = table.map.unit
    assert table.map.map_rect() == table.map.extent(unit)
    bounds = table.map.map_rect()
    shown = table.map.transform().mapRect(bounds)  # the map fits its window, as before
    inner = table.viewport.rect().adjusted(8, 8, -8, -8)
    assert shown.width() <= inner.width() + 1e-6 and shown.height() <= inner.height() + 1e-6
    assert max(shown.width() / inner.width(), shown.height() / inner.height()) > 0.99


def test_after_a_resize_the_old_dims_stand_in_until_the_new_ones_are_ready(qtbot, drawn, paced):
    """A new size of a dimmed map: the frame right after it copies the previous scale's dims, scaled,
    and rasterises none; the new pictures follow while the loop is idle, each dim item then drawn again."""
    table = _ready(qtbot, MapTable(qtbot))
    table.map.reveal.finish()
    table.map.set_highlights(["OH"])
    table.view.viewport().grab()
    made = table.map.dim_pictures.drawn
    rect = table.viewport.rect().translated(table.viewport.pos())
    table.viewport.set_rect(rect.adjusted(0, 20, -40, -20))
    drawn.clear()
    table.view.viewport().grab()
    assert table.map.dim_pictures.drawn == made  # stand-ins only
    dimmed = set(SPEC_EV) - {"OH"}
    assert table.map.dim_pictures.waiting == dimmed
    qtbot.waitUntil(table.map.glows_ready, timeout=WAIT_MS)
    assert not table.map.dim_pictures.waiting and table.map.dim_pictures.drawn == made + len(SPEC_EV)
    drawn.clear()
    table.view.viewport().grab()
    assert {code for kind, code in drawn if kind == "DimItem"} <= dimmed | set(table.map.callouts)
