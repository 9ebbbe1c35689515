"""Derniè: the Italian shedding game played to -100, with its judge, shorthand and sheets."""
