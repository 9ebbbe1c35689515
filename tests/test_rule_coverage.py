"""Every numbered rule an engine implements has a test whose name carries the rule id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorekeep.games import declared, find_game

TESTS = Path(__file__).resolve().parent


def _test_names() -> set[str]:
    names: set[str] = set()
    for path in TESTS.rglob("test_*.py"):
        names.update(re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    return names


@pytest.mark.parametrize("game", list(declared()))
def test_every_rule_has_a_named_test(game):
    names = _test_names()
    missing = []
    for rule in sorted(find_game(game).rule_ids):
        token = rule.replace("-", "_")
        if not any(re.search(rf"(^|_){re.escape(token)}(_|$)", name) for name in names):
            missing.append(rule)
    assert not missing, f"rules of {game} without a test named after them: {missing}"
