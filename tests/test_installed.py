"""An installed copy (a built wheel, away from the source tree) finds its bundled rulesets
and example sessions, and the installed command starts."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    wheels = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
        check=True,
        capture_output=True,
    )
    wheel = next(wheels.glob("scorekeep-*.whl"))
    target = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert "scorekeep/rulesets/bridge-rubber.toml" in names
        assert "scorekeep/examples/bridge.toml" in names
        assert "scorekeep/py.typed" in names
        for lang in ("pl", "uk", "it"):
            assert f"scorekeep/locale/{lang}/LC_MESSAGES/scorekeep.po" in names
        archive.extractall(target)
    return target


def run(site: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site), "SCOREKEEP_HOME": str(tmp_path / "home")}
    return subprocess.run(
        [sys.executable, "-m", "scorekeep", *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_installed_copy_lists_bundled_rulesets(installed, tmp_path):
    result = run(installed, tmp_path, "rules", "list")
    assert result.returncode == 0, result.stderr
    assert "bridge-rubber" in result.stdout and "bundled" in result.stdout
    where = run(installed, tmp_path, "rules", "show", "bridge-rubber", "--format", "json")
    assert str(installed) in where.stdout


def test_installed_copy_prints_the_example(installed, tmp_path):
    result = run(installed, tmp_path, "example", "bridge")
    assert result.returncode == 0, result.stderr
    assert "WE (NS)" in result.stdout and "Winner: NS" in result.stdout


def test_version_and_help(installed, tmp_path):
    assert run(installed, tmp_path, "--version").stdout.startswith("scorekeep ")
    help_text = run(installed, tmp_path, "--help").stdout
    assert "judge" in help_text and "Example" in help_text


def test_installed_command_imports_nothing_before_scorekeep(installed, tmp_path):
    """The ``scorekeep`` command is the package's own script (the installer points its
    ``#!python`` at the interpreter), not an entry-point wrapper that imports ``re`` first."""
    scripts = list(installed.glob("scorekeep-*.data/scripts/scorekeep"))
    assert len(scripts) == 1
    text = scripts[0].read_text(encoding="utf-8")
    assert text.startswith("#!python\n") and "scorekeep.cli.fast import console" in text
    env = {**os.environ, "PYTHONPATH": str(installed)}
    started = subprocess.run(
        [sys.executable, "-X", "importtime", str(scripts[0]), "--version"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert started.stdout.startswith("scorekeep ")
    imported = {line.rpartition("|")[2].strip() for line in started.stderr.splitlines()}
    assert "scorekeep.cli.fast" in imported
    assert not {"re", "enum", "pathlib"} & imported


def test_start_up_imports_stay_light(tmp_path):
    code = (
        "import sys, scorekeep.cli.app\n"
        "heavy = [m for m in ('tabulate', 'tomli_w', 'pydantic', 'rich', 'csv') "
        "if m in sys.modules]\nprint(heavy)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.strip()
    assert out == "[]"


def test_installed_copy_speaks_the_session_language(installed, tmp_path):
    started = run(installed, tmp_path, "new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    assert started.returncode == 0, started.stderr
    polish = run(installed, tmp_path, "status")
    assert polish.returncode == 0, polish.stderr
    assert "0 rozdań" in polish.stdout and "zawieszone: brak" in polish.stdout
    ukrainian = run(installed, tmp_path, "--lang", "uk", "status")
    assert "0 роздач" in ukrainian.stdout
