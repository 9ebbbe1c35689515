"""The house a new engineer finds: a game is one folder, layers import inward only, and no
room is too big to read.

- Outside ``scorekeep/games/<game>/`` no module names a game (its id or its modules) in
  code; the one line that lists the packages, ``scorekeep.games.PACKAGES``, is the exception.
- Layers import inward: ``cli`` (the command line, which also starts the live board) →
  ``serve`` (the live board) → ``app`` → the games → ``render`` and ``files`` → ``core``
  (with :mod:`scorekeep.i18n`); ``render`` and ``files`` use only ``core``. A module path
  in a string (``importlib``) counts as an import.
- No module over 800 lines, no function over 80.
- One door: outside ``scorekeep/app/`` (and the helpers it calls: the replay in ``core``, the
  journal's file in ``files``, ``render/report.py``'s status and sheet data) no module opens,
  replays or records a journal, or assembles a status or a sheet.
- A game's knowledge stays in ``scorekeep/games/``: no module outside holds a game's rule id,
  a ruleset option only one game package declares, or a function or class named after a
  game; rule ids, options and names are read from the declarations of ``PACKAGES``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import scorekeep
from scorekeep import games

PACKAGE = Path(scorekeep.__file__).parent
MODULES = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)
LAYERS = {"core": 0, "files": 1, "render": 1, "games": 2, "app": 3, "serve": 4, "cli": 5}
MODULE_PATH = re.compile(r"^scorekeep(\.\w+)+$")


def name_of(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer_of(module: str) -> str:
    """``scorekeep.cli.fast`` → cli; ``scorekeep.i18n`` and the package itself → core."""
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    return "cli" if parts[-1] == "__main__" else "core"


def game_package(module: str) -> str | None:
    parts = module.split(".")
    if len(parts) > 2 and parts[1] == "games" and parts[2] in games.PACKAGES:
        return parts[2]
    return None


def docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        kinds = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
        if isinstance(node, kinds) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def imports(path: Path) -> list[tuple[int, str]]:
    """Every module of ours the file imports, with its line: import statements (relative
    ones resolved) and module paths written as strings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = name_of(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, *([base] if base else [])])
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and MODULE_PATH.match(node.value)
        ):
            found.append((node.lineno, node.value))
    return [(line, name) for line, name in found if name.split(".")[0] == "scorekeep"]


def known_module(name: str) -> bool:
    """Whether ``name`` is a module or package of ours (not a name imported from one)."""
    relative = Path(*name.split("."))
    root = PACKAGE.parent
    return (root / relative).with_suffix(".py").is_file() or (root / relative).is_dir()


def test_no_module_outside_a_games_package_names_a_game():
    names = set(games.declared())
    modules = {f"scorekeep.games.{package}" for package in games.PACKAGES}
    found = []
    for path in MODULES:
        here = name_of(path)
        if game_package(here) is not None:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) in skip:
                    continue
                if node.value in names and here != "scorekeep.games":
                    found.append(f"{path}:{node.lineno}: names the game {node.value!r}")
        for line, name in imports(path):
            if any(name == m or name.startswith(m + ".") for m in modules):
                found.append(f"{path}:{line}: imports {name}")
    assert found == []


def test_the_package_list_is_the_one_line_that_names_the_packages():
    text = (PACKAGE / "games" / "__init__.py").read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if all(f'"{p}"' in line for p in games.PACKAGES)]
    assert len(lines) == 1 and lines[0].startswith("PACKAGES")


def test_layers_import_inward_only():
    found = []
    for path in MODULES:
        here = name_of(path)
        mine = layer_of(here)
        for line, name in imports(path):
            if not known_module(name):
                continue
            theirs = layer_of(name)
            if LAYERS[theirs] > LAYERS[mine] or (LAYERS[theirs] == LAYERS[mine] and theirs != mine):
                found.append(f"{path}:{line}: {mine} imports {name} ({theirs})")
    assert found == []


def test_a_game_package_imports_no_other_game_package_but_the_jass_family():
    found = []
    for path in MODULES:
        here = game_package(name_of(path))
        if here is None:
            continue
        for line, name in imports(path):
            theirs = game_package(name)
            if theirs not in (None, here, "jass"):
                found.append(f"{path}:{line}: {here} imports {name}")
    assert found == []


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_over_800_lines_and_no_function_over_80(path):
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") <= 800, f"{path}: {text.count(chr(10))} lines"
    long = [
        f"{node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.end_lineno is not None
        and node.end_lineno - node.lineno + 1 > 80
    ]
    assert long == []


# ------------------------------------------------------------------ one door

DOOR = (
    "scorekeep.app",  # the application layer
    "scorekeep.core",  # the replay and the records it reads
    "scorekeep.files",  # the journal's file
    "scorekeep.render.report",  # status and sheet data from a replay it is handed
)
"""Where a journal is opened, replayed or written and a status or sheet assembled: the
application layer and the helpers it calls."""
OPENING = {
    "scorekeep.app.session": {"open_session", "open_path", "record"},
    "scorekeep.core.session": {"replay", "add", "replay_appended", "played"},
    "scorekeep.files.journal": {"load", "create", "append"},
    "scorekeep.render.report": {"status_data", "sheet_data"},
}
"""The calls that open, replay or record a journal or assemble a status or a sheet."""


def door_found(path: Path) -> list[str]:
    """Where the module opens, replays or records a journal, or assembles a status or sheet."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = name_of(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    aliases: dict[str, str] = {}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, *([base] if base else [])])
            for alias in node.names:
                if alias.name in OPENING.get(base, ()):
                    found.append(f"{path}:{node.lineno}: imports {base}.{alias.name}")
                full = f"{base}.{alias.name}"
                if full in OPENING:
                    aliases[alias.asname or alias.name] = full
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in OPENING and alias.asname:
                    aliases[alias.asname] = alias.name
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.attr in OPENING.get(aliases.get(node.value.id, ""), ())
        ):
            found.append(f"{path}:{node.lineno}: calls {node.value.id}.{node.attr}")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "replay"
        ):
            found.append(f"{path}:{node.lineno}: replays a journal")
    return found


def test_only_the_application_layer_opens_replays_or_records_a_journal():
    found = {}
    for path in MODULES:
        here = name_of(path)
        if game_package(here) is not None or any(
            here == door or here.startswith(door + ".") for door in DOOR
        ):
            continue
        problems = door_found(path)
        if problems:
            found[str(path.relative_to(PACKAGE.parent))] = problems
    assert found == {}


def test_the_door_check_can_fail(tmp_path):
    module = tmp_path / "scorekeep" / "cli" / "peek.py"
    module.parent.mkdir(parents=True)
    module.write_text(
        "from scorekeep.app.session import open_session\n"
        "from scorekeep.files import journal as journal_file\n"
        "def peek(home):\n"
        "    journal_file.load(home)\n"
        "    return open_session(home, None).replay()\n",
        encoding="utf-8",
    )
    global PACKAGE
    saved, PACKAGE = PACKAGE, tmp_path / "scorekeep"
    try:
        assert len(door_found(module)) == 3
    finally:
        PACKAGE = saved


# ------------------------------------------------------------------ a game's knowledge


def game_knowledge() -> tuple[re.Pattern[str], set[str], set[str]]:
    """Every declared game's rule ids (as one pattern), the ruleset options only one game
    package declares (the header's own words, such as ``teams``, aside), and the words a
    game is named by (its package and its names), all read from ``PACKAGES``."""
    from scorekeep.core.session import HEADER_KEYS

    rule_ids: set[str] = set()
    options: dict[str, set[str]] = {}
    for name, declared in games.declared().items():
        engine = games.find_game(name)
        rule_ids |= set(engine.rule_ids)
        package = declared.engine.split(".")[2]
        for option in engine.option_keys:
            options.setdefault(option, set()).add(package)
    only = {option for option, packages in options.items() if len(packages) == 1}
    named = {*games.PACKAGES, *(n.replace("-", "_") for n in games.declared())}
    ids = "|".join(map(re.escape, sorted(rule_ids, key=len, reverse=True)))
    return re.compile(rf"(?<![\w-])({ids})(?![\w-])"), only - HEADER_KEYS, named


def knowledge_found(path: Path, rule_id: re.Pattern[str], only: set[str], named: set[str]):
    text = path.read_text(encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found += [f"{path}:{node.lineno}: rule {m}" for m in rule_id.findall(node.value)]
            if node.value in only:
                found.append(f"{path}:{node.lineno}: the option {node.value!r} of one game")
        kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
        if isinstance(node, kinds) and any(word in node.name.lower() for word in named):
            found.append(f"{path}:{node.lineno}: {node.name} is named after a game")
    for number, line in enumerate(text.splitlines(), 1):
        comment = line.partition("#")[2]
        found += [f"{path}:{number}: rule {m} in a comment" for m in rule_id.findall(comment)]
    return found


def test_no_module_outside_the_games_holds_a_rule_id_a_game_option_or_a_game_name():
    rule_id, only, named = game_knowledge()
    found = []
    for path in MODULES:
        here = name_of(path)
        if here == "scorekeep.games" or here.startswith("scorekeep.games."):
            continue
        found += knowledge_found(path, rule_id, only, named)
    assert found == []


def test_the_game_knowledge_check_can_fail(tmp_path):
    rule_id, only, named = game_knowledge()
    module = tmp_path / "peek.py"
    option = sorted(only)[0]
    some_id = sorted(games.find_game(games.names()[0]).rule_ids)[0]
    module.write_text(
        f'def {games.PACKAGES[-1]}_drawing():\n    return "{option}"  # {some_id}\n',
        encoding="utf-8",
    )
    assert len(knowledge_found(module, rule_id, only, named)) == 3
