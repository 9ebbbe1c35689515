"""The Deberc bidding (DEBERC-P3, P5, P6): who may call what now in the two rounds (the
auction's state machine, as Derda's is in its ``judge_table.py``), who plays which trump and
leads, who gets the turned card, and the redeal when all pass."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import Context, Table, Verdict
from scorekeep.core.record import NamedTuple
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.deberc.judge_inputs import dealer_input, table_input
from scorekeep.games.jass import cards as jass
from scorekeep.games.jass.judge_inputs import langs_of, suit_input
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# --------------------------------------------------------------------------- bidding

PASS_WORDS = {"pass", "pas", "пас", "p"}
PLAY_WORDS = {"play", "gram", "граю", "грати", "play!"}


class Bidding(NamedTuple):
    """Where the auction (DEBERC-P3) stands after some calls."""

    status: str  # open | done | redeal | illegal
    next_player: str | None = None
    round: int = 1
    legal: tuple[str, ...] = ()
    bidder: str | None = None
    trump: str | None = None
    illegal_at: int | None = None
    reason: str = ""


def read_call(word: str) -> str:
    text = word.strip().casefold()
    if text in PASS_WORDS:
        return "pass"
    if text in PLAY_WORDS:
        return "play"
    try:
        return jass.parse_suit(word, "CALLS")
    except Unreadable:
        raise Rejected(
            _("'{word}' is not a call: write pass, play or a suit S H D C").format(word=word),
            field="CALLS",
            rule="DEBERC-P3",
        ) from None


def bidding(
    players: Sequence[str], dealer: str, turned: str, calls: Sequence[str], mandatory: bool
) -> Bidding:
    """Round 1: play the turned suit or pass; round 2: name another suit or pass; all pass
    again → redeal, or with ``mandatory_bid`` the dealer must name a suit (DEBERC-P3)."""
    order = deberc_rules.from_dealer(players, dealer)
    n = len(order)
    suits = tuple(s for s in jass.SUITS if s != turned)

    def legal_at(index: int) -> tuple[str, ...]:
        if index < n:
            return ("play", "pass")
        if index == 2 * n - 1 and mandatory:
            return suits
        return (*suits, "pass")

    for index, word in enumerate(calls):
        who = order[index % n]
        if index >= 2 * n:
            return Bidding(
                "illegal",
                who,
                2,
                (),
                illegal_at=index,
                reason=_("the bidding is over: everybody passed twice"),
            )
        call = read_call(word)
        if index < n and call == turned:
            call = "play"
        allowed = legal_at(index)
        if call not in allowed:
            why = (
                _("in round 1 a player plays the turned suit or passes")
                if index < n
                else _("{suit} was the turned suit; round 2 names another suit").format(suit=turned)
                if call == turned or call == "play"
                else _("the dealer must name a suit (mandatory_bid)")
            )
            return Bidding(
                "illegal", who, 1 if index < n else 2, allowed, illegal_at=index, reason=why
            )
        if call == "play":
            return Bidding("done", None, 1, (), bidder=who, trump=turned)
        if call != "pass":
            return Bidding("done", None, 2, (), bidder=who, trump=call)
        if index == 2 * n - 1:
            return Bidding("redeal", None, 2)
    index = len(calls)
    return Bidding("open", order[index % n], 1 if index < n else 2, legal_at(index))


# --------------------------------------------------------------------------- Q6 calls


def calls(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    table = table_input(inputs)
    dealer = dealer_input(inputs, table, ctx)
    turned = suit_input(inputs.get("turned"), "--turned", langs_of(ctx))
    raw = inputs.get("calls", "")
    words = raw.split() if isinstance(raw, str) else [str(w) for w in raw]
    if langs_of(ctx) != jass.LANGUAGES:
        words = [card_letters.suit_of(w, langs_of(ctx), words=True) or w for w in words]
    mandatory = bool(ctx.options.get("mandatory_bid", False))
    state = bidding(table.players, dealer, turned, words, mandatory)
    answer: dict[str, Any] = {"status": state.status, "round": state.round}
    rules = ["DEBERC-P3"]
    if state.status == "open":
        answer.update({"next": state.next_player, "legal": list(state.legal)})
        verdict = _("{who} to call").format(who=state.next_player)
        why = (
            _("Round {round}: {who} may say {calls}").format(
                round=state.round, who=state.next_player, calls=_calls_shown(state.legal, ctx)
            )
            + (
                _("; round 2 may not name the turned suit {suit}").format(
                    suit=_(jass.SUIT_WORDS[turned])
                )
                if state.round == 2
                else ""
            )
            + (
                _(" (mandatory_bid: the dealer may not pass)")
                if mandatory and state.next_player == dealer and state.round == 2
                else ""
            )
            + "."
        )
    elif state.status == "illegal":
        answer.update(
            {
                "illegal_at": state.illegal_at,
                "reason": state.reason,
                "legal": list(state.legal),
                "next": state.next_player,
            }
        )
        verdict = _("illegal call")
        why = _("Call {n} ('{call}' by {who}) is illegal: {why}").format(
            n=(state.illegal_at or 0) + 1,
            call=_calls_shown([words[state.illegal_at or 0]], ctx),
            who=state.next_player,
            why=state.reason,
        ) + (
            _(". Legal there: {calls}.").format(calls=_calls_shown(state.legal, ctx))
            if state.legal
            else "."
        )
    elif state.status == "redeal":
        verdict = _("redeal")
        why = _(
            "Everybody passed in both rounds and mandatory_bid is off: the cards are "
            "redealt by {dealer}."
        ).format(dealer=deberc_rules.next_seat(table.players, dealer))
        answer["next_dealer"] = deberc_rules.next_seat(table.players, dealer)
        rules.append("DEBERC-P6")
    else:
        verdict, why = _trump_ordered(state, table, dealer, answer, ctx)
        rules.append("DEBERC-P5")
    return Verdict(verdict, answer, "DEBERC-P3", why, tuple(rules))


def _calls_shown(calls: Sequence[str], ctx: Context) -> str:
    """Calls as the table reads them: a suit named with its symbol at a table whose letters
    differ from the program's (an Italian ``C`` is hearts)."""
    return ", ".join(
        card_letters.suit_shown(c, ctx.language) if c in jass.SUITS else c for c in calls
    )


def _trump_ordered(
    state: Bidding, table: Table, dealer: str, answer: dict[str, Any], ctx: Context
) -> tuple[str, str]:
    """The bidding is over: who plays which trump, who leads, who gets the turned card."""
    assert state.bidder is not None and state.trump is not None
    first = (
        state.bidder
        if ctx.options.get("first_lead") == "bidder"
        else deberc_rules.next_seat(table.players, dealer)
    )
    answer.update({"bidder": state.bidder, "trump": state.trump, "first_lead": first})
    suit = _(jass.SUIT_WORDS[state.trump])
    verdict = _("{who} plays {suit}").format(who=state.bidder, suit=suit)
    why = _(
        "{who} ordered {suit} in round {round}; {first} leads first (first_lead = {rule})"
    ).format(
        who=state.bidder,
        suit=suit,
        round=state.round,
        first=first,
        rule=ctx.options.get("first_lead", "after_dealer"),
    )
    if len(table.players) == 4:
        to = state.bidder if ctx.options.get("open_card_to", "bidder") == "bidder" else dealer
        answer["turn_up_to"] = to
        why += _("; the turned card goes to {who} (open_card_to)").format(who=to)
    else:
        why += _("; everybody gets three more cards")
    return verdict, why + "."
