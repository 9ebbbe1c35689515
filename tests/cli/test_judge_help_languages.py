"""`judge GAME --help` lists the game's questions in the table's language: --lang, else the
current session's; every question's summary is translated in every language."""

from __future__ import annotations

import os
import re
import sys

import pytest

from scorekeep import games

GAMES = [
    "bridge",
    "bridge-chicago",
    "bridge-duplicate",
    "derda",
    "deberc",
    "dernie",
    "durak",
    "tysiac",
]


def _summaries(text: str) -> list[str]:
    block = text.split("\n\n")[0].splitlines()[1:]
    return [line.split(None, 1)[1] for line in block if line.strip()]


@pytest.mark.parametrize("lang", ["pl", "uk", "it"])
@pytest.mark.parametrize("game", GAMES)
def test_every_question_summary_is_translated(cli, game, lang):
    english = _summaries(cli("judge", game, "--help").stdout)
    local = _summaries(cli("--lang", lang, "judge", game, "--help").stdout)
    assert len(local) == len(english) == len(games.find_game(game).questions)
    for mine, theirs in zip(local, english, strict=True):
        assert mine != theirs, (game, lang, mine)


def test_polish_session_speaks_polish_in_judge_help(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    out = cli("judge", "derda", "--help").stdout
    assert out.startswith("Pytania do gry derda:")
    assert "czy można teraz zagrać tę kartę (i które wolno)" in out
    one = cli("judge", "derda", "claim", "--help").stdout
    assert one.startswith("scorekeep judge derda claim: czy „dość” było słuszne")


def test_ukrainian_session_speaks_ukrainian_in_judge_help(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--lang", "uk")
    out = cli("judge", "deberc", "--help").stdout
    assert "хто бере взятку" in out
    assert "who wins the trick" not in out
    assert "who wins the trick" in cli("--lang", "en", "judge", "deberc", "--help").stdout


INPUT_LINE = re.compile(r"^  (\S+)\s+(\S+) (\S+)\s*(.*)$")
SAME_IN_EVERY_LANGUAGE = {'Ania="KH QH JH" Bartek="10S 9S 8S 7S"'}
"""A help that is nothing but an example of the input: the same words at every table."""


def _inputs(text: str) -> list[tuple[str, str, str]]:
    """Each input line of a question's help: its flag, the word for key, and its help."""
    block = text.split("\n\n")[1].splitlines()[1:]
    found = [INPUT_LINE.match(line) for line in block]
    assert all(found), block
    return [(m.group(1), m.group(2), m.group(4)) for m in found if m]


@pytest.mark.parametrize("lang", ["pl", "uk", "it"])
@pytest.mark.parametrize("game", GAMES)
def test_every_question_help_is_in_the_tables_language(cli, game, lang):
    for question in games.find_game(game).questions:
        english = _inputs(cli("judge", game, question, "--help").stdout)
        local = _inputs(cli("--lang", lang, "judge", game, question, "--help").stdout)
        assert [flag for flag, _, _ in local] == [flag for flag, _, _ in english]
        for (_, key, mine), (_, _, theirs) in zip(local, english, strict=True):
            assert key != "key", (game, question, lang)
            if theirs and theirs not in SAME_IN_EVERY_LANGUAGE:
                assert mine != theirs, (game, question, lang, mine)


def test_a_polish_and_a_ukrainian_session_answer_a_questions_help_in_their_language(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "piatek")
    one = cli("judge", "derda", "claim", "--help").stdout
    assert "--by                   klucz by               kto powiedział „dość”" in one
    assert "who said dość" not in one
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--lang", "uk", "--name", "subota")
    play = cli("judge", "deberc", "play", "--help").stdout
    assert "козирна масть" in play and "trump suit" not in play
    english = cli("--lang", "en", "judge", "deberc", "play", "--help").stdout
    assert "--trump                key trump            trump suit" in english
    assert "козирна масть" in cli("judge", "deberc", "play", "--help", "-s", "subota").stdout
    assert "kolor atutowy" in cli("judge", "deberc", "play", "--help", "-s", "piatek").stdout


def test_inside_table_a_questions_help_is_in_the_tables_language(cli):
    pexpect = pytest.importorskip("pexpect")
    from tests.cli.test_table_terminal import plain

    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "piatek")
    cli("new", "durak", "--players", "Ania,Bartek", "--lang", "uk", "--name", "other")
    env = {**os.environ, "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1", "NO_COLOR": "1"}
    child = pexpect.spawn(
        sys.executable,
        ["-m", "scorekeep", "--home", str(cli.home), "table", "-s", "piatek"],
        env=env,
        encoding="utf-8",
        dimensions=(60, 200),
        timeout=20,
    )
    try:
        child.expect(r" >\x1b\[")
        child.send("judge derda claim --help\r")
        child.expect("Przykład")
        shown = plain(child.before)
        child.expect(r" >\x1b\[")
        assert "kto powiedział „dość”" in shown, shown
        assert "klucz" in shown and "хто" not in shown and "who said" not in shown
        child.sendcontrol("d")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
