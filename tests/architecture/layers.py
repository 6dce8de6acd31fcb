"""The import rules of ARCHITECTURE.md, checked from the source text.

Every ``import`` and ``from ... import`` in a package is read with ``ast`` (function-local imports
included) and resolved to the module it names, giving a graph of modules. :func:`check_layers` reports
each import that crosses a layer the wrong way and each cycle between modules.

Imports under ``if TYPE_CHECKING:`` count for the layer rules (a rules module may not even name a scene
type) but not for cycles: they never run, and mypy reads them without a cycle problem.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

QT = "PySide6"


@dataclass
class ImportGraph:
    modules: set[str] = field(default_factory=set)
    # module -> {imported name: line} for every import (runtime and type-only)
    imports: dict[str, dict[str, int]] = field(default_factory=dict)
    # module -> modules of the package it imports when it runs
    runtime: dict[str, set[str]] = field(default_factory=dict)


def module_name(root: Path, path: Path) -> str:
    """``root/games/copycat/bid.py`` -> ``<package>.games.copycat.bid`` (``root`` is the package folder)."""
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.Module, module: str, is_package: bool) -> list[tuple[str, str | None, int, bool]]:
    """(module, name imported from it or None, line, runs at import time or call time) for each import."""
    out: list[tuple[str, str | None, int, bool]] = []
    base = module.split(".") if is_package else module.split(".")[:-1]

    def visit(node: ast.AST, runs: bool) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.body:
                visit(child, False)
            for child in node.orelse:
                visit(child, runs)
            return
        if isinstance(node, ast.Import):
            out.extend((alias.name, None, node.lineno, runs) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = base[: len(base) - (node.level - 1)]
                source = ".".join(anchor + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            out.extend((source, alias.name, node.lineno, runs) for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child, runs)

    visit(tree, True)
    return out


def build_graph(root: Path) -> ImportGraph:
    graph = ImportGraph()
    parsed = []
    for path in sorted(root.rglob("*.py")):
        name = module_name(root, path)
        graph.modules.add(name)
        parsed.append((name, path))
    for name, path in parsed:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        seen: dict[str, int] = {}
        runtime: set[str] = set()
        for source, imported, line, runs in _imports(tree, name, path.name == "__init__.py"):
            # "from a.b import c" imports the module a.b.c when there is one, else the name c of a.b.
            target = source
            if imported is not None and f"{source}.{imported}" in graph.modules:
                target = f"{source}.{imported}"
            seen.setdefault(target, line)
            if runs and target in graph.modules and target != name:
                runtime.add(target)
        graph.imports[name] = seen
        graph.runtime[name] = runtime
    return graph


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def is_scene_module(package: str, name: str) -> bool:
    """A game's Qt side: ``<package>.games.<game>.scene*`` modules and a ``scene`` sub-package."""
    parts = name.split(".")
    return (
        len(parts) >= 4 and parts[0] == package and parts[1] == "games"
        and (parts[3].startswith("scene"))
    )


def is_rules_module(package: str, name: str) -> bool:
    """Anything in a game's package that is not its scene; the catalogue of games follows the same rule
    (the AI worker and the saves reach the games through it, so it must stay free of Qt and scenes)."""
    parts = name.split(".")
    return len(parts) >= 3 and parts[:2] == [package, "games"] and not is_scene_module(package, name)


def layer_violations(package: str, graph: ImportGraph) -> list[str]:
    parts = ("engine", "ui", "cli", "ai", "games", "tools")
    engine, ui, cli, ai, games, tools = (f"{package}.{part}" for part in parts)
    rules = [
        ("the engine core", lambda m: _within(m, engine),
         lambda t: any(_within(t, p) for p in (games, ai, ui, cli, tools)) or _within(t, QT)),
        ("a game's rules module", lambda m: is_rules_module(package, m),
         lambda t: any(_within(t, p) for p in (ui, cli, tools)) or _within(t, QT)
         or is_scene_module(package, t)),
        ("the AI", lambda m: _within(m, ai),
         lambda t: any(_within(t, p) for p in (ui, cli)) or _within(t, QT)),
    ]
    out = []
    for module in sorted(graph.imports):
        for what, applies, forbidden in rules:
            if not applies(module):
                continue
            for target, line in sorted(graph.imports[module].items()):
                if forbidden(target):
                    out.append(f"{module} (line {line}): {what} imports {target}")
    return out


def cycles(graph: ImportGraph) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each sorted, in sorted order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def connect(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.runtime.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph.modules):
        if v not in index:
            connect(v)
    return sorted(found)


def check_layers(root: Path) -> list[str]:
    """Every broken import rule and every import cycle in the package folder ``root``, as messages."""
    graph = build_graph(root)
    problems = layer_violations(root.name, graph)
    problems.extend("import cycle: " + " <-> ".join(group) for group in cycles(graph))
    return problems
