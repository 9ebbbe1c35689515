"""The one place a game is declared: its engine, its other names (brydż, Деберц, Derniè), its
default ruleset, its scoresheets and its bundled example.

Modules are named, not imported: each one loads when a command needs it, so ``status`` pays
only for the game of its session. How to add a game: :mod:`scorekeep.games`.
"""

from __future__ import annotations

import importlib
import unicodedata
from pathlib import Path
from types import ModuleType

from scorekeep.core.errors import NotFound
from scorekeep.core.game import Engine
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _


class Game(NamedTuple):
    """One game. Module fields hold dotted module paths; ``None`` means the generic part."""

    name: str
    engine: str
    """Module exporting ``ENGINE`` (a :class:`scorekeep.core.game.Engine`)."""
    aliases: tuple[str, ...] = ()
    """Other names players type; matched case-insensitively, accents optional."""
    ruleset: str = ""
    """Ruleset used when none is named (``judge``); empty means the game's own name."""
    sheet: str | None = None
    """Module with ``sheet_text(data)`` and/or ``status_text(data)``: the text scoresheet
    in the game's own tradition (bridge: the We/They pad)."""
    html: str | None = None
    """Module with the game's hooks for the printable sheet (see
    :mod:`scorekeep.render.html`)."""
    shorthand: str | None = None
    """Module exporting ``SHORTHAND`` (a :class:`scorekeep.core.shorthand.Shorthand`): the
    table's positional words for ``hand``, ``fix`` and ``table``; without it, flags only."""
    example: str | None = None
    """The bundled example journal (``scorekeep example GAME``), relative to the
    ``scorekeep`` package folder or absolute."""

    @property
    def default_ruleset(self) -> str:
        return self.ruleset or self.name

    def example_path(self) -> Path | None:
        if self.example is None:
            return None
        return Path(__file__).resolve().parent.parent / self.example


GAMES: dict[str, Game] = {}
"""Every game by name, in the order they are listed to the user."""


def register(game: Game) -> Game:
    """Declare a game (the bundled ones below; a test's toy game)."""
    GAMES[game.name] = game
    return game


register(
    Game(
        "bridge",
        engine="scorekeep.games.bridge.rubber",
        aliases=("brydz", "brydż", "rubber", "bridge-rubber"),
        ruleset="bridge-rubber",
        sheet="scorekeep.games.bridge.sheet",
        html="scorekeep.games.bridge.sheet_html",
        shorthand="scorekeep.games.bridge.shorthand",
        example="examples/bridge.toml",
    )
)
register(
    Game(
        "derda",
        engine="scorekeep.games.derda.engine",
        aliases=("дерда",),
        sheet="scorekeep.games.derda.sheet",
        html="scorekeep.games.derda.sheet_html",
        shorthand="scorekeep.games.derda.shorthand",
        example="examples/derda.toml",
    )
)
register(
    Game(
        "deberc",
        engine="scorekeep.games.deberc.engine",
        aliases=("деберц", "дебріц", "debertz", "debrecen"),
        sheet="scorekeep.games.deberc.sheet",
        html="scorekeep.games.deberc.sheet_html",
        shorthand="scorekeep.games.deberc.shorthand",
        example="examples/deberc.toml",
    )
)
register(
    Game(
        "dernie",
        engine="scorekeep.games.dernie.engine",
        aliases=("derniè", "dernière", "derniere"),
        sheet="scorekeep.games.dernie.sheet",
        html="scorekeep.games.dernie.sheet_html",
        shorthand="scorekeep.games.dernie.shorthand",
        example="examples/dernie.toml",
    )
)
register(
    Game(
        "durak",
        engine="scorekeep.games.durak.engine",
        aliases=("дурак", "durák"),
        sheet="scorekeep.games.durak.sheet",
        html="scorekeep.games.durak.sheet_html",
        shorthand="scorekeep.games.durak.shorthand",
        example="examples/durak.toml",
    )
)

register(
    Game(
        "bridge-chicago",
        engine="scorekeep.games.bridge.chicago",
        aliases=("chicago", "four-deal bridge"),
        sheet="scorekeep.games.bridge.chicago_sheet",
        html="scorekeep.games.bridge.chicago_sheet_html",
        example="examples/bridge-chicago.toml",
        shorthand="scorekeep.games.bridge.shorthand",
    )
)
register(
    Game(
        "bridge-duplicate",
        engine="scorekeep.games.bridge.duplicate",
        aliases=("duplicate",),
        sheet="scorekeep.games.bridge.duplicate_sheet",
        html="scorekeep.games.bridge.duplicate_sheet_html",
        example="examples/bridge-duplicate.toml",
        shorthand="scorekeep.games.bridge.duplicate_shorthand",
    )
)


def names() -> list[str]:
    return list(GAMES)


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
    for game in GAMES.values():
        if key == game.name or key in (_fold(alias) for alias in game.aliases):
            return game.name
    plain = _plain(key)
    if plain in GAMES:
        return plain
    raise NotFound(
        _("unknown game '{name}' (games: {games})").format(name=name, games=", ".join(GAMES))
    )


def game(name: str) -> Game:
    """The declaration of a game named by any of its names."""
    return GAMES[game_name(name)]


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


def sheet_module(name: str) -> ModuleType | None:
    """The game's own text scoresheet module, if it declares one."""
    path = GAMES[name].sheet if name in GAMES else None
    return importlib.import_module(path) if path else None


def html_module(name: str) -> ModuleType | None:
    """The game's own block of the printable sheet, if it declares one."""
    path = GAMES[name].html if name in GAMES else None
    return importlib.import_module(path) if path else None


def shorthand_module(name: str) -> ModuleType | None:
    """The game's shorthand module (``SHORTHAND``), if it declares one."""
    path = GAMES[name].shorthand if name in GAMES else None
    return importlib.import_module(path) if path else None


def default_ruleset(name: str) -> str:
    return game(name).default_ruleset
