"""Durak disputes settled by rule (DURAK-R6…R19): throw, defend, round-end, draw-order,
next-attacker, transfer.

Inputs arrive as strings from flags or typed from a ``--situation`` file; both are read here.
A situation that cannot happen (a card twice, a card not in the pack, the defender not seated
after the attacker) is refused as input; everything else gets a verdict.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeep.core.cards import reading, suit_shown
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, Question, Verdict, resolve_name
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
from scorekeep.i18n import _, ngettext

# ----------------------------------------------------------------------------- input fields

TRUMP = Field("trump", help="trump suit: C D H S or ♣ ♦ ♥ ♠")
PLAYERS = Field("players", help="active players in seat order (clockwise), e.g. A,B,C,D")
ATTACKER = Field("attacker", help="the player who led this round")
DEFENDER = Field("defender", help="the defender (the next active player after the attacker)")
TABLE = Field(
    "table",
    help='attack/defence pairs in the order played, e.g. "9C/10C 9H/7D 9S" '
    "(a lone card is unbeaten)",
)
DISCARD_EMPTY = Field(
    "discard_empty",
    "flag",
    flag="--discard-empty",
    const=True,
    help="the discard pile is still empty (first ceiling)",
)
DISCARD_NONEMPTY = Field(
    "discard_empty",
    "flag",
    flag="--discard-nonempty",
    const=False,
    help="the discard pile is not empty (the default)",
)
DEFENDER_HAND = Field(
    "defender_hand",
    flag="--defender-cards",
    aliases=("--defender-hand",),
    help="cards now in the defender's hand",
)
WHO_THROWS = Field("who_throws", help="all («Wszyscy») or neighbours («Sąsiedzi»)")
CHEATING = Field("cheating", "flag", help="«Sztuczki»: a wrong-rank throw may lie")
TRANSFER = Field("transfer", "flag", help="the transfer variant («przekładany») is played")
DECK_SIZE = Field("deck_size", help="36 or 52 cards")
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
# ----------------------------------------------------------------------------- reading inputs


def _words(value: Any) -> list[str]:
    if isinstance(value, list | tuple):
        return [str(v).strip() for v in value if str(v).strip()]
    return [w for w in re.split(r"[,\s]+", str(value)) if w]


def _option(inputs: Mapping[str, Any], ctx: Context, key: str) -> Any:
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


def _seats(inputs: Mapping[str, Any]) -> Seats:
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


def _known(inputs: Mapping[str, Any], ctx: Context) -> None:
    """A situation key that no question reads is a typo: refuse it rather than ignore it."""
    unknown = sorted(set(inputs) - INPUT_KEYS - set(ctx.ruleset.options))
    if unknown:
        raise Rejected(
            _("unknown input key '{key}' (keys: {keys}, or an option)").format(
                key=unknown[0], keys=", ".join(sorted(INPUT_KEYS))
            ),
            field="--situation",
        )


def _deck_size(inputs: Mapping[str, Any], ctx: Context) -> int:
    _known(inputs, ctx)
    return int(_option(inputs, ctx, "deck_size") or 36)


def _langs(ctx: Context) -> tuple[str, ...]:
    """The letters the asker's language reads first (``judge --lang uk``: ``Т♥`` is the ace)."""
    return reading(CARD_LANGUAGES, ctx.language)


def _card(
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


def _table(
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


def _trump(
    inputs: Mapping[str, Any], required: bool, langs: tuple[str, ...] = LANGUAGES
) -> Suit | None:
    if inputs.get("trump") in (None, ""):
        if required:
            raise Rejected(_("which suit is trump? give --trump C|D|H|S"), field="--trump")
        return None
    return parse_suit(inputs["trump"], languages=langs)


def _not_on_table(card: Card, table: durak_round.Table, field: str) -> None:
    if card in durak_round.table_cards(table):
        raise Rejected(
            _("{card} is already on the table").format(card=card), field=field, rule="DURAK-R1"
        )


def _discard_empty(inputs: Mapping[str, Any]) -> bool:
    return read_flag(inputs.get("discard_empty", False), "--discard-empty")


def _ceiling(inputs: Mapping[str, Any], ctx: Context) -> tuple[int, str]:
    top = int(_option(inputs, ctx, "table_ceiling") or 6)
    first = int(_option(inputs, ctx, "first_ceiling") or 5)
    if first > top:
        raise Rejected(
            _("first_ceiling {first} is above table_ceiling {table}").format(
                first=first, table=top
            ),
            field="--first-ceiling",
            rule="DURAK-R9",
        )
    empty = _discard_empty(inputs)
    return durak_round.ceiling(empty, top, first), (
        _("the discard pile is still empty") if empty else _("the discard pile is not empty")
    )


def _hands(inputs: Mapping[str, Any], players: Sequence[str]) -> dict[str, int]:
    raw = inputs.get("hands")
    if raw is None:
        raise Rejected(
            _("give every player's hand size, e.g. --hands Ania=4 --hands Ty=0"), field="--hands"
        )
    if isinstance(raw, str):
        items = [w.partition("=")[::2] for w in _words(raw)]
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


def _outcome(inputs: Mapping[str, Any]) -> str:
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


def _need_seats(seats: Seats, what: str) -> tuple[tuple[str, ...], str]:
    if not seats.players or seats.defender is None:
        raise Rejected(
            _("{what}: give players (seat order) and the attacker or defender").format(what=what),
            field="--players",
        )
    return seats.players, seats.defender


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def _ranks(ranks: frozenset[int]) -> str:
    return ", ".join(rank_name(x) for x in sorted(ranks))


# ----------------------------------------------------------------------------- questions


def throw(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """May ``by`` put attack card ``card`` on the table now?"""
    deck_size = _deck_size(inputs, ctx)
    trump = _trump(inputs, required=False, langs=_langs(ctx))
    table = _table(inputs, deck_size, trump, _langs(ctx))
    seats = _seats(inputs)
    card = _card(inputs, "card", deck_size, langs=_langs(ctx))
    _not_on_table(card, table, "--card")
    if inputs.get("by") in (None, ""):
        raise Rejected(_("who throws? give --thrower PLAYER"), field="--thrower")
    by = seats.name(inputs["by"], "--thrower")
    if "defender_hand" not in inputs:
        raise Rejected(
            _("how many cards does the defender hold? give --defender-cards N"),
            field="--defender-cards",
            rule="DURAK-R10",
        )
    defender_hand = read_int(inputs["defender_hand"], "--defender-cards")
    who_throws = str(_option(inputs, ctx, "who_throws"))
    cheating = bool(_option(inputs, ctx, "cheating"))
    taken = read_flag(inputs.get("taken", False), "--taken")
    limit, why_limit = _ceiling(inputs, ctx)
    assumed: list[str] = []
    attacker = seats.attacker
    if seats.same(by, attacker):
        attacker = by
    defender = by if seats.same(by, seats.defender) else seats.defender
    if not table and attacker is None:
        raise Rejected(
            _(
                "the table is empty, so only the attacker may lead: give --attacker "
                "(or --players with --defender)"
            ),
            field="--attacker",
            rule="DURAK-R6",
        )
    if defender is None:
        assumed.append(
            _("no defender given: {player} is taken not to be the defender").format(player=by)
        )
    after = seats.after_defender
    if who_throws == "neighbours" and table and by not in (attacker, defender) and after is None:
        raise Rejected(
            _("under «Sąsiedzi» the seats decide: give --players and the attacker or defender"),
            field="--players",
            rule="DURAK-R8",
        )
    violations = durak_round.throw_violations(
        table,
        by,
        card,
        attacker=attacker,
        defender=defender,
        after_defender=after,
        defender_hand=defender_hand,
        ceiling=limit,
        who_throws=who_throws,
        taken=taken,
        throw_after_take=bool(_option(inputs, ctx, "throw_after_take")),
    )
    throw = _Throw(
        table, by, card, attacker, after, defender_hand, limit, why_limit, who_throws, assumed
    )
    if not violations:
        return _throw_allowed(throw)
    return _throw_refused(throw, violations, cheating)


class _Throw(NamedTuple):
    """The situation of a throw question, as its answer words it."""

    table: durak_round.Table
    by: str
    card: Card
    attacker: str | None
    after: str | None
    defender_hand: int
    limit: int
    why_limit: str
    who_throws: str
    assumed: list[str]

    def assumptions(self) -> str:
        return " (" + "; ".join(self.assumed) + ".)" if self.assumed else ""


def _throw_allowed(t: _Throw) -> Verdict:
    if not t.table:
        why = _("{player} leads {card}: the attacker opens the round with any one card.").format(
            player=t.by, card=t.card
        )
        rules: tuple[str, ...] = ("DURAK-R6", "DURAK-R10")
    else:
        holder = next(c for c in durak_round.table_cards(t.table) if c.rank == t.card.rank)
        why = _(
            "Rank {rank} is on the table ({holder}); this is attack card {n} of at most "
            "{limit} ({why_limit}); unbeaten {unbeaten} ≤ the defender's {hand} cards."
        ).format(
            rank=rank_name(t.card.rank),
            holder=holder,
            n=len(t.table) + 1,
            limit=t.limit,
            why_limit=t.why_limit,
            unbeaten=durak_round.unbeaten(t.table) + 1,
            hand=t.defender_hand,
        )
        if t.who_throws == "neighbours":
            why += " " + (
                _("«Sąsiedzi»: {player} is a neighbour and throws any open rank.").format(
                    player=t.by
                )
                if t.by in (t.attacker, t.after)
                else _("«Sąsiedzi»: {rank} is the first attack rank.").format(
                    rank=rank_name(t.card.rank)
                )
            )
        rules = ("DURAK-R7", "DURAK-R9", "DURAK-R10", "DURAK-R8")
    return Verdict(_("legal"), {"legal": True}, rules[0], why + t.assumptions(), rules)


def _throw_refused(t: _Throw, violations: Sequence[str], cheating: bool) -> Verdict:
    table, by, attacker, defender_hand = t.table, t.by, t.attacker, t.defender_hand
    unbeaten = durak_round.unbeaten(table)
    first = table[0].attack if table else None
    reasons = {
        "defender_cannot_throw": _(
            "{player} is the defender, and the defender never throws in."
        ).format(player=by),
        "not_attacker_lead": _(
            "The table is empty: only the attacker {attacker} opens the round."
        ).format(attacker=attacker),
        "table_ceiling": _(
            "{n} attack cards already lie on the table and the ceiling is {limit} ({why_limit})."
        ).format(n=len(table), limit=t.limit, why_limit=t.why_limit),
        "hand_limit": ngettext(
            "Another card would leave {unbeaten} unbeaten against the defender's {hand} card.",
            "Another card would leave {unbeaten} unbeaten against the defender's {hand} cards.",
            defender_hand,
        ).format(unbeaten=unbeaten + 1, hand=defender_hand),
        "rank_not_on_table": _("No {rank} lies on the table (open ranks: {open}).").format(
            rank=rank_name(t.card.rank), open=_ranks(durak_round.open_ranks(table))
        ),
        "neighbours_restriction": _(
            "Under «Sąsiedzi» only {attacker} and {after} throw any open rank; {player} may "
            "throw only {rank}s, the rank of the first attack card."
        ).format(
            attacker=attacker,
            after=t.after,
            player=by,
            rank=rank_name(first.rank) if first else "?",
        ),
        "after_take": _(
            "The defender has taken, and this table does not throw in after a take "
            "(throw_after_take = false)."
        ),
    }
    answer: dict[str, Any] = {"legal": False, "rule": violations[0], "violations": list(violations)}
    why = " ".join(reasons[v] for v in violations)
    rules = tuple(dict.fromkeys(durak_round.THROW_RULES[v] for v in violations))
    verdict = _("illegal")
    if durak_round.cheat_allowed(violations, cheating):
        answer["cheat_allowed"] = True
        verdict = _("illegal, but it may lie («Sztuczki»)")
        why += " " + _(
            "With «Sztuczki» the card lies and counts until someone notices; noticed "
            "before the round closes, it goes back to the thrower."
        )
        rules = ("DURAK-R18", *rules)
    return Verdict(verdict, answer, rules[0], why + t.assumptions(), rules)


def defend(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """May the defender cover attack card ``attack`` with ``card``?"""
    deck_size = _deck_size(inputs, ctx)
    trump = _trump(inputs, required=True, langs=_langs(ctx))
    assert trump is not None
    table = _table(inputs, deck_size, trump, _langs(ctx))
    attack = _card(inputs, "attack", deck_size, langs=_langs(ctx))
    card = _card(inputs, "card", deck_size, langs=_langs(ctx))
    if not table:
        table = (durak_round.Pair(attack),)
    pair = next((p for p in table if p.attack == attack), None)
    if pair is None:
        raise Rejected(
            _("{attack} is not an attack card on the table ({table})").format(
                attack=attack, table=" ".join(str(p) for p in table)
            ),
            field="--attack",
            rule="DURAK-R11",
        )
    _not_on_table(card, table, "--card")
    if pair.defence is not None:
        return Verdict(
            _("illegal"),
            {"legal": False, "rule": "already_beaten"},
            "DURAK-R11",
            _("{attack} is already covered by {defence}; one defence card per attack card.").format(
                attack=attack, defence=pair.defence
            ),
            ("DURAK-R11",),
        )
    why = beat_failure(attack, card, trump)
    if why is None:
        how = _("same suit, higher") if card.suit == attack.suit else _("trump over non-trump")
        return Verdict(
            _("legal"),
            {"legal": True},
            "DURAK-R11",
            _(
                "{card} beats {attack}: {how} (trump {trump}). Its rank {rank} is now open "
                "for throwing in."
            ).format(
                card=card,
                attack=attack,
                how=how,
                trump=suit_shown(trump, ctx.language),
                rank=rank_name(card.rank),
            ),
            ("DURAK-R11", "DURAK-R7"),
        )
    text = {
        "not_higher": _("{card} is not higher than {attack} in the same suit"),
        "wrong_suit": _("{card} is neither {suit} nor trump ({trump})"),
        "trump_needs_higher_trump": _("{attack} is a trump; only a higher trump covers it"),
    }[why].format(
        card=card,
        attack=attack,
        suit=suit_shown(attack.suit, ctx.language),
        trump=suit_shown(trump, ctx.language),
    )
    hint = (
        _(", needs {card} or higher").format(card=f"{rank_name(attack.rank + 1)}{attack.suit}")
        if why != "wrong_suit" and attack.rank < 14
        else ""
    )
    return Verdict(
        _("illegal"),
        {"legal": False, "rule": "cannot_beat", "why": why},
        "DURAK-R11",
        f"{text}{hint}.",
        ("DURAK-R11", "DURAK-R2"),
    )


def round_end(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """Where the table goes, and who attacks next."""
    deck_size = _deck_size(inputs, ctx)
    table = _table(
        inputs, deck_size, _trump(inputs, required=False, langs=_langs(ctx)), _langs(ctx)
    )
    if not table:
        raise Rejected(
            _("the table is empty: give --table with the round's cards"), field="--table"
        )
    outcome = _outcome(inputs)
    seats = _seats(inputs)
    empty = _discard_empty(inputs)
    try:
        end = durak_round.close_round(table, outcome, empty)
    except ValueError:
        lying = " ".join(str(p.attack) for p in table if p.defence is None)
        raise Rejected(
            _(
                "{cards} lies unbeaten: a round is beaten off only when every attack "
                "card is covered (else the defender takes)"
            ).format(cards=lying),
            field="--outcome",
            rule="DURAK-R13",
        ) from None
    if outcome == "beaten":
        nxt = seats.defender
    else:
        nxt = (
            durak_round.seat_after(seats.players, seats.defender)
            if seats.players and seats.defender
            else None
        )
    answer = {
        "to_discard": _cards(end.to_discard),
        "to_defender": _cards(end.to_defender),
        "discard_empty_after": end.discard_empty_after,
        "next_attacker": nxt,
    }
    who = seats.defender or _("the defender")
    later = " " + (
        _("{player} attacks next.").format(player=nxt)
        if nxt
        else _("Give --players and --defender to name the next attacker.")
    )
    if outcome == "beaten":
        why = (
            _(
                "Every attack card is covered: all {n} table cards go to the discard pile for "
                "good and the pile is no longer empty."
            ).format(n=len(end.to_discard))
            + later
        )
        return Verdict(
            _("beaten off: {n} cards to the discard pile").format(n=len(end.to_discard)),
            answer,
            "DURAK-R13",
            why,
            ("DURAK-R13", "DURAK-R14", "DURAK-R16"),
        )
    why = (
        _(
            "{player} takes all {n} table cards, own defence cards included, and loses the "
            "turn; the discard pile does not grow."
        ).format(player=who, n=len(end.to_defender))
        + later
    )
    return Verdict(
        _("taken: {n} cards to {player}").format(n=len(end.to_defender), player=who),
        answer,
        "DURAK-R12",
        why,
        ("DURAK-R12", "DURAK-R14", "DURAK-R16"),
    )


def draw_order(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """Who draws, in which order, how many."""
    _known(inputs, ctx)
    seats = _seats(inputs)
    players, defender = _need_seats(seats, "draw order")
    attacker = seats.attacker
    assert attacker is not None
    order_in = [seats.name(w, "--throw-order") for w in _words(inputs.get("throw_order", ""))]
    throw_order = list(dict.fromkeys(order_in)) or [attacker]
    if throw_order[0] != attacker:
        raise Rejected(
            _("the throw order starts with the attacker {attacker}, not {first}").format(
                attacker=attacker, first=throw_order[0]
            ),
            field="--throw-order",
            rule="DURAK-R15",
        )
    if defender in throw_order and not _option(inputs, ctx, "transfer"):
        raise Rejected(
            _("{defender} is the defender and never throws in").format(defender=defender),
            field="--throw-order",
            rule="DURAK-R8",
        )
    hands = _hands(inputs, players)
    if "talon" not in inputs:
        raise Rejected(
            _("how many cards are left in the talon (trump card included)? give --talon N"),
            field="--talon",
            rule="DURAK-R15",
        )
    talon = read_int(inputs["talon"], "--talon")
    hand_size = int(_option(inputs, ctx, "hand_size") or 6)
    order = durak_round.draw_order(players, defender, throw_order)
    draws, left = durak_round.refill(order, hands, talon, hand_size)
    answer = {"order": list(order), "draws": draws, "talon_left": left}
    told = ", ".join(f"{p} +{n}" for p, n in draws.items()) or _("nobody draws")
    why = _(
        "Attackers first in the order their cards reached the table ({order}), then the "
        "defender {defender}, then the rest clockwise; each fills up to {size} before the "
        "next draws. From {talon}: {told}; {left} left."
    ).format(
        order=", ".join(throw_order),
        defender=defender,
        size=hand_size,
        talon=talon,
        told=told,
        left=left,
    )
    if talon and not left:
        why += " " + _("The trump card goes to {player}, who drew the last card.").format(
            player=list(draws)[-1]
        )
    return Verdict(told, answer, "DURAK-R15", why, ("DURAK-R15", "DURAK-R3"))


def next_attacker(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """Who attacks next, or is the game over (durak or draw)?"""
    _known(inputs, ctx)
    seats = _seats(inputs)
    players, defender = _need_seats(seats, "next attacker")
    outcome = _outcome(inputs)
    hands = _hands(inputs, players)
    if "talon" not in inputs:
        raise Rejected(
            _("how many cards are left in the talon after drawing? give --talon N"),
            field="--talon",
            rule="DURAK-R17",
        )
    talon = read_int(inputs["talon"], "--talon")
    result = durak_round.next_round(players, defender, outcome, hands, talon)
    if result.game_over and result.durak:
        return Verdict(
            _("game over: {durak} is the durak").format(durak=result.durak),
            {"game_over": True, "durak": result.durak},
            "DURAK-R17",
            _("The talon is empty and only {durak} still holds cards.").format(durak=result.durak),
            ("DURAK-R17",),
        )
    if result.game_over:
        return Verdict(
            _("game over: a draw"),
            {"game_over": True, "draw": list(result.draw)},
            "DURAK-R17",
            _(
                "The last cards of {players} went at the same moment: a draw, nobody is the durak."
            ).format(players=", ".join(result.draw)),
            ("DURAK-R17", "DURAK-R20"),
        )
    base = (
        _("{defender} beat everything and attacks next")
        if outcome == "beaten"
        else _("{defender} took, so the player after the defender attacks next")
    ).format(defender=defender)
    out = [p for p in players if talon == 0 and hands[p] == 0]
    skipped = (
        "; "
        + ngettext("{players} is out", "{players} are out", len(out)).format(players=", ".join(out))
        if out
        else ""
    )
    return Verdict(
        _("{attacker} attacks {defender}").format(
            attacker=result.attacker, defender=result.defender
        ),
        {"game_over": False, "attacker": result.attacker, "defender": result.defender},
        "DURAK-R16",
        f"{base}{skipped}: "
        + _("{attacker} attacks, {defender} defends.").format(
            attacker=result.attacker, defender=result.defender
        ),
        ("DURAK-R16", "DURAK-R17"),
    )


def transfer(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """May the defender pass the attack on with ``card`` (transfer variant)?"""
    deck_size = _deck_size(inputs, ctx)
    trump = _trump(inputs, required=False, langs=_langs(ctx))
    table = _table(inputs, deck_size, trump, _langs(ctx))
    if not table:
        raise Rejected(
            _("the table is empty: there is no attack to pass on"),
            field="--table",
            rule="DURAK-R19",
        )
    card = _card(inputs, "card", deck_size, langs=_langs(ctx))
    _not_on_table(card, table, "--card")
    seats = _seats(inputs)
    enabled = bool(_option(inputs, ctx, "transfer"))
    limit, why_limit = _ceiling(inputs, ctx)
    following = None
    active = len(seats.players)
    if (
        enabled
        and not any(p.defence for p in table)
        and all(p.attack.rank == card.rank for p in table)
    ):
        players, defender = _need_seats(seats, "transfer")
        following = durak_round.seat_after(players, defender)
    nxt = inputs.get("next_defender_hand")
    try:
        failure = durak_round.transfer_failure(
            table,
            card,
            enabled=enabled,
            active_players=active,
            ceiling=limit,
            next_defender_hand=None
            if nxt in (None, "")
            else read_int(nxt, "--next-defender-cards"),
        )
    except LookupError:
        raise Rejected(
            _("how many cards does {player} hold? give --next-defender-cards N").format(
                player=following
            ),
            field="--next-defender-cards",
            rule="DURAK-R19",
        ) from None
    if failure is None:
        return Verdict(
            _("legal: {player} defends").format(player=following),
            {"legal": True, "new_defender": following},
            "DURAK-R19",
            _(
                "Nothing is beaten yet and {card} matches the attack rank; {n} attack cards fit "
                "the ceiling {limit} and {player}'s hand. {player} now defends against all of them."
            ).format(card=card, n=len(table) + 1, limit=limit, player=following),
            ("DURAK-R19",),
        )
    reasons = {
        "transfer_disabled": _("This table does not play the transfer variant (transfer = false)."),
        "already_beaten": _(
            "An attack card is already covered; the attack can be passed on only before "
            "anything is beaten."
        ),
        "rank_mismatch": _("{card} does not match the attack rank {rank}.").format(
            card=card, rank=rank_name(table[0].attack.rank)
        ),
        "no_transfer_target": _("With two players there is nobody to pass the attack to."),
        "table_ceiling": _(
            "{n} attack cards would exceed the ceiling {limit} ({why_limit})."
        ).format(n=len(table) + 1, limit=limit, why_limit=why_limit),
        "next_defender_hand": _("{n} attack cards would exceed {player}'s hand.").format(
            n=len(table) + 1, player=following
        ),
    }
    return Verdict(
        _("illegal"),
        {"legal": False, "rule": failure},
        "DURAK-R19",
        reasons[failure],
        ("DURAK-R19", "DURAK-R9") if failure == "table_ceiling" else ("DURAK-R19",),
    )


# ----------------------------------------------------------------------------- the catalogue

CARD = Field("card", help="the card in question, e.g. 10D, TD, 10♦")
BY = Field("by", flag="--thrower", aliases=("--by",), help="who throws the card")
TAKEN = Field("taken", "flag", help="the defender has already said «Biorę» (take)")
ATTACK = Field("attack", help="the attack card to cover")
OUTCOME = Field("outcome", help="beaten (covered, nobody throws more) or taken")
THROW_ORDER = Field(
    "throw_order", help="players in the order their first card reached the table, attacker first"
)
HANDS = Field("hands", "pairs", help="hand size per player, --hands Ania=4 (repeat)")
TALON = Field("talon", help="cards left in the talon, the trump card included")
HAND_SIZE = Field("hand_size", help="refill to this many cards (default: the ruleset's)")
NEXT_HAND = Field(
    "next_defender_hand",
    flag="--next-defender-cards",
    aliases=("--next-defender-hand",),
    help="cards in the new defender's hand",
)

QUESTIONS = {
    "throw": Question(
        "throw",
        "may a player throw this card on the table now",
        (
            *SEATS,
            TRUMP,
            TABLE,
            DISCARD_EMPTY,
            DISCARD_NONEMPTY,
            DEFENDER_HAND,
            BY,
            CARD,
            TAKEN,
            *OPTION_FIELDS,
        ),
        throw,
        'scorekeep judge durak throw --trump D --table "9C/10C 9H 9S" '
        "--discard-nonempty --defender-cards 6 --who-throws all --thrower Celina "
        "--card 10D",
    ),
    "defend": Question(
        "defend",
        "may the defender cover this attack card with that card",
        (TRUMP, TABLE, ATTACK, CARD, DECK_SIZE),
        defend,
        'scorekeep judge durak defend --trump D --table "9C/10C 10D" --attack 10D --card 9D',
    ),
    "round-end": Question(
        "round-end",
        "what happens to the table when the round ends",
        (TABLE, OUTCOME, *SEATS, TRUMP, DISCARD_EMPTY, DISCARD_NONEMPTY, DECK_SIZE),
        round_end,
        'scorekeep judge durak round-end --table "9C/10C 9H/7D" --outcome beaten '
        "--players Ania,Ty,Bartek,Dorota --attacker Ania",
    ),
    "draw-order": Question(
        "draw-order",
        "who draws in which order, and how many",
        (*SEATS, THROW_ORDER, HANDS, TALON, HAND_SIZE, TRANSFER),
        draw_order,
        "scorekeep judge durak draw-order --players Ania,Ty,Bartek,Dorota "
        "--attacker Ania --throw-order Ania,Bartek,Dorota --hands Ania=4 "
        "--hands Ty=0 --hands Bartek=4 --hands Dorota=4 --talon 10",
    ),
    "next-attacker": Question(
        "next-attacker",
        "who attacks next, or is the game over",
        (*SEATS, OUTCOME, HANDS, TALON),
        next_attacker,
        "scorekeep judge durak next-attacker --players Ania,Ty,Bartek "
        "--attacker Ania --outcome taken --hands Ania=3 --hands Ty=9 "
        "--hands Bartek=2 --talon 0",
    ),
    "transfer": Question(
        "transfer",
        "may the defender pass the attack on (transfer variant)",
        (
            *SEATS,
            TABLE,
            CARD,
            NEXT_HAND,
            TRUMP,
            DISCARD_EMPTY,
            DISCARD_NONEMPTY,
            TRANSFER,
            DECK_SIZE,
        ),
        transfer,
        'scorekeep judge durak transfer --transfer --table "9C" --card 9H '
        "--players Ania,Ty,Bartek --attacker Ania --next-defender-cards 6",
    ),
}

INPUT_KEYS = frozenset(f.key for q in QUESTIONS.values() for f in q.inputs)
