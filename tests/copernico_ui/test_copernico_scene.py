"""What a person does at the Copernico table (pytest-qt, offscreen).

The scene is fed real observations and legal actions of a real game; every
action it emits is checked against the legal list and applied, as the main
window does, so the scene is redrawn synchronously after each one.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from desktop_app.engine.events import Event  # noqa: E402
from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.copernico.actions import (  # noqa: E402
    Draft,
    Pay,
    Peek,
    Place,
    PlaceBlank,
    Reformulate,
    Rest,
)
from desktop_app.games.copernico.costs import payable_cards  # noqa: E402
from desktop_app.games.copernico.definition import COPERNICO_GAME  # noqa: E402
from desktop_app.games.copernico.scene import texts as scene_texts  # noqa: E402
from desktop_app.games.copernico.scene.board import SCENE_CLASS, CopernicoScene  # noqa: E402
from desktop_app.games.copernico.scene.items import CardItem  # noqa: E402
from tests.scene_harness import H, SceneTable, W, running_glides  # noqa: E402


class Table(SceneTable):
    game = COPERNICO_GAME
    scene_class = CopernicoScene

    def __init__(self, qtbot, players: int = 2, seed: int = 3, viewer: int = 0) -> None:
        super().__init__(qtbot, players, seed, viewer)

    def others_play(self) -> None:
        """Every other seat moves (heuristic) until only the viewer owes a decision or the game ends."""
        while True:
            movers = [p for p in self.state.to_move() if p != self.viewer]
            if not movers:
                break
            self.play_heuristic(movers[0])
        self.recent = []
        self.show()

    def card(self, card_id: str) -> CardItem:
        return self.scene._cards[card_id]

    def card_centre(self, card_id: str) -> QPointF:
        rect = self.card(card_id).scene_card_rect()
        # The left strip of a card is never covered by its right-hand neighbour in a fanned hand.
        return QPointF(rect.left() + min(18.0, rect.width() / 4), rect.center().y())


def zone_centre(table: Table, role: str | None) -> QPointF:
    return table.scene._zones[role].scene_rect().center()


def slot_centre(table: Table, position: int) -> QPointF:
    return table.scene._slots[position - 1].scene_rect().center()


def button_centre(table: Table, name: str) -> QPointF:
    return getattr(table.scene, f"_btn_{name}").scene_rect().center()


def to_my_action_phase(table: Table, want=None) -> None:
    """Into phase 2 with the viewer to choose (and, optionally, a legal action that satisfies ``want``)."""
    v = table.viewer

    def ready(s) -> bool:
        if s.phase != "act" or v not in s.to_move() or s.commits[v] is not None:
            return False
        return want is None or any(want(s, a) for a in s.legal_actions(v))

    table.advance_to(ready)


# -- the draft -----------------------------------------------------------------------
def test_co5_draft_by_dragging_cards_onto_zones_emits_the_legal_draft(qtbot):
    """CO-5: keep 1, pass 1 each way (2 players: both to the opponent), discard 1; then confirm."""
    table = Table(qtbot)
    obs = table.state.observation(0)
    cards = obs["my_draft"]
    assert obs["phase"] == "draft" and len(cards) == 4
    plan = {"keep": cards[2], "left": cards[0], "right": cards[3], "discard": cards[1]}
    for role in ("keep", "left", "right"):
        table.drag(table.card_centre(plan[role]), zone_centre(table, role))
        assert table.scene._roles[role] == plan[role]
    # the fourth card can only go to Discard, so the scene already put it there
    assert table.scene._roles["discard"] == plan["discard"]
    assert table.emitted == []
    assert table.scene._btn_confirm.enabled
    table.click(button_centre(table, "confirm"))
    assert table.emitted == [Draft(plan["keep"], plan["left"], plan["right"], plan["discard"])]


def test_co2_two_player_pass_zones_both_name_the_opponent(qtbot):
    """CO-2 / rulebook: with 2 players both passed cards go to the opponent."""
    table = Table(qtbot)
    table.show()
    labels = {role: table.scene._zones[role].label for role in ("left", "right")}
    assert labels == {"left": "1st card to Bruno", "right": "2nd card to Bruno"}


def test_co2_three_player_pass_zones_name_left_and_right_neighbours(qtbot):
    table = Table(qtbot, players=3)
    table.show()
    assert table.scene._zones["left"].label == "Pass left to Bruno"
    assert table.scene._zones["right"].label == "Pass right to Chiara"


def test_draft_drop_outside_any_zone_returns_the_card(qtbot):
    table = Table(qtbot)
    table.show()
    card = table.state.observation(0)["my_draft"][0]
    home = table.card(card).pos()
    table.drag(table.card_centre(card), QPointF(640, 120))  # the opponent's area is no drop zone
    assert table.scene._roles == {}
    assert table.card(card).pos() == home
    assert table.emitted == []


def test_draft_by_keyboard(qtbot):
    """Every mouse gesture has a keyboard way: focus a card, Enter picks it up, Enter on a zone drops it."""
    table = Table(qtbot)
    table.show()
    table.view.setFocus()
    cards = table.state.observation(0)["my_draft"]
    table.key(Qt.Key.Key_Tab)  # focus the first draft card
    assert table.scene._focus_key == ("card", cards[0])
    table.key(Qt.Key.Key_Return)  # pick it up: focus jumps to the first zone
    assert table.scene._held == cards[0]
    table.key(Qt.Key.Key_Right)  # from the drawn row to Keep
    assert table.scene._focus_key == ("zone", "keep")
    table.key(Qt.Key.Key_Return)
    assert table.scene._roles == {"keep": cards[0]}
    # number keys: focus a card and press the role number
    for role_number, card in ((2, cards[1]), (3, cards[2])):
        table.scene._focus_key = ("card", card)
        table.key(getattr(Qt.Key, f"Key_{role_number}"))
    assert table.scene._draft_action() == Draft(cards[0], cards[1], cards[2], cards[3])
    table.key(Qt.Key.Key_Space)
    assert table.emitted == [Draft(cards[0], cards[1], cards[2], cards[3])]


def test_co25_draft_shows_every_hand_face_up_and_hides_them_afterwards(qtbot):
    """CO-25: hands lie face up during the draft only; a hidden hand is never drawn face up."""
    table = Table(qtbot)
    table.show()
    opp_hand = table.state.observation(0)["hands"][1]
    assert opp_hand is not None
    for card in opp_hand:
        assert table.card(card).face_up and table.card(card).isVisible()
    to_my_action_phase(table)
    obs = table.state.observation(0)
    assert obs["hands"][1] is None
    hidden = set(table.state.hands[1])  # the truth, which the scene must not show
    shown = {item.card_id for item in table.scene.items() if isinstance(item, CardItem) and item.face_up
             and item.isVisible()}
    assert not hidden & shown
    assert table.scene._backs[1].count == len(hidden) and table.scene._backs[1].isVisible()


# -- phase 2 -----------------------------------------------------------------------
def test_co8_drag_to_empty_position_emits_place_and_payment_goes_in_card_order(qtbot):
    """CO-8: place on an empty position, then pay by clicking hand cards; Pay steps ascend."""
    table = Table(qtbot, seed=5)
    to_my_action_phase(table, lambda s, a: isinstance(a, Place) and s.data.cost[a.card] >= 2
                       and len(s.hands[0]) - 1 > s.data.cost[a.card])
    legal = table.state.legal_actions(0)
    place = next(a for a in legal if isinstance(a, Place) and table.state.data.cost[a.card] >= 2
                 and len(table.state.hands[0]) - 1 > table.state.data.cost[a.card])
    empty = place.position
    table.drag(table.card_centre(place.card), slot_centre(table, empty))
    assert table.emitted == [place]
    obs = table.state.observation(0)
    commit = obs["my_commit"]
    assert commit["kind"] == "place" and commit["due"] == table.state.data.cost[place.card]
    assert table.scene._mode == "pay"
    assert "Undo" in table.scene.prompt()
    # choose the lowest cards of the payment pool, clicking them in descending order
    pool = table.scene._pay_pool()
    chosen = pool[: commit["due"]]
    for card in reversed(chosen):
        table.click(table.card_centre(card))
    assert table.scene._pay_sel == set(chosen)
    assert f"{commit['due']} of {commit['due']}" not in table.scene.prompt()  # the prompt says: confirm
    assert "Confirm" in table.scene.prompt()
    table.click(button_centre(table, "confirm"))
    pays = table.emitted[1:]
    assert pays == [Pay(c) for c in sorted(chosen)]
    assert table.state.commits[0] is not None and table.scene._mode == "wait"
    assert "Waiting for Bruno" in table.scene.prompt()


def test_payment_card_click_toggles_and_caps_at_the_cost(qtbot):
    table = Table(qtbot, seed=5)
    to_my_action_phase(table, lambda s, a: isinstance(a, Place) and s.data.cost[a.card] == 1
                       and len(s.hands[0]) >= 4)
    place = next(a for a in table.state.legal_actions(0) if isinstance(a, Place)
                 and table.state.data.cost[a.card] == 1)
    table.drag(table.card_centre(place.card), slot_centre(table, place.position))
    pool = table.scene._pay_pool()
    table.click(table.card_centre(pool[0]))
    table.click(table.card_centre(pool[1]))  # the cost is 1: a second card is not taken
    assert table.scene._pay_sel == {pool[0]}
    table.click(table.card_centre(pool[0]))  # clicking again puts it back
    assert table.scene._pay_sel == set()
    assert not table.scene._btn_confirm.enabled
    assert len(table.emitted) == 1


def test_co9_drag_onto_own_card_emits_reformulate(qtbot):
    """CO-9: a dearer hand card dropped on one of your cards reformulates."""
    table = Table(qtbot, seed=5)
    to_my_action_phase(table, lambda s, a: isinstance(a, Reformulate))
    action = next(a for a in table.state.legal_actions(0) if isinstance(a, Reformulate))
    table.drag(table.card_centre(action.card), slot_centre(table, action.position))
    assert table.emitted == [action]


def test_illegal_drop_emits_nothing_and_the_card_goes_home(qtbot):
    table = Table(qtbot, seed=5)
    to_my_action_phase(table)
    obs = table.state.observation(0)
    legal = table.state.legal_actions(0)
    hand = obs["hands"][0]
    # a card and a position that together are not legal: an occupied position for a card that cannot
    # reformulate it, or else the deck
    card = hand[0]
    bad = [p for p in range(1, 10) if Place(card, p) not in legal and Reformulate(card, p) not in legal]
    home = table.card(card).pos()
    target = slot_centre(table, bad[0]) if bad else table.scene._deck.scene_rect().center()
    table.drag(table.card_centre(card), target)
    table.drag(table.card_centre(card), table.scene._deck.scene_rect().center())
    assert table.emitted == []
    assert table.card(card).pos() == home


def test_targets_glow_only_where_the_dragged_card_is_legal(qtbot):
    table = Table(qtbot, seed=5)
    to_my_action_phase(table)
    legal = table.state.legal_actions(0)
    card = next(a.card for a in legal if isinstance(a, Place))
    item = table.card(card)
    table.scene.drag_started(item)
    for slot in table.scene._slots:
        ok = Place(card, slot.position) in legal or Reformulate(card, slot.position) in legal
        assert slot.glow == ok and slot.dim == (not ok)
        if ok:
            assert slot.cost_text
    table.scene.drag_finished(item, QPointF(-50, -50))
    assert not any(slot.glow for slot in table.scene._slots)
    assert table.emitted == []


def test_co10_rest_button_and_key_emit_rest(qtbot):
    table = Table(qtbot, seed=5)
    to_my_action_phase(table)
    assert table.scene._btn_rest.isVisible()
    table.apply = False
    table.click(button_centre(table, "rest"))
    assert table.emitted == [Rest()]
    table.view.setFocus()
    table.key(Qt.Key.Key_R)
    assert table.emitted == [Rest(), Rest()]


def test_place_by_keyboard_with_position_number(qtbot):
    table = Table(qtbot, seed=5)
    to_my_action_phase(table)
    legal = table.state.legal_actions(0)
    place = next(a for a in legal if isinstance(a, Place))
    table.view.setFocus()
    table.apply = False
    table.scene._focus_key = ("card", place.card)
    table.key(Qt.Key.Key_Return)  # pick up
    assert table.scene._held == place.card
    assert table.scene._slots[place.position - 1].glow
    table.key(getattr(Qt.Key, f"Key_{place.position}"))
    assert table.emitted == [place]


def test_click_to_pick_up_and_click_a_position_to_place(qtbot):
    table = Table(qtbot, seed=5)
    to_my_action_phase(table)
    place = next(a for a in table.state.legal_actions(0) if isinstance(a, Place))
    table.apply = False
    table.click(table.card_centre(place.card))
    assert table.scene._held == place.card
    table.click(slot_centre(table, place.position))
    assert table.emitted == [place]


def test_co13_peek_by_clicking_an_advice_card(qtbot):
    """CO-13: after a new line the player looks at one of the two face-down Advice cards."""
    table = Table(qtbot, seed=5)
    table.advance_to(lambda s: s.phase == "peek" and 0 in s.to_move())
    assert table.scene.prompt().startswith("Choose an Advice card")
    advice = table.scene._advice[1]
    assert advice.glow and advice.colour is None
    table.click(advice.scene_rect().center())
    assert table.emitted == [Peek(1)]
    seen = table.state.observation(0)["seen_advice"]
    assert table.scene._advice[1].colour == table.state.data.advice[seen[-1][1]].colour


def test_last_reveal_is_marked_on_the_tables(qtbot):
    table = Table(qtbot, seed=5)
    to_my_action_phase(table, lambda s, a: s.turn >= 2)
    reveal = table.state.observation(0)["last_reveal"]
    placed = [r[2] for r in reveal if r[1] in ("place", "reformulate")]
    assert placed
    for card in placed:
        assert table.card(card).marked
    unmarked = [c for c in table.state.tables[0] if c and c not in placed]
    assert all(not table.card(c).marked for c in unmarked)


def test_game_over_reveals_hypotheses_advice_and_scores(qtbot):
    table = Table(qtbot, seed=5)
    table.advance_to(lambda s: s.phase == "over", limit=3000)
    obs = table.state.observation(0)
    assert table.scene._score.isVisible()
    totals = [int(v) for v in table.scene._score.rows[-1][1]]
    assert totals == obs["scores"]["totals"]
    assert all(a.colour is not None for a in table.scene._advice)
    assert table.scene._opp_hyps[1].hypothesis == obs["hypotheses"][1]
    assert table.scene.prompt().startswith("Game over")
    assert table.scene._btn_confirm.isVisible() is False and table.scene._btn_rest.isVisible() is False


def test_render_draft_action_and_game_over_to_png(qtbot, tmp_path):
    table = Table(qtbot, players=3, seed=8)
    table.show()
    shots = []
    for name, test in (("draft", lambda s: True),
                       ("act", lambda s: s.phase == "act" and 0 in s.to_move() and s.commits[0] is None),
                       ("over", lambda s: s.phase == "over")):
        table.advance_to(test, limit=4000)
        image = QImage(W, H, QImage.Format.Format_ARGB32)
        image.fill(QColor("black"))
        painter = QPainter(image)
        table.scene.render(painter, QRectF(0, 0, W, H), QRectF(0, 0, W, H))
        painter.end()
        path = tmp_path / f"copernico_{name}.png"
        assert image.save(str(path))
        shots.append(image)
    # the felt and the cards were drawn (the image is not one flat colour)
    for image in shots:
        assert len({image.pixel(x, y) for x in range(0, W, 97) for y in range(0, H, 89)}) > 20


def test_prompt_changed_is_emitted_and_names_who_is_awaited(qtbot):
    table = Table(qtbot)
    assert table.scene.prompt().startswith("Choose which card to keep, discard and pass")
    prompts = []
    table.scene.prompt_changed.connect(prompts.append)
    cards = table.state.observation(0)["my_draft"]
    for card, role in zip(cards, ("keep", "left", "right"), strict=False):
        table.scene._assign(card, role)
    assert prompts == [table.scene.prompt()] and "Confirm" in prompts[-1] and "Undo" in prompts[-1]
    table.click(button_centre(table, "confirm"))
    assert prompts[-1] == "Waiting for Bruno…"


def test_spectator_view_shows_no_hand_face_up_outside_the_draft(qtbot):
    """Behind a hand-over screen the window shows the public view (viewer None): no private card."""
    table = Table(qtbot, players=3, seed=5)
    table.scene.show_observation(table.state.observation(None), None, [], [])
    assert not table.scene._zones["keep"].isVisible()  # nobody's draft cards are shown
    drafted = {c for d in table.state.drafts for c in d}
    shown = {item.card_id for item in table.scene.items() if isinstance(item, CardItem) and item.face_up}
    assert not drafted & shown
    to_my_action_phase(table)
    table.scene.show_observation(table.state.observation(None), None, [], [])
    assert table.scene.prompt().startswith("Waiting for")
    shown = {item.card_id for item in table.scene.items() if isinstance(item, CardItem) and item.face_up}
    for hand in table.state.hands:
        assert not set(hand) & shown
    assert table.scene._my_hyp.isVisible() is False  # no secret hypothesis in the public view


def test_co21_solo_blank_when_nothing_is_affordable(qtbot):
    """CO-21: in solo, with no affordable card, a card dropped on an empty position goes face down."""
    table = Table(qtbot, players=1, seed=1)
    state = table.state
    # CO-EX-11: a hand of Q61, Q62, Q81, Q82 cannot pay for anything
    state.hands = (("Q61", "Q62", "Q81", "Q82"),)
    state._legal = state._movers = None
    table.show()
    legal = state.legal_actions(0)
    assert all(isinstance(a, PlaceBlank) for a in legal)
    assert "face down" in table.scene.prompt()
    table.drag(table.card_centre("Q81"), slot_centre(table, 5))
    assert table.emitted == [PlaceBlank("Q81", 5)]
    blank = table.scene._cards["Q81"]
    assert not blank.face_up and blank.back_label


def test_is_turn_ending(qtbot):
    table = Table(qtbot, seed=5)
    assert table.scene.is_turn_ending(Rest())
    to_my_action_phase(table)
    legal = table.state.legal_actions(0)
    free = [a for a in legal if isinstance(a, Place) and table.state.data.cost[a.card] == 0]
    for action in free:
        assert table.scene.is_turn_ending(action)


def test_resize_lays_the_table_out_again(qtbot):
    table = Table(qtbot, players=4)
    table.show()
    table.scene.resize_to(1600, 1000)
    assert table.scene.sceneRect() == QRectF(0, 0, 1600, 1000)
    for item in table.scene._cards.values():
        assert QRectF(0, 0, 1600, 1000).contains(item.scene_card_rect())


def test_hover_shows_a_large_preview_of_a_small_card(qtbot):
    table = Table(qtbot, players=3)
    table.show()
    small = next(table.card(c) for c in table.state.observation(0)["hands"][1])
    table.scene.card_hovered(small, True)
    assert table.scene._preview.isVisible() and table.scene._preview.card_id == small.card_id
    assert table.scene._preview.rect().height() > small.height
    assert "Quadrant card" in small.toolTip()


def test_scene_class_is_found_by_the_registry():
    from desktop_app.ui.scene_registry import scene_class, texts_module

    assert scene_class("copernico") is CopernicoScene is SCENE_CLASS
    assert texts_module("copernico") is scene_texts


# -- texts -----------------------------------------------------------------------------
EVENT_IDS = {
    "copernico.place", "copernico.reformulate", "copernico.rest", "copernico.rest_drawn", "copernico.paid",
    "copernico.draft_drawn", "copernico.card_received", "copernico.draft_resolved",
    "copernico.draft_committed", "copernico.action_committed", "copernico.line_completed",
    "copernico.peeked", "copernico.advice_seen", "copernico.reshuffled", "copernico.turn_started",
    "copernico.actions_open", "copernico.draft_done", "copernico.place_blank", "copernico.solo_drawn",
    "copernico.game_over",
}


def _play_out(players: int, seed: int) -> list[Event]:
    state = COPERNICO_GAME.new_game(players, COPERNICO_GAME.normalize_options(players, {}), seed)
    rng = Rng(seed)
    events: list[Event] = []
    while state.to_move():
        p = state.to_move()[0]
        events.extend(state.apply_action(p, COPERNICO_GAME.heuristic_action(state, p, rng)))
    return events


def test_every_event_of_real_games_gets_a_whole_sentence(qtbot):
    seats = [Seat(n) for n in ("Anna", "Bruno", "Chiara")]
    seen = set()
    for players, seed in ((3, 1), (2, 4), (1, 2)):
        for event in _play_out(players, seed):
            text = scene_texts.describe_event(event, seats)
            assert text and "%" not in text and "(s)" not in text
            seen.add(event.message_id)
    synthetic = [
        Event("copernico.reshuffled", {"count": 12}),
        Event("copernico.place_blank", {"player": 0, "position": 4}),
        Event("copernico.reformulate",
              {"player": 1, "card": "Q62", "position": 2, "paid": 1, "replaced": "Q22"}),
        Event("copernico.rest", {"player": 1, "count": 2}),
        Event("copernico.rest_drawn", {"player": 1, "cards": ["Q01", "Q02"]}),
        Event("copernico.peeked", {"player": 1, "index": 0}),
        Event("copernico.advice_seen", {"player": 1, "index": 0, "advice": "A-R"}),
        Event("copernico.line_completed", {"player": 1, "colour": "G", "line": 6}),
    ]
    for event in synthetic:
        assert scene_texts.describe_event(event, seats)
        seen.add(event.message_id)
    assert seen >= EVENT_IDS


def test_texts_for_plurals_names_and_tooltips(qtbot):
    seats = [Seat("Anna"), Seat("Bruno")]
    assert scene_texts.describe_event(Event("copernico.rest", {"player": 0, "count": 1}), seats) == \
        "Anna rests and draws 1 card."
    assert scene_texts.describe_event(Event("copernico.rest", {"player": 1, "count": 2}), seats) == \
        "Bruno rests and draws 2 cards."
    assert scene_texts.describe_event(
        Event("copernico.place", {"player": 0, "card": "Q22", "position": 5, "paid": 0}), seats
    ) == "Anna places Q22 on position 5 for free."
    for cat in ("quality", "lines", "colours", "advice", "hypotheses", "objectives"):
        assert scene_texts.category_name(cat)
    for rank in ("planetary_ignoramus", "geocentrist", "apprentice", "sage", "copernicus"):
        assert scene_texts.rank_name(rank)
    assert [scene_texts.colour_name(k) for k in "RGYBP"] == ["red", "green", "yellow", "blue", "purple"]
    tip = scene_texts.card_tooltip("Q62")
    assert "Q62" in tip and "5" in tip and "red (sun)" in tip and "yellow (star)" in tip
    with pytest.raises(KeyError):
        scene_texts.describe_event(Event("copernico.nonsense", {}), seats)


def test_cards_glide_with_animation_and_settle_on_the_latest_observation(qtbot):
    """Moves animate (speed 1), the scene catches up with each new observation, speed 0 is instant."""
    table = Table(qtbot, seed=5)
    table.scene.set_animation_speed(1.0)
    to_my_action_phase(table, lambda s, a: isinstance(a, Place) and s.data.cost[a.card] == 0)
    place = next(a for a in table.state.legal_actions(0) if isinstance(a, Place)
                 and table.state.data.cost[a.card] == 0)
    moving = [item for item in table.scene._cards.values() if item.is_moving()]
    assert moving, "the new hand should glide in from the deck"
    # Let the hand settle before grabbing a card (a busy machine may take longer than the glide).
    qtbot.waitUntil(lambda: not any(item.is_moving() for item in table.scene._cards.values()), timeout=3000)
    table.drag(table.card_centre(place.card), slot_centre(table, place.position))
    assert table.emitted == [place]
    table.others_play()  # the turn resolves and the next draft is dealt while cards are still moving
    glides = running_glides(table.scene._cards.values())
    assert glides and all(150 <= ms <= 300 for ms in glides)
    qtbot.waitUntil(lambda: not any(item.is_moving() for item in table.scene._cards.values()), timeout=5000)
    for key, item in table.scene._cards.items():
        home, height = table.scene._home[key]
        assert (item.pos() - home).manhattanLength() < 0.5 and abs(item.height - height) < 0.5
    card = table.card(place.card)
    assert card.scene_card_rect().topLeft() == table.scene._slots[place.position - 1].scene_rect().topLeft()


def test_co25_hand_taken_back_up_is_hidden_even_while_cards_fly(qtbot):
    """CO-25 with animations on: cards leaving an opponent's laid-out hand turn face down at once."""
    table = Table(qtbot, seed=7)
    table.scene.set_animation_speed(1.0)
    table.show()
    laid_out = set(table.state.observation(0)["hands"][1])
    cards = table.state.observation(0)["my_draft"]
    for card, role in zip(cards, ("keep", "left", "right"), strict=False):
        table.scene._assign(card, role)
    table.click(button_centre(table, "confirm"))
    table.others_play()  # the draft resolves: hands are taken back up, passed cards change hands
    assert table.state.phase == "act"
    flying = [item for item in table.scene.items() if isinstance(item, CardItem) and item.card_id in laid_out
              and item.is_moving()]
    assert flying and all(not item.face_up for item in flying)
    shown = {item.card_id for item in table.scene.items() if isinstance(item, CardItem) and item.face_up}
    assert not set(table.state.hands[1]) & shown


def test_co8_co9_the_cost_shown_is_the_rules_figure(qtbot):
    """CO-8 / CO-9: every cost the table shows (in the move list and on a glowing position while a card
    is carried) is the rules' figure: the card's cost, or the reformulation cost of that position."""
    table = Table(qtbot, seed=5)
    to_my_action_phase(table, lambda s, a: isinstance(a, Reformulate))
    state = table.state
    legal = [a for a in state.legal_actions(0) if isinstance(a, (Place, Reformulate))]
    costs = {}
    for action in legal:
        placed = state.tables[0][action.position - 1]
        rule = (state.data.cost[action.card] if isinstance(action, Place)
                else state.reformulation_cost(placed, action.card))
        costs[(action.position, action.card)] = rule
        assert table.scene._cost_of(action) == rule
        label = table.scene.describe_action(action)
        assert ("free" in label) if rule == 0 else (f"pay {rule} card" in label)
    action = max(legal, key=lambda a: costs[(a.position, a.card)])
    table.scene.item_clicked(table.card(action.card))  # pick it up: its positions glow with their cost
    due = costs[(action.position, action.card)]
    shown = table.scene._slots[action.position - 1].cost_text
    assert shown == ("free" if due == 0 else f"pay {due} card" + ("s" if due > 1 else ""))


def test_co10_the_cards_that_may_still_pay_come_from_the_rules(qtbot):
    """CO-10: payment in hand order; the scene offers the cards the rules would take, in the rules'
    order, and every card the rules' Pay actions name is among them."""
    table = Table(qtbot, seed=5)
    to_my_action_phase(table, lambda s, a: isinstance(a, Place) and s.data.cost[a.card] >= 2
                       and len(s.hands[0]) - 1 > s.data.cost[a.card])
    state = table.state
    place = next(a for a in state.legal_actions(0) if isinstance(a, Place)
                 and state.data.cost[a.card] >= 2 and len(state.hands[0]) - 1 > state.data.cost[a.card])
    table.drag(table.card_centre(place.card), slot_centre(table, place.position))
    pool = table.scene._pay_pool()
    assert tuple(pool) == payable_cards(table.state.hands[0], place.card, ()) and place.card not in pool
    pays = {a.card for a in table.state.legal_actions(0) if isinstance(a, Pay)}
    assert pays <= set(pool)
    for card in pays:
        assert card in table.scene.describe_action(Pay(card))
        # Turn-ending means: after this Pay the rules have the whole payment (the rest may be forced).
        after = table.state.clone()
        after.apply_action(0, Pay(card))
        plan = after.commits[0]
        assert table.scene.is_turn_ending(Pay(card)) == (plan is None or len(plan.paid) >= plan.due)


def test_the_draft_prompt_leaves_the_turn_to_the_phase_line(qtbot):
    """The status strip reads "Phase: Turn 1 · ... — <prompt>": the turn is named once, by the phase."""
    from desktop_app.ui import scene_registry

    table = Table(qtbot)
    phase = scene_registry.phase_name("copernico", table.state.observation(0))
    assert "1" in phase and "Turn" in phase
    assert "Turn" not in table.scene.prompt()
    cards = table.state.observation(0)["my_draft"]
    for card, role in zip(cards, ("keep", "left", "right"), strict=False):
        table.scene._assign(card, role)
    assert "Turn" not in table.scene.prompt()
