"""The Derda table before and between hands (DERDA-B1…B4, D1, R8…R12): which bidding
calls are allowed now (gram, pasuję, ile razy?, a suit, a trade offer) and who deals
next and leads."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scorekeep.core.cards import suit_of
from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import Context, Verdict
from scorekeep.core.inputs import read_flag
from scorekeep.core.record import NamedTuple
from scorekeep.games.derda import entries as derda
from scorekeep.games.derda.judge_inputs import match_name, player_named, players_input
from scorekeep.games.jass.cards import LANGUAGES, SUIT_WORDS, SUITS, parse_card
from scorekeep.games.jass.judge_inputs import langs_of, missing, suit_input
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# --------------------------------------------------------------------------- Q6 bidding

ND, DL = "non-dealer", "dealer"
CALL_WORDS = {
    "gram": "gram",
    "play": "gram",
    "pasuję": "pass",
    "pasuje": "pass",
    "pas": "pass",
    "pass": "pass",
    "p": "pass",
    "ile razy": "ile",
    "ile-razy": "ile",
    "how many times": "ile",
    "raz": "raz",
    "once": "raz",
    "dwa razy": "dwa",
    "dwa-razy": "dwa",
    "twice": "dwa",
    "przyjmuję": "accept",
    "przyjmuje": "accept",
    "accept": "accept",
    "accepted": "accept",
    "odrzucam": "reject",
    "reject": "reject",
    "rejected": "reject",
}
ROLE_WORDS = {
    "d": DL,
    "dealer": DL,
    "rozdający": DL,
    "rozdajacy": DL,
    "nd": ND,
    "non-dealer": ND,
    "nierozdający": ND,
    "nierozdajacy": ND,
}


class Bidding:
    """Where a Derda auction stands; each call moves it on in place."""

    __slots__ = ("offer", "result", "rule", "stage", "turn")

    def __init__(self) -> None:
        self.stage = "p1-nd"
        self.turn = ND
        self.offer: tuple[str, int] | None = None
        self.result: dict[str, Any] = {}
        self.rule = "DERDA-B1"


def parse_call(token: str) -> tuple[str, Any] | None:
    word = " ".join(token.strip().casefold().rstrip("?!.").split())
    if word in CALL_WORDS:
        return CALL_WORDS[word], None
    match = re.fullmatch(r"(?:oferta|offer)\s*([0-9]{1,6})(?:\s*i\s*karty)?", word)
    if match:
        return "offer", int(match.group(1))
    suit = suit_of(word, LANGUAGES, words=True) or suit_of(token, LANGUAGES, words=True)
    if suit in SUITS:
        return "suit", suit
    return None


def _legal(state: Bidding, turned: str | None, trade_offers: bool) -> list[str]:
    suits = [s for s in SUITS if s != turned] if turned else ["another suit"]
    return {
        "p1-nd": ["gram", "pasuję"],
        "p1-d": ["gram", "pasuję", "ile razy?"],
        "ile": ["raz", "dwa razy"],
        "p2-nd": [*suits, "pasuję", *(["oferta N"] if trade_offers else [])],
        "p2-nd-after": [*suits, "pasuję"],
        "p2-d": [*suits, "pasuję"],
        "offer": ["przyjmuję", "odrzucam", "oferta N"],
        "over": [],
    }[state.stage]


def _flip(role: str) -> str:
    return DL if role == ND else ND


def _step(
    state: Bidding, kind: str, value: Any, turned: str | None, trade_offers: bool
) -> str | None:
    """Apply one call; return why it is illegal, or None."""
    stage, who = state.stage, state.turn
    if stage == "over":
        return _("the bidding is already over")
    if kind == "suit" and stage in ("p2-nd", "p2-nd-after", "p2-d"):
        if turned is not None and value == turned:
            state.rule = "DERDA-B3"
            return _("the turned suit {suit} may not be named in phase 2").format(
                suit=_(SUIT_WORDS[value])
            )
        state.stage, state.rule = "over", "DERDA-B3"
        state.result = {"bidder": who, "trump": value}
        return None
    if kind == "offer" and stage == "p2-nd":
        if not trade_offers:
            state.rule = "DERDA-B4"
            return _("trade offers are disabled (trade_offers = false)")
        state.stage, state.offer, state.turn, state.rule = (
            "offer",
            (who, value),
            _flip(who),
            "DERDA-B4",
        )
        return None
    moves: dict[tuple[str, str], tuple[str, str, str, dict[str, Any]]] = {
        ("p1-nd", "gram"): ("over", who, "DERDA-B1", {"bidder": ND, "trump": "turned"}),
        ("p1-nd", "pass"): ("p1-d", DL, "DERDA-B1", {}),
        ("p1-d", "gram"): ("over", who, "DERDA-B1", {"bidder": DL, "trump": "turned"}),
        ("p1-d", "pass"): ("p2-nd", ND, "DERDA-B3", {}),
        ("p1-d", "ile"): ("ile", ND, "DERDA-B2", {}),
        ("ile", "raz"): ("over", who, "DERDA-B2", {"bidder": DL, "trump": "turned"}),
        ("ile", "dwa"): ("over", who, "DERDA-B2", {"annulled": "dwa-razy"}),
        ("p2-nd", "pass"): ("p2-d", DL, "DERDA-B3", {}),
        ("p2-nd-after", "pass"): ("p2-d", DL, "DERDA-B3", {}),
        ("p2-d", "pass"): ("over", who, "DERDA-B3", {"annulled": "double-pass"}),
        ("offer", "reject"): ("p2-nd-after", ND, "DERDA-B4", {}),
    }
    if (stage, kind) in moves:
        state.stage, state.turn, state.rule, state.result = moves[(stage, kind)]
        return None
    if stage == "offer" and kind == "accept":
        assert state.offer is not None
        state.stage, state.rule = "over", "DERDA-B4"
        state.result = {"trade": state.offer[1], "asked_by": state.offer[0]}
        return None
    if stage == "offer" and kind == "offer":
        state.offer, state.turn = (who, value), _flip(who)
        return None
    return "not allowed now"


def _history(value: Any) -> list[str]:
    if missing(value):
        return []
    if isinstance(value, list | tuple):
        return [str(v) for v in value if str(v).strip()]
    return [p.strip() for p in re.split(r"[,;\n]", str(value)) if p.strip()]


class _Seats(NamedTuple):
    """The two roles at the table and, when the dealer is named, who plays them."""

    dealer: str | None
    players: Sequence[str]

    def name(self, role: str) -> str | None:
        if self.dealer is None:
            return None
        if role == DL:
            return self.dealer
        return next((p for p in self.players if p != self.dealer), None)

    def label(self, role: str) -> str:
        who = self.name(role)
        word = _("dealer") if role == DL else _("non-dealer")
        return f"{word} ({who})" if who else word


def _turned_suit(raw: Any, langs: Sequence[str] = LANGUAGES) -> str | None:
    """The turned card's suit, given as a card or as a suit."""
    if missing(raw):
        return None
    text = str(raw).strip()
    try:
        return parse_card(text, "--turned", langs).suit
    except Unreadable:
        return suit_input(text, "--turned", langs)


def _call_written(token: str, langs: Sequence[str]) -> str:
    """A call naming a suit in the table's words (``Ania: чирви``) as the program writes it."""
    if tuple(langs) == LANGUAGES:
        return token
    speaker, sep, said = token.rpartition(":")
    suit = suit_of(said.strip(), tuple(langs), words=True)
    return f"{speaker}{sep}{suit}" if suit is not None else token


def calls(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    history = [_call_written(token, langs_of(ctx)) for token in _history(inputs.get("history"))]
    turned = _turned_suit(inputs.get("turned"), langs_of(ctx))
    trade_offers = read_flag(
        inputs.get("trade_offers", ctx.options.get("trade_offers", True)), "--trade-offers"
    )
    dealer = None if missing(inputs.get("dealer")) else str(inputs["dealer"]).strip()
    players = players_input([], dealer, given=inputs.get("players"))
    seats = _Seats(player_named(dealer, players) if dealer else None, players)
    state = Bidding()
    for index, token in enumerate(history, 1):
        why = _call_refusal(state, token, seats, turned, trade_offers)
        if why is not None:
            return _illegal_call(state, index, token, why, seats, turned, trade_offers)
    if state.stage == "over":
        return _bidding_over(state, seats, turned)
    legal_now = _legal(state, turned, trade_offers)
    phase = 1 if state.stage in ("p1-nd", "p1-d", "ile") else 2
    answer = {
        "over": False,
        "phase": phase,
        "to_call": state.turn,
        "player": seats.name(state.turn),
        "calls": legal_now,
    }
    why = _("Phase {phase}: the {who} may say {calls}.").format(
        phase=phase, who=seats.label(state.turn), calls=", ".join(legal_now)
    )
    if phase == 2 and turned is None:
        why += " " + _("The turned suit may not be named.")
    verdict = _("{who} to call").format(who=seats.label(state.turn))
    return Verdict(verdict, answer, state.rule, why, (state.rule,))


def _call_refusal(
    state: Bidding, token: str, seats: _Seats, turned: str | None, trade_offers: bool
) -> str | None:
    """Make one call of the history; why it is illegal, or None when it was made."""
    speaker, sep, said = token.partition(":")
    if not sep:
        speaker, said = "", token
    role = _role(speaker, seats.dealer, seats.players) if speaker.strip() else state.turn
    parsed = parse_call(said)
    if parsed is None:
        return _("'{call}' is not a Derda call").format(call=said.strip())
    if role != state.turn:
        return _("it is the {turn}'s turn, not the {role}'s").format(
            turn=seats.label(state.turn), role=seats.label(role)
        )
    legal_before = _legal(state, turned, trade_offers)
    why = _step(state, parsed[0], parsed[1], turned, trade_offers)
    if why == "not allowed now":
        return _("'{call}' is not allowed now ({calls})").format(
            call=said.strip(), calls=", ".join(legal_before)
        )
    return why


def _illegal_call(
    state: Bidding,
    index: int,
    token: str,
    why: str,
    seats: _Seats,
    turned: str | None,
    trade_offers: bool,
) -> Verdict:
    legal_now = _legal(state, turned, trade_offers)
    answer = {
        "illegal_at": index,
        "reason": why,
        "calls": legal_now,
        "to_call": state.turn if legal_now else None,
    }
    shown = _("not allowed now") if why == "not allowed now" else why
    may = _(" The {who} may: {calls}.").format(
        who=seats.label(state.turn), calls=", ".join(legal_now)
    )
    return Verdict(
        _("illegal"),
        answer,
        state.rule,
        _("Call {n} ('{call}') is illegal: {why}.").format(n=index, call=token.strip(), why=shown)
        + (may if legal_now else ""),
        (state.rule,),
    )


def _bidding_over(state: Bidding, seats: _Seats, turned: str | None) -> Verdict:
    result = dict(state.result)
    for key in ("bidder", "asked_by"):
        if key in result and seats.name(result[key]):
            result[f"{key}_name"] = seats.name(result[key])
    if result.get("trump") == "turned" and turned:
        result["trump"] = turned
    return Verdict(
        _("bidding over"),
        {"over": True, "result": result},
        state.rule,
        _result_text(result, seats.label),
        (state.rule,),
    )


def _role(speaker: str, dealer: str | None, players: Sequence[str]) -> str:
    word = speaker.strip().casefold()
    if word in ROLE_WORDS:
        return ROLE_WORDS[word]
    if dealer is not None:
        if word == dealer.casefold():
            return DL
        if match_name(speaker, players) is not None or len(players) < 2:
            return ND
    raise Rejected(
        _("who is '{speaker}'? write dealer:, non-dealer: or give --dealer NAME").format(
            speaker=speaker.strip()
        ),
        field="HISTORY",
    )


def _result_text(result: Mapping[str, Any], label: Any) -> str:
    if "annulled" in result:
        return (
            _("Double pass: the hand is annulled without points and the deal passes.")
            if result["annulled"] == "double-pass"
            else _(
                "'Dwa razy': the cards are thrown in without points; the same dealer deals again."
            )
        )
    if "trade" in result:
        return _(
            "The offer of {points} is accepted: the hand is annulled and the "
            "points are written to the {who}."
        ).format(points=result["trade"], who=label(result["asked_by"]))
    trump = result["trump"]
    suit = _("the turned suit") if trump == "turned" else _(SUIT_WORDS.get(trump, trump))
    return _("The {who} is the bidder with {suit} as trump.").format(
        who=label(result["bidder"]), suit=suit
    )


# --------------------------------------------------------------------------- Q7 dealer

RESULTS = ("made", "bajt", "sztajnbajt", "double-pass", "dwa-razy", "trade")


def dealer(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    if missing(inputs.get("dealer")):
        raise Rejected(_("who dealt this hand? add --dealer P"), field="--dealer")
    dealt_text = str(inputs["dealer"]).strip()
    bidder_text = None if missing(inputs.get("bidder")) else str(inputs["bidder"]).strip()
    next_text = None if missing(inputs.get("next_dealer")) else str(inputs["next_dealer"]).strip()
    players = players_input([], dealt_text, bidder_text, next_text, given=inputs.get("players"))
    dealt = player_named(dealt_text, players) or dealt_text
    raw = inputs.get("result")
    if missing(raw):
        leads = _opponent(dealt, players)
        return Verdict(
            _("{player} bids first and leads").format(player=leads),
            {"dealer": dealt, "leads": leads},
            "DERDA-D1",
            _(
                "{dealer} deals; the non-dealer {player} speaks first in the bidding and leads "
                "to the first trick; then the winner of each trick leads."
            ).format(dealer=dealt, player=leads),
            ("DERDA-D1", "DERDA-P1"),
        )
    result = str(raw).strip().casefold().replace(" ", "-").replace("_", "-")
    result = derda.ANNUL_ALIASES.get(result, result)
    if result not in RESULTS:
        raise Rejected(
            _("result '{raw}' must be one of {results}").format(
                raw=raw, results=", ".join(RESULTS)
            ),
            field="--result",
        )
    bidder = player_named(bidder_text, players) if bidder_text else None
    if result in ("made", "bajt") and bidder is None:
        raise Rejected(
            _("after a {result} the next dealer depends on the bidder: add --bidder P").format(
                result=result
            ),
            field="--bidder",
            rule="DERDA-D1",
        )
    agreed = player_named(next_text, players) if next_text and result == "trade" else None
    nxt, why, rule = _next_dealer(result, dealt, bidder, agreed, players)
    leads = _opponent(nxt, players)
    why = f"{why[:1].upper()}{why[1:]}"
    return Verdict(
        _("{dealer} deals next").format(dealer=nxt),
        {"next_dealer": nxt, "leads": leads},
        "DERDA-D1",
        _("{why}; the non-dealer {player} bids first and leads to the first trick.").format(
            why=why, player=leads
        ),
        ("DERDA-D1", rule, "DERDA-P1"),
    )


def _opponent(player: str, players: Sequence[str]) -> str:
    found = next((p for p in players if p != player), None)
    if found is None:
        raise Rejected(_("name both players with --players A,B"), field="--players")
    return found


def _next_dealer(
    result: str, dealt: str, bidder: str | None, agreed: str | None, players: Sequence[str]
) -> tuple[str, str, str]:
    """Who deals after a hand with this result, why, and the rule that says so."""
    if result == "made":
        assert bidder is not None
        why = _("the bidder {player} made it, so he deals").format(player=bidder)
        return bidder, why, "DERDA-R8"
    if result == "bajt":
        assert bidder is not None
        nxt = _opponent(bidder, players)
        return nxt, _("a bajt: the defender {player} deals").format(player=nxt), "DERDA-R8"
    if result in ("sztajnbajt", "double-pass"):
        nxt = _opponent(dealt, players)
        why = (
            _("after a sztajnbajt the deal passes to the opponent of the dealer, {player}")
            if result == "sztajnbajt"
            else _("after a double pass the deal passes to the opponent of the dealer, {player}")
        ).format(player=nxt)
        return nxt, why, "DERDA-R9" if result == "sztajnbajt" else "DERDA-R12"
    if result == "dwa-razy":
        why = _("after 'dwa razy' the same dealer {player} deals again").format(player=dealt)
        return dealt, why, "DERDA-R12"
    nxt = agreed or dealt
    why = (
        _("the trade agreed that {player} deals").format(player=nxt)
        if agreed
        else _("an accepted trade keeps the deal: {player} deals again").format(player=dealt)
    )
    return nxt, why, "DERDA-R10"
