"""The computer players' know-how: Easy is greedy on the expected-EV model (evaluation.py, its constants
``EASY``), and the search levels use the same choosers on their own constants (``SEARCH``) to narrow their
choices and to judge their leaves.

Easy scores every legal action by the value of the position it leads to for the seat's party (0.8 x win
chance + 0.2 x expected EV share, the scale of ``returns``) and takes the best. A card and box are scored
by looking one step ahead through their sub-steps with the model: where a campaign's voters would go, which
issues an advertisement would declare, what money or registered voters a box gains or spends, where a
trip leads the hand's campaign cards. The sub-steps themselves (one voter, one issue, one state to skip)
are then taken greedily, one at a time. A response is decided by playing the action on with and without
it; a debate card by the debate's result as if it ended after the play.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.actions import Action
from ...engine.rng import Rng
from . import breaking_news as news
from . import modifiers as mod
from .actions import (
    Box,
    DebateCard,
    Done,
    GoNegative,
    InsiderSwap,
    KeepCandidate,
    Pass,
    PickCard,
    PickIssue,
    PickParty,
    PickState,
    PickTopic,
    PlayCard,
    TakeRandom,
)
from .data import Timing
from .debate import debate_winners, matches
from .election_day_ai import discard_scores
from .evaluation import (
    DOLLARS_PER_VOTER,
    EASY,
    EXCESS_WORTH,
    Model,
    Params,
    add,
    game_left,
    model_of,
    seat_values,
)
from .frames import FrameKind, Phase
from .state import CampaignTrailState
from .usable import virtual_cards

# Ongoing abilities in future voters per whole game still to come (their effects repeat, CT-49).
ONGOING_VOTERS = {
    "october_surprise": 3.0,
    "recount": 2.0,
    "get_out_the_vote": 2.5,
    "grassroots_network": 3.0,
    "super_pac": 5.0,
    "media_consultant": 4.0,
    "campaign_manager": 3.0,
    # the expansion's (CT-111, CT-116, CT-118 to CT-120, CT-122): most turns place voters or travel, so
    # an effect that pays each such turn is worth several voters over a game
    "hit_the_trail": 6.0,
    "strong_base": 5.0,
    "whistle_stop": 3.0,
    "voter_registration_drive": 4.0,
    "regional_influence": 2.0,
    "moving_the_base": 2.0,
    "absentee_ballot": 2.5,
}
# Charter Jet (§7): every later trip may fly to the state the hand's best campaign needs, which saves
# the extra travel turns a far state costs by steps; worthless when the seat's travel already flies (the
# Road Warrior, CT-13, or a jet in play).
CHARTER_JET_VOTERS = 4.0
# Debate Coach (§7, CT-56): one marker 1 space higher at each debate still to come; a space decides a
# topic (a voter in each of its states) or the overall winner (3 voters) in a fair share of debates.
# Debates come at fixed points (end of August and September, CT-34), so the worth counts them, not turns.
DEBATE_COACH_VOTERS_PER_DEBATE = 1.5
DEBATES = 2
# The ongoing abilities resolved on Election Day (CT-70).
AT_THE_END = frozenset({"october_surprise", "recount", "get_out_the_vote", "absentee_ballot"})
INSTANT_VOTERS = {"opposition_research": 1.0, "smear_campaign": 2.0, "virtual_campaigning": 3.0,
                  "relocation": 1.5, "even_the_score": 2.0, "party_collaboration": 1.5}
# Kinds after which a lookahead stops: a new decision of its own, not a step of the action being played.
BOUNDARY = frozenset(
    {
        FrameKind.PLAY,
        FrameKind.AFTER,
        FrameKind.TRADE,
        FrameKind.ORDER,
        FrameKind.HOME,
        FrameKind.DEBATE_BONUS,
        FrameKind.DEBATE_PLAY,
        FrameKind.END_CARD,
    }
)
SETTLE_STEPS = 40


class Greedy:
    """One decision of one seat: the model of the position and the value of changes to it."""

    def __init__(
        self, s: CampaignTrailState, seat: int, model: Model | None = None, params: Params | None = None
    ) -> None:
        self.s = s
        self.seat = seat
        self.party = s.seat_party[seat]
        self.model = model_of(s, params or EASY) if model is None else model
        self.params = self.model.params
        # What one decision asks again and again, remembered for it: the changes of a campaign or an
        # advertisement, and the values on the base below (forgotten when the base is set anew).
        self._campaign: dict[str, list[float]] = {}
        self._adverts: dict[tuple[tuple[str, ...], int], list[float]] = {}
        self._single: dict[str, tuple[float, list[float]]] = {}
        self._issue_gains: dict[str, list[tuple[float, int, list[float]]]] = {}
        self._reach: list[tuple[float, str, tuple[str, ...]]] | None = None
        self._base = list(self.model.expected)
        self._campaign_cost = mod.campaign_cost(s, seat)
        self._issue_cost = mod.advertise_issue_cost(s, seat)

    @property
    def base(self) -> list[float]:
        """The expected EVs the changes are added to: the model's, or what the search's judgement adds."""
        return self._base

    @base.setter
    def base(self, expected: list[float]) -> None:
        self._base = expected
        self._adverts.clear()  # with Breaking News an advertisement's choice of states reads values
        self._single.clear()
        self._issue_gains.clear()
        self._reach = None

    def value(self, delta: list[float] | None = None) -> float:
        expected = self._base if delta is None else add(self._base, delta)
        return self.model.party_value(self.party, expected)

    def issue_cost(self, attack_ads: int = 0) -> int:
        """The price of one advertised issue (CT-47), with any Attack Ads played on it."""
        return mod.advertise_issue_cost(self.s, self.seat, attack_ads) if attack_ads else self._issue_cost

    def money_delta(self, money: int = 0, registered: int = 0) -> list[float]:
        """A change of the party's money and registered voters, as future voters."""
        s, p = self.s, self.party
        return self.model.future_delta(p, s.money[p] + money, s.registered[p] + registered)

    # -- voters in states --------------------------------------------------------------------------------
    def place(self, counts: dict[str, list[int]]) -> list[float]:
        """Expected-EV change when, per state, each party's voters change by the counts given."""
        total = [0.0] * self.model.n
        for sid, change in counts.items():
            total = add(total, self.model.place_delta(self.s.state_index(sid), [float(c) for c in change]))
        return total

    def single(self, sid: str) -> tuple[float, list[float]]:
        """One more voter of the party in a state: the value after it and the change of expected EVs."""
        known = self._single.get(sid)
        if known is None:
            delta = self.own(sid, 1)
            known = self._single[sid] = (self.value(delta), delta)
        return known

    def one(self, k: int = 1, party: int | None = None) -> list[int]:
        """A change of ``k`` voters for one party (the seat's own by default)."""
        change = [0] * self.model.n
        change[self.party if party is None else party] = k
        return change

    def own(self, sid: str, k: int) -> list[float]:
        """Expected-EV change of ``k`` more voters of the party in one state (remembered per decision)."""
        return self.model.gain(self.s.state_index(sid), self.party, k)

    def spread(self, states: tuple[str, ...], voters: int) -> list[float]:
        """Place ``voters`` one at a time, each where it adds most to the party's expected EV (a
        campaign's choice, CT-45)."""
        p = self.party
        gain = self.model.gain
        where = [self.s.state_index(sid) for sid in dict.fromkeys(states)]
        counts = [0] * len(where)
        # What the next voter adds in each state; placing one changes only its own state's figure.
        gains = [gain(i, p, 1)[p] for i in where]
        for _ in range(voters):
            j = gains.index(max(gains))
            k = counts[j] = counts[j] + 1
            gains[j] = gain(where[j], p, k + 1)[p] - gain(where[j], p, k)[p]
        total = [0.0] * self.model.n
        for i, k in zip(where, counts, strict=True):
            if k:
                total = add(total, gain(i, p, k))
        return total

    # -- boxes ---------------------------------------------------------------------------------------------
    def campaign(self, card_id: str) -> list[float]:
        """A campaign with this card: pay, then place the voters one at a time (CT-45)."""
        known = self._campaign.get(card_id)
        if known is not None:
            return known
        s, p = self.s, self.party
        card = s.data.cards[card_id]
        assert card.campaign is not None
        cost = mod.campaign_cost(s, self.seat)
        voters = min(mod.campaign_voters(s, self.seat), s.registered[p])
        delta = self.spread(news.campaign_open(s, card.campaign) if s.news else card.campaign, voters)
        out = self._campaign[card_id] = add(delta, self.money_delta(-cost, -voters))
        return out

    def advertise(self, issues: tuple[str, ...], attack_ads: int = 0) -> list[float]:
        """A positive advertisement of these issues: one voter in each of their states while registered
        voters last (the weakest placements skipped, CT-44), paid per issue. A state named by two issues
        counts twice its single gain (close enough for a choice)."""
        key = (issues, attack_ads)
        known = self._adverts.get(key)
        if known is None:
            known = self._adverts[key] = self._advertise(issues, attack_ads)
        return known

    def _advertise(self, issues: tuple[str, ...], attack_ads: int) -> list[float]:
        s, p = self.s, self.party
        if not issues:
            return [0.0] * self.model.n
        if s.news:
            return self._advertise_news(issues, attack_ads)
        gains = [self.single(sid) for issue in issues for sid in s.data.issues[issue].states]
        gains.sort(key=lambda g: g[0], reverse=True)
        kept = gains[: s.registered[p]]
        total = self.money_delta(-len(issues) * self.issue_cost(attack_ads), -len(kept))
        for _, delta in kept:
            total = add(total, delta)
        return total

    def _advertise_news(self, issues: tuple[str, ...], attack_ads: int) -> list[float]:
        """``advertise`` with Breaking News in effect: per-issue prices (bn05, bn10), bonus voters that
        take registered voters too (CT-5, CT-12) and the registered voters an issue gains (bn10, bn19)."""
        s, p, seat = self.s, self.party, self.seat
        gains = []
        for issue in issues:
            gains.extend(self._news_issue_gains(issue))
        gains.sort(key=lambda g: g[0], reverse=True)
        budget, used = s.registered[p], 0
        total = [0.0] * self.model.n
        for _, k, delta in gains:
            if used + k > budget:
                continue
            used += k
            total = add(total, delta)
        cost = sum(mod.advertise_issue_cost(s, seat, attack_ads, issue=i) for i in issues)
        return add(total, self.money_delta(-cost, news.advertise_gain(s, issues) - used))

    def _news_issue_gains(self, issue: str) -> list[tuple[float, int, list[float]]]:
        """Per state the issue names: the value after its voters (with the card's bonus), how many, and
        the change of expected EVs."""
        known = self._issue_gains.get(issue)
        if known is None:
            k = 1 + news.issue_bonus(self.s, issue)
            states = self.s.data.issues[issue].states
            own = self.own
            known = self._issue_gains[issue] = [(self.value(own(sid, k)), k, own(sid, k)) for sid in states]
        return known

    def advertise_plan(
        self, card_id: str, chosen: tuple[str, ...] = ()
    ) -> tuple[tuple[str, ...], list[float]]:
        """Issues added one at a time in card order while each one adds value and is affordable."""
        s, p = self.s, self.party
        card = s.data.cards[card_id]
        assert card.advertise is not None
        cost = self.issue_cost()
        plan, delta = chosen, self.advertise(chosen)
        while True:
            start = card.advertise.index(plan[-1]) + 1 if plan else 0
            best = None
            for issue in card.advertise[start:]:
                if s.news:  # prices differ per issue (bn05, bn10)
                    if mod.advertise_cost(s, self.seat, card, plan + (issue,)) > s.money[p]:
                        continue
                elif (len(plan) + 1) * cost > s.money[p]:
                    break
                trial = self.advertise(plan + (issue,))
                if best is None or self.value(trial) > self.value(best[1]):
                    best = (issue, trial)
            if best is None or (plan and self.value(best[1]) <= self.value(delta)):
                return plan, delta
            plan, delta = plan + (best[0],), best[1]

    def campaign_from(self, states: set[str] | tuple[str, ...], exclude: str = "") -> float:
        """The best campaign value the hand offers from a pawn in any of ``states`` (else the current
        value)."""
        if self._reach is None:
            s = self.s
            reach = []
            if self._campaign_cost <= s.money[self.party]:
                for card_id in dict.fromkeys(s.hands[self.seat]):
                    card = s.data.cards[card_id]
                    if card.campaign is not None:
                        reach.append((self.value(self.campaign(card_id)), card_id, card.campaign))
            reach.sort(reverse=True)
            self._reach = reach
        for value, card_id, where in self._reach:
            if card_id != exclude and any(st in states for st in where):
                return max(value, self.value())
        return self.value()

    def travel_value(self, dests: set[str] | tuple[str, ...], exclude: str) -> float:
        """A trip to the best of ``dests``: half of the better campaign it puts within reach."""
        here = self.campaign_from((self.s.pawn[self.seat],), exclude)
        there = self.campaign_from(dests, exclude)
        return self.value() + self.params.travel_discount * (there - here)

    def politick(self, card_id: str) -> list[float]:
        s, p, seat = self.s, self.party, self.seat
        ability = s.data.abilities[s.data.cards[card_id].politick or ""]
        fee = mod.politick_fee(s, seat)
        delta = self.money_delta(-fee) if fee else [0.0] * self.model.n
        grad = self.model.future_gradient(p)
        if ability.timing is Timing.ONGOING:
            worth = self.params.future_worth * self.params.ongoing_scale * self.ongoing_voters(ability.id)
            return add(delta, [worth * g for g in grad])
        if ability.id == "endorsement":
            region = s.data.regions[s.region_of(s.pawn[seat])].states
            k = mod.amount(s, ability.id, "voters")
            best = max((self.place({sid: self.one(k)}) for sid in region), key=self.value)
            return add(delta, best)
        if ability.id == "town_hall":
            k = min(mod.amount(s, ability.id, "voters"), s.registered[p])
            here = s.pawn[seat]
            return add(delta, add(self.place({here: self.one(k)}), self.money_delta(-fee, -k)))
        if ability.id == "fundraising_gala":
            gain = mod.amount(s, ability.id, "home_money" if s.pawn[seat] == s.home[seat] else "money")
            return self.money_delta(gain - fee)
        if ability.id == "voter_drive":
            extra = mod.amount(s, ability.id, "behind_register") if s.is_behind(p, s.pawn[seat]) else 0
            n = min(mod.amount(s, ability.id, "register") + extra, s.undecided[p])
            return self.money_delta(-fee, n)
        if ability.id == "momentum":
            others = [
                self.box(c, b) for c in s.hands[seat] if c != card_id for b in (Box.FUNDRAISE, Box.REGISTER)
            ]
            return add(delta, max(others, key=self.value)) if others else delta
        if ability.id == "virtual_campaigning" and self.params is EASY:
            # Easy only (Normal and Hard judge by SEARCH): worth the campaign it opens, another hand
            # card's campaign away from the pawn (CT-117), as Momentum is worth the box it plays; a
            # campaign the pawn can take directly needs no second card.
            others = [self.campaign(c) for c in virtual_cards(s, seat, card_id)
                      if s.pawn[seat] not in (s.data.cards[c].campaign or ())]
            return add(delta, max(others, key=self.value)) if others else delta
        worth = self.params.future_worth * INSTANT_VOTERS.get(ability.id, 0.5)
        return add(delta, [worth * g for g in grad])

    def ongoing_voters(self, ability: str, held: bool = False) -> float:
        """An ongoing ability's worth in future voters for the rest of the game (before FUTURE_WORTH);
        ``held``: the card is in play already (its own effect is no reason to call it worthless)."""
        s = self.s
        if ability == "charter_jet":
            flies = not held and mod.flag(s, self.seat, "all_travel_plane")
            return 0.0 if flies else CHARTER_JET_VOTERS * game_left(s)
        if ability == "debate_coach":
            return DEBATE_COACH_VOTERS_PER_DEBATE * max(0, DEBATES - s.month)
        worth = ONGOING_VOTERS.get(ability, 1.0)
        if self.params.end_keeps and ability in AT_THE_END:
            return worth if s.phase is not Phase.OVER else 0.0
        return worth * game_left(s)

    def box(self, card_id: str, box: Box) -> list[float]:
        """One step ahead through a card's box and its sub-steps."""
        s, p, seat = self.s, self.party, self.seat
        card = s.data.cards[card_id]
        zero = [0.0] * self.model.n
        if box is Box.FUNDRAISE and card.fundraise is not None:
            return self.money_delta(mod.fundraise_gain(s, seat, card))
        if box is Box.REGISTER and card.register is not None:
            return self.money_delta(0, min(mod.register_gain(s, seat, card), s.undecided[p]))
        if box is Box.CAMPAIGN:
            return self.campaign(card_id)
        if box is Box.ADVERTISE:
            return self.advertise_plan(card_id)[1]
        if box is Box.POLITICK:
            return self.politick(card_id)
        return zero


# -- choosers: a score per legal action -------------------------------------------------------------------
Scores = dict[Action, float]


def _play(g: Greedy, actions: list[Action]) -> Scores:
    s = g.s
    out: Scores = {}
    for a in actions:
        if isinstance(a, (InsiderSwap, TakeRandom)):  # swaps: the model does not value single cards
            out[a] = g.value() - 1e-6
            continue
        if isinstance(a, Done):  # Momentum without a usable second card
            out[a] = g.value()
            continue
        assert isinstance(a, PlayCard)
        box = Box(a.box)
        if box is Box.TRAVEL:
            card = s.data.cards[a.card]
            assert card.travel is not None
            cost = mod.plane_cost(s, g.seat) if mod.is_plane(s, g.seat, card) else 0
            spend = g.value(g.money_delta(-cost)) - g.value() if cost else 0.0
            out[a] = g.travel_value(set(_destinations(s, g.seat, a.card)), a.card) + spend
        elif box is Box.NONE:
            out[a] = g.value() - 1e-5  # a turn spent on nothing (CT-36)
        else:
            out[a] = g.value(g.box(a.card, box))
    return out


def _destinations(s: CampaignTrailState, seat: int, card_id: str) -> list[str]:
    card = s.data.cards[card_id]
    assert card.travel is not None
    steps = mod.travel_steps(s, seat, card)
    dests = news.travel_destinations(s, s.pawn[seat], steps, mod.is_plane(s, seat, card))
    return list(dests) or [s.pawn[seat]]


def _travel(g: Greedy, actions: list[Action]) -> Scores:
    out: Scores = {}
    for a in actions:
        assert isinstance(a, PickState)
        # With no campaign card to use there, lean towards where one voter is worth most.
        near = g.single(a.state)[0] - g.value()
        out[a] = g.travel_value((a.state,), "") + 0.01 * near
    return out


def _place_one(g: Greedy, actions: list[Action]) -> Scores:
    return {a: g.value(g.place({a.state: g.one()})) for a in actions if isinstance(a, PickState)}


def _news_voter(g: Greedy, actions: list[Action]) -> Scores:
    """bn03's optional voter (CT-144): placed where it is worth more than the registered voter kept."""
    out: Scores = {}
    for a in actions:
        if isinstance(a, PickState):
            out[a] = g.value(add(g.place({a.state: g.one()}), g.money_delta(0, -1)))
        else:
            out[a] = g.value()
    return out


def _adv_issues(g: Greedy, actions: list[Action]) -> Scores:
    s = g.s
    assert s.ctx is not None
    chosen = s.ctx.issues
    out: Scores = {}
    for a in actions:
        if isinstance(a, PickIssue):
            _, delta = g.advertise_plan(s.ctx.card, chosen + (a.issue,))
            out[a] = g.value(delta)
        else:
            out[a] = g.value(g.advertise(chosen))
    return out


def _adv_drop(g: Greedy, actions: list[Action]) -> Scores:
    s = g.s
    assert s.ctx is not None
    issues, ads = s.ctx.issues, s.ctx.attack_ads
    out: Scores = {}
    for a in actions:
        rest = tuple(i for i in issues if not (isinstance(a, PickIssue) and i == a.issue))
        out[a] = g.value(g.advertise(rest, ads))
    return out


def _adv_skip(g: Greedy, actions: list[Action]) -> Scores:
    """Skip the placements worth least (CT-44): the states the shortfall leaves out."""
    s = g.s
    assert s.ctx is not None
    out: Scores = {}
    worst = min(g.value(g.place({sid: g.one()})) for i in s.ctx.issues for sid in s.data.issues[i].states)
    for a in actions:
        if isinstance(a, PickState):
            # The lower a placement's worth, the better it is to skip it.
            out[a] = -g.value(g.place({a.state: g.one()}))
        else:
            later = [
                g.value(g.place({sid: g.one()}))
                for i in s.ctx.issues[s.ctx.skip_issue + 1 :]
                for sid in s.data.issues[i].states
            ]
            out[a] = -min(later, default=worst)
    return out


def _removal(g: Greedy, issue: str, target: int) -> list[float]:
    s = g.s
    counts = {
        sid: g.one(-1, target) for sid in s.data.issues[issue].states if s.voters[s.state_index(sid)][target]
    }
    return g.place(counts)


def _backlash(g: Greedy) -> list[float]:
    s, p = g.s, g.party
    states = s.data.ethically_minded[s.parties[p]]
    return g.place({sid: g.one(-1) for sid in states if s.voters[s.state_index(sid)][p]})


def _adv_negative(g: Greedy, actions: list[Action]) -> Scores:
    s = g.s
    assert s.ctx is not None
    out: Scores = {}
    others = [q for q in range(len(s.parties)) if q != g.party]
    for a in actions:
        assert isinstance(a, GoNegative)
        if a.negative:
            delta = _backlash(g)
            for issue in s.ctx.issues:
                delta = add(delta, max((_removal(g, issue, q) for q in others), key=g.value))
            cost = len(s.ctx.issues) * mod.advertise_issue_cost(s, g.seat)
            out[a] = g.value(add(delta, g.money_delta(-cost)))
        else:
            out[a] = g.value(g.advertise(s.ctx.issues))
    return out


def _adv_target(g: Greedy, actions: list[Action]) -> Scores:
    s = g.s
    assert s.ctx is not None
    issue = s.ctx.issues[len(s.ctx.targets)]
    return {
        a: g.value(_removal(g, issue, s.parties.index(a.party))) for a in actions if isinstance(a, PickParty)
    }


def _debate_delta(g: Greedy, extra: dict[int, int], party: int) -> list[float]:
    """The debate's voters if it ended now, with ``extra`` spaces for ``party`` on topics by index."""
    s = g.s
    d = s.debate
    assert d is not None
    top = s.data.const("DEBATE_TRACK")
    markers = [list(row) for row in d.markers]
    for topic, spaces in extra.items():
        markers[party][topic] = min(top, markers[party][topic] + spaces)
    topics, overall = debate_winners(tuple(tuple(r) for r in markers))
    counts: dict[str, list[int]] = {}
    for t, winner in zip(d.topics, topics, strict=True):
        if winner >= 0:
            for sid in s.data.issues[t].states:
                counts.setdefault(sid, [0] * g.model.n)[winner] += s.data.const("DEBATE_TOPIC_VOTERS")
    if overall >= 0:
        counts.setdefault(d.city, [0] * g.model.n)[overall] += s.data.const("DEBATE_WINNER_VOTERS")
    return g.place(counts)


def _debate_play(g: Greedy, actions: list[Action]) -> Scores:
    s = g.s
    assert s.debate is not None
    out: Scores = {}
    for a in actions:
        if isinstance(a, DebateCard):
            spaces = matches(s, g.seat, a.card, a.topic)
            # A tiny bonus per space: a lead that does not change the result yet guards against later plays.
            out[a] = (
                g.value(_debate_delta(g, {s.debate.topics.index(a.topic): spaces}, g.party)) + 1e-6 * spaces
            )
        else:
            out[a] = g.value(_debate_delta(g, {}, g.party))
    return out


def _debate_bonus(g: Greedy, actions: list[Action]) -> Scores:
    s = g.s
    assert s.debate is not None and s.pending
    spaces = s.pending[-1].count
    return {
        a: g.value(_debate_delta(g, {s.debate.topics.index(a.topic): spaces}, g.party))
        for a in actions
        if isinstance(a, PickTopic)
    }


def _face_down(g: Greedy, actions: list[Action]) -> Scores:
    """The hidden card's reference state gets the ongoing card's voters on Election Day (CT-81)."""
    s = g.s
    card = s.pending[-1].card
    ability = s.data.cards[card].politick or ""
    # Absentee Ballot has no fixed count: the voters already parked on it (CT-112).
    k = s.data.abilities[ability].effects.get("voters", 0) or max(1, dict(s.ballots).get(card, 0))
    out: Scores = {}
    for a in actions:
        assert isinstance(a, PickCard)
        sid = s.data.cards[a.card].ref_state
        out[a] = g.value(g.place({sid: g.one(k)}))
    return out


def _decline(g: Greedy, actions: list[Action]) -> Scores:
    """Trades and swaps: keep the hand (the model does not value single cards)."""
    return {a: (1.0 if isinstance(a, Done) else 0.0) for a in actions}


def _lookahead(g: Greedy, actions: list[Action]) -> Scores:
    """Play each action on a copy until the action in progress is over, then value the position."""
    out: Scores = {}
    for a in actions:
        twin = g.s.clone()
        twin.apply_action(twin.seat_of[g.seat], a, trusted=True)
        settle(twin, g.params)
        over = twin.phase is Phase.OVER
        out[a] = twin.candidate_returns()[g.seat] if over else seat_values(twin, g.params)[g.seat]
    return out


def settle(s: CampaignTrailState, params: Params = EASY) -> None:
    """Finish the action in progress: responses are passed, every other step is taken greedily."""
    for _ in range(SETTLE_STEPS):
        if s.phase is Phase.OVER or not s.pending or s.pending[-1].kind in BOUNDARY:
            return
        frame = s.pending[-1]
        actions = s.legal_actions(s.seat_of[frame.seat])
        if frame.kind is FrameKind.ASK:
            action: Action = Pass()
        else:
            action = _choose(s, frame.seat, actions, Rng(0), nested=True, params=params)
        s.apply_action(s.seat_of[frame.seat], action, trusted=True)


CHOOSERS: dict[FrameKind, Callable[[Greedy, list[Action]], Scores]] = {
    FrameKind.PLAY: _play,
    FrameKind.MOMENTUM: _play,
    FrameKind.TRAVEL: _travel,
    FrameKind.CAMP_PLACE: _place_one,
    FrameKind.ADV_ISSUES: _adv_issues,
    FrameKind.ADV_DROP: _adv_drop,
    FrameKind.ADV_SKIP: _adv_skip,
    FrameKind.ADV_NEGATIVE: _adv_negative,
    FrameKind.ADV_TARGET: _adv_target,
    FrameKind.DEBATE_PLAY: _debate_play,
    FrameKind.DEBATE_BONUS: _debate_bonus,
    FrameKind.FACE_DOWN: _face_down,
    FrameKind.AFTER: _decline,
    FrameKind.TRADE: _decline,
    # Breaking News: a forced move or bn03's move is valued like a trip's end (CT-143, CT-144, CT-147)
    FrameKind.NEWS_MOVE: _travel,
    FrameKind.NEWS_ETHICS: _travel,
    FrameKind.NEWS_VOTER: _news_voter,
    # the Election Day module: keep the most reachable cards (CT-151), each reward voter where it adds
    # most (CT-153)
    FrameKind.ED_DISCARD: discard_scores,
    FrameKind.ED_PLACE: _place_one,
}


def _keep(s: CampaignTrailState, actions: list[Action]) -> Scores:
    """A candidate by its start money and registered voters, as future voters (CT-23)."""
    out: Scores = {}
    for a in actions:
        assert isinstance(a, KeepCandidate)
        row = s.data.candidates[a.candidate]
        paid = row.start_money / DOLLARS_PER_VOTER
        low, high = min(paid, row.start_registered), max(paid, row.start_registered)
        out[a] = low + EXCESS_WORTH * (high - low)
    return out


def _choose(
    s: CampaignTrailState, seat: int, actions: list[Action], rng: Rng, nested: bool = False,
    params: Params = EASY,
) -> Action:
    if len(actions) == 1:
        return actions[0]
    if s.phase is Phase.SETUP:
        scores = _keep(s, actions)
    else:
        kind = s.pending[-1].kind
        chooser = CHOOSERS.get(kind)
        if chooser is None and nested:
            return actions[0]  # inside a lookahead: a rare step, taken as listed
        scores = (chooser or _lookahead)(Greedy(s, seat, params=params), actions)
    top = max(scores.values())
    tied = [a for a in actions if scores.get(a, -1e9) >= top - 1e-12]
    return tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]


def heuristic_action(s: CampaignTrailState, seat: int, rng: Rng, params: Params = EASY) -> Action:
    """Easy's choice, and the search's rollout policy (``seat``: the candidate deciding); ``params``
    judges by another model (the search levels' own, for their narrowing)."""
    return _choose(s, seat, s.legal_actions(s.seat_of[seat]), rng, params=params)


def evaluate(s: CampaignTrailState) -> list[float]:
    """Each candidate's value from the expected-EV model, on the scale of ``returns`` (0.8 x its party's
    win chance + 0.2 x its expected EV share); running mates share their party's value."""
    return seat_values(s)
