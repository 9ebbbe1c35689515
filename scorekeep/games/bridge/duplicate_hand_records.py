"""A pairs session's hand records on the sheets (BR-D1, BR-D2): each board with a deal shows
the four hands and, with the ``dd`` extra, its double-dummy table, the makeable contracts and
the par, and every result's difference to par on the traveller; without the extra the hand
record says "no double-dummy data". The deals come from the imported file (the journal
header's ``event``)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge.club_tables import Section, vul_word
from scorekeep.games.bridge.double_dummy import STRAINS, DoubleDummy, solve
from scorekeep.games.bridge.duplicate_boards import board
from scorekeep.games.bridge.hand_record import HandRecord, holding_text, read_deal_tag
from scorekeep.games.bridge.seats import SEATS
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class BoardRecord(NamedTuple):
    """A board's deal and, with the ``dd`` extra, its double-dummy table and par."""

    number: int
    deal: HandRecord
    dd: DoubleDummy | None


@lru_cache(maxsize=512)
def _solved(pbn: str, number: int, dealer: str) -> DoubleDummy | None:
    deal = read_deal_tag(pbn)
    return solve(deal, number, dealer) if deal is not None else None


def board_records(data: Mapping[str, Any]) -> dict[int, BoardRecord]:
    """Every board of the session whose deal is known, by number."""
    event = data.get("event") or {}
    boards = event.get("boards", {}) if isinstance(event, Mapping) else {}
    out: dict[int, BoardRecord] = {}
    for key in sorted(boards, key=lambda k: int(k) if str(k).isdigit() else 0):
        kept = boards[key]
        deal = read_deal_tag(str(kept.get("Deal", ""))) if isinstance(kept, Mapping) else None
        if deal is None or not str(key).isdigit():
            continue
        number = int(key)
        dealer = board(number)["dealer"]
        out[number] = BoardRecord(number, deal, _solved(deal.pbn(), number, dealer))
    return out


def par_scores(records: Mapping[int, BoardRecord]) -> dict[int, int]:
    """The par (North-South) of each board that has one."""
    return {n: r.dd.par_score for n, r in records.items() if r.dd is not None}


def versus_par(score: Any, par: int | None) -> str:
    """A result's North-South score less the board's par (``+30``, ``-600``)."""
    if par is None or not isinstance(score, int):
        return ""
    return f"{score - par:+d}"


def record_caption(record: BoardRecord) -> str:
    """``Board 1 hand record · dealer N · vulnerable: nobody · par NS +990 (6NT by N) ·
    makeable 6NT NS …``, or ``… · no double-dummy data``."""
    deal = board(record.number)
    parts = [
        _("Board {n} hand record").format(n=record.number),
        _("dealer {dealer}").format(dealer=deal["dealer"]),
        _("vulnerable: {vulnerable}").format(vulnerable=vul_word(deal["vulnerable"], _("nobody"))),
    ]
    if record.dd is None:
        parts.append(_("no double-dummy data"))
    else:
        parts.append(
            _("par NS {score} ({contracts})").format(
                score=f"{record.dd.par_score:+d}",
                contracts=", ".join(record.dd.par_contracts) or _("passed out"),
            )
        )
        parts.append(_("makeable: {contracts}").format(contracts=", ".join(record.dd.makeable())))
    return " · ".join(parts)


def record_sections(data: Mapping[str, Any]) -> list[Section]:
    """Each board's hand: the four holdings (spades, hearts, diamonds, clubs) and, when
    solved, the tricks each seat takes as declarer in each strain."""
    return [record_section(record) for record in board_records(data).values()]


def record_section(record: BoardRecord) -> Section:
    """One board's hand record as a table."""
    rows: list[list[Any]] = []
    for seat in SEATS:
        holdings = [holding_text(h) for h in record.deal.hands[seat]]
        tricks = [record.dd.tricks[seat][s] for s in STRAINS] if record.dd else []
        rows.append([seat, *holdings, *tricks])
    headers = [_("hand"), "♠", "♥", "♦", "♣"]
    if record.dd is not None:
        headers += [f"{_('tricks')} {s}" for s in STRAINS]
    return record_caption(record), headers, rows
