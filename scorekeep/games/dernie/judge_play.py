"""The Derniè play rules (DERNIE-R4…R14, R25): whether a card may go on the top card
(:func:`reason_against`), what it does when it goes (:func:`effect_of`), how both are worded,
and the ``play`` question."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Verdict
from scorekeep.core.inputs import read_int
from scorekeep.core.record import NamedTuple
from scorekeep.games.dernie.cards import (
    JOKER,
    Card,
    Suit,
)
from scorekeep.games.dernie.judge_situation import (
    ACES_IN_PACK,
    card_langs,
    effect_keys,
    read_card,
    read_declared,
    seed_notes,
    table_option,
)
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

EFFECT_RULES = {
    "7": "DERNIE-R9",
    "J": "DERNIE-R10",
    "Q": "DERNIE-R11",
    "K": "DERNIE-R12",
    "A": "DERNIE-R13",
    JOKER: "DERNIE-R14",
}
REASON_RULES = {
    "no_match": "DERNIE-R5",
    "declared_suit_mismatch": "DERNIE-R6",
    "must_answer_ace": "DERNIE-R13",
    "no_ace_stacking": "DERNIE-R13",
    "must_answer_seven": "DERNIE-R9",
    "out_of_turn": "DERNIE-R4",
    "nothing_to_take": "DERNIE-R7",
    "declare_required": "DERNIE-R14",
    "jolly_suit": "DERNIE-R25",
}
PENDING = {
    "": None,
    "null": None,
    "none": None,
    "no": None,
    "ace": "ace",
    "a": "ace",
    "seven": "seven",
    "7": "seven",
}


# --------------------------------------------------------------------------- play rules


class Honours(NamedTuple):
    """When honours may be played: ``always_legal`` (R5b) and, after a Jolly that named a
    suit, ``after_jolly``: ``playable`` (default) or ``declared_suit`` (DERNIE-R25, the seed's
    "una carta di qualsiasi valore ma che sia del seme dichiarato")."""

    always_legal: bool = True
    after_jolly: str = "playable"


def honours_rule(ctx: Context) -> Honours:
    return Honours(
        bool(table_option(ctx, "honours_always_legal", True)),
        str(table_option(ctx, "honours_after_jolly", "playable")),
    )


def reason_against(
    card: Card, top: Card, declared: Suit | None, honours: bool | Honours = True
) -> str | None:
    """Why ``card`` may not go on ``top`` on an ordinary turn, or None when it may (R5, R6,
    R25)."""
    rule = honours if isinstance(honours, Honours) else Honours(bool(honours))
    if card.is_joker:
        return None
    if card.is_honour and _jolly_binds(top, declared, rule):
        return None if card.suit == declared else "jolly_suit"
    if card.is_honour and rule.always_legal:
        return None
    if top.is_joker and declared is None:  # the starter Jolly: anything goes (R3 decision)
        return None
    if declared is not None:
        return None if card.suit == declared else "declared_suit_mismatch"
    if card.suit == top.suit or card.rank == top.rank:
        return None
    return "no_match"


def _jolly_binds(top: Card, declared: Suit | None, rule: Honours) -> bool:
    """A Jolly named a suit and this table reads the seed strictly (DERNIE-R25)."""
    return top.is_joker and declared is not None and rule.after_jolly == "declared_suit"


def effect_of(card: Card, ctx: Context) -> tuple[str, int | None]:
    """What an honour does when played on a normal turn (R9-R14); plain cards do nothing."""
    if card.rank == "7":
        previous = table_option(ctx, "seven_target", "previous") == "previous"
        return (
            "previous_draws" if previous else "next_draws",
            int(table_option(ctx, "seven_penalty_cards", 2)),
        )
    if card.rank == "A":
        return "skip_and_draw", int(table_option(ctx, "ace_penalty_cards", 2))
    return {"J": "change_suit", "Q": "skip", "K": "reverse", JOKER: "wild_declare_suit"}.get(
        card.rank, "none"
    ), None


EFFECTS = (
    "none",
    "previous_draws",
    "next_draws",
    "change_suit",
    "skip",
    "reverse",
    "skip_and_draw",
    "wild_declare_suit",
)
"""What a legal card does, as the JSON answer codes it (:func:`effect_of`)."""


def reason_words(code: str) -> str:
    """Why a card may not go, in the table's words."""
    said = {
        "no_match": _("it shares neither suit nor rank with the top card and is not an honour"),
        "declared_suit_mismatch": _("a plain card must be of the declared suit"),
        "must_answer_ace": _("the victim of an Ace may only answer with an Ace or take the cards"),
        "no_ace_stacking": _(
            "this ruleset has no counter-Aces (ace_stacking = false): the victim takes the cards"
        ),
        "must_answer_seven": _("the victim of a 7 may only answer with a 7 or take the cards"),
        "out_of_turn": _("it is not this player's turn"),
        "nothing_to_take": _("no Ace or 7 is waiting to be answered, so there is nothing to take"),
        "declare_required": _("a Jolly must name a suit"),
        "jolly_suit": _(
            "after a Jolly the next card must be of the declared suit, honours included "
            "(honours_after_jolly = declared_suit)"
        ),
    }
    return said[code]


def reason_short(code: str) -> str:
    """The verdict line of an illegal card, in the table's words."""
    said = {
        "no_match": _("neither suit nor rank matches"),
        "declared_suit_mismatch": _("not the declared suit"),
        "must_answer_ace": _("only an Ace answers an Ace"),
        "no_ace_stacking": _("no counter-Aces in this ruleset"),
        "must_answer_seven": _("only a 7 answers a 7"),
        "out_of_turn": _("out of turn"),
        "nothing_to_take": _("nothing to take"),
        "declare_required": _("a Jolly must name a suit"),
        "jolly_suit": _("not the suit declared on the Jolly"),
    }
    return said[code]


def effect_short(code: str) -> str:
    """The verdict line of a legal card, in the table's words; ``{draw}`` after."""
    said = {
        "none": _("no effect"),
        "previous_draws": _("the player before draws {draw}"),
        "next_draws": _("the next player draws {draw}"),
        "change_suit": _("the player names a new suit"),
        "skip": _("the next player misses a turn"),
        "reverse": _("play reverses"),
        "skip_and_draw": _("the next player misses a turn and draws {draw}"),
        "wild_declare_suit": _("the player names the suit to follow"),
    }
    return said[code]


def effect_words(code: str) -> str:
    """What a legal card does, in the table's words; ``{draw}`` after."""
    said = {
        "none": _("a plain card: no effect, the next player plays"),
        "previous_draws": _(
            "the player before must draw {draw} at once, unless they answer with a 7"
        ),
        "next_draws": _("the next player must draw {draw} at once, unless they answer with a 7"),
        "change_suit": _("the player may name a new suit"),
        "skip": _("the next player misses their turn"),
        "reverse": _("the direction of play reverses"),
        "skip_and_draw": _(
            "the next player misses their turn and draws {draw}, unless they answer with an Ace"
        ),
        "wild_declare_suit": _("the player names a suit that the next player must follow"),
    }
    return said[code]


def _why_legal(
    on: str, card: Card, top: Card, declared: Suit | None, pending: str | None, ctx: Context
) -> str:
    """Why a legal card may go on the top card (R5, R6, R14, R25)."""
    if pending:
        pending_name = _("ace") if pending == "ace" else _("seven")
        return _("{on}: allowed as an answer to the pending {pending}").format(
            on=on, pending=pending_name
        )
    if card.is_honour and not card.is_joker and _jolly_binds(top, declared, honours_rule(ctx)):
        why = _("{on}: allowed, after a Jolly any card of the declared suit may follow")
    elif (
        card.is_honour and not card.is_joker and not table_option(ctx, "honours_always_legal", True)
    ):
        why = _("{on}: allowed, it matches the top card")
    elif card.is_joker or card.is_honour:
        why = _("{on}: allowed, the Jolly and the honours may always be played")
    elif top.is_joker and declared is None:
        why = _("{on}: allowed, a Jolly turned up as the starter lets any card follow")
    elif declared:
        why = _("{on}: allowed, it is of the declared suit")
    elif card.suit == top.suit:
        why = _("{on}: allowed, it shares the suit")
    else:
        why = _("{on}: allowed, it shares the rank")
    return why.format(on=on)


def _illegal_words(on: str, card: Card, reason: str, ctx: Context) -> str:
    """Why a card may not go; an honour refused only by ``honours_always_legal = false`` is
    never called "not an honour", and an option that departs from the seed is named."""
    if reason == "no_match" and card.is_honour:
        why = _(
            "it shares neither suit nor rank with the top card, and here an honour must "
            "match like a plain card"
        )
        return _("{on}: not allowed, {why}.").format(on=on, why=why) + seed_notes(
            ctx, "honours_always_legal"
        )
    notes = seed_notes(ctx, "ace_stacking") if reason == "no_ace_stacking" else ""
    return _("{on}: not allowed, {why}.").format(on=on, why=reason_words(reason)) + notes


def _legal_keys(card: Card, top: Card, declared: Suit | None, pending: str | None) -> list[str]:
    """The options that made a legal card legal, or shaped its effect."""
    keys = ["ace_penalty_cards"] if pending == "ace" else list(effect_keys(card))
    jolly_suit = top.is_joker and declared is not None and card.suit != declared
    if card.is_honour and not card.is_joker and not pending and jolly_suit:
        keys.append("honours_after_jolly")
    return keys


def play(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = card_langs(ctx)
    top = read_card(inputs, "top", langs)
    card = read_card(inputs, "card", langs)
    declared = read_declared(inputs, top, langs)
    raw_pending = str(inputs.get("pending") or "").strip().lower()
    if raw_pending not in PENDING:
        raise Rejected(
            _("pending '{value}' must be ace, seven or null").format(value=inputs.get("pending")),
            field="--pending",
        )
    pending = PENDING[raw_pending]
    reason: str | None = None
    effect: str = "none"
    draw: int | None = None
    if pending == "ace":
        chain = read_int(inputs.get("chain", 1), "--chain", low=None)
        if not 1 <= chain < ACES_IN_PACK:
            raise Rejected(
                _("an ace chain of {chain} is impossible: the pack holds {aces} aces").format(
                    chain=chain, aces=ACES_IN_PACK
                ),
                field="--chain",
                rule="DERNIE-R13",
            )
        if card.rank != "A":
            reason = "must_answer_ace"
        elif not table_option(ctx, "ace_stacking", True):
            reason = "no_ace_stacking"
        else:
            effect, draw = (
                "skip_and_draw",
                (chain + 1) * int(table_option(ctx, "ace_penalty_cards", 2)),
            )
    elif pending == "seven":
        if card.rank != "7":
            reason = "must_answer_seven"
        else:
            effect, draw = effect_of(card, ctx)
    else:
        reason = reason_against(card, top, declared, honours_rule(ctx))
        if reason is None:
            effect, draw = effect_of(card, ctx)
    on = _("{card} on {top}").format(card=card, top=top) + (
        " " + _("(declared {suit})").format(suit=card_letters.suit_shown(declared, ctx.language))
        if declared
        else ""
    )
    if reason is not None:
        rule = REASON_RULES[reason]
        return Verdict(
            _("illegal: {why}").format(why=reason_short(reason)),
            {"legal": False, "reason": reason},
            rule,
            _illegal_words(on, card, reason, ctx),
            tuple(dict.fromkeys((rule, "DERNIE-R5"))),
        )
    answer: dict[str, Any] = {"legal": True, "effect": effect}
    if draw is not None:
        answer["draw"] = draw
    rule = EFFECT_RULES.get(card.rank, "DERNIE-R6" if declared else "DERNIE-R5")
    why = _why_legal(on, card, top, declared, pending, ctx)
    why += "; " + effect_words(effect).format(draw=draw) + "."
    why += seed_notes(ctx, *_legal_keys(card, top, declared, pending))
    return Verdict(
        _("legal: {effect}").format(effect=effect_short(effect).format(draw=draw)),
        answer,
        rule,
        why,
        tuple(dict.fromkeys(("DERNIE-R5", rule))),
    )
