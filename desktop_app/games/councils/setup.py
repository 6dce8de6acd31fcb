"""A new game of Councils & Contracts (rulebook "Setup"; CC-8, CC-15)."""

from __future__ import annotations

from ...engine.rng import Rng
from .data import HALL, CouncilsData
from .stages import NORMAL, EndReason
from .state import CouncilsState
from .tables import tables_for


def new_state(data: CouncilsData, num_players: int, seed: int) -> CouncilsState:
    """Employees, influence tracks, the councils of this player count, City Hall alone in the city,
    the used project cards shuffled A above B with the display dealt from the top, a random start
    player."""
    rng = Rng(seed)
    s = CouncilsState.__new__(CouncilsState)
    s.num_players = num_players
    s.data = data
    s.rng = rng
    employees = data.constants["EMPLOYEES"]
    active = data.constants["EMPLOYEES_ACTIVE"]
    # Immutable rows repeated, not rebuilt (state.py); the fields changed in place are lists of their own.
    tables = tables_for(data, num_players)
    s.influence = [*data.influence_start] * num_players
    s.shorts = [tables.shortfall_of(data.influence_start)] * num_players
    s.vp_parts = ((0, 0, 0),) * num_players
    s.available = [active] * num_players
    s.box = (employees - active,) * num_players
    s.council_ids = tables.council_ids
    s.councils = [0] * (len(tables.council_ids) * num_players)
    s.city = {(0, 0): HALL}
    s.positions = {HALL: (0, 0)}
    s.staff = {}
    s.councils_shared = s.staff_shared = False
    s.removed = tables.removed
    deck = tuple(rng.shuffled(tables.a_cards)) + tuple(rng.shuffled(tables.b_cards))
    size = data.constants["DISPLAY_SIZE"]
    s.display = deck[:size]
    s.deck = deck[size:]
    s.start_player = rng.below(num_players)  # CC-8: chosen at random
    s.current = s.start_player
    s.pending = []
    s.stage = NORMAL
    s.final_turns_left = 0
    s.stall_rounds = 0
    s.project_in_round = False
    s.round = 1
    s.end_reason = EndReason.NONE
    s.majority_vp = (0,) * num_players
    s.tables = tables
    s.frontier_memo = None
    return s
