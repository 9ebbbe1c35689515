"""The house a new engineer finds: a game is one folder, layers import inward only, and no
room is too big to read.

- Outside ``scorekeep/games/<game>/`` no module names a game (its id or its modules) in
  code; the one line that lists the packages, ``scorekeep.games.PACKAGES``, is the exception.
- Layers import inward: ``cli`` (the command line, which also starts the live board) →
  ``serve`` (the live board) → ``app`` → the games → ``render`` and ``files`` → ``core``
  (with :mod:`scorekeep.i18n`); ``render`` and ``files`` use only ``core``. A module path
  in a string (``importlib``) counts as an import.
- No module over 800 lines, no function over 80.
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
