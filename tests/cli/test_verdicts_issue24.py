"""Verdicts that say exactly what happened: seat ties need the seating, the auction names
every legal call, cards in the table's letters, and reasons that own up to the option in
force where it departs from the quoted rule text."""

from __future__ import annotations

import json

# ----------------------------------------------------------------- a tie needs the dealer


def test_DEBERC_R3_seat_tie_without_dealer_is_refused(cli):
    result = cli(
        "judge",
        "deberc",
        "combinations",
        "--trump",
        "D",
        "Ania=AS KS QS",
        "Bartek=AH KH QH",
        code=1,
    )
    line = result.stderr.strip()
    assert len(line.splitlines()) == 1
    assert line.startswith("scorekeep: error: --dealer:")
    assert "DEBERC-R3" in line
    assert "Traceback" not in result.stderr


def test_DEBERC_R3_seat_tie_with_dealer_answers(cli):
    out = cli(
        "judge",
        "deberc",
        "combinations",
        "--trump",
        "D",
        "--dealer",
        "Ania",
        "Ania=AS KS QS",
        "Bartek=AH KH QH",
        "--format",
        "json",
    ).stdout
    assert json.loads(out)["answer"]["senior"]["player"] == "Bartek"


def test_DEBERC_R3_seat_tie_at_three_needs_the_seating(cli):
    words = ["Ania=AS KS QS", "Bartek=AH KH QH", "Celina=8C 9C 10C"]
    result = cli(
        "judge", "deberc", "combinations", "--trump", "D", "--dealer", "Celina", *words, code=1
    )
    assert result.stderr.startswith("scorekeep: error: --players:")
    out = cli(
        "judge",
        "deberc",
        "combinations",
        "--trump",
        "D",
        "--dealer",
        "Celina",
        "--players",
        "Celina,Bartek,Ania",
        *words,
        "--format",
        "json",
    ).stdout
    assert json.loads(out)["answer"]["senior"]["player"] == "Bartek"


def test_DEBERC_R3_no_tie_answers_without_dealer(cli):
    out = cli(
        "judge",
        "deberc",
        "combinations",
        "--trump",
        "D",
        "Ania=AS KS QS",
        "Bartek=KH QH JH",
        "--format",
        "json",
    ).stdout
    assert json.loads(out)["answer"]["senior"]["player"] == "Ania"


def test_DEBERC_R3_seat_tie_takes_the_open_sessions_dealer(cli):
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "duo")
    out = cli(
        "judge",
        "deberc",
        "combinations",
        "--trump",
        "D",
        "Ania=AS KS QS",
        "Bartek=AH KH QH",
        "--format",
        "json",
    ).stdout
    # Ania deals the first round: Bartek is first from the dealer.
    assert json.loads(out)["answer"]["senior"]["player"] == "Bartek"


# ----------------------------------------------------------------- the whole set of calls


def test_BR_A6_illegal_double_names_every_legal_call(cli):
    out = cli("judge", "bridge", "auction", "1S P X").stdout
    assert "Legal at that point: pass or any bid from 1NT up." in out


def test_BR_A4_insufficient_bid_names_every_legal_call(cli):
    out = cli("judge", "bridge", "auction", "1C 1C").stdout
    assert "Legal at that point: pass, double, or any bid from 1D up." in out


def test_BR_A14_open_auction_names_redouble(cli):
    out = cli("judge", "bridge", "auction", "1C X").stdout
    assert "Legal now: pass, redouble, or any bid from 1D up." in out


def test_BR_A4_legal_calls_in_every_language(cli):
    said = {
        "pl": "pas, kontra lub dowolna odzywka od 1♦ w górę",
        "uk": "пас, контра або будь-яка заявка від 1♦ і вище",
        "it": "passo, contro o qualsiasi dichiarazione da 1♦ in su",
    }
    for lang, words in said.items():
        calls = "1F 1F" if lang == "it" else "1C 1C"  # an Italian C is hearts
        assert words in cli("judge", "--lang", lang, "bridge", "auction", calls).stdout, lang


# ----------------------------------------------------------------- the table's letters


def test_polish_verdict_line_shows_the_card_with_its_symbol(cli):
    out = cli(
        "judge",
        "--lang",
        "pl",
        "deberc",
        "play",
        "--trump",
        "S",
        "--trick",
        "9S",
        "--hand",
        "KS 7H WH",
        "--card",
        "WH",
    ).stdout
    verdict = out.splitlines()[0]
    assert "J♥" in verdict and "JH" not in verdict


def test_italian_declared_suit_is_shown_with_its_symbol(cli):
    out = cli(
        "judge",
        "--lang",
        "it",
        "dernie",
        "play",
        "--top",
        "JH",
        "--declared-suit",
        "P",
        "--card",
        "4P",
    ).stdout
    assert "♠)" in out.splitlines()[1]
    assert " S)" not in out


def test_italian_durak_trump_is_shown_with_its_symbol(cli):
    out = cli(
        "judge",
        "--lang",
        "it",
        "durak",
        "defend",
        "--attack",
        "10C",
        "--trump",
        "P",
        "--card",
        "JC",
    ).stdout
    assert "♠" in out.splitlines()[1] and "briscola S" not in out


def test_italian_deberc_calls_name_suits_by_symbol(cli):
    out = cli(
        "judge",
        "--lang",
        "it",
        "deberc",
        "calls",
        "--players",
        "A,B,C",
        "--dealer",
        "A",
        "--turned",
        "C",
        "pass",
        "pass",
        "pass",
    ).stdout
    assert "♠, ♦, ♣, pass" in out


def test_italian_bridge_bid_shown_with_symbol(cli):
    out = cli("judge", "--lang", "it", "bridge", "auction", "1C 1C").stdout
    assert "'1♥'" in out


def test_italian_contract_hint_gives_the_italian_suit_letters(cli):
    result = cli("judge", "--lang", "it", "bridge", "score", "4Z", "--tricks", "10", code=1)
    assert "C D H S" not in result.stderr
    assert "F Q C P" in result.stderr


def test_italian_judge_refusal_shows_cards_with_symbols(cli):
    result = cli(
        "judge",
        "--lang",
        "it",
        "deberc",
        "play",
        "--trump",
        "P",
        "--trick",
        "9P",
        "--hand",
        "RP 7C",
        "--card",
        "FC",
        code=1,
    )
    assert "J♥" in result.stderr and "K♠ 7♥" in result.stderr


def test_english_verdicts_keep_the_programs_letters(cli):
    out = cli(
        "judge",
        "deberc",
        "play",
        "--trump",
        "S",
        "--trick",
        "9S",
        "--hand",
        "KS 7H JH",
        "--card",
        "JH",
    ).stdout
    assert out.startswith("Verdict: JH is illegal")


# ----------------------------------------------------------------- reasons and the seed


def test_DEBERC_R7_bajt_by_bajt_rule_max_says_the_seed_would_not(cli):
    out = cli(
        "judge",
        "deberc",
        "outcome",
        "--bidder",
        "Ania",
        "--points",
        "Ania=50",
        "--points",
        "Bartek=60",
        "--points",
        "Celina=40",
    ).stdout
    reason = out.splitlines()[1]
    assert "bajt_rule = max" in reason
    assert "by the seed's words (a bajt only below both opponents, 40 here) it would be made" in (
        reason
    )


def test_DEBERC_R4_team_play_says_the_whole_side_scores(cli):
    out = cli(
        "judge",
        "deberc",
        "combinations",
        "--trump",
        "H",
        "--teams",
        "A+C,B+D",
        "--players",
        "Ania,Bartek,Celina,Darek",
        "Ania=KH QH JH",
        "Celina=AS KS QS",
        "Bartek=KD QD JD",
    ).stdout
    reason = out.splitlines()[1]
    assert "in team play the whole side scores, as DEBERC-R4 decides for 2 v 2: Ania too" in reason
    assert "only to the player who held the senior combination" in reason


def test_DEBERC_R15_bella_with_a_later_card_says_what_happened(cli):
    out = cli(
        "judge",
        "deberc",
        "declaration",
        "--kind",
        "bella",
        "--moment",
        "later_card",
        "--card",
        "7H",
        "--trump",
        "H",
        "--set",
        "bella_any_card=true",
    ).stdout
    reason = out.splitlines()[1]
    assert "Announced with 7H, neither the king nor the queen of trumps" in reason
    assert "bella_any_card = true" in reason
    assert "as its king or queen of trumps was played" not in reason


def test_DERNIE_R5_refused_honour_is_not_called_not_an_honour(cli):
    out = cli(
        "judge",
        "dernie",
        "play",
        "--top",
        "5C",
        "--card",
        "KH",
        "--set",
        "honours_always_legal=false",
    ).stdout
    assert "is not an honour" not in out


def test_BR_S6_score_without_honors_does_not_score_them(cli):
    answer = cli.json(
        "judge",
        "bridge",
        "score",
        "4S",
        "--tricks",
        "10",
        "--honors",
        "NS:100",
        "--by",
        "N",
        "--set",
        "honors=false",
    )
    assert answer["answer"]["honors"] == 0
    assert "honors = false" in answer["explanation"]
