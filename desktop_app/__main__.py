"""Entry point: ``game-table`` / ``python -m desktop_app`` starts the app;
subcommands run the command-line tools."""

from __future__ import annotations

import multiprocessing
import sys

COMMANDS = {
    "screenshot": "desktop_app.cli.screenshot",
    "simulate": "desktop_app.cli.simulate",
    "bench": "desktop_app.cli.bench",
    "check-save": "desktop_app.cli.check_save",
    "bench-ui": "desktop_app.cli.bench_ui",
}


def main(argv: list[str] | None = None) -> int:
    # Frozen builds start AI worker processes through this same entry point.
    multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        from importlib import import_module

        return int(import_module(COMMANDS[args[0]]).main(args[1:]) or 0)
    from .app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
