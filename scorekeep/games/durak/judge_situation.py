"""What a Durak dispute tells the judge: the situation's fields, and how each is read and
checked before a rule is applied (DURAK-R1, R5, R9, R11, R13).

Inputs arrive as strings from flags or typed from a ``--situation`` file; both are read here.
A situation that cannot happen (a card twice, a card not in the pack, the defender not seated
after the attacker) is refused as input; everything else gets a verdict.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scorekeep.core.cards import reading, suit_shown
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, resolve_name
from scorekeep.core.inputs import read_flag, read_int, read_names
from scorekeep.core.record import NamedTuple
from scorekeep.games.durak import CARD_LANGUAGES
from scorekeep.games.durak import round as durak_round
from scorekeep.games.durak.cards import (
    LANGUAGES,
    Card,
    Suit,
    beat_failure,
    parse_card,
    parse_suit,
    rank_name,
)
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# ----------------------------------------------------------------------------- input fields

TRUMP = Field("trump", help=N_("trump suit: C D H S or ♣ ♦ ♥ ♠"))
PLAYERS = Field("players", help=N_("active players in seat order (clockwise), e.g. A,B,C,D"))
ATTACKER = Field("attacker", help=N_("the player who led this round"))
DEFENDER = Field("defender", help=N_("the defender (the next active player after the attacker)"))
TABLE = Field(
    "table",
    help=N_(
        'attack/defence pairs in the order played, e.g. "9C/10C 9H/7D 9S" (a lone card is unbeaten)'
    ),
)
DISCARD_EMPTY = Field(
    "discard_empty",
    "flag",
    flag="--discard-empty",
    const=True,
    help=N_("the discard pile is still empty (first ceiling)"),
)
DISCARD_NONEMPTY = Field(
    "discard_empty",
    "flag",
    flag="--discard-nonempty",
    const=False,
    help=N_("the discard pile is not empty (the default)"),
)
DEFENDER_HAND = Field(
    "defender_hand",
    flag="--defender-cards",
    aliases=("--defender-hand",),
    help=N_("cards now in the defender's hand"),
)
WHO_THROWS = Field("who_throws", help=N_("all («Wszyscy») or neighbours («Sąsiedzi»)"))
CHEATING = Field("cheating", "flag", help=N_("«Sztuczki»: a wrong-rank throw may lie"))
TRANSFER = Field("transfer", "flag", help=N_("the transfer variant («przekładany») is played"))
DECK_SIZE = Field("deck_size", help=N_("36 or 52 cards"))
OPTION_FIELDS = (WHO_THROWS, CHEATING, TRANSFER, DECK_SIZE)
SEATS = (PLAYERS, ATTACKER, DEFENDER)

OUTCOMES = {
    "beaten": "beaten",
    "beaten_off": "beaten",
    "beaten-off": "beaten",
    "taken": "taken",
    "take": "taken",
    "biorę": "taken",
    "biore": "taken",
}
WHO_THROWS_WORDS = {
    "all": "all",
    "wszyscy": "all",
    "neighbours": "neighbours",
    "neighbors": "neighbours",
    "sąsiedzi": "neighbours",
    "sasiedzi": "neighbours",
}

CARD = Field("card", help=N_("the card in question, e.g. 10D, TD, 10♦"))
BY = Field("by", flag="--thrower", aliases=("--by",), help=N_("who throws the card"))
TAKEN = Field("taken", "flag", help=N_("the defender has already said «Biorę» (take)"))
ATTACK = Field("attack", help=N_("the attack card to cover"))
OUTCOME = Field("outcome", help=N_("beaten (covered, nobody throws more) or taken"))
THROW_ORDER = Field(
    "throw_order",
    help=N_("players in the order their first card reached the table, attacker first"),
)
HANDS = Field("hands", "pairs", help=N_("hand size per player, --hands Ania=4 (repeat)"))
TALON = Field("talon", help=N_("cards left in the talon, the trump card included"))
HAND_SIZE = Field("hand_size", help=N_("refill to this many cards (default: the ruleset's)"))
NEXT_HAND = Field(
    "next_defender_hand",
    flag="--next-defender-cards",
    aliases=("--next-defender-hand",),
    help=N_("cards in the new defender's hand"),
)

FIELDS = (
    TRUMP,
    PLAYERS,
    ATTACKER,
    DEFENDER,
    TABLE,
    DISCARD_EMPTY,
    DISCARD_NONEMPTY,
    DEFENDER_HAND,
    WHO_THROWS,
    CHEATING,
    TRANSFER,
    DECK_SIZE,
    CARD,
    BY,
    TAKEN,
    ATTACK,
    OUTCOME,
    THROW_ORDER,
    HANDS,
    TALON,
    HAND_SIZE,
    NEXT_HAND,
)
"""Every field a question reads."""

INPUT_KEYS = frozenset(f.key for f in FIELDS)

# ----------------------------------------------------------------------------- reading inputs


def read_words(value: Any) -> list[str]:
    if isinstance(value, list | tuple):
        return [str(v).strip() for v in value if str(v).strip()]
    return [w for w in re.split(r"[,\s]+", str(value)) if w]


def read_option(inputs: Mapping[str, Any], ctx: Context, key: str) -> Any:
    """An option in force: the situation's value when given (checked like ``--set``)."""
    if key not in inputs:
        return ctx.options.get(key)
    value = inputs[key]
    spec = ctx.ruleset.options.get(key)
    kind = spec.type if spec else "str"
    if kind == "bool":
        value = read_flag(value, "--" + key.replace("_", "-"))
    elif kind == "int":
        value = read_int(value, "--" + key.replace("_", "-"))
    elif key == "who_throws":
        word = str(value).strip().casefold()
        value = WHO_THROWS_WORDS.get(word, word)
    if spec is not None:
        try:
            value = spec.check(value)
        except Rejected as error:
            raise Rejected(error.message, field="--" + key.replace("_", "-")) from None
    return value


class Seats(NamedTuple):
    """Who sits where, as far as the situation says (players may be unknown: ``()``)."""

    players: tuple[str, ...]
    attacker: str | None
    defender: str | None

    @property
    def after_defender(self) -> str | None:
        if self.players and self.defender:
            return durak_round.seat_after(self.players, self.defender)
        return None

    def name(self, value: Any, field: str) -> str:
        if self.players:
            return resolve_name(str(value), self.players, field, "player")
        return str(value).strip()

    def same(self, a: str | None, b: str | None) -> bool:
        return a is not None and b is not None and a.casefold() == b.casefold()


def read_seats(inputs: Mapping[str, Any]) -> Seats:
    players = tuple(read_names(inputs["players"], "--players")) if "players" in inputs else ()
    if players:
        if len(players) < 2:
            raise Rejected(_("players: give at least two active players"), field="--players")
        folded = [p.casefold() for p in players]
        for name in players:
            if folded.count(name.casefold()) > 1:
                raise Rejected(_("{name} is listed twice").format(name=name), field="--players")
    seats = Seats(players, None, None)
    attacker = seats.name(inputs["attacker"], "--attacker") if inputs.get("attacker") else None
    defender = seats.name(inputs["defender"], "--defender") if inputs.get("defender") else None
    if players:
        if attacker and not defender:
            defender = durak_round.seat_after(players, attacker)
        elif defender and not attacker:
            attacker = durak_round.seat_after(players, defender, -1)
        elif attacker and defender and defender != durak_round.seat_after(players, attacker):
            raise Rejected(
                _(
                    "defender {defender} is not seated after the attacker {attacker} "
                    "(the next player after {attacker} is {next})"
                ).format(
                    defender=defender,
                    attacker=attacker,
                    next=durak_round.seat_after(players, attacker),
                ),
                field="--defender",
                rule="DURAK-R5",
            )
    elif attacker and defender and seats.same(attacker, defender):
        raise Rejected(
            _("defender {defender} cannot also be the attacker").format(defender=defender),
            field="--defender",
            rule="DURAK-R5",
        )
    return Seats(players, attacker, defender)


def refuse_unknown(inputs: Mapping[str, Any], ctx: Context) -> None:
    """A situation key that no question reads is a typo: refuse it rather than ignore it."""
    unknown = sorted(set(inputs) - INPUT_KEYS - set(ctx.ruleset.options))
    if unknown:
        raise Rejected(
            _("unknown input key '{key}' (keys: {keys}, or an option)").format(
                key=unknown[0], keys=", ".join(sorted(INPUT_KEYS))
            ),
            field="--situation",
        )


def read_deck_size(inputs: Mapping[str, Any], ctx: Context) -> int:
    refuse_unknown(inputs, ctx)
    return int(read_option(inputs, ctx, "deck_size") or 36)


def card_langs(ctx: Context) -> tuple[str, ...]:
    """The letters the asker's language reads first (``judge --lang uk``: ``Т♥`` is the ace)."""
    return reading(CARD_LANGUAGES, ctx.language)


def read_card(
    inputs: Mapping[str, Any],
    key: str,
    deck_size: int,
    flag: str = "",
    langs: tuple[str, ...] = LANGUAGES,
) -> Card:
    field = flag or "--" + key.replace("_", "-")
    if inputs.get(key) in (None, ""):
        raise Rejected(_("which card? give {field} CARD").format(field=field), field=field)
    return parse_card(inputs[key], deck_size, field, langs)


def _pair_tokens(item: Any) -> tuple[Any, Any]:
    if isinstance(item, list | tuple):
        if not 1 <= len(item) <= 2:
            raise Rejected(
                _("table pair {pair} must be [attack] or [attack, defence]").format(
                    pair=repr(item)
                ),
                field="--table",
            )
        return item[0], item[1] if len(item) == 2 else None
    attack, _sep, defence = str(item).partition("/")
    return attack, defence


def read_table(
    inputs: Mapping[str, Any],
    deck_size: int,
    trump: Suit | None,
    langs: tuple[str, ...] = LANGUAGES,
) -> durak_round.Table:
    """``"9C/10C 9H 9S"`` or ``[["9C", "10C"], ["9H", null]]``; every card at most once, and
    with the trump known every defence card must beat its attack card (DURAK-R11)."""
    raw = inputs.get("table")
    if raw is None or raw == "":
        return ()
    items = (
        raw if isinstance(raw, list | tuple) else [t for t in re.split(r"[,\s]+", str(raw)) if t]
    )
    pairs: list[durak_round.Pair] = []
    seen: set[Card] = set()
    for item in items:
        attack_text, defence_text = _pair_tokens(item)
        attack = parse_card(attack_text, deck_size, "--table", langs)
        defence = None
        if defence_text not in (None, "", "-"):
            defence = parse_card(defence_text, deck_size, "--table", langs)
        for card in (attack, defence):
            if card is None:
                continue
            if card in seen:
                raise Rejected(
                    _("{card} is already on the table (each card exists once)").format(card=card),
                    field="--table",
                    rule="DURAK-R1",
                )
            seen.add(card)
        if defence is not None and trump is not None:
            why = beat_failure(attack, defence, trump)
            if why:
                raise Rejected(
                    _("{defence} cannot have beaten {attack} with trump {trump} ({why})").format(
                        defence=defence,
                        attack=attack,
                        trump=suit_shown(trump, langs[0] if langs else "en"),
                        why=why,
                    ),
                    field="--table",
                    rule="DURAK-R11",
                )
        pairs.append(durak_round.Pair(attack, defence))
    return tuple(pairs)


def read_trump(
    inputs: Mapping[str, Any], required: bool, langs: tuple[str, ...] = LANGUAGES
) -> Suit | None:
    if inputs.get("trump") in (None, ""):
        if required:
            raise Rejected(_("which suit is trump? give --trump C|D|H|S"), field="--trump")
        return None
    return parse_suit(inputs["trump"], languages=langs)


def refuse_on_table(card: Card, table: durak_round.Table, field: str) -> None:
    if card in durak_round.table_cards(table):
        raise Rejected(
            _("{card} is already on the table").format(card=card), field=field, rule="DURAK-R1"
        )


def read_discard_empty(inputs: Mapping[str, Any]) -> bool:
    return read_flag(inputs.get("discard_empty", False), "--discard-empty")


def read_ceiling(inputs: Mapping[str, Any], ctx: Context) -> tuple[int, str]:
    top = int(read_option(inputs, ctx, "table_ceiling") or 6)
    first = int(read_option(inputs, ctx, "first_ceiling") or 5)
    if first > top:
        raise Rejected(
            _("first_ceiling {first} is above table_ceiling {table}").format(
                first=first, table=top
            ),
            field="--first-ceiling",
            rule="DURAK-R9",
        )
    empty = read_discard_empty(inputs)
    return durak_round.ceiling(empty, top, first), (
        _("the discard pile is still empty") if empty else _("the discard pile is not empty")
    )


def read_hands(inputs: Mapping[str, Any], players: Sequence[str]) -> dict[str, int]:
    raw = inputs.get("hands")
    if raw is None:
        raise Rejected(
            _("give every player's hand size, e.g. --hands Ania=4 --hands Ty=0"), field="--hands"
        )
    if isinstance(raw, str):
        items = [w.partition("=")[::2] for w in read_words(raw)]
        raw = dict(items)
    if not isinstance(raw, Mapping):
        raise Rejected(_("hands must map each player to a number of cards"), field="--hands")
    hands: dict[str, int] = {}
    for who, count in raw.items():
        name = resolve_name(str(who), players, "--hands", "player")
        hands[name] = read_int(count, "--hands")
    missing = [p for p in players if p not in hands]
    if missing:
        raise Rejected(
            _("give the hand size of {players} too").format(players=", ".join(missing)),
            field="--hands",
        )
    return hands


def read_outcome(inputs: Mapping[str, Any]) -> str:
    raw = str(inputs.get("outcome", "")).strip().casefold()
    if raw not in OUTCOMES:
        raise Rejected(
            _("outcome '{outcome}' must be beaten or taken").format(
                outcome=inputs.get("outcome", "")
            ),
            field="--outcome",
            rule="DURAK-R13",
        )
    return OUTCOMES[raw]


def need_seats(seats: Seats, what: str) -> tuple[tuple[str, ...], str]:
    if not seats.players or seats.defender is None:
        raise Rejected(
            _("{what}: give players (seat order) and the attacker or defender").format(what=what),
            field="--players",
        )
    return seats.players, seats.defender


def card_texts(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def rank_names(ranks: frozenset[int]) -> str:
    return ", ".join(rank_name(x) for x in sorted(ranks))
