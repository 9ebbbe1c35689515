"""Deberc (деберц): the Ukrainian jass of bajts, hanging points and penalties, for 2, 3, 4
players or 2 v 2, with its judge, shorthand and sheets."""

from scorekeep.games.jass import jass_game

GAMES = (
    jass_game(
        "deberc",
        ("деберц", "дебріц", "debertz", "debrecen"),
        seated_questions=("combinations",),
    ),
)
