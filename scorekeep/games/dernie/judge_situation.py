"""What a Derniè dispute tells the judge, and what the seed says: reading the situation (a
card, the suit declared on a J or Jolly, DERNIE-R6; the seating order, R3) and the seed's words
for every option a verdict reads (DERNIE-R2, R5, R8, R9, R13, R25), named wherever the table's
option departs from them.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core import cards as card_letters
from scorekeep.core.cards import reading
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.inputs import read_names
from scorekeep.games.dernie import CARD_LANGUAGES
from scorekeep.games.dernie.cards import (
    LANGUAGES,
    Card,
    Suit,
    parse_card,
    parse_suit,
)
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

ACES_IN_PACK = 8


# --------------------------------------------------------------------------- inputs


def is_blank(value: Any) -> bool:
    return value is None or str(value).strip().lower() in ("", "null", "none", "-")


def card_langs(ctx: Context) -> tuple[str, ...]:
    """The letters the asker's language reads first (``judge --lang it``: ``7C`` is 7♥)."""
    return reading(CARD_LANGUAGES, ctx.language)


def read_card(inputs: Mapping[str, Any], key: str, langs: tuple[str, ...] = LANGUAGES) -> Card:
    field = "--" + key.replace("_", "-")
    value = inputs.get(key)
    if is_blank(value):
        raise Rejected(
            _("give the {what}, e.g. {field} 5C").format(what=key.replace("_", " "), field=field),
            field=field,
        )
    return parse_card(value, field, langs)


def read_declared(
    inputs: Mapping[str, Any], top: Card, langs: tuple[str, ...] = LANGUAGES
) -> Suit | None:
    raw = inputs.get("declared_suit")
    if is_blank(raw):
        return None
    suit = parse_suit(raw, "--declared-suit", langs)
    if not (top.is_joker or top.rank == "J"):
        raise Rejected(
            _(
                "declared_suit {suit} is impossible on top card {top}: only a J or "
                "JOKER on top carries a declared suit"
            ).format(suit=card_letters.suit_shown(suit, langs[0]), top=top),
            field="--declared-suit",
            rule="DERNIE-R6",
        )
    return suit


def read_players(value: Any) -> tuple[str, ...]:
    names = tuple(read_names(value, "--players"))
    if len(names) < 2:
        raise Rejected(
            _("give the players in seating order, at least two, e.g. --players A,B,C"),
            field="--players",
            rule="DERNIE-R3",
        )
    if len({n.casefold() for n in names}) != len(names):
        raise Rejected(
            _("a player is listed twice in {names}").format(names=", ".join(names)),
            field="--players",
        )
    return names


def table_option(ctx: Context, key: str, default: Any) -> Any:
    return ctx.options.get(key, default)


# --------------------------------------------------------------------------- the seed's words

SEED_READING: Mapping[str, Any] = {
    "seven_target": "previous",
    "seven_penalty_cards": 2,
    "ace_penalty_cards": 2,
    "ace_stacking": True,
    "honours_always_legal": True,
    "honours_after_jolly": "declared_suit",
    "missed_call_penalty_cards": 2,
    "jolly_points": 15,
    "ace_points": 11,
    "face_points": 10,
}
"""What the seed's words say for each option a verdict reads (the digest's DERNIE-R2, R5, R8,
R9, R13, R25): where the table's option says otherwise, the reason names it."""


def seed_words(key: str) -> str:
    """The seed's reading of an option, in the table's words."""
    words = {
        "seven_target": _("the player before the one who played the 7 draws"),
        "seven_penalty_cards": _("the victim of a 7 draws 2 cards"),
        "ace_penalty_cards": _("an Ace costs 2 cards"),
        "ace_stacking": _("the victim of an Ace may answer with an Ace"),
        "honours_always_legal": _("an honour may be played on any card"),
        "honours_after_jolly": _(
            "after a Jolly the next card may be of any value but of the declared suit"
        ),
        "missed_call_penalty_cards": _("a missed call costs 2 cards"),
        "jolly_points": _("a Jolly is worth 15"),
        "ace_points": _("an Ace is worth 11"),
        "face_points": _("a J, Q or K is worth 10"),
    }
    return words[key]


def _shown_value(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def seed_notes(ctx: Context, *keys: str) -> str:
    """ " By the table's option K = V; the seed's words: …" for every option among ``keys``
    that departs from the seed's reading; empty when none does."""
    notes = []
    for key in dict.fromkeys(keys):
        value = table_option(ctx, key, SEED_READING[key])
        if value != SEED_READING[key]:
            notes.append(
                " "
                + _("By the table's option {option} = {value}; the seed's words: {seed}.").format(
                    option=key, value=_shown_value(value), seed=seed_words(key)
                )
            )
    return "".join(notes)


def effect_keys(card: Card | None) -> tuple[str, ...]:
    """The options that shape what ``card`` does (R9, R13)."""
    if card is None:
        return ()
    if card.rank == "7":
        return ("seven_target", "seven_penalty_cards")
    if card.rank == "A":
        return ("ace_penalty_cards",)
    return ()
