"""``publish``: a duplicate session's results site (ranking, travellers, personal score
cards) written into a folder, once or as results arrive."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep.cli.common import SessionOpt, app, guarded, home
from scorekeep.i18n import N_, _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from scorekeep.app.publish import Published
    from scorekeep.core.errors import ScorekeepError


@app.command()
@guarded
def publish(
    out: Annotated[Path, typer.Option("--out", help=N_("the site's folder (made if missing)"))],
    session: SessionOpt = None,
    watch: Annotated[
        bool,
        typer.Option(
            "--watch", help=N_("publish again whenever the journal changes, until it is closed")
        ),
    ] = False,
    every: Annotated[
        float,
        typer.Option("--every", min=0.05, help=N_("with --watch: seconds between looks")),
    ] = 2.0,
) -> None:
    """Write the session's results site into a folder: the ranking, every board's traveller
    with its hand record and a personal score card per pair, in the session's language; no
    script, no outside address, the same bytes for the same results, and manifest.json with
    each file's SHA-256.

    \b
    Examples:
      scorekeep publish --out site
      scorekeep publish -s club-monday --out /srv/club/results
      scorekeep publish --out site --watch
    """
    from scorekeep.app import publish as site

    h = home()
    if not watch:
        said(site.publish(h, session, out))
        return
    try:
        site.watch(h, session, out, every, said, missed)
    except KeyboardInterrupt:
        raise typer.Exit(0) from None


def missed(error: "ScorekeepError") -> None:
    """A publication the journal could not give, in one line; the watch goes on."""
    from scorekeep.app.answers import as_problem

    problem, prefix = as_problem(error)
    typer.echo(prefix + str(problem).strip().splitlines()[0], err=True)


def said(done: "Published") -> None:
    files = ngettext("{n} file", "{n} files", len(done.files)).format(n=len(done.files))
    line = _("published {session} into {folder}: {files}, {written} written").format(
        session=done.session, folder=done.folder, files=files, written=len(done.written)
    )
    if done.removed:
        line += ", " + _("{removed} removed").format(removed=len(done.removed))
    if done.closed:
        line += " · " + _("the session is closed")
    typer.echo(line, err=False)
