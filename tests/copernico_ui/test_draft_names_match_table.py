"""Issue 15: a draft move (the coach's hint, the move list, the lesson's note) names the drawn cards by
what their small faces show (cost and quality star, beside the number those faces leave out: "Q55 (2, ★1)")
and the players the passed cards go to, as the draft row's zones do: never "left" or "right", which at two
players are the same opponent."""

from __future__ import annotations

import os
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine.events import Event  # noqa: E402
from desktop_app.engine.hints import HintReason  # noqa: E402
from desktop_app.games.copernico.actions import Draft  # noqa: E402
from desktop_app.games.copernico.data import load_data  # noqa: E402
from desktop_app.games.copernico.scene import texts  # noqa: E402
from desktop_app.games.copernico.scene.hint_texts import hint_text  # noqa: E402
from tests.copernico_ui.test_copernico_scene import Table  # noqa: E402


def _draft(table: Table) -> Draft:
    return next(a for a in table.legal() if isinstance(a, Draft) and a.left and a.right)


def _face(card_id: str) -> str:
    card = load_data().quadrants[card_id]
    return f"{card_id} ({card.cost}, ★{card.quality})"


def test_two_players_pass_both_cards_to_the_opponent_by_name(qtbot):
    table = Table(qtbot, players=2)
    draft = _draft(table)
    label = table.scene.describe_action(draft)
    opponent = table.seats[1].name
    assert " left" not in label and " right" not in label
    assert f"to {opponent}" in label and label.count(opponent) == 1
    for card in (draft.keep, draft.left, draft.right, draft.discard):
        assert card and _face(card) in label


def test_three_players_name_each_neighbour(qtbot):
    table = Table(qtbot, players=3)
    draft = _draft(table)
    label = table.scene.describe_action(draft)
    left, right = table.seats[1].name, table.seats[2].name
    assert " left" not in label and " right" not in label
    assert f"pass {_face(draft.left)} to {left}" in label
    assert f"pass {_face(draft.right)} to {right}" in label


def test_the_keep_reason_names_the_card_by_its_face():
    card = next(iter(load_data().quadrants))
    assert _face(card) in (hint_text(HintReason("copernico.hint_keep", (card,))) or "")


def test_the_log_names_the_draft_as_the_move_does(qtbot):
    seats = [SimpleNamespace(name=name) for name in ("Ada", "Bo", "Cy")]
    cards = list(load_data().quadrants)[:4]
    line = texts.describe_event(Event("copernico.draft_resolved", {
        "player": 0, "keep": cards[0], "left": cards[1], "right": cards[2], "discard": cards[3]}), seats)
    assert " left" not in line and " right" not in line
    assert f"pass {_face(cards[1])} to Bo" in line
    assert f"pass {_face(cards[2])} to Cy" in line
