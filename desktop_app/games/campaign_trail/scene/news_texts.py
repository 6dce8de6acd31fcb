"""Breaking News in words for the table and the log (spec §9, CT-140 to CT-147): each card's title and
our one-line wording of its effect, literal ``translate`` calls so lupdate finds them. The rules read the
same wording from ``breaking_news.json`` (a test keeps the two equal)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....ui.templates import fill
from .scene_map_texts import state_name

translate = QCoreApplication.translate


def news_title(card: str) -> str:
    titles = {
        "bn01": translate("campaign_trail", "Terrorist Attack Kills 3 in Rome"),
        "bn02": translate("campaign_trail", "Tracking Hurricane in the Gulf"),
        "bn03": translate("campaign_trail", "Candidates Assure Public of Ethics"),
        "bn04": translate("campaign_trail", "Rising Costs Have Airlines in Crisis"),
        "bn05": translate("campaign_trail", "Stock Market Tumbles"),
        "bn06": translate("campaign_trail", "Record Voter Registration"),
        "bn07": translate("campaign_trail", "Wildfires Rage in the West"),
        "bn08": translate("campaign_trail", "Gas Prices Soar"),
        "bn09": translate("campaign_trail", "Supreme Court Vacancy"),
        "bn10": translate("campaign_trail", "Trade Deal Collapses"),
        "bn11": translate("campaign_trail", "Candidate Health Scare"),
        "bn12": translate("campaign_trail", "Debate Ratings Soar"),
        "bn13": translate("campaign_trail", "Underdog Surge in the Polls"),
        "bn14": translate("campaign_trail", "Government Shutdown"),
        "bn15": translate("campaign_trail", "Celebrity Endorsement Frenzy"),
        "bn16": translate("campaign_trail", "Cyberattack on Campaign Servers"),
        "bn17": translate("campaign_trail", "Blizzard in the Upper Midwest"),
        "bn18": translate("campaign_trail", "Health-Care Costs Spike"),
        "bn19": translate("campaign_trail", "Crisis at the Border"),
        "bn20": translate("campaign_trail", "Voter Identification Ruling"),
    }
    return titles[card]


def news_text(card: str) -> str:
    texts = {
        "bn01": translate("campaign_trail", "Once per own turn: discarding a card with a National "
                                            "Security advert issue registers 3 voters."),
        "bn02": translate("campaign_trail", "FL is closed to travel and to campaign voters; a pawn there "
                                            "moves out to AL or GA."),
        "bn03": translate("campaign_trail", "Every candidate moves to an ethically minded state of its "
                                            "party and may commit 1 registered voter."),
        "bn04": translate("campaign_trail", "Plane travel costs $20M more. Each Economy issue advertised "
                                            "adds 1 voter per state."),
        "bn05": translate("campaign_trail", "Fundraising brings $10M less. Economy issues cost $10M less "
                                            "to advertise."),
        "bn06": translate("campaign_trail", "Every register action registers 1 more voter."),
        "bn07": translate("campaign_trail", "Environment adverts add 1 voter per state. No campaign "
                                            "voters in CA or OR."),
        "bn08": translate("campaign_trail", "Travel without a plane goes 1 step less (at least 1). "
                                            "Energy adverts add 1 voter per state."),
        "bn09": translate("campaign_trail", "Social & Human Rights adverts add 1 voter per state."),
        "bn10": translate("campaign_trail", "International Relations issues cost $10M more each; an "
                                            "advert with one registers 2 voters."),
        "bn11": translate("campaign_trail", "The party with the most electoral votes loses 1 random card "
                                            "from each candidate's hand."),
        "bn12": translate("campaign_trail", "If still news at the next debate, its winner commits 2 more "
                                            "undecided voters in the debate state."),
        "bn13": translate("campaign_trail", "The party with the fewest electoral votes registers 3 "
                                            "voters and gains $20M."),
        "bn14": translate("campaign_trail", "Each instant or ongoing politick action costs $10M."),
        "bn15": translate("campaign_trail", "Every campaign action commits 1 more voter."),
        "bn16": translate("campaign_trail", "Nobody may play a response politick card."),
        "bn17": translate("campaign_trail", "MN, WI, MI, ND and SD are closed to travel and to campaign "
                                            "voters; pawns there move out."),
        "bn18": translate("campaign_trail", "Policies and Programs adverts add 1 voter per state."),
        "bn19": translate("campaign_trail", "Advertising Border Security or Immigration registers 2 voters."),
        "bn20": translate("campaign_trail", "Every register action registers 1 fewer voter (at least 1)."),
    }
    return texts[card]


def news_duration(ongoing: bool) -> str:
    """How long a card acts (CT-141): until the next card is drawn, or once when drawn."""
    if ongoing:
        return translate("campaign_trail", "in effect until the next Breaking News card is drawn")
    return translate("campaign_trail", "immediate: carried out once when drawn")


def news_prompt(kind: str, frame: dict) -> str:
    """The instruction for a Breaking News decision (CT-143, CT-144); "" for any other kind."""
    card = str(frame.get("card") or "")
    title = news_title(card) if card.startswith("bn") else ""
    if kind == "news_move":
        return fill(translate("CampaignTrailTable",
                              "“%1”: your pawn must leave the closed state; click a highlighted state"),
                    title)
    if kind == "news_ethics":
        return fill(translate("CampaignTrailTable",
                              "“%1”: move to one of your party's ethically minded states (click one)"),
                    title)
    if kind == "news_voter":
        return fill(translate("CampaignTrailTable",
                              "“%1”: commit 1 registered voter in %2? Click the state, or decline"), title,
                    state_name(str(frame.get("state") or "")))
    return ""
