"""What several commands share: the game-fields help of ``hand`` and ``fix``, their
``--quiet`` flag, and the sheet formats of ``sheet`` and ``example``."""

from typing import Annotated

import typer

from scorekeep.app.session import engines_for
from scorekeep.cli.common import home
from scorekeep.core.game import Engine
from scorekeep.i18n import N_, _


def fields_help(engine: Engine) -> str:
    lines = [_("{game} fields:").format(game=engine.name)]
    for f in engine.hand_fields:
        name = f.key.upper() if f.kind in ("positional", "rest") else f.option
        if f.kind == "pairs":
            name += " PLAYER=VALUE " + _("(repeat)")
        elif f.kind == "many":
            name += " PLAYER " + _("(repeat)")
        elif f.kind == "value":
            name += " VALUE"
        lines.append(f"  {name:<34} {_(f.help) if f.help else ''}".rstrip())
    return "\n".join(lines)


def wants_help(args: list[str]) -> bool:
    return "--help" in args or "-h" in args


def print_fields_help(command: str, session: str | None) -> None:
    """The command's help with the game fields of the session's game (or of every game),
    in the session's language."""
    engines = engines_for(home(), session)
    typer.echo(
        _("Usage: ")
        + f"scorekeep {command} [-s SESSION] [--format text|json] [--quiet] [--verbose] "
        + f"{'N ' if command == 'fix' else '[--again] '}<game fields>\n"
    )
    typer.echo(
        {
            "hand": _(
                "Record a hand; prints what it recorded, its events and the totals "
                "(--verbose: the whole breakdown and the status)."
            ),
            "fix": _("Replace hand N with a corrected entry (the old one stays in the journal)."),
        }[command]
    )
    typer.echo(
        "\n"
        + _("Examples:")
        + "\n  scorekeep hand 4S --by N --tricks 10\n"
        + "  scorekeep hand --bidder Ania --trump H --cards Ania=90 --cards Bartek=46\n"
        + "  scorekeep hand -v 3NT S +1\n"
    )
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
    bool, typer.Option("--quiet", "-q", help=N_("print only the events and the totals line"))
]
VerboseOpt = Annotated[
    bool,
    typer.Option("--verbose", "-v", help=N_("print the whole breakdown and the status after it")),
]
AgainOpt = Annotated[
    bool,
    typer.Option(
        "--again", help=N_("record it though it repeats the hand before or looks mistyped")
    ),
]


SHEET_FORMATS = ("text", "json", "markdown", "csv", "html", "pdf")
