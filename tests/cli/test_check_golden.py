"""``check`` reports one golden reproducer per kind of problem: a small journal in
``tests/golden/check/<code>.toml`` and what ``check`` prints for it, as text (stderr) and
as JSON. Each problem points at the offending key's line, uses the journal's key names,
shows the line before it, and carries a stable code and a hint. Regenerate with
SCOREKEEP_UPDATE_GOLDEN=1 and read the diff."""

from __future__ import annotations

import json
import shutil

import pytest

from scorekeep import games
from scorekeep.files.journal import block_key_line
from tests import goldens

FOLDER = goldens.ROOT / "check"
KINDS = sorted(path.stem for path in FOLDER.glob("*.toml"))
RULESETS = goldens.ROOT.parent.parent / "rulesets"


def listed(shown: str) -> str:
    """The message with the installed games and bundled rulesets written as GAMES and
    RULESETS: the goldens hold what every checkout says, whatever games it has."""
    bundled = ", ".join(sorted(path.stem for path in RULESETS.glob("*.toml")))
    return shown.replace(f"games: {', '.join(games.names())})", "games: GAMES)").replace(
        f"rulesets: {bundled})", "rulesets: RULESETS)"
    )


def test_every_kind_has_a_reproducer():
    assert len(KINDS) == 15
    assert "hand-refused" in KINDS and "not-toml" in KINDS


def _checked(cli, kind, *args):
    journal = cli.home / f"{kind}.toml"
    journal.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(FOLDER / f"{kind}.toml", journal)
    result = cli("check", str(journal), *args, code=1)
    return result, str(journal)


@pytest.mark.parametrize("kind", KINDS)
def test_check_text(cli, kind):
    result, journal = _checked(cli, kind)
    shown = listed(result.stderr.replace(journal, f"{kind}.toml"))
    assert f"[{kind}]" in shown.splitlines()[0]
    assert result.stdout == ""
    goldens.check(FOLDER / f"{kind}.txt", shown)


@pytest.mark.parametrize("kind", KINDS)
def test_check_json(cli, kind):
    result, journal = _checked(cli, kind, "--format", "json")
    shown = listed(result.stdout.replace(journal, f"{kind}.toml"))
    problems = json.loads(shown)["problems"]
    assert problems[0]["code"] == kind and problems[0]["hint"]
    goldens.check(FOLDER / f"{kind}.json", shown)


def test_a_key_is_found_however_the_block_writes_it():
    text = (
        "[[hands]]\nn = 1\n# cards = a comment\ncards.Ania = 48\n"
        "[[hands]]\nn = 2\n[hands.cards]\nAnia = 80\n"
        '[[hands]]\nn = 3\n"trump" = "S"\n'
    )
    assert block_key_line(text, 1, "cards") == 4
    assert block_key_line(text, 5, "cards") == 7
    assert block_key_line(text, 9, "trump") == 11
    assert block_key_line(text, 1, "trump") == 0
