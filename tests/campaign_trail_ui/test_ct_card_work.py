"""What a Campaign Trail hand card and party board compute again when their look changes (issue 13):
counts of Python calls, never times. A hand card's boxes light up for the person and go quiet for the
computers at every hand-over (CT-10: each box is its own click target), so its picture is drawn anew
each time; the measuring behind that picture (the boxes' heights, each box's text size, the words of
the reference state) is done once per card and size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop_app.games.campaign_trail.data import load_data
from desktop_app.games.campaign_trail.scene import cards, furniture, names, scene_map_texts
from desktop_app.games.campaign_trail.scene.cards import HandCard
from desktop_app.games.campaign_trail.scene.furniture import PartyBoard, PartyFigures, SeatLine
from desktop_app.ui import language
from desktop_app.ui.table_items import ensure_fonts


@pytest.fixture
def calls(monkeypatch) -> dict[str, int]:
    """How often the card measures its text (a wrap test per size step) and words its boxes."""
    seen = {"fit": 0, "detail": 0, "state": 0, "paint": 0}

    def counted(name, real):
        def call(*args, **kwargs):
            seen[name] += 1
            return real(*args, **kwargs)
        return call

    monkeypatch.setattr(cards, "fit_wrapped_px", counted("fit", cards.fit_wrapped_px))
    monkeypatch.setattr(cards, "box_detail", counted("detail", cards.box_detail))
    monkeypatch.setattr(cards, "state_name", counted("state", cards.state_name))
    monkeypatch.setattr(HandCard, "paint", counted("paint", HandCard.paint))
    return seen


def _hand(qtbot, n: int = 5) -> tuple[QGraphicsView, list[HandCard]]:
    ensure_fonts()
    scene = QGraphicsScene(0, 0, 900, 300)
    hand = []
    for i, cid in enumerate(sorted(load_data().cards)[:n]):
        card = HandCard(cid, 207.6)
        scene.addItem(card)
        card.setPos(10.8 + i * 160.432, 11.4)  # fractional places, as the table's hand row gives them
        hand.append(card)
    view = QGraphicsView(scene)
    view.table = scene  # the view does not own its scene: kept alive with it
    view.resize(920, 320)
    qtbot.addWidget(view)
    view.show()
    return view, hand


def test_hand_over_after_hand_over_measures_each_card_once(qtbot, calls):
    view, hand = _hand(qtbot)
    view.viewport().grab()
    boxes = sum(len(card.boxes()) for card in hand)
    for turn in range(6):  # the person's turn, a computer's, and so on (CT-10)
        for card in hand:
            card.usable = {box: True for box in card.boxes()[:2]}
            card.boxes_live = turn % 2 == 0
        view.viewport().grab()
    assert calls["paint"] == 7 * len(hand)  # every look is drawn: the cards' pictures do change
    assert calls["fit"] <= boxes  # one size per box, found the first time the box was drawn
    assert calls["detail"] == boxes  # the words of a box, once (for its height and its text)
    assert calls["state"] == len(hand)  # the reference state's name, once per card


def test_a_card_measured_once_draws_what_a_new_card_draws(qtbot):
    """The kept measures are the ones a card would take anew: the same picture, pixel for pixel."""
    view, hand = _hand(qtbot, 2)
    for card in hand:
        card.usable = {box: True for box in card.boxes()[:2]}
    for turn in range(3):
        for card in hand:
            card.boxes_live = turn % 2 == 0
        view.viewport().grab()
    old = view.viewport().grab().toImage()
    scene = view.scene()
    for i, card in enumerate(list(hand)):
        fresh = HandCard(card.card_id, 207.6)
        fresh.usable, fresh.boxes_live = dict(card.usable), card.boxes_live
        fresh.setPos(card.pos())
        scene.removeItem(card)
        scene.addItem(fresh)
        hand[i] = fresh
    assert view.viewport().grab().toImage() == old


def _figures(money: int, acting: bool) -> PartyFigures:
    seats = [SeatLine("Player 1", "", 6, [], 0, acting, True)]
    return PartyFigures("D", money, 3, 40, 2, 0, seats, acting)


def test_a_board_handed_the_same_figures_keeps_its_picture_and_its_words(qtbot, monkeypatch):
    words = {"n": 0}
    summary = PartyBoard.summary

    def counting(self):
        words["n"] += 1
        return summary(self)

    monkeypatch.setattr(furniture.PartyBoard, "summary", counting)
    board = PartyBoard()
    board.set_rect(QRectF(0, 0, 220, 160))
    board.set_figures(_figures(5, True))
    board.set_figures(_figures(5, True))  # the next move left this party's board as it was
    assert words["n"] == 1
    board.set_figures(_figures(7, True))
    assert words["n"] == 2 and "7" in board.toolTip()


def counting_translate(monkeypatch, module) -> dict[str, int]:
    """Counts the calls of ``module.translate`` from now on (in the returned dict's "n")."""
    calls = {"n": 0}
    real = module.translate

    def counting(context, text, *args):
        calls["n"] += 1
        return real(context, text, *args)

    monkeypatch.setattr(module, "translate", counting)
    return calls


def test_naming_states_translates_the_names_once_per_language(monkeypatch):
    """A move words dozens of states (tooltips, badges, card headers): each asked for one name and had
    all 51 translated for it. Now the 51 are translated once per language shown."""
    calls = counting_translate(monkeypatch, scene_map_texts)
    monkeypatch.setattr(scene_map_texts, "_TABLES", {})
    monkeypatch.setattr(language, "_current", "test-language")  # a language not shown yet
    names = [scene_map_texts.state_name(code) for code in (*load_data().states, *load_data().states)]
    assert calls["n"] == len(load_data().states)  # one table for this language, then looked up
    assert names[: 2] == [scene_map_texts.state_names()[code] for code in list(load_data().states)[:2]]
    assert "Ohio" in names


def test_a_move_makes_displays_only_for_the_states_whose_row_changed(qtbot, monkeypatch):
    """The map's numbers (CT-3's electoral votes, each party's voters, who controls the state) come from
    the observation at every move; a move places voters in a few states, and only their displays are
    made again (51 a move before)."""
    from desktop_app.games.campaign_trail.scene import areas

    from .table_fixture import CtTable

    made: list[int] = []
    real = areas.StateDisplay.of

    def counting(ev, controller, counts):
        made.append(ev)
        return real(ev, controller, counts)

    table = CtTable(qtbot, 3, seed=5)
    monkeypatch.setattr(areas.StateDisplay, "of", staticmethod(counting))
    changes = 0
    for _ in range(40):
        before = {code: dict(row) for code, row in table.state.observation(0)["states"].items()}
        table.play_heuristic(table.state.to_move()[0])
        after = table.state.observation(0)["states"]
        made.clear()
        table.show()
        changed = [code for code, row in after.items() if row != before[code]]
        assert len(made) == len(changed)
        changes += len(changed)
    assert changes > 0  # voters were placed on the way
    # and the kept displays are the ones the observation gives now
    parties = [p["id"] for p in table.state.observation(0)["parties"]]
    for code, row in table.state.observation(0)["states"].items():
        shown = table.scene.map.states[code].display
        controller = row["control"] if any(row["voters"]) else None
        assert shown == real(shown.ev, controller, dict(zip(parties, row["voters"], strict=True)))


def test_naming_issues_boxes_candidates_and_abilities_translates_each_table_once(monkeypatch):
    """A hand card's face and a party board's chips name issues, boxes and abilities at each paint."""
    calls = counting_translate(monkeypatch, names)
    monkeypatch.setattr(scene_map_texts, "_TABLES", {})
    data = load_data()
    issues = sorted({i for card in data.cards.values() for i in (card.advertise or ())})
    abilities = sorted({card.politick for card in data.cards.values() if card.politick})
    for _ in range(3):
        shown = ([names.issue_name(i) for i in issues] + [names.ability_name(a) for a in abilities]
                 + [names.box_name(b) for b in ("travel", "politick")])
    tables = calls["n"]
    assert 0 < tables <= 27 + 60 + 7  # the issue, ability and box tables, once each
    assert "Travel" in shown and all(shown)
    with pytest.raises(KeyError):  # a name missing from a table is still an error (names.py)
        names.ability_name("no_such_ability")
