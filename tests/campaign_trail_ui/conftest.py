"""Options and shared fixtures of the Campaign Trail table tests."""

from __future__ import annotations

from .map_paints import map_table, paints  # noqa: F401 - the map tests' shared fixtures


def pytest_addoption(parser) -> None:
    parser.addoption("--ct-whole-game", action="store_true", default=False,
                     help="play the Campaign Trail window test to the end of Election Day")
