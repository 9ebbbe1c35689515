"""Durak in the table's shorthand: ``DURAK [ep]``, ``draw A,B``, and the same in the table's
own words (Polish ``Bartek pagony``, ``remis A,D``; Ukrainian ``погони``, ``нічия``; Italian
``spalline``, ``patta``)."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.game import Context
from scorekeep.core.shorthand import Ask, Read, Shorthand, player_word, refuse
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

EPAULETTES = ("ep", "epaulettes", "pogony")
"""The English words for epaulettes, read at every table."""
DRAW = ("draw",)
"""The English word for a draw, read at every table."""
TABLE_EPAULETTES = {"pl": ("pagony",), "uk": ("погони",), "it": ("spalline",)}
"""Epaulettes (the durak finished off with sixes) as each table says it."""
TABLE_DRAW = {"pl": ("remis",), "uk": ("нічия", "нічию"), "it": ("patta", "pareggio")}
"""A drawn game as each table says it."""


def epaulette_words(language: str) -> tuple[str, ...]:
    """The words for epaulettes at a table of ``language``: its own first, then English."""
    return (*TABLE_EPAULETTES.get(language, ()), *EPAULETTES)


def draw_words(language: str) -> tuple[str, ...]:
    """The words for a draw at a table of ``language``: its own first, then English."""
    return (*TABLE_DRAW.get(language, ()), *DRAW)


def durak_read(words: Sequence[str], ctx: Context) -> Read:
    if words[0].casefold() in draw_words(ctx.language):
        names = [n for w in words[1:] for n in w.split(",") if n]
        if len(names) < 2:
            raise refuse(
                " ".join(words),
                _("a draw: `{word} A,B` (the players who went out at once)").format(
                    word=draw_words(ctx.language)[0]
                ),
            )
        for name in names:
            player_word(name, ctx, _("a player in the draw"))
        return Read({"draw": [",".join(names)]}, {"draw": " ".join(words[1:])})
    fields: dict[str, Any] = {"durak": player_word(words[0], ctx, _("the durak"))}
    said = {"durak": words[0]}
    said_words = epaulette_words(ctx.language)
    for word in words[1:]:
        if word.casefold() not in said_words or "epaulettes" in fields:
            shown = dict.fromkeys((said_words[0], "ep"))
            raise refuse(
                word,
                _("{words} (finished off with sixes) after the durak's name").format(
                    words=_(" or ").join(f"`{w}`" for w in shown)
                ),
            )
        fields["epaulettes"], said["epaulettes"] = True, word
    return Read(fields, said)


def durak_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    return Ask(_("who is the durak")) if not words else None


def durak_next(words: Sequence[str], ctx: Context) -> tuple[str, ...]:
    """What may follow ``words`` in a line: a name or a draw first; after a name the
    epaulettes; after a draw the other players."""
    players = ctx.table.players
    if not words:
        return (*players, *draw_words(ctx.language))
    if words[0].casefold() in draw_words(ctx.language):
        named = {n.casefold() for w in words[1:] for n in w.split(",")}
        return tuple(p for p in players if p.casefold() not in named)
    if len(words) == 1:
        return epaulette_words(ctx.language)
    return ()


SHORTHAND = Shorthand(
    durak_read,
    durak_missing,
    N_("DURAK [ep]   or   draw A,B"),
    (
        ("Bartek", N_("Bartek is the durak")),
        ("Bartek ep", N_("... finished off with sixes (epaulettes)")),
        ("draw Ania,Dorota", N_("a draw")),
    ),
    ("draw", "ep"),
    durak_next,
    ("durak",),
)
