"""Keep the catalogs in step with the source: which messages the program marks, which a
catalog lacks, and what is wrong in a catalog.

``python -m scorekeep.i18n_tools extract [LANG…]`` prints, per catalog, the messages it lacks
as ``.po`` entries with empty translations, ready to append to the catalog and translate;
``python -m scorekeep.i18n_tools check`` prints every problem and exits 1 when there is one;
``python -m scorekeep.i18n_tools dedupe`` removes the second copy of an entry that two merged
branches appended alike and names those they translated differently.
"""

from __future__ import annotations

import ast
import re
import string
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from scorekeep import i18n
from scorekeep.i18n import DOMAIN, LANGUAGES, LOCALE_DIR
from scorekeep.i18n_build import forms, is_fuzzy, parse_po

PACKAGE = Path(__file__).resolve().parent
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
PLURAL_FORMS = {"pl": 3, "uk": 3, "it": 2}
"""How many plural forms each language has (CLDR one/few/many for pl and uk)."""


@dataclass
class Message:
    """A message the source passes to ``_``, ``ngettext``, ``pgettext`` or ``npgettext`` as
    literal text."""

    msgid: str
    plural: str | None = None
    places: list[str] = field(default_factory=list)
    context: str | None = None

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid


Key = tuple[str | None, str]
"""A catalog entry's identity: its context (None for none) and its msgid."""

CALLS = {
    "_": (False, 1),
    "N_": (False, 1),
    "ngettext": (False, 2),
    "pgettext": (True, 1),
    "npgettext": (True, 2),
}
"""Marking functions: whether the first argument is a context, and how many texts follow."""


def key_of(entry: dict[str, str]) -> Key:
    return entry.get("msgctxt"), entry["msgid"]


def shown(key: Key) -> str:
    context, msgid = key
    return repr(msgid) if context is None else f"{context}|{msgid!r}"


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _called(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute) and node.func.attr in CALLS:
        return node.func.attr
    return None


def _message(node: ast.Call) -> Message | None:
    """The message a marking call passes, when its texts are literal."""
    name = _called(node)
    if name not in CALLS:
        return None
    has_context, count = CALLS[name]
    texts = [_literal(a) for a in node.args[: count + has_context]]
    if len(texts) < count + has_context or any(t is None for t in texts):
        return None
    words = [str(t) for t in texts]
    context = words.pop(0) if has_context else None
    return Message(words[0], words[1] if count == 2 else None, [], context)


COMMAND_DECORATORS = ("command", "callback")
"""``@app.command()`` and ``@app.callback()``: the function's docstring is the command's
``--help``, a message like any other."""


def _command_help(node: ast.AST) -> Message | None:
    """The docstring of a function Typer shows as a command's help."""
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        return None
    decorated = any(
        isinstance(d, ast.Call)
        and isinstance(d.func, ast.Attribute)
        and d.func.attr in COMMAND_DECORATORS
        for d in node.decorator_list
    )
    text = ast.get_docstring(node, clean=True) if decorated else None
    return Message(text) if text else None


def marked_messages(package: Path = PACKAGE) -> dict[Key, Message]:
    """Every literal message under ``package``: ``_("…")``, ``N_("…")``,
    ``ngettext("…", "…", n)``, ``pgettext("context", "…")``, ``npgettext("context", "…",
    "…", n)``, the docstring of every command (its ``--help``) and the summary and the
    inputs' help of every judge question kept as data (``questions.json``)."""
    found: dict[Key, Message] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            message = _message(node) if isinstance(node, ast.Call) else _command_help(node)
            if message is None:
                continue
            message = found.setdefault(message.key, message)
            line = getattr(node, "lineno", 0)
            message.places.append(f"{path.relative_to(package.parent)}:{line}")
    for path, name, summary in _question_summaries(package):
        message = found.setdefault((None, summary), Message(summary))
        message.places.append(f"{path.relative_to(package.parent)}:{name}")
    return found


def _question_summaries(package: Path) -> list[tuple[Path, str, str]]:
    """Each judge question's summary in a game's ``questions.json`` table: the line
    ``judge GAME --help`` shows for it, a message like one marked in the source."""
    import json

    found = []
    for path in sorted(package.rglob("questions.json")):
        for row in json.loads(path.read_text(encoding="utf-8")).get("question", []):
            found.append((path, str(row["name"]), str(row["summary"])))
            for given in row.get("inputs", []):
                if given.get("help"):
                    found.append((path, f"{row['name']}.{given['key']}", str(given["help"])))
    return found


def catalog_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def catalog_paths(lang: str) -> list[Path]:
    """The program's catalog of a language, then each game's own in its folder
    (``scorekeep/games/<game>/locale/<lang>/LC_MESSAGES/``): checked as one catalog."""
    games = [folder / f"{DOMAIN}.po" for folder in i18n.game_catalog_folders(lang)]
    return [catalog_path(lang), *(p for p in games if p.is_file())]


def entries(lang: str) -> list[dict[str, str]]:
    """The message entries of the language's catalogs (their headers left out)."""
    found = []
    for path in catalog_paths(lang):
        found += [e for e in parse_po(path.read_text(encoding="utf-8")) if e.get("msgid")]
    return found


def _header(path: Path) -> str:
    for entry in parse_po(path.read_text(encoding="utf-8")):
        if entry.get("msgid") == "":
            return entry.get("msgstr", "")
    return ""


def header(lang: str) -> str:
    return _header(catalog_path(lang))


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a message (``{{`` and ``}}`` are not fields)."""
    try:
        return {n for _t, n, _f, _c in string.Formatter().parse(text) if n is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def nplurals(lang: str) -> int | None:
    found = re.search(r"nplurals\s*=\s*(\d+)", header(lang))
    return int(found.group(1)) if found else None


def missing(lang: str, marked: dict[Key, Message]) -> list[Message]:
    """Marked messages the catalog has no usable translation for."""
    have = {key_of(e): e for e in entries(lang)}
    out = []
    for message in marked.values():
        entry = have.get(message.key)
        if (
            entry is None
            or is_fuzzy(entry)
            or not all(forms(entry))
            or entry.get("msgid_plural") != message.plural
        ):
            out.append(message)
    return out


def problems(lang: str, marked: dict[Key, Message] | None = None) -> list[str]:
    """Everything wrong with one catalog, one line each."""
    marked = marked_messages() if marked is None else marked
    out = [f"missing: {shown(m.key)} ({m.places[0]})" for m in missing(lang, marked)]
    want = PLURAL_FORMS[lang]
    for path in catalog_paths(lang):
        found = re.search(r"nplurals\s*=\s*(\d+)", _header(path))
        if found is None or int(found.group(1)) != want:
            where = "" if path == catalog_path(lang) else f" ({path.relative_to(PACKAGE)})"
            out.append(f"header: Plural-Forms must say nplurals={want}{where}")
    seen: set[Key] = set()
    for entry in entries(lang):
        key = key_of(entry)
        name = shown(key)
        if key in seen:
            out.append(f"duplicate: {name}")
        seen.add(key)
        if is_fuzzy(entry):
            out.append(f"fuzzy: {name}")
        if key not in marked:
            out.append(f"obsolete: {name} (no source asks for it)")
        if "msgid_plural" in entry and len(forms(entry)) != want:
            out.append(f"plural forms: {name} has {len(forms(entry))}, {lang} needs {want}")
        expected = placeholders(key[1]) | placeholders(entry.get("msgid_plural", ""))
        for text in forms(entry):
            if text and placeholders(text) != expected:
                out.append(f"placeholders: {name} -> {text!r}")
    return out


def dedupe(lang: str) -> list[str]:
    """Drop the later copies of an entry that two merged branches both appended with the same
    translation; the duplicates translated differently are left and named, for a person to
    choose (or to tell apart with ``pgettext``)."""
    conflicts = []
    for path in catalog_paths(lang):
        conflicts += _dedupe(lang, path)
    return conflicts


def _dedupe(lang: str, path: Path) -> list[str]:
    blocks = split_entries(path.read_text(encoding="utf-8"))
    kept: list[str] = []
    first: dict[Key, list[str]] = {}
    conflicts = []
    for block in blocks:
        parsed = [e for e in parse_po(block) if e.get("msgid")]
        if len(parsed) == 1:
            key = key_of(parsed[0])
            if key in first:
                if first[key] == forms(parsed[0]):
                    continue
                conflicts.append(f"{lang}: {shown(key)} is {first[key]} and {forms(parsed[0])}")
            first.setdefault(key, forms(parsed[0]))
        kept.append(block)
    path.write_text("\n\n".join(kept) + "\n", encoding="utf-8")
    return conflicts


def split_entries(text: str) -> list[str]:
    """The text of each entry, also where a union merge glued two entries together without
    the blank line between them."""
    blocks: list[list[str]] = [[]]
    has_id = False
    for line in text.splitlines():
        starts = line.startswith(("#", "msgctxt ", "msgid "))
        if not line.strip() or (starts and has_id):
            blocks.append([])
            has_id = False
        if line.strip():
            blocks[-1].append(line)
            has_id = has_id or line.startswith("msgid ")
    return ["\n".join(block) for block in blocks if block]


def _quoted(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def stub(message: Message, lang: str) -> str:
    """A ``.po`` entry for a message, its translation left empty."""
    lines = [f"#: {place}" for place in message.places[:3]]
    if message.context is not None:
        lines.append(f"msgctxt {_quoted(message.context)}")
    lines.append(f"msgid {_quoted(message.msgid)}")
    if message.plural is None:
        lines.append('msgstr ""')
    else:
        lines.append(f"msgid_plural {_quoted(message.plural)}")
        lines += [f'msgstr[{i}] ""' for i in range(PLURAL_FORMS[lang])]
    return "\n".join(lines)


def extract(langs: Sequence[str]) -> str:
    """The stubs of the messages each catalog lacks, under a comment naming the catalog."""
    marked = marked_messages()
    parts = []
    for lang in langs:
        lacking = missing(lang, marked)
        parts.append(f"# {catalog_path(lang).relative_to(PACKAGE.parent)}: {len(lacking)} missing")
        parts += [stub(m, lang) + "\n" for m in lacking]
    return "\n".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    command, langs = (args[0] if args else "extract"), args[1:] or list(TRANSLATED)
    unknown = [lang for lang in langs if lang not in TRANSLATED]
    if command not in ("extract", "check", "dedupe") or unknown:
        print(
            "usage: python -m scorekeep.i18n_tools extract|check|dedupe [pl uk it]",
            file=sys.stderr,
        )
        return 2
    if command == "extract":
        print(extract(langs))
        return 0
    if command == "dedupe":
        conflicts = [line for lang in langs for line in dedupe(lang)]
        print("\n".join(conflicts) if conflicts else "no conflicting duplicates")
        return 1 if conflicts else 0
    marked = marked_messages()
    found = [f"{lang}: {line}" for lang in langs for line in problems(lang, marked)]
    print("\n".join(found) if found else "catalogs ok")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
