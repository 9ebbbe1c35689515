"""Durak (дурак): the game with a loser, not a winner; its judge, shorthand and sheets."""
