"""Tysiąc's pack of 24 cards, its card points, marriages, the musik's value and the one
rounding helper, shared by the engine and its judge (TYS-R1, R2, R10, R12)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from scorekeep.core import cards as letters
from scorekeep.core.errors import Rejected
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RANKS = ("A", "10", "K", "Q", "J", "9")
"""High to low, in every suit and for trumps (TYS-R8)."""
NUMBERS = ("10", "9")
CARD_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
"""Card points of each rank (TYS-R1): 30 a suit, 120 the pack."""
PACK_POINTS = 120
SUITS = ("H", "D", "C", "S")
"""The marriages' suits, most valuable first."""
MARRIAGE_POINTS = {"H": 100, "D": 80, "C": 60, "S": 40}
ACE_MARRIAGE = "A"
IMPOSSIBLE_POINTS = frozenset({1, 119})
"""No set of cards is worth 1 or 119 (TYS-R2)."""
ROUNDINGS = ("nearest10", "nearest5", "down10", "up10", "none")


class Card(NamedTuple):
    rank: str
    suit: str

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"


def points_of(card: Card) -> int:
    return CARD_POINTS[card.rank]


def parse_card(text: str, field: str, languages: Sequence[str] = ("en",)) -> Card:
    """A card as ``AS``, ``10H``/``TH``, ``QD``, ``9♣`` or in the table's letters."""
    found = letters.card_of(str(text), tuple(languages), NUMBERS)
    if found is None or found[0] not in CARD_POINTS:
        raise Rejected(
            _("unknown card '{card}': Tysiąc has 9 10 J Q K A of S H D C (AS, 10H, QD, 9C)").format(
                card=text
            ),
            field=field,
            rule="TYS-R1",
        )
    return Card(found[0], found[1])


def parse_cards(text: Any, field: str, languages: Sequence[str] = ("en",)) -> tuple[Card, ...]:
    words = text if isinstance(text, list | tuple) else str(text).replace(",", " ").split()
    return tuple(parse_card(str(w), field, languages) for w in words)


def show(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def suit_word(suit: str) -> str:
    """A marriage's suit as a sheet prints it: ``♥``, or ``A`` for the four aces."""
    return letters.SYMBOL_OF.get(suit, suit)


def read_suits(text: Any, field: str, languages: Sequence[str] = ("en",)) -> tuple[str, ...]:
    """Marriage suits as typed: ``H``, ``HD``, ``♥♦``, ``H,D``, ``["H", "D"]``, ``A`` (the
    four aces); each as S H D C or A."""
    if isinstance(text, list | tuple):
        words = [str(w) for w in text]
    else:
        raw = str(text).replace(",", " ").replace("+", " ").strip()
        words = [w for part in raw.split() for w in _letters(part, languages)]
    suits: list[str] = []
    for word in words:
        if word.upper() == ACE_MARRIAGE:
            suits.append(ACE_MARRIAGE)
            continue
        suit = letters.suit_of(word, tuple(languages), words=True)
        if suit is None:
            raise Rejected(
                _("unknown marriage suit '{suit}': write S H D C (♠ ♥ ♦ ♣) or A").format(suit=word),
                field=field,
                rule="TYS-R6",
            )
        suits.append(suit)
    return tuple(suits)


def _letters(part: str, languages: Sequence[str]) -> list[str]:
    """``HD`` → ``H``, ``D``; a suit word (``kier``) stays whole."""
    if letters.suit_of(part, tuple(languages), words=True) is not None or part.upper() == "A":
        return [part]
    return list(part)


def marriage_value(suit: str, options: Mapping[str, Any]) -> int:
    if suit == ACE_MARRIAGE:
        return int(options.get("ace_marriage_points", 0))
    return MARRIAGE_POINTS[suit]


def musik_value(
    cards: Sequence[Card], options: Mapping[str, Any]
) -> tuple[int, int, tuple[str, ...]]:
    """TYS-R12: the musik's points for the sitter (50 an ace, a marriage at its value), its
    aces and its marriages."""
    aces = sum(1 for c in cards if c.rank == "A")
    held = {(c.rank, c.suit) for c in cards}
    marriages = tuple(s for s in SUITS if ("K", s) in held and ("Q", s) in held)
    ace = int(options.get("musik_ace_points", 50))
    return aces * ace + sum(MARRIAGE_POINTS[s] for s in marriages), aces, marriages


def musik_sums(options: Mapping[str, Any]) -> frozenset[int]:
    """Every value three cards of the pack can give the sitter (0, 40, 50 … 150)."""
    ace = int(options.get("musik_ace_points", 50))
    found = {0}
    for aces in range(4):
        found.add(aces * ace)
    for suit in SUITS:
        found.add(MARRIAGE_POINTS[suit])
        found.add(MARRIAGE_POINTS[suit] + ace)
    return frozenset(found)


def rounded(points: int, rounding: str) -> int:
    """TYS-R10: an opponent's card points as he writes them (points ≥ 0)."""
    if rounding == "nearest10":
        return 10 * ((points + 5) // 10)
    if rounding == "nearest5":
        return 5 * ((points + 2) // 5)
    if rounding == "down10":
        return 10 * (points // 10)
    if rounding == "up10":
        return -10 * (-points // 10)
    return points


def step_of(rounding: str) -> int:
    """The step a rounding writes in (1: none)."""
    return {"nearest10": 10, "nearest5": 5, "down10": 10, "up10": 10}.get(rounding, 1)


def beats(card: Card, best: Card, led: str, trump: str | None) -> bool:
    """TYS-R8: whether ``card`` beats the trick's best card so far."""
    if card.suit == best.suit:
        return RANKS.index(card.rank) < RANKS.index(best.rank)
    return trump is not None and card.suit == trump
