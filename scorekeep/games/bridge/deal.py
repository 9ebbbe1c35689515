"""One deal as the journal records it, checked before it is scored: only the fields a deal
has, a written auction read from the seat that dealt (BR-A2, BR-S17) that is legal and over
(BR-A9) and agrees with the contract and declarer (BR-A10, A12, A13), a pass-out with
nothing else (BR-S15), the tricks as a count or a result (BR-S7), and honors where the
ruleset scores them (BR-S6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.games.bridge.auction import AuctionResult, judge_auction, reason_words, split_calls
from scorekeep.games.bridge.contract import (
    Contract,
    parse_contract,
    parse_honors,
    result_to_tricks,
)
from scorekeep.games.bridge.seats import SEATS
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def read_deal(
    entry: Mapping[str, Any], dealer: str, ctx: Context
) -> tuple[Contract | None, str | None, int, tuple[str, int] | None]:
    """Validate a journal entry: (contract, declarer, tricks, honors) or passed out."""
    _check_deal_fields(entry)
    nt = ctx.options.get("nt_alias", ("N", "NT", "BA"))
    derived = _finished_auction(entry, dealer, nt)
    if _passed_out(entry, derived):
        return None, None, 0, None
    contract, declarer = _contract_and_declarer(entry, derived, nt)
    return contract, declarer, _deal_tricks(entry, contract), _deal_honors(entry, contract, ctx)


def _check_deal_fields(entry: Mapping[str, Any]) -> None:
    known = {"contract", "by", "tricks", "result", "honors", "auction", "dealer", "due"}
    unknown = set(entry) - known
    if unknown:
        raise Rejected(
            _("unknown field '{field}' in a bridge deal").format(field=sorted(unknown)[0])
        )


def _finished_auction(
    entry: Mapping[str, Any], dealer: str, nt: Sequence[str]
) -> AuctionResult | None:
    """The deal's auction judged, when it was written down; only a finished, legal one passes."""
    if "auction" not in entry:
        return None
    derived = judge_auction(dealer, split_calls(entry["auction"]), nt)
    if derived.status == "illegal":
        at = derived.illegal_at or 0
        raise Rejected(
            _("call {n} '{call}' is illegal: {reason}").format(
                n=at + 1, call=derived.calls[at], reason=reason_words(derived.reason)
            ),
            field="--auction",
            rule=derived.rule,
        )
    if derived.status == "incomplete":
        raise Rejected(
            _("the auction is not over: {seat} is to call (three passes end it)").format(
                seat=derived.next_seat
            ),
            field="--auction",
            rule="BR-A9",
        )
    return derived


def _passed_out(entry: Mapping[str, Any], derived: AuctionResult | None) -> bool:
    """Whether the deal was passed out; the contract and the auction must agree (BR-A10)."""
    raw = entry.get("contract")
    auction_passed = derived is not None and derived.status == "passed_out"
    if not (raw == "pass" or (raw is None and auction_passed)):
        if auction_passed:
            raise Rejected(
                _("the auction is passed out, but a contract was given"),
                field="--auction",
                rule="BR-A10",
            )
        return False
    if derived is not None and not auction_passed:
        raise Rejected(
            _("the auction ends in {contract}, not a pass-out").format(contract=derived.contract),
            field="--auction",
            rule="BR-A10",
        )
    if any(k in entry for k in ("by", "tricks", "result", "honors")):
        raise Rejected(
            _("a passed-out deal has no declarer, tricks or honors"),
            field="CONTRACT",
            rule="BR-S15",
        )
    return True


def _contract_and_declarer(
    entry: Mapping[str, Any], derived: AuctionResult | None, nt: Sequence[str]
) -> tuple[Contract, str]:
    """The contract and declarer as written, checked against the auction (BR-A12, BR-A13)."""
    raw = entry.get("contract")
    contract = parse_contract(raw, nt) if raw is not None else None
    declarer = entry.get("by")
    if declarer is not None and declarer not in SEATS:
        raise Rejected(
            _("declarer '{declarer}' is not a seat N, E, S or W").format(declarer=declarer),
            field="--by",
        )
    if derived is not None:
        assert derived.contract is not None
        if contract is not None and contract != derived.contract:
            raise Rejected(
                _("contract {contract} disagrees with the auction, which ends in {ends}").format(
                    contract=contract, ends=derived.contract
                ),
                field="CONTRACT",
                rule="BR-A12",
            )
        if declarer is not None and declarer != derived.declarer:
            raise Rejected(
                _(
                    "declarer {declarer} disagrees with the auction: "
                    "{first} first named {strain} for the side"
                ).format(declarer=declarer, first=derived.declarer, strain=derived.contract.strain),
                field="--by",
                rule="BR-A13",
            )
        contract, declarer = derived.contract, derived.declarer
    if contract is None:
        raise Rejected(_("the contract is missing"), field="CONTRACT", rule="BR-A12")
    if declarer is None:
        raise Rejected(_("who is declarer? add --by SEAT"), field="--by", rule="BR-A13")
    return contract, declarer


def _deal_tricks(entry: Mapping[str, Any], contract: Contract) -> int:
    """Tricks taken by declarer, written as a count or as a result against the contract."""
    if "tricks" in entry:
        tricks = entry["tricks"]
        if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 13:
            raise Rejected(
                _("tricks {tricks} must be a whole number from 0 to 13").format(
                    tricks=repr(tricks)
                ),
                field="--tricks",
                rule="BR-S7",
            )
        return tricks
    if "result" in entry:
        return result_to_tricks(str(entry["result"]), contract)
    raise Rejected(
        _("how many tricks? add --tricks N or --result +1|-2|="),
        field="--tricks",
        rule="BR-S7",
    )


def _deal_honors(
    entry: Mapping[str, Any], contract: Contract, ctx: Context
) -> tuple[str, int] | None:
    """Honors claimed in one hand, when the ruleset scores them (BR-S6)."""
    if "honors" not in entry:
        return None
    if not ctx.options.get("honors", True):
        raise Rejected(
            _("honors are not scored in this ruleset (honors = false)"),
            field="--honors",
            rule="BR-S6",
        )
    honors = parse_honors(entry["honors"])
    if contract.strain == "NT" and honors[1] != 150:
        raise Rejected(
            _("at no trump only four aces in one hand count, for 150"),
            field="--honors",
            rule="BR-S6",
        )
    return honors
