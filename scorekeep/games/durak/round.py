"""One Durak game move by move: the deal (DURAK-R3, R5), what may go on the table (R6-R10,
R18, R19), beating (R11), how a round closes (R12-R14), the refill (R15) and who attacks next
or who is the durak (R16, R17).

Plain functions over immutable values; the ``judge`` questions and the property tests both
play through them, so a verdict and a simulated game can never disagree.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.record import NamedTuple
from scorekeep.games.durak.cards import Card, Suit, beat_failure

THROW_RULES = {
    "defender_cannot_throw": "DURAK-R8",
    "not_attacker_lead": "DURAK-R6",
    "table_ceiling": "DURAK-R9",
    "hand_limit": "DURAK-R10",
    "rank_not_on_table": "DURAK-R7",
    "neighbours_restriction": "DURAK-R8",
    "after_take": "DURAK-R12",
}


class Pair(NamedTuple):
    """An attack card and the card that covered it (None while unbeaten)."""

    attack: Card
    defence: Card | None = None

    def cards(self) -> tuple[Card, ...]:
        return (self.attack,) if self.defence is None else (self.attack, self.defence)

    def __str__(self) -> str:
        return str(self.attack) if self.defence is None else f"{self.attack}/{self.defence}"


Table = tuple[Pair, ...]


def table_cards(table: Table) -> tuple[Card, ...]:
    """Every card on the table, attack then defence, pair by pair."""
    return tuple(card for pair in table for card in pair.cards())


def unbeaten(table: Table) -> int:
    return sum(1 for pair in table if pair.defence is None)


def open_ranks(table: Table) -> frozenset[int]:
    """DURAK-R7: every rank lying on the table, of an attack or a defence card."""
    return frozenset(card.rank for card in table_cards(table))


# --------------------------------------------------------------------------- seats


def seat_after(players: Sequence[str], name: str, steps: int = 1) -> str:
    return players[(players.index(name) + steps) % len(players)]


def first_with_cards(players: Sequence[str], start: str, active: frozenset[str]) -> str | None:
    """The first player from ``start`` on, clockwise, who is still in the game."""
    begin = players.index(start)
    for offset in range(len(players)):
        name = players[(begin + offset) % len(players)]
        if name in active:
            return name
    return None


# --------------------------------------------------------------------------- the deal


class Deal(NamedTuple):
    hands: Mapping[str, tuple[Card, ...]]
    talon: tuple[Card, ...]  # drawn from the front; the last card is the trump card
    trump: Suit


def deal(cards: Sequence[Card], players: Sequence[str], hand_size: int = 6) -> Deal:
    """DURAK-R3: ``hand_size`` cards each; the next card shows trump and lies under the talon.

    With every card dealt (6 players, 36 cards) the dealer's last card shows trump.
    """
    needed = len(players) * hand_size
    if needed > len(cards):
        raise ValueError(f"{len(players)} players need {needed} cards, the deck has {len(cards)}")
    hands = {p: tuple(cards[i * hand_size : (i + 1) * hand_size]) for i, p in enumerate(players)}
    rest = tuple(cards[needed:])
    if rest:
        return Deal(hands, rest[1:] + rest[:1], rest[0].suit)
    return Deal(hands, (), cards[needed - 1].suit)


def lowest_trump_holder(hands: Mapping[str, Sequence[Card]], trump: Suit) -> str | None:
    """DURAK-R5: who leads the first game — the holder of the lowest trump (None: nobody)."""
    best: tuple[int, str] | None = None
    for player, cards in hands.items():
        for card in cards:
            if card.suit == trump and (best is None or card.rank < best[0]):
                best = (card.rank, player)
    return best[1] if best else None


# --------------------------------------------------------------------------- throwing


def ceiling(discard_empty: bool, table_ceiling: int = 6, first_ceiling: int = 5) -> int:
    """DURAK-R9: attack cards allowed in a round; the lower one while the pile is empty."""
    return first_ceiling if discard_empty else table_ceiling


def throw_violations(
    table: Table,
    by: str,
    card: Card,
    *,
    attacker: str | None,
    defender: str | None,
    after_defender: str | None,
    defender_hand: int,
    ceiling: int,
    who_throws: str = "all",
    taken: bool = False,
    throw_after_take: bool = True,
) -> tuple[str, ...]:
    """Every reason ``by`` may not put ``card`` on the table now, in a fixed order (the first
    is the one a verdict names; see ``THROW_RULES`` for each one's rule).

    ``attacker``/``defender``/``after_defender`` may be None when the table is not known
    seat by seat; a check that needs an unknown seat is then not made (the caller says so).
    """
    found: list[str] = []
    if defender is not None and by == defender:
        found.append("defender_cannot_throw")
    if not table and attacker is not None and by != attacker:
        found.append("not_attacker_lead")
    if len(table) >= ceiling:
        found.append("table_ceiling")
    if unbeaten(table) + 1 > defender_hand:
        found.append("hand_limit")
    if table and card.rank not in open_ranks(table):
        found.append("rank_not_on_table")
    if (
        who_throws == "neighbours"
        and table
        and by not in (attacker, after_defender)
        and by != defender
        and card.rank != table[0].attack.rank
    ):
        found.append("neighbours_restriction")
    if taken and not throw_after_take:
        found.append("after_take")
    return tuple(found)


def cheat_allowed(violations: Sequence[str], cheating: bool) -> bool:
    """DURAK-R18: with «Sztuczki» a throw that breaks only the rank rule may lie."""
    return cheating and bool(violations) and all(v == "rank_not_on_table" for v in violations)


def withdraw(table: Table, card: Card) -> tuple[Table, Card | None]:
    """DURAK-R18: a noticed cheat card leaves the table; returns the card that covered it
    (back to the defender's hand) or None."""
    kept = tuple(pair for pair in table if pair.attack != card)
    covering = next((pair.defence for pair in table if pair.attack == card), None)
    return kept, covering


def transfer_failure(
    table: Table,
    card: Card,
    *,
    enabled: bool,
    active_players: int,
    ceiling: int,
    next_defender_hand: int | None,
) -> str | None:
    """DURAK-R19: the first reason the defender may not pass the attack on with ``card``.

    ``next_defender_hand`` is asked for only when every earlier check passes; None then
    raises ``LookupError`` so the caller can ask for it.
    """
    if not enabled:
        return "transfer_disabled"
    if any(pair.defence is not None for pair in table):
        return "already_beaten"
    if any(pair.attack.rank != card.rank for pair in table):
        return "rank_mismatch"
    if active_players <= 2:
        return "no_transfer_target"
    if len(table) + 1 > ceiling:
        return "table_ceiling"
    if next_defender_hand is None:
        raise LookupError("next_defender_hand")
    if len(table) + 1 > next_defender_hand:
        return "next_defender_hand"
    return None


def cover(table: Table, attack: Card, card: Card, trump: Suit) -> Table:
    """DURAK-R11: lay ``card`` on the unbeaten ``attack``; raises ValueError if it cannot."""
    index = next((i for i, p in enumerate(table) if p.attack == attack), None)
    if index is None or table[index].defence is not None:
        raise ValueError(f"{attack} is not an unbeaten attack card")
    why = beat_failure(attack, card, trump)
    if why:
        raise ValueError(f"{card} cannot beat {attack}: {why}")
    return (*table[:index], Pair(attack, card), *table[index + 1 :])


# --------------------------------------------------------------------------- round end


class RoundEnd(NamedTuple):
    to_discard: tuple[Card, ...]
    to_defender: tuple[Card, ...]
    discard_empty_after: bool


def close_round(table: Table, outcome: str, discard_empty: bool) -> RoundEnd:
    """DURAK-R13/R12/R14: beaten off → the whole table to the discard pile; taken → all of
    it, defence cards included, to the defender, and the pile stays as it was."""
    cards = table_cards(table)
    if outcome == "beaten":
        if unbeaten(table):
            raise ValueError("unbeaten")
        return RoundEnd(cards, (), False)
    return RoundEnd((), cards, discard_empty)


# --------------------------------------------------------------------------- refill


def draw_order(
    players: Sequence[str], defender: str, throw_order: Sequence[str]
) -> tuple[str, ...]:
    """DURAK-R15: attackers in the order their first card reached the table, then the
    defender, then the others clockwise from the defender. (After transfers the defender may
    have put a card down earlier in the round; they still draw as the defender.)"""
    order = [p for p in dict.fromkeys(throw_order) if p != defender]
    order.append(defender)
    for offset in range(1, len(players)):
        name = seat_after(players, defender, offset)
        if name not in order:
            order.append(name)
    return tuple(order)


def refill(
    order: Sequence[str], hands: Mapping[str, int], talon: int, hand_size: int
) -> tuple[dict[str, int], int]:
    """Each player in turn takes all they need before the next draws, while the talon lasts."""
    draws: dict[str, int] = {}
    for name in order:
        wanted = min(max(hand_size - hands[name], 0), talon)
        if wanted:
            draws[name] = wanted
            talon -= wanted
    return draws, talon


# --------------------------------------------------------------------------- next round


class NextRound(NamedTuple):
    game_over: bool
    attacker: str | None = None
    defender: str | None = None
    durak: str | None = None
    draw: tuple[str, ...] = ()


def next_round(
    players: Sequence[str], defender: str, outcome: str, hands: Mapping[str, int], talon: int
) -> NextRound:
    """DURAK-R16/R17. ``players`` are those in the game when the round began, seat order.

    A player is out once both their hand and the talon are empty. One left holding cards is
    the durak; nobody left is a draw among all of them.
    """
    active = frozenset(p for p in players if talon > 0 or hands[p] > 0)
    if len(active) == 1:
        return NextRound(True, durak=next(iter(active)))
    if not active:
        return NextRound(True, draw=tuple(players))
    start = defender if outcome == "beaten" else seat_after(players, defender)
    attacker = first_with_cards(players, start, active)
    assert attacker is not None
    following = first_with_cards(players, seat_after(players, attacker), active)
    return NextRound(False, attacker=attacker, defender=following)
