"""`scorekeep sheet --format html|pdf`, several sessions, and the status sparkline."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from scorekeep.render.sparkline import SPARKS
from tests.render.conftest import GAMES
from tests.render.sheetdom import find, parse

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


def one_line_error(result) -> str:
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("scorekeep: error: ")
    assert "Traceback" not in result.stderr
    return lines[0]


@pytest.fixture
def no_browser(monkeypatch, tmp_path):
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    monkeypatch.delenv("SCOREKEEP_BROWSER", raising=False)


def test_pdf_without_a_browser_says_how_to_get_one(cli, tmp_path, no_browser):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    target = tmp_path / "fri.pdf"
    line = one_line_error(cli("sheet", "--format", "pdf", "-o", str(target), code=1))
    assert "apt-get install chromium" in line and "SCOREKEEP_BROWSER" in line
    assert "--format html" in line and "print it from any browser" in line
    assert not target.exists()


def test_pdf_with_a_browser_that_is_not_there(cli, tmp_path, monkeypatch):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    monkeypatch.setenv("SCOREKEEP_BROWSER", str(tmp_path / "no-such-chrome"))
    line = one_line_error(cli("sheet", "--format", "pdf", "-o", str(tmp_path / "x.pdf"), code=1))
    assert "SCOREKEEP_BROWSER" in line and "no-such-chrome" in line


def test_pdf_needs_an_output_file(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    line = one_line_error(cli("sheet", "--format", "pdf", code=2))
    assert "-o FILE" in line


def test_pdf_from_example_points_to_sheet(cli):
    line = one_line_error(cli("example", "bridge", "--format", "pdf", code=2))
    assert "scorekeep sheet --format pdf -o FILE" in line


def test_example_prints_html(cli):
    html = cli("example", "bridge", "--format", "html").stdout
    assert find(parse(html), "table", "pad")


def test_html_to_a_file(cli, tmp_path):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    cli("hand", "4S", "--by", "N", "--tricks", "10")
    target = tmp_path / "out" / "fri.html"
    result = cli("sheet", "--format", "html", "-o", str(target))
    assert f"wrote {target}" in result.stderr
    assert find(parse(target.read_text(encoding="utf-8")), "svg", "chart")


def test_json_and_csv_take_one_session(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "a")
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "b")
    for fmt in ("json", "csv"):
        line = one_line_error(cli("sheet", "-s", "a", "-s", "b", "--format", fmt, code=2))
        assert "one session" in line


def test_text_prints_several_sessions_one_after_another(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "a")
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "b")
    out = cli("sheet", "-s", "a", "-s", "b").stdout
    assert out.index("a · bridge-rubber") < out.index("b · durak")


def started_long_ago(cli, name: str) -> None:
    """A session from another evening: its journal header says so."""
    path = cli.journal(name)
    text = path.read_text(encoding="utf-8")
    path.write_text(
        re.sub(r'(?m)^created = ".*"$', 'created = "2020-01-31T20:00:00+01:00"', text, count=1),
        encoding="utf-8",
    )


def test_all_today_prints_every_session_started_today(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "old")
    started_long_ago(cli, "old")
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "early")
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--name", "late")
    cli("hand", "--durak", "Bartek")
    root = parse(cli("sheet", "--all-today", "--format", "html").stdout)
    sessions = [s.get("data-session") for s in find(root, "section", "sheet")]
    assert sessions == ["early", "late"]


def test_all_today_with_nothing_started_today(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "old")
    started_long_ago(cli, "old")
    line = one_line_error(cli("sheet", "--all-today", "--format", "html", code=1))
    assert "no session was started today" in line


def test_session_repeated_keeps_the_order_given_and_drops_repeats(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "a")
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "b")
    root = parse(cli("sheet", "-s", "b", "-s", "a", "-s", "b", "--format", "html").stdout)
    assert [s.get("data-session") for s in find(root, "section", "sheet")] == ["b", "a"]


def test_status_shows_a_sparkline_of_the_running_totals(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    for contract, by, tricks in (("2H", "N", "8"), ("4S", "E", "10"), ("3NT", "S", "9")):
        cli("hand", contract, "--by", by, "--tricks", tricks)
    out = cli("status").stdout
    assert "progress" in out
    rows = {
        line.split()[0]: line.split()[-1]
        for line in out.splitlines()
        if line.startswith(("NS ", "EW "))
    }
    assert len(rows["NS"]) == len(rows["EW"]) == 3
    assert set(rows["NS"] + rows["EW"]) <= set(SPARKS)
    assert "progress:" not in out  # not repeated as a raw key line


def test_status_json_progress_is_the_running_totals_hand_by_hand(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    cli("hand", "2H", "--by", "N", "--tricks", "8")
    cli("hand", "4S", "--by", "E", "--tricks", "10")
    cli("undo", "--reason", "wrong seat")
    cli("hand", "4S", "--by", "W", "--tricks", "10")
    cli("close")
    status = cli.json("status")
    sheet = cli.json("sheet")
    live = [h["totals"] for h in sheet["hands"] if not h["void"]]
    expected = {side: [t[side] for t in live] for side in status["totals"]}
    if any(sheet["settlement"]["scores"].values()):
        for side in expected:
            expected[side].append(status["totals"][side])
    assert status["progress"] == expected
    assert [v[-1] for v in status["progress"].values()] == list(status["totals"].values())


def test_sheet_help_shows_the_printing_examples(cli):
    out = cli("sheet", "--help").stdout
    assert "--all-today" in out and "--format pdf" in out


def test_browser_is_found_through_the_environment(tmp_path, monkeypatch):
    from scorekeep.render.pdf import find_browser

    fake = tmp_path / "my-chrome"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    assert find_browser({"SCOREKEEP_BROWSER": str(fake)}) == str(fake)
    monkeypatch.setenv("PATH", str(tmp_path) + os.pathsep + os.environ.get("PATH", ""))
    (tmp_path / "chromium").write_text("#!/bin/sh\n")
    (tmp_path / "chromium").chmod(0o755)
    assert find_browser({}) == str(Path(tmp_path / "chromium"))


@pytest.mark.parametrize("game", GAMES)
def test_a_voided_hand_has_no_detail_and_every_sheet_still_prints(cli, game):
    """A voided hand carries no outcome, so the game columns (dealer, pot, closer…) must not
    read one; the row is still printed, struck through."""
    cli("example", game)
    session = f"example-{game}"
    journal = cli.home / "sessions" / f"{session}.toml"
    text = journal.read_text(encoding="utf-8")
    closed = "\n[[hands]]\nclose = true\n"
    if closed in text:  # a closed evening takes no correction: reopen it
        journal.write_text(text[: text.rindex(closed) + 1], encoding="utf-8")

    def voided() -> list[str]:
        rows = find(parse(cli("sheet", "-s", session, "--format", "html").stdout), "tr")
        return [r.get("data-n") for r in rows if "void" in (r.get("class") or "").split()]

    before = voided()
    cli("undo", "-s", session, "--reason", "entered twice")
    for fmt in ("text", "markdown", "csv", "json"):
        assert cli("sheet", "-s", session, "--format", fmt).stdout.strip()
    assert len(voided()) == len(before) + 1
