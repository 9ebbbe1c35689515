"""Every game, each in its own package ``scorekeep/games/<game>/``, and how a command finds
one by any of its names (brydż, Деберц, Derniè).

Adding a game (``tests/test_sixth_game.py`` does exactly this with a toy game in a copy of
the checkout and runs the whole suite there): one folder, one line and its ruleset.

1. ``scorekeep/games/<game>/``, a package whose ``__init__.py`` declares its game(s) as data,
   ``GAMES = (Game(...), ...)`` (:class:`scorekeep.core.game.Game`): the engine module, the
   aliases players type, the default ruleset, the sheets, the shorthand, the example, the
   card languages and what ``table`` and ``judge`` need to know of it. The first game of a
   package is its main one; its variants (bridge's Chicago and duplicate) are listed after
   every package's main game.
2. Its modules: the engine (exporting ``ENGINE``, an :class:`~scorekeep.core.game.Engine`:
   pure, no I/O, no printing, no clock; named tuples for state and records, not dataclasses,
   which cost a ``hand`` more than its replay), its judge (imported only when a question is
   asked), its shorthand (``SHORTHAND``), its text sheet (``SHEET``, a
   :class:`scorekeep.render.hooks.TextSheet`) and printable sheet (``PRINTED``, a
   :class:`scorekeep.render.hooks.PrintedSheet`), its stats figures. Helpers that the engine
   and its judge both need go in a module of the package, never imported by the judge from
   the engine's private names.
3. The line: its package name in :data:`PACKAGES`.
4. Data beside the code: ``rulesets/<ruleset>.toml`` (every option with type, default,
   allowed values and a description, and the text of every rule, which verdicts quote);
   optionally the bundled example evening (``example``, a path relative to the
   ``scorekeep`` package folder) and the game's own words in its folder,
   ``locale/<lang>/LC_MESSAGES/scorekeep.po``, read after the program's catalog.
5. Tests: one whose name carries each rule id (``tests/test_rule_coverage.py`` checks), and
   the engine's purity is checked for every declared game (``tests/core/test_purity.py``).

Nothing outside a game's package names a game: the CLI's help, ``judge``, ``example``,
``table``, ruleset validation, stats and the tests read the declarations
(``tests/test_architecture.py`` checks).
"""

from __future__ import annotations

import importlib
import unicodedata
from collections.abc import Mapping, Sequence
from types import ModuleType

from scorekeep.core.errors import NotFound, Rejected, ScorekeepError, UsageError
from scorekeep.core.game import Context, Draw, Engine, Game, Movements
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from scorekeep.core.exchange import Exchange
    from scorekeep.core.played import Reader, Split, Statistics
    from scorekeep.core.shorthand import Shorthand
    from scorekeep.render.hooks import PrintedSheet, PublishedSite, TextSheet

PACKAGES: tuple[str, ...] = ("bridge", "derda", "deberc", "dernie", "durak", "tysiac")
"""The game packages, in the order their games are listed to the user (a name with a dot is
a package's full module path)."""

_declared: dict[tuple[str, ...], dict[str, Game]] = {}


def declared() -> dict[str, Game]:
    """Every declared game by name, in the order they are listed to the user."""
    found = _declared.get(PACKAGES)
    if found is None:
        packages = [
            importlib.import_module(name if "." in name else f"{__name__}.{name}")
            for name in PACKAGES
        ]
        listed: list[Game] = [package.GAMES[0] for package in packages]
        listed += [variant for package in packages for variant in package.GAMES[1:]]
        found = _declared[PACKAGES] = {game.name: game for game in listed}
    return found


def names() -> list[str]:
    return list(declared())


def names_text(last: str = ", ") -> str:
    """``bridge, derda, deberc, dernie or durak`` for help texts (``last=" or "``)."""
    listed = names()
    if len(listed) < 2:
        return "".join(listed)
    return ", ".join(listed[:-1]) + last + listed[-1]


def _fold(name: str) -> str:
    return unicodedata.normalize("NFC", name.strip().casefold())


def _plain(name: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", name) if not unicodedata.combining(c))


def game_name(name: str) -> str:
    key = _fold(name)
    for game in declared().values():
        if key == game.name or key in (_fold(alias) for alias in game.aliases):
            return game.name
    plain = _plain(key)
    if plain in declared():
        return plain
    from scorekeep.core.nearby import did_you_mean

    near = did_you_mean(name, declared())
    if near:
        raise NotFound(_("unknown game '{game}'").format(game=name) + near)
    raise NotFound(
        _("unknown game '{name}' (games: {games})").format(name=name, games=", ".join(declared()))
    )


def game(name: str) -> Game:
    """The declaration of a game named by any of its names."""
    return declared()[game_name(name)]


def find_game(name: str) -> Engine:
    declared = game(name)
    try:
        module = importlib.import_module(declared.engine)
    except ModuleNotFoundError as error:
        if error.name != declared.engine:
            raise
        raise NotFound(
            _("the {game} engine is not part of this installation").format(game=declared.name)
        ) from None
    engine: Engine = module.ENGINE
    return engine


def text_sheet(name: str) -> TextSheet:
    """The game's own text scoresheets (``SHEET`` of the module it declares), else the
    generic ones."""
    from scorekeep.render.hooks import GENERIC_TEXT

    found = declared().get(name)
    if found is None or found.sheet is None:
        return GENERIC_TEXT
    sheet: TextSheet = importlib.import_module(found.sheet).SHEET
    return sheet


def printed_sheet(name: str) -> PrintedSheet:
    """The game's parts of the printable sheet (``PRINTED`` of the module it declares),
    else the generic ones."""
    from scorekeep.render.hooks import GENERIC_PRINTED

    found = declared().get(name)
    if found is None or found.html is None:
        return GENERIC_PRINTED
    printed: PrintedSheet = importlib.import_module(found.html).PRINTED
    return printed


def _declared_part(name: str, field: str, attribute: str) -> Any:
    """``attribute`` of the module a game names in its declaration's ``field``; None where
    the game is unknown or declares no such part (imported only when asked for)."""
    found = declared().get(name)
    module = getattr(found, field, None) if found is not None else None
    return None if module is None else getattr(importlib.import_module(module), attribute)


def published_site(name: str) -> PublishedSite | None:
    """The game's results site (``SITE`` of the module it declares), if it has one."""
    part: PublishedSite | None = _declared_part(name, "site", "SITE")
    return part


def shorthand_module(name: str) -> ModuleType | None:
    """The game's shorthand module (``SHORTHAND``), if it declares one."""
    found = declared().get(name)
    return importlib.import_module(found.shorthand) if found and found.shorthand else None


def example_path(name: str) -> Path | None:
    """The bundled example evening of a game, if it has one."""
    found = game(name)
    if found.example is None:
        return None
    from pathlib import Path

    return Path(__file__).resolve().parent.parent / found.example


def exchange(name: str) -> Exchange | None:
    """The game's results files of other programs (``EXCHANGE`` of the module it
    declares), if it has any."""
    part: Exchange | None = _declared_part(name, "exchange", "EXCHANGE")
    return part


def draw(name: str) -> Draw | None:
    """How the game's sessions are drawn round by round (``DRAW`` of the module it
    declares), if they are."""
    part: Draw | None = _declared_part(name, "draw", "DRAW")
    return part


def movement(name: str) -> Movements | None:
    """How the game's sessions are seated by a movement (``MOVEMENT`` of the module it
    declares), if they can be."""
    part: Movements | None = _declared_part(name, "movement", "MOVEMENT")
    return part


def importing(suffix: str) -> Game | None:
    """The game whose sessions ``scorekeep import`` reads from files ending in ``suffix``."""
    wanted = suffix.lower()
    return next((g for g in declared().values() if wanted in g.imports), None)


def _statistics(name: str) -> Statistics | None:
    part: Statistics | None = _declared_part(name, "stats", "STATS")
    return part


def game_figures_reader(name: str) -> Reader | None:
    """The game's own figures for ``scorekeep stats``, as its stats module declares them."""
    statistics = _statistics(name)
    return statistics.figures.get(name) if statistics else None


def figure_labels(name: str) -> Mapping[str, str]:
    """How the game's figures read in ``scorekeep stats`` (its stats module's ``labels``)."""
    statistics = _statistics(name)
    return statistics.labels if statistics else {}


def game_split(name: str) -> Split | None:
    """How a session of the game splits into the games the statistics count, where it is
    not one game per rubber or game of the evening (Durak: one per deal)."""
    statistics = _statistics(name)
    return statistics.split.get(name) if statistics else None


def default_ruleset(name: str) -> str:
    return game(name).default_ruleset


def for_game(name: str) -> Shorthand | None:
    """The game's shorthand, as its registry entry declares it; None: flags only."""
    module = shorthand_module(name)
    found: Shorthand | None = module.SHORTHAND if module is not None else None
    return found


def hand_fields(engine: Engine, argv: Sequence[str], ctx: Context, command: str) -> dict[str, Any]:
    """``hand``'s and ``fix``'s words and flags read into one fields mapping; shorthand and
    a flag that give the same field are refused, naming both. Flags may stand anywhere in
    the line: where the words alone do not read, a flag's value takes its word's place."""
    from scorekeep.core.fields import parse_fields
    from scorekeep.core.shorthand import field_name, split_words

    flags, words = split_words(engine.hand_fields, argv)
    given = parse_fields(engine.hand_fields, flags, command)
    if not words:
        return given
    shorthand = for_game(engine.name)
    if shorthand is None:
        return parse_fields(engine.hand_fields, argv, command)
    try:
        read = shorthand.read(words, ctx)
        clash = _clash(engine, given, read.fields)
    except Rejected as refused:
        placed = _placed(shorthand, words, given)
        if placed is None:
            raise
        try:
            read = shorthand.read(placed[0], ctx)
        except ScorekeepError:
            raise refused from None
        given = {k: v for k, v in given.items() if k not in placed[1]}
        clash = _clash(engine, given, read.fields)
    if clash is not None:
        key, option = clash
        raise UsageError(
            _("{command}: '{word}' and {option} both give the {field}; drop one").format(
                command=command, word=read.said[key], option=option, field=field_name(key)
            )
        )
    return {**given, **read.fields}


def _clash(
    engine: Engine, given: Mapping[str, Any], read: Mapping[str, Any]
) -> tuple[str, str] | None:
    """The first field both a word and a flag give: the word's key and the flag."""
    from scorekeep.core.shorthand import field_name

    options = {f.key: f.option for f in engine.hand_fields}
    for key in read:
        clash = next((k for k in given if field_name(k) == field_name(key)), None)
        if clash is not None:
            return key, options.get(clash, clash)
    return None


def _placed(
    shorthand: Shorthand, words: Sequence[str], given: Mapping[str, Any]
) -> tuple[list[str], set[str]] | None:
    """The words with each flag's value put where its word stands in the shorthand
    (``4H = --by E`` reads as ``4H E =``), and the fields so placed; None when no flag
    gives a positional field."""
    placed, moved = list(words), set()
    for index, key in enumerate(shorthand.order):
        value = given.get(key)
        if isinstance(value, str) and index <= len(placed):
            placed.insert(index, value)
            moved.add(key)
    return (placed, moved) if moved else None


def help_text(engine_name: str) -> str:
    shorthand = for_game(engine_name)
    if shorthand is None:
        return ""
    lines = [_("{game} shorthand: {usage}").format(game=engine_name, usage=_(shorthand.usage))]
    examples = [(_(words), meaning) for words, meaning in shorthand.examples]
    width = max(len(words) for words, _meaning in examples)
    for words, meaning in examples:
        lines.append(f"  scorekeep hand {words:<{width}}   {_(meaning)}")
    return "\n".join(lines)
