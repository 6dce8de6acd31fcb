"""Where a word of a building's name may be broken with a hyphen on a narrow card.

The English names' words have their breaks in ``resources/councils/hyphenation.json`` (dictionary
syllables: "Head-quar-ters", "Ad-min-is-tra-tion"), checked on load against the names of the data. A word
not listed (a translated name) gets its breaks from a small rule of thumb (``rule_points``)."""

from __future__ import annotations

from functools import cache

from ....resources import data_fail, data_rows, load_json
from ..data import load_data

GAME = "councils"
FILE = "hyphenation.json"
LISTED_FROM = 6  # every word of the names this long or longer is listed
# Letters before and after a break (TeX's defaults for English): "Ex-change" and "Re-search" (breaks a
# 50 px city card needs), never "U-niversity" or "Administrati-ve".
LEAST_HEAD = 2
LEAST_TAIL = 3
VOWELS = frozenset("aeiouyäöüàáâèéêìíîòóôùúûæøå")
# Consonant pairs that begin a syllable together: a break goes before both ("Ex-change", "Cen-tre").
ONSETS = frozenset({"ch", "ck", "ph", "qu", "sh", "th"} | {c + liquid for c in "bcdfgkpt" for liquid in "lr"})


def break_points(word: str) -> list[int]:
    """The positions in ``word`` where it may be broken, in order: the listed breaks, else the rule's."""
    listed = listed_breaks().get(word)
    return list(listed) if listed is not None else rule_points(word)


def rule_points(word: str) -> list[int]:
    """Breaks by a rule of thumb for English, German and Spanish words (not a dictionary): before a
    consonant that opens a syllable (followed by a vowel, with a vowel before it in the word), or before
    the pair when that consonant closes an onset pair (ch, qu, tr, cl, ...); LEAST_HEAD letters from the
    start and LEAST_TAIL from the end at least."""
    low = word.lower()
    points: list[int] = []
    for i in range(1, len(low) - 1):
        if low[i] in VOWELS or not low[i].isalpha() or low[i + 1] not in VOWELS:
            continue
        cut = i - 1 if low[i - 1:i + 1] in ONSETS else i
        roomy = LEAST_HEAD <= cut <= len(low) - LEAST_TAIL
        if roomy and any(c in VOWELS for c in low[:cut]) and cut not in points:
            points.append(cut)
    return points


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
