"""A played Deberc hand scored: card points and combinations (DEBERC-R2…R6) per side, decided
by the bajt rules (R7…R10), the end checked (R11…R13) and the deal passed (P5)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.game import Context, Entry, Outcome, Table
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.deberc import words as deberc_words
from scorekeep.games.deberc.bajts import decided, fitting, never_paid, short_events, stopped
from scorekeep.games.deberc.entries import player_of, read_played
from scorekeep.games.deberc.game_over import game_end
from scorekeep.games.deberc.hands import (
    NO_COMBINATIONS,
    Evening,
    HandDetail,
    Pack,
    PlayedHand,
    Settled,
)
from scorekeep.i18n import _


def played(state: Evening, entry: Entry, dealer: str, ctx: Context) -> tuple[Evening, Outcome]:
    """A played or stopped hand: scored, settled, the end checked, the deal passed."""
    hand = read_played(state, entry, ctx)
    pack = state.pack
    bidder_side = pack.side_of[hand.bidder]
    combos, points, notes = _round_points(hand, dealer, pack, ctx)
    breakdown = len(notes)
    decision_said = False
    if hand.stopped_by is not None:
        settled = stopped(state, hand.stopped_by, points, ctx, notes)
    else:
        settled = decided(state, hand, bidder_side, points, pack.orders[dealer], ctx, notes)
        breakdown += settled.result == "made"
        decision_said = settled.result != "made"
    totals = dict(state.totals)
    scores: dict[str, int] = {}
    for side in pack.sides:
        scores[side] = (
            settled.records[side]
            + settled.pot_paid.get(side, 0)
            + sum(p.points for p in settled.penalties.get(side, []))
        )
        totals[side] += scores[side]
    end = game_end(combos, hand, totals, bidder_side, dealer, pack, ctx, notes)
    if end.over and settled.pot:
        notes.append(never_paid(settled.pot_points))
    next_dealer = _next_dealer(dealer, settled.round_winner, ctx)
    detail = HandDetail(
        "stopped" if hand.stopped_by else "played",
        dealer,
        settled.result,
        bidder=hand.bidder,
        bidder_side=bidder_side,
        trump=hand.trump,
        points=dict(points),
        pot_before=state.hanging,
        pot=settled.pot_points,
        combinations=combos,
        reference=settled.reference,
        transfers=settled.transfers,
        bajt_number=settled.bajt_number,
        records=settled.records,
        penalties=settled.penalties,
        pot_paid=settled.pot_paid,
        round_winner=settled.round_winner,
        bajts=dict(settled.bajts),
        game_over=end if end.over else None,
        next_dealer=next_dealer,
    )
    new = Evening(
        next_dealer,
        tuple((s, totals[s]) for s in pack.sides),
        tuple((s, settled.bajts[s]) for s in pack.sides),
        state.pack,
        settled.pot,
        state.hands + 1,
        end.over,
        end.winner,
        end.reason,
        end.rule,
        pot_points=settled.pot_points,
    )
    events = _events(
        combos, pack, settled, bidder_side, points, notes, breakdown, decision_said, end.over
    )
    return new, Outcome(scores, tuple(notes), (), detail, events)


def _events(
    combos: deberc_words.Combinations,
    pack: Pack,
    settled: Settled,
    bidder_side: str,
    points: Mapping[str, int],
    notes: list[str],
    breakdown: int,
    decision_said: bool,
    over: bool,
) -> tuple[str, ...]:
    """The events the short answer names, in one line's room (see ``bajts.fitting``)."""
    # Whose words were scored is news when only one side gave any (DEBERC-R4): the table
    # may have left the junior side's out, and the short answer says so. The short answer
    # names each event in a line's room; the rule's sentence stays in the notes (explain).
    told = (
        [
            _("words: {counted}, the other side's not given").format(
                counted=", ".join(f"{p} {v}" for p, v in combos.counted.items())
            )
            + " (DEBERC-R4)"
        ]
        if combos.scoring_side is not None and combos.runner_up is None and len(pack.sides) > 1
        else []
    )
    after = notes[breakdown:]
    if decision_said:
        after = short_events(settled, bidder_side, points, after)
    # the game's end first of all, then whose words counted, then the rest
    first, rest = list(after[:1]), list(after[1:])
    events = fitting([*first, *rest, *told] if over else [*first, *told, *rest])
    return events


def _round_points(
    hand: PlayedHand, dealer: str, pack: Pack, ctx: Context
) -> tuple[deberc_words.Combinations, dict[str, int], list[str]]:
    """Each side's card points plus the combinations it scores (DEBERC-R2…R6), with notes."""
    table = ctx.table
    sides, members = pack.sides, pack.members
    cards = hand.side_cards(pack)
    if not hand.words:
        return NO_COMBINATIONS, cards, []
    words: dict[str, list[str]] = {}
    for who, said in hand.words.items():
        player = player_of(who, table, "--words", "DEBERC-R2")
        words.setdefault(player, []).extend(deberc_words.words_list(said, "--words", player))
    decl = deberc_words.read_declarations(words, hand.trump, table)
    combos = deberc_words.score_combinations(
        decl, hand.trump, table, dealer, hand.no_tricks, ctx.options, pack.combinations
    )
    points = {s: cards[s] + sum(combos.points_of(m) for m in members[s]) for s in sides}
    return combos, points, _combination_notes(combos, decl, table)


def _combination_notes(
    combos: deberc_words.Combinations, decl: deberc_words.Declarations, table: Table
) -> list[str]:
    notes: list[str] = []
    if combos.senior is not None:
        why = deberc_words.reason_words(combos.reason)
        senior = combos.senior.words()
        if combos.runner_up:
            head = _("senior combination: {senior} over {other} — {why}").format(
                senior=senior, other=combos.runner_up.words(), why=why
            )
        else:
            head = _("senior combination: {senior} — {why}").format(senior=senior, why=why)
        notes.append(head + " (DEBERC-R3)")
        if combos.scoring_side is not None:
            counted = ", ".join(f"{p} {v}" for p, v in combos.counted.items())
            if combos.runner_up is None and len(table.sides) > 1:
                said = _(
                    "words scored: {side}'s ({counted}); no other side's words were given "
                    "(a junior side's may be left out)"
                )
            else:
                said = _("{side} scores their combinations: {counted}")
            notes.append(said.format(side=combos.scoring_side, counted=counted) + " (DEBERC-R4)")
        else:
            notes.append(
                _("{side} took no trick: no combination counts").format(
                    side=table.side_of(combos.senior.player)
                )
                + " (DEBERC-R5)"
            )
    for player, points in combos.bella.items():
        notes.append(
            _("bella of {player}: {points}").format(player=player, points=points) + " (DEBERC-R6)"
        )
    for player, why in combos.not_counted.items():
        if "bella" in why:
            notes.append(f"{player}: {deberc_words.not_counted_words(why)} (DEBERC-R6)")
    return notes


def _next_dealer(dealer: str, round_winner: str | None, ctx: Context) -> str:
    """Clockwise, or the round's winner (a team: its member first from the dealer);
    no winner (hanging) → clockwise (DEBERC-R10)."""
    players = ctx.table.players
    if ctx.options.get("dealer_rotation") == "winner" and round_winner is not None:
        team = deberc_rules.members(ctx.table, round_winner)
        return next(p for p in deberc_rules.from_dealer(players, dealer) if p in team)
    return deberc_rules.next_seat(players, dealer)
