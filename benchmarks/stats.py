"""How long ``scorekeep stats`` takes over a year of evenings, against reading the same files.

Run: ``python benchmarks/stats.py [--sessions N] [--repeat N]``. It copies the bundled example
sessions (every game) into N journals and prints the median time of ``scorekeep stats
--format json`` (the installed console script) over them and of a bare ``tomllib`` parse of
the same files, both as whole processes run in turn. Target: stats within 2x the parse.
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

import scorekeep

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import console_script

EXAMPLES = Path(scorekeep.__file__).parent / "examples"

PARSE = """
import sys, tomllib
from pathlib import Path
for path in sorted(Path(sys.argv[1]).glob("*.toml")):
    tomllib.loads(path.read_text(encoding="utf-8"))
"""


def fill(sessions: Path, count: int) -> None:
    examples = sorted(EXAMPLES.glob("*.toml"))
    texts = [p.read_text(encoding="utf-8") for p in examples]
    for n in range(count):
        text = texts[n % len(texts)]
        day = f"2026-{1 + n % 12:02d}-{1 + n % 28:02d}"
        text = re.sub(r'^created = ".*"$', f'created = "{day}T20:00:00+01:00"', text, flags=re.M)
        (sessions / f"evening-{n:04d}.toml").write_text(text, encoding="utf-8")


def median_seconds(commands: list[list[str]], repeat: int, env: dict[str, str]) -> list[float]:
    """The median wall time of each command, run in turn round after round (so that a noisy
    moment of a shared machine hits all of them)."""
    times: list[list[float]] = [[] for _ in commands]
    for _ in range(repeat):
        for command, taken in zip(commands, times, strict=True):
            start = time.perf_counter()
            subprocess.run(
                command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
            )
            taken.append(time.perf_counter() - start)
    return [statistics.median(taken) for taken in times]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="scorekeep-stats-bench-"))
    sessions = home / "sessions"
    sessions.mkdir(parents=True)
    fill(sessions, args.sessions)
    env = {**os.environ, "SCOREKEEP_HOME": str(home)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    py = sys.executable
    parse, stats = median_seconds(
        [[py, "-c", PARSE, str(sessions)], [console_script(), "stats", "--format", "json"]],
        args.repeat,
        env,
    )
    shutil.rmtree(home)
    print(f"{'what':<48} {'median':>9} {'ratio':>7}  target")
    print(f"{f'tomllib parse ({args.sessions:,} journals)':<48} {parse * 1000:>7.0f}ms {1:>6.2f}x")
    print(
        f"{f'scorekeep stats --format json ({args.sessions:,})':<48} {stats * 1000:>7.0f}ms "
        f"{stats / parse:>6.2f}x  <= 2x"
    )


if __name__ == "__main__":
    main()
