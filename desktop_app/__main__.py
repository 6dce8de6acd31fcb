"""Entry point: ``game-table`` / ``python -m desktop_app`` starts the app;
``game-table TOOL ...`` runs a command-line tool (the list: desktop_app/cli/__init__.py)."""

from __future__ import annotations

import sys

from .cli import TOOLS, build_parser


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # frozen builds start AI worker processes through this entry point
        import multiprocessing  # here: importing it costs the start more than the first frame shows

        multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    if args and (args[0] in TOOLS or args[0] in ("-h", "--help")):
        # argparse names the tool (or prints the overview and exits); the tool parses the rest.
        tool = build_parser().parse_args(args[:1]).tool
        from importlib import import_module

        return int(import_module(TOOLS[tool][0]).main(args[1:]) or 0)
    from .app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
