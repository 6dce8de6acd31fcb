"""Where a word of a building's name may be broken with a hyphen on a narrow card.

The English names' words have their breaks in ``resources/councils/hyphenation.json`` (dictionary
syllables: "Head-quar-ters", "Ad-min-is-tra-tion"), checked on load against the names of the data. A word
not listed (a translated name) gets its breaks from the kit's rule of thumb (``ui.hyphenation``)."""

from __future__ import annotations

from functools import cache

from ....resources import data_fail, data_rows, load_json
from ....ui.hyphenation import LEAST_HEAD, LEAST_TAIL, rule_points
from ..data import load_data

GAME = "councils"
FILE = "hyphenation.json"
LISTED_FROM = 6  # every word of the names this long or longer is listed


def break_points(word: str) -> list[int]:
    """The positions in ``word`` where it may be broken, in order: the listed breaks, else the rule's."""
    listed = listed_breaks().get(word)
    return list(listed) if listed is not None else rule_points(word)


@cache
def listed_breaks() -> dict[str, tuple[int, ...]]:
    """Each listed word's break positions, validated: the breaks spell the word, keep LEAST_HEAD and
    LEAST_TAIL, every listed word is in a name and every long word of the names is listed."""
    rows = data_rows(GAME, load_json(GAME, FILE), "words", FILE)
    words = {word for card in load_data().cards.values() for word in card.name.split()}
    out: dict[str, tuple[int, ...]] = {}
    for row in rows:
        word, marked = row.get("word"), row.get("breaks")
        if not isinstance(word, str) or not isinstance(marked, str) or marked.replace("-", "") != word:
            data_fail(GAME, FILE, f"row {row}: its breaks must spell its word with '-' between the pieces")
        pieces = marked.split("-")
        if any(not piece for piece in pieces) or len(pieces[0]) < LEAST_HEAD or len(pieces[-1]) < LEAST_TAIL:
            data_fail(GAME, FILE,
                      f"{marked!r}: at least {LEAST_HEAD} letters before a break, {LEAST_TAIL} after")
        if word not in words:
            data_fail(GAME, FILE, f"{word!r} is in no building's name")
        if word in out:
            data_fail(GAME, FILE, f"{word!r} is listed twice")
        cuts, at = [], 0
        for piece in pieces[:-1]:
            at += len(piece)
            cuts.append(at)
        out[word] = tuple(cuts)
    missing = sorted(word for word in words if len(word) >= LISTED_FROM and word not in out)
    if missing:
        data_fail(GAME, FILE, f"the names' words {missing} have no breaks listed")
    return out
