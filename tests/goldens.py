"""Golden files: a journal plus its expected renderings. ``SCOREKEEP_UPDATE_GOLDEN=1``
rewrites the expected files from the current output, for a person to read in the diff."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent / "golden"
UPDATE = os.environ.get("SCOREKEEP_UPDATE_GOLDEN") == "1"
RENDERINGS = [
    ("sheet.txt", ["sheet"]),
    ("sheet.md", ["sheet", "--format", "markdown"]),
    ("sheet.csv", ["sheet", "--format", "csv"]),
    ("sheet.json", ["sheet", "--format", "json"]),
    ("status.txt", ["status"]),
    ("status.json", ["status", "--format", "json"]),
]


def check(expected: Path, shown: str) -> None:
    if UPDATE:
        expected.write_text(shown, encoding="utf-8")
    assert shown == expected.read_text(encoding="utf-8")


def render(cli: Any, journal_text: str, session: str, args: list[str]) -> str:
    sessions = cli.home / "sessions"
    sessions.mkdir(parents=True, exist_ok=True)
    (sessions / f"{session}.toml").write_text(journal_text, encoding="utf-8")
    return str(cli(*args, "-s", session).stdout)
