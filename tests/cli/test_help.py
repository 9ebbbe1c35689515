"""Every command explains itself with at least one real example."""

from __future__ import annotations

import click
import pytest
import typer

from scorekeep.cli.app import app


def registered(group: click.Group, prefix: tuple[str, ...] = ()) -> list[list[str]]:
    """Every command the app answers to, as the words that call it (``rules show``)."""
    found: list[list[str]] = []
    for name, command in sorted(group.commands.items()):
        if isinstance(command, click.Group):
            found += registered(command, (*prefix, name))
        else:
            found.append([*prefix, name])
    return found


COMMANDS = registered(typer.main.get_command(app))


def test_the_walk_finds_every_kind_of_command():
    assert ["hand"] in COMMANDS and ["rules", "show"] in COMMANDS and ["judge"] in COMMANDS
    assert len(COMMANDS) >= 16


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
