"""Issue 13 (a table that never stutters): the Councils table's own work per move does not grow with
the city. Counts only, never times: how many card attributes a move's redraw sets, early and late."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.games.councils.actions import PlaceEmployees  # noqa: E402
from desktop_app.games.councils.definition import COUNCILS_GAME  # noqa: E402
from desktop_app.games.councils.scene import art, items  # noqa: E402
from desktop_app.games.councils.scene.board import CouncilsScene  # noqa: E402
from desktop_app.games.councils.scene.items import CardItem, CouncilItem, MeepleItem  # noqa: E402
from desktop_app.ui import table_look  # noqa: E402
from tests.scene_harness import SceneTable  # noqa: E402


class Table(SceneTable):
    game = COUNCILS_GAME
    scene_class = CouncilsScene
    follow_mover = True


def _sets_per_move(table: Table, moves: int, counts: dict[str, int]) -> tuple[float, float]:
    """Play ``moves`` moves by the rule of thumb, redrawing after each; card and employee attribute
    sets per move."""
    cards_before, meeples_before = counts["card"], counts["meeple"]
    for _ in range(moves):
        table.play_heuristic(table.state.to_move()[0])
        table.show()
    return (counts["card"] - cards_before) / moves, (counts["meeple"] - meeples_before) / moves


def test_a_move_dresses_the_cards_it_changed_not_the_whole_city(qtbot, monkeypatch):
    counts = {"card": 0, "meeple": 0}
    original = table_look.CachedLook.__setattr__

    def counting(self, name, value):
        if not name.startswith("_"):
            if isinstance(self, CardItem):
                counts["card"] += 1
            elif isinstance(self, MeepleItem):
                counts["meeple"] += 1
        original(self, name, value)

    monkeypatch.setattr(table_look.CachedLook, "__setattr__", counting)
    table = Table(qtbot, 5, seed=3)
    table.advance_to(lambda s: len(s.observation(0)["city"]) >= 2)
    early_cards, early_meeples = _sets_per_move(table, 30, counts)
    table.advance_to(lambda s: len(s.observation(0)["city"]) >= 20)
    late_cards, late_meeples = _sets_per_move(table, 30, counts)
    assert late_cards <= early_cards * 1.5 + 10
    assert late_meeples <= early_meeples * 1.5 + 10



class Watched(SceneTable):
    """One person's screen, drawn 1:1 as the window draws it (no uneven fitting scale)."""

    game = COUNCILS_GAME
    scene_class = CouncilsScene
    fit_view = False


def test_a_move_places_again_only_the_employees_of_seats_it_touched(qtbot):
    """Five seats' employees stand on boards, councils and cards; a move changes one or two seats'
    (the mover's, a council's neighbours'): the others are not placed or dressed again."""
    table = Watched(qtbot, 5, seed=3)
    table.advance_to(lambda s: len(s.observation(0)["city"]) >= 6)
    scene = table.scene
    before = scene.meeple_seats_synced
    moves = 40
    for _ in range(moves):
        table.play_heuristic(table.state.to_move()[0])
        table.show()
    per_move = (scene.meeple_seats_synced - before) / moves
    assert per_move <= 2.5, per_move
    table.show()  # nothing changed: nobody's employees are touched
    assert scene.meeple_seats_synced == before + per_move * moves


def test_the_spots_beside_the_city_are_made_once_not_at_every_turn(qtbot):
    """The free cells beside the city show while the person may place a card and hide at the others'
    turns; a cell offered again shows the spot made for it before."""
    table = Watched(qtbot, 5, seed=3)
    table.advance_to(lambda s: len(s.observation(0)["city"]) >= 3)
    scene = table.scene
    offered: set[tuple[int, int]] = set(scene._spots)
    shown = len(scene._spots)
    for _ in range(60):
        table.play_heuristic(table.state.to_move()[0])
        table.show()
        shown += len(scene._spots)
        offered |= set(scene._spots)
        assert all(spot.isVisible() for spot in scene._spots.values())
    assert shown >= 3 * len(offered)  # the spots were shown at several of the person's turns ...
    assert scene.spots_made == len(offered)  # ... and each was made once


def test_the_councils_an_employee_may_go_to_are_worked_out_once_a_redraw(qtbot, monkeypatch):
    """The councils and the employees both ask where a free employee may go; each council is tried
    against the legal placements once a redraw, not once for each asker."""
    table = Table(qtbot, 5, seed=3)  # the seat to move watches: a person's turn
    scene = table.scene
    assert scene._mode == "main" and scene._of(PlaceEmployees)
    tried: list[str | None] = []
    original = CouncilsScene._placing_ok

    def counting(self, extra=None):
        tried.append(extra)
        return original(self, extra)

    monkeypatch.setattr(CouncilsScene, "_placing_ok", counting)
    table.show()
    assert sorted(c for c in tried if c) == sorted(scene._councils)


def test_a_repainted_council_or_card_copies_its_picture_instead_of_drawing_it_again(qtbot, monkeypatch):
    """Councils repaint as employees come and go and glow when they may be resolved; cards dim, glow and
    are marked as the turns pass. Their plates, names and faces are drawn once for each size and place
    (to the fraction of a pixel) and copied at the other repaints."""
    table = Watched(qtbot, 5, seed=3)
    table.advance_to(lambda s: len(s.observation(0)["city"]) >= 12)
    table.view.viewport().grab()
    counts = {"council paints": 0, "councils drawn": 0, "card paints": 0, "cards drawn": 0}

    def counting(owner, name: str, key: str) -> None:
        original = getattr(owner, name)

        def wrapper(*args, **kwargs):
            counts[key] += 1
            return original(*args, **kwargs)

        monkeypatch.setattr(owner, name, wrapper)

    counting(CouncilItem, "paint_content", "council paints")
    counting(CouncilItem, "_paint_card", "councils drawn")
    counting(items, "paint_marks", "card paints")  # once in each card's paint
    counting(art, "paint_card", "cards drawn")
    for _ in range(40):
        table.play_heuristic(table.state.to_move()[0])
        table.show()
        table.view.viewport().grab()
    assert counts["council paints"] >= 10 and counts["card paints"] >= 100  # they did repaint ...
    assert counts["councils drawn"] == 0  # ... from their pictures: a council's card never changes
    # a card's face is drawn again when a growing city makes it smaller and moves it (242 paints, 106
    # faces drawn in this game; each paint drew its face before)
    assert counts["cards drawn"] <= counts["card paints"] * 0.6


def test_employees_that_stay_put_are_not_sent_to_their_place_again(qtbot, monkeypatch):
    """A seat whose employees moved is placed again, but only its employees that changed place are moved:
    most stay where they stood (the move_to and its look-ups were most of that seat's redraw)."""
    sent = {"n": 0}
    move_to = MeepleItem.move_to

    def counting(self, *args):
        sent["n"] += 1
        move_to(self, *args)

    monkeypatch.setattr(MeepleItem, "move_to", counting)
    table = Watched(qtbot, 5, seed=3)
    table.advance_to(lambda s: len(s.observation(0)["city"]) >= 6)
    scene = table.scene
    before, seats_before = sent["n"], scene.meeple_seats_synced
    moves = 40
    for _ in range(moves):
        table.play_heuristic(table.state.to_move()[0])
        table.show()
    per_seat = (sent["n"] - before) / max(1, scene.meeple_seats_synced - seats_before)
    assert per_seat <= 3.0, per_seat  # before: every employee of the seat (about 9 at five seats)
    for item in scene._meeples.values():  # and every one stands where its seat's places say
        assert item._rest is not None and item.pos().x() == item._rest[0] and item.pos().y() == item._rest[1]


def test_the_turn_passing_dresses_no_card_of_the_city_again(qtbot, monkeypatch):
    """Whether a press on a card says why it cannot move follows the viewer's turn; that alone sets the
    one quiet flag, not the cards' whole dress (cursor, tooltip, flags)."""
    table = Watched(qtbot, 5, seed=3)
    table.advance_to(lambda s: len(s.observation(0)["city"]) >= 6 and 0 in s.to_move())
    scene = table.scene
    city = [item for item in scene._cards.values() if scene._card_sync.spots[item.card].role == "city"]
    assert city and all(item.explain_press for item in city)
    sets = {"n": 0}
    original = table_look.CachedLook.__setattr__

    def counting(self, name, value):
        if self in city and not name.startswith("_") and name not in self.QUIET:  # base_z: the city may shift
            sets["n"] += 1
        original(self, name, value)

    monkeypatch.setattr(table_look.CachedLook, "__setattr__", counting)
    obs, viewer, legal, recent = scene._obs, scene._viewer, scene._legal, scene._recent
    scene.show_observation(dict(obs, to_move=[1]), viewer, legal, recent)  # the same table, another's turn
    assert not any(item.explain_press for item in city)
    scene.show_observation(obs, viewer, legal, recent)
    assert all(item.explain_press for item in city)
    assert sets["n"] == 0
