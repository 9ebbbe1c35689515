"""Shell completion for ``scorekeep`` itself (Typer's ``--install-completion`` and
``--show-completion``), through the start-up path the console script takes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run(*args: str, home: Path | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {**os.environ, "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1", **env}
    if home is not None:
        environ["HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "scorekeep", *args],
        capture_output=True,
        text=True,
        env=environ,
        check=False,
    )


def test_show_completion_prints_the_bash_script():
    done = run("--show-completion", "bash")
    assert done.returncode == 0, done.stderr
    assert "_SCOREKEEP_COMPLETE=complete_bash" in done.stdout
    assert "complete -o default -F _scorekeep_completion scorekeep" in done.stdout


def completed(words: str) -> list[str]:
    done = run(
        _SCOREKEEP_COMPLETE="complete_bash",
        COMP_WORDS=words,
        COMP_CWORD=str(len(words.split()) - (0 if words.endswith(" ") else 1)),
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_shell_completes_commands_subcommands_and_options():
    assert completed("scorekeep st") == ["stats", "status"]
    assert completed("scorekeep rules l") == ["list"]
    assert "--format" in completed("scorekeep status --f")


def test_the_completion_answer_is_typers_even_with_words_on_the_line():
    done = run(
        "status", _SCOREKEEP_COMPLETE="complete_bash", COMP_WORDS="scorekeep ta", COMP_CWORD="1"
    )
    assert done.stdout.split() == ["table"], done.stdout + done.stderr


def test_install_completion_writes_the_script_for_the_shell(tmp_path):
    done = run("--install-completion", "bash", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "bash completion installed" in done.stdout
    script = (tmp_path / ".bash_completions" / "scorekeep.sh").read_text(encoding="utf-8")
    assert "_SCOREKEEP_COMPLETE=complete_bash" in script
    assert "scorekeep.sh" in (tmp_path / ".bashrc").read_text(encoding="utf-8")
