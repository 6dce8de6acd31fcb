"""The catalogue of games is the one table every lookup goes through (ARCHITECTURE.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.engine import registry, saves
from desktop_app.games import catalogue
from desktop_app.tools.balance import MEASURERS

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def test_the_catalogue_lists_each_game_under_its_own_id():
    # the home screen's order
    assert list(catalogue.GAMES) == ["copernico", "councils", "copycat", "campaign-trail"]
    for game_id, game in catalogue.GAMES.items():
        assert game.id == game_id and catalogue.get_game(game_id) is game
    assert catalogue.all_games() == list(catalogue.GAMES.values())


def test_an_unknown_id_names_the_known_games():
    with pytest.raises(KeyError, match="known: campaign-trail, copernico, copycat, councils"):
        catalogue.get_game("chess")


def test_the_engine_looks_games_up_through_the_catalogue():
    assert registry.get_game("copycat") is catalogue.GAMES["copycat"]


def test_without_a_catalogue_loading_a_save_says_what_is_missing(monkeypatch):
    monkeypatch.setattr(registry, "_lookup", None)
    # the loader turns any failure into a save error; its reason names the missing catalogue
    with pytest.raises(saves.SaveInternalError, match="import desktop_app.games.catalogue"):
        saves.loads((GOLDEN / "copernico.json").read_text(encoding="utf-8"))


def test_every_balance_measurer_belongs_to_a_catalogue_game():
    assert set(MEASURERS) == {"copycat", "councils", "campaign-trail"}  # the games with RECONSTRUCTED data
    assert set(MEASURERS) <= set(catalogue.GAMES)


def test_every_scene_in_the_table_belongs_to_a_catalogue_game():
    from desktop_app.ui import scene_registry

    assert set(scene_registry.SCENES) <= set(catalogue.GAMES)
    for game_id, entry in scene_registry.SCENES.items():
        assert scene_registry.scene_class(game_id) is entry.scene()
        assert scene_registry.texts_module(game_id) is entry.texts()
    assert scene_registry.texts_module("chess") is None
    with pytest.raises(LookupError):
        scene_registry.scene_class("chess")
