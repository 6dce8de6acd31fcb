"""The computer players' one model of a position: each party's expected electoral votes.

A state's win chance for a party rises smoothly with its lead there: a softmax over the parties of their
committed voters divided by the state's uncertainty (for two parties, a logistic in the margin). The
uncertainty shrinks as the game runs out of turns, so an early lead of 2 is a coin flip tilted a little,
and the same lead in late October is nearly safe. A tie goes to the party earlier in the state's tiebreak
order (CT-40), worth half a voter. Money and registered voters are future voters: what a party can still
place before the cards run out, worth a little less than voters already placed (each still needs a turn),
and spread over the states in proportion to how many issues and campaign cards reach them. Each party's
expected EV is then a sum over the 51 states, and the parties' expected EVs add up to 538.

From the expected EVs, :meth:`Model.win_chances` gives each party's chance to win (a softmax of the EV
differences, sharper as the game ends). The Easy player (ai.py) is greedy on this model with its default
constants (:data:`EASY`); the search levels narrow their choices and judge their leaves by it with their own
constants (:data:`SEARCH`). Running mates are one party, so they share one value.
"""

from __future__ import annotations

import dataclasses
import math
import operator

from .data import CampaignTrailData
from .frames import Phase
from .per_data import PerData
from .state import CampaignTrailState

# The uncertainty of a state (in voters): what is left of it on Election Day, and what a whole game's
# turns can still move there (scaled by how exposed the state is and how much of the game is left).
SIGMA_END = 0.3
SIGMA_GAME = 2.6
TIE_BONUS = 0.5  # a tie is won by the earlier party of the tiebreak order (CT-40)
# Future voters: a voter placed costs about $8M (campaign $60M for 6, advertise $20M an issue for 3-5),
# a turn places about 3, and a resource in excess of the other (money without registered voters, or
# the reverse) is worth a quarter: it saves a turn of fundraising or registering later.
DOLLARS_PER_VOTER = 8.0
VOTERS_PER_TURN = 3.0
EXCESS_WORTH = 0.25
# A future voter still needs a turn and a card to be placed: it is worth this much of a voter placed now.
FUTURE_WORTH = 0.6
# The spread of the final EV difference, in EV: wide early, narrow on Election Day.
TAU_END = 6.0
TAU_GAME = 60.0
WIN_WEIGHT = 0.8  # returns() gives a win 0.8 and the EV share 0.2
# A trip pays off on a later turn, and the hand may change before then.
TRAVEL_DISCOUNT = 0.5


@dataclasses.dataclass(frozen=True)
class Params:
    """The model's constants, so that the levels may judge positions differently: Easy plays on the
    defaults (the constants above), the search levels on :data:`SEARCH`."""

    sigma_end: float = SIGMA_END
    sigma_game: float = SIGMA_GAME
    dollars_per_voter: float = DOLLARS_PER_VOTER
    voters_per_turn: float = VOTERS_PER_TURN
    excess_worth: float = EXCESS_WORTH
    future_worth: float = FUTURE_WORTH
    tau_end: float = TAU_END
    tau_game: float = TAU_GAME
    win_weight: float = WIN_WEIGHT
    travel_discount: float = TRAVEL_DISCOUNT
    # The scale of the ongoing abilities' worth in future voters (ai.ONGOING_VOTERS).
    ongoing_scale: float = 1.0
    # Abilities resolved on Election Day (CT-70) keep their worth to the end instead of fading with the
    # turns left: their voters arrive whenever the card was played.
    end_keeps: bool = False


EASY = Params()
# The search levels' model. Greedy play on it against greedy play on EASY (seeds 1-150, 300 two-seat games,
# seats rotated): Election Day abilities keeping their worth won 69.3%, with the ongoing abilities' worth
# doubled as well 71.7% (doubled alone 58.7%, 0.4x 36.3%); the other constants moved it by 5 points at
# most (sigma_end 0.15: 55.7%, travel_discount 0.25: 44.7%, the rest 49-53%), and so did scaling the instant
# abilities (0.4x: 49%), a hand-set table of ongoing worths (51.7%) and charging a card's play with 30% of its
# best use as the option given up (49%).
SEARCH = Params(end_keeps=True, ongoing_scale=2.0)


_StateTables = tuple[tuple[int, ...], tuple[float, ...], tuple[float, ...]]
# One answer per data object, under the one key ``None``.
_TABLES: PerData[None, _StateTables] = PerData(1)


def _tables(data: CampaignTrailData) -> _StateTables:
    """Per state, in table order: its EV; how much play can reach it (issues naming it, campaign cards
    covering it) relative to the average state, clipped to [0.5, 2]; and its share of future voters."""
    table = _TABLES.table(data)
    known = table.get(None)
    if known is not None:
        return known
    reach = {sid: 1.0 for sid in data.state_ids}
    for issue in data.issues.values():
        for sid in issue.states:
            reach[sid] += 1.0
    for card in data.base_deck:
        for sid in data.cards[card].campaign or ():
            reach[sid] += 0.5
    mean = sum(reach.values()) / len(reach)
    ev = tuple(data.states[sid].ev for sid in data.state_ids)
    exposure = tuple(min(2.0, max(0.5, reach[sid] / mean)) for sid in data.state_ids)
    total = sum(exposure)
    return _TABLES.keep(table, None, (ev, exposure, tuple(x / total for x in exposure)))


def turns_left(s: CampaignTrailState) -> int:
    """Turns still to come, about one per card in the month decks of this month and the later ones."""
    if s.phase in (Phase.ELECTION, Phase.OVER):
        return 0
    # Asked several times per position by every model and greedy choice, and the decks change only when
    # a card is drawn: the last answer is kept with the decks it counted (the same tuple object), in one
    # tuple so that a thread never reads one answer's decks beside another's count.
    decks, month, config, data, cards = _LAST_TURNS[0]
    if decks is s.decks and month == s.month and config is s.config and data is s.data:
        return cards
    cards = sum(len(deck) for deck in s.decks[s.month :])
    if s.config.breaking_news:  # a Breaking News card in a deck is no turn (CT-141)
        cards -= sum(1 for deck in s.decks[s.month :] for c in deck if c in s.data.news)
    _LAST_TURNS[0] = (s.decks, s.month, s.config, s.data, cards)
    return cards


# (decks, month, config, data, turns left) of the last count
_LAST_TURNS: list[tuple[object, int, object, object, int]] = [((), -1, None, None, 0)]


def game_left(s: CampaignTrailState) -> float:
    """The share of the game's turns still to come (1 before the first turn, 0 on Election Day)."""
    if s.phase is Phase.SETUP:
        return 1.0
    total = len(s.data.base_deck) - s.data.const("HAND_SIZE") * s.num_candidates
    return min(1.0, turns_left(s) / max(1, total))


def future_voters(
    s: CampaignTrailState, party: int, money: int | None = None, registered: int | None = None,
    params: Params = EASY,
) -> float:
    """The voters a party can still place, in voters placed now: money and registered voters pair up,
    the excess of either counts a quarter, no more than its remaining turns can place, and each is
    worth FUTURE_WORTH of a voter already placed."""
    money = s.money[party] if money is None else money
    registered = s.registered[party] if registered is None else registered
    return _future(params, _party_turns(s, party), money, registered)


def _party_turns(s: CampaignTrailState, party: int) -> float:
    """The party's share of the turns still to come."""
    return turns_left(s) * len(s.party_seats[party]) / s.num_candidates


def _future(params: Params, turns: float, money: int, registered: int) -> float:
    paid = money / params.dollars_per_voter
    low, high = min(paid, registered), max(paid, registered)
    return params.future_worth * min(params.voters_per_turn * turns, low + params.excess_worth * (high - low))


_BONUS: dict[int, tuple[object, tuple[tuple[float, ...], ...]]] = {}


def _tie_bonuses(orders: tuple[tuple[int, ...], ...], n: int) -> tuple[tuple[float, ...], ...]:
    """Per state, each party's share of the tie bonus by its place in the tiebreak order (CT-40)."""
    known = _BONUS.get(id(orders))
    if known is not None and known[0] is orders:
        return known[1]
    rows = []
    for order in orders:
        bonus = [0.0] * n
        for rank, party in enumerate(order):
            bonus[party] = TIE_BONUS * (n - 1 - rank) / max(1, n - 1)
        rows.append(tuple(bonus))
    if len(_BONUS) > 64:
        _BONUS.clear()
    _BONUS[id(orders)] = (orders, tuple(rows))  # every copy of a game shares its orders
    return tuple(rows)


def _softmax(values: list[float], scale: float) -> list[float]:
    if len(values) == 2:  # the logistic in the margin, the common case
        d = (values[0] - values[1]) / scale
        first = 1.0 / (1.0 + math.exp(-d)) if d > -700 else 0.0
        return [first, 1.0 - first]
    top = max(values)
    weights = [math.exp((v - top) / scale) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


class Model:
    """The expected-EV picture of one position, with cheap what-ifs for placing voters and for changing
    a party's money or registered voters."""

    __slots__ = (
        "n",
        "ev",
        "sigma",
        "strength",
        "probs",
        "expected",
        "future",
        "share",
        "tau",
        "grads",
        "total",
        "params",
        "gains",
        "turns",
    )

    def __init__(self, s: CampaignTrailState, params: Params = EASY) -> None:
        # Everything is read from ``s`` here and kept: model_of hands a model to every equal position, and
        # the state it was built on goes on changing.
        self.params = params
        n = self.n = len(s.parties)
        ev, exposure, share = _tables(s.data)
        left = game_left(s)
        self.ev = ev
        self.share = share
        spread = params.sigma_game * left
        sigma = self.sigma = [params.sigma_end + spread * x for x in exposure]
        self.tau = params.tau_end + params.tau_game * left
        self.total = s.data.const("EV_TOTAL")
        turns = self.turns = [_party_turns(s, p) for p in range(n)]
        future = self.future = [_future(params, turns[p], s.money[p], s.registered[p]) for p in range(n)]
        self.grads: dict[int, list[float]] = {}
        self.gains: dict[tuple[int, int, int], list[float]] = {}
        bonuses = _tie_bonuses(s.orders, n)
        strength: list[list[float]] = []
        probs: list[list[float]] = []
        expected = [0.0] * n
        parties = range(n)
        if n == 2:  # the logistic in the margin, written out: this runs at every step of a search
            f0, f1 = future
            e0 = 0.0
            exp = math.exp
            for i, row in enumerate(s.voters):
                bonus = bonuses[i]
                part = share[i]
                a0 = row[0] + bonus[0] + f0 * part
                a1 = row[1] + bonus[1] + f1 * part
                d = (a0 - a1) / sigma[i]
                p0 = 1.0 / (1.0 + exp(-d)) if d > -700 else 0.0
                strength.append([a0, a1])
                probs.append([p0, 1.0 - p0])
                e0 += ev[i] * p0
            expected = [e0, self.total - e0]
        else:
            for i, row in enumerate(s.voters):
                bonus = bonuses[i]
                part = share[i]
                a = [row[p] + bonus[p] + future[p] * part for p in parties]
                chances = _softmax(a, sigma[i])
                strength.append(a)
                probs.append(chances)
                e = ev[i]
                for p in parties:
                    expected[p] += e * chances[p]
        self.strength = strength
        self.probs = probs
        self.expected = expected

    # -- reading ---------------------------------------------------------------------------------------
    def win_chances(self, expected: list[float] | None = None) -> list[float]:
        """Each party's chance to finish with the most EV, from the expected EV differences."""
        return _softmax(self.expected if expected is None else expected, self.tau)

    def party_value(self, party: int, expected: list[float] | None = None) -> float:
        """A party's value on the scale of returns(): 0.8 x win chance + 0.2 x expected EV share."""
        ev = self.expected if expected is None else expected
        w = self.params.win_weight
        return w * _softmax(ev, self.tau)[party] + (1 - w) * ev[party] / self.total

    # -- what-ifs: changes of the expected EVs --------------------------------------------------------
    def place_delta(self, state_index: int, change: list[float]) -> list[float]:
        """Change of each party's expected EV when each party's voters in one state change by ``change``."""
        a = self.strength[state_index]
        new = _softmax([a[p] + change[p] for p in range(self.n)], self.sigma[state_index])
        old = self.probs[state_index]
        ev = self.ev[state_index]
        return [ev * (new[p] - old[p]) for p in range(self.n)]

    def gain(self, state_index: int, party: int, k: int) -> list[float]:
        """Change of each party's expected EV when ``party`` has ``k`` more voters in one state; kept, as
        every greedy choice on this model asks for the same few again and again."""
        key = (state_index, party, k)
        known = self.gains.get(key)
        if known is None:
            change = [0.0] * self.n
            change[party] = float(k)
            known = self.gains[key] = self.place_delta(state_index, change)
        return known

    def future_delta(self, party: int, money: int, registered: int) -> list[float]:
        """Change of each party's expected EV when ``party`` has this money and these registered voters
        instead. Future voters are spread thinly over every state, so the change is linear in them."""
        extra = _future(self.params, self.turns[party], money, registered) - self.future[party]
        if abs(extra) < 1e-9:
            return [0.0] * self.n
        return [extra * g for g in self.future_gradient(party)]

    def future_gradient(self, party: int) -> list[float]:
        """d(expected EV of each party) / d(future voters of ``party``)."""
        known = self.grads.get(party)
        if known is not None:
            return known
        n = self.n
        out = [0.0] * n
        for i, probs in enumerate(self.probs):
            k = self.ev[i] * self.share[i] / self.sigma[i]
            mine = probs[party]
            for q in range(n):
                out[q] += k * probs[q] * ((1.0 if q == party else 0.0) - mine)
        self.grads[party] = out
        return out


def add(a: list[float], b: list[float]) -> list[float]:
    if len(a) != len(b):
        raise ValueError("add() needs one value per party on both sides")
    return list(map(operator.add, a, b))


# The models of the latest positions asked for, newest last, with what each was built from (model_of).
_RECENT: list[tuple[tuple[object, ...], Model]] = []
_RECENT_SIZE = 8


def model_of(s: CampaignTrailState, params: Params = EASY) -> Model:
    """``Model(s, params)``, or the same model built for a position that does not differ in anything the
    model reads: a search asks for the model of one position several times over (its narrowing, the
    other party's rule of thumb, the judgement of a leaf), and building one walks every state. A model
    is never changed once built (its gradients and gains are remembered, the same for every reader)."""
    inputs = (turns_left(s), s.phase, s.money, s.registered, s.voters, s.orders, params, s.data,
              s.party_seats, s.seat_of)
    for known, model in _RECENT:
        if known == inputs:
            return model
    model = Model(s, params)
    _RECENT.append((inputs, model))
    if len(_RECENT) > _RECENT_SIZE:
        del _RECENT[0]
    return model


def seat_values(s: CampaignTrailState, params: Params = EASY) -> list[float]:
    """Each seat's value on the scale of returns(); running mates share their party's."""
    if s.phase is Phase.SETUP:
        return [1.0 / len(s.parties)] * s.num_candidates
    model = model_of(s, params)
    values = [model.party_value(p) for p in range(len(s.parties))]
    return [values[s.seat_party[seat]] for seat in range(s.num_candidates)]
