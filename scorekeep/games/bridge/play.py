"""Bridge card play (bridge.md §8.1, BR-P1…P4): following suit, the trick's winner, the
opening lead and dummy, and the tricks an established revoke transfers (Law 64A, 2017).

Seed: "każdy gracz musi dokładać kartę w kolorze prowadzącym, o ile taką posiada; jeśli nie
ma kart w tym kolorze, może zagrać dowolną kartę".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.cards import SUIT_SYMBOLS
from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import Context, Field, Question, Verdict
from scorekeep.core.nearby import near_card
from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge import CARD_LANGUAGES
from scorekeep.games.bridge.contract import read_strain
from scorekeep.games.bridge.seats import SEATS, SIDES, seat_after
from scorekeep.i18n import N_, _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
RANK_ALIASES = {"T": "10", "1": "A", "14": "A", "13": "K", "12": "Q", "11": "J"}
MAX_TRANSFER = 2
SEED_FOLLOW = (
    "każdy gracz musi dokładać kartę w kolorze prowadzącym, o ile taką posiada; jeśli nie ma "
    "kart w tym kolorze, może zagrać dowolną kartę"
)
SEED_TRICK = (
    "Najwyższa karta w kolorze prowadzącym zabiera lewę, chyba że zagrano atuta — w takim "
    "przypadku najwyższy atut bierze lewę"
)


def suit_word(suit: str) -> str:
    """The suit's name in the plural, as in "spades were led", in the player's words."""
    words = {"S": _("spades"), "H": _("hearts"), "D": _("diamonds"), "C": _("clubs")}
    return words[suit]


class Card(NamedTuple):
    rank: str
    suit: str

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"


# --------------------------------------------------------------------------- cards


NUMBERS = ("10", "9", "8", "7", "6", "5", "4", "3", "2")
ENGLISH = CARD_LANGUAGES


def parse_card(token: Any, field: str, languages: tuple[str, ...] = ENGLISH) -> Card:
    """``AS``, ``10H``/``TH``, ``7♦``; also the seed's own ``D14`` (suit first, ace 14). At
    a table of another language its letters come first: Italian ``RP`` (re di picche) is
    K♠ and ``7C`` (sette di cuori) 7♥."""
    if languages != ENGLISH:
        found = card_letters.card_of(str(token), languages, NUMBERS)
        if found is not None:
            return Card(*found)
    raw = str(token).strip().upper()
    if raw[:1] in SUIT_SYMBOLS or raw[-1:] in SUIT_SYMBOLS:
        raw = "".join(SUIT_SYMBOLS.get(ch, ch) for ch in raw)
    match = re.fullmatch(r"(10|[2-9AKQJT])([SHDC])|([SHDC])(1[0-4]|[2-9AKQJT])", raw)
    if match is None:
        raise Unreadable(
            _(
                "unknown card '{card}' (rank A K Q J 10 9 … 2 and suit S H D C, e.g. KH, 10S)"
            ).format(card=token)
            + near_card(token, RANKS),
            field=field,
        )
    rank = match.group(1) or match.group(4)
    suit = match.group(2) or match.group(3)
    return Card(RANK_ALIASES.get(rank, rank), suit)


def parse_cards(value: Any, field: str, languages: tuple[str, ...] = ENGLISH) -> list[Card]:
    if value is None:
        return []
    items = value if isinstance(value, list | tuple) else re.split(r"[\s,]+", str(value).strip())
    read = [parse_card(item, field, languages) for item in items if str(item).strip()]
    seen: set[Card] = set()
    for card in read:
        if card in seen:
            raise Rejected(_("card {card} appears twice").format(card=card), field=field)
        seen.add(card)
    return read


def _missing(value: Any) -> bool:
    return value is None or (isinstance(value, str) and value.strip().lower() in ("", "none"))


def _flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    return str(value).strip().lower() in ("1", "true", "yes", "y", "on", "tak")


def _strain(value: Any, languages: tuple[str, ...] = ENGLISH) -> str:
    if _missing(value):
        raise Rejected(_("give the strain with --strain S|H|D|C|NT"), field="--strain")
    strain = read_strain(str(value).strip(), ("N", "NT", "BA"), languages)
    if strain is None:
        raise Rejected(
            _("unknown strain '{strain}' (S H D C or NT)").format(strain=value), field="--strain"
        )
    return strain


def _listed(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


# --------------------------------------------------------------------------- BR-P1


def play(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """BR-P1 (Law 44): follow the suit led if able; otherwise any card."""
    langs = card_letters.reading(CARD_LANGUAGES, ctx.language)
    hand = parse_cards(inputs.get("hand"), "--hand", langs)
    if not hand:
        raise Rejected(_('give the player\'s cards with --hand "KS 7H 2C"'), field="--hand")
    if len(hand) > 13:
        raise Rejected(
            _("a bridge hand has at most 13 cards, not {n}").format(n=len(hand)), field="--hand"
        )
    if _missing(inputs.get("card")):
        raise Rejected(_("give the card with --card, e.g. --card KS"), field="--card")
    card = parse_card(inputs["card"], "--card", langs)
    if card not in hand:
        raise Rejected(
            _("{card} is not in the hand ({hand})").format(card=card, hand=_listed(hand)),
            field="--card",
        )
    led = None if _missing(inputs.get("led")) else parse_card(inputs["led"], "--led", langs)
    if led is not None and led in hand:
        raise Rejected(
            _("the led card {card} cannot also be in the player's hand").format(card=led),
            field="--led",
        )
    following = [c for c in hand if led is not None and c.suit == led.suit]
    legal_cards = following or hand
    legal = card in legal_cards
    if led is None:
        why = _("Leading to a trick, any card may be played.")
    elif following:
        why = _("{suit} were led and the hand holds {cards}: it must follow suit.").format(
            suit=suit_word(led.suit).capitalize(), cards=_listed(following)
        )
    else:
        why = _("No {suit} in the hand, so any card may be played.").format(
            suit=suit_word(led.suit)
        )
    answer = {"legal": legal, "reason": why, "legal_cards": [str(c) for c in legal_cards]}
    return Verdict(
        (
            _("{card} is legal") if legal else _("{card} is illegal (playing it would be a revoke)")
        ).format(card=card),
        answer,
        "BR-P1",
        _('{why} (seed: "{quote}").').format(why=why[:-1], quote=SEED_FOLLOW),
        ("BR-P1",),
    )


# --------------------------------------------------------------------------- BR-P2, BR-P3


def trick_winner(strain: str, cards: Sequence[Card]) -> int:
    """Index of the winning card: the highest trump, else the highest card of the suit led."""
    trumps = [i for i, c in enumerate(cards) if strain != "NT" and c.suit == strain]
    led = cards[0].suit
    candidates = trumps or [i for i, c in enumerate(cards) if c.suit == led]
    return min(candidates, key=lambda i: RANKS.index(cards[i].rank))


def _leader(inputs: Mapping[str, Any]) -> tuple[str, str]:
    """The seat that led, and the rule that says so (BR-P3 for the opening lead)."""
    if not _missing(inputs.get("leader")):
        return _seat(inputs["leader"], "--leader"), "BR-P2"
    if not _missing(inputs.get("declarer")):
        return seat_after(_seat(inputs["declarer"], "--declarer")), "BR-P3"
    raise Rejected(
        _("who led? give --leader SEAT (or --declarer SEAT for the opening lead)"),
        field="--leader",
    )


def _seat(value: Any, field: str) -> str:
    seat = str(value).strip().upper()
    if seat not in SEATS:
        raise Rejected(
            _("'{seat}' is not a seat; seats are N, E, S, W").format(seat=value), field=field
        )
    return seat


def trick(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """BR-P2 (Law 44): the highest trump wins, else the highest card of the suit led."""
    langs = card_letters.reading(CARD_LANGUAGES, ctx.language)
    strain = _strain(inputs.get("strain"), langs)
    cards = parse_cards(inputs.get("cards"), "CARDS", langs)
    if len(cards) != 4:
        raise Rejected(
            _("a trick has four cards in the order played, not {n}").format(n=len(cards)),
            field="CARDS",
        )
    leader, lead_rule = _leader(inputs)
    index = trick_winner(strain, cards)
    winner, card = seat_after(leader, index), cards[index]
    trumped = strain != "NT" and any(c.suit == strain for c in cards)
    if trumped:
        why = _("A trump was played, so the highest trump wins: {card}.").format(card=card)
    else:
        suit = suit_word(cards[0].suit).capitalize()
        why = (
            _("{suit} were led at no trump: the highest of them, {card}, wins.")
            if strain == "NT"
            else _("{suit} were led, no trump played: the highest of them, {card}, wins.")
        ).format(suit=suit, card=card)
    if lead_rule == "BR-P3":
        why = (
            _("{leader}, on declarer's left, made the opening lead.").format(leader=leader)
            + " "
            + why
        )
    why += " " + _("{winner} won the trick and leads to the next.").format(winner=winner)
    return Verdict(
        _("{winner} wins with {card}").format(winner=winner, card=card),
        {"winner": winner, "card": str(card), "leader": leader},
        "BR-P2",
        _('{why} (seed: "{quote}").').format(why=why[:-1], quote=SEED_TRICK),
        ("BR-P2", lead_rule) if lead_rule != "BR-P2" else ("BR-P2",),
    )


# --------------------------------------------------------------------------- BR-P4


def transferred(won_revoke_trick: bool, side_won_revoke_trick: bool, side_won_later: int) -> int:
    """Law 64A (2017): tricks an established revoke transfers to the non-offending side."""
    if won_revoke_trick:
        count = 1 + (1 if side_won_later > 0 else 0)
    else:
        count = 1 if side_won_revoke_trick or side_won_later > 0 else 0
    won_from_revoke_on = side_won_later + (1 if won_revoke_trick or side_won_revoke_trick else 0)
    return min(count, won_from_revoke_on)


def _count(value: Any, field: str) -> int:
    if _missing(value):
        return 0
    text = str(value).strip()
    if isinstance(value, bool) or not text.isdigit() or int(text) > 12:
        raise Rejected(
            _("{field} '{value}' must be a number of tricks from 0 to 12").format(
                field=field, value=value
            ),
            field=field,
        )
    return int(text)


def revoke(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """BR-P4: one trick, or two, or none, by who won the revoke trick and what came after."""
    own = _flag(inputs.get("won_revoke_trick", False))
    partner = _flag(inputs.get("side_won_revoke_trick", False))
    if own and partner:
        raise Rejected(
            _("the revoke trick has one winner: the revoking player or his partner, not both"),
            field="--side-won-revoke-trick",
        )
    later = _count(inputs.get("side_won_later"), "--side-won-later")
    count = transferred(own, partner, later)
    if own:
        why = (
            _(
                "The revoking player won the revoke trick: that trick is transferred, plus one "
                "more because his side won a later trick"
            )
            if later
            else _(
                "The revoking player won the revoke trick: that trick is transferred; his side "
                "won no later trick, so nothing more"
            )
        )
    elif partner or later:
        why = (
            _(
                "The revoking player did not win the revoke trick, but his side won the revoke "
                "trick: one trick is transferred"
            )
            if partner
            else _(
                "The revoking player did not win the revoke trick, but his side won a later "
                "trick: one trick is transferred"
            )
        )
    else:
        why = _(
            "Neither the revoke trick nor any later trick went to the offending side: "
            "no trick is transferred"
        )
    why += " " + _("(Law 64A, 2017). Record it with `hand --revoke SIDE:N`.")
    return Verdict(
        ngettext("{n} trick transferred", "{n} tricks transferred", count).format(n=count),
        {"transferred": count, "reason": why},
        "BR-P4",
        why,
        ("BR-P4",),
    )


def parse_revoke(text: Any, field: str = "--revoke") -> tuple[str, int]:
    """``EW:1``: the side that revoked and the tricks Law 64A transfers from it (1 or 2)."""
    side, sep, count = str(text).strip().upper().partition(":")
    if not sep or side not in SIDES or not count.strip().isdigit():
        raise Rejected(
            _(
                "revoke '{text}' must be SIDE:N, the side that revoked and the tricks "
                "transferred, e.g. EW:1"
            ).format(text=text),
            field=field,
            rule="BR-P4",
        )
    tricks = int(count)
    if not 1 <= tricks <= MAX_TRANSFER:
        raise Rejected(
            _("revoke {side}:{tricks}: Law 64A transfers one or two tricks").format(
                side=side, tricks=tricks
            ),
            field=field,
            rule="BR-P4",
        )
    return side, tricks


QUESTIONS = {
    "play": Question(
        "play",
        N_("may this card be played (must follow suit), and the legal cards"),
        (
            Field("led", help=N_("the card led to this trick (omit when leading)")),
            Field("hand", help=N_('the player\'s cards, e.g. "KS 7H 2C"')),
            Field("card", help=N_("the card he wants to play")),
        ),
        play,
        'scorekeep judge bridge play --led 9S --hand "KS 7H 2C" --card 7H',
    ),
    "trick": Question(
        "trick",
        N_("who wins the trick (trumps and notrump)"),
        (
            Field("strain", help=N_("trump suit S H D C, or NT")),
            Field("leader", help=N_("the seat that led N E S W")),
            Field("declarer", help=N_("declarer's seat: the opening leader is on his left")),
            Field(
                "cards", "rest", help=N_('the four cards in the order played, e.g. "9S KS 2H AS"')
            ),
        ),
        trick,
        'scorekeep judge bridge trick --strain H --leader W "9S KS 2H AS"',
    ),
    "revoke": Question(
        "revoke",
        N_("how many tricks an established revoke transfers (Law 64A)"),
        (
            Field("won_revoke_trick", "flag", help=N_("the revoking player won the revoke trick")),
            Field("side_won_revoke_trick", "flag", help=N_("his partner won the revoke trick")),
            Field("side_won_later", help=N_("tricks his side won after the revoke trick")),
        ),
        revoke,
        "scorekeep judge bridge revoke --won-revoke-trick --side-won-later 2",
    ),
}
