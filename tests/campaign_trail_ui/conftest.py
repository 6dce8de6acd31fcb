"""Options of the Campaign Trail table tests."""

from __future__ import annotations


def pytest_addoption(parser) -> None:
    parser.addoption("--ct-whole-game", action="store_true", default=False,
                     help="play the Campaign Trail window test to the end of Election Day")
