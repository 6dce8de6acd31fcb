"""What a seat may see (CO-25) and redeterminisation for the search.

The observation is a plain dict on purpose: the computer players seed their sampling from
its JSON text, so its keys, values and their order are part of how they play. Its shape is
:class:`CopernicoObservation`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from ...engine.rng import Rng
from . import scoring
from .actions import Draft
from .cards import PUBLIC
from .data import load_data
from .ending import score_sheet
from .frames import Phase, Plan

if TYPE_CHECKING:
    from .state import CopernicoState


class DraftCommitView(TypedDict):
    """The viewer's own draft assignment, made and not yet carried out (CO-5)."""

    kind: str  # "draft"
    keep: str
    left: str | None
    right: str | None
    discard: str | None


class PlanView(TypedDict):
    """The viewer's own phase-2 commitment (or solo placement) while it is paid for (CO-7)."""

    kind: str  # "place", "reformulate", "rest" or "blank"
    card: str | None
    position: int  # 1-9; 0 for a rest
    paid: list[str]  # hand cards paid so far, in hand order
    due: int  # cards the whole payment takes


class CopernicoObservation(TypedDict):
    """One seat's view of the game (None as the viewer: a spectator). Per-seat facts are
    lists indexed by seat."""

    game: str  # "copernico"
    viewer: int | None
    solo: bool
    num_players: int
    phase: str  # a Phase value
    turn: int
    first_seat: int  # the seat that draws first (CO-2, CO-6)
    to_move: list[int]
    deck_size: int
    discard_size: int
    tables: list[list[str | None]]  # 9 cells each, positions 1-9 row by row; others' solo blanks hidden
    blanks: list[list[int]]  # solo face-down positions, 0-based
    hand_sizes: list[int]
    hands: list[list[str] | None]  # None where the hand is hidden from the viewer
    committed: list[bool]  # True for seats that owe no decision now
    peeks: list[int]  # peeks each seat has taken (CO-13)
    peeks_owed: list[int]
    completed_lines: list[list[list[Any]]]  # per seat: [colour, line index] pairs ever complete
    last_reveal: list[list[Any]]  # [seat, plan kind, card, position, cards paid, card replaced]
    objectives: list[str]  # solo: Advice and Hypothesis objectives
    dropped_hypotheses: list[str]  # solo: hypotheses set aside for an Advice colour (CO-24)
    advice_in_play: int
    ended_by: list[int]
    advice: NotRequired[list[str]]  # solo, or once the game is over
    hypotheses: NotRequired[list[str]]  # solo, or once the game is over
    my_hypothesis: NotRequired[str]  # a seated viewer of a multiplayer game
    seen_advice: NotRequired[list[list[Any]]]  # [index, advice id] per peek, in order
    my_draft: NotRequired[list[str]]  # a seated viewer: the cards drawn in this draft
    my_commit: NotRequired[DraftCommitView | PlanView | None]  # a seated viewer
    scores: NotRequired[dict[str, Any]]  # once the game is over: ScoreSheet.to_json()


def observation(s: CopernicoState, player: int | None) -> CopernicoObservation:
    n = s.num_players
    over = s.phase is Phase.OVER
    hands_public = s.phase is Phase.DRAFT or over
    movers = s.to_move()
    obs: CopernicoObservation = {
        "game": "copernico",
        "viewer": player,
        "solo": s.solo,
        "num_players": n,
        "phase": s.phase.value,
        "turn": s.turn,
        "first_seat": s.first_seat,
        "to_move": list(movers),
        "deck_size": len(s.deck),
        "discard_size": len(s.discard),
        "tables": [[None if i in s.blanks[p] and player != p and not over else c
                    for i, c in enumerate(s.tables[p])] for p in range(n)],
        "blanks": [sorted(b) for b in s.blanks],
        "hand_sizes": [len(h) for h in s.hands],
        "hands": [list(h) if (hands_public or p == player) else None for p, h in enumerate(s.hands)],
        "committed": [p not in movers for p in range(n)],
        "peeks": [len(seen) for seen in s.seen],
        "peeks_owed": list(s.peeks_owed),
        "completed_lines": [sorted(list(x) for x in c) for c in s.completed],
        "last_reveal": [list(r) for r in s.last_reveal],
        "objectives": list(s.objectives),
        "dropped_hypotheses": list(s.dropped_hypotheses),
        "advice_in_play": len(s.advice),
        "ended_by": list(s.ended_by),
    }
    if s.solo or over:
        obs["advice"] = list(s.advice)
        obs["hypotheses"] = list(s.hypotheses)
    if player is not None and not s.solo:
        obs["my_hypothesis"] = s.hypotheses[player]
        obs["seen_advice"] = [[i, s.advice[i]] for i in s.seen[player]]
    if player is not None:
        obs["my_draft"] = list(s.drafts[player])
        commit = s.commits[player]
        if isinstance(commit, Draft):
            obs["my_commit"] = {"kind": Draft.kind.value, "keep": commit.keep, "left": commit.left,
                                "right": commit.right, "discard": commit.discard}
        elif isinstance(commit, Plan):
            obs["my_commit"] = {"kind": commit.kind.value, "card": commit.card, "position": commit.position,
                                "paid": list(commit.paid), "due": commit.due}
        else:
            obs["my_commit"] = None
    if over:
        obs["scores"] = score_sheet(s).to_json()
    return obs


_HYPOTHESIS_IDS = tuple(sorted(load_data().hypotheses))
_ADVICE_IDS = tuple(sorted(load_data().advice))


def redeterminize(s: CopernicoState, observer: int, rng: Rng) -> CopernicoState:
    """Deal anew every card ``observer`` cannot see: the deck, others' unknown hand cards,
    others' draft cards, discards only their owner saw, others' hypotheses and unseen Advice
    cards. Others' secret commitments are withdrawn, since the observer cannot know them;
    those players choose again."""
    r = s.clone()
    if r.phase is Phase.OVER:
        return r
    n = r.num_players
    pool: list[str] = list(r.deck)
    known_hand: list[list[str]] = [list(h) for h in r.hands]
    draft_sizes = [len(d) for d in r.drafts]
    hidden_hand = [0] * n
    for q in range(n):
        if q == observer:
            continue
        kept = list(r.known[observer][q])
        hand = list(r.hands[q])
        for c in kept:
            hand.remove(c)
        pool.extend(hand)
        hidden_hand[q] = len(hand)
        known_hand[q] = kept
        pool.extend(r.drafts[q])
    discard_keep = [(c, who) for c, who in zip(r.discard, r.discard_seen, strict=True)
                    if who in (PUBLIC, observer)]
    hidden_discard = [who for who in r.discard_seen if who not in (PUBLIC, observer)]
    pool.extend(c for c, who in zip(r.discard, r.discard_seen, strict=True) if who not in (PUBLIC, observer))
    pool = rng.shuffled(sorted(pool))  # the hidden order must not shine through
    hands = []
    drafts = list(r.drafts)
    for q in range(n):
        if q == observer:
            hands.append(r.hands[q])
            continue
        take = hidden_hand[q]
        hands.append(tuple(sorted(known_hand[q] + pool[:take])))
        del pool[:take]
        drafts[q] = tuple(sorted(pool[: draft_sizes[q]]))
        del pool[: draft_sizes[q]]
    new_discard = [c for c, _ in discard_keep]
    new_seen = [who for _, who in discard_keep]
    for who in hidden_discard:
        new_discard.append(pool.pop())
        new_seen.append(who)
    r.deck = tuple(pool)
    r.hands = tuple(hands)
    r.drafts = tuple(drafts)
    r.discard = tuple(new_discard)
    r.discard_seen = tuple(new_seen)
    r.commits = tuple(c if q == observer else None for q, c in enumerate(r.commits))
    # Only the observer's knowledge of hands still describes the re-dealt cards.
    nothing = tuple(() for _ in range(n))
    r.known = tuple(row if o == observer else nothing for o, row in enumerate(r.known))
    if not r.solo:
        own = r.hypotheses[observer]
        others = rng.shuffled([h for h in _HYPOTHESIS_IDS if h != own])
        r.hypotheses = tuple(own if q == observer else others.pop() for q in range(n))
        known_advice = {i: r.advice[i] for i in r.seen[observer]}
        unseen = rng.shuffled([a for a in _ADVICE_IDS if a not in known_advice.values()])
        r.advice = tuple(known_advice[i] if i in known_advice else unseen.pop() for i in range(len(r.advice)))
    r.rng = Rng(rng.next64())  # future draws are unknown too
    r._legal = r._movers = None
    return r


# -- figures a table shows, read from an observation (the scene draws these) -------------------

def public_table(observation: CopernicoObservation, seat: int) -> list[str | None]:
    """``seat``'s table as it scores: a face-down solo blank shows nothing (CO-21)."""
    table = list(observation["tables"][seat])
    for i in observation["blanks"][seat]:
        table[i] = None
    return table


def table_tally(observation: CopernicoObservation, seat: int) -> tuple[int, int]:
    """What ``seat``'s table scores so far from its cards alone: (quality, scoring lines) (CO-12, CO-15)."""
    table = public_table(observation, seat)
    data = load_data()
    return scoring.quality(table, data), len(scoring.scoring_lines(table, data))


def fulfilled_by(observation: CopernicoObservation, hypothesis_id: str) -> list[int]:
    """The seats whose tables fulfil a Hypothesis card (CO-17); it scores for each of them (CO-15)."""
    data = load_data()
    return [seat for seat in range(observation["num_players"])
            if scoring.fulfils(public_table(observation, seat), hypothesis_id, data)]


def objective_met(observation: CopernicoObservation, objective_id: str) -> bool:
    """Solo: whether the table meets an Advice or Hypothesis objective (CO-22)."""
    return scoring.solo_objective_met(public_table(observation, 0), objective_id, load_data())
