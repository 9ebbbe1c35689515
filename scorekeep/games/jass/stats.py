"""What the jass family's figures share: the bajts a bidder (or his side) suffers, counted
under the name of the result (Derda's sztajnbajt too), and said in one wording."""

from __future__ import annotations

from scorekeep.core.played import Figures, bump
from scorekeep.i18n import N_

BAJTS = ("bajt", "sztajnbajt")
"""The results of a hand the bidder loses, each a figure of its own (``bajts``)."""

BAJT_LABELS = {"bajts": N_("bajts"), "sztajnbajts": N_("sztajnbajts")}
"""The bajt figures as a player reads them."""


def count_bajt(figures: Figures, result: str, who: str | None) -> None:
    """One more bajt (or sztajnbajt) for ``who`` when the hand's ``result`` is one."""
    if result in BAJTS:
        bump(figures, f"{result}s", who)
