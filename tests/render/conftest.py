"""Fixtures for the printed sheets: every bundled example evening rendered once, and the
headless browser and pdftotext the browser tests need (required when CI is set)."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from scorekeep import games
from scorekeep.cli.app import app
from scorekeep.render.pdf import find_browser

GAMES = sorted(name for name in games.names() if games.game(name).example is not None)
"""The games that bundle an example evening (an optional part of a game's declaration)."""


def need(tool: str | None, what: str) -> str:
    """The tool, or a skip with the reason — except under CI, where its absence fails."""
    if tool:
        return tool
    if os.environ.get("CI"):
        pytest.fail(f"CI is set but {what} is missing: .ci/run must install it")
    pytest.skip(f"{what} is not installed here (CI installs it); these tests need it")


@pytest.fixture(scope="session")
def browser() -> str:
    return need(
        find_browser(),
        "a headless Chromium or Chrome (Debian package chromium, or SCOREKEEP_BROWSER)",
    )


@pytest.fixture(scope="session")
def pdftotext() -> str:
    return need(shutil.which("pdftotext"), "pdftotext (Debian package poppler-utils)")


class Home:
    """One home folder with the bundled examples copied in, driven like a user would."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.runner = CliRunner()

    def run(self, *args: str, code: int = 0) -> Any:
        result = self.runner.invoke(app, ["--home", str(self.root), *args])
        assert result.exit_code == code, (result.stdout, result.stderr, result.exception)
        return result

    def json(self, *args: str) -> Any:
        return json.loads(self.run(*args, "--format", "json").stdout)


@pytest.fixture(scope="module")
def examples(tmp_path_factory: pytest.TempPathFactory) -> Home:
    home = Home(tmp_path_factory.mktemp("examples-home"))
    for game in GAMES:
        home.run("example", game)
    return home


@pytest.fixture(scope="module")
def example_html(examples: Home, tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], str]:
    out = tmp_path_factory.mktemp("html")
    cache: dict[str, str] = {}

    def get(game: str) -> str:
        if game not in cache:
            path = out / f"{game}.html"
            examples.run("sheet", "-s", f"example-{game}", "--format", "html", "-o", str(path))
            cache[game] = path.read_text(encoding="utf-8")
        return cache[game]

    return get
