# ruff: noqa: F811  (pytest fixtures are imported from shell_fixtures and used as arguments)
"""Issue 15's leftovers: the coach's numbers (ui/hint_marks.py) stay on the card their ring is round, and
there they hid the plus of a card just received and the check of a chosen one (card_items.ChoosableCard),
both painted on the card's top edge: tests/ui/test_hint_badges_clear_of_words.py failed at the positions
where a Copernico hand card was new and three placements of it were marked. Here, at the person's first
decision to place a card, the hand card with the most places is made new (or chosen), three of its
placements are marked, and no number lies over its plus (or check) as the card paints it."""

from __future__ import annotations

import os
from collections import defaultdict

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.games.copernico.actions import Place  # noqa: E402
from desktop_app.ui.card_items import ChoosableCard  # noqa: E402

from .shell_fixtures import game_window, messages, settings  # noqa: E402,F401
from .test_banner_clear_of_words import painted_words  # noqa: E402
from .test_hint_badges_clear_of_words import SLACK, _decisions, _Marks  # noqa: E402
from .test_hint_marks_clear import _badges  # noqa: E402

MARKS = {"fresh": "+", "selected": "✓"}


def _first_placements(qtbot, window) -> tuple[object, list[Place]]:
    """The scene at the person's first decision to place a card, and the placements of the hand card
    that has the most (up to three)."""
    for scene, choices in _decisions(qtbot, window, "copernico", 2, 3):
        by_card: dict[str, list[Place]] = defaultdict(list)
        for action in choices:
            if isinstance(action, Place):
                by_card[action.card].append(action)
        if by_card:
            most = max(by_card.values(), key=len)
            return scene, most[:3]
    raise AssertionError("the person never places a card")


def _mark_words(scene, view, card: ChoosableCard, symbol: str) -> list:
    """Where ``card``'s plus (or check) is painted: a painted word of its one character."""
    words = painted_words(view, _Marks(scene))
    face = card.scene_card_rect().adjusted(-20, -30, 20, 0)
    return [w for w in words if face.contains(w) and w.width() < 16 and w.height() < 18
            and w.top() < card.scene_card_rect().top() - card.lift() + 4]


@pytest.mark.parametrize("mark", sorted(MARKS))
@pytest.mark.parametrize("size", [(960, 540), (1280, 800)])
def test_the_coachs_numbers_leave_a_fresh_cards_plus_clear(qtbot, game_window, size, mark):
    game_window.resize(*size)
    scene, placements = _first_placements(qtbot, game_window)
    qtbot.wait(10)
    card = scene._cards[placements[0].card]
    setattr(card, mark, True)
    card.update()
    scene.show_hint_marks(placements)
    under = _mark_words(scene, game_window.view, card, MARKS[mark])
    assert len(under) == 1, f"the {MARKS[mark]} of {card.card_id} is not painted where looked for: {under}"
    slack = SLACK / game_window.view.fit_scale
    found = [f"{number} at {badge.getRect()} over {under[0].getRect()}" for number, badge in _badges(scene)
             if badge.adjusted(slack, slack, -slack, -slack).intersects(under[0])]
    assert not found, f"{size}, {len(placements)} placements of {card.card_id}: " + "; ".join(found)
