# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15, "fewer clicks, no surprises": at most one confirmation per turn, and it names the action
(the window asks the scene's is_turn_ending and describe_turn / describe_action, the same in every game)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402

from .shell_fakes import Call, Pick  # noqa: E402
from .shell_fixtures import game_window, messages, settings, toy_game, window  # noqa: E402, F401


def _asking(window, answer=True):
    asked: list[tuple[str, str]] = []

    def confirm(title, text):
        asked.append((title, text))
        return answer

    window.controller.confirm = confirm
    return asked


def test_the_question_names_the_action(qtbot, window, settings):
    settings.confirm_end_turn = True
    assert window.start_config(NewGameConfig("shelltoy", (Seat("Ada"),), {}, 4))
    scene = window.view.game_scene()
    scene.describe_action = lambda action: f"Play the {action.card}" if isinstance(action, Pick) else "Call"
    asked = _asking(window, answer=False)
    scene.action_chosen.emit(Call(True))  # not turn-ending in High Card: no question
    assert asked == []
    pick = scene.calls[-1][1][0]
    steps = len(window.controller.match.steps)
    scene.action_chosen.emit(pick)
    assert asked == [("End your turn?", f"Play the {pick.card}?")]
    assert len(window.controller.match.steps) == steps  # declined: nothing happened


def test_at_most_one_confirmation_per_turn(qtbot, window, settings):
    settings.confirm_end_turn = True
    assert window.start_config(NewGameConfig("shelltoy", (Seat("Ada"),), {}, 4))
    scene = window.view.game_scene()
    scene.is_turn_ending = lambda action: True  # both the call and the pick "end" the turn here
    asked = _asking(window)
    scene.action_chosen.emit(Call(True))
    assert len(asked) == 1
    scene.action_chosen.emit(scene.calls[-1][1][0])  # the same person goes on, nothing revealed yet
    assert len(asked) == 1
    # The pick revealed the cards and the round ended: the next turn is asked again.
    scene.action_chosen.emit(Call(False))
    assert len(asked) == 2


def test_copernico_names_the_placement_with_its_payment(qtbot):
    from desktop_app.games.copernico.actions import Pay, Place
    from tests.copernico.helpers import in_action_phase
    from tests.copernico_ui.test_copernico_scene import Table

    table = Table(qtbot)
    table.state = in_action_phase(2, [("Q01", "Q08", "Q15", "Q22", "Q29", "Q36", "Q64"), ("Q43",)])
    table.state.apply_action(0, Place("Q64", 5))
    table.state.apply_action(0, Pay("Q01"))
    table.show()
    text = table.scene.describe_turn(Pay("Q08"))
    assert text == "Place Q64 on position 5 and pay Q01, Q08"


def test_councils_project_turn_is_confirmed_once_at_its_last_step_naming_the_project(qtbot, game_window,
                                                                                     settings):
    """Issue 15, CC-10, CC-11: starting a project does not end the turn (its placement is still to come),
    so nothing is asked; the placement that ends the turn is asked once, naming the project and where."""
    from desktop_app.games.councils.actions import ChoosePosition, PlaceEmployees, StartProject

    settings.confirm_end_turn = True
    window = game_window
    seats = (Seat("Ada"), Seat("Cal", "ai", "random", 1))
    assert window.start_config(NewGameConfig("councils", seats, {}, 4))
    controller = window.controller
    qtbot.waitUntil(controller.viewer_to_act, timeout=10000)
    scene = window.view.game_scene()
    asked = _asking(window)
    # Ada places employees until a project is startable (each placement is its own confirmed turn).
    for _ in range(30):
        qtbot.waitUntil(controller.viewer_to_act, timeout=10000)
        legal = controller.match.state.legal_actions(0)
        if any(isinstance(a, StartProject) for a in legal):
            break
        scene.action_chosen.emit(next(a for a in legal if isinstance(a, PlaceEmployees)))
    asked.clear()
    state = controller.match.state
    project = next(a for a in state.legal_actions(0) if isinstance(a, StartProject))
    scene.action_chosen.emit(project)
    assert asked == [] and 0 in controller.match.state.to_move()  # the turn goes on: where to build
    place = next(a for a in controller.match.state.legal_actions(0) if isinstance(a, ChoosePosition))
    probe = controller.match.state.clone()
    probe.apply_action(0, place)
    ends = 0 not in probe.to_move()
    scene.action_chosen.emit(place)
    if ends:
        assert len(asked) == 1 and asked[0][0] == "End your turn?"
        from desktop_app.games.councils.scene.texts import card_name, position_text

        assert asked[0][1] == f"Build {card_name(project.card)} ({position_text(place.x, place.y)})?"
    else:  # the card's on-placement action asks more: the last of those choices is the one asked
        assert asked == []
        while 0 in controller.match.state.to_move() and not controller.match.is_over():
            legal = controller.match.state.legal_actions(0)
            scene.action_chosen.emit(legal[0])
        assert len(asked) == 1
