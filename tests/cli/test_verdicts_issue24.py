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
