"""A journal edited by hand into a hand the rules refuse (issue 24, item 4): every command
names the same line, the offending key's, and the hint is something that works then."""

from __future__ import annotations

import json

import pytest

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


@pytest.fixture
def edited(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "ed")
    for deal in (["4S", "N", "="], ["3NT", "E", "="], ["2H", "W", "8"], ["1C", "N", "7"]):
        cli("hand", *deal)
    path = cli.journal("ed")
    text = path.read_text(encoding="utf-8")
    assert text.count("tricks = 8") == 1
    path.write_text(text.replace("tricks = 8", "tricks = 15"), encoding="utf-8")
    line = text.split("\n").index("tricks = 8") + 1
    return cli, path, line


def test_BR_S7_every_command_names_the_line_of_the_offending_key(edited):
    cli, path, line = edited
    where = f"{path}:{line}: hand 3: "
    checked = cli("check", "-s", "ed", code=1)
    check = checked.stdout or checked.stderr
    assert check.startswith(where)
    for command in (["status"], ["sheet"], ["hand", "1C", "N", "7"], ["undo", "3"]):
        said = cli(*command, code=1).stderr
        assert said.startswith(f"scorekeep: error: {where}"), command
    error = json.loads(cli("status", "--format", "json", code=1).stdout)["error"]
    assert error["message"].startswith(where) and error["code"] == "damaged"


def test_the_check_hint_is_not_a_command_the_damaged_journal_refuses(edited):
    cli, _path, _line = edited
    checked = cli("check", "-s", "ed", code=1)
    hint = (checked.stdout + checked.stderr).split("hint: ", 1)[1]
    assert "undo 3" not in hint and "in an editor" in hint
    assert "scorekeep check -s" in hint
    cli("undo", "3", code=1)  # what the old hint said to do is still refused
