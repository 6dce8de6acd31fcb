"""Engine core: the seeded RNG, action JSON, option checks, and the Qt-free layering."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.engine.actions import ActionCodec
from desktop_app.engine.errors import OptionsError, SaveError
from desktop_app.engine.rng import Rng
from desktop_app.engine.seats import parse_seats
from desktop_app.games.copernico.actions import CODEC, Draft, Pay, Place, Rest

ROOT = Path(__file__).resolve().parents[2]


def test_rng_is_deterministic_and_copies_exactly():
    a = Rng(42)
    b = a.copy()
    assert [a.below(90) for _ in range(50)] == [b.below(90) for _ in range(50)]
    assert Rng(1).shuffled(range(10)) != Rng(2).shuffled(range(10))
    assert sorted(Rng(3).shuffled(range(90))) == list(range(90))
    with pytest.raises(ValueError):
        Rng(1).below(0)


def test_rng_below_is_roughly_uniform():
    rng = Rng(7)
    counts = [0] * 5
    for _ in range(5000):
        counts[rng.below(5)] += 1
    assert all(900 < c < 1100 for c in counts)


@pytest.mark.parametrize("action", [Draft("Q01", "Q02", None, None), Place("Q10", 5), Pay("Q03"), Rest()])
def test_actions_round_trip_through_json(action):
    assert CODEC.decode(CODEC.encode(action)) == action


@pytest.mark.parametrize("bad", [
    "place", {"kind": "fly"}, {"kind": "place", "card": "Q01"},
    {"kind": "place", "card": "Q01", "position": 1, "extra": 2},
    {"kind": "place", "card": {"x": 1}, "position": 1},
])
def test_codec_refuses_malformed_actions(bad):
    with pytest.raises(SaveError):
        CODEC.decode(bad)


def test_codec_needs_unique_kinds():
    with pytest.raises(ValueError):
        ActionCodec([Rest, Rest])


def test_seat_specs():
    seats = parse_seats("human,ai:easy,ai")
    assert [s.spec for s in seats] == ["human", "ai:easy", "ai:normal"]
    with pytest.raises(ValueError):
        parse_seats("robot")
    with pytest.raises(ValueError):
        parse_seats("ai:genius")


def test_unknown_options_are_refused():
    from desktop_app.games.copernico.definition import COPERNICO_GAME

    with pytest.raises(OptionsError):
        COPERNICO_GAME.normalize_options(2, {"turbo": True})
    with pytest.raises(OptionsError):
        COPERNICO_GAME.normalize_options(1, {"solo_advice": 3})


def _qt_allowed(path: Path) -> bool:
    rel = path.relative_to(ROOT / "desktop_app").as_posix()
    name = path.name
    return (rel.startswith("ui/") or rel in ("app.py", "__main__.py")
            or (rel.startswith("games/") and (name == "scene.py" or name.startswith("scene_")
                                            or "/scene/" in rel)))


def test_engine_and_rules_never_import_qt():
    offenders = []
    for path in (ROOT / "desktop_app").rglob("*.py"):
        if _qt_allowed(path):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n.split(".")[0] == "PySide6" for n in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_importing_the_engine_and_a_game_loads_no_qt():
    code = (
        "import sys\n"
        "from desktop_app.engine import registry, saves, session\n"
        "from desktop_app.games import catalogue\n"
        "from desktop_app.games.copernico.definition import COPERNICO_GAME\n"
        "COPERNICO_GAME.new_game(2, COPERNICO_GAME.normalize_options(2, {}), 1)\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
