"""Duplicate bridge in the table's shorthand: the board number, then the deal as in rubber
bridge (``5 4S N =``, ``12 pass``), as a traveller is written (or the deal alone with
``--board``). The room of a team match and
the pairs of a pairs session stay flags (``--room closed``, ``--ns``/``--ew``)."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.game import Context
from scorekeep.core.shorthand import Ask, Read, Shorthand, is_number, refuse
from scorekeep.games.bridge.shorthand import bridge_missing, bridge_next, bridge_read, contracts
from scorekeep.i18n import N_, _


def board_read(words: Sequence[str], ctx: Context) -> Read:
    if not is_number(words[0]):
        return deal_read(words, ctx)  # the board given as --board
    if len(words) == 1:
        raise refuse(words[0], _("the deal after the board number (e.g. 5 4S N =, 5 pass)"))
    deal = deal_read(words[1:], ctx)
    return Read({"board": words[0], **deal.fields}, {"board": words[0], **deal.said})


def deal_read(words: Sequence[str], ctx: Context) -> Read:
    """The deal as in rubber bridge, and a card after its result the opening lead
    (``5 4S N = HK``): honors, the only other word there, are written ``SIDE:N``."""
    if len(words) == 4 and is_card(words[3], ctx):
        deal = bridge_read(words[:3], ctx)
        return Read({**deal.fields, "lead": words[3]}, {**deal.said, "lead": words[3]})
    return bridge_read(words, ctx)


def is_card(word: str, ctx: Context) -> bool:
    from scorekeep.core import cards
    from scorekeep.core.errors import ScorekeepError
    from scorekeep.games.bridge import CARD_LANGUAGES
    from scorekeep.games.bridge.play import parse_card

    if ":" in word:
        return False
    try:
        parse_card(word, "--lead", cards.reading(CARD_LANGUAGES, ctx.language))
    except ScorekeepError:
        return False
    return True


def board_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    if not words:
        return Ask(_("board number"))
    return bridge_missing(words[1:], ctx)


def board_next(words: Sequence[str], ctx: Context) -> tuple[str, ...]:
    """After the board number, the deal's words as in rubber bridge."""
    if words and is_number(words[0]):
        return bridge_next(words[1:], ctx)
    return bridge_next(words, ctx) if words else ()


SHORTHAND = Shorthand(
    board_read,
    board_missing,
    N_("BOARD CONTRACT SEAT RESULT   or   BOARD pass"),
    (
        ("1 4S N =", N_("board 1: 4♠ by North, made exactly")),
        ("5 3NTX E -2", N_("board 5: 3NT doubled by East, two down")),
        ("12 pass", N_("board 12 passed out")),
    ),
    ("pass", *contracts()),
    board_next,
    ("board", "contract", "by", "result"),
)
