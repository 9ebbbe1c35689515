"""A corrected hand on the sheet shows what the fix changed: the struck-out and the new
entries in the same words and order (bidder first), in text and on the printed page."""

from __future__ import annotations

import html
import re

import pytest


def _struck_and_new(html: str) -> tuple[str, str]:
    found = re.search(r"<del>([^<]*)</del> <ins>([^<]*)</ins>", html)
    assert found, html
    return found.group(1), found.group(2)


def test_derda_fix_reads_bidder_first_on_both_entries(cli):
    cli("new", "derda", "--players", "Ania,Bartek")
    cli("hand", "B", "trefl", "70", "50")
    cli("fix", "1", "B", "trefl", "50", "70")
    struck, new = _struck_and_new(cli("sheet", "--format", "html").stdout)
    assert struck == "clubs by Bartek: 50:70 bajt"
    assert new == "clubs by Bartek: 70:50 made"
    text = cli("sheet").stdout
    assert "hand 1 fixed: clubs by Bartek: 50:70 bajt → clubs by Bartek: 70:50 made" in text


def test_derda_fix_in_polish(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    cli("hand", "B", "trefl", "70", "50")
    cli("fix", "1", "B", "trefl", "50", "70")
    struck, new = _struck_and_new(cli("sheet", "--format", "html").stdout)
    assert "50:70 bajt" in struck
    assert "70:50 ugrane" in new
    assert "rozdanie 1 poprawione:" in cli("sheet").stdout


def test_deberc_fix_shows_the_points_it_replaced(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina")
    cli("hand", "A", "C", "40", "90", "32")
    cli("fix", "1", "A", "C", "90", "40", "32")
    struck, new = _struck_and_new(cli("sheet", "--format", "html").stdout)
    assert struck == "Ania orders clubs: Ania 40 : Bartek 90 : Celina 32, bajt"
    assert new == "Ania orders clubs: Ania 90 : Bartek 40 : Celina 32, made"
    assert (
        "Round 1* corrected: Ania orders clubs: Ania 40 : Bartek 90 : Celina 32, bajt → "
        "Ania orders clubs: Ania 90 : Bartek 40 : Celina 32, made"
    ) in cli("sheet").stdout


def test_json_sheet_is_unchanged_by_the_earlier_versions(cli):
    cli("new", "derda", "--players", "Ania,Bartek")
    cli("hand", "B", "trefl", "70", "50")
    cli("fix", "1", "B", "trefl", "50", "70")
    assert '"was"' not in cli("sheet", "--format", "json").stdout


EVERY_GAME = {
    "bridge": (
        ("bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek"),
        ["2H", "N", "8"],
        ["4H", "N", "10"],
    ),
    "chicago": (
        ("bridge-chicago", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek"),
        ["2H", "N", "8"],
        ["4H", "N", "10"],
    ),
    "duplicate": (
        ("bridge-duplicate", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek"),
        ["1", "2H", "N", "8"],
        ["1", "4H", "N", "10"],
    ),
    "derda": (
        ("derda", "--players", "Ania,Bartek"),
        ["B", "trefl", "70", "50"],
        ["B", "C", "50", "70"],
    ),
    "deberc": (
        ("deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D"),
        ["B", "S", "50"],
        ["B", "S", "60"],
    ),
    "dernie": (("dernie", "--players", "Ania,Bartek,Celina"), ["A", "23", "40"], ["A", "40", "30"]),
    "durak": (("durak", "--players", "Ania,Bartek,Celina"), ["Bartek"], ["Ania"]),
    "tysiac": (
        ("tysiac", "--players", "Ania,Bartek,Celina"),
        ["Bartek", "120", "H", "31", "64", "25"],
        ["Bartek", "110", "H", "31", "64", "25"],
    ),
}


@pytest.mark.parametrize("game", list(EVERY_GAME))
@pytest.mark.parametrize("lang", ["en", "pl", "uk", "it"])
def test_every_sheet_shows_a_fix_struck_out_then_new_in_the_same_words(cli, game, lang):
    new, entered, fixed = EVERY_GAME[game]
    cli("new", *new, "--lang", lang)
    cli("hand", *entered)
    cli("hand", *(["2", "3NT", "S", "9"] if game == "duplicate" else entered), "--again")
    cli("fix", "1", *fixed)
    struck, now = _struck_and_new(cli("sheet", "--format", "html").stdout)
    assert struck != now
    text = cli("sheet").stdout
    assert f"{html.unescape(struck)} → {html.unescape(now)}" in text, text
