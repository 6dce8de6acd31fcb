"""Small parts of the shell: palette, felt, settings, texts, score sheet, zoom."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor  # noqa: E402

from desktop_app.engine.events import Event  # noqa: E402
from desktop_app.engine.game import ScoreSheet  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.ui import scene_registry, theme  # noqa: E402
from desktop_app.ui.score_sheet import ScoreSheetDialog, winners_sentence  # noqa: E402
from desktop_app.ui.settings import Settings  # noqa: E402


def _contrast(a: QColor, b: QColor) -> float:
    def lum(c: QColor) -> float:
        def ch(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_palettes_pair_every_colour_with_its_own_shape():
    for styles in theme.PALETTES.values():
        assert len(styles) >= 5  # Copernico and Councils seat up to 5
        assert len({s.colour for s in styles}) == len(styles)
        assert len({s.shape for s in styles}) == len(styles)
        for style in styles:
            assert _contrast(QColor(style.colour), QColor(style.ink)) >= 4.5  # text on a player colour
    # Shapes stay the same when the palette changes, so a player keeps their token.
    assert [s.shape for s in theme.OKABE_ITO] == [s.shape for s in theme.HIGH_CONTRAST]
    assert theme.OKABE_ITO[0].colour == "#E69F00"


def test_player_style_follows_the_chosen_palette():
    try:
        theme.set_current_palette("high-contrast")
        assert theme.player_style(1) is theme.HIGH_CONTRAST[1]
        theme.set_current_palette("no-such-palette")
        assert theme.player_style(1) is theme.OKABE_ITO[1]
    finally:
        theme.set_current_palette(theme.DEFAULT_PALETTE)


def test_felt_is_rendered_once_per_size(qapp):
    first = theme.felt_pixmap(400, 300)
    assert theme.felt_pixmap(400, 300) is first
    assert theme.felt_pixmap(401, 300) is not first
    image = first.toImage()
    # A texture, not a flat fill: neighbouring pixels differ somewhere.
    assert len({image.pixel(x, 150) for x in range(180, 220)}) > 1


def test_settings_round_trip_and_reject_nonsense(tmp_path):
    path = tmp_path / "s.ini"
    s = Settings(path)
    assert (s.ai_pace, s.default_ai_level, s.palette, s.confirm_end_turn) == (
        "normal", "normal", "okabe-ito", True
    )
    s.ai_pace = "slow"
    s.animation_speed = 0.5
    s.free_undo_solo = True
    s.add_recent_file(tmp_path / "a.json")
    s.add_recent_file(tmp_path / "b.json")
    s.add_recent_file(tmp_path / "a.json")
    s.sync()
    again = Settings(path)
    assert again.ai_pace == "slow" and again.ai_delay_ms > 0
    assert again.animation_speed == 0.5 and again.free_undo_solo is True
    assert again.recent_files == [str((tmp_path / "a.json").resolve()), str((tmp_path / "b.json").resolve())]
    path.write_text("[motion]\nai_pace=warp\nanimation_speed=fast\n", encoding="utf-8")
    broken = Settings(path)
    assert broken.ai_pace == "normal" and broken.animation_speed == 1.0


def test_settings_dir_from_environment(tmp_path, monkeypatch):
    monkeypatch.delenv("GAME_TABLE_SETTINGS", raising=False)
    monkeypatch.setenv("GAME_TABLE_SETTINGS_DIR", str(tmp_path / "conf"))
    s = Settings()
    s.ai_pace = "fast"
    s.sync()
    assert (tmp_path / "conf" / "GameTable.ini").exists()


def test_generic_log_text_names_the_player(qapp):
    seats = [Seat("Ada"), Seat("Bob")]
    event = Event("nogame.card_drawn", {"player": 1, "count": 2})
    assert scene_registry.log_text("nogame", event, seats) == "Bob: card drawn (count: 2)"
    assert scene_registry.log_text("nogame", Event("nogame.shuffled"), seats) == "shuffled"


def test_fill_puts_values_in_one_pass():
    assert scene_registry.fill("%2 before %1", "A%2", "B") == "B before A%2"


def test_copernico_texts_are_used_when_the_game_has_them(qapp):
    seats = [Seat("Ada"), Seat("Bob")]
    event = Event("copernico.rest", {"player": 0, "count": 2})
    text = scene_registry.log_text("copernico", event, seats)
    assert "Ada" in text and "rest" not in scene_registry.generic_event_text(event, seats)[:3]
    assert text != scene_registry.generic_event_text(event, seats)
    assert scene_registry.category_name("copernico", "quality") != ""


def test_score_sheet_names_winners_and_solo_rank(qtbot):
    seats = [Seat("Ada"), Seat("Bob", colour=1), Seat("Cy", colour=2)]
    sheet = ScoreSheet(("quality", "lines"), ((3, 4), (5, 2), (1, 1)), (0, 1), tie_break=(2, 2, 0))
    assert winners_sentence(sheet, seats, "nogame") == "Ada and Bob share the win with 7 points each."
    dialog = ScoreSheetDialog(sheet, seats, "nogame")
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 4  # two categories, total, tie-break
    assert [dialog.cell(2, c) for c in range(3)] == ["7", "7", "2"]
    solo = ScoreSheet(("quality",), ((44,),), (0,), rank="nogame.rank_sage")
    assert winners_sentence(solo, seats[:1], "nogame") == "You scored 44 points. Your rank: Rank sage."
