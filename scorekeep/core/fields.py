"""Read a game's command-line fields (``--cards Ania=90 --words Ania="KH QH JH"``).

Each game declares its fields as data; this one parser serves ``hand``, ``fix`` and every
``judge`` question, so flag handling is the same everywhere.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeep.core.errors import UsageError
from scorekeep.core.game import Field

POSITIONAL = ("positional", "rest")


def parse_fields(fields: Sequence[Field], argv: Sequence[str], command: str) -> dict[str, Any]:
    by_flag = {
        name: f for f in fields if f.kind not in POSITIONAL for name in (f.option, *f.aliases)
    }
    out: dict[str, Any] = {}
    words: list[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if not _is_flag(arg, by_flag):
            words.append(arg)
            continue
        name, eq, inline = arg.partition("=")
        f = _field(by_flag, name, command)
        if f.kind == "flag":
            if eq:
                raise UsageError(f"{command}: {name} takes no value")
            _once(out, f, name, f.const)
            continue
        if not eq:
            if i >= len(args):
                raise UsageError(f"{command}: {name} needs a value")
            inline = args[i]
            i += 1
        _store(out, f, name, inline, command)
    _place_words([f for f in fields if f.kind in POSITIONAL], words, out, command)
    return out


def _is_flag(arg: str, by_flag: Mapping[str, Field]) -> bool:
    return arg.startswith("--") or (arg.startswith("-") and arg[1:2].isalpha() and arg in by_flag)


def _field(by_flag: Mapping[str, Field], name: str, command: str) -> Field:
    found = by_flag.get(name)
    if found is None:
        known = ", ".join(sorted({x.option for x in by_flag.values()})) or "none"
        raise UsageError(f"{command}: no such option {name} (options: {known})")
    return found


def _store(out: dict[str, Any], f: Field, name: str, value: str, command: str) -> None:
    if f.kind == "many":
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
        _once(out, f, name, value)


def _once(out: dict[str, Any], f: Field, name: str, value: Any) -> None:
    """A field that holds one value: a second one is refused, never silently kept instead."""
    if f.key in out:
        if f.kind == "flag":
            what = f"{name} repeats or contradicts an earlier flag for {f.key.replace('_', '-')}"
        else:
            what = f"{name} is given twice ('{out[f.key]}', then '{value}')"
        raise UsageError(f"{what}; give it once", field=name)
    out[f.key] = value


def _place_words(
    positionals: Sequence[Field], words: list[str], out: dict[str, Any], command: str
) -> None:
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
