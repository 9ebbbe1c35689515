"""Find a game engine by any of its names (brydż, Деберц, Derniè); modules load on demand."""

from __future__ import annotations

import importlib
import unicodedata

from scorekeep.core.errors import NotFound
from scorekeep.core.game import Engine

MODULES = {
    "bridge": "scorekeep.games.bridge",
    "derda": "scorekeep.games.derda",
    "deberc": "scorekeep.games.deberc",
    "dernie": "scorekeep.games.dernie",
    "durak": "scorekeep.games.durak",
    "bridge-chicago": "scorekeep.games.bridge_chicago",
    "bridge-duplicate": "scorekeep.games.bridge_duplicate",
}

ALIASES = {
    "brydz": "bridge",
    "brydż": "bridge",
    "rubber": "bridge",
    "bridge-rubber": "bridge",
    "chicago": "bridge-chicago",
    "duplicate": "bridge-duplicate",
    "деберц": "deberc",
    "дебріц": "deberc",
    "debertz": "deberc",
    "debrecen": "deberc",
    "derniè": "dernie",
    "dernière": "dernie",
    "derniere": "dernie",
    "дурак": "durak",
    "durák": "durak",
    "дерда": "derda",
}


def _fold(name: str) -> str:
    return unicodedata.normalize("NFC", name.strip().casefold())


def game_name(name: str) -> str:
    key = _fold(name)
    if key in MODULES:
        return key
    if key in ALIASES:
        return ALIASES[key]
    plain = "".join(c for c in unicodedata.normalize("NFD", key) if not unicodedata.combining(c))
    if plain in MODULES:
        return plain
    raise NotFound(f"unknown game '{name}' (games: {', '.join(MODULES)})")


def find_game(name: str) -> Engine:
    path = MODULES[game_name(name)]
    try:
        module = importlib.import_module(path)
    except ModuleNotFoundError as error:
        if error.name != path:
            raise
        raise NotFound(f"the {game_name(name)} engine is not part of this installation") from None
    engine: Engine = module.ENGINE
    return engine


def available() -> list[str]:
    """Games whose engine module is present in this installation."""
    found = []
    for name, module in MODULES.items():
        try:
            importlib.import_module(module)
        except ModuleNotFoundError:
            continue
        found.append(name)
    return found


DEFAULT_RULESETS = {"bridge": "bridge-rubber"}


def default_ruleset(game: str) -> str:
    name = game_name(game)
    return DEFAULT_RULESETS.get(name, name)
