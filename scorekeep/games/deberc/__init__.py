"""Deberc (деберц): the Ukrainian jass of bajts, hanging points and penalties, for 2, 3, 4
players or 2 v 2, with its judge, shorthand and sheets."""

from scorekeep.core.game import Game
from scorekeep.games.jass import CARD_LANGUAGES

GAMES = (
    Game(
        "deberc",
        engine="scorekeep.games.deberc.engine",
        aliases=("деберц", "дебріц", "debertz", "debrecen"),
        sheet="scorekeep.games.deberc.sheet",
        html="scorekeep.games.deberc.sheet_html",
        shorthand="scorekeep.games.deberc.shorthand",
        stats="scorekeep.games.deberc.stats",
        example="examples/deberc.toml",
        languages=CARD_LANGUAGES,
        card_tables=("trump", "plain"),
        seated_questions=("combinations",),
    ),
)
