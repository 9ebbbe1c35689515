"""The jass family shared by Derda and Deberc: the 32-card pack, card orders, sequences
(words, combinations), trick winners and the duty to follow, trump and overtrump.

Card letters come from a table per language (English, Polish, Ukrainian), never by
look-alike characters: Cyrillic ``Т`` is the ace (туз) while Latin ``T`` is the ten, and
Polish ``D`` is the queen (dama) while a final ``D`` is diamonds.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence

from scorekeep.core import cards
from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.nearby import near_card
from scorekeep.core.record import NamedTuple
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7")
SUITS = ("S", "H", "D", "C")
SUIT_WORDS = cards.SUIT_NAMES
LANGUAGES = CARD_LANGUAGES
"""Card letters read in both jass games: English, Polish and Ukrainian (see core.cards)."""
NUMBERS = ("10", "9", "8", "7")


def suit_name(suit: str) -> str:
    """A suit as the table names it when it is trump (hearts, kiery, чирви, cuori)."""
    names = {"S": _("spades"), "H": _("hearts"), "D": _("diamonds"), "C": _("clubs")}
    return names.get(suit, suit)


TRUMP_ORDER = ("J", "9", "A", "10", "K", "Q", "8", "7")
PLAIN_ORDER = ("A", "10", "K", "Q", "J", "9", "8", "7")
SEQUENCE_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")


class Card(NamedTuple):
    """One card of the 32-card pack; compared and ordered as the pair (rank, suit)."""

    rank: str
    suit: str

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    @property
    def shown(self) -> str:
        """With its suit symbol (``Q♥``), as a sheet shows a card typed in another language."""
        return cards.show(self.rank, self.suit, LANGUAGES)


def parse_suit(text: str, field: str = "--trump", languages: Sequence[str] = LANGUAGES) -> str:
    """A trump suit: a letter or symbol (``H``, ``♥``); Polish words are Derda's own."""
    langs = tuple(languages)
    return cards.read_suit(
        str(text), field, languages=langs, words=langs != LANGUAGES, what="trump suit"
    )


def parse_card(token: str, field: str = "card", languages: Sequence[str] = LANGUAGES) -> Card:
    """A card in the table's letters (``languages`` as :func:`cards.reading` gives them):
    ``KH``, ``10S``, ``7♦``, Polish ``DD`` and ``W kier``, Ukrainian ``Т♥`` and ``Вчирви``."""
    raw = str(token).strip()
    if not raw:
        raise Unreadable(_("empty card"), field=field)
    langs = tuple(languages)
    suit = cards.suit_letters(langs).get(raw[-1])
    rank = _ranks(langs).get(raw[:-1])
    if suit is None or rank is None:
        found = cards.card_of(raw, langs, NUMBERS) if langs != LANGUAGES else None
        if found is None:
            raise Unreadable(
                _(
                    "unknown card '{token}' (write rank A K Q J 10 9 8 7 and suit "
                    "S H D C, e.g. KH, 10S, 7♦)"
                ).format(token=token)
                + near_card(token, RANKS),
                field=field,
            )
        rank, suit = found
    return Card(rank, suit)


@functools.lru_cache(maxsize=16)
def _ranks(languages: tuple[str, ...]) -> dict[str, str]:
    return {**{n: n for n in NUMBERS}, **cards.rank_letters(languages)}


def parse_cards(
    text: str | Iterable[str], field: str = "card", languages: Sequence[str] = LANGUAGES
) -> list[Card]:
    tokens = _tokens(text, languages) if isinstance(text, str) else list(text)
    return [parse_card(t, field, languages) for t in tokens if str(t).strip()]


def _tokens(text: str, languages: Sequence[str]) -> list[str]:
    """Cards split at spaces and commas; a suit word after a space joins the rank before it
    (``D kier`` is one card)."""
    tokens: list[str] = []
    words = tuple(languages) != LANGUAGES
    for token in re.split(r"[\s,]+", text.strip()):
        if words and tokens and cards.suit_word_of(token, languages) is not None:
            tokens[-1] += token
        else:
            tokens.append(token)
    return tokens


def read_back(entry: Mapping[str, Any], language: str) -> str:
    """What a table of another language wrote, as it was read, for the hand's line:
    ``  [♥; Ania K♥ Q♥ J♥]``; empty at an English table, whose sheet stays as it was."""
    if language == "en":
        return ""
    parts = []
    trump = entry.get("trump")
    if isinstance(trump, str) and trump in SUITS:
        parts.append(cards.SYMBOL_OF[trump])
    said = entry.get("words")
    if isinstance(said, Mapping):
        for player, items in said.items():
            listed = items if isinstance(items, list | tuple) else [items]
            shown = ", ".join(cards.with_symbols(str(i), LANGUAGES) for i in listed)
            parts.append(f"{player} {shown}")
    return f"  [{'; '.join(parts)}]" if parts else ""


def deck() -> tuple[Card, ...]:
    return tuple(Card(r, s) for s in SUITS for r in RANKS)


# --------------------------------------------------------------------------- sequences


class Run(NamedTuple):
    """A sequence of at least three cards of one suit in A K Q J 10 9 8 7 order."""

    suit: str
    cards: tuple[Card, ...]

    @property
    def length(self) -> int:
        return len(self.cards)

    @property
    def top(self) -> Card:
        return self.cards[0]

    @property
    def top_strength(self) -> int:
        """Higher for a higher end card (A highest)."""
        return len(SEQUENCE_ORDER) - SEQUENCE_ORDER.index(self.top.rank)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)


def parse_run(
    text: str | Iterable[str],
    field: str = "--words",
    minimum: int = 3,
    languages: Sequence[str] = LANGUAGES,
) -> Run:
    """Read a declared sequence; refuse gaps, mixed suits, repeats and short runs."""
    shown = text if isinstance(text, str) else " ".join(map(str, text))
    cards = parse_cards(text, field, languages)
    if len(set(cards)) != len(cards):
        repeated = next(c for c in cards if cards.count(c) > 1)
        raise Rejected(
            _("not a sequence: {card} repeated in '{shown}'").format(card=repeated, shown=shown),
            field=field,
        )
    if len(cards) < minimum:
        raise Rejected(
            _("not a sequence: '{shown}' has fewer than {minimum} cards").format(
                shown=shown, minimum=minimum
            ),
            field=field,
        )
    if len({c.suit for c in cards}) != 1:
        raise Rejected(
            _("not a sequence: mixed suits in '{shown}'").format(shown=shown), field=field
        )
    ordered = sorted(cards, key=lambda c: SEQUENCE_ORDER.index(c.rank))
    positions = [SEQUENCE_ORDER.index(c.rank) for c in ordered]
    if positions != list(range(positions[0], positions[0] + len(positions))):
        raise Rejected(_("not a sequence: gap in '{shown}'").format(shown=shown), field=field)
    return Run(ordered[0].suit, tuple(ordered))


def joined_run(a: Run, b: Run) -> Run | None:
    """The one run two runs of a suit make when they touch or overlap (``AS KS QS`` and
    ``JS 10S 9S`` are ``AS … 9S``); None when they are apart or of different suits."""
    if a.suit != b.suit:
        return None
    top_a, top_b = SEQUENCE_ORDER.index(a.top.rank), SEQUENCE_ORDER.index(b.top.rank)
    if top_a + a.length < top_b or top_b + b.length < top_a:
        return None
    first, last = min(top_a, top_b), max(top_a + a.length, top_b + b.length)
    return Run(a.suit, tuple(Card(rank, a.suit) for rank in SEQUENCE_ORDER[first:last]))


def one_run_message(player: str, a: Run, b: Run, whole: Run) -> str:
    """The refusal of a run declared in pieces, naming the run the pieces make (and the
    first card they share, when they overlap)."""
    shared = next((c for c in a.cards if c in b.cards), None)
    one_run = _(
        "'{a}' and '{b}' of {player} are one run, {whole}: declare it once at its full length"
    ).format(a=a, b=b, player=player, whole=whole)
    if shared is None:
        return one_run
    return _("same card {card} in two sequences of {player}: {one_run}").format(
        card=shared, player=player, one_run=one_run
    )


def refuse_pieces(player: str, runs: Sequence[Run], run: Run, field: str, rule: str) -> None:
    """Refuse ``run`` when it touches or overlaps one of the player's ``runs``: they are one
    run, declared once at its full length (DERDA-R2, DEBERC-R2)."""
    for earlier in runs:
        whole = joined_run(earlier, run)
        if whole is not None:
            raise Rejected(one_run_message(player, earlier, run, whole), field=field, rule=rule)


def refuse_marriage_word(
    player: str, again: bool, trump: str | None, refusals: tuple[str, str], field: str, rule: str
) -> None:
    """One belo or bella a player, and only with a trump named: ``refusals`` are the
    game's words (marked, not yet translated) for the second one and for the missing trump,
    formatted with ``{player}``."""
    twice, no_trump = refusals
    if again:
        raise Rejected(_(twice).format(player=player), field=field, rule=rule)
    if trump is None:
        raise Rejected(_(no_trump).format(player=player), field="--trump", rule=rule)


def refuse_taken_marriage(
    holder: str, trump: str, owner: Mapping[Card, str], refusal: str, field: str, rule: str
) -> None:
    """Refuse the belo or bella of ``holder`` when another player declared its king or queen
    of trump (``owner``: who declared each card); ``refusal`` words it with ``{player}``,
    ``{other}`` and ``{card}``."""
    for rank in ("K", "Q"):
        card = Card(rank, trump)
        other = owner.get(card)
        if other is not None and other != holder:
            raise Rejected(
                refusal.format(player=holder, other=other, card=card), field=field, rule=rule
            )


# --------------------------------------------------------------------------- play


def trick_winner(trump: str, cards: Sequence[Card]) -> int:
    """Index of the card that wins: the highest trump, else the highest of the led suit."""
    if not cards:
        raise Rejected(_("the trick is empty"), field="--trick")
    led = cards[0].suit
    best = 0
    for i, card in enumerate(cards[1:], 1):
        if _beats(card, cards[best], trump, led):
            best = i
    return best


def _beats(card: Card, other: Card, trump: str, led: str) -> bool:
    if card.suit == trump and other.suit != trump:
        return True
    if card.suit != other.suit:
        return False
    order = TRUMP_ORDER if card.suit == trump else PLAIN_ORDER
    if card.suit != trump and card.suit != led:
        return False
    return order.index(card.rank) < order.index(other.rank)


class Duty(NamedTuple):
    """Which cards may be played now, and the duty that decided it.

    ``reason``: ``lead`` (anything), ``follow`` (follow the led plain suit), ``overtrump``
    (trump led, a higher trump is held), ``trump`` (trump led, only lower trumps held),
    ``ruff`` (void in the led plain suit, must trump), ``free`` (neither suit nor trump).
    """

    legal: tuple[Card, ...]
    reason: str


def legal_cards(trump: str, trick: Sequence[Card], hand: Sequence[Card]) -> Duty:
    """Follow suit; on a trump lead beat the highest trump if able; void, trump if able."""
    if not trick:
        return Duty(tuple(hand), "lead")
    led = trick[0].suit
    trumps = [c for c in hand if c.suit == trump]
    if led == trump:
        if not trumps:
            return Duty(tuple(hand), "free")
        highest = min(TRUMP_ORDER.index(c.rank) for c in trick if c.suit == trump)
        higher = [c for c in trumps if TRUMP_ORDER.index(c.rank) < highest]
        if higher:
            return Duty(tuple(higher), "overtrump")
        return Duty(tuple(trumps), "trump")
    following = [c for c in hand if c.suit == led]
    if following:
        return Duty(tuple(following), "follow")
    if trumps:
        return Duty(tuple(trumps), "ruff")
    return Duty(tuple(hand), "free")


def check_distinct(cards: Sequence[Card], field: str) -> None:
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise Rejected(_("card {card} appears twice").format(card=card), field=field)
        seen.add(card)


def card_points(card: Card, trump: str, values: dict[str, dict[str, int]]) -> int:
    """Value of ``card`` from a ruleset's ``[cards]`` table (``trump`` and ``plain`` maps)."""
    table = values["trump" if card.suit == trump else "plain"]
    return int(table.get(card.rank, 0))
