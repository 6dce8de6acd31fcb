"""The Exit Poll measures (§10, CT-155): one function per measure key of the data, each giving a party's
current value, so the rules (at Election Day), the views (at any time) and the computer players ask the
same question the same way.

Values read the state as it stands: at Election Day the rules ask after CT-70 step 1, before any reward
is placed (CT-154); asked during the months, they say how the party is doing so far.
"""

from __future__ import annotations

from collections.abc import Callable

from .election_day_data import Column, ExitPoll, Goal, load_election_day
from .options import Config
from .revisions import LATEST
from .state import CampaignTrailState

Measure = Callable[[CampaignTrailState, int, ExitPoll], int]


def _seats(s: CampaignTrailState, party: int) -> tuple[int, ...]:
    return s.party_seats[party]


def highest_card(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep01: the highest printed number in every hand of the party (CT-62); no card in hand: 0
    (CT-155). Expansion cards read their printed number too (CT-104)."""
    cards = s.data.cards
    return max((cards[c].no for seat in _seats(s, party) for c in s.hands[seat]), default=0)


def ongoing_cards(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep02, ep18: ongoing politick cards in front of the party's candidates, end-of-game cards already
    resolved included: they stay in play (CT-46, CT-155)."""
    return sum(len(s.in_play[seat]) for seat in _seats(s, party))


def _voters_in(s: CampaignTrailState, party: int, states: tuple[str, ...]) -> int:
    return sum(s.voters[s.state_index(sid)][party] for sid in states)


def ethics_voters(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep03: the party's voters in its 5 ethically minded states (§4.7)."""
    return _voters_in(s, party, s.data.ethically_minded[s.parties[party]])


def listed_state_voters(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep04, ep10, ep11: the party's voters in the states the card lists."""
    return _voters_in(s, party, card.states)


def money(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep05: the war chest in $M."""
    return s.money[party]


def registered(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep06: registered voters left in the supply (not those parked on an Absentee Ballot)."""
    return s.registered[party]


def states_reached(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep07: states (DC counts, CT-155) with at least 1 of the party's voters."""
    return sum(1 for row in s.voters if row[party] > 0)


def states_controlled(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep08: states the party controls, DC and the tie-wins of CT-72 included (CT-155)."""
    return sum(1 for holder in s.control if holder == party)


def regions_dominated(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep09: regions where the party controls strictly more states than each other party (CT-120)."""
    out = 0
    index = s.state_index
    for region in s.data.regions.values():
        held = [0] * len(s.parties)
        for sid in region.states:
            held[s.control[index(sid)]] += 1
        if all(held[party] > n for q, n in enumerate(held) if q != party):
            out += 1
    return out


def region_voters(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep12 to ep14: the party's voters in the regions the card names."""
    regions = s.data.regions
    return sum(_voters_in(s, party, regions[r].states) for r in card.regions)


def topics_won(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep15: debate topics the party won, both debates together (CT-53, CT-155); each result row holds
    the topics' winners and then the overall winner."""
    return sum(1 for row in s.debate_results for winner in row[:-1] if winner == party)


def home_voters(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep16: the party's voters in the home states of all its candidates (CT-155)."""
    homes = tuple(dict.fromkeys(s.home[seat] for seat in _seats(s, party) if s.home[seat]))
    return _voters_in(s, party, homes)


def electoral_votes(s: CampaignTrailState, party: int, card: ExitPoll) -> int:
    """ep17: the party's electoral votes (at Election Day: after CT-70 step 1, before any reward)."""
    return s.ev_totals()[party]


MEASURES: dict[str, Measure] = {
    "highest_card": highest_card,
    "ongoing_cards": ongoing_cards,
    "ethics_voters": ethics_voters,
    "listed_state_voters": listed_state_voters,
    "money": money,
    "registered": registered,
    "states_reached": states_reached,
    "states_controlled": states_controlled,
    "regions_dominated": regions_dominated,
    "region_voters": region_voters,
    "topics_won": topics_won,
    "home_voters": home_voters,
    "electoral_votes": electoral_votes,
}


def column(config: Config) -> Column:
    """CT-152: the left column for 2 parties at 2 or 4 seats and 3 parties at 5 or 6 seats; the right one
    for 3 parties at 3 seats and every 4-party game."""
    n = len(config.parties)
    if (n == 2 and config.seats in (2, 4)) or (n == 3 and config.seats in (5, 6)):
        return Column.LEFT
    if (n == 3 and config.seats == 3) or n == 4:
        return Column.RIGHT
    raise ValueError(f"no Exit Poll column for {n} parties at {config.seats} seats (CT-152)")


def value(s: CampaignTrailState, party: int, card_id: str) -> int:
    """The party's current value of the Exit Poll card's measure."""
    card = load_election_day().exit_polls[card_id]
    return MEASURES[card.measure](s, party, card)


def tier_reached(card: ExitPoll, col: Column, amount: int, revision: int = LATEST) -> int:
    """The highest tier (0-3) the value reaches in the column (CT-153), on the thresholds of the game's
    data revision (revisions.py)."""
    best = 0
    for k, threshold in enumerate(card.thresholds(col, revision), start=1):
        if amount >= threshold if card.goal is Goal.MAX else amount <= threshold:
            best = k
    return best


def reward(tier: int) -> int:
    """Voters from the undecided supply for a tier (§3.2); 0 below tier 1."""
    return load_election_day().rewards[tier - 1] if tier else 0
