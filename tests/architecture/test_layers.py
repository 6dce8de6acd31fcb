"""The import rules of ARCHITECTURE.md hold for desktop_app, and the checker catches each kind of break.

Rules: the engine core imports no game, AI, UI, command-line tool or developer tool; a game's rules
modules import no UI, command-line tool, developer tool, Qt or scene; the AI imports no UI or command-line
tool; no two modules import each other, directly or through others.
"""

from __future__ import annotations

from pathlib import Path

from .layers import build_graph, check_layers, cycles

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "desktop_app"


def test_desktop_app_keeps_its_layers_and_has_no_import_cycle():
    assert check_layers(PACKAGE) == []


def test_the_checker_sees_the_real_package():
    """Guards against a checker that passes because it read nothing: known edges are in the graph."""
    graph = build_graph(PACKAGE)
    assert "desktop_app.games.copycat.phases" in graph.modules
    assert "desktop_app.games.copycat.bid" in graph.runtime["desktop_app.games.copycat.phases"]
    # A function-local import counts: the scene table imports each scene when it is first asked for.
    assert "desktop_app.games.copycat.scene.board" in graph.runtime["desktop_app.ui.scene_registry"]
    assert "desktop_app.games.catalogue" in graph.runtime["desktop_app.ui.scene_registry"]


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "fakeapp"


def _fake_package(tmp_path: Path, extra: dict[str, str]) -> Path:
    """A small package of the same shape as desktop_app, with every import going the right way."""
    files = {
        "fakeapp/__init__.py": "",
        "fakeapp/engine/__init__.py": "",
        "fakeapp/engine/game.py": "class GameDefinition: ...\n",
        "fakeapp/games/__init__.py": "",
        "fakeapp/games/catalogue.py": "from .dice.definition import DICE\n",
        "fakeapp/games/dice/__init__.py": "",
        "fakeapp/games/dice/definition.py": "from ...engine.game import GameDefinition\nDICE = 1\n",
        "fakeapp/games/dice/scene.py": (
            "from PySide6.QtWidgets import QGraphicsScene\nfrom .definition import DICE\n"
        ),
        "fakeapp/ai/__init__.py": "",
        "fakeapp/ai/agents.py": "from ..engine.game import GameDefinition\n",
        "fakeapp/ui/__init__.py": "",
        "fakeapp/ui/window.py": "def scene():\n    from ..games.dice.scene import x\n",
        "fakeapp/cli/__init__.py": "",
        "fakeapp/cli/run.py": "from ..games.catalogue import DICE\nfrom ..ai import agents\n",
        "fakeapp/tools/__init__.py": "",
        "fakeapp/tools/measure.py": "from ..games.dice import definition\n",
    }
    files.update(extra)
    return _write(tmp_path, files)


def test_a_well_layered_fake_package_passes(tmp_path):
    assert check_layers(_fake_package(tmp_path, {})) == []


def test_the_engine_importing_a_game_fails(tmp_path):
    root = _fake_package(tmp_path, {
        # function-local, the way engine/registry.py used to reach the games
        "fakeapp/engine/registry.py": "def load():\n    from ..games.dice.definition import DICE\n",
    })
    assert check_layers(root) == [
        "fakeapp.engine.registry (line 2): the engine core imports fakeapp.games.dice.definition"
    ]


def test_the_engine_importing_tools_or_ui_fails(tmp_path):
    root = _fake_package(tmp_path, {
        "fakeapp/engine/saves.py": "import fakeapp.tools.measure\nfrom fakeapp.ui import window\n",
    })
    problems = check_layers(root)
    assert "fakeapp.engine.saves (line 1): the engine core imports fakeapp.tools.measure" in problems
    assert "fakeapp.engine.saves (line 2): the engine core imports fakeapp.ui.window" in problems


def test_a_rules_module_importing_ui_cli_tools_qt_or_a_scene_fails(tmp_path):
    root = _fake_package(tmp_path, {
        "fakeapp/games/dice/rules.py": (
            "from ...ui import window\n"
            "from ...cli.run import DICE\n"
            "from ...tools import measure\n"
            "from PySide6.QtCore import QObject\n"
            "from . import scene\n"
        ),
    })
    problems = check_layers(root)
    for line, target in ((1, "fakeapp.ui.window"), (2, "fakeapp.cli.run"), (3, "fakeapp.tools.measure"),
                         (4, "PySide6.QtCore"), (5, "fakeapp.games.dice.scene")):
        assert f"fakeapp.games.dice.rules (line {line}): a game's rules module imports {target}" in problems


def test_a_scene_may_import_qt_and_the_ui(tmp_path):
    root = _fake_package(tmp_path, {
        "fakeapp/games/dice/scene_items.py": (
            "from PySide6.QtWidgets import QGraphicsItem\nfrom ...ui import window\n"
        ),
        "fakeapp/games/dice/scene/__init__.py": "from ....ui import window\n",
    })
    assert check_layers(root) == []


def test_the_catalogue_importing_a_scene_fails(tmp_path):
    root = _fake_package(tmp_path, {"fakeapp/games/catalogue.py": "from .dice.scene import DiceScene\n"})
    assert check_layers(root) == [
        "fakeapp.games.catalogue (line 1): a game's rules module imports fakeapp.games.dice.scene"
    ]


def test_the_ai_importing_the_ui_or_cli_fails(tmp_path):
    root = _fake_package(tmp_path, {"fakeapp/ai/worker.py": "def go():\n    from ..cli import run\n"})
    assert check_layers(root) == ["fakeapp.ai.worker (line 2): the AI imports fakeapp.cli.run"]


def test_an_import_cycle_fails_even_through_a_function_local_import(tmp_path):
    """The Copycat phase loop of old: bid -> placement -> buying -> bid, held by imports inside functions."""
    root = _fake_package(tmp_path, {
        "fakeapp/games/dice/bid.py": "def reveal():\n    from .placement import begin\n",
        "fakeapp/games/dice/placement.py": "from . import buying\n",
        "fakeapp/games/dice/buying.py": "def end():\n    from .bid import begin_round\n",
    })
    assert check_layers(root) == [
        "import cycle: fakeapp.games.dice.bid <-> fakeapp.games.dice.buying <-> fakeapp.games.dice.placement"
    ]


def test_a_type_checking_import_is_no_cycle_but_still_obeys_the_layers(tmp_path):
    root = _fake_package(tmp_path, {
        "fakeapp/games/dice/state.py": "from . import moves\n",
        "fakeapp/games/dice/moves.py": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n"
            "    from .state import State\n"
            "    from ...ui.window import Window\n"
        ),
    })
    assert check_layers(root) == [
        "fakeapp.games.dice.moves (line 4): a game's rules module imports fakeapp.ui.window"
    ]


def test_cycles_are_reported_once_per_group(tmp_path):
    root = _fake_package(tmp_path, {
        "fakeapp/games/dice/a.py": "from . import b\n",
        "fakeapp/games/dice/b.py": "from . import a\n",
        "fakeapp/games/dice/c.py": "import fakeapp.games.dice.d\n",
        "fakeapp/games/dice/d.py": "from fakeapp.games.dice import c\n",
    })
    assert cycles(build_graph(root)) == [
        ["fakeapp.games.dice.a", "fakeapp.games.dice.b"],
        ["fakeapp.games.dice.c", "fakeapp.games.dice.d"],
    ]
