"""``table`` under faults (issue 23, finding 8): a huge pasted line, a full disk, a busy
lock, an edit that keeps the file's size, time and inode, a closed standard input, and
control characters in what it echoes."""

from __future__ import annotations

import errno
import os
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeep.cli import table as table_module
from scorekeep.cli.common import STATE
from scorekeep.cli.table import Desk, terminal
from scorekeep.files import atomic
from scorekeep.files.home import Home

BRIDGE = ("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")


def table(cli, script: str, code: int = 0):
    from scorekeep.cli.app import app

    result = cli.runner.invoke(app, ["--home", str(cli.home), "table"], input=script)
    assert result.exit_code == code, (result.stdout, result.stderr, result.exception)
    assert "Traceback" not in result.stderr
    return result


@pytest.fixture
def fri(cli):
    cli(*BRIDGE, "--name", "fri")
    STATE["home"] = cli.home
    return cli


def test_a_line_longer_than_4_kib_is_refused_and_nothing_written(fri):
    before = fri.journal("fri").read_bytes()
    result = table(fri, "2H N " + "8 " * 3000 + "\n3NT S 10\n", code=1)
    assert "the line is 6004 characters long; the table reads lines of at most 4096" in (
        result.stderr
    )
    assert fri.journal("fri").read_bytes() == before


@given(st.text(alphabet=" \t\"'\\abé=+-", max_size=24))
def test_the_tables_words_are_shlexs_words(line):
    from scorekeep.cli.table_line import words_of
    from scorekeep.core.errors import UsageError

    try:
        expected: list[str] | None = shlex.split(line)
    except ValueError:
        expected = None
    try:
        got: list[str] | None = words_of(line)
    except UsageError:
        got = None
    assert got == expected


@pytest.mark.parametrize(
    "control", ["\x1b]0;pwned\x07", "\x1b[2J\x1b[H", "\x08\x08\x08\x08", "\x9b31m"]
)
def test_control_characters_are_not_echoed(fri, control):
    result = table(fri, f"2H N 9{control}\n", code=1)
    shown = result.stdout + result.stderr
    assert [c for c in shown if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) < 0xA0] == []
    assert "> 2H N 9" in result.stdout


def test_standard_input_closed_is_one_line_and_exit_1(fri):
    run = [sys.executable, "-m", "scorekeep", "--home", str(fri.home), "table"]
    done = subprocess.run(
        ["sh", "-c", 'exec "$@" 0<&-', "sh", *run], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith(
        "scorekeep: error: table: standard input is closed: the table reads its lines from it"
    )
    assert "Traceback" not in done.stderr


def _same_stat_edit(path: Path, old: str, new: str) -> None:
    """Change the file in place, keeping its inode, size and modification time."""
    assert len(old) == len(new)
    info = path.stat()
    data = path.read_bytes()
    assert data.count(old.encode()) == 1
    with path.open("r+b") as file:
        file.write(data.replace(old.encode(), new.encode()))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    after = path.stat()
    assert (after.st_ino, after.st_size, after.st_mtime_ns) == (
        info.st_ino,
        info.st_size,
        info.st_mtime_ns,
    )


def test_an_edit_that_keeps_size_time_and_inode_is_not_overwritten(fri, capsys):
    desk = Desk(Home(fri.home), "fri")
    desk.run("2H N 8")
    path = fri.journal("fri")
    _same_stat_edit(path, "tricks = 8", "tricks = 9")
    desk.run("3NT E 9")
    text = path.read_text(encoding="utf-8")
    assert "tricks = 9\n" in text.split("[[hands]]")[1]
    assert text.count("[[hands]]") == 2
    assert fri.json("status")["totals"] == {"NS": 90, "EW": 100}


class FakePrompt:
    """prompt_toolkit's PromptSession, answering with the lines given, then Ctrl-D."""

    lines: Iterator[str] = iter(())

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass

    def prompt(self, message: str) -> str:
        for line in FakePrompt.lines:
            return line
        raise EOFError


def test_a_full_disk_refuses_the_hand_and_the_table_stays_open(fri, monkeypatch, capsys):
    import prompt_toolkit

    real_write = atomic._write_temp
    full = {"on": True}

    def write_temp(target: Path, text: str) -> str:
        if full["on"]:
            full["on"] = False
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(target, text)

    monkeypatch.setattr(atomic, "_write_temp", write_temp)
    monkeypatch.setattr(prompt_toolkit, "PromptSession", FakePrompt)
    FakePrompt.lines = iter(["2H N 8", "2H N 8", "status"])
    before = fri.journal("fri").read_bytes()
    assert terminal(Desk(Home(fri.home), "fri")) == 0
    shown = capsys.readouterr()
    assert "not recorded:" in shown.err and "No space left on device" in shown.err
    assert "hand 1: 2H by N, 8 tricks" in shown.out
    assert "stays open" in shown.out
    text = fri.journal("fri").read_text(encoding="utf-8")
    assert text.startswith(before.decode()) and text.count("[[hands]]") == 1


def test_table_module_reads_each_line_once(fri, monkeypatch):
    """Splitting a line is done once per line, not once per look at it."""
    from scorekeep.cli import table_line

    calls = []
    real = table_line.words_of

    def counted(line: str) -> list[str]:
        calls.append(line)
        return real(line)

    monkeypatch.setattr(table_module, "words_of", counted)
    table(fri, "2H N 9\n4S E =\n")
    assert calls == ["2H N 9", "4S E ="]


def test_a_busy_journal_is_refused_and_the_terminal_table_stays_open(fri):
    pytest.importorskip("pexpect")
    import fcntl

    from tests.cli.test_table_terminal import Terminal

    term = Terminal(fri.home)
    lock = (fri.home / "sessions" / "fri.toml.lock").open("a+")
    try:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        shown = term.line("2H N 8")
        assert "session fri is busy" in shown
    finally:
        fcntl.flock(lock.fileno(), fcntl.LOCK_UN)
        lock.close()
    assert "hand 1: 2H by N, 8 tricks" in term.line("2H N 8")
    assert term.close() == 0
    assert fri.journal("fri").read_text(encoding="utf-8").count("[[hands]]") == 1
