"""How every command that reads a whole evening grows with it: 10,000 against 100,000 hands,
in wall time and in peak memory (the process's maximum resident set, as the kernel counts
it).

Run: ``python benchmarks/growth.py [--quick] [--repeat N] [--only WORD] [--pdf]``. It writes three
evenings of each size in a temp home, as people play them: rubber bridge in rubbers that end
and start again all evening (games made, sets, passed-out deals, honors), Derda in games to
500 that end and start again, and a duplicate pairs session (``club.py``'s movement) as big
as a session can be: 99 boards at 200 tables, 19,800 results at the big size, a tenth of
that at the small one. Each command runs as a whole process of the installed console
script (``scorekeep`` beside this Python, else on ``PATH``), with a cache folder of its own
that holds nothing, so every run reads and replays the journal: ``status`` in text and
JSON, ``sheet`` in text and HTML (and PDF with ``--pdf``: the browser prints 2,500 pages for
10,000 hands), ``stats`` of the game's ruleset; ``export`` of the duplicate session to PBN
and ``import`` of that file into a new home.

Targets: peak memory at most 256 MiB at the big size; from the small size to the big one
(ten times the hands) at most ten times the time and ten times the memory (the ratios
printed are big / small). ``--quick`` measures 1,000 against 10,000 hands.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))

from club import journal as club_journal
from run import DEALS, console_script

PLAYERS = "N=Ania,E=Bartek,S=Celina,W=Darek"
# Derda to 500 (the bundled example's options): a game ends every eight hands or so.
DERDA = [
    'bidder = "Bartek"\ntrump = "H"\ncards = { Ania = 48, Bartek = 74 }\n',
    'bidder = "Ania"\ntrump = "C"\ncards = { Ania = 70, Bartek = 52 }\n',
]
LIMIT_MIB = 256
CLUB_BOARDS = 99
"""The duplicate session at its largest: 99 boards (BR-D2) played at every table, nine a
round, and the tables scaled to the hands (one for 500 of them): 200 tables, 400 pairs, the
most a session seats (the ruleset's ``players``), and 19,800 results at 100,000 hands. The
bigger session once measured here (2,222 pairs) is one ``import`` rightly refuses."""


def hand_blocks(hands: int, deals: list[str]) -> str:
    return "".join(
        f'\n[[hands]]\nn = {n}\nat = "2026-11-30T20:00:00+01:00"\n' + deals[(n - 1) % len(deals)]
        for n in range(1, hands + 1)
    )


def make_home(root: Path, hands: int) -> Path:
    """A home with the three evenings of ``hands`` hands (results, for duplicate)."""
    import scorekeep

    home = root / f"home-{hands}"
    sessions = home / "sessions"
    sessions.mkdir(parents=True)
    examples = Path(scorekeep.__file__).parent / "examples"
    bridge = (examples / "bridge.toml").read_text(encoding="utf-8")
    derda = (examples / "derda.toml").read_text(encoding="utf-8")
    for name, text, deals in (("bridge", bridge, DEALS), ("derda", derda, DERDA)):
        head = text[: text.index("[[hands]]")].rstrip("\n") + "\n"
        head = head.replace(f'name = "{name}-evening"', f'name = "{name}"')
        (sessions / f"{name}.toml").write_text(head + hand_blocks(hands, deals), "utf-8")
    club, _hand = club_journal(max(2, hands // 500), CLUB_BOARDS, per_round=9)
    (sessions / "club.toml").write_text(club, "utf-8")
    return home


def made_home(root: Path, hands: int) -> Path:
    """:func:`make_home` in a process of its own: a command is started from this one, and
    the kernel counts the peak of the process it replaced in the command's own (on Linux a
    child's peak resident set starts from its parent's), so this one stays small."""
    code = "import sys; from growth import *; make_home(Path(sys.argv[1]), int(sys.argv[2]))"
    subprocess.run(
        [sys.executable, "-c", code, str(root), str(hands)],
        check=True,
        cwd=Path(__file__).resolve().parent,
    )
    return root / f"home-{hands}"


def run_once(words: list[str], env: dict[str, str]) -> tuple[float, int]:
    """Wall seconds and peak resident memory (bytes) of one process."""
    start = time.perf_counter()
    process = subprocess.Popen(words, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    errors = process.stderr.read().decode() if process.stderr else ""
    if process.returncode:
        raise RuntimeError(f"failed ({process.returncode}): {errors.strip()[-200:]}")
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, else KiB
    return wall, usage.ru_maxrss * scale


def measure(words: list[str], env: dict[str, str], repeat: int, work: Path) -> tuple[float, int]:
    """The median wall time and the largest peak memory of ``repeat`` runs, each with an
    empty cache folder and nothing left by the run before."""
    walls, peaks = [], []
    for _ in range(repeat):
        for leftover in ("cache", "out", "imported"):
            shutil.rmtree(work / leftover, ignore_errors=True)
        (work / "out").mkdir()
        wall, peak = run_once(words, {**env, "SCOREKEEP_CACHE": str(work / "cache")})
        walls.append(wall)
        peaks.append(peak)
    return statistics.median(walls), max(peaks)


def commands(sk: str, home: Path, work: Path, pdf: bool = False) -> dict[str, list[str]]:
    pbn = work / "club.pbn"
    out = work / "out"
    lines = {}
    for game, ruleset in (("bridge", "bridge-rubber"), ("derda", "derda")):
        lines[f"{game} status"] = [sk, "status", "-s", game]
        lines[f"{game} status --format json"] = [sk, "status", "-s", game, "--format", "json"]
        lines[f"{game} sheet"] = [sk, "sheet", "-s", game]
        lines[f"{game} sheet --format html"] = [sk, "sheet", "-s", game, "--format", "html"]
        if pdf:
            lines[f"{game} sheet --format pdf"] = [
                sk, "sheet", "-s", game, "--format", "pdf", "-o", str(out / f"{game}.pdf"),
            ]  # fmt: skip
        lines[f"{game} stats"] = [sk, "stats", "--game", ruleset]  # not the club's session
    lines["club status"] = [sk, "status", "-s", "club"]
    lines["club status --format json"] = [sk, "status", "-s", "club", "--format", "json"]
    lines["club sheet --format html"] = [sk, "sheet", "-s", "club", "--format", "html"]
    lines["club export --format pbn"] = [sk, "export", "-s", "club", "--format", "pbn",
                                         "-o", str(pbn), "--force"]  # fmt: skip
    lines["club import"] = [sk, "--home", str(work / "imported"), "import", str(pbn)]
    return {name: [*words[:1], "--home", str(home), *words[1:]] if "import" not in name
            else words for name, words in lines.items()}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="1,000 against 10,000 hands")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--only", default="", help="only the commands whose name holds this")
    parser.add_argument(
        "--pdf", action="store_true", help="the PDF sheets too (2,500 pages per 10,000 hands)"
    )
    args = parser.parse_args()
    small, big = (1_000, 10_000) if args.quick else (10_000, 100_000)
    sk = console_script()
    env = {**os.environ}
    env.pop("SCOREKEEP_HOME", None)
    env.pop("SCOREKEEP_LANG", None)
    root = Path(tempfile.mkdtemp(prefix="scorekeep-growth-"))
    try:
        homes = {size: made_home(root, size) for size in (small, big)}
        works = {size: root / f"work-{size}" for size in (small, big)}
        for work in works.values():
            work.mkdir()
        print(f"{'command':<30} {'':>8}{f'{small:,}':>10} {f'{big:,}':>10} {'growth':>7}  target")
        over = []
        for name in commands(sk, homes[small], works[small], args.pdf):
            if args.only not in name:
                continue
            figures = {}
            try:
                for size in (small, big):
                    figures[size] = measure(
                        commands(sk, homes[size], works[size], args.pdf)[name],
                        env,
                        args.repeat,
                        works[size],
                    )
            except RuntimeError as error:
                print(f"{name:<30} at {size:,}: {error}")
                over.append(name)
                continue
            (t_small, m_small), (t_big, m_big) = figures[small], figures[big]
            mib_small, mib_big = m_small / 2**20, m_big / 2**20
            print(f"{name:<30} {'time':>8}{t_small:>9.2f}s {t_big:>9.2f}s "
                  f"{t_big / t_small:>6.1f}x  <= 10x")  # fmt: skip
            print(f"{'':<30} {'memory':>8}{mib_small:>6.0f} MiB {mib_big:>6.0f} MiB "
                  f"{m_big / m_small:>6.1f}x  <= 10x, <= {LIMIT_MIB} MiB")  # fmt: skip
            if mib_big > LIMIT_MIB or m_big > 10 * m_small or t_big > 10 * t_small:
                over.append(name)
        print("over a target: " + (", ".join(over) if over else "none"))
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
