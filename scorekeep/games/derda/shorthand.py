"""Derda in the table's shorthand (see :mod:`scorekeep.games.jass.shorthand`)."""

from __future__ import annotations

from scorekeep.core.game import Context
from scorekeep.games.derda.words import BELO_LETTERS
from scorekeep.games.jass.shorthand import Jass, jass_shorthand
from scorekeep.i18n import N_


def derda_total(trump: str, ctx: Context) -> int | None:
    """Only 18 of the 32 cards are played in Derda: the card points have no fixed total."""
    return None


DERDA_ANNULMENTS = {
    "double-pass": "double-pass",
    "dwa-razy": "dwa-razy",
    "podwójny-pas": "double-pass",
    "podwojny-pas": "double-pass",
}
DERDA_PHRASES = {
    "double pass": "double-pass",
    "dwa razy": "dwa-razy",
    "podwójny pas": "double-pass",
    "podwojny pas": "double-pass",
    "handel": "trade",
    "oferta": "trade",
}
"""The table's words for Derda's events (the seed's „dwa razy”, „podwójny pas” and
„oferta handlowa”), read as the shorthand's."""
DERDA = Jass(
    DERDA_ANNULMENTS,
    derda_total,
    ("belo",),
    trade=True,
    claim=True,
    aliases=BELO_LETTERS,
    rule="DERDA-R2",
    phrases=DERDA_PHRASES,
)
SHORTHAND = jass_shorthand(
    DERDA,
    N_(
        "BIDDER TRUMP POINTS... [PLAYER:WORD,...]   or   BIDDER TRUMP dość PLAYER N [WORD...]"
        "\n  or   trade PLAYER N   or   dwa-razy | double-pass"
        "\n  (a run as ranks then suit or by its top card and length, K3H = KH QH JH; b = belo;"
        "\n  the junior player's words may be left out)"
    ),
    (
        ("B H 48 74 KQJH,belo", N_("Bartek bids hearts, 48 : 74, his KH QH JH and belo")),
        ("B H 48 74 K3H,b", N_("the same: the run by its top card and length, b for belo")),
        (
            "B ki 48 74 K3,b",
            N_("the same as a Polish table writes it: ki for kier, no suit in trumps"),
        ),
        ("Ania S 60 60 Bartek:KQJC", N_("Ania bids spades, 60 : 60, Bartek's KC QC JC")),
        ("B S dość A 41 A:KQJ10C", N_("Ania said dość with 41 in her tricks, and her fifty")),
        ("B S d A 41 A:KQJTC", N_("the same, as the pad writes it: d for dość, T for the ten")),
        ("trade Bartek 20", N_("trade offer of 20 to Bartek accepted")),
        ("dwa-razy", N_("annulled hand")),
    ),
)
