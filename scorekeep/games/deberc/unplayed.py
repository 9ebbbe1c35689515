"""Deberc redeals (DEBERC-P6): four sevens, which may count on the first deal only (P7), and
everybody passing twice, refused when the bid is mandatory (P3); the pot keeps hanging."""

from __future__ import annotations

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Entry, Outcome
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.deberc.hands import ANNULMENTS, Evening, HandDetail
from scorekeep.i18n import _


def annulled(state: Evening, entry: Entry, dealer: str, ctx: Context) -> tuple[Evening, Outcome]:
    """DEBERC-P6: a redeal scores nothing; the pot still hangs."""
    kind = entry["annulled"]
    if kind not in ANNULMENTS:
        raise Rejected(
            _("unknown redeal {redeal} (four-sevens or all-pass)").format(redeal=repr(kind)),
            field="--annul",
            rule="DEBERC-P6",
        )
    extra = sorted(set(entry) - {"annulled", "dealer"})
    if extra:
        raise Rejected(
            _("a redealt hand has no {key}").format(key=extra[0]),
            field="--annul",
            rule="DEBERC-P6",
        )
    if kind == "all-pass" and ctx.options.get("mandatory_bid"):
        raise Rejected(
            _("no all-pass redeal: mandatory_bid is on, so the dealer must name a trump and play"),
            field="--annul",
            rule="DEBERC-P3",
        )
    if kind == "four-sevens":
        _check_four_sevens(state, ctx)
    players = ctx.table.players
    after = dealer if kind == "four-sevens" else deberc_rules.next_seat(players, dealer)
    note = (
        _("redeal: a player had four sevens; {dealer} deals again").format(dealer=dealer)
        if kind == "four-sevens"
        else _("redeal: everybody passed twice; {dealer} deals").format(dealer=after)
    )
    notes = [note + " (DEBERC-P6)"]
    if state.hanging:
        notes.append(
            _("the pot of {points} still hangs").format(points=state.hanging) + " (DEBERC-R10)"
        )
    detail = HandDetail(
        "annulled",
        dealer,
        f"annulled: {kind}",
        pot_before=state.hanging,
        pot=state.hanging,
        next_dealer=after,
        bajts=dict(state.bajts),
    )
    sevens = state.sevens_redeals + (kind == "four-sevens")
    new = state._replace(dealer=after, hands=state.hands + 1, sevens_redeals=sevens)
    return new, Outcome(dict.fromkeys(ctx.table.sides, 0), tuple(notes), detail=detail)


def _check_four_sevens(state: Evening, ctx: Context) -> None:
    """DEBERC-P7: with ``four_sevens = "first_deal"`` (the seed: "при першій роздачі") four
    sevens force a redeal only on the game's first deal."""
    if ctx.options.get("four_sevens", "any_deal") == "first_deal" and not state.first_deal:
        raise Rejected(
            _(
                "no four-sevens redeal after the first deal: four_sevens = first_deal "
                '(the seed: "при першій роздачі")'
            ),
            field="--annul",
            rule="DEBERC-P7",
        )
