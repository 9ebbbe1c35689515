"""The journal file: read with line numbers, create, and append one block atomically."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import NotFound, Rejected
from scorekeep.core.reading import header_lines, header_to_toml, read_header, read_records
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Problem
from scorekeep.core.session import Header, Journal, Record
from scorekeep.files.atomic import file_name, stem, write_atomic
from scorekeep.files.session_path import session_path as session_path
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    import tomllib
    from pathlib import Path
    from typing import Any


class JournalFile(NamedTuple):
    path: Path | str
    """A string when a kept ``hand`` found it (without :mod:`pathlib`)."""
    text: str
    journal: Journal


def parse(text: str, path: Path | str) -> tuple[Journal | None, list[Problem]]:
    import tomllib

    try:
        document, lines = _document(text)
    except tomllib.TOMLDecodeError as error:
        invalid = _("not valid TOML: {problem}").format(problem=error)
        return None, [Problem(invalid, toml_error_line(error, text), "not-toml")]
    except RecursionError:
        return None, [Problem(_("values are nested too deeply to read"), 1, "too-deep")]
    if document is None:
        return None, [Problem(_("values are nested too deeply to read"), 1, "too-deep")]
    header, problems = read_header(document, stem(path))
    # The header starts at line 1: a problem in it (a key missing from a cut-off file) is there.
    problems = [p._replace(line=p.line or 1) for p in problems]
    records, record_problems = read_records(document, lines)
    problems += record_problems
    if header is None:
        return None, problems
    return Journal(header, tuple(records)), problems


def toml_error_line(error: tomllib.TOMLDecodeError, text: str) -> int:
    """The line tomllib names, or the last line when the file ends too early."""
    import re

    match = re.search(r"\(at line (\d+)", str(error))
    if match:
        return int(match.group(1))
    return max(1, text.count("\n") + (not text.endswith("\n")))


BOM = b"\xef\xbb\xbf"


def decode(data: bytes, path: Path | str) -> tuple[str | None, Problem | None]:
    """Bytes as text, or the line where they stop being UTF-8 (TOML allows nothing else)."""
    if data.startswith(BOM):
        return None, Problem(
            _("the file starts with a byte order mark (BOM), which TOML does not allow"),
            1,
            "bom",
            _("save {file} as UTF-8 without a byte order mark").format(file=file_name(path)),
        )
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        return None, Problem(
            _("not valid UTF-8: byte {byte} at column {column}").format(
                byte=f"0x{data[error.start]:02x}", column=column
            ),
            line,
            "encoding",
            _("the file is damaged or in another encoding; save {file} as UTF-8").format(
                file=file_name(path)
            ),
        )


def read_text(path: Path | str) -> str:
    """A journal's text; bytes that are not UTF-8 are refused as ``file:line``."""
    from scorekeep.files.safe_read import read_regular

    try:
        data = read_regular(path)
    except FileNotFoundError:
        raise NotFound(
            _("no session {name} (looked for {path})").format(name=stem(path), path=path),
            hint=_("see `scorekeep sessions`"),
        ) from None
    text, problem = decode(data, path)
    if text is None:
        assert problem is not None
        raise Rejected(f"{path}:{problem.line}: {problem.message}", hint=problem.hint)
    return text


def _document(text: str) -> tuple[dict[str, Any] | None, list[int]]:
    """The journal as TOML data and the line of each ``[[hands]]`` block: the fast reader for
    what scorekeep writes, tomllib for everything the fast reader is not sure of; None for
    data nested deeper than :data:`~scorekeep.files.safe_read.NESTING_LIMIT`."""
    import tomllib

    from scorekeep.files.fastjournal import read_hands

    if "\r" in text:
        # TOML reads CRLF exactly as LF (also inside multi-line strings); a lone CR is an error.
        unix = text.replace("\r\n", "\n")
        if "\r" in unix:
            return _slow(text)
        text = unix
    fast = read_hands(text)
    if fast is None:
        return _slow(text)
    header, hands, lines = fast
    try:
        document = tomllib.loads(header)
    except tomllib.TOMLDecodeError:
        return _slow(text)
    if "hands" in document or _too_deep(document):
        return _slow(text)
    if hands:
        document["hands"] = hands
    return document, lines


def _too_deep(document: dict[str, Any]) -> bool:
    from scorekeep.files.safe_read import too_deep

    return too_deep(document)


def _slow(text: str) -> tuple[dict[str, Any] | None, list[int]]:
    """The whole text through tomllib (which raises RecursionError on deep nesting)."""
    import tomllib

    document = tomllib.loads(text)
    return (None if _too_deep(document) else document), header_lines(text)


def load(path: Path | str, known: tuple[str, Journal] | None = None) -> JournalFile:
    """Read a journal; a damaged one is refused with a pointer to ``scorekeep check``.
    ``known`` is a journal parsed before from the text it gives (the cache keeps it): it is
    taken while the file holds exactly that text."""
    text = read_text(path)
    if known is not None and known[0] == text:
        return JournalFile(path, text, known[1])
    journal, problems = parse(text, path)
    if journal is None or problems:
        first = problems[0]
        raise Rejected(
            f"{path}:{first.line}: {first.message}",
            hint=_("run `scorekeep check -s {path}` to see every problem").format(path=path),
        )
    return JournalFile(path, text, journal)


def header_text(header: Header) -> str:
    import tomli_w

    data = header_to_toml(header)
    movement = data.pop("movement", None)
    text = tomli_w.dumps(data)
    return text if movement is None else text + "\n" + movement_text(movement)


def movement_text(movement: Mapping[str, Any]) -> str:
    """The header's ``[movement]`` table, a list of lists one inner list a line (each
    round's tables), so a director reads it as the guide card it is."""
    lines = ["[movement]"]
    for key, value in movement.items():
        if isinstance(value, list) and value and all(isinstance(v, list) for v in value):
            lines.append(f"{_key(str(key))} = [")
            lines += [f"    {toml_value(tables)}," for tables in value]
            lines.append("]")
        else:
            lines.append(f"{_key(str(key))} = {toml_value(value)}")
    return "\n".join(lines) + "\n"


def record_text(record: Record) -> str:
    """One ``[[hands]]`` block, one line per key, nested tables inline, so it reads like a
    line in a score pad and never disturbs what a person wrote above it."""
    body = "".join(f"{_key(k)} = {toml_value(v)}\n" for k, v in record.to_toml().items())
    return "\n[[hands]]\n" + body


BARE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
"""The characters of a bare TOML key."""


def _key(key: str) -> str:
    return key if key and not key.strip(BARE) else toml_value(key)


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


def create(path: Path, header: Header, records: Sequence[Record] = ()) -> None:
    """Create a journal (with the hands of an imported results file); never over an existing
    one, even when two start at the same moment."""
    from scorekeep.files.atomic import write_new

    try:
        write_new(path, header_text(header) + "".join(record_text(r) for r in records))
    except FileExistsError:
        raise Rejected(
            _("session {name} already exists").format(name=path.stem),
            field="--name",
            hint=_("choose another --name"),
        ) from None


def append(file: JournalFile, record: Record) -> str:
    """Append ``record`` as text after what a person may have written, keeping comments."""
    first_end = file.text.find("\n")
    newline = "\r\n" if first_end > 0 and file.text[first_end - 1] == "\r" else "\n"
    text = file.text if file.text.endswith("\n") or not file.text else file.text + newline
    new_text = text + record_text(record).replace("\n", newline)
    write_atomic(file.path, new_text)
    return new_text


def block_key_line(text: str, block: int, key: str) -> int:
    """The line of ``key = …`` (or ``key.part = …``, or its ``[hands.key]`` table) in the
    [[hands]] block that starts at line ``block``; 0 when the block does not have it."""
    lines = text.split("\n")
    for number in range(block + 1, len(lines) + 1):
        stripped = lines[number - 1].strip()
        if stripped.startswith("[["):
            return 0
        if stripped.startswith("["):
            name = stripped.strip("[] ").removeprefix("hands.").strip('"')
            if name == key:
                return number
            continue
        written = stripped.partition("=")[0].split(".")[0].strip().strip('"')
        if "=" in stripped and written == key:
            return number
    return 0
