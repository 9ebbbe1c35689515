"""Derda: the Polish jass of bajts and sztajnbajts, with its judge, shorthand, tally and sheets."""
