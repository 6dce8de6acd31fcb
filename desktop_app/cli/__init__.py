"""Command-line tools, run as ``game-table TOOL ...`` or ``python -m desktop_app TOOL ...``.

TOOLS is the one list of them: ``game-table --help`` shows it (as argparse
subcommands) and ``desktop_app/__main__.py`` dispatches through it. Each
tool parses its own options, so ``game-table TOOL --help`` shows them.
Importing this package imports no tool (and no Qt).
"""

from __future__ import annotations

import argparse

# name -> (module with main(argv) -> int, one line for --help)
TOOLS: dict[str, tuple[str, str]] = {
    "screenshot": ("desktop_app.cli.screenshot", "play some moves and save the main window as a PNG"),
    "simulate": ("desktop_app.cli.simulate",
                 "play computer-only games and report win rates (--balance: the design targets)"),
    "bench": ("desktop_app.cli.bench", "engine speed: actions, random games, search, save and load"),
    "bench-instructions": ("desktop_app.cli.bench_instructions",
                           "instructions per random game (callgrind), project and reference engine"),
    "bench-ui": ("desktop_app.cli.bench_ui", "GUI-thread CPU per move in the real window, offscreen"),
    "check-save": ("desktop_app.cli.check_save", "replay a save and summarise it, or say what is wrong"),
}


def build_parser() -> argparse.ArgumentParser:
    """The top-level command line: the app itself, or one of the tools."""
    parser = argparse.ArgumentParser(
        prog="game-table",
        usage="game-table [--smoke] [SAVE]\n       game-table TOOL [options]",
        description="Tabletop games for the desktop. Without a TOOL the app opens "
                    "(with SAVE, that saved game).",
        epilog="Each tool has its own options: game-table TOOL --help.",
    )
    parser.add_argument("--smoke", action="store_true",
                        help="open the window offscreen, play a few moves, render a frame and exit")
    tools = parser.add_subparsers(title="tools", metavar="TOOL", dest="tool")
    for name, (_module, summary) in TOOLS.items():
        # The tool's own parser reads the rest of the line, --help included.
        tools.add_parser(name, help=summary, add_help=False)
    return parser
