"""The Campaign Trail map's own work at every move, apart from painting (issue 13): counts, never times.

Every move hands the map its highlights (most moves: none, as the move before) and its marks, and the
pawns ask every badge's outline to stand clear of it (scene areas). None of that should look at all 51
states, or work a badge's outline out again, when nothing changed."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from desktop_app.games.campaign_trail.scene.display import StateDisplay
from desktop_app.games.campaign_trail.scene.scene_map_items import StateItem, StateLabel


def _asked(monkeypatch) -> list[str]:
    asked: list[str] = []
    set_state = StateItem.set_state
    monkeypatch.setattr(StateItem, "set_state",
                        lambda self, **flags: asked.append(self.code) or set_state(self, **flags))
    return asked


def test_asking_again_for_the_highlights_shown_looks_at_no_state(map_table, monkeypatch):
    t = map_table
    asked = _asked(monkeypatch)
    t.map.clear_highlights()  # none shown, none asked: the most common move
    assert asked == []
    t.map.set_highlights({"OH": "$2", "PA": "$1"})
    assert len(asked) == len(t.map.states)
    asked.clear()
    t.map.set_highlights({"OH": "$2", "PA": "$1"})
    t.map.set_highlights({"PA": "$1", "OH": "$2"})
    assert asked == []
    t.map.set_highlights({"OH": "$3", "PA": "$1"})  # a new tag is a change, of that state only
    assert asked == ["OH"] and t.map.tag("OH") == "$3"
    asked.clear()
    t.map.set_highlights({"PA": "$1", "TX": "$2"})  # the next travel's targets: the states lit or put out
    assert sorted(asked) == ["OH", "TX"] and t.map.highlighted() == {"PA", "TX"}
    assert t.map.dimmed() == set(t.map.states) - {"PA", "TX"}
    asked.clear()
    t.map.set_highlights({"PA": "$1", "TX": "$2"}, dim_others=False)  # undimming the rest: every state
    assert len(asked) == len(t.map.states) and t.map.dimmed() == set()
    t.map.clear_highlights()
    assert t.map.highlighted() == set()


def test_a_badge_outline_is_worked_out_once_per_numbers_and_scale(map_table, monkeypatch):
    """The pawns stand clear of every badge and ask its outline at every move and repaint."""
    t = map_table
    measured: list[str] = []
    badge = StateLabel._badge
    monkeypatch.setattr(StateLabel, "_badge", lambda self: measured.append(self.code) or badge(self))
    label = t.map.labels["TX"]
    first = label.shape()
    measured.clear()
    assert all(label.shape() == first for _ in range(20)) and measured == []
    rect = t.viewport.rect()  # a new scale: worked out again, once
    t.viewport.set_rect(QRectF(rect.left(), rect.top(), rect.width() - 60, rect.height() - 60))
    measured.clear()
    again = [label.shape() for _ in range(20)]
    assert again[0] != first and measured == ["TX"]


def test_a_move_words_each_changed_state_once_after_its_own_pass(map_table, monkeypatch):
    """A state's tooltip (its summary, on its shape, badge, callout and leader) is worded with its badge's
    new numbers, a pass after the move while the window paces its work: once per state (it was worded
    twice, the first time in the move's own pass; a move may change all 51)."""
    from desktop_app.games.campaign_trail.scene import scene_map_layer
    from desktop_app.ui import pacing

    t = map_table
    worded: list[str] = []
    summary = scene_map_layer.summary
    monkeypatch.setattr(scene_map_layer, "summary", lambda code, display: worded.append(code)
                        or summary(code, display))
    monkeypatch.setattr(pacing, "enabled", True)
    changed = {code: StateDisplay.of(display.ev, "G", {"G": 9})
               for code in t.map.states if (display := t.map.display(code)) is not None}
    t.map.set_states(changed)
    assert worded == [] and not t.map.badges_ready()
    t.map.show_badges()  # as the badge timer does, a pass or two later
    assert sorted(worded) == sorted(changed)
    assert t.map.states["RI"].toolTip() == t.map.callouts["RI"].toolTip() == summary("RI", changed["RI"])
    assert t.map.labels["TX"].toolTip() == t.map.states["TX"].toolTip() != ""


def test_a_new_tag_or_a_hover_repaints_no_leader_line_or_badge(map_table, paints):
    """A leader line shows only whether its state is highlighted or dimmed, a badge neither a hover nor
    a tag (its tag is an item of its own): travel costs that change from move to move, and the pointer
    passing over states, draw neither again."""
    t = map_table
    t.map.set_highlights({"RI": "$1", "OH": "$1"})
    t.view.viewport().grab()
    paints.clear()
    t.map.set_highlights({"RI": "$2", "OH": "$3"})
    t.view.viewport().grab()
    assert paints.of("leader") == [] and paints.of("badge") == []
    assert "box RI" in paints.of()  # the callout box draws its own tag
    paints.clear()
    for code in ("RI", "OH"):
        t.map.pointer_hover(code, True)
        t.map.pointer_hover(code, False)
    t.view.viewport().grab()
    assert paints.of("leader") == [] and paints.of("badge") == []
