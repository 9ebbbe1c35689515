"""What a Derda or Deberc question is asked with, read alike in both games and alike from
flags (strings) and from a situation file (typed values): the card letters of the asker's
language, the trump suit (a letter, symbol or suit word), a card and a list of cards."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeep.core.cards import read_suit, reading
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.games.jass.cards import LANGUAGES, Card, parse_card, parse_cards
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def missing(value: Any) -> bool:
    """Not given: absent, or an empty or blank string."""
    return value is None or (isinstance(value, str) and not value.strip())


def langs_of(ctx: Context) -> tuple[str, ...]:
    """The letters the asker's language reads first (``judge --lang``)."""
    return reading(CARD_LANGUAGES, ctx.language)


def suit_input(value: Any, field: str = "--trump", langs: Sequence[str] = LANGUAGES) -> str:
    """A suit as S H D C from a letter, a symbol or a suit word of any card language."""
    if missing(value):
        raise Rejected(
            _("give the trump suit with {field} S|H|D|C").format(field=field), field=field
        )
    return read_suit(str(value), field, languages=tuple(langs), words=True, what="trump suit")


def card_input(value: Any, field: str, langs: Sequence[str] = LANGUAGES) -> Card:
    if missing(value):
        raise Rejected(
            _("give the card with {field}, e.g. {field} KH").format(field=field), field=field
        )
    return parse_card(str(value), field, langs)


def cards_input(value: Any, field: str, langs: Sequence[str] = LANGUAGES) -> list[Card]:
    """Cards written in one string (``"KS 7H JH"``, ``"D kier, 10S"``) or listed one by
    one; none when not given, blanks passed over. A card given twice is the question's to
    refuse (:func:`~scorekeep.games.jass.cards.check_distinct`), where it knows which
    cards may not meet."""
    if missing(value):
        return []
    if not isinstance(value, str | list | tuple):
        raise Rejected(_("{value} is not a list of cards").format(value=repr(value)), field=field)
    return parse_cards(value if isinstance(value, str) else [str(v) for v in value], field, langs)
