"""Duplicate bridge's results files: PBN 2.1 (Portable Bridge Notation), written for result
sites and federations and read from a club's scoring program or Bridge Base."""

from __future__ import annotations

from scorekeep.core.exchange import Exchange, FileProblem, ImportedHand
from scorekeep.core.game import Outcome
from scorekeep.games.bridge.pbn_pairs import settled
from scorekeep.games.bridge.pbn_read import FIELD_TAGS, read_pbn
from scorekeep.games.bridge.pbn_write import write_pbn
from scorekeep.i18n import _


def agrees(hand: ImportedHand, outcome: Outcome) -> FileProblem | None:
    """The file's own ``Score`` against the score of its contract and tricks (BR-D1)."""
    said = hand.said.get("score")
    detail = outcome.detail
    if said is None or detail is None or said == detail.ns_score:
        return None
    return FileProblem(
        int(hand.said.get("line", hand.line)),
        _("Score 'NS {said}' is not what the result scores: NS {score} (BR-D1)").format(
            said=said, score=detail.ns_score
        ),
    )


EXCHANGE = Exchange(
    writers={"pbn": write_pbn},
    readers={".pbn": read_pbn},
    agrees=agrees,
    field_names=FIELD_TAGS,
    settle=settled,
)
