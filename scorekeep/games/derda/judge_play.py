"""The card play of Derda (DERDA-P1…P5): which cards may be played to a trick (lead,
follow, trump, overtrump), who wins the trick, and the exchange of the seven of trump
for the turned-up card."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import Context, Verdict
from scorekeep.core.inputs import read_flag
from scorekeep.games.derda import words as derda_words
from scorekeep.games.jass.cards import (
    Card,
    check_distinct,
    legal_cards,
    parse_card,
    suit_name,
    trick_winner,
)
from scorekeep.games.jass.judge_inputs import card_input, cards_input, langs_of, missing, suit_input
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# --------------------------------------------------------------------------- Q1, Q2

DUTY_RULES = {
    "lead": "DERDA-P1",
    "overtrump": "DERDA-P2",
    "trump": "DERDA-P2",
    "follow": "DERDA-P3",
    "ruff": "DERDA-P3",
}


def play(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = langs_of(ctx)
    trump = suit_input(inputs.get("trump"), langs=langs)
    hand = cards_input(inputs.get("hand"), "--hand", langs)
    check_distinct(hand, "--hand")
    if not hand:
        raise Rejected(_('give the player\'s cards with --hand "KS 7H JH"'), field="--hand")
    if len(hand) > derda_words.HAND_SIZE:
        raise Rejected(
            _("a Derda hand has at most {size} cards, not {count}").format(
                size=derda_words.HAND_SIZE, count=len(hand)
            ),
            field="--hand",
        )
    card = card_input(inputs.get("card"), "--card", langs)
    led = (
        None
        if missing(inputs.get("led")) or str(inputs["led"]).strip().lower() == "none"
        else card_input(inputs["led"], "--led", langs)
    )
    if card not in hand:
        raise Rejected(
            _("{card} is not in the hand ({hand})").format(
                card=card, hand=" ".join(map(str, hand))
            ),
            field="--card",
        )
    if led is not None and led in hand:
        raise Rejected(
            _("the led card {led} cannot also be in the player's hand").format(led=led),
            field="--led",
        )
    duty = legal_cards(trump, [led] if led else [], hand)
    legal = card in duty.legal
    listed = " ".join(str(c) for c in duty.legal)
    if led is None:
        why = _("Leading to a trick, any card may be played.")
    else:
        why = _duty_words(duty.reason, led, led.suit == trump).format(
            led=led, listed=listed, suit=suit_name(led.suit)
        )
        if duty.reason == "follow":
            why = why[:1].upper() + why[1:]
    rule = DUTY_RULES.get(duty.reason, "DERDA-P2" if led and led.suit == trump else "DERDA-P3")
    verdict = (_("{card} is legal") if legal else _("{card} is illegal")).format(card=card)
    return Verdict(
        verdict,
        {"legal": legal, "legal_cards": [str(c) for c in duty.legal], "duty": duty.reason},
        rule,
        why,
        (rule,),
    )


def _duty_words(reason: str, led: Card, trump_led: bool) -> str:
    """Why these cards may follow (DERDA-P2, P3), before the cards are written in."""
    if reason == "overtrump":
        return _(
            "Trump {led} was led and the hand holds a higher trump, so it must beat it: {listed}."
        )
    if reason == "trump":
        return _(
            "Trump {led} was led; no trump in hand beats it, so a lower trump must be played: "
            "{listed}."
        )
    if reason == "follow":
        return _("{suit} were led: follow suit ({listed}); there is no duty to beat {led}.")
    if reason == "ruff":
        return _("No {suit} in hand, so a trump must be played: {listed}.")
    if trump_led:
        return _("Trump {led} was led and the hand has no trump: any card.")
    return _("No {suit} and no trump in hand: any card.")


def trick(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = langs_of(ctx)
    trump = suit_input(inputs.get("trump"), langs=langs)
    if not missing(inputs.get("cards")):
        cards = cards_input(inputs.get("cards"), "CARDS", langs)
        check_distinct(cards, "CARDS")
    else:
        cards = [
            card_input(inputs.get("led"), "--led", langs),
            card_input(inputs.get("second"), "--second", langs),
        ]
        check_distinct(cards, "--second")
    if len(cards) != 2:
        raise Rejected(
            _("a Derda trick has two cards (led, then the reply), not {count}").format(
                count=len(cards)
            ),
            field="CARDS",
        )
    index = trick_winner(trump, cards)
    led, second = cards
    winner = cards[index]
    if trump in (led.suit, second.suit):
        why = _(
            "A trump was played, so the highest trump wins: {winner} "
            "(trump order J 9 A 10 K Q 8 7)."
        ).format(winner=winner)
    elif led.suit == second.suit:
        why = _(
            "Both cards are {suit}, no trump: the higher in plain order A 10 K Q J 9 8 7 wins, "
            "{winner}."
        ).format(suit=suit_name(led.suit), winner=winner)
    else:
        why = _(
            "{second} is neither the suit led nor trump, so it cannot win; {led} takes the trick."
        ).format(second=second, led=led)
    return Verdict(
        _("{card} wins").format(card=winner),
        {"winner": "led" if index == 0 else "second", "card": str(winner), "index": index},
        "DERDA-P4",
        why,
        ("DERDA-P4",),
    )


# --------------------------------------------------------------------------- Q4


def seven(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = langs_of(ctx)
    trump = suit_input(inputs.get("trump"), langs=langs)
    turned_raw = inputs.get("turned")
    if missing(turned_raw):
        raise Rejected(
            _("give the turned-up card with --turned, e.g. --turned AH"), field="--turned"
        )
    text = str(turned_raw).strip()
    turned: Card | None
    try:
        turned = parse_card(text, "--turned", langs)
        turned_suit = turned.suit
    except Unreadable:
        turned, turned_suit = None, suit_input(text, "--turned", langs)
    seven_card = Card("7", trump)
    hand = cards_input(inputs.get("hand"), "--hand", langs)
    check_distinct(hand, "--hand")
    if hand:
        holds = seven_card in hand
        if turned is not None and turned in hand:
            raise Rejected(
                _("the turned-up {turned} cannot be in the player's hand").format(turned=turned),
                field="--hand",
            )
    else:
        holds = read_flag(inputs.get("holds_seven"), "--holds-seven")
    if turned == seven_card and holds:
        raise Rejected(
            _("{card} is the turned-up card itself; nobody holds it").format(card=seven_card),
            field="--turned",
        )
    started = read_flag(inputs.get("trick_started"), "--trick-started")
    allowed = False
    if not ctx.options.get("seven_exchange", True):
        why = _("This ruleset has no seven exchange (seven_exchange = false).")
    elif trump != turned_suit:
        why = _(
            "Trump is {trump}, not the turned-up suit {turned} (it was named in phase 2), so "
            "there is nothing to exchange for."
        ).format(trump=suit_name(trump), turned=suit_name(turned_suit))
    elif not holds:
        why = _("The player does not hold {card}.").format(card=seven_card)
    elif started:
        why = _("The first trick has started; the exchange is only allowed before it.")
    else:
        allowed = True
        card = str(turned) if turned else _("turned-up card")
        why = _(
            "Trump is the turned-up suit, the player holds {seven} and the first trick has not "
            "started: he may exchange it for the {card}. It is not compulsory; he may keep the "
            "seven, e.g. for a sequence."
        ).format(seven=seven_card, card=card)
    verdict = _("may exchange") if allowed else _("may not exchange")
    return Verdict(
        verdict, {"may_exchange": allowed, "compulsory": False}, "DERDA-P5", why, ("DERDA-P5",)
    )
