"""Sheets with many columns keep to the A4 text area: a 3-player Deberc (its pot column
last) and a Derniè of five to ten players (its notes column last)."""

from __future__ import annotations

import pytest

from tests.render.sheetdom import find, parse, text
from tests.render.test_browser import title_height

LONG_NAMES = "Bartłomiej,Władysława,Krzysztofa"
DERNIE_NAMES = (
    "Aleksandra,Bartłomiej,Celina,Dobrosław,Eugeniusz,Franciszek,Grzegorz,Henryka,Ireneusz,Jadwiga"
)
NOTE = "the starter was a Jolly and nobody noticed until the third trick"


def deberc_three(cli, names: str = LONG_NAMES) -> None:
    cli("new", "deberc", "--players", names, "--name", "three")
    b, w, k = (n[:3] for n in names.split(","))
    for words in (
        f"{b} H 60 60 42",
        f"{w} S 50 70 42",
        f"{k} D 60 40 62",
        f"{w} H 54 54 54",
        f"{k} S 30 60 72 {b}:bella",
    ):
        cli("hand", "-q", *words.split())


def dernie_of(cli, players: int) -> None:
    names = DERNIE_NAMES.split(",")[:players]
    cli("new", "dernie", "--players", ",".join(names), "--name", "many")
    left = [str(3 * i) for i in range(1, players)]
    cli("hand", "-q", names[0], *left, "--note", NOTE)


def sheet_html(cli) -> str:
    return cli("sheet", "--format", "html").stdout


def test_deberc_three_players_heads_columns_with_initials_and_a_key(cli):
    deberc_three(cli)
    root = parse(sheet_html(cli))
    table = find(root, "table", "rounds")[0]
    heads = [text(th) for th in find(table, "th")][-9:]
    assert heads == ["B", "W", "K"] * 3
    assert "B = Bartłomiej · W = Władysława · K = Krzysztofa" in text(root)
    totals = {td.get("data-side") for td in find(table, "td", "total")}
    assert totals == set(LONG_NAMES.split(","))


def test_deberc_two_players_keep_their_names(cli):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "two")
    cli("hand", "Ania", "H", "100", "56")
    heads = [text(th) for th in find(find(parse(sheet_html(cli)), "table", "rounds")[0], "th")]
    assert heads[-6:] == ["Ania", "Bartek"] * 3


@pytest.mark.parametrize("players", [4, 5, 10])
def test_dernie_many_players_leave_out_the_per_deal_columns(cli, players):
    dernie_of(cli, players)
    table = find(parse(sheet_html(cli)), "table", "hands")[0]
    pluses = [th for th in find(table, "th") if text(th) == "+"]
    assert (len(pluses) == 0) == (players >= 5)
    row = next(r for r in find(table, "tr") if r.get("data-n") == "1")
    assert "Aleksandra closed" in text(row)  # each player's points stay in the description


def printed_title(cli, tmp_path, pdftotext) -> float:
    target = tmp_path / "wide.pdf"
    cli("sheet", "--format", "pdf", "-o", str(target), "--force")
    return title_height(target.read_bytes(), pdftotext, tmp_path)


def test_deberc_three_players_print_at_full_size_within_a4(cli, browser, pdftotext, tmp_path):
    deberc_three(cli)
    # a 15pt title is about 17.5pt tall in DejaVu Sans; Chromium shrinks a too-wide print
    assert printed_title(cli, tmp_path, pdftotext) > 15 * 1.1


@pytest.mark.parametrize("players", [5, 10])
def test_dernie_many_players_print_at_full_size_within_a4(
    cli, browser, pdftotext, tmp_path, players
):
    dernie_of(cli, players)
    assert printed_title(cli, tmp_path, pdftotext) > 15 * 1.1
