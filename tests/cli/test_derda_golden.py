"""Golden Derda scoresheets of the bundled example evening (scorekeep/examples/derda.toml):
the tally-mark text sheet (unicode and ascii), CSV, JSON and the status. Regenerate with
SCOREKEEP_UPDATE_GOLDEN=1 and read the diff."""

from __future__ import annotations

from pathlib import Path

import pytest

import scorekeep
from tests import goldens

EXAMPLE = Path(scorekeep.__file__).resolve().parent / "examples" / "derda.toml"
GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "derda"
RENDERINGS = [
    ("sheet.txt", "unicode", ["sheet"]),
    ("sheet-ascii.txt", "ascii", ["sheet"]),
    ("sheet.csv", "unicode", ["sheet", "--format", "csv"]),
    ("sheet.json", "unicode", ["sheet", "--format", "json"]),
    ("status.txt", "unicode", ["status"]),
    ("status.json", "unicode", ["status", "--format", "json"]),
]


@pytest.mark.parametrize(("name", "style", "args"), RENDERINGS)
def test_golden_rendering(cli, name, style, args):
    sessions = cli.home / "sessions"
    sessions.mkdir(parents=True, exist_ok=True)
    text = EXAMPLE.read_text(encoding="utf-8")
    if style == "ascii":
        text = text.replace('tally_style = "unicode"', 'tally_style = "ascii"')
    (sessions / "derda-evening.toml").write_text(text, encoding="utf-8")
    goldens.check(GOLDEN / name, cli(*args, "-s", "derda-evening").stdout)


def test_example_is_a_whole_game_with_every_kind_of_hand(cli):
    text = EXAMPLE.read_text(encoding="utf-8")
    for needed in (
        'annulled = "double-pass"',
        'annulled = "dwa-razy"',
        "trade = {",
        "claim = {",
        "fix = ",
    ):
        assert needed in text
    sheet = (GOLDEN / "sheet.txt").read_text(encoding="utf-8")
    assert "sztajnbajt" in sheet and "pot 65 → Bartek" in sheet and "bajt" in sheet
    assert "Winner: Ania" in sheet


TALLY_OPTIONS = [
    ("sheet-triangle.txt", 'tally_hundred = "triangle"'),
    ("sheet-square.txt", 'tally_hundred = "square"'),
    ("sheet-square-ascii.txt", 'tally_hundred = "square"\ntally_style = "ascii"'),
    ("sheet-triangle-ascii.txt", 'tally_hundred = "triangle"\ntally_style = "ascii"'),
    ("sheet-units-kept.txt", 'tally_units = "keep"'),
]


@pytest.mark.parametrize(("name", "options"), TALLY_OPTIONS)
def test_DERDA_T2_golden_tally_sheets(cli, name, options):
    """The 100 figure as circle (sheet.txt), triangle or square, and units kept as digits."""
    text = EXAMPLE.read_text(encoding="utf-8").replace('tally_style = "unicode"\n', "")
    text = text.replace("[options]\n", f"[options]\n{options}\n", 1)
    shown = goldens.render(cli, text, "derda-evening", ["sheet"])
    goldens.check(GOLDEN / name, shown)
    marks = {"triangle": ("△", "/\\"), "square": ("□", "[]")}
    for kind, (fancy, plain) in marks.items():
        if kind in options:
            assert (plain if "ascii" in options else fancy) in shown
            assert "○" not in shown
