"""What a table asked for when it tried the tool: a quiet hand, the dealer of an auction,
the session's partscore in game-needed, corrected auctions on the sheets, a fuller
session list."""

from __future__ import annotations

import pytest

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    return cli


@pytest.mark.parametrize("flag", ["--quiet", "-q"])
def test_quiet_hand_prints_only_the_totals_line(fri, flag):
    fri("hand", "2H", "E", "=")
    out = fri("hand", flag, "4S", "N", "=").stdout
    assert out == "totals: NS 120, EW 60\n"


def test_quiet_hand_json_is_the_full_answer(fri):
    quiet = fri("hand", "-q", "4S", "N", "=", "--format", "json", "-s", "fri").stdout
    fri("new", "bridge-rubber", "--players", SEATS, "--name", "sat")
    loud = fri("hand", "4S", "N", "=", "--format", "json", "-s", "sat").stdout
    assert quiet == loud.replace('"sat"', '"fri"')


def test_quiet_fix_and_undo(fri):
    fri("hand", "2H", "E", "=")
    fri("hand", "4S", "N", "=")
    assert fri("fix", "-q", "1", "3H", "E", "=").stdout == "totals: NS 120, EW 90\n"
    assert fri("undo", "--quiet").stdout == "totals: NS 0, EW 90\n"


def test_quiet_hand_in_another_language(cli):
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "d", "--lang", "pl")
    out = cli("hand", "-q", "--durak", "Ania").stdout
    assert out.count("\n") == 1 and "Ania" in out and "Bartek" in out


def test_auction_hand_says_who_dealt(fri):
    out = fri("hand", "--auction", "1C 1H P 2H P P P", "--tricks", "9").stdout
    assert out.startswith("hand 1: 2H by E, 9 tricks, dealt by N (Ania)\n")
    second = fri("hand", "--auction", "P 1S P 4S P P P", "--tricks", "10").stdout
    assert second.startswith("hand 2: 4S by S, 10 tricks, dealt by E (Bartek)\n")
    fixed = fri("fix", "1", "--auction", "1C 1H P 3H P P P", "--tricks", "9").stdout
    assert fixed.startswith("hand 1: 3H by E, 9 tricks, dealt by N (Ania)\n")


def test_contract_hand_does_not_repeat_the_dealer(fri):
    out = fri("hand", "4S", "N", "=").stdout
    assert out.startswith("hand 1: 4S by N, result =\n")
