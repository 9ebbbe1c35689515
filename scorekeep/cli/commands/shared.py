"""What several commands share: the game-fields help of ``hand`` and ``fix``, their
``--quiet`` flag, and the sheet formats of ``sheet`` and ``example``."""

from typing import Annotated, Any

import typer

from scorekeep import games
from scorekeep.app.session import open_session
from scorekeep.cli.common import as_json, home
from scorekeep.core.errors import UsageError
from scorekeep.core.game import Engine
from scorekeep.games import find_game
from scorekeep.i18n import _


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


QuietOpt = Annotated[
    bool, typer.Option("--quiet", "-q", help="print only the totals line, not the breakdown")
]


SHEET_FORMATS = ("text", "json", "markdown", "csv", "html", "pdf")


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
