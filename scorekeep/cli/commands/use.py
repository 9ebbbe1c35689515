"""``use``: make a session the current one, by name or journal path."""

from typing import Annotated

import typer

from scorekeep.app.sessions import use as use_session
from scorekeep.cli.common import app, emit, guarded, home
from scorekeep.cli.saved import printing_after
from scorekeep.i18n import N_, _


@app.command()
@guarded
def use(name: Annotated[str, typer.Argument(help=N_("session name or journal path"))]) -> None:
    """Make NAME the current session (a journal path is kept as a path).

    Example: scorekeep use bridge-rubber-2026-11-30
    """
    path, at_home = use_session(home(), name)
    with printing_after(_("{name} is now the current session").format(name=path.stem)):
        current = _("current session: {name}").format(name=path.stem)
        emit(current + ("" if at_home else f" ({path.absolute()})"))
