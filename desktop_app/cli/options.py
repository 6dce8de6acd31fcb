"""Game options on the command line: ``KEY=VALUE`` items, read by the game's own option list."""

from __future__ import annotations

import argparse
from typing import Any

from ..engine.game import GameDefinition


def parse_option_value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def parse_options(items: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise ValueError(f"an option is written key=value, not {item!r}")
        options[key] = parse_option_value(value)
    return options


def parse_game_options(game: GameDefinition, items: list[str]) -> dict[str, Any]:
    """KEY=VALUE read by the game's own option list: a yes/no option takes true/false, yes/no or on/off;
    a choice takes one of its choices as written (so expansion_cards=off stays the word "off"). A key
    the game does not know is read as parse_options reads it, and normalize_options refuses it."""
    specs = {spec.key: spec for spec in game.option_specs()}
    options = parse_options(items)
    for item in items:
        key, _, text = item.partition("=")
        spec = specs.get(key)
        if spec is None:
            continue
        if not spec.choices:
            value = parse_option_value(text)
            if not isinstance(value, bool):
                raise ValueError(f"option {key} is on or off, not {text!r}")
            options[key] = value
            continue
        matches = [c for c in spec.choices if str(c).lower() == text.lower()]
        if not matches:
            allowed = ", ".join(str(c) for c in spec.choices)
            raise ValueError(f"option {key} is one of {allowed}, not {text!r}")
        options[key] = matches[0]
    return options


def game_options_or_exit(parser: argparse.ArgumentParser, game: GameDefinition, players: int,
                         items: list[str]) -> dict[str, Any]:
    """The game's options for this many players from KEY=VALUE items, checked by the game. An option or
    a player count it refuses ends the tool through ``parser.error``: the usage, the reason, exit code 2."""
    try:
        return game.normalize_options(players, parse_game_options(game, items))
    except Exception as exc:  # bad options or player count: a readable message
        parser.error(str(exc.args[0]) if exc.args else str(exc))
