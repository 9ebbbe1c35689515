"""What the table reads must say exactly what happened (issue 24, item 9): no side is said
to get 0 points, the sheets' headers agree, counts agree with their nouns, a mistyped
command is answered once."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("lang", "said", "never"),
    [
        ("en", "bajt: Ania+Celina took no points, so it writes 0 and gives none", "go to"),
        ("uk", "байт: Ania+Celina без очок: записує 0 і нічого не віддає", "отримують"),
    ],
)
def test_DEBERC_R7_a_bajt_by_a_side_that_took_nothing_gives_nothing(cli, lang, said, never):
    teams = ("--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D")
    cli("new", "deberc", *teams, "--lang", lang, "--name", "zero")
    out = cli("hand", "A", "S", "0", "162", "0", "0").stdout
    assert said in out
    assert never not in out and "Bartek+Darek +0" not in out.split("\n", 2)[2]


def test_the_second_games_sheet_names_the_tables_settings_as_the_html_does(cli):
    """Who deals the second game is set by the evening, not by the table: the text sheet
    says the defaults are played, as the HTML header does."""
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "two")
    cli("hand", "A", "S", "100", "40", "B:AKQJT98H")  # Bartek's deberc ends game 1
    cli("hand", "B", "H", "100", "40")
    text = cli("sheet").stdout
    assert "first_dealer" not in text
    assert text.count("Target 501 · default conventions") == 2
    assert "the ruleset&#x27;s defaults" in cli("sheet", "--format", "html").stdout


def test_a_first_dealer_the_table_chose_is_named_on_every_sheet(cli):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "two", "--set", "first_dealer=Bartek")
    cli("hand", "A", "S", "100", "40", "B:AKQJT98H")
    cli("hand", "B", "H", "100", "40")
    text = cli("sheet").stdout
    assert text.count("conventions: first_dealer=Bartek") == 2
