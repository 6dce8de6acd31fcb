"""Issue 15, replay and review: "with everything revealed once the game is over". The revealed view's
observation carries every hand, but Copycat's table drew the other players' hands as backs ("x4 hand")
there too: with everything revealed they lie face up, named in their tooltip; from one seat's point of
view they stay hidden."""

from __future__ import annotations

from desktop_app.games.copycat.scene import texts

from .test_replay_fits_1280 import _match, _open


def test_copycat_replay_with_everything_revealed_shows_the_other_hands_face_up(qtbot):
    match = _match("copycat", 4, 100_000)
    assert match.is_over()
    window = _open(qtbot, match, (1366, 768))
    window.go_to(40)
    qtbot.wait(1)
    assert window.viewer is None, "a finished game opens with everything revealed"
    hands = {seat: row["hand"] for seat, row in enumerate(window.scene._obs["players"])}
    backs = window.scene._backs
    assert set(backs) == {1, 2, 3}
    assert any(hands[seat] for seat in backs), "no other hand holds a card at this step: nothing tested"
    for seat, item in backs.items():
        assert item.faces == hands[seat], f"seat {seat}'s hand is not shown face up"
        if hands[seat]:
            assert texts.card_names(hands[seat]) in item.toolTip()
    window.seat_box.setCurrentIndex(window.seat_box.findData(0))  # Cal's point of view
    qtbot.wait(1)
    assert all(item.faces == [] for item in window.scene._backs.values()), "a hidden hand is shown"
