"""Derda in the table's shorthand (see :mod:`scorekeep.games.jass_shorthand`)."""

from __future__ import annotations

from scorekeep.core.game import Context
from scorekeep.games.jass_shorthand import jass_missing, jass_reader
from scorekeep.games.shorthand import Shorthand


def derda_total(trump: str, ctx: Context) -> int | None:
    """Only 18 of the 32 cards are played in Derda: the card points have no fixed total."""
    return None


DERDA_ANNULMENTS = {
    "double-pass": "double-pass",
    "dwa-razy": "dwa-razy",
    "podwójny-pas": "double-pass",
    "podwojny-pas": "double-pass",
}
SHORTHAND = Shorthand(
    jass_reader(DERDA_ANNULMENTS, derda_total, ("belo",)),
    jass_missing(DERDA_ANNULMENTS, derda_total),
    "BIDDER TRUMP POINTS... [PLAYER:WORD,...]   or   trade PLAYER N   or   dwa-razy",
    (
        ("B H 48 74 KQJH,belo", "Bartek bids hearts, 48 : 74, his KH QH JH and belo"),
        ("Ania S 60 60 Bartek:KQJC", "Ania bids spades, 60 : 60, Bartek's KC QC JC"),
        ("trade Bartek 20", "trade offer of 20 to Bartek accepted"),
        ("dwa-razy", "annulled hand"),
    ),
    ("trade", "belo", *DERDA_ANNULMENTS),
)
