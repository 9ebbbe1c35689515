"""Start-up of ``status`` in English and in the other languages, as whole processes.

Run: ``python benchmarks/languages.py [--repeat N] [--baseline DIR]``. English must cost
nothing for the translations: an English ``status`` never imports gettext nor opens a
catalog, so it starts as fast as before they existed. ``--baseline DIR`` also times the
English ``status`` of another checkout (e.g. the commit before the catalogs) on the same
session, run by the same interpreter with that checkout first on ``PYTHONPATH``. A Polish
``status`` pays for reading its catalog: the ``.mo`` of an installed copy, or the ``.po``
compiled in memory in a source tree. The commands run in turn, round after round, so that a
noisy moment hits all of them; the table gives the median wall time and the mean CPU time
(user plus system of the child).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    before = os.times()
    start = time.perf_counter()
    subprocess.run(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
    )
    wall = time.perf_counter() - start
    after = os.times()
    user = after.children_user - before.children_user
    system = after.children_system - before.children_system
    return wall, user + system


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--baseline", type=Path, help="another checkout to compare with")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder) / "home"
        base_env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "SCOREKEEP_HOME": str(home)}
        here = {**base_env, "PYTHONPATH": str(ROOT)}
        subprocess.run(
            [sys.executable, "-m", "scorekeep", "example", "derda"],
            env=here,
            check=True,
            capture_output=True,
        )
        status = [sys.executable, "-m", "scorekeep", "status", "-s", "example-derda"]
        runs = {
            "python -c pass": ([sys.executable, "-c", "pass"], here),
            "status (English)": (status, {**here, "LANG": "C.UTF-8"}),
            "status --lang en": ([*status[:3], "--lang", "en", *status[3:]], here),
            "status --lang pl": ([*status[:3], "--lang", "pl", *status[3:]], here),
            "status --lang uk": ([*status[:3], "--lang", "uk", *status[3:]], here),
        }
        if args.baseline:
            env = {**base_env, "PYTHONPATH": str(args.baseline.resolve()), "LANG": "C.UTF-8"}
            runs["status (English), baseline"] = (status, env)
        walls: dict[str, list[float]] = {name: [] for name in runs}
        cpus: dict[str, list[float]] = {name: [] for name in runs}
        for _ in range(args.repeat):
            for name, (command, env) in runs.items():
                wall, cpu = timed(command, env)
                walls[name].append(wall)
                cpus[name].append(cpu)
    print(f"{'command':<30} {'wall median ms':>15} {'cpu mean ms':>12}")
    for name in runs:
        wall = statistics.median(walls[name]) * 1000
        cpu = statistics.mean(cpus[name]) * 1000
        print(f"{name:<30} {wall:>15.1f} {cpu:>12.1f}")


if __name__ == "__main__":
    main()
