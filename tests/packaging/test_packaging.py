"""Packaging checks that need no PyInstaller build: icons, Linux desktop files, the spec's
Qt excludes, version agreement, and (the one slow test) the wheel's contents."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from fnmatch import fnmatch
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image, ImageChops, ImageStat

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
DESKTOP_FILE = PACKAGING / "linux" / "io.github.gametable.GameTable.desktop"
METAINFO = PACKAGING / "linux" / "io.github.gametable.GameTable.metainfo.xml"
SPEC = PACKAGING / "game_table.spec"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)


def _load(name: str) -> ModuleType:
    """A script from packaging/ (that folder is no package, and its name is taken by PyPI's)."""
    spec = importlib.util.spec_from_file_location(f"gt_packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spec_list(name: str) -> list[str]:
    """A list literal assigned at the top level of the PyInstaller spec."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not a list literal in {SPEC.name}")


def _qt_modules_imported_by_app() -> set[str]:
    """Every PySide6 submodule named in an import anywhere in desktop_app."""
    found = set()
    for path in (ROOT / "desktop_app").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "PySide6":
                    found.update(alias.name for alias in node.names)
                elif node.module.startswith("PySide6."):
                    found.add(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                found.update(a.name.split(".")[1] for a in node.names if a.name.startswith("PySide6."))
    return found


# --- icons -------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", PNG_SIZES)
def test_icon_png_has_its_size_and_a_transparent_corner(size):
    image = Image.open(ICONS / f"game-table-{size}.png")
    assert image.size == (size, size)
    assert image.mode == "RGBA"
    assert image.getpixel((0, 0))[3] < 32, "the rounded tile leaves the corners (nearly) transparent"
    assert image.getpixel((size // 2, size // 2))[3] == 255


def test_ico_holds_every_windows_size_from_16_to_256():
    sizes = Image.open(ICONS / "game-table.ico").info["sizes"]
    assert {(s, s) for s in (16, 24, 32, 48, 64, 128, 256)} <= set(sizes)


def test_icns_holds_the_retina_sizes():
    icns = Image.open(ICONS / "game-table.icns")
    assert {(512, 512, 2), (256, 256, 2), (128, 128, 1), (16, 16, 2)} <= set(icns.info["sizes"])
    assert icns.size == (1024, 1024)
    icns.size = (16, 16)
    icns.load(scale=2)
    assert icns.size == (32, 32)


def test_committed_icons_match_make_icons_output(tmp_path):
    """The PNGs in resources/icons are what packaging/make_icons.py draws today (a design
    change must be followed by a rerun). Compared by pixels, not bytes, so another
    Pillow's PNG encoder does not matter."""
    _load("make_icons").write_icons(tmp_path)
    for size in PNG_SIZES:
        drawn = Image.open(tmp_path / f"game-table-{size}.png")
        committed = Image.open(ICONS / f"game-table-{size}.png")
        diff = ImageStat.Stat(ImageChops.difference(drawn, committed)).mean
        assert max(diff) < 1.0, f"game-table-{size}.png differs from make_icons.py output: {diff}"


# --- Linux desktop entry and AppStream metadata ------------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # desktop file keys are case-sensitive
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_has_the_required_keys():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Game Table"
    assert entry["Comment"]
    assert entry["Icon"] == "game-table"
    categories = entry["Categories"]
    assert categories.endswith(";")
    assert {"Game", "BoardGame"} <= set(categories.strip(";").split(";"))


def test_desktop_file_runs_the_installed_gui_script():
    command = _desktop_entry()["Exec"].split()[0]
    assert command == "game-table"
    assert command in PYPROJECT["project"]["gui-scripts"]


def test_metainfo_release_is_pyproject_version():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == METAINFO.name.removesuffix(".metainfo.xml")
    assert root.findtext("name") == "Game Table"
    assert root.findtext("summary")
    assert root.find("description/p") is not None
    assert root.find("releases/release").get("version") == PYPROJECT["project"]["version"]
    assert root.findtext("launchable") == DESKTOP_FILE.name
    assert root.findtext("provides/binary") == "game-table"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_passes_appstreamcli_validate():
    command = ["appstreamcli", "validate", "--no-net", "--explain", str(METAINFO)]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_sync_version_adds_the_new_release_first(tmp_path):
    sync = _load("sync_version")
    metainfo = tmp_path / "app.metainfo.xml"
    metainfo.write_text(sync.add_release(METAINFO.read_text(encoding="utf-8"), "9.8.7", "2030-01-02"))
    assert sync.newest_release(metainfo) == "9.8.7"
    def versions(path: Path) -> list[str]:
        return [r.get("version") for r in ET.parse(path).getroot().findall("releases/release")]

    assert versions(metainfo) == ["9.8.7", *versions(METAINFO)]


def test_sync_version_check_passes_on_the_committed_files():
    assert _load("sync_version").main(["--check"]) == 0


# --- PyInstaller spec --------------------------------------------------------------------------


def test_spec_excludes_no_qt_module_the_app_imports():
    excluded = set(_spec_list("QT_EXCLUDES"))
    imported = _qt_modules_imported_by_app()
    assert {"QtCore", "QtGui", "QtWidgets"} <= imported, "the scan found the app's Qt imports"
    assert not imported & excluded, f"excluded from the bundle but imported: {sorted(imported & excluded)}"


def test_spec_keeps_the_platform_plugins_each_os_needs():
    drop = _spec_list("DROP_PLUGINS")
    needed = ["platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so",
              "platforms/qwindows.dll", "platforms/libqcocoa.dylib", "imageformats/libqsvg.so",
              "platformthemes/libqxdgdesktopportal.so"]  # fmt: skip
    assert not [p for p in needed if any(fnmatch(p, pattern) for pattern in drop)]


def test_spec_excludes_tk_and_other_qt_bindings():
    spec = SPEC.read_text(encoding="utf-8")
    for name in ("tkinter", "PyQt5", "PyQt6", "PySide2"):
        assert f'"{name}"' in spec


# --- the data lookup in a checkout, a wheel and a bundle ---------------------------------------

# Run in a fresh interpreter: which resources, translations and help files does the app find?
LOOKUP_SCRIPT = """
import json, sys
import desktop_app
from desktop_app import i18n, resources
from desktop_app.ui.help_viewer import help_file

print(json.dumps({
    "package": desktop_app.__file__,
    "resources": str(resources.data_dir("resources")),
    "translations": str(resources.data_dir("translations")),
    "qm": {lang: str(i18n.qm_path(lang)) for lang in i18n.TRANSLATED},
    "help": {lang: str(help_file("copernico", lang)) for lang in ("en", *i18n.TRANSLATED)},
    "rules": sorted(resources.load_json("copernico", "rules.json")),
}))
"""


def _lookup(cwd: Path, pythonpath: Path, prelude: str = "") -> dict:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env["PYTHONPATH"] = str(pythonpath)
    command = [sys.executable, "-s", "-c", prelude + LOOKUP_SCRIPT]
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def _assert_found_inside(found: dict, resources: Path, translations: Path) -> None:
    assert Path(found["resources"]) == resources
    assert Path(found["translations"]) == translations
    for lang, qm in found["qm"].items():
        assert Path(qm) == translations / f"game_table_{lang}.qm"
    assert Path(found["help"]["en"]) == resources / "help" / "copernico.md"
    for lang in ("de", "es"):
        assert Path(found["help"][lang]) == resources / "help" / lang / "copernico.md"
    assert found["rules"], "a data file loads through the lookup"


def test_checkout_finds_its_top_level_folders(tmp_path):
    found = _lookup(tmp_path, ROOT)
    assert Path(found["package"]).parent == ROOT / "desktop_app"
    _assert_found_inside(found, ROOT / "resources", ROOT / "translations")


def test_bundle_finds_the_folders_the_spec_copies(tmp_path):
    """A bundle laid out by packaging/bundle_data.py (what game_table.spec gives PyInstaller):
    the app finds everything under sys._MEIPASS, not in the checkout beside it.
    (packaging/ci_package.sh builds the real bundle and checks it starts.)"""
    bundle = tmp_path / "_internal"
    for source, dest in _load("bundle_data").data_files(ROOT):
        source = Path(source)
        if source.is_dir():  # PyInstaller copies a folder's contents into dest
            shutil.copytree(source, bundle / dest, dirs_exist_ok=True)
        else:
            (bundle / dest).mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, bundle / dest / source.name)
    assert not list((bundle / "translations").glob("*.py")), "the bundle gets the .qm, not the scripts"
    found = _lookup(tmp_path, ROOT, prelude=f"import sys; sys._MEIPASS = {str(bundle)!r}\n")
    _assert_found_inside(found, bundle / "resources", bundle / "translations")


def test_the_lookup_refuses_an_unknown_folder():
    from desktop_app.resources import data_dir

    with pytest.raises(ValueError):
        data_dir("docs")


# --- the wheel (slow: builds it with pip, about 5-30 s) ---------------------------------------


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> tuple[Path, Path]:
    """A wheel built from a copy of the checkout: (wheel file, the copy it was built from)."""
    tmp_path = tmp_path_factory.mktemp("wheel")
    source = tmp_path / "src"  # build from a copy so the checkout gets no build/ or egg-info
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("desktop_app", "resources", "translations"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    command = [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "--quiet"]
    subprocess.run([*command, "-w", str(tmp_path / "wheel")], check=True, capture_output=True)
    (built,) = (tmp_path / "wheel").glob("game_table-*.whl")
    return built, source


def test_slow_wheel_contains_every_resource_and_module(wheel):
    """setup.py maps resources/ to desktop_app._resources and translations/ to
    desktop_app._translations; the wheel must carry them, fonts, Copernico data and the
    compiled translations included, or an installed app cannot start (or speaks only English)."""
    built, source = wheel
    assert _load("check_wheel").wheel_problems(built, source) == []
    with zipfile.ZipFile(built) as archive:
        names = set(archive.namelist())
    for lang in ("de", "es"):
        assert f"desktop_app/_translations/game_table_{lang}.ts" in names
        assert f"desktop_app/_translations/game_table_{lang}.qm" in names


def test_slow_wheel_check_sees_a_missing_file(wheel, tmp_path):
    """The wheel check fails when the source has a file the wheel lacks (a new game's data)."""
    built, source = wheel
    extra = tmp_path / "src"
    shutil.copytree(source, extra)
    (extra / "resources" / "newgame").mkdir()
    (extra / "resources" / "newgame" / "cards.json").write_text("{}", encoding="utf-8")
    (extra / "desktop_app" / "games" / "newgame").mkdir()
    (extra / "desktop_app" / "games" / "newgame" / "__init__.py").write_text("", encoding="utf-8")
    problems = _load("check_wheel").wheel_problems(built, extra)
    assert "resource missing: resources/newgame/cards.json" in problems
    assert "module missing: desktop_app/games/newgame/__init__.py" in problems


def test_slow_unpacked_wheel_finds_its_data_with_importlib_resources(wheel, tmp_path):
    """The wheel unpacked onto sys.path, run from elsewhere: the app must find its resources,
    translations and translated help inside the wheel, not in this checkout."""
    built, _source = wheel
    site = tmp_path / "site"
    with zipfile.ZipFile(built) as archive:
        archive.extractall(site)
    found = _lookup(tmp_path, site)
    assert Path(found["package"]).parent == site / "desktop_app"
    _assert_found_inside(found, site / "desktop_app" / "_resources", site / "desktop_app" / "_translations")
