"""Compile the ``.po`` catalogs to GNU ``.mo`` files in pure Python (no system gettext).

The wheel build (``hatch_build.py``) writes the ``.mo`` files into the wheel; a source tree or
an editable install has none, so :mod:`scorekeep.i18n` compiles the ``.po`` in memory with the
same function and gets the same bytes. Like ``msgfmt``, a fuzzy or untranslated entry is left
out, so the English text shows instead of a wrong one.
"""

from __future__ import annotations

import ast
import struct
from pathlib import Path

MAGIC = 0x950412DE
"""A GNU ``.mo`` file's first word, little-endian."""
HEADER_SIZE = 7 * 4


def _unquote(text: str) -> str:
    value = ast.literal_eval(text.strip())
    return value if isinstance(value, str) else ""


def parse_po(text: str) -> list[dict[str, str]]:
    """The entries of a ``.po`` file: ``msgid``, ``msgid_plural``, ``msgstr``,
    ``msgstr[N]``, ``msgctxt`` as keys; comments and fuzzy flags under ``#`` keys."""
    entries: list[dict[str, str]] = []
    entry: dict[str, str] = {}
    key = ""
    for raw in [*text.splitlines(), ""]:
        line = raw.strip()
        if not line:
            if entry:
                entries.append(entry)
            entry, key = {}, ""
        elif line.startswith("#"):
            entry["#"] = entry.get("#", "") + line + "\n"
        elif line.startswith('"'):
            entry[key] = entry.get(key, "") + _unquote(line)
        else:
            key, _sep, rest = line.partition(" ")
            if key in ("msgid", "msgctxt") and ("msgid" in entry or key in entry):
                entries.append(entry)
                entry = {}
            entry[key] = _unquote(rest)
    return entries


def is_fuzzy(entry: dict[str, str]) -> bool:
    return any(
        line.startswith("#,") and "fuzzy" in line for line in entry.get("#", "").splitlines()
    )


def forms(entry: dict[str, str]) -> list[str]:
    """The translations of an entry: one, or the plural forms in order."""
    if "msgid_plural" not in entry:
        return [entry.get("msgstr", "")]
    numbered = [k for k in entry if k.startswith("msgstr[")]
    return [entry[k] for k in sorted(numbered, key=lambda k: int(k[7:-1]))]


def messages(entries: list[dict[str, str]]) -> dict[bytes, bytes]:
    """The ``.mo`` keys and values: ``msgctxt\\x04msgid[\\0plural]`` to ``form\\0form…``."""
    table: dict[bytes, bytes] = {}
    for entry in entries:
        if "msgid" not in entry or is_fuzzy(entry):
            continue
        translated = forms(entry)
        if not translated or not all(translated):
            continue
        key = entry["msgid"]
        if "msgid_plural" in entry:
            key += "\0" + entry["msgid_plural"]
        if "msgctxt" in entry:
            key = entry["msgctxt"] + "\x04" + key
        table[key.encode("utf-8")] = "\0".join(translated).encode("utf-8")
    return table


def compile_entries(entries: list[dict[str, str]]) -> bytes:
    """A GNU ``.mo`` file (no hash table, keys sorted) as ``msgfmt`` lays it out."""
    table = messages(entries)
    keys = sorted(table)
    count = len(keys)
    ids_start = HEADER_SIZE + 2 * 8 * count
    ids = b"".join(key + b"\0" for key in keys)
    strs_start = ids_start + len(ids)
    strs = b"".join(table[key] + b"\0" for key in keys)
    id_index: list[int] = []
    str_index: list[int] = []
    id_at, str_at = ids_start, strs_start
    for key in keys:
        id_index += [len(key), id_at]
        str_index += [len(table[key]), str_at]
        id_at += len(key) + 1
        str_at += len(table[key]) + 1
    header = struct.pack("<7I", MAGIC, 0, count, HEADER_SIZE, HEADER_SIZE + 8 * count, 0, ids_start)
    return (
        header
        + struct.pack(f"<{2 * count}I", *id_index)
        + struct.pack(f"<{2 * count}I", *str_index)
        + ids
        + strs
    )


def compile_po(path: Path) -> bytes:
    """The ``.mo`` bytes of a ``.po`` file."""
    return compile_entries(parse_po(path.read_text(encoding="utf-8")))


def compile_catalogs(locale_dir: Path, out_dir: Path) -> list[Path]:
    """Write ``<lang>/LC_MESSAGES/<domain>.mo`` under ``out_dir`` for every ``.po`` under
    ``locale_dir``; the paths written, relative to ``out_dir``."""
    written = []
    for po in sorted(locale_dir.glob("*/LC_MESSAGES/*.po")):
        relative = po.relative_to(locale_dir).with_suffix(".mo")
        target = out_dir / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(compile_po(po))
        written.append(relative)
    return written
