"""The command line in Polish, Ukrainian and Italian: errors keep naming the field and the
rule, confirmations and the generic sheet speak the session's language, a printed page says
which language it is in, and what a program reads stays the same."""

from __future__ import annotations

import csv
import io

import pytest

LANGS = ("pl", "uk", "it")


def start(cli, lang: str, *extra: str) -> None:
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "wieczor", "--lang", lang, *extra)


def play_one(cli) -> None:
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=90", "--cards", "Bartek=46")


@pytest.mark.parametrize(
    ("lang", "started"),
    [
        ("pl", "rozpoczęto sesję wieczor (Derda); gracze: Ania, Bartek"),
        ("uk", "розпочато сесію wieczor (Derda); гравці: Ania, Bartek"),
        ("it", "iniziata la sessione wieczor (Derda) con Ania, Bartek"),
    ],
)
def test_new_confirms_in_the_tables_language(cli, lang, started):
    result = cli("new", "derda", "--players", "Ania,Bartek", "--name", "wieczor", "--lang", lang)
    first, second = result.stdout.splitlines()
    assert first == started
    assert second.split(":")[0] in ("dziennik", "журнал", "registro")
    assert "started" not in result.stdout


@pytest.mark.parametrize(
    ("lang", "voided", "closed"),
    [
        ("pl", "rozdanie 1 unieważnione (zły wpis)", "sesja zamknięta"),
        ("uk", "роздачу 1 скасовано (zły wpis)", "сесію закрито"),
        ("it", "smazzata 1 annullata (zły wpis)", "sessione chiusa"),
    ],
)
def test_undo_and_close_confirm_in_the_sessions_language(cli, lang, voided, closed):
    start(cli, lang)
    play_one(cli)
    assert cli("undo", "--reason", "zły wpis").stdout.splitlines()[0] == voided
    assert cli("close").stdout.splitlines()[0] == closed
    assert "session closed" not in cli("--lang", lang, "reopen").stdout


def test_english_confirmations_are_unchanged(cli):
    started = cli("new", "derda", "--players", "Ania,Bartek", "--name", "wieczor").stdout
    assert started.startswith("started wieczor (Derda) with Ania, Bartek\njournal: ")
    play_one(cli)
    assert cli("undo").stdout.startswith("hand 1 voided\n")
    assert cli("close").stdout.startswith("session closed\n")


@pytest.mark.parametrize(
    ("lang", "prefix", "sentence"),
    [
        ("pl", "scorekeep: błąd: ", "--players: Derda: liczba graczy 2, nie 3"),
        ("uk", "scorekeep: помилка: ", "--players: Derda: кількість гравців 2, а не 3"),
        ("it", "scorekeep: errore: ", "--players: Derda: giocatori 2, non 3"),
    ],
)
def test_errors_name_the_field_in_every_language(cli, lang, prefix, sentence):
    result = cli("--lang", lang, "new", "derda", "--players", "A,B,C", code=1)
    assert result.stderr.splitlines() == [prefix + sentence]
    assert not (cli.home / "sessions").exists() or not any((cli.home / "sessions").iterdir())


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("pl", 'opcja target = "dużo" jest niedozwolona; dozwolone: liczba całkowita'),
        ("uk", 'параметр target = "dużo" не дозволено; дозволено: ціле число'),
        ("it", 'l\'opzione target = "dużo" non è ammessa; deve essere un intero'),
    ],
)
def test_a_refused_setting_keeps_its_flag_and_option_names(cli, lang, words):
    result = cli("--lang", lang, "new", "derda", "--players", "A,B", "--set", "target=dużo", code=1)
    line = result.stderr.splitlines()[0]
    assert "--set: " in line and words in line


@pytest.mark.parametrize(
    ("lang", "hint"),
    [
        ("pl", "  podpowiedź: rozpocznij ją przez `scorekeep new` albo podaj -s NAZWA"),
        ("uk", "  підказка: розпочніть її через `scorekeep new` або вкажіть -s НАЗВА"),
        ("it", "  suggerimento: iniziane una con `scorekeep new`, oppure indica -s NOME"),
    ],
)
def test_hints_are_translated_on_the_start_up_path(cli, lang, hint):
    result = cli("--lang", lang, "status", code=1)
    assert result.stderr.splitlines()[1] == hint


@pytest.mark.parametrize("lang", LANGS)
def test_json_errors_keep_their_code_field_and_english_message(cli, lang):
    """JSON is for programs: its error object reads the same in every language, while the
    line on stderr is the player's."""
    english = cli("new", "derda", "--players", "A,B,C", "--format", "json", code=1).stdout
    other = cli("--lang", lang, "new", "derda", "--players", "A,B,C", "--format", "json", code=1)
    import json

    en, translated = json.loads(english)["error"], json.loads(other.stdout)["error"]
    assert (translated["code"], translated["field"]) == (en["code"], en["field"])
    assert translated["message"] == en["message"]


@pytest.mark.parametrize(
    ("lang", "hand", "notes"),
    [("pl", "rozdanie", "uwagi"), ("uk", "роздача", "примітки"), ("it", "smazzata", "note")],
)
def test_generic_sheet_headers_in_markdown_and_csv(cli, lang, hand, notes):
    start(cli, lang)
    play_one(cli)
    markdown = cli("sheet", "--format", "markdown").stdout
    head = next(line for line in markdown.splitlines() if line.startswith("| #"))
    assert [c.strip() for c in head.strip("|").split("|")] == [
        "#",
        hand,
        "Ania +",
        "Bartek +",
        "Ania",
        "Bartek",
        notes,
    ]
    rows = list(csv.reader(io.StringIO(cli("sheet", "--format", "csv").stdout)))
    assert rows[0] == ["#", hand, "Ania +", "Bartek +", "Ania", "Bartek", notes]
    assert rows[1][0] == "1"


def test_generic_sheet_headers_stay_english_without_a_language(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "wieczor")
    play_one(cli)
    first = cli("sheet", "--format", "csv").stdout.splitlines()[0]
    assert first == "#,hand,Ania +,Bartek +,Ania,Bartek,notes"


@pytest.mark.parametrize(
    ("lang", "title", "players"),
    [
        ("pl", "<title>Zapis — wieczor</title>", "<dt>Gracze</dt>"),
        ("uk", "<title>Таблиця результатів — wieczor</title>", "<dt>Гравці</dt>"),
        ("it", "<title>Segnapunti — wieczor</title>", "<dt>Giocatori</dt>"),
    ],
)
def test_printed_page_carries_the_sessions_language(cli, lang, title, players):
    start(cli, lang)
    play_one(cli)
    page = cli("sheet", "--format", "html").stdout
    assert f'<html lang="{lang}">' in page
    assert title in page and players in page


def test_printed_page_follows_the_global_lang_and_defaults_to_english(cli):
    start(cli, "pl")
    assert '<html lang="uk">' in cli("--lang", "uk", "sheet", "--format", "html").stdout
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "plain")
    page = cli("sheet", "-s", "plain", "--format", "html").stdout
    assert '<html lang="en">' in page and "<dt>Players</dt>" in page


@pytest.mark.parametrize("lang", LANGS)
def test_stats_page_carries_the_language(cli, lang):
    start(cli, lang)
    assert f'<html lang="{lang}">' in cli("--lang", lang, "stats", "--format", "html").stdout


@pytest.mark.parametrize(
    ("lang", "ok"),
    [("pl", "ok (1 rozdanie)"), ("uk", "гаразд (1 роздача)"), ("it", "ok (1 smazzata)")],
)
def test_check_counts_hands_in_the_language(cli, lang, ok):
    start(cli, lang)
    play_one(cli)
    assert cli("--lang", lang, "check").stdout.rstrip().endswith(ok)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("pl", "rozdanie 1 · rozdaje Ania · licytuje Bartek > "),
        ("uk", "роздача 1 · роздає Ania · замовляє Bartek > "),
        ("it", "smazzata 1 · dà le carte Ania · dichiara Bartek > "),
    ],
)
def test_table_prompt_in_the_sessions_language(cli, lang, line):
    from scorekeep.app.session import open_session
    from scorekeep.cli.table import prompt_text
    from scorekeep.files.home import Home

    start(cli, lang)
    opened = open_session(Home(cli.home), None)
    assert prompt_text(opened, opened.replay()) == line
