"""Latency and scale of the commands a table uses, measured as whole processes.

Run: ``python benchmarks/run.py [--repeat N] [--big N]``. It prints one table and the ratios
the README quotes. Targets: ``status`` and ``hand`` of every game on a 1,000-hand journal,
``judge`` and ``--version`` within 6x a bare ``python -c pass`` (the ratio of wall medians,
and of the mean CPU time, user plus system: the machine may be shared, and the kernel
counts a child's CPU time in clock ticks);
``status --format json`` on a 100,000-deal journal within 1.5x a bare ``tomllib`` parse of
the same file (both as whole processes); in ``scorekeep table``, the answer to a hand on a
1,000-deal journal (record, breakdown, totals, next prompt) within 20 ms of CPU, measured in
the process. The commands run in turn, round after round, so that a noisy moment hits all.

``status`` and ``hand`` are measured as a table uses them, with what the last command kept
in the home folder's cache (a hand plays on from the replay the hand before it kept), and
also with nothing kept, which is what the first command on a journal costs; the 100,000-deal
replay is always measured with nothing kept.
"""

from __future__ import annotations

import argparse
import functools
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
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
# An evening as people play it: rubbers that end and start again, two in eight deals (games
# by both sides, a set, a partscore, a passed-out deal, honors).
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


def journal(name: str, deals: int) -> str:
    parts = [HEADER.format(name=name)]
    for n in range(1, deals + 1):
        parts.append(
            f'\n[[hands]]\nn = {n}\nat = "2026-11-30T20:00:00+01:00"\n'
            + DEALS[(n - 1) % len(DEALS)]
        )
    return "".join(parts)


# The other games: the bundled example evening's header (target raised so that 1,000 hands
# never finish it) and a few ordinary hands in turn; `hand` adds one more like them.
GAMES: dict[str, tuple[tuple[str, str], list[str], list[str]]] = {
    "derda": (
        ("target", "100000"),
        [
            'bidder = "Bartek"\ntrump = "H"\ncards = { Ania = 48, Bartek = 74 }\n',
            'bidder = "Ania"\ntrump = "C"\ncards = { Ania = 70, Bartek = 52 }\n',
        ],
        ["--bidder", "Ania", "--trump", "H", "--cards", "Ania=70", "--cards", "Bartek=52"],
    ),
    "deberc": (
        ("target", "100000"),
        [
            'bidder = "Celina"\ntrump = "H"\n'
            "cards = { Ania = 50, Bartek = 31, Celina = 41, Darek = 40 }\n"
        ],
        ["--bidder", "Celina", "--trump", "H"]
        + [f"--cards={p}" for p in ("Ania=50", "Bartek=31", "Celina=41", "Darek=40")],
    ),
    "dernie": (
        ("target", "-100000"),
        [
            'closer = "Bartek"\nleft = { Ania = 27, Celina = 31 }\n',
            'closer = "Ania"\nleft = { Bartek = 20, Celina = 31 }\n',
            'closer = "Celina"\nleft = { Ania = 22, Bartek = 31 }\n',
        ],
        ["--closer", "Bartek", "--left", "Ania=27", "--left", "Celina=31"],
    ),
    "durak": (
        ("loss_target", "100000"),
        [f'durak = "{p}"\n' for p in ("Bartek", "Celina", "Ania", "Dorota")],
        ["--durak", "Bartek"],
    ),
    "tysiac": (
        ("target", "100000"),
        [
            'bidder = "Bartek"\nbid = 120\ncards = { Ania = 31, Bartek = 64, Celina = 25 }\n'
            'marriages = { Bartek = ["H"] }\n',
            'bidder = "Celina"\nbid = 100\ncards = { Ania = 20, Bartek = 30, Celina = 70 }\n',
            'bidder = "Ania"\nbid = 110\ncards = { Ania = 70, Bartek = 20, Celina = 30 }\n',
        ],
        ["--bidder", "Ania", "--bid", "100"]
        + [f"--cards={p}" for p in ("Ania=70", "Bartek=20", "Celina=30")],
    ),
}
BRIDGE_HAND = ["4S", "--by", "N", "--tricks", "8"]
JUDGE = ["judge", "bridge", "score", "4HX", "--vul", "--tricks", "8"]


def console_script() -> str:
    """The installed ``scorekeep`` command beside this Python (else on ``PATH``): what a
    player runs, so every figure is the installed console script's."""
    beside = Path(sys.executable).with_name("scorekeep")
    found = str(beside) if beside.exists() else shutil.which("scorekeep")
    if found is None:
        sys.exit("no installed scorekeep console script (pip install . first)")
    return found


def game_journal(game: str, deals: int) -> str:
    """A 1,000-hand evening of ``game`` built on its bundled example's header."""
    import re

    from scorekeep import games

    (key, value), hands, _ = GAMES[game]
    example = games.example_path(game)
    assert example is not None, f"{game} bundles no example evening"
    text = example.read_text(encoding="utf-8")
    head = text[: text.index("[[hands]]")]
    head = re.sub(r'^name = ".*"$', f'name = "{game}"', head, flags=re.M)
    head = re.sub(rf"^{key} = .*$", f"{key} = {value}", head, flags=re.M)
    parts = [head]
    for n in range(1, deals + 1):
        parts.append(
            f'[[hands]]\nn = {n}\nat = "2026-11-30T20:00:00+01:00"\n'
            + hands[(n - 1) % len(hands)]
            + "\n"
        )
    return "".join(parts)


class Timing:
    """Wall seconds and CPU seconds (user + system of the child) of every run."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def run(self, command: list[str], env: dict[str, str]) -> None:
        before = os.times()
        start = time.perf_counter()
        subprocess.run(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
        )
        self.wall.append(time.perf_counter() - start)
        after = os.times()
        self.cpu.append(
            after.children_user
            - before.children_user
            + after.children_system
            - before.children_system
        )


def measure(
    commands: dict[str, tuple[list[str], Callable[[], None] | None]],
    repeat: int,
    env: dict[str, str],
) -> dict[str, Timing]:
    """Every command once per round, ``repeat`` rounds; ``before`` prepares its run."""
    timings = {name: Timing() for name in commands}
    for _ in range(repeat):
        for name, (command, before) in commands.items():
            if before is not None:
                before()
            timings[name].run(command, env)
    return timings


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
    for n in range(repeat):
        with contextlib.redirect_stdout(io.StringIO()):
            start = time.process_time()
            desk.run(("3S N 8", "4S N 8")[n % 2])  # never the hand before again
            desk.prompt()
            times.append(time.process_time() - start)
    return statistics.median(times)


def forget(home: Path, path: Path) -> None:
    """Remove what the cache keeps for one journal: the next command computes it again."""
    from scorekeep.files.cache import digest, folder

    for entry in folder().glob(f"{digest(str(path))}.*"):
        entry.unlink()


Commands = dict[str, tuple[list[str], Callable[[], None] | None]]


def startup_commands(home: Path, py: str, sk: list[str]) -> Commands:
    """The timed command lines: a bare start; for every game on a 1,000-hand journal a hand
    (played on from what the last hand kept, as at the table), status after it (the kept
    replay), status again (the kept answer), then a hand and a status with nothing kept;
    judge and --version. The journal grows by two hands a round."""
    sessions = home / "sessions"
    texts = {"bridge": journal("bridge", 1000)}
    texts.update({game: game_journal(game, 1000) for game in GAMES})
    hands = {"bridge": BRIDGE_HAND, **{game: GAMES[game][2] for game in GAMES}}
    commands: Commands = {"python -c pass": ([py, "-c", "pass"], None)}
    for game, text in texts.items():
        path = sessions / f"{game}.toml"
        path.write_text(text, encoding="utf-8")
        status = [*sk, "status", "-s", game]
        # The same hand every round, as a repeat the table confirms.
        hand = [*sk, "hand", "-s", game, "--again", *hands[game]]
        cold = functools.partial(forget, home, path)
        commands[f"{game} hand"] = (hand, None)
        commands[f"{game} status after a hand"] = (status, None)
        commands[f"{game} status"] = (status, None)
        commands[f"{game} hand, nothing kept"] = (hand, cold)
        commands[f"{game} status, nothing kept"] = (status, cold)
    commands["judge"] = ([*sk, *JUDGE], None)
    commands["--version"] = ([*sk, "--version"], None)
    return commands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--big", type=int, default=100_000)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="scorekeep-bench-"))
    sessions = home / "sessions"
    sessions.mkdir(parents=True)
    big = sessions / "big.toml"
    big.write_text(journal("big", args.big), encoding="utf-8")
    os.environ["SCOREKEEP_CACHE"] = tempfile.mkdtemp(prefix="scorekeep-bench-cache-")
    env = {**os.environ, "SCOREKEEP_HOME": str(home)}
    # Measure what an installed copy does: pip writes bytecode at install time, so a user's
    # command never compiles its modules; a PYTHONDONTWRITEBYTECODE shell must not change that.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    py = sys.executable
    sk = [console_script()]
    commands = startup_commands(home, py, sk)
    for command, before in commands.values():  # warm the caches, check every line works
        if before is not None:
            before()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    timings = measure(commands, args.repeat, env)
    few = max(3, args.repeat // 5)
    scale = measure(
        {
            "parse": (
                [
                    py,
                    "-c",
                    f"import tomllib; tomllib.loads(open({str(big)!r}, encoding='utf-8').read())",
                ],
                None,
            ),
            "replay": (
                [*sk, "status", "-s", "big", "--format", "json"],
                functools.partial(forget, home, big),
            ),
        },
        few,
        env,
    )
    table = table_answer_cpu(home, "bridge", args.repeat)
    shutil.rmtree(home)
    report(timings, scale, table, args.big)


def report(timings: dict[str, Timing], scale: dict[str, Timing], table: float, big: int) -> None:
    bare = timings["python -c pass"]
    bare_wall, bare_cpu = statistics.median(bare.wall), statistics.fmean(bare.cpu)
    print(f"{'what (1,000 hands)':<36} {'median':>8} {'ratio':>6} {'mean CPU':>8} {'ratio':>6}")
    for name, timing in timings.items():
        wall, cpu = statistics.median(timing.wall), statistics.fmean(timing.cpu)
        target = "" if timing is bare or "nothing kept" in name else "  <= 6x"
        print(
            f"{name:<36} {wall * 1000:>6.0f}ms {wall / bare_wall:>5.2f}x "
            f"{cpu * 1000:>6.0f}ms {cpu / bare_cpu if bare_cpu else 0:>5.2f}x{target}"
        )
    parse, replay = statistics.median(scale["parse"].wall), statistics.median(scale["replay"].wall)
    print(f"\n{f'tomllib parse ({big:,} deals)':<48} {parse * 1000:>7.0f}ms")
    print(
        f"{f'scorekeep status --format json ({big:,} deals)':<48} {replay * 1000:>7.0f}ms"
        f" {replay / parse:>5.2f}x  <= 1.5x"
    )
    print(
        f"{'scorekeep table, answer to a hand (1,000 deals)':<48} {table * 1000:>7.1f}ms CPU"
        "  <= 20ms"
    )


if __name__ == "__main__":
    main()
