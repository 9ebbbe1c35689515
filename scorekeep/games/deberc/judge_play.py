"""The card play of Deberc (DEBERC-P1, P2, P4, R6): which cards may be played to a trick
(follow, trump, overtrump) and whether bella may be announced with one, who wins the
trick and what it holds, and the exchange of the seven of trump for the turned card."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Verdict
from scorekeep.core.inputs import is_whole_number, read_flag, read_int, read_names
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.deberc.judge_inputs import player_named, table_input
from scorekeep.games.jass import cards as jass
from scorekeep.games.jass.cards import Card
from scorekeep.games.jass.judge_inputs import cards_input, langs_of, suit_input
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DUTY_RULE = "DEBERC-P1"


# --------------------------------------------------------------------------- Q1 play


def duty_words(reason: str) -> str:
    """Why these cards may follow (DEBERC-P1), in the table's words; ``{led}`` and ``{top}``
    are written in after."""
    words = {
        "lead": _("Leading to a trick, any card may be played."),
        "follow": _(
            "{led} was led and the hand holds {led}: it must follow suit (beating is not required)."
        ),
        "ruff": _(
            "No {led} in the hand: a trump must be played (any trump; no duty to overtrump "
            "another ruff)."
        ),
        "overtrump": _(
            "Trump was led: a trump higher than {top} must be played, and the hand has one."
        ),
        "trump": _("Trump was led and no trump in the hand beats {top}: any trump may be played."),
        "free": _("Neither the led suit nor a trump in the hand: any card may be played."),
    }
    return words[reason]


def play(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = langs_of(ctx)
    trump = suit_input(inputs.get("trump"), langs=langs)
    trick = cards_input(inputs.get("trick"), "--trick", langs)
    hand = cards_input(inputs.get("hand"), "--hand", langs)
    if not hand:
        raise Rejected(_('give the player\'s cards, e.g. --hand "KS 7H JH"'), field="--hand")
    if len(trick) > 3:
        raise Rejected(
            _("a trick has at most four cards; {count} are already in it").format(count=len(trick)),
            field="--trick",
            rule=DUTY_RULE,
        )
    jass.check_distinct([*trick, *hand], "--hand")
    raw_card = inputs.get("card")
    if raw_card is None:
        raise Rejected(_("which card is played? add --card"), field="--card")
    card = jass.parse_card(str(raw_card), "--card", langs)
    if card not in hand:
        raise Rejected(
            _("{card} is not in the hand {hand}").format(card=card, hand=" ".join(map(str, hand))),
            field="--card",
            rule=DUTY_RULE,
        )
    duty = jass.legal_cards(trump, trick, hand)
    legal = card in duty.legal
    led = jass.suit_name(trick[0].suit) if trick else ""
    trumps = [c for c in trick if c.suit == trump]
    top = str(min(trumps, key=lambda c: jass.TRUMP_ORDER.index(c.rank))) if trumps else ""
    why = duty_words(duty.reason).format(led=led, top=top)
    why = why[:1].upper() + why[1:]
    answer: dict[str, Any] = {
        "legal": legal,
        "card": str(card),
        "duty": duty.reason,
        "legal_cards": [str(c) for c in duty.legal],
    }
    verdict = (_("{card} is legal") if legal else _("{card} is illegal")).format(card=card)
    explanation = why + (
        "" if legal else " " + _("Legal: {cards}.").format(cards=" ".join(answer["legal_cards"]))
    )
    rules: tuple[str, ...] = (DUTY_RULE,)
    if read_flag(inputs.get("bella"), "--bella"):
        king_queen = {Card("K", trump), Card("Q", trump)}
        holds = king_queen <= set(hand)
        with_card = card in king_queen or bool(ctx.options.get("bella_any_card"))
        allowed = holds and with_card
        answer["bella"] = {"allowed": allowed}
        explanation += " " + (
            _(
                "Bella may be announced with this card: the table's option bella_any_card = "
                "true allows it, while the seed's words say with the king or queen."
            )
            if allowed and card not in king_queen
            else _("Bella may be announced now.")
            if allowed
            else _("Bella may not be announced: the hand does not hold both K and Q of trump.")
            if not holds
            else _("Bella is announced when the K or Q of trump is played (bella_any_card is off).")
        )
        verdict += "; " + (_("bella allowed") if allowed else _("bella not allowed"))
        rules = (DUTY_RULE, "DEBERC-R6")
    return Verdict(verdict, answer, DUTY_RULE, explanation, rules)


# --------------------------------------------------------------------------- Q2 trick


def trick(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = langs_of(ctx)
    trump = suit_input(inputs.get("trump"), langs=langs)
    cards = cards_input(inputs.get("cards"), "CARDS", langs)
    if not 2 <= len(cards) <= 4:
        raise Rejected(
            _("a trick has 2 to 4 cards, not {count}").format(count=len(cards)),
            field="CARDS",
            rule="DEBERC-P2",
        )
    jass.check_distinct(cards, "CARDS")
    index = jass.trick_winner(trump, cards)
    values = deberc_rules.card_values(ctx.ruleset.cards)
    points = sum(jass.card_points(c, trump, values) for c in cards)
    answer: dict[str, Any] = {
        "position": index + 1,
        "card": str(cards[index]),
        "points": points,
        "player": None,
    }
    winner = cards[index]
    if inputs.get("leader"):
        table = table_input(inputs)
        leader = player_named(inputs["leader"], table, "--leader")
        start = table.players.index(leader)
        answer["player"] = table.players[(start + index) % len(table.players)]
    why = (
        _("{winner} is the highest trump in the trick").format(winner=winner)
        if winner.suit == trump
        else _("no trump was played and {winner} is the highest {suit} (the led suit)").format(
            winner=winner, suit=jass.suit_name(cards[0].suit)
        )
    )
    who = f" ({answer['player']})" if answer["player"] else ""
    return Verdict(
        _("{card} wins").format(card=winner) + who,
        answer,
        "DEBERC-P2",
        why
        + "; "
        + _("trump order J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7.")
        + " "
        + ngettext(
            "The trick holds {points} card point.", "The trick holds {points} card points.", points
        ).format(points=points),
        ("DEBERC-P2",),
    )


# --------------------------------------------------------------------------- Q4 seven


def seven(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = langs_of(ctx)
    trump = suit_input(inputs.get("trump"), langs=langs)
    turned = suit_input(inputs["turned"], "--turned", langs) if inputs.get("turned") else trump
    raw_players = inputs.get("players", 2)
    if isinstance(raw_players, int) and not isinstance(raw_players, bool):
        count = raw_players
    else:
        names = read_names(raw_players, "--players")
        count = (
            read_int(names[0], "--players", low=None)
            if len(names) == 1 and is_whole_number(names[0])
            else len(names)
        )
    if not 2 <= count <= 4:
        raise Rejected(
            _("Deberc is for 2, 3 or 4 players, not {count}").format(count=count),
            field="--players",
        )
    hand = cards_input(inputs.get("hand"), "--hand", langs)
    jass.check_distinct(hand, "--hand")
    seven_card = Card("7", trump)
    reasons: list[str] = []
    if not ctx.options.get("seven_exchange", True):
        reasons.append("this table plays without the exchange (seven_exchange = false)")
    if count == 4:
        reasons.append("with four players the turn-up is dealt out, never exchanged")
    if turned != trump:
        reasons.append(
            f"the game was ordered in round 2 ({jass.SUIT_WORDS[trump]}, not the "
            f"turned {jass.SUIT_WORDS[turned]})"
        )
    if hand and seven_card not in hand:
        reasons.append(f"the hand has no {seven_card}")
    if read_flag(inputs.get("led"), "--led"):
        reasons.append("the first lead has been made")
    if read_flag(inputs.get("declared"), "--declared"):
        reasons.append("combinations have been declared")
    allowed = not reasons
    why = (
        _(
            "With {count} players, the game ordered in round 1 and neither the first lead nor "
            "the declarations made, any player holding {seven} may exchange it for the turned "
            "card."
        ).format(count=count, seven=seven_card)
        if allowed
        else _("No exchange: {reasons}.").format(
            reasons="; ".join(seven_reason_words(r) for r in reasons)
        )
    )
    return Verdict(
        _("exchange allowed") if allowed else _("no exchange"),
        {"allowed": allowed, "reasons": reasons},
        "DEBERC-P4",
        why,
        ("DEBERC-P4",),
    )


def seven_reason_words(reason: str) -> str:
    """A reason against the seven exchange in the table's words; the JSON answer keeps it
    in English."""
    fixed = {
        "this table plays without the exchange (seven_exchange = false)": _(
            "this table plays without the exchange (seven_exchange = false)"
        ),
        "with four players the turn-up is dealt out, never exchanged": _(
            "with four players the turn-up is dealt out, never exchanged"
        ),
        "the first lead has been made": _("the first lead has been made"),
        "combinations have been declared": _("combinations have been declared"),
    }
    if reason in fixed:
        return fixed[reason]
    if reason.startswith("the hand has no "):
        return _("the hand has no {card}").format(card=reason.removeprefix("the hand has no "))
    for trump in jass.SUITS:
        for turned in jass.SUITS:
            english = (
                f"the game was ordered in round 2 ({jass.SUIT_WORDS[trump]}, not the "
                f"turned {jass.SUIT_WORDS[turned]})"
            )
            if reason == english:
                return _(
                    "the game was ordered in round 2 ({trump}, not the turned {turned})"
                ).format(trump=jass.suit_name(trump), turned=jass.suit_name(turned))
    return reason
