"""Session commands: new, hand, undo, fix, close, status, sheet, sessions, use, check."""

from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any

import typer

from scorekeep import games
from scorekeep.app.answers import (
    hand_record,
    recorded_text,
    saved_note,
    status_answer,
    status_text,
)
from scorekeep.app.rulesets import list_rulesets, load_ruleset
from scorekeep.app.session import (
    Opened,
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
from scorekeep.cli.common import (
    EXTRA,
    FormatOpt,
    SessionOpt,
    SheetFormatOpt,
    app,
    as_json,
    check_format,
    check_language,
    emit,
    guarded,
    home,
)
from scorekeep.cli.saved import printing_after
from scorekeep.cli.stats import GameOpt, PlayerOpt, SinceOpt, UntilOpt, filters_of
from scorekeep.core.errors import Rejected, ScorekeepError, UsageError
from scorekeep.core.game import Engine
from scorekeep.core.inputs import is_whole_number, plain_text, read_int, utf8_text
from scorekeep.core.inputs import session_name as session_name_of
from scorekeep.core.ruleset import coerce_settings
from scorekeep.core.session import Header, Record
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.games import find_game
from scorekeep.i18n import _, ngettext, use_session_language
from scorekeep.render.safe import visible


def either(counts: Iterable[int]) -> str:
    """Player counts as a person says them: "2 or 4", "2, 3 or 4", "2 to 10"."""
    *rest, last = sorted(counts)
    if len(rest) > 2 and last - rest[0] == len(rest):
        return _("{low} to {high}").format(low=rest[0], high=last)
    if not rest:
        return str(last)
    return _("{some} or {last}").format(some=", ".join(map(str, rest)), last=last)


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
        f"Usage: scorekeep {command} [-s SESSION] [--format text|json] [--quiet] "
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
        "  scorekeep hand -q 3NT S +1\n"
    )
    engines: list[Engine] = []
    try:
        engines = [open_session(home(), session).engine]
    except Exception:
        for name in games.names():
            try:
                engines.append(find_game(name))
            except Exception:
                continue
    from scorekeep.games import help_text

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

    \b
    Examples:
      scorekeep new bridge-rubber --players N=Ania,E=Bartek,S=Celina,W=Darek
      scorekeep new derda --players Ania,Bartek --set target=1000
    """
    check_format(fmt, ("text", "json"))
    if lang:
        use_session_language(check_language(lang))
    h = home()
    rules = load_ruleset(h, ruleset)
    engine = find_game(rules.game)
    options = rules.effective(coerce_settings(rules, settings or []))
    names = split_list(players)
    if rules.players and len(names) not in rules.players:
        raise Rejected(
            _("{game} is for {counts} players, not {n}").format(
                game=rules.title, counts=either(rules.players), n=len(names)
            ),
            field="--players",
        )
    team_words = [plain_text(t, "--teams") for t in split_list(teams)]
    if team_words and rules.teams == "none" and not games.game(rules.game).seats_are_sides:
        raise Rejected(_("{game} is not played in teams").format(game=rules.title), field="--teams")
    table = engine.seat(names, team_words, rules, options)
    session_name = session_name_of(name) if name is not None else None
    if session_name is not None:
        taken = existing_session(h, session_name)
        if taken is not None:
            raise Rejected(
                _("session {name} already exists").format(name=taken),
                field="--name",
                hint=_("choose another --name"),
            )
    session_name = session_name or unique_name(h, f"{rules.name}-{now()[:10]}")
    header = Header(
        name=session_name,
        ruleset=ruleset_reference(h, ruleset, rules.name),
        game=rules.game,
        options=options,
        table=table,
        created=now(),
        scorer=scorer_name(scorer),
        cards=dict(rules.cards) or None,
        language=check_language(lang) if lang else "",
    )
    path = h.sessions / f"{session_name}.toml"
    journal_file.create(path, header)
    h.set_current(session_name)
    with printing_after(
        _("session {name} is started in {path}").format(name=session_name, path=path)
    ):
        _print_started(header, path, rules.name, rules.title, fmt)


def ruleset_reference(h: Home, given: str, name: str) -> str:
    """What the journal names its ruleset by: the name of an installed one, else the full
    path of the file it was given as, so later commands find the same ruleset again."""
    from scorekeep.app.rulesets import is_path

    if not is_path(given):
        return name
    path = Path(given).expanduser().absolute()
    installed = {r.path.absolute() for r in list_rulesets(h)}
    return name if path in installed else str(path)


def _print_started(header: Header, path: Path, rules_name: str, title: str, fmt: str) -> None:
    if fmt == "json":
        emit(
            as_json(
                {
                    "session": header.name,
                    "path": str(path),
                    "ruleset": rules_name,
                    "players": list(header.table.players),
                    **({"scorer": header.scorer} if header.scorer else {}),
                }
            )
        )
    else:
        players = ", ".join(header.table.players)
        started = (
            _("started {name} ({game}) with {players}; score kept by {scorer}")
            if header.scorer
            else _("started {name} ({game}) with {players}")
        )
        started = started.format(
            name=header.name, game=title, players=players, scorer=header.scorer
        )
        emit(started + "\n" + _("journal: {path}").format(path=path))


def scorer_name(text: str | None) -> str:
    """Who keeps the score: a name on one line (a player or not)."""
    if text is None:
        return ""
    name = text.strip()
    if not name or "\n" in name or "\r" in name:
        raise Rejected(
            _("--scorer '{text}' must be a name on one line").format(text=text),
            field="--scorer",
        )
    return name


QuietOpt = Annotated[
    bool, typer.Option("--quiet", "-q", help="print only the totals line, not the breakdown")
]


@app.command(context_settings=EXTRA, add_help_option=False)
@guarded
def hand(
    ctx: typer.Context, session: SessionOpt = None, fmt: FormatOpt = "text", quiet: QuietOpt = False
) -> None:
    """Record a hand (game fields: see `scorekeep hand --help`).

    \b
    Examples:
      scorekeep hand 4S --by N --tricks 10
      scorekeep hand --bidder Ania --trump H --cards Ania=90 --cards Bartek=46
      scorekeep hand -q 3NT S +1
    """
    if wants_help(ctx.args):
        print_fields_help("hand", session)
        return
    done = hand_record(home(), session, fmt, ctx.args)
    with printing_after(saved_note(done)):
        emit(recorded_text(done, fmt, quiet))


@app.command(context_settings=EXTRA, add_help_option=False)
@guarded
def fix(
    ctx: typer.Context,
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
    reason: Annotated[str, typer.Option("--reason", help="why it was corrected")] = "",
    quiet: QuietOpt = False,
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
            _("fix: give the hand number first, e.g. `scorekeep fix 3 4S --by N --tricks 9`")
        )
    number = read_int(args.pop(0), "N", low=1)

    from scorekeep.games import hand_fields

    def make(opened: Opened) -> Record:
        fields = hand_fields(opened.engine, args, opened.ctx, "fix")
        entry = opened.engine.entry_from_fields(fields, opened.ctx)
        return Record("fix", number, entry, reason=reason, at=now())

    done = record(home(), session, make)
    with printing_after(saved_note(done)):
        emit(recorded_text(done, fmt, quiet))


@app.command()
@guarded
def undo(
    number: Annotated[str | None, typer.Argument(help="hand to void (default: the last)")] = None,
    session: SessionOpt = None,
    reason: Annotated[str, typer.Option("--reason", help="why it is voided")] = "",
    fmt: FormatOpt = "text",
    quiet: QuietOpt = False,
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

    done = record(home(), session, make)
    with printing_after(saved_note(done)):
        emit(recorded_text(done, fmt, quiet))


@app.command()
@guarded
def close(session: SessionOpt = None, fmt: FormatOpt = "text") -> None:
    """The table stops here: apply the end-of-session settlement; no more hands.

    Example: scorekeep close
    """
    check_format(fmt, ("text", "json"))
    opened, _rec, result, _changes = record(home(), session, lambda o: Record("close", 0, at=now()))
    from scorekeep.render.report import status_data

    status = status_data(opened.journal.header, result)
    with printing_after(_("the close is recorded in {path}").format(path=opened.file.path)):
        if fmt == "json":
            emit(as_json(status))
            return
        notes = result.settlement.notes if result.settlement else ()
        emit("\n".join([_("session closed"), *notes, "", status_text(status)]))


@app.command()
@guarded
def reopen(
    session: SessionOpt = None,
    reason: Annotated[str, typer.Option("--reason", help="why the table plays on")] = "",
    fmt: FormatOpt = "text",
) -> None:
    """Take a close back: the settlement no longer counts and hands can be recorded again.
    The close stays in the journal, followed by the reopen.

    Example: scorekeep reopen --reason "one more rubber"
    """
    check_format(fmt, ("text", "json"))
    opened, _rec, result, _changes = record(
        home(), session, lambda o: Record("reopen", 0, reason=reason, at=now())
    )
    from scorekeep.render.report import status_data

    status = status_data(opened.journal.header, result)
    with printing_after(_("the reopen is recorded in {path}").format(path=opened.file.path)):
        reopened = _("session reopened")
        emit(as_json(status) if fmt == "json" else f"{reopened}\n\n{status_text(status)}")


@app.command()
@guarded
def status(session: SessionOpt = None, fmt: FormatOpt = "text") -> None:
    """Totals, dealer, vulnerability, hanging points, winner.

    \b
    Examples:
      scorekeep status
      scorekeep status --format json
    """
    emit(status_answer(home(), session, fmt))


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
    fmt: SheetFormatOpt = "text",
    output: Annotated[Path | None, typer.Option("--output", "-o", help="write to FILE")] = None,
    all_today: Annotated[
        bool, typer.Option("--all-today", help="every session started today")
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="replace an existing -o FILE (never a journal)")
    ] = False,
) -> None:
    """The whole session hand by hand (bridge: the We/They pad); html and pdf print it.

    \b
    Examples:
      scorekeep sheet
      scorekeep sheet --format csv -o evening.csv
      scorekeep sheet --format pdf -o club-night.pdf --all-today
    """
    check_format(fmt, SHEET_FORMATS)
    h = home()
    names = _sheet_sessions(h, session, all_today)
    if fmt == "pdf" and output is None:
        raise UsageError(_("--format pdf writes a file: add -o FILE, e.g. -o evening.pdf"))
    if output is not None:
        from scorekeep.cli.outputfile import check_output

        check_output(output, h, force)
    if len(names) > 1 and fmt in ("json", "csv"):
        raise UsageError(
            _(
                "--format {fmt} takes one session; several print as text, markdown, html or pdf"
            ).format(fmt=fmt)
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
        kept = _("Score kept by **{scorer}**").format(scorer=data["scorer"])
        return f"{title}\n\n{kept}{sep}{rest}"
    kept = _("score kept by {scorer}").format(scorer=data["scorer"])
    return f"{title}\n{kept}{sep}{rest}"


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
            raise Rejected(
                _("no session was started today ({today}); name one with -s").format(today=today)
            )
        names += [n for n in started if n not in names]
    return names or [None]


def _sheet_of(h: Home, name: str | None, printed: bool) -> dict[str, Any]:
    """One session's sheet data; a printed sheet also gets its header and history extras."""
    from scorekeep.render.report import sheet_data

    opened = open_session(h, name)
    journal = opened.journal
    data = sheet_data(journal.header, opened.replay(), opened.engine, opened.ctx, journal.records)
    if printed:
        from scorekeep.render.html import sheet_extras

        data.update(sheet_extras(opened.journal, opened.engine, opened.ctx))
    return data


def _print_sheets(
    sheets: list[dict[str, Any]], fmt: str, output: Path | None, browser: str | None
) -> None:
    """The printable page: HTML to the screen or a file, or a PDF file."""
    from scorekeep.render.html import document

    page = document(sheets, games.printed_sheet)
    if fmt == "html":
        emit(page, output)
        return
    from scorekeep.render.pdf import write_pdf

    assert output is not None
    pages = write_pdf(page, output, browser)
    wrote = ngettext("wrote {file} ({n} page)", "wrote {file} ({n} pages)", pages)
    typer.echo(wrote.format(file=output, n=pages), err=True)


def render_sheet(data: dict[str, Any], fmt: str, game: str) -> str:
    from scorekeep.render.report import game_sheets
    from scorekeep.render.text import game_heading

    parts = game_sheets(data) if fmt in ("text", "markdown") else [data]
    if len(parts) == 1:
        sheet = _sheet_body(data, fmt, game)
    else:
        mark = "## " if fmt == "markdown" else ""
        sheet = "\n\n".join(
            f"{mark}{game_heading(part['evening'])}\n\n{_sheet_body(part, fmt, game).rstrip()}"
            for part in parts
        ) + ("\n" if fmt == "markdown" else "")
    if fmt in ("text", "markdown") and data.get("reopened"):
        from scorekeep.render.report import reopened_line

        sheet = sheet.rstrip("\n") + "\n\n" + "\n".join(map(reopened_line, data["reopened"]))
    return _with_evening(sheet, data, fmt)


def _with_evening(sheet: str, data: dict[str, Any], fmt: str) -> str:
    """Text, Markdown and CSV sheets end with the evening's games and totals (SPEC §9)."""
    from scorekeep.render.text import evening_csv, evening_text

    if fmt == "csv":
        return sheet + evening_csv(data)
    if fmt not in ("text", "markdown"):
        return sheet
    evening = evening_text(data, "github" if fmt == "markdown" else "simple")
    if not evening:
        return sheet
    end = "\n" if sheet.endswith("\n") else ""
    return sheet.rstrip("\n") + "\n\n" + evening.rstrip("\n") + end


def _sheet_body(data: dict[str, Any], fmt: str, game: str) -> str:
    from scorekeep.render import text

    if fmt == "json":
        keep = ("n", "game", "entry", "scores", "totals", "notes", "void", "summary", "corrections")
        public = dict(data)
        public["hands"] = [{k: h[k] for k in keep} for h in data["hands"]]
        return as_json(public)
    own = games.text_sheet(game)
    if fmt == "csv":
        return own.sheet_csv(data) if own.sheet_csv else text.sheet_csv(data)
    if fmt == "markdown":
        return own.sheet_markdown(data) if own.sheet_markdown else text.sheet_text(data, "github")
    if fmt == "html":
        from scorekeep.render.html import sheet_html

        return sheet_html(data, games.printed_sheet)
    if fmt == "pdf":
        raise UsageError(
            _("--format pdf writes a file: use `scorekeep sheet --format pdf -o FILE`")
        )
    return own.sheet_text(data) if own.sheet_text else text.sheet_text(data)


@app.command()
@guarded
def sessions(
    fmt: FormatOpt = "text",
    game: GameOpt = None,
    player: PlayerOpt = None,
    since: SinceOpt = None,
    until: UntilOpt = None,
) -> None:
    """List sessions; the current one is marked with *. The filters are those of ``stats``.

    \b
    Examples:
      scorekeep sessions --format json
      scorekeep sessions --game durak --since 2026-01-01
    """
    check_format(fmt, ("text", "json"))
    chosen = filters_of(game, player, since, until)
    h = home()
    current = h.current()
    rows = [_session_row(h, path, current) for path in session_names(h)]
    if any(chosen):
        rows = [
            r
            for r in rows
            if "problem" not in r
            and chosen.admits(r["game"], r["ruleset"], r["players"], r["created"])
        ]
    if fmt == "json":
        emit(as_json(rows))
        return
    if not rows:
        emit(
            _("no session matches")
            if any(chosen)
            else _("no sessions yet; start one with `scorekeep new`")
        )
        return
    from scorekeep.render.text import table

    emit(
        table(
            [
                [
                    "*" if r["current"] else "",
                    r["session"],
                    r["created"][:10],
                    r["ruleset"] if "/" not in r["ruleset"] else r["game"],
                    r["hands"],
                    _state_word(r),
                    _result_word(r),
                    ", ".join(r["players"]) or r.get("problem", ""),
                ]
                for r in rows
            ],
            [
                "",
                _("session"),
                _("date"),
                _("game"),
                _("hands"),
                _("state"),
                _("winner"),
                _("players"),
            ],
        )
    )


def _state_word(row: dict[str, Any]) -> str:
    if "problem" in row:
        return "?"
    return _("finished") if row["finished"] else _("in progress")


def _result_word(row: dict[str, Any]) -> str:
    """The winner of a finished session; a game with only a loser (Durak) names the loser."""
    if not row.get("finished"):
        return ""
    if row.get("winner"):
        return str(row["winner"])
    if row.get("loser"):
        return _("loser: {name}").format(name=row["loser"])
    return _("none (tie)")


def _session_row(h: Home, path: Path, current: str | None) -> dict[str, Any]:
    try:
        file = journal_file.load(path)
        header = file.journal.header
        row = {
            "session": path.stem,
            "game": header.game,
            "ruleset": header.ruleset,
            "players": list(header.table.players),
            "hands": file.journal.hand_count,
            "created": header.created,
            "current": path.stem == current,
            "finished": False,
            "winner": None,
        }
    except Exception as error:  # a damaged journal is listed, not fatal
        return {
            "session": path.stem,
            "game": "?",
            "ruleset": "?",
            "players": [],
            "hands": 0,
            "created": "",
            "current": path.stem == current,
            "finished": False,
            "winner": None,
            "problem": str(error),
        }
    return row | _outcome(h, file.journal)


def _outcome(h: Home, journal: Any) -> dict[str, Any]:
    """Whether the session is finished and who won (Durak: who lost), from its replay; a
    journal that does not replay is listed with its problem."""
    from scorekeep.core.session import context_for, replay

    header = journal.header
    try:
        ctx = context_for(header, load_ruleset(h, header.ruleset))
        standing = replay(journal, find_game(header.game), ctx).standing
    except Exception as error:  # listed with its problem, as a damaged journal is
        return {"problem": str(error)}
    out: dict[str, Any] = {"finished": standing.finished, "winner": standing.winner}
    if standing.extra.get("loser"):
        out["loser"] = standing.extra["loser"]
    return out


@app.command()
@guarded
def use(name: Annotated[str, typer.Argument(help="session name or journal path")]) -> None:
    """Make NAME the current session (a journal path is kept as a path).

    Example: scorekeep use bridge-rubber-2026-11-30
    """
    h = home()
    path = journal_file.session_path(h, name)
    journal_file.load(path)
    at_home = path.absolute().parent == h.sessions.absolute() and path.suffix == ".toml"
    h.set_current(path.stem if at_home else str(path.absolute()))
    with printing_after(_("{name} is now the current session").format(name=path.stem)):
        current = _("current session: {name}").format(name=path.stem)
        emit(current + ("" if at_home else f" ({path.absolute()})"))


@app.command()
@guarded
def check(
    file: Annotated[Path | None, typer.Argument(help="journal file")] = None,
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
) -> None:
    """Re-validate a journal (after editing it by hand): every problem as FILE:LINE: message
    with the lines around it, its code and a hint.

    \b
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
            ok = ngettext("{path}: ok ({n} hand)", "{path}: ok ({n} hands)", hands)
            emit(ok.format(path=path, n=hands))
    if problems:
        raise typer.Exit(1)


@app.command()
@guarded
def example(
    game: Annotated[str, typer.Argument(help=games.names_text(" or "))] = games.names()[0],
    fmt: SheetFormatOpt = "text",
) -> None:
    """Copy a bundled example evening into your sessions and print its scoresheet.

    Example: scorekeep example bridge
    """
    check_format(fmt, SHEET_FORMATS)
    from scorekeep.files.atomic import write_atomic

    declared = games.game(game)
    name = declared.name
    source = games.example_path(name)
    if source is None or not source.is_file():
        raise Rejected(
            _("there is no bundled example for {game} yet").format(game=name), field="GAME"
        )
    h = home()
    target = h.sessions / f"example-{name}.toml"
    write_atomic(target, source.read_text(encoding="utf-8"))
    opened = open_session(h, str(target))
    from scorekeep.render.report import sheet_data

    journal = opened.journal
    data = sheet_data(journal.header, opened.replay(), opened.engine, opened.ctx, journal.records)
    emit(render_sheet(data, fmt, opened.engine.name))
    if fmt == "text":
        typer.echo(
            "\n"
            + _("(copied to session {session}: try `scorekeep status -s {session}`)").format(
                session=f"example-{name}"
            ),
            err=True,
        )


@app.command()
@guarded
def seats(
    seating: Annotated[
        list[str], typer.Argument(help="the new seating: N=NAME,E=NAME,S=NAME,W=NAME")
    ],
    session: SessionOpt = None,
    fmt: FormatOpt = "text",
) -> None:
    """Bridge: the players change seats (or a fifth player cuts in) between rubbers; the
    evening's totals follow the players, not the seats.

    \b
    Examples:
      scorekeep seats N=Ania,E=Celina,S=Bartek,W=Darek
      scorekeep seats N=Ania E=Ewa S=Bartek W=Darek
    """
    check_format(fmt, ("text", "json"))
    words = [word.strip() for item in seating for word in item.split(",") if word.strip()]

    def make(opened: Any) -> Record:
        if not opened.journal.header.table.seats:
            raise Rejected(
                _("only bridge players have seats; this session plays {game}").format(
                    game=opened.engine.name
                ),
                field="seats",
            )
        try:
            table = opened.engine.seat(words, [], opened.ruleset, opened.ctx.options)
        except ScorekeepError as error:
            if error.field == "--players":  # the seating reader is new's; here it is SEATS
                error.field = "seats"
            raise
        return Record("seats", 0, dict(table.seats), at=now())

    done = record(home(), session, make)
    from scorekeep.render.report import status_data

    result = done.replay
    status = status_data(done.opened.journal.header, result)
    with printing_after(f"the new seating is recorded in {done.opened.file.path}"):
        if fmt == "json":
            emit(as_json(status))
            return
        placed = ", ".join(f"{seat}={name}" for seat, name in done.record.entry.items())
        rubber = result.game + (1 if result.standing.finished else 0)
        emit(_("seats from rubber {n}: {seats}").format(n=rubber, seats=placed))
