"""Card and suit letters per language (SPEC §8): every collision of glossary §2.3 read as a
player of the session's language meant it, English read exactly as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep import games
from scorekeep.app.rulesets import load_ruleset
from scorekeep.core import cards
from scorekeep.core.errors import ScorekeepError
from scorekeep.core.game import Context
from scorekeep.files.home import Home
from scorekeep.games.bridge import play as bridge_play
from scorekeep.games.bridge import rubber as bridge
from scorekeep.games.bridge.auction import Call, parse_call
from scorekeep.games.bridge.contract import parse_contract
from scorekeep.games.deberc import engine as deberc
from scorekeep.games.derda import engine as derda
from scorekeep.games.derda.entries import normal_suit
from scorekeep.games.dernie import cards as dc
from scorekeep.games.dernie import engine as dernie
from scorekeep.games.durak import cards as durak_cards
from scorekeep.games.jass import cards as jass
from scorekeep.games.jass.shorthand import compact_run


def reading(game: str, language: str | None) -> tuple[str, ...]:
    """The languages ``game`` reads at a table speaking ``language``."""
    return cards.reading(games.game(game).languages, language)


HOME = Home(Path("/nonexistent-scorekeep-home"))


def ctx(game: str, ruleset: str, players: tuple[str, ...], language: str) -> Context:
    rules = load_ruleset(HOME, ruleset)
    engine: Any = {"derda": derda.ENGINE, "deberc": deberc.ENGINE, "dernie": dernie.ENGINE}.get(
        game, bridge.ENGINE
    )
    options = rules.effective({})
    return Context(rules, options, engine.seat(list(players), [], rules, options), language)


def jass_card(text: str, language: str) -> str:
    return jass.parse_card(text, "card", reading("derda", language)).shown


# --------------------------------------------------------------------------- the reading order


def test_reading_puts_the_table_language_first_and_keeps_english_as_it_was() -> None:
    assert reading("derda", "en") == ("en", "pl", "uk")
    assert reading("dernie", "") == ("en", "it")
    assert reading("dernie", "it") == ("it", "en")
    assert reading("durak", "uk") == ("uk", "en")
    assert reading("derda", "uk") == ("uk", "en", "pl")


def test_show_prints_the_suit_symbol() -> None:
    assert cards.show("Q", "H") == "Q♥"
    assert cards.with_symbols("KH QH JH, belo; 10S") == "K♥ Q♥ J♥, belo; 10♠"
    assert cards.with_symbols("DERDA-R2 AS?") == "DERDA-R2 A♠?"


# --------------------------------------------------------------------------- Italian


@pytest.mark.parametrize(
    ("letter", "suit"), [("C", "H"), ("Q", "D"), ("F", "C"), ("P", "S"), ("♥", "H")]
)
def test_italian_suit_letters_cuori_quadri_fiori_picche(letter: str, suit: str) -> None:
    assert cards.suit_of(letter, reading("dernie", "it")) == suit


def test_italian_C_is_hearts_where_english_C_is_clubs_DERNIE_R1() -> None:
    italian, english = reading("dernie", "it"), reading("dernie", "en")
    assert dc.parse_card("7C", languages=italian) == dc.Card("7", dc.Suit.HEARTS)
    assert dc.parse_card("7C") == dc.Card("7", dc.Suit.CLUBS)
    assert dc.parse_card("7C", languages=english) == dc.Card("7", dc.Suit.CLUBS)


def test_italian_Q_is_quadri_and_english_7Q_stays_refused_DERNIE_R1() -> None:
    assert dc.parse_card("7Q", languages=reading("dernie", "it")).shown == "7♦"
    with pytest.raises(ScorekeepError, match="unknown card '7Q'"):
        dc.parse_card("7Q")


@pytest.mark.parametrize(
    ("token", "shown"),
    [("RP", "K♠"), ("FF", "J♣"), ("DC", "Q♥"), ("AQ", "A♦"), ("10F", "10♣"), ("7 cuori", "7♥")],
)
def test_italian_re_donna_fante_with_italian_suits_DERNIE_R1(token: str, shown: str) -> None:
    assert dc.parse_card(token, languages=reading("dernie", "it")).shown == shown


def test_italian_P_alone_is_still_pass_but_4P_is_four_spades_BR_A1() -> None:
    italian = reading("bridge", "it")
    assert str(parse_contract("4P", languages=italian)) == "4S"
    assert str(parse_contract("4C", languages=italian)) == "4H"
    assert str(parse_contract("2QX", languages=italian)) == "2DX"
    assert str(parse_contract("3SA", languages=italian)) == "3NT"
    assert parse_call("P", languages=italian) == Call("pass")
    assert parse_call("1P", languages=italian) == Call("bid", 1, "S")


def test_english_bridge_4C_is_clubs_and_4P_is_refused_BR_A1() -> None:
    assert str(parse_contract("4C")) == "4C"
    with pytest.raises(ScorekeepError, match="'4P' is not a contract"):
        parse_contract("4P")


def test_italian_bridge_play_cards_read_in_italian() -> None:
    italian = reading("bridge", "it")
    assert bridge_play.parse_card("RP", "--card", italian) == bridge_play.Card("K", "S")
    assert bridge_play.parse_card("7C", "--card", italian) == bridge_play.Card("7", "H")
    assert bridge_play.parse_card("7C", "--card") == bridge_play.Card("7", "C")


# --------------------------------------------------------------------------- Polish


def test_polish_D_is_dama_W_walet_K_krol_and_a_final_D_diamonds() -> None:
    assert jass_card("DD", "pl") == "Q♦"
    assert jass_card("WC", "pl") == "J♣"
    assert jass_card("KH", "pl") == "K♥"
    assert jass_card("DD", "en") == "Q♦"


@pytest.mark.parametrize(
    ("token", "shown"),
    [("D kier", "Q♥"), ("10pik", "10♠"), ("Wtrefl", "J♣"), ("A karo", "A♦"), ("K piki", "K♠")],
)
def test_polish_suit_words_pik_kier_karo_trefl_after_the_rank(token: str, shown: str) -> None:
    read = jass.parse_cards(token, "card", reading("derda", "pl"))
    assert [c.shown for c in read] == [shown]


def test_polish_suit_words_are_not_card_suits_at_an_english_table() -> None:
    with pytest.raises(ScorekeepError, match="unknown card"):
        jass.parse_cards("D kier", "card")


def test_polish_durak_reads_the_seeds_D_clubs_as_the_queen_DURAK_R1() -> None:
    polish = reading("durak", "pl")
    assert durak_cards.parse_card("D♣", languages=polish).shown == "Q♣"
    with pytest.raises(ScorekeepError, match="unknown card 'D♣'"):
        durak_cards.parse_card("D♣")


def test_polish_compact_word_with_a_suit_word() -> None:
    assert compact_run("KDWkier", "pl") == "KH QH JH"
    assert compact_run("KDWH", "en") == "KH QH JH"
    assert compact_run("KDWkier", "en") is None


def test_polish_trump_words() -> None:
    polish = reading("derda", "pl")
    for word, suit in (("pik", "S"), ("kier", "H"), ("karo", "D"), ("trefl", "C")):
        assert normal_suit(word, polish) == suit


# --------------------------------------------------------------------------- Ukrainian


@pytest.mark.parametrize(("letter", "rank"), [("Т", "A"), ("К", "K"), ("Д", "Q"), ("В", "J")])
def test_ukrainian_tuz_korol_dama_valet(letter: str, rank: str) -> None:
    assert cards.rank_of(letter, reading("durak", "uk"), ()) == rank
    assert jass_card(letter + "♥", "uk") == f"{rank}♥"


@pytest.mark.parametrize(
    ("word", "suit"),
    [("піки", "S"), ("вини", "S"), ("чирви", "H"), ("бубни", "D"), ("трефи", "C")],
)
def test_ukrainian_suit_words(word: str, suit: str) -> None:
    assert cards.suit_of(word, reading("deberc", "uk"), words=True) == suit
    assert durak_cards.parse_suit(word, languages=reading("durak", "uk")) == suit


def test_trap_cyrillic_T_is_the_ace_and_latin_T_the_ten_at_an_english_table() -> None:
    assert jass_card("ТH", "en") == "A♥"
    assert jass_card("TH", "en") == "10♥"


def test_trap_latin_T_at_a_ukrainian_table_is_tuz_the_ace() -> None:
    assert jass_card("TH", "uk") == "A♥"
    assert jass_card("10H", "uk") == "10♥"
    uk = reading("durak", "uk")
    assert durak_cards.parse_card("TH", languages=uk).shown == "A♥"
    assert durak_cards.parse_card("TH").shown == "10♥"


def test_trap_cyrillic_K_and_latin_K_are_both_the_king() -> None:
    for language in ("en", "uk"):
        assert jass_card("КS", language) == "K♠"
        assert jass_card("KS", language) == "K♠"
    assert durak_cards.parse_card("КS", languages=reading("durak", "uk")).shown == "K♠"


def test_trap_latin_B_at_a_ukrainian_table_is_valet_and_refused_at_an_english_one() -> None:
    assert jass_card("BH", "uk") == "J♥"
    assert jass_card("ВH", "uk") == "J♥"
    with pytest.raises(ScorekeepError, match="unknown card 'BH'"):
        jass_card("BH", "en")


def test_trap_cyrillic_C_at_a_ukrainian_table_is_clubs_and_refused_at_an_english_one() -> None:
    assert jass_card("КС", "uk") == "K♣"
    assert durak_cards.parse_card("10С", languages=reading("durak", "uk")).shown == "10♣"
    with pytest.raises(ScorekeepError, match="unknown card"):
        jass_card("КС", "en")


def test_trap_cyrillic_A_at_a_ukrainian_table_is_the_ace_and_refused_at_an_english_one() -> None:
    assert jass_card("АS", "uk") == "A♠"
    with pytest.raises(ScorekeepError, match="unknown card"):
        durak_cards.parse_card("АS")


def test_trap_cyrillic_H_at_a_ukrainian_table_is_hearts_and_refused_at_an_english_one() -> None:
    assert jass_card("ДН", "uk") == "Q♥"
    assert durak_cards.parse_card("ТН", languages=reading("durak", "uk")).shown == "A♥"
    with pytest.raises(ScorekeepError, match="unknown card"):
        jass_card("ДН", "en")


def test_ukrainian_compact_word() -> None:
    assert compact_run("ТКДчирви", "uk") == "AH KH QH"
    assert compact_run("TKQH", "uk") == "AH KH QH"
    assert compact_run("TKQH", "en") == "10H KH QH"


# --------------------------------------------------------------------------- through the engines


def test_polish_derda_hand_reads_words_and_trump_and_shows_them_with_symbols() -> None:
    c = ctx("derda", "derda", ("Ania", "Bartek"), "pl")
    fields = {"bidder": "Ania", "trump": "kier", "cards": {"Ania": "70", "Bartek": "50"}}
    entry = derda.ENGINE.entry_from_fields({**fields, "words": ["Ania=K kier D kier W kier"]}, c)
    assert entry["trump"] == "H"
    assert entry["words"] == {"Ania": ["KH QH JH"]}
    assert derda.ENGINE.describe(entry, c).endswith("[♥; Ania K♥ Q♥ J♥]")
    english = c._replace(language="en")
    assert "♥" not in derda.ENGINE.describe(entry, english)


def test_ukrainian_deberc_hand_reads_chirvy_and_cyrillic_words() -> None:
    c = ctx("deberc", "deberc", ("Ania", "Bartek"), "uk")
    fields = {"bidder": "Ania", "trump": "чирви", "words": ["Ania=ТН КН ДН"]}
    entry = deberc.ENGINE.entry_from_fields(fields, c)
    assert entry["trump"] == "H"
    assert entry["words"] == {"Ania": ["AH KH QH"]}
    assert deberc.ENGINE.describe(entry, c).endswith("[♥; Ania A♥ K♥ Q♥]")


def test_english_deberc_refuses_a_ukrainian_suit_word_as_before_DEBERC_R1() -> None:
    c = ctx("deberc", "deberc", ("Ania", "Bartek"), "en")
    with pytest.raises(ScorekeepError, match="unknown trump suit 'чирви'"):
        deberc.ENGINE.entry_from_fields({"bidder": "Ania", "trump": "чирви"}, c)


def test_italian_dernie_left_hand_is_read_in_italian_and_shown_with_symbols() -> None:
    c = ctx("dernie", "dernie", ("Ania", "Bartek", "Celina"), "it")
    entry = dernie.ENGINE.entry_from_fields(
        {"closer": "Ania", "left": {"Bartek": "7C,QD", "Celina": "RP"}}, c
    )
    assert entry["left"] == {"Bartek": "7H QD", "Celina": "KS"}
    english = c._replace(language="en")
    assert dernie.ENGINE.entry_from_fields({"closer": "Ania", "left": {"Bartek": "7C"}}, english)[
        "left"
    ] == {"Bartek": "7C"}


def test_italian_bridge_contract_and_auction_as_the_journal_keeps_them_BR_A1() -> None:
    c = ctx("bridge", "bridge-rubber", ("A", "B", "C", "D"), "it")
    entry = bridge.ENGINE.entry_from_fields({"contract": "4P", "by": "N", "tricks": "10"}, c)
    assert entry["contract"] == "4S"
    assert bridge.ENGINE.describe(entry, c).startswith("4♠ by N")
    auction = bridge.ENGINE.entry_from_fields({"auction": "1C P 1P P P P"}, c)
    assert auction["auction"] == "1H P 1S P P P"
    english = c._replace(language="en")
    assert bridge.ENGINE.entry_from_fields({"auction": "1C P 1S P P P"}, english)["auction"] == (
        "1C P 1S P P P"
    )
    assert bridge.ENGINE.describe(entry, english).startswith("4S by N")


# --------------------------------------------------------------------------- judge questions


def judge(game: str, ruleset: str, question: str, language: str, **inputs: Any) -> Any:
    engine: Any = {"derda": derda.ENGINE, "deberc": deberc.ENGINE, "dernie": dernie.ENGINE}.get(
        game, bridge.ENGINE
    )
    if game == "durak":
        from scorekeep.games.durak.engine import ENGINE as engine
    rules = load_ruleset(HOME, ruleset)
    asked = engine.questions[question]
    return asked.answer(inputs, Context(rules, rules.effective({}), language=language))


def test_judge_derda_play_reads_polish_cards_DERDA_P1() -> None:
    verdict = judge(
        "derda", "derda", "play", "pl", trump="trefl", hand="D kier, 7 pik", card="D kier",
        led="A kier",
    )  # fmt: skip
    assert verdict.answer["legal"] is True


def test_judge_deberc_play_reads_ukrainian_cards_DEBERC_P1() -> None:
    verdict = judge(
        "deberc", "deberc", "play", "uk", trump="піки", trick="ТН", hand="ДН 7С", card="7С"
    )
    assert "QH" in str(verdict.answer) and verdict.answer["legal"] is False


def test_judge_deberc_calls_read_a_ukrainian_suit_word_DEBERC_P3() -> None:
    verdict = judge(
        "deberc", "deberc", "calls", "uk", players="Ania,Bartek", dealer="Bartek",
        turned="чирви", calls="pass pass піки",
    )  # fmt: skip
    assert verdict.answer["status"] != "illegal"


def test_judge_durak_defend_reads_ukrainian_ace_DURAK_R11() -> None:
    verdict = judge("durak", "durak", "defend", "uk", trump="S", attack="10H", card="ТН")
    assert verdict.verdict == "legal"
    english = judge("durak", "durak", "defend", "en", trump="S", attack="9H", card="TH")
    assert "10H" in english.explanation


def test_judge_bridge_play_reads_italian_cards_BR_P1() -> None:
    verdict = judge("bridge", "bridge-rubber", "play", "it", hand="RP 7C 2F", card="7C", led="AC")
    assert verdict.answer["legal"] is True


def test_judge_dernie_play_reads_italian_cards() -> None:
    verdict = judge("dernie", "dernie", "play", "it", top="5C", card="9C")
    assert "9H" in verdict.explanation and "5H" in verdict.explanation


def test_judge_derda_calls_read_a_suit_word_of_the_table_DERDA_B3() -> None:
    history = "pasuję, pasuję, picche"
    verdict = judge("derda", "derda", "calls", "it", turned="9C", history=history)
    assert verdict.answer["over"] is True and "spades" in verdict.explanation
    verdict = judge("derda", "derda", "calls", "en", turned="9C", history=history)
    assert verdict.verdict != "bidding over"


def test_polish_bridge_suit_words_and_an_ambiguous_K_refused_BR_A1() -> None:
    polish = reading("bridge", "pl")
    assert str(parse_contract("4pik", languages=polish)) == "4S"
    assert str(parse_contract("2 kier X", languages=polish)) == "2HX"
    assert str(parse_contract("3BA", languages=polish)) == "3NT"
    with pytest.raises(ScorekeepError, match="'4K' is not a contract"):
        parse_contract("4K", languages=polish)


def test_judge_bridge_auction_reads_italian_calls_BR_A1() -> None:
    verdict = judge("bridge", "bridge-rubber", "auction", "it", dealer="N", calls="1C P 4P P P P")
    assert verdict.answer["contract"] == "4S"
