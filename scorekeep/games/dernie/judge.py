"""Derniè disputes settled by rule (DERNIE-R2, R4…R15): play, sequence, ace-draw, call, hand-value.

The play rules (DERNIE-R5…R15) live here: :func:`reason_against` says whether a card may go on
the top card, :func:`run_sequence` walks a short run of plays, takes and draws.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeep.core import cards as card_letters
from scorekeep.core.cards import reading
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, Question, Verdict, resolve_name
from scorekeep.core.inputs import read_int, read_names
from scorekeep.core.record import NamedTuple
from scorekeep.games.dernie import CARD_LANGUAGES
from scorekeep.games.dernie import stock as dernie_stock
from scorekeep.games.dernie.cards import (
    JOKER,
    LANGUAGES,
    Card,
    Suit,
    card_points,
    parse_card,
    parse_hand,
    parse_suit,
    show,
    too_many_copies,
)
from scorekeep.i18n import _, ngettext

ACES_IN_PACK = 8
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


# --------------------------------------------------------------------------- inputs


def _blank(value: Any) -> bool:
    return value is None or str(value).strip().lower() in ("", "null", "none", "-")


def _langs(ctx: Context) -> tuple[str, ...]:
    """The letters the asker's language reads first (``judge --lang it``: ``7C`` is 7♥)."""
    return reading(CARD_LANGUAGES, ctx.language)


def _card(inputs: Mapping[str, Any], key: str, langs: tuple[str, ...] = LANGUAGES) -> Card:
    field = "--" + key.replace("_", "-")
    value = inputs.get(key)
    if _blank(value):
        raise Rejected(
            _("give the {what}, e.g. {field} 5C").format(what=key.replace("_", " "), field=field),
            field=field,
        )
    return parse_card(value, field, langs)


def _declared(
    inputs: Mapping[str, Any], top: Card, langs: tuple[str, ...] = LANGUAGES
) -> Suit | None:
    raw = inputs.get("declared_suit")
    if _blank(raw):
        return None
    suit = parse_suit(raw, "--declared-suit", langs)
    if not (top.is_joker or top.rank == "J"):
        raise Rejected(
            _(
                "declared_suit {suit} is impossible on top card {top}: only a J or "
                "JOKER on top carries a declared suit"
            ).format(suit=card_letters.suit_shown(suit, langs[0]), top=top),
            field="--declared-suit",
            rule="DERNIE-R6",
        )
    return suit


def _players(value: Any) -> tuple[str, ...]:
    names = tuple(read_names(value, "--players"))
    if len(names) < 2:
        raise Rejected(
            _("give the players in seating order, at least two, e.g. --players A,B,C"),
            field="--players",
            rule="DERNIE-R3",
        )
    if len({n.casefold() for n in names}) != len(names):
        raise Rejected(
            _("a player is listed twice in {names}").format(names=", ".join(names)),
            field="--players",
        )
    return names


def _option(ctx: Context, key: str, default: Any) -> Any:
    return ctx.options.get(key, default)


# --------------------------------------------------------------------------- the seed's words

SEED_READING: Mapping[str, Any] = {
    "seven_target": "previous",
    "seven_penalty_cards": 2,
    "ace_penalty_cards": 2,
    "ace_stacking": True,
    "honours_always_legal": True,
    "honours_after_jolly": "declared_suit",
    "missed_call_penalty_cards": 2,
    "jolly_points": 15,
    "ace_points": 11,
    "face_points": 10,
}
"""What the seed's words say for each option a verdict reads (the digest's DERNIE-R2, R5, R8,
R9, R13, R25): where the table's option says otherwise, the reason names it."""


def seed_words(key: str) -> str:
    """The seed's reading of an option, in the table's words."""
    words = {
        "seven_target": _("the player before the one who played the 7 draws"),
        "seven_penalty_cards": _("the victim of a 7 draws 2 cards"),
        "ace_penalty_cards": _("an Ace costs 2 cards"),
        "ace_stacking": _("the victim of an Ace may answer with an Ace"),
        "honours_always_legal": _("an honour may be played on any card"),
        "honours_after_jolly": _(
            "after a Jolly the next card may be of any value but of the declared suit"
        ),
        "missed_call_penalty_cards": _("a missed call costs 2 cards"),
        "jolly_points": _("a Jolly is worth 15"),
        "ace_points": _("an Ace is worth 11"),
        "face_points": _("a J, Q or K is worth 10"),
    }
    return words[key]


def _shown_value(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def seed_notes(ctx: Context, *keys: str) -> str:
    """ " By the table's option K = V; the seed's words: …" for every option among ``keys``
    that departs from the seed's reading; empty when none does."""
    notes = []
    for key in dict.fromkeys(keys):
        value = _option(ctx, key, SEED_READING[key])
        if value != SEED_READING[key]:
            notes.append(
                " "
                + _("By the table's option {option} = {value}; the seed's words: {seed}.").format(
                    option=key, value=_shown_value(value), seed=seed_words(key)
                )
            )
    return "".join(notes)


def _effect_keys(card: Card | None) -> tuple[str, ...]:
    """The options that shape what ``card`` does (R9, R13)."""
    if card is None:
        return ()
    if card.rank == "7":
        return ("seven_target", "seven_penalty_cards")
    if card.rank == "A":
        return ("ace_penalty_cards",)
    return ()


# --------------------------------------------------------------------------- play rules


class Honours(NamedTuple):
    """When honours may be played: ``always_legal`` (R5b) and, after a Jolly that named a
    suit, ``after_jolly``: ``playable`` (default) or ``declared_suit`` (DERNIE-R25, the seed's
    "una carta di qualsiasi valore ma che sia del seme dichiarato")."""

    always_legal: bool = True
    after_jolly: str = "playable"


def honours_rule(ctx: Context) -> Honours:
    return Honours(
        bool(_option(ctx, "honours_always_legal", True)),
        str(_option(ctx, "honours_after_jolly", "playable")),
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
        previous = _option(ctx, "seven_target", "previous") == "previous"
        return (
            "previous_draws" if previous else "next_draws",
            int(_option(ctx, "seven_penalty_cards", 2)),
        )
    if card.rank == "A":
        return "skip_and_draw", int(_option(ctx, "ace_penalty_cards", 2))
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
    elif card.is_honour and not card.is_joker and not _option(ctx, "honours_always_legal", True):
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
    keys = ["ace_penalty_cards"] if pending == "ace" else list(_effect_keys(card))
    jolly_suit = top.is_joker and declared is not None and card.suit != declared
    if card.is_honour and not card.is_joker and not pending and jolly_suit:
        keys.append("honours_after_jolly")
    return keys


def play(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = _langs(ctx)
    top = _card(inputs, "top", langs)
    card = _card(inputs, "card", langs)
    declared = _declared(inputs, top, langs)
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
        elif not _option(ctx, "ace_stacking", True):
            reason = "no_ace_stacking"
        else:
            effect, draw = "skip_and_draw", (chain + 1) * int(_option(ctx, "ace_penalty_cards", 2))
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


# --------------------------------------------------------------------------- sequence


class Event(NamedTuple):
    """One thing that happened at the table: a play (with a declared suit), a draw or a take."""

    by: str
    action: str  # "play" | "draw" | "take"
    card: Card | None = None
    declare: Suit | None = None


def _event(
    raw: Any, index: int, players: Sequence[str], langs: tuple[str, ...] = LANGUAGES
) -> Event:
    field = "--events"
    if isinstance(raw, str):
        item = _event_words(raw, index)
    elif isinstance(raw, Mapping):
        item = dict(raw)
    else:
        raise Rejected(
            _(
                "event {index} must be a table {{by, play, declare}}, {{by, draw}} or "
                "{{by, take}}, not {raw}"
            ).format(index=index, raw=repr(raw)),
            field=field,
        )
    unknown = sorted(set(item) - {"by", "play", "declare", "draw", "take"})
    if unknown:
        raise Rejected(
            _("event {index}: unknown key '{key}' (keys: by, play, declare, draw, take)").format(
                index=index, key=unknown[0]
            ),
            field=field,
        )
    if _blank(item.get("by")):
        raise Rejected(
            _("event {index} does not say who acted (by)").format(index=index), field=field
        )
    by = resolve_name(str(item["by"]), players, field, "player")
    actions = [
        k
        for k in ("play", "draw", "take")
        if k in item and item[k] is not False and not _blank(item[k])
    ]
    if len(actions) != 1:
        raise Rejected(
            _("event {index} must be exactly one of play, draw or take").format(index=index),
            field=field,
        )
    if actions[0] != "play":
        if "declare" in item:
            raise Rejected(
                _("event {index}: only a played J or JOKER names a suit").format(index=index),
                field=field,
            )
        return Event(by, actions[0])
    card = parse_card(item["play"], field, langs)
    declare = None if _blank(item.get("declare")) else parse_suit(item["declare"], field, langs)
    if declare is not None and not (card.is_joker or card.rank == "J"):
        raise Rejected(
            _("event {index}: {card} cannot name a suit, only a J or JOKER can").format(
                index=index, card=card
            ),
            field=field,
            rule="DERNIE-R10",
        )
    return Event(by, "play", card, declare)


def _event_words(raw: str, index: int) -> dict[str, Any]:
    """An event written as words, ``WHO CARD [SUIT]``, ``WHO draw`` or ``WHO take``, as the
    table form."""
    words = [w for w in re.split(r"[\s:=]+", raw.strip()) if w]
    if not 2 <= len(words) <= 3:
        raise Rejected(
            _("event {index} '{raw}' must be WHO CARD [SUIT], WHO draw or WHO take").format(
                index=index, raw=raw
            ),
            field="--events",
        )
    item: dict[str, Any] = {"by": words[0]}
    action = words[1].lower()
    if action in ("draw", "take"):
        if len(words) == 3:
            raise Rejected(
                _("event {index} '{raw}': a {action} names no suit").format(
                    index=index, raw=raw, action=action
                ),
                field="--events",
            )
        item[action] = True
    else:
        item["play"] = words[1]
        if len(words) == 3:
            item["declare"] = words[2]
    return item


def _events(value: Any, players: Sequence[str], langs: tuple[str, ...] = LANGUAGES) -> list[Event]:
    if isinstance(value, str):
        raw: list[Any] = [e for e in re.split(r"[,;\n]+", value) if e.strip()]
    elif isinstance(value, list | tuple):
        raw = list(value)
    elif value is None:
        raw = []
    else:
        raise Rejected(_("events must be a list"), field="--events")
    return [_event(item, i, players, langs) for i, item in enumerate(raw, 1)]


class Pending(NamedTuple):
    """An Ace or 7 waiting for its victim: answer with the same rank or take."""

    kind: str  # "ace" | "seven"
    victim: int
    chain: int
    origin: int


class Flow(NamedTuple):
    """Where play stands: who is due, the direction, the top card, what was drawn."""

    turn: int
    direction: int
    top: Card
    declared: Suit | None
    drawn: tuple[int, ...]
    pending: Pending | None = None
    illegal_event: int | None = None
    reason: str = ""
    rules: tuple[str, ...] = ()


def run_sequence(
    players: Sequence[str],
    turn: int,
    direction: int,
    top: Card,
    declared: Suit | None,
    events: Sequence[Event],
    ctx: Context,
) -> Flow:
    """Apply the events in order (DERNIE-R4…R14, and whose turn it is after each); stop at the first
    illegal or out-of-order one."""
    walk = _Walk(len(players), turn, direction, top, declared, [0] * len(players), ctx, None, [])
    for index, event in enumerate(events):
        by = players.index(event.by)
        reason = walk.answer(event, by) if walk.pending is not None else walk.move(event, by)
        if reason is not None:
            return walk.stopped(index, reason)
    return walk.flow()


class _Walk:
    """Play while a sequence is walked; each event either moves it on or is refused."""

    __slots__ = (
        "applied",
        "count",
        "ctx",
        "declared",
        "direction",
        "drawn",
        "pending",
        "top",
        "turn",
    )

    def __init__(
        self,
        count: int,
        turn: int,
        direction: int,
        top: Card,
        declared: Suit | None,
        drawn: list[int],
        ctx: Context,
        pending: Pending | None,
        applied: list[str],
    ) -> None:
        self.count = count
        self.turn = turn
        self.direction = direction
        self.top = top
        self.declared = declared
        self.drawn = drawn
        self.ctx = ctx
        self.pending = pending
        self.applied = applied

    @property
    def seven_back(self) -> bool:
        return bool(_option(self.ctx, "seven_target", "previous") == "previous")

    def step(self, seat: int, n: int = 1) -> int:
        return (seat + n * self.direction) % self.count

    def flow(self) -> Flow:
        rules = tuple(dict.fromkeys(reversed(self.applied))) or ("DERNIE-R4",)
        return Flow(
            self.turn,
            self.direction,
            self.top,
            self.declared,
            tuple(self.drawn),
            self.pending,
            rules=rules,
        )

    def stopped(self, index: int, reason: str) -> Flow:
        pending = self.pending
        rule = (
            EFFECT_RULES["A" if pending.kind == "ace" else "7"]
            if pending is not None and reason == "out_of_turn"
            else REASON_RULES[reason]
        )
        return Flow(
            self.turn,
            self.direction,
            self.top,
            self.declared,
            tuple(self.drawn),
            pending,
            index,
            reason,
            (rule,),
        )

    def answer(self, event: Event, by: int) -> str | None:
        """The victim of a pending Ace or 7 takes the cards or answers with the same rank
        (R9, R13)."""
        pending = self.pending
        assert pending is not None
        if by != pending.victim:
            return "out_of_turn"
        ace = pending.kind == "ace"
        if event.action == "take":
            self.drawn[by] += (
                pending.chain * int(_option(self.ctx, "ace_penalty_cards", 2))
                if ace
                else int(_option(self.ctx, "seven_penalty_cards", 2))
            )
            self.turn = self.step(pending.origin) if not ace and self.seven_back else self.step(by)
            self.applied.append(EFFECT_RULES["A" if ace else "7"])
            self.pending = None
            return None
        card = event.card
        if ace and (card is None or card.rank != "A"):
            return "must_answer_ace"
        if ace and not _option(self.ctx, "ace_stacking", True):
            return "no_ace_stacking"
        if not ace and (card is None or card.rank != "7"):
            return "must_answer_seven"
        assert card is not None
        victim = self.step(by, -1 if (not ace and self.seven_back) else 1)
        self.pending = Pending(pending.kind, victim, pending.chain + 1, pending.origin)
        self.top, self.declared = card, None
        self.turn = victim
        self.applied.append(EFFECT_RULES[card.rank])
        return None

    def move(self, event: Event, by: int) -> str | None:
        """The player due draws or plays a card that matches (R5-R8), with its effect."""
        if by != self.turn:
            return "out_of_turn"
        if event.action == "take":
            return "nothing_to_take"
        if event.action == "draw":
            self.drawn[by] += 1
            self.turn = self.step(by)
            self.applied.append("DERNIE-R7")
            return None
        card = event.card
        assert card is not None
        reason = reason_against(card, self.top, self.declared, honours_rule(self.ctx))
        if reason is not None:
            return reason
        if card.is_joker and event.declare is None:
            return "declare_required"
        self.applied.append(
            EFFECT_RULES.get(card.rank, "DERNIE-R6" if self.declared else "DERNIE-R5")
        )
        self.top, self.declared = card, event.declare
        self.turn = self._after(card, by)
        return None

    def _after(self, card: Card, by: int) -> int:
        """Who is due after a card is played (R11 queen, R12 king, R13 ace, R9 seven)."""
        if card.rank == "Q":
            return self.step(by, 2)
        if card.rank == "K":
            self.direction = -self.direction
            two_skip = (
                self.count == 2 and _option(self.ctx, "king_two_players", "no_effect") == "skip"
            )
            return by if two_skip else self.step(by)
        if card.rank == "A":
            self.pending = Pending("ace", self.step(by), 1, by)
            return self.pending.victim
        if card.rank == "7":
            self.pending = Pending("seven", self.step(by, -1 if self.seven_back else 1), 1, by)
            return self.pending.victim
        return self.step(by)


def sequence(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    players = _players(inputs.get("players"))
    turn = players.index(
        resolve_name(str(inputs.get("turn") or players[0]), players, "--turn", "player")
    )
    raw_direction = str(inputs.get("direction") or "cw").strip().lower()
    if raw_direction not in ("cw", "ccw"):
        raise Rejected(
            _("direction '{value}' must be cw or ccw").format(value=raw_direction),
            field="--direction",
            rule="DERNIE-R12",
        )
    top = _card(inputs, "top", _langs(ctx))
    declared = _declared(inputs, top, _langs(ctx))
    events = _events(inputs.get("events"), players, _langs(ctx))
    flow = run_sequence(
        players, turn, 1 if raw_direction == "cw" else -1, top, declared, events, ctx
    )
    if flow.illegal_event is not None:
        reason = flow.reason
        rule = flow.rules[0]
        event = events[flow.illegal_event]
        what = (
            _("{player} plays {card}").format(player=event.by, card=event.card)
            if event.action == "play"
            else _("{player} draws").format(player=event.by)
            if event.action == "draw"
            else _("{player} takes").format(player=event.by)
        )
        due = players[flow.pending.victim if flow.pending else flow.turn]
        return Verdict(
            _("illegal event {n}: {why}").format(
                n=flow.illegal_event + 1, why=reason_short(reason)
            ),
            {"illegal_event": flow.illegal_event, "reason": reason},
            rule,
            _("Event {n} ({what}) is not allowed: {why}. {due} was due to act on {top}.").format(
                n=flow.illegal_event + 1, what=what, why=reason_words(reason), due=due, top=flow.top
            ),
            (rule,),
        )
    nxt = players[flow.pending.victim if flow.pending else flow.turn]
    direction = "cw" if flow.direction == 1 else "ccw"
    drawn = {p: n for p, n in zip(players, flow.drawn, strict=True) if n}
    answer = {
        "next": nxt,
        "direction": direction,
        "drawn": drawn,
        "top": str(flow.top),
        "declared_suit": str(flow.declared) if flow.declared else None,
    }
    why = ngettext(
        "After {n} event {player} is due, direction {direction}, top card {top}",
        "After {n} events {player} is due, direction {direction}, top card {top}",
        len(events),
    ).format(n=len(events), player=nxt, direction=direction, top=flow.top)
    if flow.declared:
        why += " " + _("with {suit} declared").format(
            suit=card_letters.suit_shown(flow.declared, ctx.language)
        )
    why += "; " + _("drawn: {drawn}").format(
        drawn=", ".join(f"{p} {n}" for p, n in drawn.items()) or _("nothing")
    )
    if flow.pending:
        why += ". " + (
            _("{player} must answer the ace with an Ace or take")
            if flow.pending.kind == "ace"
            else _("{player} must answer the seven with a 7 or take")
        ).format(player=nxt)
    played = [e.card for e in events if e.action == "play" and e.card is not None]
    keys = [k for c in played for k in _effect_keys(c)]
    if any(c.rank == "A" for c in played):
        keys.append("ace_stacking")
    if any(c.is_honour and not c.is_joker for c in played):
        keys.append("honours_always_legal")
        if top.is_joker or any(c.is_joker for c in played):
            keys.append("honours_after_jolly")
    return Verdict(
        _("next: {player}").format(player=nxt),
        answer,
        flow.rules[0],
        why + "." + seed_notes(ctx, *keys),
        flow.rules,
    )


# --------------------------------------------------------------------------- counts


def ace_draw(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    k = read_int(inputs.get("k", inputs.get("aces", 1)), "--aces", low=None)
    if k < 0:
        raise Rejected(
            _("a chain of {k} aces is impossible").format(k=k), field="--aces", rule="DERNIE-R13"
        )
    if k > ACES_IN_PACK:
        raise Rejected(
            _("a chain of {k} aces is impossible: the pack holds exactly {aces} aces").format(
                k=k, aces=ACES_IN_PACK
            ),
            field="--aces",
            rule="DERNIE-R13",
        )
    if k > 1 and not _option(ctx, "ace_stacking", True):
        raise Rejected(
            _(
                "a chain of {k} aces is impossible with ace_stacking = false: nobody "
                "may answer an Ace"
            ).format(k=k),
            field="--aces",
            rule="DERNIE-R13",
        )
    each = int(_option(ctx, "ace_penalty_cards", 2))
    draw = k * each
    return Verdict(
        _("draw {draw}").format(draw=draw),
        {"draw": draw},
        "DERNIE-R13",
        ngettext(
            "A chain of {k} ace costs {k} × {each} = {draw} cards to the player who finally "
            "takes, who also misses the turn.",
            "A chain of {k} aces costs {k} × {each} = {draw} cards to the player who finally "
            "takes, who also misses the turn.",
            k,
        ).format(k=k, each=each, draw=draw)
        + seed_notes(ctx, "ace_penalty_cards"),
        ("DERNIE-R13",),
    )


CALLS = {
    "in_time": "in_time",
    "in-time": "in_time",
    "intime": "in_time",
    "yes": "in_time",
    "late": "late",
    "none": "none",
    "no": "none",
    "missing": "none",
}


def call(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    if _blank(inputs.get("cards_left")):
        raise Rejected(
            _("how many cards are left after the play? give --cards-left N"),
            field="--cards-left",
            rule="DERNIE-R8",
        )
    left = read_int(inputs.get("cards_left"), "--cards-left", low=None)
    if left < 0:
        raise Rejected(
            _("cards_left {left} is impossible").format(left=left),
            field="--cards-left",
            rule="DERNIE-R8",
        )
    raw = str(inputs.get("call") or "").strip().lower()
    if raw not in CALLS:
        raise Rejected(
            _("call '{value}' must be in_time, late or none").format(value=inputs.get("call")),
            field="--call",
            rule="DERNIE-R8",
        )
    said = CALLS[raw]
    cards = int(_option(ctx, "missed_call_penalty_cards", 2))
    penalty = cards if left == 1 and said != "in_time" else 0
    if left == 1:
        why = (
            _("Called in time: no penalty.")
            if said == "in_time"
            else (
                _("One card left and the call was late: draw {cards} cards from the stock.")
                if said == "late"
                else _(
                    "One card left and the call was not made: draw {cards} cards from the stock."
                )
            ).format(cards=cards)
        )
    elif left == 0:
        why = _("The player closed with the last card: no call is needed.")
    else:
        why = _("With {left} cards left no call is due; calling early has no effect.").format(
            left=left
        )
    return Verdict(
        _("penalty {cards} cards").format(cards=penalty) if penalty else _("no penalty"),
        {"penalty_cards": penalty},
        "DERNIE-R8",
        why + (seed_notes(ctx, "missed_call_penalty_cards") if penalty else ""),
        ("DERNIE-R8",),
    )


def hand_value(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    raw = inputs.get("hand")
    if _blank(raw) or raw == []:
        raise Rejected(_('give the cards, e.g. "KS 7H JOKER"'), field="HAND", rule="DERNIE-R2")
    cards = parse_hand(raw, "HAND", _langs(ctx))
    extra = too_many_copies(cards)
    if extra is not None:
        card, held, limit = extra
        raise Rejected(
            _("too many copies of {card}: {held} in one hand, the two packs hold {limit}").format(
                card=card, held=held, limit=limit
            ),
            field="HAND",
            rule="DERNIE-R1",
        )
    values = [card_points(c, ctx.options) for c in cards]
    total = sum(values)
    return Verdict(
        ngettext("{n} points", "{n} points", total).format(n=total),
        {"points": total},
        "DERNIE-R2",
        f"{show(cards)}: "
        + " + ".join(map(str, values))
        + f" = {total}."
        + seed_notes(
            ctx,
            *(
                "jolly_points" if c.is_joker else "ace_points" if c.rank == "A" else "face_points"
                for c in cards
                if c.is_joker or c.rank in ("A", "J", "Q", "K")
            ),
        ),
        ("DERNIE-R2", "DERNIE-R17"),
    )


QUESTIONS = {
    "play": Question(
        "play",
        "may this card go on this top card, and what does it do",
        (
            Field("top", help="top card of the discard pile, e.g. 5C"),
            Field(
                "declared_suit",
                aliases=("--declared",),
                help="suit named with the J or JOKER on top (C D H S), if any",
            ),
            Field("card", help="the card played, e.g. KH"),
            Field("card", "positional", help="the card played (instead of --card)"),
            Field("pending", help="ace or seven: the player is the victim of a pending chain"),
            Field("chain", help="aces already in the pending ace chain (default 1)"),
        ),
        play,
        "scorekeep judge dernie play --top 5C --card 5H",
    ),
    "sequence": Question(
        "sequence",
        "who plays next after these plays, takes and draws",
        (
            Field("players", help="seating order, e.g. A,B,C,D"),
            Field("turn", help="player due to act first"),
            Field("direction", help="cw (default) or ccw"),
            Field("top", help="top card before the events"),
            Field("declared_suit", aliases=("--declared",), help="suit declared on a J/JOKER top"),
            Field(
                "events",
                "rest",
                help='events separated by commas: "A QC, C KC, B JOKER H, D take, A draw"',
            ),
            Field("events", flag="--events", help="the events as one string (instead of words)"),
            Field(
                "events",
                "many",
                flag="--event",
                help="one event, WHO CARD [SUIT] | WHO draw | WHO take (repeat)",
            ),
        ),
        sequence,
        "scorekeep judge dernie sequence --players A,B,C,D --turn A --top 5C "
        '"A QC, C KC, B AC, A AD, D take"',
    ),
    "ace-draw": Question(
        "ace-draw",
        "how many cards a chain of k aces costs",
        (
            Field("k", "positional", help="aces in the chain"),
            Field("k", flag="--aces", aliases=("--k",), help="aces in the chain"),
        ),
        ace_draw,
        "scorekeep judge dernie ace-draw 3",
    ),
    "call": Question(
        "call",
        'penalty for a late or missing "Derniè" call',
        (
            Field("cards_left", help="cards left after the play"),
            Field("call", help="in_time, late or none"),
        ),
        call,
        "scorekeep judge dernie call --cards-left 1 --call late",
    ),
    "hand-value": Question(
        "hand-value",
        "points of a hand at the count",
        (
            Field("hand", "rest", help='the cards, e.g. "KS 7H JOKER"'),
            Field("hand", flag="--hand", help="the cards (instead of the words)"),
        ),
        hand_value,
        'scorekeep judge dernie hand-value "KS 7H JOKER"',
    ),
    "stock": dernie_stock.QUESTION,
}
