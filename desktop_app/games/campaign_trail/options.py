"""Setup options (CT-1) and their validation against the seats (CT-156, CT-20, CT-100).

The option keys are spelled as CT-1 spells them. ``parties`` and ``starting_party`` are the setup
screen's choices of CT-20 and CT-26. :func:`refusals` lists every reason a combination is invalid,
for any seat count the spec knows (2-8), so a caller can show them all at once (CT-EX-25).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ...engine.errors import OptionsError, Reason
from ...engine.game import OptionSpec
from .revisions import LATEST, REVISIONS, from_options

if TYPE_CHECKING:  # the data loads when a game is set up, not when the catalogue lists the game
    from .data import CampaignTrailData

AUTO = "auto"
RANDOM = "random"

# The party sets a game may use, in the fixed party order (CT-26); "auto" picks one from the seats.
PARTY_SETS = ("DR", "DL", "RL", "DRL", "DG", "RG", "LG", "DRG", "DLG", "RLG", "DRLG")


@dataclasses.dataclass(frozen=True, slots=True)
class Config:
    """A validated game configuration."""

    seats: int
    parties: tuple[str, ...]  # party ids in play, in party order
    per_party: int  # candidates per party (1, or 2 for running mates)
    green_party: bool
    dirty_politics: bool
    starting_party: str  # a party id, or RANDOM (drawn from the seed, CT-26)
    always_pause: bool = False  # ask every candidate a window is open to (CT-35's preference)
    expansion_cards: str = "off"  # off, add or swap (CT-104)
    expansion_candidates: bool = False  # shuffled in with the base candidates (CT-103)
    breaking_news: bool = False
    election_day: bool = False  # Exit Polls and State Returns (CT-150)
    doubled_party: str = ""  # at 5 and 7 seats, the party whose one seat runs both candidates (CT-20)
    data_revision: int = LATEST  # the data values the game is played on (revisions.py)

    @property
    def region_tokens(self) -> bool:
        """The 9 region tokens are beside the board with expansion cards, expansion candidates or
        Breaking News (CT-1, CT-105)."""
        return self.expansion_cards != "off" or self.expansion_candidates or self.breaking_news

    @property
    def green_board(self) -> bool:
        """The Green board side (tiebreak_4p) is used whenever Green plays (CT-100)."""
        return self.green_party

    @property
    def candidates(self) -> int:
        return len(self.parties) * self.per_party

    @property
    def seat_of(self) -> tuple[int, ...]:
        """Each candidate's seat, candidates in party order with a party's candidate 1 first (§3.1, CT-20):
        the identity, except that the doubled party's two candidates share one seat."""
        out: list[int] = []
        seat = 0
        for party in self.parties:
            for k in range(self.per_party):
                if k and party == self.doubled_party:
                    out.append(seat - 1)  # candidate 2 of the doubled party: candidate 1's seat
                else:
                    out.append(seat)
                    seat += 1
        return tuple(out)


def option_specs() -> tuple[OptionSpec, ...]:
    return (
        OptionSpec(
            "green_party",
            "Green Party (4th party)",
            False,
            help="Adds the Green Party and uses the Green board side (CT-100).",
        ),
        OptionSpec(
            "parties",
            "Parties in play",
            AUTO,
            choices=(AUTO, *PARTY_SETS),
            help="Which parties run; auto: D and R with 2 or 4 seats, D, R and L with 3, "
            "all four with 4 seats and the Green Party.",
        ),
        OptionSpec(
            "starting_party",
            "Starting party",
            RANDOM,
            choices=(RANDOM, "D", "R", "L", "G"),
            help="The party that takes the first turn (CT-26).",
        ),
        OptionSpec(
            "doubled_party",
            "Party with one seat for both candidates",
            AUTO,
            choices=(AUTO, "D", "R", "L", "G"),
            help="At 5 and 7 seats one seat runs both candidates of this party; auto: the first party in "
            "play (CT-20).",
            player_counts=(5, 7),
        ),
        OptionSpec("expansion_cards", "Expansion action cards", "off", choices=("off", "add", "swap")),
        OptionSpec("expansion_candidates", "Expansion candidates", False),
        OptionSpec("breaking_news", "Breaking News module", False),
        OptionSpec(
            "election_day",
            "Election Day module",
            False,
            help="Each party aims for a secret Exit Poll goal and places its reward in the states of its "
            "State Returns card on Election Day (CT-150 to CT-155).",
        ),
        OptionSpec(
            "dirty_politics",
            "Dirty Politics module",
            False,
            help="Dirty politick boxes, negative advertising and backlash (CT-90 to CT-95).",
        ),
        OptionSpec(
            "data_revision",
            "Balance revision",
            LATEST,
            choices=REVISIONS,
            help="The values tuned by self-play (the newest revision), or the spec's values (revision 1), "
            "which games saved before the tuning keep using.",
            offered=False,  # set by the app: new games take the newest, saves keep theirs
        ),
        OptionSpec(
            "always_pause_for_responses",
            "Always pause for responses",
            False,
            help="Ask everyone who may respond at every response window, holding a card or not, so a "
            "pause does not show who holds one (CT-35). Changes no rule.",
        ),
    )


def _party_set(seats: int, options: dict[str, Any]) -> tuple[str, ...]:
    chosen = options.get("parties", AUTO)
    if chosen != AUTO:
        return tuple(chosen)
    green = bool(options.get("green_party"))
    if seats in (2, 4) and not (seats == 4 and green):
        return ("D", "G") if seats == 2 and green else ("D", "R")
    if seats == 3:
        return ("D", "R", "G") if green else ("D", "R", "L")
    if seats in (5, 6):
        return ("D", "R", "L")
    return ("D", "R", "L", "G")


# The reasons a setup is refused, English templates with %1 ... (the shell translates them in context
# "GameOption"; OPTION_TEXTS lists them for the translators).
SEATS_RANGE = "Campaign Trail is played by 2 to 8 seats, not %1."
PARTY_COUNT = "%1 seats play with %2 parties, not %3: choose another party set (CT-156 a)."
PARTY_COUNTS = "%1 seats play with %2 or %3 parties, not %4: choose another party set (CT-156 a)."
GREEN_IN_SET = "The Green Party is in the party set: turn on the Green Party option (CT-156 a)."
FOUR_NEED_GREEN = "4 parties need the Green Party: turn it on (CT-156 a)."
CANDIDATE_CARDS = (
    "%1 seats deal %2 candidate cards and the base game has %3: turn on the expansion candidates (CT-156 c)."
)
ACTION_CARDS = (
    "%1 candidates need the expansion action cards added (expansion_cards = add): with 90 cards September "
    "and October give fewer than 2 turns per candidate (CT-156 d, §3.4)."
)
DOUBLED_NOT_IN_PLAY = (
    "The party with one seat for both candidates, %1, is not in play: choose a party in play (CT-156 b)."
)
START_NOT_IN_PLAY = "The starting party %1 is not in play (CT-26)."
OPTION_TEXTS = (
    SEATS_RANGE, PARTY_COUNT, PARTY_COUNTS, GREEN_IN_SET, FOUR_NEED_GREEN, CANDIDATE_CARDS, ACTION_CARDS,
    DOUBLED_NOT_IN_PLAY,
    START_NOT_IN_PLAY,
)


def refusal_reasons(data: CampaignTrailData, seats: int, options: dict[str, Any]) -> list[Reason]:
    """Every reason the combination is invalid under CT-156 (empty: valid). Seats 2-8 (§3.1)."""
    reasons: list[Reason] = []
    parties = _party_set(seats, options)
    green = bool(options.get("green_party"))
    n = len(parties)
    allowed = tuple(parties for parties, _per in data.seat_layouts.get(seats, ()))  # §3.1
    if not allowed:
        reasons.append(Reason(SEATS_RANGE, (str(seats),)))
        return reasons
    if n not in allowed:
        template = PARTY_COUNT if len(allowed) == 1 else PARTY_COUNTS
        reasons.append(Reason(template, (str(seats), *(str(c) for c in allowed), str(n))))
    if "G" in parties and not green:
        reasons.append(Reason(GREEN_IN_SET))
    if n == 4 and not green:
        reasons.append(Reason(FOUR_NEED_GREEN))
    slots = n * (2 if seats > n else 1)  # candidate slots: running mates at 4-8 seats (§3.1)
    base_candidates = data.const("BASE_CANDIDATES")
    dealt = data.const("CANDIDATES_DEALT") * slots
    if dealt > base_candidates and not options.get("expansion_candidates"):
        reasons.append(Reason(CANDIDATE_CARDS, (str(seats), str(dealt), str(base_candidates))))
    if slots >= 6 and options.get("expansion_cards", "off") != "add":
        reasons.append(Reason(ACTION_CARDS, (str(slots),)))
    doubled = options.get("doubled_party", AUTO)
    if seats in (5, 7) and doubled != AUTO and doubled not in parties:
        reasons.append(Reason(DOUBLED_NOT_IN_PLAY, (str(doubled),)))
    return reasons


def seat_defaults(seats: int) -> dict[str, Any]:
    """The options a seat count needs that differ from the option list's defaults (CT-156 c, d): 5-8 seats
    add the expansion cards, 7-8 seats also play Green with the expansion candidates. The game fills them
    in when a setup leaves them out, so it never refuses its own defaults."""
    out: dict[str, Any] = {}
    if seats >= 5:
        out["expansion_cards"] = "add"
    if seats >= 7:
        out["green_party"] = True
        out["expansion_candidates"] = True
    return out


def refusals(data: CampaignTrailData, seats: int, options: dict[str, Any]) -> list[str]:
    """refusal_reasons in English words."""
    return [str(r) for r in refusal_reasons(data, seats, options)]


def make_config(data: CampaignTrailData, seats: int, options: dict[str, Any]) -> Config:
    """A checked configuration, or OptionsError naming every reason (CT-156)."""
    reasons = refusal_reasons(data, seats, options)
    parties = _party_set(seats, options)
    start = options.get("starting_party", RANDOM)
    if start != RANDOM and start not in parties:
        reasons.append(Reason(START_NOT_IN_PLAY, (str(start),)))
    if reasons:
        raise OptionsError(" ".join(str(r) for r in reasons), reasons)
    doubled = ""
    if seats in (5, 7):
        chosen = options.get("doubled_party", AUTO)
        doubled = parties[0] if chosen == AUTO else str(chosen)  # CT-20: default the first party in play
    return Config(
        seats=seats,
        parties=parties,
        per_party=1 if seats == len(parties) else 2,
        green_party=bool(options.get("green_party")),
        dirty_politics=bool(options.get("dirty_politics")),
        starting_party=start,
        always_pause=bool(options.get("always_pause_for_responses")),
        expansion_cards=str(options.get("expansion_cards", "off")),
        expansion_candidates=bool(options.get("expansion_candidates")),
        breaking_news=bool(options.get("breaking_news")),
        election_day=bool(options.get("election_day")),
        doubled_party=doubled,
        data_revision=from_options(options),
    )


BOTH = 3  # seat_roles' number for a seat running both candidates of its party (CT-20)


def seat_roles(data: CampaignTrailData, seats: int, options: dict[str, Any]) -> list[tuple[str, int]]:
    """Each seat's party id and candidate number (1 or 2; 0: the party's only candidate; BOTH: both
    candidates of the party, at 5 and 7 seats), in seat order (§3.1): the setup screen shows them as
    "Democrat, candidate 1", "Democrat, both candidates" and the like."""
    config = make_config(data, seats, options)
    if config.per_party == 1:
        return [(p, 0) for p in config.parties]
    out: list[tuple[str, int]] = []
    for p in config.parties:
        out.extend([(p, BOTH)] if p == config.doubled_party else [(p, 1), (p, 2)])
    return out
