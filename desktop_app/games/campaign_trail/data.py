"""Campaign Trail game data: loaded once from resources/campaign_trail/*.json and validated.

Every number and list the rules use comes from these files, so the spec's RECONSTRUCTED rows can be
replaced by real card data without touching code. Validation is strict (ids unique, references
resolve, the counts the spec states): a bad file raises ResourceError on load.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from enum import StrEnum
from functools import lru_cache
from typing import Any, NoReturn, TypeVar

from ...resources import PROVENANCE as PROVENANCE
from ...resources import data_fail, data_rows, load_json
from .news_data import NewsCard, load_news
from .revisions import LATEST, REVISIONS, SPEC, earlier_values

T = TypeVar("T")

GAME = "campaign trail"
FOLDER = "campaign_trail"


class Timing(StrEnum):
    """When a politick box is used (§7)."""

    INSTANT = "instant"
    ONGOING = "ongoing"
    RESPONSE = "response"


class Trigger(StrEnum):
    """What opens a response window (§7.1)."""

    POLITICK_DECLARED = "politick_declared"
    ADVERTISE_DECLARED = "advertise_declared"
    CAMPAIGN_DECLARED = "campaign_declared"
    VOTERS_PLACED = "voters_placed"
    TURN_BEGINS = "turn_begins"
    DEBATE_ENDED = "debate_ended"


@dataclasses.dataclass(frozen=True, slots=True)
class Party:
    id: str
    name: str
    set: str  # "base" or "expansion"
    colour: str  # "#RRGGBB": the party's seats and states
    contrast_colour: str  # the same in the high-contrast palette


@dataclasses.dataclass(frozen=True, slots=True)
class State:
    id: str
    name: str
    ev: int
    region: str
    tiebreak_3p: tuple[str, ...]  # every base party, first tiebreaker first (§4.3)
    tiebreak_4p: tuple[str, ...]  # the Green board side: all four parties
    adjacent: tuple[str, ...]
    issues: tuple[str, ...]  # the view of §5.2 (issue table order)


@dataclasses.dataclass(frozen=True, slots=True)
class Region:
    id: str
    name: str
    states: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Issue:
    id: str
    name: str
    category: str
    states: tuple[str, ...]  # in the table's order, which CT-44's skips follow


# The effect keys candidates and abilities may carry, and what each means to the rules (CT-12).
EFFECT_KEYS = {
    "travel_steps": "travel steps delta",
    "travel_steps_min": "travel steps floor while active",
    "all_travel_plane": "every travel action counts as plane travel (flag)",
    "plane_cost": "$M paid for plane travel",
    "fundraise": "fundraise delta ($M)",
    "register": "register delta, or an instant's registered voters",
    "register_min": "register floor while active",
    "behind_register": "extra registered voters when behind in the pawn's state",
    "advertise_issue": "advertise cost delta per issue ($M)",
    "advertise_issue_min": "advertise cost floor per issue while active ($M)",
    "campaign_cost": "campaign cost delta ($M)",
    "campaign_voters": "campaign voters delta",
    "politick_fee": "$M paid for every politick box used",
    "debate_start_bonus": "spaces on one chosen topic at each debate's start",
    "debate_card_bonus": "extra spaces for each debate card",
    "setup_home_and_neighbours": "setup voters in the home state and each neighbour",
    "setup_home_region_first": "setup voters in each home-region state the party leads the tiebreak of",
    "tie_win_min_voters": "wins ties for the lead from Election Day on with at least this many voters",
    "no_dirty": "takes no dirty action (flag, CT-94)",
    "shield": "opponents' politick takes no card from this hand, removes none of the party's voters (flag)",
    "trade_anywhere": "trades with the running mate wherever the pawns are (flag, CT-64)",
    "insider_swap": "without a running mate: discard 1 and draw 1 once per turn (flag, CT-64)",
    "voters": "voters an ability places (a maximum where its text says up to)",
    "money": "$M an ability gains",
    "home_money": "$M an ability gains in the candidate's home state",
    "states": "states an ability affects at most",
    "cards": "cards an ability takes and gives",
    # the expansion (CT-110 to CT-137)
    "moves": "committed voters an ability moves at most (Relocation)",
    "region_campaign_cost": "campaign cost delta when the token's region rate is claimed ($M, CT-119)",
    "region_campaign_voters": "campaign voters delta when the token's region rate is claimed (CT-119)",
    "region_token": "the card or candidate takes a free region token (flag, CT-105)",
    "no_ongoing": "plays no ongoing politick action (flag, the Activist, CT-133)",
    "registered_only": "every voter placed comes from the registered supply (flag, the Economist, CT-132)",
    "advertise_bonus": "extra undecided voters per state for issues of influence (CT-131)",
    "issue_debate_space": "once per game: a topic of influence starts on this space (CT-131)",
    "advertise_half": "advertises at most half (rounded up) of a card's issues (flag, CT-134)",
    "ethics_advertise_issue": "advertise cost delta per issue when the card touches ethically minded states",
    "ethics_campaign_cost": "campaign cost delta when the card's campaign states include one of them",
    "no_ethics_setup": "the party places no setup voters in its ethically minded states (flag, CT-136)",
    "card_swap": "once per own turn: take a random card from an opponent in the region (flag, CT-130)",
    "region_setup_voters": "setup voters in each state of the candidate's region (CT-135)",
    "region_income_voters": "registered voters gained when opponents place in the region (CT-135)",
    "region_income_money": "$M gained when opponents place in the region (CT-135)",
    "region_surcharge_money": "$M paid before advertising or campaigning outside the region (CT-137)",
    "region_surcharge_voters": "or registered voters returned instead (CT-137)",
    "partner_voters": "registered voters the chosen opponent may place (Party Collaboration, CT-113)",
    "region_register": "registered voters an ongoing or response card gains for its region (CT-120, CT-124)",
    "turn_register": "registered voters gained at the end of a turn that placed voters (CT-122)",
    "turn_money": "$M gained at the end of a turn that placed voters (CT-122)",
}


@dataclasses.dataclass(frozen=True, slots=True)
class Candidate:
    id: str
    name: str
    set: str
    start_money: int
    start_registered: int
    issues_of_influence: tuple[str, ...]
    effects: dict[str, int]
    debate_banned: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Ability:
    id: str
    name: str
    set: str
    timing: Timing
    at_game_end: bool
    dirty: bool
    trigger: Trigger | None  # responses only
    effects: dict[str, int]


@dataclasses.dataclass(frozen=True, slots=True)
class Travel:
    steps: int
    plane: bool


@dataclasses.dataclass(frozen=True, slots=True)
class Card:
    id: str
    no: int
    ref_state: str
    not_for_2p: bool
    debate_icons: tuple[str, ...]
    travel: Travel | None
    fundraise: int | None
    register: int | None
    advertise: tuple[str, ...] | None
    campaign: tuple[str, ...] | None  # the hub first, the others adjacent to it
    politick: str | None


@dataclasses.dataclass(frozen=True)
class MonthRule:
    """CT-96's debate card limit and CT-24's month split as tuned for some seat counts (BT-5)."""

    debate_card_limit: int
    august_less: int  # cards August holds fewer than the equal split; September and October get them


@dataclasses.dataclass(frozen=True)
class CampaignTrailData:
    constants: dict[str, int]
    parties: dict[str, Party]
    party_order: tuple[str, ...]  # D, R, L, G (CT-26)
    states: dict[str, State]
    state_ids: tuple[str, ...]
    regions: dict[str, Region]
    categories: dict[str, str]  # id -> name
    issues: dict[str, Issue]
    issue_ids: tuple[str, ...]
    candidates: dict[str, Candidate]
    abilities: dict[str, Ability]
    cards: dict[str, Card]
    base_deck: tuple[str, ...]
    expansion_deck: tuple[str, ...]  # §8.2, by number
    debate_cities: tuple[str, ...]
    debate_topics: tuple[str, ...]
    green_starts: tuple[str, ...]
    ethically_minded: dict[str, tuple[str, ...]]
    seat_layouts: dict[int, tuple[tuple[int, int], ...]]  # seats -> (parties, candidates per party) (§3.1)
    month_names: tuple[str, ...]
    news: dict[str, NewsCard] = dataclasses.field(default_factory=dict)  # Breaking News (§9)
    revision: int = LATEST  # the data revision these values are (revisions.py)
    # seats -> the month rules tuned for that seat count in this revision (constants.json "month_rules");
    # a seat count without a row plays CT-96's DEBATE_CARD_LIMIT and CT-24's equal split
    month_rules: dict[int, MonthRule] = dataclasses.field(default_factory=dict)

    def const(self, key: str) -> int:
        return self.constants[key]

    def debate_card_limit(self, seats: int) -> int:
        """Cards a candidate may play in one debate at this seat count (CT-96)."""
        rule = self.month_rules.get(seats)
        return rule.debate_card_limit if rule else self.constants["DEBATE_CARD_LIMIT"]

    def august_less(self, seats: int) -> int:
        """Cards August's pile holds fewer than CT-24's equal split at this seat count (given to September
        and October)."""
        rule = self.month_rules.get(seats)
        return rule.august_less if rule else 0

    def base_candidates(self) -> tuple[str, ...]:
        return tuple(c for c, row in self.candidates.items() if row.set == "base")

    def all_candidates(self) -> tuple[str, ...]:
        """Base and expansion candidates, shuffled together before dealing (CT-103)."""
        return tuple(self.candidates)


def _fail(where: str, message: str) -> NoReturn:
    data_fail(GAME, where, message)


def _every_revision(row: dict[str, Any], where: str) -> dict[int, dict[str, Any]]:
    """A tuned row's values in each data revision (its ``earlier`` entries, revisions.py), every one of
    which is checked on load."""
    try:
        return {rev: earlier_values(row, rev, where) for rev in REVISIONS}
    except ValueError as exc:
        _fail(where, str(exc))


def _in_revision(
    row: dict[str, Any], where: str, revision: int, what: str, build: Callable[[dict[str, Any]], T]
) -> T:
    """A tuned row built as it stands in ``revision``. The row keeps its older values under "earlier"
    (revisions.py), so a saved game replays on what it was played with; every revision's values are built,
    so each is checked on load, and only a RECONSTRUCTED row may be tuned (§14)."""
    if row.get("earlier") and row.get("src") != "RECONSTRUCTED":
        _fail(where, f"{row.get('id')}: only a RECONSTRUCTED {what} may be tuned (§14)")
    versions = _every_revision(row, where)
    for rev, version in versions.items():
        if rev != revision:
            build(version)
    return build(versions[revision])


def _rows(doc: Any, key: str, where: str) -> list[dict[str, Any]]:
    return data_rows(GAME, doc, key, where, notes=True)


def _file(name: str, key: str) -> list[dict[str, Any]]:
    return _rows(load_json(FOLDER, name), key, name)


def _unique(ids: list[Any], where: str) -> None:
    if len(set(ids)) != len(ids):
        _fail(where, f"duplicate ids {sorted({str(i) for i in ids if ids.count(i) > 1})}")


def _hex(row: dict[str, Any], key: str, where: str) -> str:
    value = row.get(key)
    if not isinstance(value, str) or re.fullmatch(r"#[0-9A-Fa-f]{6}", value) is None:
        _fail(where, f"{row.get('id')}: {key} must be a colour written #RRGGBB, not {value!r}")
    return value


def _int(row: dict[str, Any], key: str, where: str, low: int = 0, high: int | None = None) -> int:
    value = row.get(key)
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or value < low
        or (high is not None and value > high)
    ):
        _fail(where, f"{key!r} of {row.get('id', row)} must be an integer in [{low}, {high}]")
    return value


def _strs(row: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = row.get(key)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        _fail(where, f"{key!r} of {row.get('id', row)} must be a list of ids")
    return tuple(value)


def _check_refs(values: tuple[str, ...], known: Any, where: str, what: str) -> None:
    missing = [v for v in values if v not in known]
    if missing:
        _fail(where, f"unknown {what} {missing}")


def _load_constants() -> tuple[dict[str, int], dict[int, tuple[tuple[int, int], ...]], tuple[str, ...]]:
    doc = load_json(FOLDER, "constants.json")
    rows = _rows(doc, "constants", "constants.json")
    _unique([r.get("id") for r in rows], "constants.json")
    constants = {str(r["id"]): _int(r, "value", "constants.json") for r in rows}
    needed = (
        "HAND_SIZE",
        "MONTHS",
        "BASE_ACTION_CARDS",
        "NOT_FOR_2P",
        "EXPANSION_ACTION_CARDS",
        "BASE_CANDIDATES",
        "EXPANSION_CANDIDATES",
        "CANDIDATES_DEALT",
        "VOTER_UNITS",
        "MONEY_UNIT",
        "ADVERTISE_COST",
        "ADVERTISE_COST_FLOOR",
        "CAMPAIGN_COST",
        "CAMPAIGN_VOTERS",
        "HOME_STATE_VOTERS",
        "SETUP_VOTERS_FIRST",
        "SETUP_VOTERS_OTHER",
        "DEBATE_TRACK",
        "DEBATE_TOPICS_PER_DEBATE",
        "DEBATE_CARD_LIMIT",
        "DEBATE_TOPIC_VOTERS",
        "DEBATE_WINNER_VOTERS",
        "EV_TOTAL",
        "STATES",
        "ETHICALLY_MINDED_STATES",
        "GREEN_STARTING_STATES",
        "POLITICK_COPIES_BASE",
        "POLITICK_COPIES_EXPANSION",
        "REGION_TOKENS",
    )
    missing = [k for k in needed if k not in constants]
    if missing:
        _fail("constants.json", f"missing constants {missing}")
    seats: dict[int, tuple[tuple[int, int], ...]] = {}
    for row in _rows(doc, "seats", "constants.json"):
        n = _int(row, "seats", "constants.json", 2)
        layouts = row.get("layouts")
        if not isinstance(layouts, list) or not layouts:
            _fail("constants.json", f"seat row {n} needs layouts")
        out = []
        for lay in layouts:
            # [parties, candidates per party] or, with one seat running both candidates of a party
            # (CT-20), [parties, candidates per party, such seats]
            if (
                not isinstance(lay, list)
                or len(lay) not in (2, 3)
                or not all(isinstance(v, int) for v in lay)
                or lay[0] * lay[1] - (lay[2] if len(lay) == 3 else 0) != n
            ):
                _fail("constants.json", f"seat layout {lay} does not seat {n}")
            out.append((lay[0], lay[1]))
        seats[n] = tuple(out)
    months = tuple(str(r["name"]) for r in _rows(doc, "month_names", "constants.json"))
    if len(months) != constants["MONTHS"]:
        _fail("constants.json", "month_names must name every month")
    return constants, seats, months


def _load_month_rules(
    constants: dict[str, int], seats: dict[int, Any], revision: int
) -> dict[int, MonthRule]:
    """constants.json "month_rules": CT-96's limit and CT-24's split tuned for some seat counts (BT-5),
    with their earlier values under "earlier" (revisions.py); every revision's values are checked."""
    where = "constants.json"
    doc = load_json(FOLDER, where)
    rows = doc.get("month_rules", [])
    if not isinstance(rows, list):
        _fail(where, "month_rules must be a list")
    out: dict[int, MonthRule] = {}
    for row in rows:
        if not isinstance(row, dict) or row.get("src") != "RECONSTRUCTED":
            _fail(where, f"month rule {row!r}: only RECONSTRUCTED numbers may be tuned (spec §14)")
        counts = row.get("seats")
        if not isinstance(counts, list) or not counts or not all(n in seats for n in counts):
            _fail(where, f"month rule {row.get('id')}: seats must list seat counts of §3.1")
        versions = _every_revision(row, where)
        for rev, version in versions.items():
            limit = _int(version, "debate_card_limit", where, 1, constants["HAND_SIZE"])
            # a few cards moved, so August (31 cards at 7-8 seats) keeps 2 turns a candidate
            less = _int(version, "august_less", where, 0, constants["HAND_SIZE"] * 2)
            if rev == revision:
                for n in counts:
                    if n in out:
                        _fail(where, f"month rules: {n} seats named twice")
                    out[n] = MonthRule(limit, less)
    return out


# A state's tiebreak orders (tiebreak_3p, tiebreak_4p) in each data revision.
Orders = dict[int, tuple[tuple[str, ...], tuple[str, ...]]]


def _load_map(
    constants: dict[str, int], parties: tuple[str, ...], revision: int = LATEST
) -> tuple[dict[str, dict[str, Any]], dict[str, Region], tuple[str, ...], dict[str, Orders]]:
    where = "states.json"
    rows = _file(where, "states")
    _unique([r.get("id") for r in rows], where)
    if len(rows) != constants["STATES"]:
        _fail(where, f"{len(rows)} states, the spec has {constants['STATES']}")
    states: dict[str, dict[str, Any]] = {
        str(r["id"]): {
            "id": str(r["id"]),
            "name": str(r["name"]),
            "ev": _int(r, "ev", where, 3),
            "region": str(r["region"]),
        }
        for r in rows
    }
    total = sum(s["ev"] for s in states.values())
    if total != constants["EV_TOTAL"]:
        _fail(where, f"EV total {total}, expected {constants['EV_TOTAL']}")

    where = "regions.json"
    regions: dict[str, Region] = {}
    for r in _file(where, "regions"):
        members = _strs(r, "states", where)
        _check_refs(members, states, where, "states")
        if len(members) != r.get("n_states") or sum(states[s]["ev"] for s in members) != r.get("ev"):
            _fail(where, f"region {r.get('id')}: n_states or ev does not match its states")
        regions[str(r["id"])] = Region(str(r["id"]), str(r["name"]), members)
    _unique(list(regions), where)
    listed = [s for reg in regions.values() for s in reg.states]
    _unique(listed, where)
    if set(listed) != set(states):
        _fail(where, "every state must be in exactly one region")
    for s in states.values():
        if s["region"] not in regions or s["id"] not in regions[s["region"]].states:
            _fail("states.json", f"{s['id']}'s region {s['region']} does not list it")

    where = "adjacency.json"
    rows = _file(where, "adjacency")
    _unique([r.get("id") for r in rows], where)
    adjacency = {str(r["id"]): _strs(r, "adjacent", where) for r in rows}
    if set(adjacency) != set(states):
        _fail(where, "needs one row per state")
    for sid, near in adjacency.items():
        _check_refs(near, states, where, f"neighbours of {sid}")
        if sid in near or len(set(near)) != len(near):
            _fail(where, f"{sid} lists itself or a neighbour twice")
        for other in near:
            if sid not in adjacency[other]:
                _fail(where, f"adjacency is not symmetric: {sid}-{other}")
        states[sid]["adjacent"] = near

    where = "tiebreaks.json"
    doc = load_json(FOLDER, where)
    if doc.get("revision") != LATEST:
        _fail(where, f"the data revision must be {LATEST} (revisions.py)")
    rows = _rows(doc, "tiebreaks", where)
    _unique([r.get("id") for r in rows], where)
    base = tuple(p for p in parties if p != "G")
    every: dict[str, Orders] = {}
    for r in rows:
        sid = str(r["id"])
        if sid not in states:
            _fail(where, f"unknown state {sid}")
        orders: Orders = {}
        for rev in REVISIONS:  # every revision is checked, whichever is loaded
            try:
                row = earlier_values(r, rev, where)
            except ValueError as exc:
                _fail(where, str(exc))
            t3, t4 = _strs(row, "tiebreak_3p", where), _strs(row, "tiebreak_4p", where)
            if sorted(t3) != sorted(base) or sorted(t4) != sorted(parties):
                _fail(where, f"{sid}: a tiebreak order must list every party once (revision {rev})")
            orders[rev] = (t3, t4)
        spec3, spec4 = orders[SPEC]
        if tuple(p for p in spec4 if p != "G") != spec3:
            _fail(where, f"{sid}: the spec's Green order keeps its base order of D, R and L (§4.3)")
        if any((t4[0] == "G") != (spec4[0] == "G") for _t3, t4 in orders.values()):
            # §14 keeps Green's RULEBOOK first place (its 12 starting states, §4.6); the rest of Green's
            # place is the RECONSTRUCTED "G second" list (§4.3, §4.8), which tuning may move.
            _fail(where, f"{sid}: a tuned Green order puts Green first exactly where the spec's order does")
        states[sid]["tiebreak_3p"], states[sid]["tiebreak_4p"] = orders[revision]
        every[sid] = orders
    if len(rows) != len(states):
        _fail(where, "needs one row per state")
    return states, regions, tuple(r["id"] for r in _file("states.json", "states")), every


def _check_green_starts(rows: list[dict[str, Any]], green: tuple[str, ...], every: dict[str, Orders]) -> None:
    """§4.6 in every revision, whichever is loaded: Green is first on the Green board exactly in its
    starting states, each of which keeps its printed first tiebreaker on the base board."""
    for rev in REVISIONS:
        for r in rows:
            if every[str(r["state"])][rev][0][0] != r.get("previous_first"):
                _fail("green_starts.json", f"{r['state']}: previous first tiebreaker differs from "
                      f"tiebreaks.json (revision {rev})")
        if {sid for sid, orders in every.items() if orders[rev][1][0] == "G"} != set(green):
            _fail("tiebreaks.json", f"Green must be first exactly in the Green starting states (§4.6; "
                  f"revision {rev})")


def _load_issues(states: dict[str, dict[str, Any]]) -> tuple[dict[str, str], dict[str, Issue]]:
    where = "issues.json"
    doc = load_json(FOLDER, where)
    cats = {str(r["id"]): str(r["name"]) for r in _rows(doc, "categories", where)}
    if len(cats) != 6:
        _fail(where, "needs the 6 issue categories of §5.1")
    rows = _rows(doc, "issues", where)
    _unique([r.get("id") for r in rows], where)
    issues = {}
    for r in rows:
        members = _strs(r, "states", where)
        _check_refs(members, states, where, "states")
        if r.get("category") not in cats:
            _fail(where, f"issue {r.get('id')} has an unknown category")
        if len(members) != r.get("n_states") or not members or len(set(members)) != len(members):
            _fail(where, f"issue {r.get('id')}: states do not match n_states")
        issues[str(r["id"])] = Issue(str(r["id"]), str(r["name"]), str(r["category"]), members)
    if len(issues) != 24:
        _fail(where, f"{len(issues)} issues, the spec has 24")
    for sid, row in states.items():
        row["issues"] = tuple(i for i, issue in issues.items() if sid in issue.states)
    return cats, issues


def _effects(row: dict[str, Any], where: str) -> dict[str, int]:
    effects = row.get("effects")
    if not isinstance(effects, dict):
        _fail(where, f"{row.get('id')} needs an effects object")
    unknown = sorted(set(effects) - set(EFFECT_KEYS))
    if unknown:
        _fail(where, f"{row.get('id')}: unknown effect keys {unknown}")
    for key, value in effects.items():
        if not isinstance(value, int) or isinstance(value, bool):
            _fail(where, f"{row.get('id')}: effect {key} must be an integer")
    return dict(effects)


def _load_candidates(constants: dict[str, int], cats: dict[str, str], revision: int) -> dict[str, Candidate]:
    where = "candidates.json"
    rows = _file(where, "candidates")
    _unique([r.get("id") for r in rows], where)
    out = {}
    for row in rows:
        out[str(row["id"])] = _in_revision(
            row, where, revision, "candidate", lambda v: _candidate(v, constants, cats, where)
        )
    counts = [sum(1 for c in out.values() if c.set == s) for s in ("base", "expansion")]
    if counts != [constants["BASE_CANDIDATES"], constants["EXPANSION_CANDIDATES"]]:
        _fail(where, f"{counts[0]} base and {counts[1]} expansion candidates do not match the constants")
    return out


def _candidate(r: dict[str, Any], constants: dict[str, int], cats: dict[str, str], where: str) -> Candidate:
    """One candidate row of one revision, checked (spec §6)."""
    infl = _strs(r, "issues_of_influence", where)
    _check_refs(infl, cats, where, "categories")
    if r.get("set") not in ("base", "expansion"):
        _fail(where, f"{r.get('id')}: set must be base or expansion")
    money = _int(r, "start_money", where, 0)
    if money % constants["MONEY_UNIT"]:
        _fail(where, f"{r.get('id')}: money must be a multiple of ${constants['MONEY_UNIT']}M")
    banned = _strs(r, "debate_banned", where)
    _check_refs(banned, cats, where, "categories")
    return Candidate(
        str(r["id"]),
        str(r["name"]),
        str(r["set"]),
        money,
        _int(r, "start_registered", where, 0),
        infl,
        _effects(r, where),
        banned,
    )


def _load_abilities() -> dict[str, Ability]:
    where = "politick.json"
    doc = load_json(FOLDER, where)
    rows = _rows(doc, "abilities", where)
    _unique([r.get("id") for r in rows], where)
    triggers: dict[str, Trigger] = {}
    for r in _rows(doc, "response_windows", where):
        try:
            triggers[str(r["ability"])] = Trigger(str(r.get("trigger")))
        except ValueError:
            _fail(where, f"unknown trigger {r.get('trigger')!r}")
    out = {}
    for r in rows:
        try:
            timing = Timing(str(r.get("timing")))
        except ValueError:
            _fail(where, f"{r.get('id')}: unknown timing {r.get('timing')!r}")
        aid = str(r["id"])
        if (timing is Timing.RESPONSE) != (aid in triggers):
            _fail(where, f"{aid}: every response ability, and only those, needs one response window")
        if bool(r.get("at_game_end")) and timing is not Timing.ONGOING:
            _fail(where, f"{aid}: only ongoing cards resolve at game end")
        out[aid] = Ability(
            aid,
            str(r["name"]),
            str(r["set"]),
            timing,
            bool(r.get("at_game_end")),
            bool(r.get("dirty")),
            triggers.get(aid),
            _effects(r, where),
        )
    _check_refs(tuple(triggers), out, where, "abilities in response_windows")
    counts = [sum(1 for a in out.values() if a.set == s) for s in ("base", "expansion")]
    if counts != [20, 15]:
        _fail(where, f"{counts} abilities; §7 has 20 base and 15 expansion")
    return out


def _opt_int(r: dict[str, Any], key: str, where: str, low: int, high: int) -> int | None:
    return None if r.get(key) is None else _int(r, key, where, low, high)


def _opt_strs(r: dict[str, Any], key: str, where: str) -> tuple[str, ...] | None:
    return None if r.get(key) is None else _strs(r, key, where)


def _card(
    r: dict[str, Any],
    where: str,
    constants: dict[str, int],
    states: dict[str, dict[str, Any]],
    cats: dict[str, str],
    issues: dict[str, Issue],
    abilities: dict[str, Ability],
) -> Card:
    cid = str(r["id"])
    travel = r.get("travel")
    if travel is not None:
        if not isinstance(travel, dict) or not isinstance(travel.get("plane"), bool):
            _fail(where, f"{cid}: travel needs steps and plane")
        travel = Travel(_int(travel, "steps", where, 1, 3), travel["plane"])
    icons = _strs(r, "debate_icons", where)
    _check_refs(icons, cats, where, f"debate icons of {cid}")
    if len(icons) != 2:
        _fail(where, f"{cid} needs 2 debate icons (CT-10)")
    card = Card(
        cid,
        _int(r, "no", where, 1),
        str(r["ref_state"]),
        bool(r.get("not_for_2p")),
        icons,
        travel,
        _opt_int(r, "fundraise", where, 30, 60),
        _opt_int(r, "register", where, 3, 6),
        _opt_strs(r, "advertise", where),
        _opt_strs(r, "campaign", where),
        None if r.get("politick") is None else str(r["politick"]),
    )
    if card.ref_state not in states:
        _fail(where, f"{cid}: unknown reference state")
    if card.fundraise is not None and card.fundraise % constants["MONEY_UNIT"]:
        _fail(where, f"{cid}: fundraise must be a multiple of ${constants['MONEY_UNIT']}M")
    if card.advertise is not None:
        _check_refs(card.advertise, issues, where, f"issues of {cid}")
        if not 2 <= len(card.advertise) <= 4 or len(set(card.advertise)) != len(card.advertise):
            _fail(where, f"{cid}: advertise needs 2-4 different issues")
    if card.campaign is not None:
        _check_refs(card.campaign, states, where, f"campaign states of {cid}")
        hub, *rest = card.campaign
        if len(card.campaign) > 4 or any(s not in states[hub]["adjacent"] for s in rest):
            _fail(where, f"{cid}: campaign states must be a hub and 0-3 of its neighbours")
    if card.politick is not None and card.politick not in abilities:
        _fail(where, f"{cid}: unknown politick ability {card.politick}")
    boxes = (card.travel, card.fundraise, card.register, card.advertise, card.campaign, card.politick)
    if sum(b is not None for b in boxes) != 4:
        _fail(where, f"{cid} must have exactly 4 action boxes (CT-10)")
    return card


def _per_box(cards: list[Card]) -> list[int]:
    return [
        sum(getattr(c, box) is not None for c in cards)
        for box in ("travel", "fundraise", "register", "advertise", "campaign", "politick")
    ]


def _load_deck(
    constants: dict[str, int],
    states: dict[str, dict[str, Any]],
    cats: dict[str, str],
    issues: dict[str, Issue],
    abilities: dict[str, Ability],
    revision: int,
) -> dict[str, Card]:
    where = "deck_base.json"
    rows = _file(where, "cards")
    _unique([r.get("id") for r in rows], where)
    _unique([r.get("no") for r in rows], where)
    cards: dict[str, Card] = {}
    for r in rows:
        card = _in_revision(
            r, where, revision, "card", lambda v: _card(v, where, constants, states, cats, issues, abilities)
        )
        if card.politick is not None and abilities[card.politick].set != "base":
            _fail(where, f"{card.id}: base cards carry base abilities only")
        cards[card.id] = card
    if len(cards) != constants["BASE_ACTION_CARDS"]:
        _fail(where, f"{len(cards)} cards, expected {constants['BASE_ACTION_CARDS']}")
    if sorted(c.no for c in cards.values()) != list(range(1, constants["BASE_ACTION_CARDS"] + 1)):
        _fail(where, "card numbers must run 1..90")
    not_2p = [c for c in cards.values() if c.not_for_2p]
    if len(not_2p) != constants["NOT_FOR_2P"]:
        _fail(where, f"{len(not_2p)} not-for-2-players cards, expected {constants['NOT_FOR_2P']}")
    per_box = _per_box(list(cards.values()))
    if any(n != 60 for n in per_box):
        _fail(where, f"every action must appear on 60 cards (§8.1), found {per_box}")
    base_abilities = [a for a, row in abilities.items() if row.set == "base"]
    for ability in base_abilities:
        copies = sum(1 for c in cards.values() if c.politick == ability)
        if copies != constants["POLITICK_COPIES_BASE"]:
            _fail(where, f"{ability} is on {copies} cards, expected {constants['POLITICK_COPIES_BASE']}")
    if {c.ref_state for c in cards.values()} != set(states):
        _fail(where, "every state must be a reference state at least once (§8.1)")
    return cards


def _load_expansion_deck(
    constants: dict[str, int],
    states: dict[str, dict[str, Any]],
    cats: dict[str, str],
    issues: dict[str, Issue],
    abilities: dict[str, Ability],
    base: dict[str, Card],
) -> dict[str, Card]:
    """§8.2: 45 cards numbered as the even base cards they swap with (CT-104); 30 carry the 15
    expansion abilities twice each; every action appears on 30 cards."""
    where = "deck_expansion.json"
    rows = _file(where, "cards")
    _unique([r.get("id") for r in rows], where)
    _unique([r.get("no") for r in rows], where)
    cards: dict[str, Card] = {}
    for r in rows:
        card = _card(r, where, constants, states, cats, issues, abilities)
        if card.id in base:
            _fail(where, f"{card.id}: the id is a base card's")
        if card.politick is not None and abilities[card.politick].set != "expansion":
            _fail(where, f"{card.id}: expansion cards carry expansion abilities only")
        cards[card.id] = card
    count = constants["EXPANSION_ACTION_CARDS"]
    if len(cards) != count:
        _fail(where, f"{len(cards)} cards, expected {count}")
    if sorted(c.no for c in cards.values()) != list(range(2, 2 * count + 1, 2)):
        _fail(where, "expansion card numbers must be the even numbers 2..90 (one-for-one swap, CT-104)")
    per_box = _per_box(list(cards.values()))
    if any(n != 2 * count // 3 for n in per_box):
        _fail(where, f"every action must appear on 30 cards (§8.2), found {per_box}")
    for ability, row in abilities.items():
        if row.set == "expansion":
            copies = sum(1 for c in cards.values() if c.politick == ability)
            if copies != constants["POLITICK_COPIES_EXPANSION"]:
                _fail(
                    where,
                    f"{ability} is on {copies} cards, expected {constants['POLITICK_COPIES_EXPANSION']}",
                )
    return cards


@lru_cache(maxsize=1)
def load_data() -> CampaignTrailData:
    """The game data of the latest data revision (revisions.py)."""
    return _load(LATEST)


def load_revision(revision: int) -> CampaignTrailData:
    """The game data a game set up on ``revision`` plays with (the latest: the same object as load_data)."""
    return load_data() if revision == LATEST else _load_earlier(revision)


@lru_cache(maxsize=len(REVISIONS))
def _load_earlier(revision: int) -> CampaignTrailData:
    return _load(revision)


def _load(revision: int) -> CampaignTrailData:
    if revision not in REVISIONS:
        _fail("tiebreaks.json", f"unknown data revision {revision}; known: {', '.join(map(str, REVISIONS))}")
    constants, seats, months = _load_constants()
    where = "parties.json"
    rows = _file(where, "parties")
    _unique([r.get("id") for r in rows], where)
    parties = {
        str(r["id"]): Party(
            str(r["id"]),
            str(r["name"]),
            str(r["set"]),
            _hex(r, "colour", where),
            _hex(r, "contrast_colour", where),
        )
        for r in rows
    }
    order = tuple(parties)
    if order != ("D", "R", "L", "G"):
        _fail(where, "the parties must be D, R, L, G in that order (CT-26)")
    raw_states, regions, state_ids, every_order = _load_map(constants, order, revision)
    month_rules = _load_month_rules(constants, seats, revision)
    cats, issues = _load_issues(raw_states)
    states = {
        sid: State(
            row["id"],
            row["name"],
            row["ev"],
            row["region"],
            row["tiebreak_3p"],
            row["tiebreak_4p"],
            row["adjacent"],
            row["issues"],
        )
        for sid, row in raw_states.items()
    }

    where = "green_starts.json"
    rows = _file(where, "green_starts")
    green = tuple(str(r["state"]) for r in rows)
    _unique(list(green), where)
    _check_refs(green, states, where, "states")
    if len(green) != constants["GREEN_STARTING_STATES"]:
        _fail(where, f"{len(green)} Green starting states, expected {constants['GREEN_STARTING_STATES']}")
    _check_green_starts(rows, green, every_order)

    where = "ethics.json"
    ethics: dict[str, tuple[str, ...]] = {}
    for r in _file(where, "ethically_minded"):
        members = _strs(r, "states", where)
        _check_refs(members, states, where, "states")
        if r.get("party") not in parties or len(members) != constants["ETHICALLY_MINDED_STATES"]:
            _fail(where, f"row {r.get('party')} needs a known party and 5 states")
        if sum(states[s].ev for s in members) != r.get("ev"):
            _fail(where, f"{r.get('party')}: ev does not match its states")
        if r["party"] != "G" and set(members) & set(green):
            _fail(where, f"{r['party']}: the reconstructed sets avoid the Green starting states (§4.7)")
        ethics[str(r["party"])] = members
    if set(ethics) != set(parties):
        _fail(where, "every party needs its ethically minded states")

    candidates = _load_candidates(constants, cats, revision)
    abilities = _load_abilities()
    cards = _load_deck(constants, raw_states, cats, issues, abilities, revision)
    expansion = _load_expansion_deck(constants, raw_states, cats, issues, abilities, cards)

    where = "debates.json"
    doc = load_json(FOLDER, where)
    cities = tuple(str(r["state"]) for r in _rows(doc, "cities", where))
    topics = tuple(str(r["issue"]) for r in _rows(doc, "topics", where))
    _unique(list(cities), where)
    _unique(list(topics), where)
    _check_refs(cities, states, where, "debate cities")
    if set(topics) != set(issues):
        _fail(where, "there is one debate topic per issue (§5.3)")
    if len(cities) != 10:
        _fail(where, "there are 10 debate cities (§3.2)")

    return CampaignTrailData(
        constants=constants,
        parties=parties,
        party_order=order,
        states=states,
        state_ids=state_ids,
        regions=regions,
        categories=cats,
        issues=issues,
        issue_ids=tuple(issues),
        candidates=candidates,
        abilities=abilities,
        cards={**cards, **expansion},
        base_deck=tuple(sorted(cards, key=lambda c: cards[c].no)),
        expansion_deck=tuple(sorted(expansion, key=lambda c: expansion[c].no)),
        debate_cities=cities,
        debate_topics=topics,
        green_starts=green,
        ethically_minded=ethics,
        seat_layouts=seats,
        month_names=months,
        news=load_news(states, cats, issues),
        revision=revision,
        month_rules=month_rules,
    )
