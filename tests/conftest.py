"""Shared fixtures: a throw-away home folder and a CLI runner bound to it."""

from __future__ import annotations

import contextlib
import io
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings
from typer.testing import CliRunner

from scorekeep import i18n
from scorekeep.app import session as services
from scorekeep.cli import fast
from scorekeep.cli.app import app

FIXED_NOW = "2026-11-30T21:05:00+01:00"

# Speed is measured by benchmarks/, never asserted by a test: no example fails for taking
# long on a busy machine.
settings.register_profile("scorekeep", deadline=None)
settings.load_profile("scorekeep")


def files_under(root: Path) -> dict[str, bytes]:
    """Every file of the home folder, and the journal ``use PATH`` chose outside it; not the
    cache, which only the start-up path keeps (and keeps across the commands of a test, so
    that its answers are compared with the full command line's)."""
    if not root.is_dir():
        return {}
    files = {
        str(p.relative_to(root)): p.read_bytes()
        for p in root.rglob("*")
        if p.is_file() and p.relative_to(root).parts[0] != "cache"
    }
    chosen = Path(files.get("current", b"").decode("utf-8", "replace").strip())
    if chosen.is_absolute() and chosen.is_file() and root not in chosen.parents:
        files[str(chosen)] = chosen.read_bytes()
    return files


@contextlib.contextmanager
def fixed_now() -> Iterator[None]:
    """One clock for both ways of running a command line, so their journals can match."""
    real = services.now
    services.now = lambda: FIXED_NOW
    try:
        yield
    finally:
        services.now = real


@pytest.fixture(autouse=True)
def english_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test reads English unless it asks for a language: the machine's locale must not
    change what a golden file expects."""
    for name in i18n.ENV_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    i18n.set_language(None)
    i18n.english_messages(False)


@pytest.fixture(autouse=True)
def own_cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test keeps the start-up path's answers in a cache folder of its own, outside
    the home folder, as a user's cache folder is."""
    monkeypatch.setenv("SCOREKEEP_CACHE", str(tmp_path / "user-cache"))


class Cli:
    """Runs scorekeep commands against one home folder, as a user at the table would."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.runner = CliRunner()

    def __call__(self, *args: str, code: int | None = 0) -> Any:
        line = ["--home", str(self.home), *args]
        if fast.read(line) is not None:
            return self.both_ways(line, code)
        result = self.runner.invoke(app, line)
        return self.checked(result, args, code)

    def both_ways(self, line: list[str], code: int | None) -> Any:
        """A command line the start-up path takes runs both ways from the same home folder:
        stdout, stderr, exit status and every file after it must be the same."""
        before = files_under(self.home)
        out, err = io.StringIO(), io.StringIO()
        with fixed_now(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            plain = fast.read(line)
            assert plain is not None
            status = fast.run(plain)
        after_fast = files_under(self.home)
        self.restore(before, after_fast)
        with fixed_now():
            result = self.runner.invoke(app, line)
        assert (out.getvalue(), err.getvalue(), status) == (
            result.stdout,
            result.stderr,
            result.exit_code,
        ), line
        assert files_under(self.home) == after_fast, line
        return self.checked(result, tuple(line[2:]), code)

    def restore(self, before: dict[str, bytes], now: dict[str, bytes]) -> None:
        """The files as they were: a lock in place (one another process holds stays held),
        every other file swapped in whole, as scorekeep writes it, so a process reading the
        home meanwhile (``publish --watch``, ``serve``) never reads a file cut short."""
        for name in now.keys() - before.keys():
            (self.home / name).unlink()
        for name, data in before.items():
            if now.get(name) != data:
                target = self.home / name
                target.parent.mkdir(parents=True, exist_ok=True)
                if target.is_symlink():
                    target = Path(os.path.realpath(target))  # written through, as scorekeep does
                if name.endswith(".lock"):
                    target.write_bytes(data)
                    continue
                whole = target.with_name(f".{target.name}.restored")
                whole.write_bytes(data)
                if target.exists():
                    whole.chmod(target.stat().st_mode & 0o7777)
                os.replace(whole, target)

    def checked(self, result: Any, args: tuple[str, ...], code: int | None) -> Any:
        if code is not None:
            assert result.exit_code == code, (
                f"exit {result.exit_code} for {args}\nstdout: {result.stdout}\n"
                f"stderr: {result.stderr}\n{result.exception!r}"
            )
        return result

    def json(self, *args: str) -> Any:
        return json.loads(self(*args, "--format", "json").stdout)

    def journal(self, name: str) -> Path:
        return self.home / "sessions" / f"{name}.toml"

    def try_hand(self, session: str, *args: str) -> None:
        """Type a hand that may or may not be valid: a refusal is one line, exit 1 or 2,
        no traceback and a byte-identical journal; an accepted hand only appends (and is
        undone again, so the next attempt starts from the same journal)."""
        path = self.journal(session)
        before = path.read_bytes()
        result = self("hand", "-s", session, *args, code=None)
        assert "Traceback" not in (result.stderr or "")
        assert result.exit_code in (0, 1, 2), result.exception
        if result.exit_code != 0:
            assert path.read_bytes() == before
            assert result.stderr.startswith("scorekeep: error: ")
        else:
            assert path.read_bytes().startswith(before)
            self("undo", "-s", session)


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    return Cli(tmp_path / "home")


@pytest.fixture
def rejected(cli: Cli) -> Callable[..., str]:
    """Run a command that must be refused: exit 1, one line on stderr, journal unchanged."""

    def run(session: str, *args: str) -> str:
        path = cli.journal(session)
        before = path.read_bytes()
        result = cli(*args, code=1)
        assert path.read_bytes() == before
        assert "Traceback" not in result.stderr
        first = result.stderr.strip().splitlines()[0]
        assert first.startswith("scorekeep: error: ")
        return first

    return run
