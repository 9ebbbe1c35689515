"""The start-up path of `status` and `hand` reads a command line as Click does, or hands
it over; every `cli(...)` call of the suite it takes also runs both ways (tests/conftest.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import typer

from scorekeep.cli import fast
from scorekeep.cli.app import app


def command_options(name: str) -> set[str]:
    group = typer.main.get_command(app)
    command = group.commands[name]  # type: ignore[attr-defined]
    return {opt for param in command.params for opt in param.opts if opt.startswith("-")}


@pytest.mark.parametrize("name", ["status", "hand"])
def test_fast_options_are_the_commands_options(name: str) -> None:
    flags = set(fast.HAND_FLAGS) if name == "hand" else set()
    assert command_options(name) == set(fast.OPTIONS) | flags


def test_fast_hand_flags_are_hands_flags() -> None:
    group = typer.main.get_command(app)
    command = group.commands["hand"]  # type: ignore[attr-defined]
    flags = {opt for param in command.params if param.is_flag for opt in param.opts}
    assert flags == set(fast.HAND_FLAGS)


def test_fast_reads_quiet_only_for_hand() -> None:
    plain = fast.read(["hand", "-q", "4S", "N", "="])
    assert plain is not None and plain.quiet and plain.words == ("4S", "N", "=")
    assert fast.read(["hand", "--quiet", "4S"]).quiet  # type: ignore[union-attr]
    assert not fast.read(["hand", "4S"]).quiet  # type: ignore[union-attr]


def test_fast_judge_options_are_judges_options() -> None:
    ours = {opt for opt, name in fast.OPTIONS.items() if name == "fmt"}
    assert command_options("judge") == ours | set(fast.JUDGE_OWN)


def test_fast_main_options_are_known() -> None:
    group = typer.main.get_command(app)
    opts = {opt for param in group.params for opt in param.opts}
    # the shell-completion flags only ever start the full command line: no fast word is one
    completion = {"--install-completion", "--show-completion"}
    assert opts == {"--home", "--version", "--debug", "--lang", *completion}
    assert all(fast.read([flag]) is None for flag in completion)
    valued = {opt for param in group.params for opt in param.opts if not param.is_flag}
    assert valued == set(fast.GLOBALS)


def test_fast_languages_are_the_programs() -> None:
    from scorekeep import i18n

    assert fast.LANGUAGES == i18n.LANGUAGES


@pytest.mark.parametrize(
    "line",
    [
        ["status"],
        ["--home", "h", "status", "-s", "x", "--format", "json"],
        ["--home=h", "status", "--session=x", "-f", "text"],
        ["hand", "4S", "N", "="],
        ["hand", "-s", "x", "2H", "--by", "W", "--result", "-1", "--honors=EW:100"],
        ["hand", "--bidder", "Ania", "--cards", "Ania=90", "-", "-1"],
        ["judge", "bridge", "score", "4HX", "--vul", "--tricks", "8", "-f", "json"],
        ["judge", "--vul", "bridge", "score"],
        ["--lang", "pl", "status"],
        ["--lang=uk", "--home", "h", "hand", "Ania"],
    ],
)
def test_fast_takes_plain_lines(line: list[str]) -> None:
    assert fast.read(line) is not None


@pytest.mark.parametrize(
    "line",
    [
        [],
        ["--debug", "status"],
        ["--home", "--debug", "status"],
        ["--home", "", "status"],
        ["--lang", "de", "status"],
        ["--lang", "pl", "--lang", "uk", "status"],
        ["--lang", "status"],
        ["sheet"],
        ["status", "extra"],
        ["status", "-s", "a", "-s", "b"],
        ["status", "-s"],
        ["status", "-s", "--format"],
        ["status", "-sx"],
        ["status", "-s=x"],
        ["status", "--help"],
        ["hand", "--", "4S"],
        ["hand", "-h"],
        ["hand", "--help"],
        ["hand", "4S", "-1s", "x"],
        ["hand", "4S", "-fjson"],
        ["hand", "4S", "--format", "json", "-f", "text"],
        ["hand", "4S", "-q", "--quiet"],
        ["hand", "4S", "--quiet=yes"],
        ["hand", "4S", "-1q"],
        ["status", "-q"],
        ["status", "--quiet"],
        ["judge", "bridge", "score", "4H", "-q"],
        ["hand", "4S", "--by", "N\udcff"],
        ["Status"],
        ["judge"],
        ["judge", "bridge"],
        ["judge", "bridge", "score", "4H", "--ruleset", "bridge-rubber"],
        ["judge", "bridge", "score", "4H", "--set=honors=false"],
        ["judge", "bridge", "score", "--situation", "f.toml"],
        ["judge", "bridge", "score", "-s", "x"],
        ["judge", "bridge", "score", "--help"],
    ],
)
def test_fast_hands_over_anything_else(line: list[str]) -> None:
    assert fast.read(line) is None


def test_fast_version_and_fallback_as_processes(tmp_path: Path) -> None:
    """The entry point itself: --version without the full command line, and a command it
    does not take (here `rules list`) through it."""
    run = [sys.executable, "-m", "scorekeep"]
    env = {"SCOREKEEP_HOME": str(tmp_path), "SCOREKEEP_CACHE": str(tmp_path / "c"), "PATH": ""}
    version = subprocess.run([*run, "--version"], capture_output=True, text=True, env=env)
    assert version.stdout.startswith("scorekeep ") and version.returncode == 0
    status = subprocess.run([*run, "status"], capture_output=True, text=True, env=env)
    assert status.returncode == 1 and status.stderr.startswith("scorekeep: error: no session")
    listed = subprocess.run([*run, "rules", "list"], capture_output=True, text=True, env=env)
    assert listed.returncode == 0 and "bridge-rubber" in listed.stdout


def test_fast_status_imports_no_click(tmp_path: Path) -> None:
    code = (
        "import sys\nfrom scorekeep.cli import fast\n"
        "sys.argv = ['scorekeep', 'status']\n"
        "try:\n    fast.main()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('click', 'typer', 'tabulate')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={"SCOREKEEP_HOME": str(tmp_path), "SCOREKEEP_CACHE": str(tmp_path / "c"), "PATH": ""},
    )
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_fast_kept_status_imports_no_pathlib(tmp_path: Path) -> None:
    """A kept ``status`` finds its journal and its answer by plain strings: ``pathlib``
    (with ``re``, ``enum`` and ``urllib.parse``) would be most of what it costs."""
    env = {"SCOREKEEP_HOME": str(tmp_path), "SCOREKEEP_CACHE": str(tmp_path / "c"), "PATH": ""}
    new = [sys.executable, "-m", "scorekeep", "new", "derda", "--players", "Ania,Bartek"]
    subprocess.run(new, check=True, capture_output=True, env=env)
    heavy = ("pathlib", "re", "enum", "urllib.parse")
    listed = f"print(sorted(m for m in {heavy!r} if m in sys.modules))"
    code = (
        "import sys\nfrom scorekeep.cli import fast\n"
        "sys.argv = ['scorekeep', 'status']\n"
        f"try:\n    fast.main()\nexcept SystemExit:\n    pass\n{listed}"
    )
    bare = subprocess.run([sys.executable, "-c", f"import sys\n{listed}"], **_out(env))
    runs = [subprocess.run([sys.executable, "-c", code], **_out(env)) for _ in range(2)]
    (*first, first_modules), (*kept, kept_modules) = (run.stdout.splitlines() for run in runs)
    assert "0 hands" in first[0] and first == kept
    assert "pathlib" in first_modules  # the first one replays
    assert kept_modules == bare.stdout.strip()


def test_fast_kept_hand_imports_no_pathlib(tmp_path: Path) -> None:
    """A ``hand`` played on from the replay the hand before kept finds its journal, its
    ruleset and its words by plain strings: no ``pathlib``, ``re``, ``enum`` or
    ``urllib.parse`` (they cost more than the hand itself)."""
    env = {"SCOREKEEP_HOME": str(tmp_path), "SCOREKEEP_CACHE": str(tmp_path / "c"), "PATH": ""}
    new = [sys.executable, "-m", "scorekeep", "new", "bridge", "--players", "A,B,C,D"]
    subprocess.run(new, check=True, capture_output=True, env=env)
    heavy = ("pathlib", "re", "enum", "urllib.parse")
    listed = f"print(sorted(m for m in {heavy!r} if m in sys.modules))"
    code = (
        "import sys\nfrom scorekeep.cli import fast\n"
        "sys.argv = ['scorekeep', 'hand', '--again', '4S', '--by', 'N', '--tricks', '10']\n"
        f"try:\n    fast.main()\nexcept SystemExit:\n    pass\n{listed}"
    )
    bare = subprocess.run([sys.executable, "-c", f"import sys\n{listed}"], **_out(env))
    runs = [subprocess.run([sys.executable, "-c", code], **_out(env)) for _ in range(3)]
    (*first, first_modules), *_, (*kept, kept_modules) = (run.stdout.splitlines() for run in runs)
    assert first[0].startswith("hand 1: 4S by N") and kept[0].startswith("hand 3: 4S by N")
    assert "re" in first_modules  # the first one reads the journal's TOML
    assert kept_modules == bare.stdout.strip()


def _out(env: dict[str, str]) -> dict[str, object]:
    return {"capture_output": True, "text": True, "env": env, "check": True}
