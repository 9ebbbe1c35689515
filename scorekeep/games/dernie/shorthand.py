"""Derniè in the table's shorthand: ``CLOSER POINTS-OR-CARDS...``, each other player in
seating order."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.game import Context, resolve_name
from scorekeep.core.shorthand import Ask, Read, Shorthand, is_number, player_word, refuse
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

STOCK_OUT = "-"
"""The closer's word for a deal the empty stock ended (DERNIE-R24, ``empty_stock =
"end_deal"``): nobody closed, so every player's points follow in seating order."""


def _stock_out(word: str, ctx: Context) -> bool:
    from scorekeep.games.dernie.engine import stock_ends_deal

    return word == STOCK_OUT and stock_ends_deal(ctx.options)


def dernie_read(words: Sequence[str], ctx: Context) -> Read:
    stock_out = _stock_out(words[0], ctx)
    closer = "" if stock_out else player_word(words[0], ctx, _("the closer"))
    others = [p for p in ctx.table.players if p != closer]
    left: dict[str, str] = {}
    for who, word in zip(others, words[1:], strict=False):
        left[who] = word if is_number(word) else " ".join(word.replace(",", " ").split())
    if len(words) - 1 > len(others):
        raise refuse(
            words[len(others) + 1],
            _("nothing more: every other player ({players}) is given").format(
                players=", ".join(others)
            ),
        )
    fields: dict[str, Any] = {} if stock_out else {"closer": closer}
    said = {} if stock_out else {"closer": words[0]}
    if left:
        fields["left"], said["left"] = left, " ".join(words[1:])
    return Read(fields, said)


def dernie_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    if not words:
        return Ask(_("who closed"))
    try:
        closer = (
            ""
            if _stock_out(words[0], ctx)
            else resolve_name(words[0], ctx.table.players, "shorthand", "player")
        )
    except ScorekeepError:
        return None
    others = [p for p in ctx.table.players if p != closer]
    if len(words) - 1 < len(others):
        return Ask(_("{player}'s points or cards").format(player=others[len(words) - 1]))
    return None


def dernie_next(words: Sequence[str], ctx: Context) -> tuple[str, ...]:
    """The closer first; then points or cards, which Tab does not guess."""
    return ctx.table.players if not words else ("JOKER",)


SHORTHAND = Shorthand(
    dernie_read,
    dernie_missing,
    N_("CLOSER POINTS-OR-CARDS... (each other player in seating order)"),
    (
        ("Ania 23 40", N_("Ania closed; Bartek holds 23, Celina 40")),
        (N_("B KS,7H,JOKER AC,2D"), N_("Bartek closed; Ania holds KS 7H JOKER, Celina AC 2D")),
    ),
    ("JOKER",),
    dernie_next,
    ("closer",),
)
