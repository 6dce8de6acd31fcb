"""Issue 15: the coach gives each Copycat placement its own reason (markers there, the VP the game's
evaluation expects this round, the last empty office of its kind, what the office brings), not one
sentence for every office."""

from __future__ import annotations

import random

from desktop_app.engine.hints import HintReason
from desktop_app.games.copycat.actions import Place
from desktop_app.games.copycat.definition import COPYCAT_GAME
from desktop_app.games.copycat.scene.hint_texts import hint_text

OLD = "takes this office before the others can"


def _placements(seed: int, want=lambda s: True):
    """A 3-player position where the player to move may place in at least three offices."""
    s = COPYCAT_GAME.new_game(3, {}, seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        player = s.to_move()[0]
        legal = s.legal_actions(player)
        places = [a for a in legal if isinstance(a, Place)]
        if len(places) >= 3 and want(s):
            return s, player, places
        s.apply_action(player, rng.choice(legal))
    raise AssertionError("no placement found")


def _reason(s, player, action) -> str:
    text = hint_text(COPYCAT_GAME.hint_reason(s, player, action))
    assert text
    return text


def test_offices_of_different_kinds_get_different_reasons(qtbot):
    s, player, places = _placements(1)
    texts = {a.office: _reason(s, player, a) for a in places}
    assert len(set(texts.values())) >= 5, texts
    assert OLD not in texts.values()
    assert "3 VP" in texts["N2"] and "2 VP" in texts["E1"]  # "+3 VP" and "+2 VP" apart
    assert "last empty office" in texts["B5"]  # the only card swap left on the board


def test_markers_on_an_office_are_the_reason(qtbot):
    s, player, places = _placements(2, lambda s: any(s.office_markers))
    with_markers = [a for a in places if s.office_markers[s.data.o(a.office)]]
    assert with_markers
    for action in with_markers:
        assert "victory point marker" in _reason(s, player, action)


def test_a_reason_kept_from_before_still_reads(qtbot):
    assert hint_text(HintReason("copycat.hint_place", ("B4",))) == OLD
