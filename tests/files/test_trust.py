"""The journal never loses, misreads or silently rewrites a hand: reopen, encodings, paths,
exclusive creation, links, read-only files, a failing stdout."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import pytest

from scorekeep.files import atomic

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"
HAND = ("hand", "2H", "--by", "N", "--tricks", "8")


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    cli(*HAND)
    return cli


# --- close can be taken back -------------------------------------------------------------


def test_reopen_takes_the_close_back_and_hands_go_on(fri):
    fri("close")
    assert fri.json("status")["finished"] is True
    fri("hand", "3C", "--by", "E", "--tricks", "9", code=1)
    fri("reopen", "--reason", "one more rubber")
    assert "reopen = true" in fri.journal("fri").read_text()
    assert "close = true" in fri.journal("fri").read_text()
    fri("hand", "3C", "--by", "E", "--tricks", "9")
    assert fri.json("status")["totals"] == {"NS": 60, "EW": 60}
    sheet = fri("sheet").stdout
    assert "closed after hand 1, then reopened (one more rubber)" in sheet
    assert fri.json("sheet")["reopened"][0]["after_hand"] == 1
    html = fri("sheet", "--format", "html").stdout
    assert "closed after hand 1, then reopened (one more rubber)" in html


def test_reopen_of_an_open_session_is_refused(fri, rejected):
    assert "not closed" in rejected("fri", "reopen")


def test_close_false_in_a_journal_does_not_mean_closed(fri):
    path = fri.journal("fri")
    path.write_text(path.read_text() + "\n[[hands]]\nclose = false\n")
    result = fri("check", code=1)
    assert "close must be true" in result.stderr
    assert fri("status", code=1).exit_code == 1


# --- encodings and line endings --------------------------------------------------------------


def test_invalid_utf8_in_a_journal_is_a_file_line_error(fri):
    path = fri.journal("fri")
    path.write_bytes(path.read_bytes() + b"\n# caf\xe9\n")
    last = path.read_bytes().count(b"\n")
    for command in (("status",), (*HAND,), ("check",)):
        result = fri(*command, code=1)
        assert f"{path}:{last}: not valid UTF-8" in result.stderr
        assert "internal error" not in result.stderr


def test_invalid_utf8_in_current_is_a_clear_error(fri):
    (fri.home / "current").write_bytes(b"fr\xffi\n")
    result = fri("status", code=1)
    assert "current:1: not valid UTF-8" in result.stderr
    assert "internal error" not in result.stderr


def test_a_byte_order_mark_is_named(fri):
    path = fri.journal("fri")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert "byte order mark" in fri("status", code=1).stderr
    assert f"{path}:1: " in fri("check", code=1).stderr


@pytest.mark.parametrize("cut", [10, 40, -7, -1])
def test_a_truncated_journal_never_reports_line_0(fri, cut):
    path = fri.journal("fri")
    path.write_bytes(path.read_bytes()[:cut])
    result = fri("check", code=None)
    for line in result.stderr.strip().splitlines():
        assert not line.startswith(f"{path}:0:"), line
    status = fri("status", code=None)
    assert f"{path}:0:" not in status.stderr


def test_a_crlf_journal_keeps_its_line_endings(fri):
    path = fri.journal("fri")
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    fri("hand", "3C", "--by", "E", "--tricks", "9")
    data = path.read_bytes()
    assert data.count(b"\n") == data.count(b"\r\n")
    assert fri.json("status")["totals"] == {"NS": 60, "EW": 60}
    assert "ok (2 hands)" in fri("check").stdout


# --- use keeps the path, current is read once ------------------------------------------------


def test_use_of_a_journal_path_sends_later_hands_to_that_journal(fri, tmp_path):
    elsewhere = tmp_path / "notes" / "fri.toml"
    elsewhere.parent.mkdir()
    elsewhere.write_bytes(fri.journal("fri").read_bytes())
    before = fri.journal("fri").read_bytes()
    fri("use", str(elsewhere))
    fri("hand", "3C", "--by", "E", "--tricks", "9")
    assert fri.journal("fri").read_bytes() == before
    assert 'contract = "3C"' in elsewhere.read_text()


def test_a_hand_reads_current_once(fri, monkeypatch):
    from scorekeep.files.home import Home

    calls = []
    original = Home.current

    def counting(self):
        calls.append(1)
        return original(self)

    monkeypatch.setattr(Home, "current", counting)
    from scorekeep.cli import fast
    from scorekeep.cli.app import app

    line = ["--home", str(fri.home), "hand", "3C", "--by", "E", "--tricks", "9", "--again"]
    assert fri.runner.invoke(app, line).exit_code == 0
    assert len(calls) == 1
    plain = fast.read(line)
    assert plain is not None
    assert fast.run(plain) == 0
    assert len(calls) == 2


# --- new is exclusive ------------------------------------------------------------------------


def test_two_new_at_the_same_moment_one_gets_exists(tmp_path, monkeypatch):
    """Both writers pass the "is the name free" moment before either of them writes."""
    from scorekeep.core.errors import Rejected
    from scorekeep.core.game import Table
    from scorekeep.core.session import Header
    from scorekeep.files import journal as journal_file

    path = tmp_path / "sessions" / "same.toml"
    path.parent.mkdir()
    barrier = threading.Barrier(2, timeout=5)
    for name in ("link", "replace"):
        real = getattr(os, name)

        def together(src, dst, *args, _real=real, **kwargs):
            barrier.wait()
            return _real(src, dst, *args, **kwargs)

        monkeypatch.setattr(atomic.os, name, together)
    outcomes: dict[str, str] = {}

    def start(player):
        header = Header("same", "derda", "derda", {}, Table(players=(player, "Bartek")))
        try:
            journal_file.create(path, header)
            outcomes[player] = "started"
        except Rejected as error:
            outcomes[player] = str(error)

    threads = [threading.Thread(target=start, args=(p,)) for p in ("Ania", "Celina")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes.values()) == ["--name: session same already exists", "started"]
    winner = next(p for p, o in outcomes.items() if o == "started")
    assert winner in path.read_text()


# --- links and read-only journals ------------------------------------------------------------


def test_a_symlinked_journal_is_written_through_the_link(fri, tmp_path):
    real = tmp_path / "dropbox" / "fri.toml"
    real.parent.mkdir()
    path = fri.journal("fri")
    real.write_bytes(path.read_bytes())
    path.unlink()
    path.symlink_to(real)
    fri("hand", "3C", "--by", "E", "--tricks", "9")
    assert path.is_symlink()
    assert 'contract = "3C"' in real.read_text()


def test_a_read_only_journal_is_refused(fri):
    path = fri.journal("fri")
    path.chmod(0o444)
    before = path.read_bytes()
    result = fri("hand", "3C", "--by", "E", "--tricks", "9", code=1)
    assert "read-only" in result.stderr
    assert path.read_bytes() == before


# --- a wrong path creates nothing ------------------------------------------------------------


def test_hand_for_a_session_that_does_not_exist_creates_nothing(cli, tmp_path):
    target = tmp_path / "nowhere" / "deep" / "x.toml"
    cli("hand", "-s", str(target), "2H", "--by", "N", "--tricks", "8", code=1)
    assert not (tmp_path / "nowhere").exists()
    other = tmp_path / "passwd"
    other.write_text("root:x:0:0:root:/root:/bin/sh\n")
    cli("hand", "-s", str(other), "2H", "--by", "N", "--tricks", "8", code=1)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "home") == ["passwd"]


# --- a failing stdout after the write --------------------------------------------------------


def test_a_hand_saved_while_stdout_fails_is_reported_as_saved(fri, monkeypatch):
    import typer

    real_echo = typer.echo

    def full(message=None, *args, err=False, **kwargs):
        if not err:
            raise OSError(28, "No space left on device")
        return real_echo(message, *args, err=err, **kwargs)

    monkeypatch.setattr(typer, "echo", full)
    from scorekeep.cli.app import app

    line = ["--home", str(fri.home), "hand", "3C", "--by", "E", "--tricks", "9", "--again"]
    result = fri.runner.invoke(app, line)
    assert result.exit_code == 0
    assert "hand 2 is recorded" in result.stderr and "could not be printed" in result.stderr
    monkeypatch.undo()
    assert fri.json("status")["totals"] == {"NS": 60, "EW": 60}


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_hand_saved_while_stdout_is_full_exits_0_once(fri):
    env = {**os.environ, "SCOREKEEP_HOME": str(fri.home)}
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "scorekeep", "hand", "3C", "--by", "E", "--tricks", "9"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
    assert done.returncode == 0, done.stderr
    assert "is recorded" in done.stderr
    assert fri.journal("fri").read_text().count('contract = "3C"') == 1


# --- sheet -o never replaces a journal ---------------------------------------------------------


def test_sheet_output_never_replaces_the_sessions_own_journal(fri):
    path = fri.journal("fri")
    before = path.read_bytes()
    for extra in ((), ("--force",)):
        result = fri("sheet", "-o", str(path), *extra, code=1)
        assert "journal" in result.stderr
        assert path.read_bytes() == before


def test_sheet_output_never_replaces_a_journal_or_ruleset_elsewhere(fri, tmp_path):
    copy = tmp_path / "backup.txt"
    copy.write_bytes(fri.journal("fri").read_bytes())
    fri("rules", "new", "ours", "--from", "bridge-rubber")
    ruleset = fri.home / "rulesets" / "ours.toml"
    for target in (copy, ruleset):
        before = target.read_bytes()
        fri("sheet", "-o", str(target), "--force", code=1)
        assert target.read_bytes() == before


def test_sheet_output_replaces_another_file_only_with_force(fri, tmp_path):
    target = tmp_path / "evening.txt"
    target.write_text("last week\n")
    assert "already exists" in fri("sheet", "-o", str(target), code=1).stderr
    assert target.read_text() == "last week\n"
    fri("sheet", "-o", str(target), "--force")
    assert "Ania" in target.read_text()


# --- a session keeps what it needs of its ruleset --------------------------------------------


def test_a_session_started_from_a_ruleset_file_opens_later(cli, tmp_path):
    from scorekeep.app.rulesets import bundled_dir

    mine = tmp_path / "my-derda.toml"
    mine.write_text(
        (bundled_dir() / "derda.toml").read_text().replace('name = "derda"', 'name = "my-derda"')
    )
    cli("new", str(mine), "--players", "Ania,Bartek", "--name", "d")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=90", "--cards", "Bartek=46")
    assert cli.json("status")["totals"] == {"Ania": 90, "Bartek": 46}


def test_editing_a_user_rulesets_card_values_does_not_change_past_sessions(cli):
    cli("rules", "new", "ours", "--from", "derda")
    cli("new", "ours", "--players", "Ania,Bartek", "--name", "d")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=90", "--cards", "Bartek=46")
    ruleset = cli.home / "rulesets" / "ours.toml"
    text = ruleset.read_text()
    trump = text.index("[cards.trump]")
    ruleset.write_text(text[:trump] + text[trump:].replace("J = 22", "J = 2", 1))
    assert cli.json("status")["totals"] == {"Ania": 90, "Bartek": 46}
    assert "ok (1 hand)" in cli("check").stdout


# --- rules check -----------------------------------------------------------------------------


def _derda_with(tmp_path, old, new):
    from scorekeep.app.rulesets import bundled_dir

    text = (bundled_dir() / "derda.toml").read_text()
    trump = text.index("[cards.trump]")
    path = tmp_path / "mine.toml"
    path.write_text(text[:trump] + text[trump:].replace(old, new, 1))
    return path


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ('"twenty"', "whole number"),
        ("2.5", "whole number"),
        ("true", "whole number"),
        ("-2", "negative"),
        ("[1, 2]", "whole number"),
    ],
)
def test_rules_check_catches_wrong_card_values(cli, tmp_path, value, says):
    path = _derda_with(tmp_path, "J = 22", f"J = {value}")
    result = cli("rules", "check", str(path), code=1)
    assert "cards.trump.J" in result.stderr and says in result.stderr
    assert "internal error" not in result.stderr
    line = int(result.stderr.split(":")[1])
    assert path.read_text().split("\n")[line - 1].startswith("J = ")


def test_rules_check_catches_a_missing_card_table(cli, tmp_path):
    path = _derda_with(tmp_path, "[cards.trump]", "[cards.trumps]")
    result = cli("rules", "check", str(path), code=1)
    assert "[cards.trump] is missing" in result.stderr


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("min = 1", 'min = "a"'),
        ("min = 1", "min = true"),
        ("choices = [0, 14]", "choices = 5"),
        ("choices = [0, 14]", 'choices = "0,14"'),
    ],
)
def test_rules_check_never_crashes_on_odd_option_limits(cli, tmp_path, old, new):
    from scorekeep.app.rulesets import bundled_dir

    path = tmp_path / "mine.toml"
    path.write_text((bundled_dir() / "derda.toml").read_text().replace(old, new, 1))
    result = cli("rules", "check", str(path), code=1)
    assert "internal error" not in result.stderr
    assert "must be" in result.stderr


def test_rules_check_never_crashes_on_deep_nesting_or_bad_bytes(cli, tmp_path):
    deep = tmp_path / "deep.toml"
    deep.write_text("x = " + "[" * 5000 + "]" * 5000 + "\n")
    assert "internal error" not in cli("rules", "check", str(deep), code=1).stderr
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b'name = "x"\ntitle = "caf\xe9"\n')
    result = cli("rules", "check", str(bad), code=1)
    assert f"{bad}:2: not valid UTF-8" in result.stderr


def test_rules_check_accepts_the_name_of_an_installed_user_ruleset(cli):
    cli("rules", "new", "ours", "--from", "derda")
    assert "ok (ours" in cli("rules", "check", "ours").stdout
    ruleset = cli.home / "rulesets" / "ours.toml"
    ruleset.write_text(ruleset.read_text().replace("J = 22", 'J = "twenty"', 1))
    assert "cards.trump.J" in cli("rules", "check", "ours", code=1).stderr
