"""Issue 12, "the app always starts and nothing is lost": a broken autosave of any kind never stops the
main window from coming up; the home screen shows it damaged and can keep it aside unchanged; Open and
Continue show "cannot open" for every failure; the crash handler's autosave survives the same files."""

from __future__ import annotations

import os
import stat

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.ai.worker import AiWorker  # noqa: E402
from desktop_app.engine import saves  # noqa: E402
from desktop_app.engine.paths import autosave_path, data_dir  # noqa: E402
from desktop_app.ui.crash import PREVIOUS_AUTOSAVE, crash_autosave  # noqa: E402

from .helpers import played, save_data, write  # noqa: E402

DAMAGE = ("truncated", "garbage", "deep", "huge_number", "duplicate_key", "nan", "folder", "fifo",
          "dangling_link")


def make_damaged(kind: str) -> None:
    path = autosave_path()
    good = saves.dumps(played("copernico", 6))
    if kind == "truncated":
        path.write_text(good[: len(good) // 2])
    elif kind == "garbage":
        path.write_bytes(bytes(range(256)) * 4)
    elif kind == "deep":
        path.write_text('{"format": "game-table-save", "seats": ' + "[" * 100_000 + "]" * 100_000 + "}")
    elif kind == "huge_number":
        path.write_text(good.replace('"seed": ', '"seed": ' + "9" * 5000, 1))
    elif kind == "duplicate_key":
        path.write_text(good.replace('"seats": ', '"seats": [], "seats": ', 1))
    elif kind == "nan":
        path.write_text(good.replace('"seed": ', '"seed": NaN, "x": ', 1))
    elif kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("this OS has no FIFOs")
        os.mkfifo(path)
    else:
        path.symlink_to(data_dir() / "gone.json")


def _fingerprint(path):
    info = path.lstat()
    content = path.read_bytes() if path.is_file() and not path.is_symlink() else b""
    return stat.S_IFMT(info.st_mode), content  # the kind of file and its bytes (a copy may differ in rights)


def _open_window(qtbot, settings):
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(settings, worker_factory=lambda: AiWorker(in_process=True))
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.mark.parametrize("kind", DAMAGE)
def test_the_window_comes_up_and_shows_the_autosave_damaged(qtbot, settings, messages, kind):
    make_damaged(kind)
    before = _fingerprint(autosave_path())
    win = _open_window(qtbot, settings)
    home = win.home
    assert home.continue_panel.isVisibleTo(win) and home.damaged
    assert "damaged" in home.continue_label.text()
    assert home.set_aside_button.isVisibleTo(win)
    # Continue shows the "cannot open" message, never the crash dialog, and changes nothing.
    assert not win.continue_last()
    # (A link to nothing does not "exist" for the window: there is nothing to continue.)
    expected = "Nothing to continue" if kind == "dangling_link" else "Cannot continue the last game"
    assert messages and messages[-1][0] == expected
    assert _fingerprint(autosave_path()) == before
    # Keep a copy aside and start fresh: the file is moved, unchanged, and the panel goes.
    target = home.set_aside_damaged()
    assert target is not None and target.name.startswith("autosave-damaged-")
    assert _fingerprint(target) == before
    assert not os.path.lexists(autosave_path())
    assert not home.continue_panel.isVisibleTo(win)
    win.controller.shutdown()


def test_a_sound_autosave_shows_no_set_aside_button(qtbot, settings, messages):
    saves.save(played("councils", 8), autosave_path())
    win = _open_window(qtbot, settings)
    assert win.home.continue_panel.isVisibleTo(win) and not win.home.damaged
    assert not win.home.set_aside_button.isVisibleTo(win)
    assert win.continue_last()
    win.controller.shutdown()


def test_open_shows_cannot_open_for_an_unexpected_loading_failure(qtbot, settings, messages, monkeypatch,
                                                                   tmp_path):
    path = write(tmp_path / "s.json", save_data(played("copycat", 5)))

    def broken(_data):
        raise RuntimeError("a bug met by this file")

    monkeypatch.setattr(saves, "match_from_json", broken)
    win = _open_window(qtbot, settings)
    assert not win.open_file(path)
    assert messages[-1][0] == "Cannot open the saved game"
    assert "internal error" in messages[-1][1]
    win.controller.shutdown()


def test_open_tells_about_a_dropped_redo_branch(qtbot, settings, messages, tmp_path):
    match = played("copernico", 20, undo=1)
    data = save_data(match)
    path = write(tmp_path / "r.json", dict(data, redo=data["actions"][:1]))
    win = _open_window(qtbot, settings)
    assert win.open_file(path)
    assert messages[-1][0] == "The saved game was opened with a change"
    assert "dropped" in messages[-1][1]
    assert not win.controller.match.redo_actions
    win.controller.shutdown()


@pytest.mark.parametrize("kind", DAMAGE)
def test_the_crash_autosave_survives_any_autosave_and_keeps_the_old_one(kind):
    make_damaged(kind)
    before = _fingerprint(autosave_path())
    match = played("councils", 10)
    assert crash_autosave(match) == autosave_path()
    assert saves.load(autosave_path()).actions() == match.actions()
    kept = [p for p in data_dir().iterdir() if p.name.startswith("autosave-") and p != autosave_path()]
    if kind != "dangling_link":  # a link to nothing holds nothing to keep
        assert any(_fingerprint(p) == before for p in kept), [p.name for p in kept]
    if kind in ("truncated", "garbage", "deep", "huge_number", "duplicate_key", "nan"):
        assert (data_dir() / PREVIOUS_AUTOSAVE).exists()
