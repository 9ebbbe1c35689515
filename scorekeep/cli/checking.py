"""``check``: every problem of a journal at once, with its line."""

from __future__ import annotations

from pathlib import Path

from scorekeep.core.errors import NotFound, ScorekeepError
from scorekeep.core.registry import find_game
from scorekeep.core.ruleset import Problem
from scorekeep.core.session import context_for, replay
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.files.rulesets import load_ruleset


def check_journal(home: Home, path: Path) -> tuple[list[Problem], int]:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise NotFound(f"no journal at {path}") from None
    text, problem = journal_file.decode(data, path)
    if text is None:
        return [problem] if problem else [], 0
    journal, problems = journal_file.parse(text, path)
    if journal is None:
        return problems, 0
    try:
        engine = find_game(journal.header.game)
        ruleset = load_ruleset(home, journal.header.ruleset)
        ctx = context_for(journal.header, ruleset)
    except ScorekeepError as error:
        return [*problems, Problem(str(error), 1)], 0
    result = replay(journal, engine, ctx, problems)
    return problems, sum(1 for line in result.lines if not line.void)
