"""How suits and card ranks are written, per language: one table each, read by every game.

A letter means what the language's own table says, never what it looks like: Cyrillic ``Т``
is the Ukrainian ace (туз) while Latin ``T`` is the ten; Polish ``D`` is the queen (dama)
while a final ``D`` is diamonds; Italian ``C`` would be hearts (cuori). So a game names the
languages whose letters it reads (:data:`GAME_LANGUAGES` holds what each accepts today), and
adding a language is adding rows to these tables, with its collisions tested.

Public readers, for flags and for shorthand notation alike:
:func:`read_suit` / :func:`suit_of` (a suit letter, symbol or word) and :func:`rank_of`
(a rank letter or digits).
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Mapping
from types import MappingProxyType
from typing import Any

from scorekeep.core.errors import Unreadable

SUITS = ("S", "H", "D", "C")
SUIT_NAMES = MappingProxyType({"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"})
SUIT_SYMBOLS = MappingProxyType(
    {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
)
"""Suit symbols, black and white: the same in every language."""
SYMBOL_OF = MappingProxyType({"S": "♠", "H": "♥", "D": "♦", "C": "♣"})
"""The symbol a sheet prints for a suit."""

SUIT_LETTERS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType({"S": "S", "H": "H", "D": "D", "C": "C"}),
    }
)
"""Suit letters per language (upper case). Italian P C Q F will go here: C is hearts there."""

SUIT_WORDS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType({"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}),
        "pl": MappingProxyType(
            {
                "pik": "S",
                "piki": "S",
                "kier": "H",
                "kiery": "H",
                "karo": "D",
                "trefl": "C",
                "trefle": "C",
            }
        ),
    }
)
"""Suit names per language (case-folded), for the games that take a word for the trump."""

RANK_LETTERS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType({"A": "A", "K": "K", "Q": "Q", "J": "J", "T": "10"}),
        # As, Król, Dama, Walet
        "pl": MappingProxyType({"A": "A", "K": "K", "D": "Q", "W": "J"}),
        # Туз, Король, Дама, Валет (Cyrillic letters)
        "uk": MappingProxyType({"Т": "A", "К": "K", "Д": "Q", "В": "J"}),
        # Asso, Re, Donna, Fante
        "it": MappingProxyType({"A": "A", "R": "K", "D": "Q", "F": "J"}),
    }
)
"""Rank letters per language (upper case) to the program's rank token (A K Q J 10)."""

GAME_LANGUAGES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "bridge": ("en",),
        "derda": ("en", "pl", "uk"),
        "deberc": ("en", "pl", "uk"),
        "dernie": ("en", "it"),
        "durak": ("en",),
    }
)
"""The languages whose card letters each game reads."""

SUIT_HELP = "S, H, D or C (or ♠ ♥ ♦ ♣)"


def _languages(languages: Iterable[str]) -> tuple[str, ...]:
    return languages if isinstance(languages, tuple) else tuple(languages)


def suit_letters(languages: Iterable[str] = ("en",)) -> Mapping[str, str]:
    """Every accepted one-character spelling of a suit to S H D C: the symbols and the
    languages' letters in upper and lower case."""
    return _suit_letters(_languages(languages))


@functools.lru_cache(maxsize=16)
def _suit_letters(languages: tuple[str, ...]) -> Mapping[str, str]:
    table = dict(SUIT_SYMBOLS)
    for language in languages:
        for letter, suit in SUIT_LETTERS.get(language, {}).items():
            table.setdefault(letter, suit)
            table.setdefault(letter.lower(), suit)
    return MappingProxyType(table)


def suit_of(text: Any, languages: Iterable[str] = ("en",), *, words: bool = False) -> str | None:
    """``S``, ``s``, ``♠``, ``♤`` (and, with ``words``, ``spades``/``pik``) → ``S``; None
    when the text is no suit in these languages."""
    if not isinstance(text, str):
        return None
    langs = _languages(languages)
    table = _suit_letters(langs)
    found = table.get(text)
    if found is not None:
        return found
    raw = text.strip().replace("\ufe0f", "")
    found = table.get(raw)
    if found is None and words:
        folded = raw.casefold()
        found = next(
            (SUIT_WORDS[lang][folded] for lang in langs if folded in SUIT_WORDS.get(lang, {})),
            None,
        )
    return found


def read_suit(
    text: Any,
    field: str = "--trump",
    *,
    languages: Iterable[str] = ("en",),
    words: bool = False,
    what: str = "suit",
    rule: str | None = None,
) -> str:
    """A suit as S H D C, or an error naming the field: ``unknown trump suit 'X': write …``."""
    suit = suit_of(text, languages, words=words)
    if suit is None:
        shown = f"'{str(text).strip()}'" if isinstance(text, str) else repr(text)
        raise Unreadable(f"unknown {what} {shown}: write {SUIT_HELP}", field=field, rule=rule)
    return suit


def rank_letters(languages: Iterable[str]) -> Mapping[str, str]:
    """Rank letters of these languages merged, in upper and lower case; the first language
    wins a letter two of them use."""
    return _rank_letters(_languages(languages))


@functools.lru_cache(maxsize=16)
def _rank_letters(languages: tuple[str, ...]) -> Mapping[str, str]:
    table: dict[str, str] = {}
    for language in languages:
        for letter, rank in RANK_LETTERS.get(language, {}).items():
            table.setdefault(letter, rank)
            table.setdefault(letter.lower(), rank)
    return MappingProxyType(table)


def rank_of(text: str, languages: Iterable[str], numbers: Collection[str]) -> str | None:
    """A rank written as a letter of these languages or as one of ``numbers`` (the pack's
    number cards, e.g. ``("10", "9", "8", "7")``); None when it is neither."""
    if text in numbers:
        return text
    found = _rank_letters(_languages(languages)).get(text)
    if found is None and text != text.strip():
        return rank_of(text.strip(), languages, numbers)
    return found
