"""The Campaign Trail map's own work at every move, apart from painting (issue 13): counts, never times.

Every move hands the map its highlights (most moves: none, as the move before) and its marks, and the
pawns ask every badge's outline to stand clear of it (scene areas). None of that should look at all 51
states, or work a badge's outline out again, when nothing changed."""

from __future__ import annotations

from PySide6.QtCore import QRectF

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
    t.map.set_highlights({"OH": "$3", "PA": "$1"})  # a new tag is a change
    assert len(asked) == len(t.map.states) and t.map.tag("OH") == "$3"
    asked.clear()
    t.map.set_highlights({"OH": "$3", "PA": "$1"}, dim_others=False)  # so is undimming the rest
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
