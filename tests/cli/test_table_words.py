"""The table's own words in shorthand: Durak's draw and epaulettes in Polish, Ukrainian and
Italian, and every suit letter of the glossary (Ukrainian П Ч Б Т) so that a table need not
mix scripts."""

from __future__ import annotations

import pytest

DURAK = ("new", "durak", "--players", "Ania,Bartek,Dorota", "--name", "d")


def entries(cli) -> list[dict]:
    """The hands as recorded, without the dealer the rotation writes in."""
    hands = cli.json("sheet")["hands"]
    return [{k: v for k, v in hand["entry"].items() if k != "dealer"} for hand in hands]


@pytest.mark.parametrize(
    ("lang", "epaulettes", "draw"),
    [("pl", "pagony", "remis"), ("uk", "погони", "нічия"), ("it", "spalline", "patta")],
)
def test_DURAK_R21_durak_shorthand_in_the_tables_words(cli, lang, epaulettes, draw):
    cli(*DURAK, "--lang", lang)
    cli("hand", "Bartek", epaulettes)
    cli("hand", draw, "A,D")
    cli("hand", "Ania", "ep")
    cli("hand", "draw", "Ania,Bartek")
    assert entries(cli) == [
        {"durak": "Bartek", "epaulettes": True},
        {"draw": ["Ania", "Dorota"]},
        {"durak": "Ania", "epaulettes": True},
        {"draw": ["Ania", "Bartek"]},
    ]
    status = cli.json("status")
    assert status["epaulettes"]["Bartek"] == 1 and status["draws"] == 2


def test_polish_epaulettes_refused_word_names_the_tables_word(cli):
    cli(*DURAK, "--lang", "pl")
    line = cli("hand", "Bartek", "pagon", code=1).stderr
    assert "'pagon': oczekiwano: `pagony` lub `ep` (dobity szóstkami) po imieniu duraka" in line
    line = cli("hand", "remis", "Ania", code=1).stderr
    assert "`remis A,B`" in line


def test_another_languages_words_are_not_read_at_an_english_table(cli, rejected):
    cli(*DURAK)
    line = rejected("d", "hand", "remis", "A,D")
    assert "'remis'" in line and "expected the durak" in line
    line = rejected("d", "hand", "Bartek", "pagony")
    assert "`ep` (finished off with sixes)" in line


UK_DEBERC = ("new", "deberc", "--players", "Ania,Bartek", "--lang", "uk", "--name", "u")


@pytest.mark.parametrize(
    ("letter", "suit"), [("П", "S"), ("Ч", "H"), ("Б", "D"), ("Т", "C"), ("ч", "H"), ("T", "C")]
)
def test_ukrainian_suit_letters_name_the_trump(cli, letter, suit):
    cli(*UK_DEBERC)
    cli("hand", "A", letter, "80", "76")
    assert entries(cli)[0]["trump"] == suit


def test_ukrainian_t_is_the_ace_before_the_suit_and_clubs_after_it(cli):
    cli(*UK_DEBERC)
    cli("hand", "A", "Ч", "80", "76", "A:ТКДТ")
    assert entries(cli)[0]["words"] == {"Ania": ["AC KC QC"]}


def test_DURAK_R11_ukrainian_cards_in_cyrillic_only_in_dernie_and_the_durak_judge(cli):
    cli("new", "dernie", "--players", "Ania,Bartek", "--lang", "uk", "--name", "dn")
    cli("hand", "Ania", "ТП 10Б ВЧ")
    assert entries(cli)[0]["left"] == {"Bartek": "AS 10D JH"}
    verdict = cli.json(
        "judge",
        "durak",
        "defend",
        "--lang",
        "uk",
        "--trump",
        "Т",
        "--table",
        "ТП",
        "--attack",
        "ТП",
        "--card",
        "6Т",
    )
    assert verdict["answer"] == {"legal": True}, verdict


def test_ukrainian_bridge_contract_in_cyrillic(cli):
    cli("new", "bridge-rubber", "--players", "A,B,C,D", "--lang", "uk", "--name", "b")
    cli("hand", "4ПХ", "N", "=")
    cli("hand", "3БК", "S", "9")
    cli("hand", "пас")
    assert [e.get("contract") for e in entries(cli)] == ["4SX", "3NT", "pass"]


def test_english_tables_read_no_ukrainian_suit_letter(cli, rejected):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "e")
    assert "trump" in rejected("e", "hand", "A", "П", "80", "76")
    assert "trump" in rejected("e", "hand", "A", "T", "80", "76")
