"""A state badge's tag keeps its looks as exact pictures (issue 13): counts of pills drawn, never times,
and the map with tags from pictures compared pixel for pixel with the tags painted directly.

Every turn of the person offers travel or campaign tags ("$2", "+1") to many states and the computers'
turns take them off: a hidden tag loses its cached picture, so each offer drew every pill and its words
again, though most states come back with the same words."""

from __future__ import annotations

import pytest

from desktop_app.games.campaign_trail.scene import scene_map_tags
from desktop_app.ui.exact_pictures import ExactPictures

from .map_fixture import SPEC_EV, MapTable
from .map_paints import WAIT_MS


@pytest.fixture
def table(qtbot) -> MapTable:
    t = MapTable(qtbot)
    qtbot.waitUntil(lambda: t.scene.isActive())
    t.view.viewport().grab()
    qtbot.waitUntil(t.map.glows_ready, timeout=WAIT_MS)
    return t


@pytest.fixture
def pills(monkeypatch) -> list[str]:
    """The words of each tag pill drawn, in order."""
    seen: list[str] = []
    real = scene_map_tags.paint_tag

    def counting(p, anchor, text, **kwargs):
        seen.append(text)
        return real(p, anchor, text, **kwargs)

    monkeypatch.setattr(scene_map_tags, "paint_tag", counting)
    return seen


def _offers(table: MapTable) -> tuple[dict[str, str], dict[str, str]]:
    codes = sorted(SPEC_EV)
    return ({code: f"${1 + k % 3}" for k, code in enumerate(codes)},
            {code: f"${1 + k % 3}" if k % 2 else "+1" for k, code in enumerate(codes)})


def test_a_tag_that_comes_back_with_its_words_draws_no_pill(table, pills):
    travel, mixed = _offers(table)
    table.map.set_highlights(travel)
    table.view.viewport().grab()
    shown = len(pills)
    assert shown >= len(travel) // 2  # the tags of the badges on show were drawn
    for _turn in range(3):  # the computers' turn takes the tags off, the person's offers them again
        table.map.clear_highlights()
        table.view.viewport().grab()
        table.map.set_highlights(travel)
        table.view.viewport().grab()
    assert len(pills) == shown
    table.map.clear_highlights()
    table.view.viewport().grab()
    table.map.set_highlights(mixed)  # half the states have other words: only their pills are drawn
    table.view.viewport().grab()
    assert sorted(pills[shown:]) == ["+1"] * (len(pills) - shown) and len(pills) > shown


def test_tags_from_their_pictures_look_as_tags_painted_directly(qtbot, monkeypatch):
    def looks() -> list:
        t = MapTable(qtbot)
        qtbot.waitUntil(lambda: t.scene.isActive())
        t.view.viewport().grab()
        qtbot.waitUntil(t.map.glows_ready, timeout=WAIT_MS)
        travel, mixed = _offers(t)
        shots = []
        for offer in (travel, {}, travel, mixed):
            t.map.set_highlights(offer)
            shots.append(t.view.viewport().grab().toImage())
        return shots

    pictures = looks()
    monkeypatch.setattr(ExactPictures, "paint", lambda self, p, key, rect, paint, background=None: paint(p))
    assert looks() == pictures
