"""Helpers for game states kept as tuples (cheap to clone: a clone shares them, a change replaces them)."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the element at ``index`` replaced by ``value`` (a new tuple; ``items`` is unchanged).

    It runs in every game's hottest paths, so the usual case (an index inside the tuple) costs one
    comparison; a negative index counts from the end as in Python, anything else is an IndexError."""
    if 0 <= index < len(items):
        return items[:index] + (value,) + items[index + 1 :]
    if -len(items) <= index < 0:
        return items[: len(items) + index] + (value,) + items[len(items) + index + 1 :]
    raise IndexError(f"index {index} out of range for {len(items)} items")
