"""Double dummy and par of boards with a deal (BR-D1, BR-D2), from the optional ``dd`` extra
(endplay's DDS): for fixed deals the table and the par are the solver's; the sheets show the
hand record, the makeable contracts, the par and each result's difference to par; without the
extra they say "no double-dummy data" and nothing on the start-up path imports the solver."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeep.games.bridge import duplicate_hand_records
from scorekeep.games.bridge.double_dummy import STRAINS, solve
from scorekeep.games.bridge.duplicate_boards import board
from scorekeep.games.bridge.hand_record import read_deal_tag

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "pbn"
HAND_RECORDS = FIXTURES / "hand-records.pbn"
RANKS = "AKQJT98765432"


def shuffled(seed: int) -> str:
    cards = [suit + rank for suit in "SHDC" for rank in RANKS]
    random.Random(seed).shuffle(cards)
    hands = []
    for seat in range(4):
        held = cards[seat * 13 : seat * 13 + 13]
        held.sort(key=lambda c: RANKS.index(c[1]))
        hands.append(".".join("".join(c[1] for c in held if c[0] == suit) for suit in "SHDC"))
    return "N:" + " ".join(hands)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_BR_D2_double_dummy_table_and_par_are_the_solvers(seed):
    from endplay.dds import calc_dd_table, par
    from endplay.types import Deal, Denom, Player

    pbn = shuffled(seed)
    number = seed * 5  # boards 5, 10, 15, 20: each dealer and vulnerability in turn
    deal = read_deal_tag(pbn)
    assert deal is not None and deal.pbn() == pbn
    dealer = board(number)["dealer"]
    ours = solve(deal, number, dealer)
    assert ours is not None
    table = calc_dd_table(Deal(pbn))
    denoms = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades}
    for seat in "NESW":
        for strain in STRAINS:
            expected = table[denoms.get(strain, Denom.nt), Player.find(seat)]
            assert ours.tricks[seat][strain] == expected
    theirs = par(table, number, Player.find(dealer))
    assert ours.par_score == theirs.score
    assert len(ours.par_contracts) == len({str(c) for c in theirs})


def test_BR_D1_par_of_a_fixed_deal_worked_example():
    """Board 1 (dealer N, nobody vulnerable): North-South take 12 tricks in NT, spades and
    diamonds. 6NT not vulnerable = 190 + 500 + 300 = 990, by North or South; par NS +990.
    A result of 4S making 10 (+420) is 570 below par."""
    deal = read_deal_tag("N:AK5.K43.QJ92.A76 J87.QJ92.K53.J98 Q9432.A5.A84.K32 T6.T876.T76.QT54")
    assert deal is not None
    solved = solve(deal, 1, "N")
    assert solved is not None
    assert solved.par_score == 990
    assert solved.par_contracts == ("6NT by N", "6NT by S")
    assert solved.tricks["N"] == {"C": 10, "D": 12, "H": 9, "S": 12, "NT": 12}
    assert "6NT NS" in solved.makeable() and "4C NS" in solved.makeable()
    assert duplicate_hand_records.versus_par(420, solved.par_score) == "-570"


def test_BR_D1_the_sheet_shows_the_hand_record_par_and_versus_par(cli):
    cli("import", str(HAND_RECORDS), "--name", "club")
    sheet = cli("sheet").stdout
    assert "Board 1 hand record · dealer N · vulnerable: nobody" in sheet
    assert "par NS +990 (6NT by N, 6NT by S)" in sheet
    assert "makeable: 6NT NS, 6S NS, 3H NS, 6D NS, 4C NS" in sheet
    assert "vs par" in sheet
    line = next(row for row in sheet.splitlines() if "4S S 10" in row)
    assert line.rstrip().endswith("-570")
    assert "Board 2 hand record" not in sheet  # its deal is not in the file


def test_BR_D1_without_the_extra_the_sheet_says_no_double_dummy_data(cli, monkeypatch):
    cli("import", str(HAND_RECORDS), "--name", "club")
    for name in [m for m in sys.modules if m == "endplay" or m.startswith("endplay.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "endplay", None)  # import endplay → ImportError
    duplicate_hand_records._solved.cache_clear()
    try:
        sheet = cli("sheet").stdout
    finally:
        duplicate_hand_records._solved.cache_clear()
    assert "Board 1 hand record · dealer N · vulnerable: nobody · no double-dummy data" in sheet
    assert "A K 5" in sheet  # the hands are shown all the same
    assert "vs par" not in sheet and "par NS" not in sheet


def test_BR_D1_nothing_on_the_start_up_path_imports_the_solver(cli, tmp_path):
    """``status`` and ``hand`` on a session whose boards have deals, through the console
    script's quick path, leave endplay unimported."""
    cli("import", str(HAND_RECORDS), "--name", "club")
    code = (
        "import sys\nfrom scorekeep.cli import fast\n"
        "for argv in (['scorekeep', 'status'], ['scorekeep', 'status', '--format', 'json'],"
        " ['scorekeep', 'hand', '--board', '3', '--ns', 'Ania Kowalska - Jan Kowalski',"
        " '--ew', 'Olga Nowak - Piotr Nowak', '3NT', '--by', 'N', '--tricks', '9']):\n"
        "    sys.argv = argv\n"
        "    try:\n        fast.main()\n    except SystemExit:\n        pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'endplay'))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={"SCOREKEEP_HOME": str(cli.home), "SCOREKEEP_CACHE": str(tmp_path / "c"), "PATH": ""},
        timeout=120,
    )
    assert "hand 7: board 3" in done.stdout, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"
