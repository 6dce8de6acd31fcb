"""A move's new numbers recolour only the states whose controller changed (issue 13): a state's shape
shows only who controls it, so new voters under the same controller draw no shape again; its badge (or
its callout box, which shows the numbers) is all that is drawn. Counts, never times."""

from __future__ import annotations

from desktop_app.games.campaign_trail.scene.display import StateDisplay

from .map_paints import Paints


def _more(display: StateDisplay, party: str, voters: int) -> StateDisplay:
    counts = dict(display.counts)
    counts[party] = counts.get(party, 0) + voters
    top = max(counts.values())
    controller = display.controller if counts.get(display.controller or "", -1) == top else party
    return StateDisplay.of(display.ev, controller, counts)


def test_new_voters_redraw_the_shape_only_where_the_controller_changes(map_table, paints: Paints):
    t = map_table
    ohio, texas, rhode = (t.map.display(code) for code in ("OH", "TX", "RI"))
    assert ohio is not None and texas is not None and rhode is not None
    rival = next(party for party in ("D", "R", "L", "G") if party != texas.controller)
    t.map.set_states({
        "OH": _more(ohio, ohio.controller or "D", 1),  # one more voter for its controller
        "TX": _more(texas, rival, 9),  # a new controller
        "RI": _more(rhode, rhode.controller or "D", 2),  # a callout's state: its box shows the numbers
    })
    t.map.show_badges()
    t.view.viewport().grab()
    assert t.map.display("TX").controller == rival
    assert paints.shapes() == ["TX", "box RI"]
    assert paints.of("badge") == ["badge OH", "badge TX"]
    paints.clear()
    t.map.set_states({code: t.map.display(code) for code in t.map.states})  # the same numbers again
    t.map.show_badges()
    t.view.viewport().grab()
    assert paints.of() == []


def test_a_new_controller_recolours_the_state_and_only_it(map_table, paints: Paints):
    """Taking a state paints it in the new party's fill and pattern: the pixels inside it change, and
    no other state's picture is drawn again."""
    t = map_table
    texas = t.map.display("TX")
    assert texas is not None
    rival = next(party for party in ("D", "R", "L", "G") if party != texas.controller)
    before = t.view.viewport().grab().toImage()
    t.map.set_states({"TX": _more(texas, rival, 9)})
    after = t.view.viewport().grab().toImage()
    assert paints.shapes() == ["TX"]
    centre = t.view.mapFromScene(t.map.states["TX"].mapToScene(t.map.states["TX"].path().boundingRect()
                                                                .center()))
    assert before.pixelColor(centre) != after.pixelColor(centre)
