"""Tysiąc (1000, Тисяча): the bidder's contract, the barrel at 800, bombs and the musik;
its judge, shorthand and sheets."""

from scorekeep.core.game import Game

CARD_LANGUAGES: tuple[str, ...] = ("en",)
"""The languages whose card letters the game reads."""


GAMES = (
    Game(
        "tysiac",
        engine="scorekeep.games.tysiac.engine",
        aliases=("tysiąc", "1000", "тисяча", "тысяча", "thousand"),
        sheet="scorekeep.games.tysiac.sheet",
        html="scorekeep.games.tysiac.sheet_html",
        shorthand="scorekeep.games.tysiac.shorthand",
        stats="scorekeep.games.tysiac.stats",
        example="games/tysiac/example.toml",
        languages=CARD_LANGUAGES,
        hand_word="deal",
    ),
)
