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

from scorekeep.files.safe_read import NESTING_LIMIT, too_deep

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

HANDS = "[[hands]]"
PART = 1 << 16
"""The characters of a journal's hands split into lines at a time."""
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


def _punct(text: str, pos: int, allowed: str) -> tuple[str, int]:
    """The next punctuation mark when it is one of ``allowed``; else give up."""
    sep = _token().match(text, pos)
    mark = sep.group("punct") if sep else None
    if sep is None or mark is None or mark not in allowed:
        raise _GiveUp
    return mark, sep.end()


def _array(text: str, end: int) -> tuple[list[Any], int]:
    items: list[Any] = []
    after = _token().match(text, end)
    if after and after.group("punct") == "]":
        return items, after.end()
    while True:
        item, end = _value(text, end)
        if items and type(item) is not type(items[0]):
            raise _GiveUp
        items.append(item)
        mark, end = _punct(text, end, ",]")
        if mark == "]":
            return items, end


def _inline_table(text: str, end: int) -> tuple[dict[str, Any], int]:
    table: dict[str, Any] = {}
    after = _token().match(text, end)
    if after and after.group("punct") == "}":
        return table, after.end()
    while True:
        key_match = _token().match(text, end)
        if not key_match or key_match.lastgroup not in ("key", "str", "int", "bool"):
            raise _GiveUp
        key = key_match.group(key_match.lastgroup or "")
        key = _json_loads(key) if key_match.lastgroup == "str" else key
        _, end = _punct(text, key_match.end(), "=")
        if key in table:
            raise _GiveUp
        table[key], end = _value(text, end)
        mark, end = _punct(text, end, ",}")
        if mark == "}":
            return table, end


def _is_comment(stripped: str) -> bool:
    """A whole-line comment: TOML allows any character in it but controls other than tab."""
    return "\x7f" not in stripped and not any(c < " " and c != "\t" for c in stripped)


def _strip_chars(text: str) -> str | None:
    """What to strip around a line: ``None`` (all whitespace, the fastest) when the text holds
    no character that str.strip() takes but TOML does not call whitespace."""
    if text.isascii() and not any(c in text for c in ODD_ASCII_SPACE):
        return None
    return WHITESPACE


def _whole_numbers(raw: str) -> dict[str, int] | None:
    """``{ name = integer, ... }`` (cards counted, cards left) read without the tokenizer;
    None when it is anything else, for the tokenizer to read or refuse."""
    table: dict[str, int] = {}
    for part in raw[1:-1].split(","):
        key, sep, value = part.partition("=")
        key = key.strip(WHITESPACE)
        value = value.strip(WHITESPACE)
        digits = value[1:] if value[:1] == "-" else value
        if (
            not sep
            or not digits.isdigit()
            or not digits.isascii()
            or (digits[0] == "0" and len(digits) > 1)
            or not BARE_KEY(key)
            or key in table
        ):
            return None
        table[key] = int(value)
    return table


SCALARS = (str, int, bool)


def _flat(value: Any) -> bool:
    """A value a later line may share (a scalar) or copy (a table or array of scalars)."""
    if type(value) is dict:
        return all(type(item) in SCALARS for item in value.values())
    if type(value) is list:
        return all(type(item) in SCALARS for item in value)
    return type(value) in SCALARS


def _key_value(stripped: str, space: str | None) -> tuple[str, Any]:
    """One ``key = value`` line; plain strings, integers and tables of whole numbers are
    read without the tokenizer: they are nearly every line."""
    key, sep, raw = stripped.partition("=")
    key = key.rstrip(space)
    if not sep or not BARE_KEY(key):
        raise _GiveUp
    raw = raw.lstrip(space)
    first = raw[:1]
    if first == '"' and raw.count('"') == 2 and raw[-1] == '"' and "\\" not in raw:
        if not PLAIN.match(raw):
            raise _GiveUp
        return key, raw[1:-1]
    if first.isdigit() and raw.isascii() and raw.isdigit() and (raw == "0" or first != "0"):
        return key, int(raw)
    if first == "{" and raw[-1] == "}" and (table := _whole_numbers(raw)) is not None:
        return key, table
    value, end = _value(raw, 0)
    if end != len(raw):
        raise _GiveUp
    return key, value


def _parts(text: str, start: int) -> Iterator[str]:
    """``text[start:]`` a part at a time, each ending at a line's end: the lines of a long
    evening's hands are never all held at once, nor a second copy of them all."""
    size = len(text)
    while True:
        end = text.find("\n", min(start + PART, size))
        if end < 0:
            yield text[start:]
            return
        yield text[start:end]
        start = end + 1


def _body(text: str, start: int, first_line: int) -> tuple[list[dict[str, Any]], list[int]]:
    """The ``[[hands]]`` blocks from ``start``, the first one, on. Whitespace is what TOML
    calls whitespace (space and tab, not form feed or no-break space), and any line that is
    not exactly a block header, a comment or a plain ``key = value`` makes the reader give
    up."""
    hands: list[dict[str, Any]] = []
    lines: list[int] = []
    current: dict[str, Any] = {}
    seen: dict[str, tuple[str, Any]] = {}  # lines read before: hands repeat many of them
    number = first_line - 1
    for part in _parts(text, start):
        space = _strip_chars(part)
        for line in part.split("\n"):
            number += 1
            stripped = line.strip(space)
            if not stripped:
                continue
            if stripped == HANDS:
                current = {}
                hands.append(current)
                lines.append(number)
                continue
            if stripped[0] == "#":
                if _is_comment(stripped):
                    continue
                raise _GiveUp
            known = seen.get(stripped)
            if known is None:
                known = _key_value(stripped, space)
                if _flat(known[1]):
                    seen[stripped] = known
                elif too_deep(known[1], NESTING_LIMIT - 2):
                    raise _GiveUp
            key, value = known
            if key in current:
                raise _GiveUp
            current[key] = value if type(value) not in (dict, list) else value.copy()
    return hands, lines


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
        hands, lines = _body(text, start + 1, header.count("\n") + 1)
    except (_GiveUp, ValueError, RecursionError):
        return None
    return header, hands, lines
