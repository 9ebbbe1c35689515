"""English stays English: an English evening of every game shows no Polish, Ukrainian or
Italian letters (player names, the games' own names and the table's terms aside), and an
English ``status`` neither imports gettext nor reads a catalog."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from scorekeep import games

ROOT = Path(__file__).resolve().parent.parent

FOREIGN = re.compile(r"[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ\u0400-\u04ffàèéìíòóùÀÈÉÌÒÙ]")
"""Letters of Polish, Ukrainian (all of Cyrillic) and Italian that English never writes."""

TABLE_TERMS = ("Derniè", "dość", "б")
"""The table's own words, the same in every language (SPEC §8): the name of Derniè, the
Derda claim, the bajt mark of the Deberc sheet."""

FORMATS = ("text", "markdown", "html", "csv", "json")


def english_evening(cli, game: str) -> str:
    shown = [cli("example", game).stdout]
    session = f"example-{game}"
    shown.append(cli("status", "-s", session).stdout)
    shown += [cli("sheet", "-s", session, "--format", fmt).stdout for fmt in FORMATS]
    return "\n".join(shown)


def allowed_words(cli, game: str) -> list[str]:
    header = tomllib.loads(cli.journal(f"example-{game}").read_text(encoding="utf-8"))
    ruleset = tomllib.loads(
        (ROOT / "rulesets" / f"{header['ruleset']}.toml").read_text(encoding="utf-8")
    )
    return [*header["players"], ruleset["title"], ruleset.get("title_local", ""), *TABLE_TERMS]


@pytest.mark.parametrize("game", games.names())
def test_an_english_evening_shows_no_other_language(cli, game):
    if games.game(game).example is None:
        pytest.skip(f"{game} bundles no example evening (an optional part)")
    shown = english_evening(cli, game)
    for word in sorted(allowed_words(cli, game), key=len, reverse=True):
        if word:
            shown = shown.replace(word, "")
    leaks = sorted({m.group() for m in FOREIGN.finditer(shown)})
    lines = [line for line in shown.splitlines() if FOREIGN.search(line)][:5]
    assert not leaks, f"{game}: {leaks} in {lines}"


def test_the_leak_check_can_fail(cli):
    shown = english_evening(cli, "derda")
    assert FOREIGN.search(shown + "\nnastępny rozdaje: Ania")


def test_english_verdicts_quote_english_rule_texts(cli):
    claim = ("--by", "Ania", "--total", "380", "--cards", "75", "Ania=AS KS QS JS")
    out = cli("judge", "derda", "claim", *claim).stdout
    assert "DERDA-R13: Dość: after winning a trick" in out
    assert not FOREIGN.search(out.replace("dość", "").replace("Dość", ""))


def test_english_status_imports_no_gettext_and_reads_no_catalog(tmp_path):
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "SCOREKEEP_HOME": str(tmp_path),
        "LANG": "en_GB.UTF-8",
    }
    start = [sys.executable, "-m", "scorekeep", "new", "derda", "--players", "A,B"]
    subprocess.run(start, env=env, cwd=ROOT, check=True, capture_output=True)
    code = (
        "import atexit, sys\n"
        "def report():\n"
        "    from scorekeep import i18n\n"
        "    found = [m for m in ('gettext', 'scorekeep.i18n_build') if m in sys.modules]\n"
        "    print('loaded:', found, dict(i18n._catalogs), file=sys.stderr)\n"
        "atexit.register(report)\n"
        "sys.argv = ['scorekeep', 'status']\n"
        "from scorekeep.cli.fast import main\n"
        "main()\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert "0 hands" in result.stdout
    assert "loaded: [] {}" in result.stderr
    polish = subprocess.run(
        [sys.executable, "-c", code.replace("'status'", "'--lang', 'pl', 'status'")],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert "'gettext'" in polish.stderr and "'pl'" in polish.stderr
