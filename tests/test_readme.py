"""The README's evening transcript is run command by command; its printed lines must appear."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from scorekeep.cli.app import app

README = Path(__file__).resolve().parent.parent / "README.md"


HEREDOC = " <<'END'"


def transcripts() -> list[list[tuple[str, list[str]]]]:
    """Each console block as (command, printed lines); a command ending in <<'END' takes
    the lines up to END as its standard input, kept with the command after a newline."""
    blocks = re.findall(r"```console\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    out = []
    for block in blocks:
        steps: list[tuple[str, list[str]]] = []
        stdin: list[str] | None = None
        for line in block.splitlines():
            if stdin is not None:
                if line == "END":
                    command = steps[-1][0]
                    steps[-1] = (command + "\n" + "".join(x + "\n" for x in stdin), [])
                    stdin = None
                else:
                    stdin.append(line)
            elif line.startswith("$ "):
                steps.append((line[2:].removesuffix(HEREDOC), []))
                stdin = [] if line.endswith(HEREDOC) else None
            elif line.strip() and steps:
                steps[-1][1].append(line)
        out.append(steps)
    return out


def test_readme_has_exactly_two_setup_commands():
    setup = README.read_text(encoding="utf-8").split("## Setup", 1)[1].split("\n## ", 1)[0]
    commands = re.findall(r"```sh\n(.*?)```", setup, re.S)
    assert len(commands) == 2
    assert "scorekeep example" in commands[0]
    assert "pytest" in commands[1]
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert commands[1].strip() in ci


def test_readme_transcripts_run(cli, monkeypatch):
    monkeypatch.chdir(README.parent)  # the transcripts name files of the source tree
    blocks = transcripts()
    assert blocks
    for steps in blocks:
        for step, expected in steps:
            command, _, stdin = step.partition("\n")
            words = shlex.split(command)
            assert words[0] == "scorekeep"
            if stdin:
                result = cli.runner.invoke(app, ["--home", str(cli.home), *words[1:]], input=stdin)
                assert result.exit_code == 0, result.stderr
            else:
                result = cli(*words[1:])
            shown = result.stdout + result.stderr
            for line in expected:
                assert line.strip() in shown, f"`{command}` did not print {line!r}:\n{shown}"
