"""Helpers for game states kept as tuples (cheap to clone: a clone shares them, a change replaces them)."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the element at ``index`` replaced by ``value`` (a new tuple; ``items`` is unchanged)."""
    if not -len(items) <= index < len(items):
        raise IndexError(f"index {index} out of range for {len(items)} items")
    if index < 0:
        index += len(items)
    return items[:index] + (value,) + items[index + 1 :]
