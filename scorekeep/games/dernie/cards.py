"""The Derniè pack (DERNIE-R1, R2): two 52-card packs and four Jolly, how a card is written,
which cards are honours and what each is worth at the count."""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from enum import StrEnum
from types import MappingProxyType

from scorekeep.core import cards
from scorekeep.core.errors import Rejected
from scorekeep.core.nearby import near_card
from scorekeep.core.record import NamedTuple
from scorekeep.games.dernie import CARD_LANGUAGES
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Suit(StrEnum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"


RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
LANGUAGES = CARD_LANGUAGES
"""English letters (T for the ten) and the Italian Asso, Re, Donna, Fante (see core.cards)."""
JOKER = "JOKER"
JOKER_WORDS = frozenset({"JOKER", "JOLLY", "JK"})
HONOURS = frozenset({"7", "J", "Q", "K", "A", JOKER})
COPIES = 2  # every ordinary card is in the deck twice (DERNIE-R1)
JOKERS = 4


def notation() -> str:
    """How to write a Derniè card, in the player's language."""
    return _(
        "write rank A 2-10 J Q K (T for 10; Italian R D F for K Q J) and suit C D H S "
        "(or ♣ ♦ ♥ ♠), or JOKER"
    )


class Card(NamedTuple):
    """One card; ``suit`` is None for the Jolly."""

    rank: str
    suit: Suit | None = None

    def __str__(self) -> str:
        return JOKER if self.suit is None else f"{self.rank}{self.suit}"

    @property
    def shown(self) -> str:
        """With its suit symbol (``7♥``), as a sheet shows a card typed in another language."""
        return JOKER if self.suit is None else cards.show(self.rank, self.suit, LANGUAGES)

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def is_honour(self) -> bool:
        return self.rank in HONOURS


@functools.lru_cache(maxsize=8)
def spellings(languages: tuple[str, ...] = LANGUAGES) -> Mapping[str, Card]:
    """Every accepted way to write a card (upper case) in these languages' letters, built
    once per language when a card is first read (a hand of point sums needs none): parsing
    is a lookup."""
    table = {word: Card(JOKER) for word in JOKER_WORDS}
    ranks = {**{r: r for r in RANKS}, **cards.rank_letters(languages)}
    for written, rank in ranks.items():
        for letter, suit in cards.suit_letters(languages).items():
            table.setdefault((written + letter).upper(), Card(rank, Suit(suit)))
    return MappingProxyType(table)


def parse_card(token: Any, field: str = "--card", languages: tuple[str, ...] = LANGUAGES) -> Card:
    """``KH``, ``10S``, ``TS``, ``7♦``, ``JOKER``/``JOLLY``/``JK``; at an Italian table
    ``7C`` (sette di cuori), ``RP`` (re di picche), ``FF`` (fante di fiori)."""
    card = (
        spellings(languages).get(token.strip().replace("\ufe0f", "").upper())
        if isinstance(token, str)
        else None
    )
    if card is None and isinstance(token, str) and languages != LANGUAGES:
        found = cards.card_of(token.replace("\ufe0f", ""), languages, RANKS)
        card = Card(found[0], Suit(found[1])) if found else None
    if card is None:
        shown = f"'{token}'" if isinstance(token, str) else repr(token)
        raise Rejected(
            _("unknown card {shown}: {notation}").format(shown=shown, notation=notation())
            + near_card(token, RANKS, ("JOKER",)),
            field=field,
            rule="DERNIE-R1",
        )
    return card


def parse_suit(value: Any, field: str, languages: tuple[str, ...] = LANGUAGES) -> Suit:
    """A declared suit (:func:`scorekeep.core.cards.read_suit`), refused as DERNIE-R1."""
    suit = cards.suit_of(str(value), languages, words=languages != LANGUAGES)
    if suit is None:
        raise Rejected(
            _("'{value}' is not a suit: write {letters}").format(
                value=value, letters=cards.suit_help(languages)
            ),
            field=field,
            rule="DERNIE-R1",
        )
    return Suit(suit)


def split_tokens(cards: Any) -> list[Any]:
    """A hand as written: ``"KS 7H, JOKER"`` or a list of tokens."""
    if isinstance(cards, str):
        return [t for t in re.split(r"[\s,;]+", cards) if t]
    if isinstance(cards, list | tuple):
        return list(cards)
    return [cards]


def parse_hand(
    cards: Any, field: str = "--hand", languages: tuple[str, ...] = LANGUAGES
) -> tuple[Card, ...]:
    return tuple(parse_card(token, field, languages) for token in split_tokens(cards))


def show(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def shown(text: str) -> str:
    """Cards as the journal keeps them (``7H QS``) with their suit symbols (``7♥ Q♠``)."""
    table = spellings(LANGUAGES)
    return " ".join(table[t].shown if t in table else t for t in split_tokens(text))


def point_values(options: Mapping[str, Any]) -> Mapping[str, int]:
    """DERNIE-R2 by rank: Jolly 15, Ace 11, J Q K 10, the others their face value."""
    return _point_values(
        int(options.get("ace_points", 11)),
        int(options.get("face_points", 10)),
        int(options.get("jolly_points", 15)),
    )


@functools.cache
def _point_values(ace: int, face: int, jolly: int) -> Mapping[str, int]:
    values = {rank: int(rank) for rank in RANKS if rank.isdigit()}
    values.update({"A": ace, "J": face, "Q": face, "K": face, JOKER: jolly})
    return MappingProxyType(values)


def card_points(card: Card, options: Mapping[str, Any]) -> int:
    return point_values(options)[card.rank]


def hand_points(cards: Iterable[Card], options: Mapping[str, Any]) -> int:
    values = point_values(options)
    return sum(values[c.rank] for c in cards)


def deck_points(options: Mapping[str, Any]) -> int:
    """The whole pack's points under these values (820 by default): no hand holds more."""
    values = point_values(options)
    return _deck_points(values["A"], values["K"], values[JOKER])


@functools.cache
def _deck_points(ace: int, face: int, jolly: int) -> int:
    values = _point_values(ace, face, jolly)
    return COPIES * 4 * sum(values[r] for r in RANKS) + JOKERS * jolly


def too_many_copies(cards: Iterable[Card]) -> tuple[Card, int, int] | None:
    """The first card held more often than the two packs contain: (card, held, in the deck)."""
    counts = Counter(cards)
    for card, held in counts.items():
        limit = JOKERS if card.is_joker else COPIES
        if held > limit:
            return card, held, limit
    return None
