"""An established revoke on the score pad (BR-P4, Law 64A): the deal's ``revoke = "EW:1"``
names the side that revoked and the tricks moved from it to the other side; declarer's
tricks are scored after the transfer, and the pad shows both counts. How many tricks a revoke
costs is the play's question (play.py)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Rejected
from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge.seats import other, side_of
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Revoke(NamedTuple):
    """BR-P4: an established revoke: the side that revoked, the tricks moved from it, and
    declarer's tricks as played and after the transfer."""

    side: str
    tricks: int
    played: int
    after: int


def revoke_entry(fields: Mapping[str, Any]) -> dict[str, Any]:
    """``--revoke EW:1`` as the journal keeps it."""
    if "revoke" not in fields:
        return {}
    from scorekeep.games.bridge.play import parse_revoke

    side, count = parse_revoke(fields["revoke"])
    return {"revoke": f"{side}:{count}"}


def without_revoke(entry: Mapping[str, Any]) -> Mapping[str, Any]:
    if "revoke" not in entry:
        return entry
    return {k: v for k, v in entry.items() if k != "revoke"}


def after_revoke(revoke: Any, declarer: str | None, tricks: int) -> int:
    """Declarer's tricks once Law 64A has moved tricks from the side that revoked."""
    from scorekeep.games.bridge.play import parse_revoke

    side, count = parse_revoke(revoke)
    if declarer is None:
        raise Rejected(
            _("a passed-out deal has no play, so no revoke"), field="--revoke", rule="BR-P4"
        )
    offenders_won = tricks if side == side_of(declarer) else 13 - tricks
    if count > offenders_won:
        raise Rejected(
            ngettext(
                "{side} took {won} trick, fewer than the {count} to transfer",
                "{side} took {won} tricks, fewer than the {count} to transfer",
                offenders_won,
            ).format(side=side, won=offenders_won, count=count),
            field="--revoke",
            rule="BR-P4",
        )
    return tricks - count if side == side_of(declarer) else tricks + count


def revoke_detail(revoke: Any, played: int, tricks: int) -> Revoke:
    side, _sep, count = str(revoke).partition(":")
    return Revoke(side, int(count), played, tricks)


def revoke_note(revoke: Any, played: int, tricks: int) -> str:
    side, _sep, count = str(revoke).partition(":")
    moved = ngettext("{n} trick", "{n} tricks", int(count)).format(n=count)
    return _(
        "revoke by {side}: {moved} to {to}, declarer's side {played} → {tricks} tricks (BR-P4)"
    ).format(side=side, moved=moved, to=other(side), played=played, tricks=tricks)
