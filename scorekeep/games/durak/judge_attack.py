"""Durak disputes while the attack goes on (DURAK-R2, R6…R11, R18, R19): may a player throw
this card on the table now (``throw``), may the defender cover this attack card with that one
(``defend``), may the defender pass the attack on in the transfer variant (``transfer``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.cards import suit_shown
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Verdict
from scorekeep.core.inputs import read_flag, read_int
from scorekeep.core.record import NamedTuple
from scorekeep.games.durak import round as durak_round
from scorekeep.games.durak.cards import (
    Card,
    beat_failure,
    rank_name,
)
from scorekeep.games.durak.judge_situation import (
    card_langs,
    need_seats,
    rank_names,
    read_card,
    read_ceiling,
    read_deck_size,
    read_option,
    read_seats,
    read_table,
    read_trump,
    refuse_on_table,
)
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def throw(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """May ``by`` put attack card ``card`` on the table now?"""
    deck_size = read_deck_size(inputs, ctx)
    trump = read_trump(inputs, required=False, langs=card_langs(ctx))
    table = read_table(inputs, deck_size, trump, card_langs(ctx))
    seats = read_seats(inputs)
    card = read_card(inputs, "card", deck_size, langs=card_langs(ctx))
    refuse_on_table(card, table, "--card")
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
    who_throws = str(read_option(inputs, ctx, "who_throws"))
    cheating = bool(read_option(inputs, ctx, "cheating"))
    taken = read_flag(inputs.get("taken", False), "--taken")
    limit, why_limit = read_ceiling(inputs, ctx)
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
        throw_after_take=bool(read_option(inputs, ctx, "throw_after_take")),
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
            rank=rank_name(t.card.rank), open=rank_names(durak_round.open_ranks(table))
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
    deck_size = read_deck_size(inputs, ctx)
    trump = read_trump(inputs, required=True, langs=card_langs(ctx))
    assert trump is not None
    table = read_table(inputs, deck_size, trump, card_langs(ctx))
    attack = read_card(inputs, "attack", deck_size, langs=card_langs(ctx))
    card = read_card(inputs, "card", deck_size, langs=card_langs(ctx))
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
    refuse_on_table(card, table, "--card")
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


def transfer(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """May the defender pass the attack on with ``card`` (transfer variant)?"""
    deck_size = read_deck_size(inputs, ctx)
    trump = read_trump(inputs, required=False, langs=card_langs(ctx))
    table = read_table(inputs, deck_size, trump, card_langs(ctx))
    if not table:
        raise Rejected(
            _("the table is empty: there is no attack to pass on"),
            field="--table",
            rule="DURAK-R19",
        )
    card = read_card(inputs, "card", deck_size, langs=card_langs(ctx))
    refuse_on_table(card, table, "--card")
    seats = read_seats(inputs)
    enabled = bool(read_option(inputs, ctx, "transfer"))
    limit, why_limit = read_ceiling(inputs, ctx)
    following = None
    active = len(seats.players)
    if (
        enabled
        and not any(p.defence for p in table)
        and all(p.attack.rank == card.rank for p in table)
    ):
        players, defender = need_seats(seats, "transfer")
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
