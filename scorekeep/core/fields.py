"""Read a game's command-line fields (``--cards Ania=90 --words Ania="KH QH JH"``).

Each game declares its fields as data; this one parser serves ``hand``, ``fix`` and every
``judge`` question, so flag handling is the same everywhere.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import UsageError
from scorekeep.core.game import Field
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

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
                raise UsageError(
                    _("{command}: {option} takes no value").format(command=command, option=name)
                )
            _once(out, f, name, f.const)
            continue
        if not eq:
            if i >= len(args):
                raise UsageError(
                    _("{command}: {option} needs a value").format(command=command, option=name)
                )
            inline = args[i]
            i += 1
        _store(out, f, name, inline, command)
    _place_words([f for f in fields if f.kind in POSITIONAL], words, out, command)
    return out


class UnknownOption(UsageError):
    """A flag the command does not take; ``hand`` adds which game the session plays
    (before ``near``, the "did you mean" that ends the sentence)."""

    near = ""


def _is_flag(arg: str, by_flag: Mapping[str, Field]) -> bool:
    return arg.startswith("--") or (arg.startswith("-") and arg[1:2].isalpha() and arg in by_flag)


def _field(by_flag: Mapping[str, Field], name: str, command: str) -> Field:
    found = by_flag.get(name)
    if found is None:
        from scorekeep.core.nearby import did_you_mean

        options = sorted({x.option for x in by_flag.values()})
        near = did_you_mean(name, options)
        if near:
            unknown = UnknownOption(
                _("{command}: no such option {option}").format(command=command, option=name) + near
            )
            unknown.near = near
            raise unknown
        raise UnknownOption(
            _("{command}: no such option {option} (options: {known})").format(
                command=command, option=name, known=", ".join(options) or _("none")
            )
        )
    return found


def _store(out: dict[str, Any], f: Field, name: str, value: str, command: str) -> None:
    if f.kind == "many":
        out.setdefault(f.key, []).append(value)
    elif f.kind == "pairs":
        who, sep, what = value.partition("=")
        if not sep or not who.strip():
            raise UsageError(
                _("{command}: {option} takes PLAYER=VALUE, not '{value}'").format(
                    command=command, option=name, value=value
                )
            )
        table = out.setdefault(f.key, {})
        if who.strip() in table:
            raise UsageError(
                _("{command}: {option} names {player} twice").format(
                    command=command, option=name, player=who.strip()
                )
            )
        table[who.strip()] = what.strip()
    else:
        _once(out, f, name, value)


def _once(out: dict[str, Any], f: Field, name: str, value: Any) -> None:
    """A field that holds one value: a second one is refused, never silently kept instead."""
    if f.key in out:
        if f.kind == "flag":
            what = _("{option} repeats or contradicts an earlier flag for {key}; give it once")
            what = what.format(option=name, key=f.key.replace("_", "-"))
        else:
            what = _("{option} is given twice ('{first}', then '{second}'); give it once")
            what = what.format(option=name, first=out[f.key], second=value)
        raise UsageError(what, field=name)
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
        raise UsageError(
            _("{command}: unexpected argument '{word}'").format(command=command, word=words[0])
        )
