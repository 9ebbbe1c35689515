"""Derda in the table's shorthand (see :mod:`scorekeep.games.jass.shorthand`)."""

from __future__ import annotations

from scorekeep.core.game import Context
from scorekeep.core.shorthand import Shorthand
from scorekeep.games.jass.shorthand import Jass, jass_missing, jass_reader


def derda_total(trump: str, ctx: Context) -> int | None:
    """Only 18 of the 32 cards are played in Derda: the card points have no fixed total."""
    return None


DERDA_ANNULMENTS = {
    "double-pass": "double-pass",
    "dwa-razy": "dwa-razy",
    "podwójny-pas": "double-pass",
    "podwojny-pas": "double-pass",
}
DERDA = Jass(DERDA_ANNULMENTS, derda_total, ("belo",), trade=True, claim=True)
SHORTHAND = Shorthand(
    jass_reader(DERDA),
    jass_missing(DERDA),
    "BIDDER TRUMP POINTS... [PLAYER:WORD,...]   or   BIDDER TRUMP dość PLAYER N [WORD...]"
    "\n  or   trade PLAYER N   or   dwa-razy | double-pass",
    (
        ("B H 48 74 KQJH,belo", "Bartek bids hearts, 48 : 74, his KH QH JH and belo"),
        ("Ania S 60 60 Bartek:KQJC", "Ania bids spades, 60 : 60, Bartek's KC QC JC"),
        ("B S dość A 41 A:KQJ10C", "Ania said dość with 41 in her tricks, and her fifty"),
        ("B S d A 41 A:KQJTC", "the same, as the pad writes it: d for dość, T for the ten"),
        ("trade Bartek 20", "trade offer of 20 to Bartek accepted"),
        ("dwa-razy", "annulled hand"),
    ),
    ("trade", "belo", "dość", *DERDA_ANNULMENTS),
    ("bidder", "trump"),
)
