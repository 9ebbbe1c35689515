"""Writing to a terminal whose encoding cannot spell every character we print.

A ``hand`` that is saved and then dies on a ``UnicodeEncodeError`` while printing looks
failed and gets typed again: recorded twice. So every stream we print to gets an error
handler that spells what its encoding lacks in ASCII (suit letters, a plain sparkline,
letters without their accents) and only as a last resort ``?``; printing never fails on a
character.
"""

from __future__ import annotations

import codecs
import io
import sys

HANDLER = "scorekeep-plain"
"""The name of the error handler, as ``str.encode(errors=...)`` takes it."""

PLAIN = {
    "♠": "S",
    "♥": "H",
    "♦": "D",
    "♣": "C",
    "♤": "S",
    "♡": "H",
    "♢": "D",
    "♧": "C",
    "▁": "_",
    "▂": ".",
    "▃": "-",
    "▄": "=",
    "▅": "+",
    "▆": "*",
    "▇": "%",
    "█": "#",
    "·": "-",
    "–": "-",
    "—": "-",
    "→": "->",
    "←": "<-",
    "…": "...",
    "×": "x",
    "“": '"',
    "”": '"',
    "„": '"',
    "‘": "'",
    "’": "'",
    "«": '"',
    "»": '"',
    "Ł": "L",
    "ł": "l",
    "≥": ">=",
    "≤": "<=",
    "−": "-",
}
"""ASCII spellings of the characters our output uses that NFKD cannot take apart."""


def plain(character: str) -> str:
    """``character`` in ASCII: its spelling in :data:`PLAIN`, else its letters without
    accents (``ś`` → ``s``), else ``?``."""
    if character in PLAIN:
        return PLAIN[character]
    import unicodedata

    bare = "".join(
        c for c in unicodedata.normalize("NFKD", character) if not unicodedata.combining(c)
    )
    return bare if bare and bare.isascii() else "?"


def _fallback(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start : error.end]
    return "".join(plain(c) for c in text), error.end


def register() -> None:
    """Make :data:`HANDLER` known to the codecs (once per process is enough)."""
    try:
        codecs.lookup_error(HANDLER)
    except LookupError:
        codecs.register_error(HANDLER, _fallback)


def fit_streams() -> None:
    """Give stdout and stderr the plain error handler, unless they already speak UTF-8."""
    register()
    for stream in (sys.stdout, sys.stderr):
        if not isinstance(stream, io.TextIOWrapper):
            continue
        if codecs.lookup(stream.encoding).name == "utf-8":
            continue
        try:  # contextlib is not imported for this: it costs a start-up more than the call
            stream.reconfigure(errors=HANDLER)
        except (ValueError, OSError):
            continue
