"""Tysiąc in the table's shorthand: ``BIDDER BID [SUITS] [P:SUITS …] POINTS…
[held:SUITS] [musik:…]``, ``BIDDER bomb [BID]``, ``redeal``. The points follow in seating
order of the active players; ``.`` for the last is 120 less the others'."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.game import Context, resolve_name
from scorekeep.core.shorthand import Ask, Read, Shorthand, is_number, player_word, refuse
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

REDEAL = ("redeal", "rozdanie", "перездача")
BOMB = ("bomb", "bomba", "бомба")


def _suits(word: str) -> bool:
    from scorekeep.core import cards

    if word.upper() == "A":
        return True
    return bool(word) and all(cards.suit_of(ch) is not None for ch in word)


def _bomb(bidder: str, words: Sequence[str]) -> Read:
    """``BIDDER bomb [BID]``: the bidder refuses to play."""
    fields: dict[str, Any] = {"bomb": bidder}
    said = {"bomb": " ".join(words[:2])}
    if len(words) > 2:
        if not is_number(words[2]) or len(words) > 3:
            raise refuse(words[2], _("the bid (a number) or nothing"))
        fields["bid"], said["bid"] = words[2], words[2]
    return Read(fields, said)


def tysiac_read(words: Sequence[str], ctx: Context) -> Read:
    first = words[0].casefold()
    if first in REDEAL:
        if len(words) > 1:
            raise refuse(words[1], _("nothing after redeal"))
        return Read({"annul": "redeal"}, {"annul": words[0]})
    bidder = player_word(words[0], ctx, _("the bidder"))
    if len(words) > 1 and words[1].casefold() in BOMB:
        return _bomb(bidder, words)
    if len(words) < 2 or not is_number(words[1]):
        raise refuse(words[1] if len(words) > 1 else words[0], _("the bid (a number)"))
    fields: dict[str, Any] = {"bidder": bidder, "bid": words[1]}
    said = {"bidder": words[0], "bid": words[1]}
    marriages: dict[str, str] = {}
    points: list[str] = []
    for word in words[2:]:
        key, sep, value = word.partition(":")
        if sep and key.casefold() == "held":
            fields["held"], said["held"] = value, word
        elif sep and key.casefold() == "musik":
            fields["musik"], said["musik"] = value.replace(",", " "), word
        elif sep:
            who = player_word(key, ctx, _("a player"))
            marriages[who] = marriages.get(who, "") + value
        elif is_number(word) or word == ".":
            points.append(word)
        elif not points and _suits(word):
            marriages[bidder] = marriages.get(bidder, "") + word
        else:
            raise refuse(word, _("card points, marriage suits or P:SUITS"))
    if marriages:
        fields["marriage"], said["marriage"] = marriages, " ".join(words[2:])
    if points:
        if len(points) > len(ctx.table.players):
            raise refuse(points[-1], _("nothing more: one card points figure per active player"))
        fields["cards"], said["cards"] = points, " ".join(points)
    return Read(fields, said)


def tysiac_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    if not words:
        return Ask(_("the bidder"))
    if words[0].casefold() in REDEAL:
        return None
    try:
        resolve_name(words[0], ctx.table.players, "shorthand", "player")
    except ScorekeepError:
        return None
    if len(words) < 2:
        return Ask(_("the bid"))
    return None


def tysiac_next(words: Sequence[str], ctx: Context) -> tuple[str, ...]:
    return (*ctx.table.players, "redeal") if not words else ("bomb",)


SHORTHAND = Shorthand(
    tysiac_read,
    tysiac_missing,
    N_("BIDDER BID [SUITS] [P:SUITS] POINTS... | BIDDER bomb [BID] | redeal"),
    (
        ("Bartek 120 ♥ 31 64 25", N_("Bartek bid 120 with ♥; card points 31, 64, 25")),
        ("Bartek 120 H 31 64 .", N_("the same, the last card points filled from 120")),
        ("Ania 100 Celina:♦ 70 20 30", N_("Ania bid 100; Celina declared ♦")),
        ("Ania bomb", N_("Ania refuses to play (bomba)")),
    ),
    ("redeal", "bomb"),
    tysiac_next,
    ("bidder", "bid"),
)
