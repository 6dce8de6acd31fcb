"""Issue 15, "one confirmation per turn, the same in every game": in every game, each action after which the
rules pass the decision away from the person at the screen is one the window asks to confirm (the
scene's is_turn_ending, with the controller's rules-based ``hands_over`` hook), checked over games played
by the rule of thumb. Answering another player's response window (Campaign Trail's "ask") is not a turn
of one's own and is not asked."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from tests.campaign_trail_ui.table_fixture import CtTable  # noqa: E402
from tests.copernico_ui.test_copernico_scene import Table as CopernicoTable  # noqa: E402
from tests.copycat_ui.test_copycat_scene import Table as CopycatTable  # noqa: E402
from tests.councils_ui.test_councils_scene import Table as CouncilsTable  # noqa: E402

TABLES = {"copernico": CopernicoTable, "copycat": CopycatTable, "councils": CouncilsTable,
          "campaign-trail": CtTable}


def _hands_over(table, action) -> bool:
    probe = table.state.clone()
    probe.apply_action(table.viewer, action)
    return table.viewer not in probe.to_move()


@pytest.mark.parametrize("game_id", list(TABLES))
def test_every_action_that_passes_the_turn_on_is_confirmed(qtbot, game_id):
    table = TABLES[game_id](qtbot, 2)
    table.scene.hands_over = lambda action: _hands_over(table, action)
    rng = Rng(5)
    game = table.game
    checked = 0
    for _ in range(160):
        state = table.state
        movers = state.to_move()
        if not movers:
            break
        seat = movers[0]
        table.viewer = seat
        table.show()
        mode = getattr(table.scene, "_mode", "")
        for action in state.legal_actions(seat):
            if game_id == "campaign-trail" and mode == "ask":
                continue
            if _hands_over(table, action):
                assert table.scene.is_turn_ending(action), (game_id, mode, action)
                checked += 1
        state.apply_action(seat, game.heuristic_action(state, seat, rng))
    assert checked > 5
