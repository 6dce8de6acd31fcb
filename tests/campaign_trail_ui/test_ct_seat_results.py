"""Issue 15: the end of a 7-8 seat Campaign Trail game with Election Day. Each other party's board holds
its revealed Exit Poll at its foot; on two lines ('Exit Poll “Lean campaign”:' over "tier 3, +9 voters")
it left the two seats rows of about 14 px at 1280x800, their names drawn over each other. The result now
takes one line there, in the fewest words that fit (whole in the tooltip), and the seats keep rows their
names read in; in the narrow view the results are told in the panel beside the hand."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402

from desktop_app.games.campaign_trail.scene.furniture import BOARD_TOP, CROWDED_TOP, crowded  # noqa: E402

from .test_ct_words_fit import items_shorten  # noqa: E402
from .words_fixture import table_language  # noqa: E402

ED = {"election_day": True}
BOTH = {"election_day": True, "breaking_news": True}
LEAST_SEAT_ROW = 19.0  # one line of the seat's name (12.5 px bold) with room around it
END = 3000  # moves: the game is over long before


def seat_rows(board) -> list[QRectF]:
    """Where the board paints its seats (furniture.PartyBoard.paint_content)."""
    rect, seats = board.rect(), len(board.figures.seats)
    top = rect.top() + (CROWDED_TOP if crowded(rect.height(), board.reserve, seats) else BOARD_TOP)
    room = (rect.bottom() - 4 - board.reserve - top) / max(1, seats)
    return [QRectF(rect.left() + 6, top + k * room, rect.width() - 12, room - 3) for k in range(seats)]


@pytest.mark.parametrize("language", ["en", "de", "es"])
@pytest.mark.parametrize("modules", [ED, BOTH], ids=["ed", "both"])
@pytest.mark.parametrize("players", [7, 8])
def test_revealed_results_leave_every_seat_a_row_it_reads_in_at_1280x800(qtbot, players, modules, language):
    from tests.ui.test_text_fits_1280 import _table_in_view

    with table_language(language):
        _view, scene = _table_in_view(qtbot, "campaign-trail", players, 1004, 716, moves=END, options=modules)
        assert (scene._obs or {}).get("phase") == "over"
        results = scene._obs["election_day"].get("results") or []
        assert results, "no Exit Poll revealed at the end"
        assert scene._layout.panel is None, "the boards hold the results at 1280x800"
        lines = [line for line in scene._ed_lines if line.isVisible()]
        for board, line in zip(scene.boards, scene._ed_lines, strict=False):
            rows = seat_rows(board)
            for row in rows:
                assert row.height() >= LEAST_SEAT_ROW, f"a seat row {row.height():.1f} px tall ({line.text})"
            if line.isVisible():
                words = [text for text in (line.text, line.second) if text]
                assert line.rect().height() >= 16 * len(words) - 0.5, f"{words} in a short line"
                assert line.scene_rect().top() >= rows[-1].bottom(), f"{words} lies over a seat"
        assert items_shorten([*scene.boards, *lines]) == []


@pytest.mark.parametrize("language", ["en", "de", "es"])
@pytest.mark.parametrize("players", [7, 8])
def test_revealed_results_read_whole_in_the_narrow_views_panel(qtbot, players, language):
    from tests.ui.test_text_fits_1280 import _table_in_view

    with table_language(language):
        _view, scene = _table_in_view(qtbot, "campaign-trail", players, 738, 456, moves=END, options=ED)
        assert (scene._obs or {}).get("phase") == "over" and scene._layout.panel is not None
        others = scene._ed_others
        assert others.isVisible() and scene._layout.panel.contains(others.scene_rect())
        for board in scene.boards:
            assert all(row.height() >= LEAST_SEAT_ROW for row in seat_rows(board))
        lines = [line for line in (*scene._ed_lines, others) if line.isVisible()]
        assert items_shorten([*scene.boards, *lines]) == []
