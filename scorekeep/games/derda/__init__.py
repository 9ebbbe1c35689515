"""Derda: the Polish jass of bajts and sztajnbajts, with its judge, shorthand, tally and sheets."""

from scorekeep.games.jass import jass_game

GAMES = (jass_game("derda", ("дерда",)),)
