"""The cache folder as someone sharing the machine, a full disk or another working folder
finds it: nothing planted in it can hang a command, a key is written whole or not at all,
and the same journal finds its kept answer from any folder."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeep.app import kept
from scorekeep.files import cache
from tests.files.test_cache import HAND, SEATS, entries, run_fast

TIMEOUT = 60
"""Seconds a command may take before it counts as hung (it takes well under one)."""

needs_fifos = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
needs_uid = pytest.mark.skipif(not hasattr(os, "getuid"), reason="no file owners here")


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    cli(*HAND)
    return cli


def scorekeep(home: Path, *args: str, **limits: object) -> subprocess.CompletedProcess[str]:
    """``scorekeep ARGS`` as a whole process on the start-up path, given at most
    :data:`TIMEOUT` seconds (subprocess raises TimeoutExpired past them)."""
    env = {
        "SCOREKEEP_HOME": str(home),
        "SCOREKEEP_CACHE": str(cache.folder()),
        "PATH": os.environ.get("PATH", ""),
        "LANG": "C.UTF-8",
    }
    return subprocess.run(
        [sys.executable, "-m", "scorekeep", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=TIMEOUT,
        **limits,  # type: ignore[arg-type]
    )


# ---------------------------------------------------------------- the key of a kept answer


def test_status_from_another_folder_takes_the_kept_answer(fri, tmp_path, monkeypatch):
    """The same journal, asked about from another working folder (and named by another
    relative path), is answered from what was kept, without opening it again."""
    home = str(fri.home)
    first = run_fast("--home", home, "status")
    text_entry = cache.entry_path(fri.journal("fri"), "text")
    written = text_entry.stat()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)

    def no_replay(*args: object) -> None:
        raise AssertionError("the kept answer was not used")

    monkeypatch.setattr(kept, "opened_with_replay", no_replay)
    assert run_fast("--home", home, "status") == first
    monkeypatch.chdir(fri.home)
    assert run_fast("--home", ".", "status") == first
    assert run_fast("--home", home, "status", "-s", "sessions/fri.toml") == first
    assert (text_entry.stat().st_ino, text_entry.stat().st_mtime_ns) == (
        written.st_ino,
        written.st_mtime_ns,
    )


def test_hand_from_another_folder_plays_on_from_the_kept_replay(fri, tmp_path, monkeypatch):
    home = str(fri.home)
    run_fast("--home", home, "status")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    found = []
    real = kept.cached_replay
    monkeypatch.setattr(kept, "cached_replay", lambda *a: found.append(real(*a)) or found[-1])
    out, _, code = run_fast("--home", home, "hand", "3C", "--by", "E", "--tricks", "9")
    assert code == 0 and "hand 2" in out
    assert found and found[0] is not None


# ---------------------------------------------------------------- FIFOs and other plants


def planted(fri, where: str) -> Path:
    """A FIFO put where the cache keeps the key or one of the session's entries."""
    journal = fri.journal("fri")
    target = {
        "key": cache.folder() / cache.KEY_FILE,
        "text": cache.entry_path(journal, "text"),
        "json": cache.entry_path(journal, "json"),
        "replay": cache.entry_path(journal, "replay"),
        "rulesets": cache.folder() / "rulesets",
    }[where]
    target.unlink(missing_ok=True)
    os.mkfifo(target, 0o600)
    return target


@needs_fifos
@pytest.mark.parametrize("where", ["key", "text", "json", "replay", "rulesets"])
@pytest.mark.parametrize(
    "line",
    [
        ("status",),
        ("status", "--format", "json"),
        ("hand", "3C", "--by", "E", "--tricks", "9"),
        ("judge", "bridge", "game-needed", "--below", "60", "2H"),
    ],
)
def test_a_fifo_in_the_cache_folder_never_hangs_a_command(fri, where, line):
    run_fast("--home", str(fri.home), "status")  # the folder and its key exist
    fifo = planted(fri, where)
    done = scorekeep(fri.home, *line)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and done.stdout
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) or where != "key"


@needs_fifos
@needs_uid
def test_a_cache_folder_others_can_write_is_never_read(fri):
    """Someone else could have put anything in a folder open to all: it is not even
    opened, so a FIFO there costs nothing (and nothing is kept in it)."""
    run_fast("--home", str(fri.home), "status")
    for where in ("text", "replay"):
        planted(fri, where)
    os.chmod(cache.folder(), 0o777)
    try:
        status = scorekeep(fri.home, "status")
        hand = scorekeep(fri.home, "hand", "3C", "--by", "E", "--tricks", "9")
    finally:
        os.chmod(cache.folder(), 0o700)
    assert status.returncode == 0 and "next dealer" in status.stdout, status.stderr
    assert hand.returncode == 0 and "hand 2" in hand.stdout, hand.stderr


@needs_fifos
def test_an_entry_that_is_a_link_or_too_large_is_no_entry(fri, tmp_path, monkeypatch):
    home = str(fri.home)
    first = run_fast("--home", home, "status")
    target = cache.entry_path(fri.journal("fri"), "text")
    good = target.read_bytes()
    target.unlink()
    os.symlink(tmp_path / "elsewhere", target)
    (tmp_path / "elsewhere").write_bytes(good)
    assert cache.read(target) is None
    assert run_fast("--home", home, "status") == first
    target.unlink(missing_ok=True)
    target.write_bytes(good)
    target.chmod(0o600)
    assert cache.read(target) == good
    monkeypatch.setattr(cache, "ENTRY_LIMIT", len(good) - 1)
    assert cache.read(target) is None


# ---------------------------------------------------------------- the key written whole


def full_disk() -> None:
    """In the child: no file may grow past 0 bytes, as on a full disk (the write fails
    with EFBIG instead of ENOSPC, the signal that would stop the process is ignored)."""
    import resource
    import signal

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, resource.RLIM_INFINITY))


@pytest.mark.skipif(sys.platform == "win32", reason="file size limits are POSIX")
def test_a_full_disk_at_the_first_write_of_the_key_leaves_no_key(fri):
    """The first command on a full disk keeps nothing and leaves no key behind; once there
    is room again the next command makes a whole key and keeps its answers."""
    shutil.rmtree(cache.folder(), ignore_errors=True)
    cache.folder().mkdir(mode=0o700, parents=True)
    first = scorekeep(fri.home, "status", preexec_fn=full_disk)
    assert first.returncode == 0 and "next dealer" in first.stdout, first.stderr
    assert not (cache.folder() / cache.KEY_FILE).exists()
    assert [p.name for p in cache.folder().iterdir()] == []
    again = scorekeep(fri.home, "status")
    assert again.stdout == first.stdout
    assert len((cache.folder() / cache.KEY_FILE).read_bytes()) == cache.SEAL
    assert [p.suffix for p in entries(fri.home)] == [".replay", ".text"]


def test_a_write_of_the_key_that_fails_leaves_no_key(fri, monkeypatch):
    from scorekeep.files import atomic

    def no_room(fd: int, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    shutil.rmtree(cache.folder(), ignore_errors=True)
    cache.folder().mkdir(mode=0o700, parents=True)
    cache._secrets.clear()
    monkeypatch.setattr(atomic, "_write_all", no_room)
    assert cache.secret() is None
    assert not (cache.folder() / cache.KEY_FILE).exists()
    assert list(cache.folder().iterdir()) == []
    monkeypatch.undo()
    cache._secrets.clear()
    assert cache.secret() is not None


@pytest.mark.parametrize("left", [b"", b"short", b"k" * (cache.SEAL + 1)])
def test_an_unusable_key_is_replaced(fri, left):
    """A key cut short by an older release on a full disk (or damaged) is made anew, and
    answers are kept again."""
    folder = cache.folder()
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(mode=0o700, parents=True)
    key = folder / cache.KEY_FILE
    key.write_bytes(left)
    key.chmod(0o600)
    scorekeep(fri.home, "status")
    assert len(key.read_bytes()) == cache.SEAL and key.read_bytes() != left
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 or not hasattr(os, "getuid")
    assert [p.suffix for p in entries(fri.home)] == [".replay", ".text"]
