"""Golden Deberc scoresheets: a three-player journal (split bajts, a hanging pot, the third-bajt
and no-trick penalties, a redeal, a void and a fix, the winner deals) and its expected text,
Markdown, CSV and JSON renderings. Regenerate with SCOREKEEP_UPDATE_GOLDEN=1 and read the
diff."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "deberc"
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


def test_golden_sheet_shows_every_marker():
    text = (GOLDEN / "sheet.txt").read_text(encoding="utf-8")
    for marker in ("0 б −100", "15 −50", "+70 pot", "hanging", "annulled: four-sevens",
                   "VOID", "4*", "Winner: Celina — reached 501", "Bajts: Ania ббб"):
        assert marker in text, marker
