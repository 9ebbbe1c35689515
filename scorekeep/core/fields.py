"""Read a game's command-line fields (``--cards Ania=90 --words Ania="KH QH JH"``).

Each game declares its fields as data; this one parser serves ``hand``, ``fix`` and every
``judge`` question, so flag handling is the same everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scorekeep.core.errors import UsageError
from scorekeep.core.game import Field


def parse_fields(fields: Sequence[Field], argv: Sequence[str], command: str) -> dict[str, Any]:
    by_flag: dict[str, Field] = {}
    for f in fields:
        if f.kind in ("positional", "rest"):
            continue
        for name in (f.option, *f.aliases):
            by_flag[name] = f
    positionals = [f for f in fields if f.kind in ("positional", "rest")]
    out: dict[str, Any] = {}
    words: list[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg.startswith("--") or (arg.startswith("-") and arg[1:2].isalpha() and arg in by_flag):
            name, eq, inline = arg.partition("=")
            found = by_flag.get(name)
            if found is None:
                known = ", ".join(sorted({x.option for x in by_flag.values()})) or "none"
                raise UsageError(f"{command}: no such option {name} (options: {known})")
            f = found
            if f.kind == "flag":
                if eq:
                    raise UsageError(f"{command}: {name} takes no value")
                out[f.key] = f.const
                continue
            if eq:
                value = inline
            else:
                if i >= len(args):
                    raise UsageError(f"{command}: {name} needs a value")
                value = args[i]
                i += 1
            if f.kind == "value":
                out[f.key] = value
            elif f.kind == "many":
                out.setdefault(f.key, []).append(value)
            elif f.kind == "pairs":
                who, sep, what = value.partition("=")
                if not sep or not who.strip():
                    raise UsageError(f"{command}: {name} takes PLAYER=VALUE, not '{value}'")
                table = out.setdefault(f.key, {})
                if who.strip() in table:
                    raise UsageError(f"{command}: {name} names {who.strip()} twice")
                table[who.strip()] = what.strip()
        else:
            words.append(arg)
    for f in positionals:
        if not words:
            break
        if f.kind == "rest":
            out[f.key] = " ".join(words)
            words = []
        else:
            out[f.key] = words.pop(0)
    if words:
        raise UsageError(f"{command}: unexpected argument '{words[0]}'")
    return out
