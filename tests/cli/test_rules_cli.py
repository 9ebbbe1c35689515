"""``scorekeep rules``: list, show, check, new."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeep.app.rulesets import bundled_dir


def test_rules_list_has_the_bundled_rubber(cli):
    rows = cli.json("rules", "list")
    assert {"name": "bridge-rubber", "game": "bridge"}.items() <= next(
        r for r in rows if r["name"] == "bridge-rubber"
    ).items()


def test_rules_show_quotes_rule_texts(cli):
    out = cli("rules", "show", "bridge-rubber").stdout
    assert "BR-A13" in out and "first named the final strain" in out
    data = cli.json("rules", "show", "bridge-rubber")
    assert data["options"]["tie_break"]["choices"] == ["games_won", "none"]


@pytest.mark.parametrize("path", sorted(bundled_dir().glob("*.toml")), ids=lambda p: p.name)
def test_every_bundled_ruleset_checks_clean(cli, path):
    assert "ok" in cli("rules", "check", str(path)).stdout


def broken(tmp_path: Path, old: str, new: str) -> Path:
    text = (bundled_dir() / "bridge-rubber.toml").read_text().replace(old, new, 1)
    path = tmp_path / "broken.toml"
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("[options.honors]", "[options.honours]", "unknown option bridge.honours"),
        ('type = "bool"\ndefault = true', 'type = "bool"\ndefault = 3', "default of option honors"),
        ('"BR-S16" = ', '"BR-X16" = ', "missing rule text BR-S16"),
        ("players = [4]", "players = [4]\nplayerz = 4", "unknown key 'playerz'"),
        ("min = 1\ndefault = 100", "min = 1\ndefault = 0", "default of option game_threshold"),
        (
            'type = "int"\nmin = 0\ndefault = 700',
            'type = "integer"\nmin = 0\ndefault = 700',
            'has type "integer"',
        ),
    ],
)
def test_rules_check_reports_file_and_line(cli, tmp_path, old, new, message):
    path = broken(tmp_path, old, new)
    result = cli("rules", "check", str(path), code=1)
    first = result.stderr.splitlines()[0]
    assert first.startswith(f"{path}:")
    line = int(first.split(":")[1])
    assert line > 0
    assert message in result.stderr


def test_rules_check_json(cli, tmp_path):
    path = broken(tmp_path, "[options.honors]", "[options.honours]")
    result = cli("rules", "check", str(path), "--format", "json", code=1)
    data = json.loads(result.stdout)
    assert data["ok"] is False
    assert {p["code"] for p in data["problems"]} >= {"unknown-key", "missing"}


def test_rules_check_invalid_toml(cli, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('name = "x"\ngame = \n')
    result = cli("rules", "check", str(path), code=1)
    assert result.stderr.startswith(f"{path}:2: not valid TOML")


def test_rules_new_writes_a_user_ruleset_that_shadows(cli):
    cli(
        "rules",
        "new",
        "club",
        "--from",
        "bridge-rubber",
        "--set",
        "unfinished_partscore_bonus=50",
        "--set",
        "tie_break=none",
    )
    path = cli.home / "rulesets" / "club.toml"
    assert path.is_file()
    assert "ok" in cli("rules", "check", str(path)).stdout
    cli("new", "club", "--players", "N=A,E=B,S=C,W=D", "--name", "c")
    cli("hand", "2H", "--by", "N", "--tricks", "8")
    assert cli.json("close")["totals"] == {"NS": 110, "EW": 0}
    again = cli("rules", "new", "club", "--from", "bridge-rubber", code=1)
    assert "already exists" in again.stderr


def test_rules_new_refuses_bad_values(cli):
    result = cli(
        "rules", "new", "club", "--from", "bridge-rubber", "--set", "tie_break=coin", code=1
    )
    assert "tie_break" in result.stderr and "games_won" in result.stderr


def test_set_reads_toml_values_and_bare_words(cli):
    cli(
        "rules",
        "new",
        "x",
        "--from",
        "bridge-rubber",
        "--set",
        'nt_alias=["NT", "SA"]',
        "--set",
        "we_side=EW",
        "--set",
        "honors=false",
    )
    data = cli.json("rules", "show", "x")
    assert data["options"]["nt_alias"]["default"] == ["NT", "SA"]
    assert data["options"]["we_side"]["default"] == "EW"
    assert data["options"]["honors"]["default"] is False
