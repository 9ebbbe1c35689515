"""Printing after a write: once the journal holds the entry, a failing stdout is not a failure.

A script that sees exit status 1 retries, and a retried ``hand`` is a hand recorded twice. So a
command that has written its file exits 0 even when its output cannot be printed; the printing
problem goes to stderr as a warning that says the entry is saved.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

from scorekeep.i18n import _


@contextlib.contextmanager
def printing_after(saved: str) -> Iterator[None]:
    """Run the printing of a command whose write (``saved`` says what) already succeeded."""
    try:
        yield
    except (OSError, UnicodeError) as error:
        _stop_printing()
        with contextlib.suppress(OSError, ValueError):
            warning = _(
                "scorekeep: warning: {saved}, but its output could not be printed: {problem}"
            )
            problem = error.strerror if isinstance(error, OSError) and error.strerror else error
            sys.stderr.write(warning.format(saved=saved, problem=problem) + "\n")
            sys.stderr.flush()


def _stop_printing() -> None:
    """Send what is still buffered for stdout nowhere, so exiting does not fail on it too."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        fd = sys.stdout.fileno()
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
        os.close(devnull)
