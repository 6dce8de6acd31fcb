"""The words of the guided first games: one short explanation per scripted step, in our own words.

The lesson scripts (resources/<game>/lesson.json) name these by key; each text is a literal marked for
translation here (context "Lesson"), so lupdate finds it. A test checks that every key a script uses has
its text.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)

_TEXTS: dict[str, Callable[[], str]] = {
    # Copernico
    "copernico.draft": lambda: translate(
        "Lesson",
        "Every turn starts with four new cards. Split them: keep one, pass one to each neighbour and "
        "discard one (with two players both passed cards go to your opponent). Drag each card to the "
        "glowing place, then confirm."),
    "copernico.place": lambda: translate(
        "Lesson",
        "Now everyone takes one action at the same time. Place a card on an empty position of your "
        "work table: drag it onto the marked position."),
    "copernico.pay": lambda: translate(
        "Lesson",
        "A card costs study hours: pay them by discarding as many other cards from your hand. Click the "
        "marked cards, then confirm."),
    "copernico.draft_again": lambda: translate(
        "Lesson",
        "A new turn, a new draft. The cards your opponent passed you are already in your hand. Split "
        "the four new cards as shown and confirm."),
    "copernico.place_again": lambda: translate(
        "Lesson",
        "Three cards in a row, column or diagonal that share a colour score at the end. Put this card on "
        "the marked position."),
    "copernico.pay_again": lambda: translate(
        "Lesson",
        "This card costs three study hours: click the three marked cards to discard them, then "
        "confirm."),
    "copernico.closing": lambda: translate(
        "Lesson",
        "That is the whole rhythm: draft, then one action. The first work table with nine cards ends "
        "the game. Play on against the computer!"),
    # Copycat
    "copycat.bid": lambda: translate(
        "Lesson",
        "Each round starts with a secret bid: the card with the highest number goes first. Drag the "
        "marked card onto your bid slot; it cannot be used this round."),
    "copycat.place_buy": lambda: translate(
        "Lesson",
        "In turn order everyone sends one worker into an empty office. This office lets you buy a card "
        "from the street later in the round. Drag a worker onto it."),
    "copycat.end_turn": lambda: translate(
        "Lesson",
        "You could play cards before or after placing; this time, end your turn with the marked button."),
    "copycat.place_draw": lambda: translate(
        "Lesson",
        "Blue offices give cards. Send your next worker to the marked office."),
    "copycat.use_office": lambda: translate(
        "Lesson",
        "A blue office is used by clicking it: click the marked office to draw its cards now."),
    "copycat.end_turn_again": lambda: translate(
        "Lesson",
        "One worker per turn: end your turn so the next player can place. Once all workers are out, "
        "the round goes on to buying."),
    "copycat.closing": lambda: translate(
        "Lesson",
        "Next comes the money phase: play coins and buy better cards from the street. Play on against "
        "the computer!"),
    # Councils & Contracts
    "councils.start_project": lambda: translate(
        "Lesson",
        "Start a project: pay its cost from your influence tracks, score its points and lay it next to "
        "the city. Drag the marked card onto the marked spot, then press Build."),
    "councils.place": lambda: translate(
        "Lesson",
        "Employees on a council earn influence when its issue is resolved. Drag two free figures onto "
        "the marked council."),
    "councils.use_building": lambda: translate(
        "Lesson",
        "With no free employee left, you resolve an issue or use a building you staff. Click your "
        "marked building to carry out its action."),
    "councils.influence": lambda: translate(
        "Lesson",
        "This building gives four influence, split as you like. Choose the marked council type."),
    "councils.influence_more": lambda: translate(
        "Lesson",
        "Influence pays for projects: each symbol of a cost comes from its own track. Choose the marked "
        "type."),
    "councils.influence_last": lambda: translate(
        "Lesson",
        "One more: choose the marked type to finish the action."),
    "councils.closing": lambda: translate(
        "Lesson",
        "Place employees, start projects, use buildings: most points at the end wins. Play on against "
        "the computer!"),
    # Campaign Trail
    "campaign-trail.keep": lambda: translate(
        "Lesson",
        "You are dealt two candidates and keep one in secret. Each brings money, registered voters, an "
        "advantage and a drawback. Keep the marked one."),
    "campaign-trail.home": lambda: translate(
        "Lesson",
        "Your candidate starts in a home state chosen from the states on your hand cards, with two "
        "voters there. Click the marked state."),
    "campaign-trail.advertise": lambda: translate(
        "Lesson",
        "On your turn you play one card and use one of its boxes. Advertising puts a registered voter in "
        "every state that cares about an issue you pay for. Click the marked box."),
    "campaign-trail.issue": lambda: translate(
        "Lesson",
        "Each issue costs money from your war chest. Choose the marked issue."),
    "campaign-trail.issue_again": lambda: translate(
        "Lesson",
        "Issues are taken in the order the card lists them. Choose the marked one as well."),
    "campaign-trail.done": lambda: translate(
        "Lesson",
        "That is enough advertising for now: press the marked button to finish the action."),
    "campaign-trail.closing": lambda: translate(
        "Lesson",
        "States are won by the voters you hold there on Election Day. Play on against the computer!"),
}


def has_text(key: str) -> bool:
    return key in _TEXTS


def lesson_text(key: str) -> str:
    """The translated text for ``key`` (a KeyError for a key no lesson may use)."""
    return _TEXTS[key]()


def try_note(move: str) -> str:
    """The friendly answer to any move but the scripted one; ``move`` is the scripted move in words."""
    return translate("Lesson", "In this lesson, try this move: %1").replace("%1", move)
