"""The coach's numbers on a piece (ui/hint_marks.py, session 36): a place is blank only clear of the piece's
words and symbols alike; where none is, a number keeps off the words and hides as little of the symbols
as it can, the edges of two rather than more of one. tests/ui/test_hint_badges_clear_of_words.py looks
at the tables themselves."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from desktop_app.ui.hint_marks import choose_badge_place

TABLE = QRectF(-100, -100, 400, 400)
SIZE = (20.0, 17.0)


def _hides(box: QRectF, rect: QRectF) -> float:
    shared = box.intersected(rect)
    return shared.width() * shared.height()


def _place(room: QRectF, words: list[QRectF], symbols: list[QRectF]) -> tuple[tuple[float, float], QRectF]:
    return choose_badge_place(room, SIZE, [], [], TABLE, room, words, symbols)


def test_a_number_takes_the_gap_clear_of_words_and_symbols():
    room = QRectF(0, 0, 40, 40)
    word, symbol = QRectF(0, 0, 40, 10), QRectF(0, 12, 18, 28)  # a gap 22 wide right of the symbol
    cost, box = _place(room, [word], [symbol])
    assert cost == (0, 0)
    assert _hides(box, word) == 0 and _hides(box, symbol) == 0 and room.contains(box)


def test_without_a_gap_a_number_hides_a_symbol_rather_than_a_word():
    room = QRectF(0, 0, 40, 40)
    word, symbol = QRectF(0, 0, 40, 10), QRectF(0, 12, 40, 28)  # every place under the word is on it
    cost, box = _place(room, [word], [symbol])
    assert cost[0] == 0 and cost[1] > 0
    assert _hides(box, word) == 0 and _hides(box, symbol) > 0


def test_the_edges_of_two_symbols_before_more_of_one():
    room = QRectF(0, 0, 56, 17)
    left, right = QRectF(0, 0, 24, 17), QRectF(40, 0, 16, 17)  # a gap 16 wide for a number 20 wide
    _, box = _place(room, [], [left, right])
    assert _hides(box, left) > 0 and _hides(box, right) > 0
