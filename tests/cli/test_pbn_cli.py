"""``scorekeep export --format pbn`` and ``scorekeep import FILE.pbn`` at the command line: a
session goes out and comes back with the same status, a club's file comes in with the
matchpoints its own program gave, and a file with any refused result writes nothing."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import Cli

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "pbn"


def pairs_session(cli: Cli) -> None:
    cli("new", "bridge-duplicate", "--players", "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy",
        "--set", "duplicate_form=pairs", "--name", "monday")  # fmt: skip
    for board, ns, ew, *deal in (
        ("2", "Wiś", "Kow", "--score", "-100"),
        ("1", "Kow", "Now", "4S", "S", "10"),
        ("1", "Wiś", "Ziel", "4S", "N", "11"),
        ("2", "Now", "Ziel", "pass"),
        ("3", "Kow", "Ziel", "6NTX", "E", "11"),
    ):
        cli("hand", "--board", board, "--ns", ns, "--ew", ew, *deal, "-q")


def teams_session(cli: Cli) -> None:
    cli("new", "bridge-duplicate", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek",
        "--name", "match")  # fmt: skip
    for board, room, *deal in (
        ("1", "open", "4H", "S", "10"),
        ("2", "closed", "3NT", "W", "9"),
        ("1", "closed", "4H", "S", "9"),
        ("2", "open", "--score", "-430"),
        ("3", "open", "pass"),
    ):
        cli("hand", "--board", board, "--room", room, *deal, "-q")


def status(cli: Cli, session: str) -> str:
    return str(cli("status", "-s", session, "--format", "json").stdout)


def round_trip(cli: Cli, tmp_path: Path, session: str) -> tuple[str, str, Path]:
    out = tmp_path / f"{session}.pbn"
    cli("export", "-s", session, "--format", "pbn", "-o", str(out))
    other = Cli(tmp_path / "other-home")
    other("import", str(out), "--name", session)  # the file's Event may be another name
    return status(cli, session), status(other, session), out


def test_a_pairs_session_exported_and_imported_has_the_same_status(cli, tmp_path):
    pairs_session(cli)
    before, after, out = round_trip(cli, tmp_path, "monday")
    assert before == after
    assert json.loads(after)["hands"] == 5
    assert out.read_bytes().startswith(b"% PBN 2.1\n")


def test_a_team_match_exported_and_imported_has_the_same_status(cli, tmp_path):
    teams_session(cli)
    before, after, _out = round_trip(cli, tmp_path, "match")
    assert before == after
    # BR-D3: board 1, 420 against -50 = 10 IMPs; board 2, -430 against -400 = 1 IMP
    assert json.loads(after)["totals"] == {"NS": 10, "EW": 1}


def test_export_writes_to_standard_output_without_o(cli):
    pairs_session(cli)
    shown = cli("export").stdout
    assert shown.startswith("% PBN 2.1") and '[Event "monday"]' in shown


def test_BR_D4_a_club_traveller_comes_in_with_its_programs_matchpoints(cli):
    done = cli("import", str(FIXTURES / "club-traveller.pbn"))
    assert "imported 6 results into session Klubowy poniedziałek" in done.stdout
    data = cli.json("status")
    file_mps = [[2, 4, 0], [0, 4, 2]]  # the file's MP_NS column, board by board
    assert [[r["ns_mp"] for r in t["results"]] for t in data["travellers"]] == file_mps
    ranking = {r["pair"]: (r["rank"], r["percentage"]) for r in data["ranking"]}
    assert ranking["Zoé Wiśniewska - Marek Wiśniewski"] == ("1=", 100.0)
    assert ranking['Maria "Mania" Lis - Karol Lis'] == ("3=", 25.0)


def test_per_result_records_with_a_bom_and_crlf_are_imported(cli):
    cli("import", str(FIXTURES / "per-result.pbn"), "--name", "club")
    data = cli.json("status", "-s", "club")
    assert data["totals"] == {
        "Ania Kowalska - Jan Kowalski": 2,
        "Olga Nowak - Piotr Nowak": 0,
        "Zoé Wiśniewska - Marek Wiśniewski": 2,
        "Ewa Zielińska - Adam Zieliński": 4,
    }


def test_BR_D3_rooms_are_imported_as_a_team_match(cli):
    cli("import", str(FIXTURES / "teams-rooms.pbn"))
    data = cli.json("status")
    assert data["players"] == ["Ania", "Bartek", "Celina", "Darek"]
    assert data["totals"] == {"NS": 10, "EW": 6}  # 470 = 10 IMPs; 250 = 6 IMPs


def test_every_problem_is_file_line_and_nothing_is_written(cli):
    path = FIXTURES / "broken.pbn"
    result = cli("import", str(path), code=1)
    assert result.stderr.splitlines() == [
        f"{path}:10: Contract: '8H' is not a contract: write level 1-7, strain C D H S NT "
        "(or ♣ ♦ ♥ ♠, BA) and X or XX if doubled, e.g. 4S, 3NTX (BR-A1)",
        f"{path}:21: Result: tricks 14 must be a whole number from 0 to 13 (BR-S7)",
        f"{path}:29: Dealer 'N': board 2 is dealt by E (BR-D2)",
        f"{path}:43: Score 'NS 420' is not what the result scores: NS 620 (BR-D1)",
        f"scorekeep: error: {path}: 4 problems; nothing was imported",
    ]
    assert not (cli.home / "sessions").exists() or not list((cli.home / "sessions").iterdir())
    assert not (cli.home / "current").exists()


def test_an_imported_session_name_is_never_taken_twice(cli, rejected):
    pairs_session(cli)
    message = rejected("monday", "import", str(FIXTURES / "per-result.pbn"), "--name", "monday")
    assert message == "scorekeep: error: --name: session monday already exists"
    cli("import", str(FIXTURES / "per-result.pbn"))
    cli("import", str(FIXTURES / "per-result.pbn"))
    assert cli.journal("Monday pairs-2").is_file()
    assert (cli.home / "current").read_text(encoding="utf-8").strip() == "Monday pairs-2"


def test_import_reads_pbn_files_only(cli, tmp_path):
    other = tmp_path / "results.csv"
    other.write_text("1,2,3\n", encoding="utf-8")
    result = cli("import", str(other), code=2)
    assert "scorekeep imports results files ending in .pbn" in result.stderr


def test_a_session_without_a_results_format_is_not_exported(cli):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
    result = cli("export", "--format", "pbn", code=2)
    assert "a bridge session is not written as pbn" in result.stderr


def test_export_never_replaces_a_file_unless_forced(cli, tmp_path):
    pairs_session(cli)
    out = tmp_path / "out.pbn"
    out.write_text("keep\n", encoding="utf-8")
    cli("export", "-o", str(out), code=1)
    assert out.read_text(encoding="utf-8") == "keep\n"
    cli("export", "-o", str(out), "--force")
    assert out.read_text(encoding="utf-8").startswith("% PBN 2.1")


def test_a_club_file_imported_exported_and_imported_again_keeps_its_status(cli, tmp_path):
    cli("import", str(FIXTURES / "club-traveller.pbn"), "--name", "club")
    before, after, out = round_trip(cli, tmp_path, "club")
    assert before == after
    text = out.read_text(encoding="utf-8")
    assert '[North "Zoé Wiśniewska"]\n' in text and '[South "Marek Wiśniewski"]\n' in text


CLUB = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie,Kamińscy,Dąbrowscy"


def club_session(cli: Cli, *settings: str) -> None:
    """Two boards of a club's pairs evening with the director's results (BR-D5); IMP pairs
    take no split of percentages."""
    sets = [word for setting in settings for word in ("--set", setting)]
    cli("new", "bridge-duplicate", "--set", "duplicate_form=pairs", *sets,
        "--players", CLUB, "--name", "club")  # fmt: skip
    for words in (
        "1 4S N = --ns Kow --ew Now",
        "1 4S N +1 --ns Wiś --ew Ziel",
        "1 4S N -1 --ns Lew --ew Wój",
        "--board 1 --sitout Kam",
        "2 2H W -1 --ns Kam --ew Kow",
        "--board 2 --ns Now --ew Wiś --adjusted A+-",
        "2 3S E = --ns Ziel --ew Wój",
        "--board 2 --ns Lew --ew Dąb --adjusted " + ("A-+" if settings else "61.8/38.2"),
    ):
        cli("hand", *words.split(), "-q")


def test_BR_D5_adjusted_scores_and_sit_outs_go_out_and_come_back(cli, tmp_path):
    club_session(cli)
    before, after, out = round_trip(cli, tmp_path, "club")
    assert before == after
    text = out.read_text(encoding="utf-8")
    assert '[Score "A+-"]' in text and '[Score "61.8/38.2"]' in text and '[Score "Bye"]' in text
    factored = json.loads(after)["travellers"][0]
    assert (factored["compared"], factored["expected"]) == (3, 4)  # Neuberg, BR-D5


def test_BR_D5_imp_pairs_go_out_and_come_back(cli, tmp_path):
    club_session(cli, "pairs_scoring=imps-cross")
    before, after, out = round_trip(cli, tmp_path, "club")
    assert before == after
    assert '[Scoring "IMP;Cross2"]' in out.read_text(encoding="utf-8")


def test_BR_D5_butler_pairs_go_out_and_come_back(cli, tmp_path):
    cli("new", "bridge-duplicate", "--set", "duplicate_form=pairs",
        "--set", "pairs_scoring=imps-butler", "--players", CLUB, "--name", "butler")  # fmt: skip
    for words in (
        "1 4S N = --ns Kow --ew Now",
        "1 4S N +1 --ns Wiś --ew Ziel",
        "1 4S N -1 --ns Lew --ew Wój",
        "1 3NT S = --ns Kam --ew Dąb",
        "--board 2 --ns Kow --ew Wój --adjusted A+-",
    ):
        cli("hand", *words.split(), "-q")
    before, after, out = round_trip(cli, tmp_path, "butler")
    assert before == after
    assert json.loads(after)["travellers"][0]["datum"] == 410  # 420 and 400, BR-D5
    assert '[Scoring "IMP;Butler2"]' in out.read_text(encoding="utf-8")


def test_BR_D5_a_club_file_with_adjusted_scores_is_factored_up(cli):
    cli("import", str(FIXTURES / "club-adjusted.pbn"))
    first = cli.json("status")["travellers"][0]
    assert first["sitouts"] == ["7"]
    assert [r["ns_mp"] for r in first["results"]] == [0.5, 3.5, 2.4]  # (MP + 1) · 3 / 2 - 1


def test_import_takes_the_rulesets_options_over_the_file(cli):
    cli("import", str(FIXTURES / "club-adjusted.pbn"), "--set", "neuberg=no")
    first = cli.json("status")["travellers"][0]
    assert [r["ns_mp"] for r in first["results"]] == [0, 2, 1.2]  # top 2, not factored


def test_BR_D5_a_team_match_file_refuses_an_adjusted_score(cli, tmp_path):
    text = (FIXTURES / "teams-rooms.pbn").read_text(encoding="utf-8")
    broken = tmp_path / "teams.pbn"
    broken.write_text(
        text.replace(
            '[Contract "4H"]\n[Result "9"]\n[Room "Closed"]\n[Score "NS -50"]',
            '[Contract ""]\n[Result ""]\n[Room "Closed"]\n[Score "A+-"]',
        ),
        encoding="utf-8",
    )
    result = cli("import", str(broken), code=1)
    assert result.stderr.splitlines()[0] == (
        f"{broken}:37: Score: adjusted scores and sit-outs are given in a pairs session (BR-D5)"
    )
