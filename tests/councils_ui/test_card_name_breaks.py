"""Issue 15: a long word of a Councils & Contracts building's name is broken where a syllable begins, not
where the card's width runs out ("Excha-nge", "Headqu-arters", "Resea-rch" on the old cards). The data's
names break at the points listed in resources/councils/hyphenation.json (checked on load); a translated
name at a rule of thumb's points. Never a single letter before a break or fewer than three after it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.games.councils.data import load_data  # noqa: E402
from desktop_app.games.councils.scene import art, hyphenation  # noqa: E402
from desktop_app.games.councils.scene.card_name import _name_lines  # noqa: E402
from desktop_app.resources import ResourceError  # noqa: E402


def _names() -> list[str]:
    return [card.name for card in load_data().cards.values()]


def _pieces(text: str) -> list[list[str]]:
    """Each word of a set name as its pieces ("Head-\\nquarters" -> ["Head", "quarters"])."""
    return [word.split("-\n") for word in text.replace("-\n", "\x00").split() for word in
            [word.replace("\x00", "-\n")]]


@pytest.mark.parametrize("bold", [True, False])
def test_every_name_of_the_data_breaks_only_at_its_listed_points(qtbot, bold):
    """Every name at every card width the city and the display use (62 to 122 px high): each broken word
    is broken at its listed syllable breaks, at least two letters before and three after every break."""
    broken = set()
    for h in range(62, 124, 2):
        width = art.card_width(h) - 4
        for name in _names():
            text, _size = _name_lines(name, width, 11.0, bold)
            for word, pieces in zip(name.split(), _pieces(text), strict=True):
                assert "".join(pieces) == word, (name, text)
                if len(pieces) == 1:
                    continue
                broken.add(word)
                cuts = [sum(len(piece) for piece in pieces[:k + 1]) for k in range(len(pieces) - 1)]
                assert set(cuts) <= set(hyphenation.listed_breaks()[word]), f"{text!r} at {h} px"
                assert len(pieces[0]) >= 2 and len(pieces[-1]) >= 3, f"{text!r} at {h} px"
    # the words the old cards broke by width are among those broken here, at their syllables
    assert {"Exchange", "Headquarters", "Administration", "Research", "Kindergarten"} <= broken


def test_the_breaks_old_cards_made_by_width_are_now_at_syllables(qtbot):
    width = art.card_width(70) - 4  # the 1280x800 city's cards
    assert _name_lines("Stock Exchange", width, 11.0, True)[0] == "Stock Ex-\nchange"
    assert "Head-\nquarters" in _name_lines("Bank Headquarters", width, 11.0, False)[0]
    assert "Admin-\nistration" in _name_lines("Town Administration", width, 11.0, False)[0]


def test_a_translated_word_breaks_by_the_rule_of_thumb():
    """Words not in the list (a translation) break before a syllable's first consonant or onset pair."""
    assert hyphenation.rule_points("Verwaltung") == [3, 6]  # Ver-wal-tung
    assert hyphenation.rule_points("Bibliothek") == [2, 6]  # Bi-blio-thek: none between vowels
    assert hyphenation.rule_points("Estación") == [2, 4]  # Es-ta-ción
    for word in ("Ayuntamiento", "Hauptbahnhof", "Universidad", "Administración"):
        for cut in hyphenation.rule_points(word):
            assert cut >= 2 and len(word) - cut >= 3, (word, cut)


@pytest.mark.parametrize(("change", "message"), [
    (lambda rows: rows[0].update(breaks="Ad-min-is-tra-tio"), "spell"),
    (lambda rows: rows[0].update(breaks="Administrati-on"), "3 after"),
    (lambda rows: rows[0].update(breaks="A-dministration"), "2 letters before"),
    (lambda rows: rows.append({"word": "Castle", "breaks": "Cas-tle", "src": "DERIVED"}), "no building"),
    (lambda rows: rows.pop(), "no breaks listed"),
    (lambda rows: rows[1].pop("src"), "provenance"),
])
def test_a_bad_hyphenation_file_is_refused_on_load(monkeypatch, change, message):
    import copy

    doc = copy.deepcopy(hyphenation.load_json("councils", hyphenation.FILE))
    change(doc["words"])
    monkeypatch.setattr(hyphenation, "load_json", lambda *parts: doc)
    hyphenation.listed_breaks.cache_clear()
    try:
        with pytest.raises(ResourceError, match=message):
            hyphenation.listed_breaks()
    finally:
        hyphenation.listed_breaks.cache_clear()
