"""Double dummy and par of a board with a deal (BR-D1, BR-D2), from the optional extra
``scorekeep[dd]`` (endplay's binding of the DDS solver). Without it every answer is None and
the sheets say "no double-dummy data"; nothing on the start-up path imports it. The par is
the solver's: the side that gets the best score with both sides bidding perfectly, the
dealer's side first when both sides have a par contract; of equal-scoring contracts the
lowest is named. Deterministic: the same deal gives the same table and par."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge.hand_record import HandRecord
from scorekeep.games.bridge.seats import SEATS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

STRAINS = ("C", "D", "H", "S", "NT")


class DoubleDummy(NamedTuple):
    """Tricks each seat takes as declarer in each strain, and the par: its North-South score
    and its contracts (``4S by N``), the lowest first."""

    tricks: Mapping[str, Mapping[str, int]]
    par_score: int
    par_contracts: tuple[str, ...]

    def makeable(self) -> list[str]:
        """The highest makeable contract of each strain for each side (``4S NS``)."""
        out = []
        for side, seats in (("NS", ("N", "S")), ("EW", ("E", "W"))):
            for strain in reversed(STRAINS):
                best = max(self.tricks[seat][strain] for seat in seats)
                if best >= 7:
                    out.append(f"{best - 6}{strain} {side}")
        return out


def available() -> bool:
    """Whether the solver of the ``dd`` extra is installed (imported only to answer)."""
    try:
        import endplay.dds  # noqa: F401
    except ImportError:
        return False
    return True


def solve(deal: HandRecord, board: int, dealer: str) -> DoubleDummy | None:
    """The board's double-dummy table and par, or None without the ``dd`` extra."""
    try:
        from endplay.dds import calc_dd_table, par
        from endplay.types import Deal, Denom, Player
    except ImportError:
        return None
    solved = Deal(deal.pbn())
    table = calc_dd_table(solved)
    rows = table.to_list()  # a row per strain in endplay's order, the tricks of N E S W
    denoms = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades}
    row_of = {strain: int(denoms.get(strain, Denom.nt)) for strain in STRAINS}
    tricks = {
        seat: {strain: int(rows[row_of[strain]][int(Player.find(seat))]) for strain in STRAINS}
        for seat in SEATS
    }
    found = par(table, board, Player.find(dealer))
    contracts = sorted({_contract(c) for c in found})
    return DoubleDummy(tricks, int(found.score), tuple(text for *_order, text in contracts))


DENOMS = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S", "nt": "NT"}
PENALTIES = {"passed": "", "undoubled": "", "doubled": "X", "redoubled": "XX"}


def _contract(contract: Any) -> tuple[int, int, int, str]:
    """endplay's par contract as the sheets write it (``6NT by N``, ``4HX by E``, ``2D+2 by
    S`` when it makes overtricks), with its order: lower first (level, strain C D H S NT),
    then by declarer N E S W."""
    level = int(contract.level)
    strain = DENOMS.get(str(contract.denom.name), "NT")
    penalty = PENALTIES.get(str(contract.penalty.name), "")
    declarer = str(contract.declarer.name)[0].upper()
    over = int(getattr(contract, "result", 0) or 0)
    made = f"{over:+d}" if over else ""
    text = f"{level}{strain}{penalty}{made} by {declarer}"
    seat = SEATS.index(declarer) if declarer in SEATS else 4
    return level, STRAINS.index(strain), seat, text
