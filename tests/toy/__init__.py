"""Pebbles, a toy game in a folder of its own: this package declares it, as every game's
package in ``scorekeep/games/`` declares its own; adding ``"tests.toy"`` to
``scorekeep.games.PACKAGES`` is the one line that makes it a game of scorekeep."""

from scorekeep.core.game import Game

GAMES = (
    Game(
        "pebbles",
        engine="tests.toy.engine",
        aliases=("kamyki",),
        sheet="tests.toy.sheet",
        html="tests.toy.sheet",
        stats="tests.toy.stats",
    ),
)
