"""Hostile text in names and notes: CSV cells never start a formula (OWASP), Markdown keeps
its columns and carries no HTML, the HTML sheet escapes everything, and a terminal never gets
a raw control character (ESC, BEL, OSC 52) from a name, a note or a reason."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

import pytest

from scorekeep.core.game import Table, Team
from scorekeep.core.session import Header, Record
from scorekeep.files.journal import header_text, record_text
from scorekeep.render.safe import csv_cell, json_text, markdown_cell, visible
from tests.render.sheetdom import find, parse

FORMULA = '=HYPERLINK("http://evil.example","x")'
TAG = "<img src=x onerror=alert(1)>|Bo"
OSC52 = "\x1b]52;c;ZXZpbA==\x07Cel"
AT = "@Dan\x9b2J"
NOTE = "+cmd|' /C calc'!A0 \x1b[2J\x07 <script>alert(1)</script>"
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def sessions() -> dict[str, tuple[Table, list[dict[str, Any]]]]:
    four = (FORMULA, TAG, OSC52, AT)
    three = four[:3]
    return {
        "durak": (Table(three), [{"durak": FORMULA, "note": NOTE}, {"draw": [TAG, OSC52]}]),
        "dernie": (
            Table(three),
            [{"closer": OSC52, "left": {FORMULA: 23, TAG: 40}, "note": NOTE}],
        ),
        "derda": (
            Table(four[:2]),
            [{"bidder": FORMULA, "trump": "H", "cards": {FORMULA: 70, TAG: 50}}],
        ),
        "deberc": (
            Table(three),
            [{"bidder": TAG, "trump": "H", "cards": {FORMULA: 62, TAG: 50, OSC52: 50}}],
        ),
        "bridge": (
            Table(
                four,
                (Team("NS", (FORMULA, OSC52)), Team("EW", (TAG, AT))),
                tuple(zip("NESW", four, strict=True)),
            ),
            [{"contract": "4S", "by": "N", "tricks": 10}],
        ),
    }


RULESETS = {"bridge": "bridge-rubber"}


def write_session(cli, game: str) -> str:
    table, entries = sessions()[game]
    name = f"hostile-{game}"
    header = Header(name, RULESETS.get(game, game), game, {}, table, "2026-11-30T20:00:00+01:00")
    text = header_text(header)
    for n, entry in enumerate(entries, 1):
        text += record_text(Record("hand", n, entry))
    text += record_text(Record("void", 1, reason=NOTE))
    path = cli.journal(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return name


GAMES = sorted(sessions())


@pytest.mark.parametrize("game", GAMES)
def test_csv_cells_never_start_a_formula(cli, game):
    name = write_session(cli, game)
    out = cli("sheet", "-s", name, "--format", "csv").stdout
    for row in csv.reader(io.StringIO(out)):
        for cell in row:
            assert not cell.startswith(("=", "+", "@", "\t", "\r")), cell
            assert not cell.startswith("-") or re.fullmatch(r"-\d+", cell), cell


def test_csv_cell_neutralises_formula_starts():
    for text in ("=1+1", "+1", "-x", "@SUM(A1)", "\tx", "\rx"):
        assert csv_cell(text) == "'" + text
    assert csv_cell(-100) == -100
    assert csv_cell("Ania") == "Ania"


@pytest.mark.parametrize("game", GAMES)
def test_markdown_escapes_pipes_and_html(cli, game):
    name = write_session(cli, game)
    out = cli("sheet", "-s", name, "--format", "markdown").stdout
    assert "<img" not in out and "<script" not in out
    rows = [line for line in out.splitlines() if line.startswith("|")]
    widths = {len(re.findall(r"(?<!\\)\|", line)) for line in rows}
    assert len(widths) == 1, rows


def test_markdown_cell_escapes():
    assert markdown_cell("a|b <i>&") == "a\\|b &lt;i&gt;&amp;"
    assert markdown_cell("two\nlines") == "two lines"


@pytest.mark.parametrize("game", GAMES)
def test_html_sheet_escapes_names_and_notes(cli, game):
    name = write_session(cli, game)
    out = cli("sheet", "-s", name, "--format", "html").stdout
    root = parse(out)
    assert not [el for tag in ("img", "script") for el in find(root, tag)]
    assert "&lt;img src=x onerror=alert(1)&gt;" in out or "&lt;script&gt;" in out
    assert CONTROL.search(out) is None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("command", ["status", "sheet"])
def test_terminal_output_carries_no_control_characters(cli, game, command):
    name = write_session(cli, game)
    result = cli(command, "-s", name)
    assert CONTROL.search(result.stdout) is None, repr(result.stdout)
    assert command == "status" or "\\x1b" in result.stdout


def test_sessions_list_and_hand_output_carry_no_control_characters(cli):
    write_session(cli, "durak")
    out = cli("sessions").stdout
    assert CONTROL.search(out) is None and "\\x1b]52" in out
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "fri")
    out = cli("hand", "-s", "fri", "--durak", "Ania", "--note", NOTE).stdout
    assert CONTROL.search(out) is None and "\\x1b[2J\\x07" in out
    out = cli("undo", "-s", "fri", "--reason", OSC52).stdout
    assert CONTROL.search(out) is None
    out = cli("sheet", "-s", "fri").stdout
    assert CONTROL.search(out) is None and "\\x1b]52" in out


def test_error_line_carries_no_control_characters(cli, rejected):
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "fri")
    line = rejected("fri", "hand", "-s", "fri", "--durak", OSC52)
    assert CONTROL.search(line) is None and "\\x1b]52" in line


def test_json_stays_valid_and_inert():
    text = json_text(json.dumps({"name": AT}, ensure_ascii=False))
    assert CONTROL.search(text) is None
    assert json.loads(text) == {"name": AT}


def test_visible_writes_controls_out():
    assert visible("a\x1b]52;c;x\x07b\rc\x9bd\ne\tf") == "a\\x1b]52;c;x\\x07b\\x0dc\\x9bd\ne\tf"
