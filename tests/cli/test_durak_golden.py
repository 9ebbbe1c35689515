"""Golden Durak scoresheets: one team evening (with a draw, a void, a fix and epaulettes) and
its expected text, Markdown, CSV and JSON renderings. Regenerate with
SCOREKEEP_UPDATE_GOLDEN=1 and read the diff."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "durak"
UPDATE = os.environ.get("SCOREKEEP_UPDATE_GOLDEN") == "1"
RENDERINGS = [
    ("sheet.txt", ["sheet"]),
    ("sheet.md", ["sheet", "--format", "markdown"]),
    ("sheet.csv", ["sheet", "--format", "csv"]),
    ("sheet.json", ["sheet", "--format", "json"]),
    ("status.txt", ["status"]),
    ("status.json", ["status", "--format", "json"]),
]


@pytest.mark.parametrize(("name", "args"), RENDERINGS)
def test_golden_rendering(cli, name, args):
    sessions = cli.home / "sessions"
    sessions.mkdir(parents=True, exist_ok=True)
    shutil.copy(GOLDEN / "evening.toml", sessions / "golden.toml")
    shown = cli(*args, "-s", "golden").stdout
    expected = GOLDEN / name
    if UPDATE:
        expected.write_text(shown, encoding="utf-8")
    assert shown == expected.read_text(encoding="utf-8")
