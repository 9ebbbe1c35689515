"""Text from the table (names, notes, reasons) made harmless for where it is shown: a
terminal never receives raw control characters, a spreadsheet never runs a cell as a formula,
a Markdown table keeps its columns and carries no HTML."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

_CONTROLS = [*range(0x00, 0x20), *range(0x7F, 0xA0)]
_VISIBLE = {c: f"\\x{c:02x}" for c in _CONTROLS if chr(c) not in "\n\t"}
_JSON = {c: f"\\u{c:04x}" for c in range(0x7F, 0xA0)}
_C0_AND_DEL = bytes(c for c in _VISIBLE if c < 0x80)
_C1_LEAD = b"\xc2"
"""The first byte of U+0080–U+00BF in UTF-8: a C1 control is it and a byte below 0xA0."""
_FORMULA = ("=", "+", "-", "@", "\t", "\r")
_MARKDOWN = {ord("&"): "&amp;", ord("<"): "&lt;", ord(">"): "&gt;", ord("|"): "\\|"}
_MARKDOWN.update({ord("\n"): " ", ord("\r"): " "})


def visible(text: str) -> str:
    """Control characters (ESC, BEL, CR, C1 …) written out as ``\\x1b`` and the like, so a
    name or note cannot move the cursor, set a title or reach the clipboard (OSC 52)."""
    for piece in pieces(text):
        if _has_control(piece.encode("utf-8", "surrogatepass")):
            return text.translate(_VISIBLE)
    return text  # nothing to write out: a long answer is not looked up char by char


PIECE = 1 << 20
"""Characters looked at (or written) at once: a long evening's answer is tens of megabytes,
and is never encoded whole."""


def _has_control(data: bytes) -> bool:
    """Whether UTF-8 ``data`` (whole characters) holds a C0 control but tab and newline, DEL
    or a C1 control."""
    if len(data.translate(None, _C0_AND_DEL)) != len(data):
        return True
    lead = data.find(_C1_LEAD)
    while lead >= 0:
        if data[lead + 1] < 0xA0:
            return True
        lead = data.find(_C1_LEAD, lead + 2)
    return False


def pieces(text: str, size: int = 0) -> Iterator[str]:
    """``text`` in pieces of ``size`` (:data:`PIECE`) characters, to be looked over,
    encoded or written one at a time."""
    size = size or PIECE
    for start in range(0, len(text), size):
        yield text[start : start + size]


def json_text(text: str) -> str:
    """JSON from ``json.dumps(ensure_ascii=False)`` with DEL and the C1 controls escaped too
    (json escapes only C0), so the output stays valid JSON and inert in a terminal."""
    return text.translate(_JSON)


def csv_cell(value: Any) -> Any:
    """OWASP CSV injection: a text cell that a spreadsheet would read as a formula gets a
    leading ``'``; numbers stay numbers."""
    if isinstance(value, str) and value.startswith(_FORMULA):
        return "'" + value
    return value


def markdown_cell(value: Any) -> Any:
    """A Markdown table cell: ``|`` escaped, HTML written as text, one line."""
    return value.translate(_MARKDOWN) if isinstance(value, str) else value
