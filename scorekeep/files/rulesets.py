"""Find and load rulesets: the bundled ones and the user's own (same name shadows bundled)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import NamedTuple

from scorekeep.core import registry
from scorekeep.core.errors import NotFound, Rejected
from scorekeep.core.registry import default_ruleset, find_game, game_name
from scorekeep.core.ruleset import Problem, Ruleset, build_ruleset
from scorekeep.files.home import Home


def bundled_dir() -> Path:
    """``scorekeep/rulesets`` in an installed wheel, the top-level ``rulesets/`` in a checkout."""
    package = Path(__file__).resolve().parent.parent
    inside = package / "rulesets"
    if inside.is_dir():
        return inside
    return package.parent / "rulesets"


class RulesetFile(NamedTuple):
    name: str
    path: Path
    bundled: bool


def list_rulesets(home: Home) -> list[RulesetFile]:
    found: dict[str, RulesetFile] = {}
    for path in sorted(bundled_dir().glob("*.toml")):
        found[path.stem] = RulesetFile(path.stem, path, True)
    if home.rulesets.is_dir():
        for path in sorted(home.rulesets.glob("*.toml")):
            found[path.stem] = RulesetFile(path.stem, path, False)
    return sorted(found.values(), key=lambda r: r.name)


def locate(home: Home, name: str) -> Path:
    candidate = Path(name).expanduser()
    if candidate.suffix == ".toml" or "/" in name or "\\" in name:
        if candidate.is_file():
            return candidate
        raise NotFound(f"no ruleset file {name}")
    for ruleset in list_rulesets(home):
        if ruleset.name == name:
            return ruleset.path
    game = _game_of(name)
    preferred = default_ruleset(game) if game else None
    for ruleset in list_rulesets(home):
        if ruleset.name == preferred:
            return ruleset.path
    for ruleset in list_rulesets(home):
        if ruleset.name.split("-")[0] == name or game == ruleset.name:
            return ruleset.path
    names = ", ".join(r.name for r in list_rulesets(home))
    raise NotFound(
        f"unknown ruleset '{name}' (rulesets: {names})", hint="see `scorekeep rules list`"
    )


def _game_of(name: str) -> str | None:
    try:
        return game_name(name)
    except NotFound:
        return None


def check_text(text: str, source: str) -> tuple[Ruleset | None, list[Problem]]:
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return None, [Problem(f"not valid TOML: {error}", _toml_error_line(error))]
    game = document.get("game")
    known: dict[str, tuple[frozenset[str], frozenset[str]]] | None = None
    if isinstance(game, str):
        try:
            engine = find_game(game)
        except NotFound:
            known = {g: (frozenset(), frozenset()) for g in registry.names()}
        else:
            known = {game: (engine.option_keys, engine.rule_ids)}
    return build_ruleset(document, text, source, known)


def load_ruleset(home: Home, name: str) -> Ruleset:
    path = locate(home, name)
    ruleset, problems = check_text(path.read_text(encoding="utf-8"), str(path))
    if ruleset is None:
        first = problems[0]
        raise Rejected(
            f"ruleset {path}:{first.line}: {first.message}",
            hint=f"run `scorekeep rules check {path}` to see every problem",
        )
    return ruleset


def _toml_error_line(error: tomllib.TOMLDecodeError) -> int:
    import re

    match = re.search(r"line (\d+)", str(error))
    return int(match.group(1)) if match else 0
