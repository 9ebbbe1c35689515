"""The jass family shared by Derda and Deberc: the 32-card pack, sequences and trick duties,
declaring in time, and the shorthand both games write."""

from scorekeep.core.game import Game

CARD_LANGUAGES: tuple[str, ...] = ("en", "pl", "uk")
"""The languages whose card letters the game reads."""


def jass_game(name: str, aliases: tuple[str, ...], seated_questions: tuple[str, ...] = ()) -> Game:
    """The declaration of the jass game whose folder is ``scorekeep/games/<name>/``: every
    jass game keeps its parts under the same file names, bundles ``examples/<name>.toml``,
    reads the jass card letters and ranks its cards by the trump and plain tables."""

    def part(module: str) -> str:
        return f"scorekeep.games.{name}.{module}"

    return Game(
        name,
        engine=part("engine"),
        aliases=aliases,
        sheet=part("sheet"),
        html=part("sheet_html"),
        shorthand=part("shorthand"),
        example=f"examples/{name}.toml",
        stats=part("stats"),
        languages=CARD_LANGUAGES,
        card_tables=("trump", "plain"),
        seated_questions=seated_questions,
    )
