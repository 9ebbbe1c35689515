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
    chosen = ("--set", "first_dealer=Bartek")
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "two", *chosen)
    cli("hand", "A", "S", "100", "40", "B:AKQJT98H")
    cli("hand", "B", "H", "100", "40")
    text = cli("sheet").stdout
    assert text.count("conventions: first_dealer=Bartek") == 2


SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["over 1 board compared", "NS wins by 10 IMPs over 1 board (BR-D3)"]),
        ("uk", ["виграє NS, на 10 IMP за 1 роздачу (BR-D3)"]),
        ("it", ["su 1 board confrontato", "NS vince di 10 IMP su 1 board (BR-D3)"]),
        ("pl", ["wygrywa NS, o 10 IMP w 1 rozdaniu (BR-D3)"]),
    ],
)
def test_BR_D3_one_board_is_one_board_in_every_language(cli, lang, said):
    cli("new", "bridge-duplicate", "--players", SEATS, "--lang", lang)
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1")
    cli("hand", "4H", "--by", "S", "--tricks", "9", "--board", "1", "--room", "closed")
    text = cli("close").stdout + cli("status").stdout
    for words in said:
        assert words in text
    assert "1 boards" not in text


def test_BR_D4_one_board_scored(cli):
    pairs = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy"
    cli("new", "duplicate", "--players", pairs, "--set", "duplicate_form=pairs")
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--ns", "Kow", "--ew", "Now")
    cli("hand", "4H", "--by", "S", "--tricks", "11", "--board", "1", "--ns", "Wiś", "--ew", "Ziel")
    assert "So far: 1 board scored" in cli("status").stdout


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Bartek reached 1 loss (target 1)"),
        ("pl", "Bartek: 1 przegrana (limit 1)"),
        ("uk", "Bartek: 1 поразка (ліміт 1)"),
        ("it", "Bartek ha raggiunto 1 sconfitta (obiettivo 1)"),
    ],
)
def test_DURAK_R22_one_loss_is_one_loss(cli, lang, said):
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--set", "loss_target=1")
    cli("hand", "Bartek")
    assert (
        f'<p class="reason">{said} (DURAK-R22)</p>'
        in cli("--lang", lang, "sheet", "--format", "html").stdout
    )


@pytest.mark.parametrize("typed", ["sheeet", "shet", "statu"])
def test_a_mistyped_command_is_answered_with_one_suggestion(cli, typed):
    said = cli(typed, code=2).stderr
    assert said.count("Did you mean") == 1
    assert "'sheet'" in said or "'status'" in said


def test_DURAK_R24_no_losses_is_written_0_not_a_dash(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Celina")
    cli("hand", "Bartek")
    html = cli("sheet", "--format", "html").stdout
    assert 'data-count="0" title="Ania: 0 losses">0</span>' in html
    assert "<title>Bartek: 1 loss</title>" in html
    assert ">—</span>" not in html


def _final_heading(cli, game: str, players: list[str], hand: list[str]) -> str:
    cli("new", game, "--players", *players, "--lang", "it", "--name", game)
    cli("hand", *hand)
    html = cli("sheet", "--format", "html").stdout
    final = html.split('<table class="final">', 1)[1]
    return final.split("</th>", 2)[1]


def test_the_printed_ranking_heads_single_players_as_players(cli):
    dernie = _final_heading(cli, "dernie", ["Ania,Bartek,Celina"], ["A", "23", "40"])
    assert dernie == "<th>giocatore"
    teams = ["Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D"]
    deberc = _final_heading(cli, "deberc", teams, ["A", "S", "50", "40", "30", "42"])
    assert deberc == "<th>lato"  # sides of two stay sides


def test_the_evening_chart_is_titled_in_the_tables_language(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--lang", "pl", "--name", "pl")
    for deal in (["4S", "N", "="], ["4S", "N", "=", "--again"], ["1C", "N", "7"]):
        cli("hand", *deal)
    html = cli("sheet", "--format", "html").stdout
    assert "<title>Wynik wieczoru po każdym roberze</title>" in html
    assert "Evening totals" not in html
