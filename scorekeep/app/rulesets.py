"""Find and load rulesets: the bundled ones and the user's own (same name shadows bundled)."""

from __future__ import annotations

import os

from scorekeep import games
from scorekeep.core.errors import NotFound, Rejected
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Problem, Ruleset, build_ruleset
from scorekeep.files.home import Home
from scorekeep.games import default_ruleset, find_game, game_name
from scorekeep.games import game as find_declared
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    import tomllib
    from pathlib import Path
    from typing import Any


def bundled_dir() -> Path:
    """``scorekeep/rulesets`` in an installed wheel, the top-level ``rulesets/`` in a checkout."""
    from pathlib import Path

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


def is_path(name: str) -> bool:
    """A ruleset named by its file rather than by its name."""
    return name.endswith(".toml") or "/" in name or "\\" in name


def _found_plainly(home: Home, name: str) -> str | None:
    """The file of the ruleset ``name``, as :func:`locate` finds it, by plain strings (a
    kept ``hand`` imports no :mod:`pathlib`): the home's own, else the bundled one; None
    when the name or the home's folder is anything less plain, and :func:`locate` looks."""
    where = home.where
    if is_path(name) or not where or os.path.normpath(where) != where:
        return None
    package = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    bundled = os.path.join(package, "rulesets")
    if not os.path.isdir(bundled):
        bundled = os.path.join(os.path.dirname(package), "rulesets")
    file = f"{name}.toml"
    for folder in (os.path.join(where, "rulesets"), bundled):
        try:
            if file in os.listdir(folder):
                return os.path.join(folder, file)
        except OSError:
            continue
    return None


def locate(home: Home, name: str) -> Path:
    from pathlib import Path

    candidate = Path(name).expanduser()
    if is_path(name):
        if candidate.is_file():
            return candidate
        raise NotFound(_("no ruleset file {file}").format(file=name))
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
        _("unknown ruleset '{name}' (rulesets: {names})").format(name=name, names=names),
        hint=_("see `scorekeep rules list`"),
    )


def _game_of(name: str) -> str | None:
    try:
        return game_name(name)
    except NotFound:
        return None


def check_text(text: str, source: str, fill: bool = False) -> tuple[Ruleset | None, list[Problem]]:
    """The ruleset in ``text`` and its problems; with ``fill``, options added to the game
    since the file was written are taken from the bundled ruleset (see ``load_ruleset``)."""
    import tomllib

    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        invalid = _("not valid TOML: {problem}").format(problem=error)
        return None, [Problem(invalid, _toml_error_line(error, text))]
    except RecursionError:
        return None, [Problem(_("values are nested too deeply to read"), 1)]
    from scorekeep.files.safe_read import too_deep

    if too_deep(document):
        return None, [Problem(_("values are nested too deeply to read"), 1)]
    ruleset, problems = _build(document, text, source, fill)
    if "cards" in document:
        from scorekeep.core.cardvalues import card_problems

        game = _game_of(str(document.get("game", "")))
        tables = find_declared(game).card_tables if game else ()
        problems = [*problems, *card_problems(document, text, tables)]
    return (None if problems else ruleset), problems


def read_ruleset(path: Path | str, data: bytes | None = None) -> tuple[str | None, list[Problem]]:
    """A ruleset file's text (from ``data`` when the bytes are read already), or its
    problem when it is not UTF-8."""
    from scorekeep.files.journal import decode
    from scorekeep.files.safe_read import read_regular

    text, problem = decode(read_regular(path) if data is None else data, path)
    return text, [problem] if problem else []


def _build(
    document: dict[str, Any], text: str, source: str, fill: bool = False
) -> tuple[Ruleset | None, list[Problem]]:
    game = document.get("game")
    known: dict[str, tuple[frozenset[str], frozenset[str]]] | None = None
    if isinstance(game, str):
        try:
            engine = find_game(game)
        except NotFound:
            known = {g: (frozenset(), frozenset()) for g in games.names()}
        else:
            known = {game: (engine.option_keys, engine.rule_ids)}
            if fill:
                document = _with_new_options(document, game, engine.option_keys)
    return build_ruleset(document, text, source, known)


def _with_new_options(
    document: dict[str, Any], game: str, wanted: frozenset[str]
) -> dict[str, Any]:
    """A ruleset written before an option existed (``rules new`` copies the options of its
    day) still loads: each missing option comes from the game's bundled ruleset, with its
    default, so the table plays as it did before the option was added."""
    options = document.get("options")
    if not isinstance(options, dict) or wanted <= set(options):
        return document
    import tomllib

    path = bundled_dir() / f"{default_ruleset(game)}.toml"
    try:
        bundled = tomllib.loads(path.read_text(encoding="utf-8")).get("options", {})
    except (OSError, tomllib.TOMLDecodeError):
        return document
    missing = {key: bundled[key] for key in sorted(wanted - set(options)) if key in bundled}
    return {**document, "options": {**options, **missing}} if missing else document


def load_ruleset(home: Home, name: str) -> Ruleset:
    """The ruleset named (or the file given), checked; the same bytes at the same path
    build the same ruleset, so they are parsed once for a home (:attr:`Home.built`)."""
    from scorekeep.files.safe_read import read_regular

    path = _found_plainly(home, name) or locate(home, name)
    data = read_regular(path)
    known = home.built.get(str(path))
    if known is not None and known[0] == data:
        return known[1]
    text, problems = read_ruleset(path, data)
    ruleset = None
    if text is not None:
        ruleset, problems = check_text(text, str(path), fill=True)
    if ruleset is None:
        first = problems[0]
        raise Rejected(
            _("ruleset {path}:{line}: {problem}").format(
                path=path, line=first.line, problem=first.message
            ),
            hint=_("run `scorekeep rules check {path}` to see every problem").format(path=path),
        )
    home.built[str(path)] = (data, ruleset)
    return ruleset


def _toml_error_line(error: tomllib.TOMLDecodeError, text: str) -> int:
    from scorekeep.files.journal import toml_error_line

    return toml_error_line(error, text)
