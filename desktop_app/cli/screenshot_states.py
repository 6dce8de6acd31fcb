"""The screenshot tool's ``--show`` states (issue 15's "Done when": pictures of a refused move with its
reason, the hint's three choices, the replay with its chart and the guided first game).

Each opens the real window offscreen as a player would see it and waits for what it shows (the hint's
search, the lesson's scripted computer moves) before the picture is taken.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.session import Match

WAIT_SECONDS = 120.0  # the hint's search, the lesson's computer moves: a busy machine may be slow


def shoot_state(args: argparse.Namespace, app: Any, match: Match, agents: dict, size: tuple[int, int]) -> int:
    if args.show == "replay":
        return _replay(args, app, match, size)
    from ..ui.main_window import MainWindow
    from ..ui.settings import Settings

    settings = Settings()
    settings.animation_speed = 0.0
    settings.ai_pace = "instant"
    settings.lesson_offers = False
    settings.confirm_end_turn = False  # no modal question stops the lesson's moves offscreen
    window = MainWindow(settings)
    window.resize(*size)
    window.show()
    try:
        if args.show == "lesson":
            ok = _lesson(app, window, match.game.id, args.lesson_steps)
        else:
            window.controller.autoplay = False  # the picture shows this position, not a later one
            humans = match.humans()
            if not humans:
                print("screenshot: --show refusal/hint needs a person's seat", file=sys.stderr)
                return 2
            me = humans[0]
            need_three = args.show == "hint"
            if not _to_the_persons_decision(match, agents, me, need_three):
                print("screenshot: no such decision came before the end of the game", file=sys.stderr)
                return 1
            window.start_match(match, viewer=me)
            _settle(app)
            ok = _hint(app, window) if need_three else _refusal(window, match, me)
        if not ok:
            print(f"screenshot: the {args.show} did not show", file=sys.stderr)
            return 1
        _settle(app)
        shown = window.controller.match
        played = len(shown.steps) if shown is not None else 0
        return _save(window, Path(args.out), f"{args.show}, {played} actions")
    finally:
        window.controller.shutdown()
        window.close()


def _settle(app: Any, rounds: int = 8) -> None:
    for _ in range(rounds):
        app.processEvents()


def _wait(app: Any, done: Callable[[], bool]) -> bool:
    end = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < end:
        app.processEvents()
        if done():
            return True
        time.sleep(0.02)
    return done()


def _save(widget: Any, out: Path, what: str) -> int:
    out.parent.mkdir(parents=True, exist_ok=True)
    if not widget.grab().save(str(out), "PNG"):
        print(f"screenshot: cannot write {out}", file=sys.stderr)
        return 1
    print(f"screenshot: {out} ({what})")
    return 0


def _to_the_persons_decision(match: Match, agents: dict, me: int, need_three: bool) -> bool:
    """Play on (every seat by its agent) until ``me`` decides, among three or more moves worth searching
    when ``need_three`` (the hint shows three choices)."""
    game = match.game
    for _ in range(5000):
        if match.is_over():
            return False
        player = match.next_mover()
        if player == me and (not need_three or len(game.search_actions(match.state, me)) >= 3):
            return True
        match.apply(player, agents[player].choose(match.state, player))
    return False


def _hint(app: Any, window: Any) -> bool:
    coach = window.hint_coach
    return coach.ask() and _wait(app, lambda: bool(coach.choices))


def _refusal(window: Any, match: Match, me: int) -> bool:
    """Show the reason of the first move the person might try that the rules refuse now: a move of
    another seat's, or one the person may make a step later."""
    game, state = match.game, match.state
    tried = list(state.legal_actions(me))
    for seat in range(match.num_players):
        if seat != me:
            tried += state.legal_actions(seat)
    for action in list(state.legal_actions(me))[:8]:
        later = state.clone()
        later.apply_action(me, action)
        tried += later.legal_actions(me)
    for step in match.steps[-30:]:  # and what the person could do earlier (a council full by now, ...)
        tried += step.state.legal_actions(me)
    legal = set(state.legal_actions(me))
    scene = window.controller.scene
    for action in tried:
        if action not in legal and game.why_not(state, me, action) is not None and scene.refuse(action):
            return True
    return False


def _lesson(app: Any, window: Any, game_id: str, person_steps: int) -> bool:
    runner = window.lessons
    if not runner.start(game_id):
        return False
    lesson = runner.lesson

    def persons_turn() -> bool:
        expected = runner.expected() if runner.active else None
        return expected is None or (expected[0] == lesson.person and window.controller.viewer_to_act())

    done = 0
    while _wait(app, persons_turn) and runner.active:
        position = runner.position()
        if position is not None and position[1] == 0 and done >= person_steps:
            break
        expected = runner.expected()
        assert expected is not None
        if position is not None and position[1] == 0:
            done += 1
        window.controller.scene._emit(expected[1][0])  # as the table's drop or click sends it
    runner._refresh_pointer()
    return True


def _replay(args: argparse.Namespace, app: Any, match: Match, size: tuple[int, int]) -> int:
    from ..ui.replay_window import ReplayWindow

    window = ReplayWindow(match, viewer=args.seat)
    window.resize(*size)
    window.show()
    window.finish_estimates()
    last = window.replay.last_step
    window.go_to(last * 2 // 3 if args.step is None else args.step)
    _settle(app)
    try:
        return _save(window, Path(args.out), f"replay at action {window.step} of {last}")
    finally:
        window.close()
