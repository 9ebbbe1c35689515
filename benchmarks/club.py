"""A club evening at full size, measured as whole processes: 30 tables (60 pairs in a
Howell-style movement, each pair sitting NS on some boards and EW on others), 27 boards,
810 table results typed table by table, a few of them adjusted scores and sit-outs.

Run: ``python benchmarks/club.py [--repeat N] [--tables N] [--boards N]``. Target: ``hand``
(the next table's result, played on from what the hand before it kept, as at the club)
within 6x a bare ``python -c pass``, by the ratio of wall medians and of mean CPU time;
``status`` after a hand and again unchanged, and both with nothing kept (the first command
on the journal, which replays all 810 results), are shown beside it. ``sheet`` in text and
HTML are timed once each round too, and, for reference in the same rounds, run.py's
``bridge hand`` on a 1,000-deal rubber. The method is benchmarks/run.py's.

Scale: the same evening at ``--tables`` (30) and at ``--large`` tables (120: four times the
results) for ``status`` with nothing kept, ``sheet``, ``export --format pbn`` and ``import``
of that export, in the same rounds. Target: each at 120 tables within 4.5x its time at 30, by the
ratio of wall medians and of mean CPU time.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import BRIDGE_HAND, Commands, Timing, console_script, forget, measure
from run import journal as rubber_journal

SCORES = (-100, -50, 110, 140, 170, 420, 450, 620, -620, -420, 400, 430)


def movement(tables: int, boards: int, per_round: int = 3) -> list[tuple[int, str, str]]:
    """(board, NS, EW) for every table of every round, by the circle method: each round
    every pair meets another, the tables of a round play its boards."""
    pairs = [f"Pair {i}" for i in range(1, 2 * tables + 1)]
    ring = pairs[1:]
    seats = []
    for r in range(boards // per_round):
        order = [pairs[0], *ring]
        for t in range(tables):
            a, b = order[t], order[2 * tables - 1 - t]
            ns, ew = (a, b) if r % 2 == 0 else (b, a)
            seats += [(r * per_round + k + 1, ns, ew) for k in range(per_round)]
        ring = ring[-1:] + ring[:-1]
    return seats


def journal(tables: int, boards: int) -> tuple[str, list[str]]:
    """The evening's journal, every result but the last table's, and that one's ``hand``."""
    rng = random.Random(27)
    seats = movement(tables, boards)
    pairs = [f"Pair {i}" for i in range(1, 2 * tables + 1)]
    head = [
        "format = 1",
        'name = "club"',
        'ruleset = "bridge-duplicate"',
        'game = "bridge-duplicate"',
        'created = "2026-12-01T19:00:00+01:00"',
        "players = [" + ", ".join(f'"{p}"' for p in pairs) + "]",
        "",
        "[options]",
        'duplicate_form = "pairs"',
        "",
    ]
    parts = ["\n".join(head)]
    for n, (number, ns, ew) in enumerate(seats[:-1], 1):
        what = 'adjusted = "A+-"\n' if n % 97 == 0 else f"score = {rng.choice(SCORES)}\n"
        parts.append(
            f'\n[[hands]]\nn = {n}\nat = "2026-12-01T19:00:00+01:00"\nboard = {number}\n'
            f'ns = "{ns}"\new = "{ew}"\n{what}'
        )
    number, ns, ew = seats[-1]
    hand = ["hand", "-s", "club", "--again", "4S", "--by", "N", "--tricks", "10"]
    hand += ["--board", str(number)]
    return "".join(parts), [*hand, "--ns", ns, "--ew", ew]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=11)
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--boards", type=int, default=27)
    parser.add_argument("--large", type=int, default=120, help="tables of the large evening")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="scorekeep-club-"))
    (home / "sessions").mkdir(parents=True)
    path = home / "sessions" / "club.toml"
    text, hand = journal(args.tables, args.boards)
    os.environ["SCOREKEEP_CACHE"] = tempfile.mkdtemp(prefix="scorekeep-club-cache-")
    env = {**os.environ, "SCOREKEEP_HOME": str(home)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    py = sys.executable
    sk = [console_script()]
    status = [*sk, "status", "-s", "club"]

    def fresh() -> None:
        """The journal before its last result: each timed hand types that result again."""
        path.write_text(text, encoding="utf-8")

    def kept() -> None:
        fresh()
        subprocess.run(status, env=env, check=True, stdout=subprocess.DEVNULL)

    cold = functools.partial(forget, home, path)
    (home / "sessions" / "bridge.toml").write_text(rubber_journal("bridge", 1000), "utf-8")
    commands: Commands = {
        "python -c pass": ([py, "-c", "pass"], None),
        "bridge hand (1,000 deals)": (
            [*sk, "hand", "-s", "bridge", "--again", *BRIDGE_HAND],
            None,
        ),
        "club hand": ([*sk, *hand], kept),
        "club status after a hand": (status, None),
        "club status": (status, None),
        "club hand, nothing kept": ([*sk, *hand], lambda: (fresh(), cold())),
        "club status, nothing kept": (status, cold),
        "club sheet": ([*sk, "sheet", "-s", "club"], None),
        "club sheet --format html": ([*sk, "sheet", "-s", "club", "--format", "html"], None),
    }
    commands.update(scale_commands(home, env, sk, (args.tables, args.large), args.boards))
    for command, before in commands.values():  # warm the caches, check every line works
        if before is not None:
            before()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    timings = measure(commands, args.repeat, env)
    shutil.rmtree(home)
    report(timings, args.tables, args.boards)
    scale_report(timings, (args.tables, args.large))


SCALED = ("status, nothing kept", "sheet", "export", "import")


def scale_commands(
    home: Path, env: dict[str, str], sk: list[str], sizes: tuple[int, ...], boards: int
) -> Commands:
    """``status`` with nothing kept, ``sheet``, ``export`` and ``import`` of the evening at
    each size (a session ``club-N`` of N tables); ``import`` reads what ``export`` wrote,
    into a session it makes anew each run."""
    commands: Commands = {}
    for tables in sizes:
        name = f"club-{tables}"
        path = home / "sessions" / f"{name}.toml"
        path.write_text(journal(tables, boards)[0].replace('"club"', f'"{name}"', 1), "utf-8")
        pbn = home / f"{name}.pbn"
        export = [*sk, "export", "-s", name, "-o", str(pbn)]
        subprocess.run(export, env=env, check=True, stderr=subprocess.DEVNULL)
        again = home / "sessions" / f"{name}-again.toml"
        commands[f"{tables} tables: status, nothing kept"] = (
            [*sk, "status", "-s", name],
            functools.partial(forget, home, path),
        )
        commands[f"{tables} tables: sheet"] = ([*sk, "sheet", "-s", name], None)
        commands[f"{tables} tables: export"] = (
            [*sk, "export", "-s", name, "-o", str(home / "out.pbn"), "--force"],
            None,
        )
        commands[f"{tables} tables: import"] = (
            [*sk, "import", str(pbn), "--name", f"{name}-again"],
            functools.partial(again.unlink, missing_ok=True),
        )
    return commands


def scale_report(timings: dict[str, Timing], sizes: tuple[int, int]) -> None:
    small, large = sizes
    print()
    print(f"{'scale':<24} {small:>6} {large:>8} {'ratio':>6} {'CPU ratio':>9}")
    for what in SCALED:
        a, b = timings[f"{small} tables: {what}"], timings[f"{large} tables: {what}"]
        wall = statistics.median(b.wall) / statistics.median(a.wall)
        cpu = statistics.fmean(b.cpu) / statistics.fmean(a.cpu) if statistics.fmean(a.cpu) else 0
        print(
            f"{what:<24} {statistics.median(a.wall) * 1000:>4.0f}ms "
            f"{statistics.median(b.wall) * 1000:>6.0f}ms {wall:>5.2f}x {cpu:>8.2f}x  <= 4.5x"
        )


def report(timings: dict[str, Timing], tables: int, boards: int) -> None:
    bare = timings["python -c pass"]
    bare_wall, bare_cpu = statistics.median(bare.wall), statistics.fmean(bare.cpu)
    what = f"what ({tables} tables, {boards} boards)"
    print(f"{what:<36} {'median':>8} {'ratio':>6} {'mean CPU':>8} {'ratio':>6}")
    for name, timing in timings.items():
        if " tables: " in name:
            continue
        wall, cpu = statistics.median(timing.wall), statistics.fmean(timing.cpu)
        target = "  <= 6x" if name == "club hand" else ""
        print(
            f"{name:<36} {wall * 1000:>6.0f}ms {wall / bare_wall:>5.2f}x "
            f"{cpu * 1000:>6.0f}ms {cpu / bare_cpu if bare_cpu else 0:>5.2f}x{target}"
        )


if __name__ == "__main__":
    main()
