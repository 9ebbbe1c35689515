"""The scorekeep command line: parse, call the engine, render, exit. Nothing else.

The commands live in :mod:`scorekeep.cli.commands` (one module each), :mod:`scorekeep.cli.judge`,
:mod:`scorekeep.cli.rules`, :mod:`scorekeep.cli.serve`, :mod:`scorekeep.cli.stats` and
:mod:`scorekeep.cli.table`; importing them registers them on
the app of :mod:`scorekeep.cli.common`.
"""

import gc

from scorekeep.cli import commands, judge, rules, serve, stats, table
from scorekeep.cli.common import app
from scorekeep.cli.terminal import fit_streams

COMMAND_MODULES = (commands, judge, rules, serve, stats, table)


def main() -> None:
    # A command lives for a fraction of a second and replays a journal into many small
    # objects without reference cycles; the cyclic collector would only re-walk them.
    gc.disable()
    fit_streams()
    app(prog_name="scorekeep")


if __name__ == "__main__":  # pragma: no cover
    main()
