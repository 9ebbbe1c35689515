"""Shared fixtures: a throw-away home folder and a CLI runner bound to it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from scorekeep import i18n
from scorekeep.cli.app import app


@pytest.fixture(autouse=True)
def english_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test reads English unless it asks for a language: the machine's locale must not
    change what a golden file expects."""
    for name in i18n.ENV_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    i18n.set_language(None)


class Cli:
    """Runs scorekeep commands against one home folder, as a user at the table would."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.runner = CliRunner()

    def __call__(self, *args: str, code: int | None = 0) -> Any:
        result = self.runner.invoke(app, ["--home", str(self.home), *args])
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
