"""Reads the messages out of a compiled Qt .qm file, to compare it with its .ts.

The .qm format (Qt's translator.cpp): a 16-byte magic, then blocks of (tag byte, big-endian
length, data). The messages block holds records of (tag, length, bytes) fields, each message
closed by an end tag; translations are UTF-16BE, context, source and comment UTF-8.
"""

from __future__ import annotations

import struct
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
BLOCK_MESSAGES = 0x69
TAG_END, TAG_TRANSLATION = 1, 3
FIELDS = {6: "source", 7: "context", 8: "comment"}
NULL = 0xFFFFFFFF

Key = tuple[str, str, str]  # context, source, comment (disambiguation)


def _blocks(data: bytes) -> dict[int, bytes]:
    if data[:16] != MAGIC:
        raise ValueError("not a Qt .qm file")
    blocks, pos = {}, 16
    while pos < len(data):
        tag = data[pos]
        (size,) = struct.unpack(">I", data[pos + 1 : pos + 5])
        blocks[tag] = data[pos + 5 : pos + 5 + size]
        pos += 5 + size
    return blocks


def read_qm(path: Path) -> dict[Key, list[str]]:
    """{(context, source, comment): translation forms} for every message in the file."""
    block = _blocks(Path(path).read_bytes()).get(BLOCK_MESSAGES, b"")
    messages: dict[Key, list[str]] = {}
    fields: dict[str, str] = {}
    forms: list[str] = []
    pos = 0
    while pos < len(block):
        tag = block[pos]
        pos += 1
        if tag == TAG_END:
            key = (fields.get("context", ""), fields.get("source", ""), fields.get("comment", ""))
            messages[key] = forms
            fields, forms = {}, []
            continue
        (size,) = struct.unpack(">I", block[pos : pos + 4])
        pos += 4
        if size == NULL:
            continue
        raw = block[pos : pos + size]
        pos += size
        if tag == TAG_TRANSLATION:
            forms.append(raw.decode("utf-16-be"))
        elif tag in FIELDS:
            fields[FIELDS[tag]] = raw.decode("utf-8")
        else:
            raise ValueError(f"unknown .qm message field {tag:#x}")
    return messages
