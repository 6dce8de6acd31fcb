"""Building actions #1-#20 and the pending decisions inside a turn (rulebook "Building Action",
"The Different Cards"; CC-17 to CC-28).

An effect runs in a context: the acting player, the ``source`` card whose employees the action uses
(the executed card, the #8/#11 card when copying, or a freshly placed 0-worker card holding none),
and ``pos``, the cell that adjacency is counted around (the copied card's cell when copying, CC-21).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...engine.events import Event
from . import city, frames
from .actions import (
    ChooseBuilding,
    ChooseCardType,
    ChooseDisplayCard,
    ChooseInfluence,
    ChoosePosition,
)
from .data import DEV, HALL, CouncilsData, Effect
from .frames import (
    B19_CARD,
    CONVERT,
    COPY,
    MOVE,
    POSITION,
    SPLIT,
    STAFF,
    TYPE_VP,
    Frame,
    PlaceMode,
)
from .log import SHARED as _SHARED
from .log import event, shared_event
from .stages import VP_ACTIONS

if TYPE_CHECKING:
    from .state import CouncilsState
    from .view import PendingView

Pos = tuple[int, int]
# Effects bound once as module names (an Enum member looked up on its class costs more than the
# comparisons run_effect makes).
(_CONVERT_TO_DEV, _BOX_ONE_GAIN_DEV, _GAIN_DEV, _BOX_ONE_GAIN_ANY, _COPY_ADJACENT, _MOVE_TO_VACANT,
 _STAFF_VACANT, _ADJACENT_TYPE_VP, _ADJACENT_DIVERSE_VP, _RECALL_FROM_BOX, _CITY_EMPLOYEE_VP,
 _BUILD_FROM_DISPLAY) = (
    Effect.CONVERT_TO_DEV, Effect.BOX_ONE_GAIN_DEV, Effect.GAIN_DEV, Effect.BOX_ONE_GAIN_ANY,
    Effect.COPY_ADJACENT, Effect.MOVE_TO_VACANT, Effect.STAFF_VACANT, Effect.ADJACENT_TYPE_VP,
    Effect.ADJACENT_DIVERSE_VP, Effect.RECALL_FROM_BOX, Effect.CITY_EMPLOYEE_VP, Effect.BUILD_FROM_DISPLAY)


# -- starting an action ------------------------------------------------------------------------------
def start_building_action(s: CouncilsState, player: int, card: str, events: list[Event]) -> None:
    """The no-employees action (CC-17): run the card's action; afterwards whatever employees are left
    on the card go home (the RETURN frame below the action's own decisions)."""
    info = s.data.cards[card]
    key = ("councils.building_action", player, card, info.action)
    events.append(_SHARED.get(key) or shared_event(
        key, {"player": player, "card": card, "action": info.action}))
    s.pending.append(frames.return_employees(card))
    run_effect(s, player, info.effect, info.amount, card, s.positions[card], events)


def on_placement(s: CouncilsState, player: int, card: str, events: list[Event]) -> None:
    """A 0-worker card's action resolves once, right after it is placed, with no employees (CC-18)."""
    info = s.data.cards[card]
    events.append(event("councils.on_placement", {"player": player, "card": card, "action": info.action}))
    run_effect(s, player, info.effect, info.amount, card, s.positions[card], events)


# -- what an effect can do -----------------------------------------------------------------------------
def _council_tracks(s: CouncilsState) -> range:
    return range(len(s.data.influence_types) - 1)  # every track but development


def copy_targets(s: CouncilsState, player: int, source: str) -> list[str]:
    """Adjacent buildings whose action is not #8/#11 and could take effect here (CC-21, CC-EX-10)."""
    cards = s.data.cards
    out = []
    for card in city.adjacent_cards(s, s.positions[source]):
        info = cards[card]
        if card == HALL or info.effect is _COPY_ADJACENT:
            continue
        if effect_possible(s, player, info.effect, info.amount, source):
            out.append(card)
    return sorted(out)


def b19_choices(s: CouncilsState, source: str) -> list[str]:
    here = s.employees_on(source)
    cards = s.data.cards
    return [c for c in s.display if cards[c].workers <= here]


def effect_possible(s: CouncilsState, player: int, effect: Effect, amount: int, source: str) -> bool:
    """Whether the effect can take effect at all; if not, it resolves with no effect (CC-17)."""
    if effect == _CONVERT_TO_DEV:
        row = s.influence_row(player)
        return any(row[i] >= 1 for i in _council_tracks(s))
    if effect in (_BOX_ONE_GAIN_DEV, _BOX_ONE_GAIN_ANY):
        return s.employees_on(source) >= 2
    if effect == _COPY_ADJACENT:
        return bool(copy_targets(s, player, source))
    if effect == _MOVE_TO_VACANT:
        return city.has_vacant(s, s.employees_on(source))
    if effect == _STAFF_VACANT:
        return city.has_vacant(s, s.available[player])
    if effect == _RECALL_FROM_BOX:
        return s.box[player] >= 1
    if effect == _BUILD_FROM_DISPLAY:
        return s.influence_row(player)[-1] >= amount and bool(b19_choices(s, source))
    # gain_dev, adjacent_type_vp, adjacent_diverse_vp, city_employee_vp always resolve (maybe for 0).
    return True


# -- resolving an effect -------------------------------------------------------------------------------
def run_effect(
    s: CouncilsState, player: int, effect: Effect, amount: int, source: str, pos: Pos, events: list[Event]
) -> None:
    if not effect_possible(s, player, effect, amount, source):
        events.append(event("councils.no_effect", {"player": player, "card": source, "effect": str(effect)}))
        return
    dev = len(s.data.influence_types) - 1
    if effect is _GAIN_DEV:
        _gain(s, player, dev, amount, events)
    elif effect is _CONVERT_TO_DEV:
        s.push(frames.convert(player, amount))
    elif effect is _BOX_ONE_GAIN_DEV:
        _box_one(s, player, source, events)
        _gain(s, player, dev, amount, events)
    elif effect is _BOX_ONE_GAIN_ANY:
        _box_one(s, player, source, events)
        s.push(frames.split(player, amount))
    elif effect is _COPY_ADJACENT:
        s.push(frames.on_card(COPY, player, source))
    elif effect is _MOVE_TO_VACANT:
        s.push(frames.on_card(MOVE, player, source))
    elif effect is _STAFF_VACANT:
        s.push(frames.staff(player))
    elif effect is _ADJACENT_TYPE_VP:
        s.push(frames.type_vp(player, pos, amount))
    elif effect is _ADJACENT_DIVERSE_VP:
        cards = s.data.cards
        types = set()
        hall = False
        for card in city.adjacent_cards(s, pos):
            if card == HALL:
                hall = True
            else:
                types.add(cards[card].type)
        # City Hall adds one type not already present, not all four (CC-25).
        count = len(types) + (1 if hall and len(types) < len(s.data.card_types) else 0)
        _score(s, player, amount * count, "adjacent_diverse", events)
    elif effect is _RECALL_FROM_BOX:
        take = min(amount, s.box[player])
        s.add_box(player, -take)
        s.add_available(player, take)
        events.append(event("councils.recall", {"player": player, "count": take}))
    elif effect is _CITY_EMPLOYEE_VP:
        # Employees on buildings only; those in councils are not "in the city" (CC-27).
        total = sum(n for _, n in s.staff.values())
        _score(s, player, amount * total, "city_employees", events)
    elif effect is _BUILD_FROM_DISPLAY:
        s.gain_influence(player, dev, -amount)
        events.append(event("councils.pay", {"player": player, "influence": {DEV: amount}}))
        s.push(frames.on_card(B19_CARD, player, source))
    else:  # pragma: no cover - data validation admits only the effects above
        raise ValueError(f"unknown effect {effect!r}")


def _gain(s: CouncilsState, player: int, index: int, amount: int, events: list[Event]) -> None:
    gained = s.gain_influence(player, index, amount)
    influence = s.data.influence_types[index]
    key = ("councils.gain_influence", player, influence, amount, gained)
    events.append(_SHARED.get(key) or shared_event(key, {
        "player": player, "influence": influence, "amount": amount, "gained": gained}))


def _score(s: CouncilsState, player: int, vp: int, reason: str, events: list[Event]) -> None:
    s.add_vp(player, vp, VP_ACTIONS)
    events.append(event("councils.action_vp", {"player": player, "vp": vp, "reason": reason}))


def _box_one(s: CouncilsState, player: int, source: str, events: list[Event]) -> None:
    """One of this card's employees goes to the box and the other returns at once (CC-20), so the
    card never holds fewer employees than its workers while #5's split is being chosen (CC-30)."""
    s.set_staff(source, player, s.employees_on(source) - 1)
    s.add_box(player, 1)
    events.append(event("councils.box_employee", {"player": player, "card": source}))
    s.return_employees(source, events)


# -- pending decisions ---------------------------------------------------------------------------------
def decision_actions(s: CouncilsState, frame: Frame) -> tuple[Action, ...]:
    kind, player = frame.kind, frame.player
    if kind is POSITION:
        return city.position_choices(s)
    # The shared answers from the per-game tables, mapped at C level (no key built per answer).
    tables = s.tables
    if kind is SPLIT:
        return tables.choose_track
    if kind is CONVERT:
        row = s.influence_row(player)
        return tuple([choice for i, choice in enumerate(tables.choose_track) if row[i] >= 1])
    if kind is TYPE_VP:
        return tables.choose_type
    building = tables.choose_building.__getitem__
    if kind is COPY:
        return tuple(map(building, copy_targets(s, player, frame.card)))
    if kind is MOVE:
        return tuple(map(building, city.vacant_cards(s, s.employees_on(frame.card))))
    if kind is STAFF:
        out: list[Action] = [*map(building, city.vacant_cards(s, s.available[player]))]
        out.append(tables.decline)
        return tuple(out)
    if kind is B19_CARD:
        return tuple(map(tables.choose_display.__getitem__, b19_choices(s, frame.card)))
    raise ValueError(f"unknown decision {kind!r}")  # pragma: no cover


def is_answer(s: CouncilsState, frame: Frame, action: Action) -> bool:
    """Whether ``action`` is one of the shared instances decision_actions(s, frame) lists, for any
    decision but a position (city.is_position_choice answers those). A building to move to or to
    staff is tested on its own rather than by listing every vacant one."""
    kind = frame.kind
    if kind is MOVE or kind is STAFF:
        if type(action) is not ChooseBuilding:
            return kind is STAFF and action is s.tables.decline
        card = action.card
        limit = s.employees_on(frame.card) if kind is MOVE else s.available[frame.player]
        return s.tables.choose_building.get(card) is action and city.is_vacant(s, card, limit)
    for legal in decision_actions(s, frame):  # noqa: SIM110 - a plain loop is quicker than any()
        if legal is action:
            return True
    return False


def apply_decision(s: CouncilsState, frame: Frame, action: Action, events: list[Event]) -> None:
    """Answer the decision ``frame`` (already popped off the stack) with ``action``."""
    kind, player = frame.kind, frame.player
    types = s.data.influence_types
    if kind is POSITION:
        assert isinstance(action, ChoosePosition)
        city.place_card(s, frame, (action.x, action.y), events)
        card = frame.card
        if s.data.cards[card].workers == 0:
            on_placement(s, player, card, events)  # CC-18: right after the placement and its refill
    elif kind is SPLIT:
        assert isinstance(action, ChooseInfluence)
        _gain(s, player, types.index(action.influence), 1, events)
        if frame.amount > 1:
            s.push(frames.split(player, frame.amount - 1))
    elif kind is CONVERT:
        assert isinstance(action, ChooseInfluence)
        s.gain_influence(player, types.index(action.influence), -1)
        events.append(event("councils.pay", {"player": player, "influence": {action.influence: 1}}))
        _gain(s, player, len(types) - 1, frame.amount, events)
    elif kind is TYPE_VP:
        assert isinstance(action, ChooseCardType)
        adjacent = city.adjacent_cards(s, frame.cell)
        _score(s, player, type_vp(s.data, adjacent, action.card_type, frame.amount), "adjacent_type", events)
    elif kind is COPY:
        assert isinstance(action, ChooseBuilding)
        info = s.data.cards[action.card]
        events.append(event("councils.copy_action", {"player": player, "card": frame.card,
                                                     "copied": action.card, "action": info.action}))
        run_effect(s, player, info.effect, info.amount, frame.card, s.positions[action.card], events)
    elif kind is MOVE:
        assert isinstance(action, ChooseBuilding)
        source = frame.card
        workers = s.data.cards[action.card].workers
        s.set_staff(source, player, s.employees_on(source) - workers)
        s.set_staff(action.card, player, workers)
        events.append(event("councils.employees_move", {
            "player": player, "from": source, "to": action.card, "count": workers}))
    elif kind is STAFF:
        if isinstance(action, ChooseBuilding):
            workers = s.data.cards[action.card].workers
            s.add_available(player, -workers)
            s.set_staff(action.card, player, workers)
            events.append(event("councils.staff_building", {"player": player, "card": action.card,
                                                            "count": workers}))
        else:
            events.append(event("councils.decline", {"player": player}))
    elif kind is B19_CARD:
        assert isinstance(action, ChooseDisplayCard)
        events.append(event("councils.choose_display_card", {"player": player, "card": action.card}))
        s.push(frames.position(player, action.card, PlaceMode.B19, frame.card))
    else:  # pragma: no cover
        raise ValueError(f"unknown decision {kind!r}")


def type_vp(data: CouncilsData, adjacent: list[str], card_type: str, vp_each: int) -> int:
    """VP for choosing ``card_type`` beside the ``adjacent`` cards; City Hall counts as any type (CC-24)."""
    return vp_each * sum(1 for c in adjacent if c == HALL or data.cards[c].type == card_type)


def describe_frame(frame: Frame) -> PendingView:
    """A pending decision as public JSON for observations."""
    kind = frame.kind
    out: PendingView = {"decision": kind.value, "player": frame.player}
    if kind is POSITION:
        out["card"] = frame.card
        out["free"] = frame.mode is PlaceMode.B19
        out["source"] = frame.source or None
    elif kind is SPLIT:
        out["points"] = frame.amount
    elif kind is CONVERT:
        out["gain"] = frame.amount
    elif kind is TYPE_VP:
        out["x"], out["y"] = frame.cell
        out["vp_each"] = frame.amount
    elif kind in (COPY, MOVE, B19_CARD):
        out["card"] = frame.card
    return out
