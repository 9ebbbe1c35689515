"""Cards in a message are written in the table's own letters where the game reads them:
Т К Д В at a Ukrainian Deberc table, R D F at an Italian Derniè table; an
Italian help example means at an Italian table what it says."""

from __future__ import annotations

import re

LATIN_CARD = re.compile(r"(?<![\w])[AKQJ][♠♥♦♣SHDC](?![\w])")


def test_ukrainian_deberc_verdict_names_cards_in_ukrainian_letters(cli):
    out = cli("--lang", "uk", "judge", "deberc", "trick", "--trump", "H", "9S KS JH").stdout
    verdict = out.split("\n\n")[0]
    assert "бере В♥" in verdict
    assert "порядок козирів В 9 Т 10 К Д 8 7, простих Т 10 К Д В 9 8 7" in verdict
    assert not LATIN_CARD.search(verdict), verdict


def test_ukrainian_deberc_combinations_verdict(cli):
    out = cli(
        "--lang",
        "uk",
        "judge",
        "deberc",
        "combinations",
        "--trump",
        "H",
        "--dealer",
        "Celina",
        "Ania=KH QH JH",
        "Bartek=AS KS QS",
    ).stdout
    verdict = out.split("\n\n")[0]
    assert "Т♠ К♠ Д♠" in verdict
    assert not LATIN_CARD.search(verdict), verdict


def test_ukrainian_deberc_answer_shows_the_words_in_ukrainian_letters(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--lang", "uk")
    out = cli("hand", "A", "H", "90", "40", "32", "A:A3S").stdout
    assert "Ania Т♠ К♠ Д♠" in out
    assert not LATIN_CARD.search(out), out


def test_italian_dernie_answer_and_verdict_in_italian_letters(cli):
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--lang", "it")
    out = cli("hand", "B", "KS,7H,JOKER", "AF,2Q").stdout
    assert "Ania R♠ 7♥ JOKER = 32, Celina A♣ 2♦ = 13" in out
    verdict = cli("--lang", "it", "judge", "dernie", "hand-value", "KS 7H JOKER").stdout
    assert "R♠ 7♥ JOKER: 10 + 7 + 15 = 32." in verdict


def test_italian_hand_help_example_means_what_it_says(cli):
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--lang", "it")
    shown = cli("hand", "--help").stdout
    example = re.search(r"scorekeep hand (B \S+ \S+)\s+(Bartek ha chiuso; .*)", shown)
    assert example, shown
    words, meaning = example.groups()
    assert "AC" not in words
    assert meaning.endswith("Ania ha R♠ 7♥ JOKER, Celina A♣ 2♦")
    answer = cli("hand", *words.split()).stdout
    assert "Ania R♠ 7♥ JOKER = 32, Celina A♣ 2♦ = 13" in answer


def test_polish_and_english_tables_keep_the_programs_letters(cli):
    out = cli("--lang", "pl", "judge", "deberc", "trick", "--trump", "H", "9S KS JH").stdout
    assert "bierze J♥" in out
    out = cli("judge", "deberc", "trick", "--trump", "H", "9S KS JH").stdout
    assert "JH" in out.splitlines()[0]
