"""The journal: append-only, atomic, locked, and checked line by line."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from scorekeep.core.errors import Busy
from scorekeep.files import atomic

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    cli("hand", "2H", "--by", "N", "--tricks", "8")
    return cli


def test_journal_is_append_only_and_keeps_comments(fri):
    path = fri.journal("fri")
    path.write_text(path.read_text() + "# Darek arrived late\n")
    before = path.read_text()
    fri("hand", "3C", "--by", "E", "--tricks", "9")
    after = path.read_text()
    assert after.startswith(before)
    assert "# Darek arrived late" in after


def test_failed_replace_leaves_the_previous_journal_intact(fri, monkeypatch):
    path = fri.journal("fri")
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    result = fri("hand", "3C", "--by", "E", "--tricks", "9", code=1)
    assert "No space left on device" in result.stderr
    assert path.read_bytes() == before
    monkeypatch.undo()
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    assert fri.json("status")["totals"] == {"NS": 60, "EW": 0}


def test_half_written_temp_file_is_removed(tmp_path, monkeypatch):
    target = tmp_path / "j.toml"
    target.write_text("old\n")

    def broken_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(atomic.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic.write_atomic(target, "new\n")
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["j.toml"]


def test_second_writer_gets_busy(fri):
    path = fri.journal("fri")
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(f"""
            import sys, time
            from pathlib import Path
            from scorekeep.files.atomic import locked
            with locked(Path({str(path)!r})):
                print("locked", flush=True)
                time.sleep(30)
        """),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "locked"
        before = path.read_bytes()
        result = fri("hand", "3C", "--by", "E", "--tricks", "9", code=1)
        assert "busy" in result.stderr
        assert path.read_bytes() == before
        with pytest.raises(Busy), atomic.locked(path):
            pass
    finally:
        holder.kill()
        holder.wait()
    fri("hand", "3C", "--by", "E", "--tricks", "9")


def test_lock_dies_with_its_process(fri):
    path = fri.journal("fri")
    subprocess.run(
        [
            sys.executable,
            "-c",
            textwrap.dedent(f"""
        import os
        from pathlib import Path
        from scorekeep.files.atomic import locked
        with locked(Path({str(path)!r})):
            os._exit(0)
    """),
        ],
        check=True,
    )
    fri("hand", "3C", "--by", "E", "--tricks", "9")


def test_check_lists_every_problem_with_its_line(fri):
    fri("hand", "3C", "--by", "E", "--tricks", "9")
    path = fri.journal("fri")
    text = path.read_text()
    text = text.replace('contract = "3C"', 'contract = "9C"')
    text += '\n[[hands]]\nn = 3\ncontract = "4S"\nby = "N"\ntricks = 15\n'
    text += '\n[[hands]]\nn = 9\ncontract = "4S"\nby = "N"\ntricks = 10\n'
    path.write_text(text)
    result = fri("check", "-s", "fri", code=1)
    lines = [line for line in result.stderr.splitlines() if line.startswith(f"{path}:")]
    assert len(lines) == 3
    numbered = [int(line.split(":")[1]) for line in lines]
    assert numbered == sorted(numbered) and numbered[0] > 0
    written = path.read_text().split("\n")
    assert [written[n - 1] for n in numbered] == ['contract = "9C"', "tricks = 15", "n = 9"]
    assert any("not a contract" in line for line in lines)
    assert any("tricks 15" in line for line in lines)
    assert any("hand number 9 out of order" in line for line in lines)


def test_check_json_and_clean_journal(fri):
    assert "ok (1 hand)" in fri("check").stdout
    path = fri.journal("fri")
    path.write_text(path.read_text() + '\n[[hands]]\nn = 2\ncontract = "4Q"\n')
    result = fri("check", "--format", "json", code=1)
    import json

    data = json.loads(result.stdout)
    assert data["ok"] is False
    assert data["problems"][0]["line"] > 0
    assert {"path", "line", "code", "message", "hint"} <= set(data["problems"][0])


def test_broken_journal_refuses_writes_and_points_to_check(fri):
    path = fri.journal("fri")
    path.write_text(path.read_text() + "\n[[hands]\nbroken")
    before = path.read_bytes()
    result = fri("hand", "3C", "--by", "E", "--tricks", "9", code=1)
    assert "scorekeep check" in result.stderr
    assert path.read_bytes() == before
    assert "not valid TOML" in fri("check", code=1).stderr


def test_hand_edited_total_cannot_lie(fri):
    path = fri.journal("fri")
    path.write_text(path.read_text().replace("tricks = 8", "tricks = 10"))
    assert fri.json("status")["totals"] == {"NS": 120, "EW": 0}


def test_missing_session_is_a_clear_error(cli):
    result = cli("status", "-s", "nowhere", code=1)
    assert "no session nowhere" in result.stderr


def test_no_current_session(cli):
    result = cli("status", code=1)
    assert "no current session" in result.stderr


def test_sessions_live_under_scorekeep_home(tmp_path):
    env = {**os.environ, "SCOREKEEP_HOME": str(tmp_path / "h")}
    subprocess.run(
        [
            sys.executable,
            "-m",
            "scorekeep",
            "new",
            "bridge-rubber",
            "--players",
            SEATS,
            "--name",
            "envhome",
        ],
        check=True,
        env=env,
        capture_output=True,
    )
    assert (tmp_path / "h" / "sessions" / "envhome.toml").is_file()


def test_written_files_get_the_usual_mode(tmp_path):
    target = tmp_path / "sheet.html"
    atomic.write_atomic(target, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask
    target.chmod(0o640)
    atomic.write_atomic(target, "y")
    assert target.stat().st_mode & 0o777 == 0o640


def test_hand_edited_error_points_to_the_line_and_to_check(fri):
    path = fri.journal("fri")
    path.write_text(path.read_text().replace("tricks = 8", "tricks = 15"))
    before = path.read_bytes()
    result = fri("hand", "3C", "--by", "E", "--tricks", "9", code=1)
    assert f"{path}:" in result.stderr and "tricks 15" in result.stderr
    assert "scorekeep check" in result.stderr
    assert path.read_bytes() == before
    assert "scorekeep check" in fri("status", code=1).stderr


def test_a_change_that_breaks_a_later_hand_is_refused(fri):
    one_game(fri, "fri")
    fri("hand", "4S", "--by", "E", "--tricks", "10")
    fri("hand", "1C", "--by", "N", "--tricks", "7")
    before = fri.journal("fri").read_bytes()
    result = fri("fix", "1", "4S", "--by", "E", "--tricks", "10", code=1)
    assert "not recorded: with it, hand 3" in result.stderr and "BR-S11" in result.stderr
    assert fri.journal("fri").read_bytes() == before


def one_game(cli, name: str) -> None:
    """The session plays one game only (``play_on = false``): nothing may follow it."""
    path = cli.journal(name)
    path.write_text(path.read_text().replace("play_on = true", "play_on = false"))
