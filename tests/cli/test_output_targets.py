"""``sheet -o`` writes only regular files (issue 23, finding 7): never a device, a FIFO or
the home folder's own files, whatever ``--force`` says; ``-o -`` is standard output."""

from __future__ import annotations

import os
import signal
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

PLAYERS = "N=Ania,E=Bartek,S=Celina,W=Darek"


class Hung(BaseException):
    """Raised when a command waits on its output file instead of refusing it."""


@pytest.fixture(autouse=True)
def no_hanging() -> Iterator[None]:
    def stop(signum: int, frame: object) -> None:
        raise Hung

    before = signal.signal(signal.SIGALRM, stop)
    signal.alarm(30)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, before)


@pytest.fixture(autouse=True)
def devices_untouched(monkeypatch: pytest.MonkeyPatch) -> None:
    """A write that would swap a file in over /dev fails the test instead of happening (run
    as root, a sheet written with --force over /dev/null would replace the device)."""
    real_replace = os.replace

    def replace(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        assert not os.path.realpath(target).startswith("/dev/"), f"replacing {target}"
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", PLAYERS, "--name", "fri")
    cli("hand", "4S", "N", "10")
    return cli


@pytest.mark.parametrize("force", [(), ("--force",)])
def test_a_device_is_refused_and_stays_a_device(fri, rejected, force):
    line = rejected("fri", "sheet", "-o", "/dev/null", *force)
    assert line == (
        "scorekeep: error: --output: /dev/null is a device, not a regular file: "
        "a sheet is written only to a regular file"
    )
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.parametrize("force", [(), ("--force",)])
def test_a_fifo_is_refused_without_waiting_on_it(fri, rejected, tmp_path, force):
    fifo = tmp_path / "sheet.txt"
    os.mkfifo(fifo)
    line = rejected("fri", "sheet", "-o", str(fifo), *force)
    assert line.endswith(
        "sheet.txt is a FIFO, not a regular file: a sheet is written only to a regular file"
    )
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_link_to_a_device_is_refused(fri, rejected, tmp_path):
    link = tmp_path / "out.txt"
    link.symlink_to("/dev/null")
    rejected("fri", "sheet", "-o", str(link), "--force")
    assert link.is_symlink()


@pytest.mark.parametrize("name", ["current", "sessions/fri.toml.lock", "sessions/notes.txt"])
def test_the_homes_own_files_are_refused_even_with_force(fri, rejected, name):
    target = fri.home / name
    before = target.read_bytes() if target.exists() else None
    line = rejected("fri", "sheet", "-o", str(target), "--force")
    assert "among the scorekeep home folder's own files" in line
    assert (target.read_bytes() if target.exists() else None) == before
    assert (fri.home / "current").read_text(encoding="utf-8").strip() == "fri"


def test_dash_is_standard_output(fri, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    printed = fri("sheet", "-o", "-")
    assert printed.stdout == fri("sheet").stdout
    assert "wrote" not in printed.stderr
    assert not (tmp_path / "-").exists()
    page = fri("sheet", "--format", "html", "-o", "-")
    assert page.stdout.startswith("<!DOCTYPE html>")
    assert not (tmp_path / "-").exists()


def test_stats_output_refuses_a_device_and_a_journal(fri, rejected):
    rejected("fri", "stats", "-o", "/dev/null")
    line = rejected("fri", "stats", "--format", "json", "-o", str(fri.journal("fri")))
    assert "journal" in line


def test_a_regular_file_is_still_written_with_force(fri, tmp_path: Path):
    target = tmp_path / "evening.txt"
    target.write_text("last week\n")
    fri("sheet", "-o", str(target), "--force")
    assert "Ania" in target.read_text()
    assert fri("sheet", "-o", str(fri.home / "evening.txt")).exit_code == 0
