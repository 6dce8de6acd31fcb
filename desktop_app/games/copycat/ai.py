"""Copycat's rule-of-thumb player (Easy level, rollout policy) and a state evaluation for cut rollouts.

The player builds an economy early (coins, draws, workers), turns to victory points as the game ages,
avoids red cards and occupies the strongest offices first. It takes the last doctorate (which ends the
game, CP-32) only when that makes it the winner, and then before anything else. Strategy session keeps
the phase-2 cards that would do nothing in phase 3; Fundraising trades 1-coin cards and Extra money
offices for draws.

The evaluation estimates each player's final VP (VP now, what this round still brings: markers, hand,
unused offices, coins that can still be spent; then the deck's worth per card over the rounds after this
one) and turns the estimates into a win chance that sharpens as the rounds run out. Rollouts in the search
are cut after a few actions, and a Copycat round has dozens, so the search sees almost nothing but this
estimate: it must value a worker on a buy office or a bought card at once, not in phase 3.
"""

from __future__ import annotations

import math
from typing import cast

from ...engine.actions import Action
from ...engine.rng import Rng
from .actions import (
    Bid,
    Buy,
    ChooseCard,
    ChooseNumber,
    ChooseOffice,
    Done,
    EndTurn,
    Pass,
    Place,
    PlayCard,
    Proceed,
    SpecialBuy,
    UseOffice,
)
from .buying import coins_left, cost
from .cleanup import doctorate_left, end_reasons
from .data import CardDef, OfficeDef
from .frames import FrameKind
from .state import ACTION, BID, NO_CARD, PURCHASE, RESOLVE, CopycatState

_JITTER = 1e-4  # at most 0.1: below any real difference in value

# Play order in phase 3: plain cards first, so copies and reactivations find their targets.
_P3_ORDER = {"keep_cards": 0, "reuse_worker": 2, "copy_card": 3}


def _late(s: CopycatState) -> float:
    """0 at the start, 1 in the last round."""
    return min(1.0, (s.round - 1) / max(1, s.data.constants["MAX_ROUNDS"] - 1))


# What one activation of each effect is worth, in VP, before coins are converted (see per_use_value).
_PER_USE = {
    "none": -1.2, "coin_or_vp": 1.6, "double_markers": 1.5, "fundraising": 1.0, "shred_for_worker": 1.2,
    "extra_office": 2.0, "elbows": 0.8, "reuse_worker": 2.0, "copy_card": 2.0, "keep_cards": 0.7,
}


def _coin_vp(s: CopycatState) -> float:
    """A coin buys more future VP early (it compounds through better cards) than late."""
    return 0.45 + 0.55 * (1.0 - _late(s))


def per_use_value(s: CopycatState, card: CardDef) -> float:
    e, k = card.effect, card.param
    if e == "coins":
        return k * _coin_vp(s)
    if e == "vp":
        return float(k)
    if e == "double_coins":
        return 5.0 * _coin_vp(s)
    if e == "draw":
        return 0.7 * k
    if e == "extra_workers":
        return 1.5 * k
    return _PER_USE.get(e, 0.0)


def rounds_after(s: CopycatState) -> int:
    """Rounds still to play after this one: none once an end condition already holds (CP-32: a player at
    95 VP, the last doctorate acquired, round 11), else up to round 11."""
    if end_reasons(s):
        return 0
    return max(0, s.data.constants["MAX_ROUNDS"] - s.round)


def future_uses(s: CopycatState, p: int) -> float:
    """How often a card bought now is expected to come into p's hand in the rounds left."""
    rounds_left = rounds_after(s)
    deck = len(s.draw[p] + s.hand[p] + s.play[p] + s.clip[p] + s.discard[p] + s.kept[p])
    return rounds_left * s.data.constants["HAND_DRAW"] / max(10, deck + 1)


def card_value(s: CopycatState, card: CardDef, p: int) -> float:
    """Worth of owning a card for the rest of the game, in VP."""
    return per_use_value(s, card) * future_uses(s, p)


def hand_value(s: CopycatState, card: CardDef) -> float:
    """Worth of a card in this round's hand (for bids and exchanges)."""
    e, k = card.effect, card.param
    if e == "none":
        return -1.0
    if e in ("coins", "vp"):
        return float(k)
    if e == "draw":
        return 0.8 * k
    return 2.0


def _has_buy(s: CopycatState, p: int) -> bool:
    offices = s.data.offices
    return any(q == p and offices[o].effect in ("buy", "special_buy") for q, o in s.workers)


def office_value(
    s: CopycatState, p: int, office: OfficeDef, markers: int, has_buy: bool | None = None
) -> float:
    e, k = office.effect, office.param
    if has_buy is None:
        has_buy = _has_buy(s, p)
    if e == "buy":
        v = (6.0 + 2.0 * k) if not has_buy else 2.5 * k
    elif e == "special_buy":
        v = 7.0 if not has_buy else 3.0
    elif e == "coins":
        v = 2.0 * k * _coin_vp(s) + (1.0 if not has_buy else 0.0)
    elif e == "vp":
        v = 1.2 * k
    elif e == "draw":
        v = 1.4 * k
    elif e == "exchange":
        v = 1.0 + 0.5 * sum(1 for c in s.hand[p] if s.data.cards[c].colour == "red")
    elif e == "shred_coins":
        v = 1.0 + sum(1 for c in s.hand[p] if s.data.cards[c].colour == "red")
    elif e == "double_card_use":
        v = 3.0
    else:
        v = 0.0
    return v + 1.2 * markers


def _by_kind(actions: list[Action], cls: type) -> list:
    return [a for a in actions if isinstance(a, cls)]


def heuristic_action(s: CopycatState, player: int, rng: Rng) -> Action:
    actions = s.legal_actions(player)
    if len(actions) == 1:
        return actions[0]
    data = s.data
    if s.pending:
        return _frame_choice(s, player, actions)
    if s.phase == BID:
        bids = _by_kind(actions, Bid)
        # Bid the card least useful this round; among equals the highest number, for an early turn.
        return min(bids, key=lambda a: 10 * hand_value(s, data.cards[data.c(a.card)])
                   - 0.01 * data.cards[data.c(a.card)].no)
    if s.phase == ACTION:
        return _phase2(s, player, actions, rng)
    if s.phase == RESOLVE:
        return _resolve_step(s, actions)
    if s.phase == PURCHASE:
        return _purchase(s, player, actions, rng)
    return actions[0]


def _resolve_step(s: CopycatState, actions: list[Action]) -> Action:
    """Phase 3, resolution: every hand card is played, plain ones first, then the offices are used."""
    data = s.data
    plays = _by_kind(actions, PlayCard)
    if plays:
        return min(plays, key=lambda a: _P3_ORDER.get(data.cards[data.c(a.card)].effect, 1))
    offices = _by_kind(actions, UseOffice)
    if offices:
        # Allocation offices last, so they find the best played card.
        return min(offices, key=lambda a: data.offices[data.o(a.office)].effect == "double_card_use")
    return _by_kind(actions, Proceed)[0]


def search_actions(s: CopycatState, player: int) -> list[Action]:
    """What the search levels branch on, for budgets with ``ai_narrowing`` (level_search_actions).

    While cards are still in hand in the resolution step, every one of them must be played (CP-19), so
    the step only orders what happens anyway; the rule of thumb's order (plain cards first, copies and
    reactivations after them, allocation offices last) is taken as a forced step. Searched, these
    steps took a third of a Normal player's thinking and its choices between orders followed the
    evaluation's small differences between half-resolved turns, not the turn's outcome. Once the hand
    is empty, whether to use an office or proceed is searched again, as is everything else. Reads
    only the legal actions of ``player`` (own hand and own workers) and the card data.
    """
    actions = s.legal_actions(player)
    if len(actions) <= 1 or s.phase != RESOLVE or s.pending:
        return actions
    if any(isinstance(a, Proceed) for a in actions):
        return actions
    return [_resolve_step(s, actions)]


def redeal(s: CopycatState, observer: int, rng: Rng) -> CopycatState:
    """A re-deal for the search levels whose budget sets ``ai_redeal`` (the definition's ``level_redeal``).

    The bids are secret and seat 1 always lays first (CP-10), so a later seat's search starts with the
    others' bids laid; the plain re-deal gives each of them a card drawn at random from that seat's unseen
    cards, as if bids were random. Here each such bid goes back into the re-dealt hand and the rule of
    thumb lays it again, so the search plans against a bid like the ones the Easy level and its own
    rollouts make. Only the re-dealt copy is touched: the observer's own cards and bid stay as they are.
    """
    t = cast(CopycatState, s.redeterminize(observer, rng))
    if t.phase != BID:
        return t
    for p in range(t.num_players):
        card = t.bids[p]
        if p == observer or card is None or card == NO_CARD:
            continue
        t.set_p("hand", p, t.hand[p] + (card,))
        t.set_p("bids", p, None)
        t.listed = None  # the legal actions changed with the hand
        t.apply_action(p, heuristic_action(t, p, rng), trusted=True)
    return t


def _phase2(s: CopycatState, p: int, actions: list[Action], rng: Rng) -> Action:
    data = s.data
    plays = _by_kind(actions, PlayCard)
    play_effects = [data.cards[data.card_index[a.card]].effect for a in plays]
    first = ("extra_workers", "draw", "fundraising", "reuse_worker", "copy_card")
    for effect in first:
        if effect in play_effects:
            return plays[play_effects.index(effect)]
    if "shred_for_worker" in play_effects and any(data.cards[c].colour == "red" for c in s.hand[p]):
        return plays[play_effects.index("shred_for_worker")]
    offices = [a for a in _by_kind(actions, UseOffice)
               if data.offices[data.o(a.office)].effect in ("draw", "exchange")]
    if offices:
        return offices[0]
    places = _by_kind(actions, Place)
    if places:
        # A little noise breaks ties differently from game to game (rollout variety); the AI's own
        # generator is used, never the state's.
        has_buy = _has_buy(s, p)
        index = data.office_index
        return max(places, key=lambda a: office_value(s, p, data.offices[index[a.office]],
                                                      s.office_markers[index[a.office]], has_buy)
                   + _JITTER * rng.below(1000))
    if not s.turn_placed and s.available_workers(p) > 0:
        for a in plays:
            if data.cards[data.c(a.card)].effect == "elbows" and s.elbows == 0:
                return a
    for a in plays:
        if data.cards[data.c(a.card)].effect == "extra_office":
            return a
    for a in actions:
        if isinstance(a, (EndTurn, Pass)):
            return a
    return actions[-1]


_WIN_NOW = 100.0  # above the worth of any card: ending the game as its winner comes first


def _purchase(s: CopycatState, p: int, actions: list[Action], rng: Rng) -> Action:
    cards = s.data.cards
    specials = _by_kind(actions, SpecialBuy)
    if specials:
        return specials[0]
    best, best_score = None, 0.0
    red_cost = -_PER_USE["none"] * future_uses(s, p)
    for a in _by_kind(actions, Buy):
        i = a.space - 1
        card = cards[s.street[i]]
        reds = sum(1 for c in s.street[:i] if c != NO_CARD and cards[c].colour == "red")
        price = cost(s, i)
        if card.effect == "doctorate":
            score = coins_left(s) - price - red_cost * reds
            if s.buys > 1:
                score -= 3.0  # buy the other cards first, then invest what is left
            if not doctorate_left(s, besides=s.street[i]):
                # Taking it ends the game after this round (CP-32 B): do it to close out a win, never
                # to end a game p would lose.
                if not _leads_at_round_end(s, p, coins_left(s) - price):
                    continue
                score += _WIN_NOW
        else:
            # Unspent coins are lost, so the price only matters while further purchases could use them.
            penalty = 0.1 * price if s.buys > 1 else 0.0
            score = card_value(s, card, p) - penalty - red_cost * reds
        score += _JITTER * rng.below(1000)
        if score > best_score:
            best, best_score = a, score
    return best if best is not None else _by_kind(actions, EndTurn)[0]


def _leads_at_round_end(s: CopycatState, p: int, gain: float) -> bool:
    """Whether p, the player buying, investing ``gain`` coins in a doctorate now, is expected to lead
    everyone once this round is scored."""
    done = s.order[:s.turn]
    final = [s.vp[q] + _round_to_come(s, q, q in done) for q in range(s.num_players)]
    mine = final[p] - _COIN_SPEND_VP * coins_left(s) + gain
    return all(mine > v for q, v in enumerate(final) if q != p)


def _frame_choice(s: CopycatState, p: int, actions: list[Action]) -> Action:
    data = s.data
    cards = data.cards
    f = s.pending[-1]
    k = f.kind
    choose_cards = _by_kind(actions, ChooseCard)
    done = _by_kind(actions, Done)
    if k in (FrameKind.EXCHANGE, FrameKind.SHRED_COINS, FrameKind.SHRED_WORKER):
        reds = [a for a in choose_cards if cards[data.c(a.card)].colour == "red"]
        if reds:
            return reds[0]
        if k == FrameKind.EXCHANGE and s.phase == ACTION:
            weak = [a for a in choose_cards if cards[data.c(a.card)].effect in ("vp",)]
            if weak and not f.picked:
                return weak[0]
        if k == FrameKind.SHRED_WORKER and choose_cards and not done:
            return choose_cards[0]
        return done[0]
    if k == FrameKind.KEEP:
        # Strategy session: cards that would do nothing now (phase-2 actions, CP-19) wait for next round's
        # phase 2; everything else is played now.
        for a in choose_cards:
            if 2 not in data.effect_phases[cards[data.c(a.card)].effect] or cards[data.c(a.card)].effect in (
                    "reuse_worker", "copy_card"):
                continue
            return a
        return done[0]
    if k == FrameKind.FUND_PAY:
        # Fundraising: trade the plain 1-coin cards and unused Extra money offices for as many draws; keep
        # stronger coin cards and the gala (2 VP) for phase 3. Pay at least something.
        offices = _by_kind(actions, ChooseOffice)
        if offices:
            return offices[0]
        ones = [a for a in choose_cards if cards[data.c(a.card)].effect == "coins"
                and cards[data.c(a.card)].param == 1]
        if ones:
            return ones[0]
        if not f.picked and not f.offices and choose_cards:
            return min(choose_cards, key=lambda a: cards[data.c(a.card)].param)
        return done[0]
    if k in (FrameKind.FUND_DRAW, FrameKind.INVEST):
        return max(_by_kind(actions, ChooseNumber), key=lambda a: a.value)
    if k == FrameKind.GALA:
        # A coin only helps with a purchase still to make; otherwise, and late in the game, take 2 VP.
        can_buy = s.buys > 0 or s.specials > 0 or any(
            q == p and data.offices[o].effect in ("buy", "special_buy") for q, o in s.workers)
        return ChooseNumber(1 if _late(s) > 0.5 or not can_buy else 0)
    if k == FrameKind.PLACE_EXTRA:
        places = _by_kind(actions, ChooseOffice)
        if places:
            return max(places, key=lambda a: office_value(s, p, data.offices[data.o(a.office)],
                                                          s.office_markers[data.o(a.office)]))
        return done[0]
    if k in (FrameKind.REALLOC, FrameKind.COPY):
        if choose_cards:
            return max(choose_cards, key=lambda a: _activation_value(s, cards[data.c(a.card)]))
        return done[0]
    if k == FrameKind.REUSE:
        offices = _by_kind(actions, ChooseOffice)
        if offices:
            return max(offices, key=lambda a: office_value(s, p, data.offices[data.o(a.office)], 0))
        return done[0]
    return actions[0]


def _activation_value(s: CopycatState, card: CardDef) -> float:
    e, k = card.effect, card.param
    if e == "coins":
        return 1.5 * k
    if e == "vp":
        return float(k)
    if e == "double_coins":
        return 1.0 + s.base_coins
    if e == "double_markers":
        return float(s.markers[s.pending[-1].player]) if s.pending else 0.0
    if e == "draw":
        return 1.2 * k
    if e == "extra_workers":
        return 2.0 * k
    return 1.0


def _owned(s: CopycatState, p: int) -> tuple[int, ...]:
    return s.draw[p] + s.hand[p] + s.play[p] + s.clip[p] + s.discard[p] + s.kept[p]


def _deck_per_use(s: CopycatState, owned: tuple[int, ...]) -> float:
    """Mean VP worth of one card drawn from these cards (per_use_value, coins at the current rate)."""
    if not owned:
        return 0.0
    cards = s.data.cards
    cv = _coin_vp(s)
    total = 0.0
    for c in owned:
        card = cards[c]
        e = card.effect
        if e == "coins":
            total += card.param * cv
        elif e == "vp":
            total += card.param
        else:
            total += per_use_value(s, card)
    return total / len(owned)


# A coin turned into purchases is worth about this many VP (cards early, doctorates late).
_COIN_SPEND_VP = 0.5


def _round_to_come(s: CopycatState, p: int, scored: bool) -> float:
    """VP p can still expect from this round: markers, hand, own unused offices, pending totals."""
    if scored:
        return 0.0
    data = s.data
    cards = data.cards
    offices = data.offices
    current = s.phase in (RESOLVE, PURCHASE) and s.order[s.turn] == p
    vp = 0.0
    coins = 0.0
    buys = 0.0
    if current:
        vp += s.vp_cards + s.vp_offices + s.vp_docs + s.markers[p] * (1 + s.marker_doublings)
        if s.phase == PURCHASE:
            coins += s.coins_total - s.spent
        else:
            coins += s.base_coins * (1 + s.coin_doublings) + s.undoubled_coins
        buys += s.buys + s.specials
    else:
        vp += s.markers[p]
    for w, (q, o) in enumerate(s.workers):
        if q != p or s.worker_used[w]:
            continue
        office = offices[o]
        e = office.effect
        if e == "vp":
            vp += office.param
        elif e == "coins":
            coins += office.param
        elif e in ("buy", "special_buy"):
            buys += max(1, office.param)
    for c in s.hand[p]:
        card = cards[c]
        e = card.effect
        if e == "vp":
            vp += card.param
        elif e == "coins":
            coins += card.param
        elif e == "coin_or_vp":
            vp += 2.0
        elif e == "double_markers":
            vp += s.markers[p]
        elif e == "none":
            vp -= 0.3
    if buys > 0:
        return vp + _COIN_SPEND_VP * coins
    # No purchase yet: before phase 3 a buy office may still be won, afterwards the coins are lost.
    return vp + (0.5 * _COIN_SPEND_VP * coins if s.phase in (BID, ACTION) else 0.0)


def estimates(s: CopycatState) -> list[float]:
    """Expected final VP per player: VP now, what this round still brings, and the deck's worth over the
    rounds after this one (five cards a round)."""
    rounds = rounds_after(s)
    hand_draw = s.data.constants["HAND_DRAW"]
    done = s.order[:s.turn] if s.phase in (RESOLVE, PURCHASE) else ()
    out = []
    for p in range(s.num_players):
        future = rounds * hand_draw * _deck_per_use(s, _owned(s, p))
        out.append(s.vp[p] + _round_to_come(s, p, p in done) + future)
    return out


def evaluate(s: CopycatState) -> list[float]:
    """A [0, 1] value per player on the scale of returns(): 0.8 x an estimated chance to win (a softmax of
    the expected final VP, sharper as the rounds run out) + 0.2 x the VP margin to the leader."""
    est = estimates(s)
    rounds_left = rounds_after(s)
    sigma = 3.0 + 2.5 * math.sqrt(rounds_left + 1)
    best = max(est)
    weights = [math.exp((e - best) / sigma) for e in est]
    total = sum(weights)
    spread = max(1.0, best - min(est))
    return [0.8 * w / total + 0.2 * (1.0 - (best - e) / spread) for w, e in zip(weights, est, strict=True)]
