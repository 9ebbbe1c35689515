"""Keep the catalogs in step with the source: which messages the program marks, which a
catalog lacks, and what is wrong in a catalog.

``python -m scorekeep.i18n_tools extract [LANG…]`` prints, per catalog, the messages it lacks
as ``.po`` entries with empty translations, ready to append to the catalog and translate;
``python -m scorekeep.i18n_tools check`` prints every problem and exits 1 when there is one.
"""

from __future__ import annotations

import ast
import re
import string
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from scorekeep.i18n import DOMAIN, LANGUAGES, LOCALE_DIR
from scorekeep.i18n_build import forms, is_fuzzy, parse_po

PACKAGE = Path(__file__).resolve().parent
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
PLURAL_FORMS = {"pl": 3, "uk": 3, "it": 2}
"""How many plural forms each language has (CLDR one/few/many for pl and uk)."""


@dataclass
class Message:
    """A message the source passes to ``_`` or ``ngettext`` as literal text."""

    msgid: str
    plural: str | None = None
    places: list[str] = field(default_factory=list)


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _called(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute) and node.func.attr in ("_", "ngettext"):
        return node.func.attr
    return None


def marked_messages(package: Path = PACKAGE) -> dict[str, Message]:
    """Every literal message under ``package``: ``_("…")`` and ``ngettext("…", "…", n)``."""
    found: dict[str, Message] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = _called(node)
            texts = [_literal(a) for a in node.args[:2]]
            if name == "_" and texts[0] is not None:
                message = found.setdefault(texts[0], Message(texts[0]))
            elif name == "ngettext" and len(texts) == 2 and None not in texts:
                message = found.setdefault(str(texts[0]), Message(str(texts[0]), texts[1]))
            else:
                continue
            message.places.append(f"{path.relative_to(package.parent)}:{node.lineno}")
    return found


def catalog_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def entries(lang: str) -> list[dict[str, str]]:
    """The catalog's message entries (its header left out)."""
    text = catalog_path(lang).read_text(encoding="utf-8")
    return [e for e in parse_po(text) if e.get("msgid")]


def header(lang: str) -> str:
    for entry in parse_po(catalog_path(lang).read_text(encoding="utf-8")):
        if entry.get("msgid") == "":
            return entry.get("msgstr", "")
    return ""


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a message (``{{`` and ``}}`` are not fields)."""
    try:
        return {n for _t, n, _f, _c in string.Formatter().parse(text) if n is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def nplurals(lang: str) -> int | None:
    found = re.search(r"nplurals\s*=\s*(\d+)", header(lang))
    return int(found.group(1)) if found else None


def missing(lang: str, marked: dict[str, Message]) -> list[Message]:
    """Marked messages the catalog has no usable translation for."""
    have = {e["msgid"]: e for e in entries(lang)}
    out = []
    for message in marked.values():
        entry = have.get(message.msgid)
        if (
            entry is None
            or is_fuzzy(entry)
            or not all(forms(entry))
            or entry.get("msgid_plural") != message.plural
        ):
            out.append(message)
    return out


def problems(lang: str, marked: dict[str, Message] | None = None) -> list[str]:
    """Everything wrong with one catalog, one line each."""
    marked = marked_messages() if marked is None else marked
    out = [f"missing: {m.msgid!r} ({m.places[0]})" for m in missing(lang, marked)]
    want = PLURAL_FORMS[lang]
    if nplurals(lang) != want:
        out.append(f"header: Plural-Forms must say nplurals={want}")
    seen: set[str] = set()
    for entry in entries(lang):
        msgid = entry["msgid"]
        if msgid in seen:
            out.append(f"duplicate: {msgid!r}")
        seen.add(msgid)
        if is_fuzzy(entry):
            out.append(f"fuzzy: {msgid!r}")
        if msgid not in marked:
            out.append(f"obsolete: {msgid!r} (no source asks for it)")
        if "msgid_plural" in entry and len(forms(entry)) != want:
            out.append(f"plural forms: {msgid!r} has {len(forms(entry))}, {lang} needs {want}")
        expected = placeholders(msgid) | placeholders(entry.get("msgid_plural", ""))
        for text in forms(entry):
            if text and placeholders(text) != expected:
                out.append(f"placeholders: {msgid!r} -> {text!r}")
    return out


def _quoted(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def stub(message: Message, lang: str) -> str:
    """A ``.po`` entry for a message, its translation left empty."""
    lines = [f"#: {place}" for place in message.places[:3]]
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
    if command not in ("extract", "check") or unknown:
        print("usage: python -m scorekeep.i18n_tools extract|check [pl uk it]", file=sys.stderr)
        return 2
    if command == "extract":
        print(extract(langs))
        return 0
    marked = marked_messages()
    found = [f"{lang}: {line}" for lang in langs for line in problems(lang, marked)]
    print("\n".join(found) if found else "catalogs ok")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
