"""Issue 15, replay and review: "with everything revealed once the game is over". The revealed view's
observation carries every hand, but Copycat's table drew the other players' hands as backs ("x4 hand")
there too: with everything revealed they lie face up, named in their tooltip; from one seat's point of
view they stay hidden. Campaign Trail's replay shows one hand at a time: a tab per candidate picks it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop_app.games.campaign_trail.scene import names as ct_names
from desktop_app.games.copycat.scene import texts

from .test_replay_fits_1280 import _match, _open, _shortened


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


@pytest.mark.parametrize("players", [2, 4, 5, 8])
def test_campaign_trail_replay_with_everything_revealed_shows_each_partys_hand_on_a_tab(qtbot, players):
    """Campaign Trail's short replay layout has one hand row: with everything revealed every candidate
    gets a tab there and a click on it lays that candidate's hand face up (CT-20's tabs of a seat running
    two candidates, for every party); from one seat's point of view no other party's hand is shown."""
    match = _match("campaign-trail", players, 100_000)
    assert match.is_over()
    window = _open(qtbot, match, (1366, 768))
    window.go_to(40)
    qtbot.wait(1)
    assert window.viewer is None, "a finished game opens with everything revealed"
    scene = window.scene
    seats = scene._obs["seats"]
    tabs = [tab for tab in scene.hand_tabs if tab.isVisible()]
    assert [tab.candidate for tab in tabs] == list(range(len(seats))), "not every candidate has a tab"
    assert any(seat["hand"] for seat in seats[1:]), "no other hand holds a card at this step: nothing tested"
    hand_row = scene._layout.hand
    for tab in tabs:
        assert hand_row.contains(tab.scene_rect()), f"tab {tab.label} leaves the hand row"
        assert tab.name and tab.name in tab.toolTip(), f"tab {tab.label} does not name its candidate"
        if seats[tab.candidate]["hand"]:
            assert ct_names.card_names(seats[tab.candidate]["hand"]) in tab.toolTip()
        _click(qtbot, window, tab)
        assert tab.shown
        assert set(scene.hand) == set(seats[tab.candidate]["hand"]), f"{tab.label}'s hand is not shown"
        assert all(card.isVisible() for card in scene.hand.values())
    assert _shortened(window) == [], "the tabs cut a text"
    window.seat_box.setCurrentIndex(window.seat_box.findData(0))  # Cal's point of view
    qtbot.wait(1)
    # from one seat's point of view only a seat running two candidates keeps its two tabs (CT-20)
    own = scene._my_candidates()
    visible = [tab.candidate for tab in scene.hand_tabs if tab.isVisible()]
    assert visible == (own if len(own) > 1 else []), "another party's tab shows from one seat's view"
    assert scene._hand_owner() in own
    shown = scene._obs["seats"][scene._hand_owner()]["hand"]
    assert set(scene.hand) == set(shown), "another party's hand is shown"


def _click(qtbot, window, tab) -> None:
    point = window.view.mapFromScene(tab.scene_rect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.wait(1)
