"""The table's shorthand (SPEC 4.2): what people write on a paper pad, typed as positional
words after ``hand`` and ``fix`` or as a line in ``table``.

Each game reads its words into the same fields its flags give (``{"contract": "4S", "by":
"N", "result": "="}``), so the engine's ``entry_from_fields`` does the rest for both. A
game's ``missing`` says which word a short line still lacks, so ``table`` can ask for it.
Pure: no I/O; refusals name the word and what was expected there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, resolve_name
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


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
    follows: Callable[[Sequence[str], Context], tuple[str, ...]] | None = None
    """The words that may come next after a line's first words (``table``'s Tab)."""
    order: tuple[str, ...] = ()
    """The fields of the leading words, in their order (bridge: contract, declarer,
    result), so a flag given for one of them takes its word's place."""


def still_asked(shorthand: Shorthand, words: Sequence[str], ctx: Context) -> Ask | None:
    """What a short line still lacks, for ``table`` to ask; None when it lacks nothing or
    when its words so far cannot be read (a wrong first word): that line is refused, in
    one line, when it is run, never turned into questions."""
    if words:
        try:
            shorthand.read(words, ctx)
        except Rejected:
            return None
    return shorthand.missing(words, ctx)


def refuse(word: str, expected: str) -> Rejected:
    return Rejected(
        _("'{word}': expected {expected}").format(word=word, expected=expected), field="shorthand"
    )


def is_number(word: str) -> bool:
    return word.isdigit()


def player_word(word: str, ctx: Context, what: str) -> str:
    """A player named by a word; a prefix that fits two players is refused as ambiguous,
    naming them."""
    try:
        return resolve_name(word, ctx.table.players, "shorthand", "player")
    except Rejected:
        from scorekeep.core.nearby import did_you_mean

        near = did_you_mean(word, ctx.table.players)
        if near:
            raise refuse(word, what + near) from None
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
