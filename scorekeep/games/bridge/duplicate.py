"""Duplicate bridge (BR-D1…D4): boards with their own dealer and vulnerability, scored alone
(Law 77). A team match compares each board's score at the two tables in IMPs (Law 78B); a
pairs session compares every table's score on a board in matchpoints. Deals are scored by the
rubber engine's functions."""

from __future__ import annotations

from bisect import insort
from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, Outcome, Standing, Table, resolve_name
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.bridge import movement_seats as seats
from scorekeep.games.bridge import rubber as bridge
from scorekeep.games.bridge.contract import Item, duplicate_score, signed_score
from scorekeep.games.bridge.deal import read_deal
from scorekeep.games.bridge.duplicate_adjusted import (
    DIRECTOR,
    Adjusted,
    director_fields,
    read_adjusted,
)
from scorekeep.games.bridge.duplicate_boards import (
    BOARD_VUL,
    IMP_STEPS,
    board,
    board_number,
    imps,
    matchpoints,
    pairs_next_board,
    percentage,
    table_score,
    victory_points,
    vulnerable_words,
)
from scorekeep.games.bridge.duplicate_pairs import (
    BoardFigures,
    Scoring,
    conventions,
    figure,
    score_board,
    scoring_of,
)
from scorekeep.games.bridge.duplicate_pairs import session as pairs_session
from scorekeep.games.bridge.duplicate_ranking import pairs_extra, pairs_note, ranking
from scorekeep.games.bridge.duplicate_tally import Changes, chronicle_of, so_far
from scorekeep.games.bridge.hand_record import lead_shown
from scorekeep.games.bridge.seats import SEATS, other, side_of
from scorekeep.i18n import N_, _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RULE_IDS = frozenset(
    [f"BR-A{i}" for i in range(1, 15)]
    + [f"BR-S{i}" for i in range(1, 6)]
    + ["BR-S17"]
    + [f"BR-D{i}" for i in range(1, 6)]
)
OPTION_KEYS = frozenset(
    {
        "duplicate_form",
        "we_side",
        "nt_alias",
        "victory_points",
        "pairs_scoring",
        "pairs_percentage",
        "neuberg",
        "butler_drop",
        "confirm_repeats",
        "sitout_percentage",
        "adjusted_balance",
        "board_percentages",
        "ties",
        "imp_cap",
        "butler_datum",
        "butler_drop_percent",
        "butler_round",
        "substitutes",
    }
)
ROOMS = ("open", "closed")
WHERE = ("board", "room", "ns", "ew", "table", "round")
BESIDE_DEAL = (*WHERE, "lead")
"""What a result keeps beside the deal itself: where it was played and the opening lead."""
__all__ = [
    "BOARD_VUL",
    "IMP_STEPS",
    "board",
    "board_number",
    "imps",
    "matchpoints",
    "percentage",
    "ranking",
    "table_score",
    "victory_points",
]


class TableResult(NamedTuple):
    """One table's result on a board: the North-South score (BR-D1) and who sat where; or
    the director's adjusted score for the two pairs, a pair sitting out, or the board not
    played by the two pairs (No Play, BR-D5)."""

    board: int
    ns_score: int
    room: str = ""
    ns: str = ""
    ew: str = ""
    adjusted: Adjusted | None = None
    sitout: str = ""
    lead: str = ""
    no_play: bool = False

    @property
    def pairs(self) -> set[str]:
        return {self.ns, self.ew, self.sitout} - {""}


class BoardDetail(NamedTuple):
    """One table's result for the sheets: the board's dealer and vulnerability, the contract
    and its North-South score; a team match adds the room and, once both rooms are in, the
    comparison; a pairs session the matchpoints so far."""

    board: int
    dealer: str
    vulnerable: Mapping[str, bool]
    ns_score: int = 0
    passed_out: bool = False
    contract: str | None = None
    declarer: str | None = None
    tricks: int | None = None
    side: str | None = None
    items: tuple[tuple[str, int, str, str, bool], ...] = ()
    room: str | None = None
    open: int | None = None
    closed: int | None = None
    imps: int | None = None
    matchpoints: Mapping[str, float] | None = None
    adjusted: str | None = None
    sitout: str | None = None
    due: str | None = None
    """The board's dealer, when another seat dealt it (BR-S17)."""
    lead: str | None = None
    no_play: bool = False


class Log:
    """Results in play order with an index by board, shared by the states that follow one
    another in a replay, so recording a result costs the same on board 1 and board 1,000.
    Only ever appended to: a state sees the first ``count`` results, which never change.
    Beside the index, what the next result on a board is checked and noted against — the
    pairs seated on it, its sit-outs and adjusted results, its played North-South scores in
    order — as of the log's last result; and each board's figures, kept for the standing."""

    __slots__ = (
        "adjusted",
        "by_board",
        "chronicles",
        "figures",
        "items",
        "ns_scores",
        "seated",
        "seated_pairs",
    )

    def __init__(self, items: Sequence[TableResult] = ()) -> None:
        self.items: list[TableResult] = []
        self.by_board: dict[int, list[int]] = {}
        self.seated: dict[int, int] = {}
        self.seated_pairs: dict[int, set[str]] = {}
        self.adjusted: dict[int, int] = {}
        self.ns_scores: dict[int, list[int]] = {}
        self.figures: dict[int, tuple[int, int, Scoring, BoardFigures]] = {}
        self.chronicles: dict[Any, Any] = {}
        for item in items:
            self.append(item)

    def append(self, result: TableResult) -> None:
        number = result.board
        self.by_board.setdefault(number, []).append(len(self.items))
        self.items.append(result)
        self.seated_pairs.setdefault(number, set()).update(result.pairs)
        if result.sitout:
            return
        self.seated[number] = self.seated.get(number, 0) + 1
        if result.adjusted is not None:
            self.adjusted[number] = self.adjusted.get(number, 0) + 1
        else:
            insort(self.ns_scores.setdefault(number, []), result.ns_score)

    def __getstate__(self) -> tuple[Any, ...]:
        """Kept without its chronicles: each keeps itself, with the log it reads."""
        return tuple(getattr(self, name) for name in _KEPT_OF_LOG)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        for name, value in zip(_KEPT_OF_LOG, state, strict=True):
            setattr(self, name, value)
        self.chronicles = {}


_KEPT_OF_LOG = ("items", "by_board", "seated", "seated_pairs", "adjusted", "ns_scores", "figures")
"""What a kept :class:`Log` holds, in the order its entries were written."""


class Movement(NamedTuple):
    """What has been played: the first ``count`` results of ``log`` (immutable as seen)."""

    log: Log
    played: int = 0
    top_board: int = 0
    closed: bool = False

    @property
    def results(self) -> list[TableResult]:
        return self.log.items[: self.played]

    def on_board(self, number: int) -> list[TableResult]:
        items = self.log.items
        return [items[i] for i in self.log.by_board.get(number, ()) if i < self.played]

    expected: int = 0

    @property
    def latest(self) -> bool:
        """The state is its log's last, so the log's indices are its own."""
        return self.played == len(self.log.items)

    def plus(self, result: TableResult) -> Movement:
        log = self.log
        if not self.latest:  # an earlier state played on: branch off a copy
            log = Log(log.items[: self.played])
        log.append(result)
        return self._replace(
            log=log,
            played=self.played + 1,
            top_board=max(self.top_board, result.board),
            expected=max(self.expected, log.seated.get(result.board, 0)),
        )

    def boards(self) -> dict[int, list[TableResult]]:
        return {number: self.on_board(number) for number in sorted(self.log.by_board)}

    def scored(self, scoring: Scoring) -> dict[int, BoardFigures]:
        """Every board scored against the results expected on any board (BR-D5), each
        board's figures kept in the log while its results and that number stay."""
        figures = self.log.figures
        out: dict[int, BoardFigures] = {}
        for number, travel in self.boards().items():
            known = figures.get(number)
            if known is not None and known[:3] == (len(travel), self.expected, scoring):
                out[number] = known[3]
                continue
            scored = score_board(number, travel, self.expected, scoring)
            if self.latest:
                figures[number] = (len(travel), self.expected, scoring, scored)
            out[number] = scored
        return out


def by_board(results: Sequence[TableResult]) -> dict[int, list[TableResult]]:
    grouped: dict[int, list[TableResult]] = {}
    for result in results:
        grouped.setdefault(result.board, []).append(result)
    return dict(sorted(grouped.items()))


class Duplicate(bridge.Bridge):
    name = "bridge-duplicate"
    scores_later = True
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (  # type: ignore[assignment]
        *(f for f in bridge.Bridge.hand_fields if f.key != "honors"),
        Field("board", help=N_("board number (dealer and vulnerability follow it, BR-D2)")),
        Field("room", help=N_("team match: open or closed room (default open)")),
        Field("ns", help=N_("pairs: the North-South pair")),
        Field("ew", help=N_("pairs: the East-West pair")),
        Field("score", help=N_("the North-South score instead of contract and tricks")),
        Field(
            "adjusted",
            help=N_("pairs: the director's adjusted score, A+- A== A-+ ... or NS/EW percentages"),
        ),
        Field("sitout", help=N_("pairs: the pair that sits this board out against the phantom")),
        Field(
            "no_play",
            kind="flag",
            help=N_("pairs: the director's No Play, the board not played by --ns and --ew"),
        ),
        Field("table", help=N_("pairs with a movement: the table (its pairs follow the movement)")),
        Field("round", help=N_("pairs with a movement: the round (default: the table's current)")),
        Field("lead", help=N_("the opening lead, e.g. HK or 10S (optional)")),
    )

    def form(self, ctx: Context | Mapping[str, Any]) -> str:
        options = ctx.options if isinstance(ctx, Context) else ctx
        return str(options.get("duplicate_form", "teams"))

    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        if self.form(options) == "teams":
            return super().seat(players, teams, ruleset, options)
        names = [p.strip() for p in players]
        if teams or len(names) < 2 or any(not n for n in names):
            raise Rejected(
                _("a pairs session names its pairs: --players Kowalscy,Nowakowie,Wiśniewscy"),
                field="--players",
            )
        if len({n.casefold() for n in names}) != len(names):
            raise Rejected(_("a pair is named twice"), field="--players")
        return Table(players=tuple(names))

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        if "board" not in fields:
            raise Rejected(_("which board? add --board N"), field="--board", rule="BR-D2")
        entry: dict[str, Any] = {"board": board_number(fields["board"])}
        if any(key in fields for key in DIRECTOR):
            given = director_fields(fields, ctx)
            seated = self._table(fields, ctx) if "no_play" in given else {}
            return {**entry, **seated, **given}
        entry.update(self._where(fields, ctx))
        if "lead" in fields:
            entry["lead"] = read_lead(fields["lead"], ctx)
        deal = {k: v for k, v in fields.items() if k not in BESIDE_DEAL}
        if "score" in deal:
            others = sorted(set(deal) - {"score"})
            if others:
                raise Rejected(
                    _("give the North-South score or the contract and tricks, not both"),
                    field="--" + others[0],
                )
            entry["score"] = table_score(deal["score"])
            return entry
        entry.update(super().entry_from_fields(deal, ctx))
        if "lead" in entry and entry.get("contract") == "pass":
            raise Rejected(_("a passed-out board has no opening lead"), field="--lead")
        return entry

    def _where(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        """The room of a team match, or the two pairs of a pairs session."""
        if self.form(ctx) == "teams":
            for key in ("ns", "ew"):
                if key in fields:
                    raise Rejected(
                        _("--ns and --ew name pairs in a pairs session; a team match has rooms"),
                        field="--" + key,
                    )
            room = str(fields.get("room", "open")).strip().lower()
            if room not in ROOMS:
                raise Rejected(
                    _("room '{room}' must be open or closed").format(room=room), field="--room"
                )
            return {"room": room}
        if "room" in fields:
            raise Rejected(_("a pairs session has no rooms; name --ns and --ew"), field="--room")
        where = self._table(fields, ctx)
        for key in ("ns", "ew"):
            if key not in fields and where:
                continue
            if key not in fields:
                raise Rejected(
                    _("which pair sat {seats}? add --{key} PAIR").format(
                        seats=key.upper(), key=key
                    ),
                    field=f"--{key}",
                )
            where[key] = resolve_name(fields[key], ctx.table.players, f"--{key}", "pair")
        if "ns" in where and "ew" in where and where["ns"] == where["ew"]:
            raise Rejected(
                _("{pair} cannot sit both NS and EW").format(pair=where["ns"]), field="--ew"
            )
        return where

    def _table(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        """The table and round of a result in a session with a movement."""
        where: dict[str, Any] = {}
        for key in ("table", "round"):
            if key not in fields:
                continue
            if not ctx.movement:
                raise Rejected(
                    _("--{key} needs a movement (new --movement); name --ns and --ew").format(
                        key=key
                    ),
                    field=f"--{key}",
                )
            text = str(fields[key]).strip()
            if not text.isdigit() or int(text) < 1:
                raise Rejected(
                    _("{key} '{value}' must be a number from 1").format(key=key, value=text),
                    field=f"--{key}",
                )
            where[key] = int(text)
        if "round" in where and "table" not in where:
            raise Rejected(_("which table? add --table N"), field="--table")
        return where

    def unplanned(self, state: Movement, entry: Mapping[str, Any], ctx: Context) -> Rejected | None:
        movement = seats.movement_of(ctx)
        if movement is None or self.form(ctx) == "teams" or _given_apart(entry):
            return None
        return seats.unplanned(movement, self._seated(state, entry, ctx), ctx.table.players)

    def _seated(self, state: Movement, entry: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        movement = seats.movement_of(ctx)
        if movement is None or self.form(ctx) == "teams" or _given_apart(entry):
            return dict(entry)
        names = ctx.table.players

        def on_board(board: int, sitting: Any) -> list[TableResult]:
            pairs = {names[sitting.ns - 1], names[sitting.ew - 1]}
            return [r for r in state.on_board(board) if r.pairs & pairs]

        return seats.seated(movement, entry, names, on_board)

    def start(self, ctx: Context) -> Movement:  # type: ignore[override]
        return Movement(Log())

    def dealer(self, state: Any, ctx: Context) -> str:
        return str(board(self.next_board(state))["dealer"])

    def facts(  # type: ignore[override]
        self, state: Movement, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """A board's dealer follows its number (BR-D2), which the entry itself records, so
        only an auction's contract and declarer are written down, derived from that dealer
        or from the seat that really dealt (BR-S17)."""
        entry = self._seated(state, entry, ctx)
        if "auction" not in entry:
            return dict(entry)
        try:
            dealer = str(board(board_number(entry.get("board"), "board"))["dealer"])
        except Rejected:
            return dict(entry)  # play refuses the board number (BR-D2)
        if entry.get("dealer", dealer) not in SEATS:
            return dict(entry)  # play refuses the seat
        return super().facts(state, entry, {"dealer": dealer}, ctx)  # type: ignore[arg-type]

    def prompt_parts(self, standing: Standing, ctx: Context) -> tuple[str, ...]:
        """The board the next result is for, with its dealer (a pairs session has no one
        next dealer) and vulnerability: what the table needs to score it (BR-D2)."""
        extra = standing.extra
        if self.form(ctx) == "teams":
            number = int(extra.get("next_board", 1))
            return (_("board {n}").format(n=number), vulnerable_words(board(number)["vulnerable"]))
        number = pairs_next_board(extra.get("travellers") or [], len(ctx.table.players))
        deal = board(number)
        return (
            _("board {n}").format(n=number),
            _("{dealer} deals").format(dealer=deal["dealer"]),
            vulnerable_words(deal["vulnerable"]),
        )

    def next_board(self, state: Movement) -> int:
        return state.top_board + 1

    def _result(self, entry: Mapping[str, Any], ctx: Context) -> tuple[TableResult, BoardDetail]:
        """Validate one table's result and score it from North-South's side (BR-D1)."""
        if "honors" in entry:
            raise Rejected(_("duplicate scores no honors"), field="--honors", rule="BR-D1")
        number = board_number(entry.get("board"), "board")
        deal = board(number)
        dealer = str(entry.get("dealer", deal["dealer"]))
        if dealer not in SEATS:
            raise Rejected(
                _("dealer {dealer} is not a seat N, E, S or W").format(dealer=repr(dealer)),
                field="--dealer",
                rule="BR-D2",
            )
        # BR-S17: a board dealt by another seat stands; its vulnerability is the board's
        due = deal["dealer"] if dealer != deal["dealer"] else None
        detail = BoardDetail(number, dealer, deal["vulnerable"], due=due, lead=entry.get("lead"))
        if any(key in entry for key in DIRECTOR):
            given = director_fields(entry, ctx)
            if "sitout" in given:
                pair = given["sitout"]
                return TableResult(number, 0, sitout=pair), detail._replace(sitout=pair)
            if "no_play" in given:
                result = TableResult(number, 0, "", given["ns"], given["ew"], no_play=True)
                return result, detail._replace(no_play=True)
            in_imps = str(ctx.options.get("pairs_scoring", "matchpoints")) != "matchpoints"
            adjusted = read_adjusted(given["adjusted"], "adjusted", imps=in_imps)
            result = TableResult(number, 0, "", given["ns"], given["ew"], adjusted)
            return result, detail._replace(adjusted=adjusted.code)
        if "score" in entry:
            unknown = sorted(set(entry) - {*BESIDE_DEAL, "score"})
            if unknown:
                raise Rejected(
                    _("a result given as a score has no '{field}'").format(field=unknown[0]),
                    field="--score",
                )
            detail = detail._replace(ns_score=table_score(entry["score"]))
            return self._table_result(number, entry, detail.ns_score), detail
        contract, declarer, tricks, _honors = read_deal(
            {k: v for k, v in entry.items() if k not in BESIDE_DEAL},
            dealer,
            ctx,
        )
        if contract is None or declarer is None:
            return self._table_result(number, entry, 0), detail._replace(passed_out=True)
        side = side_of(declarer)
        score = duplicate_score(contract, tricks, deal["vulnerable"][side])
        signed = signed_score(score)
        ns_score = signed if side == "NS" else -signed
        detail = detail._replace(
            contract=str(contract),
            declarer=declarer,
            tricks=tricks,
            side=side,
            items=tuple(_row(i, side) for i in score.items),
            ns_score=ns_score,
        )
        return self._table_result(number, entry, ns_score), detail

    def _table_result(self, number: int, entry: Mapping[str, Any], ns_score: int) -> TableResult:
        room, ns, ew, lead = (str(entry.get(key, "")) for key in ("room", "ns", "ew", "lead"))
        return TableResult(number, ns_score, room, ns, ew, lead=lead)

    def play(  # type: ignore[override]
        self, state: Movement, entry: Mapping[str, Any], ctx: Context
    ) -> tuple[Movement, Outcome]:
        if "table" in entry and not ("ns" in entry and "ew" in entry):
            raise Rejected(
                (
                    _("table {t} has no round {r} in the movement").format(
                        t=entry["table"], r=entry["round"]
                    )
                    if "round" in entry
                    else _(
                        "table {t} has no round left to score in the movement; add --round"
                    ).format(t=entry["table"])
                ),
                field="--round",
            )
        result, detail = self._result(entry, ctx)
        if self.form(ctx) == "teams":
            return self._teams(state, result, detail)
        return self._pairs(state, result, detail, ctx)

    def _teams(
        self, state: Movement, result: TableResult, detail: BoardDetail
    ) -> tuple[Movement, Outcome]:
        if result.room not in ROOMS:
            raise Rejected(_("a team match result needs room = open or closed"), field="--room")
        same = state.on_board(result.board)
        if any(r.room == result.room for r in same):
            raise Rejected(
                (
                    _(
                        "board {n} is already recorded in the open room; correct it with "
                        "`scorekeep fix`"
                    )
                    if result.room == "open"
                    else _(
                        "board {n} is already recorded in the closed room; correct it with "
                        "`scorekeep fix`"
                    )
                ).format(n=result.board),
                field="--board",
            )
        new = state.plus(result)
        detail = detail._replace(room=result.room)
        if not same:
            return new, Outcome(
                {"NS": 0, "EW": 0},
                (
                    _("board {n}: NS {score} here; waiting for the other room").format(
                        n=result.board, score=f"{result.ns_score:+d}"
                    ),
                ),
                detail=detail,
            )
        open_score, closed_score = (
            (result.ns_score, same[0].ns_score)
            if result.room == "open"
            else (same[0].ns_score, result.ns_score)
        )
        swing = imps(open_score - closed_score)
        detail = detail._replace(open=open_score, closed=closed_score, imps=swing)
        winner = "NS" if swing > 0 else "EW"
        scores = {"NS": max(swing, 0), "EW": max(-swing, 0)}
        note = _("board {n}: open {open}, closed {closed}, difference {difference} = ").format(
            n=result.board,
            open=f"{open_score:+d}",
            closed=f"{closed_score:+d}",
            difference=f"{open_score - closed_score:+d}",
        ) + (
            ngettext(
                "{n} IMP to {winner} (BR-D3)", "{n} IMPs to {winner} (BR-D3)", abs(swing)
            ).format(n=abs(swing), winner=winner)
            if swing
            else _("no swing (BR-D3)")
        )
        return new, Outcome(scores, (note,), detail=detail)

    def _pairs(
        self, state: Movement, result: TableResult, detail: BoardDetail, ctx: Context
    ) -> tuple[Movement, Outcome]:
        seated = result.pairs
        if not state.latest or state.log.seated_pairs.get(result.board, set()) & seated:
            for earlier in state.on_board(result.board):
                if earlier.ns in seated or earlier.ew in seated or earlier.sitout in seated:
                    raise Rejected(
                        _("board {n} is already recorded for {pairs}").format(
                            n=result.board,
                            pairs=_(" and ").join(sorted(earlier.pairs & seated)),
                        ),
                        field="--board",
                    )
        scoring = scoring_of(ctx.options)
        new = state.plus(result)
        note, detail = pairs_note(result, so_far(new, result, scoring), detail, scoring)
        players = tuple(ctx.table.players)
        scores = Changes(chronicle_of(new.log, scoring, players), new.played - 1)
        return new, Outcome(scores, (note,), detail=detail)

    def close(self, state: Any, ctx: Context) -> tuple[Movement, Outcome]:  # type: ignore[override]
        new = state._replace(closed=True)
        sides = ctx.table.sides
        return new, Outcome(dict.fromkeys(sides, 0))

    def standing(self, state: Any, ctx: Context) -> Standing:
        if self.form(ctx) == "teams":
            return self._team_standing(state, ctx)
        return self._pairs_standing(state, ctx)

    def _team_standing(self, state: Movement, ctx: Context) -> Standing:
        rows = team_boards(state.results)
        totals = {
            "NS": sum(max(r["imps"] or 0, 0) for r in rows),
            "EW": sum(max(-(r["imps"] or 0), 0) for r in rows),
        }
        compared = sum(1 for r in rows if r["imps"] is not None)
        margin = totals["NS"] - totals["EW"]
        winner = None if margin == 0 else "NS" if margin > 0 else "EW"
        reason = (
            _("{winner} wins {by} {over} (BR-D3)").format(
                winner=winner,
                by=ngettext("by {n} IMP", "by {n} IMPs", abs(margin)).format(n=abs(margin)),
                over=ngettext("over {n} board", "over {n} boards", compared).format(n=compared),
            )
            if winner
            else ngettext(
                "a tie at {imps} IMP (BR-D3)", "a tie at {imps} IMPs (BR-D3)", totals["NS"]
            ).format(imps=totals["NS"])
        )
        extra: dict[str, Any] = {"boards": rows, "compared": compared, "margin": abs(margin)}
        if ctx.options.get("victory_points"):
            ns_vp, ew_vp = victory_points(margin, compared)
            extra["victory_points"] = {"NS": ns_vp, "EW": ew_vp}
        next_board = self.next_board(state)
        extra.update(board_extra(next_board, ctx))
        return Standing(
            totals,
            state.closed,
            winner if state.closed else None,
            None if state.closed else board(next_board)["dealer"],
            reason if state.closed else "",
            extra,
        )

    def _pairs_standing(self, state: Movement, ctx: Context) -> Standing:
        scoring = scoring_of(ctx.options)
        boards = state.boards()
        figures = pairs_session(boards, scoring, state.scored(scoring))
        players = ctx.table.players
        extra, reason, winner = pairs_extra(figures, players, scoring, bool(state.results))
        named = conventions(ctx.options)
        if named:
            extra["options"] = named
        totals: Any = {
            p: figure(figures.points.get(p, 0.0)) for p in players
        }  # MP may be fractions
        return Standing(
            totals,
            state.closed,
            winner if state.closed else None,
            None,
            reason if state.closed else "",
            extra,
        )

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        if "sitout" in entry:
            return _("board {n}: {pair} sits out").format(
                n=entry.get("board", "?"), pair=entry["sitout"]
            )
        if "adjusted" in entry:
            deal = _("adjusted {code}").format(code=entry["adjusted"])
        elif entry.get("no_play"):
            deal = _("not played")
        elif "score" in entry:
            deal = f"NS {int(entry['score']):+d}"
        else:
            deal = super().describe(
                {k: v for k, v in entry.items() if k not in BESIDE_DEAL},
                ctx,
                outcome,
            )
        if entry.get("lead"):
            deal += ", " + _("lead {card}").format(card=lead_shown(str(entry["lead"])))
        room = entry.get("room")
        number = entry.get("board", "?")
        if room == "open":
            where = _("board {n} (open)").format(n=number)
        elif room == "closed":
            where = _("board {n} (closed)").format(n=number)
        else:
            where = _("board {n}").format(n=number) + (f" ({room})" if room else "")
        if entry.get("ns"):
            where += ", " + _("{ns} v {ew}").format(ns=entry["ns"], ew=entry.get("ew", "?"))
        return f"{where}: {deal}"


def _given_apart(entry: Mapping[str, Any]) -> bool:
    """An adjusted score or a sit-out, which the movement does not seat; a No Play is
    where the movement has its pairs meet, as a played result is."""
    return any(key in entry for key in DIRECTOR if key != "no_play")


def read_lead(value: Any, ctx: Context) -> str:
    """The opening lead as the journal keeps it (``KH``, ``10S``), read in the table's card
    letters as the deal's other cards are."""
    from scorekeep.core import cards
    from scorekeep.games.bridge import CARD_LANGUAGES
    from scorekeep.games.bridge.play import parse_card

    return str(parse_card(value, "--lead", cards.reading(CARD_LANGUAGES, ctx.language)))


def _row(item: Item, side: str) -> tuple[str, int, str, str, bool]:
    to = side if item.to == "declarer" else other(side)
    return (item.label, item.points, to, item.rule, item.below)


def board_extra(number: int, ctx: Context) -> dict[str, Any]:
    deal = board(number)
    return {
        "next_board": number,
        "vulnerable": deal["vulnerable"],
        "dealer_name": dict(ctx.table.seats).get(deal["dealer"]),
    }


def team_boards(results: Sequence[TableResult]) -> list[dict[str, Any]]:
    """The team-match scorecard: each board's score in both rooms and the IMPs (BR-D3),
    with a room's opening lead (``open_lead``, ``closed_lead``) when its table gave one."""
    rows: dict[int, dict[str, Any]] = {}
    for result in results:
        row = rows.setdefault(result.board, {"board": result.board, "open": None, "closed": None})
        row[result.room] = result.ns_score
        if result.lead:
            row[f"{result.room}_lead"] = result.lead
    out = []
    for number in sorted(rows):
        row = rows[number]
        both = row["open"] is not None and row["closed"] is not None
        row["imps"] = imps(row["open"] - row["closed"]) if both else None
        out.append(row)
    return out


ENGINE = Duplicate()
