"""``export``: a session written as another program's results file (duplicate bridge: PBN)."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep.cli.common import SessionOpt, app, emit, guarded, home
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from scorekeep.files.home import Home


@app.command()
@guarded
def export(
    session: SessionOpt = None,
    fmt: Annotated[str, typer.Option("--format", "-f", help=N_("the results format: pbn"))] = "pbn",
    output: Annotated[Path | None, typer.Option("--output", "-o", help=N_("write to FILE"))] = None,
    folder: Annotated[
        Path | None,
        typer.Option("--folder", help=N_("a teams event: one file a match, written into DIR")),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help=N_("replace an existing -o FILE (never a journal)"))
    ] = False,
) -> None:
    """Write the session as a results file other scoring programs and result sites read.

    \b
    Examples:
      scorekeep export --format pbn -o monday.pbn
      scorekeep export -s monday --format pbn
      scorekeep export -s league --format pbn --folder league-pbn
    """
    from scorekeep.app.exchange import export as exported
    from scorekeep.cli.outputfile import check_output, output_file
    from scorekeep.core.errors import UsageError

    h = home()
    output = output_file(output)
    if folder is not None and output is not None:
        raise UsageError(_("--folder writes a file a match; -o names one file: give one of them"))
    if output is not None:
        check_output(output, h, force)
    done = exported(h, session, fmt, split=folder is not None)
    if folder is None:
        emit(done.text, output)
    else:
        _write_folder(folder, done.files, h, force)
    for line in done.left_out:
        typer.echo(_("left out: {what}").format(what=line), err=True)


def _write_folder(folder: Path, files: tuple[tuple[str, str], ...], h: "Home", force: bool) -> None:
    """Every file checked as ``-o`` checks one before any is written."""
    from scorekeep.cli.outputfile import check_output
    from scorekeep.core.errors import Rejected

    if folder.exists() and not folder.is_dir():
        raise Rejected(_("{folder} is not a folder").format(folder=folder), field="--folder")
    targets = [(folder / name, text) for name, text in files]
    for path, _text in targets:
        check_output(path, h, force, "--folder")
    folder.mkdir(parents=True, exist_ok=True)
    for path, text in targets:
        emit(text, path)
