"""The jass family shared by Derda and Deberc: the 32-card pack, sequences and trick duties,
declaring in time, and the shorthand both games write."""

CARD_LANGUAGES: tuple[str, ...] = ("en", "pl", "uk")
"""The languages whose card letters the game reads."""
