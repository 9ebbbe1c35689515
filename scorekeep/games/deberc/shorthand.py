"""Deberc in the table's shorthand (see :mod:`scorekeep.games.jass.shorthand`)."""

from __future__ import annotations

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.game import Context
from scorekeep.core.shorthand import refuse
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.games.jass.shorthand import Jass, jass_shorthand
from scorekeep.i18n import N_, _


def deberc_total(trump: str, ctx: Context) -> int | None:
    """With four players every card is played: the pack's points plus the last trick."""
    if len(ctx.table.players) != 4:
        return None
    from scorekeep.core.cards import reading
    from scorekeep.games.jass.cards import parse_suit

    try:
        suit = parse_suit(trump, languages=reading(CARD_LANGUAGES, ctx.language))
    except ScorekeepError:
        raise refuse(trump, _("a trump suit S H D C (♠ ♥ ♦ ♣)")) from None
    return deberc_rules.pack_maximum(4, suit, ctx.ruleset.cards)


DEBERC_ANNULMENTS = {"four-sevens": "four-sevens", "all-pass": "all-pass"}

DEBERC_PHRASES = {
    "four sevens": "four-sevens",
    "all pass": "all-pass",
    "чотири сімки": "four-sevens",
    "4 сімки": "four-sevens",
    "всі пас": "all-pass",
    "усі пас": "all-pass",
    "cztery siódemki": "four-sevens",
    "cztery siodemki": "four-sevens",
    "wszyscy pas": "all-pass",
    "quattro sette": "four-sevens",
    "tutti passo": "all-pass",
}
"""The table's words for Deberc's redeals (the seed's „чотири сімки”), read as the
shorthand's."""
DEBERC = Jass(
    DEBERC_ANNULMENTS,
    deberc_total,
    ("bella", "bella-unplayed"),
    aliases=deberc_rules.BELLA_LETTERS,
    rule="DEBERC-R2",
    phrases=DEBERC_PHRASES,
)
SHORTHAND = jass_shorthand(
    DEBERC,
    N_(
        "BIDDER TRUMP POINTS... [PLAYER:WORD,...]   or   four-sevens | all-pass"
        "\n  (points: per player in seating order, or in team play one per side in the order of"
        "\n  the teams; '.' filled in from the pack's total, '-' took no trick; a run as ranks"
        "\n  then suit or by its top card and length, K4D = KD QD JD 10D; b = bella; the junior"
        "\n  side's words may be left out)"
    ),
    (
        ("C H 40 31 41 .", N_("Celina orders hearts; Darek's 50 filled in (4 players: 162)")),
        ("C H 81", N_("the same per side: Ania+Celina 81, Bartek+Darek's 81 filled in")),
        ("B S 50 D:K4D b", N_("per side, Darek's fifty K Q J 10 of diamonds, Bartek's bella")),
        ("B S 30 50 20 D:KQJ10D A:AKQH B:bella", N_("per player, every combination written out")),
        ("A D 100 - 62 -", N_("Bartek and Darek took no trick")),
        ("A D . -", N_("per side: Bartek+Darek took no trick, Ania+Celina 162")),
        ("four-sevens", N_("redeal: four sevens")),
    ),
)
