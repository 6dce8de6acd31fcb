"""Issue 15: every place that names a Copycat office (log, prompts, coach, lessons) uses the words the
office's tile shows, so a new player can find it on the board ("Buy 2 cards", not "Permission to buy 2")."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from desktop_app.engine.events import Event
from desktop_app.games.copycat.data import load_data
from desktop_app.games.copycat.scene import art, prompts, texts


def _tile_words(monkeypatch, office: Any) -> list[str]:
    """The texts ``art.paint_office`` draws on the tile."""
    drawn: list[str] = []
    original = art.paint_text

    def recording(p: QPainter, rect: QRectF, text: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(text)
        return original(p, rect, text, *args, **kwargs)

    monkeypatch.setattr(art, "paint_text", recording)
    image = QImage(120, 70, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        art.paint_office(painter, QRectF(0, 0, 120, 70), office)
    finally:
        painter.end()
    monkeypatch.setattr(art, "paint_text", original)
    return drawn


def test_every_office_is_named_by_its_tile_words(qtbot, monkeypatch):
    for office in load_data().offices:
        words = _tile_words(monkeypatch, office)
        assert len(words) == 1, office.oid
        assert texts.office_name(office.oid) == f"“{words[0]}”", office.oid


def test_the_log_and_the_prompt_name_the_tile_words(qtbot):
    seats = [SimpleNamespace(name="Ada")]
    line = texts.describe_event(Event("copycat.place", {"player": 0, "office": "E2"}), seats)
    assert "“Swap ≤3 cards”" in line
    assert "Card exchange" not in line
    assert prompts.label_place("B4", 0, False) == "Place a worker in “Buy 2 cards”"
    assert prompts.label_use_office("E4") == "Use the office “Card again”"
