"""What commands print, as text, without Click: shared by the Typer commands and by the
start-up path of :mod:`scorekeep.cli.fast`, so both print the same bytes."""

from __future__ import annotations

from scorekeep.core.errors import Rejected, ScorekeepError, UsageError
from scorekeep.i18n import _
from scorekeep.render.safe import json_text, visible

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    from scorekeep.app.session import Opened, Recorded
    from scorekeep.core.game import Context, Outcome
    from scorekeep.core.session import Replay
    from scorekeep.files.home import Home
    from scorekeep.render.report import Summary


def as_json(data: Any) -> str:
    """``json.dumps(data, ensure_ascii=False, indent=2)`` made safe (:func:`json_text`),
    joined from pieces of :data:`JSON_PIECE` encoder chunks: the encoder gives a long
    evening's status as millions of short strings, which are never all held at once."""
    import json
    from itertools import islice

    chunks = json.JSONEncoder(ensure_ascii=False, indent=2, default=list).iterencode(data)
    pieces = []
    while batch := "".join(islice(chunks, JSON_PIECE)):
        pieces.append(json_text(batch))
    return "".join(pieces)


JSON_PIECE = 8192
"""Encoder chunks joined into one piece of a JSON answer."""


def published(status: Any) -> Any:
    """Status data as its JSON gives it (see :func:`scorekeep.render.report.as_published`)."""
    from scorekeep.render.report import as_published

    return as_published(status)


def check_format(fmt: str, allowed: tuple[str, ...]) -> str:
    if fmt not in allowed:
        raise UsageError(
            _("--format {fmt} is not available here; use one of {choices}").format(
                fmt=fmt, choices=", ".join(allowed)
            )
        )
    return fmt


def status_text(status: dict[str, Any]) -> str:
    from scorekeep.render.text import evening_text

    evening = evening_text(status)
    return _game_status_text(status) + (f"\n\n{evening}" if evening else "")


def status_text_drawn(status: dict[str, Any], table: str) -> str:
    """:func:`status_text` of a status whose evening's results are summed up and drawn
    already (``table``: :func:`scorekeep.render.text.finished_table`), for a game in
    progress that is not over."""
    from scorekeep.render.text import evening_text_drawn

    return _game_status_text(status) + "\n\n" + evening_text_drawn(status, table)


def _game_status_text(status: dict[str, Any]) -> str:
    from scorekeep.games import text_sheet

    own = text_sheet(str(status["game"])).status_text
    if own is not None:
        return own(status)
    from scorekeep.render.text import status_text as generic

    return generic(status)


def recorded_text(
    done: Recorded,
    fmt: str,
    quiet: bool = False,
    status: dict[str, Any] | None = None,
    verbose: bool = False,
) -> str:
    """The answer to a hand, fix or undo: by default at most three lines (what was
    recorded, the events that matter, the totals); ``verbose`` the whole breakdown and the
    status; ``quiet`` only the events and the totals, for a table that reads the rest off
    the pad; or the JSON object. ``status`` is the session's status after it, when the
    caller has it already."""
    from scorekeep.core.game import ANSWER_WIDTH
    from scorekeep.render.text import changes_text, outcome_text, short_text

    rec, result = done.record, done.replay
    if status is None:
        status = recorded_status(done)
    changed = [c._asdict() for c in done.changes]
    line = next((x for x in result.lines if x.n == rec.target), None)
    outcome = line.outcome if line else None
    if fmt == "json":
        return as_json(
            {
                "hand": rec.target,
                "action": rec.action,
                "entry": dict(rec.entry),
                "scores": dict(outcome.scores) if outcome else {},
                "notes": list(outcome.notes) if outcome else [],
                "events": list(outcome.table_events) if outcome else [],
                "changed": changed,
                "status": published(status),
            }
        )
    totals = totals_line(status)
    changes = changes_text(changed).rstrip("\n")
    below = f"{changes}\n{totals}" if changes else totals
    said = event_lines(outcome) if outcome and rec.action != "void" else []
    if quiet:
        return "\n".join([*([" · ".join(said)] if said else []), totals])
    if rec.action == "void":
        voided = (
            _("hand {n} voided ({reason})").format(n=rec.target, reason=rec.reason)
            if rec.reason
            else _("hand {n} voided").format(n=rec.target)
        )
        if not verbose:
            return voided + "\n" + below
        return voided + "\n\n" + changes_text(changed) + status_text(status)
    summary = hand_summary(done)
    if not verbose:
        brief = None
        if outcome is not None and rec.action in ("hand", "fix"):
            head = len(_("hand {n}: {summary}").format(n=rec.target, summary=""))
            brief = done.opened.engine.brief(
                rec.entry, done.opened.ctx, outcome, ANSWER_WIDTH - head
            )
        if brief is not None:
            return short_text(rec.target, brief[0], outcome, below, brief[1])
        return short_text(rec.target, summary, outcome, below)
    status_block = changes_text(changed) + status_text(status)
    if rec.action in ("hand", "fix"):
        return outcome_text(rec.target, summary, outcome, status_block)
    return status_block


def event_lines(outcome: Outcome) -> list[str]:
    """The events of a hand and its warnings, as the short and quiet answers name them."""
    warned = [_("warning: {warning}").format(warning=w) for w in outcome.warnings]
    return [*outcome.table_events, *warned]


def hand_summary(done: Recorded) -> str:
    """The hand as the sheet describes it (``4S by E, 10 tricks, dealt by E (Bartek)``)."""
    opened, rec = done.opened, done.record
    line = next((x for x in done.replay.lines if x.n == rec.target), None)
    summary = opened.engine.describe(rec.entry, opened.ctx, line.outcome if line else None)
    return summary + dealt_by(rec.entry, dict(opened.ctx.table.seats))


def explained(opened: Opened, replay: Replay, n: int | None = None) -> str:
    """Hand ``n``'s whole breakdown (the last live hand without ``n``) and the standing
    now, as ``hand --verbose`` answered it: what ``table``'s ``explain`` prints."""
    from scorekeep.render.report import status_data
    from scorekeep.render.text import outcome_text

    lines = [x for x in replay.lines if n is None or x.n == n]
    line = next((x for x in reversed(lines) if n is not None or not x.void), None)
    if line is None:
        if n is None:
            raise Rejected(_("there is no hand to explain yet"), field="N")
        raise Rejected(_("there is no hand {n}").format(n=n), field="N")
    status = status_text(status_data(opened.journal.header, replay))
    if line.void:
        return _("hand {n} voided").format(n=line.n) + "\n\n" + status
    summary = opened.engine.describe(line.entry, opened.ctx, line.outcome)
    summary += dealt_by(line.entry, dict(opened.ctx.table.seats))
    return outcome_text(line.n, summary, line.outcome, status)


def recorded_status(done: Recorded, finished: Summary | None = None) -> dict[str, Any]:
    """The session's status after a hand, fix or undo; ``finished`` sums up the evening's
    results when the replay holds stand-ins for them (:mod:`scorekeep.app.kept`)."""
    from scorekeep.render.report import status_data

    return status_data(done.opened.journal.header, done.replay, finished=finished)


def dealt_by(entry: Mapping[str, Any], seats: Mapping[str, str]) -> str:
    """``, dealt by N (Ania)`` after an auction: its calls are read from the dealer's seat,
    so the table sees which seat the contract and declarer were taken from."""
    dealer = entry.get("dealer")
    if "auction" not in entry or not dealer:
        return ""
    name = seats.get(str(dealer))
    who = f"{dealer} ({name})" if name else str(dealer)
    return ", " + _("dealt by {dealer}").format(dealer=who)


def totals_line(status: dict[str, Any]) -> str:
    """``totals: NS 120, EW 90``, what ``--quiet`` prints after a write."""
    totals = ", ".join(f"{side} {points}" for side, points in status["totals"].items())
    return _("totals: {totals}").format(totals=totals)


def as_problem(error: Exception, debug: bool = False) -> tuple[ScorekeepError, str]:
    """Any error a command lets out, as the problem to report and the line's prefix;
    with ``debug`` an internal error is raised again for its traceback."""
    if isinstance(error, ScorekeepError):
        return error, _("scorekeep: error: ")
    if isinstance(error, OSError):
        text = f"{error.strerror or error}: {error.filename or ''}".rstrip(": ")
        return ScorekeepError(text, code="io"), _("scorekeep: error: ")
    if debug:
        raise error
    internal = ScorekeepError(
        f"{type(error).__name__}: {error}",
        hint=_("rerun with --debug and report the output"),
        code="internal",
    )
    internal.exit_code = 3
    return internal, _("scorekeep: internal error: ")


def problem_output(
    error: ScorekeepError, fmt: Any, prefix: str | None = None
) -> tuple[str | None, list[str]]:
    """One line on stderr (and a hint), and with ``--format json`` the error object for
    stdout."""
    out = as_json({"error": error.as_dict()}) if fmt == "json" else None
    if prefix is None:
        prefix = _("scorekeep: error: ")
    err = [visible(f"{prefix}{error}")]
    if error.hint:
        err.append(visible("  " + _("hint: {hint}").format(hint=error.hint)))
    return out, err


def status(
    home: Home, session: str | None, fmt: str, lang: str | None = None, cache: bool = False
) -> str:
    """``scorekeep status``: totals, dealer, vulnerability, hanging points, winner. With
    ``cache`` (the start-up path), the answer or the replay the cache kept for the
    journal's exact bytes serves when there is one (:mod:`scorekeep.app.kept`)."""
    check_format(fmt, ("text", "json"))
    if cache:
        from scorekeep.app.kept import status_answer

        return status_answer(home, session, fmt, lang)
    from scorekeep.app.session import open_session

    opened = open_session(home, session)
    return status_of(opened, opened.replay(), fmt)


def status_of(opened: Opened, replay: Replay, fmt: str) -> str:
    """What ``status`` prints for a session and its replay (computed, or kept by the cache)."""
    from scorekeep.render.report import status_data

    return status_said(status_data(opened.journal.header, replay), fmt)


def status_said(data: dict[str, Any], fmt: str) -> str:
    """``status``'s answer from its figures (:func:`scorekeep.render.report.status_data`)."""
    from scorekeep.render.report import as_published

    return as_json(as_published(data)) if fmt == "json" else status_text(data)


def current_standing(
    home: Home, game: str, session: str | None = None
) -> tuple[Context, dict[str, Any]] | None:
    """The current session's (or ``session``'s) rules and standing (its name, totals and
    the game's own figures) when it plays ``game``; None without one, or when it cannot be
    read (a question about the position is then answered from its inputs alone)."""
    from scorekeep.app.session import open_session

    try:
        if session is None and home.current() is None:
            return None
        opened = open_session(home, session)
        if opened.engine.name != game:
            return None
        standing = opened.replay().standing
    except (ScorekeepError, OSError):
        return None
    name = opened.journal.header.name
    return opened.ctx, {"name": name, "totals": dict(standing.totals), **standing.extra}


def saved_note(done: Recorded) -> str:
    """What a write saved, for the warning when its answer cannot be printed."""
    rec = done.record
    path = done.opened.file.path
    if rec.action == "hand":
        return _("hand {n} is recorded in {path}").format(n=rec.target, path=path)
    if rec.action == "fix":
        return _("the fix of hand {n} is recorded in {path}").format(n=rec.target, path=path)
    if rec.action == "void":
        return _("the void of hand {n} is recorded in {path}").format(n=rec.target, path=path)
    return f"the {rec.action} of hand {rec.target} is recorded in {path}"
