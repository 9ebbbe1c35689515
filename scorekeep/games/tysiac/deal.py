"""One Tysiąc record read and checked, check by check, each refusal naming its field and
rule (digest §9; TYS-R1…R6, R10…R12): a played deal, a bomb or a redeal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected
from scorekeep.core.game import (
    Context,
)
from scorekeep.core.record import NamedTuple
from scorekeep.games.tysiac import CARD_LANGUAGES
from scorekeep.games.tysiac.cards import (
    ACE_MARRIAGE,
    IMPOSSIBLE_POINTS,
    PACK_POINTS,
    marriage_value,
    musik_sums,
    musik_value,
    parse_cards,
    read_suits,
    show,
    suit_word,
)
from scorekeep.games.tysiac.state import (
    active_players,
    is_int,
    option,
    sitter_of,
)
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


ENTRY_KEYS = (
    "bidder",
    "bid",
    "cards",
    "marriages",
    "held",
    "musik",
    "bomb",
    "annulled",
    "dealer",
    "note",
)
ANNULMENTS = ("redeal",)
CEILING = PACK_POINTS + 280
"""The most any hand may bid: 120 and all four marriages (the ace marriage on top)."""


class Deal(NamedTuple):
    """One record, read and checked."""

    kind: str
    dealer: str
    sitter: str
    bidder: str = ""
    bid: int = 0
    cards: Mapping[str, int] = {}
    marriages: Mapping[str, tuple[str, ...]] = {}
    musik: int = 0


def player_of(value: Any, ctx: Context, field: str, rule: str) -> str:
    players = ctx.table.players
    if not isinstance(value, str) or value not in players:
        raise Rejected(
            _("unknown player '{name}' (players: {players})").format(
                name=value, players=", ".join(players)
            ),
            field=field,
            rule=rule,
        )
    return value


def _mapping(entry: Mapping[str, Any], key: str, field: str, rule: str) -> Mapping[str, Any]:
    value = entry.get(key, {})
    if not isinstance(value, Mapping):
        raise Rejected(
            _("{key} must be a table of player = value, not {value}").format(
                key=key, value=repr(value)
            ),
            field=field,
            rule=rule,
        )
    return value


def read_deal(entry: Mapping[str, Any], ctx: Context, dealer: str) -> Deal:
    """Validate one record check by check (digest §9): the first failing check wins.
    Used for command-line entries and hand-edited journals alike."""
    unknown = sorted(set(entry) - set(ENTRY_KEYS))
    if unknown:
        raise Rejected(
            _("unknown field '{key}' in a Tysiąc deal (fields: {fields})").format(
                key=unknown[0], fields=", ".join(ENTRY_KEYS)
            ),
            field=unknown[0],
        )
    sitter = sitter_of(dealer, ctx)
    if "annulled" in entry:
        kind = entry["annulled"]
        if kind not in ANNULMENTS:
            raise Rejected(
                _("unknown annulment '{kind}' (write redeal)").format(kind=kind),
                field="--annul",
                rule="TYS-R17",
            )
        return Deal("redeal", dealer, sitter)
    if "bomb" in entry:
        return _bomb(entry, ctx, dealer, sitter)
    bidder = _active(entry.get("bidder"), ctx, sitter, "--bidder", "TYS-R9")
    bid = _bid(entry, ctx)
    marriages = _marriages(entry, ctx, bidder, sitter)
    cards = _cards(entry, ctx, sitter)
    _limit(entry, ctx, bidder, bid, marriages)
    musik = _musik(entry, ctx)
    return Deal("played", dealer, sitter, bidder, bid, cards, marriages, musik)


def _active(value: Any, ctx: Context, sitter: str, field: str, rule: str) -> str:
    if value is None:
        raise Rejected(
            _("who won the auction? give --bidder PLAYER (or --bomb PLAYER)"),
            field=field,
            rule=rule,
        )
    player = player_of(value, ctx, field, rule)
    if player == sitter:
        raise Rejected(
            _("{player} deals and sits out this deal").format(player=player),
            field=field,
            rule="TYS-R12",
        )
    return player


def _bid(entry: Mapping[str, Any], ctx: Context, required: bool = True) -> int:
    value: Any = entry.get("bid")
    if value is None and not required:
        return 0
    if not is_int(value):
        raise Rejected(
            _("give the bid as a whole number (--bid 120), not {value}").format(value=repr(value)),
            field="--bid",
            rule="TYS-R3",
        )
    low = int(option(ctx, "min_bid", 100))
    step = int(option(ctx, "bid_step", 10)) or 1
    if value < low:
        raise Rejected(
            _("bid {bid} is below the opening bid {low}").format(bid=value, low=low),
            field="--bid",
            rule="TYS-R3",
        )
    if value % step:
        raise Rejected(
            _("bid {bid} is not a multiple of {step}").format(bid=value, step=step),
            field="--bid",
            rule="TYS-R3",
        )
    if value > CEILING + int(option(ctx, "ace_marriage_points", 0)):
        raise Rejected(
            _("bid {bid} is more than the pack holds ({most})").format(
                bid=value, most=CEILING + int(option(ctx, "ace_marriage_points", 0))
            ),
            field="--bid",
            rule="TYS-R4",
        )
    return int(value)


def _bomb(entry: Mapping[str, Any], ctx: Context, dealer: str, sitter: str) -> Deal:
    bomber = _active(entry.get("bomb"), ctx, sitter, "--bomb", "TYS-R11")
    flags = {"cards": "--cards", "marriages": "--marriage", "held": "--held"}
    for key, flag in flags.items():
        if key in entry:
            raise Rejected(
                _("a bomb is not played: give no {flag} with --bomb").format(flag=flag),
                field=flag,
                rule="TYS-R11",
            )
    if entry.get("bidder") not in (None, bomber):
        raise Rejected(
            _("the bomb is the bidder's: {bidder} and {bomber} differ").format(
                bidder=entry["bidder"], bomber=bomber
            ),
            field="--bomb",
            rule="TYS-R11",
        )
    bid = _bid(entry, ctx, required=False)
    musik = _musik(entry, ctx)
    return Deal("bomb", dealer, sitter, bomber, bid, {}, {}, musik)


def _marriages(
    entry: Mapping[str, Any], ctx: Context, bidder: str, sitter: str
) -> dict[str, tuple[str, ...]]:
    given = _mapping(entry, "marriages", "--marriage", "TYS-R6")
    languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
    found: dict[str, tuple[str, ...]] = {}
    declared: dict[str, list[str]] = {}
    for who, suits in given.items():
        player = player_of(who, ctx, "--marriage", "TYS-R6")
        if player == sitter:
            raise Rejected(
                _("{player} sits out this deal and declares no marriage").format(player=player),
                field="--marriage",
                rule="TYS-R12",
            )
        read = read_suits(suits, "--marriage", languages)
        for suit in read:
            declared.setdefault(suit, []).append(player)
        if read and player != bidder and not option(ctx, "opponent_marriages", True):
            raise Rejected(
                _("marriages of non-bidders do not count here (opponent_marriages = false)"),
                field="--marriage",
                rule="TYS-R10",
            )
        if ACE_MARRIAGE in read and not int(option(ctx, "ace_marriage_points", 0)):
            raise Rejected(
                _("the four aces are no marriage here (ace_marriage_points = 0)"),
                field="--marriage",
                rule="TYS-R6",
            )
        if read:
            found[player] = read
    for suit, players in declared.items():
        if len(players) > 1:
            raise Rejected(
                _("the {suit} marriage is declared twice ({players})").format(
                    suit=suit_word(suit), players=", ".join(players)
                ),
                field="--marriage",
                rule="TYS-R6",
            )
    return found


def _cards(entry: Mapping[str, Any], ctx: Context, sitter: str) -> dict[str, int]:
    given = _mapping(entry, "cards", "--cards", "TYS-R1")
    active = active_players(ctx, sitter)
    for who in given:
        player = player_of(who, ctx, "--cards", "TYS-R1")
        if player == sitter:
            raise Rejected(
                _("{player} sits out this deal and takes no cards").format(player=player),
                field="--cards",
                rule="TYS-R12",
            )
    missing = [p for p in active if p not in given]
    if missing:
        raise Rejected(
            _("missing: the card points of {players}; give --cards {first}=N").format(
                players=", ".join(missing), first=missing[0]
            ),
            field="--cards",
            rule="TYS-R1",
        )
    cards: dict[str, int] = {}
    for player in active:
        value = given[player]
        if not is_int(value) or value < 0 or value > PACK_POINTS:
            raise Rejected(
                _("{player}={value}: card points are a whole number from 0 to 120").format(
                    player=player, value=repr(value)
                ),
                field="--cards",
                rule="TYS-R1",
            )
        if value in IMPOSSIBLE_POINTS:
            raise Rejected(
                _("{player}={value}: no set of cards is worth {value}").format(
                    player=player, value=value
                ),
                field="--cards",
                rule="TYS-R2",
            )
        cards[player] = int(value)
    total = sum(cards.values())
    exact = len(active) == 3 or str(option(ctx, "two_player_total", "at_most")) == "exact"
    if exact and total != PACK_POINTS:
        raise Rejected(
            _("card points must total 120 (got {total})").format(total=total),
            field="--cards",
            rule="TYS-R1",
        )
    if total > PACK_POINTS:
        raise Rejected(
            _("card points must total at most 120 (got {total})").format(total=total),
            field="--cards",
            rule="TYS-R1",
        )
    return cards


def bid_limit(held: Sequence[str], options: Mapping[str, Any]) -> int:
    """TYS-R4: the highest bid a hand holding these marriages may make."""
    mode = str(options.get("bid_limit", "marriages"))
    ceiling = CEILING + int(options.get("ace_marriage_points", 0))
    if mode == "none" or (mode == "any_marriage" and held):
        return ceiling
    if mode == "any_marriage":
        return PACK_POINTS
    return PACK_POINTS + sum(marriage_value(s, options) for s in set(held))


def _limit(
    entry: Mapping[str, Any],
    ctx: Context,
    bidder: str,
    bid: int,
    marriages: Mapping[str, tuple[str, ...]],
) -> None:
    held: tuple[str, ...]
    if "held" in entry:
        languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
        held = read_suits(entry["held"], "--held", languages)
        for suit in held:
            other = next((p for p, s in marriages.items() if p != bidder and suit in s), None)
            if other is not None:
                raise Rejected(
                    _("{bidder} cannot have held the {suit} marriage: {other} declared it").format(
                        bidder=bidder, suit=suit_word(suit), other=other
                    ),
                    field="--held",
                    rule="TYS-R4",
                )
        held = tuple(dict.fromkeys((*held, *marriages.get(bidder, ()))))
    else:
        held = marriages.get(bidder, ())
    limit = bid_limit(held, ctx.options)
    if bid <= limit:
        return
    if not held:
        raise Rejected(
            _(
                "bid {bid} needs a marriage held at the auction (limit {limit}); give --held "
                "SUIT if he held one"
            ).format(bid=bid, limit=limit),
            field="--bid",
            rule="TYS-R4",
        )
    parts = " + ".join(f"{suit_word(s)} {marriage_value(s, ctx.options)}" for s in held)
    raise Rejected(
        _("bid {bid} exceeds {limit} (120 + {parts})").format(bid=bid, limit=limit, parts=parts),
        field="--bid",
        rule="TYS-R4",
    )


def _musik(entry: Mapping[str, Any], ctx: Context) -> int:
    if "musik" not in entry:
        return 0
    if len(ctx.table.players) != 4:
        raise Rejected(
            _("only with four players does the sitter score the musik"),
            field="--musik",
            rule="TYS-R12",
        )
    if not option(ctx, "sitter_scores_musik", True):
        raise Rejected(
            _("the sitter does not score the musik here (sitter_scores_musik = false)"),
            field="--musik",
            rule="TYS-R12",
        )
    value = entry["musik"]
    if is_int(value):
        allowed = musik_sums(ctx.options)
        if value not in allowed:
            raise Rejected(
                _("a musik is worth one of {values}, not {value}").format(
                    values=", ".join(str(v) for v in sorted(allowed)), value=value
                ),
                field="--musik",
                rule="TYS-R12",
            )
        return int(value)
    languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
    cards = parse_cards(value, "--musik", languages)
    if len(cards) != 3 or len(set(cards)) != 3:
        raise Rejected(
            _("the musik is three different cards, not '{cards}'").format(cards=show(cards)),
            field="--musik",
            rule="TYS-R12",
        )
    return musik_value(cards, ctx.options)[0]
