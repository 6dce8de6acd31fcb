"""What a seat may see (CT-97) and redeterminisation for the search.

The party is the unit of knowledge: a seat sees its own party's hands, face-down cards and kept
candidates; of other parties only counts. Deck orders are nobody's knowledge.
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from . import election_day, election_day_view
from . import modifiers as mod
from .breaking_news import open_steps
from .breaking_news_view import news_view, redeal_news
from .debate import matches
from .frames import FrameKind, Phase
from .state import CampaignTrailState
from .usable import insider_swap_possible, trade_possible


def _knows(s: CampaignTrailState, viewer: int | None, seat: int) -> bool:
    return viewer is not None and s.seat_party[viewer] == s.seat_party[seat]


def observation(s: CampaignTrailState, viewer: int | None) -> dict[str, Any]:
    data = s.data
    seats = []
    revealed = s.phase is not Phase.SETUP
    for seat in range(s.num_candidates):
        mine = _knows(s, viewer, seat)
        seats.append(
            {
                "party": s.parties[s.seat_party[seat]],
                "candidate": s.kept[seat] if (revealed or mine) else None,
                "offers": list(s.offers[seat]) if mine else None,
                "hand": list(s.hands[seat]) if mine else None,
                "hand_size": len(s.hands[seat]),
                "pawn": s.pawn[seat],
                "home": s.home[seat],
                "in_play": list(s.in_play[seat]),
                "face_down": [{"card": c, "hidden": h if mine else None} for c, h in s.face_down[seat]],
                "costs": _costs(s, seat),
                "debate_spaces": _debate_spaces(s, seat) if mine else None,
            }
        )
    parties = [
        {
            "id": pid,
            "money": s.money[p],
            "registered": s.registered[p],
            "undecided": s.undecided[p],
            "committed": s.committed(p),
        }
        for p, pid in enumerate(s.parties)
    ]
    ev = s.ev_totals()
    pending = []
    for frame in s.pending:
        if not frame.kind.decides:
            continue
        entry: dict[str, Any] = {
            "kind": frame.kind.value[0],
            "seat": frame.seat,
            # The public details a table shows with the decision: the card whose box runs, how many
            # (voters, states, spaces), the response trigger and whom the frame is about (a seat or a
            # party index, by kind).
            "card": frame.card,
            "count": frame.count,
            "state": frame.state,
            "trigger": frame.trigger.value if frame.trigger else None,
            "about": frame.party,
            "queue": list(frame.queue),
            "purpose": frame.purpose.value if frame.purpose else None,
            "forced": frame.forced,
        }
        if frame.kind is FrameKind.TRAVEL:
            # for the destinations' tags, around states Breaking News closes (CT-13)
            entry["steps"] = open_steps(s, s.pawn[frame.seat])
            if frame.other:  # Moving the Base (CT-111): a committed voter travels, not the pawn
                entry["voter_from"] = frame.other
        if frame.kind is FrameKind.PLAY:
            # whether a trade or swap may follow the card (CT-61, CT-64), else the turn ends with it
            entry["after_card"] = trade_possible(s, frame.seat) or insider_swap_possible(s, frame.seat)
        if frame.kind is FrameKind.OPP_TAKE and _knows(s, viewer, frame.seat):
            entry["seen_hand"] = list(s.hands[frame.party])  # Opposition Research shows the hand (CT-97)
        pending.append(entry)
    debate = None
    if s.debate is not None:
        d = s.debate
        debate = {
            "number": d.number,
            "city": d.city,
            "topics": list(d.topics),
            "markers": {s.parties[p]: list(row) for p, row in enumerate(d.markers)},
            "played": list(d.played),
            "out": list(d.out),
            "limit": data.debate_card_limit(s.config.seats),  # CT-96 at this seat count
        }
    return {
        "game": "campaign_trail",
        "viewer": viewer,
        "phase": s.phase.value,
        "month": data.month_names[min(s.month, len(data.month_names) - 1)],
        "parties": parties,
        "seats": seats,
        "active": s.active,
        "start_party": s.parties[s.start_party],
        "to_move": list(s.to_move()),
        "states": {
            sid: {"voters": list(s.voters[i]), "control": s.parties[s.control[i]]}
            for i, sid in enumerate(data.state_ids)
        },
        "ev": {s.parties[p]: ev[p] for p in range(len(s.parties))},
        "decks": [len(d) for d in s.decks],
        "discard": list(s.discard),
        "pending": pending,
        "debate": debate,
        "debate_results": [list(r) for r in s.debate_results],
        "action": _action(s),
        "winners": [s.parties[p] for p in s.winners],
        # the expansion: tokens on cards (CT-105), voters on Absentee Ballots (CT-112), and Predictable
        # Outcome picks, whose region only the picker's party sees until revealed (CT-107, CT-124)
        "region_tokens": [{"region": r, "seat": x, "card": c} for r, x, c in s.tokens],
        # Predictable Outcome's picks are secret (CT-107), so the supply shown counts them as free.
        "free_tokens": [r for r in s.data.regions if r not in {t[0] for t in s.tokens}]
        if s.config.region_tokens
        else [],
        "ballots": dict(s.ballots),
        "news": news_view(s),  # Breaking News (CT-140, CT-141): only what is face up or counted
        "predictable_outcome": [
            {"seat": x, "region": r if (s.po_shown or _knows(s, viewer, x)) else None} for x, r in s.po_picks
        ],
        "election_day": election_day_view.observe(s, viewer),  # CT-97: own cards, others' counts
    }


def _costs(s: CampaignTrailState, seat: int) -> dict[str, int]:
    """What the seat's boxes cost and give now, with every active modifier (CT-47 to CT-49)."""
    attack_ads = s.ctx.attack_ads if s.ctx is not None and s.ctx.seat == seat else 0
    return {
        "advertise_issue": mod.advertise_issue_cost(s, seat, attack_ads),
        "campaign": mod.campaign_cost(s, seat),
        "campaign_voters": mod.campaign_voters(s, seat),
        "plane": mod.plane_cost(s, seat),
        "politick_fee": mod.politick_fee(s, seat),
    }


def _debate_spaces(s: CampaignTrailState, seat: int) -> dict[str, dict[str, int]] | None:
    """Spaces each hand card would move on each debate topic (CT-52), while a debate runs."""
    if s.debate is None or not s.kept[seat]:
        return None
    return {c: {t: matches(s, seat, c, t) for t in s.debate.topics} for c in dict.fromkeys(s.hands[seat])}


def _action(s: CampaignTrailState) -> dict[str, Any] | None:
    """The action being taken (CT-11): public, since the card was played face up and declared."""
    c = s.ctx
    if c is None:
        return None
    return {
        "seat": c.seat,
        "card": c.card,
        "box": c.box.value,
        "issues": list(c.issues),
        "negative": c.negative,
        "targets": [s.parties[p] for p in c.targets],
        "skips": [list(k) for k in c.skips],
        "placed": list(c.placed),
        "cancelled": c.cancelled,
    }


def redeterminize(s: CampaignTrailState, observer: int, rng: Rng) -> CampaignTrailState:
    """Deal anew everything the observer's party cannot see: other parties' hands and face-down cards,
    the month decks, the debate piles and, before the reveal, other seats' candidate cards."""
    twin = s.clone()
    party = s.seat_party[observer]
    hidden_seats = [x for x in range(s.num_candidates) if s.seat_party[x] != party]
    # Cards the party has seen in an opponent's hand stay there (CT-97).
    kept_cards = {x: [c for p, seat, c in s.known if p == party and seat == x] for x in hidden_seats}
    # Virtual Campaigning's second card is named when chosen and waits in the hand while responses are
    # asked (CT-117, CT-11): everyone knows it is there.
    for f in s.pending:
        if (f.kind is FrameKind.RESOLVE_INSTANT and f.seat in kept_cards and f.other in s.hands[f.seat]
                and f.other not in kept_cards[f.seat]):
            kept_cards[f.seat].append(f.other)
    pool: list[str] = []
    for x in hidden_seats:
        rest = list(s.hands[x])
        for c in kept_cards[x]:
            rest.remove(c)
        pool.extend(rest)
        pool.extend(h for _, h in s.face_down[x])
    news = s.data.news
    for deck in s.decks:
        pool.extend(c for c in deck if c not in news)  # Breaking News cards are dealt apart (CT-140)
    pool = rng.shuffled(pool)
    hands = list(s.hands)
    face_down = list(s.face_down)
    for x in hidden_seats:
        fresh = len(s.hands[x]) - len(kept_cards[x])
        hands[x], pool = tuple(kept_cards[x]) + tuple(pool[:fresh]), pool[fresh:]
        fd = []
        for card, _ in s.face_down[x]:
            fd.append((card, pool[0]))
            pool = pool[1:]
        face_down[x] = tuple(fd)
    decks = []
    for deck in s.decks:
        size = sum(1 for c in deck if c not in news)
        decks.append(tuple(pool[:size]))
        pool = pool[size:]
    twin.hands, twin.face_down, twin.decks = tuple(hands), tuple(face_down), tuple(decks)
    if s.config.breaking_news:
        redeal_news(s, twin, rng)
    twin.city_deck = tuple(rng.shuffled(s.city_deck))
    twin.topic_deck = tuple(rng.shuffled(s.topic_deck))
    if s.phase is Phase.SETUP:
        known = {c for x in range(s.num_candidates) if s.seat_party[x] == party for c in s.offers[x]}
        every = s.data.all_candidates() if s.config.expansion_candidates else s.data.base_candidates()
        unseen = rng.shuffled([c for c in every if c not in known])
        offers = list(s.offers)
        kept = list(s.kept)
        for x in hidden_seats:
            offers[x], unseen = tuple(unseen[:2]), unseen[2:]
            if kept[x]:
                kept[x] = offers[x][rng.below(2)]
        twin.offers, twin.kept = tuple(offers), tuple(kept)
    _redeal_picks(s, twin, party, rng)
    election_day.redeal(s, twin, party, rng)
    twin.rng = rng.fork()  # the redealt world's own future
    return twin


# The decisions that list the free region tokens by name (CT-105, CT-124, CT-135).
TOKEN_CHOICES = (FrameKind.PO_PICK, FrameKind.TOKEN, FrameKind.RP_REGION)


def _redeal_picks(s: CampaignTrailState, twin: CampaignTrailState, party: int, rng: Rng) -> None:
    """Predictable Outcome picks the observer's party cannot see get a token anew: any token that was
    free when they were picked and that no known pick holds (CT-107, CT-124)."""
    if s.po_shown or not s.po_picks:
        return
    hidden = [k for k, (x, _) in enumerate(s.po_picks) if s.seat_party[x] != party]
    if not hidden:
        return
    placed = {r for r, _, _ in s.tokens}
    known = {r for k, (_, r) in enumerate(s.po_picks) if k not in hidden}
    top = s.pending[-1] if s.pending else None
    if top is not None and top.kind in TOKEN_CHOICES and s.seat_party[top.seat] == party:
        # The party takes a token now (a pick, a card's token, CT-105, CT-124): the tokens it may take
        # show which ones the hidden picks hold, though not whose is which, so the picks keep their
        # regions among themselves (its choices stay the legal ones; elsewhere only the number of free
        # tokens matters, and a redeal keeps it).
        pool = rng.shuffled([s.po_picks[k][1] for k in hidden])
    else:
        pool = rng.shuffled([r for r in s.data.regions if r not in placed and r not in known])
    picks = list(s.po_picks)
    for k in hidden:
        picks[k] = (picks[k][0], pool.pop())
    twin.po_picks = tuple(picks)
