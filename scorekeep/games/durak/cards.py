"""Durak cards: the 36- or 52-card pack (DURAK-R1), card tokens, rank order and who beats
what (DURAK-R2, DURAK-R11). Pure values, no game state."""

from __future__ import annotations

import enum
from collections.abc import Iterable

from scorekeep.core import cards
from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.nearby import near_card
from scorekeep.core.record import NamedTuple
from scorekeep.games.durak import CARD_LANGUAGES
from scorekeep.i18n import _


class Suit(enum.StrEnum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"


LANGUAGES = CARD_LANGUAGES
RANK_VALUES = {"J": 11, "Q": 12, "K": 13, "A": 14, "10": 10}
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
LOWEST_RANK = {36: 6, 52: 2}


class Card(NamedTuple):
    """One card; ``rank`` 2-14 (J 11, Q 12, K 13, A 14)."""

    rank: int
    suit: Suit

    def __str__(self) -> str:
        return f"{rank_name(self.rank)}{self.suit.value}"

    @property
    def shown(self) -> str:
        """With its suit symbol (``A♥``), as a verdict shows a card typed in another language."""
        return cards.show(rank_name(self.rank), self.suit.value)


def rank_name(rank: int) -> str:
    return RANK_NAMES.get(rank, str(rank))


def deck(size: int = 36) -> tuple[Card, ...]:
    """DURAK-R1: 6 to A in four suits, or 2 to A with ``deck_size = 52``; each card once."""
    low = LOWEST_RANK.get(size)
    if low is None:
        raise Rejected(
            _("deck_size {size} is not a Durak pack; use 36 or 52").format(size=size),
            field="deck_size",
            rule="DURAK-R1",
        )
    return tuple(Card(rank, suit) for suit in Suit for rank in range(low, 15))


NUMBERS = ("10", "9", "8", "7", "6", "5", "4", "3", "2")


def parse_card(
    text: object,
    deck_size: int = 36,
    field: str = "--card",
    languages: tuple[str, ...] = LANGUAGES,
) -> Card:
    """``10D``, ``TD``, ``10♦``, ``qs`` — rank then suit, case-insensitive (DURAK-R1); at a
    Ukrainian table ``Т♥`` (туз), ``В♠`` (валет), Latin ``T`` the ace too; Polish ``D♣``."""
    raw = str(text).strip()
    suit = cards.suit_of(raw[-1:], languages)
    rank_text = (
        cards.rank_of(raw[:-1], languages, NUMBERS) if raw[:-1] == raw[:-1].strip() else None
    )
    if (suit is None or rank_text is None) and languages != LANGUAGES:
        found = cards.card_of(raw, languages, NUMBERS)
        rank_text, suit = found if found else (None, None)
    if suit is None or rank_text is None:
        raise Unreadable(
            _(
                "unknown card '{card}': write rank 2-10, J, Q, K, A (T = 10) and suit "
                "C, D, H, S or ♣ ♦ ♥ ♠, e.g. 10D, QS, 7♦"
            ).format(card=raw)
            + near_card(raw, ("A", "K", "Q", "J", *NUMBERS)),
            field=field,
            rule="DURAK-R1",
        )
    rank = RANK_VALUES.get(rank_text) or int(rank_text)
    card = Card(rank, Suit(suit))
    low = LOWEST_RANK.get(deck_size, 6)
    if rank < low:
        raise Rejected(
            _("{card} is not in the deck: the {size}-card pack runs from {low} to A").format(
                card=card, size=deck_size, low=rank_name(low)
            ),
            field=field,
            rule="DURAK-R1",
        )
    return card


def parse_suit(
    text: object, field: str = "--trump", languages: tuple[str, ...] = LANGUAGES
) -> Suit:
    """The trump suit (:func:`scorekeep.core.cards.read_suit`), refused as DURAK-R2; at a
    table of another language its suit words too (``чирви``)."""
    return Suit(
        cards.read_suit(
            str(text), field, languages=languages, words=languages != LANGUAGES, rule="DURAK-R2"
        )
    )


def beat_failure(attack: Card, card: Card, trump: Suit | None) -> str | None:
    """DURAK-R11: why ``card`` cannot cover ``attack`` (None when it can).

    ``not_higher`` (same suit, not higher), ``wrong_suit`` (another non-trump suit),
    ``trump_needs_higher_trump`` (a trump attack and a non-trump card).
    """
    if card.suit == attack.suit:
        return None if card.rank > attack.rank else "not_higher"
    if trump is not None and attack.suit == trump:
        return "trump_needs_higher_trump"
    if trump is not None and card.suit == trump:
        return None
    return "wrong_suit"


def lowest(cards: Iterable[Card]) -> Card | None:
    ordered = sorted(cards, key=lambda c: (c.rank, c.suit.value))
    return ordered[0] if ordered else None
