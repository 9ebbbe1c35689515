"""The printable page as a series of complete documents ("volumes"), each small enough for
the browser to lay out and print near its least memory: a long evening's sheet runs to
thousands of pages, and a browser holds the whole of a page it prints.

A volume is cut only between sections, and every section starts on a new page, so the
volumes printed one after the other give the pages of the single document. Each volume
has the document's whole head (its title, its ``@page`` rule and every style)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from scorekeep.render.html import Printed, document_frame, evening_pieces, generic

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

VOLUME = 192 * 1024
"""Characters of sections in a volume: about 28 A4 pages of a rubber-bridge sheet, whose
renderer then stays under the browser's own size (measured: 10 pages 147 MiB, 25 pages
178 MiB, 50 pages 230 MiB, 100 pages 330 MiB, against 208 MiB for the browser itself)."""
EVENING_ROWS = 700
"""Rows of the evening's own table in a part of its own: 18 pages, a renderer of 183 MiB
(cut by characters, a volume of them ran to 57 pages and 349 MiB)."""


def document_volumes(
    sheets: Sequence[Mapping[str, Any]], printed: Printed = generic, size: int | None = None
) -> Iterator[list[str]]:
    """The document's volumes, each its head, whole sections of about ``size`` characters
    in all (a section larger than that makes a volume alone) and its end; one volume when
    the sheet is short. The sections are made as they are reached, so only one volume is
    held at a time."""
    size = size or VOLUME
    head, tail = document_frame(sheets, printed)
    volume: list[str] = []
    held = 0
    for data in sheets:
        for section in evening_pieces(data, printed, EVENING_ROWS):
            weight = _weight(section)
            if volume and held + weight > size:
                yield [head, *volume, tail]
                volume, held = [], 0
            volume.append(section)
            held += weight
    yield [head, *volume, tail]


EVENING = '<section class="sheet evening"'


def _weight(section: str) -> int:
    """A section's share of a volume: its characters, twice over for the evening's own
    table, whose short rows fill a page with half as many (three of its parts in one
    volume made 54 pages and a renderer of 300 MiB)."""
    return len(section) * (2 if section.startswith(EVENING) else 1)
