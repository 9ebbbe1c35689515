"""Session commands: new, hand, undo, fix, close, status, sheet, sessions, use, check."""

from pathlib import Path
from typing import Annotated, Any

import typer

from scorekeep.cli.common import (
    EXTRA,
    FormatOpt,
    SessionOpt,
    app,
    as_json,
    check_format,
    check_language,
    emit,
    guarded,
    home,
)
from scorekeep.cli.services import (
    Opened,
    Recorded,
    existing_session,
    last_live_hand,
    now,
    open_session,
    readable_args,
    record,
    session_names,
    split_list,
    unique_name,
)
from scorekeep.core import registry
from scorekeep.core.errors import Rejected, UsageError
from scorekeep.core.game import Engine
from scorekeep.core.inputs import is_whole_number, plain_text, read_int, utf8_text
from scorekeep.core.inputs import session_name as session_name_of
from scorekeep.core.registry import find_game
from scorekeep.core.ruleset import coerce_settings
from scorekeep.core.session import Header, Record
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.files.rulesets import load_ruleset
from scorekeep.render.safe import visible


def fields_help(engine: Engine) -> str:
    lines = [f"{engine.name} fields:"]
    for f in engine.hand_fields:
        name = f.key.upper() if f.kind in ("positional", "rest") else f.option
        if f.kind == "pairs":
            name += " PLAYER=VALUE (repeat)"
        elif f.kind == "many":
            name += " PLAYER (repeat)"
        elif f.kind == "value":
            name += " VALUE"
        lines.append(f"  {name:<34} {f.help}")
    return "\n".join(lines)


def wants_help(args: list[str]) -> bool:
    return "--help" in args or "-h" in args


def print_fields_help(command: str, session: str | None) -> None:
    typer.echo(
        f"Usage: scorekeep {command} [-s SESSION] [--format text|json] "
        f"{'N ' if command == 'fix' else ''}<game fields>\n"
    )
    typer.echo(
        {
            "hand": "Record a hand; prints its breakdown and the totals.",
            "fix": "Replace hand N with a corrected entry (the old one stays in the journal).",
        }[command]
    )
    typer.echo(
        "\nExamples:\n  scorekeep hand 4S --by N --tricks 10\n"
        "  scorekeep hand --bidder Ania --trump H --cards Ania=90 --cards Bartek=46\n"
    )
    engines: list[Engine] = []
    try:
        engines = [open_session(home(), session).engine]
    except Exception:
        for name in registry.names():
            try:
                engines.append(find_game(name))
            except Exception:
                continue
    from scorekeep.games.shorthand import help_text

    for engine in engines:
        shorthand = help_text(engine.name)
        if shorthand:
            typer.echo(
                shorthand.replace(
                    "scorekeep hand", f"scorekeep {command}" + (" N" if command == "fix" else "")
                )
                + "\n"
            )
        typer.echo(fields_help(engine))


@app.command()
@guarded
def new(
    ruleset: Annotated[str, typer.Argument(help="ruleset name or file, e.g. bridge-rubber")],
    players: Annotated[
        list[str], typer.Option("--players", "-p", help="A,B,C or N=Ania,E=Bartek,...")
    ],
    teams: Annotated[
        list[str] | None, typer.Option("--teams", help="A+C,B+D or Red=A+C,Blue=B+D")
    ] = None,
    settings: Annotated[list[str] | None, typer.Option("--set", help="KEY=VALUE")] = None,
    name: Annotated[str | None, typer.Option("--name", help="session name")] = None,
    scorer: Annotated[
        str | None, typer.Option("--scorer", help="who keeps the score (kto zapisuje wynik)")
    ] = None,
    lang: Annotated[
        str | None, typer.Option("--lang", help="the table's language: en, pl, uk, it")
    ] = None,
    fmt: FormatOpt = "text",
) -> None:
    """Start a session and make it current.

    Examples:
      scorekeep new bridge-rubber --players N=Ania,E=Bartek,S=Celina,W=Darek
      scorekeep new derda --players Ania,Bartek --set target=1000
    """
    check_format(fmt, ("text", "json"))
    h = home()
    rules = load_ruleset(h, ruleset)
    engine = find_game(rules.game)
    options = rules.effective(coerce_settings(rules, settings or []))
    names = split_list(players)
    if rules.players and len(names) not in rules.players:
        raise Rejected(
            f"{rules.title} is for {' or '.join(map(str, rules.players))} players, "
            f"not {len(names)}",
            field="--players",
        )
    team_words = [plain_text(t, "--teams") for t in split_list(teams)]
    if team_words and rules.teams == "none" and rules.game != "bridge":
        raise Rejected(f"{rules.title} is not played in teams", field="--teams")
    table = engine.seat(names, team_words, rules, options)
    session_name = session_name_of(name) if name is not None else None
    if session_name is not None:
        taken = existing_session(h, session_name)
        if taken is not None:
            raise Rejected(
                f"session {taken} already exists", field="--name", hint="choose another --name"
            )
    session_name = session_name or unique_name(h, f"{rules.name}-{now()[:10]}")
    header = Header(
        name=session_name,
        ruleset=rules.name,
        game=rules.game,
        options=options,
        table=table,
        created=now(),
        scorer=scorer_name(scorer),
        language=check_language(lang) if lang else "",
    )
    path = h.sessions / f"{session_name}.toml"
    journal_file.create(path, header)
    h.set_current(session_name)
    if fmt == "json":
        emit(
            as_json(
                {
                    "session": session_name,
                    "path": str(path),
                    "ruleset": rules.name,
                    "players": list(table.players),
                    **({"scorer": header.scorer} if header.scorer else {}),
                }
            )
        )
    else:
        kept = f"; score kept by {header.scorer}" if header.scorer else ""
        emit(
            f"started {session_name} ({rules.title}) with {', '.join(table.players)}{kept}\n"
            f"journal: {path}"
        )


def scorer_name(text: str | None) -> str:
    """Who keeps the score: a name on one line (a player or not)."""
    if text is None:
        return ""
    name = text.strip()
    if not name or "\n" in name or "\r" in name:
        raise Rejected(f"--scorer '{text}' must be a name on one line", field="--scorer")
    return name


def _render_recorded(done: Recorded, fmt: str) -> None:
    from scorekeep.render.report import status_data
    from scorekeep.render.text import changes_text, outcome_text

    opened, rec, result = done.opened, done.record, done.replay
    status = status_data(opened.journal.header, result)
    changed = [c._asdict() for c in done.changes]
    line = next((x for x in result.lines if x.n == rec.target), None)
    if fmt == "json":
        emit(
            as_json(
                {
                    "hand": rec.target,
                    "action": rec.action,
                    "entry": dict(rec.entry),
                    "scores": dict(line.outcome.scores) if line and line.outcome else {},
                    "notes": list(line.outcome.notes) if line and line.outcome else [],
                    "changed": changed,
                    "status": status,
                }
            )
        )
        return
    status_block = changes_text(changed) + _status_text(status)
    if rec.action == "void":
        emit(
            f"hand {rec.target} voided"
            + (f" ({rec.reason})" if rec.reason else "")
            + "\n\n"
            + status_block
        )
        return
    summary = opened.engine.describe(rec.entry, opened.ctx, line.outcome if line else None)
    emit(
        outcome_text(rec.target, summary, line.outcome if line else None, status_block)
        if rec.action in ("hand", "fix")
        else status_block
    )


def _status_text(status: dict[str, Any]) -> str:
    special = game_renderer(str(status["game"]))
    if special is not None and hasattr(special, "status_text"):
        return str(special.status_text(status))
    from scorekeep.render.text import status_text

    return status_text(status)


@app.command(context_settings=EXTRA, add_help_option=False)
@guarded
def hand(ctx: typer.Context, session: SessionOpt = None, fmt: FormatOpt = "text") -> None:
    """Record a hand (game fields: see `scorekeep hand --help`).

    Examples:
      scorekeep hand 4S --by N --tricks 10
      scorekeep hand --bidder Ania --trump H --cards Ania=90 --cards Bartek=46
    """
    if wants_help(ctx.args):
        print_fields_help("hand", session)
        return
    check_format(fmt, ("text", "json"))

    from scorekeep.games.shorthand import hand_fields

    args = readable_args(ctx.args)

    def make(opened: Opened) -> Record:
        fields = hand_fields(opened.engine, args, opened.ctx, "hand")
        entry = opened.engine.entry_from_fields(fields, opened.ctx)
        return Record("hand", opened.journal.hand_count + 1, entry, at=now())

    _render_recorded(record(home(), session, make), fmt)


@app.command(context_settings=EXTRA, add_help_option=False)
@guarded
def fix(
    ctx: typer.Context,
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
    reason: Annotated[str, typer.Option("--reason", help="why it was corrected")] = "",
) -> None:
    """Replace hand N with a corrected entry; the original stays in the journal.

    Example: scorekeep fix 3 4S --by N --tricks 9
    """
    if wants_help(ctx.args):
        print_fields_help("fix", session)
        return
    check_format(fmt, ("text", "json"))
    args = readable_args(ctx.args)
    reason = utf8_text(reason, "--reason")
    if not args or not is_whole_number(args[0]) or args[0].strip()[:1] in "+-":
        raise UsageError(
            "fix: give the hand number first, e.g. `scorekeep fix 3 4S --by N --tricks 9`"
        )
    number = read_int(args.pop(0), "N", low=1)

    from scorekeep.games.shorthand import hand_fields

    def make(opened: Opened) -> Record:
        fields = hand_fields(opened.engine, args, opened.ctx, "fix")
        entry = opened.engine.entry_from_fields(fields, opened.ctx)
        return Record("fix", number, entry, reason=reason, at=now())

    _render_recorded(record(home(), session, make), fmt)


@app.command()
@guarded
def undo(
    number: Annotated[str | None, typer.Argument(help="hand to void (default: the last)")] = None,
    session: SessionOpt = None,
    reason: Annotated[str, typer.Option("--reason", help="why it is voided")] = "",
    fmt: FormatOpt = "text",
) -> None:
    """Void hand N (default: the last live one). Nothing is deleted from the journal.

    Example: scorekeep undo --reason "wrong declarer"
    """
    check_format(fmt, ("text", "json"))
    wanted = None if number is None else read_int(number, "N", low=1)
    reason = utf8_text(reason, "--reason")

    def make(opened: Opened) -> Record:
        target = wanted if wanted is not None else last_live_hand(opened)
        return Record("void", target, reason=reason, at=now())

    _render_recorded(record(home(), session, make), fmt)


@app.command()
@guarded
def close(session: SessionOpt = None, fmt: FormatOpt = "text") -> None:
    """The table stops here: apply the end-of-session settlement; no more hands.

    Example: scorekeep close
    """
    check_format(fmt, ("text", "json"))
    opened, _, result, _ = record(home(), session, lambda o: Record("close", 0, at=now()))
    from scorekeep.render.report import status_data

    status = status_data(opened.journal.header, result)
    if fmt == "json":
        emit(as_json(status))
        return
    notes = result.settlement.notes if result.settlement else ()
    emit("\n".join(["session closed", *notes, "", _status_text(status)]))


@app.command()
@guarded
def status(session: SessionOpt = None, fmt: FormatOpt = "text") -> None:
    """Totals, dealer, vulnerability, hanging points, winner.

    Examples:
      scorekeep status
      scorekeep status --format json
    """
    check_format(fmt, ("text", "json"))
    opened = open_session(home(), session)
    from scorekeep.render.report import status_data

    data = status_data(opened.journal.header, opened.replay())
    emit(as_json(data) if fmt == "json" else _status_text(data))


SHEET_FORMATS = ("text", "json", "markdown", "csv", "html", "pdf")


@app.command()
@guarded
def sheet(
    session: Annotated[
        list[str] | None,
        typer.Option(
            "--session", "-s", help="session name or journal path; repeat to print several"
        ),
    ] = None,
    fmt: FormatOpt = "text",
    output: Annotated[Path | None, typer.Option("--output", "-o", help="write to FILE")] = None,
    all_today: Annotated[
        bool, typer.Option("--all-today", help="every session started today")
    ] = False,
) -> None:
    """The whole session hand by hand (bridge: the We/They pad); html and pdf print it.

    Examples:
      scorekeep sheet
      scorekeep sheet --format csv -o evening.csv
      scorekeep sheet --format pdf -o club-night.pdf --all-today
    """
    check_format(fmt, SHEET_FORMATS)
    h = home()
    names = _sheet_sessions(h, session, all_today)
    if fmt == "pdf" and output is None:
        raise UsageError("--format pdf writes a file: add -o FILE, e.g. -o evening.pdf")
    if len(names) > 1 and fmt in ("json", "csv"):
        raise UsageError(
            f"--format {fmt} takes one session; several print as text, markdown, html or pdf"
        )
    browser = None
    if fmt == "pdf":
        from scorekeep.render.pdf import require_browser

        browser = require_browser()
    sheets = [_sheet_of(h, name, printed=fmt in ("html", "pdf")) for name in names]
    if fmt in ("html", "pdf"):
        _print_sheets(sheets, fmt, output, browser)
        return
    emit(
        "\n\n".join(with_scorer(render_sheet(d, fmt, str(d["game"])), d, fmt) for d in sheets),
        output,
    )


def with_scorer(sheet: str, data: dict[str, Any], fmt: str) -> str:
    """Text and Markdown sheets name who kept the score under their title line."""
    if not data.get("scorer") or fmt not in ("text", "markdown"):
        return sheet
    title, sep, rest = sheet.partition("\n")
    if fmt == "markdown":
        return f"{title}\n\nScore kept by **{data['scorer']}**{sep}{rest}"
    return f"{title}\nscore kept by {data['scorer']}{sep}{rest}"


def _sheet_sessions(h: Home, session: list[str] | None, all_today: bool) -> list[str | None]:
    """The sessions named with -s, then those started today; the current one if none."""
    names: list[str | None] = list(dict.fromkeys(session or []))
    if all_today:
        today = now()[:10]
        started = [
            p.stem
            for p in session_names(h)
            if journal_file.load(p).journal.header.created[:10] == today
        ]
        if not started:
            raise Rejected(f"no session was started today ({today}); name one with -s")
        names += [n for n in started if n not in names]
    return names or [None]


def _sheet_of(h: Home, name: str | None, printed: bool) -> dict[str, Any]:
    """One session's sheet data; a printed sheet also gets its header and history extras."""
    from scorekeep.render.report import sheet_data

    opened = open_session(h, name)
    data = sheet_data(opened.journal.header, opened.replay(), opened.engine, opened.ctx)
    if printed:
        from scorekeep.render.html import sheet_extras

        data.update(sheet_extras(opened.journal, opened.engine, opened.ctx))
    return data


def _print_sheets(
    sheets: list[dict[str, Any]], fmt: str, output: Path | None, browser: str | None
) -> None:
    """The printable page: HTML to the screen or a file, or a PDF file."""
    from scorekeep.render.html import document

    page = document(sheets)
    if fmt == "html":
        emit(page, output)
        return
    from scorekeep.render.pdf import write_pdf

    assert output is not None
    pages = write_pdf(page, output, browser)
    typer.echo(f"wrote {output} ({pages} page{'s' * (pages != 1)})", err=True)


def render_sheet(data: dict[str, Any], fmt: str, game: str) -> str:
    from scorekeep.render import text

    if fmt == "json":
        keep = ("n", "entry", "scores", "totals", "notes", "void", "summary", "corrections")
        public = dict(data)
        public["hands"] = [{k: h[k] for k in keep} for h in data["hands"]]
        return as_json(public)
    special = game_renderer(game)
    if fmt == "csv":
        return (
            str(special.sheet_csv(data)) if hasattr(special, "sheet_csv") else text.sheet_csv(data)
        )
    if fmt == "markdown":
        if hasattr(special, "sheet_markdown"):
            return str(special.sheet_markdown(data))
        return text.sheet_text(data, "github")
    if fmt == "html":
        from scorekeep.render.html import sheet_html

        return sheet_html(data)
    if fmt == "pdf":
        raise UsageError("--format pdf writes a file: use `scorekeep sheet --format pdf -o FILE`")
    if special is not None and hasattr(special, "sheet_text"):
        return str(special.sheet_text(data))
    return text.sheet_text(data)


def game_renderer(game: str) -> Any:
    """The game's own text sheet module when it brings one (bridge: the pad)."""
    from scorekeep.core.registry import sheet_module

    return sheet_module(game)


@app.command()
@guarded
def sessions(fmt: FormatOpt = "text") -> None:
    """List sessions; the current one is marked with *.

    Example: scorekeep sessions --format json
    """
    check_format(fmt, ("text", "json"))
    h = home()
    current = h.current()
    rows: list[dict[str, Any]] = []
    for path in session_names(h):
        try:
            file = journal_file.load(path)
            header = file.journal.header
            rows.append(
                {
                    "session": path.stem,
                    "game": header.game,
                    "ruleset": header.ruleset,
                    "players": list(header.table.players),
                    "hands": file.journal.hand_count,
                    "created": header.created,
                    "current": path.stem == current,
                }
            )
        except Exception as error:  # a damaged journal is listed, not fatal
            rows.append(
                {
                    "session": path.stem,
                    "game": "?",
                    "ruleset": "?",
                    "players": [],
                    "hands": 0,
                    "created": "",
                    "current": path.stem == current,
                    "problem": str(error),
                }
            )
    if fmt == "json":
        emit(as_json(rows))
        return
    if not rows:
        emit("no sessions yet; start one with `scorekeep new`")
        return
    from scorekeep.render.text import table

    emit(
        table(
            [
                [
                    "*" if r["current"] else "",
                    r["session"],
                    r["ruleset"],
                    r["hands"],
                    ", ".join(r["players"]) or r.get("problem", ""),
                ]
                for r in rows
            ],
            ["", "session", "ruleset", "hands", "players"],
        )
    )


@app.command()
@guarded
def use(name: Annotated[str, typer.Argument(help="session name")]) -> None:
    """Make NAME the current session.

    Example: scorekeep use bridge-rubber-2026-11-30
    """
    h = home()
    path = journal_file.session_path(h, name)
    journal_file.load(path)
    h.set_current(path.stem)
    emit(f"current session: {path.stem}")


@app.command()
@guarded
def check(
    file: Annotated[Path | None, typer.Argument(help="journal file")] = None,
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
) -> None:
    """Re-validate a journal (after editing it by hand): every problem as FILE:LINE: message
    with the lines around it, its code and a hint.

    Examples:
      scorekeep check
      scorekeep check ~/notes/friday.toml
    """
    check_format(fmt, ("text", "json"))
    from scorekeep.cli.checking import check_journal, report_text

    path = file if file is not None else journal_file.session_path(home(), session)
    checked = check_journal(home(), path)
    problems, hands = checked.problems, checked.hands
    if fmt == "json":
        emit(
            as_json(
                {
                    "path": str(path),
                    "ok": not problems,
                    "hands": hands,
                    "problems": [
                        {
                            "path": str(path),
                            "line": p.line,
                            "code": p.code,
                            "message": p.message,
                            "hint": p.hint,
                            "key": p.key,
                        }
                        for p in problems
                    ],
                }
            )
        )
    else:
        if problems:
            typer.echo(visible(report_text(path, checked)), err=True)
        if not problems:
            emit(f"{path}: ok ({hands} hands)")
    if problems:
        raise typer.Exit(1)


@app.command()
@guarded
def example(
    game: Annotated[str, typer.Argument(help=registry.names_text(" or "))] = "bridge",
    fmt: FormatOpt = "text",
) -> None:
    """Copy a bundled example evening into your sessions and print its scoresheet.

    Example: scorekeep example bridge
    """
    check_format(fmt, SHEET_FORMATS)
    from scorekeep.files.atomic import write_atomic

    declared = registry.game(game)
    name = declared.name
    source = declared.example_path()
    if source is None or not source.is_file():
        raise Rejected(f"there is no bundled example for {name} yet", field="GAME")
    h = home()
    target = h.sessions / f"example-{name}.toml"
    write_atomic(target, source.read_text(encoding="utf-8"))
    opened = open_session(h, str(target))
    from scorekeep.render.report import sheet_data

    data = sheet_data(opened.journal.header, opened.replay(), opened.engine, opened.ctx)
    emit(render_sheet(data, fmt, opened.engine.name))
    if fmt == "text":
        typer.echo(
            f"\n(copied to session example-{name}: try `scorekeep status -s example-{name}`)",
            err=True,
        )
