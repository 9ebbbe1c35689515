"""A session's sheet in the format asked: the dispatch over text, Markdown, CSV, JSON and
HTML, the evening's footer and the scorer's line. It is rendering, so it sits with the
renderers and knows no game: the command passes in the game's text sheets
(:class:`~scorekeep.render.hooks.TextSheet`) and the lookup of its printed parts."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from scorekeep.core.errors import UsageError
from scorekeep.i18n import _
from scorekeep.render.hooks import PrintedSheet, TextSheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

Printed = Callable[[str], PrintedSheet]
"""The printed parts of a game by its name (``scorekeep.games.printed_sheet``)."""


def render_sheet(data: dict[str, Any], fmt: str, own: TextSheet, printed: Printed) -> str:
    """The sheet of ``data`` in ``fmt`` whole: :func:`sheet_pieces` joined."""
    return "".join(sheet_pieces(data, fmt, own, printed))


def sheet_pieces(data: dict[str, Any], fmt: str, own: TextSheet, printed: Printed) -> Iterator[str]:
    """The sheet of ``data`` in ``fmt``, a piece at a time: a text or Markdown sheet of
    several games gets a heading per game (each game's part made as it is reached), the
    reopened closes and the evening's footer."""
    from scorekeep.render.report import game_sheets, one_sheet
    from scorekeep.render.text import game_heading

    end = Trimmed()
    if fmt not in ("text", "markdown") or one_sheet(data):
        yield end.feed(_sheet_body(data, fmt, own, printed))
    else:
        mark = "## " if fmt == "markdown" else ""
        for index, part in enumerate(game_sheets(data)):
            yield end.feed(
                ("\n\n" if index else "") + f"{mark}{game_heading(part['evening'])}\n\n"
                f"{_sheet_body(part, fmt, own, printed).rstrip()}"
            )
        yield end.feed("\n" if fmt == "markdown" else "")
    if fmt in ("text", "markdown") and data.get("reopened"):
        from scorekeep.render.report import reopened_line

        end.trim()
        yield end.feed("\n\n" + "\n".join(map(reopened_line, data["reopened"])))
    yield from _evening_pieces(end, data, fmt)
    yield end.held


class Trimmed:
    """A sheet passed on piece by piece, less the newlines it ends with so far, which are
    held back: the end can still be trimmed (``rstrip("\\n")`` of the whole) and asked
    whether it ends a line, as the whole string could."""

    __slots__ = ("held",)

    def __init__(self) -> None:
        self.held = ""

    def feed(self, piece: str) -> str:
        """What of everything fed so far can go out now."""
        body = piece.rstrip("\n")
        if not body:
            self.held += piece
            return ""
        out, self.held = self.held + body, piece[len(body) :]
        return out

    def trim(self) -> None:
        self.held = ""

    def ends_line(self) -> bool:
        return bool(self.held)


def _evening_pieces(end: Trimmed, data: dict[str, Any], fmt: str) -> Iterator[str]:
    """:func:`with_evening` on a sheet going out in pieces."""
    from scorekeep.render.text import evening_csv, evening_text

    if fmt == "csv":
        yield end.feed(evening_csv(data))
        return
    if fmt not in ("text", "markdown"):
        return
    evening = evening_text(data, "github" if fmt == "markdown" else "simple")
    if not evening:
        return
    newline = "\n" if end.ends_line() else ""
    end.trim()
    yield end.feed("\n\n" + evening.rstrip("\n") + newline)


def scored_pieces(pieces: Iterable[str], data: dict[str, Any], fmt: str) -> Iterator[str]:
    """:func:`with_scorer` on a sheet going out in pieces: the scorer's line goes under the
    first line, once it has come."""
    if not data.get("scorer") or fmt not in ("text", "markdown"):
        yield from pieces
        return
    before: list[str] = []
    pieces = iter(pieces)
    for piece in pieces:
        before.append(piece)
        if "\n" in piece:
            break
    yield with_scorer("".join(before), data, fmt)
    yield from pieces


def with_scorer(sheet: str, data: dict[str, Any], fmt: str) -> str:
    """Text and Markdown sheets name who kept the score under their title line."""
    if not data.get("scorer") or fmt not in ("text", "markdown"):
        return sheet
    title, sep, rest = sheet.partition("\n")
    if fmt == "markdown":
        kept = _("Score kept by **{scorer}**").format(scorer=data["scorer"])
        return f"{title}\n\n{kept}{sep}{rest}"
    kept = _("score kept by {scorer}").format(scorer=data["scorer"])
    return f"{title}\n{kept}{sep}{rest}"


def with_evening(sheet: str, data: dict[str, Any], fmt: str) -> str:
    """Text, Markdown and CSV sheets end with the evening's games and totals (SPEC §9)."""
    from scorekeep.render.text import evening_csv, evening_text

    if fmt == "csv":
        return sheet + evening_csv(data)
    if fmt not in ("text", "markdown"):
        return sheet
    evening = evening_text(data, "github" if fmt == "markdown" else "simple")
    if not evening:
        return sheet
    end = "\n" if sheet.endswith("\n") else ""
    return sheet.rstrip("\n") + "\n\n" + evening.rstrip("\n") + end


def _sheet_body(data: dict[str, Any], fmt: str, own: TextSheet, printed: Printed) -> str:
    """One game's sheet in ``fmt``: the game's own text sheets where it has them."""
    from scorekeep.render import text

    if fmt == "json":
        return _sheet_json(data)
    if fmt == "csv":
        return own.sheet_csv(data) if own.sheet_csv else text.sheet_csv(data)
    if fmt == "markdown":
        return own.sheet_markdown(data) if own.sheet_markdown else text.sheet_text(data, "github")
    if fmt == "html":
        from scorekeep.render.html import sheet_html

        return sheet_html(data, printed)
    if fmt == "pdf":
        raise UsageError(
            _("--format pdf writes a file: use `scorekeep sheet --format pdf -o FILE`")
        )
    return own.sheet_text(data) if own.sheet_text else text.sheet_text(data)


def _sheet_json(data: dict[str, Any]) -> str:
    """The sheet as JSON: every hand with its public keys only."""
    import json

    from scorekeep.core.game import Later
    from scorekeep.render.safe import json_text

    keep = ("n", "game", "entry", "scores", "totals", "notes", "void", "summary", "corrections")
    from scorekeep.render.report import as_published

    public = as_published(data)
    public["hands"] = [
        {k: dict(h[k]) if isinstance(h[k], Later) else h[k] for k in keep} for h in data["hands"]
    ]
    return json_text(json.dumps(public, ensure_ascii=False, indent=2, default=list))
