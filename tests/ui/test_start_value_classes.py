"""The home screen's plain value classes (issue 13: a frozen dataclass costs some 4 M instructions to build at
import) keep the value semantics the code relies on: equal and hashed by their fields (the icon cache keys
on a style), readable in a failing test."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.ui import scene_registry, theme  # noqa: E402


def test_player_styles_are_values():
    orange = theme.OKABE_ITO[0]
    same = theme.PlayerStyle(orange.key, orange.name, orange.colour, orange.shape, orange.ink)
    assert same == orange and hash(same) == hash(orange) and {orange: 1}[same] == 1
    assert theme.HIGH_CONTRAST[0] != orange  # same key, other colour
    assert orange != (orange.key, orange.name, orange.colour, orange.shape, orange.ink)
    assert repr(orange) == ("PlayerStyle(key='orange', name='Orange', colour='#E69F00', shape='circle', "
                            "ink='#000000')")
    assert len({*theme.OKABE_ITO, *theme.OKABE_ITO}) == len(theme.OKABE_ITO)


def test_scene_entries_keep_their_parts():
    entry = scene_registry.SceneEntry(scene=dict, texts=list)  # type: ignore[arg-type]
    assert (entry.scene, entry.texts, entry.refusals) == (dict, list, None)
    assert scene_registry.SCENES["copycat"].refusals is not None
