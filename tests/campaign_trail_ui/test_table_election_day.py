"""The Election Day module on the Campaign Trail table (CT-150 to CT-155): the viewer's party's cards in a
private panel with each Exit Poll's value against its tiers, other parties' cards as counts only (CT-97),
a click on a glowing card discards it (CT-151), hovering a card lights its states, and the reward is placed
on the map (CT-153); a whole game with the module is played through the table."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.campaign_trail.actions import PickCard, PickState  # noqa: E402
from desktop_app.games.campaign_trail.election_day_data import load_election_day  # noqa: E402
from desktop_app.games.campaign_trail.scene.election_panel import HOVER_TAG  # noqa: E402
from desktop_app.games.campaign_trail.scene.election_words import poll_goal, poll_title  # noqa: E402

from .table_fixture import CtTable, perform, reach, state_point  # noqa: E402
from .test_table_expansion import check_gestures  # noqa: E402


def ed_table(qtbot, players: int = 2, seed: int = 3, **options) -> CtTable:
    t = CtTable(qtbot, players, seed=seed)
    options = t.game.normalize_options(players, {"election_day": True, **options})
    t.state = t.game.new_game(players, options, seed)
    t.show()
    return t


def test_the_panel_shows_only_the_viewers_party_cards_ct_97(qtbot):
    """CT-150, CT-97: the viewer's party's 3 + 3 cards are on the table, each Exit Poll with its value
    and tiers; the other party's board says only how many it holds."""
    t = ed_table(qtbot, 2, 3)
    reach(t, "home")
    s = t.state
    mine = s.seat_party[t.viewer]
    assert set(t.scene._ed_cards) == set(s.ed_polls[mine] + s.ed_returns[mine])
    other = 1 - mine
    assert not set(t.scene._ed_cards) & set(s.ed_polls[other] + s.ed_returns[other])
    line = t.scene._ed_lines[other]
    assert "3 Exit Poll, 3 State Returns" in line.text + " " + line.second
    poll = s.ed_polls[mine][0]
    tip = t.scene._ed_cards[poll].toolTip()
    assert poll_title(poll) in tip and poll_goal(poll) in tip
    assert t.scene.boards[mine].reserve > 60  # the seat rows leave the panel its room


def test_a_click_on_a_glowing_card_discards_it_ct_151(qtbot):
    """CT-151: after debate 1 the party's candidate 1 clicks an Exit Poll, then a State Returns card."""
    t = ed_table(qtbot, 2, 3)
    seat = reach(t, "ed_discard")
    party = t.state.seat_party[seat]
    polls = t.state.ed_polls[party]
    assert t.scene.prompt().startswith("Election Day cards: click the Exit Poll")
    assert all(t.scene._ed_cards[c].glow for c in polls)
    assert not any(t.scene._ed_cards[c].glow for c in t.state.ed_returns[party])
    perform(t, PickCard(polls[1]))
    assert polls[1] not in t.state.ed_polls[party] and polls[1] not in t.scene._ed_cards
    assert "State Returns" in t.scene.prompt()
    perform(t, PickCard(t.state.ed_returns[party][0]))
    assert len(t.state.ed_returns[party]) == 2


def test_hovering_a_state_returns_card_lights_its_states(qtbot):
    t = ed_table(qtbot, 2, 3)
    reach(t, "home")
    s = t.state
    card = s.ed_returns[s.seat_party[t.viewer]][0]
    item = t.scene._ed_cards[card]
    t.scene.item_hovered(item, True)
    states = set(load_election_day().state_returns[card].states)
    assert t.scene.map.highlighted() == states
    assert all(t.scene.map.tag(code) == HOVER_TAG for code in states)
    t.scene.item_hovered(item, False)
    assert not t.scene.map.highlighted() & states or t.scene.map.highlighted() != states


def test_the_reward_is_placed_by_clicking_state_returns_states_ct_153(qtbot):
    """CT-153: the reward's states glow on the map; a click places one voter there."""
    t = ed_table(qtbot, 2, 3)
    seat = reach(t, "ed_place")
    party = t.state.seat_party[seat]
    states = load_election_day().state_returns[t.state.ed_returns[party][0]].states
    assert t.scene.map.highlighted() == set(states)
    assert t.scene.voter is not None  # the supply token to drag, as for a campaign
    before = t.state.voters[t.state.state_index(states[0])][party]
    t.scene.viewport.reset_view()
    perform(t, PickState(states[0]))
    assert t.state.voters[t.state.state_index(states[0])][party] == before + 1
    assert state_point(t.scene, states[0]) is not None


def test_a_game_with_the_module_is_played_through_the_table(qtbot):
    """Every decision of seat 0, the Election Day ones included, has its gesture and words."""
    kinds: set[str] = set()
    for seed in (3, 4):
        t = ed_table(qtbot, 2, seed)
        for _ in range(5000):
            movers = t.state.to_move()
            if not movers:
                break
            if movers[0] == 0:
                check_gestures(t, kinds)
            else:
                t.play_heuristic(movers[0])
        assert t.state.phase.value == "over"
        t.show()
        line = t.scene._ed_lines[1]
        assert "Exit Poll" in line.text  # the other party's card is shown once measured (CT-153)
    assert {"ed_discard"} <= kinds
