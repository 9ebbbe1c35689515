"""Only regular files are read as journals and rulesets, within a size and a nesting limit
(issue 23, findings 5 and 6): a FIFO, a device, a huge or deeply nested file is refused in
one line naming it, and ``stats`` and ``sessions`` report it and go on."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeep.core.errors import Unreadable
from scorekeep.files.safe_read import NESTING_LIMIT, SIZE_LIMIT, read_regular, too_deep

PLAYERS = "N=Ania,E=Bartek,S=Celina,W=Darek"
DEEP = "[" * 500 + "]" * 500


class Hung(BaseException):
    """Raised when a command waits on a file instead of refusing it."""


@pytest.fixture(autouse=True)
def no_hanging() -> Iterator[None]:
    def stop(signum: int, frame: object) -> None:
        raise Hung

    before = signal.signal(signal.SIGALRM, stop)
    signal.alarm(30)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, before)


@pytest.fixture
def evening(cli):
    cli("new", "bridge-rubber", "--players", PLAYERS, "--name", "fri")
    cli("hand", "4S", "N", "10")
    return cli


def _deep_journal(cli, name: str, where: str) -> Path:
    """A journal whose header (or first hand) holds 500 nested arrays."""
    text = cli.journal("fri").read_text(encoding="utf-8")
    if where == "header":
        text = text.replace('name = "fri"', f'name = "{name}"\ndeep = {DEEP}', 1)
    else:
        text = text.replace("[[hands]]\n", f"[[hands]]\ndeep = {DEEP}\n", 1)
    path = cli.journal(name)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_fifo_among_the_sessions_is_listed_with_its_problem_and_skipped_by_stats(evening):
    os.mkfifo(evening.journal("x"))
    listed = evening.json("sessions")
    assert [row["session"] for row in listed] == ["fri", "x"]
    assert "a FIFO, not a regular file" in listed[1]["problem"]
    assert listed[0]["hands"] == 1
    stats = evening("stats", "--format", "json")
    assert "skipped" in stats.stderr and "x.toml: a FIFO, not a regular file" in stats.stderr
    assert '"games"' in stats.stdout


def test_status_use_and_check_refuse_a_fifo_in_one_line(evening, rejected):
    os.mkfifo(evening.journal("x"))
    for words in (("status", "-s", "x"), ("use", "x"), ("check", "-s", "x"), ("sheet", "-s", "x")):
        line = rejected("fri", *words)
        assert line == (
            f"scorekeep: error: {evening.journal('x')}: a FIFO, not a regular file: "
            "only regular files are read"
        )
    assert (evening.home / "current").read_text(encoding="utf-8").strip() == "fri"


def test_a_link_to_a_device_is_refused_and_the_device_left_alone(evening, rejected):
    evening.journal("null").symlink_to("/dev/null")
    line = rejected("fri", "status", "-s", "null")
    assert line.endswith("null.toml: a device, not a regular file: only regular files are read")
    rejected("fri", "use", "null")
    rejected("fri", "hand", "-s", "null", "2H", "N", "8")
    stats = evening("stats")
    assert "null.toml: a device, not a regular file" in stats.stderr
    assert Path("/dev/null").is_char_device()


def test_a_current_pointer_that_is_a_fifo_is_refused(evening):
    current = evening.home / "current"
    current.unlink()
    os.mkfifo(current)
    result = evening("status", code=1)
    assert "current: a FIFO, not a regular file" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_journal_over_the_size_limit_is_refused_in_one_line(evening, rejected):
    with evening.journal("big").open("wb") as big:
        big.truncate(SIZE_LIMIT + 1)
    line = rejected("fri", "status", "-s", "big")
    assert line.endswith("big.toml: more than 64 MiB, the largest journal or ruleset read")
    assert "big.toml: more than 64 MiB" in evening("stats").stderr


@pytest.mark.parametrize("where", ["header", "hand"])
def test_deep_nesting_is_refused_by_status_and_check_and_skipped_by_stats(evening, where):
    path = _deep_journal(evening, "deep", where)
    status = evening("status", "-s", "deep", code=1)
    assert status.stderr.startswith(f"scorekeep: error: {path}:1: values are nested too deeply")
    assert "internal error" not in status.stderr
    check = evening("check", "-s", "deep", code=1)
    assert "values are nested too deeply to read" in check.stdout + check.stderr
    assert "internal error" not in check.stdout + check.stderr
    stats = evening("stats", "--format", "json")
    assert f"skipped {path}: line 1: values are nested too deeply to read" in stats.stderr
    assert '"games"' in stats.stdout


def test_a_ruleset_that_is_a_fifo_is_listed_as_invalid(evening):
    rulesets = evening.home / "rulesets"
    rulesets.mkdir(exist_ok=True)
    os.mkfifo(rulesets / "odd.toml")
    listed = evening("rules", "list")
    assert "invalid: a FIFO, not a regular file" in listed.stdout
    refused = evening("new", "odd", "--players", PLAYERS, code=1)
    assert "odd.toml: a FIFO, not a regular file" in refused.stderr


def test_read_regular_refuses_without_waiting(tmp_path):
    fifo = tmp_path / "x.toml"
    os.mkfifo(fifo)
    with pytest.raises(Unreadable, match="a FIFO"):
        read_regular(fifo)
    with pytest.raises(Unreadable, match="a device"):
        read_regular(Path("/dev/null"))
    plain = tmp_path / "plain.toml"
    plain.write_bytes(b"x" * 100)
    assert read_regular(plain) == b"x" * 100
    with pytest.raises(Unreadable, match="more than 0 MiB"):
        read_regular(plain, 99)


def test_too_deep_counts_levels_without_recursing():
    nested: list[object] = []
    for _ in range(100_000):
        nested = [nested]
    assert too_deep(nested)
    shallow: object = {"a": [[1]]}
    assert not too_deep(shallow)
    level = [1]
    for _ in range(NESTING_LIMIT - 1):
        level = [level]
    assert not too_deep(level)
    assert too_deep([level])


def test_stats_given_a_fifo_by_name_reports_it(evening, tmp_path):
    fifo = tmp_path / "odd.toml"
    os.mkfifo(fifo)
    result = evening("stats", str(fifo))
    assert f"skipped {fifo}: a FIFO, not a regular file" in result.stderr


def test_read_regular_stat_names_the_very_file_read(tmp_path):
    from scorekeep.files.safe_read import read_regular_stat

    plain = tmp_path / "plain.toml"
    plain.write_bytes(b"format = 1\n")
    data, info = read_regular_stat(plain)
    assert data == b"format = 1\n"
    assert (info.st_ino, info.st_size) == (plain.stat().st_ino, 11)
