"""What every command shares: the Typer apps, the global options, error handling, output."""

import functools
import os
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from scorekeep import __version__
from scorekeep.core.errors import ScorekeepError, UsageError
from scorekeep.files.home import Home

F = TypeVar("F", bound=Callable[..., Any])

EXTRA = {"allow_extra_args": True, "ignore_unknown_options": True, "help_option_names": []}

app = typer.Typer(
    name="scorekeep",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="Scorekeeping and rules adjudication for card games at a real table.\n\n"
    "Example: scorekeep new bridge-rubber --players N=Ania,E=Bartek,S=Celina,W=Darek",
)
rules_app = typer.Typer(no_args_is_help=True, help="List, show, check and copy rulesets.")
app.add_typer(rules_app, name="rules")

STATE: dict[str, Any] = {"home": None, "debug": False}

FormatOpt = Annotated[
    str, typer.Option("--format", "-f", help="text, json (and markdown, csv for sheet)")
]
SessionOpt = Annotated[
    str | None, typer.Option("--session", "-s", help="session name or journal path")
]


def home() -> Home:
    root = STATE["home"]
    return Home(Path(root) if root else None)


def fail(error: ScorekeepError) -> None:
    message = str(error)
    typer.echo(f"scorekeep: error: {message}", err=True)
    if error.hint:
        typer.echo(f"  hint: {error.hint}", err=True)
    raise typer.Exit(error.exit_code)


def guarded(func: F) -> F:
    """Turn every error a user can cause into one line on stderr and an exit status."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except ScorekeepError as error:
            fail(error)
        except (typer.Exit, typer.Abort, SystemExit):
            raise
        except OSError as error:
            typer.echo(
                f"scorekeep: error: {error.strerror or error}: {error.filename or ''}".rstrip(": "),
                err=True,
            )
            raise typer.Exit(1) from None
        except Exception as error:
            if STATE["debug"]:
                raise
            typer.echo(f"scorekeep: internal error: {type(error).__name__}: {error}", err=True)
            typer.echo("  hint: rerun with --debug and report the output", err=True)
            raise typer.Exit(3) from None

    return wrapper  # type: ignore[return-value]


def emit(text: str, output: Path | None = None) -> None:
    if output is not None:
        from scorekeep.files.atomic import write_atomic

        write_atomic(output, text if text.endswith("\n") else text + "\n")
        typer.echo(f"wrote {output}", err=True)
    else:
        typer.echo(text.rstrip("\n"))


def as_json(data: Any) -> str:
    import json

    return json.dumps(data, ensure_ascii=False, indent=2, default=list)


def check_format(fmt: str, allowed: tuple[str, ...]) -> str:
    if fmt not in allowed:
        raise UsageError(f"--format {fmt} is not available here; use one of " + ", ".join(allowed))
    return fmt


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
            "--home", help="data folder (default: $SCOREKEEP_HOME or the user data folder)"
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=version_callback, is_eager=True, help="print the version"
        ),
    ] = False,
    debug: Annotated[
        bool, typer.Option("--debug", help="show tracebacks of internal errors")
    ] = False,
) -> None:
    """Scorekeeping and rules adjudication for card games at a real table."""
    STATE["home"] = home_dir
    STATE["debug"] = debug
    if os.environ.get("NO_COLOR") is not None:
        ctx.color = False
