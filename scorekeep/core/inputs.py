"""One reading of what a user types: whole numbers, yes/no, names and lists of names.

Every game, ``hand``, ``fix``, ``judge`` and ``new`` read these the same way, from a flag
(a string) or from a ``--situation`` file (typed TOML/JSON values):

- a whole number is ASCII digits with an optional leading ``+``; a ``-`` only where negative
  values are allowed; no ``1_0``, no ``²``, no spaces inside; and it must lie in the range the
  rules allow (:data:`MOST` at the very most), else the error names the field;
- yes/no is one of :data:`YES_WORDS` / :data:`NO_WORDS` in any case (a situation file may also
  give ``true``/``false`` or ``1``/``0``); anything else is an error naming the field;
- a player's name is NFC-normalised and stripped; it may not be empty or hold control
  characters, line breaks or text that is not valid UTF-8.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

YES_WORDS = ("yes", "y", "true", "1", "on", "tak", "так", "sì", "si")
NO_WORDS = ("no", "n", "false", "0", "off", "nie", "ні")
YES_NO_HELP = "yes/no, y/n, true/false, 1/0, on/off, tak/nie, так/ні, sì/no"
_YES = frozenset(YES_WORDS)
_NO = frozenset(NO_WORDS)

MOST = 999_999
"""No number a user types in a card game is larger: scores, targets and fines stay far below."""

_DIGITS = len(str(MOST)) + 1


def _signed_digits(text: str) -> bool:
    """``[+-]?[0-9]+`` in full, without :mod:`re` (a kept ``hand`` reads its numbers here)."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    return bool(digits) and not digits.strip("0123456789")


def _out_of_range(number: int | str, low: int | None, high: int) -> str:
    shown = _("the number") if isinstance(number, int) and abs(number) > 10**18 else number
    if low is not None:
        return _("{number} is out of range: it must be from {low} to {high}").format(
            number=shown, low=low, high=high
        )
    negative = str(number).lstrip().startswith("-")
    if negative:
        return _("{number} is too small: at least {low}").format(number=shown, low=-MOST)
    return _("{number} is too large: at most {high}").format(number=shown, high=high)


def read_int(
    value: Any,
    field: str,
    *,
    low: int | None = 0,
    high: int = MOST,
    rule: str | None = None,
) -> int:
    """A whole number from a flag or a situation file, within ``low``..``high``.

    ``low=None`` allows negative numbers (down to ``-MOST``); otherwise a ``-`` is refused
    by the range. A bool is not a number, even though Python says so.
    """
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise Unreadable(_not_whole(value), field=field, rule=rule)
    if isinstance(value, str):
        text = value.strip()
        if not _signed_digits(text):
            raise Unreadable(_not_whole(value), field=field, rule=rule)
        if len(text.lstrip("+-")) > _DIGITS:
            raise Rejected(_out_of_range(text, low, high), field=field, rule=rule)
        number = int(text)
    else:
        number = value
    floor = -MOST if low is None else low
    if not floor <= number <= high:
        raise Rejected(_out_of_range(number, low, high), field=field, rule=rule)
    return number


def is_whole_number(text: str) -> bool:
    """True for what :func:`read_int` reads as a number (digits, optional sign)."""
    return _signed_digits(text.strip())


def read_flag(value: Any, field: str, *, default: bool = False) -> bool:
    """Yes or no: :data:`YES_WORDS` / :data:`NO_WORDS`, a bool, or 1/0; None is ``default``."""
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    word = str(value).strip().casefold() if isinstance(value, str) else None
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise Unreadable(
        _("{value} is not yes or no (write {words})").format(
            value=_shown(value), words=YES_NO_HELP
        ),
        field=field,
    )


def read_names(value: Any, field: str) -> list[str]:
    """A list of names: ``"A,B C"`` from a flag, or a list of strings from a file."""
    if value is None:
        return []
    if isinstance(value, str):
        import re

        items: Iterable[Any] = re.split(r"[,\s]+", value)
    elif isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        items = value
    else:
        raise Unreadable(
            _("{value} is not a list of names").format(value=_shown(value)), field=field
        )
    return [n for n in (plain_text(i, field).strip() for i in items) if n]


def utf8_text(value: str, field: str) -> str:
    """``value`` unchanged, refused when it holds bytes that were not UTF-8 on the command
    line (Python keeps them as surrogate escapes, which no file can be written with)."""
    if not value.isascii() and any("\ud800" <= ch <= "\udfff" for ch in value):
        shown = value.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        raise Unreadable(_("'{text}' is not valid UTF-8 text").format(text=shown), field=field)
    return value


def plain_text(value: str, field: str) -> str:
    """``value`` NFC-normalised, refused when it is not valid UTF-8 (a surrogate escape from
    the command line) or holds control characters such as a line break."""
    if value.isascii() and value.isprintable():
        return value
    import unicodedata

    utf8_text(value, field)
    if any(unicodedata.category(ch) in ("Cc", "Zl", "Zp") for ch in value):
        raise Rejected(
            _("'{text}' holds a control character or a line break").format(
                text=value.encode("unicode_escape").decode("ascii")
            ),
            field=field,
        )
    return unicodedata.normalize("NFC", value)


def player_name(text: str, field: str = "--players", forbidden: str = "") -> str:
    """One player's name as ``new`` takes it: plain text, stripped, not empty, without the
    characters ``forbidden`` that the game's own notation uses (``=`` ``+``)."""
    name = plain_text(str(text), field).strip()
    if not name:
        raise Rejected(_("a player has an empty name"), field=field)
    bad = next((ch for ch in forbidden if ch in name), None)
    if bad is not None:
        raise Rejected(
            _("a player's name may not contain {characters} ('{name}')").format(
                characters=_(" or ").join(forbidden), name=name
            ),
            field=field,
        )
    return name


def player_names(
    names: Sequence[str],
    field: str = "--players",
    *,
    forbidden: str = "",
    twice: str | None = None,
) -> tuple[str, ...]:
    """The players of a table as ``new`` takes them: each read by :func:`player_name`, no
    name twice (case-insensitively); ``twice`` words the duplicate error."""
    out = tuple(player_name(n, field, forbidden) for n in names)
    first: dict[str, str] = {}
    for name in out:
        folded = name.casefold()
        if folded in first:
            said = twice if twice is not None else _("{name} is listed twice")
            raise Rejected(said.format(name=first[folded]), field=field)
        first[folded] = name
    return out


def session_name(text: str, field: str = "--name") -> str:
    """A session's name: stripped, ``x.toml`` means ``x``; no path separators, no leading
    dot, no control characters."""
    name = plain_text(str(text), field).strip()
    if name.casefold().endswith(".toml"):
        name = name[: -len(".toml")].strip()
    if not name or any(c in name for c in "/\\") or name.startswith("."):
        raise Rejected(_("'{text}' is not a usable session name").format(text=text), field=field)
    if len(name) > NAME_LETTERS or len(name.encode("utf-8")) > NAME_BYTES:
        raise Rejected(
            _("'{text}' is too long for a session name (at most {most} letters)").format(
                text=clipped(name), most=NAME_LETTERS
            ),
            field=field,
        )
    return name


NAME_LETTERS = 64
"""The most letters of a session's name."""
NAME_BYTES = 200
"""The most bytes (UTF-8) of a session's name: with ``.toml`` and the temporary and lock
files made beside a journal, a file name holds 255."""


def fitted_name(text: str, most: int = NAME_LETTERS - 4) -> str:
    """``text`` cut to a session name of at most ``most`` letters (and :data:`NAME_BYTES`
    bytes), at the last space before the cut when there is one: a long title read from a
    file (a PBN ``Event``) still names its session, with room for ``-2`` when it is
    taken."""
    name = " ".join(text.split())
    if len(name) <= most and len(name.encode("utf-8")) <= NAME_BYTES:
        return name
    cut = name[:most]
    while len(cut.encode("utf-8")) > NAME_BYTES:
        cut = cut[:-1]
    space = cut.rfind(" ")
    return (cut[:space] if space > most // 2 else cut).strip()


def clipped(text: str, most: int = 40) -> str:
    """``text`` as a message shows it: whole when short, else its start and ``…`` (a value
    of 5,000 digits is not printed whole)."""
    return text if len(text) <= most else text[: most - 1] + "…"


def _not_whole(value: Any) -> str:
    return _("{value} is not a whole number").format(value=_shown(value))


def _shown(value: Any) -> str:
    if isinstance(value, str):
        return f"'{value}'"
    return repr(value)
