"""What every command shares: the Typer apps, the global options, error handling, output."""

import functools
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Annotated, Any, TypeVar

import click
import typer
from typer.core import TyperGroup

from scorekeep import __version__
from scorekeep.app.answers import as_json as as_json
from scorekeep.app.answers import as_problem, problem_output
from scorekeep.app.answers import check_format as check_format
from scorekeep.core import nearby
from scorekeep.core.errors import ScorekeepError, UsageError
from scorekeep.files.home import Home
from scorekeep.i18n import LANGUAGES, N_, _, english_messages, set_language
from scorekeep.render.safe import visible

TYPE_CHECKING = False
if TYPE_CHECKING:
    from scorekeep.render.sheets import Trimmed

F = TypeVar("F", bound=Callable[..., Any])

EXTRA = {"allow_extra_args": True, "ignore_unknown_options": True, "help_option_names": []}


def wants_json(args: Sequence[str]) -> bool:
    """Whether the command line asks for ``--format json`` (``-f json``, ``--format=json``)."""
    pairs = zip(args, [*args[1:], ""], strict=True)
    return any(
        (a in ("--format", "-f") and b == "json") or a in ("--format=json", "-fjson")
        for a, b in pairs
    )


def mistyped(sentence: str, name: str, near: Sequence[str]) -> str:
    """``No such command 'statu'. Did you mean 'status'?``: one line, the nearest first."""
    names = _(" or ").join(f"'{n}'" for n in near[:3])
    return sentence.format(name=name) + " " + _("Did you mean {names}?").format(names=names)


class Commands(TyperGroup):
    """The command group; a command line Click itself refuses (an unknown option, a word
    where a number goes) also gets the JSON error object when ``--format json`` was asked."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        argv = list(args)
        if parent is None:
            from scorekeep.cli.help import localize

            localize(self, argv)
        ctx = super().make_context(info_name, args, parent, **extra)
        ctx.meta["scorekeep.argv"] = argv
        return ctx

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        """A mistyped command is answered with one suggestion line in the table's
        language: the commands within two edits, nearest first."""
        try:
            return click.Group.resolve_command(self, ctx, args)
        except click.UsageError as error:
            name = args[0] if args else ""
            near = nearby.near(name, self.list_commands(ctx))
            if not near or self.get_command(ctx, name) is not None:
                raise
            if ctx.params.get("lang") in LANGUAGES:
                set_language(ctx.params["lang"])
            raise click.UsageError(mistyped(_("No such command '{name}'."), name, near), ctx) from (
                error
            )

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return self._invoke(ctx)
        except click.NoSuchOption as error:
            command = error.ctx.command if error.ctx is not None else None
            spelled = [o for p in (command.params if command else []) for o in p.opts]
            near = nearby.near(error.option_name, spelled)
            if not near:
                raise
            raise click.NoSuchOption(
                error.option_name,
                mistyped(_("No such option '{name}'."), error.option_name, near),
                ctx=error.ctx,
            ) from None

    def _invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as error:
            if wants_json(ctx.meta.get("scorekeep.argv", ())):
                param = getattr(error, "param", None)
                field = getattr(error, "option_name", None) or (
                    param.opts[0] if param is not None and param.opts else None
                )
                problem = UsageError(error.format_message(), field=field)
                problem.spelled = True  # Click's sentence, as printed on stderr
                typer.echo(as_json({"error": problem.as_dict()}))
            raise


app = typer.Typer(
    cls=Commands,
    name="scorekeep",
    no_args_is_help=True,
    add_completion=True,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
    help=N_(
        "Scorekeeping and rules adjudication for card games at a real table.\n\n"
        "Example: scorekeep new bridge-rubber --players N=Ania,E=Bartek,S=Celina,W=Darek"
    ),
)
rules_app = typer.Typer(no_args_is_help=True, help=N_("List, show, check and copy rulesets."))
app.add_typer(rules_app, name="rules")

STATE: dict[str, Any] = {"home": None, "debug": False, "lang": None}

FormatOpt = Annotated[str, typer.Option("--format", "-f", help=N_("text or json"))]
SheetFormatOpt = Annotated[
    str, typer.Option("--format", "-f", help=N_("text, json, markdown, csv, html or pdf"))
]
SessionOpt = Annotated[
    str | None, typer.Option("--session", "-s", help=N_("session name or journal path"))
]


def home() -> Home:
    root = STATE["home"]
    return Home(Path(root) if root else None)


def fail(error: ScorekeepError, fmt: Any = None, prefix: str | None = None) -> None:
    """One line on stderr (and with ``--format json`` the error object on stdout), exit."""
    out, err = problem_output(error, fmt, prefix)
    if out is not None:
        typer.echo(out)
    for line in err:
        typer.echo(line, err=True)
    raise typer.Exit(error.exit_code)


def guarded(func: F) -> F:
    """Turn every error a user can cause into one line on stderr and an exit status."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        fmt = kwargs.get("fmt")
        try:
            return func(*args, **kwargs)
        except (typer.Exit, typer.Abort, SystemExit):
            raise
        except Exception as error:
            problem, prefix = as_problem(error, STATE["debug"])
            fail(problem, fmt, prefix)

    return wrapper  # type: ignore[return-value]


def emit(text: str, output: Path | None = None) -> None:
    text = visible(text)
    if output is not None:
        from scorekeep.files.atomic import write_atomic

        write_atomic(output, text if text.endswith("\n") else text + "\n")
        typer.echo(_("wrote {file}").format(file=output), err=True)
    else:
        # To sys.stdout itself: click would re-encode an ASCII stdout as UTF-8, past the
        # plain spellings scorekeep.cli.terminal gives a terminal that cannot show a character.
        from scorekeep.render.safe import pieces

        for piece in pieces(text.rstrip("\n")):
            typer.echo(piece, file=sys.stdout, nl=False)
        typer.echo("", file=sys.stdout)


def emit_pieces(pieces: Iterable[str], output: Path | None = None) -> None:
    """:func:`emit` of a text that comes in pieces, each written as it comes (a long
    sheet is never held whole); the same bytes as ``emit`` of the pieces joined."""
    from scorekeep.render.sheets import Trimmed

    shown = (visible(piece) for piece in pieces)
    if output is not None:
        from scorekeep.files.atomic import write_atomic

        end = Trimmed()
        write_atomic(output, _ended(end, shown))
        typer.echo(_("wrote {file}").format(file=output), err=True)
        return
    end = Trimmed()
    for piece in shown:
        out = end.feed(piece)
        if out:
            typer.echo(out, file=sys.stdout, nl=False)
    typer.echo("", file=sys.stdout)


def _ended(end: "Trimmed", pieces: Iterable[str]) -> Iterator[str]:
    """The pieces, then a newline if they did not end with one."""
    for piece in pieces:
        yield end.feed(piece)
    yield end.held or "\n"


def check_language(lang: str) -> str:
    """A language the program speaks, or a one-line refusal naming ``--lang``."""
    if lang not in LANGUAGES:
        fail(
            UsageError(
                _("--lang {lang} is not available; use one of {choices}").format(
                    lang=lang, choices=", ".join(LANGUAGES)
                )
            )
        )
    return lang


def version_callback(value: bool) -> None:
    if value:
        typer.echo(f"scorekeep {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    ctx: typer.Context,
    home_dir: Annotated[
        Path | None,
        typer.Option(
            "--home", help=N_("data folder (default: $SCOREKEEP_HOME or the user data folder)")
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=version_callback, is_eager=True, help=N_("print the version")
        ),
    ] = False,
    debug: Annotated[
        bool, typer.Option("--debug", help=N_("show tracebacks of internal errors"))
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option("--lang", help=N_("language for this command: en, pl, uk, it")),
    ] = None,
) -> None:
    """Scorekeeping and rules adjudication for card games at a real table."""
    STATE["home"] = home_dir
    STATE["debug"] = debug
    STATE["lang"] = check_language(lang) if lang else None
    set_language(STATE["lang"])
    english_messages(wants_json(ctx.meta.get("scorekeep.argv", ())))
    if os.environ.get("NO_COLOR") is not None:
        ctx.color = False
