"""Messages read as a person says them."""

from __future__ import annotations

from typing import Any

from scorekeep.cli.commands.new import either


def test_player_counts_read_as_a_range(cli: Any) -> None:
    result = cli("new", "dernie", "--players", "Ania", code=1)
    assert "Derniè is for 2 to 10 players, not 1" in result.stderr


def test_player_counts_read_as_a_person_says_them() -> None:
    assert either([2]) == "2" and either([2, 4]) == "2 or 4"
    assert either([2, 3, 4]) == "2, 3 or 4" and either([3, 4, 5, 6]) == "3 to 6"


def _commands_with_examples() -> list[tuple[str, list[str]]]:
    import inspect

    from scorekeep.cli.app import app

    found = []
    for command in app.registered_commands:
        doc = inspect.cleandoc(command.callback.__doc__ or "") if command.callback else ""
        if "Examples:" in doc:
            examples = doc.split("Examples:", 1)[1].strip().splitlines()
            name = command.name or command.callback.__name__  # type: ignore[union-attr]
            found.append((name.replace("_", "-"), [e.strip() for e in examples if e.strip()]))
    return found


def test_help_keeps_each_example_on_its_own_line(cli: Any) -> None:
    commands = _commands_with_examples()
    assert len(commands) >= 5
    for name, examples in commands:
        shown = [line.strip() for line in cli(name, "--help").stdout.splitlines()]
        for example in examples:
            assert example in shown, f"{name} --help: {example!r} not on its own line"


def _format_help(cli: Any, *command: str) -> str:
    shown = cli(*command, "--help").stdout
    return next(line for line in shown.splitlines() if "--format" in line and "TEXT" in line)


def test_format_help_lists_the_formats_the_command_has(cli: Any) -> None:
    for command in (["sheet"], ["example"]):
        assert "text, json, markdown, csv, html or pdf" in _format_help(cli, *command)
    for command in (["status"], ["new"], ["close"], ["sessions"], ["rules", "list"]):
        line = _format_help(cli, *command)
        assert "text or json" in line and "csv" not in line, command


def test_hand_for_another_game_names_the_game_of_the_session(cli: Any) -> None:
    cli("new", "bridge", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
    result = cli("hand", "--bidder", "Ania", "--trump", "H", code=2)
    assert "no such option --bidder" in result.stderr
    assert "this session plays bridge" in result.stderr
