"""Durak disputes when a round ends (DURAK-R3, R8, R12…R17, R20): where the table goes
(``round-end``), who draws in which order and how many (``draw-order``), and who attacks next
or whether the game is over, with a durak or a draw (``next-attacker``)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Verdict
from scorekeep.core.inputs import read_int
from scorekeep.games.durak import round as durak_round
from scorekeep.games.durak.judge_situation import (
    card_langs,
    card_texts,
    need_seats,
    read_deck_size,
    read_discard_empty,
    read_hands,
    read_option,
    read_outcome,
    read_seats,
    read_table,
    read_trump,
    read_words,
    refuse_unknown,
)
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def round_end(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """Where the table goes, and who attacks next."""
    deck_size = read_deck_size(inputs, ctx)
    table = read_table(
        inputs,
        deck_size,
        read_trump(inputs, required=False, langs=card_langs(ctx)),
        card_langs(ctx),
    )
    if not table:
        raise Rejected(
            _("the table is empty: give --table with the round's cards"), field="--table"
        )
    outcome = read_outcome(inputs)
    seats = read_seats(inputs)
    empty = read_discard_empty(inputs)
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
        "to_discard": card_texts(end.to_discard),
        "to_defender": card_texts(end.to_defender),
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
    refuse_unknown(inputs, ctx)
    seats = read_seats(inputs)
    players, defender = need_seats(seats, "draw order")
    attacker = seats.attacker
    assert attacker is not None
    order_in = [seats.name(w, "--throw-order") for w in read_words(inputs.get("throw_order", ""))]
    throw_order = list(dict.fromkeys(order_in)) or [attacker]
    if throw_order[0] != attacker:
        raise Rejected(
            _("the throw order starts with the attacker {attacker}, not {first}").format(
                attacker=attacker, first=throw_order[0]
            ),
            field="--throw-order",
            rule="DURAK-R15",
        )
    if defender in throw_order and not read_option(inputs, ctx, "transfer"):
        raise Rejected(
            _("{defender} is the defender and never throws in").format(defender=defender),
            field="--throw-order",
            rule="DURAK-R8",
        )
    hands = read_hands(inputs, players)
    if "talon" not in inputs:
        raise Rejected(
            _("how many cards are left in the talon (trump card included)? give --talon N"),
            field="--talon",
            rule="DURAK-R15",
        )
    talon = read_int(inputs["talon"], "--talon")
    hand_size = int(read_option(inputs, ctx, "hand_size") or 6)
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
    refuse_unknown(inputs, ctx)
    seats = read_seats(inputs)
    players, defender = need_seats(seats, "next attacker")
    outcome = read_outcome(inputs)
    hands = read_hands(inputs, players)
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
