"""Setup in CT-29's order: starting party, candidates (2 dealt, 1 kept in secret), EV counters and setup
voters, deck, hands and months, home states and setup abilities, debate components."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.rng import Rng
from . import election_day
from .actions import KeepCandidate, PickState, cached
from .board import deck_in_use, month_piles, setup_board, tiebreak
from .breaking_news_steps import set_aside
from .data import CampaignTrailData
from .frames import Frame, FrameKind, Phase, Purpose
from .options import RANDOM, Config
from .state import UNDECIDED, CampaignTrailState
from .tokens import power_region
from .turn_order import seats_in_party_order


def new_state(
    data: CampaignTrailData, config: Config, seed: int, state_class: type[CampaignTrailState]
) -> CampaignTrailState:
    """A new game of ``state_class`` (the state that answers the engine: turn_table.TurnTableState)."""
    rng = Rng(seed)
    s = state_class.__new__(state_class)
    s.num_players = config.seats
    s.data = data
    s.config = config
    s.rng = rng
    s.parties = config.parties
    n = len(config.parties)
    # Seats in the fixed party order, a party's candidate 1 first (§3.1, CT-20).
    s.seat_party = tuple(p for p in range(n) for _ in range(config.per_party))
    s.party_seats = tuple(tuple(i for i, q in enumerate(s.seat_party) if q == p) for p in range(n))
    s.seat_of = config.seat_of  # the engine seat of each candidate (CT-20)
    # CT-29 step 1: starting party (CT-26).
    s.start_party = (
        rng.below(n) if config.starting_party == RANDOM else config.parties.index(config.starting_party)
    )
    # Step 2: deal 2 candidate cards per slot; each keeps one in secret (CT-23).
    pool = rng.shuffled(data.all_candidates() if config.expansion_candidates else data.base_candidates())
    dealt = data.const("CANDIDATES_DEALT")
    s.offers = tuple(tuple(pool[i * dealt : (i + 1) * dealt]) for i in range(config.candidates))
    s.kept = ("",) * config.candidates
    s.phase = Phase.SETUP
    units = data.const("VOTER_UNITS")
    s.money = (0,) * n
    s.registered = (0,) * n
    s.undecided = (units,) * n
    s.voters = tuple((0,) * n for _ in data.state_ids)
    s.orders = tuple(
        tuple(config.parties.index(p) for p in tiebreak(data, sid, config.parties, config.green_board))
        for sid in data.state_ids
    )
    s.control = tuple(order[0] for order in s.orders)
    s.hands = ((),) * config.candidates
    s.decks = ((), (), ())
    s.month = 0
    s.discard = ()
    s.in_play = ((),) * config.candidates
    s.face_down = ((),) * config.candidates
    s.pawn = ("",) * config.candidates
    s.home = ("",) * config.candidates
    s.latest_order = s.party_seats
    s.party_turn = -1
    s.turn_queue = ()
    s.active = -1
    s.pending = ()
    s.ctx = None
    s.insider_used = False
    s.debate = None
    s.city_deck = ()
    s.topic_deck = ()
    s.turn_number = 0
    s.tie_wins = ()
    s.known = ()
    s.winners = ()
    s.final_ev = ()
    s.debate_results = ()
    s.tokens = ()
    s.po_picks = ()
    s.po_shown = False
    s.ballots = ()
    s.turn_placed = False
    s.turn_card = ""
    s.swap_used = False
    s.debate_city = ""
    s.issue_bonus_used = (False,) * config.candidates
    s.effect_no = 0
    s.income_paid = (-1,) * config.candidates
    s.news = ""
    s.news_aside = ()
    s.news_drawn = ()
    s.news_paid = 0
    election_day.init(s)
    return s


def after_candidates(s: CampaignTrailState, events: list[Event]) -> None:
    """Every seat has kept a candidate: reveal them and run CT-29 steps 2 (resources) to 6."""
    data = s.data
    events.append(Event("ct.candidates_revealed", {"candidates": list(s.kept)}, reveals=True))
    for seat, cand in enumerate(s.kept):
        row = data.candidates[cand]
        party = s.seat_party[seat]
        s.add_money(party, row.start_money)
        s.register(party, row.start_registered)
    # Step 3: EV counters and setup voters (CT-21).
    for sid, (holder, count) in setup_board(data, s.parties, s.config.green_board).items():
        setup_place(s, s.parties.index(holder), sid, count)
    # Step 4: deck, hands, months (CT-22, CT-24).
    deck = s.rng.shuffled(deck_in_use(data, s.num_candidates, s.config.expansion_cards))
    hand = data.const("HAND_SIZE")
    s.hands = tuple(tuple(deck[i * hand : (i + 1) * hand]) for i in range(s.num_candidates))
    rest = deck[s.num_candidates * hand :]
    piles = month_piles(len(rest), data.const("MONTHS"), data.august_less(s.config.seats))
    decks = []
    for size in piles:
        decks.append(tuple(rest[:size]))
        rest = rest[size:]
    s.decks = tuple(decks)
    # Step 6 is drawn now too: the debate cities and topics are shuffled face down (CT-27).
    s.city_deck = tuple(s.rng.shuffled(data.debate_cities))
    s.topic_deck = tuple(s.rng.shuffled(data.debate_topics))
    # Step 7: Breaking News, after the month decks are formed (CT-140).
    if s.config.breaking_news:
        set_aside(s, events)
    s.phase = Phase.PLAY
    # Step 5: home states in party order from the starting party (CT-25); pushed so the first is on top.
    # After the home states, each party with running mates sets their order before its first party
    # turn (CT-37; its candidate 1 decides, CT-98).
    orders = [
        Frame(FrameKind.ORDER, seat=seats[0], party=p, queue=seats, purpose=Purpose.SETUP)
        for p, seats in enumerate(s.party_seats)
        if len(seats) > 1
    ]
    in_order = seats_in_party_order(s, s.start_party)
    frames = [Frame(FrameKind.HOME, seat=seat) for seat in in_order]
    # The Regional Powers' regions come before every home state (CT-29 step 5, CT-135).
    frames = [
        Frame(FrameKind.RP_REGION, seat=seat)
        for seat in in_order
        if data.candidates[s.kept[seat]].effects.get("region_token")
    ] + frames
    s.push(*reversed(orders), *reversed(frames))
    events.append(Event("ct.setup_dealt", {"months": [len(d) for d in s.decks]}, reveals=True))
    election_day.deal(s, events)  # CT-29 step 8 (CT-150)


# -- setup decisions -----------------------------------------------------------------------------------
def keep_legal(s: CampaignTrailState, player: int) -> list[Action]:
    """The two candidate cards dealt to the seat (CT-23)."""
    return [cached(KeepCandidate, c) for c in s.offers[player]]


def keep_apply(s: CampaignTrailState, player: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, KeepCandidate)
    s.kept = s.kept[:player] + (action.candidate,) + s.kept[player + 1 :]
    party = s.seat_party[player]
    events.append(Event("ct.candidate_kept", {"seat": player}))
    events.append(
        Event(
            "ct.candidate_kept_private",
            {"seat": player, "candidate": action.candidate},
            visible_to=s.party_seats[party],
        )
    )
    if all(s.kept):
        after_candidates(s, events)


def home_legal(s: CampaignTrailState, frame: Frame) -> list[Action]:
    return [cached(PickState, sid) for sid in home_choices(s, frame.seat)]


def home_apply(s: CampaignTrailState, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PickState)
    set_home(s, frame.seat, action.state, events)


def home_choices(s: CampaignTrailState, seat: int) -> tuple[str, ...]:
    """The reference states of the seat's hand, other than the running mate's home (CT-25, CT-29)."""
    mate = s.running_mate(seat)
    taken = {s.home[mate]} if mate is not None and s.home[mate] else set()
    effects = s.data.candidates[s.kept[seat]].effects
    if effects.get("no_ethics_setup"):  # the Dirty Candidate (CT-130 b)
        taken |= set(s.data.ethically_minded[s.parties[s.seat_party[seat]]])
    region = power_region(s, seat)
    if region:  # the Regional Power's home is any state of its region (CT-135)
        refs = set(s.data.regions[region].states) - taken
    else:
        refs = {s.data.cards[c].ref_state for c in s.hands[seat]} - taken
    if not refs:
        refs = set(s.data.state_ids) - taken
    return tuple(sid for sid in s.data.state_ids if sid in refs)


def set_home(s: CampaignTrailState, seat: int, state: str, events: list[Event]) -> None:
    s.home = s.home[:seat] + (state,) + s.home[seat + 1 :]
    s.pawn = s.pawn[:seat] + (state,) + s.pawn[seat + 1 :]
    party = s.seat_party[seat]
    setup_place(s, party, state, s.data.const("HOME_STATE_VOTERS"))
    events.append(Event("ct.home", {"seat": seat, "state": state}))
    if all(s.home):
        _setup_abilities(s, events)


def setup_place(s: CampaignTrailState, party: int, state: str, n: int) -> None:
    """A setup placement from the undecided supply; a party with the Dirty Candidate places none in its
    ethically minded states (CT-130 b, CT-136)."""
    seats = s.party_seats[party]
    dirty = any(s.data.candidates[s.kept[x]].effects.get("no_ethics_setup") for x in seats)
    if dirty and state in s.data.ethically_minded[s.parties[party]]:
        return
    s.place(party, state, n, UNDECIDED)


def _setup_abilities(s: CampaignTrailState, events: list[Event]) -> None:
    """Governor and Dynasty Heir voters (§6), after every home state is chosen (CT-29 step 5)."""
    data = s.data
    for seat in range(s.num_candidates):
        party = s.seat_party[seat]
        home = s.home[seat]
        effects = data.candidates[s.kept[seat]].effects
        # The Governor: its home state and each neighbour.
        each = effects.get("setup_home_and_neighbours", 0)
        if each:
            for sid in (home, *data.states[home].adjacent):
                setup_place(s, party, sid, each)
        # The Dynasty Heir: each state of the home region whose first tiebreaker (board in use) is its party.
        each = effects.get("setup_home_region_first", 0)
        if each:
            pid = s.parties[party]
            for sid in data.regions[data.states[home].region].states:
                row = data.states[sid]
                first = (row.tiebreak_4p if s.config.green_board else row.tiebreak_3p)[0]
                if first == pid:
                    setup_place(s, party, sid, each)
        # The Regional Power: each state of its region, also where the party starts with none (CT-135).
        each = effects.get("region_setup_voters", 0)
        if each:
            for sid in data.regions[power_region(s, seat)].states:
                setup_place(s, party, sid, each)
    events.append(Event("ct.setup_done", {}))
