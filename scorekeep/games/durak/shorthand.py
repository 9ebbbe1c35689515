"""Durak in the table's shorthand: ``DURAK [ep]``, ``draw A,B``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scorekeep.core.game import Context
from scorekeep.core.shorthand import Ask, Read, Shorthand, player_word, refuse
from scorekeep.i18n import _

EPAULETTES = ("ep", "epaulettes", "pogony")


def durak_read(words: Sequence[str], ctx: Context) -> Read:
    if words[0].casefold() == "draw":
        names = [n for w in words[1:] for n in w.split(",") if n]
        if len(names) < 2:
            raise refuse(
                " ".join(words), _("a draw: `draw A,B` (the players who went out at once)")
            )
        for name in names:
            player_word(name, ctx, _("a player in the draw"))
        return Read({"draw": [",".join(names)]}, {"draw": " ".join(words[1:])})
    fields: dict[str, Any] = {"durak": player_word(words[0], ctx, _("the durak"))}
    said = {"durak": words[0]}
    for word in words[1:]:
        if word.casefold() not in EPAULETTES or "epaulettes" in fields:
            raise refuse(word, _("`ep` (finished off with sixes) after the durak's name"))
        fields["epaulettes"], said["epaulettes"] = True, word
    return Read(fields, said)


def durak_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    return Ask(_("who is the durak")) if not words else None


SHORTHAND = Shorthand(
    durak_read,
    durak_missing,
    "DURAK [ep]   or   draw A,B",
    (
        ("Bartek", "Bartek is the durak"),
        ("Bartek ep", "... finished off with sixes (epaulettes)"),
        ("draw Ania,Dorota", "a draw"),
    ),
    ("draw", "ep"),
    ("durak",),
)
