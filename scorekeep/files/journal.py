"""The journal file: read with line numbers, create, and append one block atomically."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple

from scorekeep.core.errors import NotFound, Rejected
from scorekeep.core.ruleset import Problem
from scorekeep.core.session import (
    Header,
    Journal,
    Record,
    header_lines,
    header_to_toml,
    read_header,
    read_records,
)
from scorekeep.files.atomic import write_atomic
from scorekeep.files.home import Home


class JournalFile(NamedTuple):
    path: Path
    text: str
    journal: Journal


def session_path(home: Home, name: str | None) -> Path:
    if name is None:
        name = home.current()
        if name is None:
            raise NotFound(
                "no session given and no current session",
                hint="start one with `scorekeep new`, or pass -s NAME",
            )
    candidate = Path(name).expanduser()
    if candidate.suffix == ".toml" or "/" in name or "\\" in name:
        return candidate
    path = home.sessions / f"{name.strip()}.toml"
    if path.exists() or not home.sessions.is_dir():
        return path
    wanted = path.name.casefold()
    return next((p for p in home.sessions.glob("*.toml") if p.name.casefold() == wanted), path)


def parse(text: str, path: Path) -> tuple[Journal | None, list[Problem]]:
    try:
        document, lines = _document(text)
    except tomllib.TOMLDecodeError as error:
        import re

        match = re.search(r"line (\d+)", str(error))
        line = int(match.group(1)) if match else 0
        return None, [Problem(f"not valid TOML: {error}", line, "not-toml")]
    header, problems = read_header(document, path.stem)
    records, record_problems = read_records(document, lines)
    problems += record_problems
    if header is None:
        return None, problems
    return Journal(header, tuple(records)), problems


def _document(text: str) -> tuple[dict[str, Any], list[int]]:
    """The journal as TOML data and the line of each ``[[hands]]`` block: the fast reader for
    what scorekeep writes, else tomllib."""
    from scorekeep.files.fastjournal import read_hands

    fast = read_hands(text)
    if fast is None:
        return tomllib.loads(text), header_lines(text)
    header, hands, lines = fast
    document = tomllib.loads(header)
    if hands:
        document["hands"] = hands
    return document, lines


def load(path: Path) -> JournalFile:
    """Read a journal; a damaged one is refused with a pointer to ``scorekeep check``."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise NotFound(
            f"no session {path.stem} (looked for {path})", hint="see `scorekeep sessions`"
        ) from None
    journal, problems = parse(text, path)
    if journal is None or problems:
        first = problems[0]
        raise Rejected(
            f"{path}:{first.line}: {first.message}",
            hint=f"run `scorekeep check -s {path}` to see every problem",
        )
    return JournalFile(path, text, journal)


def header_text(header: Header) -> str:
    import tomli_w

    return tomli_w.dumps(header_to_toml(header))


def record_text(record: Record) -> str:
    """One ``[[hands]]`` block, one line per key, nested tables inline, so it reads like a
    line in a score pad and never disturbs what a person wrote above it."""
    body = "".join(f"{_key(k)} = {toml_value(v)}\n" for k, v in record.to_toml().items())
    return "\n[[hands]]\n" + body


BARE = re.compile(r"[A-Za-z0-9_-]+")


def _key(key: str) -> str:
    return key if BARE.fullmatch(key) else toml_value(key)


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        if value.isprintable() and '"' not in value and "\\" not in value:
            return f'"{value}"'
        import json

        text = value.encode("utf-8", "replace").decode("utf-8")
        return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        return (
            "{ " + ", ".join(f"{_key(str(k))} = {toml_value(v)}" for k, v in value.items()) + " }"
        )
    raise TypeError(f"cannot write {type(value).__name__} to a journal")


def create(path: Path, header: Header) -> None:
    if path.exists():
        raise Rejected(
            f"session {path.stem} already exists", field="--name", hint="choose another --name"
        )
    write_atomic(path, header_text(header))


def append(file: JournalFile, record: Record) -> str:
    """Append ``record`` as text after what a person may have written, keeping comments."""
    text = file.text if file.text.endswith("\n") or not file.text else file.text + "\n"
    new_text = text + record_text(record)
    write_atomic(file.path, new_text)
    return new_text
