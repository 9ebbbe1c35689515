"""The auction (BR-A1…A14): the calls as the table writes them (BR-A1), checked from the
dealer round the table (BR-A2). A bid must outrank the last one (BR-A3, A4), a pass is always
legal (BR-A5), a double hits an opponent's bid (BR-A6), a redouble one's own doubled bid
(BR-A7), and a new bid cancels both (BR-A8). Three passes after a bid end the auction (BR-A9),
four at the start pass the deal out (BR-A10), and nothing may follow (BR-A11). The last bid is
the contract, declarer whoever of that side first named its strain (BR-A12, A13); an auction
not yet over says who calls next and what may be called (BR-A14)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from scorekeep.core.errors import Unreadable
from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge import CARD_LANGUAGES
from scorekeep.games.bridge.contract import STRAINS, Contract, bid_parts, read_strain
from scorekeep.games.bridge.seats import seat_after, side_of
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

REASONS = {
    "insufficient bid": "BR-A4",
    "nothing to double": "BR-A6",
    "double of own side": "BR-A6",
    "already doubled": "BR-A6",
    "redouble without double": "BR-A7",
    "redouble of own side's double": "BR-A7",
    "already redoubled": "BR-A7",
    "auction closed": "BR-A11",
    "malformed call": "BR-A1",
}


def reason_words(reason: str) -> str:
    """An auction's reason code (kept as is in JSON) in the player's words."""
    words = {
        "insufficient bid": _("insufficient bid"),
        "nothing to double": _("nothing to double"),
        "double of own side": _("double of own side"),
        "already doubled": _("already doubled"),
        "redouble without double": _("redouble without double"),
        "redouble of own side's double": _("redouble of own side's double"),
        "already redoubled": _("already redoubled"),
        "auction closed": _("auction closed"),
        "malformed call": _("malformed call"),
    }
    return words.get(reason, reason)


class Call(NamedTuple):
    kind: str  # "bid", "pass", "double", "redouble"
    level: int = 0
    strain: str = ""

    def __str__(self) -> str:
        if self.kind == "bid":
            return f"{self.level}{self.strain}"
        return {"pass": "P", "double": "X", "redouble": "XX"}[self.kind]


def parse_call(
    token: str,
    nt_alias: Sequence[str] = ("N", "NT", "BA"),
    languages: Sequence[str] = CARD_LANGUAGES,
) -> Call | None:
    word = token.strip().upper()
    if word in ("P", "PASS", "PAS", "PASUJĘ", "PASUJE"):
        return Call("pass")
    if word in ("X", "D", "DBL", "KONTRA"):
        return Call("double")
    if word in ("XX", "R", "RDBL", "REKONTRA"):
        return Call("redouble")
    bid = bid_parts(word)
    if bid:
        strain = read_strain(bid[1], nt_alias, languages)
        if strain:
            return Call("bid", int(bid[0]), strain)
    return None


def _rank(level: int, strain: str) -> int:
    return level * 5 + STRAINS.index(strain)


class AuctionResult(NamedTuple):
    """``status``: complete, passed_out, incomplete or illegal."""

    status: str
    contract: Contract | None = None
    declarer: str | None = None
    illegal_at: int | None = None
    reason: str = ""
    rule: str = ""
    next_seat: str | None = None
    legal_calls: tuple[str, ...] = ()
    first_named_at: int | None = None
    calls: tuple[str, ...] = ()

    def answer(self) -> dict[str, Any]:
        if self.status == "complete":
            assert self.contract is not None
            return {"contract": str(self.contract), "declarer": self.declarer}
        if self.status == "passed_out":
            return {"passed_out": True}
        if self.status == "incomplete":
            return {"complete": False}
        return {"illegal_at": self.illegal_at, "reason": self.reason}


def _legal_now(
    last: tuple[int, str, str] | None, doubling: int, doubler: str | None, seat: str
) -> tuple[str, ...]:
    calls = ["P"]
    if last is None:
        calls.append("1C")
    else:
        rank = _rank(last[0], last[1]) + 1
        if rank <= _rank(7, "NT"):
            calls.append(f"{rank // 5}{STRAINS[rank % 5]}")
        if doubling == 0 and side_of(last[2]) != side_of(seat):
            calls.append("X")
        if doubling == 1 and side_of(last[2]) == side_of(seat):
            calls.append("XX")
    return tuple(calls)


def judge_auction(
    dealer: str, tokens: Sequence[str], nt_alias: Sequence[str] = ("N", "NT", "BA")
) -> AuctionResult:
    """Walk the calls from the dealer (BR-A2) and stop at the first illegal one."""
    return _judge_auction(dealer, tuple(tokens), tuple(nt_alias))


@functools.lru_cache(maxsize=1024)
def _judge_auction(
    dealer: str, tokens: tuple[str, ...], nt_alias: tuple[str, ...]
) -> AuctionResult:
    last: tuple[int, str, str] | None = None  # level, strain, seat
    doubling = 0
    doubler: str | None = None
    passes = 0
    ended = False
    first_named: dict[tuple[str, str], tuple[str, int]] = {}
    calls = tuple(tokens)

    def illegal(index: int, reason: str, seat: str) -> AuctionResult:
        return AuctionResult(
            "illegal",
            illegal_at=index,
            reason=reason,
            rule=REASONS[reason],
            next_seat=seat,
            legal_calls=() if ended else _legal_now(last, doubling, doubler, seat),
            calls=calls,
        )

    for index, token in enumerate(calls):
        seat = seat_after(dealer, index)
        if ended:
            return illegal(index, "auction closed", seat)
        call = parse_call(token, nt_alias)
        if call is None:
            return illegal(index, "malformed call", seat)
        if call.kind == "bid":
            if last is not None and _rank(call.level, call.strain) <= _rank(last[0], last[1]):
                return illegal(index, "insufficient bid", seat)
            last, doubling, doubler, passes = (call.level, call.strain, seat), 0, None, 0
            first_named.setdefault((side_of(seat), call.strain), (seat, index))
        elif call.kind == "pass":
            passes += 1
        else:
            refusal = _doubling_refusal(call.kind, last, doubling, seat)
            if refusal:
                return illegal(index, refusal, seat)
            if call.kind == "double":
                doubling, doubler, passes = 1, seat, 0
            else:
                doubling, passes = 2, 0
        if (last is not None and passes == 3) or (last is None and passes == 4):
            ended = True
    if not ended:
        seat = seat_after(dealer, len(calls))
        return AuctionResult(
            "incomplete",
            next_seat=seat,
            legal_calls=_legal_now(last, doubling, doubler, seat),
            calls=calls,
        )
    if last is None:
        return AuctionResult("passed_out", calls=calls)
    declarer, named_at = first_named[(side_of(last[2]), last[1])]
    return AuctionResult(
        "complete",
        Contract(last[0], last[1], doubling),
        declarer,
        first_named_at=named_at,
        calls=calls,
    )


def _doubling_refusal(
    kind: str, last: tuple[int, str, str] | None, doubling: int, seat: str
) -> str | None:
    """Why a double (BR-A6) or redouble (BR-A7) is illegal at this point, or None."""
    if kind == "double":
        if last is None:
            return "nothing to double"
        if side_of(last[2]) == side_of(seat):
            return "double of own side"
        return "already doubled" if doubling else None
    if doubling == 2:
        return "already redoubled"
    if doubling == 0 or last is None:
        return "redouble without double"
    if side_of(last[2]) != side_of(seat):
        return "redouble of own side's double"
    return None


def calls_written(
    calls: Sequence[str], nt_alias: Sequence[str], languages: Sequence[str]
) -> list[str]:
    """The calls of a table that writes them in its own letters, as the journal keeps them
    (Italian ``1C`` → ``1H``); a call that reads as none is kept for the auction to refuse."""
    if tuple(languages) == CARD_LANGUAGES:
        return list(calls)
    out = []
    for token in calls:
        call = parse_call(token, nt_alias, languages)
        out.append(str(call) if call is not None else token)
    return out


def split_calls(text: str | Sequence[str], field: str = "--auction") -> list[str]:
    """``"1C 1H P"`` or a list of calls; anything else (a number, a table) is refused."""
    if isinstance(text, str):
        import re

        return [t for t in re.split(r"[\s,]+", text) if t]
    if not isinstance(text, list | tuple):
        raise Unreadable(
            _("{text} is not a list of calls").format(text=repr(text)), field=field, rule="BR-A1"
        )
    return [str(t) for t in text]
