"""A board's hand record: the deal as PBN writes it (``N:AKQ.T98.xxx.xx …``, §3.4.11), read
into the four hands, and shown as a club's hand record shows it. Pure."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge.seats import SEATS

RANKS = "AKQJT98765432"
SUITS = ("S", "H", "D", "C")


class HandRecord(NamedTuple):
    """The four hands, each four holdings in spades, hearts, diamonds, clubs order (cards
    high to low, ``T`` for the ten); ``first`` is the seat the PBN text starts with."""

    hands: Mapping[str, tuple[str, str, str, str]]
    first: str = "N"

    def pbn(self) -> str:
        """The ``Deal`` value, from North: ``N:AKQ.… …``."""
        return "N:" + " ".join(".".join(self.hands[seat]) for seat in SEATS)


def read_deal_tag(text: str) -> HandRecord | None:
    """The deal of a ``Deal`` tag when it gives all 52 cards, 13 to a hand, each once (else
    None: a results file's empty or partial deal)."""
    text = text.strip()
    if len(text) < 3 or text[1] != ":" or text[0].upper() not in SEATS:
        return None
    first = text[0].upper()
    parts = text[2:].split()
    if len(parts) != 4:
        return None
    start = SEATS.index(first)
    hands: dict[str, tuple[str, str, str, str]] = {}
    seen: set[str] = set()
    for offset, part in enumerate(parts):
        suits = part.upper().replace("10", "T").split(".")
        if len(suits) != 4 or sum(len(s) for s in suits) != 13:
            return None
        for suit, holding in zip(SUITS, suits, strict=True):
            for card in holding:
                if card not in RANKS or suit + card in seen:
                    return None
                seen.add(suit + card)
        ordered = tuple("".join(sorted(s, key=RANKS.index)) for s in suits)
        hands[SEATS[(start + offset) % 4]] = (ordered[0], ordered[1], ordered[2], ordered[3])
    return HandRecord(hands, first) if len(seen) == 52 else None


def holding_text(holding: str) -> str:
    """A holding as a hand record prints it: ``AKT2`` → ``A K 10 2``, a void as ``—``."""
    if not holding:
        return "—"
    return " ".join("10" if card == "T" else card for card in holding)


def lead_shown(lead: str) -> str:
    """An opening lead as the journal keeps it (``KH``, ``10S``) with its suit symbol, as a
    traveller prints it: ``K♥``, ``10♠``."""
    from scorekeep.core.cards import show

    return show(lead[:-1], lead[-1:])
