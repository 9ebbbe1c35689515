"""Every module imports on its own, first thing in a fresh interpreter: no import cycle that
works only when a sibling happened to be imported before."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import scorekeep

ROOT = Path(scorekeep.__file__).parent

# One interpreter for all modules; before each import every scorekeep module is forgotten,
# so each one starts from nothing, as in `python -c "import scorekeep.x.y"`.
PROBE = """
import importlib, json, sys, traceback
failures = {}
for name in json.loads(sys.argv[1]):
    for loaded in [m for m in sys.modules if m == "scorekeep" or m.startswith("scorekeep.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception:
        failures[name] = traceback.format_exc(limit=-3)
print(json.dumps(failures))
"""


def module_names() -> list[str]:
    names = []
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__main__":
            continue  # running it is the command line itself
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def test_module_list_covers_every_layer():
    names = module_names()
    for expected in ("scorekeep.games.derda.judge", "scorekeep.cli.app", "scorekeep.render.html"):
        assert expected in names


def test_every_module_imports_alone_in_a_fresh_interpreter():
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(module_names())],
        capture_output=True,
        text=True,
        check=True,
    )
    failures = json.loads(done.stdout)
    assert failures == {}, "\n".join(f"{k}:\n{v}" for k, v in failures.items())
