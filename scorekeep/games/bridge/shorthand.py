"""Bridge in the table's shorthand: ``4S N =``, ``3NTX E -2``, ``6S S +1 NS:150``, ``2H W 8``,
``pass``."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, resolve_name
from scorekeep.core.shorthand import Ask, Read, Shorthand, refuse
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

SEATS = ("N", "E", "S", "W")
PASS_WORDS = ("pass", "passed", "p", "pas", "пас", "passo")
"""A passed-out deal as the table says it (Polish *pas*, Ukrainian *пас*, Italian *passo*)."""


def is_result(word: str) -> bool:
    return word == "=" or (word[:1] in "+-" and word[1:].isdigit()) or word.isdigit()


def bridge_read(words: Sequence[str], ctx: Context) -> Read:
    fields: dict[str, Any] = {}
    said: dict[str, str] = {}
    first = words[0]
    if first.casefold() in PASS_WORDS:
        if len(words) > 1:
            raise refuse(words[1], _("nothing after `pass` (a passed-out deal)"))
        return Read({"contract": "pass"}, {"contract": first})
    fields["contract"], said["contract"] = first, first
    if len(words) > 1:
        fields["by"], said["by"] = bridge_seat(words[1], ctx), words[1]
    if len(words) > 2:
        result = words[2]
        if not is_result(result):
            raise refuse(
                result, _("a result: = (made), +N (overtricks), -N (down) or the tricks taken 0-13")
            )
        key = "tricks" if result.isdigit() else "result"
        fields[key], said[key] = result, result
    if len(words) > 3:
        honors = words[3]
        if ":" not in honors:
            raise refuse(honors, _("honors written SIDE:100 or SIDE:150 (e.g. NS:150)"))
        fields["honors"], said["honors"] = honors, honors
    if len(words) > 4:
        raise refuse(words[4], _("nothing more after CONTRACT SEAT RESULT SIDE:HONORS"))
    return Read(fields, said)


def bridge_seat(word: str, ctx: Context) -> str:
    if word.upper() in SEATS:
        return word.upper()
    names = [name for _, name in ctx.table.seats]
    try:
        name = resolve_name(word, names, "shorthand", "player")
    except Rejected:
        from scorekeep.core.nearby import did_you_mean

        near = did_you_mean(word, names)
        raise refuse(word, _("the declarer: a seat N E S W or a player's name") + near) from None
    return next(seat for seat, n in ctx.table.seats if n == name)


def bridge_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    if not words:
        return Ask(_("contract (4S, 3NTX, pass)"))
    if words[0].casefold() in PASS_WORDS or words[0][:1] not in "1234567":
        return None  # a passed-out deal, or no contract: nothing to ask, the line is refused
    if len(words) == 1:
        return Ask(_("declarer (N E S W)"))
    if len(words) == 2:
        return Ask(_("result (=, +N, -N or tricks)"), "=")
    return None


def contracts() -> tuple[str, ...]:
    return tuple(
        f"{level}{strain}{double}"
        for level in range(1, 8)
        for strain in ("C", "D", "H", "S", "NT")
        for double in ("", "X", "XX")
    )


RESULTS = ("=", "+1", "+2", "+3", "-1", "-2", "-3", "-4")
HONORS = ("NS:100", "NS:150", "EW:100", "EW:150")


def bridge_next(words: Sequence[str], ctx: Context) -> tuple[str, ...]:
    """What may follow ``words``: a contract (or pass), then the declarer's seat or name,
    then the result, then honors."""
    if not words:
        return ("pass", *contracts())
    if words[0].casefold() in PASS_WORDS:
        return ()
    if len(words) == 1:
        return (*SEATS, *(name for _, name in ctx.table.seats))
    return {2: RESULTS, 3: HONORS}.get(len(words), ())


SHORTHAND = Shorthand(
    bridge_read,
    bridge_missing,
    N_("CONTRACT SEAT RESULT [SIDE:HONORS]   or   pass"),
    (
        ("4S N =", N_("4♠ by North, made exactly")),
        ("3NTX E -2", N_("3NT doubled by East, two down")),
        ("6S S +1 NS:150", N_("6♠ by South, one overtrick, NS hold 150 honors")),
        ("2H W 8", N_("2♥ by West, 8 tricks taken")),
        ("pass", N_("passed out")),
    ),
    ("pass", *contracts()),
    bridge_next,
    ("contract", "by", "result"),
)
