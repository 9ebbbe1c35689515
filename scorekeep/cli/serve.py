"""``scorekeep serve``: the live board, a read-only page per session for the table's phones."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from scorekeep.cli.common import SessionOpt, app, guarded, home
from scorekeep.core.errors import UsageError
from scorekeep.i18n import _

DEFAULT_PORT = 8765


@app.command()
@guarded
def serve(
    session: SessionOpt = None,
    every: Annotated[
        bool, typer.Option("--all", help="an index of the home's open sessions, each a board")
    ] = False,
    lan: Annotated[
        bool,
        typer.Option("--lan", help="listen on the network (with a token in the URL and a QR code)"),
    ] = False,
    port: Annotated[
        int, typer.Option("--port", min=0, max=65535, help="the port (0: any free one)")
    ] = DEFAULT_PORT,
    bind: Annotated[
        str | None,
        typer.Option("--bind", help="with --lan: listen on this address, not the machine's own"),
    ] = None,
) -> None:
    """A live scoreboard in the browser: the board over the evening's sheet, updated within
    a second of every hand. Only reads the journals; Ctrl-C stops it.

    \b
    Examples:
      scorekeep serve
      scorekeep serve --all --lan
    """
    if every and session is not None:
        raise UsageError(_("--all shows every session; leave out -s"))
    if bind is not None and not lan:
        raise UsageError(_("--bind chooses the address for --lan; add --lan"))
    h = home()
    chosen = None
    if not every:
        from scorekeep.cli.services import open_path
        from scorekeep.files.journal import session_path

        chosen = session_path(h, session)
        open_path(h, chosen).replay()
    from scorekeep.serve.server import listen, network_address, print_qr, run

    listening = listen((bind or network_address()) if lan else None, port)
    typer.echo(_("live board: {url}").format(url=listening.url))
    if lan:
        typer.echo(_("scan it with a phone's camera:"))
        print_qr(listening.url, sys.stdout)
    typer.echo(_("Ctrl-C stops it"))
    run(h, chosen, listening)
