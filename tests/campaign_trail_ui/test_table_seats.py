# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Campaign Trail at 5 to 8 seats in the real main window (§3.1, CT-20): eight people hot-seat through
August, every decision made on the table and every hand-over naming the next person's candidate; a
person running both candidates of a party at 5 seats, with a hand tab per candidate."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.campaign_trail.actions import DebateCard  # noqa: E402
from desktop_app.ui.new_game_dialog import NewGameConfig  # noqa: E402
from tests.ui.shell_fixtures import game_window, messages, settings  # noqa: E402, F401

from .table_fixture import gesture_point  # noqa: E402

NAMES = ("Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")
ROLES = ("Democrat — candidate 1", "Democrat — candidate 2", "Republican — candidate 1",
         "Republican — candidate 2", "Libertarian — candidate 1", "Libertarian — candidate 2",
         "Green — candidate 1", "Green — candidate 2")


def _click(qtbot, window, where: QPointF) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(where))


def _drag(qtbot, window, start: QPointF, end: QPointF) -> None:
    vp = window.view.viewport()
    a, b = window.view.mapFromScene(start), window.view.mapFromScene(end)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2))
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def _act_on_table(qtbot, window, action) -> None:
    scene = window.view.game_scene()
    if isinstance(action, DebateCard):
        card = scene.hand[action.card]
        end = scene.debate_board.mapToScene(scene.debate_board.row_rects()[action.topic].center())
        _drag(qtbot, window, card.mapToScene(QPointF(14, 12)), end)
        return
    where = gesture_point(scene, action)
    assert where is not None, action
    _click(qtbot, window, where)


def test_eight_people_hot_seat_through_august(qtbot, game_window):
    """§3.1 (4 x 2 with Green), hot seat: the hand-over screen names the next person and their candidate
    (party and number, CT-20) before any private card shows, and the table takes every decision of
    August by click or drag; the month ends in the first debate (CT-34)."""
    window = game_window
    seats = tuple(Seat(name, colour=k) for k, name in enumerate(NAMES))
    assert window.start_config(NewGameConfig("campaign-trail", seats, {}, 8))
    controller = window.controller
    rng = Rng(3)
    handovers = set()
    phases = set()
    for _ in range(2000):
        qtbot.waitUntil(lambda: window.on_handover() or controller.viewer_to_act(), timeout=20000)
        match = controller.match
        if window.on_handover():
            seat = controller.handover_seat
            detail = window.handover.detail.text()
            assert detail.startswith(f"{NAMES[seat]} plays as {ROLES[seat]}."), detail
            handovers.add(seat)
            window.handover.confirmed.emit()
            continue
        phase = match.state.observation(controller.viewer)["phase"]
        phases.add(phase)
        if phase == "debate":
            break
        qtbot.wait(1)
        action = match.game.heuristic_action(match.state, controller.viewer, rng)
        steps = len(match.steps)
        _act_on_table(qtbot, window, action)
        assert len(match.steps) > steps and match.steps[steps].action == action, action
    assert phases >= {"setup", "play", "debate"}
    assert handovers == set(range(8))
    assert match.state.month == 0 and not match.state.decks[0]  # August's pile is used up


def test_one_person_runs_both_candidates_at_five_seats(qtbot, game_window):
    """CT-20, CT-97: at 5 seats Ada runs both Democrat candidates: the hand-over says so, the table shows
    a tab per candidate beside the hand (the hand shown is the one deciding; between turns a click on
    the other tab shows the other hand), and the prompt names whose decision it is."""
    window = game_window
    seats = (Seat("Ada"), Seat("Bo", colour=1), *(Seat(f"Computer {k}", "ai", "easy", k) for k in (2, 3, 4)))
    assert window.start_config(NewGameConfig("campaign-trail", seats, {"starting_party": "D"}, 5))
    controller = window.controller
    rng = Rng(5)
    checked = {"tabs": 0, "both": False}
    for _ in range(400):
        qtbot.waitUntil(lambda: window.on_handover() or controller.viewer_to_act(), timeout=20000)
        if window.on_handover():
            if controller.handover_seat == 0:
                assert window.handover.detail.text().startswith("Ada plays as Democrat — both candidates")
                checked["both"] = True
            window.handover.confirmed.emit()
            continue
        match = controller.match
        state = match.state
        scene = window.view.game_scene()
        if controller.viewer == 0 and state.phase.value == "play":
            cand = state.deciding(0)
            tabs = [t for t in scene.hand_tabs if t.isVisible()]
            assert [t.candidate for t in tabs] == [0, 1]
            assert [t.shown for t in tabs] == [cand == 0, cand == 1]
            assert set(scene.hand) == set(state.hands[cand])
            if state.pending[-1].kind.value[0] == "play":
                assert f"(D{cand + 1})" in scene.prompt()
            checked["tabs"] += 1
        if checked["tabs"] >= 6:
            break
        qtbot.wait(1)
        action = match.game.heuristic_action(state, controller.viewer, rng)
        _act_on_table(qtbot, window, action)
    assert checked["both"] and checked["tabs"] >= 6
    # Between its turns the seat may look at either hand: a click on the other tab shows it.
    scene = window.view.game_scene()
    state = controller.match.state
    scene.show_observation(state.observation(0), 0, [], [])
    other = next(t for t in scene.hand_tabs if t.isVisible() and not t.shown)
    _click(qtbot, window, other.scene_rect().center())
    assert other.shown and set(scene.hand) == set(state.hands[other.candidate])


def test_nine_region_buttons_keep_their_whole_names(qapp):
    """CT-105, CT-124: with all nine region tokens free, Predictable Outcome's bet offers nine region
    buttons; at the table's size beside the docks of a 1280x800 window each shows its whole name (a second
    row takes those the first cannot hold)."""
    from desktop_app.games.campaign_trail.frames import Frame, FrameKind
    from desktop_app.games.campaign_trail.scene.board import CampaignTrailScene
    from desktop_app.ui.table_items import fit_px, text_width
    from tests.campaign_trail.helpers import started

    s = started(3, 4, expansion_cards="add")
    s.push(Frame(FrameKind.PO_PICK, seat=0))
    scene = CampaignTrailScene([Seat("Ada"), Seat("Bo"), Seat("Cy")])
    scene.resize_to(1000, 720)
    scene.show_observation(s.observation(0), 0, s.legal_actions(0), [])
    shown = [b for b in scene.buttons if b.isVisible()]
    assert len(shown) == 9
    for button in shown:
        room = button.rect().width() - 14
        px = fit_px(button.text, room, button.px, True)
        assert text_width(button.text, px, True) <= room, button.text
    rows = {round(b.pos().y()) for b in shown}
    assert len(rows) == 2


def test_the_log_names_which_candidate_of_a_doubled_seat_acts(qapp):
    """CT-20: at 5 seats a line about the Democrats' doubled seat says which of its candidates acts; the
    other seats are named as ever, each candidate's own player (the Republicans at seats 1 and 2)."""
    from desktop_app.engine.events import Event
    from desktop_app.games.campaign_trail.scene import log_who, texts

    seats = [Seat(name) for name in NAMES[:5]]
    log_who.note_seating(5, (0, 0, 1, 2, 3, 4))
    order = texts.describe_event(Event("ct.order", {"party": "D", "order": [1, 0]}), seats)
    assert "Ada (candidate 2)" in order and "Ada (candidate 1)" in order
    assert texts.describe_event(Event("ct.turn", {"seat": 3, "month": 0, "turn": 4}), seats).count("Cy") == 1
    log_who.note_seating(5, (0, 1, 2, 2, 3, 4))  # the Republicans doubled: seat 2 runs candidates 2 and 3
    turn = texts.describe_event(Event("ct.turn", {"seat": 3, "month": 0, "turn": 4}), seats)
    assert "Cy (candidate 2)" in turn
    assert "Bo" in texts.describe_event(Event("ct.turn", {"seat": 1, "month": 0, "turn": 5}), seats)
    log_who.note_seating(5, (0, 0, 1, 2, 3, 4))  # back to the default seating for the tests after this one
