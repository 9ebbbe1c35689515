"""A teams event (BR-T4…T9): many team matches, round robin or Swiss, ranked by victory
points. Each match is the two-room IMP comparison of a duplicate team match (BR-D1…D3): the
home team sits North-South in the open room and East-West in the closed room. A round is
drawn (a ``draw`` entry, written by ``scorekeep draw``), its matches are played board by board
(or given as IMP totals), each margin is converted to VP by the ruleset's scale (BR-T1…T3),
and the ranking adds the VP up, with the carry-over and the tie-breaks the ruleset names."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import suppress
from types import MappingProxyType

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Draw, Field, Outcome, Standing, Table, Team, resolve_name
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.bridge import duplicate
from scorekeep.games.bridge.draw import Match, match_points, round_robin, round_robin_rounds, swiss
from scorekeep.games.bridge.duplicate import Log, Movement, team_boards
from scorekeep.games.bridge.duplicate_pairs import figure
from scorekeep.games.bridge.vp import Scale, hundredths, scale_of
from scorekeep.i18n import N_, _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RULE_IDS = frozenset(
    [f"BR-A{i}" for i in range(1, 15)]
    + [f"BR-S{i}" for i in range(1, 6)]
    + ["BR-S17"]
    + [f"BR-D{i}" for i in range(1, 4)]
    + [f"BR-T{i}" for i in range(1, 10)]
)
OPTION_KEYS = frozenset(
    {
        "form",
        "boards_per_match",
        "rounds",
        "vp_scale",
        "vp_table",
        "vp_table_name",
        "mp_blitz",
        "bye_vp",
        "tie_breaks",
        "carry_over",
        "nt_alias",
        "we_side",
        "confirm_repeats",
    }
)
FORMS = ("round-robin", "swiss")
TIE_BREAKS = ("head-to-head", "imp-quotient")
EVENT_KEYS = ("round", "match", "imps")
NO_MATCHES: Mapping[tuple[int, str], MatchState] = MappingProxyType({})


class MatchState(NamedTuple):
    """One match of a round: its two teams, the boards played in both rooms (BR-D3) or the
    IMPs given as totals."""

    round: int
    home: str
    away: str
    movement: Movement
    total: tuple[int, int] | None = None

    def imps(self) -> tuple[int, int, int]:
        """The home team's IMPs, the away team's and the boards compared in both rooms."""
        if self.total is not None:
            return self.total[0], self.total[1], 0
        rows = team_boards(self.movement.results)
        won = sum(max(r["imps"] or 0, 0) for r in rows)
        lost = sum(max(-(r["imps"] or 0), 0) for r in rows)
        return won, lost, sum(1 for r in rows if r["imps"] is not None)

    def finished(self, boards: int) -> bool:
        return self.total is not None or self.imps()[2] >= boards


class Event(NamedTuple):
    """The event so far: each round's draw, its matches, and whether it is over."""

    rounds: tuple[tuple[Match, ...], ...] = ()
    matches: Mapping[tuple[int, str], MatchState] = NO_MATCHES
    closed: bool = False

    def match_of(self, number: int, team: str) -> MatchState | None:
        for home, away in self.rounds[number - 1]:
            if team in (home, away) and away is not None:
                return self.matches[(number, home)]
        return None


class TeamsEvent(duplicate.Duplicate):
    name = "bridge-teams-event"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (
        *(
            f
            for f in duplicate.Duplicate.hand_fields
            if f.key not in ("ns", "ew", "adjusted", "sitout", "no_play")
        ),
        Field("match", help=N_("teams event: either team of the match (default: the only one)")),
        Field("round", help=N_("teams event: the round (default: the last drawn)")),
        Field("imps", help=N_("teams event: the match's IMPs, --match's team first, e.g. 23-7")),
    )

    def form(self, ctx: Context | Mapping[str, Any]) -> str:
        return "teams"

    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        """BR-T4: the teams, ``--teams "Lions=Ania+Bartek+Celina+Darek"`` (members optional)."""
        if players:
            raise Rejected(
                _('a teams event names its teams: --teams "Lions=Ania+Bartek" --teams Tigers'),
                field="--players",
            )
        seated: list[Team] = []
        for word in teams:
            label, _sep, members = word.partition("=")
            name = label.strip()
            if not name or "+" in name or "-" in name:
                raise Rejected(
                    _("team '{team}': a team's name comes first, without + or -").format(team=word),
                    field="--teams",
                )
            if any(t.name.casefold() == name.casefold() for t in seated):
                raise Rejected(_("team {team} is named twice").format(team=name), field="--teams")
            seated.append(Team(name, tuple(m.strip() for m in members.split("+") if m.strip())))
        if len(seated) < 2:
            raise Rejected(
                _("a teams event needs two teams or more, each --teams NAME"), field="--teams"
            )
        names = [t.name for t in seated]
        carry = options.get("carry_over") or {}
        for key in carry:
            resolve_name(key, names, "carry_over", "team")
        # a team without members is its own one member, so the journal lists every team
        seated = [t if t.members else Team(t.name, (t.name,)) for t in seated]
        players = [m for t in seated for m in t.members]
        alone = {t.name for t in seated if t.members == (t.name,)}
        clash = sorted(
            {m for m in players if players.count(m) > 1 or (m in names and m not in alone)}
        )
        if clash:
            raise Rejected(
                _("{player} is named twice (a member of two teams, or a team's name)").format(
                    player=clash[0]
                ),
                field="--teams",
            )
        return Table(players=tuple(players), teams=tuple(seated))

    # ----------------------------------------------------------------- entries
    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        entry: dict[str, Any] = {}
        if "round" in fields:
            entry["round"] = _whole(fields["round"], "--round", 1)
        if "match" in fields:
            entry["match"] = resolve_name(fields["match"], ctx.table.sides, "--match", "team")
        rest = {k: v for k, v in fields.items() if k not in EVENT_KEYS}
        if "imps" in fields:
            if rest:
                raise Rejected(
                    _("give the match's IMPs or a board's result, not both"),
                    field="--" + sorted(rest)[0],
                )
            entry["imps"] = list(_imps(fields["imps"]))
            return entry
        return {**entry, **super().entry_from_fields(rest, ctx)}

    def start(self, ctx: Context) -> Event:  # type: ignore[override]
        return Event()

    def dealer(self, state: Any, ctx: Context) -> str | None:  # type: ignore[override]
        """Each board's dealer follows its number (BR-D2); no seat deals the next match."""
        return None

    def facts(
        self, state: Any, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """The round and the match (its home team) written in as the draw stood when the
        result was given (a fix keeps the ones of the result it replaces), and the board's
        facts (BR-S17)."""
        if "draw" in entry:
            return dict(entry)
        filled = dict(entry) if "imps" in entry else super().facts(state, entry, known, ctx)
        event: Event = state
        where = {k: known[k] for k in ("round", "match") if k in known}
        where.update({k: entry[k] for k in ("round", "match") if k in entry})
        if "round" not in where and event.rounds:
            where["round"] = len(event.rounds)
        try:
            match = self._match(event, where, ctx)
        except Rejected:
            return filled  # play refuses it, naming the field
        if "imps" in entry and entry.get("match") == match.away:
            with suppress(Rejected):  # else play refuses it
                # the named team's IMPs first, as typed; written home first
                filled["imps"] = list(_imps(entry["imps"]))[::-1]
        rest = {k: v for k, v in filled.items() if k not in ("round", "match")}
        return {"round": match.round, "match": match.home, **rest}

    def play(  # type: ignore[override]
        self, state: Event, entry: Mapping[str, Any], ctx: Context
    ) -> tuple[Event, Outcome]:
        if "draw" in entry:
            return self._draw(state, entry, ctx)
        match = self._match(state, entry, ctx)
        before = team_vp(state, ctx)
        if "imps" in entry:
            if match.movement.played:
                raise Rejected(
                    _("match {home} v {away} has boards recorded; correct those instead").format(
                        home=match.home, away=match.away
                    ),
                    field="--imps",
                    rule="BR-T4",
                )
            if match.total is not None:
                raise Rejected(
                    _(
                        "match {home} v {away} already has its IMPs; correct them with "
                        "`scorekeep fix`"
                    ).format(home=match.home, away=match.away),
                    field="--imps",
                    rule="BR-T4",
                )
            home_imps, away_imps = _imps(entry["imps"])
            played = match._replace(total=(home_imps, away_imps))
            notes: tuple[str, ...] = ()
            detail = None
        else:
            if match.total is not None:
                raise Rejected(
                    _("match {home} v {away} was given as IMP totals").format(
                        home=match.home, away=match.away
                    ),
                    field="--board",
                    rule="BR-T4",
                )
            board_entry = {k: v for k, v in entry.items() if k not in EVENT_KEYS}
            result, detail = self._result(board_entry, ctx)
            movement, outcome = self._teams(match.movement, result, detail)
            played = match._replace(movement=movement)
            detail = outcome.detail
            notes = outcome.notes if detail.imps is None else (_board_note(played, detail),)
        matches = dict(state.matches)
        matches[(played.round, played.home)] = played
        new = state._replace(matches=MappingProxyType(matches))
        boards = _boards(ctx)
        if played.finished(boards) and not match.finished(boards):
            notes = (*notes, _match_note(played, ctx))
        after = team_vp(new, ctx)
        scores = {t: figure((after[t] - before[t]) / 100) for t in ctx.table.sides}
        return new, Outcome(scores, notes, detail=detail, events=notes)  # type: ignore[arg-type]

    def _match(self, state: Event, entry: Mapping[str, Any], ctx: Context) -> MatchState:
        if not state.rounds:
            raise Rejected(
                _("no round is drawn yet; draw one with `scorekeep draw`"),
                field="--match",
                rule="BR-T9",
            )
        number = int(entry.get("round", len(state.rounds)))
        if not 1 <= number <= len(state.rounds):
            raise Rejected(
                _("round {n} is not drawn (rounds drawn: {drawn})").format(
                    n=number, drawn=len(state.rounds)
                ),
                field="--round",
                rule="BR-T9",
            )
        played = [(h, a) for h, a in state.rounds[number - 1] if a is not None]
        team = entry.get("match")
        if team is None:
            if len(played) != 1:
                raise Rejected(
                    _("which match? add --match TEAM (round {n} has {count} matches)").format(
                        n=number, count=len(played)
                    ),
                    field="--match",
                    rule="BR-T4",
                )
            team = played[0][0]
        found = state.match_of(number, str(team))
        if found is None:
            raise Rejected(
                _("{team} plays no match in round {n}").format(team=team, n=number),
                field="--match",
                rule="BR-T5",
            )
        return found

    def _draw(self, state: Event, entry: Mapping[str, Any], ctx: Context) -> tuple[Event, Outcome]:
        """BR-T9: a round's draw, each team once, a bye only to the odd one out."""
        number = _whole(entry["draw"], "draw", 1)
        if number != len(state.rounds) + 1:
            raise Rejected(
                _("the next round to draw is {n}").format(n=len(state.rounds) + 1),
                field="--round",
                rule="BR-T9",
            )
        teams = ctx.table.sides
        limit = _rounds_limit(ctx)
        if limit and number > limit:
            raise Rejected(
                _("the event has {n} rounds").format(n=limit), field="--round", rule="BR-T9"
            )
        boards = _boards(ctx)
        unfinished = [
            m for m in state.matches.values() if m.round == number - 1 and not m.finished(boards)
        ]
        if unfinished and not entry.get("partial"):
            raise Rejected(
                _(
                    "round {n} is not finished ({home} v {away}); draw from partial results "
                    "with --from-partial"
                ).format(n=number - 1, home=unfinished[0].home, away=unfinished[0].away),
                field="--round",
                rule="BR-T9",
            )
        tables = read_tables(entry.get("tables", []), teams)
        matches = dict(state.matches)
        for home, away in tables:
            if away is not None:
                matches[(number, home)] = MatchState(number, home, away, Movement(Log()))
        new = state._replace(rounds=(*state.rounds, tables), matches=MappingProxyType(matches))
        before, after = team_vp(state, ctx), team_vp(new, ctx)
        scores = {t: figure((after[t] - before[t]) / 100) for t in teams}
        note = _("round {n} drawn: {tables}").format(n=number, tables=tables_text(tables))
        return new, Outcome(scores, (note,))  # type: ignore[arg-type]

    def close(self, state: Any, ctx: Context) -> tuple[Event, Outcome]:  # type: ignore[override]
        return state._replace(closed=True), Outcome(dict.fromkeys(ctx.table.sides, 0))

    def standing(self, state: Any, ctx: Context) -> Standing:
        event: Event = state
        totals = team_vp(event, ctx)
        table = ranking(event, ctx)
        winner = table[0]["team"] if table and event.closed else None
        reason = (
            _("{team} wins the event with {vp} VP (BR-T6)").format(team=winner, vp=table[0]["vp"])
            if winner
            else ""
        )
        extra = {
            "form": ctx.options.get("form", "round-robin"),
            "boards_per_match": _boards(ctx),
            "scale": scale_of(ctx.options).title,
            "rounds": [[{"home": h, "away": a} for h, a in tables] for tables in event.rounds],
            "matches": match_rows(event, ctx),
            "ranking": table,
            "by_round": vp_by_round(event, ctx),
        }
        return Standing(
            {t: figure(v / 100) for t, v in totals.items()},  # type: ignore[misc]
            event.closed,
            winner,
            None,
            reason,
            extra,
        )

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        if "draw" in entry:
            return _("round {n} drawn: {tables}").format(
                n=entry["draw"], tables=tables_text(read_tables(entry.get("tables", []), None))
            )
        where = _("round {n}").format(n=entry["round"]) if "round" in entry else ""
        if entry.get("match"):
            where = (where + ", " if where else "") + _("match {team}").format(team=entry["match"])
        if "imps" in entry:
            home, away = _imps(entry["imps"])
            text = _("IMPs {home}-{away}").format(home=home, away=away)
        else:
            board_entry = {k: v for k, v in entry.items() if k not in EVENT_KEYS}
            text = super().describe(board_entry, ctx, outcome)
        return f"{where}: {text}" if where else text


def _whole(value: Any, field: str, low: int) -> int:
    try:
        number = int(str(value).strip())
    except ValueError:
        number = low - 1
    if number < low:
        raise Rejected(
            _("'{value}' must be a whole number from {low}").format(value=value, low=low),
            field=field,
        )
    return number


def _imps(value: Any) -> tuple[int, int]:
    """A match's IMPs as ``23-7`` (home first) or a two-item list."""
    if isinstance(value, list | tuple) and len(value) == 2:
        words = [str(v) for v in value]
    else:
        words = str(value).replace(":", "-").split("-")
    try:
        home, away = (int(w.strip()) for w in words)
    except ValueError:
        home = away = -1
    if home < 0 or away < 0:
        raise Rejected(
            _(
                "--imps '{value}' must be the two teams' IMPs, --match's team first, e.g. 23-7"
            ).format(value=value),
            field="--imps",
            rule="BR-T4",
        )
    return home, away


def _boards(ctx: Context) -> int:
    return max(1, int(ctx.options.get("boards_per_match", 8)))


def _rounds_limit(ctx: Context) -> int:
    given = int(ctx.options.get("rounds", 0) or 0)
    if ctx.options.get("form", "round-robin") == "round-robin":
        full = round_robin_rounds(len(ctx.table.sides))
        return min(given, full) if given else full
    return given


def read_tables(value: Any, teams: Sequence[str] | None) -> tuple[Match, ...]:
    """A draw as the journal writes it, ``["Lions-Tigers", "Bears-"]`` (``-`` alone after a
    team: its bye); with ``teams``, checked: every team once, a bye only for an odd number."""
    words = [str(w) for w in value] if isinstance(value, list | tuple) else str(value).split()
    tables: list[Match] = []
    for word in words:
        home, _sep, away = word.partition("-")
        tables.append((home.strip(), away.strip() or None))
    if teams is None:
        return tuple(tables)
    seen = [t for m in tables for t in m if t is not None]
    names = {t.casefold(): t for t in teams}
    unknown = [t for t in seen if t.casefold() not in names]
    if unknown or sorted(seen) != sorted(teams):
        missing = sorted(set(teams) - set(seen))
        twice = sorted({t for t in seen if seen.count(t) > 1})
        what = unknown[:1] or twice[:1] or missing[:1]
        raise Rejected(
            _("the draw must name every team once ({team})").format(team=", ".join(what)),
            field="--round",
            rule="BR-T9",
        )
    byes = [m for m in tables if m[1] is None]
    if len(byes) != len(teams) % 2:
        raise Rejected(_("a bye is only for the odd team out"), field="--round", rule="BR-T5")
    return tuple(tables)


def tables_text(tables: Sequence[Match]) -> str:
    return ", ".join(
        _("{team} has the bye").format(team=h) if a is None else f"{h} v {a}" for h, a in tables
    )


def scale(ctx: Context) -> Scale:
    return scale_of(ctx.options)


def match_vp(match: MatchState, ctx: Context) -> tuple[int, int]:
    """BR-T4: the home and away teams' VP in hundredths, by the match's margin as it stands."""
    home, away, compared = match.imps()
    if match.total is None and not compared:
        return 0, 0  # not begun: no VP yet
    chosen = scale(ctx)
    if chosen.kind == "mp":
        chosen = Scale()
    return hundredths(home - away, _boards(ctx), chosen)


def bye_vp(ctx: Context) -> int:
    """BR-T5: the VP a bye earns, in hundredths."""
    return round(float(ctx.options.get("bye_vp", 12)) * 100)


def carry_over(ctx: Context) -> dict[str, int]:
    """BR-T6: the VP each team brings into the event, in hundredths."""
    carried = dict.fromkeys(ctx.table.sides, 0)
    for key, value in (ctx.options.get("carry_over") or {}).items():
        team = resolve_name(key, ctx.table.sides, "carry_over", "team")
        words = value if isinstance(value, list | tuple) else [value]
        try:
            carried[team] = round(float(str(words[0])) * 100)
        except (ValueError, IndexError):
            raise Rejected(
                _("carry_over.{team} must be a number of VP").format(team=key),
                field="carry_over",
                rule="BR-T6",
            ) from None
    return carried


def round_vp(event: Event, ctx: Context, number: int) -> dict[str, int]:
    """Each team's VP of one round (a bye's award included)."""
    got = dict.fromkeys(ctx.table.sides, 0)
    for home, away in event.rounds[number - 1]:
        if away is None:
            got[home] += bye_vp(ctx)
            continue
        first, second = match_vp(event.matches[(number, home)], ctx)
        got[home] += first
        got[away] += second
    return got


def team_vp(event: Event, ctx: Context) -> dict[str, int]:
    """BR-T6: each team's VP in hundredths: the carry-over and every round so far."""
    totals = carry_over(ctx)
    for number in range(1, len(event.rounds) + 1):
        for team, value in round_vp(event, ctx, number).items():
            totals[team] += value
    return totals


def vp_by_round(event: Event, ctx: Context) -> list[dict[str, Any]]:
    """The running VP after each round, for the chart of the ranking by round."""
    running = carry_over(ctx)
    rows = []
    for number in range(1, len(event.rounds) + 1):
        for team, value in round_vp(event, ctx, number).items():
            running[team] += value
        rows.append({"round": number, "vp": {t: figure(v / 100) for t, v in running.items()}})
    return rows


def match_rows(event: Event, ctx: Context) -> list[dict[str, Any]]:
    """The match cards' figures: each match's IMPs, boards and VP."""
    rows: list[dict[str, Any]] = []
    boards = _boards(ctx)
    for number, tables in enumerate(event.rounds, 1):
        for home, away in tables:
            if away is None:
                rows.append(
                    {"round": number, "home": home, "away": None, "vp": [bye_vp(ctx) / 100, 0]}
                )
                continue
            match = event.matches[(number, home)]
            won, lost, compared = match.imps()
            first, second = match_vp(match, ctx)
            rows.append(
                {
                    "round": number,
                    "home": home,
                    "away": away,
                    "imps": [won, lost],
                    "boards": compared if match.total is None else boards,
                    "finished": match.finished(boards),
                    "vp": [first / 100, second / 100],
                    "cards": team_boards(match.movement.results),
                }
            )
    return rows


def _head_to_head(event: Event, ctx: Context, tied: set[str]) -> dict[str, int]:
    got = dict.fromkeys(tied, 0)
    for (_number, home), match in event.matches.items():
        if home in tied and match.away in tied:
            first, second = match_vp(match, ctx)
            got[home] += first
            got[match.away] += second
    return got


def imp_quotient(event: Event, team: str) -> float:
    """BR-T6: IMPs won over IMPs lost in every match played (won IMPs alone if none lost)."""
    won = lost = 0
    for match in event.matches.values():
        first, second, _compared = match.imps()
        if match.home == team:
            won, lost = won + first, lost + second
        elif match.away == team:
            won, lost = won + second, lost + first
    return won / lost if lost else float(won) if won else 1.0


def ranking(event: Event, ctx: Context) -> list[dict[str, Any]]:
    """BR-T6: teams by VP; teams level on VP by the ruleset's tie-breaks in order
    (``head-to-head``: VP in the matches between them; ``imp-quotient``), then as seeded."""
    totals = team_vp(event, ctx)
    teams = list(ctx.table.sides)
    breaks = [b for b in ctx.options.get("tie_breaks", list(TIE_BREAKS)) if b in TIE_BREAKS]
    levels: dict[int, set[str]] = {}
    for team in teams:
        levels.setdefault(totals[team], set()).add(team)
    keys: dict[str, tuple[float, ...]] = {}
    for team in teams:
        tied = levels[totals[team]]
        figures: list[float] = []
        for kind in breaks:
            if kind == "head-to-head":
                figures.append(-_head_to_head(event, ctx, tied)[team] if len(tied) > 1 else 0)
            else:
                figures.append(-imp_quotient(event, team))
        keys[team] = (-totals[team], *figures, teams.index(team))
    order = sorted(teams, key=lambda t: keys[t])
    rows = []
    for place, team in enumerate(order, 1):
        rows.append(
            {
                "place": place,
                "team": team,
                "vp": figure(totals[team] / 100),
                "imp_quotient": round(imp_quotient(event, team), 3),
            }
        )
    return rows


def _board_note(match: MatchState, detail: Any) -> str:
    """BR-D3: a board compared, its IMPs to the team that won them."""
    swing = int(detail.imps)
    text = _("board {n}: open {open}, closed {closed}").format(
        n=detail.board, open=f"{detail.open:+d}", closed=f"{detail.closed:+d}"
    )
    if not swing:
        return text + " = " + _("no swing (BR-D3)")
    winner = match.home if swing > 0 else match.away
    return (
        text
        + " = "
        + ngettext(
            "{n} IMP to {winner} (BR-D3)", "{n} IMPs to {winner} (BR-D3)", abs(swing)
        ).format(n=abs(swing), winner=winner)
    )


def _match_note(match: MatchState, ctx: Context) -> str:
    won, lost, _compared = match.imps()
    first, second = match_vp(match, ctx)
    from scorekeep.games.bridge.vp import shown

    return _("match {home} v {away} over: {won}-{lost} IMPs, {first}-{second} VP (BR-T4)").format(
        home=match.home,
        away=match.away,
        won=won,
        lost=lost,
        first=shown(first),
        second=shown(second),
    )


def next_draw(event: Event, ctx: Context, number: int, partial: bool) -> dict[str, Any]:
    """BR-T7, BR-T8: the ``draw`` entry of round ``number``: the circle method's round, or
    the Swiss draw from the results so far (of unfinished matches too with ``partial``)."""
    teams = list(ctx.table.sides)
    if ctx.options.get("form", "round-robin") == "round-robin":
        tables = round_robin(teams, number)
    else:
        totals = team_vp(event, ctx)
        seeded = sorted(teams, key=lambda t: (-totals[t], teams.index(t)))
        order = [row["team"] for row in ranking(event, ctx)] if event.rounds else seeded
        groups = dict.fromkeys(teams, 0)
        played: set[frozenset[str]] = set()
        byes: dict[str, int] = {}
        for round_number, drawn in enumerate(event.rounds, 1):
            for home, away in drawn:
                if away is None:
                    byes[home] = byes.get(home, 0) + 1
                    groups[home] += match_points(bye_vp(ctx), 1000)
                    continue
                played.add(frozenset((home, away)))
                first, second = match_vp(event.matches[(round_number, home)], ctx)
                groups[home] += match_points(first, second)
                groups[away] += match_points(second, first)
        tables = swiss(order, groups, played, byes)
    entry: dict[str, Any] = {
        "draw": number,
        "tables": [f"{h}-{a or ''}" for h, a in tables],
    }
    if partial:
        entry["partial"] = True
    return entry


def last_draw(lines: Sequence[Any]) -> int:
    """The number of the hand holding the last live draw (0: none)."""
    for line in reversed(lines):
        if not line.void and "draw" in line.entry:
            return int(line.n)
    return 0


def rounds_drawn(state: Any) -> int:
    event: Event = state
    return len(event.rounds)


ENGINE = TeamsEvent()
DRAW = Draw(next_draw, rounds_drawn, last_draw)
