"""Issue 15 ("Replay and review": the biggest swings marked on the win-chance chart): two swings on
neighbouring moves put their numbers on top of each other (seen at actions 144 and 145 of a Campaign
Trail replay); each number must stay readable, beside its ring."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.record.chances import Swing  # noqa: E402
from desktop_app.ui.win_chart import WinChart  # noqa: E402


def test_numbers_of_swings_on_neighbouring_moves_stand_apart(qtbot):
    steps = 200
    values = [[0.5, 0.5] for _ in range(steps)]
    for step in range(144, steps):
        values[step] = [0.2, 0.8] if step < 146 else [0.7, 0.3]
    chart = WinChart([Seat("Ada"), Seat("Bob", colour=1)], steps - 1)
    qtbot.addWidget(chart)
    chart.resize(520, 160)
    chart.set_data(values, [Swing(146, 0, 0.5), Swing(144, 1, 0.3), Swing(145, 0, -0.1)])
    chart.show()
    plot = chart._plot_rect()
    marks = chart.swing_marks(plot)
    assert [number for number, _, _ in marks] == [1, 2, 3]
    for (a, _, ra), (b, _, rb) in itertools.combinations(marks, 2):
        assert not ra.intersects(rb), f"swing {a}'s number covers swing {b}'s"
    for number, centre, label in marks:
        assert abs(label.center().x() - centre.x()) <= 50, f"swing {number}'s number strayed from its ring"
        assert chart.rect().contains(label.toRect()), f"swing {number}'s number left the chart"
    chart.grab()  # and it paints


def test_a_narrow_chart_gives_the_legend_room_for_every_name(qtbot):
    """Issue 15 names 2x scaling: the replay window of a 1920x1080 screen at 2x is 960x540 logical
    pixels, where the chart is about 570 wide and the legend's quarter cut "Computer 4" to "Compute…"."""
    seats = [Seat("Cal")] + [Seat(f"Computer {i}", "ai", "easy", i) for i in range(1, 8)]
    chart = WinChart(seats, 99)
    qtbot.addWidget(chart)
    chart.resize(570, 240)
    chart.show()
    assert chart.shown_names() == [s.name for s in seats]
    assert chart._plot_rect().width() >= 0.5 * chart.width()  # the lines keep most of the room
    chart.resize(1400, 240)  # a wide chart keeps its legend at most 220 wide, as before
    assert chart.width() - chart._plot_rect().right() - 16 <= 220
    chart.resize(260, 240)  # no room at all: names are shortened, never drawn over the percentages
    assert any(name.endswith("…") for name in chart.shown_names())
    chart.grab()
