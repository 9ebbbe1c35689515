"""What ``table``'s Tab offers next in a Derda or Deberc line: the bidder or a redeal, the
trump in the table's letters and words, then a word's player (``Bartek:``) or belo / bella."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorekeep.core import cards
from scorekeep.core.game import Context
from scorekeep.games.jass.shorthand import CLAIM_WORDS, Jass, leading_points


def trump_words(language: str) -> tuple[str, ...]:
    """The suits as a table of ``language`` writes them: its letters, the program's, and
    its suit words."""
    letters = [*cards.SUIT_LETTERS.get(language, {}), *cards.SUIT_LETTERS["en"]]
    words = cards.SUIT_WORDS.get(language, {}) if language != "en" else {}
    return tuple(dict.fromkeys([*letters, *words]))


def jass_next(game: Jass) -> Callable[[Sequence[str], Context], tuple[str, ...]]:
    def follows(words: Sequence[str], ctx: Context) -> tuple[str, ...]:
        players = ctx.table.players
        if not words:
            return (*players, *game.annulments, *(("trade",) if game.trade else ()))
        first = words[0].casefold()
        if first in game.annulments:
            return ()
        if game.trade and first == "trade":
            return players if len(words) == 1 else ()
        if len(words) == 1:
            return trump_words(ctx.language)
        rest = words[2:]
        if game.claim and rest and rest[0].casefold() in CLAIM_WORDS:
            return players if len(rest) == 1 else ()
        claim = (CLAIM_WORDS[0],) if game.claim and not rest else ()
        points = leading_points(rest)
        if len(points) == len(rest) and len(points) < len(players) - 1:
            return claim
        return (*(f"{player}:" for player in players), *game.specials)

    return follows
