"""The Deberc records: the pack's arithmetic worked out once per replay, the running evening
(totals, bajt counts, the hanging pot of DEBERC-R10, the end), a played hand as recorded, what
a round leaves each side, and the hand detail the sheets draw."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.game import NOTHING, Table
from scorekeep.core.record import NamedTuple
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.deberc import words as deberc_words
from scorekeep.games.jass import cards as jass

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

ANNULMENTS = ("four-sevens", "all-pass")
ENTRY_KEYS = frozenset(
    {"bidder", "trump", "dealer", "cards", "words", "no_tricks", "stopped_by", "annulled"}
)
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
NO_COMBINATIONS = deberc_words.Combinations()


class Pack(NamedTuple):
    """The ruleset's arithmetic and the seating, worked out once per replay: the most card
    points a round can hold with each trump, the last trick, the combination values, every
    side's members and the order of the sides from each dealer. Read-only."""

    maximum: Mapping[str, int]
    last_trick: int
    combinations: Mapping[str, int]
    sides: tuple[str, ...]
    members: Mapping[str, tuple[str, ...]]
    side_of: Mapping[str, str]
    orders: Mapping[str, tuple[str, ...]]

    @classmethod
    def of(cls, table: Table, cards: Mapping[str, Any]) -> Pack:
        n = len(table.players)
        return cls(
            {t: deberc_rules.pack_maximum(n, t, cards) for t in jass.SUITS},
            deberc_rules.last_trick(cards),
            deberc_rules.combination_values(cards),
            table.sides,
            {s: deberc_rules.members(table, s) for s in table.sides},
            {p: table.side_of(p) for p in table.players},
            {p: deberc_rules.sides_from_dealer(table, p) for p in table.players},
        )


class Evening(NamedTuple):
    """The running game: who deals next, totals, bajt counts, the hanging pot, the end."""

    dealer: str
    totals: tuple[tuple[str, int], ...]
    bajts: tuple[tuple[str, int], ...]
    pack: Pack
    pot: tuple[tuple[str, int, int], ...] = ()  # (side whose points hang, points, hand)
    hands: int = 0
    over: bool = False
    winner: str | None = None
    reason: str = ""
    rule: str = ""
    closed: bool = False
    sevens_redeals: int = 0  # four-sevens redeals since the start, while nothing else was dealt
    pot_points: int = 0  # the pot's sum, kept so that a long hanging run costs no more a hand

    @property
    def first_deal(self) -> bool:
        """Nothing but four-sevens redeals so far: the next deal is still the first."""
        return self.hands == self.sevens_redeals

    @property
    def hanging(self) -> int:
        return self.pot_points


class PlayedHand(NamedTuple):
    """A played hand as recorded, every field checked. ``cards`` is per player, or in team
    play per side, as the table gave it (DEBERC §4)."""

    bidder: str
    trump: str
    cards: dict[str, int]
    no_tricks: tuple[str, ...]
    stopped_by: str | None
    words: Mapping[str, Any]

    def side_cards(self, pack: Pack) -> dict[str, int]:
        """Each side's card points: as given per side, or its players' summed."""
        if all(s in self.cards for s in pack.sides):
            return {s: self.cards[s] for s in pack.sides}
        return {s: sum(self.cards[m] for m in pack.members[s]) for s in pack.sides}


class Penalty(NamedTuple):
    points: int
    why: str
    rule: str


class Settled(NamedTuple):
    """What a round leaves each side: records, bajt counts, the pot, penalties (R7…R10)."""

    result: str
    records: dict[str, int]
    bajts: dict[str, int]
    pot: tuple[tuple[str, int, int], ...]
    penalties: dict[str, list[Penalty]]
    pot_paid: dict[str, int]
    round_winner: str | None = None
    reference: int | None = None
    transfers: Mapping[str, int] = NOTHING
    bajt_number: int | None = None
    pot_points: int = 0


class GameEnd(NamedTuple):
    over: bool = False
    winner: str | None = None
    reason: str = ""
    rule: str = ""


class HandDetail(NamedTuple):
    """One hand for the sheet. ``kind``: played, stopped (DEBERC-R13), annulled (a redeal)
    or close; a redeal carries only the dealer, the result word, the pot and the bajts."""

    kind: str
    dealer: str = ""
    result: str = ""
    bidder: str = ""
    bidder_side: str = ""
    trump: str = ""
    points: Mapping[str, int] = NOTHING
    pot_before: int = 0
    pot: int = 0
    combinations: deberc_words.Combinations = NO_COMBINATIONS
    reference: int | None = None
    transfers: Mapping[str, int] = NOTHING
    bajt_number: int | None = None
    records: Mapping[str, int] = NOTHING
    penalties: Mapping[str, list[Penalty]] = NOTHING
    pot_paid: Mapping[str, int] = NOTHING
    round_winner: str | None = None
    bajts: Mapping[str, int] = NOTHING
    game_over: GameEnd | None = None
    next_dealer: str | None = None
