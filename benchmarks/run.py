"""Latency and scale of the commands a table uses, measured as whole processes.

Run: ``python benchmarks/run.py [--repeat N] [--big N]``. It prints one table and the ratios
the README quotes. Targets: ``status`` and ``hand`` on a 1,000-deal journal within 10x a bare
``python -c pass``; ``status --format json`` on a 100,000-deal journal within 1.5x a bare
``tomllib`` parse of the same file (both as whole processes); in ``scorekeep table``, the
answer to a hand on a 1,000-deal journal (record, breakdown, totals, next prompt) within
20 ms of CPU, measured in the process.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HEADER = """format = 1
name = "{name}"
ruleset = "bridge-rubber"
game = "bridge"
created = "2026-11-30T20:00:00+01:00"
players = ["Ania", "Bartek", "Celina", "Darek"]

[seats]
N = "Ania"
E = "Bartek"
S = "Celina"
W = "Darek"

[teams]
NS = ["Ania", "Celina"]
EW = ["Bartek", "Darek"]

[options]
first_dealer = "N"
we_side = "NS"
honors = true
game_threshold = 100
rubber_bonus_two_nil = 700
rubber_bonus_two_one = 500
unfinished_game_bonus = 300
unfinished_partscore_bonus = 100
unfinished_partscore_rule = "sole"
tie_break = "games_won"
round_difference = false
nt_alias = ["N", "NT", "BA"]
"""
# A long rubber that never ends: contracts that go down, and passed-out deals.
DEALS = [
    'contract = "4S"\nby = "N"\ntricks = 8\n',
    'contract = "3NTX"\nby = "E"\ntricks = 7\n',
    'contract = "pass"\n',
    'contract = "2H"\nby = "W"\nresult = "-1"\nhonors = "EW:100"\n',
    'auction = "1C 1H 1S 2D P 3H P P P"\ntricks = 8\n',
]


def journal(name: str, deals: int) -> str:
    parts = [HEADER.format(name=name)]
    for n in range(1, deals + 1):
        parts.append(
            f'\n[[hands]]\nn = {n}\nat = "2026-11-30T20:00:00+01:00"\n'
            + DEALS[(n - 1) % len(DEALS)]
        )
    return "".join(parts)


def median_seconds(
    command: list[str], repeat: int, env: dict[str, str], before: object | None = None
) -> float:
    times = []
    for _ in range(repeat):
        if callable(before):
            before()
        start = time.perf_counter()
        subprocess.run(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
        )
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def table_answer_cpu(home: Path, session: str, repeat: int) -> float:
    """Median CPU seconds for ``table`` to record a hand, print its answer and the prompt."""
    import contextlib
    import io

    from scorekeep.cli.common import STATE
    from scorekeep.cli.table import Desk
    from scorekeep.files.home import Home

    STATE["home"] = home
    desk = Desk(Home(home), session)
    times = []
    for _ in range(repeat):
        with contextlib.redirect_stdout(io.StringIO()):
            start = time.process_time()
            desk.run("4S N 8")
            desk.prompt()
            times.append(time.process_time() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--big", type=int, default=100_000)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="scorekeep-bench-"))
    sessions = home / "sessions"
    sessions.mkdir(parents=True)
    small = sessions / "thousand.toml"
    small.write_text(journal("thousand", 1000), encoding="utf-8")
    pristine = home / "thousand.pristine"
    shutil.copy(small, pristine)
    big = sessions / "big.toml"
    big.write_text(journal("big", args.big), encoding="utf-8")
    env = {**os.environ, "SCOREKEEP_HOME": str(home)}
    # Measure what an installed copy does: pip writes bytecode at install time, so a user's
    # command never compiles its modules; a PYTHONDONTWRITEBYTECODE shell must not change that.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    py = sys.executable
    import scorekeep

    subprocess.run(
        [py, "-m", "compileall", "-q", str(Path(scorekeep.__file__).parent)], env=env, check=True
    )
    sk = [py, "-m", "scorekeep"]
    subprocess.run(
        [*sk, "status", "-s", "thousand"], env=env, check=True, stdout=subprocess.DEVNULL
    )
    bare = median_seconds([py, "-c", "pass"], args.repeat, env)
    status = median_seconds([*sk, "status", "-s", "thousand"], args.repeat, env)
    hand = median_seconds(
        [*sk, "hand", "-s", "thousand", "4S", "--by", "N", "--tricks", "8"],
        args.repeat,
        env,
        lambda: shutil.copy(pristine, small),
    )
    few = max(3, args.repeat // 5)
    parse = median_seconds(
        [py, "-c", f"import tomllib; tomllib.loads(open({str(big)!r}, encoding='utf-8').read())"],
        few,
        env,
    )
    replay = median_seconds([*sk, "status", "-s", "big", "--format", "json"], few, env)
    shutil.copy(pristine, small)
    table = table_answer_cpu(home, "thousand", args.repeat)
    shutil.rmtree(home)
    rows = [
        ("python -c pass", bare, 1.0, ""),
        ("scorekeep status (1,000 deals)", status, status / bare, "<= 10x"),
        ("scorekeep hand (1,000 deals)", hand, hand / bare, "<= 10x"),
        (f"tomllib parse ({args.big:,} deals)", parse, 1.0, ""),
        (f"scorekeep status --format json ({args.big:,} deals)", replay, replay / parse, "<= 1.5x"),
    ]
    print(f"{'what':<48} {'median':>9} {'ratio':>7}  target")
    for what, seconds, ratio, target in rows:
        print(f"{what:<48} {seconds * 1000:>7.0f}ms {ratio:>6.2f}x  {target}")
    print(
        f"{'scorekeep table, answer to a hand (1,000 deals)':<48} {table * 1000:>7.1f}ms CPU"
        "          <= 20ms"
    )


if __name__ == "__main__":
    main()
