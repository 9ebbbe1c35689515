"""How ``sheet`` and ``stats`` grow with the evening: 10,000 against 100,000 bridge hands.

Run: ``python benchmarks/growth.py [--quick] [--repeat N]``. It writes a rubber-bridge journal
of each size in a temp home (rubbers that end and start again all evening, games made, sets
and passed-out deals in turn) and times ``sheet`` (text), ``sheet --format html`` and
``stats`` on it as whole processes. Target: ten times the hands within 3x ten times the
time (the ratio printed is ``big / (small x factor)``, at most 3). ``--quick`` measures
1,000 against 10,000 hands.
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

PLAYERS = "N=Ania,E=Bartek,S=Celina,W=Darek"
# Two rubbers in eight deals: games by both sides, a set, a partscore, a pass.
DEALS = [
    'contract = "4S"\nby = "N"\ntricks = 10\n',
    'contract = "3NT"\nby = "E"\ntricks = 9\n',
    'contract = "2H"\nby = "S"\ntricks = 7\n',
    'contract = "pass"\n',
    'contract = "5D"\nby = "W"\ntricks = 11\n',
    'contract = "3NTX"\nby = "N"\ntricks = 8\n',
    'contract = "4H"\nby = "S"\ntricks = 10\n',
    'contract = "6S"\nby = "N"\ntricks = 12\nhonors = "NS:100"\n',
]
COMMANDS = {
    "sheet": ["sheet"],
    "sheet --format html": ["sheet", "--format", "html"],
    "stats": ["stats"],
}


def make_home(root: Path, hands: int, env: dict[str, str]) -> dict[str, str]:
    """A home holding one bridge journal of ``hands`` deals; the environment that uses it."""
    home = root / f"home-{hands}"
    env = {**env, "SCOREKEEP_HOME": str(home)}
    subprocess.run(
        [sys.executable, "-m", "scorekeep", "new", "bridge-rubber", "--players", PLAYERS,
         "--name", "long"],
        env=env, stdout=subprocess.DEVNULL, check=True,
    )  # fmt: skip
    journal = home / "sessions" / "long.toml"
    blocks = [
        f'\n[[hands]]\nn = {n}\nat = "2026-11-30T20:00:00+01:00"\n' + DEALS[(n - 1) % len(DEALS)]
        for n in range(1, hands + 1)
    ]
    with journal.open("a", encoding="utf-8") as file:
        file.write("".join(blocks))
    return env


def seconds(words: list[str], env: dict[str, str], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "scorekeep", *words],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
        )  # fmt: skip
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="1,000 against 10,000 hands")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    small, big = (1_000, 10_000) if args.quick else (10_000, 100_000)
    factor = big // small
    env = {**os.environ}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("SCOREKEEP_LANG", None)
    root = Path(tempfile.mkdtemp(prefix="scorekeep-growth-"))
    try:
        homes = {size: make_home(root, size, env) for size in (small, big)}
        print(
            f"{'command':<22} {f'{small:,} hands':>12} {f'{big:,} hands':>13} {'ratio':>7}  target"
        )
        for name, words in COMMANDS.items():
            t_small = seconds(words, homes[small], args.repeat)
            t_big = seconds(words, homes[big], args.repeat)
            ratio = t_big / (t_small * factor)
            print(f"{name:<22} {t_small:>11.2f}s {t_big:>12.2f}s {ratio:>6.2f}x  <= 3x")
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
