"""Derda: the Polish jass of bajts and sztajnbajts, with its judge, shorthand, tally and sheets."""

from scorekeep.core.game import Game
from scorekeep.games.jass import CARD_LANGUAGES

GAMES = (
    Game(
        "derda",
        engine="scorekeep.games.derda.engine",
        aliases=("дерда",),
        sheet="scorekeep.games.derda.sheet",
        html="scorekeep.games.derda.sheet_html",
        shorthand="scorekeep.games.derda.shorthand",
        example="examples/derda.toml",
        languages=CARD_LANGUAGES,
        card_tables=("trump", "plain"),
    ),
)
