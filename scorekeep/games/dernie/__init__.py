"""Derniè: the Italian shedding game played to -100, with its judge, shorthand and sheets."""

from scorekeep.core.game import Game

CARD_LANGUAGES: tuple[str, ...] = ("en", "it")
"""The languages whose card letters the game reads."""


GAMES = (
    Game(
        "dernie",
        engine="scorekeep.games.dernie.engine",
        aliases=("derniè", "dernière", "derniere"),
        sheet="scorekeep.games.dernie.sheet",
        html="scorekeep.games.dernie.sheet_html",
        shorthand="scorekeep.games.dernie.shorthand",
        example="examples/dernie.toml",
        languages=CARD_LANGUAGES,
    ),
)
