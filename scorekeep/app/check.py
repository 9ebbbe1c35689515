"""``check``: every problem of a journal at once, each pointing at the offending key's line
with a short numbered excerpt, a stable code and a hint (hledger's ``check`` is the model).

The checks are plain functions in :data:`VALIDATIONS`, each returning the problems it
finds (beancount's validations are the model), so a new check is one function added to
the list, testable alone; :func:`check_journal` runs them in order. It lives with the
application, not the command line, so anything that opens a journal can ask it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import NotFound, ScorekeepError
from scorekeep.core.game import Context, Engine
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Problem, Ruleset, line_of
from scorekeep.core.session import Journal, context_for, replay
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.files.journal import block_key_line
from scorekeep.games import find_game
from scorekeep.i18n import _


def hints() -> dict[str, str]:
    """The hint for each problem code, in the language in use."""
    return {
        "not-toml": _(
            "fix the TOML syntax here; each entry is a [[hands]] block of key = value lines"
        ),
        "unknown-key": _(
            "a journal header has format, name, ruleset, game, created, players, "
            "seats, teams and options"
        ),
        "bad-format": _("this version of scorekeep reads journals with format = 1"),
        "missing": _("compare with the header of a journal written by `scorekeep new`"),
        "duplicate-player": _("give every player a different name"),
        "wrong-type": _("compare with the header of a journal written by `scorekeep new`"),
        "bad-block": _(
            "start each block with n = NUMBER (a hand), void = N, fix = N, close = true "
            "or reopen = true"
        ),
        "bad-number": _("hands are numbered 1, 2, 3 … in the order they were played"),
        "out-of-order": _(
            "number the hands 1, 2, 3 … in file order; to replace a hand, add a "
            "[[hands]] block with fix = N instead"
        ),
        "bad-correction": _("void and fix name an earlier hand that is still live"),
        "after-close": _(
            "a closed session takes no more entries; start another with `scorekeep new`, "
            "or take the close back with `scorekeep reopen`"
        ),
        "unknown-game": _("set game to the game of ruleset {ruleset}"),
        "unknown-ruleset": _(
            "name one of `scorekeep rules list`, or put the ruleset file under "
            "rulesets/ in the home folder"
        ),
        "bad-option": _("see `scorekeep rules show {ruleset}` for the options and their values"),
        "hand-refused": _(
            "correct {key} on this line in an editor, then run `scorekeep check -s {path}` "
            "again (undo and fix refuse a journal that does not replay)"
        ),
    }


class Checked(NamedTuple):
    """What ``check`` found: the problems with their lines and hints, and the live hands."""

    problems: list[Problem]
    hands: int
    text: str


@dataclass
class Checking:
    """One journal under check: what it was read into, and what the validations before the
    current one established (the game, the ruleset, the replay context) for those after it;
    a validation whose ground is missing (a header that did not parse, an unknown game)
    finds nothing more to say."""

    home: Home
    path: Path
    text: str
    journal: Journal | None
    parsed: list[Problem]
    engine: Engine | None = None
    ruleset: Ruleset | None = None
    ctx: Context | None = None
    hands: int = 0


Validation = Callable[[Checking], list[Problem]]


def validate_syntax(checking: Checking) -> list[Problem]:
    """What reading the journal's TOML into a header and entries found wrong."""
    return list(checking.parsed)


def validate_game(checking: Checking) -> list[Problem]:
    """The header names a game scorekeep knows."""
    if checking.journal is None:
        return []
    try:
        checking.engine = find_game(checking.journal.header.game)
    except ScorekeepError as error:
        return [Problem(str(error), 0, "unknown-game", key="game")]
    return []


def validate_ruleset(checking: Checking) -> list[Problem]:
    """The header names a ruleset that is installed or on disk."""
    if checking.journal is None or checking.engine is None:
        return []
    try:
        checking.ruleset = load_ruleset(checking.home, checking.journal.header.ruleset)
    except ScorekeepError as error:
        return [Problem(str(error), 0, "unknown-ruleset", key="ruleset")]
    return []


def validate_options(checking: Checking) -> list[Problem]:
    """Every option of the header is one of the ruleset's, with a value it takes."""
    if checking.journal is None or checking.ruleset is None:
        return []
    header = checking.journal.header
    try:
        checking.ctx = context_for(header, checking.ruleset)
    except ScorekeepError as error:
        found = _option_problems(checking.ruleset, dict(header.options))
        return found or [Problem(error.message, 0, "bad-option", key="options")]
    return []


def validate_hands(checking: Checking) -> list[Problem]:
    """Every entry replays under the rules; the live hands are counted."""
    if checking.journal is None or checking.engine is None or checking.ctx is None:
        return []
    problems: list[Problem] = []
    result = replay(checking.journal, checking.engine, checking.ctx, problems)
    checking.hands = sum(1 for line in result.lines if not line.void)
    return problems


VALIDATIONS: list[Validation] = [
    validate_syntax,
    validate_game,
    validate_ruleset,
    validate_options,
    validate_hands,
]
"""The checks of a journal, run in this order; each may rely on what those before it set."""


def check_journal(home: Home, path: Path) -> Checked:
    """Read the journal at ``path`` and run every validation on it: all its problems, each
    on its key's line with its hint."""
    from scorekeep.files.safe_read import read_regular

    try:
        data = read_regular(path)
    except FileNotFoundError:
        raise NotFound(_("no journal at {path}").format(path=path)) from None
    text, problem = journal_file.decode(data, path)
    if text is None:
        return Checked([problem] if problem else [], 0, "")
    journal, parsed = journal_file.parse(text, path)
    checking = Checking(home, path, text, journal, parsed)
    problems = [found for validation in VALIDATIONS for found in validation(checking)]
    placed = sorted((_placed(p, text, journal, path) for p in problems), key=lambda p: p.line)
    return Checked(placed, checking.hands, text)


def _option_problems(ruleset: Ruleset, options: dict[str, object]) -> list[Problem]:
    found = []
    for key, value in options.items():
        try:
            ruleset.option(key).check(value)
        except ScorekeepError as error:
            found.append(Problem(error.message, 0, "bad-option", key=f"options.{key}"))
    return found


def _placed(problem: Problem, text: str, journal: Journal | None, path: Path) -> Problem:
    """The problem on its key's line (a header key, or a key inside its [[hands]] block),
    with the hint for its code."""
    line = problem.line
    if problem.key and line > 0:
        line = block_key_line(text, line, problem.key) or line
    elif problem.key:
        line = line_of(text, *problem.key.split(".")) or 0
    hint = problem.hint or hints().get(problem.code, "").format(
        key=problem.key or _("the entry"),
        hand=_hand_at(journal, problem.line),
        path=path,
        ruleset=journal.header.ruleset if journal else "",
    )
    return problem._replace(line=line, hint=hint or None)


def _hand_at(journal: Journal | None, line: int) -> int:
    if journal is None:
        return 0
    return next((r.target for r in journal.records if r.line == line), 0)


def excerpt(text: str, line: int) -> list[str]:
    """The offending line and the one before it, numbered, with the offending one marked."""
    lines = text.split("\n")
    if not 0 < line <= len(lines):
        return []
    first = max(1, line - 1)
    width = len(str(line))
    out = [f"  {n:>{width}} | {lines[n - 1]}" for n in range(first, line + 1)]
    marked = lines[line - 1]
    start = len(marked) - len(marked.lstrip())
    out.append(f"  {'':>{width}} | {' ' * start}{'^' * max(1, len(marked.strip()))}")
    return out


def report_text(path: Path, checked: Checked) -> str:
    """Every problem as ``PATH:LINE: message [code]``, its excerpt and its hint."""
    out: list[str] = []
    for problem in checked.problems:
        out.append(f"{path}:{problem.line}: {problem.message} [{problem.code}]")
        out += excerpt(checked.text, problem.line)
        if problem.hint:
            out.append("  " + _("hint: {hint}").format(hint=problem.hint))
    return "\n".join(out)


def check_data(path: Path, checked: Checked) -> dict[str, object]:
    """What ``check --format json`` prints: the verdict, the live hands and every problem."""
    return {
        "path": str(path),
        "ok": not checked.problems,
        "hands": checked.hands,
        "problems": [
            {
                "path": str(path),
                "line": p.line,
                "code": p.code,
                "message": p.message,
                "hint": p.hint,
                "key": p.key,
            }
            for p in checked.problems
        ],
    }
