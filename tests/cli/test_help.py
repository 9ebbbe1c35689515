"""Every command explains itself with at least one real example."""

from __future__ import annotations

import pytest

COMMANDS = [
    ["new"],
    ["undo"],
    ["close"],
    ["status"],
    ["sheet"],
    ["sessions"],
    ["use"],
    ["check"],
    ["example"],
    ["rules", "list"],
    ["rules", "show"],
    ["rules", "check"],
    ["rules", "new"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_help_has_an_example(cli, command):
    out = cli(*command, "--help").stdout
    assert "Example" in out and "scorekeep " in out


@pytest.mark.parametrize("command", ["hand", "fix"])
def test_game_field_help(cli, command):
    out = cli(command, "--help").stdout
    assert "Examples" in out and "bridge fields:" in out and "--tricks" in out


def test_judge_help(cli):
    out = cli("judge", "--help").stdout
    assert "Games: bridge" in out


def test_version(cli):
    assert cli("--version").stdout.startswith("scorekeep 0.")


def test_no_color_output_has_no_escape_codes(cli, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    cli("new", "bridge-rubber", "--players", "N=A,E=B,S=C,W=D", "--name", "x")
    out = cli("status").stdout + cli("sheet").stdout
    assert "\x1b[" not in out
