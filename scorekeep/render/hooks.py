"""The parts a game may bring to its scoresheets, as typed attributes with defaults: a game's
sheet module exports ``SHEET`` (:class:`TextSheet`) and its printable-sheet module
``PRINTED`` (:class:`PrintedSheet`), naming the parts it draws in its own tradition; every
part it leaves out is the generic one. A game whose sessions are published as a results
site (``scorekeep publish``) exports ``SITE`` (:class:`PublishedSite`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from scorekeep.core.record import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

Data = Mapping[str, "Any"]


class StatusParts(NamedTuple):
    """A status as ``status`` prints it, in parts, so the live board can set each part in
    its own place without reading the printed text back."""

    heading: str
    table: str
    lines: Sequence[str] = ()
    """The lines under the table: whose deal, what is hanging, the result."""
    figures: Mapping[str, str] = {}
    """The lines that show one of the status's own figures, by its key, after ``lines``
    (the board shows those kept per side in the side's box instead)."""

    def text(self) -> str:
        return "\n".join([self.heading, "", self.table, "", *self.lines, *self.figures.values()])


class LiveTable(NamedTuple):
    """A table of a game's own on the live board: its caption, headers and rows (none:
    the board leaves it out)."""

    caption: str
    headers: Sequence[str]
    rows: Sequence[Sequence[Any]]


class LiveParts(NamedTuple):
    """What a game shows on the live board in place of a box per side: its own tables
    (a teams event's ranking, its running matches), from the status and the sheet's data."""

    tables: Sequence[LiveTable] = ()
    state: Sequence[str] | None = None
    """The lines under them; None: the status's own lines."""


class TextSheet(NamedTuple):
    """The text sheets: ``sheet`` (text), Markdown, CSV and ``status``."""

    sheet_text: Callable[[Data], str] | None = None
    sheet_markdown: Callable[[Data], str] | None = None
    sheet_csv: Callable[[Data], str] | None = None
    status_text: Callable[[Data], str] | None = None
    status_parts: Callable[[Data], StatusParts] | None = None
    """The status in parts, for the live board; without it the generic parts."""
    live: Callable[[Data, Data], LiveParts] | None = None
    """The game's own tables on the live board, from the status and the sheet's data."""


class PrintedSheet(NamedTuple):
    """The game's parts of the printable sheet (:mod:`scorekeep.render.html`)."""

    css: str = ""
    """The block's styles, gathered into the one ``<style>`` of the page."""
    lower_wins: bool = False
    """The lowest total is best (Derniè, Durak)."""
    hand_word: str = "hand"
    """What the chart and the footer count, in English (the page says it in the player's
    language)."""
    chart_title: Callable[[], str] | None = None
    """The chart's title in the language of the moment it is asked."""
    total_label: Callable[[], str] | None = None
    """The footer's word for a total (Durak: losses)."""
    chart_size: tuple[int, int] = (680, 190)
    chart_beside: bool = False
    """A narrower chart beside the block (bridge: the pad and its picture on one page)."""
    final_table: bool = True
    """False: the block already ranks the final totals (Durak's tally)."""
    target: Callable[[Data], tuple[int, str] | None] | None = None
    """The line drawn across the chart: points and label."""
    body: Callable[[Data], str] | None = None
    """The game's own block, before the chart."""
    hands: Callable[[Data], str] | None = None
    """A hand table in the game's tradition instead of the generic one."""
    footer_parts: Callable[[Data], tuple[str, Sequence[tuple[str, Any]]]] | None = None
    """More for the footer: a note and extra columns."""
    result: Callable[[Data], str] | None = None
    """The outcome line, where it is not "Winner: …" (Durak's loser)."""


class SitePage(NamedTuple):
    """One page of a published site: its file name in the site's folder (plain ASCII, no
    folder), its title and its body (HTML, escaped by the game; links are file names of
    the same site)."""

    name: str
    title: str
    body: str


class PublishedSite(NamedTuple):
    """A game's results site (:mod:`scorekeep.render.site` frames each page)."""

    pages: Callable[[Data], Sequence[SitePage]]
    """Every page of a session's site from its sheet data, ``index.html`` first."""
    css: str = ""
    """The pages' own styles, after the printed sheets'."""


GENERIC_TEXT = TextSheet()
GENERIC_PRINTED = PrintedSheet()
