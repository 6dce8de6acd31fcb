# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15: every card of Copycat, Copernico and Councils reads whole at each size its table draws cards,
in English, German and Spanish, at 1280x800 and in the narrow view (960x540). The window checks see only
the cards dealt in the game they play; here one face-up card of each size on the table shows every card of
the game in turn (its face a picture drawn once, which the shared check draws afresh)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.games.catalogue import get_game  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from tests.campaign_trail_ui.words_fixture import table_language  # noqa: E402
from tests.text_fit import items_shorten  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402, F401
from .test_text_fits_1280 import LANGUAGES, MOVES, SIZES, _computers  # noqa: E402


def _card_ids(game_id: str) -> tuple[str, list[str]]:
    """The card items' attribute naming their card, and every card of the game."""
    if game_id == "copycat":
        from desktop_app.games.copycat.data import load_data as copycat_data

        return "card_id", [card.cid for card in copycat_data().cards]
    if game_id == "copernico":
        from desktop_app.games.copernico.data import load_data as copernico_data

        return "card_id", list(copernico_data().quadrants)
    from desktop_app.games.councils.data import load_data as councils_data

    return "card", list(councils_data().cards)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["copycat", "copernico", "councils"])
def test_every_card_reads_whole_at_the_sizes_its_table_draws(qtbot, game_window, game_id, size, lang):
    game = get_game(game_id)
    win = game_window
    win.resize(*size)
    win.controller.autoplay = False
    attr, cards = _card_ids(game_id)
    with table_language(lang):
        assert win.start_config(NewGameConfig(game_id, tuple(_computers(game.max_players)), {}, 7))
        match = win.controller.match
        rng = Rng(3)
        for _ in range(MOVES):
            player = match.next_mover()
            win.controller.play(player, game.heuristic_action(match.state, player, rng))
        qtbot.wait(10)
        by_size = {}  # one face-up card item of each size and shape on the table
        for item in win.view.scene().items():
            if (type(item).__name__ == "CardItem" and item.isVisible() and getattr(item, attr)
                    and getattr(item, "face_up", True)):
                bounds = item.boundingRect()
                by_size.setdefault((round(bounds.width(), 1), round(bounds.height(), 1)), item)
        assert by_size, f"{game_id}: no face-up card on the table"
        cut = set()
        for item in by_size.values():
            shown = getattr(item, attr)
            for card in cards:
                setattr(item, attr, card)
                cut |= {(card, text) for text in items_shorten([item])}
            setattr(item, attr, shown)
    assert sorted(cut) == [], f"{game_id} at {size} in {lang}: cards cut"
