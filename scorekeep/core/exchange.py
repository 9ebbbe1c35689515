"""A game's results files: the formats its sessions are written to for other programs and read
from them (bridge: PBN). A game that has them declares ``exchange`` (the module exporting
``EXCHANGE``, an :class:`Exchange`), the formats it writes and the file suffixes it reads in
its :class:`scorekeep.core.game.Game`; the application layer opens the files, plays every
result through the engine and writes the journal."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from scorekeep.core.game import EMPTY, Context, Outcome
from scorekeep.core.record import NamedTuple
from scorekeep.core.session import Header, Replay

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Exported(NamedTuple):
    """What an export reads: the session's header, its replay and its rules in force."""

    header: Header
    replay: Replay
    ctx: Context


class ImportedHand(NamedTuple):
    """One result of the file: the ``hand`` fields it gives, where it stands in the file, the
    line of each field's own text (by field key), and what the file says it scored."""

    fields: Mapping[str, Any]
    line: int
    lines: Mapping[str, int] = EMPTY
    said: Mapping[str, Any] = EMPTY


class Imported(NamedTuple):
    """A results file read: the session it describes, hand by hand, not yet played."""

    players: tuple[str, ...]
    options: Mapping[str, Any]
    hands: tuple[ImportedHand, ...]
    event: str = ""
    """The event's name in the file, for the session's name when none is given."""
    kept: Mapping[str, Any] = EMPTY
    """What the file says of the event and its boards that the session keeps for the next
    export (the journal header's ``event``)."""
    date: str = ""
    """The event's date as ``YYYY-MM-DD`` when the file gives it whole: the session is dated
    by it, not by the day of the import."""
    notes: tuple[str, ...] = ()
    """Lines the import prints about what it settled (a substitute's boards)."""


class FileProblem(NamedTuple):
    line: int
    message: str


class Split(NamedTuple):
    """A session written as one file a part (a teams event: one a match): each file's name,
    without a folder, and its text; and what no file holds, a line each as a scorer reads it
    (a match known only by its IMP totals)."""

    files: tuple[tuple[str, str], ...]
    left_out: tuple[str, ...] = ()


class Exchange(NamedTuple):
    """The game's writers (by format) and readers (by file suffix, with the dot), and the
    check of a result played against what the file says it scored (None: it agrees)."""

    writers: Mapping[str, Callable[[Exported], str]]
    readers: Mapping[str, Callable[[str], tuple[Imported | None, Sequence[FileProblem]]]]
    agrees: Callable[[ImportedHand, Outcome], FileProblem | None]
    field_names: Mapping[str, str] = EMPTY
    """How the file names a ``hand`` field in a message (``--tricks`` → ``Result``)."""
    settle: (
        Callable[[Imported, Mapping[str, Any]], tuple[Imported, Sequence[FileProblem]]] | None
    ) = None
    """The file read again with the session's options, before its results are played
    (bridge: one pair whatever the letter case or seats, substitutes); None: as read."""
    split: Mapping[str, Callable[[Exported], Split]] = EMPTY
    """Per format, the session written as one file a part (``export --folder``); a format
    not here is written as one file only."""
