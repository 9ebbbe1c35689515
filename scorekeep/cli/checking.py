"""``check``: every problem of a journal at once, each pointing at the offending key's line
with a short numbered excerpt, a stable code and a hint (hledger's ``check`` is the model)."""

from __future__ import annotations

from pathlib import Path

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import NotFound, ScorekeepError
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Problem, Ruleset, line_of
from scorekeep.core.session import Journal, context_for, replay
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
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


def check_journal(home: Home, path: Path) -> Checked:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise NotFound(_("no journal at {path}").format(path=path)) from None
    text, problem = journal_file.decode(data, path)
    if text is None:
        return Checked([problem] if problem else [], 0, "")
    journal, problems = journal_file.parse(text, path)
    hands = 0
    if journal is not None:
        hands = _replay(home, journal, problems)
    placed = sorted((_placed(p, text, journal, path) for p in problems), key=lambda p: p.line)
    return Checked(placed, hands, text)


def _replay(home: Home, journal: Journal, problems: list[Problem]) -> int:
    """Replay every hand, adding what the rules refuse to ``problems``; the live hands."""
    header = journal.header
    try:
        engine = find_game(header.game)
    except ScorekeepError as error:
        problems.append(Problem(str(error), 0, "unknown-game", key="game"))
        return 0
    try:
        ruleset = load_ruleset(home, header.ruleset)
    except ScorekeepError as error:
        problems.append(Problem(str(error), 0, "unknown-ruleset", key="ruleset"))
        return 0
    try:
        ctx = context_for(header, ruleset)
    except ScorekeepError as error:
        found = _option_problems(ruleset, dict(header.options))
        problems.extend(found or [Problem(error.message, 0, "bad-option", key="options")])
        return 0
    result = replay(journal, engine, ctx, problems)
    return sum(1 for line in result.lines if not line.void)


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
