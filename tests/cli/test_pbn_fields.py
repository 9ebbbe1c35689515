"""Every field of a PBN file read as typed input: a board or pair id written ``²`` or with
5,000 digits is one ``file:line: message`` line, exit 1 and nothing written (never an
internal error); a long ``Event`` still names a usable session."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import Cli, files_under

EXAMPLE = Path(__file__).resolve().parents[2] / "scorekeep" / "examples" / "club-evening.pbn"
LINES = EXAMPLE.read_text(encoding="utf-8").splitlines()
LONG = "1" * 5000


def changed(tmp_path: Path, line: int, old: str, new: str) -> Path:
    """The club evening with ``old`` on line ``line`` (counted from 1) written ``new``."""
    lines = list(LINES)
    assert old in lines[line - 1], (line, lines[line - 1])
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    path = tmp_path / "evening.pbn"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def refused(cli: Cli, path: Path) -> tuple[int, str]:
    """Import a file that must be refused: exit 1, one problem and the summary, nothing
    written; the problem's line and message."""
    before = files_under(cli.home)
    result = cli("import", str(path), code=1)
    assert files_under(cli.home) == before
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    problem, summary = result.stderr.strip().splitlines()
    assert summary == f"scorekeep: error: {path}: 1 problem; nothing was imported"
    found = re.fullmatch(rf"{re.escape(str(path))}:(\d+): (.+)", problem)
    assert found is not None, problem
    assert len(problem) < 300
    return int(found.group(1)), found.group(2)


def board_line(number: int) -> int:
    return [i for i, text in enumerate(LINES, 1) if text.startswith("[Board ")][number - 1]


@pytest.mark.parametrize("written", ["²", "٣", "³³", LONG, "0"])
def test_BR_D2_a_board_number_not_written_in_digits_is_one_problem(cli, tmp_path, written):
    line = board_line(2)
    path = changed(tmp_path, line, '"2"', f'"{written}"')
    assert refused(cli, path) == (
        line,
        f"Board: board '{written if len(written) < 40 else written[:39] + '…'}' must be a "
        "whole number from 1 to 99 (BR-D2)",
    )


@pytest.mark.parametrize("written", ["²", "٣", "1" * 41, LONG])
def test_a_pair_id_of_the_ranking_not_a_pair_number_is_one_problem(cli, tmp_path, written):
    line = next(i for i, text in enumerate(LINES, 1) if text.startswith(" 3  1 "))
    path = changed(tmp_path, line, " 3  1 ", f" 3  {written} ")
    at, message = refused(cli, path)
    assert at == line and message.startswith("PairId '")


@pytest.mark.parametrize("written", ["³", LONG])
def test_a_pair_id_of_a_traveller_not_a_pair_number_is_one_problem(cli, tmp_path, written):
    line = next(i for i, text in enumerate(LINES, 1) if text.startswith("1 2  1  6 3NT"))
    path = changed(tmp_path, line, "1 2  1  6", f"1 2  {written}  6")
    at, message = refused(cli, path)
    assert at == line and message.startswith("PairId_NS '")


def test_a_score_of_5000_digits_is_one_problem(cli, tmp_path):
    line = next(i for i, text in enumerate(LINES, 1) if text.startswith("1 1  1  2 4S"))
    path = changed(tmp_path, line, '"420"', f'"{LONG}"')
    at, message = refused(cli, path)
    assert at == line and "Score" in message and LONG not in message


@pytest.mark.parametrize("event", ["E" * 300, "Klubowy turniej " * 20, "ź" * 200])
def test_a_long_event_names_a_usable_session(cli, tmp_path, event):
    path = changed(tmp_path, 5, "Klubowy poniedziałek", event)
    done = cli("import", str(path))
    name = re.search(r"into session (.+?) \(", done.stdout)
    assert name is not None
    session = name.group(1)
    assert 0 < len(session) <= 60 and event.startswith(session)
    assert cli.journal(session).is_file()
    assert cli.json("status", "-s", session)["hands"] == 6
    again = cli("import", str(path))
    assert f"into session {session}-2 (" in again.stdout


def test_a_long_session_name_typed_is_refused_in_one_line(cli, tmp_path):
    result = cli("import", str(EXAMPLE), "--name", "x" * 300, code=1)
    assert result.stderr.count("\n") == 1 and "too long for a session name" in result.stderr
    assert not (cli.home / "sessions").exists() or not list((cli.home / "sessions").iterdir())


def test_BR_D2_a_board_typed_in_other_digits_is_refused(cli):
    cli("new", "bridge-duplicate", "--players", "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy",
        "--set", "duplicate_form=pairs", "--name", "m")  # fmt: skip
    for written in ("٣", "²", LONG):
        result = cli("hand", "--board", written, "--ns", "Kow", "--ew", "Now", "4S", "S", "10",
                     code=1)  # fmt: skip
        assert "must be a whole number from 1 to 99 (BR-D2)" in result.stderr
        assert len(result.stderr) < 300


FIELDS = [
    (i, m.group(1))
    for i, text in enumerate(LINES, 1)
    if (m := re.match(r'\[(\w+) "(.*)"\]$', text)) and m.group(2) not in ("", "#")
]


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    field=st.sampled_from(FIELDS),
    value=st.one_of(
        st.text(
            alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters='"\\\n\r'),
            max_size=30,
        ),
        st.sampled_from(["²", "³", LONG, "x" * 300, "-1", "1e9", "٣"]),
    ),
)
def test_any_value_of_any_tag_is_imported_or_refused_in_lines(tmp_path_factory, field, value):
    """Whatever a tag holds, ``import`` imports the file or refuses it with
    ``file:line: message`` lines and writes nothing: never an internal error."""
    line, tag = field
    folder = tmp_path_factory.mktemp("pbn")
    lines = list(LINES)
    lines[line - 1] = f'[{tag} "{value}"]'
    path = folder / "evening.pbn"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cli = Cli(folder / "home")
    result = cli("import", str(path), code=None)
    assert result.exit_code in (0, 1), (tag, value, result.stderr, result.exception)
    if result.exit_code == 1:
        assert not (cli.home / "sessions").exists() or not list((cli.home / "sessions").iterdir())
        *problems, summary = result.stderr.strip().splitlines()
        assert summary.startswith("scorekeep: error: ")
        assert all(p.startswith(f"{path}:") for p in problems), problems
