"""How suits and card ranks are written, per language: one table each, read by every game.

A letter means what the language's own table says, never what it looks like: Cyrillic ``Т``
is the Ukrainian ace (туз) while Latin ``T`` is the ten; Polish ``D`` is the queen (dama)
while a final ``D`` is diamonds; Italian ``C`` would be hearts (cuori). So a game names the
languages whose letters it reads (its declaration's ``languages``), and
adding a language is adding rows to these tables, with its collisions tested.

A table's language comes first (:func:`reading`): where a letter means one card in the
session's language and another in English (Italian ``C`` cuori is hearts, English ``C`` clubs),
the session's language wins, and a sheet shows the card with its suit symbol (:func:`show`)
so a misread is seen at once. An English table reads exactly the letters each game always
read (its declaration's ``languages``).

Public readers, for flags and for shorthand notation alike:
:func:`read_suit` / :func:`suit_of` (a suit letter, symbol or word), :func:`rank_of`
(a rank letter or digits) and :func:`card_of` (a rank then a suit).
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Mapping
from types import MappingProxyType

from scorekeep.core.errors import Unreadable
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

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
        # Picche, Cuori, Quadri, Fiori: C is hearts, Q diamonds, F clubs
        "it": MappingProxyType({"P": "S", "C": "H", "Q": "D", "F": "C"}),
        # Піки, Чирви, Бубни, Трефи (Cyrillic letters); a final Т is трефи, a leading Т туз
        "uk": MappingProxyType({"П": "S", "Ч": "H", "Б": "D", "Т": "C"}),
    }
)
"""Suit letters per language (upper case). A letter that is also a rank (Ukrainian Т: туз
and трефи) is told apart by its place: a card is its rank, then its suit."""

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
                # the pad's shorthand: the name's first two letters (K and T alone are ranks)
                "pi": "S",
                "ki": "H",
                "ka": "D",
                "tr": "C",
            }
        ),
        "uk": MappingProxyType(
            {
                "піки": "S",
                "піка": "S",
                "вини": "S",
                "вині": "S",
                "чирви": "H",
                "черви": "H",
                "бубни": "D",
                "бубна": "D",
                "трефи": "C",
                "трефа": "C",
            }
        ),
        "it": MappingProxyType(
            {
                "picche": "S",
                "picca": "S",
                "cuori": "H",
                "cuore": "H",
                "quadri": "D",
                "quadro": "D",
                "fiori": "C",
                "fiore": "C",
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

LOOK_ALIKES: Mapping[str, Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {
        # A Ukrainian player who types Latin T, B, K meant туз, валет, король; Cyrillic
        # А, Н, С typed at the end of a card are the Latin ace, hearts and clubs, and a
        # Latin T there is трефи (Т), as a leading one is туз.
        "uk": MappingProxyType(
            {
                "rank": MappingProxyType({"T": "A", "B": "J", "K": "K", "А": "A"}),
                "suit": MappingProxyType({"Н": "H", "С": "C", "T": "C"}),
            }
        ),
    }
)
"""Letters read as the table's language means them, only when that language is the session's
(first in the reading): an English table keeps Latin T the ten and refuses Cyrillic Н."""

SUIT_HELP = "S, H, D or C (or ♠ ♥ ♦ ♣)"


def suit_help(languages: Iterable[str] = ("en",)) -> str:
    """How to write a suit at a table of these languages: the table's own letters when its
    language has some (an Italian table's C is hearts), else S H D C; and the symbols."""
    langs = _languages(languages)
    own = SUIT_LETTERS.get(langs[0]) if langs and own_suit_letters(langs[0]) else None
    if own is None:
        return _("S, H, D or C (or ♠ ♥ ♦ ♣)")
    letter = {suit: letter for letter, suit in own.items()}
    return _("{spades}, {hearts}, {diamonds} or {clubs} (or ♠ ♥ ♦ ♣)").format(
        spades=letter["S"], hearts=letter["H"], diamonds=letter["D"], clubs=letter["C"]
    )


def reading(base: tuple[str, ...], language: str | None) -> tuple[str, ...]:
    """The languages whose letters a game reads at a table speaking ``language``: that
    language first, so it wins a letter it shares with English, then the game's own
    (``base``, as its declaration gives them)."""
    if not language or language == "en":
        return base
    return (language, *(lang for lang in base if lang != language))


SHOWN_IN_OWN_LETTERS = ("uk", "it")
"""Tables whose rank letters the program's would mislead or that cannot be read as theirs:
a Ukrainian player writes Т К Д В, an Italian one R D F (R for re). Polish tables read the
program's K Q J beside their own D W, so their cards are shown as the program writes them."""


def rank_shown(rank: str, languages: Iterable[str] = ("en",)) -> str:
    """A rank in the letters of the table's language (the one messages are said in), where
    the game reads that language's letters (``languages``) and it has letters of its own:
    ``K`` is ``К`` at a Ukrainian Deberc table, ``R`` at an Italian Derniè table."""
    from scorekeep.i18n import message_language

    lang = message_language()
    if lang not in SHOWN_IN_OWN_LETTERS or lang not in languages:
        return rank
    own = {token: letter for letter, token in RANK_LETTERS.get(lang, {}).items()}
    return own.get(rank, rank)


def show(rank: str, suit: str, languages: Iterable[str] = ("en",)) -> str:
    """A card as a sheet prints it to make a misread visible: ``Q♥``, ``10♠``; in the table's
    own rank letters where the game reads them (``Д♥`` at a Ukrainian Deberc table)."""
    return f"{rank_shown(rank, languages)}{SYMBOL_OF.get(suit, suit)}"


def _look_alikes(languages: tuple[str, ...], kind: str) -> Mapping[str, str]:
    return LOOK_ALIKES.get(languages[0], {}).get(kind, {}) if languages else {}


def _languages(languages: Iterable[str]) -> tuple[str, ...]:
    return languages if isinstance(languages, tuple) else tuple(languages)


def suit_letters(languages: Iterable[str] = ("en",)) -> Mapping[str, str]:
    """Every accepted one-character spelling of a suit to S H D C: the symbols and the
    letters of the table's language (the first) and of English, in upper and lower case.
    Suit letters of the other languages a game reads are not taken: an English Derniè table
    reads the Italian ranks R D F but not the Italian suits, where C would be hearts."""
    return _suit_letters(_languages(languages))


@functools.lru_cache(maxsize=16)
def _suit_letters(languages: tuple[str, ...]) -> Mapping[str, str]:
    table = dict(SUIT_SYMBOLS)
    for letter, suit in _look_alikes(languages, "suit").items():
        table[letter] = table[letter.lower()] = suit
    for language in dict.fromkeys((*languages[:1], "en")):
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
    langs = _languages(languages)
    suit = suit_of(text, langs, words=words)
    if suit is None:
        shown = f"'{str(text).strip()}'" if isinstance(text, str) else repr(text)
        if what == "trump suit":
            unknown = _("unknown trump suit {shown}: write {letters}")
        elif what == "suit":
            unknown = _("unknown suit {shown}: write {letters}")
        else:
            unknown = _("unknown {what} {shown}: write {letters}")
        from scorekeep.core.nearby import did_you_mean

        spelled = [word for lang in langs for word in SUIT_WORDS.get(lang, {})] if words else []
        near = did_you_mean(str(text), spelled) if isinstance(text, str) else ""
        raise Unreadable(
            unknown.format(what=what, shown=shown, letters=suit_help(langs)) + near,
            field=field,
            rule=rule,
        )
    return suit


def rank_letters(languages: Iterable[str]) -> Mapping[str, str]:
    """Rank letters of these languages merged, in upper and lower case; the first language
    wins a letter two of them use."""
    return _rank_letters(_languages(languages))


@functools.lru_cache(maxsize=16)
def _rank_letters(languages: tuple[str, ...]) -> Mapping[str, str]:
    table: dict[str, str] = {}
    for letter, rank in _look_alikes(languages, "rank").items():
        table[letter] = table[letter.lower()] = rank
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


def suit_word_of(text: str, languages: Iterable[str]) -> str | None:
    """A suit written as a word of these languages (``kier``, ``cuori``, ``чирви``)."""
    folded = text.strip().casefold()
    return next(
        (SUIT_WORDS[lang][folded] for lang in languages if folded in SUIT_WORDS.get(lang, {})),
        None,
    )


def card_of(
    text: str, languages: Iterable[str], numbers: Collection[str]
) -> tuple[str, str] | None:
    """A card as (rank, suit): a rank then a suit letter or symbol (``DC``, ``7♦``) or, in
    a language with suit words, a word (``D kier``, ``10pik``); None when it is no card."""
    langs = _languages(languages)
    raw = text.strip()
    suit = _suit_letters(langs).get(raw[-1:])
    rank = rank_of(raw[:-1], langs, numbers) if suit is not None else None
    if rank is not None and suit is not None:
        return rank, suit
    for size in (1, 2):
        head = raw[:size]
        found = rank_of(head, langs, numbers)
        word = suit_word_of(raw[size:], langs) if found is not None else None
        if found is not None and word is not None:
            return found, word
    return None


def suit_word_ending(text: str, languages: Iterable[str]) -> tuple[str | None, str]:
    """The suit word ``text`` ends with and what comes before it: ``KDWkier`` →
    (``H``, ``KDW``); (None, ``text``) when it ends with no suit word of these languages."""
    folded = text.casefold()
    endings = [
        (word, suit)
        for lang in languages
        for word, suit in SUIT_WORDS.get(lang, {}).items()
        if folded.endswith(word)
    ]
    if not endings:
        return None, text
    word, suit = max(endings, key=lambda found: len(found[0]))
    return suit, text[: len(text) - len(word)].rstrip("-")


def with_symbols(text: str, languages: Iterable[str] = ("en",)) -> str:
    """Cards as the journal keeps them (``KH QH JH``) with their suit symbols
    (``K♥ Q♥ J♥``): how a sheet of another language shows what it read; ranks in the
    table's own letters where the game reads them (``languages``, see :func:`rank_shown`)."""
    import re

    langs = tuple(languages)
    return re.sub(CARD_TOKEN, lambda m: show(m.group(1), m.group(2), langs), text)


CARD_TOKEN = r"(?<![\w])(10|[2-9AKQJ])([SHDC])(?![\w])"
SHOWN_CARD = r"(?<![\w])([AKQJ])(?=[♠♥♦♣])"
BID_TOKEN = r"(?<![\w])([1-7])([SHDC])(?=(?:XX|X)?(?![\w]))"
"""Patterns of a card, a shown honour and a bid, compiled (by :mod:`re`'s own cache) only
when a table of another language reads them: :mod:`re` costs a kept ``hand`` a fifth."""


def for_table(text: str, language: str | None, languages: Iterable[str] = ("en",)) -> str:
    """What a player of ``language`` reads: an English table sees the program's letters as
    always; any other sees every card and bid with its suit symbol (``JH`` → ``J♥``,
    ``4S`` → ``4♠``), since a letter means another suit there (Italian ``C`` is hearts), and
    its ranks in the table's letters where the game reads them (``languages``)."""
    if not language or language == "en":
        return text
    import re

    langs = tuple(languages)
    shown = with_symbols(text, langs)
    shown = re.sub(BID_TOKEN, lambda m: m.group(1) + SYMBOL_OF[m.group(2)], shown)
    return re.sub(SHOWN_CARD, lambda m: rank_shown(m.group(1), langs), shown)


def own_suit_letters(language: str | None) -> bool:
    """Whether a table of ``language`` writes suits with letters of its own that the
    program's would mislead (Italian: ``C`` is cuori, hearts); Polish tables write S H D C
    as the program does, and Ukrainian П Ч Б Т share no letter with them."""
    if not language or language == "en":
        return False
    english = SUIT_LETTERS["en"]
    own = SUIT_LETTERS.get(language, {})
    return any(letter in english and english[letter] != suit for letter, suit in own.items())


def suit_shown(suit: str, language: str | None) -> str:
    """A lone suit as a table of ``language`` reads it: the program's letter where the
    table writes the same letters, else the symbol (an Italian ``S`` is no suit, ``C``
    hearts)."""
    return SYMBOL_OF.get(suit, suit) if own_suit_letters(language) else suit
