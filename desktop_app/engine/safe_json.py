"""Reading JSON from files we do not trust, with bounded work.

Python's ``json`` module recurses once per nesting level, turns long digit runs
into ints whose conversion may fail, accepts NaN and Infinity, and keeps the
last of duplicate keys without a word. Each of those lets a damaged or hostile
file escape as an unexpected exception or be read differently from what it
says. :func:`parse` closes them all: it measures the nesting depth with a flat
scan *before* the parser can recurse, and refuses duplicate keys, very long
numbers, non-finite numbers, lone surrogates, over-long strings and non-UTF-8
bytes, every one as :class:`JsonRefused` with a reason a person can read.
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 24  # a save nests about 6 levels deep; far more is damage or an attack
MAX_NUMBER_CHARS = 100  # no count in a save needs more; Python refuses ints above 4,300 digits
MAX_STRING_CHARS = 10_000  # per string, after decoding; names are bounded much tighter by the save loader
BOM = b"\xef\xbb\xbf"

# A JSON string, or an unterminated one running to the end of the text: a match
# can then never fail after scanning ahead, which keeps the scan linear.
_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_DEPTH_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


class JsonRefused(ValueError):
    """The text is not JSON we accept; the message says why."""


def nesting_depth(text: str) -> int:
    """The deepest bracket nesting outside strings, found without recursion.

    An unterminated string leaves its brackets counted; that can only make the
    figure larger, and such text is refused by the parser anyway."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    if not brackets:
        return 0
    return max(0, max(accumulate(map(_DEPTH_STEP.__getitem__, map(ord, brackets)))))


def _refuse_constant(name: str) -> Any:
    raise JsonRefused(f"the number {name} is not allowed")


def _parse_int(digits: str) -> int:
    if len(digits) > MAX_NUMBER_CHARS:
        raise JsonRefused(f"a number has {len(digits)} digits (at most {MAX_NUMBER_CHARS} are allowed)")
    try:
        return int(digits)
    except ValueError as exc:  # cannot happen for JSON digits, but int() limits may change
        raise JsonRefused(f"a number cannot be read: {exc}") from exc


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise JsonRefused(f"a number has {len(text)} characters (at most {MAX_NUMBER_CHARS} are allowed)")
    value = float(text)
    if not math.isfinite(value):
        raise JsonRefused(f"the number {text[:20]} is too large")
    return value


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise JsonRefused(f"the key {key[:40]!r} appears twice in one object")
        out[key] = value
    return out


_DECODER = json.JSONDecoder(
    object_pairs_hook=_object, parse_int=_parse_int, parse_float=_parse_float,
    parse_constant=_refuse_constant,
)


def _check_strings(value: Any) -> None:
    """Every string (keys too) short enough and encodable as UTF-8 (no lone surrogates).

    Iterative: the depth is already bounded, but no walk here should recurse."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, str):
            if len(item) > MAX_STRING_CHARS:
                raise JsonRefused(f"a text of {len(item)} characters is too long")
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise JsonRefused("a text holds an invalid character (a lone surrogate)") from exc


def parse_text(text: str, *, max_depth: int = MAX_DEPTH) -> Any:
    """Parse ``text`` as strict JSON or raise :class:`JsonRefused`."""
    if text.startswith("\ufeff"):  # editors add a byte-order mark; it is not part of the data
        text = text[1:]
    depth = nesting_depth(text)
    if depth > max_depth:
        raise JsonRefused(f"lists or objects are nested {depth} deep (at most {max_depth} are allowed)")
    try:
        data = _DECODER.decode(text)
    except JsonRefused:
        raise
    except json.JSONDecodeError as exc:
        raise JsonRefused(f"not valid JSON: {exc}") from exc
    except (ValueError, RecursionError, OverflowError) as exc:  # a guard, should the pre-scan ever miss
        raise JsonRefused(f"not valid JSON: {exc}") from exc
    _check_strings(data)
    return data


def parse_bytes(raw: bytes, *, max_depth: int = MAX_DEPTH) -> Any:
    """Parse UTF-8 ``raw`` (a leading byte-order mark is allowed) as strict JSON."""
    if raw.startswith(BOM):
        raw = raw[len(BOM):]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JsonRefused(f"the file is not UTF-8 text (bad byte at position {exc.start})") from exc
    return parse_text(text, max_depth=max_depth)
