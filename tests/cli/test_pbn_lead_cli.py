"""The opening lead in PBN: ``export`` writes a result's ``Lead`` tag and a ``Lead`` column
in the board's ``ScoreTable`` only when some result of the board has one; ``import`` reads
it from a record's tag or a traveller's column; export → import → export keeps the bytes."""

from __future__ import annotations

import re
from pathlib import Path

from tests.cli.test_pbn_cli import FIXTURES, pairs_session, teams_session
from tests.conftest import Cli


def exported(cli: Cli, tmp_path: Path, session: str, name: str) -> str:
    out = tmp_path / name
    cli("export", "-s", session, "--format", "pbn", "-o", str(out))
    return out.read_text(encoding="utf-8")


def led_pairs(cli: Cli) -> None:
    pairs_session(cli)
    cli("hand", "--board", "4", "--ns", "Kow", "--ew", "Now", "3NT", "S", "9", "--lead", "10H")
    cli("hand", "--board", "4", "--ns", "Wiś", "--ew", "Ziel", "3NT", "S", "8")


def test_the_lead_tag_and_column_are_written_only_where_a_lead_was_given(cli, tmp_path):
    led_pairs(cli)
    text = exported(cli, tmp_path, "monday", "a.pbn")
    records = text.split("\n\n")
    assert text.count("[Lead ") == 1
    four = [r for r in records if '[Board "4"]' in r]
    assert '[Lead "HT"]' in four[0] and "[Lead " not in four[1]
    table = four[1].split("[ScoreTable ")[1].splitlines()
    assert "Result\\1R;Lead\\2L;Score_NS" in table[0]
    assert table[1].split()[5] == "HT" and table[2].split()[5] == "-"
    others = [r for r in records if '[Board "4"]' not in r and "[ScoreTable " in r]
    assert others and all(";Lead" not in r for r in others)


def test_a_pairs_session_with_leads_round_trips_byte_for_byte(cli, tmp_path):
    led_pairs(cli)
    first = exported(cli, tmp_path, "monday", "a.pbn")
    other = Cli(tmp_path / "other-home")
    other("import", str(tmp_path / "a.pbn"), "--name", "monday")
    kept = [h["entry"].get("lead") for h in other.json("sheet", "--format", "json")["hands"]]
    assert kept == [None, None, None, None, None, "10H", None]
    assert exported(other, tmp_path, "monday", "b.pbn") == first


def test_a_team_match_with_a_lead_round_trips_byte_for_byte(cli, tmp_path):
    teams_session(cli)
    cli("hand", "--board", "3", "--room", "closed", "4S", "N", "10", "--lead", "AD")
    first = exported(cli, tmp_path, "match", "a.pbn")
    assert '[Lead "DA"]' in first and "Result\\2R;Lead\\2L" in first
    other = Cli(tmp_path / "other-home")
    other("import", str(tmp_path / "a.pbn"), "--name", "match")
    assert exported(other, tmp_path, "match", "b.pbn") == first


def test_the_club_travellers_leads_are_kept(cli, tmp_path):
    cli("import", str(FIXTURES / "club-traveller.pbn"), "--name", "club")
    data = cli.json("status", "-s", "club")
    leads = [[r.get("lead") for r in t["results"]] for t in data["travellers"]]
    assert leads == [["KH", "KH", "2D"], ["5S", "AC", None]]  # as the journal keeps cards
    sheet = cli("sheet", "-s", "club").stdout
    assert "K♥" in sheet and "A♣" in sheet
    text = exported(cli, tmp_path, "club", "a.pbn")
    assert '[Lead "S5"]' in text


def test_the_published_board_page_shows_the_leads(cli, tmp_path):
    cli("import", str(FIXTURES / "club-traveller.pbn"), "--name", "club")
    cli("publish", "-s", "club", "--out", str(tmp_path / "site"))
    board = (tmp_path / "site" / "board-1.html").read_text(encoding="utf-8")
    heads = re.findall(r"<th>(.*?)</th>", board.split('class="hands club traveller"')[1])
    assert heads[2:5] == ["contract", "lead", "NS score"]
    assert "<td>K♥</td>" in board and "<td>2♦</td>" in board
