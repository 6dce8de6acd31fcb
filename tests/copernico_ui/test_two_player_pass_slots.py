"""Issue 15's leftovers, Copernico's draft at two players: both passed cards go to the opponent (the
rulebook: "If the game has 2 players, both cards are handed to the opponent"; spec CO-2, CO-6). The two
pass zones both read "Pass to Computer 2 (normal)", two places with one name and nothing saying why. Each
now says which of the two cards it takes, and its tooltip gives the rule; at three players and more they
name the left and the right neighbour as before."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.copernico.actions import Draft  # noqa: E402
from tests.copernico_ui.test_copernico_scene import Table, button_centre, zone_centre  # noqa: E402


def test_two_pass_zones_each_take_one_of_the_two_cards_for_the_opponent(qtbot):
    table = Table(qtbot)
    table.show()
    left, right = (table.scene._zones[role] for role in ("left", "right"))
    assert left.label == "1st card to Bruno"
    assert right.label == "2nd card to Bruno"
    assert left.label != right.label
    for zone in (left, right):
        assert zone.toolTip() == "With two players, both passed cards go to the other player."
    for role in ("keep", "discard"):
        assert table.scene._zones[role].toolTip() == ""


def test_the_two_cards_still_make_one_draft(qtbot):
    """The words changed, not the move: a card in each pass zone goes to the opponent."""
    table = Table(qtbot)
    table.show()
    cards = table.state.observation(0)["my_draft"]
    plan = {"keep": cards[0], "left": cards[1], "right": cards[2]}
    for role, card in plan.items():
        table.drag(table.card_centre(card), zone_centre(table, role))
    table.click(button_centre(table, "confirm"))
    assert table.emitted == [Draft(cards[0], cards[1], cards[2], cards[3])]


def test_three_players_keep_their_neighbours_and_no_rule_tip(qtbot):
    table = Table(qtbot, players=3)
    table.show()
    assert table.scene._zones["left"].label == "Pass left to Bruno"
    assert table.scene._zones["left"].toolTip() == ""
