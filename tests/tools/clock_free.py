"""Figures of a run without what the clock measures: two runs of the same games think for different times
(and would hit a time guard differently); every other figure must be equal."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

CLOCK = ("seconds", "cpu_seconds", "cpu", "mean_think_s", "mean_think_cpu_s", "max_think_s",
         "max_think_cpu_s", "cap_share", "cap_share_wall")


def without_clock(value: Any, keys: Collection[str] = CLOCK) -> Any:
    """``value`` with every dict entry named in ``keys`` left out, at any depth."""
    if isinstance(value, dict):
        return {k: without_clock(v, keys) for k, v in value.items() if k not in keys}
    if isinstance(value, list):
        return [without_clock(v, keys) for v in value]
    return value
