"""One reading of numbers, yes/no, names and suits (scorekeep.core.inputs, core.cards)."""

from __future__ import annotations

import pytest

from scorekeep import games
from scorekeep.core import cards, inputs
from scorekeep.core.errors import ScorekeepError


@pytest.mark.parametrize(
    ("text", "number"), [("10", 10), ("+5", 5), (" 7 ", 7), ("007", 7), (12, 12), ("0", 0)]
)
def test_read_int_takes_digits_and_a_plus(text: object, number: int) -> None:
    assert inputs.read_int(text, "--x") == number


@pytest.mark.parametrize("text", ["1_0", "²", "٣", "1 0", "ten", "", "1.0", "0x10", "+-1", True])
def test_read_int_refuses_anything_but_digits_naming_the_field(text: object) -> None:
    with pytest.raises(ScorekeepError, match="is not a whole number") as error:
        inputs.read_int(text, "--tricks")
    assert str(error.value).startswith("--tricks: ")


def test_read_int_refuses_a_minus_where_negatives_are_not_allowed() -> None:
    with pytest.raises(ScorekeepError, match="--x: -3 is out of range"):
        inputs.read_int("-3", "--x")
    assert inputs.read_int("-3", "--x", low=None) == -3


@pytest.mark.parametrize(
    "text",
    ["10" + "0" * 30, 10**30, "9" * 5000, 10**5000],
    ids=["30-digits", "10**30", "5000-nines", "10**5000"],
)
def test_read_int_refuses_huge_numbers_without_crashing(text: object) -> None:
    with pytest.raises(ScorekeepError, match="out of range"):
        inputs.read_int(text, "--trade")


def test_read_int_range_is_the_callers() -> None:
    assert inputs.read_int("13", "--tricks", high=13) == 13
    with pytest.raises(ScorekeepError, match="must be from 0 to 13"):
        inputs.read_int("14", "--tricks", high=13)


@pytest.mark.parametrize("word", [*inputs.YES_WORDS, "YES", "Tak", "ТАК", "SÌ", True, 1])
def test_read_flag_yes_words(word: object) -> None:
    assert inputs.read_flag(word, "--vul") is True


@pytest.mark.parametrize("word", [*inputs.NO_WORDS, "NO", "Nie", "НІ", False, 0])
def test_read_flag_no_words(word: object) -> None:
    assert inputs.read_flag(word, "--vul") is False


@pytest.mark.parametrize("word", ["maybe", "", "2", "yess", 2, 1.0])
def test_read_flag_refuses_other_words_naming_the_field(word: object) -> None:
    with pytest.raises(ScorekeepError, match="is not yes or no") as error:
        inputs.read_flag(word, "--cheating")
    assert str(error.value).startswith("--cheating: ")


def test_read_names_from_a_flag_or_a_file() -> None:
    assert inputs.read_names("Ania, Bartek Celina", "--players") == ["Ania", "Bartek", "Celina"]
    assert inputs.read_names(["Ania", " Bartek "], "--players") == ["Ania", "Bartek"]
    with pytest.raises(ScorekeepError, match="not a list of names"):
        inputs.read_names([1, 2], "--players")


@pytest.mark.parametrize("name", ["A\nB", "A\x1b[31m", "A\tB", "A\udcffB", "A\u2028B"])
def test_player_name_refuses_control_characters_and_broken_text(name: str) -> None:
    with pytest.raises(ScorekeepError) as error:
        inputs.player_name(name)
    assert str(error.value).startswith("--players: ")


def test_player_name_is_nfc_normalised() -> None:
    assert inputs.player_name(" Zo\u0065\u0301 ") == "Zo\u00e9"


def test_player_names_twice_case_insensitively() -> None:
    with pytest.raises(ScorekeepError, match="Ania is listed twice"):
        inputs.player_names(["Ania", "Bartek", "ANIA"])
    with pytest.raises(ScorekeepError, match="Ania is listed twice"):
        inputs.player_names(["Ania", "Ania"])


@pytest.mark.parametrize(
    ("text", "name"), [("x.toml", "x"), (" sp ", "sp"), ("Friday", "Friday"), ("a.TOML", "a")]
)
def test_session_name(text: str, name: str) -> None:
    assert inputs.session_name(text) == name


@pytest.mark.parametrize("text", ["", ".toml", "a/b", ".hidden", "x\ny", "\udcff"])
def test_session_name_refused(text: str) -> None:
    with pytest.raises(ScorekeepError):
        inputs.session_name(text)


@pytest.mark.parametrize(
    ("text", "suit"), [("S", "S"), ("h", "H"), ("♦", "D"), ("♧", "C"), (" ♥️ ", "H")]
)
def test_read_suit_letters_and_symbols(text: str, suit: str) -> None:
    assert cards.read_suit(text) == suit


def test_read_suit_words_per_language() -> None:
    assert cards.suit_of("kier", ("en", "pl"), words=True) == "H"
    assert cards.suit_of("kier", ("en",), words=True) is None
    assert cards.suit_of("Spades", ("en",), words=True) == "S"
    with pytest.raises(ScorekeepError, match="--trump: unknown trump suit 'X'"):
        cards.read_suit("X", what="trump suit")


def test_rank_letters_follow_each_games_languages() -> None:
    derda = cards.rank_letters(games.game("derda").languages)
    assert derda["T"] == "10" and derda["Т"] == "A" and derda["D"] == "Q" and derda["W"] == "J"
    dernie = cards.rank_letters(games.game("dernie").languages)
    assert dernie["R"] == "K" and dernie["D"] == "Q" and dernie["F"] == "J"
    assert "W" not in dernie and "Т" not in dernie
    durak = cards.rank_letters(games.game("durak").languages)
    assert {k.upper() for k in durak} == {"A", "K", "Q", "J", "T"}
    assert cards.rank_of("10", ("en",), ("10", "9")) == "10"
    assert cards.rank_of("w", ("en", "pl"), ()) == "J"


@pytest.mark.parametrize(
    ("token", "card"),
    [
        ("KH", "KH"),
        ("kh", "KH"),
        ("10♦", "10D"),
        ("TH", "10H"),
        ("WH", "JH"),
        ("DH", "QH"),
        ("\u0422H", "AH"),
        ("\u043aH", "KH"),
        ("\u0412♠", "JS"),
    ],
)
def test_jass_card_spellings_of_today_still_read(token: str, card: str) -> None:
    from scorekeep.games.jass import cards as jass

    assert str(jass.parse_card(token)) == card


@pytest.mark.parametrize(
    ("token", "card"),
    [("RS", "KS"), ("DH", "QH"), ("FC", "JC"), ("TS", "10S"), ("jolly", "JOKER"), ("7♦", "7D")],
)
def test_dernie_card_spellings_of_today_still_read(token: str, card: str) -> None:
    from scorekeep.games.dernie import cards as dernie_cards

    assert str(dernie_cards.parse_card(token)) == card


def test_durak_card_spellings_of_today_still_read_and_no_more() -> None:
    from scorekeep.games.durak import cards as durak_cards

    assert [str(durak_cards.parse_card(t)) for t in ("qs", "TD", "10♦", "6C")] == [
        "QS",
        "10D",
        "10D",
        "6C",
    ]
    for token in ("D♣", "WH", "\u0422H", "1H", "10 D"):
        with pytest.raises(ScorekeepError):
            durak_cards.parse_card(token)


def test_trump_words_of_today_still_read() -> None:
    from scorekeep.games.bridge.contract import parse_contract
    from scorekeep.games.derda import entries as derda

    assert derda.normal_suit("Kier") == "H" and derda.normal_suit("trefle") == "C"
    assert derda.normal_suit("♠") == "S" and derda.normal_suit("x") == "x"
    assert str(parse_contract("4♥")) == "4H" and str(parse_contract("2BA")) == "2NT"
