"""A fast reader for the ``[[hands]]`` blocks that scorekeep itself writes.

A long evening's journal is thousands of small blocks of ``key = value`` lines; ``tomllib``
reads them correctly but slowly. This reader accepts only a strict subset of TOML (one
``key = value`` per line with bare keys, integers, booleans, basic strings, one-line arrays
and inline tables) and gives up — returning ``None`` — on anything else, so the caller falls
back to ``tomllib`` and every file still reads exactly as TOML says. Tests check that both
readers agree on every journal scorekeep can write.
"""

from __future__ import annotations

import functools
import re
from typing import Any

HANDS = "[[hands]]"
WHITESPACE = " \t"  # TOML whitespace; str.strip() would also take \f, NBSP, NEL
ODD_ASCII_SPACE = "\r\x0b\x0c\x1c\x1d\x1e\x1f"  # the rest of what str.strip() takes in ASCII
PLAIN = re.compile(r'"[^"\\\x00-\x08\x0a-\x1f\x7f]*"$')
BARE_KEY = re.compile(r"[A-Za-z0-9_-]+").fullmatch
TOKEN_PATTERN = (
    r"[ \t]*(?:"
    r'(?P<str>"(?:[^"\\\x00-\x08\x0a-\x1f\x7f]|\\[btnfr"\\]|\\u(?![dD][89abAB])[0-9a-fA-F]{4})*")'
    r"|(?P<int>-?(?:0|[1-9][0-9]*)(?![0-9A-Za-z_.:+-]))"
    r"|(?P<bool>true|false)(?![A-Za-z0-9_-])"
    r"|(?P<key>[A-Za-z0-9_-]+)"
    r"|(?P<punct>[\[\]{},=])"
    r")"
)


@functools.cache
def _token() -> re.Pattern[str]:
    """Compiled on first need: most journals never leave the plain one-line values."""
    return re.compile(TOKEN_PATTERN)


def _json_loads(text: str) -> Any:
    """A basic TOML string in the subset above is also a JSON string."""
    import json

    return json.loads(text)


class _GiveUp(Exception):
    pass


def _value(text: str, pos: int) -> tuple[Any, int]:
    match = _token().match(text, pos)
    if not match:
        raise _GiveUp
    kind = match.lastgroup
    token = match.group(kind or "")
    end = match.end()
    if kind == "str":
        return _json_loads(token), end
    if kind == "int":
        return int(token), end
    if kind == "bool":
        return token == "true", end
    if token == "[":
        return _array(text, end)
    if token == "{":
        return _inline_table(text, end)
    raise _GiveUp


def _array(text: str, end: int) -> tuple[list[Any], int]:
    items: list[Any] = []
    after = _token().match(text, end)
    if after and after.group().strip() == "]":
        return items, after.end()
    while True:
        item, end = _value(text, end)
        if items and type(item) is not type(items[0]):
            raise _GiveUp
        items.append(item)
        sep = _token().match(text, end)
        if not sep or sep.group("punct") not in (",", "]"):
            raise _GiveUp
        end = sep.end()
        if sep.group("punct") == "]":
            return items, end


def _inline_table(text: str, end: int) -> tuple[dict[str, Any], int]:
    table: dict[str, Any] = {}
    after = _token().match(text, end)
    if after and after.group().strip() == "}":
        return table, after.end()
    while True:
        key_match = _token().match(text, end)
        if not key_match or key_match.lastgroup not in ("key", "str", "int", "bool"):
            raise _GiveUp
        key = key_match.group(key_match.lastgroup or "")
        key = _json_loads(key) if key_match.lastgroup == "str" else key
        eq = _token().match(text, key_match.end())
        if not eq or eq.group("punct") != "=" or key in table:
            raise _GiveUp
        table[key], end = _value(text, eq.end())
        sep = _token().match(text, end)
        if not sep or sep.group("punct") not in (",", "}"):
            raise _GiveUp
        end = sep.end()
        if sep.group("punct") == "}":
            return table, end


def read_hands(text: str) -> tuple[str, list[dict[str, Any]], list[int]] | None:
    """Split a journal into its header text, its parsed ``[[hands]]`` blocks and the line
    number of each block, or ``None`` when any line lies outside the subset this reader
    understands. The header is left to tomllib; the caller must give up too when it holds
    ``hands`` in any spelling."""
    start = text.find("\n[[hands]]\n")
    if start < 0:
        return (text, [], []) if "[[hands]]" not in text else None
    header = text[: start + 1]
    if "[[hands]]" in header or "hands" in header.split("[", 1)[0]:
        return None
    try:
        hands, lines = _body(text[start + 1 :], header.count("\n") + 1)
    except (_GiveUp, ValueError):
        return None
    return header, hands, lines
