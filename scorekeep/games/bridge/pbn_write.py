"""A duplicate session written as PBN 2.1 export format (UTF-8), as result sites and the
federations' programs read it: one game record per table result in the order of play, its
15 mandatory tags in their fixed order and then the supplemental ones alphabetically (§3.4);
each board's last record carries the board's ``ScoreTable`` traveller (§5.9) with the
matchpoints or IMPs the engine gave, and the first record the ``TotalScoreTable`` ranking
(§5.10). A session imported from a PBN file writes back the file's ``Event``, ``Site`` and
``Date``, each board's ``Deal`` (the 52 cards) and its double-dummy and par tags byte for
byte; otherwise ``Deal`` is empty (not relevant) and a value nobody recorded is ``?``
(unknown). A result the director gave has no contract: its
``Score`` is the adjusted score as Bridge Base writes it (``A+-``, or the split ``61.8/38.2``),
a pair sitting out against the phantom scores ``Bye`` and a board not played at a table
``NP`` (No Play), as club programs write them.
Pure: the session in, the text out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.exchange import Exported
from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge.duplicate import BoardDetail, percentage
from scorekeep.games.bridge.duplicate_pairs import Scoring, scoring_of
from scorekeep.games.bridge.pbn_kept import board_kept
from scorekeep.games.bridge.pbn_syntax import escape

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MANDATORY = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South",
    "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
)  # fmt: skip
PAIRS_COLUMNS = (
    "PairId_NS", "PairId_EW", "Contract", "Declarer", "Result",
    "Score_NS", "Score_EW", "MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW",
)  # fmt: skip
IMP_PAIRS_COLUMNS = (*PAIRS_COLUMNS[:7], "IMP_NS", "IMP_EW")
SITOUT = "Bye"
"""The score of a pair that sits a board out, as club programs write it."""
NO_PLAY = "NP"
"""The score of a board not played at a table (No Play), as club programs write it."""
TEAMS_COLUMNS = (
    "Room", "Contract", "Declarer", "Result", "Score_NS", "Score_EW", "IMP_NS", "IMP_EW",
)  # fmt: skip
TEXT_COLUMNS = frozenset({"Names", "Room", "Contract", "TeamId", "Lead"})
"""Columns aligned left (§5.2 ``\\NL``); the others are numbers, aligned right."""


class Cell(NamedTuple):
    text: str
    quoted: bool = False

    def written(self) -> str:
        return f'"{escape(self.text)}"' if self.quoted else self.text


EMPTY_CELL = Cell("-")


class Result(NamedTuple):
    """One table's result as the export writes it: the record's line, the entry in force,
    and the engine's detail of it."""

    n: int
    entry: Mapping[str, Any]
    detail: BoardDetail


def write_pbn(session: Exported) -> str:
    """The PBN text of a duplicate session (teams or pairs)."""
    results = [
        Result(line.n, line.entry, line.outcome.detail)
        for line in session.replay.lines
        if not line.void and line.outcome is not None and line.outcome.detail is not None
    ]
    teams = session.ctx.options.get("duplicate_form", "teams") == "teams"
    last_of_board = {r.detail.board: r.n for r in results}
    extra = session.replay.standing.extra
    games = []
    for index, result in enumerate(results):
        tags = _tags(session, result, teams)
        tables = []
        if result.n == last_of_board[result.detail.board]:
            on_board = [r for r in results if r.detail.board == result.detail.board]
            tables.append(_score_table(on_board, extra, session, teams))
        if index == 0:
            tables.append(_total_table(session, teams))
        kept = board_kept(session.header.event, result.detail.board).get("tags", ())
        games.append(_game(tags, tables, kept))
    return "% PBN 2.1\n% EXPORT\n%Creator: scorekeep\n" + "".join("\n" + g for g in games)


def _tags(session: Exported, result: Result, teams: bool) -> dict[str, str]:
    detail, entry = result.detail, result.entry
    header = session.header
    date = header.created[:10].replace("-", ".") if header.created else "????.??.??"
    director = bool(detail.adjusted or detail.sitout or detail.no_play)
    played = detail.contract is not None
    event = header.event or {}
    tags = {
        "Event": str(event.get("Event", header.name)),
        "Site": str(event.get("Site", "?")),
        "Date": str(event.get("Date", date)),
        "Board": str(detail.board),
        **_seated(session, entry, teams),
        "Dealer": detail.dealer,
        "Vulnerable": _vulnerable(detail.vulnerable),
        "Deal": str(board_kept(event, detail.board).get("Deal", "")),
        "Scoring": _scoring(session.ctx.options, teams),
        "Declarer": detail.declarer or ("" if detail.passed_out or director else "?"),
        "Contract": "" if director else _contract(detail),
        "Result": str(detail.tricks) if played else "" if detail.passed_out or director else "?",
    }
    score = detail.adjusted or (
        SITOUT if detail.sitout else NO_PLAY if detail.no_play else f"NS {detail.ns_score}"
    )
    supplemental = {"Score": score}
    if detail.lead:
        supplemental["Lead"] = pbn_card(detail.lead)
    if teams:
        supplemental["Room"] = str(entry.get("room", "open")).capitalize()
    for key in ("table", "round"):
        if key in entry:
            supplemental[key.capitalize()] = str(entry[key])
    return {**tags, **dict(sorted(supplemental.items()))}


def pbn_card(card: str) -> str:
    """A card as PBN writes it, suit first and ``T`` for the ten: ``10S`` → ``ST``."""
    rank = card[:-1]
    return card[-1:] + ("T" if rank == "10" else rank)


def _with_leads(
    columns: Sequence[str], rows: list[list[Cell]], on_board: Sequence[Result]
) -> tuple[Sequence[str], list[list[Cell]]]:
    """A ``Lead`` column after ``Result`` when some result of the board has its lead."""
    if not any(r.detail.lead for r in on_board):
        return columns, rows
    at = list(columns).index("Result") + 1
    leads = [Cell(pbn_card(r.detail.lead)) if r.detail.lead else EMPTY_CELL for r in on_board]
    return (
        (*columns[:at], "Lead", *columns[at:]),
        [[*row[:at], lead, *row[at:]] for row, lead in zip(rows, leads, strict=True)],
    )


def _scoring(options: Mapping[str, Any], teams: bool) -> str:
    """The Scoring tag (§4.2): IMPs of a team match; matchpoints at 2 for each lower score
    (``MP1``), or IMP pairs across the field (``Cross2``: averaged over the comparisons) or
    against a datum (``Butler``; ``Butler2`` leaves the two extreme scores out)."""
    if teams:
        return "IMP"
    scoring = scoring_of(options)
    if scoring.method == "imps-cross":
        return "IMP;Cross2"
    if scoring.method == "imps-butler":
        return "IMP;Butler2" if scoring.butler_drop == 1 else "IMP;Butler"
    return "MatchPoints;MP1"


def _seated(session: Exported, entry: Mapping[str, Any], teams: bool) -> dict[str, str]:
    """West, North, East, South: the open room's seats of a team match (the other room's
    players are not recorded), or a pairs session's pair at the two seats of its side."""
    if teams:
        seats = dict(session.header.table.seats)
        if entry.get("room", "open") != "open":
            seats = {}
        return {tag: seats.get(tag[0], "?") for tag in ("West", "North", "East", "South")}
    if "sitout" in entry:
        north, south = _players(str(entry["sitout"]))
        return {"West": "", "North": north, "East": "", "South": south}
    north, south = _players(str(entry.get("ns", "?")))
    east, west = _players(str(entry.get("ew", "?")))
    return {"West": west, "North": north, "East": east, "South": south}


def _players(pair: str) -> tuple[str, str]:
    """``Ania Kowalska - Jan Kowalski`` at the two seats as two players; a pair known by one
    name (``Kowalscy``) at both."""
    names = pair.split(" - ")
    return (names[0], names[1]) if len(names) == 2 and all(names) else (pair, pair)


def _vulnerable(vulnerable: Mapping[str, bool]) -> str:
    both = vulnerable["NS"] and vulnerable["EW"]
    return "All" if both else "NS" if vulnerable["NS"] else "EW" if vulnerable["EW"] else "None"


def _contract(detail: BoardDetail) -> str:
    if detail.passed_out:
        return "Pass"
    return detail.contract if detail.contract is not None else "?"


def _game(
    tags: Mapping[str, str],
    tables: Sequence[tuple[str, Sequence[str], list[list[Cell]]]],
    kept: Sequence[str] = (),
) -> str:
    """A game record: the mandatory tags in their order, then the supplemental tags, the
    kept double-dummy and par tags (as the imported file wrote them) and the tables, all in
    the alphabetical order of their names (§3.4)."""
    mandatory = [f'[{name} "{escape(value)}"]' for name, value in tags.items() if name in MANDATORY]
    later = [
        (name, f'[{name} "{escape(value)}"]')
        for name, value in tags.items()
        if name not in MANDATORY
    ]
    later += [(raw[1:].split(None, 1)[0].split('"')[0], raw) for raw in kept]
    later += [(name, "\n".join(_table(name, columns, rows))) for name, columns, rows in tables]
    return (
        "\n".join([*mandatory, *(text for _name, text in sorted(later, key=lambda t: t[0]))]) + "\n"
    )


def _table(name: str, columns: Sequence[str], rows: list[list[Cell]]) -> list[str]:
    """A table section with each column's width and alignment (§5.2: ``Names\\20L``)."""
    widths = [max([1, *(len(row[i].written()) for row in rows)]) for i in range(len(columns))]
    heads = ";".join(
        f"{c}\\{w}{'L' if c in TEXT_COLUMNS else 'R'}" for c, w in zip(columns, widths, strict=True)
    )
    out = [f'[{name} "{heads}"]']
    for row in rows:
        cells = [
            cell.written().ljust(w) if column in TEXT_COLUMNS else cell.written().rjust(w)
            for cell, w, column in zip(row, widths, columns, strict=True)
        ]
        out.append(" ".join(cells).rstrip())
    return out


def _deal_cells(detail: BoardDetail) -> list[Cell]:
    """Contract, Declarer, Result and the score in the NS or EW column (an adjusted score in
    the NS column, a sit-out and a board not played in both)."""
    if detail.sitout or detail.no_play:
        mark = Cell(SITOUT if detail.sitout else NO_PLAY)
        return [EMPTY_CELL, EMPTY_CELL, EMPTY_CELL, mark, mark]
    if detail.adjusted:
        return [EMPTY_CELL, EMPTY_CELL, EMPTY_CELL, Cell(detail.adjusted), EMPTY_CELL]
    if detail.passed_out:
        deal = [Cell("Pass"), EMPTY_CELL, EMPTY_CELL]
    elif detail.contract is None:
        deal = [EMPTY_CELL, EMPTY_CELL, EMPTY_CELL]
    else:
        deal = [Cell(detail.contract), Cell(detail.declarer or "-"), Cell(str(detail.tricks))]
    score = detail.ns_score
    if score >= 0:
        return [*deal, Cell(str(score)), EMPTY_CELL]
    return [*deal, EMPTY_CELL, Cell(str(-score))]


def _score_table(
    on_board: Sequence[Result], extra: Mapping[str, Any], session: Exported, teams: bool
) -> tuple[str, Sequence[str], list[list[Cell]]]:
    if teams:
        return "ScoreTable", *_with_leads(TEAMS_COLUMNS, _teams_rows(on_board, extra), on_board)
    ids = _pair_ids(session)
    scoring = scoring_of(session.ctx.options)
    travellers = {t["board"]: t for t in extra.get("travellers", ())}
    traveller = travellers.get(on_board[0].detail.board, {"results": (), "top": 0})
    figures = {(r["ns"], r["ew"]): r for r in traveller["results"]}
    rows = []
    for result in on_board:
        entry = result.entry
        if "sitout" in entry:
            pairs = [Cell(ids.get(str(entry["sitout"]), "-")), EMPTY_CELL]
            figure_cells = [EMPTY_CELL] * (2 if scoring.in_imps else 4)
        elif entry.get("no_play"):
            ns, ew = str(entry.get("ns")), str(entry.get("ew"))
            pairs = [Cell(ids.get(ns, "-")), Cell(ids.get(ew, "-"))]
            figure_cells = [EMPTY_CELL] * (2 if scoring.in_imps else 4)
        else:
            ns, ew = str(entry.get("ns")), str(entry.get("ew"))
            pairs = [Cell(ids.get(ns, "-")), Cell(ids.get(ew, "-"))]
            figure_cells = _figures(figures.get((ns, ew), {}), traveller.get("top", 0), scoring)
        rows.append([*pairs, *_deal_cells(result.detail), *figure_cells])
    columns = IMP_PAIRS_COLUMNS if scoring.in_imps else PAIRS_COLUMNS
    return "ScoreTable", *_with_leads(columns, rows, on_board)


def _figures(row: Mapping[str, Any], top: float, scoring: Scoring) -> list[Cell]:
    """A traveller row's IMPs, or its matchpoints and their percentages of the top (an
    adjusted score's own percentages), as the engine gave them (BR-D4, BR-D5)."""
    if scoring.in_imps:
        return [Cell(str(row.get("ns_imps", 0))), Cell(str(row.get("ew_imps", 0)))]
    points = [row.get("ns_mp", 0), row.get("ew_mp", 0)]
    if "ns_percentage" in row:
        shares = [row["ns_percentage"], row["ew_percentage"]]
    elif top:
        shares = [percentage(p, top) for p in points]
    else:
        return [*(Cell(str(p)) for p in points), EMPTY_CELL, EMPTY_CELL]
    return [*(Cell(str(p)) for p in points), *(Cell(f"{share:.2f}") for share in shares)]


def _teams_rows(on_board: Sequence[Result], extra: Mapping[str, Any]) -> list[list[Cell]]:
    """Both rooms' results; IMPs to the pair sitting North-South at that table, so the
    closed room's are the other team's (BR-D3)."""
    swings = {row["board"]: row["imps"] for row in extra.get("boards", ())}
    rows = []
    for result in on_board:
        room = str(result.entry.get("room", "open"))
        swing = swings.get(result.detail.board)
        if swing is not None and room == "closed":
            swing = -swing
        imps = [EMPTY_CELL, EMPTY_CELL] if swing is None else [Cell(str(swing)), Cell(str(-swing))]
        rows.append([Cell(room.capitalize()), *_deal_cells(result.detail), *imps])
    return rows


def _pair_ids(session: Exported) -> dict[str, str]:
    """Pairs numbered as the session lists them (a club's pair numbers)."""
    return {pair: str(i) for i, pair in enumerate(session.header.table.players, 1)}


def _total_table(session: Exported, teams: bool) -> tuple[str, Sequence[str], list[list[Cell]]]:
    standing = session.replay.standing
    if teams:
        totals = standing.totals
        table = session.header.table
        rows = []
        for team in sorted(table.teams, key=lambda t: -totals.get(t.name, 0)):
            rank = 1 + sum(
                1 for t in table.teams if totals.get(t.name, 0) > totals.get(team.name, 0)
            )
            rows.append(
                [
                    Cell(str(rank)),
                    Cell(team.name),
                    Cell(str(totals.get(team.name, 0))),
                    Cell(" - ".join(team.members), quoted=True),
                ]
            )
        return "TotalScoreTable", ("Rank", "TeamId", "TotalScoreIMP", "Names"), rows
    ids = _pair_ids(session)
    ranking = standing.extra.get("ranking", ())
    if scoring_of(session.ctx.options).in_imps:
        rows = [
            [
                Cell(str(row["rank"]).rstrip("=")),
                Cell(ids[row["pair"]]),
                Cell(f"{row['imps']:.2f}"),
                Cell(row["pair"], quoted=True),
            ]
            for row in ranking
        ]
        return "TotalScoreTable", ("Rank", "PairId", "TotalScoreIMP", "Names"), rows
    rows = [
        [
            Cell(str(row["rank"]).rstrip("=")),
            Cell(ids[row["pair"]]),
            Cell(str(row["matchpoints"])),
            Cell(f"{row['percentage']:.2f}"),
            Cell(row["pair"], quoted=True),
        ]
        for row in ranking
    ]
    columns = ("Rank", "PairId", "TotalScoreMP", "TotalPercentage", "Names")
    return "TotalScoreTable", columns, rows
