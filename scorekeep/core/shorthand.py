"""The table's shorthand (SPEC 4.2): what people write on a paper pad, typed as positional
words after ``hand`` and ``fix`` or as a line in ``table``.

Each game reads its words into the same fields its flags give (``{"contract": "4S", "by":
"N", "result": "="}``), so the engine's ``entry_from_fields`` does the rest for both. A
game's ``missing`` says which word a short line still lacks, so ``table`` can ask for it.
Pure: no I/O; refusals name the word and what was expected there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from scorekeep.core.errors import Rejected, ScorekeepError, UsageError
from scorekeep.core.game import Context, Engine, Field, resolve_name
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _


class Ask(NamedTuple):
    """The next word a short line lacks: what to ask and the answer taken on Enter."""

    label: str
    default: str | None = None


class Read(NamedTuple):
    """Fields as the flags would give them, and the word that gave each."""

    fields: dict[str, Any]
    said: dict[str, str]


class Shorthand(NamedTuple):
    read: Callable[[Sequence[str], Context], Read]
    missing: Callable[[Sequence[str], Context], Ask | None]
    usage: str
    examples: tuple[tuple[str, str], ...]
    keywords: tuple[str, ...] = ()


def refuse(word: str, expected: str) -> Rejected:
    return Rejected(
        _("'{word}': expected {expected}").format(word=word, expected=expected), field="shorthand"
    )


def is_number(word: str) -> bool:
    return word.isdigit()


def player_word(word: str, ctx: Context, what: str) -> str:
    try:
        return resolve_name(word, ctx.table.players, "shorthand", "player")
    except ScorekeepError:
        raise refuse(
            word,
            _("{what} (players: {players})").format(
                what=what, players=", ".join(ctx.table.players)
            ),
        ) from None


# --------------------------------------------------------------------------- flags and words


def split_words(fields: Sequence[Field], argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """The flags with their values apart from the shorthand words (``-2`` is a word)."""
    kinds: dict[str, str] = {}
    for f in fields:
        for name in (f.option, *f.aliases):
            kinds[name] = f.kind
    flags: list[str] = []
    words: list[str] = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg.startswith("--") or (arg.startswith("-") and arg[1:2].isalpha() and arg in kinds):
            flags.append(arg)
            name, eq, _ = arg.partition("=")
            if not eq and kinds.get(name, "flag") != "flag" and args:
                flags.append(args.pop(0))
        else:
            words.append(arg)
    return flags, words


FIELD_NAMES = {
    "by": "declarer",
    "tricks": "result",
    "cards": "card points",
    "left": "other players' points",
}


def field_name(key: str) -> str:
    return FIELD_NAMES.get(key, key.replace("_", " "))


def hand_fields(engine: Engine, argv: Sequence[str], ctx: Context, command: str) -> dict[str, Any]:
    """``hand``'s and ``fix``'s words and flags read into one fields mapping; shorthand and
    a flag that give the same field are refused, naming both."""
    from scorekeep.core.fields import parse_fields

    flags, words = split_words(engine.hand_fields, argv)
    given = parse_fields(engine.hand_fields, flags, command)
    if not words:
        return given
    shorthand = for_game(engine.name)
    if shorthand is None:
        return parse_fields(engine.hand_fields, argv, command)
    read = shorthand.read(words, ctx)
    options = {f.key: f.option for f in engine.hand_fields}
    for key, value in read.fields.items():
        clash = next((k for k in given if field_name(k) == field_name(key)), None)
        if clash is not None:
            raise UsageError(
                _("{command}: '{word}' and {option} both give the {field}; drop one").format(
                    command=command,
                    word=read.said[key],
                    option=options.get(clash, clash),
                    field=field_name(key),
                )
            )
        given[key] = value
    return given


def help_text(engine_name: str) -> str:
    shorthand = for_game(engine_name)
    if shorthand is None:
        return ""
    lines = [f"{engine_name} shorthand: {shorthand.usage}"]
    width = max(len(words) for words, _ in shorthand.examples)
    for words, meaning in shorthand.examples:
        lines.append(f"  scorekeep hand {words:<{width}}   {meaning}")
    return "\n".join(lines)


def for_game(name: str) -> Shorthand | None:
    """The game's shorthand, as its registry entry declares it; None: flags only."""
    from scorekeep.core.registry import shorthand_module

    module = shorthand_module(name)
    found: Shorthand | None = module.SHORTHAND if module is not None else None
    return found
