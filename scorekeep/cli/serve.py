"""``scorekeep serve``: the live board, a read-only page per session for the table's phones."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from scorekeep.cli.common import STATE, SessionOpt, app, guarded, home
from scorekeep.core.errors import UsageError
from scorekeep.i18n import N_, _

if TYPE_CHECKING:
    from scorekeep.files.home import Home
    from scorekeep.serve.club import Club

DEFAULT_PORT = 8765
ClubOpt = Annotated[
    bool,
    typer.Option(
        "--club",
        help=N_(
            "with --entry, a pairs session with a movement: a card per table and the "
            "director's (the opponents confirm each result)"
        ),
    ),
]


@app.command()
@guarded
def serve(
    session: SessionOpt = None,
    every: Annotated[
        bool, typer.Option("--all", help=N_("an index of the home's open sessions, each a board"))
    ] = False,
    lan: Annotated[
        bool,
        typer.Option(
            "--lan", help=N_("listen on the network (with a token in the URL and a QR code)")
        ),
    ] = False,
    port: Annotated[
        int, typer.Option("--port", min=0, max=65535, help=N_("the port (0: any free one)"))
    ] = DEFAULT_PORT,
    bind: Annotated[
        str | None,
        typer.Option(
            "--bind", help=N_("with --lan: listen on this address, not the machine's own")
        ),
    ] = None,
    entry: Annotated[
        bool,
        typer.Option(
            "--entry",
            help=N_("let phones enter hands: a second address (and QR code) for the writers"),
        ),
    ] = False,
    club: ClubOpt = False,
    beside: Annotated[bool, typer.Option("--beside-table", hidden=True)] = False,
) -> None:
    """A live scoreboard in the browser: the board over the evening's sheet, updated within
    a second of every hand. Only reads the journals unless --entry lets phones enter hands;
    Ctrl-C stops it.

    \b
    Examples:
      scorekeep serve
      scorekeep serve --all --lan
      scorekeep serve --lan --entry
    """
    if every and session is not None:
        raise UsageError(_("--all shows every session; leave out -s"))
    if bind is not None and not lan:
        raise UsageError(_("--bind chooses the address for --lan; add --lan"))
    if club and (not entry or every):
        raise UsageError(
            _("--club is one session's evening entered at its tables: add --entry, leave out --all")
        )
    h = home()
    chosen = None
    if not every:
        from scorekeep.app.sheets import served

        chosen = served(h, session)
    import os

    from scorekeep.serve import server
    from scorekeep.serve.entry import Writers

    cards = _cards(h, chosen) if club and chosen is not None else None
    limited = server.limits(os.environ)
    listening = server.listen((bind or server.network_address()) if lan else None, port)
    typer.echo(_("live board: {url}").format(url=listening.url))
    if lan:
        typer.echo(_("scan it with a phone's camera:"))
        server.print_qr(listening.url, sys.stdout)
    writers = Writers() if entry else None
    if writers is not None and cards is None:
        _announce_writers(f"{listening.url}w/{writers.token}", lan)
    if cards is not None:
        _print_cards(cards, listening.url, lan)
    if not beside:
        typer.echo(_("Ctrl-C stops it"))
        server.run(h, chosen, listening, writers=writers, limited=limited, club=cards)
        return
    typer.echo(_("the board stops when you leave the table"))
    server.leave_the_terminal()
    server.run(h, chosen, listening, parent=os.getppid(), writers=writers, limited=limited)


def _announce_writers(writing: str, lan: bool) -> None:
    from scorekeep.serve import server

    typer.echo(_("writers (phones that enter hands): {url}").format(url=writing))
    if lan:
        typer.echo(_("scan it only with the phones that enter hands:"))
        server.print_qr(writing, sys.stdout)


def _cards(h: Home, chosen: Path) -> Club:
    """The evening's cards: a code per table of the session's movement and the director's,
    the same as before a restart."""
    from scorekeep.app.club import tables_of
    from scorekeep.serve.club import cards_for

    return cards_for(chosen, chosen.stem, tables_of(h, chosen))


def _print_cards(cards: Club, url: str, lan: bool) -> None:
    """One card per table (its code, its address, a QR code on the network) and the
    director's last."""
    from scorekeep.serve import server
    from scorekeep.serve.club import DIRECTOR

    roles = sorted({r for r in cards.codes.values() if r != DIRECTOR}, key=int)
    for role in [*roles, DIRECTOR]:
        code = cards.code_of(role)
        address = f"{url}c/{code}"
        if role == DIRECTOR:
            typer.echo(_("director's card: code {code}, {url}").format(code=code, url=address))
        else:
            typer.echo(
                _("table {t} card: code {code}, {url}").format(t=role, code=code, url=address)
            )
        if lan:
            server.print_qr(address, sys.stdout)


@contextlib.contextmanager
def beside_table(path: Path, lan: bool, port: int) -> Iterator[None]:
    """``table --serve``: the board in a process of its own beside the prompt (so the table
    starts no slower and Ctrl-C at the prompt only drops the line); it stops with the table."""
    import subprocess

    command = [sys.executable, "-m", "scorekeep"]
    if STATE["home"] is not None:
        command += ["--home", str(STATE["home"])]
    if STATE["lang"]:
        command += ["--lang", str(STATE["lang"])]
    command += ["serve", "-s", str(path), "--port", str(port), "--beside-table"]
    board = subprocess.Popen(
        [*command, *(["--lan"] if lan else [])],
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        errors="replace",
        start_new_session=True,
    )
    assert board.stdout is not None
    announced = board.stdout.read()  # the board closes its output once it listens
    board.stdout.close()
    if "http://" not in announced:
        raise typer.Exit(board.wait() or 1)
    typer.echo(announced.rstrip("\n"))
    try:
        yield
    finally:
        board.terminate()
        try:
            board.wait(timeout=5)
        except subprocess.TimeoutExpired:
            board.kill()
            board.wait()
