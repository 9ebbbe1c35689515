"""A played Derda hand scored: card points and words (DERDA-R2…R7) summed, then decided by the
bajt rules (R8, R9) and settled."""

from __future__ import annotations

from scorekeep.core.game import Context, Entry, Outcome
from scorekeep.core.shared import per_player
from scorekeep.games.derda import words
from scorekeep.games.derda.bajts import count_bajts, decide
from scorekeep.games.derda.entries import read_played
from scorekeep.games.derda.game_over import settle
from scorekeep.games.derda.hands import Game, HandDetail
from scorekeep.i18n import _


def played(state: Game, entry: Entry, dealer: str, ctx: Context) -> tuple[Game, Outcome]:
    """DERDA-R7…R9: a hand played to the last trick, scored and settled."""
    players = ctx.table.players
    hand = read_played(state, entry, ctx)
    bidder, defender, trump, cards, no_tricks = hand
    void = no_tricks if ctx.options.get("words_need_trick", False) else ()
    decls, said = words.evaluate(entry.get("words"), players, trump, dealer, void)
    points = per_player(players, tuple(cards[p] + said.points(p) for p in players))
    warnings = tuple(
        _(
            "{player} has 0 card points but is not listed in --no-tricks (if he took no "
            "trick, add --no-tricks {player}); recorded anyway"
        ).format(player=p)
        for p in players
        if cards[p] == 0 and p not in no_tricks
    )
    notes = [words.note(said, decls)] if any(said.points(p) for p in players) else []
    notes += [
        _("{player}'s words are void: no trick taken").format(player=p)
        + " (DERDA-R7, words_need_trick)"
        for p in said.voided
        if decls[p].runs or decls[p].belo
    ]
    breakdown = len(notes)
    decided = decide(bidder, defender, points, state.pot, dealer, players, notes)
    if decided.result == "made":
        breakdown += 1
    result, pot = decided.result, decided.pot
    counts = count_bajts(state, bidder, result, players)
    detail = HandDetail(
        "played",
        dealer,
        bidder=bidder,
        defender=defender,
        trump=trump,
        cards=cards,
        words=said,
        points=points,
        result=result,
        hand_winner=decided.winner,
        pot_paid=decided.paid,
        pot_to=decided.paid_to,
        pot=sum(h.points for h in pot),
    )
    return settle(
        state,
        decided.scores,
        notes,
        warnings,
        detail,
        ctx,
        bidder=bidder,
        dealer=decided.next_dealer,
        pot=pot,
        counts=counts,
        breakdown=breakdown,
    )
