"""``new --movement`` keeps the movement in the journal; ``movement show`` says where a pair
sits; a result needs only table, board and result; one the movement lacks is refused
until ``--again``; the sheet prints guide cards."""

from __future__ import annotations

import json

PAIRS = "--set", "duplicate_form=pairs"


def test_movement_show_gives_a_pairs_table_direction_and_boards(cli):
    cli("new", "bridge-duplicate", *PAIRS, "--movement", "mitchell:4x4", "--name", "club")
    shown = cli.json("movement", "show", "--pair", "8", "--round", "3")
    assert shown == {"table": 2, "direction": "EW", "boards": [7, 8, 9]}
    text = cli("movement", "show", "--pair", "8", "--round", "3").stdout
    assert text.startswith("round 3: pair 8 → table 2 EW, boards 7–9")
    assert "[movement]" in cli.journal("club").read_text(encoding="utf-8")


def test_the_movement_speaks_the_sessions_language(cli):
    cli("new", "bridge-duplicate", *PAIRS, "--movement", "mitchell:3x3", "--lang", "pl")
    assert cli("movement", "show", "--table", "2").stdout.startswith("runda 1: stół 2")


def test_a_result_takes_its_pairs_and_round_from_the_movement(cli):
    names = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"
    cli("new", "bridge-duplicate", *PAIRS, "--players", names, "--movement", "mitchell:3x3")
    cli("hand", "1", "4S", "N", "=", "--table", "1")
    said = cli("hand", "4", "4S", "N", "=", "--table", "2").stdout
    assert "Nowakowie v Lewandowscy" in said
    cli("hand", "2", "4S", "N", "=", "--table", "1")
    cli("hand", "3", "4S", "N", "=", "--table", "1")
    said = cli("hand", "4", "3NT", "N", "=", "--table", "1").stdout  # round 2 now
    assert "Kowalscy v Wójcikowie" in said
    journal = cli.journal(cli.json("status")["session"]).read_text(encoding="utf-8")
    assert journal.rstrip().endswith('round = 2\nns = "Kowalscy"\new = "Wójcikowie"')


def test_a_result_the_movement_lacks_is_refused_until_again(cli):
    cli("new", "bridge-duplicate", *PAIRS, "--movement", "mitchell:3x3", "--name", "m")
    before = cli.journal("m").read_bytes()
    refused = cli("hand", "7", "4S", "N", "=", "--table", "1", code=1)
    assert "board 7 is not played at table 1 in round 1 of the movement mitchell:3x3" in (
        refused.stderr
    )
    assert "--again" in refused.stderr and "Traceback" not in refused.stderr
    refused = cli("hand", "1", "4S", "N", "=", "--ns", "1", "--ew", "5", code=1)
    assert "do not meet on board 1 in the movement mitchell:3x3" in refused.stderr
    assert cli.journal("m").read_bytes() == before
    cli("hand", "7", "4S", "N", "=", "--table", "1", "--again")
    assert "table = 1" in cli.journal("m").read_text(encoding="utf-8")


def test_a_session_without_a_movement_reads_and_writes_as_before(cli):
    cli("new", "bridge-duplicate", *PAIRS, "--players", "A,B,C,D", "--name", "plain")
    assert "movement" not in cli.journal("plain").read_text(encoding="utf-8")
    refused = cli("hand", "1", "4S", "N", "=", "--table", "1", code=1)
    assert "needs a movement" in refused.stderr
    refused = cli("movement", "show", code=1)
    assert "has no movement" in refused.stderr


def test_a_movement_file_and_odd_players(cli, tmp_path):
    path = tmp_path / "two.toml"
    path.write_text(
        "rounds = [\n  [{ table = 1, ns = 1, ew = 2, boards = [1, 2] }],\n"
        "  [{ table = 1, ns = 3, ew = 1, boards = [3, 4] }],\n]\n",
        encoding="utf-8",
    )
    cli("new", "bridge-duplicate", *PAIRS, "--movement", str(path), "--name", "f")
    rows = json.loads(cli("movement", "show", "--round", "1", "--format", "json").stdout)
    assert rows[0]["ns"] == 1 and rows[-1] == {
        "round": 1,
        "pair": 3,
        "table": None,
        "direction": None,
        "boards": [],
        "sits_out": True,
    }
    cli("new", "bridge-duplicate", *PAIRS, "--movement", "mitchell:3x3", "--players",
        "A,B,C,D,E", "--name", "odd")  # fmt: skip
    assert "sits out" in cli("movement", "show", "--round", "1").stdout
    bad = cli("new", "bridge-duplicate", *PAIRS, "--movement", "mitchell:3x9", code=1)
    assert "at most 3 rounds" in bad.stderr


def test_the_sheet_prints_guide_cards_per_table_and_per_pair(cli):
    cli("new", "bridge-duplicate", *PAIRS, "--movement", "mitchell:3x3")
    cli("hand", "1", "4S", "N", "=", "--table", "1")
    sheet = cli("sheet").stdout
    assert "Guide card · table 3" in sheet and "Guide card · pair 6" in sheet


NAMES = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"
CONTRACTS = ("4S N =", "3NT S +1", "2H E -1", "4H S -2", "1NT N =", "3C W +1")


def whole_mitchell(cli, name: str) -> None:
    """A 3-table, 3-round Mitchell played to its end, every result by table and round."""
    cli("new", "bridge-duplicate", *PAIRS, "--players", NAMES, "--movement", "mitchell:3x3",
        "--name", name)  # fmt: skip
    rows = json.loads(cli("movement", "show", "-s", name, "--format", "json").stdout)
    played = 0
    for row in sorted(rows, key=lambda r: (r["round"], r["table"])):
        for board in row["boards"]:
            result = CONTRACTS[played % len(CONTRACTS)].split()
            cli("hand", "-s", name, str(board), *result, "--table", str(row["table"]),
                "--round", str(row["round"]))  # fmt: skip
            played += 1
    assert played == 27


def test_export_writes_each_results_table_and_round_and_import_reads_the_movement(cli, tmp_path):
    whole_mitchell(cli, "tuesday")
    first, second = tmp_path / "first.pbn", tmp_path / "second.pbn"
    cli("export", "-s", "tuesday", "--format", "pbn", "-o", str(first))
    text = first.read_text(encoding="utf-8")
    assert '[Round "3"]' in text and '[Table "2"]' in text
    cli("import", str(first), "--name", "again")
    shown = cli.json("movement", "show", "-s", "again", "--pair", "5", "--round", "3")
    assert shown == cli.json("movement", "show", "-s", "tuesday", "--pair", "5", "--round", "3")
    assert (
        cli("movement", "show", "-s", "again").stdout
        == cli("movement", "show", "-s", "tuesday").stdout
    )
    cli("export", "-s", "again", "--format", "pbn", "-o", str(second))
    assert second.read_bytes() == first.read_bytes()
    assert "Guide card · table 3" in cli("sheet", "-s", "again").stdout


def test_a_club_programs_traveller_gives_its_tables_and_rounds(cli, tmp_path):
    """A ScoreTable with Round and Table columns, as club programs write travellers: in
    round 1 board 1 at table 1 (pairs 1 v 4), board 2 at table 2 (2 v 3); in round 2 the
    boards change tables."""
    boards = {
        1: ("N", "None", ("1 1 1 4 4S N 10 420 -", "2 2 2 3 3NT S 9 400 -")),
        2: ("E", "NS", ("1 2 2 3 2H E 7 50 -", "2 1 1 4 3C W 10 - 130")),
    }
    games = [
        f'[Event "Wtorek"]\n[Board "{board}"]\n[Dealer "{dealer}"]\n[Vulnerable "{vul}"]\n'
        '[ScoreTable "Round\\1R;Table\\1R;PairId_NS\\1R;PairId_EW\\1R;Contract\\3L;'
        'Declarer\\1R;Result\\2R;Score_NS\\3R;Score_EW\\3R"]\n' + "\n".join(rows) + "\n"
        for board, (dealer, vul, rows) in boards.items()
    ]
    path = tmp_path / "club.pbn"
    path.write_text("\n".join(games), encoding="utf-8")
    cli("import", str(path), "--name", "club")
    assert cli.json("movement", "show", "-s", "club", "--pair", "4", "--round", "1") == {
        "table": 1,
        "direction": "EW",
        "boards": [1],
    }
    assert cli.json("movement", "show", "-s", "club", "--pair", "4", "--round", "2") == {
        "table": 1,
        "direction": "EW",
        "boards": [2],
    }


def test_results_of_an_evening_still_played_keep_no_movement(cli, tmp_path):
    whole_mitchell(cli, "tuesday")
    for _n in range(4):
        cli("undo", "-s", "tuesday")
    path = tmp_path / "part.pbn"
    cli("export", "-s", "tuesday", "--format", "pbn", "-o", str(path))
    cli("import", str(path), "--name", "part")
    assert "has no movement" in cli("movement", "show", "-s", "part", code=1).stderr
    assert "table =" not in cli.journal("part").read_text(encoding="utf-8")


def test_a_round_that_is_no_number_is_refused_on_its_line(cli, tmp_path):
    whole_mitchell(cli, "tuesday")
    path = tmp_path / "bad.pbn"
    cli("export", "-s", "tuesday", "--format", "pbn", "-o", str(path))
    text = path.read_text(encoding="utf-8").replace('[Round "2"]', '[Round "²"]', 1)
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index('[Round "²"]') + 1
    refused = cli("import", str(path), "--name", "bad", code=1)
    assert f"bad.pbn:{line}: Round '²' must be a number from 1" in refused.stderr
    assert "Traceback" not in refused.stderr
    assert not cli.journal("bad").exists()


def test_a_header_movement_edited_to_more_pairs_than_the_session_has_is_refused(cli):
    """A journal edited by hand so that its movement seats 60 pairs for 6 players: every
    command that reads the movement refuses it in one line, without a traceback."""
    cli("new", "bridge-duplicate", *PAIRS, "--players", NAMES, "--movement", "mitchell:3x3",
        "--name", "edited")  # fmt: skip
    cli("hand", "-s", "edited", "1", "4S", "N", "=", "--table", "1")
    path = cli.journal("edited")
    path.write_text(path.read_text(encoding="utf-8").replace("pairs = 6", "pairs = 60"), "utf-8")
    for command in (
        ("movement", "show", "-s", "edited"),
        ("sheet", "-s", "edited", "--format", "html"),
        ("hand", "-s", "edited", "2", "4S", "N", "=", "--table", "1"),
    ):
        refused = cli(*command, code=1)
        assert "the journal's movement seats 60 pairs; the session has 6" in refused.stderr
        assert "Traceback" not in refused.stderr and "internal error" not in refused.stderr
