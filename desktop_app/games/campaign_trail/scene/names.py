"""Campaign Trail's translated names: issues, issue categories, action boxes, candidates, politick
abilities, party words and cards, for the log, the option choices and the table.

The data files name these things in English (ids and ``name`` fields); the window shows them through
these tables, each entry a literal ``translate("campaign_trail", ...)`` call so lupdate finds it. A name
missing here is a KeyError, which the window turns into its generic text (a test keeps every id of the
data named). State names live in :mod:`.scene_map_texts`, beside the map that first needed them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ....ui.templates import fill, join_names
from ..data import load_data
from .scene_map_texts import party_name, per_language

translate = QCoreApplication.translate



def month_name(month: str) -> str:
    """A month of the campaign (the data and the observation name it in English)."""
    names = {
        "August": translate("campaign_trail", "August"),
        "September": translate("campaign_trail", "September"),
        "October": translate("campaign_trail", "October"),
    }
    return names[month]


# -- issues and their categories (spec §5) ---------------------------------------------------------------
def issue_name(issue: str) -> str:
    return per_language(_issue_names)[issue]


def _issue_names() -> dict[str, str]:
    return {
        "military_spending": translate("campaign_trail", "Military Spending"),
        "terrorism": translate("campaign_trail", "Terrorism"),
        "border_security": translate("campaign_trail", "Border Security"),
        "veterans": translate("campaign_trail", "Veterans Affairs"),
        "trade": translate("campaign_trail", "Foreign Trade"),
        "immigration": translate("campaign_trail", "Immigration"),
        "foreign_aid": translate("campaign_trail", "Foreign Aid"),
        "alliances": translate("campaign_trail", "Alliances & Diplomacy"),
        "taxes": translate("campaign_trail", "Taxes"),
        "jobs": translate("campaign_trail", "Jobs"),
        "agriculture": translate("campaign_trail", "Agriculture"),
        "manufacturing": translate("campaign_trail", "Manufacturing"),
        "health_care": translate("campaign_trail", "Health Care"),
        "education": translate("campaign_trail", "Education"),
        "social_security": translate("campaign_trail", "Social Security"),
        "infrastructure": translate("campaign_trail", "Infrastructure"),
        "gender_equality": translate("campaign_trail", "Gender Equality"),
        "civil_rights": translate("campaign_trail", "Civil Rights"),
        "gun_rights": translate("campaign_trail", "Gun Rights"),
        "religious_freedom": translate("campaign_trail", "Religious Freedom"),
        "environment": translate("campaign_trail", "Environment"),
        "energy": translate("campaign_trail", "Energy"),
        "crime": translate("campaign_trail", "Crime"),
        "drug_policy": translate("campaign_trail", "Drug Policy"),
    }


def issue_names(issues: Sequence[str]) -> str:
    return join_names([issue_name(i) for i in issues])


def category_label(category: str) -> str:
    """An issue category: the debate icons of a card and a topic's colour (§5.1)."""
    names = {
        "NS": translate("campaign_trail", "National Security"),
        "IR": translate("campaign_trail", "International Relations"),
        "EC": translate("campaign_trail", "The Economy"),
        "PP": translate("campaign_trail", "Policies and Programs"),
        "SH": translate("campaign_trail", "Social & Human Rights"),
        "DA": translate("campaign_trail", "Domestic Affairs"),
    }
    return names[category]


# -- the boxes of an action card (CT-10) -----------------------------------------------------------------
def box_name(box: str) -> str:
    return per_language(_box_names)[box]


def _box_names() -> dict[str, str]:
    return {
        "travel": translate("campaign_trail", "Travel"),
        "fundraise": translate("campaign_trail", "Fundraise"),
        "register": translate("campaign_trail", "Register"),
        "advertise": translate("campaign_trail", "Advertise"),
        "campaign": translate("campaign_trail", "Campaign"),
        "politick": translate("campaign_trail", "Politick"),
        "none": translate("campaign_trail", "No action"),
    }


# -- candidates (§6) ---------------------------------------------------------------------------------------
def candidate_name(candidate: str) -> str:
    return per_language(_candidate_names)[candidate]


def _candidate_names() -> dict[str, str]:
    return {
        "governor": translate("campaign_trail", "The Governor"),
        "senator": translate("campaign_trail", "The Senator"),
        "grassroots_organizer": translate("campaign_trail", "The Grassroots Organizer"),
        "reformer": translate("campaign_trail", "The Squeaky-Clean Reformer"),
        "media_darling": translate("campaign_trail", "The Media Darling"),
        "business_mogul": translate("campaign_trail", "The Business Mogul"),
        "orator": translate("campaign_trail", "The Orator"),
        "party_insider": translate("campaign_trail", "The Party Insider"),
        "outsider": translate("campaign_trail", "The Outsider"),
        "road_warrior": translate("campaign_trail", "The Road Warrior"),
        "dynasty_heir": translate("campaign_trail", "The Dynasty Heir"),
        "lawyer": translate("campaign_trail", "The Lawyer"),
        "dirty_candidate": translate("campaign_trail", "The Dirty Candidate"),
        "military_officer": translate("campaign_trail", "The Military Officer"),
        "economist": translate("campaign_trail", "The Economist"),
        "activist": translate("campaign_trail", "The Activist"),
        "celebrity": translate("campaign_trail", "The Celebrity"),
        "regional_power": translate("campaign_trail", "The Regional Power"),
    }


# -- politick abilities (§7) -----------------------------------------------------------------------------
def ability_name(ability: str) -> str:
    return per_language(_ability_names)[ability]


def _ability_names() -> dict[str, str]:
    return {
        "october_surprise": translate("campaign_trail", "October Surprise"),
        "recount": translate("campaign_trail", "Recount"),
        "grassroots_network": translate("campaign_trail", "Grassroots Network"),
        "super_pac": translate("campaign_trail", "Super PAC"),
        "media_consultant": translate("campaign_trail", "Media Consultant"),
        "campaign_manager": translate("campaign_trail", "Campaign Manager"),
        "charter_jet": translate("campaign_trail", "Charter Jet"),
        "debate_coach": translate("campaign_trail", "Debate Coach"),
        "get_out_the_vote": translate("campaign_trail", "Get Out the Vote"),
        "endorsement": translate("campaign_trail", "Endorsement"),
        "town_hall": translate("campaign_trail", "Town Hall Meeting"),
        "fundraising_gala": translate("campaign_trail", "Fundraising Gala"),
        "voter_drive": translate("campaign_trail", "Voter Drive"),
        "momentum": translate("campaign_trail", "Momentum"),
        "rapid_response": translate("campaign_trail", "Rapid Response"),
        "fact_check": translate("campaign_trail", "Fact Check"),
        "attack_ad": translate("campaign_trail", "Attack Ad"),
        "opposition_research": translate("campaign_trail", "Opposition Research"),
        "smear_campaign": translate("campaign_trail", "Smear Campaign"),
        "leaked_scandal": translate("campaign_trail", "Leaked Scandal"),
        "relocation": translate("campaign_trail", "Relocation"),
        "moving_the_base": translate("campaign_trail", "Moving the Base"),
        "absentee_ballot": translate("campaign_trail", "Absentee Ballot"),
        "party_collaboration": translate("campaign_trail", "Party Collaboration"),
        "post_debate_bump": translate("campaign_trail", "Post Debate Bump"),
        "limited_reach": translate("campaign_trail", "Limited Reach"),
        "strong_base": translate("campaign_trail", "Strong Base"),
        "virtual_campaigning": translate("campaign_trail", "Virtual Campaigning"),
        "whistle_stop": translate("campaign_trail", "Whistle Stop"),
        "regional_influence": translate("campaign_trail", "Regional Influence"),
        "voter_registration_drive": translate("campaign_trail", "Voter Registration Drive"),
        "even_the_score": translate("campaign_trail", "Even the Score"),
        "hit_the_trail": translate("campaign_trail", "Hit the Trail"),
        "exchange_ideas": translate("campaign_trail", "Exchange Ideas"),
        "predictable_outcome": translate("campaign_trail", "Predictable Outcome"),
    }


# -- regions (§4.5, the expansion's region tokens) -------------------------------------------------------
def region_name(region: str) -> str:
    names = {
        "NEW_ENGLAND": translate("campaign_trail", "New England"),
        "MID_ATLANTIC": translate("campaign_trail", "Mid Atlantic"),
        "EAST_NORTH_CENTRAL": translate("campaign_trail", "East North Central"),
        "WEST_NORTH_CENTRAL": translate("campaign_trail", "West North Central"),
        "SOUTH_ATLANTIC": translate("campaign_trail", "South Atlantic"),
        "EAST_SOUTH_CENTRAL": translate("campaign_trail", "East South Central"),
        "WEST_SOUTH_CENTRAL": translate("campaign_trail", "West South Central"),
        "MOUNTAIN": translate("campaign_trail", "Mountain"),
        "PACIFIC": translate("campaign_trail", "Pacific"),
    }
    return names[region]


# -- parties -----------------------------------------------------------------------------------------------
def party_label(party: str) -> str:
    """A party as a group, at the head of a log line ("Democrats: ...")."""
    names = {
        "D": translate("campaign_trail", "Democrats"),
        "R": translate("campaign_trail", "Republicans"),
        "L": translate("campaign_trail", "Libertarians"),
        "G": translate("campaign_trail", "Greens"),
    }
    return names[party]


def party_object(party: str) -> str:
    """A party inside a sentence ("... against the Democrats")."""
    names = {
        "D": translate("campaign_trail", "the Democrats"),
        "R": translate("campaign_trail", "the Republicans"),
        "L": translate("campaign_trail", "the Libertarians"),
        "G": translate("campaign_trail", "the Greens"),
    }
    return names[party]


def party_set_name(parties: str) -> str:
    """A set of parties such as "DRL": "Democrat, Republican and Libertarian"."""
    if not parties or len(set(parties)) != len(parties):
        raise KeyError(parties)
    return join_names([party_name(p) for p in parties])


# -- cards -------------------------------------------------------------------------------------------------
def card_name(card: str | None) -> str:
    """An action card by its printed number: the cards carry no title (spec §8)."""
    if not card:
        return translate("campaign_trail", "a hidden card")
    return fill(translate("campaign_trail", "card %1"), load_data().cards[card].no)


def politick_card_name(card: str) -> str:
    """A card named by its politick ability and number: "Super PAC (card 41)"."""
    row = load_data().cards[card]
    if row.politick is None:
        return card_name(card)
    return fill(translate("campaign_trail", "%1 (card %2)"), ability_name(row.politick), row.no)


def card_names(cards: Sequence[str]) -> str:
    return join_names([card_name(c) for c in cards])


def money(amount: int) -> str:
    """An amount of the war chest, in millions of dollars as the cards print it."""
    return fill(translate("campaign_trail", "$%1M"), amount)
