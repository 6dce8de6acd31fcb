"""What a person does at the Councils & Contracts table (pytest-qt, offscreen).

The scene is fed real observations and legal actions of a real game; every action it emits is checked
against the legal list and applied, as the main window does, so the scene is redrawn synchronously
after each one. Drags use the view's viewport (the items drag with their own mouse handlers).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from desktop_app.engine.events import Event  # noqa: E402
from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.councils.actions import (  # noqa: E402
    BuildingAction,
    ChooseCardType,
    ChooseInfluence,
    ChoosePosition,
    PlaceEmployees,
    ResolveIssue,
    StartProject,
)
from desktop_app.games.councils.definition import COUNCILS_GAME  # noqa: E402
from desktop_app.games.councils.scene import prompts as scene_prompts  # noqa: E402
from desktop_app.games.councils.scene import texts as scene_texts  # noqa: E402
from desktop_app.games.councils.scene.board import SCENE_CLASS, CouncilsScene  # noqa: E402
from desktop_app.games.councils.scene.items import MeepleItem  # noqa: E402
from tests.scene_harness import NAMES, H, SceneTable, W  # noqa: E402


class Table(SceneTable):
    """A hot-seat table: the viewer is always the seat to move."""

    game = COUNCILS_GAME
    scene_class = CouncilsScene
    follow_mover = True

    def __init__(self, qtbot, players: int = 3, seed: int = 3) -> None:
        super().__init__(qtbot, players, seed)

    def free_meeples(self) -> list[MeepleItem]:
        v = self.viewer
        out = [m for m in self.scene._meeples.values() if m.seat == v and m.location == ("avail",)]
        return sorted(out, key=lambda m: m.pos().x())

    def meeple_centre(self, item: MeepleItem) -> QPointF:
        return item.mapToScene(item.figure_rect().center())

    def card_centre(self, card: str) -> QPointF:
        return self.scene._cards[card].scene_card_rect().center()

    def council_centre(self, council: str) -> QPointF:
        return self.scene._councils[council].scene_rect().center()


def mover_legal(s) -> list:
    return s.legal_actions(s.to_move()[0])


# -- placing employees -------------------------------------------------------------------------------
def test_cc_ex_4_two_employees_dragged_onto_one_council_emit_the_placement(qtbot):
    """CC-EX-4 / CC-3: 2 employees in one council; the action is sent when the pattern is complete."""
    table = Table(qtbot)
    first, second = table.free_meeples()[:2]
    table.drag(table.meeple_centre(first), table.council_centre("FIN"))
    assert table.emitted == []  # one employee may still become 1 + 1 + 1
    assert table.scene._placing == ["FIN"]
    assert first.location == ("council", "FIN") and first.ghost
    table.drag(table.meeple_centre(second), table.council_centre("FIN"))
    assert table.emitted == [PlaceEmployees(("FIN", "FIN"))]


def test_cc_ex_4_one_employee_in_each_of_three_councils(qtbot):
    table = Table(qtbot)
    for council in ("LEG", "EDU", "TRA"):
        table.drag(table.meeple_centre(table.free_meeples()[0]), table.council_centre(council))
    assert table.emitted == [PlaceEmployees(("EDU", "TRA", "LEG"))]


def test_cc3_after_two_different_councils_only_a_third_council_glows(qtbot):
    """CC-3: after EDU and TRA a third employee may go only to a third, different council."""
    table = Table(qtbot)
    for council in ("EDU", "TRA"):
        table.drag(table.meeple_centre(table.free_meeples()[0]), table.council_centre(council))
    assert table.scene._council_targets() == {"FIN", "LEG"}
    before = list(table.emitted)
    table.drag(table.meeple_centre(table.free_meeples()[0]), table.council_centre("EDU"))
    assert table.emitted == before  # an illegal drop: nothing sent, the employee goes home
    assert table.scene._placing == ["EDU", "TRA"]


def test_half_placed_employees_are_taken_back_with_escape(qtbot):
    table = Table(qtbot)
    table.drag(table.meeple_centre(table.free_meeples()[0]), table.council_centre("EDU"))
    assert table.scene._placing == ["EDU"]
    table.key(Qt.Key.Key_Escape)
    assert table.scene._placing == []
    assert len(table.free_meeples()) == 4
    assert table.emitted == []


def test_illegal_drops_emit_nothing(qtbot):
    """An employee dropped on the city, a card dropped on a council or off the city: nothing is sent."""
    table = Table(qtbot)
    meeple = table.free_meeples()[0]
    home = meeple.pos()
    table.drag(table.meeple_centre(meeple), table.scene._layout.city.center())
    assert table.emitted == [] and meeple.pos() == home
    card = next(a.card for a in table.legal() if isinstance(a, StartProject))
    card_home = table.scene._cards[card].pos()
    table.drag(table.card_centre(card), table.council_centre("EDU"))
    table.drag(table.card_centre(card), QPointF(table.scene._layout.city.left() + 15,
                                                table.scene._layout.city.top()
                                                 + 15))
    assert table.emitted == []
    assert table.scene._proposal is None
    assert table.scene._cards[card].pos() == card_home


# -- starting a project ------------------------------------------------------------------------------
def test_cc5_drag_a_project_onto_a_glowing_spot_shows_the_cost_then_builds(qtbot):
    """CC-5 / CC-10 / CC-11: spots next to the city glow while a project is dragged; the cost shows
    on the spot and in the prompt before Build sends StartProject and then ChoosePosition."""
    table = Table(qtbot)
    scene = table.scene
    action = next(a for a in table.legal() if isinstance(a, StartProject))
    card = action.card
    info = scene.data.cards[card]
    item = scene._cards[card]
    assert item.draggable
    # Start the drag and look at the spots while it is under way.
    vp = table.view.viewport()
    start = table.point(table.card_centre(card))
    spot_cell = (1, 0)
    target = scene._spots[spot_cell].scene_rect().center()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, start + QPoint(30, 30))
    qtbot.mouseMove(vp, table.point(target))
    assert set(scene._spots) == {(1, 0), (-1, 0), (0, 1), (0, -1)}
    assert all(spot.glow for spot in scene._spots.values())
    assert scene._spots[spot_cell].hot
    label = scene._spots[spot_cell].label
    for index, amount in info.cost_items:
        assert f"{amount} {scene_texts.influence_short(scene.data.influence_types[index])}" in label
    assert f"+{info.vp} VP" in label
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=table.point(target))
    assert table.emitted == []
    assert scene._proposal == (card, 1, 0)
    assert scene_texts.cost_text(card) in scene.prompt()
    assert scene._btn_build.isVisible()
    table.click(scene._btn_build.scene_rect().center())
    assert table.emitted == [StartProject(card), ChoosePosition(1, 0)]
    assert any(c["card"] == card and (c["x"], c["y"]) == (1, 0) for c in table.state.observation(0)["city"])
    assert scene._cards[card].marked  # the last move is marked


def test_project_proposal_can_be_cancelled(qtbot):
    table = Table(qtbot)
    card = next(a.card for a in table.legal() if isinstance(a, StartProject))
    table.drag(table.card_centre(card), table.scene._spots[(0, -1)].scene_rect().center())
    assert table.scene._proposal == (card, 0, -1)
    table.click(table.scene._btn_cancel.scene_rect().center())
    assert table.scene._proposal is None and table.emitted == []


def test_click_a_project_then_a_spot_and_confirm_with_enter(qtbot):
    table = Table(qtbot)
    card = next(a.card for a in table.legal() if isinstance(a, StartProject))
    table.click(table.card_centre(card))
    assert table.scene._held == card
    assert all(s.glow for s in table.scene._spots.values())
    table.click(table.scene._spots[(-1, 0)].scene_rect().center())
    assert table.scene._proposal == (card, -1, 0)
    table.key(Qt.Key.Key_Return)
    assert table.emitted == [StartProject(card), ChoosePosition(-1, 0)]


def test_cc10_unaffordable_projects_are_dim_and_cannot_be_dragged(qtbot):
    table = Table(qtbot)

    def some_blocked(s) -> bool:
        startable = {a.card for a in mover_legal(s) if isinstance(a, StartProject)}
        return bool(startable) and not s.pending and any(c not in startable for c in s.display)

    table.advance_to(some_blocked)
    startable = {a.card for a in table.legal() if isinstance(a, StartProject)}
    blocked = [c for c in table.state.display if c not in startable]
    item = table.scene._cards[blocked[0]]
    assert item.dim and not item.draggable
    spot = next(iter(table.scene._spots.values()))
    table.drag(table.card_centre(blocked[0]), spot.scene_rect().center())
    assert table.emitted == [] and table.scene._proposal is None


# -- resolving, building actions, pending choices ------------------------------------------------------
def test_cc4_resolve_an_issue_by_clicking_the_glowing_council(qtbot):
    table = Table(qtbot)
    table.advance_to(lambda s: any(isinstance(a, ResolveIssue) for a in mover_legal(s)))
    council = next(a.council for a in table.legal() if isinstance(a, ResolveIssue))
    assert table.scene._councils[council].glow
    table.click(table.council_centre(council))
    assert table.emitted == [ResolveIssue(council)]


def test_cc17_building_action_by_clicking_the_staffed_card(qtbot):
    table = Table(qtbot)
    table.advance_to(lambda s: any(isinstance(a, BuildingAction) for a in mover_legal(s)))
    card = next(a.card for a in table.legal() if isinstance(a, BuildingAction))
    item = table.scene._cards[card]
    assert item.glow and item.clickable
    # Click the top of the card, away from the employees standing at its bottom.
    rect = item.scene_card_rect()
    table.click(QPointF(rect.center().x(), rect.top() + rect.height() * 0.2))
    assert table.emitted[0] == BuildingAction(card)


def test_cc19_cc20_cc24_pending_choices_are_buttons_from_the_legal_list(qtbot):
    """A pending influence or building-type choice shows one button per legal answer."""
    table = Table(qtbot, players=4, seed=5)
    table.advance_to(lambda s: any(isinstance(a, (ChooseInfluence, ChooseCardType)) for a in mover_legal(s)))
    options = [a for a in table.legal() if isinstance(a, (ChooseInfluence, ChooseCardType))]
    buttons = table.scene._choice_buttons
    assert len(buttons) >= len(options)
    assert buttons[0].isVisible()
    decision = table.state.observation(table.viewer)["pending"][-1]
    assert scene_prompts.prompt_decision(decision) == table.scene.prompt()
    table.click(buttons[0].scene_rect().center())
    assert table.emitted[0] in options


# -- keyboard ---------------------------------------------------------------------------------------------
def test_move_list_lists_every_legal_action_and_enter_takes_one(qtbot):
    table = Table(qtbot)
    table.view.setFocus()
    table.key(Qt.Key.Key_A)  # the key Councils players knew; L and F2 open it as in every game
    assert table.scene.move_list_open()
    rows = table.scene.move_list_entries()
    assert [action for _, action in rows] == table.legal()
    assert all(words for words, _ in rows)
    table.key(Qt.Key.Key_Down)
    chosen = rows[1][1]
    table.key(Qt.Key.Key_Return)
    assert table.emitted[0] == chosen


def test_move_list_shows_the_focused_card_large(qtbot):
    table = Table(qtbot)
    scene = table.scene
    scene.open_move_list()
    rows = scene.move_list_entries()
    index = next(i for i, (_, action) in enumerate(rows) if isinstance(action, StartProject))
    scene.move_list_step(index)
    assert scene.move_list_index() == index
    assert scene._preview.isVisible() and scene._preview.card_id == rows[index][1].card
    table.key(Qt.Key.Key_Escape)
    assert not scene.move_list_open()


# -- looking at the table ---------------------------------------------------------------------------------
def test_hover_shows_a_card_large(qtbot):
    table = Table(qtbot)
    card = table.state.observation(0)["display"][0]
    table.scene.item_hovered(table.scene._cards[card], True)
    assert table.scene._preview.isVisible() and table.scene._preview.card_id == card
    table.scene.item_hovered(table.scene._cards[card], False)
    assert not table.scene._preview.isVisible()


def test_boards_show_every_player_with_score_tracks_and_employees(qtbot):
    table = Table(qtbot, players=5)
    scene = table.scene
    assert len(scene._panels) == 5
    assert scene._panels[table.viewer].is_me
    # The viewer's board is the last one, at the bottom.
    lowest = max(p.scene_rect().top() for p in scene._panels.values())
    assert lowest == scene._panels[table.viewer].scene_rect().top()
    assert set(scene._councils) == {"EDU", "TRA", "FIN", "LEG", "SPC"}
    assert len(scene._meeples) == 30  # 6 employees each: 4 free, 2 in the box
    assert sum(1 for m in scene._meeples.values() if m.boxed) == 10
    assert [e[1] for e in scene._score.entries] == [0] * 5


def test_prompt_names_the_player_to_act_and_changes(qtbot):
    table = Table(qtbot)
    prompts = []
    table.scene.prompt_changed.connect(prompts.append)
    s = table.state
    other = (table.viewer + 1) % 3
    table.scene.show_observation(s.observation(other), other, [], [])
    assert prompts and NAMES[table.viewer] in prompts[-1]


def test_game_over_shows_the_winner(qtbot):
    table = Table(qtbot, players=2, seed=8)
    s = table.state
    while s.to_move():
        p = s.to_move()[0]
        s.apply_action(p, COUNCILS_GAME.heuristic_action(s, p, table.rng))
    table.scene.show_observation(s.observation(0), 0, [], [])
    winners = [NAMES[w] for w in s.score_sheet().winners]
    assert "Game over" in table.scene.prompt() and winners[0] in table.scene.prompt()
    assert any(table.scene._panels[w].winner for w in s.score_sheet().winners)


def _render(scene, path) -> QImage:
    image = QImage(W, H, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, W, H), QRectF(0, 0, W, H))
    painter.end()
    assert image.save(str(path))
    return image


def test_render_start_and_grown_city_to_png(qtbot, tmp_path):
    table = Table(qtbot, players=5)
    image = _render(table.scene, tmp_path / "start.png")
    assert (tmp_path / "start.png").stat().st_size > 20_000
    colours = {image.pixelColor(x, y).name() for x in range(0, W, 37) for y in range(0, H, 29)}
    assert len(colours) > 40
    table.advance_to(lambda s: len(s.city) >= 15)
    _render(table.scene, tmp_path / "mid.png")
    # The grown city still fits inside its area.
    city = table.scene._layout.city
    for entry in table.state.observation(0)["city"]:
        assert city.contains(table.scene._cards[entry["card"]].scene_card_rect())


def test_animation_glides_and_speed_zero_jumps(qtbot):
    table = Table(qtbot)
    table.scene.set_animation_speed(1.0)
    card = next(a.card for a in table.legal() if isinstance(a, StartProject))
    table.scene._proposal = (card, 1, 0)
    table.scene.confirm_proposal()
    item = table.scene._cards[card]
    assert item.is_moving()
    qtbot.waitUntil(lambda: not item.is_moving(), timeout=2000)
    geometry = table.scene._geometry
    assert (item.pos() - geometry.cell_rect(1, 0).topLeft()).manhattanLength() < 1.0


def test_spectator_view_offers_nothing(qtbot):
    table = Table(qtbot)
    s = table.state
    table.scene.show_observation(s.observation(None), None, [], [])
    assert not any(m.draggable for m in table.scene._meeples.values())
    assert not any(c.draggable or c.clickable for c in table.scene._cards.values())


def test_is_turn_ending(qtbot):
    table = Table(qtbot)
    assert table.scene.is_turn_ending(PlaceEmployees(("EDU", "EDU")))
    assert not table.scene.is_turn_ending(StartProject("B01"))


def test_resize_lays_the_table_out_again(qtbot):
    table = Table(qtbot)
    table.scene.resize_to(1600, 1000)
    assert table.scene.sceneRect() == QRectF(0, 0, 1600, 1000)
    assert table.scene._layout.bar.bottom() <= 1000


def test_scene_class_is_found_by_the_registry():
    from desktop_app.ui import scene_registry

    assert SCENE_CLASS is CouncilsScene
    assert scene_registry.scene_class("councils") is CouncilsScene
    assert any(g.id == "councils" for g in scene_registry.playable_games())


# -- whole games through the scene's own choices ---------------------------------------------------------
@pytest.mark.parametrize("players,seed", [(3, 21), (5, 4)])
def test_whole_game_driven_through_the_move_list(qtbot, players, seed):
    """Every move comes from the scene's own list of moves (keyboard play), chosen at random."""
    table = Table(qtbot, players=players, seed=seed)
    rng = Rng(seed)
    steps = 0
    while table.state.to_move() and steps < 1500:
        table.scene.open_move_list()
        assert table.scene.move_list_open(), "the scene offers no move while the game waits for one"
        rows = table.scene.move_list_entries()
        assert rows, "the scene offers no move while the game waits for one"
        index = rng.below(len(rows))
        # Prefer building so that random play still ends the game.
        builds = [i for i, (_, a) in enumerate(rows) if isinstance(a, (StartProject, ChoosePosition))]
        if builds and rng.below(3):
            index = builds[rng.below(len(builds))]
        before = len(table.emitted)
        table.scene.choose_move(index)
        assert len(table.emitted) == before + 1
        steps += 1
    assert not table.state.to_move(), "the game did not end"
    assert table.state.observation(0)["stage"] == "over" and steps >= 100


# -- texts ------------------------------------------------------------------------------------------------
def test_every_event_of_real_games_gets_a_whole_sentence():
    seen: dict[str, str] = {}
    rng = Rng(2)
    for players, seed in ((2, 1), (3, 2), (4, 3), (5, 4), (5, 9)):
        s = COUNCILS_GAME.new_game(players, COUNCILS_GAME.normalize_options(players, {}), seed)
        seats = [Seat(n) for n in NAMES[:players]]
        while s.to_move():
            p = s.to_move()[0]
            for event in s.apply_action(p, COUNCILS_GAME.heuristic_action(s, p, rng)):
                text = scene_texts.describe_event(event, seats)
                assert text and "%" not in text and "(s)" not in text, (event, text)
                seen.setdefault(event.message_id, text)
    expected = {"place_employees", "resolve_issue", "payout", "start_project", "place_card", "draw",
                "end_triggered", "final_rounds", "building_action", "gain_influence", "final_majority",
                "game_over", "employees_return"}
    assert {f"councils.{m}" for m in expected} <= set(seen)


def test_describe_event_for_rare_events():
    seats = [Seat(n) for n in NAMES[:3]]
    samples = [
        Event("councils.pass", {"player": 0}),
        Event("councils.no_effect", {"player": 1, "card": "B04", "effect": "convert_to_dev"}),
        Event("councils.box_employee", {"player": 1, "card": "B06"}),
        Event("councils.recall", {"player": 2, "count": 1}),
        Event("councils.pay", {"player": 0, "influence": {"DEV": 1}}),
        Event("councils.copy_action", {"player": 0, "card": "B13", "copied": "B01", "action": 3}),
        Event("councils.employees_move", {"player": 0, "from": "B09", "to": "B01", "count": 1}),
        Event("councils.staff_building", {"player": 0, "card": "B01", "count": 1}),
        Event("councils.decline", {"player": 0}),
        Event("councils.choose_display_card", {"player": 0, "card": "B10"}),
        Event("councils.on_placement", {"player": 0, "card": "B10", "action": 12}),
        Event("councils.action_vp", {"player": 0, "vp": 6, "reason": "adjacent_type"}),
        Event("councils.end_triggered", {"reason": "stall", "rounds": 20}),
        Event("councils.payout", {"player": 1, "council": "SPC", "employees": 4, "vp": 3, "influence": 2,
                                  "gained": 0, "resolver": True}),
        Event("councils.game_over", {"winners": [0, 2], "totals": [40, 31, 40]}),
    ]
    for event in samples:
        text = scene_texts.describe_event(event, seats)
        assert text and "%" not in text and "(s)" not in text
    assert scene_texts.describe_event(samples[-1],
                                      seats) == "Game over: Anna and Chiara share the win with 40 VP each."


def test_names_phases_and_categories():
    for cat in ("buildings", "councils", "building_actions", "majorities"):
        assert scene_texts.category_name(cat)
    assert scene_texts.tie_break_name()
    assert scene_texts.phase_name({"stage": "normal", "round": 4}) == "Round 4"
    assert "1 turn left" in scene_texts.phase_name({"stage": "final", "final_turns_left": 1})
    assert scene_texts.phase_name({"stage": "over"}) == "Game over"
    for number in range(1, 21):
        assert scene_texts.action_text(number) and scene_texts.action_short(number)
    for card in COUNCILS_GAME.new_game(5, {}, 1).data.cards:
        assert scene_texts.card_name(card) and scene_texts.card_details(card)
    assert scene_texts.position_text(2, -1) == "2 right and 1 up from City Hall"
    assert scene_texts.position_text(-1, 0) == "1 space to the left of City Hall"
    assert scene_texts.position_text(0, 3) == "3 spaces below City Hall"


def test_positions_are_whole_phrases_for_every_direction():
    """Each direction (and each pair of directions) is its own translatable phrase: nothing glued."""
    seen = set()
    for x in (-2, -1, 0, 1, 2):
        for y in (-2, -1, 0, 1, 2):
            if (x, y) == (0, 0):
                continue
            text = scene_texts.position_text(x, y)
            assert "City Hall" in text and ", " not in text and "%" not in text and "(s)" not in text
            seen.add(text)
    assert len(seen) == 24


def test_cc19_influence_choice_labels_cover_every_influence_type_development_too():
    """The pending-choice button names the influence type; a development choice must not fail (the
    label once used the building-type names, which have no development)."""
    data = COUNCILS_GAME.new_game(2, {}, 1).data
    labels = {scene_texts.influence_choice_label(key, 3, 4) for key in data.influence_types}
    assert len(labels) == len(data.influence_types) == 5
    assert "Development 3 → 4" in labels and "Education 3 → 4" in labels


def test_cc19_a_pending_development_choice_becomes_a_button(qtbot):
    """Fed a legal list with a development choice, the scene draws one button per influence type."""
    table = Table(qtbot, players=4, seed=5)
    table.advance_to(lambda s: any(isinstance(a, ChooseInfluence) for a in mover_legal(s)))
    obs = table.state.observation(table.viewer)
    choices = [ChooseInfluence(key) for key in table.state.data.influence_types]
    table.scene.show_observation(obs, table.viewer, choices, [])
    labels = [label for label, _action in table.scene._choice_actions()]
    assert any(label.startswith("Development ") for label in labels)
    assert len([b for b in table.scene._choice_buttons if b.isVisible()]) == len(choices)


def test_council_names_keep_their_capitals_in_sentences():
    """Translated names are used as they are (German nouns are capitalised): never lower-cased."""
    seats = [Seat(n) for n in NAMES[:2]]
    text = scene_texts.describe_event(Event("councils.resolve_issue", {"player": 0, "council": "EDU"}), seats)
    # the log names the council as its card on the board does (issue 15), capitals and all
    assert scene_texts.council_board_name("EDU") in text and scene_texts.council_title("EDU") in text
    assert scene_prompts.action_label(ResolveIssue("FIN")).endswith(scene_texts.council_name("FIN"))


# -- every legal move has a mouse gesture ------------------------------------------------------------------
def mouse_reachable(table: Table, action) -> bool:
    """Whether the table offers a glowing / draggable / clickable thing that sends ``action``."""
    from desktop_app.games.councils.actions import (
        ChooseBuilding,
        ChooseDisplayCard,
        Decline,
        Pass,
    )

    scene = table.scene
    if isinstance(action, PlaceEmployees):
        free = [m for m in table.free_meeples() if m.draggable]
        return len(free) >= 1 and set(action.councils) <= scene._council_targets()
    if isinstance(action, (StartProject, ChooseDisplayCard)):
        item = scene._cards[action.card]
        return item.draggable and bool(scene._spots)
    if isinstance(action, ResolveIssue):
        return scene._councils[action.council].on_click is not None
    if isinstance(action, (BuildingAction, ChooseBuilding)):
        item = scene._cards[action.card]
        return item.clickable and item.glow
    if isinstance(action, ChoosePosition):
        spot = scene._spots.get((action.x, action.y))
        return spot is not None and spot.on_click is not None and spot.glow
    if isinstance(action, (ChooseInfluence, ChooseCardType, Decline, Pass)):
        return any(b.on_click is not None and b.isVisible() and action == _button_action(b)
                   for b in scene._choice_buttons)
    return False


def _button_action(button):
    # A choice button's click sends functools.partial(scene.choose, action).
    return button.on_click.args[0]


@pytest.mark.parametrize("players,seed", [(2, 6), (4, 5), (5, 2)])
def test_every_legal_action_has_a_mouse_gesture_along_a_game(qtbot, players, seed):
    table = Table(qtbot, players=players, seed=seed)
    s = table.state
    steps = 0
    while s.to_move() and steps < 400:
        for action in table.legal():
            assert mouse_reachable(table, action), (action, s.pending)
        p = s.to_move()[0]
        table.recent = [(p, e) for e in s.apply_action(p, COUNCILS_GAME.heuristic_action(s, p, table.rng))]
        table.show()
        steps += 1


def test_cc28_free_build_drags_a_display_card_into_the_city(qtbot):
    """CC-28: #19 asks for a display card, then a cell; dragging the card onto a spot sends both."""
    from desktop_app.games.councils.actions import ChooseDisplayCard

    table = Table(qtbot, players=5, seed=1)
    table.advance_to(lambda s: any(isinstance(a, ChooseDisplayCard) for a in mover_legal(s)),
                     limit=20000)
    card = next(a.card for a in table.legal() if isinstance(a, ChooseDisplayCard))
    assert table.scene._cards[card].glow
    cell = sorted(table.scene._spots)[0]
    table.drag(table.card_centre(card), table.scene._spots[cell].scene_rect().center())
    assert table.scene._proposal == (card, *cell)
    assert "for free" in table.scene.prompt()
    table.key(Qt.Key.Key_Return)
    assert table.emitted[:2] == [ChooseDisplayCard(card), ChoosePosition(*cell)]


def test_cc11_position_asked_after_a_listed_project_is_chosen_by_clicking_a_spot(qtbot):
    """A project started from the move list leaves the cell open: the spots glow and a click sends it."""
    table = Table(qtbot)
    card = next(a.card for a in table.legal() if isinstance(a, StartProject))
    table.scene.choose(StartProject(card))
    assert table.scene._cards[card].lifted
    spots = table.scene._spots
    assert all(spot.glow and spot.on_click is not None for spot in spots.values())
    table.click(spots[(0, 1)].scene_rect().center())
    assert table.emitted == [StartProject(card), ChoosePosition(0, 1)]


def test_cc4_council_payout_legend_and_tooltip_are_read_from_the_data(qtbot):
    """Spec section 6: the payouts are data (the special committee's are RECONSTRUCTED and tuned), so
    the council header and tooltip are built from the tables, never written out in the scene."""
    from desktop_app.games.councils.data import Payout

    table = {1: Payout(0, 0), 2: Payout(2, 0), 3: Payout(3, 0), 4: Payout(1, 4),
             5: Payout(1, 5), 6: Payout(1, 5)}
    assert scene_texts.payout_legend(table) == "2→2 · 3→3 · 4→4 VP +1 · 5+→5 VP +1"
    assert scene_texts.payout_legend({1: Payout(0, 0), 2: Payout(0, 3)}) == "2+→3 VP"
    tip = scene_texts.payout_explained(table, 2, special=False)
    assert "1 → nothing" in tip and "4 → 4 VP and 1 influence" in tip
    assert "5 or more → 5 VP and 1 influence" in tip and "gets 2 more" in tip
    shown = Table(qtbot, players=5)
    data = shown.state.data
    assert shown.scene._councils["SPC"].legend == scene_texts.payout_legend(data.special_payout)
    assert shown.scene._councils["EDU"].legend == scene_texts.payout_legend(data.normal_payout)


def test_cc4_the_payout_shown_beside_a_council_is_what_resolving_it_pays(qtbot):
    """CC-4: the note beside each head-count in a council is the VP and influence the rules then pay."""
    table = Table(qtbot)
    table.advance_to(lambda s: any(isinstance(a, ResolveIssue) for a in mover_legal(s)))
    action = next(a for a in table.legal() if isinstance(a, ResolveIssue))
    events = table.state.clone().apply_action(table.viewer, action)
    paid = [e.params for e in events if e.message_id == "councils.payout"]
    assert paid
    rows = {seat: note for seat, _style, _count, note in table.scene._councils[action.council].rows}
    for p in paid:
        note = rows[p["player"]]
        assert (f"{p['vp']} VP" in note) == bool(p["vp"]), note
        assert (f"+{p['influence']}" in note) == bool(p["influence"]), note


def test_cc24_the_vp_offered_for_each_building_type_is_what_choosing_it_scores(qtbot):
    """CC-24: each building-type button names the VP the rules then award (City Hall counts as any)."""
    table = Table(qtbot, players=4, seed=5)
    found = False
    for _ in range(400):
        s = table.state
        if s.is_over():
            break
        types = [a for a in mover_legal(s) if isinstance(a, ChooseCardType)]
        if types:
            table.show()
            labels = dict((a, text) for text, a in table.scene._choice_actions())
            for action in types:
                player = s.to_move()[0]
                before = s.vp(player)
                after = s.clone()
                after.apply_action(player, action)
                assert labels[action].endswith(f": {after.vp(player) - before} VP"), labels[action]
            found = True
            break
        table.play_heuristic(s.to_move()[0])
    assert found, "this seed's game offers a building-type choice"
