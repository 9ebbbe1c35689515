"""Deberc in the table's shorthand (see :mod:`scorekeep.games.jass.shorthand`)."""

from __future__ import annotations

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.game import Context
from scorekeep.core.shorthand import Shorthand, refuse
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.games.jass.shorthand import Jass, jass_missing, jass_reader
from scorekeep.i18n import _


def deberc_total(trump: str, ctx: Context) -> int | None:
    """With four players every card is played: the pack's points plus the last trick."""
    if len(ctx.table.players) != 4:
        return None
    from scorekeep.core.cards import reading
    from scorekeep.games.deberc import rules as deberc_rules
    from scorekeep.games.jass.cards import parse_suit

    try:
        suit = parse_suit(trump, languages=reading(CARD_LANGUAGES, ctx.language))
    except ScorekeepError:
        raise refuse(trump, _("a trump suit S H D C (♠ ♥ ♦ ♣)")) from None
    return deberc_rules.pack_maximum(4, suit, ctx.ruleset.cards)


DEBERC_ANNULMENTS = {"four-sevens": "four-sevens", "all-pass": "all-pass"}

DEBERC = Jass(DEBERC_ANNULMENTS, deberc_total, ("bella", "bella-unplayed"))
SHORTHAND = Shorthand(
    jass_reader(DEBERC),
    jass_missing(DEBERC),
    "BIDDER TRUMP POINTS... [PLAYER:WORD,...]   or   four-sevens | all-pass"
    "\n  (points: '.' filled in from the pack's total, '-' took no trick)",
    (
        ("C H 40 31 41 .", "Celina orders hearts; Darek's 50 filled in (4 players: 162)"),
        ("B S 30 50 20 D:KQJ10D A:AKQH B:bella", "with Darek's fifty, Ania's terc, bella"),
        ("A D 100 - 62 -", "Bartek and Darek took no trick"),
        ("four-sevens", "redeal: four sevens"),
    ),
    ("bella", "bella-unplayed", *DEBERC_ANNULMENTS),
    ("bidder", "trump"),
)
