"""Each jass-family and shedding game in the language of its own table: the example Derda
evening in Polish, the golden Deberc evening in Ukrainian, the golden Derniè evening in
Italian — text sheet, status and printable HTML — and a hand's breakdown as it is recorded.
Regenerate with SCOREKEEP_UPDATE_GOLDEN=1 and read the diff."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import scorekeep
from tests import goldens

EXAMPLES = Path(scorekeep.__file__).resolve().parent / "examples"
EVENINGS = {
    "derda": ("pl", EXAMPLES / "derda.toml"),
    "deberc": ("uk", goldens.ROOT / "deberc" / "evening.toml"),
    "dernie": ("it", goldens.ROOT / "dernie" / "evening.toml"),
}
RENDERINGS = [
    ("sheet.{lang}.txt", ["sheet"]),
    ("status.{lang}.txt", ["status"]),
    ("sheet.{lang}.html", ["sheet", "--format", "html"]),
]
ENGLISH_LEFT = re.compile(
    r"\b(hand|hands|deal|deals|round|rounds|dealer|bidder|trump|pot|hanging|made|closed|"
    r"fine|winner|wins|reached|records|writes|words|sequences?|total|notes|target)\b"
)


@pytest.mark.parametrize(("name", "args"), RENDERINGS)
@pytest.mark.parametrize("game", list(EVENINGS))
def test_golden_sheet_in_the_tables_language(cli, game, name, args):
    lang, journal = EVENINGS[game]
    text = journal.read_text(encoding="utf-8")
    shown = goldens.render(cli, text, "golden", ["--lang", lang, *args])
    goldens.check(goldens.ROOT / game / name.format(lang=lang), shown)


@pytest.mark.parametrize("game", list(EVENINGS))
def test_text_sheet_and_status_have_no_english_left(cli, game):
    """Player names, card codes, option settings, rule ids and the notes the table typed
    stay as written; every other word is translated."""
    lang, _journal = EVENINGS[game]
    for name in ("sheet.{lang}.txt", "status.{lang}.txt"):
        text = (goldens.ROOT / game / name.format(lang=lang)).read_text(encoding="utf-8")
        text = re.sub(r"— (wrong round|Celina had|Ania had|Celina dealt)[^\n]*", "", text)
        text = re.sub(r"\w+=\w+", "", text)  # option names and values are codes
        assert not ENGLISH_LEFT.findall(text), (name, ENGLISH_LEFT.findall(text))


def test_derda_sztajnbajt_as_a_krakow_table_says_it(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "krakow")
    shown = cli(
        "hand",
        "-v",
        "-s",
        "krakow",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        "--cards",
        "Ania=60",
        "--cards",
        "Bartek=60",
    ).stdout
    assert "rozdanie 1: kiery, gra Ania: 60:60 sztajnbajt" in shown
    assert "sztajnbajt: 60 = 60; Bartek zapisuje 60, Ania nic — w puli wisi 60 (DERDA-R9)" in shown
    assert "następnie rozdaje Bartek (DERDA-D1)" in shown
    status = cli("status", "-s", "krakow").stdout
    assert (
        "brakuje" in status
        and "bajty" in status
        and "rozdaje: Bartek (licytuje i wychodzi: Ania)" in status
    )


def test_deberc_bajt_breakdown_in_ukrainian(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--lang", "uk", "--name", "kyiv")
    shown = cli(
        "hand",
        "-v",
        "-s",
        "kyiv",
        "--bidder",
        "Ania",
        "--trump",
        "H",
        "--cards",
        "Ania=50",
        "--cards",
        "Bartek=60",
        "--cards",
        "Celina=40",
        "--words",
        "Bartek=KS QS JS",
        "--words",
        "Ania=bella",
    ).stdout
    assert "роздача 1: Ania замовляє чирви: Ania 70 : Bartek 80 : Celina 40, байт" in shown
    assert "старша комбінація: терц KS QS JS (Bartek) — єдина оголошена комбінація" in shown
    assert "бела: Ania 20 (DEBERC-R6)" in shown
    assert "— байт: Ania записує 0, 70 отримують: Bartek +70 (DEBERC-R7)" in shown
    assert "1 раунд" in shown or "1 роздача" in shown


def test_dernie_closing_breakdown_in_italian(cli):
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--lang", "it", "--name", "roma")
    shown = cli(
        "hand",
        "-v",
        "-s",
        "roma",
        "--closer",
        "Ania",
        "--left",
        "Bartek=12",
        "--left",
        "Celina=KS 7H",
        "--penalty",
        "Celina=5",
    ).stdout
    assert "chiude Ania; Bartek 12, Celina R♠ 7♥ = 17; multa Celina +5" in shown
    assert "chiude Ania: -(12 + 17) = -29 (DERNIE-R19)" in shown
    assert "multa: Celina +5 (DERNIE-R20)" in shown
    assert "1 smazzata" in shown
