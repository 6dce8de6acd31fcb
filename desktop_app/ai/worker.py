"""Thinking away from the UI thread.

Pure-Python search holds the GIL, so the computer thinks in a separate
process. A request carries only JSON-able data (game id, options, seed, the
action list); the worker process rebuilds the state by replaying the actions
through the rules, so no state is ever pickled. When processes cannot be
started, or with ``in_process=True`` (tests), a single background thread does
the same work.

No Qt here: the UI polls the returned :class:`~concurrent.futures.Future` or
adds a done callback that posts back to its own thread.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, InvalidStateError, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from ..engine.game import GameDefinition, GameState
from ..engine.session import Match
from .agents import make_agent
from .coach import advise

# The last replayed game in this process, so a request that only extends the
# previous one replays just the new actions.
_cache_lock = threading.Lock()
_cache: dict[str, Any] = {}


def resolve_game(game_id: str, game_paths: dict[str, str] | None = None) -> GameDefinition:
    """A registered game, or one named by ``module:attribute`` in ``game_paths``
    (games that are not in the registry, such as the test games)."""
    if game_paths and game_id in game_paths:
        module, _, attribute = game_paths[game_id].partition(":")
        return getattr(importlib.import_module(module), attribute)
    from ..games.catalogue import get_game

    return get_game(game_id)


def rebuild_state(
    game: GameDefinition, num_players: int, options: dict, seed: int, actions: list[dict]
) -> GameState:
    """Replay ``actions`` from the start; every action is checked by the rules."""
    key = json.dumps([game.id, num_players, options, seed], sort_keys=True)
    codec = game.action_codec
    with _cache_lock:
        cached = _cache.get(key)
        if cached is not None and len(cached["actions"]) <= len(actions) and (
            actions[: len(cached["actions"])] == cached["actions"]
        ):
            state = cached["state"].clone()
            done = len(cached["actions"])
        else:
            state = game.new_game(num_players, game.normalize_options(num_players, dict(options)), seed)
            done = 0
    for item in actions[done:]:
        state.apply_action(int(item["player"]), codec.decode(item["action"]))
    with _cache_lock:
        _cache.clear()
        _cache[key] = {"actions": [dict(a) for a in actions], "state": state.clone()}
    return state


def _decision(game_id: str, num_players: int, options: dict, seed: int, actions: list[dict], player: int,
              game_paths: dict[str, str] | None) -> tuple[GameDefinition, GameState]:
    """The game and the position after ``actions``, where ``player`` must decide."""
    game = resolve_game(game_id, game_paths)
    state = rebuild_state(game, num_players, options, seed, actions)
    if player not in state.to_move():
        raise ValueError(f"player {player + 1} has no decision to make now")
    return game, state


def think(
    game_id: str,
    num_players: int,
    options: dict,
    seed: int,
    actions: list[dict],
    player: int,
    level: str,
    ai_seed: int,
    game_paths: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Choose ``player``'s action after ``actions``; runs in the worker."""
    started = time.perf_counter()
    game, state = _decision(game_id, num_players, options, seed, actions, player, game_paths)
    agent = make_agent(game, level, ai_seed)
    action = agent.choose(state, player)
    return {
        "action": game.action_codec.encode(action),
        "seconds": agent.last_seconds,
        "total_seconds": time.perf_counter() - started,
    }


def hint(
    game_id: str,
    num_players: int,
    options: dict,
    seed: int,
    actions: list[dict],
    player: int,
    ai_seed: int,
    game_paths: dict[str, str] | None = None,
) -> dict[str, Any]:
    """The coach's top choices for ``player`` after ``actions`` (ai/coach.py); runs in the worker."""
    started = time.perf_counter()
    game, state = _decision(game_id, num_players, options, seed, actions, player, game_paths)
    choices = advise(game, state, player, ai_seed)
    return {"choices": [c.to_json(game) for c in choices], "total_seconds": time.perf_counter() - started}


# How much lower the thinking process runs than the window (POSIX niceness). The search only counts its own
# CPU time (levels.py), so its moves do not change; when the window and the search want a processor at
# the same moment, the window gets it first and a move shows without waiting for the search.
THINKING_NICENESS = 5


def _think_in_background() -> None:
    """The worker process's initializer: lower its priority below the window's."""
    if hasattr(os, "nice"):
        # Where lowering is not allowed, thinking at the window's priority is still right.
        with contextlib.suppress(OSError):
            os.nice(THINKING_NICENESS)


def _warm_up() -> bool:
    """Import the engine and the games in the new process ahead of the first request."""
    from ..games.catalogue import all_games

    all_games()
    return True


class AiWorker:
    """Runs computer decisions in one worker process (or a thread)."""

    def __init__(self, in_process: bool = False, game_paths: dict[str, str] | None = None) -> None:
        self.in_process = in_process
        self.game_paths = dict(game_paths) if game_paths else None
        self._executor: Executor | None = None
        self._lock = threading.Lock()

    def _get_executor(self) -> Executor:
        with self._lock:
            if self._executor is None:
                if not self.in_process:
                    try:
                        self._executor = ProcessPoolExecutor(
                            max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                            initializer=_think_in_background,
                        )
                    except (OSError, NotImplementedError, ValueError):
                        self.in_process = True
                if self._executor is None:
                    self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai-worker")
            return self._executor

    def start(self) -> None:
        """Start the worker ahead of time, so the first decision does not wait
        for a new process to import the app (optional)."""
        executor = self._get_executor()
        if not self.in_process:
            executor.submit(_warm_up)

    def request(
        self,
        game_id: str,
        num_players: int,
        options: dict,
        seed: int,
        actions: list[dict],
        player: int,
        level: str,
        ai_seed: int,
    ) -> Future:
        """Ask for ``player``'s action; returns at once. The future's result is
        ``{"action": action_json, "seconds": float, ...}``."""
        args = (
            game_id, num_players, dict(options), seed, [dict(a) for a in actions], player, level, ai_seed,
            self.game_paths,
        )
        # The caller's future stays cancellable: cancelling it drops a request
        # that has not started yet, and a late answer is then ignored.
        outer: Future = Future()
        self._submit(think, args, outer, retry=not self.in_process)
        return outer

    def request_hint(self, match: Match, player: int, ai_seed: int) -> Future:
        """Ask the coach for ``player``'s best choices now (``hint``); returns at once. The future's
        result is ``{"choices": [Choice.to_json(), ...], ...}``; cancel it to drop a hint no longer wanted."""
        codec = match.game.action_codec
        actions = [{"player": p, "action": codec.encode(a)} for p, a in match.actions()]
        args = (match.game.id, match.num_players, dict(match.options), match.seed, actions, player, ai_seed,
                self.game_paths)
        outer: Future = Future()
        self._submit(hint, args, outer, retry=not self.in_process)
        return outer

    def request_for_match(self, match: Match, player: int, ai_seed: int) -> Future:
        """:meth:`request` for ``player``'s seat of a match, at that seat's level."""
        seat = match.seats[player]
        if seat.is_human:
            raise ValueError(f"seat {player + 1} is a person, not a computer")
        codec = match.game.action_codec
        actions = [{"player": p, "action": codec.encode(a)} for p, a in match.actions()]
        return self.request(
            match.game.id, match.num_players, match.options, match.seed, actions, player,
            seat.level or "normal", ai_seed,
        )

    def _submit(self, job: Callable[..., dict[str, Any]], args: tuple, outer: Future, retry: bool) -> None:
        try:
            inner = self._get_executor().submit(job, *args)
        except (BrokenProcessPool, OSError, RuntimeError) as exc:
            if retry:
                self._fall_back()
                self._submit(job, args, outer, retry=False)
            else:
                outer.set_exception(exc)
            return

        def relay(done: Future) -> None:
            if outer.done():  # cancelled by the caller
                return
            if done.cancelled():
                outer.cancel()
                return
            exc = done.exception()
            try:
                if exc is None:
                    outer.set_result(done.result())
                elif retry and isinstance(exc, (BrokenProcessPool, OSError)):
                    # The worker process died or could not start: think in a thread instead.
                    self._fall_back()
                    self._submit(job, args, outer, retry=False)
                else:
                    outer.set_exception(exc)
            except InvalidStateError:  # cancelled by the caller meanwhile
                pass

        def forward_cancel(mine: Future) -> None:
            if mine.cancelled():
                inner.cancel()

        outer.add_done_callback(forward_cancel)
        inner.add_done_callback(relay)

    def _fall_back(self) -> None:
        with self._lock:
            old, self._executor = self._executor, None
            self.in_process = True
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)

    def shutdown(self, wait: bool = True) -> None:
        """Stop the worker; thinking in progress is abandoned when ``wait`` is False."""
        with self._lock:
            old, self._executor = self._executor, None
        if old is not None:
            old.shutdown(wait=wait, cancel_futures=True)
