"""The session commands, one module each (``close`` holds ``close`` and ``reopen``): a
command is read, changed and reviewed on its own. Importing the package registers them
all on the app of :mod:`scorekeep.cli.common`.

Typer lists the commands in the order they register, so the imports below are that order
(``stats`` first, as it always came first in ``scorekeep --help``).
"""

# isort: off
from scorekeep.cli import stats  # noqa: F401 (registers first)
from scorekeep.cli.commands import new, hand, fix, undo, close, status, sheet
from scorekeep.cli.commands import sessions, use, check, example, seats
from scorekeep.cli.commands import export, import_, draw, movement, publish

# isort: on

MODULES = (
    new, hand, fix, undo, close, status, sheet, sessions, use, check, example, seats, export,
    import_, draw, movement, publish,
)  # fmt: skip
"""Every command module, in the order their commands are listed."""
