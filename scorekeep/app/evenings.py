"""Every journal in some folders, replayed: the input of ``scorekeep stats``.

A journal that cannot be read or replayed is reported and skipped, never fatal: one damaged
file must not hide a year of evenings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import ScorekeepError
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.core.session import Header, Replay, context_for, replay
from scorekeep.files.home import Home
from scorekeep.files.journal import parse
from scorekeep.files.safe_read import NotAJournal, read_regular
from scorekeep.games import find_game
from scorekeep.i18n import _


class Skipped(NamedTuple):
    path: str
    problem: str

    def as_dict(self) -> dict[str, str]:
        return {"path": self.path, "problem": self.problem}


def journal_paths(folders: Iterable[Path]) -> list[Path]:
    """The ``*.toml`` journals in each folder (or the files named), each once, in order."""
    seen: dict[Path, None] = {}
    for folder in folders:
        found = [folder] if not folder.is_dir() else sorted(folder.glob("*.toml"))
        for path in found:
            seen.setdefault(path, None)
    return list(seen)


class Replayed(NamedTuple):
    path: Path
    header: Header
    replay: Replay


class _Rulesets:
    """Rulesets by name, each read once per run."""

    def __init__(self, home: Home) -> None:
        self.home = home
        self.known: dict[str, Ruleset] = {}

    def __call__(self, name: str) -> Ruleset:
        if name not in self.known:
            self.known[name] = load_ruleset(self.home, name)
        return self.known[name]


Wanted = Callable[[Header], bool]


def _replayed(path: Path, rulesets: _Rulesets, wanted: Wanted) -> Replayed | None:
    journal, problems = parse(read_regular(path).decode("utf-8"), path)
    if journal is None or problems:
        first = problems[0]
        raise ScorekeepError(
            _("line {line}: {problem}").format(line=first.line, problem=first.message)
            if first.line
            else first.message
        )
    header = journal.header
    if not wanted(header):
        return None
    engine = find_game(header.game)
    ruleset = rulesets(header.ruleset)
    if ruleset.game != engine.name:
        raise ScorekeepError(
            _("ruleset {ruleset} is for {game}, not {asked}").format(
                ruleset=ruleset.name, game=ruleset.game, asked=header.game
            )
        )
    return Replayed(path, header, replay(journal, engine, context_for(header, ruleset)))


def replay_all(
    paths: Iterable[Path], home: Home, skipped: list[Skipped], wanted: Wanted = lambda h: True
) -> Iterator[Replayed]:
    """Each journal whose header is ``wanted``, replayed; one that fails is added to
    ``skipped`` instead (a damaged file is reported whatever the filters). Each replay is
    let go before the next journal is read: only one evening is held at a time."""
    rulesets = _Rulesets(home)
    for path in paths:
        try:
            done = _replayed(path, rulesets, wanted)
        except (ScorekeepError, OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
            skipped.append(Skipped(str(path), _said(error)))
            continue
        if done is not None:
            yield done
        done = None


def _said(error: Exception) -> str:
    if isinstance(error, NotAJournal):
        return error.reason
    if isinstance(error, RecursionError):
        return _("values are nested too deeply to read")
    if isinstance(error, OSError):
        return f"{error.strerror or error}"
    if isinstance(error, UnicodeDecodeError):
        return "not UTF-8 text"
    return str(error)
