"""One line typed at ``table``: split into words once, in time linear in its length.

``shlex.split`` takes quadratic time on a long line (a pasted megabyte took half a minute,
and the table split each line several times), so the table reads words with one regular
expression, as POSIX ``shlex`` would split them, and refuses a line longer than
:data:`LINE_LIMIT` before reading it at all.
"""

from __future__ import annotations

import re

from scorekeep.core.errors import UsageError
from scorekeep.i18n import _

LINE_LIMIT = 4096
"""The longest line the table reads (a hand is a few dozen characters)."""

_PART = re.compile(
    r"""(?P<space>[ \t\r\n]+)"""
    r"""|'(?P<single>[^']*)'"""
    r"""|"(?P<double>(?:[^"\\]|\\.)*)\""""
    r"""|\\(?P<escaped>.)"""
    r"""|(?P<plain>[^ \t\r\n'"\\]+)"""
    r"""|(?P<open>['"\\])""",
    re.DOTALL,
)
_IN_DOUBLE = re.compile(r"""\\([\\"])""")
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def words_of(line: str) -> list[str]:
    """The words of ``line`` as ``shlex.split`` gives them (quotes group, a backslash
    escapes); a line too long or with an unclosed quote is refused in one line."""
    if len(line) > LINE_LIMIT:
        raise UsageError(
            _("the line is {n} characters long; the table reads lines of at most {limit}").format(
                n=len(line), limit=LINE_LIMIT
            ),
            field="table",
        )
    words: list[str] = []
    word: list[str] | None = None
    for part in _PART.finditer(line):
        kind = part.lastgroup
        if kind == "space":
            if word is not None:
                words.append("".join(word))
            word = None
            continue
        if kind == "open":
            problem = "No escaped character" if part.group() == "\\" else "No closing quotation"
            raise UsageError(_("cannot read the line: {problem}").format(problem=problem))
        text = part.group(kind or "")
        if kind == "double":
            text = _IN_DOUBLE.sub(r"\1", text)
        if word is None:
            word = []
        word.append(text)
    if word is not None:
        words.append("".join(word))
    return words


def echoed(line: str) -> str:
    """``line`` as the table echoes it: control characters (ESC, BEL, backspace …) taken
    out, so a typed or pasted line cannot set a title or move the cursor."""
    return _CONTROLS.sub("", line)
