"""Durak (дурак): the game with a loser, not a winner; its judge, shorthand and sheets."""

from scorekeep.core.game import Game

CARD_LANGUAGES: tuple[str, ...] = ("en",)
"""The languages whose card letters the game reads."""


GAMES = (
    Game(
        "durak",
        engine="scorekeep.games.durak.engine",
        aliases=("дурак", "durák"),
        sheet="scorekeep.games.durak.sheet",
        html="scorekeep.games.durak.sheet_html",
        shorthand="scorekeep.games.durak.shorthand",
        example="examples/durak.toml",
        hand_word="game",
    ),
)
