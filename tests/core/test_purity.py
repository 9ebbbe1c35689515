"""The rules engine is pure: importing it pulls in no CLI, table renderer, or file writer."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import scorekeep
from scorekeep.games import declared


@pytest.mark.parametrize("game", list(declared()))
def test_engine_imports_no_io_or_cli_modules(game):
    code = (
        "import sys\n"
        f"import {declared()[game].engine}\n"
        "import scorekeep.core.session, scorekeep.core.ruleset, scorekeep.core.fields\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('typer', 'click', 'tabulate', 'tomli_w', 'scorekeep.files', 'scorekeep.cli') "
        "or m.startswith(('scorekeep.files', 'scorekeep.cli', 'scorekeep.render')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == ""


def test_core_source_has_no_io_calls():
    root = Path(scorekeep.__file__).parent
    for folder in ("core", "games"):
        for path in (root / folder).glob("*.py"):
            text = path.read_text()
            for banned in ("open(", "print(", "os.environ", "datetime.now", "time.time("):
                assert banned not in text, f"{path.name} uses {banned}"
