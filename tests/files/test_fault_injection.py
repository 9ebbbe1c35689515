"""Every write path, killed or failing at each system call it makes, leaves every file it
touches as it was or as it should become: never a third state.

A *kill* is examined by taking a picture of the files before and after each call (what a
process killed at that moment leaves on disk); a *failure* makes the k-th call raise, for
each k, and the command must then report the error and leave the old files (or, if the
failing call came after the write, the new ones with success).
"""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from scorekeep.app import session as services
from scorekeep.cli import commands
from scorekeep.cli.app import app
from scorekeep.files import atomic

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"
CALLS = ("open", "write", "fsync", "replace", "link", "unlink", "chmod", "close")


class Fault(Exception):
    """Raised at the chosen call; the command must survive it."""


class Syscalls:
    """Stands in for ``os`` inside scorekeep.files.atomic: counts the calls that touch the
    disk, pictures the files around each of them, and makes the k-th one fail."""

    def __init__(self, picture: Callable[[], dict[str, bytes]], fail_at: int = 0) -> None:
        self.count = 0
        self.fail_at = fail_at
        self.pictures: list[dict[str, bytes]] = []
        self._picture = picture

    def __getattr__(self, name: str) -> Any:
        # Pictures are taken by this process, which sees its own writes without a flush to
        # the disk, so the real fsync is skipped: it only makes the suite slow.
        real = _no_fsync if name == "fsync" else getattr(os, name)
        if name not in CALLS:
            return real

        def call(*args: Any, **kwargs: Any) -> Any:
            self.count += 1
            if self.count == self.fail_at:
                raise OSError(errno.EIO, f"injected failure of os.{name}")
            if not self.fail_at:
                self.pictures.append(self._picture())
            result = real(*args, **kwargs)
            if not self.fail_at:
                self.pictures.append(self._picture())
            return result

        return call


def _no_fsync(fd: int) -> None:
    os.fstat(fd)


def files(root: Path) -> dict[str, bytes]:
    """What a person would find: every file but locks and temp files."""
    found = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.name.endswith((".lock", ".tmp")):
            found[str(path.relative_to(root))] = path.read_bytes()
    return found


def temp_files(root: Path) -> list[str]:
    return [p.name for p in root.rglob("*.tmp")]


def run(root: Path, *args: str) -> Any:
    return CliRunner().invoke(app, ["--home", str(root / "home"), *args])


def bridge(root: Path) -> None:
    assert run(root, "new", "bridge-rubber", "--players", SEATS, "--name", "fri").exit_code == 0
    assert run(root, "hand", "2H", "--by", "N", "--tricks", "8").exit_code == 0


def closed(root: Path) -> None:
    bridge(root)
    assert run(root, "close").exit_code == 0


def two_sessions(root: Path) -> None:
    bridge(root)
    assert run(root, "new", "derda", "--players", "A,B", "--name", "d").exit_code == 0


def with_old_sheet(root: Path) -> None:
    bridge(root)
    (root / "evening.txt").write_text("last week\n")


SCENARIOS: dict[str, tuple[Callable[[Path], None], tuple[str, ...]]] = {
    "hand": (bridge, ("hand", "3C", "--by", "E", "--tricks", "9")),
    "fix": (bridge, ("fix", "1", "2H", "--by", "N", "--tricks", "9")),
    "undo": (bridge, ("undo", "--reason", "misdeal")),
    "close": (bridge, ("close",)),
    "reopen": (closed, ("reopen",)),
    "new": (bridge, ("new", "derda", "--players", "A,B", "--name", "d")),
    "use": (two_sessions, ("use", "fri")),
    "rules new": (bridge, ("rules", "new", "ours", "--from", "derda", "--set", "target=1000")),
    "sheet -o": (with_old_sheet, ("sheet", "-o", "{root}/evening.txt", "--force")),
}


@pytest.fixture
def fixed_time(monkeypatch):
    for command in commands.MODULES:
        if hasattr(command, "now"):
            monkeypatch.setattr(command, "now", lambda: "2026-11-30T21:00:00+01:00")
    monkeypatch.setattr(services, "now", lambda: "2026-11-30T21:00:00+01:00")
    monkeypatch.setattr(atomic, "os", Syscalls(dict, fail_at=-1))


def _each_file_old_or_new(picture, old, new, when):
    for name in set(old) | set(new) | set(picture):
        assert picture.get(name) in (old.get(name), new.get(name)), f"{name} {when}"


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_every_write_path_killed_or_failing_at_each_call_leaves_old_or_new(
    scenario, tmp_path, monkeypatch, fixed_time
):
    setup, template = SCENARIOS[scenario]
    start = tmp_path / "start"
    start.mkdir()
    setup(start)
    old = files(start)

    def fresh(name: str) -> tuple[Path, tuple[str, ...]]:
        root = tmp_path / name
        shutil.copytree(start, root, symlinks=True)
        return root, tuple(a.replace("{root}", str(root)) for a in template)

    # A clean run: the new state, and a picture around every call (a kill at that moment).
    root, args = fresh("clean")
    spy = Syscalls(lambda: files(root))
    monkeypatch.setattr(atomic, "os", spy)
    result = run(root, *args)
    monkeypatch.setattr(atomic, "os", Syscalls(dict, fail_at=-1))
    assert result.exit_code == 0, result.output
    new = files(root)
    assert new != old
    assert spy.count >= 4
    print(scenario, spy.count, "calls")
    for k, picture in enumerate(spy.pictures):
        _each_file_old_or_new(picture, old, new, f"when killed around call {k // 2 + 1}")

    # The k-th call fails, for each k.
    for k in range(1, spy.count + 1):
        root, args = fresh(f"fail-{k}")
        failing = Syscalls(lambda root=root: files(root), fail_at=k)
        monkeypatch.setattr(atomic, "os", failing)
        result = run(root, *args)
        monkeypatch.setattr(atomic, "os", Syscalls(dict, fail_at=-1))
        after = files(root)
        _each_file_old_or_new(after, old, new, f"after call {k} failed")
        assert "Traceback" not in result.output
        if result.exit_code != 0:
            assert result.exit_code == 1, (k, result.output)
            assert "injected failure" in result.stderr, (k, result.stderr)
            assert not temp_files(root), k
        shutil.rmtree(root)
