"""The jass family (Derda, Deberc and what they share in ``games/jass/``) says a thing once:
no two of its modules repeat six or more lines of code of the same shape — the same lines
with other names, strings and numbers.

What counts is code: as in pylint's similarity check, imports, docstrings, comments and
function signatures do not; a message (``_("…")``, ``N_("…")``) is a string; a line with fewer
than two names (a table's literal row, an argument alone on its line, punctuation) is data
or layout, not logic; and a run so common that it stands in more than eight places of the
package is an idiom of the house, not a copy."""

from __future__ import annotations

import ast
import io
import keyword
import tokenize
from collections import defaultdict
from pathlib import Path

import scorekeep

PACKAGE = Path(scorekeep.__file__).parent
FAMILY = ("derda", "deberc", "jass")
RUN = 6
COMMON = 8

Place = tuple[str, int]


MESSAGES = ("_", "N_", "ngettext")


def _passed_over(tree: ast.Module) -> set[int]:
    """The lines of imports, docstrings and function signatures."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        end = getattr(node, "end_lineno", None) or getattr(node, "lineno", 0)
        if isinstance(node, ast.Import | ast.ImportFrom):
            lines.update(range(node.lineno, end + 1))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            lines.update(range(node.lineno, node.body[0].lineno))
        elif (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            lines.update(range(node.lineno, end + 1))
    return lines


def shapes(text: str) -> list[tuple[int, str]]:
    """Each line that counts, as its shape: a name is ``n``, a string ``s``, a number ``0``;
    keywords and punctuation stay."""
    skip = _passed_over(ast.parse(text))
    by_line: dict[int, list[str]] = defaultdict(list)
    depth = 0
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        row = token.start[0]
        if token.type == tokenize.FSTRING_START if hasattr(tokenize, "FSTRING_START") else False:
            depth += 1
            continue
        if depth:
            if token.type == getattr(tokenize, "FSTRING_END", None):
                depth -= 1
                by_line[row].append("s")
            continue
        if row in skip or token.type in (
            tokenize.COMMENT,
            tokenize.NL,
            tokenize.NEWLINE,
            tokenize.INDENT,
            tokenize.DEDENT,
            tokenize.ENDMARKER,
        ):
            continue
        if token.type == tokenize.NAME:
            named = token.string in MESSAGES or keyword.iskeyword(token.string)
            by_line[row].append(token.string if named else "n")
        elif token.type == tokenize.STRING:
            by_line[row].append("s")
        elif token.type == tokenize.NUMBER:
            by_line[row].append("0")
        else:
            by_line[row].append(token.string)
    counted = []
    for row, parts in sorted(by_line.items()):
        shape = " ".join(parts)
        for name in MESSAGES:
            shape = shape.replace(f"{name} ( s )", "s")
        if shape.split().count("n") >= 2:
            counted.append((row, shape))
    return counted


def runs(files: dict[str, str]) -> dict[tuple[str, ...], list[Place]]:
    """Every run of ``RUN`` lines that count, by its shapes, with the places it stands."""
    found: dict[tuple[str, ...], list[Place]] = defaultdict(list)
    for name, text in files.items():
        lines = shapes(text)
        for i in range(len(lines) - RUN + 1):
            window = lines[i : i + RUN]
            found[tuple(shape for _row, shape in window)].append((name, window[0][0]))
    return found


def repeated(family: dict[str, str], package: dict[str, str]) -> list[tuple[Place, Place]]:
    """The pairs of places in two modules of ``family`` that share a run, leaving out the runs
    that stand in more than ``COMMON`` places of ``package``."""
    everywhere = runs(package)
    pairs = []
    for shape, places in runs(family).items():
        if len(everywhere.get(shape, places)) > COMMON:
            continue
        modules = sorted(places)
        pairs += [(a, b) for a in modules for b in modules if a[0] < b[0]]
    return pairs


def _sources(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): path.read_text(encoding="utf-8")
        for path in sorted(root.rglob("*.py"))
        if "__pycache__" not in path.parts
    }


def test_no_two_jass_modules_repeat_six_lines_of_the_same_shape():
    package = _sources(PACKAGE)
    family = {
        name: text
        for name, text in package.items()
        if Path(name).parts[:2] in {("games", game) for game in FAMILY}
    }
    assert len({Path(n).parts[1] for n in family}) == len(FAMILY)
    pairs = repeated(family, package)
    first = {}
    for a, b in pairs:
        first.setdefault((a[0], b[0]), (a, b))
    assert not first, "\n".join(f"{a[0]}:{a[1]} ~ {b[0]}:{b[1]}" for a, b in first.values())


LOGIC = """
def played(state, entry, ctx):
    players = ctx.table.players
    bidder = read_bidder(entry, players)
    defender = other(bidder, players)
    trump = read_trump(entry)
    cards = read_cards(entry.get("cards"), players, state.card_max)
    no_tricks = read_no_tricks(entry.get("no_tricks"), players)
    return bidder, defender, trump, cards, no_tricks
"""


def test_the_same_logic_under_other_names_is_found():
    renamed = LOGIC.replace("bidder", "caller").replace('"cards"', '"points"')
    family = {"games/derda/a.py": LOGIC, "games/deberc/b.py": renamed}
    assert repeated(family, family)[0] == (("games/deberc/b.py", 3), ("games/derda/a.py", 3))


def test_tables_of_words_and_idioms_are_not_copies():
    table = "WORDS = {\n" + "".join(f'    "w{i}": N_("word {i}"),\n' for i in range(9)) + "}\n"
    family = {"games/derda/a.py": table, "games/deberc/b.py": table}
    assert repeated(family, family) == []
    common = {f"games/durak/m{i}.py": LOGIC for i in range(9)}
    family = {"games/derda/a.py": LOGIC, "games/deberc/b.py": LOGIC}
    assert repeated(family, {**family, **common}) == []
