"""Campaign Trail's things and actions in words: boxes, issues, categories, candidates, politick cards,
cards, and every action the table or the move list (F6) offers.

Every text is a literal ``translate("CampaignTrailTable", ...)`` call so lupdate finds it. State and
party names come from the map's texts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.actions import Action
from ....ui.templates import counted, fill
from ..actions import (
    DebateCard,
    Done,
    GoNegative,
    InsiderSwap,
    KeepCandidate,
    Pass,
    PayWith,
    PickCandidate,
    PickCard,
    PickCount,
    PickIssue,
    PickParty,
    PickRegion,
    PickState,
    PickTopic,
    PlayCard,
    Respond,
    TakeRandom,
)
from ..data import load_data
from .election_words import discard_words
from .names import ability_name, box_name, candidate_name, category_label, issue_name, region_name
from .scene_map_texts import party_name, state_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def candidate_summary(candidate: str) -> str:
    """A candidate card's starting money and voters and its issues of influence (§6)."""
    row = load_data().candidates.get(candidate)
    if row is None:
        return candidate_name(candidate)
    text = translate("CampaignTrailTable", "%1: starts with $%2M and %3 registered voters; influence: %4")
    return fill(text, candidate_name(candidate), row.start_money, row.start_registered,
                ", ".join(category_label(c) for c in row.issues_of_influence))


def card_name(card: str) -> str:
    """A card by its number and reference state: 'card 12 (Vermont)'; a politick card adds its box."""
    row = load_data().cards.get(card)
    if row is None:
        return card
    if row.politick:
        return fill(translate("CampaignTrailTable", "card %1 (%2, %3)"), row.no, state_name(row.ref_state),
                    ability_name(row.politick))
    return fill(translate("CampaignTrailTable", "card %1 (%2)"), row.no, state_name(row.ref_state))


def trigger_text(trigger: str | None) -> str:
    """What a response window answers (§7.1)."""
    texts = {
        "politick_declared": translate("CampaignTrailTable", "a politick card just declared"),
        "advertise_declared": translate("CampaignTrailTable", "an advertise action just declared"),
        "campaign_declared": translate("CampaignTrailTable", "a campaign action just declared"),
        "voters_placed": translate("CampaignTrailTable", "the voters just placed"),
        "turn_begins": translate("CampaignTrailTable", "the turn that begins"),
        "debate_ended": translate("CampaignTrailTable", "the debate that ended"),
    }
    return texts.get(trigger or "", "")


def region_words(kind: str) -> str:
    """What picking a region token does, by the decision it answers (CT-105, CT-107)."""
    words = {
        "token": translate("CampaignTrailTable", "Put the token of %1 on the card"),
        "po_pick": translate("CampaignTrailTable", "Bet on %1"),
        "claim": translate("CampaignTrailTable", "Claim the rate of %1"),
        "rp_region": translate("CampaignTrailTable", "Your region: %1"),
    }
    return words.get(kind, translate("CampaignTrailTable", "Region %1"))


def voters_text(n: int) -> str:
    return counted(n).translate("CampaignTrailTable", "%n voter(s)", None, 1)


def describe(action: Action, kind: str, seat_names: list[str]) -> str:
    """``action`` in words; ``kind`` is the pending decision it answers (the same action reads
    differently as a trade, a face-down card or an end card)."""
    def who(seat: int) -> str:
        return seat_names[seat] if 0 <= seat < len(seat_names) else str(seat + 1)

    if isinstance(action, KeepCandidate):
        return fill(translate("CampaignTrailTable", "Keep %1"), candidate_name(action.candidate))
    if isinstance(action, PlayCard):
        if kind == "strong_base":
            return fill(translate("CampaignTrailTable", "Strong Base: also %1"), box_name(action.box))
        if action.box == "none":
            return fill(translate("CampaignTrailTable", "Play %1 for no action"), card_name(action.card))
        return fill(translate("CampaignTrailTable", "%1 with %2"), box_name(action.box),
                    card_name(action.card))
    if isinstance(action, PickState):
        words = {
            "home": translate("CampaignTrailTable", "Home state: %1"),
            "travel": translate("CampaignTrailTable", "Travel to %1"),
            "adv_skip": translate("CampaignTrailTable", "Skip %1"),
            "camp_place": translate("CampaignTrailTable", "Place a voter in %1"),
            "rapid_state": translate("CampaignTrailTable", "Rapid Response in %1"),
            "endorse": translate("CampaignTrailTable", "Endorsement in %1"),
            "smear_state": translate("CampaignTrailTable", "Smear in %1"),
            "gotv": translate("CampaignTrailTable", "Get Out the Vote in %1"),
            "relocate_from": translate("CampaignTrailTable", "Move a voter away from %1"),
            "relocate_to": translate("CampaignTrailTable", "Move the voter to %1"),
            "collab_state": translate("CampaignTrailTable", "Party Collaboration in %1"),
            "collab_place": translate("CampaignTrailTable", "Place a voter of yours in %1"),
            "even_score": translate("CampaignTrailTable", "Even the score in %1"),
            "travel_what": translate("CampaignTrailTable", "Move a committed voter from %1"),
            "whistle": translate("CampaignTrailTable", "Whistle Stop voter in %1"),
            "exclude": translate("CampaignTrailTable", "No voters for this issue in %1"),
            # Breaking News (CT-143, CT-144, CT-147)
            "news_move": translate("CampaignTrailTable", "Move out to %1"),
            "news_ethics": translate("CampaignTrailTable", "Move to %1"),
            "news_voter": translate("CampaignTrailTable", "Commit a registered voter in %1"),
        }
        return fill(words.get(kind, translate("CampaignTrailTable", "Choose %1")), state_name(action.state))
    if isinstance(action, PickIssue):
        if kind == "adv_drop":
            return fill(translate("CampaignTrailTable", "Drop %1"), issue_name(action.issue))
        return fill(translate("CampaignTrailTable", "Advertise on %1"), issue_name(action.issue))
    if isinstance(action, PickParty):
        if kind == "collab_party":
            return fill(translate("CampaignTrailTable", "Collaborate with the %1 party"),
                        party_name(action.party))
        if kind == "smear_party":
            return fill(translate("CampaignTrailTable", "Smear the %1 party"), party_name(action.party))
        return fill(translate("CampaignTrailTable", "Negative ad against the %1 party"),
                    party_name(action.party))
    if isinstance(action, PickCandidate):
        if kind == "after":
            return fill(translate("CampaignTrailTable", "Trade cards with %1"), who(action.seat))
        if kind == "opp_target":
            return fill(translate("CampaignTrailTable", "Research %1's hand"), who(action.seat))
        if kind == "exchange":
            return fill(translate("CampaignTrailTable", "Trade cards with %1 wherever you both are"),
                        who(action.seat))
        return fill(translate("CampaignTrailTable", "%1 goes first"), who(action.seat))
    if isinstance(action, PickCard) and kind == "ed_discard":
        return discard_words(action.card)  # an Exit Poll or State Returns card (CT-151)
    if isinstance(action, PickCard):
        words = {
            "trade": translate("CampaignTrailTable", "Give %1 to your running mate"),
            "opp_take": translate("CampaignTrailTable", "Take %1"),
            "opp_give": translate("CampaignTrailTable", "Give back %1"),
            "face_down": translate("CampaignTrailTable", "Hide %1 face down"),
            "end_card": translate("CampaignTrailTable", "Resolve %1 now"),
            "exchange": translate("CampaignTrailTable", "Discard %1 to draw anew"),
            "virtual_card": translate("CampaignTrailTable", "Campaign virtually with %1"),
            "swap_give": translate("CampaignTrailTable", "Give %1 back"),
        }
        return fill(words.get(kind, translate("CampaignTrailTable", "Choose %1")), card_name(action.card))
    if isinstance(action, PickCount):
        if kind == "ballot":
            return fill(translate("CampaignTrailTable", "Set aside %1 on the ballot"),
                        voters_text(action.count))
        return fill(translate("CampaignTrailTable", "Place %1"), voters_text(action.count))
    if isinstance(action, PickTopic):
        if kind == "issue_bonus":
            return fill(translate("CampaignTrailTable", "Issue of influence: start higher on %1"),
                        issue_name(action.topic))
        return fill(translate("CampaignTrailTable", "Start bonus on %1"), issue_name(action.topic))
    if isinstance(action, GoNegative):
        if action.negative:
            return translate("CampaignTrailTable", "Go negative")
        return translate("CampaignTrailTable", "Stay positive")
    if isinstance(action, Respond):
        row = load_data().cards.get(action.card)
        if row is not None and row.politick:
            return fill(translate("CampaignTrailTable", "Respond: %1 (card %2)"), ability_name(row.politick),
                        row.no)
        return fill(translate("CampaignTrailTable", "Respond with %1"), card_name(action.card))
    if isinstance(action, DebateCard):
        return fill(translate("CampaignTrailTable", "Debate: %1 on %2"), card_name(action.card),
                    issue_name(action.topic))
    if isinstance(action, InsiderSwap):
        return fill(translate("CampaignTrailTable", "Swap %1 for a new card"), card_name(action.card))
    if isinstance(action, PickRegion):
        return fill(region_words(kind), region_name(action.region))
    if isinstance(action, TakeRandom):
        return fill(translate("CampaignTrailTable", "Take a random card from %1"), who(action.seat))
    if isinstance(action, PayWith):
        if action.voters:
            return translate("CampaignTrailTable", "Pay the surcharge with registered voters")
        return translate("CampaignTrailTable", "Pay the surcharge in money")
    if isinstance(action, Pass):
        words = {
            "ask": translate("CampaignTrailTable", "Do not respond"),
            "debate_play": translate("CampaignTrailTable", "Leave the debate"),
            "claim": translate("CampaignTrailTable", "Campaign at the usual rate"),
            "travel_what": translate("CampaignTrailTable", "Move the pawn"),
            "whistle": translate("CampaignTrailTable", "No Whistle Stop voter"),
            "issue_bonus": translate("CampaignTrailTable", "Keep the issue start for later"),
            "news_voter": translate("CampaignTrailTable", "No voter there"),
        }
        return words.get(kind, translate("CampaignTrailTable", "Pass"))
    if isinstance(action, Done):
        words = {
            "after": translate("CampaignTrailTable", "End the turn"),
            "trade": translate("CampaignTrailTable", "Give no more cards"),
            "adv_issues": translate("CampaignTrailTable", "Done choosing issues"),
            "adv_skip": translate("CampaignTrailTable", "Skip no more states of this issue"),
            "adv_drop": translate("CampaignTrailTable", "Drop no more issues"),
            "smear_state": translate("CampaignTrailTable", "Smear no more states"),
            "momentum": translate("CampaignTrailTable", "No second card"),
            "ballot": translate("CampaignTrailTable", "Set aside no more voters"),
            "relocate_from": translate("CampaignTrailTable", "Move no more voters"),
            "collab_place": translate("CampaignTrailTable", "Place no more voters"),
            "even_score": translate("CampaignTrailTable", "Even no more states"),
            "exchange": translate("CampaignTrailTable", "Done exchanging"),
            "strong_base": translate("CampaignTrailTable", "No further action"),
        }
        return words.get(kind, translate("CampaignTrailTable", "Done"))
    return action.kind


def short_words(action: Action) -> str:
    """A choice's words on a bar too narrow for :func:`describe`'s: only what is chosen ("Energy" for
    "Advertise on Energy"), where the prompt above the buttons says what is done with it; "" for a choice
    that needs its whole words."""
    if isinstance(action, PickIssue):
        return issue_name(action.issue)
    if isinstance(action, PickTopic):
        return issue_name(action.topic)
    if isinstance(action, Respond):
        # the prompt says "respond"; the card's number, printed large on the hand card, tells two copies of
        # one ability ("Predictable Outcome") apart, and the button's tooltip keeps the whole words
        row = load_data().cards.get(action.card)
        if row is not None:
            return fill(translate("CampaignTrailTable", "Card %1"), row.no)
    return ""
