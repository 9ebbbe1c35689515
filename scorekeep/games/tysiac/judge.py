"""Tysiąc disputes settled by rule: ``bid`` (TYS-R3, R4), ``marriage`` (TYS-R6), ``play``
(TYS-R7), ``trick`` (TYS-R8), ``barrel`` (TYS-R13, R14), ``musik`` (TYS-R12) and
``rounding`` (TYS-R10). Where the table's option departs from the common rule the reason
names the option."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, Question, Verdict
from scorekeep.core.inputs import read_flag, read_int
from scorekeep.games.tysiac import CARD_LANGUAGES
from scorekeep.games.tysiac.cards import (
    MARRIAGE_POINTS,
    RANKS,
    SUITS,
    Card,
    beats,
    musik_value,
    parse_card,
    parse_cards,
    rounded,
    show,
    suit_word,
)
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _langs(ctx: Context) -> tuple[str, ...]:
    return card_letters.reading(CARD_LANGUAGES, ctx.language)


def _hand(inputs: Mapping[str, Any], ctx: Context, key: str = "hand") -> tuple[Card, ...]:
    raw = inputs.get(key, "")
    cards = parse_cards(raw, "--" + key, _langs(ctx)) if raw not in (None, "") else ()
    if len(set(cards)) != len(cards):
        raise Rejected(
            _("a card is given twice in {cards}").format(cards=show(cards)), field="--" + key
        )
    return cards


def _trump(inputs: Mapping[str, Any], ctx: Context) -> str | None:
    raw = inputs.get("trump")
    if raw in (None, "") or str(raw).strip().lower() in ("none", "-", "brak", "немає"):
        return None
    return card_letters.read_suit(raw, "--trump", languages=_langs(ctx), what="trump suit")


def _pairs(cards: Sequence[Card]) -> tuple[str, ...]:
    held = {(c.rank, c.suit) for c in cards}
    return tuple(s for s in SUITS if ("K", s) in held and ("Q", s) in held)


def _option(ctx: Context, key: str, default: Any) -> Any:
    return ctx.options.get(key, default)


def _departs(ctx: Context, key: str, default: Any) -> str:
    """`` (this table: key = value; the common rule: default)`` where the table departs."""
    value = _option(ctx, key, default)
    if value == default:
        return ""
    return " " + _("(this table: {key} = {value}; the common rule: {default})").format(
        key=key, value=str(value).lower(), default=str(default).lower()
    )


# ----------------------------------------------------------------------------- bid


def bid(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    from scorekeep.games.tysiac.deal import bid_limit

    amount = read_int(inputs.get("bid"), "--bid")
    previous = read_int(inputs.get("previous", 0) or 0, "--previous")
    hand = _hand(inputs, ctx)
    pairs = _pairs(hand)
    aces = sum(1 for c in hand if c.rank == "A") == 4
    held: tuple[str, ...] = (
        *pairs,
        *(("A",) if aces and _option(ctx, "ace_marriage_points", 0) else ()),
    )
    most = bid_limit(held, ctx.options)
    low = int(_option(ctx, "min_bid", 100))
    step = int(_option(ctx, "bid_step", 10)) or 1
    reason = ""
    rule = "TYS-R4"
    if amount < low:
        reason, rule = _("the auction opens at {low}").format(low=low), "TYS-R3"
    elif amount % step:
        reason = _("bids rise in steps of {step}").format(step=step) + _departs(ctx, "bid_step", 10)
        rule = "TYS-R3"
    elif previous and amount <= previous:
        reason = _("a bid must be higher than the last one, {previous}").format(previous=previous)
        rule = "TYS-R3"
    elif amount > most:
        marriages = ", ".join(f"{suit_word(s)} {MARRIAGE_POINTS[s]}" for s in pairs)
        reason = (
            _("his hand allows at most {most} (120 + {marriages})").format(
                most=most, marriages=marriages
            )
            if pairs
            else _("without a marriage in his hand he may bid no more than {most}").format(
                most=most
            )
        ) + _departs(ctx, "bid_limit", "marriages")
    legal = not reason
    if legal:
        reason = _("{bid} is within what his hand allows ({most})").format(bid=amount, most=most)
        reason += _departs(ctx, "bid_limit", "marriages")
    return Verdict(
        _("legal") if legal else _("not allowed"),
        {"legal": legal, "max": most, "reason": reason},
        rule,
        reason,
        ("TYS-R3", "TYS-R4"),
    )


# ----------------------------------------------------------------------------- marriage


def marriage(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    hand = _hand(inputs, ctx)
    card = parse_card(str(inputs.get("card", "")), "--card", _langs(ctx))
    on_lead = read_flag(inputs.get("on_lead", False), "--on-lead")
    trick = read_int(inputs.get("trick", 1) or 1, "--trick", low=1, high=12)
    first = bool(_option(ctx, "first_trick_marriage", True))
    partner = Card("Q" if card.rank == "K" else "K", card.suit)
    reason = ""
    if card not in hand:
        raise Rejected(
            _("{card} is not in the hand {hand}").format(card=card, hand=show(hand)),
            field="--card",
        )
    if card.rank not in ("K", "Q"):
        reason = _("a marriage is declared by leading its king or queen, not {card}").format(
            card=card
        )
    elif partner not in hand:
        reason = _("he does not hold {partner}, the other half of the pair").format(partner=partner)
    elif not on_lead:
        reason = _("only the player on lead may declare a marriage")
    elif trick == 1 and not first:
        reason = _("no marriage on the first trick here") + _departs(
            ctx, "first_trick_marriage", True
        )
    valid = not reason
    points = MARRIAGE_POINTS[card.suit] if valid else 0
    if valid:
        reason = _("{suit} marriage: {points}; {suit} is trump from now on").format(
            suit=suit_word(card.suit), points=points
        ) + _departs(ctx, "first_trick_marriage", True)
    return Verdict(
        _("valid") if valid else _("not valid"),
        {"valid": valid, "points": points, "trump": card.suit if valid else None},
        "TYS-R6",
        reason,
    )


# ----------------------------------------------------------------------------- play and trick


def legal_cards(
    hand: Sequence[Card], trick: Sequence[Card], trump: str | None, ctx: Context
) -> list[Card]:
    """TYS-R7 with ``must_beat`` and ``must_trump``."""
    if not trick:
        return list(hand)
    must_beat = bool(_option(ctx, "must_beat", True))
    must_trump = bool(_option(ctx, "must_trump", True))
    led = trick[0].suit
    follow = [c for c in hand if c.suit == led]
    if follow:
        if not must_beat:
            return follow
        top = [c for c in trick if c.suit == led]
        best = min(top, key=lambda c: RANKS.index(c.rank))
        higher = [c for c in follow if beats(c, best, led, None)]
        return higher or follow
    trumps = [c for c in hand if trump is not None and c.suit == trump]
    if trumps and must_trump:
        if not must_beat:
            return trumps
        in_trick = [c for c in trick if c.suit == trump]
        if not in_trick:
            return trumps
        best = min(in_trick, key=lambda c: RANKS.index(c.rank))
        over = [c for c in trumps if beats(c, best, led, trump)]
        return over or trumps
    return list(hand)


def play(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    trump = _trump(inputs, ctx)
    trick = _hand(inputs, ctx, "trick")
    hand = _hand(inputs, ctx)
    card = parse_card(str(inputs.get("card", "")), "--card", _langs(ctx))
    if card not in hand:
        raise Rejected(
            _("{card} is not in the hand {hand}").format(card=card, hand=show(hand)),
            field="--card",
        )
    if len(trick) > 2:
        raise Rejected(_("a trick holds at most three cards"), field="--trick")
    if set(trick) & set(hand):
        raise Rejected(_("a card in the trick is also in the hand"), field="--trick")
    allowed = legal_cards(hand, trick, trump, ctx)
    legal = card in allowed
    if legal:
        reason = _("{card} may be played").format(card=card)
    else:
        reason = _("{card} may not be played: the legal cards are {cards}").format(
            card=card, cards=show(allowed)
        )
    reason += _departs(ctx, "must_beat", True) + _departs(ctx, "must_trump", True)
    return Verdict(
        _("legal") if legal else _("not legal"),
        {"legal": legal, "legal_cards": [str(c) for c in allowed]},
        "TYS-R7",
        reason,
    )


def trick(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    trump = _trump(inputs, ctx)
    cards = _hand(inputs, ctx, "trick")
    if not cards:
        raise Rejected(_("give the cards of the trick in the order played"), field="--trick")
    led = cards[0].suit
    best = 0
    for index, card in enumerate(cards[1:], start=1):
        if beats(card, cards[best], led, trump):
            best = index
    winner = cards[best]
    reason = (
        _("{card} is the highest trump").format(card=winner)
        if trump is not None and winner.suit == trump
        else _("{card} is the highest card of the led suit").format(card=winner)
    )
    return Verdict(
        _("card {n} wins ({card})").format(n=best + 1, card=winner),
        {"winner": best, "card": str(winner)},
        "TYS-R8",
        reason,
    )


# ----------------------------------------------------------------------------- barrel


def barrel(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    total = read_int(inputs.get("total"), "--total", low=None)
    role = str(inputs.get("role", "opponent")).strip().lower()
    if role not in ("bidder", "opponent", "sitter"):
        raise Rejected(
            _("unknown role '{role}' (bidder, opponent or sitter)").format(role=role),
            field="--role",
        )
    attempts = read_int(inputs.get("attempts", 0) or 0, "--attempts")
    line = int(_option(ctx, "barrel", 800))
    limit = int(_option(ctx, "barrel_attempts", 0))
    penalty = int(_option(ctx, "barrel_fall_penalty", 120))
    on = bool(line) and total >= line
    if role == "bidder":
        amount = read_int(inputs.get("bid"), "--bid")
        change = amount if read_flag(inputs.get("made", False), "--made") else -amount
    else:
        change = read_int(inputs.get("gain", 0) or 0, "--gain", low=None)
        if on and change > 0:
            change = 0
        elif line and _option(ctx, "barrel_cap", False) and total < line < total + change:
            change = line - total
    after = total + change
    falls = False
    used = attempts
    if on and after >= line and role != "sitter" and limit:
        used = attempts + 1
        if used >= limit:
            falls, used, after = True, 0, after - penalty
    elif not (line and after >= line) or not on:
        used = 0
    if not line:
        reason = _("this table plays no barrel (barrel = 0)")
    elif on and role == "bidder":
        reason = _("on the barrel only a made bid counts: {change:+d}").format(change=change)
    elif on:
        reason = (
            _("on the barrel an opponent writes nothing")
            if role == "opponent"
            else _("on the barrel the sitter writes nothing")
        )
    else:
        reason = _("below the barrel ({line}) every figure counts").format(line=line)
    if falls:
        reason += "; " + _("the last of {n} attempts: he falls off, −{penalty}").format(
            n=limit, penalty=penalty
        )
    reason += _departs(ctx, "barrel", 800) + _departs(ctx, "barrel_attempts", 0)
    return Verdict(
        _("{change:+d}, total {total}").format(change=after - total, total=after),
        {
            "on_barrel": on,
            "change": after - total,
            "total": after,
            "attempts": used,
            "falls_off": falls,
        },
        "TYS-R14" if falls else "TYS-R13",
        reason,
        ("TYS-R13", "TYS-R14"),
    )


# ----------------------------------------------------------------------------- musik, rounding


def musik(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    cards = _hand(inputs, ctx, "cards")
    if len(cards) != 3:
        raise Rejected(
            _("the musik is three different cards, not '{cards}'").format(cards=show(cards)),
            field="--cards",
            rule="TYS-R12",
        )
    points, aces, marriages = musik_value(cards, ctx.options)
    if not _option(ctx, "sitter_scores_musik", True):
        points = 0
    reason = _("{aces} aces × {each} and marriages {marriages}").format(
        aces=aces,
        each=int(_option(ctx, "musik_ace_points", 50)),
        marriages=", ".join(suit_word(s) for s in marriages) or "—",
    ) + _departs(ctx, "sitter_scores_musik", True)
    return Verdict(
        str(points),
        {"points": points, "aces": aces, "marriages": list(marriages)},
        "TYS-R12",
        reason,
    )


def rounding(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    points = read_int(inputs.get("points"), "--points", high=120)
    mode = str(_option(ctx, "rounding", "nearest10"))
    value = rounded(points, mode)
    reason = _("{points} is written {rounded} ({mode})").format(
        points=points, rounded=value, mode=mode
    ) + _departs(ctx, "rounding", "nearest10")
    return Verdict(str(value), {"rounded": value}, "TYS-R10", reason)


HAND = Field("hand", help=N_('the cards held, e.g. "KH QH AS 10S"'))
TRUMP = Field("trump", help=N_("trump suit: S H D C or none"))
TRICK = Field("trick", help=N_('cards already in the trick, in order, e.g. "KS 10S"'))
CARD = Field("card", help=N_("the card played, e.g. QH"))

QUESTIONS: Mapping[str, Question] = MappingProxyType(
    {
        "bid": Question(
            "bid",
            N_("may he bid this with this hand"),
            (
                Field("bid", help=N_("the bid")),
                HAND,
                Field("previous", help=N_("the highest bid so far")),
            ),
            bid,
            'scorekeep judge tysiac bid --bid 130 --hand "KH QH AS 10S 9C JD 9D"',
        ),
        "marriage": Question(
            "marriage",
            N_("may he declare this marriage now"),
            (
                HAND,
                CARD,
                Field("on_lead", "flag", flag="--on-lead", help=N_("he is on lead")),
                Field("trick", help=N_("the trick's number, 1 to 8")),
            ),
            marriage,
            'scorekeep judge tysiac marriage --hand "KH QH 9S" --card KH --on-lead --trick 2',
        ),
        "play": Question(
            "play",
            N_("may this card be played to this trick"),
            (TRUMP, TRICK, HAND, CARD),
            play,
            'scorekeep judge tysiac play --trump H --trick "KS" --hand "AS 9S QH" --card 9S',
        ),
        "trick": Question(
            "trick",
            N_("who wins this trick"),
            (TRUMP, Field("trick", "rest", help=N_("the three cards in order")), TRICK),
            trick,
            'scorekeep judge tysiac trick --trump H "KS 10S 9H"',
        ),
        "barrel": Question(
            "barrel",
            N_("what does a deal give a player near the barrel"),
            (
                Field("total", help=N_("his total before the deal")),
                Field("role", help=N_("bidder, opponent or sitter")),
                Field("gain", help=N_("opponent or sitter: his points for the deal")),
                Field("bid", help=N_("bidder: his bid")),
                Field("made", "flag", flag="--made", help=N_("bidder: he made it")),
                Field("attempts", help=N_("barrel attempts already used")),
            ),
            barrel,
            "scorekeep judge tysiac barrel --total 820 --role opponent --gain 40",
        ),
        "musik": Question(
            "musik",
            N_("what the sitter scores from the musik"),
            (
                Field("cards", "rest", help=N_("the musik's three cards")),
                Field("cards", flag="--cards", help=N_("the three cards (instead of the words)")),
            ),
            musik,
            'scorekeep judge tysiac musik "AS KD QD"',
        ),
        "rounding": Question(
            "rounding",
            N_("how an opponent writes his card points"),
            (
                Field("points", "positional", help=N_("card points")),
                Field("points", flag="--points", help=N_("card points")),
            ),
            rounding,
            "scorekeep judge tysiac rounding 25",
        ),
    }
)
