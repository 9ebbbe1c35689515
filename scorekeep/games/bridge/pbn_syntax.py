"""PBN 2.1's file syntax, read into games: tag pairs ``[Name "value"]`` with their lines, and
the sections that follow a tag (the rows of a ``ScoreTable`` or ``TotalScoreTable``). What a
club's scoring program writes around them is skipped as the standard says: ``%`` lines
(§2.4), ``;`` to the end of the line and ``{…}`` commentary, over several lines too (§3.8);
an empty line ends a game (§3.1); a tag repeated in a game is ignored and a value ``#`` is
the previous game's (§4.8). Pure: text in, games and problems out."""

from __future__ import annotations

import re
from collections.abc import Generator, Iterator, Mapping

from scorekeep.core.exchange import FileProblem
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

TAG = re.compile(r'\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
COLUMN = re.compile(r"^([+-]?)(\w+)(?:\\(\d+)([LR]?))?$", re.IGNORECASE)
WORD_END = re.compile(r'[\s\[\]{};"]')


class Tag(NamedTuple):
    value: str
    line: int


class Token(NamedTuple):
    """A word or a quoted string of a section's rows; ``quoted`` keeps ``"-"`` apart from
    the ``-`` of an empty cell."""

    text: str
    line: int
    quoted: bool = False


class Table(NamedTuple):
    """A table section (§5.2): its column names and its rows, one per line."""

    columns: tuple[str, ...]
    rows: tuple[tuple[int, tuple[Token, ...]], ...]
    line: int


class PbnGame(NamedTuple):
    tags: Mapping[str, Tag]
    tables: Mapping[str, Table]
    line: int

    def value(self, name: str) -> str:
        tag = self.tags.get(name)
        return tag.value if tag is not None else ""

    def line_of(self, name: str) -> int:
        tag = self.tags.get(name)
        return tag.line if tag is not None else self.line


def unescape(text: str) -> str:
    """A tag value or string as written inside its quotes: ``\\"`` and ``\\\\`` are the
    only escapes (§3.3), so a column's ``PairId_NS\\2R`` keeps its backslash."""
    return re.sub(r'\\([\\"])', r"\1", text)


def escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def columns_of(value: str) -> tuple[str, ...]:
    """``Rank\\2R;PairId\\3R;Names\\30L`` → the names; the widths only lay the rows out."""
    names = []
    for part in value.split(";"):
        found = COLUMN.match(part.strip())
        if found is None:
            raise ValueError(part)
        names.append(found.group(2))
    return tuple(names)


class _Lexeme(NamedTuple):
    """A ``tag`` (its name and value), a ``word`` or ``string`` of a section, a ``blank``
    line that ends a game, or text that is ``bad``."""

    kind: str
    text: str
    line: int
    name: str = ""


STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _tokens(text: str) -> Iterator[_Lexeme]:
    """The lexemes of the whole file, comments dropped."""
    open_comment = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw
        if open_comment:
            end = line.find("}")
            if end < 0:
                continue
            line, open_comment = line[end + 1 :], False
        elif line.startswith("%"):
            continue
        elif not line.strip():
            yield _Lexeme("blank", "", number)
            continue
        open_comment = yield from _line_tokens(line, number)


def _line_tokens(line: str, number: int) -> Generator[_Lexeme, None, bool]:
    """The tokens of one line; returns whether a ``{`` comment stays open after it."""
    at = 0
    while at < len(line):
        char = line[at]
        if char.isspace():
            at += 1
        elif char == ";":
            return False
        elif char == "{":
            end = line.find("}", at)
            if end < 0:
                return True
            at = end + 1
        elif char == "[":
            found = TAG.match(line, at)
            if found is None:
                yield _Lexeme("bad", line[at:].strip(), number)
                return False
            yield _Lexeme("tag", unescape(found.group(2)), number, found.group(1))
            at = found.end()
        elif char == '"':
            found = STRING.match(line, at)
            if found is None:
                yield _Lexeme("bad", line[at:].strip(), number)
                return False
            yield _Lexeme("string", unescape(found.group(1)), number)
            at = found.end()
        else:
            word_end = WORD_END.search(line, at + 1)
            stop = word_end.start() if word_end else len(line)
            yield _Lexeme("word", line[at:stop], number)
            at = stop
    return False


class _Open:
    """The game being read: its tags, the section rows after the last tag, and the game
    before it (for ``#``)."""

    def __init__(self, previous: PbnGame | None) -> None:
        self.tags: dict[str, Tag] = {}
        self.sections: dict[str, list[Token]] = {}
        self.section: str | None = None
        self.previous = previous
        self.line = 0

    def tag(self, name: str, value: str, line: int) -> None:
        self.line = self.line or line
        if name in self.tags:
            self.section = None
            return
        if value == "#" and self.previous is not None and name in self.previous.tags:
            value = self.previous.tags[name].value
        self.tags[name] = Tag(value, line)
        self.section = name
        self.sections[name] = []

    def closed(self, problems: list[FileProblem]) -> PbnGame:
        tables = {}
        for name, tokens in self.sections.items():
            if not name.endswith("Table"):
                continue
            tag = self.tags[name]
            try:
                columns = columns_of(tag.value)
            except ValueError as error:
                problems.append(
                    FileProblem(
                        tag.line,
                        _("{table}: '{column}' is not a column (Name or Name\\2R)").format(
                            table=name, column=error
                        ),
                    )
                )
                continue
            rows: dict[int, list[Token]] = {}
            for token in tokens:
                rows.setdefault(token.line, []).append(token)
            tables[name] = Table(columns, tuple((n, tuple(r)) for n, r in rows.items()), tag.line)
        return PbnGame(dict(self.tags), tables, self.line)


def read_games(text: str) -> tuple[list[PbnGame], list[FileProblem]]:
    """The games of a PBN file, in order, and what could not be read (with its line)."""
    text = text.removeprefix("\ufeff")
    games: list[PbnGame] = []
    problems: list[FileProblem] = []
    current = _Open(None)
    for lexeme in _tokens(text):
        kind, value, line = lexeme.kind, lexeme.text, lexeme.line
        if kind == "blank":
            if current.tags:
                games.append(current.closed(problems))
                current = _Open(games[-1])
        elif kind == "tag":
            current.tag(lexeme.name, value, line)
        elif kind == "bad":
            problems.append(
                FileProblem(
                    line,
                    _("cannot read '{text}': a tag is written [Name \"value\"]").format(text=value),
                )
            )
        elif current.section is None:
            problems.append(
                FileProblem(line, _("'{text}' stands outside any tag").format(text=value))
            )
        else:
            current.sections[current.section].append(Token(value, line, kind == "string"))
    if current.tags:
        games.append(current.closed(problems))
    return games, problems
