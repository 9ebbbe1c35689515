"""A teams event's results file: every match written as the PBN of a duplicate team match
(its boards in both rooms, the IMPs, the two teams' totals), one after another in one file
or one file a match, each game's ``Event`` naming the event, the round and the match. A
match known only by its IMP totals has no boards to write: the export says so."""

from __future__ import annotations

from scorekeep.core.exchange import Exchange, Exported, FileProblem, ImportedHand, Split
from scorekeep.core.game import Context, Outcome, Standing, Table, Team
from scorekeep.core.session import HandLine, Replay
from scorekeep.games.bridge.duplicate import team_boards
from scorekeep.games.bridge.pbn_write import write_pbn
from scorekeep.games.bridge.teams_event import Event, MatchState
from scorekeep.i18n import _

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


def file_word(name: str) -> str:
    """A name as a part of a file name: letters, digits, ``_`` and ``.`` kept, the rest a
    dash."""
    kept = "".join(c if c.isalnum() or c in "_." else "-" for c in name)
    return "-".join(part for part in kept.split("-") if part).lstrip(".") or "-"


def match_files(session: Exported) -> Split:
    """Every match with boards recorded, a file each in the order of the rounds, named
    ``<event>-r<round>-<home>-<away>.pbn``; a match scored by its IMPs only, or not begun,
    is left out and said."""
    event: Event = session.replay.state
    files = []
    left_out = []
    for number, tables in enumerate(event.rounds, 1):
        for home, away in tables:
            if away is None:
                continue
            match = event.matches.get((number, home))
            if match is not None and match.movement.played:
                name = "-".join(
                    (file_word(session.header.name), f"r{number}", file_word(home), file_word(away))
                )
                files.append((f"{name}.pbn", write_pbn(match_session(session, match))))
            elif match is not None and match.total is not None:
                left_out.append(
                    _(
                        "round {n}, {home} v {away}: scored by its IMPs ({won}-{lost}), no "
                        "boards to write"
                    ).format(
                        n=number, home=home, away=away, won=match.total[0], lost=match.total[1]
                    )
                )
            else:
                left_out.append(
                    _("round {n}, {home} v {away}: no board played yet").format(
                        n=number, home=home, away=away
                    )
                )
    return Split(tuple(files), tuple(left_out))


def write_event_pbn(session: Exported) -> str:
    """Every match with boards recorded, in the order of the rounds."""
    parts = [text.removeprefix(HEADER) for _name, text in match_files(session).files]
    return HEADER + "".join(parts)


def agrees(hand: ImportedHand, outcome: Outcome) -> FileProblem | None:
    return None


EXCHANGE = Exchange(
    writers={"pbn": write_event_pbn},
    readers={},
    agrees=agrees,
    split={"pbn": match_files},
)
