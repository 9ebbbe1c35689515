"""A short Derniè run of plays, takes and draws walked by the play rules (DERNIE-R4…R14):
``sequence`` says whose turn it is after it, or which event was not allowed."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Verdict, resolve_name
from scorekeep.core.record import NamedTuple
from scorekeep.games.dernie.cards import (
    LANGUAGES,
    Card,
    Suit,
    parse_card,
    parse_suit,
)
from scorekeep.games.dernie.judge_play import (
    EFFECT_RULES,
    REASON_RULES,
    honours_rule,
    reason_against,
    reason_short,
    reason_words,
)
from scorekeep.games.dernie.judge_situation import (
    card_langs,
    effect_keys,
    is_blank,
    read_card,
    read_declared,
    read_players,
    seed_notes,
    table_option,
)
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


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
    if is_blank(item.get("by")):
        raise Rejected(
            _("event {index} does not say who acted (by)").format(index=index), field=field
        )
    by = resolve_name(str(item["by"]), players, field, "player")
    actions = [
        k
        for k in ("play", "draw", "take")
        if k in item and item[k] is not False and not is_blank(item[k])
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
    declare = None if is_blank(item.get("declare")) else parse_suit(item["declare"], field, langs)
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
        return bool(table_option(self.ctx, "seven_target", "previous") == "previous")

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
                pending.chain * int(table_option(self.ctx, "ace_penalty_cards", 2))
                if ace
                else int(table_option(self.ctx, "seven_penalty_cards", 2))
            )
            self.turn = self.step(pending.origin) if not ace and self.seven_back else self.step(by)
            self.applied.append(EFFECT_RULES["A" if ace else "7"])
            self.pending = None
            return None
        card = event.card
        if ace and (card is None or card.rank != "A"):
            return "must_answer_ace"
        if ace and not table_option(self.ctx, "ace_stacking", True):
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
                self.count == 2
                and table_option(self.ctx, "king_two_players", "no_effect") == "skip"
            )
            return by if two_skip else self.step(by)
        if card.rank == "A":
            self.pending = Pending("ace", self.step(by), 1, by)
            return self.pending.victim
        if card.rank == "7":
            self.pending = Pending("seven", self.step(by, -1 if self.seven_back else 1), 1, by)
            return self.pending.victim
        return self.step(by)


def _refused(flow: Flow, index: int, events: Sequence[Event], players: Sequence[str]) -> Verdict:
    """The verdict on a run stopped at event ``index``, which was not allowed."""
    reason = flow.reason
    rule = flow.rules[0]
    event = events[index]
    what = (
        _("{player} plays {card}").format(player=event.by, card=event.card)
        if event.action == "play"
        else _("{player} draws").format(player=event.by)
        if event.action == "draw"
        else _("{player} takes").format(player=event.by)
    )
    due = players[flow.pending.victim if flow.pending else flow.turn]
    return Verdict(
        _("illegal event {n}: {why}").format(n=index + 1, why=reason_short(reason)),
        {"illegal_event": index, "reason": reason},
        rule,
        _("Event {n} ({what}) is not allowed: {why}. {due} was due to act on {top}.").format(
            n=index + 1, what=what, why=reason_words(reason), due=due, top=flow.top
        ),
        (rule,),
    )


def _walked(
    flow: Flow, events: Sequence[Event], players: Sequence[str], top: Card, ctx: Context
) -> Verdict:
    """The verdict on a run walked to its end: who is due, which way, what was drawn."""
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
    keys = [k for c in played for k in effect_keys(c)]
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


def sequence(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    players = read_players(inputs.get("players"))
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
    top = read_card(inputs, "top", card_langs(ctx))
    declared = read_declared(inputs, top, card_langs(ctx))
    events = _events(inputs.get("events"), players, card_langs(ctx))
    flow = run_sequence(
        players, turn, 1 if raw_direction == "cw" else -1, top, declared, events, ctx
    )
    if flow.illegal_event is not None:
        return _refused(flow, flow.illegal_event, events, players)
    return _walked(flow, events, players, top, ctx)
