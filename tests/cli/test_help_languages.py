"""``--help`` of every command in the table's language: ``--lang``, else the session's
(``-s`` or the current one), else the environment's; English stays as Typer prints it."""

from __future__ import annotations

import click
import pytest
import typer

from scorekeep.cli.app import app

USAGE = {"pl": "Użycie: ", "uk": "Використання: ", "it": "Uso: "}
HELP_LINE = {
    "pl": "Pokaż tę pomoc i zakończ.",
    "uk": "Показати цю довідку і вийти.",
    "it": "Mostra questo messaggio ed esci.",
}


def command_paths() -> list[tuple[str, ...]]:
    """Every command and group of the command line, as the words that name it."""
    found: list[tuple[str, ...]] = [()]

    def walk(command: click.Command, path: tuple[str, ...]) -> None:
        if isinstance(command, click.Group):
            for name, sub in command.commands.items():
                if not sub.hidden:
                    found.append((*path, name))
                    walk(sub, (*path, name))

    walk(typer.main.get_command(app), ())
    return found


def english_first_line(path: tuple[str, ...]) -> str:
    command: click.Command = typer.main.get_command(app)
    for name in path:
        assert isinstance(command, click.Group)
        command = command.commands[name]
    return (command.help or "").splitlines()[0]


@pytest.mark.parametrize("lang", ["pl", "uk", "it"])
@pytest.mark.parametrize("path", command_paths(), ids=lambda p: " ".join(p) or "scorekeep")
def test_every_commands_help_speaks_the_asked_language(cli, lang, path):
    shown = cli("--lang", lang, *path, "--help").stdout
    assert shown.startswith(USAGE[lang]), shown
    first = english_first_line(path)
    assert first not in shown, shown
    assert HELP_LINE[lang] in shown or path in (("hand",), ("fix",), ("judge",)), shown


def test_english_help_is_typers_own(cli):
    shown = cli("undo", "--help").stdout
    assert shown.startswith("Usage: scorekeep undo [OPTIONS] [NUMBER]")
    assert "Void hand N (default: the last live one)." in shown
    assert "Show this message and exit." in shown and "[default: text]" in shown


def test_hand_help_speaks_the_current_sessions_language(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Dorota", "--lang", "pl", "--name", "d")
    shown = cli("hand", "--help").stdout
    assert shown.startswith("Użycie: scorekeep hand")
    assert "Zapisuje rozdanie; drukuje, co zapisano, jego zdarzenia i sumy" in shown
    assert "durak — skrót: DURAK [pagony]   albo   remis A,B" in shown
    assert "Bartek jest durakiem" in shown
    assert "gracz, któremu zostały karty (durak)" in shown
    assert "shorthand" not in shown and "fields:" not in shown


def test_a_commands_help_speaks_the_sessions_language(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Dorota", "--lang", "uk", "--name", "u")
    cli("new", "durak", "--players", "Ania,Bartek,Dorota", "--name", "e")
    assert cli("undo", "--help").stdout.startswith("Usage: ")
    shown = cli("undo", "-s", "u", "--help").stdout
    assert shown.startswith("Використання: ")
    assert "[типово: text]" in shown
    cli("use", "u")
    assert "Скасовує роздачу N" in cli("undo", "--help").stdout
    assert cli("--lang", "it", "undo", "--help").stdout.startswith("Uso: ")


def test_help_speaks_the_environments_language_without_a_session(cli, monkeypatch):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    shown = cli("status", "--help").stdout
    assert shown.startswith("Uso: ") and "Totali, cartaio, zona" in shown
