"""Issue 12, "a clear message, nothing else": every hostile JSON feature becomes the same SaveError."""

from __future__ import annotations

import sys

import pytest

from desktop_app.engine import saves
from desktop_app.engine.errors import SaveError
from desktop_app.engine.safe_json import MAX_DEPTH, JsonRefused, nesting_depth, parse_bytes, parse_text

from .helpers import played, save_data, write


def _load_text(tmp_path, text: str | bytes) -> saves.Match:
    path = tmp_path / "s.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    try:
        return saves.load(path)
    finally:
        assert path.read_bytes() == before  # the loader only ever reads


def test_depth_is_measured_without_recursion_and_ignores_brackets_in_strings():
    assert nesting_depth('{"a": [1, {"b": "[[[[["}]}') == 3
    assert nesting_depth("[" * 1_000_000) == 1_000_000  # a flat scan: no RecursionError at any depth


def test_deep_nesting_is_refused_before_the_parser_recurses():
    # With a tiny recursion limit the json module itself would fail; the pre-scan refuses first.
    text = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(60)
    try:
        with pytest.raises(JsonRefused, match="nested"):
            parse_text(text)
    finally:
        sys.setrecursionlimit(limit)


def test_deep_nesting_inside_an_action_field_is_a_save_error(tmp_path):
    data = save_data(played("copernico", 6))
    data["actions"][0]["action"]["card"] = "@"
    text = __import__("json").dumps(data).replace('"@"', "[" * 100_000 + "]" * 100_000)
    with pytest.raises(SaveError, match="nested 1000"):
        _load_text(tmp_path, text)


@pytest.mark.parametrize("number", ["1" * 4301, "9" * 101, "-" + "7" * 5000, "1e999", "1" + "0" * 400 + ".5"])
def test_numbers_too_long_or_too_large_are_a_save_error(tmp_path, number):
    text = '{"format": "game-table-save", "format_version": 1, "seed": ' + number + "}"
    with pytest.raises(SaveError, match="number"):
        _load_text(tmp_path, text)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_a_save_error(tmp_path, constant):
    data = save_data(played("copycat", 4))
    text = __import__("json").dumps(dict(data, seed="@")).replace('"@"', constant)
    with pytest.raises(SaveError, match=constant.lstrip("-")):
        _load_text(tmp_path, text)


def test_duplicate_keys_are_a_save_error_even_inside_an_action(tmp_path):
    text = saves.dumps(played("councils", 5))
    doubled = text.replace('"kind": ', '"kind": "place", "kind": ', 1)
    with pytest.raises(SaveError, match="appears twice"):
        _load_text(tmp_path, doubled)
    with pytest.raises(JsonRefused):
        parse_text('{"seed": 1, "seed": 2}')


def test_a_byte_order_mark_is_accepted(tmp_path):
    match = played("copernico", 8)
    loaded = _load_text(tmp_path, b"\xef\xbb\xbf" + saves.dumps(match).encode())
    assert loaded.actions() == match.actions()
    assert parse_bytes(b"\xef\xbb\xbf[1]") == [1]


@pytest.mark.parametrize("raw", [b'{"a": "\xff"}', b"\xc0\xaf", "{}".encode("utf-16")])
def test_bytes_that_are_not_utf8_are_a_save_error(tmp_path, raw):
    with pytest.raises(SaveError, match="UTF-8"):
        _load_text(tmp_path, raw)


def test_lone_surrogates_and_giant_strings_are_refused():
    with pytest.raises(JsonRefused, match="surrogate"):
        parse_text('["\\ud800"]')
    with pytest.raises(JsonRefused, match="too long"):
        parse_text('["' + "x" * 20_000 + '"]')


def test_every_refusal_is_the_one_save_error_with_a_reason(tmp_path):
    for text in ("", "[", '{"a": 1,}', "[1] [2]", "tru"):
        with pytest.raises(SaveError, match="damaged or truncated"):
            _load_text(tmp_path, text)


def test_long_messages_from_a_file_are_clipped(tmp_path):
    data = save_data(played("copernico", 2))
    data["game"] = "g" * 5000
    with pytest.raises(SaveError) as caught:
        write(tmp_path / "g.json", data)
        saves.load(tmp_path / "g.json")
    assert len(str(caught.value)) <= saves.MAX_MESSAGE_CHARS
