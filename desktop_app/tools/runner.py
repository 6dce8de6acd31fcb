"""Where independent games are played: in this process, in a local process pool, or on a Dask cluster.

Every game of ``simulate`` and of the balance measurers is independent and seeded, so it can run
anywhere; :func:`run_tasks` returns the results in task order whatever the order they finish in, and so
the figures are the same for the same seeds with ``--jobs 1``, ``--jobs 4`` or ``--scheduler
tcp://host:port``. Dask (``distributed``) is the optional ``cluster`` extra: without it a scheduler
address is refused with a message that says how to install it, and everything else works as before.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from ..engine.errors import OptionsError
from .game_records import GameRecords, task_key

T = TypeVar("T")

NO_DASK = ("--scheduler needs Dask's distributed package, the optional 'cluster' extra: "
           "pip install -e \".[cluster]\" (or pip install \"dask[distributed]\"); "
           "without it, --jobs plays games in local processes")


def check_scheduler(address: str) -> None:
    """Refuse a scheduler address that is malformed or cannot be used here, before any game is played."""
    if not address.startswith(("tcp://", "tls://", "inproc://", "ucx://")):
        raise OptionsError(
            f"--scheduler takes a Dask scheduler address such as tcp://host:8786, not {address!r}")
    try:
        import distributed  # noqa: F401
    except ImportError:
        raise OptionsError(NO_DASK) from None


def iter_tasks(
    fn: Callable[..., T], tasks: Sequence[tuple[Any, ...]], jobs: int = 1, scheduler: str | None = None,
    records: GameRecords | None = None,
) -> Iterator[T]:
    """``fn(*task)`` for every task, yielded in task order as each becomes available.

    ``scheduler``: a Dask scheduler's address; the tasks are submitted to that cluster (its workers must
    be able to import desktop_app). Otherwise ``jobs`` > 1 plays them in that many local processes
    (spawned, so no state of this process leaks into a game), and 1 in this process.
    ``records``: a record file (game_records.py); a task it holds is read back instead of played, and
    each task played is appended to it as soon as it ends."""
    if records is None:
        yield from _play_tasks(fn, tasks, jobs, scheduler)
        return
    keys = [task_key(fn, task) for task in tasks]
    pending = {key: task for key, task in zip(keys, tasks, strict=True) if not records.has(key)}
    played = _play_tasks(fn, list(pending.values()), jobs, scheduler)
    for key in keys:
        yield records.result(key) if records.has(key) else records.add(key, next(played))


def _play_tasks(
    fn: Callable[..., T], tasks: Sequence[tuple[Any, ...]], jobs: int, scheduler: str | None
) -> Iterator[T]:
    if scheduler:
        check_scheduler(scheduler)
        from distributed import Client

        with Client(scheduler, set_as_default=False) as client:
            # pure=False: two equal tasks are still two games (Dask would otherwise run one for both).
            futures = [client.submit(fn, *task, pure=False) for task in tasks]
            for future in futures:
                yield future.result()
        return
    if jobs <= 1 or len(tasks) <= 1:
        for task in tasks:
            yield fn(*task)
        return
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        futures = [pool.submit(fn, *task) for task in tasks]
        for future in futures:
            yield future.result()


def run_tasks(
    fn: Callable[..., T], tasks: Sequence[tuple[Any, ...]], jobs: int = 1, scheduler: str | None = None,
    records: GameRecords | None = None,
) -> list[T]:
    """:func:`iter_tasks` collected into a list (task order)."""
    return list(iter_tasks(fn, tasks, jobs, scheduler, records))
