"""``table``'s Tab by context: what may come next in the line, not every word it knows."""

from __future__ import annotations

import pytest

from scorekeep.cli.table import Desk
from scorekeep.files.home import Home

BRIDGE = ("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "b")
DURAK = ("new", "durak", "--players", "Ania,Bartek,Dorota", "--name", "d")
DEBERC = ("new", "deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D")


def desk(cli) -> Desk:
    return Desk(Home(cli.home), None)


def test_bridge_after_a_contract_the_seats_after_a_seat_the_results(cli):
    cli(*BRIDGE)
    table = desk(cli)
    first = table.suggestions([])
    assert {"4S", "3NTX", "pass", "undo", "status"} <= set(first)
    assert "Ania" not in first
    after_contract = table.suggestions(["4S"])
    assert after_contract == ["N", "E", "S", "W", "Ania", "Bartek", "Celina", "Darek"]
    assert "=" in table.suggestions(["4S", "N"]) and "-1" in table.suggestions(["4S", "N"])
    assert "undo" not in table.suggestions(["4S", "N"])
    assert table.suggestions(["4S", "N", "="]) == ["NS:100", "NS:150", "EW:100", "EW:150"]
    assert table.suggestions(["pass"]) == []
    assert table.suggestions(["hand", "4S"]) == after_contract
    assert table.suggestions(["status"]) == []


def test_fix_and_undo_offer_hand_numbers_then_the_hand(cli):
    cli(*BRIDGE)
    cli("hand", "2H", "N", "8")
    cli("hand", "3NT", "S", "9")
    table = desk(cli)
    assert table.suggestions(["undo"]) == ["2", "1"]
    assert table.suggestions(["fix"]) == ["2", "1"]
    assert table.suggestions(["fix", "1", "4S"])[:4] == ["N", "E", "S", "W"]
    assert "auction" in table.suggestions(["judge"])


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["ep", "epaulettes", "pogony"]),
        ("pl", ["pagony", "ep", "epaulettes", "pogony"]),
        ("uk", ["погони", "ep", "epaulettes", "pogony"]),
        ("it", ["spalline", "ep", "epaulettes", "pogony"]),
    ],
)
def test_durak_after_a_name_the_epaulettes_in_the_tables_words(cli, lang, words):
    cli(*DURAK, "--lang", lang)
    table = desk(cli)
    assert table.suggestions(["Bartek"]) == words
    first = table.suggestions([])
    assert {"Ania", "Bartek", "Dorota", "draw"} <= set(first)


def test_durak_after_a_draw_the_players_not_yet_named(cli):
    cli(*DURAK, "--lang", "pl")
    table = desk(cli)
    assert "remis" in table.suggestions([])
    assert table.suggestions(["remis", "Ania"]) == ["Bartek", "Dorota"]


def test_deberc_names_then_suits_then_words(cli):
    cli(*DEBERC, "--lang", "uk")
    table = desk(cli)
    assert {"Ania", "four-sevens", "all-pass"} <= set(table.suggestions([]))
    suits = table.suggestions(["Ania"])
    assert suits[:4] == ["П", "Ч", "Б", "Т"] and "S" in suits and "чирви" in suits
    assert table.suggestions(["Ania", "Т", "40"]) == []
    after = table.suggestions(["Ania", "Т", "40", "31", "41"])
    assert after == ["Ania:", "Bartek:", "Celina:", "Darek:", "bella", "bella-unplayed"]


def test_derda_offers_the_claim_and_polish_suit_words(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    table = desk(cli)
    assert "trade" in table.suggestions([])
    assert "kier" in table.suggestions(["Ania"])
    assert table.suggestions(["Ania", "kier"]) == ["dość"]
    assert table.suggestions(["Ania", "kier", "dość"]) == ["Ania", "Bartek"]
    assert table.suggestions(["Ania", "kier", "60", "60"])[-1] == "belo"


def test_the_completer_matches_the_word_under_the_cursor():
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from scorekeep.cli.table_completion import LineCompleter, line_words

    asked: list[list[str]] = []

    def suggest(words: list[str]) -> list[str]:
        asked.append(words)
        return ["pagony", "ep", "Pa"]

    found = LineCompleter(suggest).get_completions(Document("Bartek PA"), CompleteEvent())
    assert [(c.text, c.start_position) for c in found] == [("pagony", -2), ("Pa", -2)]
    assert asked == [["Bartek"]]
    assert line_words("4S ") == (["4S"], "")
    assert line_words("'4S N") == (["'4S"], "N")
