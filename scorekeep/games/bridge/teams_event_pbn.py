"""A teams event's results file: every match written as the PBN of a duplicate team match
(its boards in both rooms, the IMPs, the two teams' totals), one after another in one file,
each game's ``Event`` naming the event, the round and the match."""

from __future__ import annotations

from scorekeep.core.exchange import Exchange, Exported, FileProblem, ImportedHand
from scorekeep.core.game import Context, Outcome, Standing, Table, Team
from scorekeep.core.session import HandLine, Replay
from scorekeep.games.bridge.duplicate import team_boards
from scorekeep.games.bridge.pbn_write import write_pbn
from scorekeep.games.bridge.teams_event import Event, MatchState

HEADER = "% PBN 2.1\n% EXPORT\n%Creator: scorekeep\n"


def match_session(session: Exported, match: MatchState) -> Exported:
    """One match as the session of a duplicate team match: the home team North-South in the
    open room, its results as that session's hands."""
    lines = [
        HandLine(
            line.n,
            {k: v for k, v in line.entry.items() if k not in ("round", "match")},
            line.outcome,
            {},
        )
        for line in session.replay.lines
        if not line.void
        and line.outcome is not None
        and line.outcome.detail is not None
        and line.entry.get("round") == match.round
        and line.entry.get("match") == match.home
    ]
    members = {t.name: t.members for t in session.header.table.teams}
    won, lost, _compared = match.imps()
    table = Table(
        (),
        (
            Team(match.home, members.get(match.home, ())),
            Team(match.away, members.get(match.away, ())),
        ),
    )
    standing = Standing(
        {match.home: won, match.away: lost},
        extra={"boards": team_boards(match.movement.results)},
    )
    header = session.header._replace(
        name=f"{session.header.name} {match.round}: {match.home} - {match.away}", table=table
    )
    ctx = Context(session.ctx.ruleset, {"duplicate_form": "teams"}, table, session.ctx.language)
    return Exported(header, Replay(tuple(lines), standing, False, None, None), ctx)


def write_event_pbn(session: Exported) -> str:
    """Every match with boards recorded, in the order of the rounds."""
    event: Event = session.replay.state
    parts = []
    for number, tables in enumerate(event.rounds, 1):
        for home, away in tables:
            match = event.matches.get((number, home)) if away is not None else None
            if match is None or not match.movement.played:
                continue
            parts.append(write_pbn(match_session(session, match)).removeprefix(HEADER))
    return HEADER + "".join(parts)


def agrees(hand: ImportedHand, outcome: Outcome) -> FileProblem | None:
    return None


EXCHANGE = Exchange(writers={"pbn": write_event_pbn}, readers={}, agrees=agrees)
