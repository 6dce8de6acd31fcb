"""What the player must do now, in one line, for every pending decision of Campaign Trail, and the
waiting and game-over lines. Every text is a literal translate() call so lupdate finds it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....ui.templates import counted, fill
from ..data import load_data
from .action_words import card_name, trigger_text
from .election_words import prompt as election_prompt
from .names import ability_name, box_name, issue_name
from .news_texts import news_prompt
from .scene_map_texts import party_name, state_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def money(amount: int) -> str:
    """Money in the game's unit, millions of dollars."""
    return fill(translate("CampaignTrailTable", "$%1M"), amount)


def prompt_setup() -> str:
    return translate("CampaignTrailTable", "Choose the candidate you keep (the other goes back unseen)")


def prompt_waiting(names: list[str], card: str = "", box: str = "") -> str:
    """Whom the table waits for and, when one of them is taking an action, which box of which card."""
    if not names:
        return translate("CampaignTrailTable", "Waiting…")
    row = load_data().cards.get(card)
    if row is not None and box:
        used = ability_name(row.politick) if box == "politick" and row.politick else box_name(box)
        text = translate("CampaignTrailTable", "Waiting for %1: %2 with card %3")
        return fill(text, ", ".join(names), used, row.no)
    return fill(translate("CampaignTrailTable", "Waiting for %1"), ", ".join(names))


def prompt_over(winners: list[str]) -> str:
    if not winners:
        return translate("CampaignTrailTable", "The election is over")
    return fill(translate("CampaignTrailTable", "Election Day is over: %1 won the White House"),
                ", ".join(winners))


def prompt_ask(owner: str, trigger: str | None, action_card: str, box: str) -> str:
    """A response window on someone else's action (§7.1): whose action, which card and box, and what a
    response would answer."""
    what = trigger_text(trigger)
    card = load_data().cards.get(action_card)
    if card is not None:
        used = ability_name(card.politick) if box == "politick" and card.politick else box_name(box)
        return fill(translate("CampaignTrailTable", "%1's %2 (card %3): respond to %4, or pass"),
                    owner, used, card.no, what)
    return fill(translate("CampaignTrailTable", "Respond to %1, or pass"), what)


def prompt_frame(kind: str, frame: dict, extra: dict) -> str:
    """The instruction for the viewer's own pending decision ``kind``; ``extra`` carries the figures
    the scene read from the observation (costs, chosen issues, counts)."""
    count = int(frame.get("count") or 0)
    if kind == "home":
        return translate("CampaignTrailTable", "Choose your home state: click a highlighted state")
    if kind == "order":
        return translate("CampaignTrailTable", "Choose which of your party's candidates goes first")
    if kind == "play":
        return translate("CampaignTrailTable", "Your turn: click an action box on one of your cards")
    if kind == "after":
        return translate("CampaignTrailTable", "Trade cards with your running mate, or end the turn")
    if kind == "trade":
        return translate("CampaignTrailTable",
                         "Click a card to give it to your running mate, or give no more")
    if kind == "travel" and frame.get("voter_from"):
        return fill(translate("CampaignTrailTable",
                              "Moving the Base: click the highlighted state your voter from %1 moves to"),
                    state_name(str(frame["voter_from"])))
    if kind == "travel":
        return translate("CampaignTrailTable",
                         "Travel: drag your pawn to a highlighted state (or click the state)")
    if kind == "adv_issues":
        chosen = extra.get("issues") or []
        text = fill(translate("CampaignTrailTable", "Advertise: choose issues in card order, %1 each"),
                    money(int(extra.get("issue_cost", 0))))
        if chosen:
            text += " · " + fill(translate("CampaignTrailTable", "chosen: %1, cost %2"),
                                 ", ".join(issue_name(i) for i in chosen),
                                 money(int(extra.get("issue_cost", 0)) * len(chosen)))
        return text
    if kind == "adv_negative":
        return translate("CampaignTrailTable",
                         "Advertise positively (add voters) or negatively (remove an opponent's)?")
    if kind == "adv_target":
        issues = extra.get("issues") or []
        done = len(extra.get("targets") or [])
        issue = issue_name(issues[done]) if done < len(issues) else ""
        return fill(translate("CampaignTrailTable", "Negative ad on %1: whose voters does it remove?"), issue)
    if kind == "adv_drop":
        return translate("CampaignTrailTable", "Drop issues from the advertise action")
    if kind == "adv_skip":
        return translate("CampaignTrailTable",
                         "Too few registered voters: click the states this issue skips, in order")
    if kind == "camp_place":
        text = counted(count).translate("CampaignTrailTable",
                                        "Campaign: drag or click %n more voter(s) onto highlighted states",
                                        None, 1)
        return text
    if kind == "rapid_state":
        return translate("CampaignTrailTable", "Rapid Response: click a state where voters were just placed")
    if kind == "rapid_count":
        return translate("CampaignTrailTable", "Rapid Response: how many of your voters go there?")
    if kind == "endorse":
        return translate("CampaignTrailTable", "Endorsement: click a state of your region")
    if kind == "town_hall":
        return translate("CampaignTrailTable", "Town Hall Meeting: how many voters in your pawn's state?")
    if kind == "momentum":
        return translate("CampaignTrailTable", "Momentum: click a support box of a second card")
    if kind == "opp_target":
        return translate("CampaignTrailTable", "Opposition Research: whose hand do you look at?")
    if kind == "opp_take":
        return translate("CampaignTrailTable", "Opposition Research: take one card from that hand")
    if kind == "opp_give":
        return translate("CampaignTrailTable", "Opposition Research: give one of your cards back")
    if kind == "smear_party":
        return translate("CampaignTrailTable", "Smear Campaign: choose the party to smear")
    if kind == "smear_state":
        return counted(count).translate("CampaignTrailTable",
                                        "Smear Campaign: click up to %n state(s) of your region", None, 1)
    if kind == "face_down":
        card = str(frame.get("card") or "")
        ability = ability_name(extra.get("ability", "")) if extra.get("ability") else card_name(card)
        return fill(translate("CampaignTrailTable", "%1: choose a hand card to hide face down"), ability)
    if kind == "debate_bonus":
        return counted(count).translate("CampaignTrailTable",
                                        "Debate start bonus: choose a topic to move %n space(s)", None, 1)
    if kind == "debate_play":
        return translate("CampaignTrailTable",
                         "Debate: drag a card onto a topic it matches (or click card, then topic), or leave")
    if kind == "end_card":
        return translate("CampaignTrailTable", "Election Day: choose which of your cards resolves next")
    if kind == "gotv":
        return translate("CampaignTrailTable",
                         "Get Out the Vote: click a state where you are tied for the lead")
    expansion = (prompt_expansion(kind, frame, extra) or news_prompt(kind, frame)
                 or election_prompt(kind, frame))
    if expansion:
        return expansion
    return translate("CampaignTrailTable", "Make your choice")


def prompt_expansion(kind: str, frame: dict, extra: dict) -> str:
    """The expansion's decisions (CT-105 to CT-137); "" for a kind that is not one of them."""
    count = int(frame.get("count") or 0)
    state = str(frame.get("state") or "")
    place = state_name(state) if state in load_data().states else ""
    if kind == "token":
        ability = ability_name(extra.get("ability", "")) if extra.get("ability") else ""
        return fill(translate("CampaignTrailTable",
                              "%1: put a free region token on the card (click a state of the region)"),
                    ability)
    if kind == "rp_region":
        return translate("CampaignTrailTable",
                         "The Regional Power: choose your region (click a state of it, or its button)")
    if kind == "po_pick":
        return translate("CampaignTrailTable",
                         "Predictable Outcome: bet, face down, on the region where this turn ends")
    if kind == "claim":
        return translate("CampaignTrailTable",
                         "Regional Influence: claim its rate (every voter in that region) or campaign "
                         "as usual")
    if kind == "ballot":
        return translate("CampaignTrailTable",
                         "Absentee Ballot: how many registered voters do you set aside for Election Day?")
    if kind == "relocate_from":
        return counted(count).translate("CampaignTrailTable",
                                        "Relocation: click a state to move one of your voters from "
                                        "(%n move(s) left)", None, 1)
    if kind == "relocate_to":
        return fill(translate("CampaignTrailTable",
                              "Relocation: click the neighbour of %1 the voter moves to"), place)
    if kind == "collab_state":
        return translate("CampaignTrailTable", "Party Collaboration: click a state where your party trails")
    if kind == "collab_party":
        return translate("CampaignTrailTable",
                         "Party Collaboration: choose the opponent party that places voters too")
    if kind == "collab_place":
        return fill(counted(count).translate("CampaignTrailTable",
                                             "Party Collaboration: place up to %n voter(s) in the "
                                             "region of %1", None, 1), place)
    if kind == "even_score":
        return counted(count).translate("CampaignTrailTable",
                                        "Even the Score: click up to %n state(s) of your region where you "
                                        "trail", None, 1)
    if kind == "exchange":
        return translate("CampaignTrailTable",
                         "Exchange Ideas: click cards to discard and draw anew, or trade with your "
                         "running mate")
    if kind == "virtual_card":
        return translate("CampaignTrailTable", "Virtual Campaigning: click the card whose campaign you run")
    if kind == "travel_what":
        return translate("CampaignTrailTable",
                         "Moving the Base: move your pawn, or click a state to move a committed voter from")
    if kind == "whistle":
        return fill(translate("CampaignTrailTable", "Whistle Stop: place a registered voter in %1?"), place)
    if kind == "strong_base":
        return translate("CampaignTrailTable",
                         "Strong Base: take another support action of the card, or stop")
    if kind == "exclude":
        return translate("CampaignTrailTable",
                         "Limited Reach: click a state where this advertising places no voters")
    if kind == "surcharge":
        return translate("CampaignTrailTable",
                         "The Regional Power's region: pay the surcharge in money or in registered voters")
    if kind == "swap_give":
        return translate("CampaignTrailTable", "The Dirty Candidate: click a card of your hand to give back")
    if kind == "issue_bonus":
        return counted(count).translate("CampaignTrailTable",
                                        "Issue of influence: once per game, start %n space(s) higher on a "
                                        "topic", None, 1)
    return ""


def party_words(party: str) -> str:
    return party_name(party)
