"""With --format json an error is also an object on stdout, so a program driving scorekeep
never parses English: {"error": {"message", "field", "rule", "hint", "code"}}."""

from __future__ import annotations

import json

import pytest

BRIDGE = ("new", "bridge-rubber", "--players", "N=Ann,E=Ben,S=Cat,W=Dan", "--name", "fri")
KEYS = {"message", "field", "rule", "hint", "code"}


def error_of(cli, *args: str, code: int) -> dict:
    result = cli(*args, "--format", "json", code=code)
    error = json.loads(result.stdout)["error"]
    assert set(error) == KEYS
    assert result.stderr.startswith(f"scorekeep: error: {error['message']}")
    return error


def test_json_error_object_for_a_refused_hand(cli):
    cli(*BRIDGE)
    error = error_of(cli, "hand", "8H", "--by", "N", "--tricks", "9", code=1)
    assert error["code"] == "unreadable"
    assert error["field"] == "CONTRACT" and error["rule"] == "BR-A1"
    error = error_of(cli, "hand", "4S", "--by", "N", "--tricks", "14", code=1)
    assert error["code"] == "rejected" and error["field"] == "--tricks"
    assert error["rule"] == "BR-S7"


@pytest.mark.parametrize(
    ("args", "code", "status"),
    [
        (("hand", "4S", "--by", "N", "--by", "S", "--tricks", "10"), "usage", 2),
        (("hand", "4S", "--bye", "N"), "usage", 2),
        (("status", "-s", "nosuch"), "not_found", 1),
        (("hand", "4S", "--by", "Q", "--tricks", "10"), "rejected", 1),
        (("undo", "9"), "rejected", 1),
        (("judge", "bridge", "score", "4Q", "--tricks", "10"), "unreadable", 1),
    ],
)
def test_json_error_codes(cli, args, code, status):
    cli(*BRIDGE)
    assert error_of(cli, *args, code=status)["code"] == code


def test_json_error_for_an_ambiguous_name(cli):
    cli("new", "derda", "--players", "Ania,Anna", "--name", "eve")
    error = error_of(cli, "hand", "--bidder", "An", "--trump", "H", code=1)
    assert error["code"] == "ambiguous" and error["field"] == "--bidder"
    assert error["hint"]


def test_json_error_for_a_journal_edited_into_a_broken_state(cli):
    cli(*BRIDGE)
    path = cli.journal("fri")
    path.write_text(
        path.read_text(encoding="utf-8") + '\n[[hands]]\nn = 1\ncontract = "9S"\n',
        encoding="utf-8",
    )
    error = error_of(cli, "status", code=1)
    assert error["code"] == "damaged" and "check" in error["hint"]


def test_text_errors_print_nothing_on_stdout(cli):
    cli(*BRIDGE)
    result = cli("hand", "8H", "--by", "N", "--tricks", "9", code=1)
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("args", "field"),
    [(("status", "--bogus"), "--bogus"), (("undo", "--reason"), "--reason")],
)
def test_json_error_for_a_command_line_click_refuses(cli, args, field):
    cli(*BRIDGE)
    result = cli(args[0], "--format", "json", *args[1:], code=2)
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "usage" and error["field"] == field
    assert error["message"] in result.stderr


def test_json_error_for_a_hand_number_that_is_not_a_number(cli):
    cli(*BRIDGE)
    result = cli("undo", "abc", "--format", "json", code=1)
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "unreadable" and error["field"] == "N"
    assert error["message"] in result.stderr
