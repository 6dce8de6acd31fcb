"""What a person does at the Copycat table (pytest-qt, offscreen).

The scene is fed real observations and legal actions of a real game; every action it emits is checked
against the legal list and applied, as the main window does, so the scene is redrawn after each one.
Drags go through the view's viewport with the item mouse handlers (QDrag does not work offscreen).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402
from functools import partial  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from desktop_app.engine.rng import Rng  # noqa: E402
from desktop_app.engine.seats import Seat  # noqa: E402
from desktop_app.games.copycat.actions import (  # noqa: E402
    Bid,
    Buy,
    ChooseNumber,
    EndTurn,
    Pass,
    Place,
    PlayCard,
    Proceed,
)
from desktop_app.games.copycat.definition import COPYCAT_GAME  # noqa: E402
from desktop_app.games.copycat.scene import texts as scene_texts  # noqa: E402
from desktop_app.games.copycat.scene.board import SCENE_CLASS, CopycatScene  # noqa: E402
from desktop_app.games.copycat.scene.items import CardItem, WorkerItem  # noqa: E402
from desktop_app.games.copycat.state import NO_CARD  # noqa: E402
from desktop_app.ui import scene_registry  # noqa: E402
from tests.scene_harness import H, SceneTable, W, running_glides  # noqa: E402

ENGINE = Path(__file__).resolve().parents[2] / "desktop_app" / "games" / "copycat"


class Table(SceneTable):
    game = COPYCAT_GAME
    scene_class = CopycatScene
    fit_view = False

    def __init__(self, qtbot, players: int = 2, seed: int = 3, viewer: int = 0) -> None:
        super().__init__(qtbot, players, seed, viewer)

    def card(self, card_id: str) -> CardItem:
        return self.scene._cards[card_id]

    def card_grip(self, card_id: str) -> QPointF:
        rect = self.card(card_id).scene_card_rect()
        # the left strip of a card is never covered by its right-hand neighbour in a row
        return QPointF(rect.left() + min(14.0, rect.width() / 4), rect.center().y())

    def pool_worker(self) -> WorkerItem:
        keys = sorted(k for k in self.scene._workers if k.startswith(f"pool:{self.viewer}:"))
        return self.scene._workers[keys[0]]

    def worker_grip(self, worker: WorkerItem) -> QPointF:
        return worker.mapRectToScene(worker.figure_rect()).center()


def office_centre(table: Table, oid: str) -> QPointF:
    rect = table.scene._offices[oid].scene_rect()
    return QPointF(rect.left() + rect.width() * 0.4, rect.top() + rect.height() * 0.3)


def button(table: Table, text: str):
    for b in table.scene._buttons:
        if b.isVisible() and b.text == text:
            return b
    shown = [b.text for b in table.scene._buttons if b.isVisible()]
    raise AssertionError(f"no button {text!r}; shown: {shown}")


def my_turn(phase: str, viewer: int = 0, want=None):
    def test(s) -> bool:
        if s.phase != phase or viewer not in s.to_move() or s.pending:
            return False
        return want is None or any(want(s, a) for a in s.legal_actions(viewer))

    return test


# -- phase 1: the bid ----------------------------------------------------------------------------
def test_phase1b_bid_by_dragging_a_card_onto_the_bid_slot(qtbot):
    """Rulebook phase 1 B: a hand card laid face down as the bid; the emitted action is that bid."""
    table = Table(qtbot)
    hand = table.state.observation(0)["players"][0]["hand"]
    card = hand[2]
    assert table.scene._bid_zone.isVisible()
    table.press_move(table.card_grip(card), table.scene._bid_zone.scene_rect().center())
    assert table.scene._bid_zone.glow, "the bid slot glows while a card is carried"
    table.release(table.scene._bid_zone.scene_rect().center())
    assert table.emitted == [Bid(card)]


def test_phase1b_a_card_dropped_outside_the_bid_slot_returns_and_emits_nothing(qtbot):
    table = Table(qtbot)
    card = table.state.observation(0)["players"][0]["hand"][0]
    home = table.card(card).pos()
    table.drag(table.card_grip(card), table.scene._board.scene_rect().center())
    assert table.emitted == []
    assert table.card(card).pos() == home


def test_phase1b_opponent_bid_is_never_shown_face_up(qtbot):
    """CP-10: bids are secret until all are laid; the opponent's bid card never appears."""
    table = Table(qtbot, viewer=0)
    s = table.state
    s.apply_action(1, Bid(s.cid(s.hand[1][0])))
    table.show()
    bid = s.cid(s.bids[1])
    assert bid not in table.scene._cards
    assert table.scene._panels[1].status.startswith("bid laid")


# -- phase 2: workers and cards ---------------------------------------------------------------------
def test_phase2_place_a_worker_by_dragging_onto_a_glowing_office(qtbot):
    """Rulebook phase 2: a worker goes into an empty office; legal offices glow while it is carried."""
    table = Table(qtbot)
    table.advance_to(my_turn("action", want=lambda s, a: isinstance(a, Place)))
    legal = [a for a in table.state.legal_actions(0) if isinstance(a, Place)]
    target = legal[-1].office
    worker = table.pool_worker()
    table.press_move(table.worker_grip(worker), office_centre(table, target))
    assert table.scene._offices[target].glow
    occupied = [o["office"] for o in table.state.observation(0)["board"] if o["workers"]]
    for oid in occupied:
        assert table.scene._offices[oid].dim, "an office no worker may enter stays dim"
    table.release(office_centre(table, target))
    assert table.emitted == [Place(target)]


def test_phase2_dropping_a_worker_on_an_occupied_office_emits_nothing(qtbot):
    """Rulebook phase 2: each office holds one worker (no elbows right here)."""
    table = Table(qtbot)
    table.advance_to(my_turn("action", want=lambda s, a: isinstance(a, Place)))
    occupied = [o["office"] for o in table.state.observation(0)["board"] if o["workers"]]
    assert occupied, "the opponent placed first"
    assert Place(occupied[0]) not in table.state.legal_actions(0)
    worker = table.pool_worker()
    home = worker.pos()
    table.drag(table.worker_grip(worker), office_centre(table, occupied[0]))
    assert table.emitted == []
    assert table.pool_worker().pos() == home


def test_phase3_play_a_card_by_dragging_it_into_the_play_area(qtbot):
    """CP-19: in the resolution step every hand card is played into the play area."""
    table = Table(qtbot)
    table.advance_to(my_turn("resolve", want=lambda s, a: isinstance(a, PlayCard)))
    card = [a for a in table.state.legal_actions(0) if isinstance(a, PlayCard)][0].card
    zone = table.scene._play_zone.scene_rect()
    table.press_move(table.card_grip(card), zone.center())
    assert table.scene._play_zone.glow
    table.release(zone.center())
    assert table.emitted[0] == PlayCard(card)
    assert card in table.state.observation(0)["players"][0]["play"]
    assert table.card(card).pos().y() >= zone.top() - 1


def test_cp12_cards_not_usable_in_phase2_are_dimmed_and_do_not_move(qtbot):
    """CP-12: only cards usable in phase 2 may be played then; the rest stay in hand, dimmed."""
    table = Table(qtbot)
    table.advance_to(my_turn("action"))
    hand = table.state.observation(0)["players"][0]["hand"]
    playable = {a.card for a in table.state.legal_actions(0) if isinstance(a, PlayCard)}
    stuck = [c for c in hand if c not in playable]
    assert stuck
    item = table.card(stuck[0])
    assert item.dim and not item.draggable
    table.drag(table.card_grip(stuck[0]), table.scene._play_zone.scene_rect().center())
    assert table.emitted == []


# -- phase 3: buying ----------------------------------------------------------------------------
def test_cp_ex_4_buying_shows_the_full_price_and_emits_the_buy(qtbot):
    """CP-EX-4 / CP-22: a street card costs price + surcharge; the choice shows it before Buy."""
    table = Table(qtbot)
    table.advance_to(my_turn("purchase", want=lambda s, a: isinstance(a, Buy)))
    buy = [a for a in table.state.legal_actions(0) if isinstance(a, Buy)][-1]
    space = buy.space - 1
    obs = table.state.observation(0)
    cid = obs["street"][space]
    card = table.scene._card_def(cid)
    cost = card.price + table.scene.data.surcharge[space]
    assert obs["street_costs"][space] == cost
    item = table.card(cid)
    assert item.tag == f"= {cost}"
    table.click(table.card_grip(cid))
    assert table.emitted == [], "choosing a street card only shows its price"
    status = table.scene._status_label.text
    assert f"space {space + 1}" in status and str(cost) in status
    reds = [c for c in obs["street"][:space] if c and table.scene._card_def(c).colour == "red"]
    if reds:
        assert "red card" in status
        assert all(table.card(r).tag == "comes along" for r in reds)
    table.click(button(table, "Buy").scene_rect().center())
    assert table.emitted == [buy]


def test_cp22_red_cards_left_of_a_purchase_are_announced(qtbot):
    """CP-22: buying takes every red card left of the bought card; the label says so first."""
    table = Table(qtbot, seed=3)
    table.advance_to(my_turn("purchase", want=lambda s, a: isinstance(a, Buy)))
    labels = [label for label, a in table.scene.move_list_entries() if isinstance(a, Buy)]
    obs = table.state.observation(0)
    for label, action in [(lb, a) for lb, a in table.scene.move_list_entries() if isinstance(a, Buy)]:
        reds = [c for c in obs["street"][:action.space - 1] if c and table.scene._card_def(c).colour == "red"]
        assert ("red card" in label) == bool(reds), label
    assert labels


# -- pending decisions --------------------------------------------------------------------------
def test_cp34_charity_gala_choice_as_buttons(qtbot):
    """Wife's charity gala: 1 coin or 2 VP, chosen anew each activation (spec §4) — two buttons."""
    table = Table(qtbot)
    table.advance_to(my_turn("resolve"))
    s = table.state
    gala = s.data.c("a19")
    # put the gala into the hand, wherever it lies
    if gala in s.street:
        s.street = tuple(NO_CARD if c == gala else c for c in s.street)
    if gala in s.action_deck:
        s.action_deck = tuple(c for c in s.action_deck if c != gala)
    s.set_p("hand", 0, s.hand[0] + (gala,))
    table.show()
    table.drag(table.card_grip("a19"), table.scene._play_zone.scene_rect().center())
    assert table.emitted == [PlayCard("a19")]
    assert table.scene._mode == "frame"
    b = button(table, "Take 2 victory points")
    table.click(b.scene_rect().center())
    assert table.emitted[-1] == ChooseNumber(1)


# -- hidden information ----------------------------------------------------------------------------
def test_the_scene_never_shows_an_opponents_hand_card(qtbot):
    """Observation only: no card item ever carries an opponent's hidden hand or kept card."""
    table = Table(qtbot, players=3, seed=5)
    s = table.state
    rng = Rng(2)
    for _ in range(400):
        if not s.to_move():
            break
        hidden = {s.cid(c) for p in (1, 2) for c in s.hand[p] + s.kept[p]}
        hidden |= {s.cid(b) for p in (1, 2) if s.phase == "bid" and s.bids[p] not in (None, NO_CARD)
                   for b in [s.bids[p]]}
        table.show()
        shown = {item.card_id for item in table.scene._cards.values() if item.face_up}
        assert not shown & hidden
        mover = s.to_move()[0]
        s.apply_action(mover, COPYCAT_GAME.heuristic_action(s, mover, rng))


# -- the keyboard fallback ----------------------------------------------------------------------
def test_every_legal_action_is_listed_for_the_keyboard_and_l_or_enter_opens_it(qtbot):
    table = Table(qtbot)
    legal = table.state.legal_actions(0)
    choices = table.scene.move_list_entries()
    assert [a for _, a in choices] == legal
    assert all(label and "%" not in label for label, _ in choices)
    table.view.setFocus()
    table.key(Qt.Key.Key_L)
    assert table.scene.move_list_open()
    table.key(Qt.Key.Key_L)  # L again closes it, as Esc does
    assert not table.scene.move_list_open()
    table.key(Qt.Key.Key_Return)  # Enter opens it too (Copycat's table gives Enter no other use)
    assert table.scene.move_list_open()
    table.key(Qt.Key.Key_Down)
    table.key(Qt.Key.Key_Return)
    assert table.emitted == [legal[1]]


def test_hovering_a_card_shows_it_large(qtbot):
    table = Table(qtbot)
    cid = table.state.observation(0)["street"][0]
    table.qtbot.mouseMove(table.view.viewport(), table.point(table.card_grip(cid)))
    assert table.scene._preview.isVisible()
    assert table.scene._preview.card_id == cid
    assert table.scene._preview.rect().height() >= 250


# -- texts ----------------------------------------------------------------------------------------
def _engine_message_ids() -> set[str]:
    ids: set[str] = set()
    for path in ENGINE.glob("*.py"):
        ids |= set(re.findall(r'Event\("(copycat\.[a-z_0-9]+)"', path.read_text(encoding="utf-8")))
    return ids


def test_describe_event_covers_every_engine_event(qtbot):
    """Every copycat.* event the engine emits gets a whole sentence without leftover placeholders."""
    seats = [Seat("Anna"), Seat("Bruno", colour=1), Seat("Chiara", colour=2)]
    seen: set[str] = set()
    for seed in (1, 2, 3):
        s = COPYCAT_GAME.new_game(3, {}, seed)
        rng = Rng(seed)
        while s.to_move():
            mover = s.to_move()[0]
            for event in s.apply_action(mover, COPYCAT_GAME.heuristic_action(s, mover, rng)):
                text = scene_texts.describe_event(event, seats)
                assert text and "%" not in text and "(s)" not in text, (event, text)
                seen.add(event.message_id)
    wanted = _engine_message_ids()
    source = Path(scene_texts.__file__).read_text(encoding="utf-8")
    for mid in wanted:
        assert f'"{mid}"' in source, f"no text for {mid}"
    assert len(seen) > 20


def test_scene_texts_names_categories_phases_and_tie_break(qtbot):
    for cat in ("cards", "offices", "markers", "doctorates"):
        assert scene_registry.category_name("copycat", cat) == scene_texts.category_name(cat)
    s = COPYCAT_GAME.new_game(2, {}, 1)
    assert "Phase 1" in scene_registry.phase_name("copycat", s.observation(0))
    assert scene_texts.tie_break_name()
    assert scene_texts.card_name("a45") == "Friends at the banks (no. 45)"
    assert scene_texts.office_name("B4") == "“Buy 2 cards”"


# -- pictures and whole games ------------------------------------------------------------------------
def test_render_to_png(qtbot, tmp_path):
    table = Table(qtbot, players=4, seed=7)
    table.advance_to(my_turn("action"))
    image = QImage(W, H, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    table.scene.render(painter, QRectF(0, 0, W, H), QRectF(0, 0, W, H))
    painter.end()
    out = tmp_path / "copycat.png"
    assert image.save(str(out))
    assert out.stat().st_size > 10_000


def _mouse_reachable(scene: CopycatScene) -> set:
    """The actions a mouse can reach now: buttons and offices that emit them, cards that can be dragged
    to their target or clicked, street cards that lead to Buy, workers that can be dragged to offices."""
    out = set()
    stepper = False
    for b in scene._buttons:
        if b.isVisible() and b.on_click is not None and isinstance(b.on_click, partial):
            if b.on_click.func == scene._emit:
                out.add(b.on_click.args[0])
            elif b.on_click.func == scene._step:
                stepper = True
    if stepper:
        out |= {a for a in scene._legal if isinstance(a, ChooseNumber)}
    for o in scene._offices.values():
        if o.on_click is not None and isinstance(o.on_click, partial):
            out.add(o.on_click.args[0])
    for key, item in scene._cards.items():
        if item.draggable:
            out |= {a for a in (scene._bid_cards.get(key), scene._play_cards.get(key)) if a is not None}
        if item.clickable and key in scene._choose_cards:
            out.add(scene._choose_cards[key])
        space = scene._spot_of.get(key, {}).get("space")
        if item.clickable and space in scene._buy_spaces:
            out.add(scene._buy_spaces[space])
    if any(w.draggable for w in scene._workers.values()):
        out |= set(scene._place_offices.values())
    return out


def _policy(choices):
    """A simple player: buy the dearest card, place, play, go on; pass or end only when nothing else."""
    rank = {"buy": 0, "place": 1, "play": 2, "proceed": 3, "choose_number": 4, "choose_card": 5,
            "choose_office": 5, "use_office": 6, "bid": 7, "special_buy": 8, "done": 9, "end_turn": 10,
            "pass": 11}
    best = min(range(len(choices)), key=lambda i: (rank.get(choices[i][1].kind, 12), -i if
                                                   choices[i][1].kind in ("buy", "choose_number") else i))
    return best


def test_a_whole_two_player_game_through_the_scenes_own_choices(qtbot):
    """Both seats play only what the scene offers (its keyboard list) until the game ends (CP-32)."""
    table = Table(qtbot, players=2, seed=4)
    s = table.state
    steps = 0
    while s.to_move() and steps < 4000:
        table.viewer = s.to_move()[0]
        table.recent = []
        table.show()
        choices = table.scene.move_list_entries()
        assert choices, "the scene offers nothing while the viewer must act"
        before = len(table.emitted)
        table.scene.choose_move(_policy(choices))
        assert len(table.emitted) == before + 1
        steps += 1
    assert s.phase == "over", f"stopped in round {s.round} after {steps} steps"
    assert "Elected" in table.scene.prompt()


def test_scene_class_is_registered_for_copycat():
    assert SCENE_CLASS is CopycatScene
    assert scene_registry.scene_class("copycat") is CopycatScene
    assert any(g.id == "copycat" for g in scene_registry.playable_games())


def test_turn_ending_moves_ask_for_confirmation():
    scene_cls = CopycatScene
    assert scene_cls.is_turn_ending(None, EndTurn())  # type: ignore[arg-type]
    assert scene_cls.is_turn_ending(None, Pass())  # type: ignore[arg-type]
    assert not scene_cls.is_turn_ending(None, PlayCard("a19"))  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [(955, 730), (1600, 1000)])
def test_layout_fits_other_view_sizes(qtbot, size):
    table = Table(qtbot, players=4, seed=7)
    table.scene.resize_to(*size)
    table.advance_to(my_turn("action"))
    w, h = size
    for item in list(table.scene._offices.values()) + list(table.scene._panels.values()):
        r = item.scene_rect()
        assert r.right() <= w + 1 and r.bottom() <= h + 1


def test_cp18_card_exchange_office_click_pick_and_done(qtbot):
    """CP-18: use the Card exchange office (click it), pick hand cards one at a time, then Done."""
    from desktop_app.games.copycat.actions import ChooseCard, Done, UseOffice

    table = Table(qtbot)
    table.advance_to(my_turn("action", want=lambda s, a: a == Place("B5")))
    table.drag(table.worker_grip(table.pool_worker()), office_centre(table, "B5"))
    assert table.emitted == [Place("B5")]
    office = table.scene._offices["B5"]
    assert UseOffice("B5") in table.state.legal_actions(0)
    assert office.badge == "Use" and office.on_click is not None
    table.click(office_centre(table, "B5"))
    assert table.emitted[-1] == UseOffice("B5")
    assert table.scene._mode == "frame"
    hand = table.state.observation(0)["players"][0]["hand"]
    assert table.card(hand[0]).glow
    table.click(table.card_grip(hand[0]))
    assert table.emitted[-1] == ChooseCard(hand[0])
    assert table.card(hand[0]).selected, "a picked card is marked until the choice is done"
    table.click(button(table, "Done").scene_rect().center())
    assert table.emitted[-1] == Done()
    assert hand[0] in table.state.observation(0)["players"][0]["clipboard"]


def test_moves_animate_and_settle_at_their_places(qtbot):
    """STYLE: cards glide (150-300 ms at speed 1) and end where the layout puts them."""
    table = Table(qtbot)
    table.scene.set_animation_speed(1.0)
    card = table.state.observation(0)["players"][0]["hand"][0]
    table.drag(table.card_grip(card), table.scene._bid_zone.scene_rect().center())
    item = table.card(card)
    table.advance_to(my_turn("action"))
    glides = running_glides(table.scene._cards.values())
    assert glides and all(150 <= ms <= 300 for ms in glides)
    qtbot.waitUntil(lambda: not any(c.is_moving() for c in table.scene._cards.values()), timeout=5000)
    for key, (pos, _h) in table.scene._home.items():
        assert (table.scene._cards[key].pos() - pos).manhattanLength() < 1
    assert item.scene() is None or card not in table.scene._cards


def test_escape_puts_a_picked_up_card_back(qtbot):
    table = Table(qtbot)
    card = table.state.observation(0)["players"][0]["hand"][0]
    table.click(table.card_grip(card))
    assert table.scene._held == card and table.scene._bid_zone.glow
    table.view.setFocus()
    table.key(Qt.Key.Key_Escape)
    assert table.scene._held is None
    table.click(table.card_grip(card))
    table.click(table.scene._bid_zone.scene_rect().center())
    assert table.emitted == [Bid(card)]


@pytest.mark.parametrize("players,seed", [(3, 21), (4, 8)])
def test_random_games_through_the_scene_reach_every_kind_of_decision(qtbot, players, seed):
    """Random picks among the scene's own choices, every seat in turn: every emitted move is legal and
    every legal action can also be reached with the mouse (a button, a card, an office or a worker)."""
    table = Table(qtbot, players=players, seed=seed)
    s = table.state
    rng = Rng(seed)
    kinds: set[str] = set()
    for _ in range(1500):
        if not s.to_move():
            break
        table.viewer = s.to_move()[0]
        table.recent = []
        table.show()
        choices = table.scene.move_list_entries()
        assert choices
        frame = table.scene._frame()
        if frame is not None:
            kinds.add(frame["kind"])
        missing = set(table.state.legal_actions(table.viewer)) - _mouse_reachable(table.scene)
        assert not missing, f"not reachable by mouse: {missing}"
        table.scene.choose_move(rng.below(len(choices)))
    assert len(kinds) >= 4, kinds


def test_a_spectator_sees_no_hand_at_all(qtbot):
    table = Table(qtbot, players=3)
    table.scene.show_observation(table.state.observation(None), None, [], [])
    roles = {spot["role"] for spot in table.scene._spot_of.values()}
    assert "hand" not in roles
    assert table.scene.prompt()


def test_cp20_cp21_running_totals_are_the_rules_figures(qtbot):
    """CP-20 / CP-21: the coins and purchases the panel shows during the resolution step are what the
    purchase step then starts with (the rules' own figures, not the scene's arithmetic)."""
    table = Table(qtbot, seed=3)
    table.advance_to(my_turn("resolve", want=lambda s, a: isinstance(a, Proceed)))
    shown = table.scene._totals(0)
    step = next(e for e in table.state.clone().apply_action(0, Proceed())
                if e.message_id == "copycat.purchase_step")
    assert (step.params["coins"], step.params["buys"]) == (shown["coins"], shown["buys"])
    assert f"Coins: {shown['coins']}" in " ".join(text for text, _ in table.scene._info.lines)


def test_cp22_the_red_cards_that_come_along_are_the_ones_the_purchase_takes(qtbot):
    """CP-22: for each purchase offered, the red cards the scene names are the ones the rules move."""
    table = Table(qtbot, seed=3)
    table.advance_to(my_turn("purchase", want=lambda s, a: isinstance(a, Buy)))
    for action in [a for a in table.state.legal_actions(0) if isinstance(a, Buy)]:
        named = table.scene._red_cards_left_of(action.space - 1)
        events = table.state.clone().apply_action(0, action)
        bought = next(e for e in events if e.message_id in ("copycat.buy", "copycat.doctorate"))
        assert named == bought.params["reds"]
