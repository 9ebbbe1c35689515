"""Real results files at ``scorekeep import`` (BR-D5): Bridge Base writes one account's name
in two letter cases and lets partners swap North and South between boards — one pair each;
a pair whose two seats are one player, or a player in two pairs, is refused naming the pair,
the spellings and the line; with ``substitutes = true`` a substitute's boards stay the
registered pair's and the import says so."""

from __future__ import annotations

from pathlib import Path

RECORD = """[Event "BBO pairs"]
[Site "?"]
[Date "2026.11.30"]
[Board "{board}"]
[West "{west}"]
[North "{north}"]
[East "{east}"]
[South "{south}"]
[Dealer "{dealer}"]
[Vulnerable "{vul}"]
[Deal ""]
[Scoring "MP"]
[Declarer "{by}"]
[Contract "{contract}"]
[Result "{tricks}"]
"""
BOARDS = {1: ("N", "None"), 2: ("E", "NS"), 3: ("S", "EW")}


def record(board: int, north: str, south: str, east: str, west: str, deal: str) -> str:
    contract, by, tricks = deal.split()
    dealer, vul = BOARDS[board]
    return RECORD.format(
        board=board, north=north, south=south, east=east, west=west, dealer=dealer, vul=vul,
        by=by, contract=contract, tricks=tricks,
    )  # fmt: skip


def write(tmp_path: Path, *records: str) -> Path:
    path = tmp_path / "bbo.pbn"
    path.write_text("% PBN 2.1\n% EXPORT\n\n" + "\n".join(records), encoding="utf-8")
    return path


def test_BR_D5_names_in_two_letter_cases_and_swapped_seats_are_one_pair(cli, tmp_path):
    """Board 1: Nasi Putih North, Jan Kowal South; board 2 they swap and Bridge Base writes
    'nasi putih'; board 3 'JAN KOWAL' North again: one pair, spelled as first written."""
    path = write(
        tmp_path,
        record(1, "Nasi Putih", "Jan Kowal", "Ola Nowak", "Piotr Nowak", "4S S 10"),
        record(1, "Ewa Lis", "Adam Lis", "Maria Wolna", "Karol Wolny", "4S S 9"),
        record(2, "Jan Kowal", "nasi putih", "Maria Wolna", "Karol Wolny", "3NT N 9"),
        record(2, "Ewa Lis", "Adam Lis", "Ola Nowak", "Piotr Nowak", "3NT N 8"),
        record(3, "JAN KOWAL", "Nasi Putih", "Ewa Lis", "Adam Lis", "2H S 8"),
        record(3, "Ola Nowak", "Piotr Nowak", "Maria Wolna", "Karol Wolny", "2H S 8"),
    )
    said = cli("import", str(path), "--name", "bbo").stdout
    status = cli.json("status", "-s", "bbo")
    assert status["players"] == [
        "Nasi Putih - Jan Kowal",
        "Ola Nowak - Piotr Nowak",
        "Ewa Lis - Adam Lis",
        "Maria Wolna - Karol Wolny",
    ]
    assert "imported 6 results" in said
    boards = {r["pair"]: r for r in status["ranking"]}
    assert len(boards) == 4
    assert status["tops"]["Nasi Putih - Jan Kowal"] == 6  # three boards, a top of 2 each


def test_BR_D5_one_player_spelled_two_ways_at_both_seats_is_refused(cli, tmp_path):
    path = write(
        tmp_path,
        record(1, "Nasi Putih", "Jan Kowal", "Ola Nowak", "Piotr Nowak", "4S S 10"),
        record(1, "Ewa Lis", "ewa lis", "Maria Wolna", "Karol Wolny", "4S S 9"),
    )
    refused = cli("import", str(path), code=1)
    assert "pair 'Ewa Lis - ewa lis'" in refused.stderr
    assert "(Ewa Lis, ewa lis)" in refused.stderr
    line = next(
        i for i, t in enumerate(path.read_text().splitlines(), 1) if t == '[North "Ewa Lis"]'
    )
    assert f"bbo.pbn:{line}:" in refused.stderr
    assert not (cli.home / "sessions").exists() or not list((cli.home / "sessions").iterdir())


def substitute_file(tmp_path: Path) -> Path:
    """Nasi Putih and Jan Kowal play boards 1 and 2; on board 3 Nasi Putih plays with Tom
    Zastępca, a substitute."""
    return write(
        tmp_path,
        record(1, "Nasi Putih", "Jan Kowal", "Ola Nowak", "Piotr Nowak", "4S S 10"),
        record(1, "Ewa Lis", "Adam Lis", "Maria Wolna", "Karol Wolny", "4S S 9"),
        record(2, "Nasi Putih", "Jan Kowal", "Maria Wolna", "Karol Wolny", "3NT N 9"),
        record(2, "Ewa Lis", "Adam Lis", "Ola Nowak", "Piotr Nowak", "3NT N 8"),
        record(3, "Tom Zastępca", "nasi putih", "Ewa Lis", "Adam Lis", "2H S 8"),
        record(3, "Ola Nowak", "Piotr Nowak", "Maria Wolna", "Karol Wolny", "2H S 7"),
    )


def test_BR_D5_a_player_in_two_pairs_is_refused_naming_both_and_the_line(cli, tmp_path):
    path = substitute_file(tmp_path)
    refused = cli("import", str(path), code=1)
    lines = path.read_text(encoding="utf-8").splitlines()
    first = next(i for i, t in enumerate(lines, 1) if t == '[West "Piotr Nowak"]')
    board_3 = next(i for i, t in enumerate(lines, 1) if "Tom Zastępca" in t)
    message = refused.stderr
    assert "Nasi Putih plays in two pairs" in message
    assert "'Tom Zastępca - nasi putih'" in message and "'Nasi Putih - Jan Kowal'" in message
    assert f"bbo.pbn:{board_3}:" in message
    assert f"(line {first + 1})" in message  # North of board 1, where the pair is first named
    assert "substitutes=true" in message


def test_BR_D5_a_substitutes_boards_stay_the_registered_pairs(cli, tmp_path):
    """With substitutes = true board 3 is the registered pair's: Nasi Putih - Jan Kowal
    play three boards (top 2 each: 6) and the import says who stood in."""
    path = substitute_file(tmp_path)
    said = cli("import", str(path), "--name", "bbo", "--set", "substitutes=true").stdout
    assert "board 3 (line" in said
    assert "Tom Zastępca played for Nasi Putih - Jan Kowal: the boards stay theirs" in said
    status = cli.json("status", "-s", "bbo")
    assert "Tom Zastępca - nasi putih" not in status["players"]
    assert status["tops"]["Nasi Putih - Jan Kowal"] == 6
