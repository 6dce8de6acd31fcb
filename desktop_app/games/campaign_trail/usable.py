"""What a candidate may declare or play now (CT-11 step 1, CT-35, CT-47): boxes, politick abilities,
responses, trades and the Party Insider's swap. Pure questions about a state; nothing here changes it."""

from __future__ import annotations

from ...engine.actions import Action
from . import breaking_news as news
from . import modifiers as mod
from .actions import SUPPORT_BOXES, Box, PlayCard, cached
from .data import Timing, Trigger
from .modifiers import flag
from .state import CampaignTrailState
from .tokens import card_region, free_tokens, power_region

FACE_DOWN_ABILITIES = ("october_surprise", "recount", "absentee_ballot")


def dirty_allowed(s: CampaignTrailState, seat: int) -> bool:
    """Dirty actions need the module and a candidate who may take them (CT-91, CT-94)."""
    return s.config.dirty_politics and not mod.flag(s, seat, "no_dirty")


def box_usable(s: CampaignTrailState, seat: int, card_id: str, box: Box) -> bool:
    """Whether the box exists and its declaration is affordable now (CT-47)."""
    card = s.data.cards[card_id]
    party = s.seat_party[seat]
    money = s.money[party]
    if box is Box.TRAVEL:
        if card.travel is None:
            return False
        plane = mod.is_plane(s, seat, card)
        if plane and mod.plane_cost(s, seat) > money:
            return False
        steps = mod.travel_steps(s, seat, card)
        return bool(news.travel_destinations(s, s.pawn[seat], steps, plane))  # closed states: CT-13
    if box is Box.FUNDRAISE:
        return card.fundraise is not None
    if box is Box.REGISTER:
        return card.register is not None
    if box is Box.ADVERTISE:
        return card.advertise is not None and surcharge_ok(s, seat, mod.cheapest_issue_cost(s, seat, card))
    if box is Box.CAMPAIGN:
        return (
            card.campaign is not None
            and s.pawn[seat] in card.campaign
            and bool(news.campaign_open(s, card.campaign))  # campaign bans (CT-147)
            and campaign_affordable(s, seat, card_id)
        )
    if box is Box.POLITICK:
        return card.politick is not None and politick_usable(s, seat, card_id)
    return box is Box.NONE


def campaign_affordable(s: CampaignTrailState, seat: int, card_id: str) -> bool:
    """The campaign's cost, at the cheaper Regional Influence rate where it can be claimed (CT-119), and
    the Regional Power's surcharge (CT-137) can be paid."""
    card = s.data.cards[card_id]
    cost = mod.campaign_cost(s, seat, card)
    if claimable(s, seat, card_id):
        cost = min(cost, mod.campaign_cost(s, seat, card, claimed=True))
    return surcharge_ok(s, seat, cost)


def claim_regions(s: CampaignTrailState, seat: int, card_id: str) -> list[str]:
    """Regions of the seat's Regional Influence tokens that hold one of the card's campaign states."""
    if not s.ongoing(seat, "regional_influence"):
        return []
    states = s.data.cards[card_id].campaign or ()
    out = []
    for c in s.in_play[seat]:
        region = card_region(s, c) if s.data.cards[c].politick == "regional_influence" else ""
        open_here = news.campaign_open(s, states)  # campaign bans (CT-147)
        if region and any(s.region_of(st) == region for st in open_here) and region not in out:
            out.append(region)
    return out


def claimable(s: CampaignTrailState, seat: int, card_id: str) -> bool:
    return bool(claim_regions(s, seat, card_id))


def surcharge_due(s: CampaignTrailState, seat: int) -> bool:
    """The Regional Power acting with its pawn outside its region (CT-135, CT-137)."""
    region = power_region(s, seat) if s.tokens else ""
    return bool(region) and s.region_of(s.pawn[seat]) != region


def surcharge_ok(s: CampaignTrailState, seat: int, cost: int) -> bool:
    """An advertise or campaign action costing ``cost`` can be paid, with the Regional Power's surcharge
    in money or in registered voters (CT-137: not takeable if neither is possible)."""
    party = s.seat_party[seat]
    money = s.money[party]
    if not surcharge_due(s, seat):
        return cost <= money
    effects = s.data.candidates[s.kept[seat]].effects
    by_money = cost + effects.get("region_surcharge_money", 0) <= money
    by_voters = cost <= money and s.registered[party] >= effects.get("region_surcharge_voters", 0)
    return by_money or by_voters


def dirty_targets(s: CampaignTrailState, seat: int) -> list[int]:
    """Opponent candidates in the Dirty Candidate's current region holding a card (CT-130 a, CT-136)."""
    party = s.seat_party[seat]
    region = s.region_of(s.pawn[seat])
    return [
        x
        for x in range(s.num_candidates)
        if s.seat_party[x] != party and s.hands[x] and s.pawn[x] and s.region_of(s.pawn[x]) == region
    ]


def dirty_swap_possible(s: CampaignTrailState, seat: int) -> bool:
    return flag(s, seat, "card_swap") and not s.swap_used and bool(dirty_targets(s, seat))


def behind_states(s: CampaignTrailState, party: int, states: tuple[str, ...]) -> list[str]:
    return [st for st in states if s.is_behind(party, st)]


def relocatable(s: CampaignTrailState, party: int) -> list[str]:
    """States with the party's committed voters and a neighbour to move them to (CT-110)."""
    return [st for i, st in enumerate(s.data.state_ids) if s.voters[i][party] and s.data.states[st].adjacent]


def virtual_cards(s: CampaignTrailState, seat: int, card_id: str) -> list[str]:
    """Second cards for Virtual Campaigning: a campaign box whose cost and the politick fee can be paid,
    wherever the pawn is (CT-117)."""
    fee = mod.politick_fee(s, seat)
    out = []
    for c in dict.fromkeys(s.hands[seat]):
        if c == card_id or not news.campaign_open(s, s.data.cards[c].campaign or ()):
            continue
        card = s.data.cards[c]
        cost = mod.campaign_cost(s, seat, card)
        if claimable(s, seat, c):
            cost = min(cost, mod.campaign_cost(s, seat, card, claimed=True))
        if surcharge_ok(s, seat, cost + fee):
            out.append(c)
    return out


def play_options(s: CampaignTrailState, seat: int, boxes: tuple[Box, ...], exclude: str = "") -> list[Action]:
    out: list[Action] = []
    for card in dict.fromkeys(s.hands[seat]):
        if card == exclude:
            continue
        for box in boxes:
            if box_usable(s, seat, card, box):
                out.append(cached(PlayCard, card, box.value))
    return out


def protected_party(s: CampaignTrailState, party: int) -> bool:
    """The Reformer shields its party's voters and its own hand from opponents' politick (§6, CT-95)."""
    return any(mod.flag(s, seat, "shield") for seat in s.party_seats[party])


def region_states(s: CampaignTrailState, seat: int) -> tuple[str, ...]:
    """ "Your region" is the region of the candidate's pawn (CT-82)."""
    return s.data.regions[s.region_of(s.pawn[seat])].states


def opposition_targets(s: CampaignTrailState, seat: int) -> list[int]:
    party = s.seat_party[seat]
    return [
        x
        for x in range(s.num_candidates)
        if s.seat_party[x] != party and s.hands[x] and not mod.flag(s, x, "shield")
    ]


def smear_parties(s: CampaignTrailState, seat: int) -> list[int]:
    party = s.seat_party[seat]
    region = region_states(s, seat)
    return [
        p
        for p in range(len(s.parties))
        if p != party and not protected_party(s, p) and any(s.voters[s.state_index(st)][p] for st in region)
    ]


def politick_usable(s: CampaignTrailState, seat: int, card_id: str) -> bool:
    """Whether the card's politick box can be declared on one's own turn now (CT-11 step 1, CT-47)."""
    ability_id = s.data.cards[card_id].politick
    assert ability_id is not None
    ability = s.data.abilities[ability_id]
    if ability.timing is Timing.RESPONSE:
        return False  # a response box is never declared on one's own turn (CT-46)
    if ability.dirty and not dirty_allowed(s, seat):
        return False
    if ability.timing is Timing.ONGOING and mod.flag(s, seat, "no_ongoing"):
        return False  # the Activist (CT-133)
    if mod.politick_fee(s, seat) > s.money[s.seat_party[seat]]:
        return False
    if ability.effects.get("region_token") and not free_tokens(s):
        return False  # no token left: the card cannot be used for its politick action (CT-105)
    others = [c for c in s.hands[seat] if c != card_id]
    party = s.seat_party[seat]
    if ability_id in FACE_DOWN_ABILITIES:
        return bool(others)  # CT-82
    if ability_id == "momentum":
        return any(box_usable(s, seat, c, b) for c in others for b in SUPPORT_BOXES)
    if ability_id == "opposition_research":
        return bool(opposition_targets(s, seat))
    if ability_id == "smear_campaign":
        return bool(smear_parties(s, seat))
    if ability_id == "relocation":
        return bool(relocatable(s, party))
    if ability_id == "party_collaboration":
        return bool(behind_states(s, party, s.data.state_ids))
    if ability_id == "even_the_score":
        return bool(behind_states(s, party, region_states(s, seat)))
    if ability_id == "virtual_campaigning":
        return bool(virtual_cards(s, seat, card_id))
    return True


def response_usable(s: CampaignTrailState, seat: int, ability: str, owner: int) -> bool:
    """CT-35's limits: who may play the response at this trigger, and whether they can pay for it."""
    if mod.politick_fee(s, seat, response=True) > s.money[s.seat_party[seat]]:
        return False
    if s.data.abilities[ability].dirty and not dirty_allowed(s, seat):
        return False
    if ability == "rapid_response":
        return bool(s.registered[s.seat_party[seat]]) and s.ctx is not None and bool(s.ctx.placed)
    if ability == "predictable_outcome":
        return bool(free_tokens(s))  # each pick takes a different free token (CT-107)
    return True


def usable_responses(s: CampaignTrailState, seat: int, trigger: Trigger, owner: int) -> list[str]:
    cards = s.data.cards
    abilities = s.data.abilities
    out = []
    for c in s.hands[seat]:
        ability = cards[c].politick
        if ability is None or abilities[ability].trigger is not trigger:
            continue
        if response_usable(s, seat, ability, owner):
            out.append(c)
    return out


def trade_possible(s: CampaignTrailState, seat: int) -> bool:
    mate = s.running_mate(seat)
    if mate is None:
        return False
    insider = flag(s, seat, "trade_anywhere") or flag(s, mate, "trade_anywhere")
    return insider or s.pawn[mate] == s.pawn[seat]


def insider_swap_possible(s: CampaignTrailState, seat: int) -> bool:
    """CT-64: the Party Insider without a running mate, once per own turn, with a card to swap."""
    return (
        flag(s, seat, "insider_swap")
        and s.running_mate(seat) is None
        and not s.insider_used
        and bool(s.hands[seat])
        and bool(s.decks[s.month])
    )
