"""Where a word may be broken with a hyphen when it is too wide for its place: a small rule of thumb for
English, German and Spanish words, not a dictionary (a game with data-file names lists their breaks, as
Councils & Contracts does). Shared by the games' scenes."""

from __future__ import annotations

# Letters before and after a break (TeX's defaults for English): "Ex-change" and "Re-search", never
# "U-niversity" or "Administrati-ve".
LEAST_HEAD = 2
LEAST_TAIL = 3
VOWELS = frozenset("aeiouyäöüàáâèéêìíîòóôùúûæøå")
# Consonant pairs that begin a syllable together: a break goes before both ("Ex-change", "Cen-tre").
ONSETS = frozenset({"ch", "ck", "ph", "qu", "sh", "th"} | {c + liquid for c in "bcdfgkpt" for liquid in "lr"})


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


def split_at_middle(word: str) -> tuple[str, str] | None:
    """``word`` in two pieces at its break nearest the middle (the first with its hyphen), or None."""
    points = rule_points(word)
    if not points:
        return None
    cut = min(points, key=lambda at: abs(len(word) - 2 * at))
    return word[:cut] + "-", word[cut:]
