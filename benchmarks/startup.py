"""Start-up cost of the installed console script against a bare ``python -c pass``.

Run: ``python benchmarks/startup.py [--repeat N] [--no-callgrind]``. The commands are those
a table types between hands, on a rubber bridge evening of 30 and of 2,000 hands (rubbers that
end and start again, as people play: benchmarks/run.py's journal), with what
the command before kept in the cache (as at the table): ``status``, ``hand`` (the same hand
every time, confirmed with ``--again``), and ``--version``. Each is measured two ways:

- instructions, with ``valgrind --tool=callgrind`` (repeatable on a shared machine: the same
  command executes the same instructions, give or take a few hundred thousand), one run each;
- wall time, the commands run in turn round after round with ``python -c pass`` among them,
  so that a noisy moment hits all; the median of each.

Both are printed as ratios to ``python -c pass``; the goals are ``status`` within 2x,
``hand`` within 3x at 30 hands and 3.5x at 2,000, ``--version`` within 1.5x.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import BRIDGE_HAND, console_script, journal

COLLECTED = re.compile(rb"Collected\s*:\s*(\d+)")


def commands(home: Path, sk: str) -> dict[str, list[str]]:
    sessions = home / "sessions"
    sessions.mkdir(parents=True)
    found = {"python -c pass": [sys.executable, "-c", "pass"], "--version": [sk, "--version"]}
    for deals in (30, 2000):
        name = f"rubber{deals}"
        (sessions / f"{name}.toml").write_text(journal(name, deals), encoding="utf-8")
        found[f"status, {deals} hands"] = [sk, "--home", str(home), "status", "-s", name]
        found[f"hand, {deals} hands"] = [
            *[sk, "--home", str(home), "hand", "-s", name, "--again"],
            *BRIDGE_HAND,
        ]
    return found


def run(command: list[str], env: dict[str, str]) -> None:
    subprocess.run(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
    )


def instructions(command: list[str], env: dict[str, str]) -> int:
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        check=True,
    )
    found = COLLECTED.search(done.stderr)
    if found is None:
        raise SystemExit(done.stderr.decode(errors="replace"))
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--no-callgrind", action="store_true")
    given = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="scorekeep-startup-"))
    try:
        env = {**os.environ, "SCOREKEEP_CACHE": str(root / "cache"), "HOME": str(root)}
        lines = commands(root / "home", console_script())
        for command in lines.values():  # warm: the cache keeps what the next run takes
            run(command, env)
            run(command, env)
        walls: dict[str, list[float]] = {name: [] for name in lines}
        for _ in range(given.repeat):
            for name, command in lines.items():
                start = time.perf_counter()
                run(command, env)
                walls[name].append(time.perf_counter() - start)
        counts: dict[str, int] = {}
        if not given.no_callgrind and shutil.which("valgrind"):
            counts = {name: instructions(command, env) for name, command in lines.items()}
        report(walls, counts)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def report(walls: dict[str, list[float]], counts: dict[str, int]) -> None:
    bare = statistics.median(walls["python -c pass"])
    base = counts.get("python -c pass")
    print(f"{'command':<20} {'wall ms':>8} {'× pass':>7} {'instructions':>14} {'× pass':>7}")
    for name, times in walls.items():
        wall = statistics.median(times)
        line = f"{name:<20} {wall * 1000:8.1f} {wall / bare:7.2f}"
        if base:
            line += f" {counts[name]:14,} {counts[name] / base:7.2f}"
        print(line)


if __name__ == "__main__":
    main()
